// More of the blog posts under blog/ (claims/blog.ts has the first set): what the 4.0, 4.2, 4.3 and 4.7.0 posts
// say about the packages, run on the installed ones (weapp-tailwindcss 4.12.0, tailwind-merge 3.7.0, the merge
// runtime 2.2.0, esbuild and terser) or read from the upstream changelogs and sources at the release tags (slow
// claims, helpers in claims/support/upstream.ts and claims/support/releases-notes.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { js, ROOT, wxss } from './support/options'
import { distJs, installedFile } from './support/releases-notes'
import { atRelease, changelog, upstreamFile } from './support/upstream'

const EN = 'i18n/en/docusaurus-plugin-content-blog/'
const V40 = 'blog/2025/3/v4-release.md'
const V40_EN = `${EN}2025/3/v4-release.md`
const V42 = 'blog/2025/8/v4.2-release.md'
const V42_EN = `${EN}2025/8/v4.2-release.md`
const V43 = 'blog/2025/9/v4.3-release.md'
const V43_EN = `${EN}2025/9/v4.3-release.md`
const V47 = 'blog/2025/11/v4.7.0-merge-runtime.md'
const V47_EN = `${EN}2025/11/v4.7.0-merge-runtime.md`

const require = createRequire(`${ROOT}/`)
type Merge = (...classes: string[]) => string

/** The `ignoreCallExpressionIdentifiers` default of a release's src/defaults.ts. */
const ignoreCallDefault = (version: string) => /ignoreCallExpressionIdentifiers: ([^\n]*),\n/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]

