// Shared by the claim modules of the troubleshooting pages (claims/issues*.ts): weapp-tailwindcss
// contexts over this site's node_modules, Tailwind CSS 3 over files on disk, unpacked registry tarballs
// and a Tailwind CSS 4 scratch project (the last two: slow proofs only).
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../', import.meta.url))
type Options = Record<string, unknown>
interface Context {
  transformJs: (code: string, options?: { runtimeSet?: Set<string> }) => Promise<{ code: string }>
  transformWxml: (code: string, options?: { runtimeSet?: Set<string> }) => Promise<string>
  transformWxss: (code: string, options?: { isMainChunk?: boolean }) => Promise<{ css: string }>
}

const contexts = new Map<string, Context>()
/** A weapp-tailwindcss context as a build creates it; `tailwind3` selects the `tailwindcss-3` alias (3.4.19). */
export async function context(options: Options = {}, tailwind3 = false): Promise<Context> {
  const key = JSON.stringify([options, tailwind3])
  if (!contexts.has(key)) {
    const { createContext } = await import('weapp-tailwindcss/core')
    contexts.set(key, createContext({
      logLevel: 'silent',
      tailwindcssBasedir: root,
      supportCustomLengthUnitsPatch: false,
      ...(tailwind3 ? { tailwindcss: { version: 3, packageName: 'tailwindcss-3' } } : {}),
      ...options,
    } as never) as unknown as Context)
  }
  return contexts.get(key)!
}

export async function js(code: string, runtimeSet: Iterable<string>, options: Options = {}, tailwind3 = false): Promise<string> {
  return (await (await context(options, tailwind3)).transformJs(code, { runtimeSet: new Set(runtimeSet) })).code
}

/** Tailwind CSS 3.4.19 through PostCSS over files on disk, as a project's `content` globs select them. */
export async function tailwind3Css(files: Record<string, string>, content: string[], css = '@tailwind utilities;'): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-tw3-'))
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), text)
    }
    const { default: postcss } = await import('postcss')
    const { default: tailwindcss } = await import('tailwindcss-3')
    const config = { content: content.map(glob => path.join(dir, glob)), corePlugins: { preflight: false } }
    return (await postcss([tailwindcss(config as never)]).process(css, { from: undefined })).css
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------------
// The Tailwind CSS 4 scratch project (slow): one install, every build the js-string page describes.

