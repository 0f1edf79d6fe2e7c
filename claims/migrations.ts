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
const V3_ZH = 'docs/migrations/v3.md'
const V3_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md'
const UN_ZH = 'docs/migrations/from-unocss.md'
const UN_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/from-unocss.md'
const UP_ZH = 'docs/upgrade/uni-app.md'
const UP_EN = 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/uni-app.md'

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
/** A throwaway project with these packages from the registry (slow proofs only). */
async function installedForClaims(packages: string[]): Promise<string> {
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const { execFileSync } = await import('node:child_process')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-install-'))
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"migrations-install","private":true,"version":"1.0.0"}')
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...packages], { cwd: dir, stdio: 'pipe', timeout: 240_000 })
  return dir
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
      { page: V1_EN, text: '2.x\'s `UnifiedWebpackPluginV5` only supports webpack 5.' },
      { page: V1_EN, text: '2.x precisely identifies Tailwind CSS class names in JavaScript / JSX strings at build time and escapes them' },
      { page: V1_EN, text: 'common options such as `cssPreflight`, `cssPreflightRange`, `customAttributes`, `customReplaceDictionary` and `disabled` are kept as they were' },
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
      { page: V1_ZH, text: '1.x 时代的插件包（npm 名称见下文安装命令）为每个框架单独提供一个插件（uni-app、Taro、Rax、Remax、Mpx 各有一个，还分 webpack 4 / 5 两个版本），而且只会处理 `wxml` 与 `wxss` 里的静态类名，写在 JavaScript 里的任意值需要手动调用 `replaceJs`。' },
      { page: V1_EN, text: 'The 1.x plugin package (its npm name is in the install command below) shipped a separate plugin for each framework' },
      { page: V1_EN, text: '2.1.5 marked the 1.x plugins as deprecated, and 2.2.0 removed them.' },
      { page: V1_EN, text: 'In 1.x you wrote `import vwt from \'.../vite\'`; 2.x needs you to import `UnifiedViteWeappTailwindcssPlugin`.' },
      { page: V1_EN, text: 'since 1.9.1 the Vite plugin handles styles on its own, with no need to register an extra PostCSS plugin.' },
      { page: V1_EN, text: 'Pin the version below 2.2.0 (2.1.x still includes the deprecated old plugins), but only as a transition; later versions won\'t fix them.' },
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
      { page: V2_EN, text: 'So when extending an array option in 3.x, include the default entries you still need:' },
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
      { page: V2_EN, text: 'Turn it on with the `rem2rpx` option, of type `boolean | Rem2rpxOptions`, off by default.' },
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
      { page: V2_EN, text: '**3.2.1**: new `cssRemoveHoverPseudoClass`, which by default deletes `:hover` rules' },
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
      { page: V2_ZH, text: '**3.1.0**：改用 `htmlparser2` 的 xml 模式解析 `wxml`；' },
      { page: V2_ZH, text: '4.0.4 起 ast-grep 不再生效，4.7.2 删除了这个选项）。' },
      { page: V2_ZH, text: '**3.2.0**：支持原生微信小程序，仓库整体改为 monorepo。' },
      { page: V2_ZH, text: '**3.3.0**：支持 Tailwind CSS 的 PostCSS 7 兼容版（`jit` 模式）。' },
      { page: V2_ZH, text: '**3.5.0**：JavaScript 与 CSS 的处理结果统一由 core 返回，直接调用 Node.js API 的项目需要检查返回值（issue #355）。' },
      { page: V2_ZH, text: '**3.7.0**：可以用 `weappTwIgnore` 标记不需要转义的 JavaScript 字符串。' },
      { page: V2_ZH, text: '新增 `jsAstTool` 选项，可选 `@ast-grep/napi` 解析 JavaScript（3.1.1 起需要自行安装该依赖；' },
      { page: V2_EN, text: 'These options no longer exist in the 3.x types: a configuration written in TypeScript fails with a type error, while one written in JavaScript has them silently ignored, which needs the closer look.' },
      { page: V2_EN, text: 'In 2.x the five `*Matcher` options accepted either a function or a glob such as `**/*.wxss`; 3.x accepts only functions.' },
      { page: V2_EN, text: '**3.1.0**: `wxml` is parsed with `htmlparser2` in xml mode' },
      { page: V2_EN, text: '**3.2.0**: support for native WeChat mini-programs; the repository became a monorepo.' },
      { page: V2_EN, text: '**3.3.0**: support for the PostCSS 7 compatibility build of Tailwind CSS (`jit` mode).' },
      { page: V2_EN, text: '**3.5.0**: the results of JavaScript and CSS processing are all returned by core' },
      { page: V2_EN, text: '**3.7.0**: JavaScript strings that shouldn\'t be escaped can be marked with `weappTwIgnore`.' },
    ],
    manual: {
      ran: 'git show v3.0.0:src/defaults.ts (customReplaceDictionary SimpleMappingChars2String, cssChildCombinatorReplaceValue [\'view\'], cssSelectorReplacement { root: \'page\', universal: [\'view\', \'text\'] }, no cssPreflightRange) and src/types.ts (no replaceUniversalSelectorWith, minifiedJs, jsEscapeStrategy; cssPreflightRange?: \'all\'; customReplaceDictionary?: \'simple\' | Record; matchers typed (name: string) => boolean; options merged with defuOverrideArray, no validation of unknown keys); CHANGELOG.md at v3.2.1 and weapp-tailwindcss@3.5.1 (3.1.0 htmlparser xml mode and jsAstTool, 3.1.1 @ast-grep/napi no longer bundled, 3.2.0 native + monorepo, 3.2.1 cssRemoveHoverPseudoClass, 3.3.0 postcss7 compat jit, 3.5.0 #355), packages/weapp-tailwindcss/CHANGELOG.md at 3.6.0/3.7.0 and 4.12.0 (4.0.4 去除 ast-grep 支持, 4.7.2 彻底移除 jsAstTool 与 customRuleCallback)',
      versions: 'upstream tags v3.0.0, v3.2.1, weapp-tailwindcss@3.5.1, @3.6.0, @3.7.0, @4.12.0',
      on: '2026-11-28',
      why: '3.x is not installed here (only 2.11.3 and 4.12.0); these are release notes and the 3.0.0 sources',
    },
  },
  // ── docs/migrations/v3.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'migration-v3-weapp-tailwindcss-4x',
    says: '4.12.0 needs Node.js ^20.19.0 || >=22.12.0, works with Tailwind CSS 4 and 3, keeps the plugin names and adds the weappTailwindcss alias (4.11.0); replace/postcss subpaths went away in 4.0 (escape exports escape, unescape, weappTwIgnore, isAllowedClassName; @weapp-tailwindcss/postcss has createStyleHandler); jsAstTool and customRuleCallback are gone; @babel/generator is no longer a dependency',
    quotes: [
      { page: V3_ZH, text: '**Node.js**：当前的 4.12.0 要求 `^20.19.0 || >=22.12.0`，低于这个版本时先升级 Node.js。' },
      { page: V3_EN, text: 'the current 4.12.0 requires `^20.19.0 || >=22.12.0`; if yours is older, upgrade Node.js first.' },
      { page: V3_ZH, text: '4.11.0 起，这两个入口还额外导出了统一的别名 `weappTailwindcss`，旧写法无需修改。' },
      { page: V3_EN, text: 'Since 4.11.0 both entries also export a common alias, `weappTailwindcss`; the old names keep working unchanged.' },
      { page: V3_EN, text: '4.0 split the project into several packages in a monorepo, and two subpath exports changed as a result:' },
      { page: V3_EN, text: '`jsAstTool`, introduced in 3.1.0, let the plugin parse JavaScript with `@ast-grep/napi` instead.' },
      { page: V3_ZH, text: '`weapp-tailwindcss/escape` 导出 `escape`、`unescape`、`weappTwIgnore` 和 `isAllowedClassName`。' },
      { page: V3_ZH, text: '4.0 把项目拆成了 monorepo 中的多个包，两个子路径导出随之变化：' },
      { page: V3_ZH, text: '新包里的导出成员经过了重新整理（例如提供 `createStyleHandler`），替换路径后请对照它的类型声明调整调用。' },
      { page: V3_ZH, text: '3.1.0 引入的 `jsAstTool` 可以让插件改用 `@ast-grep/napi` 解析 JavaScript。' },
      { page: V3_ZH, text: '移除了 `@babel/generator`，JavaScript 改为精确替换字符串片段，sourcemap 更准确。' },
      { page: V3_ZH, text: '// 作为这些函数参数出现的字面量不做转义，4.12.0 默认值为 []' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts().versions
      assert.equal(facts['4.12.0']!.node, '^20.19.0 || >=22.12.0')
      for (const name of ['replace', 'postcss']) {
        assert.ok(facts['3.7.0']!.exports.includes(name), `3.7.0 exports ./${name}`)
        assert.ok(!facts['4.0.11']!.exports.includes(name), `4.x has no ./${name}`)
      }
      assert.ok(!facts['4.8.7']!.options.includes('jsAstTool') && !facts['4.8.7']!.options.includes('customRuleCallback'))
      assert.ok(facts['4.3.2']!.options.includes('jsAstTool') && facts['4.3.2']!.options.includes('customRuleCallback'))
      await assertFirstRelease({ kind: 'option', name: 'jsAstTool' }, '3.1.0')
      await assertFirstRelease({ kind: 'exportName', name: 'weappTailwindcss' }, '4.11.0')
      assert.ok(!Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).includes('@babel/generator'))
      const escape = await import('weapp-tailwindcss/escape')
      for (const name of ['escape', 'unescape', 'weappTwIgnore', 'isAllowedClassName']) assert.equal(typeof (escape as Record<string, unknown>)[name], 'function', name)
      assert.equal(typeof (await import('@weapp-tailwindcss/postcss')).createStyleHandler, 'function')
      // Tailwind CSS 4 and 3 both work with 4.12.0.
      assert.match(await wxss('.w-\\[10px\\]{width:10px}'), /\.w-_b10px_B\{width:10px\}/)
      assert.match(await wxss('.w-\\[10px\\]{width:10px}', TW3), /\.w-_b10px_B\{width:10px\}/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().ignoreCallExpressionIdentifiers, [])
    },
  },
  {
    id: 'migration-v3-history-at-upstream-tags',
    says: 'ast-grep until 4.0.3, the child-combinator default change and the two merge options in 4.0, the automatic merge skip list in 4.0–4.6 (tv added later) and its removal in 4.7.0, cssRemoveProperty off in 4.2.7 and on again in 4.2.9, rollup → tsup',
    quotes: [
      { page: V3_ZH, text: '4.0.0 ～ 4.0.3 仍保留 ast-grep 解析；4.0.4 去掉了这条路径，JavaScript 统一交给 Babel 处理，这个选项从此不再起作用；4.7.2 又把它从类型里彻底删除。' },
      { page: V3_ZH, text: '4.0 把这项默认值从只含 `view` 扩展到同时包含 `view` 和 `text`：' },
      { page: V3_ZH, text: '4.0 ～ 4.6：检测到安装了 `@weapp-tailwindcss/merge` 时，会自动跳过 `twMerge`、`twJoin`、`cva` 里的字面量（之后的小版本又把 `tv` 加进了这份名单）。' },
      { page: V3_ZH, text: '4.7.0 起：这项自动配置被移除，跳过哪些函数完全由你自己决定。' },
      { page: V3_ZH, text: '| 删除 `@property` 规则（`cssRemoveProperty`） | 4.1.2 引入；4.2.7 曾改为默认关闭，4.2.9 起恢复默认开启 |' },
      { page: V3_ZH, text: '原来集中在一个包里的功能拆成了 monorepo 下的多个独立包（仓库本身从 3.2.0 起就是 monorepo），打包工具从 rollup 换成 tsup。' },
      { page: V3_ZH, text: '同一版本还删掉了 `customRuleCallback`（内置 PostCSS 流程不再开放这个扩展点）。' },
      { page: V3_ZH, text: '4.0 新增了 `@weapp-tailwindcss/merge`（小程序版的 `tailwind-merge`），同时加了两个“跳过编译期转义”的选项：' },
      { page: V3_EN, text: '4.0.0 to 4.0.3 still kept ast-grep parsing; 4.0.4 removed that path' },
      { page: V3_EN, text: 'The same version also removed `customRuleCallback`' },
      { page: V3_EN, text: '4.0 extended this default from `view` alone to both `view` and `text`' },
      { page: V3_EN, text: '4.0 added `@weapp-tailwindcss/merge` (a mini-program version of `tailwind-merge`)' },
      { page: V3_EN, text: 'later minor versions added `tv` to that list' },
      { page: V3_EN, text: 'From 4.7.0: this automatic configuration was removed, and which functions to skip is entirely up to you.' },
      { page: V3_EN, text: 'and the bundler changed from rollup to tsup.' },
      { page: V3_EN, text: 'Introduced in 4.1.2; 4.2.7 briefly made it off by default, on by default again since 4.2.9' },
    ],
    manual: {
      ran: 'git show at upstream tags: weapp-tailwindcss@3.7.0 and @4.0.0 src/defaults.ts (cssChildCombinatorReplaceValue [\'view\'] → [\'view\', \'text\']); @4.0.0 defaults.ts ignoreCallExpressionIdentifiers: isPackageExists(\'@weapp-tailwindcss/merge\') ? [\'twMerge\', \'twJoin\', \'cva\'] : [], @4.6.3 adds \'tv\', @4.7.0 has no such default; CHANGELOG.md at @4.12.0: 4.0.4 去除 ast-grep 支持, 4.2.7 设置 cssRemoveProperty 默认为 false, 4.2.9 默认开启 cssRemoveProperty, 4.7.2 彻底移除 jsAstTool 与 customRuleCallback; CHANGELOG 3.2.0 整个项目变为 monorepo',
      versions: 'upstream tags weapp-tailwindcss@3.7.0, @4.0.0, @4.6.3, @4.7.0, @4.12.0',
      on: '2026-11-28',
      why: 'these releases are not installed here; their sources and release notes are',
    },
  },
  {
    id: 'migration-v3-merge-2x-runtime',
    says: '@weapp-tailwindcss/merge 2.x (2.2.0 here) unescapes and escapes at run time',
    quotes: [
      { page: V3_ZH, text: '与之配套的 `@weapp-tailwindcss/merge` 2.x 改为在运行时自行完成反转义与转义，一般不再需要跳过编译期处理。' },
      { page: V3_EN, text: 'The accompanying `@weapp-tailwindcss/merge` 2.x does the unescaping and escaping itself at runtime instead' },
    ],
    async proof() {
      assert.equal(JSON.parse(packageFile('@weapp-tailwindcss/merge', 'package.json')).version, '2.2.0')
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      assert.equal(twMerge('p-[10px] p-[20px]'), 'p-_b20px_B', 'raw input: merged and escaped')
      assert.equal(twMerge('p-_b10px_B p-_b20px_B'), 'p-_b20px_B', 'escaped input: unescaped, merged, escaped again')
    },
  },
  {
    id: 'migration-v3-tailwind4-entry-and-config',
    says: 'With Tailwind CSS 4.3.5: the three old directives compile without error but without the theme; two of them stay in app.wxss; @import "tailwindcss" is rewritten; without @config the tailwind.config.js theme is not generated, with it it is; corePlugins is ignored; xs+ keys do not work (they did in 3.4.19); <alpha-value> becomes 1; a removed config file fails with Can\'t resolve',
    quotes: [
      { page: V3_ZH, text: 'Tailwind CSS 4（实测 4.3.5）遇到旧指令不会报错：三行都在时照常编译，但主题没有加载，只生成 `flex`、`hidden` 和 `w-[120rpx]` 这类不依赖主题的类，`bg-red-500`、`p-4`、`text-lg` 都不会生成' },
      { page: V3_ZH, text: '如果只剩 `@tailwind base;`、`@tailwind components;` 两行，它们会被原样写进 `app.wxss`。' },
      { page: V3_EN, text: 'Tailwind CSS 4 (tested with 4.3.5) raises no error on the old directives' },
      { page: V3_EN, text: 'If only `@tailwind base;` and `@tailwind components;` remain, they\'re written into `app.wxss` as is.' },
      { page: V3_ZH, text: '4.x 的 `rewriteCssImports` 默认开启，打包时会把样式里的 `@import \'tailwindcss\'` 自动映射到 `weapp-tailwindcss`，所以沿用官方写法也能工作。' },
      { page: V3_ZH, text: 'Tailwind CSS 4 默认不再读取这个文件，主题扩展推荐改写到 CSS 的 `@theme` 中；' },
      { page: V3_ZH, text: '暂时无法迁移的配置，可以在入口 CSS 里用 `@config` 指令继续引用。' },
      { page: V3_EN, text: 'Configuration you can\'t migrate yet can still be referenced with the `@config` directive in the entry CSS.' },
      { page: V3_EN, text: 'to exclude it from the scan results, you can use `@source not inline("container");`.' },
      { page: V3_EN, text: 'or the build fails with `` Can\'t resolve \'../tailwind.config.js\' ``.' },
      { page: V3_EN, text: 'In 4.x `rewriteCssImports` is on by default' },
      { page: V3_EN, text: 'Tailwind CSS 4 no longer reads this file by default' },
      { page: V3_ZH, text: '原因是 Tailwind CSS 4 不会自己去找 `tailwind.config.js`。' },
      { page: V3_ZH, text: '用 Tailwind CSS 4.3.5 实测：入口只写 `@import "weapp-tailwindcss/index.css";` 时，配置文件里的颜色、字号、间距一个都不生成；在入口里加一行 `@config` 之后，`bg-primary`、`p-md` 和自定义字号 `text-tiny` 都生成了。' },
      { page: V3_EN, text: 'The reason is that Tailwind CSS 4 doesn\'t look for `tailwind.config.js` on its own.' },
      { page: V3_EN, text: 'Tested with Tailwind CSS 4.3.5: when the entry contains only `@import "weapp-tailwindcss/index.css";`, none of the colors, font sizes or spacing from the config file are generated' },
      { page: V3_ZH, text: '无论选哪种，下面三处旧写法都要一起改，它们在 Tailwind CSS 4.3.5 下不会报错，只是静悄悄地不起作用：' },
      { page: V3_EN, text: 'Under Tailwind CSS 4.3.5 they raise no error; they just quietly do nothing:' },
      { page: V3_ZH, text: '`tailwindcss` 和 `@tailwindcss/node` 4.3.5 的包里都没有读取它的代码，写了 `corePlugins: { container: false }`，模板里用到 `container` 时照样生成 `.container` 规则。' },
      { page: V3_EN, text: 'Neither `tailwindcss` nor `@tailwindcss/node` at 4.3.5 contains any code that reads it' },
      { page: V3_ZH, text: '3.x 里 `fontSize: { \'xs+\': \'0.6875rem\' }` 能生成 `text-xs+`（实测 Tailwind CSS 3.4.19）；' },
      { page: V3_ZH, text: 'Tailwind CSS 4.3.5 里无论写在配置文件还是 `@theme` 中，`text-xs+` 都不会生成。' },
      { page: V3_EN, text: 'In 3.x, `fontSize: { \'xs+\': \'0.6875rem\' }` generates `text-xs+` (tested with Tailwind CSS 3.4.19); in Tailwind CSS 4.3.5, `text-xs+` is never generated, whether it\'s defined in the config file or in `@theme`.' },
      { page: V3_ZH, text: '经 `@config` 引入后，小程序产物里的 `bg-brand/60` 只剩 `rgb(var(--app-brand) / 1)`，透明度丢失。' },
      { page: V3_ZH, text: '如果迁完删掉了配置文件，记得把 `@config` 那一行也删掉，否则构建会报 `` Can\'t resolve \'../tailwind.config.js\' ``。' },
      { page: V3_ZH, text: '`--color-*` 对应颜色类，`--spacing-*` 对应 `p-md`、`gap-md` 等间距类，`--text-*` 对应字号类。' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-v3-config-'))
      fs.mkdirSync(path.join(project, 'src'))
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'))
      fs.writeFileSync(path.join(project, 'tailwind.config.js'), `module.exports = {
  corePlugins: { container: false },
  theme: { extend: { colors: { primary: '#4f46e5', brand: 'rgb(var(--app-brand) / <alpha-value>)' }, spacing: { md: '0.75rem' }, fontSize: { tiny: '0.6rem', 'xs+': '0.6875rem' } } },
}
`)
      const base = path.join(project, 'src')
      const { compile } = await import('@tailwindcss/node')
      const build = async (css: string, candidates: string[]) => (await compile(css, { base, onDependency: () => {} })).build(candidates)
      const classes = (css: string) => [...css.matchAll(/^\.([^\s{]+) \{/gm)].map(m => m[1]!.replace(/\\/g, ''))
      const candidates = ['flex', 'hidden', 'w-[120rpx]', 'bg-red-500', 'p-4', 'text-lg', 'bg-primary', 'p-md', 'gap-md', 'text-tiny', 'container', 'text-xs+', 'bg-brand/60']
      const old = classes(await build('@tailwind base;\n@tailwind components;\n@tailwind utilities;', candidates))
      for (const name of ['flex', 'hidden', 'w-[120rpx]']) assert.ok(old.includes(name), `old directives: ${name}`)
      for (const name of ['bg-red-500', 'p-4', 'text-lg']) assert.ok(!old.includes(name), `old directives: no ${name}`)
      const two = await build('@tailwind base;\n@tailwind components;', candidates)
      assert.equal(two, '@tailwind base;\n@tailwind components;')
      assert.equal(await wxss(two), two, 'written into app.wxss as is')
      const plain = classes(await build('@import "weapp-tailwindcss/index.css";', candidates))
      for (const name of ['bg-primary', 'p-md', 'text-tiny']) assert.ok(!plain.includes(name), `no @config: no ${name}`)
      const withConfigCss = await build('@import "weapp-tailwindcss/index.css";\n@config "../tailwind.config.js";', candidates)
      const withConfig = classes(withConfigCss)
      for (const name of ['bg-primary', 'p-md', 'gap-md', 'text-tiny', 'container']) assert.ok(withConfig.includes(name), `@config: ${name}`)
      assert.ok(!withConfig.includes('text-xs+'))
      assert.ok(!classes(await build('@import "weapp-tailwindcss/index.css";\n@config "../tailwind.config.js";\n@source not inline("container");', candidates)).includes('container'))
      assert.ok(!classes(await build('@import "weapp-tailwindcss/index.css";\n@theme { --text-xs\\+: 0.6875rem; }', ['text-xs+'])).includes('text-xs+'), '@theme: no text-xs+')
      const themed = classes(await build('@import "weapp-tailwindcss/index.css";\n@theme {\n  --color-primary: #4f46e5;\n  --spacing-md: 0.75rem;\n  --text-xs-plus: 0.6875rem;\n}', ['bg-primary', 'p-md', 'gap-md', 'text-xs-plus']))
      assert.deepEqual(themed.sort(), ['bg-primary', 'gap-md', 'p-md', 'text-xs-plus'])
      assert.match((await wxss(withConfigCss)), /\.bg-brand_f60[^{]*\{\s*background-color: rgb\(var\(--app-brand\) \/ 1\);?\s*\}/)
      await assert.rejects(build('@import "weapp-tailwindcss/index.css";\n@config "../nope.config.js";', []), /Can't resolve '\.\.\/nope\.config\.js'/)
      for (const pkg of ['tailwindcss', '@tailwindcss/node']) {
        const dist = path.join(ROOT, 'node_modules', pkg, 'dist')
        for (const file of fs.readdirSync(dist).filter(name => /\.(c|m)?js$/.test(name))) assert.ok(!fs.readFileSync(path.join(dist, file), 'utf8').includes('corePlugins'), `${pkg}/dist/${file} reads no corePlugins`)
      }
      // Tailwind CSS 3.4.19 generates text-xs+ from the same key.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const three = await runTailwind3({ template: '<view class="text-xs+"></view>', options: {}, config: { theme: { extend: { fontSize: { 'xs+': '0.6875rem' } } } } })
      assert.match(three.css, /\.text-xs\\\+ \{\s*font-size: 0\.6875rem/)
      // @import 'tailwindcss' is mapped to weapp-tailwindcss by the rewrite (default on).
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().rewriteCssImports, true)
      fs.rmSync(project, { recursive: true, force: true })
    },
    timeoutMs: 120_000,
  },
  {
    id: 'migration-v3-defaults-under-tailwind4',
    says: 'Under Tailwind CSS 4: cssCalc on (off with 3), cssRemoveProperty on, autoprefixer on, px2rpx off; @layer unwrapped, color-mix/oklch downgraded to rgb; a missing cssEntries prints a Chinese warning',
    quotes: [
      { page: V3_ZH, text: '| CSS 变量与 `calc` 预计算（`cssCalc`） | 4.3.0 | Tailwind CSS 4 下开启，3 下关闭 | `cssCalc: false` |' },
      { page: V3_ZH, text: '| 补齐浏览器前缀（`autoprefixer`） | 4.12.0 | Tailwind CSS 4 下开启 | `autoprefixer: false` |' },
      { page: V3_ZH, text: '| `px` 转 `rpx`（`px2rpx`） | 4.3.0 | 关闭 | 传 `true` 开启 |' },
      { page: V3_ZH, text: 'weapp-tailwindcss 会拆掉 `@layer`、只留里面的规则，并借助 `postcss-preset-env` 把 `color-mix()`、`oklch()` 降级成 `rgb()` 等写法；需要调整降级程度时使用 `cssPresetEnv` 选项。' },
      { page: V3_EN, text: 'weapp-tailwindcss unwraps `@layer`, keeping only the rules inside, and uses `postcss-preset-env` to downgrade `color-mix()` and `oklch()` to forms such as `rgb()`; use the `cssPresetEnv` option to adjust how far it downgrades.' },
      { page: V3_ZH, text: '这个选项从 4.2.6 开始提供，值为入口 CSS 的绝对路径数组。' },
      { page: V3_EN, text: 'This option has been available since 4.2.6; its value is an array of absolute paths to the entry CSS files.' },
      { page: V3_ZH, text: 'Tailwind CSS 4 下不配置时，插件会在终端打印一条中文警告，提醒你传入 `cssEntries`，否则 Tailwind CSS 生成的类名不会参与转译：' },
      { page: V3_EN, text: 'If it\'s not configured under Tailwind CSS 4, the plugin prints a warning (in Chinese) in the terminal, telling you to pass `cssEntries` because otherwise the class names Tailwind CSS generates are not escaped:' },
    ],
    async proof() {
      const css = ':root{--spacing:0.25rem}\n.w{width:calc(var(--spacing) * 4)}\n.clip{background-clip:text}\n.p{padding:2px}\n@property --tw-x { syntax: "*"; inherits: false; initial-value: 0 }\n@layer utilities{.l{color:oklch(62.8% 0.258 29.23)}}\n.m{color:color-mix(in oklab, red 50%, transparent)}'
      const four = await wxss(css)
      assert.match(four, /\.w\{width:1rem;/)
      assert.match(four, /-webkit-background-clip:text/)
      assert.match(four, /padding:2px/)
      assert.doesNotMatch(four, /@property|@layer/)
      assert.match(four, /\.l\{color:rgb\(255, 0, 0\)\}/)
      assert.match(four, /\.m\{color:rgba\(255, 0, 0, 0\.5\)\}/)
      assert.doesNotMatch(await wxss(css, TW3), /width:1rem/)
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
      await assertFirstRelease({ kind: 'option', name: 'cssCalc' }, '4.3.0')
      await assertFirstRelease({ kind: 'option', name: 'autoprefixer' }, '4.12.0')
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
      const { runNode } = await import('./support/options')
      assert.match(await runNode(`import { createContext } from 'weapp-tailwindcss/core'\ncreateContext({ tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false })`), /\[tailwindcss@4\] 未检测到 cssEntries 配置。请传入包含 tailwindcss 引用的 CSS 绝对路径.*否则 tailwindcss 生成的类名不会参与转译/)
    },
    timeoutMs: 120_000,
  },
  // ── docs/migrations/from-unocss.md ─────────────────────────────────────────────────────────────
  {
    id: 'from-unocss-tailwind-side',
    says: 'Tailwind CSS 4.3.5 has no shade-less bg-red, no bracket-less text-#333 / w-100rpx, nothing for attributify or variant-group tokens, and ignores unknown classes silently; @theme colors become bg-/text- classes; @utility makes a class that takes variants, @utility name-* with --value() takes values; rem2rpx true is 1rem = 32rpx; w-[100rpx] escapes to w-_b100rpx_B',
    quotes: [
      { page: UN_ZH, text: 'Tailwind CSS 不支持，改回 `class`' },
      { page: UN_ZH, text: 'Tailwind CSS 没有不带色阶的写法' },
      { page: UN_EN, text: 'and Tailwind CSS has no shade-less form' },
      { page: UN_ZH, text: '这两种写法只能手工改回 `class`。' },
      { page: UN_ZH, text: 'UnoCSS 允许 `text-#333`、`w-100rpx` 这样省略方括号，Tailwind CSS 必须写成 `text-[#333]`、`w-[100rpx]`。' },
      { page: UN_ZH, text: 'weapp-tailwindcss 会在构建时把方括号等字符转义成小程序能接受的类名，源码里照 Tailwind CSS 的写法写即可。' },
      { page: UN_ZH, text: '在 WXML 面板里看一个改过的元素：类名应当是转义后的形式，例如 `w-_b100rpx_B`。' },
      { page: UN_ZH, text: 'UnoCSS 的 `shortcuts: { btn: \'px-4 py-2 rounded\' }` 没有一一对应的配置项。' },
      { page: UN_ZH, text: '在入口 CSS 里用 `@utility` 定义同名工具类即可，它和内置工具类一样支持变体：' },
      { page: UN_ZH, text: 'UnoCSS 配置里的 `theme.colors` 等，改写成入口 CSS 里的 `@theme` 变量，Tailwind CSS 会据此生成同名工具类：' },
      { page: UN_ZH, text: '之后 `bg-brand`、`text-brand` 照常可用。' },
      { page: UN_ZH, text: '取值简单的可以改成 Tailwind CSS 4 的函数式工具类 `@utility name-*`，在里面用 `--value()` 取值；' },
      { page: UN_EN, text: 'Simple ones can become Tailwind CSS 4 functional utilities, `@utility name-*`, reading the value with `--value()`;' },
      { page: UN_ZH, text: '对应的是 weapp-tailwindcss 的 `rem2rpx` 选项：在插件参数里写 `rem2rpx: true`，默认 `1rem = 32rpx`。' },
      { page: UN_EN, text: 'the equivalent is weapp-tailwindcss\'s `rem2rpx` option: write `rem2rpx: true` in the plugin options, with `1rem = 32rpx` by default.' },
    ],
    async proof() {
      const path = await import('node:path')
      const { compile } = await import('@tailwindcss/node')
      const build = async (css: string, candidates: string[]) => (await compile(css, { base: path.join(ROOT, 'src'), onDependency: () => {} })).build(candidates)
      const classes = (css: string) => [...css.matchAll(/^\s*\.([^\s{]+) \{/gm)].map(m => m[1]!.replace(/\\/g, ''))
      const entry = '@import "weapp-tailwindcss/index.css";\n@theme {\n  --color-brand: #07c160;\n}\n@utility btn {\n  @apply px-4 py-2 rounded;\n}\n@utility tab-* {\n  tab-size: --value(integer);\n}'
      const candidates = ['bg-red', 'bg-red-400', 'text-#333', 'w-100rpx', 'text-[#333]', 'w-[100rpx]', 'p', '4', 'text', 'red', 'hover:(bg-red', 'text-white)', 'bg-foo-bar', 'bg-brand', 'text-brand', 'btn', 'hover:btn', 'tab-4']
      const out = await build(entry, candidates)
      const made = classes(out)
      for (const name of ['bg-red', 'text-#333', 'w-100rpx', 'p', 'hover:(bg-red', 'text-white)', 'bg-foo-bar']) assert.ok(!made.includes(name), `no ${name}`)
      for (const name of ['bg-red-400', 'text-[#333]', 'w-[100rpx]', 'bg-brand', 'text-brand', 'btn', 'tab-4']) assert.ok(made.includes(name), `${name} generated`)
      assert.ok(made.some(name => name.startsWith('hover:btn')), 'hover:btn generated')
      assert.match(out, /\.btn \{[^}]*padding-inline: calc\(var\(--spacing\) \* 4\)/)
      assert.match(out, /\.tab-4 \{\s*tab-size: 4;/)
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.equal(escape('w-[100rpx]'), 'w-_b100rpx_B')
      assert.equal(await wxss('.a{margin:1rem}', { rem2rpx: true }), '.a{margin:32rpx}')
    },
  },
  {
    id: 'from-unocss-unocss-side',
    says: 'With UnoCSS preset-wind3 66.12.0, bg-red is red-400, text-#333 and w-100rpx work without brackets, and an unknown class is dropped without an error',
    quotes: [
      { page: UN_ZH, text: '展开成 `hover:bg-red-400 hover:text-white`：UnoCSS（preset-wind3 66.12.0 实测）里不带色阶的 `bg-red` 就是 `red-400`' },
      { page: UN_EN, text: 'in UnoCSS (measured with preset-wind3 66.12.0), `bg-red` without a shade is `red-400`' },
      { page: UN_ZH, text: 'UnoCSS 对写错的类名静默忽略，Tailwind CSS 也一样：迁移后某处样式“消失”，多半是某个 UnoCSS 写法没有改过来，而不是构建出了错。' },
      { page: UN_EN, text: 'UnoCSS silently ignores misspelled class names, and so does Tailwind CSS' },
    ],
    async proof() {
      const dir = await installedForClaims(['@unocss/core@66.12.0', '@unocss/preset-wind3@66.12.0'])
      const output = await (await import('./support/options')).runNode(`
        import { createGenerator } from '@unocss/core'
        import presetWind3 from '@unocss/preset-wind3'
        const uno = await createGenerator({ presets: [presetWind3()] })
        const css = async token => (await uno.generate(token, { preflights: false })).css.replace(/\\n/g, ' ')
        for (const token of ['bg-red', 'bg-red-400', 'text-#333', 'w-100rpx', 'bg-foo-bar']) console.log(token + ' => ' + await css(token))
      `, dir)
      const rule = (token: string) => output.match(new RegExp(`^${token.replace(/[#-]/g, m => `\\${m}`)} => (.*)$`, 'm'))?.[1] ?? ''
      assert.equal(rule('bg-red').replace('.bg-red{', '{'), rule('bg-red-400').replace('.bg-red-400{', '{'))
      assert.match(rule('bg-red'), /background-color:rgb\(248 113 113/)
      assert.match(rule('text-#333'), /color:rgb\(51 51 51/)
      assert.match(rule('w-100rpx'), /width:100rpx/)
      assert.equal(rule('bg-foo-bar'), '')
      // Tailwind CSS 4.3.5: an unknown candidate produces nothing and no error either.
      const { compile } = await import('tailwindcss')
      const compiled = await compile('@tailwind utilities;', { base: ROOT, loadStylesheet: async () => { throw new Error('none') } })
      assert.equal(compiled.build(['bg-foo-bar']).replace(/\/\*[\s\S]*?\*\//g, '').trim(), '')
    },
    slow: true,
    timeoutMs: 300_000,
  },
  {
    id: 'from-unocss-unibest-dependencies',
    says: 'unibest 4.4.1 lists unocss and @uni-helper/unocss-preset-uni',
    quotes: [
      { page: UN_ZH, text: 'unibest 4.4.1 的 `package.json` 里是 `unocss` 和 `@uni-helper/unocss-preset-uni`，也有模板用的是 `unocss-applet`。' },
      { page: UN_EN, text: 'the `package.json` of unibest 4.4.1 has `unocss` and `@uni-helper/unocss-preset-uni`, and other templates use `unocss-applet`.' },
    ],
    manual: {
      ran: 'read package.json of feige996/unibest at commit 051d44f2abc7a6e416cf91ae5608f616322fea2f ("version": "4.4.1"): devDependencies unocss 66.0.0, @uni-helper/unocss-preset-uni 0.2.11, no unocss-applet and no wot-design-uni; unocss-applet 0.12.2 is the UnoCSS mini-program preset on the npm registry',
      versions: 'unibest 4.4.1',
      on: '2026-11-28',
      why: 'a third-party template repository, not a package installed here',
    },
  },
  // ── docs/upgrade/uni-app.md ────────────────────────────────────────────────────────────────────
  {
    id: 'upgrade-uni-app-build-chains',
    says: '2.x+ UnifiedWebpackPluginV5 needs webpack 5 and Tailwind CSS 3 needs PostCSS 8; @vue/cli-service 4 is webpack 4 + PostCSS 7 (postcss-loader 3), 5.x is webpack 5 + PostCSS 8; alpha vue2 @dcloudio versions start with 2.0.2-alpha-; postcss7-compat stops at 2.2.17',
    quotes: [
      { page: UP_ZH, text: 'weapp-tailwindcss 2.x 及以后版本的 `UnifiedWebpackPluginV5` 运行在 webpack 5 上，Tailwind CSS 3 又需要 PostCSS 8。' },
      { page: UP_ZH, text: '早年用 HBuilderX 或 uni-app cli 创建的 vue2 项目使用的是 `@vue/cli-service@4`，也就是 webpack 4 加 PostCSS 7，两者都不满足。' },
      { page: UP_ZH, text: '项目里的 `@vue/cli-service` 已经是 5.x 时，构建链本来就是 webpack 5 加 PostCSS 8，正常升级即可，不需要本页的操作。' },
      { page: UP_EN, text: 'If your project\'s `@vue/cli-service` is already 5.x, its build chain is webpack 5 plus PostCSS 8 already; just upgrade normally, without anything on this page.' },
      { page: UP_ZH, text: '`@vue/cli-service@5` 内置 webpack 5 和 PostCSS 8，这一步完成后构建链就已经切换过去了。' },
      { page: UP_EN, text: '`@vue/cli-service@5` bundles webpack 5 and PostCSS 8, so once this step is done the build chain has already switched over.' },
      { page: UP_ZH, text: 'alpha 通道的 vue2 版本号以 `2.0.2-alpha-` 开头、后接一串数字，例如 `2.0.2-alpha-4070620250731001`。' },
      { page: UP_EN, text: 'Vue 2 versions on the alpha channel start with `2.0.2-alpha-` followed by a string of digits, such as `2.0.2-alpha-4070620250731001`.' },
      { page: UP_ZH, text: 'PostCSS 7 兼容版 `@tailwindcss/postcss7-compat` 最新只到 2.2.17，停在 Tailwind CSS 2.2 的能力上，3.x、4.x 的新特性和依赖它们的社区插件都用不了。' },
      { page: UP_EN, text: 'the PostCSS 7 compatibility build, `@tailwindcss/postcss7-compat`, goes no further than 2.2.17' },
    ],
    async proof() {
      const { execFileSync } = await import('node:child_process')
      const view = (spec: string, field: string) => JSON.parse(execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', timeout: 60_000 }) || 'null')
      assert.equal(view('@vue/cli-service@4.5.19', 'dependencies').webpack, '^4.0.0')
      assert.equal(view('@vue/cli-service@4.5.19', 'dependencies')['postcss-loader'], '^3.0.0')
      assert.equal(view('postcss-loader@3.0.0', 'dependencies').postcss, '^7.0.0')
      const five = view('@vue/cli-service@5.0.8', 'dependencies')
      assert.equal(five.webpack, '^5.54.0')
      assert.equal(five.postcss, '^8.2.6')
      assert.ok((view('@dcloudio/vue-cli-plugin-uni', 'versions') as string[]).includes('2.0.2-alpha-4070620250731001'))
      assert.equal(view('@tailwindcss/postcss7-compat', 'version'), '2.2.17')
      // 2.x (2.11.3) reads compiler.webpack, a webpack 5 API; Tailwind CSS 3.4.19 depends on PostCSS 8.
      assert.match(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/v5-Crbh5I-S.js'), /= compiler\.webpack;/)
      assert.equal(JSON.parse(packageFile('tailwindcss-3', 'package.json')).dependencies.postcss, '^8.4.47')
    },
    slow: true,
  },
  {
    id: 'upgrade-uni-app-webpack5-polyfills-and-webpack4-entry',
    says: 'webpack 5 no longer polyfills Node.js core modules such as path; weapp-tailwindcss 4.x has a webpack4 entry exporting UnifiedWebpackPluginV4',
    quotes: [
      { page: UP_ZH, text: 'webpack 5 不再自动注入这些 polyfill，需要找到引用它们的依赖并升级或替换。' },
      { page: UP_EN, text: 'webpack 5 no longer injects these polyfills automatically' },
      { page: UP_ZH, text: '如果项目暂时无法动构建链，weapp-tailwindcss 4.x 还提供了 webpack 4 入口 `weapp-tailwindcss/webpack4`，导出 `UnifiedWebpackPluginV4`，配合 Tailwind CSS 的 PostCSS 7 兼容版使用：' },
      { page: UP_EN, text: 'If you can\'t touch the project\'s build chain for now, weapp-tailwindcss 4.x also provides a webpack 4 entry, `weapp-tailwindcss/webpack4`, which exports `UnifiedWebpackPluginV4`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-polyfill-'))
      fs.writeFileSync(path.join(dir, 'index.js'), 'const path = require(\'path\')\nconsole.log(path.join(\'a\', \'b\'))\n')
      const webpack = (await import('webpack')).default
      const stats = await new Promise<import('webpack').Stats>((resolve, reject) => webpack({ mode: 'development', target: 'web', context: dir, entry: './index.js', output: { path: path.join(dir, 'dist') } }, (error, result) => error ? reject(error) : resolve(result!)))
      assert.ok(stats.hasErrors())
      assert.match(stats.toString(), /BREAKING CHANGE: webpack < 5 used to include polyfills for node\.js core modules by default\./)
      fs.rmSync(dir, { recursive: true, force: true })
      const { createRequire } = await import('node:module')
      assert.equal(typeof createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack4').UnifiedWebpackPluginV4, 'function')
      assert.match(packageFile('weapp-tailwindcss', 'README.md'), /`postcss7` `webpack4` 版本/)
    },
    timeoutMs: 120_000,
  },
])
