import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

export interface LintContext {
  /** Folder holding docs/ and blog/ (the site, or a test fixture). */
  root: string
  /** Folder holding .markdownlint-cli2.jsonc and .autocorrectrc (the repository root). */
  configDir: string
  /** English pages behind their Chinese source fail the run instead of warning (--strict-translations). */
  strictTranslations?: boolean
}

/** One check of lint:docs. `fix` rewrites files on disk; the runner lints again afterwards. */
export interface Check {
  name: string
  /**
   * Which pages it reads: 'chinese' (the default: rules of Chinese writing, or of files only the
   * Chinese pages have) or 'both' (the English edition's pages too, marked `locale: 'en'`).
   */
  editions?: 'chinese' | 'both'
  lint(files: DocFile[], context: LintContext): Problem[] | Promise<Problem[]>
  fix?(files: DocFile[], context: LintContext): void | Promise<void>
}