const TW4_PACKAGES = ['weapp-tailwindcss@4.12.0', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', '@tailwindcss/vite@4.3.5', 'postcss@8.5.33']

/** Where each test class lives in the scratch project; the JS and CSS checks look for these. */
export const MARK = {
  src: 'px-[4px]', // app/src/index.js, inside the project
  projectRoot: 'pt-[5px]', // app/root.js, in the project root, outside the CSS file's directory
  ignored: 'pb-[6px]', // app/src/generated, listed in .gitignore
  nodeModules: 'mt-[7px]', // app/node_modules/fake-ui
  outside: 'mb-[8px]', // shared/ui, next to the project
  theme: 'bg-brand/50', // a colour only the entry CSS's @theme defines
} as const

const escaped: Record<string, string> = {
  'px-[4px]': 'px-_b4px_B', 'pt-[5px]': 'pt-_b5px_B', 'pb-[6px]': 'pb-_b6px_B', 'mt-[7px]': 'mt-_b7px_B', 'mb-[8px]': 'mb-_b8px_B', 'bg-brand/50': 'bg-brand_f50',
}

/** Which form a class has in a built JS file: 'escaped', 'raw' or 'absent'. */
export function formIn(jsText: string, cls: string): 'escaped' | 'raw' | 'absent' {
  if (jsText.includes(escaped[cls]!)) return 'escaped'
  if (jsText.includes(cls)) return 'raw'
  return 'absent'
}

/** Tailwind CSS 4's selector for a class, e.g. `.px-\[4px\]`. */
export const tw4Selector = (cls: string) => `.${cls.replace(/[[\]/#.:]/g, ch => `\\${ch}`)}`

const SCRIPTS = {
  'postcss.mjs': `
import fs from 'node:fs'
import { createRequire } from 'node:module'
const require = createRequire(process.cwd() + '/')
const postcss = require('postcss')
const tailwindcss = require('@tailwindcss/postcss')
const file = process.argv[2]
const out = await postcss([tailwindcss()]).process(fs.readFileSync(file, 'utf8'), { from: file })
fs.writeFileSync(process.argv[3], out.css)
`,
  'webpack.cjs': `
const path = require('node:path')
const [variant, outDir, webpackPath] = process.argv.slice(2)
const app = process.cwd()
const webpack = require(webpackPath)
const { UnifiedWebpackPluginV5 } = require(require.resolve('weapp-tailwindcss/webpack', { paths: [app] }))
const entries = { cssEntries: [path.join(app, 'src/app.css')] }
const src = (base, pattern = '**/*') => ({ base, pattern, negated: false })
const options = {
  source: entries,
  sources: { ...entries, tailwindcss: { v4: { sources: [src(app), src(path.join(app, '../shared/ui')), src(path.join(app, 'src/generated'), '**/*.js')] } } },
  'sources-without-project': { ...entries, tailwindcss: { v4: { sources: [src(path.join(app, '../shared/ui'))] } } },
  'no-entries': {},
}[variant]
const compiler = webpack({
  context: app, mode: 'production', entry: './src/index.js',
  output: { path: outDir, filename: 'index.js' },
  optimization: { minimize: false },
  plugins: [new UnifiedWebpackPluginV5({ appType: 'native', logLevel: 'silent', ...options })],
})
compiler.run((error, stats) => {
  if (error) throw error
  if (stats.hasErrors()) { console.error(stats.toString()); process.exitCode = 1 }
  compiler.close(() => {})
})
`,
  'vite.mjs': `
import path from 'node:path'
import { createRequire } from 'node:module'
const [variant, outDir, vitePath] = process.argv.slice(2)
const app = process.cwd()
const require = createRequire(app + '/')
const { build } = await import(vitePath)
const { UnifiedViteWeappTailwindcssPlugin } = require('weapp-tailwindcss/vite')
await build({
  root: app, logLevel: 'error', configFile: false,
  build: { outDir, minify: false, emptyOutDir: true, rollupOptions: { input: path.join(app, 'src/index.js'), output: { entryFileNames: '[name].js' }, preserveEntrySignatures: 'strict' } },
  plugins: [UnifiedViteWeappTailwindcssPlugin({ logLevel: 'silent', ...(variant === 'entries' ? { cssEntries: [path.join(app, 'src/plain.css')] } : {}) })],
})
`,
}

export interface Tw4Experiment {
  app: string
  /** Tailwind CSS output of @tailwindcss/postcss by CSS file and working directory. */
  css: { fromApp: string; fromSrc: string; withSources: string }
  webpack: Record<'source' | 'sources' | 'sources-without-project' | 'no-entries', string>
  vite: Record<'entries' | 'no-entries', string>
  postcssSource: string
  viteSource: string
}

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

let install: Promise<{ top: string; app: string }> | undefined
/**
 * A folder `<top>/app` with weapp-tailwindcss 4.12.0, tailwindcss 4.3.5, @tailwindcss/postcss and
 * @tailwindcss/vite 4.3.5 installed from the registry (its postinstall runs, as for a reader), removed when
 * the process exits. Slow proofs only.
 */
function tw4Install(): Promise<{ top: string; app: string }> {
  install ??= (async () => {
    const { runCommand } = await import('../../lib/examples/runCommand')
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-tw4-'))
    process.once('exit', () => fs.rmSync(top, { recursive: true, force: true }))
    const app = path.join(top, 'app')
    writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'issues-tw4', private: true }))
    const result = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...TW4_PACKAGES], { cwd: app, timeoutMs: 240_000 })
    assert.equal(result.exitCode, 0, `npm install failed:\n${result.output}`)
    return { top, app }
  })()
  return install
}

/**
 * Runs @tailwindcss/postcss 4.3.5 once, in a fresh Node process (its compiler cache lives per process),
 * on `css` written to `<case>/<cssPath>`, with `<case>/<cwd>` as the working directory (the scan's start).
 * The case folder is created under the scratch install, so `tailwindcss` and `weapp-tailwindcss` resolve;
 * `files` are written relative to it and `links` are symlinks (path → target, both relative to it).
 * Slow proofs only.
 */
