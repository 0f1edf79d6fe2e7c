import convertNpmCommand from 'npm-to-yarn'
import type { Code } from 'mdast'

// Code blocks whose meta changes what the site renders: `live` makes a playground,
// `npm2yarn` makes npm / Yarn / pnpm tabs (config/remark.ts). Their twins show the
// same code as plain fences. `example="name"` only names a block for check:examples,
// so the twins leave it out.

const EXAMPLE_NAME = /(^|\s)example="[^"]*"/

export const hasExampleName = (node: Code): boolean => EXAMPLE_NAME.test(node.meta ?? '')

/** A fence long enough that no run of backticks inside the code closes it. */
export function fence(lang: string | null | undefined, meta: string | null | undefined, value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map(run => run.length))
  const ticks = '`'.repeat(Math.max(3, longestRun + 1))
  const info = [lang, meta?.replace(EXAMPLE_NAME, '').trim()].filter(Boolean).join(' ')
  return `${ticks}${info}\n${value}\n${ticks}`
}

const metaWords = (meta: string | null | undefined): string[] => (meta ?? '').split(/\s+/).filter(Boolean)

export const isLiveCode = (node: Code): boolean => metaWords(node.meta).includes('live')
export const isNpm2Yarn = (node: Code): boolean => metaWords(node.meta).includes('npm2yarn')

/** Meta without the site-only flag, e.g. `live title="x"` → `title="x"`. */
function metaWithout(meta: string | null | undefined, flag: string): string {
  return metaWords(meta).filter(word => word !== flag).join(' ')
}

/** A live block as the plain code it starts from. */
export function plainLiveCode(node: Code): string {
  return fence(node.lang, metaWithout(node.meta, 'live'), node.value)
}

// Same labels and converters as @docusaurus/remark-plugin-npm2yarn with `converters: ['yarn', 'pnpm']`.
const packageManagers: { label: string; convert: (npm: string) => string }[] = [
  { label: 'npm', convert: npm => npm },
  { label: 'Yarn', convert: npm => convertNpmCommand(npm, 'yarn') },
  { label: 'pnpm', convert: npm => convertNpmCommand(npm, 'pnpm') },
]

/** An npm2yarn block as one bold-labelled block per package manager. */
export function npm2yarnBlocks(node: Code): string {
  const meta = metaWithout(node.meta, 'npm2yarn')
  return packageManagers.map(({ label, convert }) => `**${label}**\n\n${fence(node.lang, meta, convert(node.value))}`).join('\n\n')
}
