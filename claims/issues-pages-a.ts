// Claims of docs/issues/rpx-ambiguities.md, monorepo.md, at-apply.md and use-with-taroify.md (and their English
// twins): Tailwind CSS 4.3.5 (an unpatched copy of this repository's, in a temp dir) and 3.4.19 (`tailwindcss-3`,
// which has no rpx patch) compiled directly, weapp-tailwindcss 4.12.0's createContext and transforms, and the
// published declarations of its options.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { Fixture } from '../lib/examples/cliFixtures'
import { copyTailwind3, inFixture, pages, ROOT, tw4HasRpx } from './support/cli'

const RPX = pages('issues/rpx-ambiguities.md')
const MONO = pages('issues/monorepo.md')
const AT = pages('issues/at-apply.md')
const TAROIFY = pages('issues/use-with-taroify.md')
const FORMAT = pages('issues/format.md')
const TOUTIAO = pages('issues/native-toutiao.md')
const LEGACY = pages('issues/legacy-frameworks.md')

type Tw4 = { compile: (css: string, options?: Record<string, unknown>) => Promise<{ build: (candidates: string[]) => string }> }

let unpatched: Promise<{ tw4: Tw4; dir: string }> | undefined
/** Tailwind CSS 4.3.5 without the rpx patch: a copy in a temp dir, removed when the process exits. */
function unpatchedTw4(): Promise<{ tw4: Tw4; dir: string }> {
  unpatched ??= (async () => {
    const fixture = Fixture.create(ROOT, 'issues-tw4-unpatched').copy('tailwindcss').unpatchRpx('tailwindcss')
    process.once('exit', () => fixture.remove())
    const dir = path.join(fixture.dir, 'node_modules/tailwindcss')
    assert.equal(tw4HasRpx(dir), false)
    return { tw4: createRequire(path.join(dir, 'package.json'))('./dist/lib.js') as Tw4, dir }
  })()
  return unpatched
}

/** Utilities of Tailwind CSS 4.3.5 (unpatched) for `candidates`, with the default theme's variables not needed. */
async function tw4Css(candidates: string[]): Promise<string> {
  const { tw4 } = await unpatchedTw4()
  return (await tw4.compile('@tailwind utilities;')).build(candidates)
}

/** Utilities of Tailwind CSS 3.4.19 (no rpx patch) for `candidates`. */
async function tw3Css(candidates: string[]): Promise<string> {
  const require = createRequire(path.join(ROOT, 'package.json'))
  const postcss = require('postcss') as typeof import('postcss').default
  const plugin = require('tailwindcss-3')
  const result = await postcss([plugin({ content: [{ raw: candidates.join(' ') }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })
  return result.css
}

/** The declarations of the rule for `cls` (Tailwind's escaping of [ ] : ( ) - .) in `css`. */
function declarationsOf(css: string, cls: string): string {
  const selector = `.${cls.replace(/[[\]:()#./!]/g, ch => `\\${ch}`)}`
  const at = css.indexOf(`${selector} {`)
  assert.ok(at >= 0, `${selector} in:\n${css}`)
  return css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at)).replace(/\s+/g, ' ').trim()
}

/** The message Tailwind CSS 4.3.5 (unpatched copy) throws compiling `css`, `@import "tailwindcss"` resolved to its own index.css; '' when it compiles. */
async function tw4Error(css: string): Promise<string> {
  const { tw4, dir } = await unpatchedTw4()
  const loadStylesheet = async (id: string, base: string) => {
    assert.equal(id, 'tailwindcss', `only tailwindcss is imported, not ${id}`)
    return { path: path.join(dir, 'index.css'), base, content: fs.readFileSync(path.join(dir, 'index.css'), 'utf8') }
  }
  try {
    await tw4.compile(css, { base: dir, loadStylesheet })
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

/** Tailwind CSS 3.4.19 (one config, as in a build) compiling stylesheets one after another; '' for each that compiles, else its message. */
async function tw3Errors(sheets: string[]): Promise<string[]> {
  const require = createRequire(path.join(ROOT, 'package.json'))
  const postcss = require('postcss') as typeof import('postcss').default
  const plugin = require('tailwindcss-3')
  const config = { content: [{ raw: 'mt-2' }], corePlugins: { preflight: false } }
  const out: string[] = []
  for (const [index, css] of sheets.entries()) {
    try {
      await postcss([plugin(config)]).process(css, { from: path.join(ROOT, `sheet-${index}.css`) })
      out.push('')
    } catch (error) {
      out.push((error as Error).message)
    }
  }
  return out
}

/** A temp workspace for installs (slow proofs), removed when the process exits; `write` fills it. */
async function tempWorkspace(prefix: string): Promise<{ dir: string; root: string; write: (rel: string, value: unknown) => void }> {
  const os = await import('node:os')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `issues-${prefix}-`))
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }))
  const dir = path.join(root, 'repo')
  const write = (rel: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), typeof value === 'string' ? value : JSON.stringify(value, null, 2))
  }
  return { dir, root, write }
}

/** A command through npx (`npx -y <spec> …`) in `cwd`, colour codes dropped. */
async function npxRun(spec: string, args: string[], cwd: string): Promise<{ output: string; exitCode: number | null }> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const run = await runCommand('npx', ['-y', spec, ...args], { cwd, baseEnv: 'shell', timeoutMs: 900_000 })
  assert.ok(!run.timedOut, `${spec} ${args.join(' ')} timed out`)
  return { output: run.output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''), exitCode: run.exitCode }
}

/** Installed package directories under every node_modules of `dir` (workspace links not followed). */
function installedPackages(dir: string): number {
  let count = 0
  const walkModules = (modules: string) => {
    if (!fs.existsSync(modules)) return
    for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue
      const full = path.join(modules, entry.name)
      if (entry.name.startsWith('@')) {
        for (const scoped of fs.readdirSync(full, { withFileTypes: true })) if (!scoped.isSymbolicLink()) visit(path.join(full, scoped.name))
      } else visit(full)
    }
  }
  const visit = (pkg: string) => {
    if (fs.existsSync(path.join(pkg, 'package.json'))) count++
    walkModules(path.join(pkg, 'node_modules'))
  }
  walkModules(path.join(dir, 'node_modules'))
  for (const app of fs.existsSync(path.join(dir, 'apps')) ? fs.readdirSync(path.join(dir, 'apps')) : []) walkModules(path.join(dir, 'apps', app, 'node_modules'))
  return count
}

