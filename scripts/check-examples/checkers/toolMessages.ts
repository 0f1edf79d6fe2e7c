// tool-messages: error messages a page quotes in a `text` block (from Tailwind CSS 4, Tailwind CSS 3 and
// the TypeScript compiler) are produced again by the pinned packages and compared line by line. Each
// block is named in its fence (```text example="…") and listed below with how to produce its messages:
// line i of the block is the first line of message i, so a page may quote only the head of a long one.
import {
  tailwind3Error,
  tailwind4CompileError,
  tailwind4DefaultExportError,
  typeScriptErrorsInChinese,
} from '../../../lib/examples/toolMessages'
import { quotedLines } from '../../../lib/examples/printedLines'
import type { Checker, CheckResult, Site } from '../checker'
import type { Finding } from '../finding'

interface QuotedMessages {
  file: string
  example: string
  /** Each message the block quotes, one line of the block per message, in order. */
  produce(site: Site): Promise<string[]>
}

const AT_APPLY = 'docs/issues/at-apply.md'
const TARO_VITE = 'docs/quick-start/v4/taro-vite.mdx'

/** A `.vue` `<style>` block compiled on its own: no `@reference`, so `@theme` colours are unknown. */
const VUE_STYLE_WITHOUT_REFERENCE = '.card {\n  @apply bg-brand;\n}\n'

/** The Tailwind CSS 3 way the page describes: `postcss.plugins?.unshift(tailwindcss())`. */
const TARO_PLUGIN_SOURCE = [
  `import tailwindcss from 'tailwindcss'`,
  `import type { AcceptedPlugin } from 'postcss'`,
  `const postcss: { plugins?: AcceptedPlugin[] } = { plugins: [] }`,
  `postcss.plugins?.unshift(tailwindcss())`,
  '',
].join('\n')

const QUOTES: QuotedMessages[] = [
  {
    file: AT_APPLY,
    example: 'apply-unknown-class-errors',
    produce: async () => [await tailwind4CompileError(VUE_STYLE_WITHOUT_REFERENCE), await tailwind3Error(VUE_STYLE_WITHOUT_REFERENCE)],
  },
  {
    // The stylesheet is the page's own, so the message follows the example above it.
    file: AT_APPLY,
    example: 'apply-layer-class-error',
    produce: async site => [await tailwind4CompileError(site.block(AT_APPLY, 'apply-layer-class').code)],
  },
  { file: TARO_VITE, example: 'tailwindcss-void-type-error', produce: async () => typeScriptErrorsInChinese(TARO_PLUGIN_SOURCE) },
  { file: TARO_VITE, example: 'tailwindcss-postcss-plugin-error', produce: async () => [await tailwind4DefaultExportError()] },
]

/** The first difference between a quoted block and the messages' first lines, or null when they agree. */
export function compareQuotedMessages(code: string, messages: string[]): { expected: string, got: string } | null {
  const quoted = quotedLines(code)
  const heads = messages.map(message => message.split('\n')[0]!.replace(/\s+$/, ''))
  for (let index = 0; index < Math.max(quoted.length, heads.length); index++) {
    if (quoted[index] !== heads[index]) return { expected: quoted[index] ?? '(no more lines)', got: heads[index] ?? '(no more messages)' }
  }
  return null
}

async function checkToolMessages(site: Site, quotes: QuotedMessages[]): Promise<CheckResult> {
  const result: CheckResult = { checked: [], findings: [] }
  for (const quote of quotes) {
    const block = site.block(quote.file, quote.example)
    result.checked.push({ file: quote.file, line: block.line })
    const mismatch = compareQuotedMessages(block.code, await quote.produce(site))
    if (mismatch) {
      const finding: Finding = { file: quote.file, line: block.line, what: `message in example="${quote.example}"`, ...mismatch }
      result.findings.push(finding)
    }
  }
  return result
}

export const toolMessages: Checker = {
  name: 'tool-messages',
  run: site => checkToolMessages(site, QUOTES),
}
