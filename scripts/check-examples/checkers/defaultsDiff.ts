// Default-value diffs on the migration pages (```diff title="2.x 默认值 → 3.x 默认值"```): each side whose
// major is installed here is compared option by option with that package's runtime defaults, 2.x with
// weapp-tailwindcss-webpack-plugin 2.11.3 and 4.x with weapp-tailwindcss 4.12.0. A 3.x side has no package
// here; its lines are left as the page states them (the block still counts as checked for its other side).
import { NOT_A_LITERAL, formatLiteral, parseLiteral, sameLiteral } from '../../../lib/package-options/literal'
import { readRuntimeDefaultsV2, readRuntimeDefaultsV4 } from '../../../lib/package-options/packageDefaults'
import type { Checker, CheckResult, Page } from '../checker'
import type { Finding } from '../finding'

const DEFAULTS_BY_MAJOR: Record<string, () => Record<string, unknown>> = { 2: readRuntimeDefaultsV2, 4: readRuntimeDefaultsV4 }
const PACKAGE_BY_MAJOR: Record<string, string> = { 2: 'weapp-tailwindcss-webpack-plugin 2.11.3', 4: 'weapp-tailwindcss 4.12.0' }
const MAJORS = /(\d)\.x[^→]*→\s*(\d)\.x/
const DIFF_LINE = /^([-+])\s*(\w+)\s*:\s*(.+?)\s*,?\s*$/

export function checkDefaultsDiffs(pages: Page[], defaultsOf: (major: string) => Record<string, unknown> | undefined): CheckResult {
  const result: CheckResult = { checked: [], findings: [] }
  for (const page of pages) {
    for (const block of page.blocks) {
      const majors = block.lang === 'diff' && block.title?.includes('默认值') ? MAJORS.exec(block.title) : null
      if (!majors) continue
      const [, before, after] = majors as unknown as [string, string, string]
      const findings: Finding[] = []
      let compared = 0
      block.code.split('\n').forEach((text, index) => {
        const line = DIFF_LINE.exec(text)
        if (!line) return
        const [, sign, option, source] = line as unknown as [string, string, string, string]
        const major = sign === '-' ? before : after
        const defaults = defaultsOf(major)
        if (!defaults) return
        const stated = parseLiteral(source)
        const real = defaults[option]
        compared++
        if (stated === NOT_A_LITERAL || !sameLiteral(stated, real)) {
          findings.push({
            file: page.file,
            line: block.line + 1 + index,
            what: `${major}.x default of ${option} (${PACKAGE_BY_MAJOR[major]})`,
            expected: source,
            got: real === undefined && !(option in defaults) ? `no option ${option}` : formatLiteral(real),
          })
        }
      })
      if (compared > 0) result.checked.push({ file: page.file, line: block.line })
      result.findings.push(...findings)
    }
  }
  return result
}

export const defaultsDiff: Checker = {
  name: 'defaults-diff',
  async run(site) {
    return checkDefaultsDiffs(site.pages, major => DEFAULTS_BY_MAJOR[major]?.())
  },
}