/** createContext() as a build starts it, in `cwd`, with `options`; what it printed. */
async function createContextIn(cwd: string, options: Record<string, unknown> = {}): Promise<string> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const code = `require(process.argv[1]).createContext({ tailwindcssBasedir: process.cwd(), ...${JSON.stringify(options)} })`
  const run = await runCommand(process.execPath, ['-e', code, path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/core.js')], { cwd, timeoutMs: 120_000 })
  assert.equal(run.exitCode, 0, run.output)
  return run.output
}

export default defineClaims(import.meta.url, [
  {
    id: 'rpx-tailwind-alone-takes-rpx-for-a-color',
    says: 'compiled by Tailwind CSS alone (4.3.5 unpatched, 3.4.19), text-[32rpx] is color: 32rpx and border-[2rpx] border-color, while px, rem and vw values are lengths (text-[32px] is font-size: 32px)',
    quotes: [
      { page: RPX.zh, text: '同样写 `text-[32px]` 却是正常的 `font-size: 32px`' },
      { page: RPX.en, text: 'Yet `text-[32px]` written the same way gives a perfectly normal `font-size: 32px`' },
      { page: RPX.zh, text: '`px`、`rem`、`vw` 都在名单里，`rpx` 不在，于是被当成颜色' },
      { page: RPX.en, text: '`px`, `rem` and `vw` are on the list; `rpx` is not, so it is treated as a color' },
      { page: RPX.zh, text: '这与 weapp-tailwindcss 的转义无关，直接用 Tailwind CSS 编译也是同样的结果' },
      { page: RPX.en, text: "This has nothing to do with weapp-tailwindcss's escaping: compiling with Tailwind CSS directly gives the same result" },
    ],
    async proof() {
      const candidates = ['text-[32rpx]', 'border-[2rpx]', 'text-[32px]', 'text-[2rem]', 'text-[10vw]']
      for (const [label, css] of [['4.3.5', await tw4Css(candidates)], ['3.4.19', await tw3Css(candidates)]] as const) {
        assert.match(declarationsOf(css, 'text-[32rpx]'), /(^|; )color: 32rpx;?$/, label)
        assert.match(declarationsOf(css, 'border-[2rpx]'), /border-color: 2rpx/, label)
        assert.match(declarationsOf(css, 'text-[32px]'), /^font-size: 32px;?$/, label)
        assert.match(declarationsOf(css, 'text-[2rem]'), /^font-size: 2rem;?$/, label)
        assert.match(declarationsOf(css, 'text-[10vw]'), /^font-size: 10vw;?$/, label)
      }
    },
  },
  {
    id: 'rpx-patch-option-on-by-default-for-3-and-4',
    says: 'supportCustomLengthUnitsPatch defaults to true; createContext patches an unpatched Tailwind CSS 4.3.5 and 3.4.19 (rpx added to the unit lists), and with the option false it leaves them alone',
    quotes: [
      { page: RPX.zh, text: '对应的选项是 `supportCustomLengthUnitsPatch`，默认开启，Tailwind CSS 3 和 4 都适用' },
      { page: RPX.en, text: 'The corresponding option is `supportCustomLengthUnitsPatch`, on by default, and it works with both Tailwind CSS 3 and 4' },
    ],
    async proof() {
      // On by default: the runs below pass no option and patch.
      const shared = fs.readdirSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')).filter(f => f.endsWith('.js'))
        .map(f => fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist', f), 'utf8')).join('\n')
      assert.match(shared, /supportCustomLengthUnitsPatch: _nullishCoalesce\(supportCustomLengthUnitsPatch, \(\) => \( true\)\)/)
      const PKG = { name: 'fixture', version: '1.0.0', private: true }
      await inFixture('issues-patch-v4', f => f.file('package.json', PKG).copy('tailwindcss').unpatchRpx('tailwindcss'), async (f) => {
        const tw = path.join(f.dir, 'node_modules/tailwindcss')
        await createContextIn(f.dir, { supportCustomLengthUnitsPatch: false })
        assert.equal(tw4HasRpx(tw), false, 'off: untouched')
        assert.match(await createContextIn(f.dir), /Patched Tailwind CSS length unit list \(v4\)\./)
        assert.equal(tw4HasRpx(tw), true)
      })
      await inFixture('issues-patch-v3', f => copyTailwind3(f.file('package.json', PKG)), async (f) => {
        const dataTypes = path.join(f.dir, 'node_modules/tailwindcss/lib/util/dataTypes.js')
        const hasRpx = () => /['"]rpx['"]/.test(fs.readFileSync(dataTypes, 'utf8'))
        assert.equal(hasRpx(), false)
        assert.match(await createContextIn(f.dir), /Patched Tailwind CSS length unit list \(v3\)\./)
        assert.equal(hasRpx(), true)
      })
    },
  },
  {
    id: 'rpx-type-hints-without-the-patch',
    says: 'without the rpx patch, Tailwind CSS 4.3.5 and 3.4.19 compile text-[length:32rpx] to font-size: 32rpx, border-[length:2rpx] to border-width: 2rpx and text-[color:var(--brand)] to color',
    quotes: [
      { page: RPX.zh, text: 'Tailwind CSS 支持在任意值前加类型提示，跳过自动判断' },
      { page: RPX.en, text: 'Tailwind CSS lets you put a type hint in front of an arbitrary value, which skips the automatic detection' },
      { page: RPX.zh, text: '这种写法不依赖补丁，在任何环境下都成立' },
      { page: RPX.en, text: 'This does not depend on the patch and works in any environment' },
    ],
    async proof() {
      const candidates = ['text-[length:32rpx]', 'border-[length:2rpx]', 'text-[color:var(--brand)]']
      for (const [label, css] of [['4.3.5', await tw4Css(candidates)], ['3.4.19', await tw3Css(candidates)]] as const) {
        assert.match(declarationsOf(css, 'text-[length:32rpx]'), /^font-size: 32rpx;?$/, label)
        assert.match(declarationsOf(css, 'border-[length:2rpx]'), /border-width: 2rpx/, label)
        assert.match(declarationsOf(css, 'text-[color:var(--brand)]'), /(^|; )color: var\(--brand\);?$/, label)
      }
    },
  },
  {
    id: 'rpx-css-variable-is-a-color',
    says: 'Tailwind CSS 3.4.19 and 4.3.5 compile text-[var(--brand)] to color: var(--brand); text-[length:var(--brand)] to font-size',
    quotes: [
      { page: RPX.zh, text: 'CSS 变量同样存在二义性：`text-[var(--brand)]` 从值本身看不出类型，Tailwind CSS 3.4 和 4 都会按颜色生成 `color: var(--brand)`' },
      { page: RPX.en, text: 'CSS variables are ambiguous too: nothing in `text-[var(--brand)]` itself says what type it is, and both Tailwind CSS 3.4 and 4 generate `color: var(--brand)`, treating it as a color' },
    ],
    async proof() {
      const candidates = ['text-[var(--brand)]', 'text-[length:var(--brand)]']
      for (const [label, css] of [['4.3.5', await tw4Css(candidates)], ['3.4.19', await tw3Css(candidates)]] as const) {
        assert.match(declarationsOf(css, 'text-[var(--brand)]'), /(^|; )color: var\(--brand\);?$/, label)
        assert.match(declarationsOf(css, 'text-[length:var(--brand)]'), /^font-size: var\(--brand\);?$/, label)
      }
    },
  },
  {
    id: 'rpx-rem2rpx-converts-the-default-scale',
    says: 'with rem2rpx, weapp-tailwindcss turns the rem of text-lg (1.125rem) into 36rpx',
    quotes: [
      { page: RPX.zh, text: '再开启 `rem2rpx` 让插件把 `rem` 转换成 `rpx`' },
      { page: RPX.en, text: 'and enable `rem2rpx` so the plugin converts `rem` to `rpx`' },
    ],
    async proof() {
      const { wxss } = await import('./support/options')
      const out = await wxss('.text-lg { font-size: 1.125rem; line-height: 1.75rem; }', { rem2rpx: true })
      assert.match(out, /font-size: 36rpx/)
      assert.match(out, /line-height: 56rpx/)
    },
  },
  {
    id: 'mono-pnpm10-root-status-reads-the-hoisted-copy',
    says: 'pnpm 10.34.9 workspace (root: weapp-tailwindcss 4.12.0; apps/h5: tailwindcss 4.1.13; apps/weapp: 3.4.19), default settings: no root node_modules/tailwindcss, node_modules/.pnpm/node_modules/tailwindcss is 4.1.13, each package links its own; pnpm exec weapp-tw status at the root reports 4.1.13 (first line Patched, extendLengthUnits under Needs attention, no file changed, nothing about apps/weapp); with --cwd apps/weapp or inside apps/weapp it reports 3.4.19; with shamefully-hoist=true the root node_modules/tailwindcss is 4.1.13 and the result is the same; public-hoist-pattern *tailwindcss* hoists tailwindcss (4.1.13, not the mini-program 3.4.19) and weapp-tailwindcss to the root',
    quotes: [
      { page: MONO.zh, text: '用 pnpm 10.34.9 实测：根目录声明 weapp-tailwindcss 4.12.0，`apps/h5` 声明 `tailwindcss@4.1.13`，`apps/weapp`（小程序）声明 `tailwindcss@3.4.19`，默认设置安装' },
      { page: MONO.en, text: 'Tested with pnpm 10.34.9: the root declares weapp-tailwindcss 4.12.0, `apps/h5` declares `tailwindcss@4.1.13`, `apps/weapp` (the mini-program) declares `tailwindcss@3.4.19`, installed with default settings' },
      { page: MONO.zh, text: '根目录的 `node_modules` 里没有 `tailwindcss`，但 pnpm 默认还会把依赖另外提升一份到 `node_modules/.pnpm/node_modules`，那里的 `tailwindcss` 是 4.1.13' },
      { page: MONO.en, text: 'The root `node_modules` has no `tailwindcss`, but by default pnpm also hoists a copy of dependencies into `node_modules/.pnpm/node_modules`, and the `tailwindcss` there is 4.1.13' },
      { page: MONO.zh, text: '于是在根目录执行 `pnpm exec weapp-tw status`，报告的是 Tailwind CSS 4.1.13 那一份，没有任何提示说这不是小程序子包的那一份' },
      { page: MONO.en, text: "So `pnpm exec weapp-tw status` at the root reports the Tailwind CSS 4.1.13 copy, with no hint that this is not the mini-program package's copy" },
      { page: MONO.zh, text: '带上 `--cwd apps/weapp`，或者进入 `apps/weapp` 再执行，报告的才是小程序用的 Tailwind CSS 3.4.19' },
      { page: MONO.en, text: 'With `--cwd apps/weapp`, or run from inside `apps/weapp`, it reports the Tailwind CSS 3.4.19 that the mini-program uses' },
      { page: MONO.zh, text: '根目录 `.npmrc` 加上 `shamefully-hoist=true` 重新安装，根目录的 `node_modules/tailwindcss` 也链接到 4.1.13，结果一样' },
      { page: MONO.en, text: 'Adding `shamefully-hoist=true` to the root `.npmrc` and reinstalling also links the root `node_modules/tailwindcss` to 4.1.13, with the same result' },
      { page: MONO.zh, text: '上面在根目录的那次运行，第一行就是这句，同一次输出里 `extendLengthUnits` 却列在 `Needs attention` 下，Tailwind CSS 4.1.13 的文件也没有被改动' },
      { page: MONO.zh, text: '小程序子包里的 Tailwind CSS 3.4.19 同样原样未动' },
      { page: MONO.en, text: 'In the run at the root described above, that was the very first line, yet in the same output `extendLengthUnits` was listed under `Needs attention`, and the Tailwind CSS 4.1.13 files had not been changed; the Tailwind CSS 3.4.19 in the mini-program package was untouched as well' },
      { page: MONO.zh, text: 'pnpm 默认不会把 `tailwindcss` 放进仓库根目录的 `node_modules`，每个子包的 `node_modules/tailwindcss` 都链接到自己声明的那一版' },
      { page: MONO.en, text: "By default pnpm does not put `tailwindcss` into the root `node_modules`; each package's `node_modules/tailwindcss` links to the version it declares" },
      { page: MONO.zh, text: '根目录 `.npmrc` 里只要有 `shamefully-hoist=true`，或者有匹配到它的 `public-hoist-pattern`（例如 `*tailwindcss*`，这条规则连 `weapp-tailwindcss` 也会一起提升），根目录就会多出一份 `tailwindcss`，而且未必是小程序子包用的那一版' },
      { page: MONO.en, text: 'As soon as the root `.npmrc` has `shamefully-hoist=true`, or a `public-hoist-pattern` that matches it (for example `*tailwindcss*`, a rule that hoists `weapp-tailwindcss` too), an extra copy of `tailwindcss` appears at the root, and it is not necessarily the version the mini-program package uses' },
    ],
    slow: true,
    async proof() {
      const os = await import('node:os')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { digestOf } = await import('./support/cli')
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-pnpm10-ws-'))
      process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }))
      const dir = path.join(root, 'repo')
      const write = (rel: string, value: unknown) => {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
        fs.writeFileSync(path.join(dir, rel), typeof value === 'string' ? value : JSON.stringify(value, null, 2))
      }
      write('package.json', { name: 'ws', private: true, devDependencies: { 'weapp-tailwindcss': '4.12.0' } })
      write('pnpm-workspace.yaml', 'packages:\n  - apps/*\n')
      write('apps/h5/package.json', { name: 'h5', private: true, devDependencies: { tailwindcss: '4.1.13' } })
      write('apps/weapp/package.json', { name: 'weapp', private: true, devDependencies: { tailwindcss: '3.4.19' } })
      const store = path.join(root, 'store')
      const pnpm = async (args: string[], cwd = dir) => {
        const run = await runCommand('npx', ['-y', 'pnpm@10.34.9', ...args], { cwd, baseEnv: 'shell', timeoutMs: 600_000 })
        assert.ok(!run.timedOut, `pnpm ${args.join(' ')} timed out`)
        return { ...run, output: run.output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '') }
      }
      const install = async () => {
        const run = await pnpm(['install', '--store-dir', store])
        assert.equal(run.exitCode, 0, run.output)
      }
      const versionAt = (rel: string) => (JSON.parse(fs.readFileSync(path.join(dir, rel, 'package.json'), 'utf8')) as { version: string }).version
      await install()
      assert.equal(fs.existsSync(path.join(dir, 'node_modules/tailwindcss')), false, 'no root node_modules/tailwindcss')
      assert.equal(versionAt('node_modules/.pnpm/node_modules/tailwindcss'), '4.1.13')
      assert.equal(versionAt('apps/h5/node_modules/tailwindcss'), '4.1.13')
      assert.equal(versionAt('apps/weapp/node_modules/tailwindcss'), '3.4.19')
      const tw4 = fs.realpathSync(path.join(dir, 'apps/h5/node_modules/tailwindcss'))
      const tw3 = fs.realpathSync(path.join(dir, 'apps/weapp/node_modules/tailwindcss'))
      const before = [digestOf(tw4), digestOf(tw3)]
      const atRoot = await pnpm(['exec', 'weapp-tw', 'status'])
      const lines = atRoot.output.split('\n').map(l => l.trimEnd()).filter(Boolean)
      assert.equal(lines[0], '✔ Patched Tailwind CSS length unit list (v4).', atRoot.output)
      assert.ok(lines.includes('ℹ Patch status for tailwindcss@4.1.13 (v4)'), atRoot.output)
      const needs = lines.findIndex(l => l.includes('Needs attention:'))
      assert.ok(needs > 0 && lines.slice(needs).some(l => /- extendLengthUnits /.test(l)), atRoot.output)
      assert.ok(!/3\.4\.19|apps\/weapp|weapp\b/.test(atRoot.output.replace('weapp-tw', '')), `no hint about the mini-program package:\n${atRoot.output}`)
      assert.deepEqual([digestOf(tw4), digestOf(tw3)], before, 'no file changed')
      const withCwd = await pnpm(['exec', 'weapp-tw', 'status', '--cwd', 'apps/weapp'])
      assert.match(withCwd.output, /Patch status for tailwindcss@3\.4\.19 \(v3\)/)
      const inside = await pnpm(['exec', 'weapp-tw', 'status'], path.join(dir, 'apps/weapp'))
      assert.match(inside.output, /Patch status for tailwindcss@3\.4\.19 \(v3\)/)
      // shamefully-hoist=true: a root node_modules/tailwindcss, 4.1.13, and the same report.
      write('.npmrc', 'shamefully-hoist=true\n')
      for (const nm of ['node_modules', 'apps/h5/node_modules', 'apps/weapp/node_modules']) fs.rmSync(path.join(dir, nm), { recursive: true, force: true })
      await install()
      assert.equal(versionAt('node_modules/tailwindcss'), '4.1.13')
      const hoisted = await pnpm(['exec', 'weapp-tw', 'status'])
      assert.match(hoisted.output, /Patch status for tailwindcss@4\.1\.13 \(v4\)/)
      // public-hoist-pattern *tailwindcss*, weapp-tailwindcss declared only in the mini-program package: both appear at the root.
      write('.npmrc', 'public-hoist-pattern[]=*tailwindcss*\n')
      write('package.json', { name: 'ws', private: true })
      write('apps/weapp/package.json', { name: 'weapp', private: true, devDependencies: { 'tailwindcss': '3.4.19', 'weapp-tailwindcss': '4.12.0' } })
      for (const nm of ['node_modules', 'apps/h5/node_modules', 'apps/weapp/node_modules', 'pnpm-lock.yaml']) fs.rmSync(path.join(dir, nm), { recursive: true, force: true })
      await install()
      assert.equal(versionAt('node_modules/tailwindcss'), '4.1.13', 'a root tailwindcss, not the mini-program package\'s 3.4.19')
      assert.ok(fs.existsSync(path.join(dir, 'node_modules/weapp-tailwindcss/package.json')), 'weapp-tailwindcss hoisted to the root too')
      // Without these settings: no root copy.
      fs.rmSync(path.join(dir, '.npmrc'))
      for (const nm of ['node_modules', 'apps/h5/node_modules', 'apps/weapp/node_modules']) fs.rmSync(path.join(dir, nm), { recursive: true, force: true })
      await install()
      assert.equal(fs.existsSync(path.join(dir, 'node_modules/tailwindcss')), false)
      assert.equal(fs.existsSync(path.join(dir, 'node_modules/weapp-tailwindcss')), false)
    },
  },
  {
    id: 'mono-basedir-inference-order',
    says: 'weapp-tailwindcss 4.12.0 resolves tailwindcssBasedir from: the option; then WEAPP_TAILWINDCSS_BASEDIR-style and uni-app environment variables; then the package root of the first absolute cssEntries file; then npm_package_json / npm_config_local_prefix; then the directory of the calling config file (from the stack); and only then INIT_CWD, PWD and process.cwd()',
    quotes: [
      { page: MONO.zh, text: '没有显式指定时，4.12.0 会依次参考相关环境变量、`cssEntries` 所在的包目录（从入口文件向上找到的第一个含 `package.json` 的目录）、启动脚本对应的 `package.json` 以及调用插件的配置文件位置来推断，都拿不到才退回启动命令所在的目录（`INIT_CWD`、`PWD` 环境变量，最后是进程的工作目录）' },
      { page: MONO.en, text: "When you don't set the base directory explicitly, 4.12.0 infers it by looking, in order, at the relevant environment variables, the package directory of your `cssEntries` (the first directory with a `package.json` found upwards from the entry file), the `package.json` that belongs to the script being run, and the location of the config file that calls the plugin" },
      { page: MONO.en, text: "Only when none of these yields an answer does it fall back to the directory the command was started from (the `INIT_CWD` and `PWD` environment variables, and finally the process's working directory)" },
    ],
    async proof() {
      const dist = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      const source = fs.readdirSync(dist).filter(f => f.endsWith('.js')).map(f => fs.readFileSync(path.join(dist, f), 'utf8')).find(text => text.includes('function resolveTailwindcssBasedir('))!
      const fn = source.slice(source.indexOf('function resolveTailwindcssBasedir('), source.indexOf('// src/context/tailwindcss.ts', source.indexOf('function resolveTailwindcssBasedir(')))
      const order = [
        'if (basedir && basedir.trim().length > 0)',
        'if (envBasedir && !envBasedirIsGeneric)',
        'if (fallback && fallback.trim().length > 0)',
        'if (packageEnvBasedir)',
        'if (callerBasedir)',
        'if (envBasedir) {',
        'return _path2.default.normalize(cwd);',
      ].map(step => fn.indexOf(step))
      assert.ok(order.every(at => at > 0), JSON.stringify(order))
      assert.deepEqual([...order].sort((a, b) => a - b), order, 'the steps in this order')
      // The environment variables: specific ones first, INIT_CWD and PWD last and generic.
      const keys = /var ENV_BASEDIR_KEYS = \[([^\]]+)\]/.exec(source)![1]!.match(/"(\w+)"/g)!.map(k => k.slice(1, -1))
      assert.deepEqual(keys.slice(-2), ['INIT_CWD', 'PWD'])
      assert.ok(keys.includes('WEAPP_TAILWINDCSS_BASEDIR') && keys.includes('UNI_INPUT_DIR'))
      assert.match(source, /GENERIC_ENV_BASEDIR_KEYS = \/\* @__PURE__ \*\/ new Set\(\["INIT_CWD", "PWD"\]\)/)
      // The fallback is the package root of the cssEntries; the package env is npm_package_json, then npm_config_local_prefix.
      assert.match(source, /resolveTailwindcssBasedir\(tailwindcssBasedir, absoluteCssEntryBasedir\)/)
      assert.match(source, /absoluteCssEntryBasedir = guessBasedirFromEntries\(rawCssEntries\)/)
      const guess = source.slice(source.indexOf('function guessBasedirFromEntries('), source.indexOf('function guessBasedirFromEntries(') + 600)
      assert.match(guess, /findNearestPackageRoot\(entryDir\)/)
      const pick = source.slice(source.indexOf('function pickPackageEnvBasedir('), source.indexOf('function detectCallerBasedir('))
      assert.ok(pick.indexOf('npm_package_json') < pick.indexOf('npm_config_local_prefix'))
    },
  },
  {
    id: 'mono-yarn1-nohoist-and-npm-nested',
    says: 'Yarn 1.22.22 refuses workspaces in a non-private root; with private: true and nohoist <package>/tailwindcss the package gets its own node_modules/tailwindcss, resolved from the package directory, while the root still holds another copy. npm 11.19.1 with install-strategy=nested puts every dependency into its package and leaves no root tailwindcss, with noticeably more packages installed (at least 1.3 times as many)',
    quotes: [
      { page: MONO.zh, text: 'Yarn 1 的 workspaces 可以用 `nohoist` 把 `tailwindcss` 留在子包内：根目录 `package.json` 要设 `"private": true`' },
      { page: MONO.en, text: 'Yarn 1 workspaces can keep `tailwindcss` inside the package with `nohoist`: the root `package.json` must set `"private": true`' },
      { page: MONO.zh, text: '用 Yarn 1.22 实测，重新安装后子包的 `node_modules` 里有了自己的 `tailwindcss`，从子包目录解析到的就是这一份' },
      { page: MONO.en, text: "Tested with Yarn 1.22: after reinstalling, the package's `node_modules` has its own `tailwindcss`, and resolving from the package directory finds that copy; the root may still hold another copy" },
      { page: MONO.zh, text: '用 npm 11.19.1 实测，在根目录 `.npmrc` 写 `install-strategy=nested` 后，所有依赖都装进各自子包的 `node_modules`，根目录不再有 `tailwindcss`，代价是重复安装的包明显变多' },
      { page: MONO.en, text: "Tested with npm 11.19.1: with `install-strategy=nested` in the root `.npmrc`, every dependency is installed into its own package's `node_modules` and the root no longer has `tailwindcss`; the price is noticeably more duplicated packages" },
    ],
    slow: true,
    async proof() {
      const version = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
      // Yarn 1.
      const yarnWs = await tempWorkspace('yarn1-nohoist')
      yarnWs.write('apps/h5/package.json', { name: 'h5', version: '1.0.0', private: true, devDependencies: { tailwindcss: '4.1.13' } })
      yarnWs.write('apps/weapp/package.json', { name: 'weapp', version: '1.0.0', private: true, devDependencies: { tailwindcss: '3.4.19' } })
      const workspaces = { packages: ['apps/*'], nohoist: ['weapp/tailwindcss'] }
      yarnWs.write('package.json', { name: 'ws', version: '1.0.0', workspaces })
      const yarn = (cwd: string) => npxRun('yarn@1.22.22', ['install', '--ignore-scripts', '--no-progress', '--non-interactive'], cwd)
      const notPrivate = await yarn(yarnWs.dir)
      assert.notEqual(notPrivate.exitCode, 0, notPrivate.output)
      assert.match(notPrivate.output, /Workspaces can only be enabled in private projects/)
      yarnWs.write('package.json', { name: 'ws', version: '1.0.0', private: true, workspaces })
      const installed = await yarn(yarnWs.dir)
      assert.equal(installed.exitCode, 0, installed.output)
      const own = path.join(yarnWs.dir, 'apps/weapp/node_modules/tailwindcss')
      assert.equal(version(path.join(own, 'package.json')), '3.4.19')
      const resolved = createRequire(path.join(yarnWs.dir, 'apps/weapp/package.json')).resolve('tailwindcss/package.json')
      assert.equal(fs.realpathSync(path.dirname(resolved)), fs.realpathSync(own))
      assert.equal(version(path.join(yarnWs.dir, 'node_modules/tailwindcss/package.json')), '4.1.13', 'another copy at the root')
      // npm 11.
      const npmWs = await tempWorkspace('npm11-nested')
      npmWs.write('package.json', { name: 'ws', version: '1.0.0', private: true, workspaces: ['apps/*'], devDependencies: { 'weapp-tailwindcss': '4.12.0' } })
      npmWs.write('apps/h5/package.json', { name: 'h5', version: '1.0.0', private: true, devDependencies: { tailwindcss: '4.1.13' } })
      npmWs.write('apps/weapp/package.json', { name: 'weapp', version: '1.0.0', private: true, devDependencies: { tailwindcss: '3.4.19' } })
      const npm = () => npxRun('npm@11.19.1', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], npmWs.dir)
      const hoisted = await npm()
      assert.equal(hoisted.exitCode, 0, hoisted.output)
      assert.ok(fs.existsSync(path.join(npmWs.dir, 'node_modules/tailwindcss')), 'by default npm hoists a tailwindcss to the root')
      const before = installedPackages(npmWs.dir)
      npmWs.write('.npmrc', 'install-strategy=nested\n')
      for (const rel of ['node_modules', 'apps/h5/node_modules', 'apps/weapp/node_modules', 'package-lock.json']) fs.rmSync(path.join(npmWs.dir, rel), { recursive: true, force: true })
      const nested = await npm()
      assert.equal(nested.exitCode, 0, nested.output)
      assert.equal(fs.existsSync(path.join(npmWs.dir, 'node_modules/tailwindcss')), false, 'no root tailwindcss')
      assert.equal(version(path.join(npmWs.dir, 'apps/weapp/node_modules/tailwindcss/package.json')), '3.4.19')
      assert.equal(version(path.join(npmWs.dir, 'apps/h5/node_modules/tailwindcss/package.json')), '4.1.13')
      const after = installedPackages(npmWs.dir)
      assert.ok(after >= 1.3 * before, `installed packages ${before} → ${after}`)
    },
  },
  {
    id: 'mono-scan-stays-in-the-app-and-dirname-paths',
    says: 'Tailwind CSS 3 and 4 do not generate a component package\'s classes unless it is registered (the issues-monorepo runs); a path built with path.join(__dirname, …) is the same whichever directory node is started from',
    quotes: [
      { page: MONO.zh, text: 'Tailwind CSS 只给它扫描到的类名生成样式，而扫描范围默认不会越出应用自己的目录' },
      { page: MONO.en, text: "Tailwind CSS only generates styles for class names it has scanned, and by default the scan doesn't reach beyond the app's own directory" },
      { page: MONO.zh, text: '用 `path.join(__dirname, ...)` 拼出路径，就不必关心构建命令是从哪个目录启动的' },
      { page: MONO.en, text: "Building the path with `path.join(__dirname, ...)` means you don't have to care which directory the build command is started from" },
    ],
    slow: true,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./issues-monorepo'), 'mono-tw3-content-and-package')
      await proofOf(() => import('./issues-monorepo'), 'mono-tw4-source-direct-and-through-link')
      await inFixture('issues-dirname', f => f.file('apps/weapp/tailwind.config.js', "const path = require('node:path')\nconsole.log(path.join(__dirname, '../../packages/ui/src'))\n"), async (f) => {
        const { runCommand } = await import('../lib/examples/runCommand')
        const outputs = new Set<string>()
        for (const cwd of ['.', 'apps', 'apps/weapp']) {
          const run = await runCommand(process.execPath, [path.join(f.dir, 'apps/weapp/tailwind.config.js')], { cwd: path.join(f.dir, cwd) })
          outputs.add(run.output.trim())
        }
        assert.deepEqual([...outputs], [path.join(f.dir, 'packages/ui/src')])
      })
    },
  },
  {
    id: 'mono-css-entries-since-4-2-6',
    says: 'cssEntries first appears in the published releases at 4.2.6 (version facts) and takes absolute paths of entry CSS files',
    quotes: [
      { page: MONO.zh, text: '传入写有 `@import "weapp-tailwindcss/index.css"` 的入口 CSS 的绝对路径（4.2.6 起提供）' },
      { page: MONO.en, text: 'Pass the absolute path of the entry CSS that contains `@import "weapp-tailwindcss/index.css"` (available since 4.2.6)' },
    ],
    async proof() {
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
    },
  },
  {
    id: 'mono-version-line-at-start',
    says: 'createContext in a package whose tailwindcss resolves to 4.3.5 prints "✔ 当前使用 Tailwind CSS 版本为: 4.3.5" (the version of the copy it resolves, the one the package declares), and without cssEntries the [tailwindcss@4] cssEntries warning the page translates',
    quotes: [
      { page: MONO.zh, text: '终端应打印一行以 `当前使用 Tailwind CSS 版本为:` 开头的日志，后面的版本号与子包 `package.json` 中声明的一致（例如 Tailwind CSS 4.3.5 时是 `✔ 当前使用 Tailwind CSS 版本为: 4.3.5`）' },
      { page: MONO.en, text: 'It means the plugin resolved Tailwind CSS 4 but no `cssEntries` is configured (in English: "cssEntries configuration not detected. Pass the absolute paths of the CSS files that reference `tailwindcss`, e.g. `cssEntries: ["/absolute/path/to/src/app.css"]`; otherwise the class names `tailwindcss` generates are not transformed.")' },
      { page: MONO.zh, text: '启动构建时终端出现下面这条警告：插件解析到的是 Tailwind CSS 4，但没有配置 `cssEntries`' },
      { page: MONO.en, text: '`cssEntries: ["/absolute/path/to/src/app.css"]`; otherwise the class names `tailwindcss` generates are not transformed' },
      { page: MONO.en, text: 'The terminal should print a line starting with `当前使用 Tailwind CSS 版本为:` ("Tailwind CSS version in use:"), followed by the same version the package\'s `package.json` declares (for Tailwind CSS 4.3.5, for example, `✔ 当前使用 Tailwind CSS 版本为: 4.3.5`)' },
    ],
    async proof() {
      // The repository's node_modules has no @tailwindcss/postcss, which a start with cssEntries loads; the version
      // line comes before that, so the start here is without cssEntries.
      await inFixture('issues-version-line', f => f
        .file('package.json', { name: 'weapp', private: true, devDependencies: { tailwindcss: '4.3.5' } })
        .link('tailwindcss'), async (f) => {
        const output = await createContextIn(f.dir, { supportCustomLengthUnitsPatch: false })
        assert.match(output, /^✔ 当前使用 Tailwind CSS 版本为: 4\.3\.5$/m)
        // Without cssEntries on Tailwind CSS 4, the warning the page translates.
        assert.ok(output.includes('[tailwindcss@4] 未检测到 cssEntries 配置。请传入包含 tailwindcss 引用的 CSS 绝对路径，例如 cssEntries: ["/absolute/path/to/src/app.css"]，否则 tailwindcss 生成的类名不会参与转译。'), output)
      })
    },
  },
  {
    id: 'mono-js-escape-only-for-classes-in-the-set',
    says: 'transformJs escapes an arbitrary-value class in a JS string only when the class is in the class name set',
    quotes: [
      { page: MONO.en, text: 'When weapp-tailwindcss escapes strings in JS, it only handles class names that are in its class name set' },
      { page: MONO.zh, text: 'weapp-tailwindcss 转义 JS 里的字符串时，又只处理类名集合里有的类名' },
    ],
    async proof() {
      const { js } = await import('./support/options')
      const code = "const cls = 'rounded-full bg-[#0f766e] px-3'"
      assert.equal(await js(code, ['px-3']), code)
      assert.match(await js(code, ['rounded-full', 'bg-[#0f766e]', 'px-3']), /bg-_b_h0f766e_B/)
    },
  },
  {
    id: 'apply-unknown-class-errors-fail-the-build',
    says: 'Tailwind CSS 4.3.5 throws "Cannot apply unknown utility class `x`. Are you using CSS modules… missing `@reference`? <link>" when a stylesheet without any theme applies a built-in class, and the same message without the hint when the theme is loaded but the applied class is a plain (even @layer components) rule; built-in and @utility classes apply. Tailwind CSS 3.4.19 throws "The `x` class does not exist…" for a misspelled class or a custom class outside @layer, and applies a custom class inside @layer components',
    quotes: [
      { page: AT.zh, text: '下面两条是 Tailwind CSS 在构建时抛出的错误，会让编译失败，和编辑器警告不是一回事' },
      { page: AT.en, text: 'The two messages below are errors that Tailwind CSS throws at build time. They make the build fail and are a different matter from the editor warning' },
      { page: AT.en, text: 'The second comes from Tailwind CSS 3 and means the class name after `@apply` is misspelled, or the custom class is defined in another stylesheet without being inside `@layer components` / `@layer utilities`' },
      { page: AT.zh, text: '第二条来自 Tailwind CSS 3，表示 `@apply` 后面的类名拼错了，或者这个自定义类定义在另一份样式文件里，却没有写在 `@layer components` / `@layer utilities` 中' },
      { page: AT.en, text: 'A plain class in the same file can be `@apply`-ed directly, and a class inside `@layer components` in the entry file can be `@apply`-ed from other stylesheets too' },
      { page: AT.zh, text: '同一份文件里的普通类可以直接 `@apply`，写在入口文件 `@layer components` 里的类在其它样式文件里也能 `@apply`' },
      { page: AT.en, text: 'In Tailwind CSS 4, `@apply` only accepts utility classes: built-in ones, or ones registered with `@utility`' },
      { page: AT.zh, text: 'Tailwind CSS 4 的 `@apply` 只接受工具类：内置的，或者用 `@utility` 注册的' },
      { page: AT.en, text: 'This is common in projects upgraded from Tailwind CSS 3: `@reference` is in place, built-in classes such as `bg-blue-500` can be `@apply`-ed in the entry file, and only `@apply` of a class name you defined yourself fails, and the error is **not** followed by the hint about `@reference`' },
      { page: AT.en, text: 'This stylesheet cannot see any theme and not even the built-in classes are found; what is missing is `@reference`' },
      { page: AT.zh, text: '这份样式看不到任何主题，连内置类都找不到，缺的是 `@reference`' },
      { page: AT.en, text: 'The theme is loaded, but `btn` is not a utility class; define it with `@utility` instead' },
      { page: AT.zh, text: '主题已经加载，`btn` 不是工具类，改用 `@utility` 定义' },
      { page: AT.en, text: '`` Cannot apply unknown utility class `rounded-lg`.' },
      { page: AT.en, text: '`` Cannot apply unknown utility class `btn` `` (no hint after it)' },
    ],
    async proof() {
      const hint = 'Are you using CSS modules or similar and missing `@reference`? https://tailwindcss.com/docs/functions-and-directives#reference-directive'
      // No theme at all (a style block compiled on its own): even a built-in class is unknown, and the hint follows.
      assert.equal(await tw4Error('.card { @apply rounded-lg; }'), `Cannot apply unknown utility class \`rounded-lg\`. ${hint}`)
      // Theme loaded: built-ins apply, a plain class (inside @layer components or not) fails without the hint.
      assert.equal(await tw4Error('@import "tailwindcss";\n.x { @apply bg-blue-500 rounded-lg; }'), '')
      for (const layered of [true, false]) {
        const btn = '.btn { @apply rounded-lg px-4 py-2; }'
        const message = await tw4Error(`@import "tailwindcss";\n${layered ? `@layer components { ${btn} }` : btn}\n.btn-primary { @apply btn bg-blue-500; }`)
        assert.equal(message, 'Cannot apply unknown utility class `btn`', `layered: ${layered}`)
      }
      assert.equal(await tw4Error('@import "tailwindcss";\n@utility btn { @apply rounded-lg px-4 py-2; }\n.btn-primary { @apply btn bg-blue-500; }'), '')
      // Tailwind CSS 3.
      const doesNotExist = (cls: string) => `The \`${cls}\` class does not exist. If \`${cls}\` is a custom class, make sure it is defined within a \`@layer\` directive.`
      const [entry, misspelled, layered, plainElsewhere, plainHere] = await tw3Errors([
        '@tailwind components;\n@tailwind utilities;\n@layer components { .card { color: red; } }\n.plain { color: blue; }',
        '.x { @apply bg-brand; }',
        '.x { @apply card; }',
        '.x { @apply plain; }',
        '@tailwind utilities;\n.own { color: red; }\n.x { @apply own; }',
      ])
      assert.equal(entry, '')
      assert.ok(misspelled!.endsWith(doesNotExist('bg-brand')), misspelled)
      assert.equal(layered, '', 'a class in @layer components of the entry applies from another stylesheet')
      assert.ok(plainElsewhere!.endsWith(doesNotExist('plain')), plainElsewhere)
      assert.equal(plainHere, '', 'a plain class of the same file applies')
    },
  },
  {
    id: 'format-class-order-does-not-change-the-stylesheet',
    says: 'the order of class names in the markup does not change what Tailwind CSS 4.3.5 / 3.4.19 generate nor what weapp-tailwindcss makes of it: the same stylesheet either way, so sorting changes nothing in app.wxss',
    quotes: [
      { page: FORMAT.zh, text: '重新编译，`app.wxss` 与格式化前一致：类名顺序不影响样式优先级，优先级只由样式表中规则的先后决定' },
      { page: FORMAT.en, text: 'Rebuild: `app.wxss` is the same as before formatting.' },
      { page: FORMAT.en, text: "The order of class names doesn't affect style precedence; precedence depends only on the order of the rules in the stylesheet" },
      { page: FORMAT.zh, text: '类名顺序不影响样式优先级，不排序不会出错' },
      { page: FORMAT.en, text: "Class order doesn't affect style precedence, so leaving it unsorted causes no errors" },
      { page: FORMAT.en, text: "Both only touch your source code; they don't change what weapp-tailwindcss compiles" },
      { page: FORMAT.zh, text: '它们都只影响源码，不改变 weapp-tailwindcss 的编译结果' },
    ],
    async proof() {
      const { wxss } = await import('./support/options')
      const unsorted = ['p-4', 'mt-2', 'p-2', 'text-[#333]', 'flex']
      const sorted = [...unsorted].reverse()
      const v4 = [await tw4Css(unsorted), await tw4Css(sorted)]
      assert.equal(v4[0], v4[1], 'Tailwind CSS 4: same stylesheet')
      const v3 = [await tw3Css(unsorted), await tw3Css(sorted)]
      assert.equal(v3[0], v3[1], 'Tailwind CSS 3: same stylesheet')
      assert.equal(await wxss(v4[0]!), await wxss(v4[1]!), 'weapp-tailwindcss: same wxss')
    },
  },
  {
    id: 'toutiao-tailwind-directives-and-web-escapes',
    says: '@tailwind directives are expanded by Tailwind CSS\'s PostCSS plugin (3.4.19); the generated web selectors contain \\/, \\[ and \\#, which weapp-tailwindcss rewrites (no backslash left) together with the template class names',
    quotes: [
      { page: TOUTIAO.zh, text: '`@tailwind` 指令要由 Tailwind CSS 的 PostCSS 插件展开' },
      { page: TOUTIAO.en, text: "`@tailwind` directives are expanded by Tailwind CSS's PostCSS plugin" },
      { page: TOUTIAO.zh, text: '即便提前生成了 CSS，网页端的选择器里含有 `\\/`、`\\[`、`\\#` 等转义字符' },
      { page: TOUTIAO.en, text: 'Even if you generate the CSS in advance, web selectors contain escape sequences such as `\\/`, `\\[` and `\\#`' },
    ],
    async proof() {
      const css = await tw3Css(['w-1/2', 'bg-[#fafa00]'])
      assert.doesNotMatch(css, /@tailwind/)
      assert.ok(css.includes('.w-1\\/2') && css.includes('.bg-\\[\\#fafa00\\]'), css)
      const { wxss, wxml } = await import('./support/options')
      assert.doesNotMatch(await wxss(css), /\\/)
      assert.doesNotMatch(await wxml('<view class="w-1/2 bg-[#fafa00]"></view>', ['w-1/2', 'bg-[#fafa00]']), /[/[\]#](?=[^"]*"><\/view>)/)
    },
  },
  {
    id: 'format-english-twins-of-the-prettier-and-eslint-runs',
    says: 'the English sentences matching what the issues-format runs show: a class with {{ is returned unchanged (static part included, whatever the formatting), hover-class is sorted once listed in tailwindAttributes unless it contains {{; eslint-plugin-tailwindcss 4.4.0 has only `recommended`, a single config object',
    quotes: [
      { page: FORMAT.en, text: "So when static class names and `{{ }}` share one `class`, even the static part isn't sorted" },
      { page: FORMAT.en, text: 'Add it to `tailwindAttributes` (see the Prettier config above); again, only as long as the value contains no `{{`' },
      { page: FORMAT.en, text: "In a native mini-program's `.wxml`, a `class` containing a `{{ }}` expression is never sorted, however you format it" },
      { page: FORMAT.en, text: 'its recommended rule set is called `recommended` and is a single config object, so put it straight into the array without spreading it' },
    ],
    slow: true,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./issues-format'), 'format-prettier-attributes-and-braces')
      await proofOf(() => import('./issues-format'), 'format-eslint-plugin-configs-and-messages')
    },
  },
  {
    id: 'legacy-wepy-sentences-one-by-one',
    says: 'the WePY sentences of legacy-frameworks one by one (the issues-platforms claim quotes them as one passage): @wepy/cli latest 2.1.0, 1.x is wepy-cli, both on postcss ^5.2.16 and neither reading postcss.config.js, nor depending on webpack or Vite',
    quotes: [
      { page: LEGACY.zh, text: '两代 CLI 的依赖里都是 PostCSS 5（`postcss@^5.2.16`，1.x 只在 `scoped` 样式和 H5 输出的 rpx 换算里用到它），都不会读取 `postcss.config.js`、运行你配置的 PostCSS 插件' },
      { page: LEGACY.en, text: '**WePY** uses its own compiler (`@wepy/cli`, latest on npm is 2.1.0; 1.x is `wepy-cli`) and goes through neither webpack nor Vite' },
    ],
    slow: true,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./issues-platforms'), 'legacy-wepy-mpvue-packages')
      // Neither generation depends on webpack or Vite.
      const { unpackedAsync } = await import('./support/issues')
      for (const spec of ['wepy-cli@1.7.3', '@wepy/cli@2.1.0']) {
        const pkg = JSON.parse(fs.readFileSync(path.join(await unpackedAsync(spec), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
        const names = Object.keys(pkg.dependencies ?? {})
        assert.ok(names.length > 0 && !names.some(n => /^(webpack|webpack-cli|vite)$|^@vitejs\//.test(n)), `${spec}: ${names.join(', ')}`)
      }
    },
  },
  {
    id: 'apply-editor-warning-is-editor-only',
    says: 'the unknownAtRules warning comes from the editor\'s CSS language service (issues-editor claim); the build itself (Tailwind CSS 3.4.19 through PostCSS, then weapp-tailwindcss) expands @tailwind/@apply with no PostCSS warning and transforms the result',
    quotes: [
      { page: AT.en, text: 'The editor does not know they exist, so it flags them as unknown rules' },
      { page: AT.zh, text: '所以这条警告既不会影响 weapp-tailwindcss 的转换，也不会出现在构建日志里' },
      { page: AT.en, text: "So this warning neither affects weapp-tailwindcss's transformation nor shows up in the build log" },
    ],
    slow: true,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./issues-editor'), 'apply-editor-language-service-unknown-at-rules')
      const require = createRequire(path.join(ROOT, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const result = await postcss([require('tailwindcss-3')({ content: [{ raw: 'p-4' }], corePlugins: { preflight: false } })])
        .process('@tailwind utilities;\n.card { @apply p-4 rounded-lg; }', { from: path.join(ROOT, 'app.css') })
      assert.deepEqual(result.warnings(), [], 'no PostCSS warning in the build')
      assert.doesNotMatch(result.css, /@apply|@tailwind/)
      const { wxss } = await import('./support/options')
      assert.match(await wxss(result.css), /\.card\s*\{[^}]*padding: 1rem/)
    },
  },
  {
    id: 'taroify-on-demand-import-brings-index-scss',
    says: 'babel-plugin-import 1.13.8 with style: true turns `import { Button } from "@taroify/core"` into an import of @taroify/core/button plus @taroify/core/button/style, whose index.js (0.9.2) imports ../index.scss; with style: false only the script is imported',
    quotes: [
      { page: TAROIFY.zh, text: '它通常配合 `babel-plugin-import` 按需引入，每用到一个组件，就自动带上该组件的样式文件' },
      { page: TAROIFY.en, text: "It's usually imported on demand with `babel-plugin-import`, which automatically brings in each component's stylesheet whenever you use that component" },
      { page: TAROIFY.zh, text: '按需引入会在每个页面或组件导入 Taroify 组件时，把对应的 `index.scss` 一并导入' },
      { page: TAROIFY.en, text: 'On-demand import brings in the matching `index.scss` whenever a page or component imports a Taroify component' },
      { page: TAROIFY.zh, text: '把 Taroify 两个包的 `style` 都设为 `false`，只按需引入脚本，不再自动插入样式' },
      { page: TAROIFY.en, text: 'Set `style` to `false` for both Taroify packages, so that only scripts are imported on demand and no styles are inserted automatically' },
    ],
    slow: true,
    async proof() {
      const { unpackedAsync } = await import('./support/issues')
      const pluginDir = await unpackedAsync('babel-plugin-import@1.13.8')
      const link = path.join(path.dirname(pluginDir), 'node_modules')
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir')
      const plugin = createRequire(path.join(pluginDir, 'package.json'))('./lib/index.js')
      const babel = createRequire(path.join(ROOT, 'package.json'))('@babel/core') as { transformSync: (code: string, options: object) => { code?: string | null } | null }
      const transform = (style: boolean) => babel.transformSync('import { Button } from "@taroify/core"\nexport default Button\n', {
        babelrc: false, configFile: false,
        plugins: [[plugin.default ?? plugin, { libraryName: '@taroify/core', libraryDirectory: '', style }, '@taroify/core']],
      })!.code!
      const withStyle = transform(true)
      assert.match(withStyle, /["']@taroify\/core\/button\/style["']/, withStyle)
      assert.match(withStyle, /["']@taroify\/core\/button["']/)
      const without = transform(false)
      assert.match(without, /["']@taroify\/core\/button["']/)
      assert.doesNotMatch(without, /style/, without)
      const core = await unpackedAsync('@taroify/core@0.9.2')
      const styleIndex = fs.readFileSync(path.join(core, 'button/style/index.js'), 'utf8')
      assert.match(styleIndex, /import "\.\.\/index\.scss";/)
    },
  },
  {
    id: 'taroify-important-modifier-3-and-4',
    says: 'Tailwind CSS 3.4.19 compiles !bg-rose-500 and Tailwind CSS 4.3.5 bg-rose-500! to a background-color with !important; weapp-tailwindcss rewrites the ! in the selector and in the template class',
    quotes: [
      { page: TAROIFY.zh, text: '可以给工具类加上 important 修饰：Tailwind CSS 3 写 `!bg-rose-500`，Tailwind CSS 4 写 `bg-rose-500!`' },
      { page: TAROIFY.en, text: 'add the important modifier to the utility class: `!bg-rose-500` in Tailwind CSS 3, `bg-rose-500!` in Tailwind CSS 4' },
      { page: TAROIFY.zh, text: 'weapp-tailwindcss 会把其中的 `!` 转义成小程序允许的字符' },
      { page: TAROIFY.en, text: 'weapp-tailwindcss escapes the `!` into a character mini-programs allow' },
    ],
    async proof() {
      const { tw4 } = await unpatchedTw4()
      const dir = (await unpatchedTw4()).dir
      const theme = fs.readFileSync(path.join(dir, 'theme.css'), 'utf8')
      const css4 = (await tw4.compile(`${theme}\n@tailwind utilities;`)).build(['bg-rose-500!'])
      assert.match(declarationsOf(css4, 'bg-rose-500!'), /background-color: var\(--color-rose-500\) !important/)
      const css3 = await tw3Css(['!bg-rose-500'])
      assert.match(declarationsOf(css3, '!bg-rose-500'), /background-color: rgb\(244 63 94 \/ var\(--tw-bg-opacity, 1\)\) !important/)
      // weapp-tailwindcss: no `!` left in the selector or the template's class.
      const { wxss, wxml } = await import('./support/options')
      const escapedCss = await wxss(css4)
      assert.doesNotMatch(escapedCss, /!\s*\{|\\!/, escapedCss)
      assert.match(escapedCss, /!important/)
      const template = await wxml('<view class="bg-rose-500!"></view>', ['bg-rose-500!'])
      assert.doesNotMatch(template, /bg-rose-500!/, template)
      assert.match(template, /class="bg-rose-500[^"!]+"/)
    },
  },
])
