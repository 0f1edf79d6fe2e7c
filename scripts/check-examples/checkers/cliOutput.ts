// cli-output: every line a page quotes from `weapp-tw` (or from the plugin's start-up log) is printed
// again by the pinned weapp-tailwindcss in a small fixture project built in a temp dir.
//
// A quoted block is named in its fence (```text example="status-v4-unpatched"), and that name is a step
// below: the fixture it runs in and the command. An inline quote (`Needs attention`, 「…」) is listed
// in INLINE_QUOTES with the step whose output contains it. A `text`/shell block or an inline quote that
// looks like weapp-tw output but is neither named nor listed is reported, so a new quote cannot slip by.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { markdownLines } from '../../../lib/content/markdownLines'
import { Fixture } from '../../../lib/examples/cliFixtures'
import { compareLines, printedLines, quotedInLine, quotedLines } from '../../../lib/examples/printedLines'
import { runCommand, type CommandResult } from '../../../lib/examples/runCommand'
import type { Checker, CheckResult, ExampleRef, Site } from '../checker'
import type { Finding } from '../finding'

interface Step {
  /** The `example="…"` name of the block quoting this step's whole output (or an excerpt of it). */
  id: string
  /** `weapp-tw` arguments, or another command: `npx …`, or a Node.js script given the path of `weapp-tailwindcss/core`. */
  run: { cli: string[] } | { npx: string[] } | { createContext: true }
  /** Directory inside the fixture to run in. */
  cwd?: string
  /** The block quotes only some of the lines, in order. */
  excerpt?: boolean
  /** The exit code the page states for this command. */
  exitCode?: number
}

interface Scenario {
  name: string
  build(fixture: Fixture): void
  /** Run one after another in the same fixture: a later step sees what an earlier one wrote. */
  steps: Step[]
}

/** Generous: a step takes 2 to 3 s of CPU, but a machine busy with other work can stretch that a lot. */
const STEP_TIMEOUT_MS = 300_000

const FIXTURE_PACKAGE = { name: 'fixture', version: '1.2.3', private: true }

/** createContext() as a build starts it: no options but the base directory, i.e. no cssEntries. */
const CREATE_CONTEXT = 'require(process.argv[1]).createContext({ tailwindcssBasedir: process.cwd() })'