export default defineClaims(import.meta.url, [
  // ── blog/2025/11/v4.7.0-merge-runtime.md ─────────────────────────────────────────────────────────
  {
    id: 'blog47-plain-tailwind-merge-misreads-escaped',
    says: 'tailwind-merge 3.7.0 keeps both p-_b20px_B and p-4, and reduces text-_b28px_B text-red-500 to text-red-500, while it merges p-[20px] p-4 into p-4 and keeps text-[28px] text-red-500',
    quotes: [
      { page: V47, text: '等它们开始执行时，拿到的已经是改写后的字符串，按原来的规则认不出它们属于哪类工具类。' },
      { page: V47, text: '用 tailwind-merge 3.7.0 实测：`p-_b20px_B p-4` 两个都留了下来，冲突没有合并；`text-_b28px_B text-red-500` 只剩下 `text-red-500`，字号被当成颜色删掉了。' },
      { page: V47, text: '而没转义的 `p-[20px] p-4` 会正确合并成 `p-4`，`text-[28px] text-red-500` 两个都会保留。' },
      { page: V40, text: '等到合并代码执行时，拿到的已经是改写后的字符串，它认不出这是 Tailwind CSS 的工具类，结果自然出错。' },
      { page: V47_EN, text: 'By the time they run, they receive strings that have already been rewritten, and by their usual rules they cannot tell what kind of utility these are.' },
      { page: V47_EN, text: 'Tested with tailwind-merge 3.7.0: `p-_b20px_B p-4` keeps both, so the conflict is not merged; `text-_b28px_B text-red-500` leaves only `text-red-500`, because the font size was taken for a color and dropped.' },
      { page: V47_EN, text: 'The unescaped `p-[20px] p-4`, by contrast, is correctly merged into `p-4`, and `text-[28px] text-red-500` keeps both.' },
      { page: V40_EN, text: 'By the time the merging code runs, it receives strings that have already been rewritten; it no longer recognizes them as Tailwind CSS utilities, and naturally the result is wrong.' },
    ],
    async proof() {
      const manifest = JSON.parse(installedFile('tailwind-merge', 'package.json')) as { version: string }
      assert.equal(manifest.version, '3.7.0')
      const { twMerge } = require('tailwind-merge') as { twMerge: Merge }
      assert.equal(twMerge('p-_b20px_B p-4'), 'p-_b20px_B p-4', 'the conflict is missed')
      assert.equal(twMerge('text-_b28px_B text-red-500'), 'text-red-500', 'the font size is dropped')
      assert.equal(twMerge('p-[20px] p-4'), 'p-4', 'the unescaped form merges')
      assert.equal(twMerge('text-[28px] text-red-500'), 'text-[28px] text-red-500', 'the unescaped font size and color both stay')
      // The escaped names are what the build writes.
      assert.equal(await js('import { a } from \'x\'\nconst c = [\'p-[20px]\', \'text-[28px]\']\n', ['p-[20px]', 'text-[28px]']), 'import { a } from \'x\'\nconst c = [\'p-_b20px_B\', \'text-_b28px_B\']\n')
    },
  },
  {
    id: 'blog47-tailwind-merge-hard-coded-constants',
    says: 'tailwind-merge 3.7.0 defines IMPORTANT_MODIFIER = "!" and MODIFIER_SEPARATOR = ":" as constants; its config (cacheSize, prefix, experimentalParseClassName, theme, classGroups, conflict tables, orderSensitiveModifiers, postfixLookupClassGroups) has no option for either',
    quotes: [
      { page: V47, text: '重要性前缀和变体分隔符是以常量形式写死的，配置里没有能改它们的选项' },
      { page: V40, text: '它内部有些规则是写死的常量，比如感叹号前缀代表重要性标记，配置里没有能改它的选项。' },
      { page: V47_EN, text: 'the important-modifier prefix and the variant separator are hard-coded as constants, no configuration option changes them' },
      { page: V40_EN, text: 'some of its internal rules are hard-coded constants — for example, an exclamation-mark prefix means the important modifier — and no configuration option changes them' },
    ],
    proof() {
      const bundle = installedFile('tailwind-merge', 'dist/bundle-cjs.js')
      assert.match(bundle, /const IMPORTANT_MODIFIER = '!';/)
      assert.match(bundle, /const MODIFIER_SEPARATOR = ':';/)
      const types = installedFile('tailwind-merge', 'dist/types.d.ts')
      const staticPart = /interface ConfigStaticPart \{([\s\S]*?)\n\}/.exec(types)![1]
      const keys = [...staticPart.matchAll(/^ {4}(\w+)\??[(:]/gm)].map(match => match[1])
      assert.deepEqual(keys, ['cacheSize', 'prefix', 'experimentalParseClassName'])
      const { getDefaultConfig } = require('tailwind-merge') as { getDefaultConfig: () => Record<string, unknown> }
      assert.deepEqual(Object.keys(getDefaultConfig()).sort(), ['cacheSize', 'classGroups', 'conflictingClassGroupModifiers', 'conflictingClassGroups', 'orderSensitiveModifiers', 'postfixLookupClassGroups', 'theme'])
    },
  },
  {
    id: 'blog47-wxss-rejects-special-characters',
    says: 'The WXSS compiler of miniprogram-compiler 0.2.3 rejects selectors that escape [, ], #, !, or : (unexpected `\\`)',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: V47, text: '小程序的 WXSS 选择器里写不了 `[`、`]`、`#`、`!` 这些字符，类名里带着它们，就没有样式能匹配上。' },
      { page: V47, text: '而这两个字符恰好都是小程序的选择器里写不了的' },
      { page: V47_EN, text: 'WXSS, the stylesheet language of WeChat mini-programs, cannot have characters such as `[`, `]`, `#` or `!` in selectors, so a class name that contains them has no style that can match it.' },
      { page: V47_EN, text: 'both characters happen to be ones that mini-program selectors cannot contain' },
    ],
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog47-wcsc-'))
      const selectors = ['.w-\\[1px\\]', '.bg-\\#fff', '.\\!p-2', '.hover\\:p-2']
      for (const [i, selector] of selectors.entries()) {
        fs.writeFileSync(path.join(dir, `${i}.wxss`), `${selector} { color: red; }\n`)
        const result = await runCommand(wcsc, [`${i}.wxss`, '-o', `${i}.js`], { cwd: dir, timeoutMs: 30_000 })
        assert.notEqual(result.exitCode, 0, selector)
        assert.match(result.output, /unexpected `\\`/, selector)
      }
    },
  },
  {
    id: 'blog47-minifiers-rename-exempted-functions',
    says: 'esbuild and terser minification rename cn, after which ignoreCallExpressionIdentifiers: [cn] no longer matches and the literal is escaped at compile time; on the unminified code it stays raw',
    quotes: [
      { page: V47, text: '那就让这些函数的参数在编译时**不转义**，运行时拿到原始类名交给 tailwind-merge 合并，最后再对结果转义一次。' },
      { page: V47_EN, text: 'let the arguments of these functions go **unescaped** at compile time, so that at runtime the original class names reach tailwind-merge for merging, and escape the result once at the end' },
      { page: V47, text: '这套方案在 demo 里都能跑通，但在真实项目里有个绕不开的缺陷：**压缩器会重命名函数**。' },
      { page: V47, text: 'Terser、esbuild、各种 rollup 插件都可能把 `cn`、`twMerge`、`tv` 改成 `e`、`a` 这样的单字母。' },
      { page: V47_EN, text: 'This approach worked in every demo, but in real projects it has one flaw that can\'t be avoided: **minifiers rename functions**.' },
      { page: V47_EN, text: 'Terser, esbuild and various rollup plugins may all turn `cn`, `twMerge` or `tv` into single letters such as `e` or `a`.' },
    ],
    async proof() {
      const source = 'import { twMerge } from \'x\'\nfunction cn(...a) { return twMerge(a) }\nexport function use() { return cn(\'p-[20rpx]\', \'p-4\') }\n'
      const options = { ignoreCallExpressionIdentifiers: ['cn'] }
      const set = ['p-[20rpx]', 'p-4']
      assert.ok((await js(source, set, options)).includes('\'p-[20rpx]\''), 'before minification the literal is exempted')
      // What the exempted call then does at run time: merge the raw names, escape the result.
      const { twMerge } = require('tailwind-merge') as { twMerge: Merge }
      const { escape } = require('weapp-tailwindcss/escape') as { escape: (value: string) => string }
      assert.equal(escape(twMerge('p-4', 'p-[20rpx]')), 'p-_b20rpx_B')
      const esbuild = require('esbuild') as typeof import('esbuild')
      const viaEsbuild = (await esbuild.transform(source, { minify: true, format: 'esm' })).code
      assert.ok(!/\bcn\b/.test(viaEsbuild), `esbuild renames cn: ${viaEsbuild}`)
      assert.ok((await js(viaEsbuild, set, options)).includes('"p-_b20rpx_B"'), 'after esbuild the exemption no longer applies')
      const terser = require('terser') as typeof import('terser')
      const viaTerser = (await terser.minify(source, { module: true })).code!
      assert.ok(!/\bcn\b/.test(viaTerser), `terser renames or inlines cn: ${viaTerser}`)
    },
  },
  {
    id: 'blog47-history-4-0-and-4-5',
    says: 'ignoreCallExpressionIdentifiers came with 4.0.0; the cross-file JS module graph along import and re-export came with 4.5.0',
    slow: true,
    quotes: [
      { page: V47, text: '对应地，需要告诉编译器哪些函数调用里的字面量要跳过，这就是 4.0 引入的配置项：' },
      { page: V47, text: '为此我参照 rollup 的做法，收集每个模块的导入导出节点，搭出了一张模块依赖图（4.5.0 中的跨文件模块图）。' },
      { page: V47_EN, text: 'Correspondingly, the compiler has to be told which function calls contain literals to skip; that is the option introduced in 4.0:' },
      { page: V47_EN, text: 'For this, following rollup\'s approach, I collected each module\'s import and export nodes and built a module dependency graph (the cross-file module graph in 4.5.0).' },
    ],
    proof() {
      assert.match(changelog('4.0.0'), /feat: add `ignoreTaggedTemplateExpressionIdentifiers` and `ignoreCallExpressionIdentifiers` options/)
      assert.match(changelog('4.5.0'), /新增跨文件 JS 模块图，沿着 import 与 re-export 链路收集并转译类名/)
    },
  },
  {
    id: 'blog47-runtime-restores-then-merges',
    says: '4.7.0 empties the default ignoreCallExpressionIdentifiers; merge 2.0.0 rewrites the runtime on @weapp-core/escape with shared transformers for twMerge/twJoin/createTailwindMerge, cva and variants; the installed merge 2.2.0 gives p-4 for p-[20rpx] p-4 whether or not the build escaped it, and the build (default options) escapes the literal inside a twMerge call',
    slow: true,
    quotes: [
      { page: V47, text: '最后在 4.7.0 以及配套的 merge 运行时 2.x 中彻底换了思路：编译期不再为这些函数开特例，类名的还原、合并和转义全部放到运行时完成。' },
      { page: V47, text: '合并、拼接、两个工厂函数，以及 cva 与 variants 的封装，全部走同一套转换器，行为完全一致。' },
      { page: V47, text: '编译期则不需要再为这些函数开任何特例。' },
      { page: V47, text: '运行时会先还原再合并，编译期是否转义都不影响结果。' },
      { page: V47, text: '例如同时传入 `p-[20rpx]` 和 `p-4`，确认最终只保留后者' },
      { page: V40, text: '这套“编译期豁免”的方案在 4.7.0 被运行时方案取代' },
      { page: V47_EN, text: 'finally, in 4.7.0 and the matching merge runtime 2.x, changed approach completely: the compile step no longer makes special cases for these functions' },
      { page: V47_EN, text: 'Merging, joining, the two factory functions, and the wrappers for cva and variants all go through the same set of transformers and behave exactly alike.' },
      { page: V47_EN, text: 'The compile step, for its part, no longer needs any special case for these functions.' },
      { page: V47_EN, text: 'the runtime restores first and then merges, so whether the compile step escaped anything doesn\'t affect the result' },
      { page: V47_EN, text: 'for example one that receives both `p-[20rpx]` and `p-4` — and confirm that only the latter survives' },
      { page: V40_EN, text: 'This "exempt at compile time" approach was replaced by a runtime approach in 4.7.0' },
    ],
    async proof() {
      assert.match(ignoreCallDefault('4.6.3')!, /\['twMerge', 'twJoin', 'cva', 'tv'\]/)
      assert.equal(ignoreCallDefault('4.7.0'), '[]')
      const log = upstreamFile('@weapp-tailwindcss/merge@2.0.0', 'packages/merge/CHANGELOG.md')!
      assert.match(log, /使用 `@weapp-core\/escape` 的 `escape`\/`unescape` 重写运行时，默认归一化并重转义类名/)
      assert.match(log, /新增 `escape`\/`unescape` 配置及共享的 transformers，让 `twMerge`\/`twJoin`\/`createTailwindMerge`、`cva` 与新的 `variants` 入口保持一致逻辑/)
      const merge = require('@weapp-tailwindcss/merge') as { twMerge: Merge; twJoin: Merge; create: (o?: object) => { twMerge: Merge } }
      assert.equal(merge.twMerge('p-[20rpx] p-4'), 'p-4')
      assert.equal(merge.twMerge('p-_b20rpx_B p-4'), 'p-4')
      assert.equal(merge.twMerge('p-4 p-_b20rpx_B'), merge.twMerge('p-4 p-[20rpx]'))
      assert.equal(merge.create().twMerge('p-_b20rpx_B p-4'), 'p-4', 'the factory behaves the same')
      assert.equal(merge.twJoin('p-[20rpx]', 'm-2'), merge.twJoin('p-_b20rpx_B', 'm-2'), 'join as well')
      const built = await js('import { twMerge } from \'@weapp-tailwindcss/merge\'\nexport const c = twMerge(\'p-[20rpx]\', \'p-4\')\n', ['p-[20rpx]', 'p-4'])
      assert.ok(built.includes('twMerge(\'p-_b20rpx_B\', \'p-4\')'), `the build escapes inside the call: ${built}`)
    },
  },
  {
    id: 'blog47-merge-2-0-0-changelog',
    says: 'The merge 2.0.0 changelog deprecates disableEscape and escapeFn for escape/unescape, publishes @weapp-tailwindcss/merge/variants wrapping tailwind-variants, and rewrites the postinstall to detect the Tailwind CSS version, allow forcing it by environment variable and fall back safely',
    slow: true,
    quotes: [
      { page: V47, text: '**@weapp-tailwindcss/merge 2.0.0**：基于新的可逆转义重写运行时' },
      { page: V47_EN, text: '**@weapp-tailwindcss/merge 2.0.0**: the runtime is rewritten on top of the new reversible escaping' },
      { page: V47, text: '基于新的可逆转义重写运行时；废弃 1.x 的 `disableEscape` 与 `escapeFn` 选项，改用新的 `escape` / `unescape` 配置；新增 `@weapp-tailwindcss/merge/variants` 入口包装 tailwind-variants。' },
      { page: V47, text: '包自带的安装后脚本也在这一版重写：自动识别项目的 Tailwind CSS 版本，可以用环境变量强制指定，识别失败时有回退流程。' },
      { page: V47_EN, text: 'the runtime is rewritten on top of the new reversible escaping; the 1.x options `disableEscape` and `escapeFn` are deprecated in favor of the new `escape` / `unescape` configuration; and a new `@weapp-tailwindcss/merge/variants` entry wraps tailwind-variants.' },
      { page: V47_EN, text: 'The package\'s own post-install script was rewritten in this release too: it detects the project\'s Tailwind CSS version automatically, lets you force a version through an environment variable, and falls back gracefully when detection fails.' },
    ],
    proof() {
      const log = upstreamFile('@weapp-tailwindcss/merge@2.0.0', 'packages/merge/CHANGELOG.md')!
      const section = log.slice(log.indexOf('## 2.0.0'), log.indexOf('## 1.3.0'))
      assert.match(section, /使用 `@weapp-core\/escape` 的 `escape`\/`unescape` 重写运行时/)
      assert.match(section, /废弃旧的 `disableEscape` 与 `escapeFn`/)
      assert.match(section, /发布 `@weapp-tailwindcss\/merge\/variants`，包装 `tailwind-variants`/)
      assert.match(section, /重构 `@weapp-tailwindcss\/merge` 的安装后脚本，自动识别 Tailwind CSS 版本、支持环境变量强制切换并提供安全的回退流程/)
    },
  },
  {
    id: 'blog47-merge-and-merge-v3',
    says: '@weapp-tailwindcss/merge 2.2.0 is built on tailwind-merge 3 (Tailwind CSS 4), merge-v3 0.1.6 on tailwind-merge 2 (Tailwind CSS 3); both export the same names',
    quotes: [
      { page: V47, text: 'Tailwind CSS 4 项目使用 `@weapp-tailwindcss/merge`，Tailwind CSS 3 项目使用 `@weapp-tailwindcss/merge-v3`，两者 API 相同' },
      { page: V47_EN, text: 'Tailwind CSS 4 projects use `@weapp-tailwindcss/merge`, Tailwind CSS 3 projects use `@weapp-tailwindcss/merge-v3`; the two have the same API' },
    ],
    proof() {
      const deps = (pkg: string) => (JSON.parse(installedFile(pkg, 'package.json')) as { dependencies: Record<string, string> }).dependencies['tailwind-merge']
      assert.match(deps('@weapp-tailwindcss/merge'), /^\^3\./, 'tailwind-merge 3 supports Tailwind CSS 4')
      assert.match(deps('@weapp-tailwindcss/merge-v3'), /^\^2\./, 'tailwind-merge 2 supports Tailwind CSS 3')
      const names = (pkg: string) => Object.keys(require(pkg) as object).sort()
      assert.deepEqual(names('@weapp-tailwindcss/merge-v3'), names('@weapp-tailwindcss/merge'))
      const v3 = require('@weapp-tailwindcss/merge-v3') as { twMerge: Merge }
      assert.equal(v3.twMerge('p-_b20rpx_B p-4'), 'p-4')
    },
  },
  {
    id: 'blog47-escape-default-map',
    says: '@weapp-core/escape escapes with MappingChars2String by default: escape(x) equals escape(x, { map: MappingChars2String })',
    quotes: [
      { page: V47, text: '注意这张表要显式传给 `unescape`（`map` 选项，默认表是 `@weapp-core/escape` 导出的 `MappingChars2String`）' },
      { page: V47_EN, text: 'Note that `unescape` has to be given that table explicitly (the `map` option; the default table is `MappingChars2String`, exported by `@weapp-core/escape`)' },
    ],
    async proof() {
      const core = await import('@weapp-core/escape')
      for (const value of ['hover:bg-[#123456]/50', '!p-[10.5%]', 'text-(--brand)'])
        assert.equal(core.escape(value), core.escape(value, { map: core.MappingChars2String } as never), value)
      assert.equal(core.unescape(core.escape('p-[1px]'), { map: core.MappingChars2String } as never), 'p-[1px]')
      assert.equal(core.unescape('p-_b1px_B'), 'p-_b1px_B', 'without the map nothing is restored')
    },
  },
  // ── blog/2025/3/v4-release.md ────────────────────────────────────────────────────────────────────
  {
    id: 'blog40-merge-package-and-tailwind-3',
    says: 'The 4.0.0 changelog adds @weapp-tailwindcss/merge and the two ignore options; at the 4.0.0 tag the repository has mini-program demos on Tailwind CSS 4 and on Tailwind CSS 3 with weapp-tailwindcss 4; 4.12.0 still transforms Tailwind CSS 3 output',
    slow: true,
    quotes: [
      { page: V40, text: '一是支持 Tailwind CSS 4，并且同一个插件同时兼容 Tailwind CSS 4 和 3' },
      { page: V40, text: '二是推出小程序专用的类名合并包，让原本只能在网页里用的运行时合并工具也能在小程序中工作。' },
      { page: V40, text: '同时保留了对 Tailwind CSS 3 项目的支持——已有项目不升级 Tailwind CSS 也能使用 4.0。' },
      { page: V40, text: '4.0 提供了专门的 `@weapp-tailwindcss/merge` 包，并为插件新增了两个配置项，让编译期的转义与运行时的合并能够配合起来。' },
      { page: V40_EN, text: 'first, support for Tailwind CSS 4, with one plugin that works with Tailwind CSS 4 and Tailwind CSS 3 alike' },
      { page: V40_EN, text: 'second, a class-merging package made for mini-programs, so that runtime merging tools that used to work only on the web now work in mini-programs too' },
      { page: V40_EN, text: 'while keeping support for Tailwind CSS 3 projects — existing projects can use 4.0 without upgrading Tailwind CSS' },
      { page: V40_EN, text: '4.0 provides a dedicated `@weapp-tailwindcss/merge` package and adds two options to the plugin, so that escaping at compile time and merging at runtime can work together.' },
    ],
    async proof() {
      const log = changelog('4.0.0')
      assert.match(log, /增加 `@weapp-tailwindcss\/merge` 支持，这是 `weapp-tailwindcss` 版本的 `tailwindcss-merge` 和 `cva` 方法/)
      assert.match(log, /feat: add `ignoreTaggedTemplateExpressionIdentifiers` and `ignoreCallExpressionIdentifiers` options/)
      // The repository at the 4.0.0 tag builds mini-program demos on both majors.
      const tw4Demo = upstreamFile('weapp-tailwindcss@4.0.0', 'apps/vite-native/package.json')!
      assert.match(tw4Demo, /"tailwindcss": "catalog:tailwindcss4"/)
      assert.match(tw4Demo, /"weapp-tailwindcss": "workspace:\*"/)
      const tw3Demo = upstreamFile('weapp-tailwindcss@4.0.0', 'demo/uni-app-vue3-vite/package.json')!
      assert.match(tw3Demo, /"tailwindcss": "3"/)
      assert.match(tw3Demo, /"weapp-tailwindcss": "\^4\.0\.0-alpha\.13"/)
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const out = await runTailwind3({ template: '<view class="w-[3px]">x</view>', css: '@tailwind utilities;', options: {} })
      assert.match(out.wxss, /\.w-_b3px_B/, 'Tailwind CSS 3 output is transformed by 4.12.0')
    },
  },
  {
    id: 'blog40-tailwind-4-not-a-postcss-plugin',
    says: 'tailwindcss 4.3.5 used as a PostCSS plugin throws (the plugin moved to @tailwindcss/postcss); the package exports a CSS compiler, and @theme in CSS defines utilities',
    quotes: [
      { page: V40, text: '它不再只是一个 PostCSS 插件，而是更像 Sass、Less 一类的样式预处理器，配置从 `tailwind.config.js` 挪进了 CSS' },
      { page: V40_EN, text: 'it is no longer just a PostCSS plugin but something closer to a style preprocessor like Sass or Less' },
    ],
    async proof() {
      const tailwind = require('tailwindcss') as { compile: (css: string, o: object) => Promise<{ build: (c: string[]) => string }> } & (() => unknown)
      const { default: postcss } = require('postcss') as typeof import('postcss')
      await assert.rejects(async () => postcss([(tailwind as unknown as () => import('postcss').AcceptedPlugin)()]).process('a{}', { from: undefined }), /The PostCSS plugin has moved to a separate package/)
      assert.equal(typeof tailwind.compile, 'function', 'a CSS-in, CSS-out compiler')
      const compiler = await tailwind.compile('@theme { --color-brand: #07c160; }\n@tailwind utilities;', { base: ROOT })
      assert.match(compiler.build(['bg-brand']), /\.bg-brand \{\s*background-color: var\(--color-brand\)/, '@theme in the CSS defines the colour')
    },
  },
  {
    id: 'blog40-downleveling',
    says: 'Tailwind CSS 4.3.5 output uses @layer, color-mix() and oklch(); weapp-tailwindcss 4.12.0 turns oklch() into rgb() through @weapp-tailwindcss/postcss (postcss-preset-env), whose options take cssPresetEnv since 4.0.0',
    slow: true,
    quotes: [
      { page: V40, text: '新版生成的样式用到了层叠层（`@layer`）、`color-mix()` 颜色混合、`oklch()` 色彩空间等较新的 CSS 能力。' },
      { page: V40, text: 'weapp-tailwindcss 4.0 内置了一轮降级处理（内部使用 postcss-preset-env），例如 `oklch()` 颜色会换算成 `rgb()`；需要微调时可以通过 `cssPresetEnv` 选项传入配置。' },
      { page: V40_EN, text: 'The styles generated by the new version use fairly recent CSS features such as cascade layers (`@layer`), `color-mix()` color mixing and the `oklch()` color space.' },
      { page: V40_EN, text: 'weapp-tailwindcss 4.0 has a downleveling pass built in (postcss-preset-env is used internally); for example, `oklch()` colors are converted to `rgb()`. To fine-tune it, pass configuration through the `cssPresetEnv` option.' },
    ],
    async proof() {
      const { compile } = require('@tailwindcss/node') as { compile: (css: string, o: object) => Promise<{ build: (c: string[]) => string }> }
      const css = (await compile('@import "tailwindcss";', { base: ROOT, onDependency() {} })).build(['shadow', 'bg-red-500/50'])
      for (const feature of ['@layer', 'color-mix(', 'oklch(']) assert.ok(css.includes(feature), `Tailwind CSS writes ${feature}`)
      assert.equal(await wxss('.a{color:oklch(62.3% 0.214 259.815)}'), '.a{color:rgb(50, 128, 255)}\n\n@media (color-gamut: p3){\n.a{color:color(display-p3 0.26642 0.49122 0.98862)}\n}')
      assert.ok((JSON.parse(installedFile('@weapp-tailwindcss/postcss', 'package.json')) as { dependencies: Record<string, string> }).dependencies['postcss-preset-env'])
      assert.match(distJs(), /require\("@weapp-tailwindcss\/postcss"\)/)
      assert.match(upstreamFile('weapp-tailwindcss@4.0.0', 'packages/postcss/src/types.ts')!, /\bcssPresetEnv\?:/)
    },
  },
  // ── blog/2025/8/v4.2-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'blog42-history',
    says: '4.2.0 supports uni-app x native app builds; cssRemoveProperty defaults true in 4.2.6, false in 4.2.7, true in 4.2.9, whose changelog names @property crashing Alipay',
    slow: true,
    quotes: [
      { page: V42, text: '4.2.0 又补上了 uni-app x 构建原生 App 的支持。' },
      { page: V42, text: '4.2.7 把 `cssRemoveProperty` 改为默认关闭，4.2.9 又改回默认开启；' },
      { page: V42, text: '4.2.9 的更新日志给出的理由是 `@property` 会让支付宝小程序直接崩溃。' },
    ],
    proof() {
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      const byRelease = ['4.2.6', '4.2.7', '4.2.8', '4.2.9'].map(version => /cssRemoveProperty: (true|false)/.exec(atRelease(version, 'src/defaults.ts')!)?.[1])
      assert.deepEqual(byRelease, ['true', 'false', 'false', 'true'])
      assert.match(changelog('4.2.9'), /默认开启 cssRemoveProperty, 因为 `@property` 会导致支付宝小程序直接挂/)
    },
  },
  {
    id: 'blog42-preset-fills-options',
    says: 'uniAppX from weapp-tailwindcss/presets returns plugin options: uniAppX on for app builds only, the base as tailwindcssBasedir and patcher root, rem2rpx passed through',
    quotes: [
      { page: V42, text: '注意 `uniAppX` 预设的导入路径为 `weapp-tailwindcss/presets`，它会替你补齐 uni-app x 所需的各项配置' },
      { page: V42_EN, text: 'Note that the `uniAppX` preset is imported from `weapp-tailwindcss/presets`; it fills in all the settings uni-app x needs for you' },
    ],
    proof() {
      const { uniAppX } = require('weapp-tailwindcss/presets') as { uniAppX: (o: object) => { uniAppX: { enabled: boolean }; tailwindcssBasedir: string; tailwindcssPatcherOptions: { projectRoot: string }; rem2rpx: unknown } }
      const before = { UNI_PLATFORM: process.env.UNI_PLATFORM, UNI_UTS_PLATFORM: process.env.UNI_UTS_PLATFORM }
      const { logger } = require('@weapp-tailwindcss/logger') as { logger: { level: number } }
      const level = logger.level
      logger.level = -999
      try {
        process.env.UNI_PLATFORM = 'app'
        process.env.UNI_UTS_PLATFORM = 'app-android'
        const app = uniAppX({ base: ROOT, rem2rpx: true })
        assert.equal(app.uniAppX.enabled, true, 'app build')
        assert.equal(app.tailwindcssBasedir, ROOT)
        assert.equal(app.tailwindcssPatcherOptions.projectRoot, ROOT)
        assert.equal(app.rem2rpx, true)
        process.env.UNI_PLATFORM = 'mp-weixin'
        process.env.UNI_UTS_PLATFORM = 'mp-weixin'
        assert.equal(uniAppX({ base: ROOT, rem2rpx: true }).uniAppX.enabled, false, 'mini-program build')
      }
      finally {
        logger.level = level
        for (const [key, value] of Object.entries(before)) {
          if (value === undefined) delete process.env[key]
          else process.env[key] = value
        }
      }
    },
  },
  {
    id: 'blog42-uvue-unsupported-warning',
    says: 'The 4.12.0 changelog: uvue targets skip unsupported CSS and, with the default warn, print a warning with the class and source file; uvueUnsupported defaults to warn',
    slow: true,
    quotes: [
      { page: V42, text: '很多 CSS 写法 App 端不支持。' },
      { page: V42_EN, text: 'Many CSS features are not supported in the app.' },
      { page: V42, text: 'weapp-tailwindcss 4.12.0 编译 App 端的 uvue 样式时会跳过这些写法，并在控制台打印警告，列出类名和来源文件（由 `uniAppX.uvueUnsupported` 控制）。' },
      { page: V42_EN, text: 'When weapp-tailwindcss 4.12.0 compiles uvue styles for the app, it skips them and prints a warning in the console naming the class and the source file (controlled by `uniAppX.uvueUnsupported`).' },
    ],
    proof() {
      const log = changelog('4.12.0')
      assert.match(log, /在 `uvue` 目标下过滤不兼容声明，例如 `display: block`、`display: inline-flex`、`display: grid`、`grid-template-columns`、`gap`、`min-height: 100vh`/)
      assert.match(log, /当策略为 `warn` 时，跳过不兼容 utility 并输出包含 class 名与来源文件的警告/)
      assert.match(log, /新增 `uniAppX\.uvueUnsupported` 配置，支持 `error \| warn \| silent`，默认 `warn`/)
      assert.match(distJs(), /uvueUnsupported: _nullishCoalesce\(option\.uvueUnsupported, \(\) => \( "warn"\)\)/)
    },
  },
  {
    id: 'blog42-text-element-rule',
    says: 'DCloud\'s uni-app x docs: in app-uvue, text must be inside <text> and text styles belong on the text component, not on a view',
    quotes: [
      { page: V42, text: '在 App 端，文字必须放在 `<text>` 元素里，字号、颜色、对齐这类文字样式（例如 `text-[32rpx] font-bold text-sky-600`）也要写在 `<text>` 上，写在 `<view>` 上不会生效' },
      { page: V42_EN, text: 'In the app, text must be inside a `<text>` element, and text styles such as font size, color and alignment (for example `text-[32rpx] font-bold text-sky-600`) must also be on the `<text>`; on a `<view>` they have no effect.' },
    ],
    manual: {
      ran: 'read through the search tool the vendor page uniapp.dcloud.net.cn/uni-app-x/component/text.html: "在app-uvue和app-nvue中,文本只能写在text中,而不能写在view的text区域。文本样式的控制也应该在text组件上写style,而不是在view的样式里写", and that text written in a view is wrapped in a text component whose style cannot be changed',
      versions: 'uni-app x documentation as stored on 2026-11-29; not run',
      on: '2026-11-29',
      why: 'the native App style engine runs only in HBuilderX builds on a device or emulator',
    },
  },
  {
    id: 'blog42-intellisense-languages',
    says: 'The Tailwind CSS language service does not list uvue or uts among its built-in languages and its includeLanguages default is empty',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V42, text: 'Tailwind CSS 官方的 VS Code 扩展默认不认识 `uvue`、`uts` 文件' },
      { page: V42_EN, text: 'The official Tailwind CSS extension for VS Code doesn\'t know `uvue` and `uts` files by default.' },
    ],
    async proof() {
      const { builtInLanguages } = await import('./support/quick-start-v3')
      const languages = await builtInLanguages()
      assert.ok(languages.includes('vue'))
      for (const id of ['uvue', 'uts']) assert.ok(!languages.includes(id), `${id} is not built in`)
      const { unpacked } = await import('./support/uni-css')
      const bundle = fs.readFileSync(path.join(await unpacked('@tailwindcss/language-service'), 'dist/index.js'), 'utf8')
      assert.match(/function getDefaultTailwindSettings\(\) \{[\s\S]*?\n\}/.exec(bundle)?.[0] ?? '', /includeLanguages: \{\},/)
    },
  },
  // ── blog/2025/9/v4.3-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'blog43-calc-mode',
    says: 'The 4.3.0 changelog introduces calculation mode (default on with Tailwind CSS 4) to fix calc + rpx problems on many phones; 4.12.0 puts the precomputed 16rpx before the calc() line for h-2, and with cssCalc [--spacing] no var() is left, so changing --spacing at run time has no effect; px2rpx objects take postcss-pxtransform options',
    slow: true,
    quotes: [
      { page: V43, text: '数组写法和对象写法等价，列表中也可以放正则表达式' },
      { page: V43_EN, text: 'The array form and the object form are equivalent, and the list may also contain regular expressions' },
      { page: V43_EN, text: 'If you are sure the target environment doesn\'t need the `calc()` version kept, pass the relevant variable names to `cssCalc`, and the plugin keeps only the computed value.' },
      { page: V43, text: '4.3.0 的核心改动是“CSS 变量计算模式”：在 Tailwind CSS 4 项目中，插件会在构建时把 CSS 变量和 `calc()` 表达式预先算成具体数值，从而绕开部分手机上 `calc()` 与 `rpx` 搭配时计算出错的问题。' },
      { page: V43, text: '这段样式在浏览器里没有问题，但不少机型对 `calc()` 中使用 `rpx` 变量的计算并不可靠，表现为尺寸异常甚至样式失效。' },
      { page: V43, text: '计算模式会在原声明前面插入一条预先算好的结果：' },
      { page: V43, text: '如果你按上一节的写法让某个变量只保留计算值，那么运行时再修改这个变量，相关样式不会再跟着变化。' },
      { page: V43, text: '需要别的换算比例或排除部分属性时，传入对象配置，可用字段与 postcss-pxtransform 一致。' },
      { page: V43_EN, text: 'The core change in 4.3.0 is "CSS variable calculation mode": in Tailwind CSS 4 projects the plugin computes CSS variables and `calc()` expressions into concrete values at build time, working around the miscalculations some phones make when `calc()` is combined with `rpx`' },
      { page: V43_EN, text: 'These styles are fine in a browser, but many devices don\'t compute `calc()` with `rpx` variables reliably, which shows up as wrong sizes or even styles not applying at all.' },
      { page: V43_EN, text: 'If you used the form from the previous section to keep only the computed value for a variable, changing that variable at runtime no longer affects the related styles.' },
      { page: V43_EN, text: 'when you need a different ratio or want to exclude some properties, pass an object, whose fields are the same as those of postcss-pxtransform' },
    ],
    async proof() {
      const log = changelog('4.3.0')
      assert.match(log, /在 `tailwindcss@4` 下，默认启用计算模式。`tailwindcss@3` 默认不启用。/)
      assert.match(log, /此模式下会去预编译所有的 `css` 变量和 `calc` 计算表达式。/)
      assert.match(log, /这个模式可以解决很多手机机型 `calc` `rpx` 单位的兼容问题/)
      assert.match(log, /假如需要更多的转化方式，可以传入一个 `object`, 配置项见 https:\/\/www\.npmjs\.com\/package\/postcss-pxtransform/)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const rule = async (options: Record<string, unknown>) => /\.h-2 \{[^}]*\}/.exec((await runTailwind4({ template: '<view class="h-2">x</view>', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true, ...options } })).wxss)?.[0].replace(/\s+/g, ' ')
      assert.equal(await rule({}), '.h-2 { height: 16rpx; height: calc(var(--spacing)*2); }', 'the computed value comes first')
      const only = await rule({ cssCalc: ['--spacing'] })
      assert.equal(only, '.h-2 { height: 16rpx; }')
      assert.ok(!only!.includes('var('), 'nothing refers to --spacing any more')
      assert.equal(await rule({ cssCalc: { includeCustomProperties: ['--spacing'] } }), only, 'object form')
      assert.equal(await rule({ cssCalc: [/^--spacing$/] }), only, 'a regular expression in the list')
    },
  },
  {
    id: 'blog40-unpatched-tailwind-4-takes-rpx-for-a-color',
    says: 'The published tailwindcss 4.3.5 (unpatched) has no rpx in its length units and compiles text-[32rpx] to color: 32rpx; the installed, patched copy gives font-size: 32rpx',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: V40, text: '不打补丁时，`text-[32rpx]` 会被当成颜色值，生成完全错误的样式。' },
      { page: V40_EN, text: 'Without it, `text-[32rpx]` is taken for a color value and produces completely wrong styles.' },
    ],
    async proof() {
      const { unpacked } = await import('./support/quick-start-v4')
      const build = async (dir: string, main: string) => {
        const tailwind = require(path.join(dir, main)) as { compile: (css: string, o: object) => Promise<{ build: (c: string[]) => string }> }
        const utilities = fs.readFileSync(path.join(dir, 'utilities.css'), 'utf8')
        const compiler = await tailwind.compile('@import "tailwindcss/utilities";', { base: dir, loadStylesheet: async (id: string, base: string) => ({ path: id, base, content: utilities }) })
        return compiler.build(['text-[32rpx]'])
      }
      const pristine = unpacked('tailwindcss@4.3.5')
      assert.ok(!fs.readFileSync(path.join(pristine, 'dist/lib.js'), 'utf8').includes('"rpx"'), 'no rpx in the published build')
      assert.match(await build(pristine, 'dist/lib.js'), /\.text-\\\[32rpx\\\] \{\s*color: 32rpx;/)
      assert.match(await build(path.join(ROOT, 'node_modules/tailwindcss'), 'dist/lib.js'), /\.text-\\\[32rpx\\\] \{\s*font-size: 32rpx;/, 'the patched copy')
    },
  },
  {
    id: 'blog43-measured-with-4-3-2',
    says: 'weapp-tailwindcss 4.3.2 with Tailwind CSS 4.1.13 (@tailwindcss/postcss) and rem2rpx writes page,:host { --spacing: 8rpx } and .h-2 { height: calc(var(--spacing) * 2) } with cssCalc false, and height: 16rpx before height: calc(var(--spacing)*2) by default',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V43, text: '这两段是 4.3 版本的输出，用 weapp-tailwindcss 4.3.2 配 Tailwind CSS 4.1.13、开启 `rem2rpx` 实测得到。' },
      { page: V43_EN, text: 'Both blocks are the 4.3 output, measured with weapp-tailwindcss 4.3.2 and Tailwind CSS 4.1.13 with `rem2rpx` on.' },
    ],
    async proof() {
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['weapp-tailwindcss@4.3.2', 'tailwindcss@4.1.13', '@tailwindcss/postcss@4.1.13', 'postcss'])
      fs.writeFileSync(path.join(dir, 'index.wxml'), '<view class="h-2">x</view>\n')
      fs.writeFileSync(path.join(dir, 'run.mjs'), [
        'import postcss from \'postcss\'',
        'import tailwind from \'@tailwindcss/postcss\'',
        'import { createContext } from \'weapp-tailwindcss/core\'',
        'const raw = (await postcss([tailwind({ base: process.cwd() })]).process(\'@import "weapp-tailwindcss";\', { from: `${process.cwd()}/app.css` })).css',
        'const result = {}',
        'for (const [name, extra] of [[\'off\', { cssCalc: false }], [\'default\', {}]]) {',
        '  const out = (await createContext({ rem2rpx: true, logLevel: \'silent\', ...extra }).transformWxss(raw, { isMainChunk: true })).css',
        '  result[name] = { root: /(?:^|\\}|\\*\\/)\\s*([^{}]*)\\{([^}]*--spacing:[^}]*)\\}/.exec(out)?.slice(1).join(\'{\'), h2: /\\.h-2 \\{[^}]*\\}/.exec(out)?.[0] }',
        '}',
        'console.log(\'@@\' + JSON.stringify(result))',
      ].join('\n'))
      const result = await runCommand(process.execPath, ['run.mjs'], { cwd: dir, timeoutMs: 120_000 })
      assert.equal(result.exitCode, 0, result.output)
      const versions = ['weapp-tailwindcss', 'tailwindcss'].map(pkg => (JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version)
      assert.deepEqual(versions, ['4.3.2', '4.1.13'])
      const out = JSON.parse(result.output.slice(result.output.indexOf('@@') + 2).trim()) as Record<string, { root: string; h2: string }>
      for (const name of ['off', 'default']) assert.match(out[name].root.replace(/\s+/g, ' ').trim(), /(?:^|\*\/ )page,:host \{ --spacing: 8rpx;$/, name)
      assert.equal(out.off.h2, '.h-2 {\n  height: calc(var(--spacing) * 2);\n}')
      assert.equal(out.default.h2, '.h-2 {\n  height: 16rpx;\n  height: calc(var(--spacing)*2);\n}')
    },
  },
  {
    id: 'blog43-log-level-warn',
    says: 'With logLevel warn, createContext of 4.12.0 sets the logger to level 1, so warnings and errors are printed and info lines are not',
    quotes: [
      { page: V43, text: '在 CI 中只想看到问题时可以调成 `\'warn\'`' },
      { page: V43_EN, text: 'In CI, when you only want to see problems, set it to `\'warn\'`' },
    ],
    async proof() {
      // The ESM build of the logger: the one weapp-tailwindcss/core (imported as ESM by context()) configures.
      const { logger } = await import('@weapp-tailwindcss/logger') as unknown as { logger: { level: number; info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void; setReporters: (r: object[]) => void; options: { reporters: object[] } } }
      const { context } = await import('./support/options')
      const level = logger.level
      const reporters = logger.options.reporters
      const seen: string[] = []
      try {
        await context({ logLevel: 'warn' })
        assert.equal(logger.level, 1)
        logger.setReporters([{ log: (entry: { type: string }) => seen.push(entry.type) }])
        logger.info('i')
        logger.warn('w')
        logger.error('e')
        assert.deepEqual(seen, ['warn', 'error'])
      }
      finally {
        logger.setReporters(reporters)
        logger.level = level
      }
    },
  },
])
