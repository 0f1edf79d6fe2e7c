// Compares the CSS a page shows with the CSS the packages produced. An excerpt (节选) passes when each rule
// it shows is in the output; a full output must be the same rules in the same order. Within a rule the
// order of properties does not matter, but repeated properties (a fallback line, then the real one) keep theirs.
import { cssRules, ruleText, sortedDeclarations, type CssRule } from './cssRules'

export interface CssMismatch {
  /** The rule (or position) on the page. */
  expected: string
  /** The closest rule in the output, or what stands there. */
  got: string
  what: string
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A page may shorten a condition or a long value with `…`; it then stands for any text. */
const partMatches = (shown: string, produced: string): boolean =>
  shown.includes('…') ? new RegExp(`^${shown.split('…').map(escapeRegExp).join('.*')}$`).test(produced) : shown === produced

const sameWhere = (shown: CssRule, produced: CssRule): boolean =>
  shown.where.length === produced.where.length && shown.where.every((part, index) => partMatches(part, produced.where[index]!))

/** Each shown declaration is in the rule, repeated properties in the same order. */
function containsAll(shown: string[], produced: string[]): boolean {
  const from = new Map<string, number>()
  for (const declaration of shown) {
    const prop = declaration.slice(0, declaration.indexOf(':'))
    const at = produced.findIndex((candidate, index) => index >= (from.get(prop) ?? 0) && partMatches(declaration, candidate))
    if (at < 0) return false
    from.set(prop, at + 1)
  }
  return true
}

const sameDeclarations = (shown: string[], produced: string[]): boolean => {
  const [a, b] = [sortedDeclarations(shown), sortedDeclarations(produced)]
  return a.length === b.length && a.every((declaration, index) => partMatches(declaration, b[index]!))
}

/** A block the page shows empty (`@supports (…) { /* … *\/ }`) only has to exist, with anything inside. */
const opensInto = (shown: CssRule, produced: CssRule): boolean =>
  shown.where.every((part, index) => produced.where[index] !== undefined && partMatches(part, produced.where[index]))

function ruleMatches(shown: CssRule, produced: CssRule): boolean {
  if (shown.declarations.length === 0) return opensInto(shown, produced)
  if (!sameWhere(shown, produced)) return false
  if (shown.elided) return containsAll(shown.declarations, produced.declarations)
  return sameDeclarations(shown.declarations, produced.declarations)
}

/** The produced rule a reader would compare by eye: same selector, else same last selector part, else nothing. */
function nearest(shown: CssRule, produced: CssRule[]): string {
  const same = produced.find(rule => sameWhere(shown, rule))
  if (same) return ruleText(same)
  const last = shown.where.at(-1)
  const sameSelector = produced.find(rule => rule.where.at(-1) === last)
  return sameSelector ? ruleText(sameSelector) : 'no such rule'
}

export function compareExcerpt(shownCss: string, producedCss: string): CssMismatch[] {
  const produced = cssRules(producedCss)
  return cssRules(shownCss)
    .filter(shown => !produced.some(rule => ruleMatches(shown, rule)))
    .map(shown => ({ what: 'rule not in the output', expected: ruleText(shown), got: nearest(shown, produced) }))
}

export function compareFull(shownCss: string, producedCss: string): CssMismatch[] {
  const canonical = (css: string): string[] =>
    cssRules(css).map(rule => ruleText({ ...rule, declarations: sortedDeclarations(rule.declarations) }))
  const shown = canonical(shownCss)
  const produced = canonical(producedCss)
  const index = shown.findIndex((rule, at) => rule !== produced[at])
  if (index >= 0) return [{ what: `output differs at rule ${index + 1}`, expected: shown[index]!, got: produced[index] ?? 'end of output' }]
  if (produced.length > shown.length) return [{ what: `output has ${produced.length - shown.length} more rule(s)`, expected: 'end of output', got: produced[shown.length]! }]
  return []
}