const SCENARIOS: Scenario[] = [
  {
    name: 'tailwindcss4-unpatched',
    build: fixture => fixture.file('package.json', FIXTURE_PACKAGE).copy('tailwindcss').unpatchRpx('tailwindcss'),
    steps: [
      { id: 'status-v4-unpatched', run: { cli: ['status'] }, exitCode: 0 },
      { id: 'patch-first-run', run: { cli: ['patch'] }, exitCode: 0 },
      { id: 'patch-second-run', run: { cli: ['patch'] }, exitCode: 0 },
    ],
  },
  {
    // The repository's Tailwind CSS 4 is already patched, and nothing here writes to it.
    name: 'tailwindcss4-patched',
    build: fixture => fixture.file('package.json', FIXTURE_PACKAGE).link('tailwindcss').linkCli(),
    steps: [
      { id: 'status-v4-patched', run: { cli: ['status'] }, exitCode: 0 },
      { id: 'version-npx', run: { npx: ['weapp-tw', '-v'] } },
      { id: 'version-node', run: { cli: ['-v'] } },
    ],
  },
  {
    // The repository's Tailwind CSS 3 has the context patch but not rpx, like one reinstalled by pnpm.
    name: 'tailwindcss3-without-rpx',
    build: fixture => fixture.file('package.json', FIXTURE_PACKAGE).copy('tailwindcss', 'tailwindcss-3'),
    steps: [
      { id: 'status-v3-missing-rpx', run: { cli: ['status'] }, excerpt: true, exitCode: 0 },
      { id: 'create-context-v3', run: { createContext: true }, exitCode: 0 },
      { id: 'patch-v3', run: { cli: ['patch'] }, exitCode: 0 },
    ],
  },
  {
    name: 'tailwindcss4-plugin-start',
    build: fixture => fixture.file('package.json', FIXTURE_PACKAGE).copy('tailwindcss').unpatchRpx('tailwindcss'),
    steps: [{ id: 'plugin-no-css-entries', run: { createContext: true }, excerpt: true, exitCode: 0 }],
  },
  {
    name: 'pnpm-workspace',
    build: fixture => fixture
      .file('package.json', { name: 'ws-root', private: true })
      .file('pnpm-workspace.yaml', 'packages:\n  - apps/*\n')
      // pnpm writes one: its importers, root first, are the order --workspace walks the packages in.
      .file('pnpm-lock.yaml', 'lockfileVersion: \'9.0\'\nimporters:\n  .: {}\n  apps/weapp: {}\n')
      .file('apps/weapp/package.json', { name: 'weapp', private: true, devDependencies: { tailwindcss: '4.3.5' } })
      .link('tailwindcss', 'tailwindcss', 'apps/weapp'),
    steps: [{ id: 'patch-workspace', run: { cli: ['patch', '--workspace'] }, exitCode: 0 }],
  },
  {
    name: 'no-tailwindcss',
    build: fixture => fixture.file('package.json', { name: 'ws-root', private: true }),
    steps: [{ id: 'status-no-tailwindcss', run: { cli: ['status'] }, exitCode: 1 }],
  },
  {
    // doctor never resolves @tailwindcss/postcss (the declared-but-missing case below proves it), so
    // the root only declares it.
    name: 'doctor-postcss-at-root',
    build: fixture => fixture
      .file('package.json', { name: 'ws-root', private: true, devDependencies: { '@tailwindcss/postcss': '4.3.5' } })
      .link('tailwindcss')
      .file('apps/weapp/package.json', { name: 'weapp', private: true, devDependencies: { 'tailwindcss': '4.3.5', 'weapp-tailwindcss': '4.12.0' } })
      .file('apps/weapp/postcss.config.js', 'module.exports = { plugins: { \'@tailwindcss/postcss\': {} } }\n'),
    steps: [{ id: 'doctor-postcss-declared-at-root', run: { cli: ['doctor', '--strict'] }, cwd: 'apps/weapp', excerpt: true, exitCode: 1 }],
  },
  {
    name: 'doctor-postcss-missing',
    build: fixture => fixture
      .file('package.json', { name: 'weapp', private: true, devDependencies: { '@tailwindcss/postcss': '4.3.5', 'tailwindcss': '4.3.5', 'weapp-tailwindcss': '4.12.0' } })
      .link('tailwindcss')
      .link('weapp-tailwindcss')
      .file('postcss.config.js', 'module.exports = { plugins: { \'@tailwindcss/postcss\': {} } }\n'),
    steps: [{ id: 'doctor-postcss-declared-not-installed', run: { cli: ['doctor', '--strict'] }, excerpt: true, exitCode: 0 }],
  },
  {
    // A Tailwind CSS 3 project installed with npm, as the rsmax quick start sets it up.
    name: 'doctor-tailwindcss3-npm',
    build: fixture => fixture
      .file('package.json', { name: 'rsmax-app', private: true, devDependencies: { 'postcss': '8.5.6', 'tailwindcss': '3.4.19', 'weapp-tailwindcss': '4.12.0' } })
      .file('package-lock.json', { name: 'rsmax-app', lockfileVersion: 3, requires: true, packages: {} })
      .file('tailwind.config.js', 'module.exports = { content: [\'./src/**/*.{js,jsx,ts,tsx}\'] }\n')
      .file('postcss.config.js', 'module.exports = { plugins: { tailwindcss: {} } }\n')
      .link('tailwindcss', 'tailwindcss-3')
      .link('weapp-tailwindcss'),
    steps: [{ id: 'doctor-tailwindcss3-npm', run: { cli: ['doctor'] }, excerpt: true, exitCode: 0 }],
  },
]

