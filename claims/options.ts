// The options pages (docs/options/*, except css-unit-transform): defaults, what each option does, and
// the release each option first appeared in, run against weapp-tailwindcss 4.12.0 as installed here.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease, js, packageFile, QUIET, ROOT, runNode, TW3, wxml, wxss } from './support/options'

const ZH = 'docs/options/index.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/index.mdx'
const AV_ZH = 'docs/options/arbitrary-values.md'
const AV_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/arbitrary-values.md'
const CM_ZH = 'docs/options/comments.md'
const CM_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/comments.md'
const EX_ZH = 'docs/options/exports.md'
const EX_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/exports.md'

export default defineClaims(import.meta.url, [
  // ── docs/options/index.mdx ──────────────────────────────────────────────────────────────────────
  {
    id: 'options-overview-defaults-are-getdefaultoptions',
    says: 'The defaults in the overview tables are the ones getDefaultOptions() returns, and the defaults are read there',
    quotes: [
      { page: ZH, text: '`cssPreflight` 的默认值为 `box-sizing: border-box`、`border-width: 0`、`border-style: solid`、`border-color: currentColor` 四项。' },
      { page: EN, text: 'The default of `cssPreflight` is four declarations: `box-sizing: border-box`, `border-width: 0`, `border-style: solid` and `border-color: currentColor`.' },
      { page: ZH, text: '匹配需要处理的 `wxs`、`sjs` 文件，默认不匹配任何文件（实验性）' },
      { page: EN, text: 'Matches the `wxs` and `sjs` files to process; matches no files by default (experimental)' },
      { page: ZH, text: '某个选项的实际默认值，可以在 Node.js 中调用 `weapp-tailwindcss/defaults` 导出的 `getDefaultOptions()` 查看。' },
      { page: EN, text: 'To see an option\'s actual default, call `getDefaultOptions()`, exported by `weapp-tailwindcss/defaults`, in Node.js.' },
      { page: ZH, text: '非法字符的替换规则，例如 `[` 替换为 `_b`、`#` 替换为 `_h`' },
      { page: EN, text: 'Replacement rules for illegal characters, for example `[` becomes `_b` and `#` becomes `_h`' },
      { page: ZH, text: '| `logLevel` | `\'info\'` |' },
      { page: EN, text: '| `logLevel` | `\'info\'` |' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      assert.deepEqual(d.cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
      assert.equal(d.disabled, false)
      assert.equal(d.appType, undefined)
      assert.deepEqual(d.customAttributes, {})
      assert.deepEqual(d.cssSelectorReplacement, { root: ['page', '.tw-root', 'wx-root-portal-content'], universal: ['view', 'text'] })
      assert.deepEqual(d.cssChildCombinatorReplaceValue, ['view', 'text'])
      assert.equal(d.cssRemoveHoverPseudoClass, true)
      assert.equal(d.cssRemoveProperty, true)
      assert.equal(d.injectAdditionalCssVarScope, false)
      assert.equal(d.rewriteCssImports, true)
      assert.deepEqual(d.postcssOptions, {})
      assert.equal(d.customReplaceDictionary?.['['], '_b')
      assert.equal(d.customReplaceDictionary?.['#'], '_h')
      assert.deepEqual(d.arbitraryValues, { allowDoubleQuotes: false })
      assert.deepEqual(d.ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.deepEqual(d.ignoreCallExpressionIdentifiers, [])
      assert.equal(typeof d.jsPreserveClass, 'function')
      assert.equal(d.jsArbitraryValueFallback, undefined)
      assert.equal(d.staleClassNameFallback, undefined)
      assert.equal(d.replaceRuntimePackages, false)
      assert.equal(d.disabledDefaultTemplateHandler, false)
      assert.equal(d.inlineWxs, false)
      assert.equal(d.babelParserOptions?.sourceType, 'unambiguous')
      for (const file of ['a.wxs', 'pages/index/index.wxs', 'utils/x.sjs']) assert.equal(d.wxsMatcher?.(file), false, `wxsMatcher(${file})`)
      assert.equal(d.logLevel, 'info')
      // Off unless set: none of these has a default value.
      for (const key of ['rem2rpx', 'px2rpx', 'unitsToPx', 'cssPreflightRange', 'cssEntries', 'uniAppX'] as const) assert.equal(d[key], undefined, key)
    },
  },
  {
    id: 'options-overview-unit-conversions',
    says: 'rem2rpx and px2rpx are off by default; true converts 1rem to 32rpx and 1px to 1rpx; unitsToPx turns rem, rpx and vw into px',
    quotes: [
      { page: ZH, text: '把 `rem` 换算为 `rpx`，`true` 时 `1rem = 32rpx`（3.0.0 起）' },
      { page: EN, text: 'with `true`, `1rem = 32rpx` (since 3.0.0)' },
      { page: ZH, text: '把 `px` 换算为 `rpx`，`true` 时按 `1px = 1rpx`（4.3.0 起）' },
      { page: EN, text: 'Converts `px` to `rpx`; with `true`, `1px = 1rpx` (since 4.3.0)' },
      { page: ZH, text: '把 `rem`、`rpx`、`vw` 等统一换算为 `px`，uni-app x 原生端常用' },
    ],
    async proof() {
      const css = '.a{margin:1rem;padding:2px;width:100rpx;height:10vw}'
      assert.equal(await wxss(css), css, 'no option: units untouched')
      assert.match(await wxss(css, { rem2rpx: true }), /margin:32rpx/)
      assert.match(await wxss(css, { px2rpx: true }), /padding:2rpx/)
      const px = await wxss(css, { unitsToPx: true })
      assert.match(px, /margin:16px/)
      assert.match(px, /width:50px/)
      assert.match(px, /height:37\.5px/)
      await assertFirstRelease({ kind: 'option', name: 'rem2rpx' }, '3.0.0')
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
    },
  },
  {
    id: 'options-overview-calc-and-prefixes-follow-tailwind-version',
    says: 'cssCalc and autoprefixer are on with Tailwind CSS 4 and off with 3; false turns them off; cssPresetEnv steers how color functions are downleveled',
    quotes: [
      { page: ZH, text: '| `cssCalc` | Tailwind CSS 4 下开启 | 预先计算 `calc()` 与 CSS 变量，可传布尔值、对象或变量名列表（4.3.0 起） |' },
      { page: EN, text: 'Precomputes `calc()` and CSS variables; accepts a boolean, an object or a list of variable names (since 4.3.0)' },
      { page: ZH, text: '| `autoprefixer` | Tailwind CSS 4 下开启，3 下关闭 | 为产物补齐 `-webkit-` 等前缀，传 `false` 关闭（4.12.0 起） |' },
      { page: EN, text: 'Adds prefixes such as `-webkit-` to the output; pass `false` to turn it off (since 4.12.0)' },
      { page: ZH, text: '传给内置 `postcss-preset-env` 的参数，控制颜色函数等新语法的降级（4.0.0 起）' },
      { page: EN, text: 'Options passed to the built-in `postcss-preset-env`, controlling how color functions and other newer syntax are downleveled (since 4.0.0)' },
    ],
    async proof() {
      const css = ':root{--spacing:0.25rem}\n.w{width:calc(var(--spacing) * 4)}\n.clip{background-clip:text}'
      const four = await wxss(css)
      assert.match(four, /\.w\{width:1rem;/, 'Tailwind CSS 4: calc() precomputed')
      assert.match(four, /-webkit-background-clip:text/, 'Tailwind CSS 4: prefixed')
      const three = await wxss(css, TW3)
      assert.doesNotMatch(three, /width:1rem/, 'Tailwind CSS 3: calc() left alone')
      assert.doesNotMatch(three, /-webkit-background-clip/, 'Tailwind CSS 3: no prefix')
      const off = await wxss(css, { cssCalc: false, autoprefixer: false })
      assert.doesNotMatch(off, /width:1rem/)
      assert.doesNotMatch(off, /-webkit-background-clip/)
      // cssPresetEnv reaches postcss-preset-env: turning its oklab-function feature off keeps oklch() in the p3 block.
      const color = '.a{color:oklch(62.8% 0.258 29.23)}'
      assert.match(await wxss(color), /color\(display-p3/)
      assert.match(await wxss(color, { cssPresetEnv: { features: { 'oklab-function': false } } }), /@media \(color-gamut: p3\)\{\s*\.a\{color:oklch\(/)
      await assertFirstRelease({ kind: 'option', name: 'cssCalc' }, '4.3.0')
      await assertFirstRelease({ kind: 'option', name: 'autoprefixer' }, '4.12.0')
      await assertFirstRelease({ kind: 'option', name: 'cssPresetEnv' }, '4.0.0')
    },
  },
  {
    id: 'options-overview-selector-and-rule-removal',
    says: 'By default :hover rules and @property rules are removed, * becomes view,text, and sibling selectors use view and text; cssPreflightRange all adds :not(not); cssPreflight goes into the variable scope and false drops it',
    quotes: [
      { page: ZH, text: '删除 `:hover` 规则，小程序改用 `hover-class`（3.2.1 起）' },
      { page: EN, text: 'Removes `:hover` rules; mini-programs use `hover-class` instead (since 3.2.1)' },
      { page: ZH, text: '删除 `@property` 规则，避免支付宝等平台报错（4.1.2 起）' },
      { page: EN, text: 'Removes `@property` rules so that platforms such as Alipay do not report errors (since 4.1.2)' },
      { page: ZH, text: '向 `view`、`text` 注入的基础样式；传 `false` 关闭，传对象逐项覆盖' },
      { page: ZH, text: '设为 `\'all\'` 时基础样式作用于所有元素' },
    ],
    async proof() {
      const css = '.h:hover{color:red}\n@property --tw-x { syntax: "*"; inherits: false; initial-value: 0 }\n*{color:blue}\n.space-y-4 > :not(:last-child){margin-top:1rem}\n.keep{color:green}'
      const out = await wxss(css)
      assert.doesNotMatch(out, /:hover/)
      assert.doesNotMatch(out, /@property/)
      assert.match(out, /^view,text\{color:blue\}$/m)
      assert.match(out, /\.space-y-4>view\+view,\.space-y-4>view\+text,\.space-y-4>text\+view,\.space-y-4>text\+text\{/)
      assert.match(out, /\.keep\{color:green\}/)
      const kept = await wxss(css, { cssRemoveHoverPseudoClass: false, cssRemoveProperty: false })
      assert.match(kept, /:hover/)
      assert.match(kept, /@property/)
      // The variable scope Tailwind CSS 3 emits on `*, ::before, ::after`: preflight is appended there.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="shadow-md border"></view>'
      const scope = (wxssOut: string) => wxssOut.split('}').find(rule => rule.includes('--tw-shadow:')) ?? ''
      const withPreflight = scope((await runTailwind3({ template, options: {} })).wxss)
      assert.match(withPreflight, /^\s*view,text,::before,::after \{/)
      assert.match(withPreflight, /box-sizing: border-box/)
      assert.doesNotMatch(scope((await runTailwind3({ template, options: { cssPreflight: false } })).wxss), /box-sizing/)
      assert.match(scope((await runTailwind3({ template, options: { cssPreflightRange: 'all' } })).wxss), /^\s*view,text,::before,::after,:not\(not\) \{/)
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveHoverPseudoClass' }, '3.2.1')
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveProperty' }, '4.1.2')
    },
  },
  {
    id: 'options-overview-rewrite-css-imports-v4-only',
    says: 'rewriteCssImports (default true) turns @import "tailwindcss" into weapp-tailwindcss/index.css in the Vite build, and only with Tailwind CSS 4',
    quotes: [
      { page: ZH, text: '构建时把样式中的 `@import "tailwindcss"` 改写为 weapp-tailwindcss 的入口（仅 Tailwind CSS 4，4.8.0 起）' },
      { page: EN, text: 'At build time, rewrites `@import "tailwindcss"` in stylesheets to the weapp-tailwindcss entry (Tailwind CSS 4 only, since 4.8.0)' },
    ],
    async proof() {
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      type VitePlugin = { name: string; transform?: { handler: (code: string, id: string) => unknown } }
      const rewriter = (options: Record<string, unknown>) => ([UnifiedViteWeappTailwindcssPlugin({ ...QUIET, ...options } as never)].flat(3) as VitePlugin[])
        .find(plugin => plugin?.name?.endsWith(':rewrite-css-imports'))
      const four = rewriter({})
      assert.ok(four, 'Tailwind CSS 4: the rewrite plugin is registered')
      assert.deepEqual(four.transform!.handler('@import "tailwindcss";\n.a{}', '/p/src/app.css'), { code: '@import "weapp-tailwindcss/index.css";\n.a{}', map: null })
      assert.equal(rewriter({ rewriteCssImports: false }), undefined)
      assert.equal(rewriter(TW3), undefined, 'Tailwind CSS 3: no rewrite plugin')
      await assertFirstRelease({ kind: 'option', name: 'rewriteCssImports' }, '4.8.0')
    },
  },
  {
    id: 'options-overview-template-attributes',
    says: 'class, hover-class and virtualHostClass are escaped by default; other attributes only through customAttributes; disabledDefaultTemplateHandler leaves everything to customAttributes',
    quotes: [
      { page: ZH, text: '除 `class`、`hover-class`、`virtualHostClass` 外，还需要转义的模板属性，常用于组件的 `externalClasses`' },
      { page: ZH, text: '关闭内置的 `class` / `hover-class` 处理，完全交给 `customAttributes`（2.6.2 起）' },
      { page: EN, text: 'Turns off the built-in `class` / `hover-class` handling and leaves everything to `customAttributes` (since 2.6.2)' },
    ],
    async proof() {
      const template = '<view class="w-[1px]" hover-class="w-[1px]" virtualHostClass="w-[1px]" custom-class="w-[1px]"></view>'
      const classes = ['w-[1px]']
      assert.equal(await wxml(template, classes), '<view class="w-_b1px_B" hover-class="w-_b1px_B" virtualHostClass="w-_b1px_B" custom-class="w-[1px]"></view>')
      assert.equal(await wxml(template, classes, { customAttributes: { '*': [/-class$/] } }), '<view class="w-_b1px_B" hover-class="w-_b1px_B" virtualHostClass="w-_b1px_B" custom-class="w-_b1px_B"></view>')
      assert.equal(await wxml(template, classes, { disabledDefaultTemplateHandler: true }), template)
      assert.equal(await wxml(template, classes, { disabledDefaultTemplateHandler: true, customAttributes: { '*': ['custom-class'] } }), '<view class="w-[1px]" hover-class="w-[1px]" virtualHostClass="w-[1px]" custom-class="w-_b1px_B"></view>')
      await assertFirstRelease({ kind: 'option', name: 'disabledDefaultTemplateHandler' }, '2.6.2')
    },
  },
  {
    id: 'options-overview-js-ignore-options',
    says: 'Tagged templates with a listed tag and strings passed to a listed function stay as written; jsPreserveClass is asked word by word',
    quotes: [
      { page: ZH, text: '被这些标签函数包裹的模板字符串不转义（4.0.0 起）' },
      { page: EN, text: 'Template strings wrapped in these tag functions are not escaped (since 4.0.0)' },
      { page: ZH, text: '被这些函数调用包裹的字符串不转义，如 `twMerge`（4.0.0 起）' },
      { page: EN, text: 'Strings wrapped in calls to these functions are not escaped, such as `twMerge` (since 4.0.0)' },
      { page: ZH, text: '插件把 JS 字符串按空白拆成词逐个传入，返回 `true` 的词保留原样（2.6.1 起）' },
      { page: EN, text: 'Called with each whitespace-separated word of a JS string; words for which it returns `true` are kept as they are (since 2.6.1)' },
    ],
    async proof() {
      const classes = ['bg-[#fff]', 'w-1/2', 'user/info']
      const head = 'import { x } from \'./x\'\n'
      assert.equal(await js(`${head}const a = weappTwIgnore\`bg-[#fff]\`\nconst b = 'bg-[#fff]'`, classes), `${head}const a = weappTwIgnore\`bg-[#fff]\`\nconst b = 'bg-_b_hfff_B'`)
      assert.equal(await js(`${head}twMerge('bg-[#fff]')\nfoo('bg-[#fff]')`, classes, { ignoreCallExpressionIdentifiers: ['twMerge'] }), `${head}twMerge('bg-[#fff]')\nfoo('bg-_b_hfff_B')`)
      assert.equal(await js(`${head}const a = 'user/info w-1/2'`, classes, { jsPreserveClass: (word: string) => word.startsWith('user/') }), `${head}const a = 'user/info w-1_f2'`)
      await assertFirstRelease({ kind: 'option', name: 'ignoreTaggedTemplateExpressionIdentifiers' }, '4.0.0')
      await assertFirstRelease({ kind: 'option', name: 'ignoreCallExpressionIdentifiers' }, '4.0.0')
      await assertFirstRelease({ kind: 'option', name: 'jsPreserveClass' }, '2.6.1')
    },
  },
  {
    id: 'options-overview-main-stylesheet-by-name',
    says: 'Without appType the main stylesheet is told by file name (app, common/main, bundle followed by . or /, a styles/ directory, kbone miniprogram-app); the Vite plugin infers appType from the project, the webpack plugin does not',
    quotes: [
      { page: ZH, text: '不设置时按文件名判断：以 `app`、`common/main` 或 `bundle` 开头且紧跟 `.` 或 `/` 的文件，以及 `styles/` 目录下的样式文件和 kbone 的 `miniprogram-app`' },
      { page: ZH, text: 'Vite 插件会先尝试按项目目录推断，webpack 插件不做推断' },
      { page: EN, text: 'when not set, this is judged by file name: files whose name starts with `app`, `common/main` or `bundle` immediately followed by `.` or `/`, plus stylesheets in a `styles/` directory and kbone\'s `miniprogram-app`' },
      { page: EN, text: 'The Vite plugin first tries to infer it from the project directory; the webpack plugin does not infer it' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const main = getDefaultOptions().mainCssChunkMatcher!
      for (const file of ['app.wxss', 'common/main.wxss', 'bundle.css', 'app/x.wxss', 'src/styles/base.wxss', 'miniprogram-app.wxss', 'common/miniprogram-app.wxss']) assert.equal(main(file, undefined), true, file)
      for (const file of ['apple.wxss', 'pages/index/app.wxss', 'common/vendor.wxss', 'bundles.css']) assert.equal(main(file, undefined), false, file)
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'options-apptype-'))
      fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'taro-app', private: true, devDependencies: { '@tarojs/cli': '4.1.0' } }))
      const output = await runNode(`
        import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'
        import { UnifiedWebpackPluginV5 } from 'weapp-tailwindcss/webpack'
        const base = { tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false }
        const post = [UnifiedViteWeappTailwindcssPlugin(base)].flat(3).find(p => p?.name?.endsWith(':post'))
        await post.configResolved.call({}, { root: ${JSON.stringify(project)}, command: 'build', build: { outDir: 'dist', watch: null }, plugins: [], css: {}, mode: 'production', env: {} })
        process.chdir(${JSON.stringify(project)})
        console.log('webpack appType=' + new UnifiedWebpackPluginV5({ ...base, logLevel: 'silent' }).appType)
      `)
      assert.match(output, /根据 Vite 项目根目录自动推断 appType -> taro/)
      assert.match(output, /webpack appType=undefined/)
    },
    timeoutMs: 120_000,
  },
  {
    id: 'options-overview-patcher-defaults',
    says: 'The default tailwindcssPatcherOptions holds only a filter that keeps class names needing escaping; the rpx length-unit patch is on unless set to false',
    quotes: [
      { page: ZH, text: '传给 `tailwindcss-patch` 的参数；默认的 `filter` 只收集含有小程序非法字符、需要转义的类名' },
      { page: EN, text: 'Only a built-in `filter`' },
      { page: EN, text: 'the default `filter` only collects class names that contain characters illegal in mini-programs and therefore need escaping' },
      { page: ZH, text: '运行时补丁，让 Tailwind CSS 把 `rpx` 视为长度单位' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const patcherOptions = getDefaultOptions().tailwindcssPatcherOptions as { filter: (name: string) => boolean }
      assert.deepEqual(Object.keys(patcherOptions), ['filter'])
      for (const name of ['flex', 'p-4', 'text-red-500']) assert.equal(patcherOptions.filter(name), false, name)
      for (const name of ['w-[10px]', 'w-1/2', 'bg-[#fff]']) assert.equal(patcherOptions.filter(name), true, name)
      const { getCompilerContext } = await import('weapp-tailwindcss/dist/chunk-HVNGIKLS.js' as string) as { getCompilerContext: (o: object) => { twPatcher: { options: { features: { extendLengthUnits: unknown } } } } }
      const units = (options: object) => getCompilerContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, ...options }).twPatcher.options.features.extendLengthUnits
      assert.deepEqual(units({}), { units: ['rpx'], overwrite: true, enabled: true })
      assert.equal(units({ supportCustomLengthUnitsPatch: false }), null)
    },
  },
  {
    id: 'options-overview-detected-defaults',
    says: 'Without tailwindcssBasedir and tailwindcss the plugin finds a base directory and the Tailwind CSS major version by itself',
    quotes: [
      { page: ZH, text: '| `tailwindcssBasedir` | 自动推断 |' },
      { page: EN, text: '| `tailwindcssBasedir` | Inferred automatically |' },
      { page: ZH, text: '| `tailwindcss` | 自动识别 |' },
      { page: EN, text: '| `tailwindcss` | Detected automatically |' },
    ],
    async proof() {
      const { getCompilerContext } = await import('weapp-tailwindcss/dist/chunk-HVNGIKLS.js' as string) as { getCompilerContext: (o: object) => { tailwindcssBasedir?: string, twPatcher: { majorVersion?: number } } }
      const detected = getCompilerContext({ logLevel: 'silent', supportCustomLengthUnitsPatch: false })
      assert.equal(typeof detected.tailwindcssBasedir, 'string')
      assert.ok(detected.tailwindcssBasedir!.length > 0)
      assert.equal(detected.twPatcher.majorVersion, 4, 'tailwindcss 4.3.5 is installed: version 4 found without the tailwindcss option')
      assert.equal(getCompilerContext({ logLevel: 'silent', supportCustomLengthUnitsPatch: false, ...TW3 }).twPatcher.majorVersion, 3)
    },
  },
  {
    id: 'options-overview-css-entries-warning',
    says: 'Without cssEntries a Tailwind CSS 4 project gets a warning; tailwindcss.v4.cssEntries counts as well',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 4 的入口 CSS 绝对路径数组，v4 项目必填（4.2.6 起）' },
      { page: EN, text: 'Array of absolute paths of the Tailwind CSS 4 entry CSS files; required in v4 projects (since 4.2.6)' },
      { page: ZH, text: '按 Tailwind CSS 版本分别配置，例如 `tailwindcss.v4.cssEntries`（4.0.1 起）' },
      { page: EN, text: 'Per-version Tailwind CSS configuration, for example `tailwindcss.v4.cssEntries` (since 4.0.1)' },
    ],
    async proof() {
      const run = (options: string) => runNode(`
        import { createContext } from 'weapp-tailwindcss/core'
        createContext({ tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false, ${options} })
      `)
      assert.match(await run(''), /\[tailwindcss@4\] 未检测到 cssEntries 配置/)
      assert.doesNotMatch(await run(`tailwindcss: { packageName: 'tailwindcss', v4: { cssEntries: [${JSON.stringify(`${ROOT}src/css/custom.css`)}] } }`), /未检测到 cssEntries/)
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
      await assertFirstRelease({ kind: 'option', name: 'tailwindcss' }, '4.0.1')
    },
    timeoutMs: 120_000,
  },
  {
    id: 'options-overview-stale-fallback-ignored',
    says: 'staleClassNameFallback changes nothing in 4.12.0: only class names in the set are escaped whatever its value',
    quotes: [
      { page: ZH, text: '兼容字段，4.10.1 起已不参与判断' },
      { page: EN, text: 'A compatibility field; no longer used in any decision since 4.10.1' },
    ],
    async proof() {
      const code = 'import { x } from \'./x\'\nconst a = \'w-[3px] at App.vue:4 bg-[#fff]\'\nconst b = `h-[7px] ${x}`'
      const classes = ['bg-[#fff]']
      const unset = await js(code, classes)
      assert.equal(unset, 'import { x } from \'./x\'\nconst a = \'w-[3px] at App.vue:4 bg-_b_hfff_B\'\nconst b = `h-[7px] ${x}`')
      for (const value of [true, false]) assert.equal(await js(code, classes, { staleClassNameFallback: value }), unset, `staleClassNameFallback: ${value}`)
      await assertFirstRelease({ kind: 'option', name: 'staleClassNameFallback' }, '4.10.0')
    },
  },
  {
    id: 'options-overview-other-first-releases',
    says: 'The other options of the overview appeared in the releases given there, as far as the published releases can tell',
    quotes: [
      { page: ZH, text: '4.8.14 起可传对象，分别控制 `plugin` 与 `rewriteCssImports`' },
      { page: EN, text: 'Since 4.8.14 it also accepts an object that controls `plugin` and `rewriteCssImports` separately' },
      { page: ZH, text: '插件查找 `tailwindcss` 的目录，HBuilderX 与 monorepo 中常需手动指定（2.9.3 起）' },
      { page: EN, text: 'The directory where the plugin looks for `tailwindcss`; often needs to be set by hand in [HBuilderX](/docs/glossary#hbuilderx) and monorepos (since 2.9.3)' },
      { page: ZH, text: '额外注入 Tailwind CSS 变量作用域，配合 `@tarojs/plugin-html` 使用（2.6.0 起）' },
      { page: EN, text: 'Injects an extra Tailwind CSS variable scope, for use with `@tarojs/plugin-html` (since 2.6.0)' },
      { page: ZH, text: '传给内部 PostCSS 处理流程的参数（3.2.0 起）' },
      { page: EN, text: 'Options passed to the internal PostCSS pipeline (since 3.2.0)' },
      { page: ZH, text: '解析 JS 时传给 `@babel/parser` 的参数（3.2.0 起）' },
      { page: EN, text: 'Options passed to `@babel/parser` when parsing JS (since 3.2.0)' },
      { page: ZH, text: '处理结果的缓存策略，可传布尔值关闭或开启（3.0.11 起）' },
      { page: EN, text: 'Caching strategy for processing results; pass a boolean to turn it off or on (since 3.0.11)' },
      { page: ZH, text: 'uni-app x 适配链路的开关与细项，通常通过 `uniAppX` 预设配置（4.1.6 起）' },
      { page: EN, text: 'Switches and details for the uni-app x adaptation pipeline, usually configured through the `uniAppX` preset (since 4.1.6)' },
      { page: ZH, text: '本页以 weapp-tailwindcss 4.12.0 为准，标注的版本号表示该选项从哪个版本开始提供。' },
      { page: EN, text: 'This page is based on weapp-tailwindcss 4.12.0, and the version numbers given show the version each option first appeared in.' },
    ],
    async proof() {
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).version, '4.12.0')
      for (const [name, version] of [
        ['disabled.plugin', '4.8.14'], ['disabled.rewriteCssImports', '4.8.14'], ['tailwindcssBasedir', '2.9.3'], ['injectAdditionalCssVarScope', '2.6.0'],
        ['postcssOptions', '3.2.0'], ['babelParserOptions', '3.2.0'], ['cache', '3.0.11'], ['uniAppX', '4.1.6'],
      ] as const) await assertFirstRelease({ kind: 'option', name }, version)
      // The uniAppX preset is what sets the option; the defaults leave it unset.
      const { uniAppX } = await import('weapp-tailwindcss/presets')
      const preset = uniAppX({ base: ROOT } as never) as { uniAppX?: Record<string, unknown> }
      assert.deepEqual(Object.keys(preset.uniAppX ?? {}).sort(), ['componentLocalStyles', 'enabled', 'uvueUnsupported'])
      // cache takes a boolean.
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /cache\?: boolean \| ICreateCacheReturnType;/)
    },
  },
  {
    id: 'options-overview-first-releases-at-upstream-tags',
    says: 'Where the published releases leave a range, the exact first release was read from the upstream tags',
    quotes: [
      { page: ZH, text: '例如 `tailwindcss.v4.cssEntries`（4.0.1 起）' },
      { page: ZH, text: '4.8.14 起可传对象' },
      { page: ZH, text: '兼容字段，4.10.1 起已不参与判断' },
    ],
    manual: {
      ran: 'git grep of the UserDefinedOptions declaration (src/types.ts, src/typedoc.export.ts, src/types/**) at every release tag of sonofmagic/weapp-tailwindcss from v1.2.3 to weapp-tailwindcss@4.12.0; first tag with each option: cssEntries 4.2.6, rem2rpx 3.0.0, tailwindcssBasedir 2.9.3, px2rpx/cssCalc/logLevel 4.3.0, cssPresetEnv and the two ignore lists 4.0.0, tailwindcss 4.0.1 (absent at 4.0.0), cssRemoveHoverPseudoClass 3.2.1, postcssOptions/babelParserOptions 3.2.0-alpha.0 (3.2.0 has no tag; CHANGELOG dates 3.2.0 2024-5-1), injectAdditionalCssVarScope 2.6.0, jsPreserveClass 2.6.1, disabledDefaultTemplateHandler 2.6.2, cache 3.0.11, uniAppX 4.1.6, DisabledOptions 4.8.14 (absent 4.8.10–4.8.13); staleClassNameFallback read in handlers at 4.10.0, only in a cache key from 4.10.1 (CHANGELOG 4.10.1: classNameSet-only)',
      versions: 'weapp-tailwindcss release tags v1.2.3 … weapp-tailwindcss@4.12.0',
      on: '2026-11-28',
      why: 'the upstream history is not in the packages installed here; the published releases (version-facts.json) only bracket these versions',
    },
  },
  // ── docs/options/arbitrary-values.md ───────────────────────────────────────────────────────────
  {
    id: 'arbitrary-values-escaped-alike-everywhere',
    says: 'Tailwind CSS 3 and 4 both generate arbitrary values; weapp-tailwindcss escapes them the same way in template, stylesheet and JS, to the names in the table',
    quotes: [
      { page: AV_ZH, text: 'Tailwind CSS 3 和 4 都支持这种写法。' },
      { page: AV_EN, text: 'Tailwind CSS 3 and 4 both support this syntax.' },
      { page: AV_ZH, text: 'weapp-tailwindcss 会在模板、样式和 JS 三处同步把它们替换成安全字符，所以在小程序里可以像在网页中一样使用任意值。' },
      { page: AV_EN, text: 'so weapp-tailwindcss replaces them with safe characters consistently in templates, stylesheets and JS alike.' },
      { page: AV_ZH, text: 'weapp-tailwindcss 4.x 的默认转义规则会把特殊字符映射为以下划线开头的短序列，样式表和模板使用完全相同的结果：' },
      { page: AV_EN, text: 'The default escaping rules of weapp-tailwindcss 4.x map special characters to short sequences starting with an underscore, and stylesheets and templates get exactly the same result:' },
      { page: AV_ZH, text: '| `[&:nth-child(3)]:text-red-500` | `_b_n_cnth-child_p3_P_B_ctext-red-500` |' },
      { page: AV_EN, text: '| `[&:nth-child(3)]:text-red-500` | `_b_n_cnth-child_p3_P_B_ctext-red-500` |' },
      { page: AV_ZH, text: '映射表可以通过 `customReplaceDictionary` 替换，一般不需要改动。' },
      { page: AV_EN, text: 'The mapping can be replaced through `customReplaceDictionary`, though there is usually no need to change it.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const table: [string, string][] = [
        ['w-[300rpx]', 'w-_b300rpx_B'], ['bg-[#123456]', 'bg-_b_h123456_B'], ['grid-cols-[1fr_2fr]', 'grid-cols-_b1fr_2fr_B'],
        ['[--brand:#0f766e]', '_b--brand_c_h0f766e_B'], ['[&:nth-child(3)]:text-red-500', '_b_n_cnth-child_p3_P_B_ctext-red-500'],
      ]
      const names = table.map(([source]) => source)
      const template = `<view class="${names.join(' ')}"></view>`
      const script = `import { x } from './x'\nexport const list = ${JSON.stringify(names)}`
      const four = await runTailwind4({ template, script, css: '@import "weapp-tailwindcss";', options: {} })
      assert.equal(four.wxml, `<view class="${table.map(([, out]) => out).join(' ')}"></view>`)
      assert.equal(four.js, `import { x } from './x'\nexport const list = ${JSON.stringify(table.map(([, out]) => out))}`)
      for (const [, out] of table) assert.ok(four.wxss.includes(`.${out}`), `Tailwind CSS 4 stylesheet has .${out}`)
      assert.match(four.wxss, /\.w-_b300rpx_B[^{]*\{\s*width: 300rpx;/)
      const three = await runTailwind3({ template, options: {} })
      for (const [, out] of table) assert.ok(three.wxss.includes(`.${out}`), `Tailwind CSS 3 stylesheet has .${out}`)
      const { escape } = await import('weapp-tailwindcss/escape')
      for (const [source, out] of table) assert.equal(escape(source), out)
      assert.equal(await wxml('<view class="bg-[#123456]"></view>', ['bg-[#123456]'], { customReplaceDictionary: { '[': '-l-', ']': '-r-', '#': '-h-' } }), '<view class="bg--l--h-123456-r-"></view>')
    },
  },
  {
    id: 'arbitrary-values-template-forms-and-values',
    says: 'Conditional and array class bindings are escaped; _ stands for a space; -mt-[12rpx] and mt-[-12rpx] give the same rule; url() is written out unchanged',
    quotes: [
      { page: AV_ZH, text: '模板中的静态类名、条件类名和数组写法都支持：' },
      { page: AV_ZH, text: '任意值里需要空格时用下划线代替，例如 `grid-cols-[1fr_2fr]`。' },
      { page: AV_ZH, text: '负的任意值有两种等价写法：`-mt-[12rpx]` 和 `mt-[-12rpx]`，选一种在团队内统一即可。' },
      { page: AV_EN, text: 'Negative arbitrary values can be written two equivalent ways, `-mt-[12rpx]` and `mt-[-12rpx]`; pick one and use it consistently across the team.' },
      { page: AV_ZH, text: '`bg-[url(...)]` 里的地址会原样写进 WXSS，插件不会把本地图片换成 base64。' },
      { page: AV_EN, text: 'The address in `bg-[url(...)]` is written to the WXSS as is; the plugin does not turn a local image into base64.' },
    ],
    async proof() {
      const classes = ['bg-[#f59e0b]', 'bg-[#e5e7eb]', 'rounded-[24rpx]', 'p-[32rpx]']
      assert.equal(await wxml(`<view class="{{[vip ? 'bg-[#f59e0b]' : 'bg-[#e5e7eb]', 'rounded-[24rpx] p-[32rpx]']}}"></view>`, classes),
        `<view class="{{[vip ? 'bg-_b_hf59e0b_B' : 'bg-_b_he5e7eb_B', 'rounded-_b24rpx_B p-_b32rpx_B']}}"></view>`)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="grid-cols-[1fr_2fr] -mt-[12rpx] mt-[-12rpx] bg-[url(/static/a.png)]"></view>'
      const rule = (css: string, selector: string) => css.match(new RegExp(`\\.${selector.replace(/[-[\]]/g, m => `\\${m}`)}[^{]*\\{([^}]*)\\}`))?.[1]?.replace(/\s+/g, '').replace(/;$/, '')
      for (const [version, out] of [['4', (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })).wxss], ['3', (await runTailwind3({ template, options: {} })).wxss]] as const) {
        assert.equal(rule(out, 'grid-cols-_b1fr_2fr_B'), 'grid-template-columns:1fr2fr', `Tailwind CSS ${version}: _ is a space`)
        const negative = rule(out, '-mt-_b12rpx_B')
        assert.ok(negative, `Tailwind CSS ${version}: -mt-[12rpx] generated`)
        assert.equal(negative, rule(out, 'mt-_b-12rpx_B'), `Tailwind CSS ${version}: both negative forms give the same declaration`)
        assert.match(negative!, /margin-top:-12rpx/)
        assert.match(out, /background-image: ?url\(\/static\/a\.png\)/, `Tailwind CSS ${version}: url() unchanged`)
      }
    },
  },
  {
    id: 'arbitrary-values-apply',
    says: 'Tailwind CSS 3 applies arbitrary values with !important; Tailwind CSS 4 applies arbitrary values and theme-free classes without @reference, but theme classes and breakpoint variants fail until the entry is referenced',
    quotes: [
      { page: AV_ZH, text: '在样式文件中通过 `@apply` 使用任意值同样可以。' },
      { page: AV_EN, text: 'Arbitrary values also work through `@apply` in stylesheets.' },
      { page: AV_ZH, text: 'Tailwind CSS 4 中，没有引入 Tailwind CSS 入口的样式（例如 `.vue` 的 `<style>`）也能直接 `@apply` 任意值和 `flex` 这类不依赖主题的类' },
      { page: AV_ZH, text: '就要先用 `@reference` 引用入口 CSS，否则构建报错（类名报 `Cannot apply unknown utility class`）。' },
      { page: AV_EN, text: 'can still `@apply` arbitrary values and theme-independent classes such as `flex` directly' },
      { page: AV_EN, text: 'it has to reference the entry CSS with `@reference` first; otherwise the build fails (for a class, with `Cannot apply unknown utility class`).' },
    ],
    async proof() {
      const { compile } = await import('tailwindcss')
      const fs = await import('node:fs/promises')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const loadStylesheet = async (id: string) => {
        const file = require.resolve(id === 'weapp-tailwindcss' ? 'weapp-tailwindcss/index.css' : id, { paths: [ROOT] })
        return { path: file, base: path.dirname(file), content: await fs.readFile(file, 'utf8') }
      }
      const build = async (css: string) => (await compile(css, { base: ROOT, loadStylesheet })).build([])
      const plain = await build('.vip-card {\n  @apply flex rounded-[24rpx] bg-[#123456] p-[32rpx];\n}')
      for (const declaration of ['display: flex', 'border-radius: 24rpx', 'background-color: #123456', 'padding: 32rpx']) assert.ok(plain.includes(declaration), declaration)
      for (const cls of ['p-4', 'bg-red-500']) await assert.rejects(build(`.a {\n  @apply ${cls};\n}`), new RegExp(`Cannot apply unknown utility class \`${cls}\``))
      await assert.rejects(build('.a {\n  @apply md:p-[3px];\n}'), /the `md` variant does not exist/)
      const referenced = await build('@reference "weapp-tailwindcss";\n.a {\n  @apply p-4 bg-red-500 md:p-[3px];\n}')
      assert.match(referenced, /padding: calc\(var\(--spacing, \.25rem\) \* 4\)/)
      assert.match(referenced, /background-color: var\(--color-red-500/)
      assert.match(referenced, /@media \(width >= 48rem\)/)
      // Tailwind CSS 3: @apply with arbitrary values and a trailing !important (what #{!important} compiles to).
      const postcss = (await import('postcss')).default
      const tailwindcss3 = (await import('tailwindcss-3')).default
      const three = (await postcss([tailwindcss3({ content: [{ raw: '', extension: 'html' }], corePlugins: { preflight: false } })]).process('.vip-card {\n  @apply flex items-center rounded-[24rpx] bg-[#123456] p-[32rpx] text-[#ffffff] !important;\n}', { from: undefined })).css
      for (const declaration of ['display: flex !important', 'border-radius: 24rpx !important', 'padding: 32rpx !important']) assert.ok(three.includes(declaration), declaration)
    },
  },
  {
    id: 'arbitrary-values-double-quotes',
    says: 'arbitraryValues has one field; by default a double quote ends a class name in JS strings; allowDoubleQuotes splits on whitespace only, which leaves class names inside Vue 3 static HTML strings unescaped',
    quotes: [
      { page: AV_ZH, text: '`arbitraryValues` 是一个对象，目前只有一个字段：' },
      { page: AV_EN, text: '`arbitraryValues` is an object that currently has a single field:' },
      { page: AV_ZH, text: '默认情况下，插件在 JS 字符串里切分类名时把双引号当作边界，所以 `content-` 一类任意值请使用单引号：' },
      { page: AV_EN, text: 'By default, when the plugin splits class names in JS strings it treats double quotes as boundaries' },
      { page: AV_ZH, text: 'Vue 3 的编译器会把成片的纯静态模板预编译成一段 HTML 字符串，字符串里的属性值用双引号包裹。' },
      { page: AV_ZH, text: '与类名集合对不上，其中的类名就不再转义，样式也随之失效。' },
      { page: AV_ZH, text: '允许双引号后，插件在这段字符串里只按空白切分' },
      { page: AV_EN, text: 'With double quotes allowed, the plugin splits such a string on whitespace only' },
      { page: AV_ZH, text: '除非确有需要，保持默认的 `false`，并统一使用单引号。' },
      { page: AV_EN, text: 'Vue 3\'s compiler turns runs of purely static template markup into one HTML string, in which attribute values are wrapped in double quotes.' },
      { page: AV_EN, text: 'They do not match the class name set, the class names inside are no longer escaped, and their styles stop applying.' },
      { page: AV_EN, text: 'Unless you really need it, keep the default `false` and stick to single quotes.' },
    ],
    async proof() {
      const declarations = packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts')
      const body = declarations.match(/interface IArbitraryValues \{([\s\S]*?)\n\}/)?.[1] ?? ''
      assert.deepEqual([...body.matchAll(/^\s{4}(\w+)\??:/gm)].map(m => m[1]), ['allowDoubleQuotes'])
      const head = 'import { x } from \'./x\'\n'
      const code = `${head}const a = 'after:content-["sold"]'`
      const classes = ['after:content-["sold"]']
      assert.equal(await js(code, classes), code, 'default: the double quote splits the class name, nothing matches')
      assert.equal(await js(code, classes, { arbitraryValues: { allowDoubleQuotes: true } }), `${head}const a = 'after_ccontent-_b_qsold_q_B'`)
      // Vue 3 (compiler-dom 3.5) hoists a run of static elements into one HTML string.
      const { compile } = await import('@vue/compiler-dom')
      const rows = Array.from({ length: 20 }, (_, i) => `<div class="w-[10px]">${i}</div>`).join('')
      const { code: render } = compile(`<div>${rows}</div>`, { hoistStatic: true, mode: 'module' })
      assert.match(render, /_createStaticVNode\("<div class=\\"w-\[10px\]\\">0<\/div>/)
      assert.match(await js(render, ['w-[10px]']), /class=\\"w-_b10px_B\\">0</, 'default: escaped inside the HTML string')
      const allowed = await js(render, ['w-[10px]'], { arbitraryValues: { allowDoubleQuotes: true } })
      assert.match(allowed, /class=\\"w-\[10px\]\\">0</, 'allowDoubleQuotes: left raw')
      assert.doesNotMatch(allowed, /w-_b10px_B/)
    },
  },
  // ── docs/options/comments.md ───────────────────────────────────────────────────────────────────
  {
    id: 'comments-only-class-set-hits-are-escaped',
    says: 'transformJs rewrites only the pieces of JS strings that are in the class name set; ordinary text with brackets stays',
    quotes: [
      { page: CM_ZH, text: 'weapp-tailwindcss 会改写编译后 JavaScript 里的字符串，把其中的 Tailwind CSS 类名转义成小程序能识别的形式。' },
      { page: CM_ZH, text: '插件不会盲目转义所有带方括号的字符串。' },
      { page: CM_ZH, text: '它先从 Tailwind CSS 拿到本次构建实际生成的类名集合，再逐个比对字符串里的片段，只有命中集合的片段才会被替换：' },
      { page: CM_EN, text: 'The plugin does not blindly escape every string with square brackets.' },
      { page: CM_EN, text: 'It first gets from Tailwind CSS the set of class names this build actually generated, then compares the pieces of each string against it; only pieces found in the set are replaced:' },
      { page: CM_EN, text: 'So you generally do not need to worry about your copy being changed by mistake.' },
      { page: CM_ZH, text: '内容基于 weapp-tailwindcss 4.12.0。' },
      { page: CM_EN, text: 'It is based on weapp-tailwindcss 4.12.0.' },
    ],
    async proof() {
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).version, '4.12.0')
      const code = 'const title = \'text-[30rpx]\'\nconst tip = \'价格区间 [10, 20]\''
      assert.equal(await js(code, ['text-[30rpx]']), 'const title = \'text-_b30rpx_B\'\nconst tip = \'价格区间 [10, 20]\'')
      assert.equal(await js('import { x } from \'./x\'\nconst a = \'w-[3px] bg-[#fff]\'', ['bg-[#fff]']), 'import { x } from \'./x\'\nconst a = \'w-[3px] bg-_b_hfff_B\'', 'w-[3px] is not in the set')
    },
  },
  {
    id: 'comments-weapptwignore-tag',
    says: 'weappTwIgnore is String.raw; the tag is recognised by name (also as a member), a String.raw alias is not, ${} is still escaped, a renamed import only counts when the call list is non-empty; recognised since 3.7.0, exported since 4.0',
    quotes: [
      { page: CM_ZH, text: '它本质上就是 `String.raw`，返回值与模板字符串内容完全相同，但插件看到这个标签就会跳过整段模板。' },
      { page: CM_EN, text: 'Under the hood it is just `String.raw`, and it returns exactly the contents of the template string, but when the plugin sees this tag it skips the whole template.' },
      { page: CM_ZH, text: '插件从 3.7.0 起按这个名字跳过模板；这个导出则是 4.0.0 起才有的：' },
      { page: CM_EN, text: 'The plugin has skipped templates with this tag name since 3.7.0; `weapp-tailwindcss/escape` has exported it only since 4.0.0:' },
      { page: CM_ZH, text: '插件按**名字**识别标签，默认名单只有 `weappTwIgnore`。' },
      { page: CM_ZH, text: '`tw.weappTwIgnore` 这样的成员访问同样能识别。' },
      { page: CM_EN, text: 'The plugin recognizes the tag by **name**, and the default list contains only `weappTwIgnore`.' },
      { page: CM_EN, text: 'member access such as `tw.weappTwIgnore` is recognized too.' },
      { page: CM_ZH, text: '把 `String.raw` 赋给另一个变量（如 `const raw = String.raw`）不会被当成忽略标记，这是 4.7.2 起为避免误伤普通的 `String.raw` 用法而收紧的规则。' },
      { page: CM_EN, text: 'Assigning `String.raw` to another variable (such as `const raw = String.raw`) does not count as an ignore marker.' },
      { page: CM_EN, text: 'This rule was tightened in 4.7.2 so that ordinary uses of `String.raw` are not affected.' },
      { page: CM_ZH, text: '模板里 `${}` 插值中的表达式仍会照常转义，只有模板的字面部分被保留。' },
      { page: CM_EN, text: 'Expressions inside `${}` interpolations in the template are still escaped as usual; only the literal parts of the template are kept.' },
      { page: CM_ZH, text: '在 4.12.0 中，导入时改名（`import { weappTwIgnore as raw }`）只有在调用表达式名单非空时才会被识别。' },
      { page: CM_EN, text: 'In 4.12.0, renaming on import (`import { weappTwIgnore as raw }`) is only recognized when the call expression list is not empty.' },
    ],
    async proof() {
      const { weappTwIgnore } = await import('weapp-tailwindcss/escape')
      assert.equal(weappTwIgnore, String.raw)
      const classes = ['text-[30rpx]', 'bg-[#00ff00]', 'w-[10px]']
      const imported = 'import { weappTwIgnore } from \'weapp-tailwindcss/escape\'\n'
      assert.equal(await js(`${imported}const l = ['text-[30rpx]', weappTwIgnore\`bg-[#00ff00]\`]`, classes), `${imported}const l = ['text-_b30rpx_B', weappTwIgnore\`bg-[#00ff00]\`]`)
      const member = 'import * as tw from \'weapp-tailwindcss/escape\'\n'
      assert.equal(await js(`${member}const l = tw.weappTwIgnore\`bg-[#00ff00]\``, classes), `${member}const l = tw.weappTwIgnore\`bg-[#00ff00]\``)
      const head = 'import { x } from \'./x\'\n'
      assert.equal(await js(`${head}const raw = String.raw\nconst l = raw\`bg-[#00ff00]\``, classes), `${head}const raw = String.raw\nconst l = raw\`bg-_b_h00ff00_B\``)
      assert.equal(await js(`${imported}const l = weappTwIgnore\`bg-[#00ff00] \${'w-[10px]'}\``, classes), `${imported}const l = weappTwIgnore\`bg-[#00ff00] \${'w-_b10px_B'}\``)
      const renamed = 'import { weappTwIgnore as raw } from \'weapp-tailwindcss/escape\'\nconst l = raw`bg-[#00ff00]`'
      assert.equal(await js(renamed, classes), renamed.replace('raw`bg-[#00ff00]`', 'raw`bg-_b_h00ff00_B`'), 'empty call list: renamed tag not recognised')
      assert.equal(await js(renamed, classes, { ignoreCallExpressionIdentifiers: ['cn'] }), renamed, 'non-empty call list: recognised')
      assert.equal(await js(renamed, classes, { ignoreTaggedTemplateExpressionIdentifiers: ['weappTwIgnore', 'raw'] }), renamed, 'new name in the tag list: recognised')
      // The export path: absent from the published 3.7.0, present in 4.x (4.0.0 at the upstream tag).
      await assertFirstRelease({ kind: 'exportPath', name: 'escape' }, '4.0.0')
      await assertFirstRelease({ kind: 'exportName', name: 'weappTwIgnore' }, '4.0.0')
    },
  },
  {
    id: 'comments-weapptwignore-upstream-history',
    says: '3.7.0 skips templates tagged weappTwIgnore without exporting it; 4.7.2 narrowed the tag to weappTwIgnore and its import alias',
    quotes: [
      { page: CM_ZH, text: '插件从 3.7.0 起按这个名字跳过模板' },
      { page: CM_ZH, text: '这是 4.7.2 起为避免误伤普通的 `String.raw` 用法而收紧的规则。' },
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@3.7.0:packages/weapp-tailwindcss/src/js/index.ts (const ignoreIdentifier = \'weappTwIgnore\'; templates tagged with that identifier are skipped) and git grep weappTwIgnore at that tag (no export); CHANGELOG.md at weapp-tailwindcss@4.12.0: 3.7.0 "支持使用 weappTwIgnore 在js中标识无需转译的字面量", 4.7.2 "收紧 JS 标记模板的忽略范围：默认仅认得 weappTwIgnore 及其导入别名，普通 String.raw 别名会继续转译"; src/escape.ts first at weapp-tailwindcss@4.0.0',
      versions: 'upstream tags weapp-tailwindcss@3.7.0, @4.0.0, @4.7.2, @4.12.0',
      on: '2026-11-28',
      why: '3.7.0 and 4.7.x are not installed here; the proofs run 4.12.0',
    },
  },
  {
    id: 'comments-ignore-comment-positions',
    says: 'A block comment with weapp-tw and ignore right before a literal skips it; on a declaration, a key or a template string it does not; a line comment before an array element does',
    quotes: [
      { page: CM_ZH, text: '在字符串字面量**紧前方**写一个同时包含 `weapp-tw` 和 `ignore` 的块注释，这个字面量就会被跳过。' },
      { page: CM_EN, text: 'Put a block comment containing both `weapp-tw` and `ignore` **immediately before** a string literal, and that literal is skipped.' },
      { page: CM_ZH, text: '注释必须挂在字面量本身上，下面这些位置都**不会**生效：' },
      { page: CM_EN, text: 'The comment must be attached to the literal itself.' },
      { page: CM_ZH, text: '数组里的元素例外：元素前单独一行的 `// weapp-tw ignore` 会挂在该元素上，因此可以生效。' },
      { page: CM_EN, text: 'Array elements are the exception: a `// weapp-tw ignore` on its own line before an element is attached to that element, so it works.' },
    ],
    async proof() {
      const classes = ['bg-[#00ff00]', 'w-[10px]']
      const head = 'import { x } from \'./x\'\n'
      const good = `${head}const demo = { snippet: /* weapp-tw ignore */ 'class="bg-[#00ff00] w-[10px]"', box: 'w-[10px]' }\nsetClass(/* weapp-tw ignore */ 'bg-[#00ff00]')\nsetClass(/*@weapp-tw ignore*/ 'bg-[#00ff00]')`
      assert.equal(await js(good, classes), good.replace('box: \'w-[10px]\'', 'box: \'w-_b10px_B\''))
      const wrong = `${head}// weapp-tw ignore\nconst a = 'w-[10px]'\nconst b = {\n  // weapp-tw ignore\n  key: 'w-[10px]',\n}\nconst c = /* weapp-tw ignore */ \`w-[10px] \${size}\``
      assert.equal(await js(wrong, classes), wrong.replaceAll('w-[10px]', 'w-_b10px_B'))
      const array = `${head}const arr = [\n  // weapp-tw ignore\n  'w-[10px]',\n  'bg-[#00ff00]',\n]`
      assert.equal(await js(array, classes), array.replace('\'bg-[#00ff00]\'', '\'bg-_b_h00ff00_B\''))
    },
  },
  {
    id: 'comments-minifier-runs-before-the-plugin',
    says: 'The plugin handles JS at webpack\'s summarize stage and in Vite\'s generateBundle; minification runs earlier in both and removes the marker comment',
    quotes: [
      { page: CM_ZH, text: '插件处理 JS 的时机在打包之后：webpack 中位于资源处理的汇总阶段，Vite 中位于 `generateBundle`。' },
      { page: CM_ZH, text: '如果构建开启了 JS 压缩，注释可能在插件看到代码之前就被压缩工具去掉，标记随之失效。' },
      { page: CM_EN, text: 'The plugin processes JS after bundling: in webpack, in the summary stage of asset processing; in Vite, in `generateBundle`.' },
      { page: CM_EN, text: 'If the build minifies JS, the comments may be stripped by the minifier before the plugin ever sees the code, and the marker stops working.' },
    ],
    async proof() {
      const webpackSource = packageFile('weapp-tailwindcss', 'dist/chunk-JZQBZHN5.js')
      assert.match(webpackSource, /processAssets\.tapPromise\(\s*\{[^}]*stage: Compilation\.PROCESS_ASSETS_STAGE_SUMMARIZE/)
      assert.match(packageFile('weapp-tailwindcss', 'dist/chunk-OFB2KBRP.js'), /generateBundle: \{/)
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'options-minify-'))
      const entry = path.join(dir, 'index.js')
      fs.writeFileSync(entry, 'export const cls = /* weapp-tw ignore */ \'w-[10px]\'\nconsole.log(cls)\n')
      // Vite 7: what generateBundle receives from a minified build.
      const { build } = await import('vite')
      let seenByVite = ''
      await build({ root: dir, logLevel: 'silent', configFile: false, build: { write: false, minify: 'esbuild', rollupOptions: { input: entry } },
        plugins: [{ name: 'probe', generateBundle(_options, bundle) { seenByVite = Object.values(bundle).map(chunk => 'code' in chunk ? chunk.code : '').join('') } }] })
      assert.match(seenByVite, /w-\[10px\]/)
      assert.doesNotMatch(seenByVite, /weapp-tw ignore/, 'Vite: comment gone before generateBundle')
      // webpack 5 production build: what a SUMMARIZE-stage processAssets hook sees.
      const webpack = (await import('webpack')).default
      let seenByWebpack = ''
      await new Promise<void>((resolve, reject) => webpack({ mode: 'production', context: dir, entry, output: { path: path.join(dir, 'dist') }, plugins: [{
        apply(compiler: import('webpack').Compiler) {
          compiler.hooks.thisCompilation.tap('probe', compilation => compilation.hooks.processAssets.tap({ name: 'probe', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, assets => {
            seenByWebpack = Object.values(assets).map(asset => String(asset.source())).join('')
          }))
        },
      }] }, (error, stats) => error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()))
      assert.match(seenByWebpack, /w-\[10px\]/)
      assert.doesNotMatch(seenByWebpack, /weapp-tw ignore/, 'webpack: comment gone before the summarize stage')
      fs.rmSync(dir, { recursive: true, force: true })
    },
    timeoutMs: 120_000,
  },
  {
    id: 'comments-call-expression-list',
    says: 'ignoreCallExpressionIdentifiers (since 4.0.0, default []) takes strings and regexes, skips only literals passed directly, matches the name as written',
    quotes: [
      { page: CM_ZH, text: '可以把函数名加入调用表达式名单（weapp-tailwindcss 4.0.0 起提供，4.12.0 的默认值是空数组）。' },
      { page: CM_ZH, text: '名单项可以是字符串或正则：' },
      { page: CM_EN, text: 'Items can be strings or regular expressions:' },
      { page: CM_EN, text: 'add the function name to the call expression list (available since weapp-tailwindcss 4.0.0; the default in 4.12.0 is an empty array).' },
      { page: CM_ZH, text: '只跳过作为参数**直接传入**的字符串字面量和模板字符串。' },
      { page: CM_ZH, text: '参数里嵌套的条件表达式，例如 `cn(\'p-2\', active ? \'bg-[#fff]\' : \'\')` 中的 `\'bg-[#fff]\'`，仍会被转义。' },
      { page: CM_EN, text: 'Only string literals and template strings passed **directly** as arguments are skipped.' },
      { page: CM_EN, text: 'A conditional expression nested in an argument, such as the `\'bg-[#fff]\'` in `cn(\'p-2\', active ? \'bg-[#fff]\' : \'\')`, is still escaped.' },
      { page: CM_ZH, text: '按调用处写的名字匹配，写 `obj.cx(...)` 时名单里的 `\'cx\'` 不会命中，请以实际写法为准。' },
      { page: CM_EN, text: 'Matching uses the name as written at the call site: for `obj.cx(...)`, `\'cx\'` in the list does not match, so go by how the call is actually written.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().ignoreCallExpressionIdentifiers, [])
      const head = 'import { x } from \'./x\'\n'
      const code = `${head}cn('p-2', 'bg-[#fff]', \`bg-[#fff]\`, active ? 'bg-[#fff]' : '')\nobj.cx('bg-[#fff]')\ntwMerge('bg-[#fff]')\ntwJoin('bg-[#fff]')`
      const out = await js(code, ['bg-[#fff]', 'p-2'], { ignoreCallExpressionIdentifiers: ['cn', 'cx', /^tw(Merge|Join)$/] })
      assert.equal(out, `${head}cn('p-2', 'bg-[#fff]', \`bg-[#fff]\`, active ? 'bg-_b_hfff_B' : '')\nobj.cx('bg-_b_hfff_B')\ntwMerge('bg-[#fff]')\ntwJoin('bg-[#fff]')`)
      await assertFirstRelease({ kind: 'option', name: 'ignoreCallExpressionIdentifiers' }, '4.0.0')
    },
  },
  {
    id: 'comments-jspreserveclass',
    says: 'jsPreserveClass (since 2.6.1) is asked word by word in literals, template strings and object keys; a custom one replaces the default, which keeps only a lone *; templates still escape',
    quotes: [
      { page: CM_ZH, text: '可以用 `jsPreserveClass` 一次说清（weapp-tailwindcss 2.6.1 起提供）。' },
      { page: CM_EN, text: 'you can state that once with `jsPreserveClass` (available since weapp-tailwindcss 2.6.1).' },
      { page: CM_ZH, text: '用 4.12.0 的 `transformJs` 验证（特意把这两个路径放进类名集合，模拟被误判的情况）：`\'user/getUserInfo\'` 和 `\'order/get_order_amount\'` 原样保留，同一文件里的 `\'w-1/2\'` 照常变成 `\'w-1_f2\'`。' },
      { page: CM_EN, text: 'Verified with `transformJs` from 4.12.0 (with the two paths deliberately put into the class name set, to simulate them being misidentified)' },
      { page: CM_ZH, text: '传入自己的回调会**替换**默认回调。' },
      { page: CM_ZH, text: '默认回调只做一件事：遇到单独的 `*` 返回 `true`。' },
      { page: CM_ZH, text: '漏掉这一条，字符串 `\'*\'` 会被转义成 `\'_x\'`。' },
      { page: CM_EN, text: 'Passing your own callback **replaces** the default one.' },
      { page: CM_EN, text: 'The default callback does exactly one thing: it returns `true` for a lone `*`.' },
      { page: CM_EN, text: 'Leave that out and the string `\'*\'` is escaped to `\'_x\'`.' },
      { page: CM_ZH, text: '回调对字符串字面量、模板字符串和对象键名都生效，而且作用于所有 JS 文件，规则宁窄勿宽。' },
      { page: CM_EN, text: 'The callback applies to string literals, template strings and object keys, across all JS files, so keep the rule as narrow as you can.' },
      { page: CM_ZH, text: '它只管 JS。模板里 `class` 属性和样式表中的同名类照样转义' },
      { page: CM_EN, text: 'It only covers JS.' },
      { page: CM_EN, text: 'A class with the same name in a template\'s `class` attribute or in the stylesheet is still escaped, so a real class name it lets through no longer matches the styles.' },
      { page: CM_EN, text: 'Do not use it to keep utility classes that need to take effect.' },
      { page: CM_ZH, text: '症状：请求地址或 Vuex action 名里的 `/` 不见了，例如源码里的 `store.dispatch(\'user/getUserInfo\')` 在产物里变成 `store.dispatch(\'user_fgetUserInfo\')`' },
      { page: CM_EN, text: 'For example, `store.dispatch(\'user/getUserInfo\')` in the source becomes `store.dispatch(\'user_fgetUserInfo\')` in the output' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const byDefault = getDefaultOptions().jsPreserveClass!
      for (const word of ['*', 'w-1/2', 'user/getUserInfo', '**', 'a*']) assert.equal(byDefault(word), word === '*', `default(${word})`)
      const classes = ['user/getUserInfo', 'order/get_order_amount', 'w-1/2', '*']
      const head = 'import { x } from \'./x\'\n'
      assert.equal(await js(`${head}store.dispatch('user/getUserInfo')`, classes), `${head}store.dispatch('user_fgetUserInfo')`, 'the symptom')
      const preserve = { jsPreserveClass: (keyword: string) => keyword === '*' || /^(?:user|order)\//.test(keyword) }
      const code = `${head}const a = 'user/getUserInfo'\nconst b = 'order/get_order_amount'\nconst c = 'w-1/2'\nconst t = \`user/getUserInfo \${x} w-1/2\`\nconst m = { 'user/getUserInfo': 1, 'w-1/2': 2 }\nconst s = '*'`
      assert.equal(await js(code, classes, preserve), `${head}const a = 'user/getUserInfo'\nconst b = 'order/get_order_amount'\nconst c = 'w-1_f2'\nconst t = \`user/getUserInfo \${x} w-1_f2\`\nconst m = { 'user/getUserInfo': 1, 'w-1_f2': 2 }\nconst s = '*'`)
      assert.equal(await js(`${head}const s = '*'`, classes, { jsPreserveClass: (keyword: string) => keyword.startsWith('user/') }), `${head}const s = '_x'`)
      assert.equal(await wxml('<view class="user/getUserInfo w-1/2"></view>', classes, preserve), '<view class="user_fgetUserInfo w-1_f2"></view>', 'templates ignore jsPreserveClass')
      await assertFirstRelease({ kind: 'option', name: 'jsPreserveClass' }, '2.6.1')
    },
  },
  {
    id: 'comments-paths-not-in-the-v4-class-set',
    says: 'With Tailwind CSS 4.3.5 the class set keeps only candidates that generate CSS: user/getUserInfo and order/get_order_amount are not in it and stay, w-1/2 is escaped',
    quotes: [
      { page: CM_ZH, text: '原因：插件只转义出现在 Tailwind CSS 类名集合里的字符串，而这个字符串恰好进了集合；集合怎么收集与版本有关。' },
      { page: CM_ZH, text: '在 4.12.0 + Tailwind CSS 4.3.5 下，只有 Tailwind CSS 能生成样式的候选词才进入类名集合' },
      { page: CM_EN, text: 'Cause: the plugin only escapes strings that appear in the Tailwind CSS class name set, and this string happened to end up in the set; how the set is collected depends on the version.' },
      { page: CM_EN, text: 'With 4.12.0 and Tailwind CSS 4.3.5, only candidates that Tailwind CSS can generate styles for enter the class name set' },
    ],
    async proof() {
      // tailwindcss-patch builds the v4 set this way: parseCandidate, then keep what candidatesToCss turns into CSS.
      assert.match(packageFile('tailwindcss-patch', 'dist/validate-B8H-8rWO.js'), /const cssByCandidate = designSystem\.candidatesToCss\(uncachedCandidates\);[\s\S]{0,400}if \(!isValid\) continue;/)
      assert.equal(JSON.parse(packageFile('tailwindcss', 'package.json')).version, '4.3.5')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const script = 'import { x } from \'./x\'\nstore.dispatch(\'user/getUserInfo\')\nconst b = \'order/get_order_amount\'\nconst c = \'w-1/2\''
      const out = await runTailwind4({ template: '<view></view>', script, css: '@import "weapp-tailwindcss";', options: {} }) as { js: string, classes?: string[] }
      assert.equal(out.js, script.replace('\'w-1/2\'', '\'w-1_f2\''))
    },
  },
  {
    id: 'comments-ignored-strings-do-not-match-styles',
    says: 'A class kept raw in JS no longer matches the escaped selector; escape() from weapp-tailwindcss/escape produces the escaped name at run time',
    quotes: [
      { page: CM_ZH, text: '注意：被忽略的类名不会再和样式表里转义后的选择器对应，如果它最终要作为 `class` 使用，必须由运行时代码（例如 merge 库或 `weapp-tailwindcss/escape` 的 `escape` 函数）负责转义。' },
      { page: CM_EN, text: 'Note that ignored class names no longer correspond to the escaped selectors in the stylesheet.' },
      { page: CM_EN, text: 'If such a string is eventually used as a `class`, runtime code (for example a merge library, or the `escape` function from `weapp-tailwindcss/escape`) must take care of escaping it.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="bg-[#00ff00]"></view>', script: 'import { weappTwIgnore } from \'weapp-tailwindcss/escape\'\nexport const c = weappTwIgnore`bg-[#00ff00]`', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.js, /weappTwIgnore`bg-\[#00ff00\]`/)
      assert.ok(out.wxss.includes('.bg-_b_h00ff00_B'))
      assert.ok(!out.wxss.includes('.bg-\\[\\#00ff00\\]') && !out.wxss.includes('.bg-[#00ff00]'), 'no selector for the raw name')
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.equal(escape('bg-[#00ff00]'), 'bg-_b_h00ff00_B')
    },
  },
  // ── docs/options/exports.md ────────────────────────────────────────────────────────────────────
  {
    id: 'exports-table-matches-package-json',
    says: 'The exports table lists the subpaths of 4.12.0 with what each exports; every JS subpath has types, import and require; the three plugins share UserDefinedOptions; the weappTailwindcss alias arrived in 4.11.0',
    quotes: [
      { page: EX_ZH, text: '本页按 4.12.0 版本的 `exports` 逐项说明：每个路径提供什么、适合在什么场景引用。' },
      { page: EX_EN, text: 'This page goes through the `exports` of version 4.12.0 entry by entry: what each path provides and when you would import it.' },
      { page: EX_ZH, text: '所有 JavaScript 子路径都同时提供 ESM（`import`）与 CommonJS（`require`）两种格式，并带有 TypeScript 类型声明，无论配置文件用哪种模块格式都可以直接引用。' },
      { page: EX_EN, text: 'Every JavaScript subpath comes in both ESM (`import`) and CommonJS (`require`) formats, with TypeScript type declarations' },
      { page: EX_ZH, text: '三种插件接收的选项完全相同（`UserDefinedOptions`），区别只在于接入的构建工具：' },
      { page: EX_EN, text: 'All three plugins take exactly the same options (`UserDefinedOptions`); they differ only in the build tool they plug into:' },
      { page: EX_ZH, text: '| `./escape` | JS | `escape`、`unescape`、`isAllowedClassName`、`weappTwIgnore` | 单独处理类名字符串 |' },
      { page: EX_ZH, text: '| `./presets` | JS | `uniApp`、`uniAppX`、`createBasePreset`、`normalizeCssEntries` | 用预设生成插件选项 |' },
      { page: EX_ZH, text: '// 4.11.0 起也可以写成：import { weappTailwindcss } from \'weapp-tailwindcss/vite\'' },
      { page: EX_ZH, text: '`./defaults` 的 `getDefaultOptions()` 返回插件内置的默认配置，可以用来确认某个选项的默认值。' },
      { page: EX_EN, text: '`getDefaultOptions()` from `./defaults` returns the plugin\'s built-in default configuration, which you can use to confirm an option\'s default.' },
      { page: EX_EN, text: '| Looking at or reusing the default configuration |' },
      { page: EX_EN, text: '`./types` contains only types; import it with `import type`:' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json')) as { version: string, exports: Record<string, string | Record<string, string>>, style: string }
      assert.equal(pkg.version, '4.12.0')
      assert.deepEqual(Object.keys(pkg.exports), ['.', './escape', './vite', './webpack', './webpack4', './core', './gulp', './defaults', './presets', './reset', './css-macro/postcss', './css-macro', './types', './postcss-html-transform', './package.json', './index.css', './index', './preflight.css', './preflight', './theme.css', './theme', './utilities.css', './utilities', './with-layer.css', './with-layer', './uni-app-x', './uni-app-x.css', './css', './*'])
      for (const [subpath, target] of Object.entries(pkg.exports)) {
        if (typeof target === 'string') continue
        assert.ok(target.types && target.import && target.require, `${subpath}: types, import and require`)
      }
      const dts = (name: string) => packageFile('weapp-tailwindcss', `dist/${name}.d.ts`)
      assert.match(dts('escape'), /weappTwIgnore/)
      assert.match(dts('escape'), /export \{ isAllowedClassName, unescape \}/)
      assert.match(dts('escape'), /declare function escape\(/)
      assert.match(dts('presets'), /export \{ type BasePresetOptions, type UniAppPresetOptions, type UniAppXOptions, createBasePreset, normalizeCssEntries, uniApp, uniAppX \}/)
      assert.match(dts('vite'), /UnifiedViteWeappTailwindcssPlugin as weappTailwindcss/)
      assert.match(dts('webpack'), /UnifiedWebpackPluginV5 as weappTailwindcss/)
      assert.match(dts('gulp'), /createPlugins as weappTailwindcss/)
      assert.match(dts('webpack4'), /UnifiedWebpackPluginV4/)
      assert.match(dts('core'), /declare function createContext\(/)
      assert.match(dts('defaults'), /getDefaultOptions/)
      assert.doesNotMatch(packageFile('weapp-tailwindcss', 'dist/types.js'), /exports\./, 'types: no runtime exports')
      for (const name of ['vite', 'webpack', 'gulp', 'webpack4']) assert.match(dts(name), /options\??: UserDefinedOptions/, `${name} takes UserDefinedOptions`)
      assert.match(dts('index'), /export \{ createPlugins \} from '\.\/gulp\.js';/)
      assert.match(dts('index'), /export \{ UnifiedViteWeappTailwindcssPlugin \} from '\.\/vite\.js';/)
      assert.match(dts('index'), /export \{ UnifiedWebpackPluginV5, weappTailwindcssPackageDir \} from '\.\/webpack\.js';/)
      await assertFirstRelease({ kind: 'exportName', name: 'weappTailwindcss' }, '4.11.0')
    },
  },
  {
    id: 'exports-root-and-webpack4',
    says: 'The root entry loads the webpack, Vite and gulp implementations at once; the README points Tailwind CSS 2 users to webpack4; Tailwind CSS 3 depends on PostCSS 8 and the tailwindcss 4 package does not depend on PostCSS',
    quotes: [
      { page: EX_ZH, text: '包根目录 `.` 也导出了 webpack 5 插件、Vite 插件和 `createPlugins`，但它会一次性加载三套实现的依赖。' },
      { page: EX_EN, text: 'The package root `.` also exports the webpack 5 plugin, the Vite plugin and `createPlugins`, but it loads the dependencies of all three implementations at once.' },
      { page: EX_ZH, text: '`./webpack4` 面向 webpack 4 + PostCSS 7 的老项目，包的 README 建议仍在使用 Tailwind CSS 2 的项目使用它；' },
      { page: EX_ZH, text: 'Tailwind CSS 3 本身依赖 PostCSS 8（3.4.19 的依赖是 `postcss: ^8.4.47`），Tailwind CSS 4 的 `tailwindcss` 包不依赖 PostCSS，这两类项目都应使用 `./webpack` 或 `./vite`。' },
      { page: EX_EN, text: '`./webpack4` is aimed at older projects on webpack 4 + PostCSS 7, and the package README recommends it for projects still on Tailwind CSS 2; Tailwind CSS 3 itself depends on PostCSS 8 (3.4.19 lists `postcss: ^8.4.47`), and the `tailwindcss` package of Tailwind CSS 4 does not depend on PostCSS at all; projects on either should use `./webpack` or `./vite`.' },
    ],
    async proof() {
      const index = packageFile('weapp-tailwindcss', 'dist/index.js')
      for (const chunk of ['chunk-JZQBZHN5.js', 'chunk-DUHYLR2R.js', 'chunk-OFB2KBRP.js']) assert.ok(index.includes(`require('./${chunk}')`), chunk)
      assert.match(packageFile('weapp-tailwindcss', 'dist/webpack.js'), /chunk-JZQBZHN5/, 'webpack implementation')
      assert.match(packageFile('weapp-tailwindcss', 'dist/gulp.js'), /chunk-DUHYLR2R/, 'gulp implementation')
      assert.match(packageFile('weapp-tailwindcss', 'dist/vite.js'), /chunk-OFB2KBRP/, 'vite implementation')
      assert.match(packageFile('weapp-tailwindcss', 'README.md'), /如果你还在使用 `tailwindcss@2` 版本，那你应该使用从 `weapp-tailwindcss\/webpack4` 导出的本插件的 `postcss7` `webpack4` 版本/)
      const three = JSON.parse(packageFile('tailwindcss-3', 'package.json'))
      assert.equal(three.version, '3.4.19')
      assert.equal(three.dependencies.postcss, '^8.4.47')
      const four = JSON.parse(packageFile('tailwindcss', 'package.json'))
      assert.equal(four.version, '4.3.5')
      assert.equal(four.dependencies?.postcss ?? four.peerDependencies?.postcss, undefined)
    },
  },
  {
    id: 'exports-core-and-escape',
    says: 'createContext returns three async methods; escape(bg-[#0ea5e9]) is bg-_b_h0ea5e9_B; weappTwIgnore is the default tag list',
    quotes: [
      { page: EX_ZH, text: '`./core` 的 `createContext` 返回三个异步方法，不依赖任何构建工具，适合写自定义脚本或单元测试：' },
      { page: EX_ZH, text: '`./escape` 只处理字符串，`escape(\'bg-[#0ea5e9]\')` 的结果是 `bg-_b_h0ea5e9_B`；' },
      { page: EX_EN, text: '`./escape` only handles strings: `escape(\'bg-[#0ea5e9]\')` returns `bg-_b_h0ea5e9_B`.' },
      { page: EX_ZH, text: '`weappTwIgnore` 是一个标签模板函数，被它包裹的模板字符串不会被插件转义（对应 `ignoreTaggedTemplateExpressionIdentifiers` 的默认值）。' },
      { page: EX_EN, text: '`weappTwIgnore` is a tag function for template strings; template strings wrapped in it are not escaped by the plugin (it is the default value of `ignoreTaggedTemplateExpressionIdentifiers`).' },
    ],
    async proof() {
      const ctx = await (await import('weapp-tailwindcss/core')).createContext({ ...QUIET, rem2rpx: true } as never)
      assert.deepEqual(Object.keys(ctx).sort(), ['transformJs', 'transformWxml', 'transformWxss'])
      const pending = [ctx.transformWxss('.p-4 { padding: 1rem; }'), ctx.transformWxml('<view class="w-1/2 bg-[#0ea5e9]"></view>', { runtimeSet: new Set(['w-1/2', 'bg-[#0ea5e9]']) }), ctx.transformJs('const a = 1')]
      for (const result of pending) assert.ok(result instanceof Promise)
      const [css, template] = await Promise.all(pending) as [{ css: string }, string]
      assert.equal(css.css, '.p-4 { padding: 32rpx; }')
      assert.equal(template, '<view class="w-1_f2 bg-_b_h0ea5e9_B"></view>')
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.equal(escape('bg-[#0ea5e9]'), 'bg-_b_h0ea5e9_B')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.equal(await js('import { weappTwIgnore } from \'weapp-tailwindcss/escape\'\nconst a = weappTwIgnore`bg-[#0ea5e9]`', ['bg-[#0ea5e9]']), 'import { weappTwIgnore } from \'weapp-tailwindcss/escape\'\nconst a = weappTwIgnore`bg-[#0ea5e9]`')
    },
  },
  {
    id: 'exports-uniapp-preset',
    says: 'uniApp (4.8.13) builds on createBasePreset: base sets the directories, cssEntries takes a path or a list, UNI_PLATFORM h5/app/app-plus sets disabled; in a Tailwind CSS 3 project it fails without tailwindcss.version 3',
    quotes: [
      { page: EX_ZH, text: '// uniApp 预设在 UNI_PLATFORM 为 h5、app、app-plus 时自动设置 disabled: true' },
      { page: EX_ZH, text: '`uniApp`（4.8.13 起）：基于 `createBasePreset`，根据 `base` 设置 `tailwindcssBasedir` 与 Tailwind CSS 各版本的目录，`cssEntries` 可以传单个绝对路径或路径数组；' },
      { page: EX_ZH, text: '在 H5、App 平台默认关闭转义。' },
      { page: EX_ZH, text: '它默认按 Tailwind CSS 4 的方式定位包，用在 Tailwind CSS 3 项目里要加上 `tailwindcss: { version: 3 }`，否则报 `Unable to locate Tailwind CSS package "@tailwindcss/postcss"`。' },
      { page: EX_EN, text: '`uniApp` (since 4.8.13): built on `createBasePreset`, it sets `tailwindcssBasedir` and the directories for each Tailwind CSS version from `base`; `cssEntries` takes a single absolute path or an array of paths.' },
      { page: EX_EN, text: 'Escaping is turned off by default on the H5 and App platforms.' },
      { page: EX_EN, text: 'It locates packages the Tailwind CSS 4 way by default; in a Tailwind CSS 3 project, add `tailwindcss: { version: 3 }`, otherwise you get `Unable to locate Tailwind CSS package "@tailwindcss/postcss"`.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'options-uniapp-tw3-'))
      fs.mkdirSync(path.join(project, 'node_modules'))
      fs.symlinkSync(path.join(ROOT, 'node_modules/tailwindcss-3'), path.join(project, 'node_modules/tailwindcss'))
      fs.symlinkSync(path.join(ROOT, 'node_modules/weapp-tailwindcss'), path.join(project, 'node_modules/weapp-tailwindcss'))
      fs.writeFileSync(path.join(project, 'package.json'), '{"name":"tw3-project","private":true}')
      const output = await runNode(`
        import { uniApp } from 'weapp-tailwindcss/presets'
        import { createContext } from 'weapp-tailwindcss/core'
        const base = process.cwd()
        const show = (label, value) => console.log(label + '=' + JSON.stringify(value))
        for (const platform of ['h5', 'app', 'app-plus', 'mp-weixin']) { process.env.UNI_PLATFORM = platform; show('disabled:' + platform, uniApp({ base }).disabled ?? null) }
        delete process.env.UNI_PLATFORM
        const preset = uniApp({ base, cssEntries: base + '/a.css' })
        show('basedir', preset.tailwindcssBasedir === base)
        show('dirs', [preset.tailwindcss.v2.cwd === base, preset.tailwindcss.v3.cwd === base, preset.tailwindcss.v4.base === base])
        show('one', preset.tailwindcss.v4.cssEntries)
        show('list', uniApp({ base, cssEntries: [base + '/a.css', base + '/b.css'] }).tailwindcss.v4.cssEntries)
        for (const [label, extra] of [['plain', {}], ['v3', { tailwindcss: { version: 3 } }]]) {
          try { await createContext({ ...uniApp({ base, ...extra }), logLevel: 'silent', supportCustomLengthUnitsPatch: false }).transformWxss('.a{color:red}'); show('context:' + label, 'ok') }
          catch (error) { show('context:' + label, error.message) }
        }
      `, project)
      for (const platform of ['h5', 'app', 'app-plus']) assert.match(output, new RegExp(`disabled:${platform}=true`))
      assert.match(output, /disabled:mp-weixin=null/)
      assert.match(output, /basedir=true/)
      assert.match(output, /dirs=\[true,true,true\]/)
      assert.match(output, /one=\[".*\/a\.css"\]/)
      assert.match(output, /list=\[".*\/a\.css",".*\/b\.css"\]/)
      assert.match(output, /context:plain="Unable to locate Tailwind CSS package \\"@tailwindcss\/postcss\\"\."/)
      assert.match(output, /context:v3="ok"/)
      const presets = packageFile('weapp-tailwindcss', 'dist/presets.js')
      assert.match(presets, /function uniApp\(options = \{\}\) \{[\s\S]{0,400}createBasePreset/)
      await assertFirstRelease({ kind: 'exportName', name: 'uniApp' }, '4.8.13')
      fs.rmSync(project, { recursive: true, force: true })
    },
    timeoutMs: 120_000,
  },
  {
    id: 'exports-reset-css-macro-html-transform',
    says: 'reset resets button and image by default and takes presets; css-macro generates platform classes that css-macro/postcss turns into #ifdef comments; postcss-html-transform rewrites div to .h5-div for mini-programs and view to taro-view-core for H5, platform from TARO_ENV, removeUniversal and removeCursorStyle',
    quotes: [
      { page: EX_ZH, text: '`./reset` 来自 `@weapp-tailwindcss/reset`，默认重置 `button` 与 `image` 的原生样式，可通过 `preset`（`minimal`、`form`、`content`、`media`、`all`）扩展到输入框、列表、视频等元素。' },
      { page: EX_EN, text: 'By default it resets the native styles of `button` and `image`, and through `preset` (`minimal`, `form`, `content`, `media`, `all`) it extends to inputs, lists, videos and other elements.' },
      { page: EX_ZH, text: '需要传复杂参数时，新建一个 JS 文件调用 `reset({ preset: \'form\' })` 并默认导出结果，再用 `@plugin "./reset.plugin.js";` 引用它。' },
      { page: EX_EN, text: 'When you need to pass complex options, create a JS file that calls `reset({ preset: \'form\' })` and default-exports the result, then reference it with `@plugin "./reset.plugin.js";`.' },
      { page: EX_ZH, text: '| 需要抹平原生组件默认样式时 |' },
      { page: EX_EN, text: '| When you need to flatten the default styles of native components |' },
      { page: EX_ZH, text: '编译到小程序时，把 `div`、`span` 等标签选择器改写成 `.h5-div` 形式；' },
      { page: EX_ZH, text: '编译到 H5 时，把 `view` 等小程序标签选择器改写为 Taro H5 组件的标签名，例如 `taro-view-core`。' },
      { page: EX_ZH, text: '平台默认取自 `TARO_ENV`，也可以通过 `platform` 指定，另有 `removeUniversal`、`removeCursorStyle` 两个开关。' },
      { page: EX_EN, text: 'when compiling for H5, it rewrites mini-program tag selectors such as `view` into the tag names of Taro\'s H5 components, for example `taro-view-core`.' },
      { page: EX_EN, text: 'The platform is taken from `TARO_ENV` by default and can also be set with `platform`; there are also two switches, `removeUniversal` and `removeCursorStyle`.' },
      { page: EX_ZH, text: '`./css-macro` 与 `./css-macro/postcss` 需要配套使用，前者让 Tailwind CSS 生成带平台条件的类，后者把这些规则转换成 uni-app 的条件编译注释' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { compile } = await import('tailwindcss')
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const loadStylesheet = async (id: string, base: string) => {
        const file = require.resolve(id, { paths: [base, ROOT] })
        return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') }
      }
      const loadModule = async (id: string, base: string) => {
        const target = id.startsWith('.') ? path.resolve(base, id) : id
        return { path: target, base: path.dirname(target), module: (await import(target)).default }
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'options-reset-'))
      const css = (entry: string, candidates: string[] = []) => compile(entry, { base: dir, loadStylesheet, loadModule }).then(c => c.build(candidates))
      const byDefault = await css('@import "weapp-tailwindcss/utilities.css";\n@plugin "weapp-tailwindcss/reset";')
      assert.match(byDefault, /^\s*button \{/m)
      assert.match(byDefault, /^\s*image,img \{/m)
      assert.doesNotMatch(byDefault, /^\s*input[ ,{]/m)
      fs.writeFileSync(path.join(dir, 'reset.plugin.mjs'), `import { reset } from ${JSON.stringify(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/reset.mjs'))}\nexport default reset({ preset: 'form' })\n`)
      const form = await css('@import "weapp-tailwindcss/utilities.css";\n@plugin "./reset.plugin.mjs";')
      assert.match(form, /input/, 'preset form adds input')
      const resetTypes = packageFile('@weapp-tailwindcss/reset', 'dist/index.d.ts')
      assert.match(resetTypes, /type ResetPreset = 'minimal' \| 'form' \| 'content' \| 'media' \| 'all';/)
      assert.match(resetTypes, /'inputReset' \| 'textareaReset' \| 'listReset' \| 'navigatorReset' \| 'videoReset'/)
      // css-macro + css-macro/postcss
      const postcss = (await import('postcss')).default
      const macroCss = await css('@import "weapp-tailwindcss/utilities.css";\n@plugin "weapp-tailwindcss/css-macro";', ['ifdef-[MP-WEIXIN]:bg-[#123456]'])
      assert.match(macroCss, /@media \(weapp-tw-platform:"MP-WEIXIN"\)/)
      const macro = (await import('weapp-tailwindcss/css-macro/postcss')).default as unknown as () => import('postcss').AcceptedPlugin
      const wrapped = (await postcss([macro()]).process(macroCss, { from: undefined })).css
      assert.match(wrapped, /\/\* #ifdef MP-WEIXIN \*\/\s*\.ifdef-\\\[MP-WEIXIN\\\]\\:bg-\\\[\\#123456\\\] \{\s*background-color: #123456;\s*\}\s*\/\* #endif \*\//)
      // postcss-html-transform
      const html = (await import('weapp-tailwindcss/postcss-html-transform')).default as unknown as (o?: object) => import('postcss').AcceptedPlugin
      const run = async (input: string, options?: object) => (await postcss([html(options)]).process(input, { from: undefined })).css
      assert.equal(await run('div,span{color:red}', { platform: 'weapp' }), '.h5-div,.h5-span{color:red}')
      assert.equal(await run('view{color:red}', { platform: 'h5' }), 'taro-view-core{color:red}')
      assert.equal(await run('div{cursor:pointer;color:red} *{margin:0}', { platform: 'weapp', removeUniversal: true, removeCursorStyle: true }), '.h5-div{color:red}')
      const saved = process.env.TARO_ENV
      process.env.TARO_ENV = 'h5'
      try { assert.equal(await run('view{color:red}'), 'taro-view-core{color:red}', 'platform from TARO_ENV') } finally { if (saved === undefined) delete process.env.TARO_ENV; else process.env.TARO_ENV = saved }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  },
  {
    id: 'exports-stylesheets',
    says: 'index.css is theme + preflight + utilities; theme.css is @theme default; utilities.css is @tailwind utilities; with-layer.css puts them in theme, base, (empty components), utilities layers without a combined statement, and weapp-tailwindcss unwraps @layer; uni-app-x.css has hex colors and no preflight; css/index.css imports the three sources and builds the same CSS',
    quotes: [
      { page: EX_ZH, text: 'Tailwind CSS 4 项目里最常用的是 `index.css`，它等价于依次引入主题、preflight 和工具类：' },
      { page: EX_EN, text: 'In Tailwind CSS 4 projects, the one used most is `index.css`, which is equivalent to importing the theme, preflight and the utility classes in that order:' },
      { page: EX_ZH, text: '| `./theme.css`、`./theme` | CSS | 仅主题变量（`@theme default`） |' },
      { page: EX_EN, text: 'Theme variables only (`@theme default`)' },
      { page: EX_ZH, text: '| `./utilities.css`、`./utilities` | CSS | 仅 `@tailwind utilities` |' },
      { page: EX_EN, text: 'Only `@tailwind utilities`' },
      { page: EX_EN, text: 'Base reset styles only' },
      { page: EX_ZH, text: '| `./index.css`、`./index` | CSS | 主题 + 小程序版 preflight + 工具类 | Tailwind CSS 4 的默认入口 |' },
      { page: EX_EN, text: 'The default Tailwind CSS 4 entry' },
      { page: EX_ZH, text: '同样三部分，分别放进 `theme`、`base`、`utilities` 三个级联层，另有一个空的 `components` 层' },
      { page: EX_EN, text: 'When cascade layers must be kept (such as H5)' },
      { page: EX_ZH, text: '`with-layer.css` 把主题、preflight、工具类依次放进 `@layer theme`、`@layer base`、`@layer utilities`，中间用 `@layer components;` 占住位置，所以级联层的先后和 Tailwind CSS 官方入口开头声明的 `@layer theme, base, components, utilities;` 相同；' },
      { page: EX_EN, text: 'so the layers come in the same order as the `@layer theme, base, components, utilities;` statement that opens the official Tailwind CSS entry; the file itself has no such combined statement.' },
      { page: EX_ZH, text: 'weapp-tailwindcss 处理小程序样式时会把 `@layer` 拆掉、只留里面的规则，所以这个文件一般只在 H5 或需要自行控制层级时使用。' },
      { page: EX_EN, text: 'When weapp-tailwindcss processes mini-program styles it unwraps `@layer` and keeps only the rules inside, so this file is generally only used on H5 or when you want to control layering yourself.' },
      { page: EX_ZH, text: '`uni-app-x.css` 把调色板中的 `oklch()` 颜色换成十六进制值，并省略 preflight' },
      { page: EX_ZH, text: '`./css` 指向包内 `css/index.css`，它用三条 `@import` 组合同目录下的源文件，内容与 `index.css` 相同，只是没有预先合并和压缩。' },
      { page: EX_EN, text: 'Its content is the same as `index.css`, just not merged and minified in advance.' },
    ],
    async proof() {
      const file = (name: string) => packageFile('weapp-tailwindcss', name)
      assert.equal(file('index.css'), file('theme.css') + file('preflight.css') + file('utilities.css'))
      assert.match(file('theme.css'), /^@theme default\{/)
      assert.equal(file('utilities.css').trim(), '@tailwind utilities;')
      assert.match(file('preflight.css'), /box-sizing:border-box/)
      const layers = [...file('with-layer.css').matchAll(/@layer (\w+)([;{])/g)].map(m => m[1] + m[2])
      assert.deepEqual(layers, ['theme{', 'base{', 'components;', 'utilities{'])
      assert.doesNotMatch(file('with-layer.css'), /@layer theme, ?base/)
      assert.match(packageFile('tailwindcss', 'index.css'), /^@layer theme, base, components, utilities;/)
      assert.equal(await wxss('@layer utilities{.a{color:red}}'), '.a{color:red}', '@layer unwrapped')
      const uniAppX = file('uni-app-x.css')
      assert.doesNotMatch(uniAppX, /box-sizing/, 'no preflight')
      assert.match(uniAppX, /@theme\{--color-red-50: #fef2f2;/)
      assert.equal(file('css/index.css').trim(), '@import \'./theme.css\';\n@import \'./preflight.css\';\n@import \'./utilities.css\';')
      // Built with Tailwind CSS 4, the unmerged sources give the same CSS as index.css; uni-app-x.css gives hex colors.
      const { compile } = await import('tailwindcss')
      const fs = await import('node:fs')
      const path = await import('node:path')
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss')
      const loadStylesheet = async (id: string, base: string) => {
        const target = id.startsWith('.') ? path.resolve(base, id) : path.join(dir, id.replace(/^weapp-tailwindcss\//, ''))
        return { path: target, base: path.dirname(target), content: fs.readFileSync(target, 'utf8') }
      }
      const build = async (entry: string, candidates: string[]) => (await compile(entry, { base: dir, loadStylesheet })).build(candidates)
      const candidates = ['p-4', 'bg-red-500', 'text-lg', 'shadow-md', 'w-[10px]']
      const { transform } = await import('lightningcss')
      const minified = async (entry: string) => transform({ filename: 'a.css', code: Buffer.from(await build(entry, candidates)), minify: true }).code.toString().replace(/\s*\/\s*/g, '/')
      assert.equal(await minified('@import "weapp-tailwindcss/css/index.css";'), await minified('@import "weapp-tailwindcss/index.css";'))
      assert.match(await build('@import "weapp-tailwindcss/uni-app-x.css";', ['bg-red-500']), /--color-red-500: #fb2c36/)
    },
  },
  {
    id: 'exports-bare-import-resolution',
    says: 'A bare @import "weapp-tailwindcss" gives index.css to Tailwind CSS 4 (style condition) and to postcss-import 15.1.0 (style field), and dist/index.js to a resolver without the style condition, which fails as Unknown word "use strict"; the full path gives index.css to all three, and the site writes the full path',
    quotes: [
      { page: EX_ZH, text: '包根目录 `.` 同时承担 JS 与 CSS 两个身份：`exports` 里为它声明了 `style` 条件，`package.json` 顶层还有 `style` 字段，都指向 `index.css`。' },
      { page: EX_ZH, text: '| `index.css`（认 `style` 条件） |' },
      { page: EX_ZH, text: '| `postcss-import`（实测 15.1.0） | `index.css`（认顶层 `style` 字段） |' },
      { page: EX_EN, text: '| `postcss-import` (tested with 15.1.0) | `index.css` (it honors the top-level `style` field) |' },
      { page: EX_ZH, text: '`dist/index.js`：把 JavaScript 当作 CSS 解析，报 `Unknown word "use strict"`' },
      { page: EX_ZH, text: '所以本站所有示例都写完整路径 `@import "weapp-tailwindcss/index.css";`，它在上面三种情况下都指向同一个文件，你的项目也请统一这样写。' },
      { page: EX_EN, text: 'That is why every example on this site writes the full path `@import "weapp-tailwindcss/index.css";`, which points to the same file in all three cases above.' },
    ],
    async proof() {
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.exports['.'].style, './index.css')
      assert.equal(pkg.style, 'index.css')
      const path = await import('node:path')
      const fs = await import('node:fs')
      const indexCss = path.join(ROOT, 'node_modules/weapp-tailwindcss/index.css')
      const postcss = (await import('postcss')).default
      // Tailwind CSS 4's own resolver (@tailwindcss/node, used by @tailwindcss/postcss and @tailwindcss/vite).
      const { compile } = await import('@tailwindcss/node')
      for (const spec of ['weapp-tailwindcss', 'weapp-tailwindcss/index.css']) {
        const seen: string[] = []
        const compiler = await compile(`@import "${spec}";`, { base: ROOT, onDependency: (file: string) => { seen.push(file) } })
        assert.match(compiler.build(['bg-red-500']), /--color-red-500/)
        assert.ok(seen.includes(indexCss), `@tailwindcss/node: ${spec} -> index.css (${seen.join(', ')})`)
      }
      // postcss-import 15.1.0
      const postcssImport = (await import('postcss-import')).default
      assert.equal(JSON.parse(packageFile('postcss-import', 'package.json')).version, '15.1.0')
      for (const spec of ['weapp-tailwindcss', 'weapp-tailwindcss/index.css']) {
        const result = await postcss([postcssImport()]).process(`@import "${spec}";`, { from: path.join(ROOT, 'src/app.css') })
        assert.deepEqual(result.messages.filter(m => m.type === 'dependency').map(m => m.file), [indexCss], `postcss-import: ${spec}`)
      }
      // A resolver without the style condition (webpack's enhanced-resolve with the require/node conditions).
      const { ResolverFactory, CachedInputFileSystem } = await import('enhanced-resolve')
      const resolver = ResolverFactory.createResolver({ fileSystem: new CachedInputFileSystem(fs, 4000), conditionNames: ['require', 'node'], extensions: ['.js', '.css'], useSyncFileSystemCalls: true })
      const bare = resolver.resolveSync({}, path.join(ROOT, 'src'), 'weapp-tailwindcss') as string
      assert.equal(bare, path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/index.js'))
      assert.throws(() => postcss.parse(fs.readFileSync(bare, 'utf8'), { from: bare }), /Unknown word "use strict"/)
      assert.equal(resolver.resolveSync({}, path.join(ROOT, 'src'), 'weapp-tailwindcss/index.css'), indexCss)
      // No page of the site writes the bare form in a code block.
      const { findDocFiles, findEnglishDocFiles } = await import('../lib/content/docFiles')
      for (const page of [...findDocFiles(ROOT), ...findEnglishDocFiles(ROOT)]) {
        for (const block of page.source.match(/^```[\s\S]*?^```/gm) ?? []) assert.doesNotMatch(block, /@import\s+['"]weapp-tailwindcss['"]/, page.path)
      }
    },
  },
  {
    id: 'exports-wildcard-path',
    says: 'The ./* export resolves any file of the package, such as a dist chunk whose name is a build hash',
    quotes: [
      { page: EX_ZH, text: '通配路径 `./*` 让包内任意文件都能被引用，例如 `weapp-tailwindcss/dist/chunk-HVNGIKLS.js`。' },
      { page: EX_EN, text: 'The wildcard path `./*` lets any file in the package be imported, for example `weapp-tailwindcss/dist/chunk-HVNGIKLS.js`.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const path = await import('node:path')
      const require = createRequire(path.join(ROOT, 'package.json'))
      assert.equal(require.resolve('weapp-tailwindcss/dist/chunk-HVNGIKLS.js'), path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/chunk-HVNGIKLS.js'))
      assert.equal(typeof (await import('weapp-tailwindcss/dist/chunk-HVNGIKLS.js' as string)).getCompilerContext, 'function')
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).exports['./*'], './*')
    },
  },
])
