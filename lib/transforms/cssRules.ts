// A stylesheet as a flat list of the blocks that hold declarations, each with the at-rules around it, so
// a page's CSS and the CSS the packages produce can be compared rule by rule whatever their formatting.
import postcss, { type ChildNode, type Container } from 'postcss'

export interface CssRule {
  /** The at-rules around the block and the block's own selector or at-rule, e.g. `@media (min-width: 1536px) » ._2xl_cp-4`. */
  where: string[]
  /** `prop: value`, in source order, whitespace folded. */
  declarations: string[]
  /** The block holds a comment: on a page that marks declarations left out (`/* …其余变量 *\/`). */
  elided: boolean
}

/** One space for every run of whitespace, none just inside brackets or around commas. */
const foldSpace = (text: string): string =>
  text.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ',').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim()

/** Selector lists compare item by item: `a, b` and `a,b` are the same selector. */
const foldSelector = (selector: string): string => foldSpace(selector).replace(/\s*([>+~])\s*/g, '$1')

function label(node: Container): string {
  if (node.type === 'rule') return foldSelector((node as postcss.Rule).selector)
  if (node.type === 'atrule') {
    const atRule = node as postcss.AtRule
    // In a condition, `(min-width:1536px)` and `(min-width: 1536px)` are the same.
    return foldSpace(`@${atRule.name} ${atRule.params}`).replace(/\s*:\s*/g, ': ')
  }
  return ''
}

export function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = []
  const visit = (container: Container, where: string[]): void => {
    const own = container.type === 'root' ? where : [...where, label(container)]
    const children = (container.nodes ?? []) as ChildNode[]
    const declarations = children.filter(node => node.type === 'decl').map(node => `${node.prop}: ${foldSpace(node.value)}`)
    const elided = children.some(node => node.type === 'comment')
    const nested = children.filter((node): node is ChildNode & Container => node.type === 'rule' || node.type === 'atrule')
    // A block is kept when it declares something, or when it is an empty leaf (`@layer properties;`,
    // or a page's `@supports (…) { /* … */ }` standing for content it leaves out).
    if (container.type !== 'root' && (declarations.length > 0 || nested.length === 0)) rules.push({ where: own, declarations, elided })
    for (const child of nested) visit(child, own)
  }
  visit(postcss.parse(css), [])
  return rules
}

/** Declarations in a stable order that ignores order between properties but keeps repeated ones (fallback first) in sequence. */
export const sortedDeclarations = (declarations: string[]): string[] =>
  declarations.map((text, index) => ({ text, index, prop: text.slice(0, text.indexOf(':')) }))
    .sort((a, b) => a.prop.localeCompare(b.prop) || a.index - b.index)
    .map(entry => entry.text)

export const ruleText = (rule: CssRule): string => `${rule.where.join(' » ')} { ${rule.declarations.join('; ')} }`
