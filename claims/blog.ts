// The blog posts under blog/: what a release post says a weapp-tailwindcss release added or changed, checked
// against the committed facts of the published releases (scripts/lint-docs/data/version-facts.json) and,
// where those facts skip the releases in question, against the package sources at the upstream release tags.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease, js, wxss } from './support/options'
import { atRelease, changelog } from './support/upstream'

const EN = 'i18n/en/docusaurus-plugin-content-blog/'
const V40 = 'blog/2025/3/v4-release.md'
const V40_EN = `${EN}2025/3/v4-release.md`
const V42 = 'blog/2025/8/v4.2-release.md'
const V42_EN = `${EN}2025/8/v4.2-release.md`
const V43 = 'blog/2025/9/v4.3-release.md'
const V43_EN = `${EN}2025/9/v4.3-release.md`
const V47 = 'blog/2025/11/v4.7.0-merge-runtime.md'
const V47_EN = `${EN}2025/11/v4.7.0-merge-runtime.md`

export default defineClaims(import.meta.url, [
  // ── blog/2025/3/v4-release.md ────────────────────────────────────────────────────────────────────
  {
    id: 'blog-v40-other-changes',
    says: '4.0.0 drops the ./postcss and ./replace exports and adds ./escape; jsAstTool ast-grep code exists through 4.0.3 and is gone in 4.0.4; cssChildCombinatorReplaceValue defaults to [view] in 3.7.0 and [view, text] in 4.0.0, and space-y-* then covers text; cssEntries first appears in 4.2.6',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V40, text: '移除 `weapp-tailwindcss/postcss` 导出' },
      { page: V40, text: '新增 `weapp-tailwindcss/escape`，取代被移除的 `weapp-tailwindcss/replace`。' },
      { page: V40, text: '`jsAstTool: \'ast-grep\'` 在 4.0.0～4.0.3 仍然可用，到 4.0.4 去掉了这条路径' },
      { page: V40, text: '子选择器替换值的默认值改为 `[\'view\', \'text\']`，`space-*` 等工具类在 `text` 上同样生效。' },
      { page: V40, text: '4.2.6 新增了 `cssEntries` 选项' },
      { page: V40_EN, text: 'The `weapp-tailwindcss/postcss` export is removed' },
      { page: V40_EN, text: 'New `weapp-tailwindcss/escape`, replacing the removed `weapp-tailwindcss/replace`.' },
      { page: V40_EN, text: '`jsAstTool: \'ast-grep\'` still works in 4.0.0–4.0.3, but 4.0.4 removes that code path' },
      { page: V40_EN, text: 'The default replacement for child selectors is now `[\'view\', \'text\']`, so utilities such as `space-*` work on `text` as well.' },
      { page: V40_EN, text: '4.2.6 added the `cssEntries` option' },
    ],
    async proof() {
      const exportsAt = (version: string) => Object.keys((JSON.parse(atRelease(version, 'package.json')!) as { exports: Record<string, unknown> }).exports)
      assert.ok(exportsAt('3.7.0').includes('./postcss') && exportsAt('3.7.0').includes('./replace'))
      assert.ok(!exportsAt('4.0.0').includes('./postcss') && !exportsAt('4.0.0').includes('./replace'))
      assert.ok(exportsAt('4.0.0').includes('./escape') && !exportsAt('3.7.0').includes('./escape'))
      assert.match(atRelease('4.0.3', 'src/js/ast-grep.ts')!, /import\('@ast-grep\/napi'\)/)
      assert.equal(atRelease('4.0.4', 'src/js/ast-grep.ts'), undefined, 'the ast-grep path is gone in 4.0.4')
      const child = (version: string) => /cssChildCombinatorReplaceValue: ([^\n]*),\n/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]
      assert.equal(child('3.7.0'), '[\'view\']')
      assert.equal(child('4.0.0'), '[\'view\', \'text\']')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="space-y-2">x</view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.wxss, /\.space-y-2(?::not\(#\\#\))?>text\+text/, 'space-y-2 also covers text')
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
    },
  },
  // ── blog/2025/8/v4.2-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'blog-v42-uniappx-since-4-1-6',
    says: 'The uniAppX option and the uniAppX preset of weapp-tailwindcss/presets first appear in 4.1.6',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V42, text: 'weapp-tailwindcss 从 4.1.6 起提供 `uniAppX` 选项和 `weapp-tailwindcss/presets` 中的同名预设' },
      { page: V42_EN, text: 'weapp-tailwindcss has shipped the `uniAppX` option and a preset of the same name in `weapp-tailwindcss/presets` since 4.1.6' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'uniAppX' }, '4.1.6')
      await assertFirstRelease({ kind: 'exportName', name: 'uniAppX' }, '4.1.6')
      // The facts hold 4.1.5 and 4.1.8; the tags decide between 4.1.6 and 4.1.7.
      assert.equal(atRelease('4.1.5', 'src/presets.ts'), undefined, 'no presets in 4.1.5')
      assert.match(atRelease('4.1.6', 'src/presets.ts')!, /export function uniAppX\(/)
      assert.match(atRelease('4.1.6', 'src/types/index.ts')!, /\buniAppX\?: boolean/)
    },
  },
  {
    id: 'blog-v42-release-list',
    says: '4.2.0 added native-app builds for uni-app x and index.uvue?type=page paths; 4.2.1 fixed uni-app x sourcemaps and iOS builds; 4.2.2 makes the uniAppX preset treat UNI_PLATFORM app-harmony as an app build; 4.2.3 fixed uvue with lang uts; 4.2.6 added cssEntries',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V42, text: '- **4.2.0**：支持 uni-app x 构建原生 App；兼容 `index.uvue?type=page` 形式的模块路径。' },
      { page: V42, text: '- **4.2.1**：修复 uni-app x 的 sourcemap 与 iOS 构建问题。' },
      { page: V42, text: '`uniAppX` 预设把 `UNI_PLATFORM` 为 `app-harmony` 的构建也当作 App 处理' },
      { page: V42, text: '- **4.2.3**：修复 `uvue` 文件中 `lang` 设为 `uts` 时的解析问题。' },
      { page: V42, text: '- **4.2.6**：新增 `cssEntries` 选项，用于指定 Tailwind CSS 4 的入口 CSS。' },
      { page: V42_EN, text: '- **4.2.0**: uni-app x can build native apps; module paths of the form `index.uvue?type=page` are supported.' },
      { page: V42_EN, text: '- **4.2.1**: fixes for uni-app x sourcemaps and iOS builds.' },
      { page: V42_EN, text: 'the `uniAppX` preset also treats builds whose `UNI_PLATFORM` is `app-harmony` as app builds' },
      { page: V42_EN, text: '- **4.2.3**: fixes parsing of `uvue` files whose `lang` is set to `uts`.' },
      { page: V42_EN, text: '- **4.2.6**: new `cssEntries` option for specifying the entry CSS of Tailwind CSS 4.' },
    ],
    async proof() {
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      assert.match(changelog('4.2.0'), /index\.uvue\?type=page/)
      assert.match(changelog('4.2.1'), /uni-app x sourcemap/)
      assert.match(changelog('4.2.1'), /uni-app x ios build/)
      assert.ok(!atRelease('4.2.1', 'src/presets.ts')!.includes('app-harmony'), 'not yet in 4.2.1')
      assert.match(atRelease('4.2.2', 'src/presets.ts')!, /process\.env\.UNI_PLATFORM === 'app-harmony'/)
      assert.match(changelog('4.2.3'), /uvue lang 设置为 uts 的解析问题/)
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
      // The facts hold 4.2.5 and 4.2.8; the options interface at the tags decides 4.2.6.
      assert.ok(!atRelease('4.2.5', 'src/typedoc.export.ts')!.includes('cssEntries'), 'not an option in 4.2.5')
      assert.match(atRelease('4.2.6', 'src/typedoc.export.ts')!, /\bcssEntries\?: string\[\]/)
      assert.match(changelog('4.2.6'), /添加 cssEntries 作为 tailwindcss@4 的入口 css/)
    },
  },
  {
    id: 'blog-v42-css-remove-property-default',
    says: 'cssRemoveProperty defaults to true in 4.2.6, false in 4.2.7 and 4.2.8, true again in 4.2.9, whose changelog names @property crashing Alipay mini-programs as the reason',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V42, text: '4.2.7 把 `cssRemoveProperty` 改为默认关闭，4.2.9 又改回默认开启；4.2.9 的更新日志给出的理由是 `@property` 会让支付宝小程序直接崩溃' },
      { page: V42_EN, text: '4.2.7 turned `cssRemoveProperty` off by default and 4.2.9 turned it back on; the 4.2.9 changelog gives the reason that `@property` crashes Alipay mini-programs outright' },
    ],
    proof() {
      const byRelease = Object.fromEntries(['4.2.6', '4.2.7', '4.2.8', '4.2.9'].map(version =>
        [version, /cssRemoveProperty: (true|false)/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]]))
      assert.deepEqual(byRelease, { '4.2.6': 'true', '4.2.7': 'false', '4.2.8': 'false', '4.2.9': 'true' })
      assert.match(changelog('4.2.9'), /默认开启 cssRemoveProperty, 因为 `@property` 会导致支付宝小程序直接挂/)
    },
  },
  // ── blog/2025/9/v4.3-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'blog-v43-css-calc-default-by-tailwind-major',
    says: 'In 4.3.0 cssCalc defaults to on when Tailwind CSS 4 is installed and off for 3 (cssCalc ?? majorVersion === 4)',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V43, text: '| 4 | 开启 |' },
      { page: V43, text: '| 3 | 关闭 |' },
      { page: V43_EN, text: '| 4 | On |' },
      { page: V43_EN, text: '| 3 | Off |' },
    ],
    proof() {
      assert.match(atRelease('4.3.0', 'src/context/index.ts')!, /const cssCalcOptions = cssCalc \?\? twPatcher\.majorVersion === 4\n/)
      assert.ok(!atRelease('4.2.9', 'src/typedoc.export.ts')!.includes('cssCalc?:'), 'the option is new in 4.3.0')
    },
  },
  {
    id: 'blog-v43-h-2-on-4-12-0',
    says: 'With 4.12.0, Tailwind CSS 4.3.5 and rem2rpx, .h-2 is height:16rpx followed by the calc() line, --spacing sits on page,.tw-root,wx-root-portal-content,:host; the root default gained .tw-root in 4.6.0 and wx-root-portal-content in 4.9.7; cssCalc [\'--spacing\'] (or the object form) leaves only 16rpx and keeps the root --spacing',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V43, text: '换到 4.12.0（Tailwind CSS 4.3.5）后，`.h-2` 的结果不变，承载 `--spacing` 的选择器变成了 `page,.tw-root,wx-root-portal-content,:host`' },
      { page: V43, text: '`cssSelectorReplacement.root` 的默认值在 4.6.0 加入了 `.tw-root`，在 4.9.7 又加入了 `wx-root-portal-content`' },
      { page: V43, text: '插件会只留下计算后的值。数组写法和对象写法等价' },
      { page: V43, text: '根选择器（上文的 `page,:host`）上的 `--spacing` 声明仍会保留' },
      { page: V43_EN, text: 'On 4.12.0 (Tailwind CSS 4.3.5) the `.h-2` rule is unchanged, but the selector that carries `--spacing` becomes `page,.tw-root,wx-root-portal-content,:host`' },
      { page: V43_EN, text: '4.6.0 added `.tw-root` to the default of `cssSelectorReplacement.root`, and 4.9.7 added `wx-root-portal-content`' },
      { page: V43_EN, text: 'the plugin keeps only the computed value. The array form and the object form are equivalent' },
      { page: V43_EN, text: 'The `--spacing` declaration on the root selector (`page,:host` above) is still kept' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const h2 = async (options: Record<string, unknown>) => {
        const out = await runTailwind4({ template: '<view class="h-2">x</view>', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true, ...options } })
        return { rule: /\.h-2 \{[^}]*\}/.exec(out.wxss)?.[0].replace(/\s+/g, ' '), root: /(?:^|\}|\*\/)\s*([^{}/]+)\{[^}]*--spacing: 8rpx;/.exec(out.wxss)?.[1].trim() }
      }
      assert.deepEqual(await h2({}), { rule: '.h-2 { height: 16rpx; height: calc(var(--spacing)*2); }', root: 'page,.tw-root,wx-root-portal-content,:host' })
      const only = { rule: '.h-2 { height: 16rpx; }', root: 'page,.tw-root,wx-root-portal-content,:host' }
      assert.deepEqual(await h2({ cssCalc: ['--spacing'] }), only)
      assert.deepEqual(await h2({ cssCalc: { includeCustomProperties: ['--spacing'] } }), only)
      const root = (version: string) => /root: ([^\n]*),\n/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]
      assert.equal(root('4.5.2'), '\'page\'')
      assert.equal(root('4.6.0'), '[\'page\', \'.tw-root\']')
      assert.equal(root('4.9.6'), '[\'page\', \'.tw-root\']')
      assert.equal(root('4.9.7'), '[\'page\', \'.tw-root\', \'wx-root-portal-content\']')
    },
  },
  {
    id: 'blog-v43-px2rpx-and-loglevel',
    says: 'px2rpx and logLevel first appear in 4.3.0; px stays px by default, px2rpx: true converts 1px to 1rpx; logLevel takes info, warn, error or silent and defaults to info',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V43, text: '这个版本还新增了 `px2rpx` 和 `logLevel` 两个配置项' },
      { page: V43, text: '控制是否把样式中的 `px` 换算为 `rpx`，默认 `false`。传 `true` 时按 1px = 1rpx 的比例转换所有 `px`' },
      { page: V43, text: '可选 `\'info\'`、`\'warn\'`、`\'error\'`、`\'silent\'`，默认 `\'info\'`' },
      { page: V43_EN, text: 'This version also adds two options, `px2rpx` and `logLevel`.' },
      { page: V43_EN, text: 'Controls whether `px` in styles is converted to `rpx`; the default is `false`. With `true`, every `px` is converted at a ratio of 1px = 1rpx' },
      { page: V43_EN, text: '`\'info\'`, `\'warn\'`, `\'error\'` or `\'silent\'`, with `\'info\'` as the default' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
      await assertFirstRelease({ kind: 'option', name: 'logLevel' }, '4.3.0')
      const types = atRelease('4.3.0', 'src/typedoc.export.ts')!
      assert.match(types, /px2rpx\?: boolean \| Px2rpxOptions/)
      assert.match(types, /logLevel\?: 'info' \| 'warn' \| 'error' \| 'silent'/)
      assert.ok(!atRelease('4.2.9', 'src/typedoc.export.ts')!.includes('px2rpx?:'), 'not in 4.2.9')
      assert.equal(await wxss('.a{height:10px;width:3px}'), '.a{height:10px;width:3px}', 'off by default')
      assert.equal(await wxss('.a{height:10px;width:3px}', { px2rpx: true }), '.a{height:10rpx;width:3rpx}')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { logLevel?: string }).logLevel, 'info')
    },
  },
  {
    id: 'blog-v43-later-releases',
    says: '4.3.3 fixed the missing @tailwindcss/node module and changed the webpack cache key; 4.5.0 added --spacing to cssCalc by default in Tailwind CSS mode; 4.6.3 removed that default for space-*-reverse',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V43, text: '- **4.3.3**：修复找不到 `@tailwindcss/node` 模块的报错；优化 webpack 插件缓存键的计算。' },
      { page: V43, text: '- **4.5.0**：在 Tailwind CSS 模式下为计算模式默认加入 `--spacing`。' },
      { page: V43, text: '又移除了这一默认项，以兼容 Tailwind CSS 4 中 `space-*-reverse` 的写法' },
      { page: V43_EN, text: '- **4.3.3**: fixes the error about the `@tailwindcss/node` module not being found; improves how the webpack plugin computes its cache key.' },
      { page: V43_EN, text: '- **4.5.0**: in Tailwind CSS mode, `--spacing` is added to calculation mode by default.' },
      { page: V43_EN, text: 'this default entry is removed again, for compatibility with `space-*-reverse` in Tailwind CSS 4' },
    ],
    proof() {
      assert.match(changelog('4.3.3'), /Cannot find module '@tailwindcss\/node'/)
      assert.match(changelog('4.3.3'), /优化 webpack 插件缓存 key 的计算方式/)
      const defaultSpacing = (version: string) => /const DEFAULT_SPACING_VARIABLE = '--spacing'/.test(atRelease(version, 'src/context/index.ts')!)
      assert.deepEqual(['4.4.0', '4.5.0', '4.6.2', '4.6.3'].map(defaultSpacing), [false, true, true, false])
      assert.match(changelog('4.5.0'), /Tailwind 模式下默认为 `@weapp-tailwindcss\/postcss-calc` 注入 `includeCustomP/)
      assert.match(changelog('4.6.3'), /去除 cssClac\.includeCustomProperties 里面 --spacing 默认值，为了 tailwindcss@4 space-reverse 的场景/)
    },
  },
  // ── blog/2025/11/v4.7.0-merge-runtime.md ─────────────────────────────────────────────────────────
  {
    id: 'blog-v47-escape-map-and-unescape',
    says: 'On 4.12.0 bg-[#123456] becomes bg-_b_h123456_B; escape maps each character of the table to its own token (hover:bg-[#123456]/50 → hover_cbg-_b_h123456_B_f50); unescape restores x only when given the map (MappingChars2String), and without it returns bg-_b_h123456_B unchanged',
    quotes: [
      { page: V47, text: '例如当前版本会把 `bg-[#123456]` 改写成 `bg-_b_h123456_B`' },
      { page: V47, text: '`escape` 和 `unescape` 用同一份映射表时，`unescape(escape(x))` 能还原出 `x`' },
      { page: V47, text: '不传时它不反查映射，`unescape(\'bg-_b_h123456_B\')` 会原样返回' },
      { page: V47, text: '例如 `hover:bg-[#123456]/50` 会被转义为 `hover_cbg-_b_h123456_B_f50`' },
      { page: V47, text: '| `.` | `_d` | `%` | `_v` |' },
      { page: V47_EN, text: 'the current version rewrites `bg-[#123456]` as `bg-_b_h123456_B`' },
      { page: V47_EN, text: 'when `escape` and `unescape` use the same mapping table, `unescape(escape(x))` gives back `x`' },
      { page: V47_EN, text: 'without it, it does not look the mapping up, and `unescape(\'bg-_b_h123456_B\')` comes back unchanged' },
      { page: V47_EN, text: 'For example, `hover:bg-[#123456]/50` is escaped to `hover_cbg-_b_h123456_B_f50`' },
      { page: V47_EN, text: '| `.` | `_d` | `%` | `_v` |' },
    ],
    async proof() {
      assert.equal(await js('const a = \'bg-[#123456]\'', ['bg-[#123456]']), 'const a = \'bg-_b_h123456_B\'')
      const core = await import('@weapp-core/escape')
      const table = { '[': '_b', ']': '_B', '(': '_p', ')': '_P', '#': '_h', '!': '_e', '/': '_f', ':': '_c', '.': '_d', '%': '_v' }
      for (const [char, token] of Object.entries(table))
        assert.equal(core.escape(`a${char}b`), `a${token}b`, char)
      const x = 'hover:bg-[#123456]/50'
      assert.equal(core.escape(x), 'hover_cbg-_b_h123456_B_f50')
      const map = { map: core.MappingChars2String } as never
      for (const value of [x, 'text-(--brand)', '!p-[10.5%]', 'bg-black/50'])
        assert.equal(core.unescape(core.escape(value), map), value, value)
      assert.equal(core.unescape('bg-_b_h123456_B'), 'bg-_b_h123456_B', 'no map: unchanged')
      const escapeEntry = await import('weapp-tailwindcss/escape')
      assert.equal(escapeEntry.unescape('bg-_b_h123456_B'), 'bg-_b_h123456_B', 'the same through weapp-tailwindcss/escape')
    },
  },
  {
    id: 'blog-v47-release-list',
    says: '4.7.0 stopped defaulting ignoreCallExpressionIdentifiers to twMerge/twJoin/cva/tv when @weapp-tailwindcss/merge is installed (4.12.0: []); 4.7.2 removed jsAstTool and customRuleCallback; 4.7.7 exports unescape from weapp-tailwindcss/escape',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: V47, text: '默认配置不再自动把 `twMerge` 等函数加入豁免名单，是否豁免完全由你决定（4.12.0 中该名单默认为空数组）' },
      { page: V47, text: '4.7.2 彻底移除 `jsAstTool` 与 `customRuleCallback`' },
      { page: V47, text: '4.7.7 起 `weapp-tailwindcss/escape` 额外导出 `unescape`' },
      { page: V47_EN, text: 'the default configuration no longer adds `twMerge` and similar functions to the exemption list automatically; whether to exempt anything is entirely up to you (in 4.12.0 that list defaults to an empty array)' },
      { page: V47_EN, text: '4.7.2 removes `jsAstTool` and `customRuleCallback` for good' },
      { page: V47_EN, text: 'since 4.7.7, `weapp-tailwindcss/escape` also exports `unescape`' },
    ],
    async proof() {
      assert.match(atRelease('4.6.3', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: isPackageExists\('@weapp-tailwindcss\/merge'\) \? \['twMerge', 'twJoin', 'cva', 'tv'\] : \[\]/)
      assert.match(atRelease('4.7.0', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: \[\],/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions() as { ignoreCallExpressionIdentifiers?: unknown }).ignoreCallExpressionIdentifiers, [])
      for (const option of ['jsAstTool', 'customRuleCallback']) {
        assert.match(atRelease('4.7.1', 'src/typedoc.export.ts')!, new RegExp(`\\b${option}\\?:`), `${option} in 4.7.1`)
        assert.ok(!atRelease('4.7.2', 'src/typedoc.export.ts')!.includes(option), `${option} gone in 4.7.2`)
      }
      assert.ok(!/\bunescape\b/.test(atRelease('4.7.6', 'src/escape.ts')!), 'no unescape in 4.7.6')
      assert.match(atRelease('4.7.7', 'src/escape.ts')!, /export \{ isAllowedClassName, unescape \} from '@weapp-core\/escape'/)
    },
  },
  {
    id: 'blog-v47-old-escape-many-to-one',
    says: '@weapp-core/escape 4.0.1 (the version weapp-tailwindcss 4.6.3 depends on) maps [ and ] to _, ( and ) to y, { and } to z, and has no unescape',
    quotes: [
      { page: V47, text: '`[` 和 `]` 都变成 `_`，`(` 和 `)` 都变成 `y`，`{` 和 `}` 都变成 `z`' },
      { page: V47_EN, text: '`[` and `]` both became `_`, `(` and `)` both became `y`, `{` and `}` both became `z`' },
    ],
    async proof() {
      assert.match(atRelease('4.6.3', 'package.json')!, /"@weapp-core\/escape": "~4\.0\.1"/)
      const { installed } = await import('./support/uni-css')
      const project = await installed(['escape-4@npm:@weapp-core/escape@4.0.1'])
      const { createRequire } = await import('node:module')
      const old = createRequire(`${project}/`)('escape-4') as { escape: (value: string) => string, unescape?: unknown }
      assert.equal(old.escape('[a](b){c}'), '_a_ybyzcz')
      assert.equal(old.unescape, undefined)
    },
    slow: true,
    timeoutMs: 300_000,
  },
])
