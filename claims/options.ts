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
      const rewriter = (options: Record<string, unknown>) => ([UnifiedViteWeappTailwindcssPlugin({ ...QUIET, ...options } as never)].flat(3) as { name: string; transform?: { handler: (code: string, id: string) => unknown } }[])
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
      { page: EN, text: 'The directory where the plugin looks for `tailwindcss`; often needs to be set by hand in HBuilderX and monorepos (since 2.9.3)' },
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
      { page: CM_ZH, text: '插件从 3.7.0 起按这个名字跳过模板，`weapp-tailwindcss/escape` 则从 4.0.0 起才导出它：' },
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
])
