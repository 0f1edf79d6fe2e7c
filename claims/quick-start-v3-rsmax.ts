// Claims of the rsmax guide (docs/quick-start/frameworks/rsmax.mdx) and its English page. The slow proof builds
// an rsmax 1.3.14 project from the registry with the page's files, case by case (support/quick-start-v3.ts,
// rsmaxExperiment); the rsmax and postcss-loader sources that explain the results are read from that install.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const RS = page('frameworks/rsmax.mdx')

/** The declarations of a rule of a built stylesheet, whitespace collapsed, or undefined. */
function rule(css: string | undefined, selector: string): string | undefined {
  const found = (css ?? '').match(new RegExp(`(?:^|\\n|\\})${selector.replace(/[.[\]\\/]/g, '\\$&')}\\s*\\{([^}]*)\\}`))
  return found?.[1]!.replace(/\s+/g, ' ').trim()
}
const classNames = (js: string | undefined) => [...(js ?? '').matchAll(/className: "([^"]*)"/g)].map(m => m[1])
const count = (text: string | undefined, needle: string) => (text ?? '').split(needle).length - 1

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-rsmax-real-builds',
    says: 'rsmax 1.3.14 (Rspack 1.7.12, rspack-chain 1.2.4, postcss-loader 8.2.1) with weapp-tailwindcss 4.12.0 builds the page\'s Tailwind CSS 3 setup for wechat and (without -t) for ali; class names land in the page JS, escaped, and app.wxss has the matching rules; both postcss.config.js forms give byte-identical app.wxss; pxToRpx (default on) turns w-[100px], border and shadow-md px into rpx and pxToRpx: false keeps px',
    quotes: [
      { page: RS.zh, text: '本页的每一步都在 rsmax 1.3.14（安装时它依赖的 Rspack 解析到 1.7.12）上实际构建过，插件是 weapp-tailwindcss 4.12.0：微信目标下 Tailwind CSS 3.4.19 与 4.3.3 两种写法都构建过，支付宝目标用 Tailwind CSS 3.4.19 构建过。' },
      { page: RS.en, text: 'Every step on this page was actually built on rsmax 1.3.14 (whose Rspack dependency resolved to 1.7.12 at install time) with weapp-tailwindcss 4.12.0 as the plugin' },
      { page: RS.zh, text: 'rsmax 1.3 用 [Rspack](https://rspack.rs/) 构建，Rspack 兼容 webpack 5 的插件接口，所以 weapp-tailwindcss 的 webpack 5 插件可以直接注册进去。' },
      { page: RS.zh, text: '和其他框架相比有两点要心里有数，后面会分别说到：rsmax 默认把样式里所有的 `px` 换成 `rpx`，Tailwind CSS 生成的 `px` 也不例外；页面被渲染成通用模板，类名留在 JS 产物里，而不是 `.wxml` 里。' },
      { page: RS.en, text: 'rsmax 1.3 builds with [Rspack](https://rspack.rs/), which is compatible with webpack 5\'s plugin interface, so the webpack 5 plugin of weapp-tailwindcss can be registered in it directly.' },
      { page: RS.en, text: 'by default rsmax converts every `px` in styles to `rpx`' },
      { page: RS.zh, text: 'rsmax 自己要用的几个 PostCSS 插件是通过 postcss-loader 的选项传进去的，postcss-loader 会把它们接在配置文件里的插件后面，所以文件里只写 Tailwind CSS 就够了：' },
      { page: RS.en, text: 'The PostCSS plugins rsmax itself needs are passed in through postcss-loader\'s options, and postcss-loader appends them after the plugins in the config file, so the file only needs Tailwind CSS:' },
      { page: RS.zh, text: '也可以写成函数：postcss-loader 调用它时传入的 `options` 就是 rsmax 交给 postcss-loader 的那份选项，`options.plugins` 里是 rsmax 自己的插件，先展开它们再加上 Tailwind CSS：' },
      { page: RS.zh, text: '两种写法实际构建出的 `app.wxss` 逐字节相同，用哪种都行。' },
      { page: RS.en, text: 'The two forms produce byte-for-byte identical `app.wxss` in an actual build, so use either.' },
      { page: RS.zh, text: 'rsmax 自带的插件里有一个把 `px` 换成 `rpx` 的 `@rsmax/postcss-px2units`，由 rsmax 的 `pxToRpx` 选项控制，默认开启，按 `1px = 1rpx` 换算。' },
      { page: RS.zh, text: '它逐条改写声明，看到的是 Tailwind CSS 已经生成好的样式，所以 `w-[100px]` 得到 `width: 100rpx`，`border` 的 `1px` 成了 `1rpx`，`shadow-md` 里的 `4px` 也成了 `4rpx`。' },
      { page: RS.zh, text: '关掉之后重新构建，上面这三处都回到了 `px`。' },
      { page: RS.en, text: 'Among rsmax\'s built-in plugins is `@rsmax/postcss-px2units`, which converts `px` to `rpx`. It is controlled by rsmax\'s `pxToRpx` option, on by default, and converts at `1px = 1rpx`.' },
      { page: RS.en, text: 'so `w-[100px]` gets `width: 100rpx`, the `1px` of `border` becomes `1rpx`, and the `4px` in `shadow-md` becomes `4rpx` as well.' },
      { page: RS.zh, text: '`configWebpack` 拿到的 `config` 是 [rspack-chain](https://www.npmjs.com/package/rspack-chain) 对象（rsmax 1.3.14 安装时解析到 1.2.4），它沿用了 webpack-chain 的链式写法，可以用 `config.merge` 把 `UnifiedWebpackPluginV5` 加进插件列表：' },
      { page: RS.zh, text: '目标平台用 `-t` 指定，例如 `rsmax build -t wechat`、`rsmax build -t ali`；不写 `-t` 时默认构建的是支付宝（`ali`），做微信小程序一定要写明。' },
      { page: RS.en, text: 'without `-t` the default build target is Alipay (`ali`), so for a WeChat mini-program you must state it explicitly.' },
      { page: RS.zh, text: '全局样式写在 `src/app.css`，它会成为产物里的 `app.wxss`（支付宝是 `app.acss`）：' },
      { page: RS.zh, text: '执行 `npx rsmax build -t wechat`，产物写在项目的 `dist` 目录，用微信开发者工具打开它。' },
      { page: RS.zh, text: 'rsmax 的页面模板（`pages/index/index.wxml`）只是引用公共的 `base.wxml` 模板，节点和类名都在运行时从 JS 里来。' },
      { page: RS.en, text: 'An rsmax page template (`pages/index/index.wxml`) only references the shared `base.wxml` template; nodes and class names come from JS at runtime.' },
      { page: RS.zh, text: '`dist/app.wxss` 里有同名的选择器：`.w-_b120rpx_B` 是 `width: 120rpx`，`.text-_b32rpx_B` 是 `font-size: 32rpx`，`.p-4` 是 `padding: 32rpx`（Tailwind CSS 4 下还会多一行保留原式的 `calc(var(--spacing)*4)`）。' },
      { page: RS.en, text: '`dist/app.wxss` has selectors with the same names: `.w-_b120rpx_B` is `width: 120rpx`, `.text-_b32rpx_B` is `font-size: 32rpx`, and `.p-4` is `padding: 32rpx` (under Tailwind CSS 4 there is one more line keeping the original `calc(var(--spacing)*4)`).' },
      { page: RS.zh, text: '**`w-[100px]` 变成了 `100rpx`，1 像素的边框在窄屏上变细**：这是 rsmax 默认的 `pxToRpx` 在起作用，不是 weapp-tailwindcss 转换的，需要保留 `px` 时按上文关掉它。' },
      { page: RS.en, text: '**`w-[100px]` became `100rpx`, and 1-pixel borders get thinner on narrow screens**: this is rsmax\'s default `pxToRpx` at work, not a conversion by weapp-tailwindcss' },
    ],
    slow: true,
    timeoutMs: 1_800_000,
    async proof() {
      const { rsmaxExperiment } = await import('./support/quick-start-v3')
      const r = await rsmaxExperiment()
      assert.deepEqual(r.versions, { rspack: '1.7.12', rspackChain: '1.2.4', postcssLoader: '8.2.1' })
      for (const [name, b] of Object.entries({ tw3: r.tw3, tw3FunctionConfig: r.tw3FunctionConfig, noTarget: r.noTarget, pxDefault: r.pxDefault, pxOff: r.pxOff })) assert.equal(b.exitCode, 0, `${name}:\n${b.output}`)
      const expected = ['flex flex-col items-center p-4', 'w-_b120rpx_B h-_b120rpx_B bg-_b_h1677ff_B rounded-lg shadow-md', 'text-_b32rpx_B text-_b_h1677ff_B']
      assert.deepEqual(classNames(r.tw3.files['pages/index/index.js']), expected)
      assert.match(r.tw3.files['pages/index/index.wxml']!, /^<import src="\/base\.wxml"\/>/)
      assert.doesNotMatch(r.tw3.files['pages/index/index.wxml']!, /class=/)
      const wxss = r.tw3.files['app.wxss']
      assert.equal(rule(wxss, '.w-_b120rpx_B'), 'width: 120rpx;')
      assert.equal(rule(wxss, '.text-_b32rpx_B'), 'font-size: 32rpx;')
      assert.equal(rule(wxss, '.p-4'), 'padding: 32rpx;')
      assert.doesNotMatch(wxss!, /\\/, 'no backslash left')
      assert.equal(r.tw3FunctionConfig.files['app.wxss'], wxss, 'the function form gives the same bytes')
      // Without -t: the Alipay build, with app.acss.
      assert.ok(r.noTarget.files['app.acss'] && !r.noTarget.files['app.wxss'], `no -t: ali (${Object.keys(r.noTarget.files).join(', ')})`)
      assert.deepEqual(classNames(r.noTarget.files['pages/index/index.js']), expected)
      // pxToRpx
      assert.equal(rule(r.pxDefault.files['app.wxss'], '.w-_b100px_B'), 'width: 100rpx;')
      assert.equal(rule(r.pxDefault.files['app.wxss'], '.border'), 'border-width: 1rpx;')
      assert.match(rule(r.pxDefault.files['app.wxss'], '.shadow-md')!, /--tw-shadow: 0 4rpx 6rpx -1rpx/)
      assert.equal(rule(r.pxOff.files['app.wxss'], '.w-_b100px_B'), 'width: 100px;')
      assert.equal(rule(r.pxOff.files['app.wxss'], '.border'), 'border-width: 1px;')
      assert.match(rule(r.pxOff.files['app.wxss'], '.shadow-md')!, /--tw-shadow: 0 4px 6px -1px/)
    },
  },
  {
    id: 'qs3-rsmax-postcss-config-lookup',
    says: 'rsmax 1.3.14 passes postcssOptions.path (the root when postcss.config.js is there, else its own package) and its plugins as postcssOptions.plugins; postcss-loader 8.2.1 ignores path, searches from each stylesheet\'s directory upward and puts the file\'s plugins first; postcss.config.cjs, .postcssrc.json and src/postcss.config.js all work, no config leaves @tailwind in app.wxss; pxToRpx defaults to true and the default target is ali',
    quotes: [
      { page: RS.zh, text: '**`@tailwind` 指令原样留在 `app.wxss` 里**：Tailwind CSS 根本没有运行，原因是 postcss-loader 没找到任何 PostCSS 配置。' },
      { page: RS.zh, text: 'rsmax 1.3.14 会检查根目录有没有 `postcss.config.js`：有就把根目录、没有就把 `@rsmax/cli` 包自己的目录作为 `postcssOptions.path` 传给 postcss-loader。' },
      { page: RS.zh, text: '可 postcss-loader 8.2.1 并不读这个选项，它从每个样式文件所在的目录开始逐级向上查找配置文件。' },
      { page: RS.zh, text: '所以配置文件不一定要叫 `postcss.config.js`、也不一定要在根目录：实测 `postcss.config.cjs`、`.postcssrc.json`、放在 `src` 下的 `postcss.config.js` 都能正常生成样式。' },
      { page: RS.en, text: '**The `@tailwind` directives stay unchanged in `app.wxss`**: Tailwind CSS did not run at all, because postcss-loader found no PostCSS config.' },
      { page: RS.en, text: 'rsmax 1.3.14 checks whether the root directory has `postcss.config.js`: if it does, it passes the root directory as `postcssOptions.path` to postcss-loader; if not, it passes the directory of the `@rsmax/cli` package itself.' },
      { page: RS.en, text: 'But postcss-loader 8.2.1 does not read this option; it searches for a config file starting from the directory of each stylesheet and moving up level by level.' },
      { page: RS.en, text: 'in our tests `postcss.config.cjs`, `.postcssrc.json` and a `postcss.config.js` under `src` all generated styles correctly' },
    ],
    slow: true,
    timeoutMs: 1_800_000,
    async proof() {
      const { rsmaxExperiment } = await import('./support/quick-start-v3')
      const r = await rsmaxExperiment()
      for (const file of ['postcss.config.cjs', '.postcssrc.json', 'src/postcss.config.js'] as const) {
        assert.equal(rule(r.configFiles[file].files['app.wxss'], '.w-_b120rpx_B'), 'width: 120rpx;', `${file}: styles generated`)
      }
      assert.match(r.configFiles.none.files['app.wxss'] ?? '', /@tailwind base;/, 'no config: the directives stay')
      // The sources behind it, from the same install.
      const fs = await import('node:fs')
      const path = await import('node:path')
      const os = await import('node:os')
      const root = fs.readdirSync(os.tmpdir()).map(name => path.join(os.tmpdir(), name)).find(dir => dir.includes('qs3-rsmax-') && fs.existsSync(path.join(dir, 'node_modules/@rsmax/cli')))
      assert.ok(root, 'the rsmax install')
      const css = fs.readFileSync(path.join(root, 'node_modules/@rsmax/cli/lib/build/webpack/config/css.js'), 'utf8')
      assert.match(css, /if \(fs\.existsSync\(path\.join\(options\.cwd, 'postcss\.config\.js'\)\)\) \{\s*return options\.cwd;\s*\}\s*return \(0, shared_1\.slash\)\(path\.resolve\(__dirname, '\.\.\/\.\.\/\.\.\/\.\.'\)\);/)
      assert.match(css, /postcssOptions: \{\s*path: resolvePostcssConfig\(options\),\s*plugins: \{/)
      assert.match(css, /\[require\.resolve\('@rsmax\/postcss-px2units'\)\]: options\.pxToRpx &&/)
      assert.match(fs.readFileSync(path.join(root, 'node_modules/@rsmax/cli/lib/defaultOptions/index.js'), 'utf8'), /pxToRpx: true,/)
      assert.match(fs.readFileSync(path.join(root, 'node_modules/@rsmax/cli/lib/index.js'), 'utf8'), /default: 'ali',/)
      const loader = path.join(root, 'node_modules/postcss-loader/dist')
      assert.match(fs.readFileSync(path.join(loader, 'index.js'), 'utf8'), /typeof options\.postcssOptions\.config === "undefined" \? true : options\.postcssOptions\.config/, 'the option it reads is config, not path')
      const utils = fs.readFileSync(path.join(loader, 'utils.js'), 'utf8')
      assert.match(utils, /const searchPath = typeof config === "string" \? _nodePath\.default\.resolve\(config\) : _nodePath\.default\.dirname\(loaderContext\.resourcePath\);/)
      assert.match(utils, /factory\(loadedConfig\.config\.plugins\);\s*\}\s*factory\(normalizedPostcssOptions\.plugins\);/, 'the file\'s plugins, then the options\' plugins')
    },
  },
  {
    id: 'qs3-rsmax-tailwind4',
    says: 'Switching to Tailwind CSS 4: --save-exact records 4.3.3; after tailwindcss@3, a plain npm install -D tailwindcss stays on 3.4.19; 4.3.3 gives the same class names with no :not(#\\#) and no @supports, 4.3.5 gives 19 :not(#\\#) and keeps @supports, and the at-property page\'s condition-rewriting plugin removes both and puts the initial values back on view,text,::before,::after; without cssEntries the build warns, default-theme classes are escaped the same, but text-brand/50 from @theme stays raw in JS while app.wxss has .text-brand_f50 (escaped once cssEntries is set)',
    quotes: [
      { page: RS.zh, text: '本页的示例页面（用到了 `shadow-md`）用 Tailwind CSS 4.3.5 构建，`app.wxss` 里有 19 处 `:not(#\\#)`；换成 Tailwind CSS 4.3.3，一处 `:not(#\\#)`、一个 `@supports` 都没有。' },
      { page: RS.zh, text: '`--save-exact` 让 `package.json` 里记下的是 `4.3.3` 而不是 `^4.3.3`，没有锁文件时也不会装回新版本。' },
      { page: RS.zh, text: '按上文装过 `tailwindcss@3` 以后，`package.json` 里记的是 `^3.4.19`，这时执行不带版本号的 `npm install -D tailwindcss`，装到的仍是 3.4.19。' },
      { page: RS.zh, text: '在本页的 rsmax 项目里用 Tailwind CSS 4.3.5 加上这个插件实际构建，`:not(#\\#)` 和 `@supports` 都没有了，变量初始值回到了 `view,text,::before,::after` 开头的普通规则里，结构和 Tailwind CSS 4.3.3 的产物相同。' },
      { page: RS.zh, text: '再在插件选项里用 `cssEntries` 登记这个入口的绝对路径，插件要从这份 CSS 读出项目里有哪些工具类，才能把 JS 里的类名转义得和样式一致。漏掉时构建日志会出现「未检测到 cssEntries 配置」的警告：' },
      { page: RS.zh, text: '实测本页的示例页面不登记 `cssEntries` 时，默认主题里的类照样被转义，产物和登记时一模一样；' },
      { page: RS.zh, text: '页面上写 `text-brand/50`，`app.wxss` 里生成的选择器是 `.text-brand_f50`，JS 产物里的类名却还是原样的 `text-brand/50`，两边对不上，颜色不会生效。登记了 `cssEntries` 以后，JS 里的类名也变成 `text-brand_f50`。' },
      { page: RS.zh, text: '上面那个页面构建后，`dist/pages/index/index.js` 里的类名是这样的（Tailwind CSS 3 与 4 相同）：' },
      { page: RS.en, text: 'Built with Tailwind CSS 4.3.5, the example page on this page (which uses `shadow-md`) has 19 occurrences of `:not(#\\#)` in `app.wxss`; with Tailwind CSS 4.3.3 there is not a single `:not(#\\#)` and no `@supports` at all.' },
      { page: RS.en, text: '`--save-exact` makes `package.json` record `4.3.3` rather than `^4.3.3`, so a newer version does not come back even without a lockfile.' },
      { page: RS.en, text: 'After installing `tailwindcss@3` as described above, `package.json` records `^3.4.19`, and running `npm install -D tailwindcss` without a version then still installs 3.4.19.' },
      { page: RS.en, text: 'In the rsmax project on this page, an actual build with Tailwind CSS 4.3.5 plus this plugin had no `:not(#\\#)` and no `@supports`, and the variable initial values went back into a plain rule beginning with `view,text,::before,::after`, with the same structure as the Tailwind CSS 4.3.3 output.' },
      { page: RS.en, text: 'In our test, without `cssEntries` the example page on this page still had the classes from the default theme escaped, and the output was identical to the one with it registered' },
      { page: RS.en, text: 'the selector generated in `app.wxss` is `.text-brand_f50`, while the class name in the JS output is still the unchanged `text-brand/50`. The two do not match, and the color does not apply. With `cssEntries` registered, the class name in JS becomes `text-brand_f50` as well.' },
    ],
    slow: true,
    timeoutMs: 1_800_000,
    async proof() {
      const { rsmaxExperiment } = await import('./support/quick-start-v3')
      const r = await rsmaxExperiment()
      assert.equal(r.plainInstallVersion, '3.4.19')
      assert.equal(r.tw4Exact.recorded.tailwindcss, '4.3.3')
      assert.equal(r.tw4Exact.recorded['@tailwindcss/postcss'], '4.3.3')
      const tw433 = r.tw4Exact.build
      assert.equal(tw433.exitCode, 0, tw433.output)
      const expected = ['flex flex-col items-center p-4', 'w-_b120rpx_B h-_b120rpx_B bg-_b_h1677ff_B rounded-lg shadow-md', 'text-_b32rpx_B text-_b_h1677ff_B']
      assert.deepEqual(classNames(tw433.files['pages/index/index.js']), expected, 'the same class names as Tailwind CSS 3')
      assert.equal(rule(tw433.files['app.wxss'], '.p-4'), 'padding: 32rpx; padding: calc(var(--spacing)*4);')
      assert.equal(count(tw433.files['app.wxss'], ':not(#\\#)'), 0)
      assert.equal(count(tw433.files['app.wxss'], '@supports'), 0)
      assert.equal(count(r.tw435.files['app.wxss'], ':not(#\\#)'), 19)
      assert.ok(count(r.tw435.files['app.wxss'], '@supports') > 0)
      const fixed = r.tw435MarginTrim.files['app.wxss']
      assert.equal(count(fixed, ':not(#\\#)'), 0)
      assert.equal(count(fixed, '@supports'), 0)
      assert.match(fixed!, /(?:^|\})\s*view,text,::before,::after\s*\{/)
      assert.match(tw433.files['app.wxss']!, /(?:^|\})\s*view,text,::before,::after\s*\{/)
      // cssEntries
      assert.match(r.tw4NoEntries.output, /未检测到 cssEntries 配置/)
      assert.doesNotMatch(tw433.output, /未检测到 cssEntries 配置/)
      assert.equal(r.tw4NoEntries.files['pages/index/index.js'], tw433.files['pages/index/index.js'])
      assert.equal(r.tw4NoEntries.files['app.wxss'], tw433.files['app.wxss'], 'default theme: the same output')
      assert.deepEqual(classNames(r.brandWithoutEntries.files['pages/index/index.js'])[2], 'text-_b32rpx_B text-brand/50')
      assert.match(r.brandWithoutEntries.files['app.wxss']!, /\.text-brand_f50\s*\{/)
      assert.deepEqual(classNames(r.brandWithEntries.files['pages/index/index.js'])[2], 'text-_b32rpx_B text-brand_f50')
    },
  },
  {
    id: 'qs3-rsmax-doctor',
    says: 'weapp-tw doctor 4.12.0 in the page\'s Tailwind CSS 3 rsmax project: 0 error, 0 warn, 6 ok, 3 info (package manager npm is info, pnpm would be ok; no framework found since it looks for remax; no vite/webpack config); Tailwind CSS 4 adds an info about tailwind.config.*; with .postcssrc.json instead of postcss.config.js it warns about the PostCSS config and still exits 0',
    quotes: [
      { page: RS.zh, text: '它不认识 rsmax，也不读 `rsmax.config.js`，所以在按本页配好的 Tailwind CSS 3 项目里，总结行是 0 个 error、0 个 warn，另外会有三条 info：' },
      { page: RS.en, text: 'It does not know rsmax and does not read `rsmax.config.js`, so in a Tailwind CSS 3 project set up as on this page, the summary line shows 0 errors and 0 warnings, plus three info lines:' },
      { page: RS.zh, text: '**包管理器**：只有检测到 pnpm 时这一项才是 ok，用 npm 的项目在这里就是 info。' },
      { page: RS.en, text: '**Package manager** (`包管理器`): this item is only ok when pnpm is detected; for projects using npm it is info.' },
      { page: RS.zh, text: '**框架识别**：doctor 在依赖里找的是旧的 `remax` 包，rsmax 的包名是 `rsmax`，对不上。' },
      { page: RS.en, text: '**Framework detection** (`框架识别`): doctor looks for the old `remax` package among the dependencies, but rsmax\'s package name is `rsmax`, so it does not match.' },
      { page: RS.zh, text: '**构建器配置**：它只找 `vite.config.*` 和 `webpack.config.*`，rsmax 的构建配置写在 `rsmax.config.js` 里，doctor 不会去看，插件有没有注册要靠上一节的产物来确认。' },
      { page: RS.en, text: '**Builder config** (`构建器配置`): it only looks for `vite.config.*` and `webpack.config.*`.' },
      { page: RS.zh, text: 'Tailwind CSS 4 的项目没有 `tailwind.config.js`，还会多一条 `[info] Tailwind 配置: 未检测到 tailwind.config.*。`，下面附带一句 CSS-first 配置的说明，同样可以忽略。' },
      { page: RS.en, text: 'A Tailwind CSS 4 project has no `tailwind.config.js`, so there is one more line, `[info] Tailwind 配置: 未检测到 tailwind.config.*。`' },
      { page: RS.zh, text: '另外，doctor 只在根目录找 `postcss.config.js`、`.cjs`、`.mjs`、`.ts` 这几个文件名。按下文常见问题里说的，把 PostCSS 配置写成 `.postcssrc.json` 或放进 `src` 目录，构建照样正常，doctor 却会多报一条 PostCSS 配置的 warn（退出码仍是 0），这种情况下可以不管它。' },
      { page: RS.en, text: 'Also, doctor only looks in the root directory for the file names `postcss.config.js`, `.cjs`, `.mjs` and `.ts`.' },
      { page: RS.en, text: 'the build still works, but doctor reports an extra warning about the PostCSS config (the exit code is still 0)' },
    ],
    slow: true,
    timeoutMs: 1_800_000,
    async proof() {
      const { rsmaxExperiment } = await import('./support/quick-start-v3')
      const r = await rsmaxExperiment()
      assert.equal(r.doctorTw3.exitCode, 0)
      assert.match(r.doctorTw3.output, /summary: 0 error, 0 warn, 6 ok, 3 info/)
      for (const line of ['[info] 包管理器: 检测到 npm。', '[info] 框架识别: 未从依赖中识别出 Taro、uni-app、MPX、Remax 或 Rax。', '[info] 构建器配置: 未检测到 vite.config.* 或 webpack.config.*。']) assert.ok(r.doctorTw3.output.includes(line), line)
      assert.match(r.doctorTw4.output, /\[info\] Tailwind 配置: 未检测到 tailwind\.config\.\*。\n\s*-> Tailwind CSS v4 可以采用 CSS-first 配置/)
      assert.match(r.doctorTw3Rc.output, /\[warn\] PostCSS 配置: 未检测到 postcss\.config\.\*。/)
      assert.equal(r.doctorTw3Rc.exitCode, 0)
      const { packageFile } = await import('./support/options')
      const cli = packageFile('weapp-tailwindcss', 'dist/cli.mjs')
      assert.match(cli, /status: packageManager\.startsWith\("pnpm"\) \? "ok" : "info"/)
      assert.match(cli, /\["remax", "Remax"\]/)
      assert.match(cli, /"postcss\.config\.js",\s*"postcss\.config\.cjs",\s*"postcss\.config\.mjs",\s*"postcss\.config\.ts"/)
      assert.match(cli, /vite: \["vite\.config\.js", "vite\.config\.mjs", "vite\.config\.ts"\],\s*webpack: \["webpack\.config\.js", "webpack\.config\.cjs", "webpack\.config\.ts"\]/)
    },
  },
  {
    id: 'qs3-rsmax-package-and-upstream-example',
    says: 'rsmax\'s npm repository field points to remaxjs/remax; the upstream apps/rsmax-app-ts example is in the 4.11.0 tag, was removed before 4.11.1 and is not in 4.12.0',
    quotes: [
      { page: RS.zh, text: '是用 React 写小程序的框架，npm 包的仓库地址仍是 [remaxjs/remax](https://github.com/remaxjs/remax)，可以看作 Remax 的延续。' },
      { page: RS.en, text: 'Its npm package still points to the [remaxjs/remax](https://github.com/remaxjs/remax) repository, so you can think of it as the continuation of Remax.' },
      { page: RS.zh, text: '这个示例在 4.11.1 发布之前已经从仓库里删掉，4.12.0 的仓库里没有 rsmax 示例了。' },
      { page: RS.en, text: 'That example was removed from the repository before 4.11.1 was released, and the 4.12.0 repository no longer has an rsmax example.' },
    ],
    manual: {
      ran: 'npm view rsmax@1.3.14 repository → git+https://github.com/remaxjs/remax.git; in the upstream repository git ls-tree weapp-tailwindcss@4.11.0 apps/rsmax-app-ts lists the example (its postcss.config.js spreads options.plugins), weapp-tailwindcss@4.11.1 and @4.12.0 do not; git log --diff-filter=D -- apps/rsmax-app-ts/package.json gives db26c71d4, 2026-03-29, "chore: remove rsmax app workspace"',
      versions: 'rsmax 1.3.14; weapp-tailwindcss tags 4.11.0, 4.11.1, 4.12.0',
      on: '2026-11-29',
      why: 'the repository history is not part of a published package',
    },
  },
])
