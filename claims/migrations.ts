// The migration guides (docs/migrations/*) and the uni-app webpack 5 upgrade guide (docs/upgrade/uni-app.md):
// 2.x facts run against weapp-tailwindcss-webpack-plugin 2.11.3, 4.x facts against weapp-tailwindcss 4.12.0,
// release dates against the committed version facts; history only the upstream tags hold is recorded by hand.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease, packageFile, ROOT, TW3, wxss } from './support/options'

const V1_ZH = 'docs/migrations/v1.md'
const V1_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md'
const V2_ZH = 'docs/migrations/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md'

/** weapp-tailwindcss-webpack-plugin 2.11.3, the last 2.x installed here. */
async function v2Context(options: Record<string, unknown> = {}) {
  const { createRequire } = await import('node:module')
  const require = createRequire(`${ROOT}package.json`)
  const core = require('weapp-tailwindcss-webpack-plugin/dist/core.js') as { createContext: (o: object) => { transformWxss: (css: string) => Promise<{ css: string } | string> } }
  return core.createContext({ supportCustomLengthUnitsPatch: false, ...options })
}
const v2Wxss = async (css: string, options: Record<string, unknown> = {}) => {
  const result = await (await v2Context(options)).transformWxss(css)
  return typeof result === 'string' ? result : result.css
}
const releases = async () => (await import('node:fs')).readFileSync(`${ROOT}scripts/lint-docs/data/releases.json`, 'utf8')