export async function tw4PostcssFresh(
  name: string,
  css: string,
  files: Record<string, string> = {},
  { cssPath = 'app.css', cwd = '', links = {} }: { cssPath?: string; cwd?: string; links?: Record<string, string> } = {},
): Promise<{ css: string; exitCode: number | null; output: string }> {
  const { app } = await tw4Install()
  const { runCommand } = await import('../../lib/examples/runCommand')
  const dir = path.join(app, 'cases', name)
  for (const [file, text] of Object.entries(files)) writeFile(path.join(dir, file), text)
  for (const [link, target] of Object.entries(links)) {
    fs.mkdirSync(path.dirname(path.join(dir, link)), { recursive: true })
    fs.symlinkSync(path.join(dir, target), path.join(dir, link), 'dir')
  }
  writeFile(path.join(dir, cssPath), css)
  writeFile(path.join(app, 'postcss.mjs'), SCRIPTS['postcss.mjs'])
  const out = path.join(dir, 'out.css')
  const result = await runCommand(process.execPath, [path.join(app, 'postcss.mjs'), path.join(dir, cssPath), out], { cwd: path.join(dir, cwd), timeoutMs: 120_000 })
  return { css: fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '', exitCode: result.exitCode, output: result.output }
}

let tw4: Promise<Tw4Experiment> | undefined
export function tw4Experiment(): Promise<Tw4Experiment> {
  tw4 ??= (async () => {
    const { runCommand } = await import('../../lib/examples/runCommand')
    const { top, app } = await tw4Install()
    const write = writeFile
    write(path.join(app, '.gitignore'), 'src/generated\n')
    write(path.join(app, 'root.js'), `export const r = '${MARK.projectRoot}'\n`)
    write(path.join(app, 'src/generated/gen.js'), `export const g = '${MARK.ignored}'\n`)
    write(path.join(app, 'node_modules/fake-ui/package.json'), JSON.stringify({ name: 'fake-ui', version: '1.0.0', main: 'index.js' }))
    write(path.join(app, 'node_modules/fake-ui/index.js'), `exports.m = '${MARK.nodeModules}'\n`)
    write(path.join(top, 'shared/ui/btn.js'), `export const s = '${MARK.outside}'\n`)
    write(path.join(app, 'src/index.js'), [
      `import { s } from '../../shared/ui/btn.js'`,
      `import { g } from './generated/gen.js'`,
      `import { m } from 'fake-ui'`,
      `export const a = '${MARK.src}'`,
      `export const b = '${MARK.theme}'`,
      `console.log(s, g, m, a, b)`,
      '',
    ].join('\n'))
    write(path.join(app, 'src/app.css'), '@import "tailwindcss";\n@source "../../shared/ui";\n@source "./generated/**/*.js";\n@theme { --color-brand: #123456; }\n')
    write(path.join(app, 'src/plain.css'), '@import "tailwindcss";\n@theme { --color-brand: #123456; }\n')
    // The build scripts sit in the project root, where a reader's webpack or Vite config sits (4.12.0 takes the
    // calling config file's directory into account for its base directory); they hold no class names.
    const scripts = app
    for (const [name, text] of Object.entries(SCRIPTS)) write(path.join(scripts, name), text)
    const node = async (cwd: string, script: string, args: string[]) => {
      fs.rmSync(path.join(app, 'node_modules/.cache/weapp-tailwindcss'), { recursive: true, force: true })
      const result = await runCommand(process.execPath, [path.join(scripts, script), ...args], { cwd, timeoutMs: 120_000 })
      assert.equal(result.exitCode, 0, `${script} ${args.join(' ')} failed:\n${result.output}`)
    }
    const out = (name: string) => path.join(top, 'out', name)
    const read = (file: string) => fs.readFileSync(file, 'utf8')
    fs.mkdirSync(out(''), { recursive: true })
    await node(app, 'postcss.mjs', [path.join(app, 'src/plain.css'), out('from-app.css')])
    await node(path.join(app, 'src'), 'postcss.mjs', [path.join(app, 'src/plain.css'), out('from-src.css')])
    await node(app, 'postcss.mjs', [path.join(app, 'src/app.css'), out('with-sources.css')])
    const webpackPath = path.join(root, 'node_modules/webpack')
    const webpack = {} as Tw4Experiment['webpack']
    for (const variant of ['source', 'sources', 'sources-without-project', 'no-entries'] as const) {
      await node(app, 'webpack.cjs', [variant, out(`webpack-${variant}`), webpackPath])
      webpack[variant] = read(path.join(out(`webpack-${variant}`), 'index.js'))
    }
    const vitePath = path.join(root, 'node_modules/vite/dist/node/index.js')
    const vite = {} as Tw4Experiment['vite']
    for (const variant of ['entries', 'no-entries'] as const) {
      await node(app, 'vite.mjs', [variant, out(`vite-${variant}`), vitePath])
      vite[variant] = read(path.join(out(`vite-${variant}`), 'index.js'))
    }
    return {
      app,
      css: { fromApp: read(out('from-app.css')), fromSrc: read(out('from-src.css')), withSources: read(out('with-sources.css')) },
      webpack,
      vite,
      postcssSource: read(path.join(app, 'node_modules/@tailwindcss/postcss/dist/index.js')),
      viteSource: read(path.join(app, 'node_modules/@tailwindcss/vite/dist/index.mjs')),
    }
  })()
  return tw4
}