/** Inline quotes of printed lines (in `code` or 「…」), each with the step that prints it. */
const INLINE_QUOTES: Record<string, string> = {
  'weapp-tailwindcss/1.2.3 linux-x64 node-v20.20.2': 'version-npx',
  'weapp-tailwindcss/0.0.0': 'version-node',
  '✔ Patched Tailwind CSS length unit list (v4).': 'status-v4-unpatched',
  'Needs attention': 'status-v4-unpatched',
  'Applied': 'status-v4-patched',
  'missing units: rpx': 'status-v3-missing-rpx',
  'Patched Tailwind CSS length unit list (v3).': 'create-context-v3',
  'weapp-tw patch 绑定 Tailwind CSS -> node_modules/tailwindcss (v3.4.19)': 'patch-v3',
  'Tailwind CSS 运行时补丁已完成': 'patch-v3',
  'Unable to locate Tailwind CSS package "tailwindcss".': 'status-no-tailwindcss',
  'Patched Tailwind CSS length unit list (v4).': 'plugin-no-css-entries',
  'Weapp-tailwindcss 使用 Tailwind CSS (v4.3.5)': 'plugin-no-css-entries',
  '✔ 当前使用 Tailwind CSS 版本为: 4.3.5': 'plugin-no-css-entries',
  '当前使用 Tailwind CSS 版本为:': 'plugin-no-css-entries',
  '[tailwindcss@4] 未检测到 cssEntries 配置': 'plugin-no-css-entries',
  '未检测到 cssEntries 配置': 'plugin-no-css-entries',
  '[info] Tailwind 配置: 未检测到 tailwind.config.*。': 'doctor-postcss-declared-not-installed',
  '[ok] Tailwind CSS: 检测到 tailwindcss@3.4.19': 'doctor-tailwindcss3-npm',
  '[ok] weapp-tailwindcss: 检测到 weapp-tailwindcss@4.12.0': 'doctor-tailwindcss3-npm',
}