export default defineClaims(import.meta.url, [
  // ── docs/migrations/v1.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'migration-v1-unified-plugins-in-2x',
    says: 'In 2.x (2.11.3) the Unified plugins take the 1.x options (cssPreflight, cssPreflightRange, customAttributes, customReplaceDictionary, disabled), appType has the eight listed values, JS strings are escaped without replaceJs, and there is no webpack 4 entry',
    quotes: [
      { page: V1_ZH, text: '`cssPreflight`、`cssPreflightRange`、`customAttributes`、`customReplaceDictionary`、`disabled` 等常用选项原样保留，照搬到新插件即可。' },
      { page: V1_ZH, text: '2.x 的 `appType` 可选值为 `uni-app`、`uni-app-vite`、`taro`、`remax`、`rax`、`native`、`kbone`、`mpx`。' },
      { page: V1_EN, text: 'In 2.x, `appType` can be `uni-app`, `uni-app-vite`, `taro`, `remax`, `rax`, `native`, `kbone` or `mpx`.' },
      { page: V1_ZH, text: '2.x 会在构建时精确识别 JavaScript / JSX 字符串中的 Tailwind CSS 类名并完成转义，业务代码里手动包裹的 `replaceJs(...)` 应当删除。' },
      { page: V1_ZH, text: '2.x 的 `UnifiedWebpackPluginV5` 只支持 webpack 5。' },
      { page: V1_ZH, text: '当前的 4.x 另外提供了 `weapp-tailwindcss/webpack4` 入口，可作为备选。' },
      { page: V1_ZH, text: '`weapp-tailwindcss` 这个包名下也发布了同号的 2.x 版本（例如 2.11.3），新项目更推荐用 `weapp-tailwindcss`，把下文导入路径里的包名替换掉即可。' },
      { page: V1_EN, text: 'The package name `weapp-tailwindcss` also has 2.x releases with the same version numbers (2.11.3, for example).' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('weapp-tailwindcss-webpack-plugin', 'package.json'))
      assert.equal(pkg.version, '2.11.3')
      const types = packageFile('weapp-tailwindcss-webpack-plugin', 'dist/types.d.ts')
      assert.match(types, /export type AppType = 'uni-app' \| 'uni-app-vite' \| 'taro' \| 'remax' \| 'rax' \| 'native' \| 'kbone' \| 'mpx';/)
      for (const option of ['cssPreflight', 'cssPreflightRange', 'customAttributes', 'customReplaceDictionary', 'disabled']) assert.match(types, new RegExp(`\\b${option}\\?:`), option)
      assert.ok(!Object.keys(pkg.exports).some((subpath: string) => subpath.includes('webpack4')), '2.11.3 has no webpack 4 entry')
      const { createRequire: req } = await import('node:module')
      assert.equal(typeof req(`${ROOT}package.json`)('weapp-tailwindcss-webpack-plugin/webpack').UnifiedWebpackPluginV5, 'function')
      // It reads compiler.webpack and taps processAssets, both webpack 5 only.
      assert.match(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/v5-Crbh5I-S.js'), /const \{ Compilation, sources, NormalModule \} = compiler\.webpack;[\s\S]*compilation\.hooks\.processAssets\.tapPromise/)
      assert.ok(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).exports['./webpack4'])
      // JS in 2.11.3: JS assets are matched by default and the core exposes transformJs, so no replaceJs call is needed.
      const { createRequire } = await import('node:module')
      const require = createRequire(`${ROOT}package.json`)
      const { defaultOptions } = require('weapp-tailwindcss-webpack-plugin/dist/defaults.js') as { defaultOptions: { jsMatcher: (file: string) => boolean } }
      assert.equal(defaultOptions.jsMatcher('pages/index/index.js'), true)
      assert.match(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/core.d.ts'), /transformJs: \(rawJs: string/)
      const list = JSON.parse(await releases()).packages as Record<string, string[]>
      for (const name of ['weapp-tailwindcss', 'weapp-tailwindcss-webpack-plugin']) assert.ok(list[name]!.includes('2.11.3'), `${name}@2.11.3`)
    },
  },
  {
    id: 'migration-v1-history-at-upstream-tags',
    says: 'The 1.x plugin family, the deprecation in 2.1.5 and removal in 2.2.0, the 1.x default Vite export, the /postcss subpath and the Tailwind CSS 3.2.2 floor come from the upstream tags',
    quotes: [
      { page: V1_ZH, text: '2.1.5 给 1.x 的插件打上了弃用标记，2.2.0 正式删除。' },
      { page: V1_ZH, text: '1.x 写法是 `import vwt from \'.../vite\'`，2.x 需要导入 `UnifiedViteWeappTailwindcssPlugin`。' },
      { page: V1_ZH, text: '把版本锁在 2.2.0 之前（2.1.x 仍带有已弃用的旧插件），但这只适合过渡，后续版本不会再修复它们。' },
      { page: V1_ZH, text: '| Tailwind CSS | 3.2.2 及以上 |' },
      { page: V1_ZH, text: '从 1.9.1 起 Vite 插件已能独立完成样式处理，不必再额外注册 PostCSS 插件。' },
    ],
    manual: {
      ran: 'git grep at the upstream tags: v1.12.8 src/framework/vite/index.ts has `export default function ViteWeappTailwindcssPlugin` and package.json exports ./replace, ./postcss, ./vite; v2.1.5 marks the framework plugin bases @deprecated and still ships src/framework/uni-app; v2.2.0 no longer has UniAppWeappTailwindcssWebpackPluginV5; website/docs/releases/v2.md at v2.2.0 and v2.11.3: "只支持 tailwindcss v3.2.2 以上版本和 webpack5"',
      versions: 'upstream tags v1.12.8, v2.1.5, v2.2.0, v2.11.3',
      on: '2026-11-28',
      why: '1.x and 2.1.x/2.2.x are not installed here; only 2.11.3 is',
    },
  },
  // ── docs/migrations/v2.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'migration-v2-defaults-before-and-after',
    says: '2.x (2.11.3) defaults: cssPreflightRange view, root page, universal view, child combinator "view + view"; replaceUniversalSelectorWith (default view) wins over universal unless false; arrays from the user are prepended in 2.x and replace the default in 4.12.0; 4.12.0 defaults for the child combinator and root',
    quotes: [
      { page: V2_ZH, text: '-cssPreflightRange: \'view\'' },
      { page: V2_ZH, text: '子选择器替换值的默认值在 4.0 又改成了 `[\'view\', \'text\']`；' },
      { page: V2_ZH, text: '`root` 字段在当前的 4.12.0 中默认为 `[\'page\', \'.tw-root\', \'wx-root-portal-content\']`。' },
      { page: V2_EN, text: 'the `root` field defaults to `[\'page\', \'.tw-root\', \'wx-root-portal-content\']` in the current 4.12.0.' },
      { page: V2_ZH, text: '2.x 合并用户配置和默认配置时，两边的数组会被拼接；' },
      { page: V2_ZH, text: '3.x 改为用你传入的数组整体替换默认数组（讨论见 GitHub 上的 issue #259）。' },
      { page: V2_EN, text: 'When 2.x merged your configuration with the defaults, arrays on both sides were concatenated; 3.x instead replaces the default array entirely with the one you pass (discussed in issue #259 on GitHub).' },
      { page: V2_ZH, text: '所以在 3.x 里扩展数组类选项时，要把仍然需要的默认项一起写上：' },
      { page: V2_ZH, text: '**`*` 的替换值**：由单个 `view` 变成 `view` 与 `text` 两个标签，于是 `text` 元素也能拿到 `box-sizing`、边框重置这些基础样式。' },
      { page: V2_ZH, text: '插件会把数组展开成多条选择器，比手写一个带逗号的长字符串更不容易拼错。' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(`${ROOT}package.json`)
      const { defaultOptions } = require('weapp-tailwindcss-webpack-plugin/dist/defaults.js') as { defaultOptions: Record<string, unknown> }
      assert.equal(defaultOptions.cssPreflightRange, 'view')
      assert.deepEqual(defaultOptions.cssSelectorReplacement, { root: 'page', universal: 'view' })
      assert.equal(defaultOptions.cssChildCombinatorReplaceValue, 'view + view')
      assert.equal(defaultOptions.replaceUniversalSelectorWith, 'view')
      const css = '*{color:red}\n.space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}'
      assert.equal(await v2Wxss(css), 'view{color:red}\n.space-y-4>view + view{margin-top:1rem}')
      assert.equal(await v2Wxss(css, { cssSelectorReplacement: { universal: 'text' } }), 'view{color:red}\n.space-y-4>view + view{margin-top:1rem}', '2.x: universal alone is overridden by the default replaceUniversalSelectorWith')
      assert.match(await v2Wxss(css, { replaceUniversalSelectorWith: false, cssSelectorReplacement: { universal: 'text' } }), /^text\{color:red\}/m)
      // 2.11.3 merges options with defu(options, defaults): a user array is put in front of the default one.
      assert.match(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/options-BAFFNEBI.js'), /const result = defu\.defu\(options, defaults\.defaultOptions,/)
      const { defu } = require('weapp-tailwindcss-webpack-plugin/dist/defu-JkbfvVKI.js') as { defu: (a: object, b: object) => { a: string[] } }
      assert.deepEqual(defu({ a: ['button'] }, { a: ['view', 'text'] }).a, ['button', 'view', 'text'])
      // 4.12.0: the user's array replaces the default ['view', 'text'] and is expanded into selectors.
      assert.match(await wxss('*{color:red}'), /^view,text\{color:red\}/m)
      assert.match(await wxss('*{color:red}', { cssSelectorReplacement: { universal: ['button'] } }), /^button\{color:red\}/m)
      assert.match(await wxss('*{color:red}', { cssSelectorReplacement: { universal: ['view', 'text', 'button'] } }), /^view,text,button\{color:red\}/m)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().cssChildCombinatorReplaceValue, ['view', 'text'])
      assert.deepEqual(getDefaultOptions().cssSelectorReplacement?.root, ['page', '.tw-root', 'wx-root-portal-content'])
    },
  },
  {
    id: 'migration-v2-preflight-range-all',
    says: 'cssPreflightRange all appends :not(not), which matches every element, to the variable-scope selectors that replace *',
    quotes: [
      { page: V2_ZH, text: '设为 `\'all\'` 时，插件会在写入 Tailwind CSS 变量的那组选择器上追加 `:not(not)`，它能匹配任何元素，作用相当于被插件替换掉的 `*`。' },
      { page: V2_EN, text: 'when set to `\'all\'`, the plugin appends `:not(not)` to the group of selectors that receives the Tailwind CSS variables; it matches every element, doing the job of the `*` the plugin replaced.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const scope = (css: string) => css.split('}').find(rule => rule.includes('--tw-shadow:')) ?? ''
      assert.match(scope((await runTailwind3({ template: '<view class="shadow-md"></view>', options: {} })).wxss), /^\s*view,text,::before,::after \{/)
      assert.match(scope((await runTailwind3({ template: '<view class="shadow-md"></view>', options: { cssPreflightRange: 'all' } })).wxss), /^\s*view,text,::before,::after,:not\(not\) \{/)
      // :not(not) matches any element that is not a <not> element, i.e. every element a page has.
      const { default: selectorParser } = await import('postcss-selector-parser')
      const ast = selectorParser().astSync(':not(not)')
      assert.equal(ast.first.first.type, 'pseudo')
      assert.equal(ast.first.first.toString(), ':not(not)')
    },
  },
  {
    id: 'migration-v2-rem2rpx-builtin',
    says: 'rem2rpx (boolean | Rem2rpxOptions, off by default, since 3.0.0): true equals rootValue 32, propList *, transformUnit rpx',
    quotes: [
      { page: V2_ZH, text: '3.x 把 rem 转 rpx 的 PostCSS 插件内置了进来，用 `rem2rpx` 选项开启，类型为 `boolean | Rem2rpxOptions`，默认关闭。' },
      { page: V2_ZH, text: '传 `true` 等价于下面这份配置：1rem 换算成 32rpx，所有属性都参与转换，目标单位是 rpx。' },
      { page: V2_EN, text: 'Passing `true` is equivalent to the configuration below: 1rem becomes 32rpx, every property is converted, and the target unit is rpx.' },
    ],
    async proof() {
      const css = '.a{margin:1rem;font-size:.5rem;border-width:2rem;--x:1rem}'
      const plain = await wxss(css)
      assert.equal(plain, css, 'off by default')
      const yes = await wxss(css, { rem2rpx: true })
      assert.equal(yes, '.a{margin:32rpx;font-size:16rpx;border-width:64rpx;--x:32rpx}')
      assert.equal(await wxss(css, { rem2rpx: { rootValue: 32, propList: ['*'], transformUnit: 'rpx' } }), yes)
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /rem2rpx\?: boolean \| Rem2rpxOptions;/)
      await assertFirstRelease({ kind: 'option', name: 'rem2rpx' }, '3.0.0')
    },
  },
  {
    id: 'migration-v2-later-3x-releases',
    says: 'The later 3.x changes: jsAstTool in 3.1 (gone by 4.8.7), cssRemoveHoverPseudoClass in 3.2.1, Node.js ^18.17.0 || >=20.5.0 from 3.6.0, the old package name up to 3.5.0',
    quotes: [
      { page: V2_ZH, text: '**3.6.0**：Node.js 最低要求提高到 `^18.17.0 || >=20.5.0`；' },
      { page: V2_EN, text: '**3.6.0**: the minimum Node.js version rose to `^18.17.0 || >=20.5.0`;' },
      { page: V2_ZH, text: '**3.2.1**：新增 `cssRemoveHoverPseudoClass`，默认删掉小程序里不起作用的 `:hover` 规则，交互态请改用组件的 `hover-class`。' },
      { page: V2_ZH, text: '旧包名 `weapp-tailwindcss-webpack-plugin` 在 3.x 也有发布（最后一个是 3.5.0），继续用旧包名也能升级；' },
      { page: V2_EN, text: 'The old package name `weapp-tailwindcss-webpack-plugin` also has 3.x releases (the last is 3.5.0), so you can upgrade while keeping the old name;' },
    ],
    async proof() {
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts().versions
      assert.equal(facts['3.5.3']!.node, '>=16.6.0')
      assert.equal(facts['3.6.0']!.node, '^18.17.0 || >=20.5.0')
      assert.equal(facts['3.0.11']!.options.includes('jsAstTool'), false)
      assert.equal(facts['3.1.1']!.options.includes('jsAstTool'), true)
      assert.equal(facts['4.3.2']!.options.includes('jsAstTool'), true)
      assert.equal(facts['4.8.7']!.options.includes('jsAstTool'), false)
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveHoverPseudoClass' }, '3.2.1')
      assert.equal(await wxss('.a:hover{color:red}\n.b{color:blue}'), '.b{color:blue}')
      const list = JSON.parse(await releases()).packages['weapp-tailwindcss-webpack-plugin'] as string[]
      const threes = list.filter(v => /^3\.\d+\.\d+$/.test(v))
      assert.equal(threes.at(-1), '3.5.0')
    },
  },
  {
    id: 'migration-v2-history-at-upstream-tags',
    says: '3.0.0 defaults and removed options, and the 3.x changelog entries, as read at the upstream tags',
    quotes: [
      { page: V2_ZH, text: '+cssChildCombinatorReplaceValue: [\'view\']' },
      { page: V2_ZH, text: '这些选项在 3.x 的类型里已经不存在：TypeScript 写的配置会直接报类型错误，JavaScript 写的配置则会被静默忽略，后者更需要仔细检查。' },
      { page: V2_ZH, text: '3.x 的字符串写法只剩 `\'simple\'`（即默认映射）；' },
      { page: V2_ZH, text: '**3.1.0**：改用 `htmlparser2` 的 xml 模式解析 `wxml`；' },
      { page: V2_ZH, text: '4.0.4 起 ast-grep 不再生效，4.7.2 删除了这个选项）。' },
      { page: V2_ZH, text: '**3.2.0**：支持原生微信小程序，仓库整体改为 monorepo。' },
      { page: V2_ZH, text: '**3.3.0**：支持 Tailwind CSS 的 PostCSS 7 兼容版（`jit` 模式）。' },
      { page: V2_ZH, text: '**3.5.0**：JavaScript 与 CSS 的处理结果统一由 core 返回，直接调用 Node.js API 的项目需要检查返回值（issue #355）。' },
      { page: V2_ZH, text: '**3.7.0**：可以用 `weappTwIgnore` 标记不需要转义的 JavaScript 字符串。' },
    ],
    manual: {
      ran: 'git show v3.0.0:src/defaults.ts (customReplaceDictionary SimpleMappingChars2String, cssChildCombinatorReplaceValue [\'view\'], cssSelectorReplacement { root: \'page\', universal: [\'view\', \'text\'] }, no cssPreflightRange) and src/types.ts (no replaceUniversalSelectorWith, minifiedJs, jsEscapeStrategy; cssPreflightRange?: \'all\'; customReplaceDictionary?: \'simple\' | Record; matchers typed (name: string) => boolean; options merged with defuOverrideArray, no validation of unknown keys); CHANGELOG.md at v3.2.1 and weapp-tailwindcss@3.5.1 (3.1.0 htmlparser xml mode and jsAstTool, 3.1.1 @ast-grep/napi no longer bundled, 3.2.0 native + monorepo, 3.2.1 cssRemoveHoverPseudoClass, 3.3.0 postcss7 compat jit, 3.5.0 #355), packages/weapp-tailwindcss/CHANGELOG.md at 3.6.0/3.7.0 and 4.12.0 (4.0.4 去除 ast-grep 支持, 4.7.2 彻底移除 jsAstTool 与 customRuleCallback)',
      versions: 'upstream tags v3.0.0, v3.2.1, weapp-tailwindcss@3.5.1, @3.6.0, @3.7.0, @4.12.0',
      on: '2026-11-28',
      why: '3.x is not installed here (only 2.11.3 and 4.12.0); these are release notes and the 3.0.0 sources',
    },
  },
])
