// The community pages (docs/community/**): what the merge runtime and its companions do, run against
// @weapp-tailwindcss/merge 2.2.0, @weapp-tailwindcss/merge-v3 0.1.6 and the plain tailwind-merge 3.7.0 as installed here.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { js, packageFile, ROOT, runNode, wxml, wxss } from './support/options'

const MERGE = (page: string) => `docs/community/merge/${page}.mdx`
const MERGE_EN = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/community/merge/${page}.mdx`
const OV = MERGE('overview')
const OV_EN = MERGE_EN('overview')
const API = MERGE('runtime-api')
const API_EN = MERGE_EN('runtime-api')
const CV = MERGE('cva-and-variants')
const CV_EN = MERGE_EN('cva-and-variants')
const IN = MERGE('integration')
const IN_EN = MERGE_EN('integration')
const ICONS = 'docs/icons/index.md'
const PL = 'docs/community/plugins.md'
const AI = 'docs/ai/index.md'
const TY = 'docs/community/typography.md'
const LF = 'docs/community/load-font.md'
const LF_EN = 'i18n/en/docusaurus-plugin-content-docs/current/community/load-font.md'
const TY_EN = 'i18n/en/docusaurus-plugin-content-docs/current/community/typography.md'
const AI_EN = 'i18n/en/docusaurus-plugin-content-docs/current/ai/index.md'
const PL_EN = 'i18n/en/docusaurus-plugin-content-docs/current/community/plugins.md'
const ICONS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/icons/index.md'
const BADGE = { base: 'inline-flex rounded-full px-2 text-[22rpx]', variants: { tone: { info: 'bg-[#e6f4ff] text-[#1677ff]' }, size: { lg: 'px-4 text-[26rpx]' } }, defaultVariants: { tone: 'info' } }

export default defineClaims(import.meta.url, [
  // ── docs/community/merge/overview.mdx ───────────────────────────────────────────────────────────
  {
    id: 'merge-overview-restore-merge-escape-table',
    says: 'Plain tailwind-merge leaves raw names, keeps escaped conflicts and drops an rpx font size next to a color (also for border, bg, outline, ring); the merge runtime escapes, merges built names and keeps both',
    quotes: [
      { page: OV, text: '| `px-2 px-[10px]` | `px-[10px]`（未转义，样式对不上） | `px-_b10px_B` |' },
      { page: OV_EN, text: '| `px-2 px-[10px]` | `px-[10px]` (not escaped, does not match the stylesheet) | `px-_b10px_B` |' },
      { page: OV, text: '| `px-_b10px_B px-2`（构建后的写法） | 两个都保留 | `px-2` |' },
      { page: OV_EN, text: '| `px-_b10px_B px-2` (the built form) | Both kept | `px-2` |' },
      { page: OV, text: '| `text-[24rpx] text-[#333]` | `text-[#333]`（字号被当成颜色丢掉） | `text-_b24rpx_B text-_b_h333_B` |' },
      { page: OV_EN, text: '| `text-[24rpx] text-[#333]` | `text-[#333]` (the font size is taken for a color and dropped) | `text-_b24rpx_B text-_b_h333_B` |' },
      { page: OV, text: '原版库不认识 `rpx` 这个单位，会把 `text-[24rpx]` 当成文字颜色，从而和 `text-[#333]` 冲突' },
      { page: OV_EN, text: 'treats `text-[24rpx]` as a text color, and so sees it as conflicting with `text-[#333]`' },
      { page: OV, text: '运行时在合并前会把 `text`、`border`、`bg`、`outline`、`ring` 这几个前缀后面的 `[数字rpx]` 临时标记成长度' },
      { page: OV_EN, text: 'Before merging, the runtime temporarily marks `[<number>rpx]` after the prefixes `text`, `border`, `bg`, `outline` and `ring` as a length' },
      { page: OV, text: '直接用原版 tailwind-merge 得到的是 `text-[#333]` 这样的原始写法' },
      { page: OV_EN, text: 'Plain tailwind-merge returns the original form, such as `text-[#333]`' },
    ],
    async proof() {
      const plain = (await import('tailwind-merge')).twMerge
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      assert.equal(plain('px-2 px-[10px]'), 'px-[10px]')
      assert.equal(twMerge('px-2 px-[10px]'), 'px-_b10px_B')
      assert.equal(plain('px-_b10px_B px-2'), 'px-_b10px_B px-2')
      assert.equal(twMerge('px-_b10px_B px-2'), 'px-2')
      assert.equal(plain('text-[#333]'), 'text-[#333]')
      for (const prefix of ['text', 'border', 'bg', 'outline', 'ring']) {
        assert.equal(plain(`${prefix}-[24rpx] ${prefix}-[#333]`), `${prefix}-[#333]`, `plain ${prefix}`)
        assert.equal(twMerge(`${prefix}-[24rpx] ${prefix}-[#333]`), `${prefix}-_b24rpx_B ${prefix}-_b_h333_B`, `runtime ${prefix}`)
      }
    },
  },
  {
    id: 'merge-overview-package-facts',
    says: 'merge 2.2.0 is built on tailwind-merge 3 (^3.5.0), depends on @weapp-core/escape and runtime 0.1.5, and declares node ^20.19.0 || >=22.12.0',
    quotes: [
      { page: OV, text: '本文以该包的 2.2.0 版本为准，它构建在 tailwind-merge 3 之上' },
      { page: OV_EN, text: 'This page is based on version 2.2.0 of the package, which is built on tailwind-merge 3' },
      { page: OV, text: '本地 Node.js 版本满足包声明的 `^20.19.0 || >=22.12.0`' },
      { page: OV_EN, text: 'your local Node.js version satisfies the package\'s `^20.19.0 || >=22.12.0`' },
      { page: OV, text: '这个包自己依赖 tailwind-merge（`^3.5.0`）、负责转义规则的 `@weapp-core/escape`' },
      { page: OV_EN, text: 'The package itself depends on tailwind-merge (`^3.5.0`), on `@weapp-core/escape` for the escaping rules' },
      { page: OV, text: 'merge 2.2.0 配套的是 runtime 0.1.5' },
      { page: OV_EN, text: 'merge 2.2.0 goes with runtime 0.1.5' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('@weapp-tailwindcss/merge', 'package.json'))
      assert.equal(pkg.version, '2.2.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      assert.deepEqual(pkg.dependencies, { '@weapp-core/escape': '^7.0.0', 'tailwind-merge': '^3.5.0', '@weapp-tailwindcss/runtime': '0.1.5' })
      const { tailwindMergeVersion } = await import('@weapp-tailwindcss/merge')
      assert.equal(tailwindMergeVersion, 3)
    },
  },
  {
    id: 'merge-overview-entry-points',
    says: 'The exports of the main entry, /slim and /lite; their esbuild-minified sizes; /slim keeps line-clamp-2 line-clamp-3; 2.2.0 has no /v3 subpath and each tool reports it as on the page',
    quotes: [
      { page: OV, text: '| 主入口（包名本身） | 完整的分组规则，另外导出 `getDefaultConfig`、`mergeConfigs` | 35 KB，gzip 后约 12 KB |' },
      { page: OV_EN, text: '| Main entry (the package name itself) | The full grouping rules; also exports `getDefaultConfig` and `mergeConfigs` | 35 KB, about 12 KB gzipped |' },
      { page: OV, text: '另外导出 `getSlimConfig` | 25 KB，gzip 后约 9 KB |' },
      { page: OV_EN, text: 'also exports `getSlimConfig` | 25 KB, about 9 KB gzipped |' },
      { page: OV, text: '不带任何分组规则，也不导出 `twMerge` 和 `getDefaultConfig`；要合并就用 `createTailwindMerge` 自己传入分组配置，不合并的拼接用 `twJoin` | 12 KB，gzip 后约 5 KB |' },
      { page: OV_EN, text: 'No grouping rules at all, and neither `twMerge` nor `getDefaultConfig` is exported; to merge, pass your own grouping configuration to `createTailwindMerge`, and use `twJoin` to join without merging | 12 KB, about 5 KB gzipped |' },
      { page: OV, text: '例如 `line-clamp-2 line-clamp-3` 会原样保留两个类' },
      { page: OV_EN, text: 'for example, `line-clamp-2 line-clamp-3` keeps both classes as they are' },
      { page: OV, text: '| Node.js 直接导入 | `Package subpath \'./v3\' is not defined by "exports"` |' },
      { page: OV_EN, text: '| Importing directly in Node.js | `Package subpath \'./v3\' is not defined by "exports"` |' },
      { page: OV, text: '| Vite 7.3.8（`vite build`） | `Rollup failed to resolve import "@weapp-tailwindcss/merge/v3"` |' },
      { page: OV_EN, text: '| Vite 7.3.8 (`vite build`) | `Rollup failed to resolve import "@weapp-tailwindcss/merge/v3"` |' },
      { page: OV, text: '| webpack 5.112.2 | `"./v3" is not exported under the conditions [...] from package` |' },
      { page: OV_EN, text: '| webpack 5.112.2 | `"./v3" is not exported under the conditions [...] from package` |' },
      { page: OV, text: '| esbuild | `The path "./v3" is not exported by package "@weapp-tailwindcss/merge"` |' },
      { page: OV_EN, text: '| esbuild | `The path "./v3" is not exported by package "@weapp-tailwindcss/merge"` |' },
      { page: OV, text: '2.2.0 版的 `exports` 只剩主入口、`/slim` 和 `/lite`，旧的子路径都不存在了' },
      { page: OV_EN, text: 'the `exports` of 2.2.0 have only the main entry, `/slim` and `/lite`; none of the old subpaths exist any more' },
    ],
    async proof() {
      const main = await import('@weapp-tailwindcss/merge')
      const slim = await import('@weapp-tailwindcss/merge/slim')
      const lite = await import('@weapp-tailwindcss/merge/lite')
      assert.ok('getDefaultConfig' in main && 'mergeConfigs' in main && 'twMerge' in main)
      assert.ok('getSlimConfig' in slim && 'twMerge' in slim)
      assert.ok(!('twMerge' in lite) && !('getDefaultConfig' in lite) && 'twJoin' in lite && 'createTailwindMerge' in lite)
      const litemerge = lite.createTailwindMerge(() => main.getDefaultConfig() as never)
      assert.equal(litemerge('px-2 px-[10px]'), 'px-_b10px_B', '/lite merges with a configuration passed in')
      assert.equal(slim.twMerge('line-clamp-2 line-clamp-3'), 'line-clamp-2 line-clamp-3')
      assert.equal(main.twMerge('line-clamp-2 line-clamp-3'), 'line-clamp-3')
      const exportsField = JSON.parse(packageFile('@weapp-tailwindcss/merge', 'package.json')).exports
      assert.deepEqual(Object.keys(exportsField).filter(key => key !== './package.json').sort(), ['.', './lite', './slim'])
      // Sizes: esbuild bundle + minify of each whole entry, about the figures the table states.
      const esbuild = await import('esbuild')
      const zlib = await import('node:zlib')
      const sizes: Record<string, [number, number]> = { '': [35, 12], '/slim': [25, 9], '/lite': [12, 5] }
      for (const [sub, [kb, gz]] of Object.entries(sizes)) {
        const out = await esbuild.build({ stdin: { contents: `export * from '@weapp-tailwindcss/merge${sub}'`, resolveDir: ROOT }, bundle: true, minify: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'] })
        const bytes = out.outputFiles[0].contents
        assert.ok(Math.abs(bytes.length / 1024 - kb) < 0.6, `${sub || 'main'}: ${bytes.length / 1024} KB minified, not about ${kb}`)
        assert.ok(Math.abs(zlib.gzipSync(bytes).length / 1024 - gz) < 0.6, `${sub || 'main'}: ${zlib.gzipSync(bytes).length / 1024} KB gzipped, not about ${gz}`)
      }
      // The error each tool reports for the old /v3 subpath.
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const nodeError = await runNode('try { await import(\'@weapp-tailwindcss/merge/\' + \'v3\') } catch (error) { console.log(error.message) }')
      assert.match(nodeError, /Package subpath '\.\/v3' is not defined by "exports"/)
      const failed = await esbuild.build({ stdin: { contents: 'import \'@weapp-tailwindcss/merge/v3\'', resolveDir: ROOT }, bundle: true, write: false, logLevel: 'silent' }).catch((error: { errors: { notes: { text: string }[] }[] }) => error)
      assert.match(JSON.stringify((failed as { errors: { notes: { text: string }[] }[] }).errors[0].notes), /The path \\"\.\/v3\\" is not exported by package \\"@weapp-tailwindcss\/merge\\"/)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merge-v3-'))
      const entry = path.join(dir, 'entry.js')
      fs.writeFileSync(entry, 'import { twMerge } from \'@weapp-tailwindcss/merge/v3\'\nconsole.log(twMerge)\n')
      const vite = await import('vite')
      const viteError = await vite.build({ root: ROOT, logLevel: 'silent', configFile: false, build: { write: false, lib: { entry, formats: ['es'] } } }).then(() => null, (error: Error) => error.message)
      assert.match(String(viteError), /Rollup failed to resolve import "@weapp-tailwindcss\/merge\/v3"/)
      const webpack = (await import('webpack')).default
      const webpackErrors = await new Promise<string>(resolve => webpack({ mode: 'production', context: ROOT, entry, output: { path: path.join(dir, 'out') }, resolve: { modules: [path.join(ROOT, 'node_modules')] } }, (_error, stats) => resolve(JSON.stringify(stats?.toJson().errors ?? []))))
      assert.match(webpackErrors, /\\"\.\/v3\\" is not exported under the conditions \[.*\] from package/)
      assert.equal(JSON.parse(packageFile('vite', 'package.json')).version, '7.3.8')
      assert.equal(JSON.parse(packageFile('webpack', 'package.json')).version, '5.112.2')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  },
  {
    id: 'merge-overview-quick-start-and-arguments',
    says: 'The quick-start button, tagClass and the falsy arguments give the outputs the page prints',
    quotes: [
      { page: OV, text: '`rootClass` 在小程序端的值是 `flex items-center justify-center h-_b88rpx_B text-_b30rpx_B text-white bg-_b_h07c160_B rounded-full px-_b64rpx_B`' },
      { page: OV_EN, text: 'On the mini-program side, `rootClass` is `flex items-center justify-center h-_b88rpx_B text-_b30rpx_B text-white bg-_b_h07c160_B rounded-full px-_b64rpx_B`' },
      { page: OV, text: '`disabled` 为 `true` 时，`bg-[#c9c9c9]` 会取代默认的背景色' },
      { page: OV_EN, text: 'When `disabled` is `true`, `bg-[#c9c9c9]` replaces the default background color.' },
      { page: OV, text: '可以混用字符串、数组、对象，`false`、`null`、`undefined`、`0` 都会被忽略' },
      { page: OV_EN, text: 'you can mix strings, arrays and objects, and `false`, `null`, `undefined` and `0` are ignored' },
      { page: OV, text: "// => 'inline-flex text-_b_h07c160_B font-medium px-_b24rpx_B text-_b28rpx_B'" },
    ],
    async proof() {
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      const base = 'flex items-center justify-center h-[88rpx] px-[32rpx] rounded-[12rpx] text-[30rpx] text-white bg-[#07c160]'
      assert.equal(twMerge(base, false, 'rounded-full px-[64rpx]'), 'flex items-center justify-center h-_b88rpx_B text-_b30rpx_B text-white bg-_b_h07c160_B rounded-full px-_b64rpx_B')
      assert.equal(twMerge(base, 'bg-[#c9c9c9]', undefined), 'flex items-center justify-center h-_b88rpx_B px-_b32rpx_B rounded-_b12rpx_B text-_b30rpx_B text-white bg-_b_hc9c9c9_B')
      assert.equal(twMerge('inline-flex px-[16rpx] text-[24rpx] text-[#666]', { 'text-[#07c160] font-medium': true }, ['px-[24rpx]', 'text-[28rpx]']), 'inline-flex text-_b_h07c160_B font-medium px-_b24rpx_B text-_b28rpx_B')
      assert.equal(twMerge('a', false, null, undefined, 0 as never, ['b', false], { c: true, d: false }), 'a b c')
    },
  },
  {
    id: 'merge-overview-v3-and-tailwind3-groups',
    says: 'merge-v3 0.1.6 exports the nine names, binds tailwind-merge 2 and keeps the Tailwind CSS 3 classes the main entry drops; the check command prints 3 px-2 / 2 px-2; Tailwind CSS 4.3.5 still styles bg-gradient-to-r but not bg-opacity-50; the extendTailwindMerge snippet gives its outputs',
    quotes: [
      { page: OV, text: '导出 `twMerge`、`twJoin`、`create`、`extendTailwindMerge`、`createTailwindMerge`、`getDefaultConfig`、`mergeConfigs`、`tailwindMergeVersion`、`weappTwIgnore`（实测 0.1.6）' },
      { page: OV_EN, text: 'exports `twMerge`, `twJoin`, `create`, `extendTailwindMerge`, `createTailwindMerge`, `getDefaultConfig`, `mergeConfigs`, `tailwindMergeVersion` and `weappTwIgnore` (checked with 0.1.6)' },
      { page: OV, text: '同样的输入交给 merge 2.2.0，分别得到 `text-_b_h999_B`、`py-1` 和 `px-2`。' },
      { page: OV_EN, text: 'Given the same inputs, merge 2.2.0 returns `text-_b_h999_B`, `py-1` and `px-2` respectively.' },
      { page: OV, text: '主入口应输出 `3 px-2`；把包名换成 `@weapp-tailwindcss/merge-v3`，应输出 `2 px-2`。' },
      { page: OV_EN, text: 'The main entry should print `3 px-2`; with the package name changed to `@weapp-tailwindcss/merge-v3`, it should print `2 px-2`.' },
      { page: OV, text: '| `bg-red-500 bg-opacity-50` | `bg-opacity-50` | `bg-red-500 bg-opacity-50` |' },
      { page: OV_EN, text: '| `bg-red-500 bg-opacity-50` | `bg-opacity-50` | `bg-red-500 bg-opacity-50` |' },
      { page: OV, text: '| `outline outline-2` | `outline-2` | `outline outline-2` |' },
      { page: OV_EN, text: '| `outline outline-2` | `outline-2` | `outline outline-2` |' },
      { page: OV, text: '| `bg-gradient-to-r from-[#07c160] to-[#10aeff] bg-white` | `from-_b_h07c160_B to-_b_h10aeff_B bg-white` | `bg-gradient-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white` |' },
      { page: OV_EN, text: '| `bg-gradient-to-r from-[#07c160] to-[#10aeff] bg-white` | `from-_b_h07c160_B to-_b_h10aeff_B bg-white` | `bg-gradient-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white` |' },
      { page: OV, text: '实测 Tailwind CSS 4.3.5 照常生成 `background-image`' },
      { page: OV_EN, text: 'tested: Tailwind CSS 4.3.5 still generates `background-image` for it' },
      { page: OV, text: '`bg-opacity-*` 在 4 里已经没有了（Tailwind CSS 4.3.5 不会为它生成任何样式）' },
      { page: OV_EN, text: '`bg-opacity-*` no longer exists in version 4 (Tailwind CSS 4.3.5 generates no styles for it)' },
      { page: OV, text: '`bg-linear-to-r from-[#07c160] to-[#10aeff] bg-white` 会完整保留' },
      { page: OV_EN, text: '`bg-linear-to-r from-[#07c160] to-[#10aeff] bg-white` is kept in full' },
      { page: OV, text: "// => 'bg-linear-to-b'（两个方向仍然互相覆盖）" },
    ],
    async proof() {
      const main = await import('@weapp-tailwindcss/merge')
      const v3 = await import('@weapp-tailwindcss/merge-v3')
      assert.equal(JSON.parse(packageFile('@weapp-tailwindcss/merge-v3', 'package.json')).version, '0.1.6')
      assert.deepEqual(Object.keys(v3).sort(), ['create', 'createTailwindMerge', 'extendTailwindMerge', 'getDefaultConfig', 'mergeConfigs', 'tailwindMergeVersion', 'twJoin', 'twMerge', 'weappTwIgnore'])
      assert.equal(JSON.parse(packageFile('tailwind-merge', 'package.json')).version, '3.7.0')
      assert.deepEqual([main.twMerge('text-[#999]'), main.twMerge('py-3_d5 py-1'), main.twMerge('px-_b10px_B px-2')], ['text-_b_h999_B', 'py-1', 'px-2'])
      const printed = await runNode('const m = await import(\'@weapp-tailwindcss/merge\'); const v = await import(\'@weapp-tailwindcss/merge-v3\'); console.log(m.tailwindMergeVersion, m.twMerge(\'px-_b10px_B px-2\')); console.log(v.tailwindMergeVersion, v.twMerge(\'px-_b10px_B px-2\'))')
      assert.equal(printed.trim(), '3 px-2\n2 px-2')
      const rows: [string, string, string][] = [
        ['bg-red-500 bg-opacity-50', 'bg-opacity-50', 'bg-red-500 bg-opacity-50'],
        ['outline outline-2', 'outline-2', 'outline outline-2'],
        ['bg-gradient-to-r from-[#07c160] to-[#10aeff] bg-white', 'from-_b_h07c160_B to-_b_h10aeff_B bg-white', 'bg-gradient-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white'],
      ]
      for (const [input, m, v] of rows) {
        assert.equal(main.twMerge(input), m, `main: ${input}`)
        assert.equal(v3.twMerge(input), v, `v3: ${input}`)
      }
      assert.equal(main.twMerge('bg-linear-to-r from-[#07c160] to-[#10aeff] bg-white'), 'bg-linear-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white')
      const cn = main.extendTailwindMerge({ extend: { classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] } } } as never)
      assert.equal(cn('bg-gradient-to-r from-[#07c160] to-[#10aeff]', 'bg-white'), 'bg-gradient-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white')
      assert.equal(cn('bg-gradient-to-r', 'bg-linear-to-b'), 'bg-linear-to-b')
      // Tailwind CSS 4.3.5 itself.
      assert.equal(JSON.parse(packageFile('tailwindcss', 'package.json')).version, '4.3.5')
      const { compile } = await import('tailwindcss')
      const fs = await import('node:fs')
      const path = await import('node:path')
      const compiler = await compile('@import "tailwindcss/utilities";', {
        base: ROOT,
        loadStylesheet: async (id: string, base: string) => {
          const file = path.join(ROOT, 'node_modules/tailwindcss', id === 'tailwindcss/utilities' ? 'utilities.css' : id)
          return { path: file, base, content: fs.readFileSync(file, 'utf8') }
        },
      } as never)
      const css = compiler.build(['bg-gradient-to-r', 'bg-opacity-50'])
      assert.match(css, /\.bg-gradient-to-r\s*\{[^}]*background-image/)
      assert.doesNotMatch(css, /bg-opacity-50/)
    },
  },
  // ── docs/community/merge/runtime-api.mdx ────────────────────────────────────────────────────────
  {
    id: 'merge-api-exports-by-entry',
    says: 'The export table of the three entries, the exported types, getDefaultConfig/mergeConfigs re-exported unchanged, tailwindMergeVersion 3 everywhere with a 2 | 3 type shared with merge-v3, and getSlimConfig leaving out the listed groups',
    quotes: [
      { page: API, text: '| `create` | 有 | 有 | 有（返回的 `twMerge` 不做冲突判断） |' },
      { page: API_EN, text: '| `create` | Yes | Yes | Yes (the `twMerge` it returns does no conflict detection) |' },
      { page: API, text: '| `extendTailwindMerge` | 有 | 有（以精简配置为基础） | 有（实际签名同 `createTailwindMerge`） |' },
      { page: API_EN, text: '| `extendTailwindMerge` | Yes | Yes (based on the reduced configuration) | Yes (its actual signature is that of `createTailwindMerge`) |' },
      { page: API, text: '三个入口还都导出了 TypeScript 类型：类名参数类型 `ClassValue`、工厂参数类型 `CreateOptions`，以及转义开关类型 `EscapeConfig`、`UnescapeConfig`' },
      { page: API_EN, text: 'All three entry points also export TypeScript types: `ClassValue` for class name arguments, `CreateOptions` for the factory\'s options, and `EscapeConfig` and `UnescapeConfig` for the escaping switches.' },
      { page: API, text: '是从 `tailwind-merge` 原样转出的，行为与原库一致' },
      { page: API_EN, text: 'are re-exported unchanged from `tailwind-merge` and behave exactly as in that library' },
      { page: API, text: '`/slim` 入口同样导出 `twMerge`，区别只在分组规则更少；`/lite` 入口没有 `twMerge`。' },
      { page: API_EN, text: 'The `/lite` entry has no `twMerge`.' },
      { page: API, text: '`/lite` 入口里同名的扩展函数其实就是下一节的完整配置工厂，参数必须是返回完整配置的函数，不能传扩展对象。' },
      { page: API_EN, text: 'its argument must be a function that returns a complete configuration, not an extension object' },
      { page: API, text: '它省略了 SVG、表格、滚动吸附、遮罩、容器查询、分栏、渐变、滤镜、行截断、强调色、光标颜色、外观等分组' },
      { page: API_EN, text: 'It leaves out groups such as SVG, tables, scroll snap, masks, container queries, columns, gradients, filters, line clamping, accent color, caret color and appearance.' },
      { page: API, text: '包含 `cacheSize`、`theme`、`classGroups` 等字段' },
      { page: API_EN, text: 'with fields such as `cacheSize`, `theme` and `classGroups`' },
      { page: API, text: '2.2.0 的三个入口都是 `3`。类型里保留 `2` 是因为同一套包装逻辑也被面向 tailwind-merge 2 的包使用' },
      { page: API_EN, text: 'In 2.2.0, all three entry points give `3`. The type keeps `2` because the same wrapping logic is also used by the package built for tailwind-merge 2.' },
    ],
    async proof() {
      const main = await import('@weapp-tailwindcss/merge')
      const slim = await import('@weapp-tailwindcss/merge/slim')
      const lite = await import('@weapp-tailwindcss/merge/lite')
      const tm = await import('tailwind-merge')
      const names = (m: object) => Object.keys(m).sort()
      assert.deepEqual(names(main), ['create', 'createTailwindMerge', 'extendTailwindMerge', 'getDefaultConfig', 'mergeConfigs', 'tailwindMergeVersion', 'twJoin', 'twMerge', 'weappTwIgnore'])
      assert.deepEqual(names(slim), ['create', 'createTailwindMerge', 'extendTailwindMerge', 'getSlimConfig', 'mergeConfigs', 'tailwindMergeVersion', 'twJoin', 'twMerge', 'weappTwIgnore'])
      assert.deepEqual(names(lite), ['create', 'createTailwindMerge', 'extendTailwindMerge', 'mergeConfigs', 'tailwindMergeVersion', 'twJoin', 'weappTwIgnore'])
      for (const entry of ['index', 'slim', 'lite']) {
        const dts = packageFile('@weapp-tailwindcss/merge', `dist/${entry}.d.mts`)
        for (const type of ['ClassValue', 'CreateOptions', 'EscapeConfig', 'UnescapeConfig']) assert.match(dts, new RegExp(`export \\{[^}]*type ${type}\\b`), `${entry} exports type ${type}`)
      }
      assert.equal(main.getDefaultConfig, tm.getDefaultConfig)
      assert.equal(main.mergeConfigs, tm.mergeConfigs)
      assert.equal(lite.mergeConfigs, tm.mergeConfigs)
      assert.equal(lite.create().twMerge('p-2 p-4'), 'p-2 p-4', '/lite create().twMerge detects no conflict')
      assert.throws(() => lite.extendTailwindMerge({ extend: {} } as never)('p-2 p-4'), /createConfigFirst is not a function/)
      assert.equal(slim.twMerge('p-2 p-4'), 'p-4')
      assert.deepEqual([main.tailwindMergeVersion, slim.tailwindMergeVersion, lite.tailwindMergeVersion], [3, 3, 3])
      assert.match(packageFile('@weapp-tailwindcss/runtime', 'dist/index.d.mts'), /type TailwindMergeVersion = 2 \| 3;/)
      assert.equal(JSON.parse(packageFile('@weapp-tailwindcss/merge-v3', 'package.json')).dependencies['@weapp-tailwindcss/runtime'], '0.1.5')
      const slimConfig = slim.getSlimConfig()
      assert.deepEqual(Object.keys(slimConfig), ['cacheSize', 'theme', 'classGroups', 'conflictingClassGroups', 'conflictingClassGroupModifiers', 'orderSensitiveModifiers'])
      const kept = new Set(Object.keys(slimConfig.classGroups))
      const full = Object.keys(main.getDefaultConfig().classGroups)
      // SVG, tables, scroll snap, masks, container queries, columns, gradients, filters, line clamping, accent, caret, appearance
      for (const group of ['fill', 'stroke', 'border-collapse', 'table-layout', 'snap-type', 'mask-image', 'container-type', 'columns', 'gradient-from', 'gradient-to', 'filter', 'blur', 'line-clamp', 'accent', 'caret-color', 'appearance']) {
        assert.ok(full.includes(group) && !kept.has(group), `slim leaves out ${group}`)
      }
    },
  },
  {
    id: 'merge-api-call-pipeline',
    says: 'Every wrapped function: clsx for non-single-string input, an own 256-entry cache evicting the oldest, unescape only with _ or u+hex, rpx length marking for text/border/bg/outline/ring, escape on output',
    quotes: [
      { page: API, text: '只传一个字符串时直接使用它，否则交给 `clsx` 拼成一个字符串' },
      { page: API_EN, text: 'a single string argument is used as is; anything else goes through `clsx` to become one string' },
      { page: API, text: '每个函数实例都有自己的缓存，以拼好的字符串为键，最多保留 256 条，超出后先淘汰最早的一条' },
      { page: API_EN, text: 'every function instance has its own cache, keyed by the joined string, holding at most 256 entries; beyond that, the oldest entry is evicted first' },
      { page: API, text: '字符串里含有 `_`，或者含有形如 `u` 加三位以上十六进制数字的片段时，先按转义表还原成 Tailwind CSS 的原始写法' },
      { page: API_EN, text: 'if the string contains `_`, or a fragment of the form `u` followed by three or more hexadecimal digits' },
      { page: API, text: '后面跟 `[数字rpx]` 的类名，临时改写成 `[length:数字rpx]`' },
      { page: API_EN, text: 'are temporarily rewritten as `[length:<number>rpx]`' },
    ],
    async proof() {
      const source = packageFile('@weapp-tailwindcss/runtime', 'dist/index.mjs')
      assert.match(source, /const CACHE_LIMIT = 256;/)
      assert.match(source, /function shouldUnescape\(value\) \{\s*return value\.includes\("_"\) \|\| \/u\[0-9a-f\]\{3,\}\/i\.test\(value\);/)
      assert.match(source, /if \(inputs\.length === 1 && typeof inputs\[0\] === "string"\) rawInput = inputs\[0\];\s*else rawInput = clsx\(\.\.\.inputs\);/)
      assert.match(source, /if \(cache\.size >= CACHE_LIMIT\) \{\s*const firstEntry = cache\.keys\(\)\.next\(\);/)
      assert.match(source, /const cache = \/\* @__PURE__ \*\/ new Map\(\);\s*return \(\.\.\.inputs\) =>/, 'a cache per wrapped function')
      assert.match(source, /const DEFAULT_PREFIXES = \[\s*"text",\s*"border",\s*"bg",\s*"outline",\s*"ring"\s*\];/)
      assert.match(source, /`\$\{prefix\}-\[length:\$\{amount\}rpx\]`/)
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      assert.equal(twMerge('px-_b10px_B px-2'), 'px-2')
    },
  },
  {
    id: 'merge-api-twmerge-twjoin-create-examples',
    says: 'The twMerge, twJoin and create examples print what the page shows; falsy values are skipped; twJoin accepts objects unlike plain twJoin; create options behave as described',
    quotes: [
      { page: API, text: '`false`、`null`、`undefined`、`0`、空字符串会被跳过' },
      { page: API_EN, text: '`false`, `null`, `undefined`, `0` and empty strings are skipped' },
      { page: API, text: '没有有效输入时返回空字符串' },
      { page: API_EN, text: 'Without any valid input, it returns an empty string.' },
      { page: API, text: "// => 'hover_cbg-_b_h000_B'" },
      { page: API, text: "// => 'text-_b_h333_B text-_b28rpx_B'（字号和颜色各自保留最后一个）" },
      { page: API_EN, text: "// => 'text-_b_h333_B text-_b28rpx_B' (the last font size and the last color are each kept)" },
      { page: API, text: "// => 'p-2 p-4 text-_b_h333_B mt-_b8rpx_B'（p-2 和 p-4 都被保留）" },
      { page: API, text: '所以也接受对象写法，这一点比原版 tailwind-merge 的 `twJoin` 宽松' },
      { page: API_EN, text: 'so it accepts the object form too, which makes it more lenient than the `twJoin` of plain tailwind-merge' },
      { page: API, text: '字段名与默认导出一一对应：`version` 是大版本号' },
      { page: API_EN, text: 'an object whose field names match the default exports one for one: `version` is the major version number' },
      { page: API, text: '只在 `escape` 或 `unescape` 其中一边写了 `map` 时，另一边会自动沿用同一张表' },
      { page: API_EN, text: 'When only one of `escape` and `unescape` has a `map`, the other automatically uses the same table' },
      { page: API, text: '例如 `2xl:p-2` 转成 `_2xl_cp-2`；开启后得到 `2xl_cp-2`' },
      { page: API_EN, text: 'for example `2xl:p-2` becomes `_2xl_cp-2`; with this option on, you get `2xl_cp-2`' },
      { page: API, text: '排在中间的 `2xl:p-4` 会变成 `2xl_cp-4`，与构建插件逐个类名转义得到的 `_2xl_cp-4` 不同' },
      { page: API_EN, text: 'a `2xl:p-4` in the middle becomes `2xl_cp-4`, unlike the `_2xl_cp-4` the build plugin produces by escaping class names one by one' },
      { page: API, text: "// => 'text-_b_hash_fff_B'（自定义写法也能被还原后参与合并）" },
      { page: API_EN, text: "// => 'text-_b_hash_fff_B' (custom forms are also restored and then merged)" },
      { page: API, text: '`px-_b10px_B px-2` 会两个都保留；`text-_b28rpx_B text-_b_h333_B` 还会被误判为两个颜色，字号被丢掉' },
      { page: API_EN, text: '`px-_b10px_B px-2` keeps both, and `text-_b28rpx_B text-_b_h333_B` is even mistaken for two colors, so the font size is dropped' },
    ],
    async proof() {
      const { twMerge, twJoin, create } = await import('@weapp-tailwindcss/merge')
      const plain = await import('tailwind-merge')
      assert.equal(twMerge('px-2 py-1', ['px-6', { 'py-5': true }]), 'px-6 py-5')
      assert.equal(twMerge('hover:bg-[#fff] hover:bg-[#000]'), 'hover_cbg-_b_h000_B')
      assert.equal(twMerge('text-[24rpx] text-[#333]', 'text-[28rpx]'), 'text-_b_h333_B text-_b28rpx_B')
      assert.equal(twMerge('px-_b10px_B px-2'), 'px-2')
      assert.equal(twMerge('a', false, null, undefined, 0 as never, '', 'b'), 'a b')
      assert.equal(twMerge(), '')
      assert.equal(twMerge(false, null, undefined, 0 as never, ''), '')
      assert.equal(twJoin('p-2 p-4', { 'text-[#333]': true, hidden: false }, ['mt-[8rpx]']), 'p-2 p-4 text-_b_h333_B mt-_b8rpx_B')
      assert.equal(plain.twJoin('a', { b: true } as never), 'a', 'plain twJoin ignores objects')
      const instance = create()
      assert.deepEqual(Object.keys(instance), ['version', 'twMerge', 'twJoin', 'extendTailwindMerge', 'createTailwindMerge'])
      assert.equal(instance.version, 3)
      const web = create({ escape: false, unescape: false })
      assert.equal(web.twMerge('text-[#ececec] text-[#ECECEC]'), 'text-[#ECECEC]')
      const custom = create({ escape: { map: { '#': '_hash_' } } })
      assert.equal(custom.twMerge('text-[#ececec]'), 'text-_b_hash_ececec_B')
      assert.equal(custom.twMerge('text-_b_hash_ececec_B text-[#fff]'), 'text-_b_hash_fff_B')
      const unescapeOnly = create({ unescape: { map: { '#': '_hash_' } } })
      assert.equal(unescapeOnly.twMerge('text-_b_hash_ececec_B text-[#fff]'), 'text-_b_hash_fff_B', 'a map on unescape is used for escape too')
      assert.equal(twMerge('2xl:p-2'), '_2xl_cp-2')
      assert.equal(create({ escape: { ignoreHead: true } }).twMerge('2xl:p-2'), '2xl_cp-2')
      assert.equal(twMerge('p-1 2xl:p-4'), 'p-1 2xl_cp-4')
      assert.equal(await js('export const c = \'p-1 2xl:p-4\'', ['p-1', '2xl:p-4']), 'export const c = \'p-1 _2xl_cp-4\'')
      const input = 'px-_b10px_B px-2 text-[#fff]'
      assert.equal(create(true as never).twMerge(input), twMerge(input))
      assert.equal(create({ escape: true, unescape: true }).twMerge(input), twMerge(input))
      const noUnescape = create({ unescape: false })
      assert.equal(noUnescape.twMerge('px-_b10px_B px-2'), 'px-_b10px_B px-2')
      assert.equal(noUnescape.twMerge('text-_b28rpx_B text-_b_h333_B'), 'text-_b_h333_B')
    },
  },
  {
    id: 'merge-api-factories-and-weapptwignore',
    says: 'extendTailwindMerge needs extend/override (top-level classGroups is silently ignored); the cn, slim, createTailwindMerge and lite examples print what the page shows; weappTwIgnore is String.raw at run time and the default ignore list skips it, but not under another name',
    quotes: [
      { page: API, text: '直接在顶层写 `classGroups` 不会报错，但也不会生效' },
      { page: API_EN, text: 'Writing `classGroups` directly at the top level gives no error, but has no effect either.' },
      { page: API, text: "// => 'text-_b_h333_B'（text-title 被误删）" },
      { page: API_EN, text: "// => 'text-_b_h333_B' (text-title is wrongly removed)" },
      { page: API, text: "// => 'text-title text-_b_h333_B px-4'" },
      { page: API, text: "// => 'btn btn-lg btn-ghost p-_b4px_B'" },
      { page: API, text: '运行时它和 JavaScript 内置的 `String.raw` 完全相同' },
      { page: API_EN, text: 'At run time it is exactly the same as JavaScript\'s built-in `String.raw`' },
      { page: API, text: '默认名单里就只有这个名字（见下方配置），被它标记的模板字符串不会被改写' },
      { page: API_EN, text: 'the default list holds just this one name (see the configuration below), so template strings marked with it are not rewritten' },
      { page: API, text: '如果你把它改名导入（例如 `import { weappTwIgnore as raw }`），需要把新名字也加进这个名单。' },
      { page: API_EN, text: 'If you import it under another name (for example `import { weappTwIgnore as raw }`), add the new name to this list too.' },
      { page: API, text: '默认输入里，`twMerge` 会把 `text-title` 当成颜色删掉，而扩展了 `text` 主题的版本会保留它' },
    ],
    async proof() {
      const { extendTailwindMerge, twMerge, createTailwindMerge, getDefaultConfig, mergeConfigs, weappTwIgnore } = await import('@weapp-tailwindcss/merge')
      const slim = await import('@weapp-tailwindcss/merge/slim')
      const lite = await import('@weapp-tailwindcss/merge/lite')
      assert.equal(extendTailwindMerge({ classGroups: { 'btn-size': [{ btn: ['sm', 'lg'] }] } } as never)('btn-sm btn-lg'), 'btn-sm btn-lg')
      assert.equal(extendTailwindMerge({ extend: { classGroups: { 'btn-size': [{ btn: ['sm', 'lg'] }] } } } as never)('btn-sm btn-lg'), 'btn-lg')
      assert.equal(twMerge('text-title text-[#333]'), 'text-_b_h333_B')
      const cn = extendTailwindMerge({ extend: { theme: { text: ['title', 'caption'] } } } as never)
      assert.equal(cn('text-title text-[#333]'), 'text-title text-_b_h333_B')
      assert.equal(cn('text-caption text-title'), 'text-title')
      const cnSlim = slim.extendTailwindMerge({ extend: { classGroups: { 'line-clamp': [{ 'line-clamp': [(value: string) => /^\d+$/.test(value)] }] } } } as never)
      assert.equal(cnSlim('line-clamp-2 line-clamp-3'), 'line-clamp-3')
      const cnCustom = createTailwindMerge(getDefaultConfig, config => mergeConfigs(config, { extend: { theme: { text: ['title'] } } } as never))
      assert.equal(cnCustom('text-title text-[#333] px-2 px-4'), 'text-title text-_b_h333_B px-4')
      const cnButton = lite.createTailwindMerge(() => ({ cacheSize: 200, theme: {}, classGroups: { 'btn-size': [{ btn: ['sm', 'md', 'lg'] }], 'btn-tone': [{ btn: ['primary', 'ghost'] }] }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {}, orderSensitiveModifiers: [] }) as never)
      assert.equal(cnButton('btn btn-sm btn-primary btn-lg btn-ghost p-[4px]'), 'btn btn-lg btn-ghost p-_b4px_B')
      const x = 5
      assert.equal(weappTwIgnore`bg-[#123456] text-[28px]`, 'bg-[#123456] text-[28px]')
      assert.equal(weappTwIgnore`a\n${x}b`, String.raw`a\n${x}b`)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      const kept = await js('import { weappTwIgnore } from \'@weapp-tailwindcss/merge\'\nexport const a = weappTwIgnore`bg-[#123456]`\nexport const b = \'bg-[#123456]\'', ['bg-[#123456]'])
      assert.match(kept, /weappTwIgnore`bg-\[#123456\]`/)
      assert.match(kept, /b = 'bg-_b_h123456_B'/)
      const renamed = await js('import { weappTwIgnore as raw } from \'@weapp-tailwindcss/merge\'\nexport const a = raw`bg-[#123456]`', ['bg-[#123456]'])
      assert.match(renamed, /raw`bg-_b_h123456_B`/, 'under another name the template is escaped')
      assert.match(await js('import { weappTwIgnore as raw } from \'@weapp-tailwindcss/merge\'\nexport const a = raw`bg-[#123456]`', ['bg-[#123456]'], { ignoreTaggedTemplateExpressionIdentifiers: ['weappTwIgnore', 'raw'] }), /raw`bg-\[#123456\]`/)
    },
  },
  // ── docs/community/merge/cva-and-variants.mdx ───────────────────────────────────────────────────
  {
    id: 'merge-cva-wrapper-variants',
    says: '@weapp-tailwindcss/variants 0.1.4: its dependencies, exports, tv/cn/cnBase/create outputs, no VariantProps; the cva wrapper 0.1.8 only escapes, with a 256-entry cache',
    quotes: [
      { page: CV, text: '| `@weapp-tailwindcss/variants` | 0.1.4 | 依赖 `tailwind-variants@^3.2.2` 与 `@weapp-tailwindcss/merge@2.1.3` |' },
      { page: CV_EN, text: '| `@weapp-tailwindcss/variants` | 0.1.4 | Depends on `tailwind-variants@^3.2.2` and `@weapp-tailwindcss/merge@2.1.3` |' },
      { page: CV, text: '它导出 `tv`、`createTV`、`cn`、`cnBase`、`create` 和 `defaultConfig`' },
      { page: CV_EN, text: 'It exports `tv`, `createTV`, `cn`, `cnBase`, `create` and `defaultConfig`.' },
      { page: CV, text: '字号 `text-[26rpx]` 和颜色 `text-[#1677ff]` 都留了下来' },
      { page: CV, text: '插槽（`slots`）组件同样适用，每个插槽函数返回的都是转义后的结果' },
      { page: CV, text: '例如 `cn(\'px-2\', \'px-[40rpx]\')()` 得到 `px-_b40rpx_B`' },
      { page: CV_EN, text: 'for example, `cn(\'px-2\', \'px-[40rpx]\')()` gives `px-_b40rpx_B`' },
      { page: CV, text: '`cnBase(\'px-2\', \'px-[40rpx]\')` 得到 `px-2 px-_b40rpx_B`' },
      { page: CV_EN, text: '`cnBase(\'px-2\', \'px-[40rpx]\')` gives `px-2 px-_b40rpx_B`' },
      { page: CV, text: '用 `create({ escape: false, unescape: false })` 得到不转义的版本' },
      { page: CV_EN, text: '`create({ escape: false, unescape: false })` gives you a version that does not escape' },
      { page: CV, text: '`@weapp-tailwindcss/variants` 0.1.4 没有转出这个类型' },
      { page: CV_EN, text: '`@weapp-tailwindcss/variants` 0.1.4 does not re-export this type' },
      { page: CV, text: '原版 cva、tailwind-variants 和 `@weapp-tailwindcss/cva` 都导出了它' },
      { page: CV_EN, text: 'plain cva, tailwind-variants and `@weapp-tailwindcss/cva` all export it' },
      { page: CV, text: '前者把结果交给 merge 运行时合并并转义，后者只做转义、不合并冲突（见下文）' },
      { page: CV_EN, text: 'the first passes the result to the merge runtime, which merges and escapes it; the second only escapes it and does not resolve conflicts' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('@weapp-tailwindcss/variants', 'package.json'))
      assert.equal(pkg.version, '0.1.4')
      assert.equal(pkg.dependencies['tailwind-variants'], '^3.2.2')
      assert.equal(pkg.dependencies['@weapp-tailwindcss/merge'], '2.1.3')
      const V = await import('@weapp-tailwindcss/variants')
      assert.deepEqual(Object.keys(V).sort(), ['cn', 'cnBase', 'create', 'createTV', 'defaultConfig', 'tv'])
      assert.equal(V.tv(BADGE as never)({ size: 'lg' } as never), 'inline-flex rounded-full bg-_b_he6f4ff_B text-_b_h1677ff_B px-4 text-_b26rpx_B')
      const slots = V.tv({ slots: { a: 'p-[2rpx] bg-[#fff]', b: 'p-1' }, variants: { c: { true: { a: 'p-[4rpx]' } } } } as never)({ c: true } as never) as unknown as Record<string, () => string>
      assert.equal(slots.a(), 'bg-_b_hfff_B p-_b4rpx_B')
      assert.equal((V.cn('px-2', 'px-[40rpx]') as unknown as () => string)(), 'px-_b40rpx_B')
      assert.equal(V.cnBase('px-2', 'px-[40rpx]'), 'px-2 px-_b40rpx_B')
      const plainSet = V.create({ escape: false, unescape: false } as never)
      assert.deepEqual(Object.keys(plainSet).sort(), ['cn', 'cnBase', 'createTV', 'tv'])
      assert.equal(plainSet.tv(BADGE as never)({ size: 'lg' } as never), 'inline-flex rounded-full bg-[#e6f4ff] text-[#1677ff] px-4 text-[26rpx]')
      const exportsOf = (file: string) => (packageFile(...(file.split('|') as [string, string])).match(/export \{[^}]*\}/g) ?? []).join(' ')
      assert.doesNotMatch(exportsOf('@weapp-tailwindcss/variants|dist/index.d.mts'), /VariantProps/)
      assert.match(packageFile('class-variance-authority', 'dist/index.d.ts'), /export type VariantProps</)
      assert.match(exportsOf('tailwind-variants|dist/index.d.ts'), /\bas VariantProps\b/)
    },
  },
  {
    id: 'merge-cva-wrapper-cva-source',
    says: '@weapp-tailwindcss/cva 0.1.8 wraps class-variance-authority, only escapes (no merge), caches the last 256 strings, exports cva, create and VariantProps',
    quotes: [
      { page: CV, text: '返回的函数在原版结果上再做一次转义（结果按字符串缓存最近 256 条）。注意它只转义、不合并冲突' },
      { page: CV_EN, text: 'the function it returns escapes the plain result once more (results are cached by string, the most recent 256). Note that it only escapes and does not resolve conflicts' },
      { page: CV, text: '它导出 `cva`、`create`，以及 `VariantProps` 等类型' },
      { page: CV_EN, text: 'It exports `cva`, `create`, and types such as `VariantProps`.' },
    ],
    manual: {
      ran: 'git show @weapp-tailwindcss/cva@0.1.8:packages-runtime/cva/src/index.ts in the upstream repository: create(options) resolves the runtime transformers, cva(base, config) calls class-variance-authority\'s cva, escapes its string with transformers.escape (no tailwind-merge call), keeps a Map cache with cacheLimit = 256 evicting the first key; exports create, cva and types including VariantProps',
      versions: '@weapp-tailwindcss/cva 0.1.8 (source at its release tag; the package is not installed here)',
      on: '2026-11-28',
      why: 'the package is not available from the npm mirror this site installs from, so it cannot be imported in a proof',
    },
  },
  {
    id: 'merge-cva-plain-libraries',
    says: 'Plain cva + twMerge and plain tv with the runtime twMerge (createTV, per call, slots, lite) give the outputs on the page; plain tv 4 neither escapes nor knows rpx; cva class/className are appended; twMerge again on escaped output is safe; replaceRuntimePackages rewrites to the wrapper names whether or not they are installed',
    quotes: [
      { page: CV, text: 'cva 只做一件事：根据传入的变体参数，把对应的类名片段按顺序拼起来。它不判断冲突，也不转义。' },
      { page: CV_EN, text: 'The default `px-[24rpx]` and `text-[28rpx]` are replaced by values of the same kind from the size variant, and the color `text-white` is unaffected by the font size' },
      { page: CV, text: '默认的 `px-[24rpx]`、`text-[28rpx]` 被尺寸变体里的同类值取代，颜色 `text-white` 不受字号影响' },
      { page: CV, text: '组合变体追加的 `border-[2rpx]` 让前面的 `border`（1px 边框宽度）被去掉了' },
      { page: CV_EN, text: 'the `border-[2rpx]` added by the compound variant removes the earlier `border` (a 1px border width)' },
      { page: CV, text: 'cva 的调用参数里也可以直接写 `class` 或 `className`，它们会被追加在最后' },
      { page: CV_EN, text: 'You can also put `class` or `className` directly into cva\'s call arguments; they are appended at the end' },
      { page: CV, text: '输出没有转义，`bg-[#e6f4ff]` 原样交给模板' },
      { page: CV_EN, text: 'Like plain tailwind-merge, it does not know `rpx`, so it takes `text-[26rpx]` for a text color and then removes the real color class.' },
      { page: CV, text: '它和原版 tailwind-merge 一样不认识 `rpx`，会把 `text-[26rpx]` 当成文字颜色，进而删掉真正的颜色类' },
      { page: CV, text: "// => 'inline-flex rounded-full bg-[#e6f4ff] px-4 text-[26rpx]'" },
      { page: CV, text: "// => 'inline-flex rounded-full text-_b22rpx_B bg-_b_hfff1f0_B text-_b_hf5222d_B px-_b30rpx_B'" },
      { page: CV, text: "root({ class: 'bg-[#f7f7f7]' }) // => 'rounded-_b16rpx_B p-_b12rpx_B bg-_b_hf7f7f7_B'" },
      { page: CV, text: "tag({ big: true }) // => 'p-_b40rpx_B'" },
      { page: CV, text: '只想给个别组件换合并器，也可以在单次调用时传：`tv({ ... }, { twMerge })`。' },
      { page: CV_EN, text: 'you can also pass it in a single call: `tv({ ... }, { twMerge })`' },
      { page: CV, text: '对已经转义的结果再调用一次运行时的 `twMerge` 是安全的，它会先还原再合并' },
      { page: CV_EN, text: 'calling the runtime\'s `twMerge` again on an already escaped result restores it first and then merges' },
      { page: CV, text: '分别改写成 `@weapp-tailwindcss/merge`、`@weapp-tailwindcss/cva`、`@weapp-tailwindcss/variants`（weapp-tailwindcss 4.12.0 的内置替换表）' },
      { page: CV_EN, text: 'to `@weapp-tailwindcss/merge`, `@weapp-tailwindcss/cva` and `@weapp-tailwindcss/variants` respectively (the built-in replacement table of weapp-tailwindcss 4.12.0)' },
      { page: CV, text: '改写后的导入指向没有安装的包，解析不到模块' },
      { page: CV_EN, text: 'the rewritten imports point to packages that are not installed and cannot be resolved' },
      { page: CV, text: '封装包还停在 3.x 时' },
      { page: CV_EN, text: 'while the wrapper package is still on 3.x' },
    ],
    async proof() {
      const { cva } = await import('class-variance-authority')
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      const tvPkg = await import('tailwind-variants')
      const tvLite = await import('tailwind-variants/lite')
      assert.equal(JSON.parse(packageFile('class-variance-authority', 'package.json')).version, '0.7.1')
      assert.equal(JSON.parse(packageFile('tailwind-variants', 'package.json')).version, '4.0.2')
      assert.match(packageFile('@weapp-tailwindcss/variants/node_modules/tailwind-variants', 'package.json'), /"version": "3\./)
      const bv = cva('inline-flex items-center justify-center rounded-[8rpx] px-[24rpx] text-[28rpx]', {
        variants: {
          intent: { primary: 'bg-[#07c160] text-white', ghost: 'border border-[#07c160] text-[#07c160]', danger: 'bg-[#fa5151] text-white' },
          size: { sm: 'h-[56rpx] px-[16rpx] text-[24rpx]', md: 'h-[72rpx]', lg: 'h-[96rpx] px-[48rpx] text-[32rpx]' },
        },
        compoundVariants: [{ intent: 'ghost', size: 'sm', class: 'border-[2rpx]' }],
        defaultVariants: { intent: 'primary', size: 'md' },
      })
      const raw = bv({ size: 'sm' })
      assert.equal(raw, 'inline-flex items-center justify-center rounded-[8rpx] px-[24rpx] text-[28rpx] bg-[#07c160] text-white h-[56rpx] px-[16rpx] text-[24rpx]', 'cva only joins: no merge, no escape')
      assert.equal(twMerge(raw), 'inline-flex items-center justify-center rounded-_b8rpx_B bg-_b_h07c160_B text-white h-_b56rpx_B px-_b16rpx_B text-_b24rpx_B')
      assert.equal(twMerge(bv({ intent: 'ghost', size: 'sm' }), 'px-[40rpx]'), 'inline-flex items-center justify-center rounded-_b8rpx_B border-_b_h07c160_B text-_b_h07c160_B h-_b56rpx_B text-_b24rpx_B border-_b2rpx_B px-_b40rpx_B')
      assert.ok(bv({ size: 'sm', class: 'x1' }).endsWith(' x1') && bv({ size: 'sm', className: 'x2' }).endsWith(' x2'))
      assert.equal(twMerge(bv({ size: 'sm', class: 'px-[40rpx]' })), 'inline-flex items-center justify-center rounded-_b8rpx_B bg-_b_h07c160_B text-white h-_b56rpx_B text-_b24rpx_B px-_b40rpx_B')
      assert.equal(tvPkg.tv(BADGE as never)({ size: 'lg' } as never), 'inline-flex rounded-full bg-[#e6f4ff] px-4 text-[26rpx]')
      const tv = tvPkg.createTV({ twMerge } as never)
      const badge = tv({ base: 'inline-flex rounded-full px-2 text-[22rpx]', variants: { tone: { info: 'bg-[#e6f4ff] text-[#1677ff]', danger: 'bg-[#fff1f0] text-[#f5222d]' }, size: { lg: 'px-4 text-[26rpx]' } }, defaultVariants: { tone: 'info' } } as never) as (props: object) => string
      assert.equal(badge({ size: 'lg' }), 'inline-flex rounded-full bg-_b_he6f4ff_B text-_b_h1677ff_B px-4 text-_b26rpx_B')
      assert.equal(badge({ tone: 'danger', class: 'px-[30rpx]' }), 'inline-flex rounded-full text-_b22rpx_B bg-_b_hfff1f0_B text-_b_hf5222d_B px-_b30rpx_B')
      assert.equal(tvPkg.tv(BADGE as never, { twMerge } as never)({ size: 'lg' } as never), 'inline-flex rounded-full bg-_b_he6f4ff_B text-_b_h1677ff_B px-4 text-_b26rpx_B')
      const card = tv({ slots: { root: 'p-[24rpx] bg-white rounded-[16rpx]', title: 'text-[32rpx] font-bold', desc: 'text-[24rpx] text-[#999]' }, variants: { compact: { true: { root: 'p-[12rpx]', title: 'text-[28rpx]' } } } } as never) as unknown as (props: object) => Record<string, (props?: object) => string>
      const { root, title, desc } = card({ compact: true })
      assert.deepEqual([root(), title(), desc(), root({ class: 'bg-[#f7f7f7]' })], ['bg-white rounded-_b16rpx_B p-_b12rpx_B', 'font-bold text-_b28rpx_B', 'text-_b24rpx_B text-_b_h999_B', 'rounded-_b16rpx_B p-_b12rpx_B bg-_b_hf7f7f7_B'])
      const tagConfig = { base: 'p-2', variants: { big: { true: 'p-[40rpx]' } } }
      assert.equal((tvLite.tv(tagConfig as never, { twMerge } as never) as (props: object) => string)({ big: true }), 'p-_b40rpx_B')
      assert.equal((tvLite.tv(tagConfig as never) as (props: object) => string)({ big: true }), 'p-2 p-[40rpx]', 'lite has no built-in merger')
      const once = twMerge('px-[24rpx] px-[40rpx] text-[#333]')
      assert.equal(twMerge(once), once)
      // replaceRuntimePackages: the built-in table, applied although @weapp-tailwindcss/cva is not installed here.
      const fs = await import('node:fs')
      const path = await import('node:path')
      assert.equal(fs.existsSync(path.join(ROOT, 'node_modules/@weapp-tailwindcss/cva')), false)
      const code = 'import { cva } from \'class-variance-authority\'\nimport { twMerge } from \'tailwind-merge\'\nimport { tv } from \'tailwind-variants\'\nexport const a = [cva, twMerge, tv, \'p-1\']'
      assert.equal(await js(code, ['p-1'], { replaceRuntimePackages: true }), code.replace('\'tailwind-merge\'', '\'@weapp-tailwindcss/merge\'').replace('\'class-variance-authority\'', '\'@weapp-tailwindcss/cva\'').replace('\'tailwind-variants\'', '\'@weapp-tailwindcss/variants\''))
    },
  },
  // ── docs/community/merge/integration.mdx ────────────────────────────────────────────────────────
  {
    id: 'merge-integration-plugin-options',
    says: 'The plugin defaults in the table; a custom dictionary gives the plugin and create({ escape: { map } }) the same names; the call expression list keeps literals raw, matches the call-site name exactly, and the final output is the same except for names starting with a digit; replaceRuntimePackages true rewrites to the wrapper names',
    quotes: [
      { page: IN, text: '| `disabled` | `false` | 插件在哪个端关闭，就在哪个端用 `create({ escape: false, unescape: false })` |' },
      { page: IN_EN, text: '| `disabled` | `false` | On every platform where the plugin is off, use `create({ escape: false, unescape: false })` |' },
      { page: IN, text: '| `customReplaceDictionary` | 内置转义表 | 改过字典时，把同一个字典对象传给 `create({ escape: { map } })` |' },
      { page: IN_EN, text: '| `customReplaceDictionary` | Built-in escape table | If you changed the dictionary, pass the same dictionary object to `create({ escape: { map } })` |' },
      { page: IN, text: '| 调用表达式忽略名单 | `[]` | 可选，见下文 |' },
      { page: IN_EN, text: '| Call expression ignore list | `[]` | Optional, see below |' },
      { page: IN, text: '| 标签模板忽略名单 | `[\'weappTwIgnore\']` | 无需改动；改名导入 `weappTwIgnore` 时把新名字加进去 |' },
      { page: IN_EN, text: '| Tagged template ignore list | `[\'weappTwIgnore\']` | No change needed; if you import `weappTwIgnore` under another name, add that name |' },
      { page: IN, text: '| `replaceRuntimePackages` | `false` | 需要时传对象，只列出确实安装了的替换目标 |' },
      { page: IN_EN, text: '| `replaceRuntimePackages` | `false` | When needed, pass an object listing only replacement targets that are actually installed |' },
      { page: IN, text: '运行时会把它叠加在默认表之上；只给 `escape` 写了 `map` 时，合并前的还原会自动使用同一张表' },
      { page: IN_EN, text: 'The runtime layers it over the default table; when only `escape` has a `map`, undoing the escaping before the merge automatically uses the same table.' },
      { page: IN, text: '不加入名单时，字面量在构建阶段被转义，运行时先还原再合并；加入名单后，产物里保留原始写法，由运行时一次完成转义' },
      { page: IN_EN, text: 'Without the list, literals are escaped at build time, and the runtime undoes the escaping before merging; with the list, the output keeps the original form, and the runtime escapes it in one go.' },
      { page: IN, text: '名单按调用处的函数名精确匹配，所以要写你实际使用的名字' },
      { page: IN_EN, text: 'The list matches the function name at the call site exactly, so enter the names you actually call' },
      { page: IN, text: '多数情况下两种方式最终输出相同' },
      { page: IN_EN, text: 'In most cases both give the same final output' },
      { page: IN, text: '它还会把 `class-variance-authority` 改写成 `@weapp-tailwindcss/cva`、把 `tailwind-variants` 改写成 `@weapp-tailwindcss/variants`' },
      { page: IN_EN, text: 'it rewrites `class-variance-authority` to `@weapp-tailwindcss/cva` and `tailwind-variants` to `@weapp-tailwindcss/variants`' },
      { page: IN, text: '内置替换表把 `class-variance-authority`、`tailwind-variants` 的导入改写成了这两个封装包，而项目里没有安装它们' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      assert.equal(d.disabled, false)
      assert.deepEqual(d.ignoreCallExpressionIdentifiers, [])
      assert.deepEqual(d.ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.equal(d.replaceRuntimePackages, false)
      const { twMerge, create } = await import('@weapp-tailwindcss/merge')
      // The same dictionary on both sides gives the same names; only `escape` carries the map.
      const map = { '#': '_hash_' }
      const classes = ['text-[#333]', 'p-[10px]', 'w-1/2']
      assert.equal(await js('const a = \'text-[#333] p-[10px] w-1/2\'', classes, { customReplaceDictionary: map }), 'const a = \'text-_b_hash_333_B p-_b10px_B w-1_f2\'')
      const custom = create({ escape: { map } })
      assert.equal(custom.twMerge('text-[#333] p-[10px] w-1/2'), 'text-_b_hash_333_B p-_b10px_B w-1_f2')
      assert.equal(custom.twMerge('text-_b_hash_333_B text-[#fff]'), 'text-_b_hash_fff_B')
      // The call expression list.
      const code = 'const a = cn(\'px-[24rpx] text-[#333]\'); const b = twMerge(\'px-[24rpx]\')'
      const set = ['px-[24rpx]', 'text-[#333]']
      assert.equal(await js(code, set), 'const a = cn(\'px-_b24rpx_B text-_b_h333_B\'); const b = twMerge(\'px-_b24rpx_B\')')
      assert.equal(await js(code, set, { ignoreCallExpressionIdentifiers: ['cn'] }), 'const a = cn(\'px-[24rpx] text-[#333]\'); const b = twMerge(\'px-_b24rpx_B\')', 'only the call-site name cn is skipped')
      assert.equal(twMerge('px-_b24rpx_B text-_b_h333_B', 'px-[40rpx]'), twMerge('px-[24rpx] text-[#333]', 'px-[40rpx]'), 'same final output either way')
      assert.notEqual(twMerge('p-2 _2xl_cp-4'), twMerge('p-2 2xl:p-4'), 'except names that start with a digit')
      const imports = 'import { cva } from \'class-variance-authority\'\nimport { tv } from \'tailwind-variants\'\nexport const a = [cva, tv]'
      assert.equal(await js(imports, [], { replaceRuntimePackages: true }), imports.replace('\'class-variance-authority\'', '\'@weapp-tailwindcss/cva\'').replace('\'tailwind-variants\'', '\'@weapp-tailwindcss/variants\''))
    },
  },
  {
    id: 'merge-integration-troubleshooting',
    says: 'The causes and fixes in the troubleshooting list behave as described with merge 2.2.0, merge-v3 0.1.6, tailwind-merge 3.7.0 and tailwind-variants 4.0.2, and the check command and the Vitest example print what the page shows',
    quotes: [
      { page: IN, text: '一是在小程序端用了 `create({ unescape: false })`，构建阶段已转义的类名没被还原，合并库认不出它们属于同一组' },
      { page: IN_EN, text: 'First, `create({ unescape: false })` is used on the mini-program side, so class names escaped at build time are not restored' },
      { page: IN, text: '二是从 `/lite` 入口取了 `create().twMerge`，这个入口不带分组规则，`twMerge` 只做拼接' },
      { page: IN_EN, text: 'Second, `create().twMerge` is taken from the `/lite` entry, which has no grouping rules, so its `twMerge` only joins.' },
      { page: IN, text: '三是用到了合并库默认不认识的自定义类名，例如 `@theme` 定义的 `text-title`' },
      { page: IN, text: '也可以把字号写成带类型提示的 `text-[length:28rpx]`，原版 tailwind-merge 和 tv 的内置合并器都能据此认出它是字号' },
      { page: IN_EN, text: 'You can also write the font size with a type hint, as `text-[length:28rpx]`, from which both plain tailwind-merge and tv\'s built-in merger recognize it as a font size.' },
      { page: IN, text: '我们在本站安装的 `@weapp-tailwindcss/merge-v3` 0.1.6 上实测，`text-red text-[80rpx]`、`text-[28rpx] text-[#333]`、`border-[2rpx] border-[#eee]` 三组里的两个类都保留，输出为转义后的写法，例如 `text-red text-_b80rpx_B`' },
      { page: IN_EN, text: 'We tested `@weapp-tailwindcss/merge-v3` 0.1.6, the version installed for this site: for `text-red text-[80rpx]`, `text-[28rpx] text-[#333]` and `border-[2rpx] border-[#eee]`, both classes of each pair are kept' },
      { page: IN, text: '`p-2 2xl:p-4` 经过 `twMerge` 后变成 `p-2 2xl_cp-4`，而 WXSS 里的选择器是 `._2xl_cp-4`' },
      { page: IN_EN, text: 'after `twMerge`, `p-2 2xl:p-4` becomes `p-2 2xl_cp-4`, while the selector in the WXSS is `._2xl_cp-4`' },
      { page: IN, text: '如果这个类名在构建阶段已经转义过（输入里是 `_2xl_cp-4`），运行时会原样保留它，结果是对的' },
      { page: IN_EN, text: 'If the class name was already escaped at build time (the input contains `_2xl_cp-4`), the runtime keeps it as it is and the result is correct' },
      { page: IN, text: '包声明的 Node.js 版本范围是 `^20.19.0 || >=22.12.0`' },
      { page: IN, text: '# px-_b10px_B text-_b28rpx_B text-_b_h333_B' },
      { page: IN, text: '.toBe(\'text-_b28rpx_B text-_b_h333_B px-_b40rpx_B\')' },
    ],
    async proof() {
      const { twMerge, create } = await import('@weapp-tailwindcss/merge')
      const lite = await import('@weapp-tailwindcss/merge/lite')
      const v3 = await import('@weapp-tailwindcss/merge-v3')
      const plain = await import('tailwind-merge')
      const { tv } = await import('tailwind-variants')
      assert.equal(create({ unescape: false }).twMerge('px-_b24rpx_B px-_b40rpx_B'), 'px-_b24rpx_B px-_b40rpx_B')
      assert.equal(twMerge('px-_b24rpx_B px-_b40rpx_B'), 'px-_b40rpx_B')
      assert.equal(lite.create().twMerge('px-[24rpx] px-[40rpx]'), 'px-_b24rpx_B px-_b40rpx_B')
      assert.equal(twMerge('text-title text-[#333]'), 'text-_b_h333_B')
      assert.equal(plain.twMerge('text-[length:28rpx] text-[#333]'), 'text-[length:28rpx] text-[#333]')
      assert.equal(tv({ base: 'text-[length:28rpx] text-[#333]' } as never)(), 'text-[length:28rpx] text-[#333]')
      assert.equal(JSON.parse(packageFile('@weapp-tailwindcss/merge-v3', 'package.json')).version, '0.1.6')
      assert.deepEqual([v3.twMerge('text-red text-[80rpx]'), v3.twMerge('text-[28rpx] text-[#333]'), v3.twMerge('border-[2rpx] border-[#eee]')], ['text-red text-_b80rpx_B', 'text-_b28rpx_B text-_b_h333_B', 'border-_b2rpx_B border-_b_heee_B'])
      assert.equal(twMerge('p-2 2xl:p-4'), 'p-2 2xl_cp-4')
      assert.equal(await js('const a = \'2xl:p-4\'', ['2xl:p-4']), 'const a = \'_2xl_cp-4\'')
      assert.equal(twMerge('p-2 _2xl_cp-4'), 'p-2 _2xl_cp-4')
      assert.equal(JSON.parse(packageFile('@weapp-tailwindcss/merge', 'package.json')).engines.node, '^20.19.0 || >=22.12.0')
      const printed = await runNode('const { twMerge, tailwindMergeVersion } = await import(\'@weapp-tailwindcss/merge\'); console.log(tailwindMergeVersion); console.log(twMerge(\'px-2 px-[10px] text-[28rpx] text-[#333]\'))')
      assert.equal(printed.trim(), '3\npx-_b10px_B text-_b28rpx_B text-_b_h333_B')
      assert.equal(twMerge('px-[24rpx] text-[28rpx] text-[#333]', 'px-[40rpx]'), 'text-_b28rpx_B text-_b_h333_B px-_b40rpx_B')
    },
  },
  // ── docs/icons/index.md ─────────────────────────────────────────────────────────────────────────
  {
    id: 'icons-egoist-plugin-output',
    says: '@egoist/tailwindcss-icons 1.9.2: icons are components (nothing without the components layer in Tailwind CSS 3), @plugin finds installed @iconify-json sets and takes scale, icons are 1em, currentColor icons use a mask with background-color currentColor, colored ones a background image, dynamicIconsPlugin serves i-[mdi--home]',
    quotes: [
      { page: ICONS, text: '图标类属于 Tailwind CSS 的 components 层' },
      { page: ICONS_EN, text: 'Icon classes belong to Tailwind CSS\'s components layer' },
      { page: ICONS, text: '缺了它，一个图标样式都不会输出。' },
      { page: ICONS_EN, text: 'Without it, not a single icon style is output.' },
      { page: ICONS, text: '方式一：直接注册，插件会自动发现已安装的 @iconify-json/* 图标集' },
      { page: ICONS_EN, text: 'Option 1: register it directly; the plugin finds the installed @iconify-json/* icon sets by itself' },
      { page: ICONS, text: '大小：图标宽高是 `1em`，用 `text-xl`、`text-4xl` 等调整；插件的 `scale` 选项可以整体放大' },
      { page: ICONS_EN, text: 'Size: icons are `1em` wide and high; adjust them with `text-xl`, `text-4xl` and so on. The plugin\'s `scale` option enlarges them all.' },
      { page: ICONS, text: '单色图标（SVG 里用的是 `currentColor`）走遮罩模式：元素背景色设为当前文字颜色，再用 SVG 作为遮罩“抠”出形状；彩色图标则直接作为背景图显示' },
      { page: ICONS_EN, text: 'Single-color icons (whose SVG uses `currentColor`) use mask mode: the element\'s background color is set to the current text color' },
      { page: ICONS_EN, text: 'Multicolor icons are simply shown as a background image.' },
      { page: ICONS, text: '它同样提供 `dynamicIconsPlugin`，需要时也能用 `i-[mdi--home]` 这种动态写法' },
      { page: ICONS_EN, text: 'It also provides `dynamicIconsPlugin`, so you can use the dynamic form `i-[mdi--home]`' },
      { page: ICONS, text: '`@plugin` 只能传 `scale`、`prefix` 这类简单选项' },
      { page: ICONS_EN, text: '`@plugin` can only pass simple options such as `scale` and `prefix`.' },
    ],
    async proof() {
      assert.equal(JSON.parse(packageFile('@egoist/tailwindcss-icons', 'package.json')).version, '1.9.2')
      const source = packageFile('@egoist/tailwindcss-icons', 'dist/index.js')
      assert.match(source, /return \(\{ matchComponents \}\) => \{/, 'icons are registered as components')
      assert.match(source, /\(name\) => isPackageExists\(`@iconify-json\/\$\{name\}`\)/, 'collections default to the installed @iconify-json packages')
      const postcss = (await import('postcss')).default
      const tw3 = (await import('tailwindcss-3')).default as unknown as (config: object) => never
      const { iconsPlugin, getIconCollections, dynamicIconsPlugin } = await import('@egoist/tailwindcss-icons')
      const collections = { ...getIconCollections(['mdi']), foo: { prefix: 'foo', width: 24, height: 24, icons: { a: { body: '<path fill="#f00" d="M0 0h24v24H0z"/>' } } } }
      const run3 = async (css: string, raw: string, plugins: unknown[]) => (await postcss([tw3({ content: [{ raw, extension: 'html' }], corePlugins: { preflight: false }, plugins })]).process(css, { from: undefined })).css
      const rule = (css: string, selector: string) => css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)))
      const components = await run3('@tailwind components;', 'i-mdi-home i-foo-a', [iconsPlugin({ collections } as never)])
      const home = rule(components, '.i-mdi-home')
      assert.match(home, /width: 1em;\s*height: 1em;\s*background-color: currentColor;\s*-webkit-mask-image: var\(--svg\);\s*mask-image: var\(--svg\)/)
      assert.match(JSON.parse(packageFile('@iconify-json/mdi', 'icons.json')).icons.home.body, /fill="currentColor"/, 'mdi-home uses currentColor')
      const colored = rule(components, '.i-foo-a')
      assert.match(colored, /background-image: url\(/)
      assert.doesNotMatch(colored, /mask/)
      assert.equal(await run3('@tailwind utilities;', 'i-mdi-home', [iconsPlugin({ collections } as never)]), '', 'no components layer, no icon')
      assert.match(await run3('@tailwind components;', 'i-[mdi--home]', [dynamicIconsPlugin()]), /\.i-\\\[mdi--home\\\] \{[^}]*mask-image: var\(--svg\)/)
      const { compile } = await import('@tailwindcss/node')
      const compiler = await compile('@import "tailwindcss/utilities";\n@plugin "@egoist/tailwindcss-icons" { scale: 1.2; }', { base: ROOT, onDependency() {} })
      const css4 = compiler.build(['i-mdi-home', 'i-tabler-heart'])
      assert.match(rule(css4, '.i-mdi-home'), /width: 1\.2em;\s*height: 1\.2em;/)
      assert.match(rule(css4, '.i-tabler-heart'), /mask-image: var\(--svg\)/, 'the installed tabler set is found without listing it')
      const prefixed = await compile('@import "tailwindcss/utilities";\n@plugin "@egoist/tailwindcss-icons" { prefix: "icon"; }', { base: ROOT, onDependency() {} })
      assert.match(prefixed.build(['icon-mdi-home']), /\.icon-mdi-home \{/)
      await assert.rejects(compile('@import "tailwindcss/utilities";\n@plugin "@egoist/tailwindcss-icons" { collections: { mdi: 1 }; }', { base: ROOT, onDependency() {} }), /Unexpected `@plugin` option/)
    },
  },
  // ── docs/community/plugins.md ───────────────────────────────────────────────────────────────────
  {
    id: 'community-plugins-selector-handling',
    says: 'weapp-tailwindcss 4.12.0 replaces * with view,text and :root with the root list, keeps html, removes :hover rules and (from a main stylesheet) @property by default; the reworded @property sentence, which also says non-main stylesheets keep it, is quoted by cc-plugin-property-and-layer; Tailwind CSS 4 @plugin rejects a nested object option',
    quotes: [
      { page: PL, text: '小程序不接受 `*`，插件会把它替换成 `view` 和 `text`（由 `cssSelectorReplacement.universal` 控制）' },
      { page: PL_EN, text: 'so the plugin replaces it with `view` and `text` (controlled by `cssSelectorReplacement.universal`)' },
      { page: PL, text: '`:root` 会被替换成 `page` 等选择器（`cssSelectorReplacement.root`，默认 `[\'page\', \'.tw-root\', \'wx-root-portal-content\']`）' },
      { page: PL_EN, text: '`:root` is replaced with selectors such as `page` (`cssSelectorReplacement.root`, default `[\'page\', \'.tw-root\', \'wx-root-portal-content\']`)' },
      { page: PL, text: '`html` 选择器则原样保留' },
      { page: PL_EN, text: 'An `html` selector is left as it is' },
      { page: PL, text: '`cssRemoveHoverPseudoClass` 默认为 `true`，插件生成的悬停样式会被删掉' },
      { page: PL_EN, text: '`cssRemoveHoverPseudoClass` defaults to `true`, so hover styles generated by plugins are removed' },
      { page: PL, text: '选项只能是字符串、数字、布尔值这类简单值' },
      { page: PL_EN, text: 'options can only be simple values such as strings, numbers and booleans' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      assert.deepEqual(d.cssSelectorReplacement, { root: ['page', '.tw-root', 'wx-root-portal-content'], universal: ['view', 'text'] })
      assert.equal(d.cssRemoveHoverPseudoClass, true)
      assert.equal(d.cssRemoveProperty, true)
      const out = await wxss(':root{--a:1} html{--b:1} *{--c:1} .a:hover{color:red} .b{color:blue} @property --x { syntax: "*"; inherits: false; initial-value: 0 }')
      assert.match(out, /^page,\.tw-root,wx-root-portal-content(,:host)?\{--a:1\}/)
      assert.match(out, / html\{--b:1\}/)
      assert.match(out, /view,text\{--c:1\}/)
      assert.doesNotMatch(out, /hover|@property/)
      const { compile } = await import('@tailwindcss/node')
      await assert.rejects(compile('@import "tailwindcss/utilities";\n@plugin "@egoist/tailwindcss-icons" { collections: { mdi: 1 }; }', { base: ROOT, onDependency() {} }), /Unexpected `@plugin` option/)
    },
  },
  // ── docs/ai/index.md ────────────────────────────────────────────────────────────────────────────
  {
    id: 'ai-common-mistakes',
    says: 'hover rules are removed by default; tailwind-merge output is raw and does not match; a class Tailwind CSS did not see is neither generated nor escaped and stays as written in the output',
    quotes: [
      { page: AI, text: '| `hover:bg-gray-100` | 小程序没有 `:hover`，相关规则默认会被删除 |' },
      { page: AI_EN, text: '| `hover:bg-gray-100` | Mini-programs have no `:hover`, and such rules are removed by default |' },
      { page: AI, text: '它处理的是转义前的类名，合并结果在小程序中对不上' },
      { page: AI_EN, text: 'It works on class names before escaping, so its merged result doesn\'t match in the mini-program' },
      { page: AI, text: 'Tailwind CSS 扫描不到完整类名，既不生成样式也不会被转义' },
      { page: AI_EN, text: 'Tailwind CSS never sees the complete class name, so no style is generated and nothing is escaped' },
      { page: AI, text: '文件不在扫描范围内时，类名原样留在产物中' },
      { page: AI_EN, text: 'If the file is outside the scanned range, the class names stay as they are in the output' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().cssRemoveHoverPseudoClass, true)
      assert.equal(await wxss('.hover\\:bg-gray-100:hover{background:#eee}.b{color:red}'), '.b{color:red}')
      const plain = (await import('tailwind-merge')).twMerge
      assert.equal(plain('w-[10px] w-[20px]'), 'w-[20px]', 'raw, while the stylesheet has .w-_b20px_B')
      assert.equal(await js('const a = \'w-[20px]\'', ['w-[20px]']), 'const a = \'w-_b20px_B\'')
      // Not in the class set (not scanned or assembled at run time): left as written.
      assert.equal(await js('const a = \'w-[20px] text-[#123]\'', ['w-[20px]']), 'const a = \'w-_b20px_B text-[#123]\'')
      const { compile } = await import('@tailwindcss/node')
      const compiler = await compile('@import "tailwindcss/utilities";', { base: ROOT, onDependency() {} })
      assert.equal(compiler.build(['text-', 'size']).includes('.text-'), false, 'the pieces of \'text-\' + size generate nothing')
    },
  },
  {
    id: 'ai-contribute-upstream-setup',
    says: 'At weapp-tailwindcss@4.12.0 the upstream website needs node ^20.19.0 || >=22.12.0 (root >=20.19.0), pnpm 10, build:pkgs builds the local packages, the website dev script serves on port 4000',
    quotes: [
      { page: AI, text: '本地预览文档站需要满足 `website/package.json` 要求的 Node.js（`^20.19.0 || >=22.12.0`，比仓库根目录的 `>=20.19.0` 更严）、pnpm 10' },
      { page: AI_EN, text: 'the Node.js version that `website/package.json` requires (`^20.19.0 || >=22.12.0`, stricter than the repository root\'s `>=20.19.0`), pnpm 10' },
      { page: AI, text: '`pnpm build:pkgs` 构建站点依赖的本地包' },
      { page: AI_EN, text: '`pnpm build:pkgs` to build the local packages the site depends on' },
      { page: AI, text: '浏览器打开 `http://localhost:4000` 即可' },
      { page: AI_EN, text: 'open `http://localhost:4000` in your browser' },
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@4.12.0:website/package.json (engines.node "^20.19.0 || >=22.12.0", packageManager pnpm@10.33.2, name @weapp-tailwindcss/website, dev: node scripts/dev-public.mjs) and :package.json (engines.node ">=20.19.0", build:pkgs builds ./packages/* and ./packages-runtime/*), website/scripts/dev-public.mjs (DEFAULT_PORT 4000)',
      versions: 'upstream repository at the weapp-tailwindcss@4.12.0 tag',
      on: '2026-11-28',
      why: 'the upstream repository is not part of this site and its website cannot be installed or started here',
    },
  },
  // ── docs/community/typography.md ────────────────────────────────────────────────────────────────
  {
    id: 'typography-options-and-transform-source',
    says: '@weapp-tailwindcss/typography 0.2.7: option defaults className prose, mode class, classPrefix empty, target legacy; the transform parses with htmlparser2, adds a class named after the tag or prepends it, with the prefix option',
    quotes: [
      { page: TY, text: '| `className` | `\'prose\'` |' },
      { page: TY_EN, text: '| `className` | `\'prose\'` |' },
      { page: TY, text: '| `mode` | `\'class\'` |' },
      { page: TY_EN, text: '| `mode` | `\'class\'` |' },
      { page: TY, text: '| `classPrefix` | `\'\'` |' },
      { page: TY_EN, text: '| `classPrefix` | `\'\'` |' },
      { page: TY, text: '| `target` | `\'legacy\'` |' },
      { page: TY_EN, text: '| `target` | `\'legacy\'` |' },
      { page: TY, text: 'transform 用 htmlparser2 解析 HTML 字符串，对每个元素：没有 `class` 时补一个与标签同名的类，已有 `class` 时把标签名插到原有类名前面' },
      { page: TY_EN, text: 'transform parses the HTML string with htmlparser2, and for each element: if it has no `class`, it adds a class named after the tag; if it already has a `class`, it inserts the tag name before the existing class names' },
    ],
    manual: {
      ran: 'git show @weapp-tailwindcss/typography@0.2.7:packages-runtime/typography/src/index.js (plugin options destructured as { className = \'prose\', target = \'legacy\', mode = \'class\', classPrefix = \'\' }; legacy + class mode rewrites tag selectors with transformTag2Class(selector, classPrefix)) and src/transform.ts (htmlparser2 Parser; on a class attribute it inserts `${prefix + tagName} ` at the start of the value, otherwise appends class="${prefix + name}"; options { prefix })',
      versions: '@weapp-tailwindcss/typography 0.2.7 (source at its release tag; the package is not installed here)',
      on: '2026-11-28',
      why: 'the package is not installed in this site, and installing packages is not allowed for this check',
    },
  },
  // ── docs/community/load-font.md ─────────────────────────────────────────────────────────────────
  {
    id: 'load-font-arbitrary-font-family-escaped',
    says: 'font-[\'BrandSans\'] and font-["BrandSans"] are both escaped to legal names in templates and stylesheets with the default options',
    quotes: [
      { page: LF, text: '`weapp-tailwindcss` 会把方括号和引号转义成小程序合法的类名，模板和样式里写单引号或双引号都可以' },
      { page: LF_EN, text: '`weapp-tailwindcss` escapes the square brackets and the quotes into a class name that is valid in mini-programs; in templates and stylesheets either single or double quotes work.' },
    ],
    async proof() {
      const classes = ['font-[\'BrandSans\']', 'font-["BrandSans"]']
      assert.equal(await wxml('<view class="font-[\'BrandSans\']"></view><view class=\'font-["BrandSans"]\'></view>', classes), '<view class="font-_b_aBrandSans_a_B"></view><view class=\'font-_b_qBrandSans_q_B\'></view>')
      assert.equal(await wxss('.font-\\[\\\'BrandSans\\\'\\]{font-family:\'BrandSans\'} .font-\\[\\"BrandSans\\"\\]{font-family:"BrandSans"}'), '.font-_b_aBrandSans_a_B{font-family:\'BrandSans\'} .font-_b_qBrandSans_q_B{font-family:"BrandSans"}')
    },
  },
])
