// One example whose page disagrees with what the pinned packages produce, printed as
// `file:line  what  expected … got …` so a writer can open the line and see both sides.

export interface Finding {
  /** Page path from the repository root, e.g. `docs/at-property.md`. */
  file: string
  line: number
  what: string
  /** What the page says. */
  expected: string
  /** What the packages produced. */
  got: string
}

const oneLine = (text: string, max = 400): string => {
  const flat = text.replace(/\s*\n\s*/g, ' ⏎ ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}  ${finding.what}  expected ${oneLine(finding.expected)}  got ${oneLine(finding.got)}`
}
