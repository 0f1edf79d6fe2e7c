// npm run check:upgrade -- <docusaurus version> [--keep]
// A rehearsal of the upgrade steps in ARCHITECTURE.md on a scratch clone of the committed site: every
// @docusaurus/* set to <version>, npm install, typecheck, build, and the `site` e2e project on the result.
// It prints each step's outcome and, for a failed one, the end of its log, so what an upgrade breaks is
// known before anyone bumps the real package.json.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from '../lib/examples/runCommand'

const root = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const version = args.find(arg => !arg.startsWith('--'))
const keep = args.includes('--keep')
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('usage: npm run check:upgrade -- <docusaurus version, e.g. 3.10.2> [--keep]')
  process.exit(2)
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), `docs-upgrade-${version}-`))
const scratch = path.join(base, 'site')
const logs = path.join(base, 'logs')

interface StepResult { step: string; ok: boolean; seconds: number; log: string }

const MINUTE = 60_000

/**
 * One step, its output in its own log. The steps run this repository's own scripts in the clone, as a
 * maintainer would from their shell: the environment is inherited (registry, proxy, browser paths).
 */
async function run(step: string, minutes: number, command: string, commandArgs: string[], env: Record<string, string> = {}): Promise<StepResult> {
  fs.mkdirSync(logs, { recursive: true })
  const log = path.join(logs, `${step}.log`)
  const started = Date.now()
  const cwd = step === 'clone' ? root : scratch
  const result = await runCommand(command, commandArgs, { cwd, baseEnv: 'inherited', env, timeoutMs: minutes * MINUTE, log })
  if (result.timedOut) fs.appendFileSync(log, `\ncheck:upgrade: stopped after ${minutes} min\n`)
  return { step, ok: result.exitCode === 0, seconds: Math.round((Date.now() - started) / 1000), log }
}

/** Every @docusaurus/* dependency at `version`, exactly: they must move together. */
function pinDocusaurus(): string[] {
  const file = path.join(scratch, 'package.json')
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>
  const bumped: string[] = []
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) {
        pkg[field]![name] = version!
        bumped.push(name)
      }
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
  return bumped
}

const tail = (file: string, lines = 25) => fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')

/** The speed layer's own verdict on this install, as the build printed it. */
const speedLine = (file: string) => fs.readFileSync(file, 'utf8').split('\n').find(line => line.includes('[speed]'))?.trim()

const results: StepResult[] = []
console.log(`check:upgrade: rehearsing Docusaurus ${version} in ${scratch}`)
results.push(await run('clone', 5, 'git', ['clone', '--quiet', '--no-hardlinks', root, scratch]))
if (results.at(-1)!.ok) {
  const bumped = pinDocusaurus()
  console.log(`check:upgrade: ${bumped.length} @docusaurus/* packages set to ${version}`)
  results.push(await run('install', 30, 'npm', ['install', '--no-audit', '--no-fund']))
}
if (results.at(-1)!.ok) {
  results.push(await run('typecheck', 10, 'npm', ['run', 'typecheck']))
  results.push(await run('build', 45, 'npm', ['run', 'build']))
}
const build = results.find(result => result.step === 'build')
if (build?.ok) {
  const stock = speedLine(build.log)?.includes('speed layer off') ?? false
  // With the layer off (the version guard's doing, or DOCS_STOCK), the e2e tests of the patches skip.
  results.push(await run('e2e site', 45, 'npx', ['playwright', 'test', '--project=site', '--reporter=line'], {
    E2E_SUBPATH: 'off', SITE_PORT: '4373', ...(stock ? { DOCS_STOCK: '1', E2E_STOCK_ALL: '1' } : {}),
  }))
}

console.log('')
for (const result of results) console.log(`${result.ok ? 'pass' : 'FAIL'}  ${result.step.padEnd(10)} ${result.seconds} s`)
if (build) console.log(`\nbuild: ${speedLine(build.log) ?? 'no [speed] line printed'}`)
// Playwright's closing counts (passed, skipped, flaky, failed): a pass that needed retries says so.
const e2e = results.find(result => result.step === 'e2e site')
if (e2e) {
  const counts = fs.readFileSync(e2e.log, 'utf8').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n')
    .filter(line => /^\s+\d+ (passed|skipped|flaky|failed|did not run)\b/.test(line)).map(line => line.trim())
  console.log(`e2e site: ${counts.join(', ') || 'no summary printed'}`)
}
for (const result of results.filter(candidate => !candidate.ok)) console.log(`\n--- ${result.step} (end of ${result.log}) ---\n${tail(result.log)}`)
const ok = results.every(result => result.ok) && results.some(result => result.step === 'e2e site')
console.log(`\ncheck:upgrade: Docusaurus ${version} ${ok ? 'passes' : 'fails'}`)
if (!keep && ok) fs.rmSync(base, { recursive: true, force: true })
else console.log(`check:upgrade: scratch clone kept at ${scratch}`)
process.exitCode = ok ? 0 : 1
