// npm run check:examples [-- --only=<checker>]: runs every example on the site against the pinned packages,
// prints each mismatch as `file:line  what  expected … got …`, then the coverage and the time taken.
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Site, type ExampleRef } from './checker'
import { CHECKERS } from './checkers/index'
import { formatFinding, type Finding } from './finding'
import { coverage } from './coverage'

const root = fileURLToPath(new URL('../../', import.meta.url))
const only = process.argv.find(arg => arg.startsWith('--only='))?.slice('--only='.length)
const started = performance.now()
const site = new Site(root)
const findings: Finding[] = []
const checked: ExampleRef[] = []

// All at once: cli-output spends its time in child processes, so the in-process checkers use the other core.
const runs = CHECKERS.filter(candidate => !only || candidate.name === only).map(async checker => {
  const before = performance.now()
  const result = await checker.run(site)
  return { checker, result, ms: Math.round(performance.now() - before) }
})
for (const { checker, result, ms } of await Promise.all(runs)) {
  findings.push(...result.findings)
  checked.push(...result.checked)
  console.log(`check:examples ${checker.name}: ${result.checked.length} example(s), ${result.findings.length} mismatch(es), ${ms} ms`)
}

const report = coverage(site, checked)
for (const finding of [...findings, ...(only ? [] : report.findings)].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) {
  console.log(formatFinding(finding))
}
if (!only) {
  console.log(`\ncheck:examples coverage: ${report.checked}/${report.total} output-bearing examples checked (${(100 * report.checked / Math.max(report.total, 1)).toFixed(1)} %), ${report.exempt} listed in unchecked.ts with a reason`)
}
console.log(`check:examples: ${Math.round((performance.now() - started) / 100) / 10} s`)
if (findings.length > 0 || (!only && report.findings.length > 0)) process.exitCode = 1
