// Which output-bearing examples were checked, which are listed as unchecked with a reason, and which are
// neither (a finding: a new example needs a check or a reason).
import type { ExampleRef, Site } from './checker'
import type { Finding } from './finding'
import { inventory, type Example } from './inventory'
import { UNCHECKED, type Unchecked } from './unchecked'

export interface Coverage {
  total: number
  checked: number
  exempt: number
  findings: Finding[]
}

const key = (ref: ExampleRef): string => `${ref.file}:${ref.line}`
const listedFor = (example: Example) => (entry: Unchecked): boolean =>
  entry.file === example.file && entry.kind === example.kind && example.label.startsWith(entry.label)

export function coverage(site: Site, checkedRefs: ExampleRef[], unchecked: readonly Unchecked[] = UNCHECKED): Coverage {
  const checked = new Set(checkedRefs.map(key))
  const examples = site.pages.flatMap(page => inventory(page))
  const findings: Finding[] = []
  const usedEntries = new Set<Unchecked>()
  let checkedCount = 0
  let exempt = 0
  for (const example of examples) {
    if (checked.has(key(example))) {
      checkedCount++
      continue
    }
    const entry = unchecked.find(listedFor(example))
    if (entry) {
      usedEntries.add(entry)
      exempt++
      continue
    }
    findings.push({ ...example, what: `${example.kind} not checked (add a check, or list it in scripts/check-examples/unchecked.ts with the reason)`, expected: 'a check', got: example.label })
  }
  for (const entry of unchecked.filter(candidate => !usedEntries.has(candidate))) {
    findings.push({ file: entry.file, line: 1, what: 'unchecked.ts lists an example the page no longer has', expected: `${entry.kind} "${entry.label}"`, got: 'nothing' })
  }
  return { total: examples.length, checked: checkedCount, exempt, findings }
}
