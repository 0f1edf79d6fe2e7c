import path from 'node:path'
import { main as markdownlintCli2 } from 'markdownlint-cli2'
import type { Check, LintContext } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

const MARKDOWNLINT_CONFIG = '.markdownlint-cli2.jsonc'

interface MarkdownlintResult {
  fileName: string
  lineNumber: number
  ruleNames: string[]
  ruleDescription: string
  ruleInformation: string | null
  errorDetail: string | null
  fixInfo: unknown
}

/** Runs markdownlint-cli2 on exactly these files with the repository's config; returns its findings. */
async function run(files: DocFile[], context: LintContext, fix: boolean): Promise<MarkdownlintResult[]> {
  const collected: MarkdownlintResult[] = []
  const collect = ({ results }: { results: MarkdownlintResult[] }) => { collected.push(...results) }
  await markdownlintCli2({
    directory: context.configDir,
    // `:` marks a literal path (no glob); --no-globs: lint these files, not the config's `globs`.
    argv: ['--config', path.join(context.configDir, MARKDOWNLINT_CONFIG), ...(fix ? ['--fix'] : []), ...files.map(file => `:${file.path}`)],
    noGlobs: true,
    optionsOverride: { outputFormatters: [[collect]], noBanner: true, noProgress: true },
  })
  return collected.map(result => ({ ...result, fileName: path.resolve(context.configDir, result.fileName) }))
}

function toProblem(result: MarkdownlintResult): Problem {
  const detail = result.errorDetail ? ` (${result.errorDetail})` : ''
  return {
    file: result.fileName,
    line: result.lineNumber,
    check: 'markdownlint',
    what: `${result.ruleNames.slice(0, 2).join('/')} ${result.ruleDescription}${detail}`,
    how: result.ruleInformation ? `see ${result.ruleInformation}` : 'see the markdownlint rules',
    fixable: Boolean(result.fixInfo),
  }
}

export const markdownlint: Check = {
  name: 'markdownlint',
  async lint(files, context) {
    return (await run(files, context, false)).map(toProblem)
  },
  async fix(files, context) {
    await run(files, context, true)
  },
}
