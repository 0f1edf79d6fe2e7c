// Shared by claims/options.ts and claims/migrations.ts: a quiet weapp-tailwindcss context on the pinned
// packages (Tailwind CSS 4 from `tailwindcss`, 3 from the `tailwindcss-3` alias), a Node run in a child
// process for what the packages print, and the first-release check against the committed version facts.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Options every proof adds: no log lines, the site's own node_modules, no run-time patch of tailwindcss. */
export const QUIET = { logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false } as const
/** Pick Tailwind CSS 3 (3.4.19, installed as `tailwindcss-3`) instead of the default 4. */
export const TW3 = { tailwindcss: { version: 3, packageName: 'tailwindcss-3' } } as const

export async function context(options: Record<string, unknown> = {}) {
  const { createContext } = await import('weapp-tailwindcss/core')
  return createContext({ ...QUIET, ...options } as never)
}

export async function wxss(css: string, options: Record<string, unknown> = {}, isMainChunk = true): Promise<string> {
  return (await (await context(options)).transformWxss(css, { isMainChunk })).css
}

export async function js(code: string, classes: string[], options: Record<string, unknown> = {}): Promise<string> {
  return (await (await context(options)).transformJs(code, { runtimeSet: new Set(classes) })).code
}

export async function wxml(template: string, classes: string[], options: Record<string, unknown> = {}): Promise<string> {
  return (await context(options)).transformWxml(template, { runtimeSet: new Set(classes) })
}

/** Runs an ES module snippet with node in `cwd` (default: the site root) and returns what it printed. */
export async function runNode(source: string, cwd = ROOT): Promise<string> {
  const { runCommand } = await import('../../lib/examples/runCommand')
  const result = await runCommand(process.execPath, ['--input-type=module', '-e', source], { cwd, timeoutMs: 90_000 })
  assert.equal(result.exitCode, 0, `node exited with ${result.exitCode}:\n${result.output}`)
  return result.output
}

/** The text of a file of an installed package. */
export const packageFile = (pkg: string, file: string): string => fs.readFileSync(path.join(ROOT, 'node_modules', pkg, file), 'utf8')

/**
 * "X first appeared in `version`", checked against the committed facts of the published releases
 * (scripts/lint-docs/data/version-facts.json): the version must fall after the last release without X and
 * at or before the first release with it. Dates older than the oldest release the facts hold (3.0.3) can
 * only be checked as "X is already in 3.0.3".
 */
export async function assertFirstRelease(subject: { kind: 'option' | 'exportPath' | 'exportName'; name: string }, version: string): Promise<void> {
  const { appearance, compareVersions, judgeSince, loadVersionFacts } = await import('../../lib/version-facts/versionFacts')
  const facts = loadVersionFacts()
  const found = appearance(facts, subject)
  const verdict = judgeSince(found, version)
  if ('undecidable' in verdict) {
    assert.ok(!found.lastAbsent && compareVersions(version, found.oldest) <= 0, `${subject.name}: ${verdict.undecidable}`)
    return
  }
  assert.ok(verdict.ok, `${subject.name} dated ${version}, but the published releases say: ${'actual' in verdict ? verdict.actual : ''}`)
}
