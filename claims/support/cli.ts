// Shared by claims/cli.ts and claims/issues-pages-a.ts: the pinned `weapp-tw` bin (weapp-tailwindcss 4.12.0)
// run in throwaway projects under the system temp dir, with the environment of a reader's shell (PATH and
// HOME only), its printed lines normalised the way the cli-output example checker does it.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Fixture } from '../../lib/examples/cliFixtures'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BIN = path.join(ROOT, 'node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js')

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
/** The Chinese page and its English twin. */
export const pages = (relative: string) => ({ zh: `docs/${relative}`, en: `${EN}${relative}` })

export interface Run {
  /** Printed lines, colour codes dropped, the fixture's directory written `/repo`, cache hashes `<hash>`. */
  lines: string[]
  /** The raw output (stdout and stderr in order). */
  output: string
  exitCode: number | null
}

/** A throwaway project; `build` fills it, `use` runs in it, and it is removed afterwards. */
export async function inFixture<T>(name: string, build: (fixture: Fixture) => void, use: (fixture: Fixture) => Promise<T>): Promise<T> {
  const fixture = Fixture.create(ROOT, name)
  try {
    build(fixture)
    return await use(fixture)
  } finally {
    fixture.remove()
  }
}

/** `weapp-tw <args>` run with node in `fixture.dir/cwd`, in a reader's environment plus `env`. */
export async function weappTw(fixture: Fixture, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const { runCommand } = await import('../../lib/examples/runCommand')
  const { printedLines } = await import('../../lib/examples/printedLines')
  const run = await runCommand(process.execPath, [BIN, ...args], { cwd: path.join(fixture.dir, options.cwd ?? '.'), baseEnv: 'reader', env: options.env, timeoutMs: 120_000 })
  assert.ok(!run.timedOut, `weapp-tw ${args.join(' ')} timed out:\n${run.output}`)
  return { lines: printedLines(run.output, { fixtureDirs: [fixture.dir, fs.realpathSync(fixture.dir)] }), output: run.output, exitCode: run.exitCode }
}

/** A digest of every file of a directory, to tell whether a command changed any of them. */
export function digestOf(dir: string): string {
  const hash = crypto.createHash('sha256')
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full))
    }
  }
  walk(dir)
  return hash.digest('hex')
}

/** Whether the Tailwind CSS 4 copy at `dir` has `rpx` in its length-unit lists (what `weapp-tw patch` adds). */
export function tw4HasRpx(dir: string): boolean {
  const dist = path.join(dir, 'dist')
  return fs.readdirSync(dist).some(file => /\.m?js$/.test(file) && fs.readFileSync(path.join(dist, file), 'utf8').includes('"cqmax","rpx"]'))
}

/** The `tailwindcss-target.json` records under `<dir>/node_modules/.cache/weapp-tailwindcss/<hash>/`. */
export function targetRecords(dir: string): { hash: string; record: Record<string, unknown> }[] {
  const cache = path.join(dir, 'node_modules/.cache/weapp-tailwindcss')
  if (!fs.existsSync(cache)) return []
  return fs.readdirSync(cache)
    .filter(hash => fs.existsSync(path.join(cache, hash, 'tailwindcss-target.json')))
    .map(hash => ({ hash, record: JSON.parse(fs.readFileSync(path.join(cache, hash, 'tailwindcss-target.json'), 'utf8')) as Record<string, unknown> }))
}

interface DoctorCheck { id: string; status: 'ok' | 'info' | 'warn' | 'error'; message: string; suggestion?: string }
interface DoctorReport { cwd: string; summary: Record<string, number>; checks: DoctorCheck[] }

/** `weapp-tw doctor --json` (plus `extra`) parsed, with its exit code. */
export async function doctor(fixture: Fixture, cwd = '.', extra: string[] = []): Promise<{ report: DoctorReport; exitCode: number | null }> {
  const run = await weappTw(fixture, ['doctor', '--json', ...extra], { cwd })
  const start = run.output.indexOf('{')
  assert.ok(start >= 0, `doctor --json printed a report:\n${run.output}`)
  return { report: JSON.parse(run.output.slice(start)) as DoctorReport, exitCode: run.exitCode }
}

export const check = (report: DoctorReport, id: string): DoctorCheck => {
  const found = report.checks.find(c => c.id === id)
  assert.ok(found, `doctor reports ${id}: ${JSON.stringify(report.checks.map(c => c.id))}`)
  return found
}

/**
 * A copy of Tailwind CSS 3.4.19 (`tailwindcss-3`, which has the context patch but not rpx) at
 * `node_modules/tailwindcss`, its own dependencies linked from this repository so it can run from the temp dir.
 */
export function copyTailwind3(fixture: Fixture): Fixture {
  fixture.copy('tailwindcss', 'tailwindcss-3')
  const installed = fs.realpathSync(path.join(ROOT, 'node_modules/tailwindcss-3'))
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  for (const name of Object.keys(dependencies)) {
    const nested = path.join(installed, 'node_modules', name)
    const source = fs.existsSync(nested) ? nested : path.join(ROOT, 'node_modules', name)
    const target = path.join(fixture.dir, 'node_modules', name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if (!fs.existsSync(target)) fs.symlinkSync(fs.realpathSync(source), target, 'dir')
  }
  return fixture
}
