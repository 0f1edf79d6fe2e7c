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

// English pages: a partial's first line `{/* translated_from: <hash> */}` plays the part of front
// matter; read as Markdown, its `* … *` is emphasis with spaces inside (MD037), and --fix would rewrite it.
const ENGLISH_OVERRIDES = {
  // YAML front matter as markdownlint's default reads it, or that first line. (cli2 takes the pattern as a string.)
  frontMatter: /^(?:---[^\S\r\n]*\r?\n[\s\S]*?\r?\n---[^\S\r\n]*|\{\/\*[^\S\r\n]*translated_from:[^\r\n]*\*\/\}[^\S\r\n]*)(?:\r\n|\r|\n|$)/.source,
}

/** Runs markdownlint-cli2 on exactly these files with the repository's config; returns its findings. */
async function runOn(files: DocFile[], context: LintContext, fix: boolean, overrides: Record<string, unknown> = {}): Promise<MarkdownlintResult[]> {
  if (files.length === 0) return []
  const collected: MarkdownlintResult[] = []
  const collect = ({ results }: { results: MarkdownlintResult[] }) => { collected.push(...results) }
  await markdownlintCli2({
    directory: context.configDir,
    // `:` marks a literal path (no glob); --no-globs: lint these files, not the config's `globs`.
    argv: ['--config', path.join(context.configDir, MARKDOWNLINT_CONFIG), ...(fix ? ['--fix'] : []), ...files.map(file => `:${file.path}`)],
    noGlobs: true,
    optionsOverride: { ...overrides, outputFormatters: [[collect]], noBanner: true, noProgress: true },
  })
  return collected.map(result => ({ ...result, fileName: path.resolve(context.configDir, result.fileName) }))
}

async function run(files: DocFile[], context: LintContext, fix: boolean): Promise<MarkdownlintResult[]> {
  return [
    ...(await runOn(files.filter(file => file.locale !== 'en'), context, fix)),
    ...(await runOn(files.filter(file => file.locale === 'en'), context, fix, ENGLISH_OVERRIDES)),
  ]
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
  editions: 'both',
  async lint(files, context) {
    return (await run(files, context, false)).map(toProblem)
  },
  async fix(files, context) {
    await run(files, context, true)
  },
}
