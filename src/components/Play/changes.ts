/**
 * Class names the transform rewrote: the template is compared token by token with its output.
 * The transform only rewrites inside class strings, so both have the same tokens in the same order.
 */
export function classChanges(template: string, wxml: string): [from: string, to: string][] {
  const before = template.split(/[\s"'{}]+/)
  const after = wxml.split(/[\s"'{}]+/)
  if (before.length !== after.length) return []
  const seen = new Set<string>()
  const changes: [string, string][] = []
  before.forEach((token, index) => {
    const rewritten = after[index]!
    if (token === rewritten || seen.has(token)) return
    seen.add(token)
    changes.push([token.replace(/^class=/, ''), rewritten.replace(/^class=/, '')])
  })
  return changes
}
