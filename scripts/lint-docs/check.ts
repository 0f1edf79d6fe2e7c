import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

export interface LintContext {
  /** Folder holding docs/ and blog/ (the site, or a test fixture). */
  root: string
  /** Folder holding .markdownlint-cli2.jsonc and .autocorrectrc (the repository root). */
  configDir: string
}

/** One check of lint:docs. `fix` rewrites files on disk; the runner lints again afterwards. */
export interface Check {
  name: string
  lint(files: DocFile[], context: LintContext): Problem[] | Promise<Problem[]>
  fix?(files: DocFile[], context: LintContext): void | Promise<void>
}