const packs = new Map<string, string>()
/** The unpacked tarball of a published package (`npm pack`), cached for the run. Registry needed: slow proofs only. */
export function unpacked(spec: string): string {
  let dir = packs.get(spec)
  if (!dir) {
    const at = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-pack-'))
    process.once('exit', () => fs.rmSync(at, { recursive: true, force: true }))
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: at, encoding: 'utf8', timeout: 180_000 }).trim().split('\n').pop()!
    execFileSync('tar', ['-xzf', file], { cwd: at })
    dir = path.join(at, 'package')
    packs.set(spec, dir)
  }
  return dir
}

/** Every file under `dir` whose path matches, read as text. */
export function readAll(dir: string, match: RegExp): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = []
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (match.test(full)) out.push({ file: path.relative(dir, full), text: fs.readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  return out
}

/**
 * Taro's postcss-html-transform (the published package `version`, unpacked) run for a mini-program
 * platform over `css`. Slow proofs only.
 */
export async function taroHtmlTransform(version: string, css: string): Promise<string> {
  const { createRequire } = await import('node:module')
  const plugin = createRequire(import.meta.url)(path.join(unpacked(`postcss-html-transform@${version}`), 'index.js'))
  const { default: postcss } = await import('postcss')
  return (await postcss([plugin({ platform: 'weapp' })]).process(css, { from: undefined })).css
}

/** The `@since` and `@default` of an option in weapp-tailwindcss 4.12.0's published declarations. */
export function declaredOption(name: string): { since?: string; default?: string } {
  const dts = fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/dist/index-BXrmQelt.d.ts'), 'utf8')
  const at = dts.search(new RegExp(`\\n\\s+${name}\\?:`))
  assert.ok(at > 0, `${name} is declared`)
  const doc = dts.slice(dts.lastIndexOf('/**', at), at)
  return { since: /@since\s+(\S+)/.exec(doc)?.[1], default: /@default\s+(.+)/.exec(doc)?.[1]?.trim() }
}

/** As `unpacked`, without blocking the event loop (proofs beside it keep running). Slow proofs only. */
export async function unpackedAsync(spec: string): Promise<string> {
  const cached = packs.get(spec)
  if (cached) return cached
  const { execFile } = await import('node:child_process')
  const { promisify } = await import('node:util')
  const run = promisify(execFile)
  const at = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-pack-'))
  process.once('exit', () => fs.rmSync(at, { recursive: true, force: true }))
  const { stdout } = await run('npm', ['pack', spec, '--silent'], { cwd: at, encoding: 'utf8', timeout: 180_000 })
  await run('tar', ['-xzf', stdout.trim().split('\n').pop()!], { cwd: at })
  const dir = path.join(at, 'package')
  packs.set(spec, dir)
  return dir
}
