// The options pages (docs/options/*, except css-unit-transform): defaults, what each option does, and
// the release each option first appeared in, run against weapp-tailwindcss 4.12.0 as installed here.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease, js, packageFile, QUIET, ROOT, runNode, TW3, wxml, wxss } from './support/options'

const ZH = 'docs/options/index.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/index.mdx'
const AV_ZH = 'docs/options/arbitrary-values.md'
const AV_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/arbitrary-values.md'

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
])