/** What weapp-tw's (and the plugin's) printed lines look like, to find quotes nobody checks. */
const LOOKS_PRINTED = /^[✔ℹ] |Patch status for|Patched Tailwind CSS|Unable to locate Tailwind CSS package "tailwindcss"|weapp-tw patch 绑定|运行时补丁已完成|^weapp-tailwindcss\/\d|Needs attention|^Applied:?$|missing units|All applicable patches|未检测到 cssEntries|Weapp-tailwindcss 使用 Tailwind CSS|当前使用 Tailwind CSS 版本为|^\[workspace\]|^weapp-tailwindcss doctor$|^summary: \d+ error|^\[(ok|info|warn|error)\] /m
const PRINTED_LANGS = new Set(['text', 'txt', 'log', 'console', 'bash', 'sh', 'shell'])
const INLINE_SPAN = /`([^`\n]+)`|「([^」\n]+)」/g

interface QuotedBlock { ref: ExampleRef; step: Step; code: string }
interface QuotedInline { ref: ExampleRef; step: Step; text: string }

export interface CliOutputOptions {
  /** Where the pinned packages are installed; the site's root unless a test checks fixture pages. */
  repoRoot?: string
  /** How many fixtures run at once. */
  concurrency?: number
}

export async function checkCliOutput(site: Site, options: CliOutputOptions = {}): Promise<CheckResult> {
  const repoRoot = options.repoRoot ?? site.root
  const steps = new Map(SCENARIOS.flatMap(scenario => scenario.steps.map(step => [step.id, step] as const)))
  const findings: Finding[] = []
  const blocks: QuotedBlock[] = []
  const inlines: QuotedInline[] = []

  for (const page of site.pages) {
    for (const block of page.blocks) {
      const step = block.example ? steps.get(block.example) : undefined
      if (step) blocks.push({ ref: { file: page.file, line: block.line }, step, code: block.code })
      else if (PRINTED_LANGS.has(block.lang) && LOOKS_PRINTED.test(block.code)) {
        findings.push({ file: page.file, line: block.line, what: 'weapp-tw output block without a step', expected: 'example="<step>" naming a step in scripts/check-examples/checkers/cliOutput.ts', got: block.example ? `example="${block.example}"` : block.code.split('\n')[0] ?? '' })
      }
    }
    markdownLines(page.source).forEach((line, index) => {
      if (line.inCode) return
      for (const match of line.text.matchAll(INLINE_SPAN)) {
        const text = match[1] ?? match[2] ?? ''
        if (!LOOKS_PRINTED.test(text)) continue
        const stepId = INLINE_QUOTES[text]
        const step = stepId ? steps.get(stepId) : undefined
        const ref = { file: page.file, line: index + 1 }
        if (step) inlines.push({ ref, step, text })
        else findings.push({ ...ref, what: 'inline weapp-tw output not checked', expected: 'an entry in INLINE_QUOTES (scripts/check-examples/checkers/cliOutput.ts)', got: text })
      }
    })
  }

  const needed = new Set([...blocks, ...inlines].map(quote => quote.step.id))
  const scenarios = SCENARIOS.filter(scenario => scenario.steps.some(step => needed.has(step.id)))
  const outputs = await runScenarios(scenarios, repoRoot, options.concurrency ?? Math.max(2, os.cpus().length))

  for (const { ref, step, code } of blocks) {
    const result = outputs.get(step.id)!
    const problem = commandProblem(step, result.run)
    if (problem) {
      findings.push({ ...ref, what: `${describe(step)}: ${problem.what}`, expected: problem.expected, got: problem.got })
      continue
    }
    const quoted = quotedLines(code)
    const mismatch = compareLines(quoted, result.lines, step.excerpt === true)
    if (mismatch) {
      findings.push({ file: ref.file, line: ref.line + 1 + lineInBlock(code, quoted[mismatch.index] ?? ''), what: `${describe(step)} (${step.excerpt ? 'excerpt, lines in order' : 'whole output'})`, expected: mismatch.expected, got: mismatch.got })
    }
  }
  for (const { ref, step, text } of inlines) {
    const result = outputs.get(step.id)!
    const problem = commandProblem(step, result.run)
    if (problem) findings.push({ ...ref, what: `${describe(step)}: ${problem.what}`, expected: problem.expected, got: problem.got })
    else if (!quotedInLine(text, result.lines)) {
      findings.push({ ...ref, what: `inline quote of ${describe(step)}`, expected: text, got: result.lines.join('\n') })
    }
  }
  return { checked: [...blocks, ...inlines].map(quote => quote.ref), findings }
}

interface StepOutput { run: CommandResult; lines: string[] }

async function runScenarios(scenarios: Scenario[], repoRoot: string, concurrency: number): Promise<Map<string, StepOutput>> {
  const outputs = new Map<string, StepOutput>()
  const queue = [...scenarios]
  const worker = async (): Promise<void> => {
    for (let scenario = queue.shift(); scenario; scenario = queue.shift()) {
      const fixture = Fixture.create(repoRoot, scenario.name)
      try {
        scenario.build(fixture)
        const fixtureDirs = [fixture.dir, fs.realpathSync(fixture.dir)]
        for (const step of scenario.steps) {
          const run = await runStep(step, fixture, repoRoot)
          outputs.set(step.id, { run, lines: printedLines(run.output, { fixtureDirs }) })
        }
      } finally {
        fixture.remove()
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, scenarios.length) }, worker))
  return outputs
}

function runStep(step: Step, fixture: Fixture, repoRoot: string): Promise<CommandResult> {
  // The reader's environment: the output is compared with what the page says a reader's terminal shows.
  const options = { cwd: path.join(fixture.dir, step.cwd ?? '.'), baseEnv: 'reader', timeoutMs: STEP_TIMEOUT_MS } as const
  const pkg = path.join(repoRoot, 'node_modules/weapp-tailwindcss')
  if ('cli' in step.run) return runCommand(process.execPath, [path.join(pkg, 'bin/weapp-tailwindcss.js'), ...step.run.cli], options)
  if ('npx' in step.run) return runCommand(process.platform === 'win32' ? 'npx.cmd' : 'npx', step.run.npx, options)
  return runCommand(process.execPath, ['-e', CREATE_CONTEXT, path.join(pkg, 'dist/core.js')], options)
}

function commandProblem(step: Step, run: CommandResult): { what: string; expected: string; got: string } | null {
  if (run.timedOut) return { what: 'timed out', expected: `the command to finish within ${STEP_TIMEOUT_MS / 1000} s`, got: run.output }
  if (step.exitCode !== undefined && run.exitCode !== step.exitCode) return { what: 'exit code', expected: String(step.exitCode), got: `${run.exitCode}: ${run.output}` }
  return null
}

function describe(step: Step): string {
  const command = 'cli' in step.run ? `weapp-tw ${step.run.cli.join(' ')}` : 'npx' in step.run ? `npx ${step.run.npx.join(' ')}` : 'createContext()'
  return `${command} in fixture step "${step.id}"`
}

/** Where a quoted line sits in its block, for a `file:line` that points at it. */
function lineInBlock(code: string, quoted: string): number {
  const index = code.split('\n').findIndex(line => line.replace(/\s+$/, '') === quoted)
  return Math.max(index, 0)
}

export const cliOutput: Checker = {
  name: 'cli-output',
  run: site => checkCliOutput(site),
}
