// escaped-names: every escaped class name in prose and tables (the escaped-name and inline-arrow
// examples) is checked with the escape functions of the installed weapp-tailwindcss. Lines listed in
// unchecked.ts (an old or deliberately wrong escaping) are left out.
import { fileURLToPath } from 'node:url'
import { markdownLines } from '../../../lib/content/markdownLines'
import { checkLine, escapeOfWeappTailwindcss, type EscapeFunctions } from '../../../lib/examples/escapedNames'
import type { Checker, CheckResult, Page } from '../checker'
import { inventory } from '../inventory'
import { UNCHECKED } from '../unchecked'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const KINDS = new Set(['escaped-name', 'inline-arrow'])

/** Lines of the page that unchecked.ts lists for this checker's kinds. */
function listedLines(page: Page): Set<number> {
  const entries = UNCHECKED.filter(entry => entry.file === page.file && KINDS.has(entry.kind))
  return new Set(inventory(page)
    .filter(example => entries.some(entry => entry.kind === example.kind && example.label.startsWith(entry.label)))
    .map(example => example.line))
}

export function checkEscapedNames(pages: Page[], fns: EscapeFunctions = escapeOfWeappTailwindcss(repoRoot)): CheckResult {
  const result: CheckResult = { checked: [], findings: [] }
  for (const page of pages) {
    const skipped = listedLines(page)
    markdownLines(page.source).forEach((line, index) => {
      if (line.inCode || skipped.has(index + 1) || !line.text.includes('`')) return
      const { names, problems } = checkLine(line.text, fns)
      if (names.length === 0) return
      result.checked.push({ file: page.file, line: index + 1 })
      result.findings.push(...problems.map(problem => ({ file: page.file, line: index + 1, ...problem, what: `${problem.what} (@weapp-core/escape ${fns.version})` })))
    })
  }
  return result
}

export const escapedNames: Checker = {
  name: 'escaped-names',
  run: async site => checkEscapedNames(site.pages),
}
