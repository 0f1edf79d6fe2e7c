// Claims of the smaller platform and history pages under docs/issues (xiaohongshu, v1) and their English twins.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { defineClaims } from '../lib/claims/define'
import { js, readAll, root, unpacked } from './support/issues'

const TOAST = 'docs/issues/toast-svg-bug.md'
const TOAST_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/toast-svg-bug.md'
const LEGACY = 'docs/issues/legacy-frameworks.md'
const LEGACY_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/legacy-frameworks.md'
const V1 = 'docs/issues/v1.md'
const V1_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/v1.md'
const XHS = 'docs/issues/xiaohongshu.md'
const XHS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/xiaohongshu.md'

type Matcher = (file: string) => boolean

export default defineClaims(import.meta.url, [
  {
    id: 'xhs-default-matchers',
    says: '4.12.0 default htmlMatcher takes wxml axml jxml ksml ttml qml tyml xhsml swan, cssMatcher wxss acss jxss ttss qss tyss css; getDefaultOptions() gives the matchers the plugin context uses; an own htmlMatcher replaces the default',
    quotes: [
      { page: XHS, text: '4.12.0 的默认匹配规则已经包含小红书小程序的模板后缀 `.xhsml`，样式文件是 `.css`，同样在默认范围内。' },
      { page: XHS, text: '`weapp-tailwindcss/defaults` 导出的 `getDefaultOptions()` 就是插件实际使用的默认值，可以直接拿来检查某个文件会不会被处理' },
      { page: XHS, text: '4.12.0 里模板的默认规则覆盖 `wxml`、`axml`、`jxml`、`ksml`、`ttml`、`qml`、`tyml`、`xhsml` 与 `swan`，样式覆盖 `wxss`、`acss`、`jxss`、`ttss`、`qss`、`tyss` 和 `css`。' },
      { page: XHS, text: '自己写的 `htmlMatcher` 会替换默认规则，所以要把你需要的所有后缀都写进去。' },
      { page: XHS_EN, text: 'In 4.12.0 the default matching rules already include `.xhsml`, the template extension of Xiaohongshu mini-programs, and the stylesheets are `.css`, which is also covered by default.' },
      { page: XHS_EN, text: '`getDefaultOptions()`, exported by `weapp-tailwindcss/defaults`, returns exactly the defaults the plugin uses' },
      { page: XHS_EN, text: 'In 4.12.0 the default template rule covers `wxml`, `axml`, `jxml`, `ksml`, `ttml`, `qml`, `tyml`, `xhsml` and `swan`; the style rule covers `wxss`, `acss`, `jxss`, `ttss`, `qss`, `tyss` and `css`.' },
      { page: XHS_EN, text: 'Your own `htmlMatcher` replaces the default rule, so include every extension you need.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { htmlMatcher, cssMatcher } = getDefaultOptions() as { htmlMatcher: Matcher; cssMatcher: Matcher }
      const html = ['wxml', 'axml', 'jxml', 'ksml', 'ttml', 'qml', 'tyml', 'xhsml', 'swan']
      const css = ['wxss', 'acss', 'jxss', 'ttss', 'qss', 'tyss', 'css']
      for (const ext of html) assert.equal(htmlMatcher(`pages/index/index.${ext}`), true, ext)
      for (const ext of css) assert.equal(cssMatcher(`pages/index/index.${ext}`), true, ext)
      for (const ext of ['html', 'vue', 'xml', 'qxml']) assert.equal(htmlMatcher(`pages/index/index.${ext}`), false, `${ext} is not a default template`)
      for (const ext of ['scss', 'less', 'wxs']) assert.equal(cssMatcher(`pages/index/index.${ext}`), false, `${ext} is not a default style`)
      // The compiler context a plugin builds: the same matchers without options, the reader's own when given.
      const { createRequire } = await import('node:module')
      const chunk = readAll(path.join(root, 'node_modules/weapp-tailwindcss/dist'), /\.js$/).find(f => f.text.includes('function getCompilerContext('))!
      const { getCompilerContext } = createRequire(import.meta.url)(path.join(root, 'node_modules/weapp-tailwindcss/dist', chunk.file))
      const base = { logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false }
      const plain = getCompilerContext(base)
      for (const ext of html) assert.equal(plain.htmlMatcher(`a.${ext}`), true, `context ${ext}`)
      const own = getCompilerContext({ ...base, htmlMatcher: (file: string) => /\.(?:wx|xhs)ml$/.test(file) })
      assert.equal(own.htmlMatcher('a.xhsml'), true)
      assert.equal(own.htmlMatcher('a.ttml'), false, 'the default no longer applies')
    },
  },
  {
    id: 'xhs-uni-mp-xhs-extensions',
    says: '@dcloudio/uni-mp-xhs (3.0.0-5000720260410001) compiles templates to .xhsml and styles to .css',
    slow: true,
    quotes: [
      { page: XHS, text: '它输出的模板后缀是 `.xhsml`、样式后缀是 `.css`，正好落在上面的默认规则里。' },
      { page: XHS_EN, text: 'The templates it outputs end in `.xhsml` and the styles in `.css`, which falls right within the default rules above.' },
    ],
    async proof() {
      const compiler = fs.readFileSync(path.join(unpacked('@dcloudio/uni-mp-xhs@3.0.0-5000720260410001'), 'dist/uni.compiler.js'), 'utf8')
      assert.match(compiler, /extname: '\.xhsml', compilerOptions \}\),\s*style: \{\s*extname: '\.css',/)
    },
  },
  {
    id: 'xhs-vite-plugin-uni-tailwind-0-15-1',
    says: '@uni-helper/vite-plugin-uni-tailwind 0.14.2 has no Xiaohongshu extension; 0.15.1 has xhsml',
    slow: true,
    quotes: [
      { page: XHS, text: '原因是那个插件当时的规则里没有小红书的后缀（它在 v0.15.1 修复）' },
      { page: XHS_EN, text: "because that plugin's rules at the time didn't include Xiaohongshu's extensions (fixed in v0.15.1)" },
    ],
    async proof() {
      const mentions = (version: string) => readAll(path.join(unpacked(`@uni-helper/vite-plugin-uni-tailwind@${version}`), 'dist'), /\.[cm]?js$/).some(f => f.text.includes('xhsml'))
      assert.equal(mentions('0.14.2'), false, '0.14.2 (the release before 0.15.1 on this registry)')
      assert.equal(mentions('0.15.1'), true, '0.15.1')
    },
  },
  // ------------------------------------------------------------------ v1
  {
    id: 'v1-plain-js-strings-only-from-2-x',
    says: "weapp-tailwindcss-webpack-plugin 1.12.8 rewrites only stylesheets, templates and JSX class attributes (no JS string handler, no class set); 2.1.3 has a JS handler reading Tailwind CSS's class cache",
    slow: true,
    quotes: [
      { page: V1, text: '从 2.x 开始，插件会自动转义 JS 中的类名' },
      { page: V1, text: '1.x 只处理三类内容：样式文件（`wxss`）、模板（`wxml`）以及 JSX 中的 `className`。' },
      { page: V1, text: '2.x 起插件能读取 Tailwind CSS 的运行时上下文，这个限制才被解除。' },
      { page: V1_EN, text: 'From 2.x on, the plugin escapes class names in JS automatically' },
      { page: V1_EN, text: '1.x only processes three kinds of content: stylesheets (`wxss`), templates (`wxml`), and `className` in JSX.' },
      { page: V1_EN, text: "From 2.x on, the plugin can read Tailwind CSS's runtime context, which lifted this limitation." },
    ],
    async proof() {
      const v1 = readAll(path.join(unpacked('weapp-tailwindcss-webpack-plugin@1.12.8'), 'dist'), /\.js$/)
      const all1 = v1.map(f => f.text).join('\n')
      assert.ok(/function jsxHandler\(/.test(all1) && !/function jsHandler\(/.test(all1), '1.12.8: a JSX handler, no JS handler')
      assert.ok(!/classCache|tailwindcss-patch/.test(all1), '1.12.8: no class set from Tailwind CSS')
      const defaults = v1.find(f => f.text.includes('const defaultOptions = {'))!.text
      assert.match(defaults, /cssMatcher: \(file\) => \/\.\+\\\.\(\?:wx\|ac\|jx\|tt\|q\|c\)ss\$\//, '1.12.8 styles')
      assert.match(defaults, /htmlMatcher: \(file\) => /, '1.12.8 templates')
      const v2 = readAll(path.join(unpacked('weapp-tailwindcss-webpack-plugin@2.1.3'), 'dist'), /\.js$/).map(f => f.text).join('\n')
      assert.ok(/jsHandler/.test(v2) && /classCache|getClassCacheSet/.test(v2), '2.1.3: a JS handler and the class cache')
    },
  },
  {
    id: 'v1-upgrade-escapes-the-same-code',
    says: 'With weapp-tailwindcss 4.12.0 the card colour strings of the v1 page are escaped in JS once the classes are in the class set',
    quotes: [
      { page: V1, text: '升级到当前的 weapp-tailwindcss 4.x（包名去掉了 `-webpack-plugin` 后缀，现在就叫 `weapp-tailwindcss`），JS 字符串中的任意值会自动转义，上面的代码不需要任何改动。' },
      { page: V1_EN, text: 'Arbitrary values in JS strings are then escaped automatically, and the code above needs no changes at all.' },
    ],
    async proof() {
      const source = "const cardColors = reactive([\n  'bg-[#4268EA] shadow-indigo-100',\n  'bg-[#123456] shadow-blue-100',\n])\n"
      const classes = ['bg-[#4268EA]', 'shadow-indigo-100', 'bg-[#123456]', 'shadow-blue-100']
      const expected = "const cardColors = reactive([\n  'bg-_b_h4268EA_B shadow-indigo-100',\n  'bg-_b_h123456_B shadow-blue-100',\n])\n"
      assert.equal(await js(source, classes), expected, 'Tailwind CSS 4 context')
      assert.equal(await js(source, classes, {}, true), expected, 'Tailwind CSS 3 context')
    },
  },
  {
    id: 'v1-replace-js-file-and-forms',
    says: "1.12.8's replace entry is one 4145-byte file with no imports, about 2 KB minified; replaceJs gives bg-_bl__h_4268EA_br_, 4.12.0's escape (same call shape) gives bg-_b_h4268EA_B",
    slow: true,
    quotes: [
      { page: V1, text: '它所在的入口是单个不引用其他模块的文件，以 1.12.8 为例，未压缩约 4 KB，压缩后约 2 KB，不会明显增加包大小' },
      { page: V1, text: '对应的函数是 `weapp-tailwindcss/escape` 导出的 `escape`，用法与 `replaceJs` 相同' },
      { page: V1, text: '1.12.8 的 `replaceJs` 给出的是 1.x 转义表下的 `bg-_bl__h_4268EA_br_`，升级到 4.x 后 `bg-[#4268EA]` 转成 `bg-_b_h4268EA_B`' },
      { page: V1_EN, text: "Its entry point is a single file that imports no other modules; in 1.12.8, for example, it's about 4 KB unminified and about 2 KB minified" },
      { page: V1_EN, text: 'the equivalent function is `escape`, exported by `weapp-tailwindcss/escape`, used the same way as `replaceJs`' },
      { page: V1_EN, text: '`replaceJs` in 1.12.8 turns `bg-[#4268EA]` into `bg-_bl__h_4268EA_br_`, while after upgrading to 4.x it is `bg-_b_h4268EA_B`' },
    ],
    async proof() {
      const pkg = unpacked('weapp-tailwindcss-webpack-plugin@1.12.8')
      const manifest = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { exports: Record<string, { import?: string }> }
      const file = path.join(pkg, manifest.exports['./replace']!.import!)
      const source = fs.readFileSync(file, 'utf8')
      assert.ok(source.length > 3500 && source.length < 4600, `about 4 KB: ${source.length}`)
      assert.ok(!/\bimport\s|require\(/.test(source), 'imports nothing')
      const { transform } = await import('esbuild')
      const minified = (await transform(source, { minify: true, format: 'esm' })).code.length
      assert.ok(minified > 1600 && minified < 2600, `about 2 KB minified: ${minified}`)
      const scratch = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'issues-replace-'))
      process.once('exit', () => fs.rmSync(scratch, { recursive: true, force: true }))
      const copy = path.join(scratch, 'replace.mjs')
      fs.copyFileSync(file, copy)
      const { replaceJs } = await import(copy) as { replaceJs: (s: string) => string }
      assert.equal(replaceJs('bg-[#4268EA] shadow-indigo-100'), 'bg-_bl__h_4268EA_br_ shadow-indigo-100')
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.equal(escape('bg-[#4268EA] shadow-indigo-100'), 'bg-_b_h4268EA_B shadow-indigo-100')
    },
  },
  // ------------------------------------------------------------------ legacy-frameworks
  {
    id: 'legacy-app-type-values',
    says: "weapp-tailwindcss 4.12.0's AppType is exactly uni-app, uni-app-vite, uni-app-x, taro, remax, rax, native, kbone, mpx, weapp-vite",
    quotes: [
      { page: LEGACY, text: 'weapp-tailwindcss 4.12.0 的 `appType` 只认这些取值：`uni-app`、`uni-app-vite`、`uni-app-x`、`taro`、`remax`、`rax`、`native`、`kbone`、`mpx`、`weapp-vite`' },
      { page: LEGACY_EN, text: 'In weapp-tailwindcss 4.12.0, `appType` accepts only these values: `uni-app`, `uni-app-vite`, `uni-app-x`, `taro`, `remax`, `rax`, `native`, `kbone`, `mpx`, `weapp-vite`' },
    ],
    proof() {
      const dts = fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/dist/index-BXrmQelt.d.ts'), 'utf8')
      const union = /type AppType = ([^;]+);/.exec(dts)![1]!
      assert.deepEqual(union.split('|').map(v => v.trim().replace(/'/g, '')), ['uni-app', 'uni-app-vite', 'uni-app-x', 'taro', 'remax', 'rax', 'native', 'kbone', 'mpx', 'weapp-vite'])
    },
  },
  {
    id: 'legacy-wepy-mpvue-packages',
    says: '@wepy/cli latest is 2.1.0 and wepy-cli 1.7.3, both depending on postcss ^5.2.16 (1.x uses it for scoped styles and the H5 rpx conversion only), neither reading postcss.config.js; lang defaults to css and css/wxml/xml/js get an identity compiler, other langs wepy-compiler-<lang> (@wepy/compiler-<lang> in 2.x); mpvue-loader latest 2.0.1 depends on postcss ^6.0.6',
    slow: true,
    quotes: [
      { page: LEGACY, text: '**WePY** 使用自己的编译器（`@wepy/cli`，npm 上最新为 2.1.0；1.x 是 `wepy-cli`），不经过 webpack 或 Vite，插件无处挂载。两代 CLI 的依赖里都是 PostCSS 5（`postcss@^5.2.16`，1.x 只在 `scoped` 样式和 H5 输出的 rpx 换算里用到它），都不会读取 `postcss.config.js`、运行你配置的 PostCSS 插件' },
      { page: LEGACY, text: '**mpvue** 基于 vue-cli 模板和 webpack 的 `mpvue-loader`（npm 上最新为 2.0.1），它处理样式用的是 PostCSS 6（依赖 `postcss@^6.0.6`）。' },
      { page: LEGACY, text: 'WePY 按 `<style lang="…">` 找编译器：`less`、`scss` 等交给 `wepy-compiler-<lang>`（2.x 是 `@wepy/compiler-<lang>`），没写 `lang` 时默认是 `css`，而 `css` 的“编译器”就是把内容原样交回去。' },
      { page: LEGACY, text: 'wepy-cli 1.7.3 和 @wepy/cli 2.1.0 的源码里都是这样处理的，两者也都没有任何读取 `postcss.config.js` 的代码，所以 Tailwind CSS 根本没有运行。' },
      { page: LEGACY_EN, text: 'Both generations of the CLI depend on PostCSS 5 (`postcss@^5.2.16`; 1.x only uses it for `scoped` styles and for the rpx conversion of its H5 output), and neither reads `postcss.config.js` or runs the PostCSS plugins you configure' },
      { page: LEGACY_EN, text: "**mpvue** is based on a vue-cli template and webpack's `mpvue-loader` (latest on npm is 2.0.1), which processes styles with PostCSS 6 (it depends on `postcss@^6.0.6`)." },
      { page: LEGACY_EN, text: 'WePY picks a compiler by `<style lang="…">`: `less`, `scss` and so on go to `wepy-compiler-<lang>` (in 2.x, `@wepy/compiler-<lang>`). Without `lang` the default is `css`, and the "compiler" for `css` just hands the content back unchanged.' },
      { page: LEGACY_EN, text: 'That is how the source of both wepy-cli 1.7.3 and @wepy/cli 2.1.0 handles it, and neither has any code that reads `postcss.config.js`, so Tailwind CSS never runs at all.' },
    ],
    async proof() {
      const run = promisify(execFile)
      const view = async (spec: string, field: string) => JSON.parse((await run('npm', ['view', spec, field, '--json'], { timeout: 120_000 })).stdout) as string
      assert.equal(await view('@wepy/cli', 'version'), '2.1.0')
      assert.equal(await view('mpvue-loader', 'version'), '2.0.1')
      const v1 = unpacked('wepy-cli@1.7.3')
      const v2 = unpacked('@wepy/cli@2.1.0')
      const mpvue = unpacked('mpvue-loader@2.0.1')
      const deps = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies
      assert.equal(deps(v1).postcss, '^5.2.16')
      assert.equal(deps(v2).postcss, '^5.2.16')
      assert.equal(deps(mpvue).postcss, '^6.0.6')
      for (const dir of [v1, v2]) {
        const code = readAll(dir, /\.js$/).filter(f => !f.file.includes('node_modules'))
        assert.ok(!code.some(f => /postcss\.config|postcssrc|postcss-load-config/.test(f.text)), `${dir}: nothing reads postcss.config.js`)
        const loader = code.find(f => /(?:^|\/)loader\.js$/.test(f.file) && f.text.includes('loadCompiler'))!.text
        assert.match(loader, /if \(\['wxml', 'xml', 'css', 'js'\]\.indexOf\(lang\) > -1\) \{\s*return (?:function \(c\) \{\s*return Promise\.resolve\(c\);\s*\}|c => \{\s*return Promise\.resolve\(c\);\s*\});/, 'css is handed back unchanged')
        assert.ok(loader.includes("'wepy-compiler-' + lang"), 'other langs: wepy-compiler-<lang>')
      }
      const v1Code = readAll(path.join(v1, 'lib'), /\.js$/)
      assert.ok(v1Code.find(f => f.file === 'compile-style.js')!.text.includes("var lang = style.type || 'css';"), '1.x: lang defaults to css')
      const usesPostcss = v1Code.filter(f => /require\('postcss'\)/.test(f.text)).map(f => f.file).sort()
      assert.deepEqual(usesPostcss, ['style-compiler/rpx-convert.js', 'style-compiler/scope-id.js', 'style-compiler/scoped.js'])
      const rpxUsers = v1Code.filter(f => f.text.includes("require('../style-compiler/rpx-convert')") || f.text.includes("require('./style-compiler/rpx-convert')")).map(f => f.file)
      assert.deepEqual(rpxUsers, ['web/compile-style.js'], '1.x: rpx-convert only serves the H5 (web) output')
      const scopedUsers = v1Code.filter(f => f.text.includes("require('./style-compiler/scoped')")).map(f => f.file)
      assert.deepEqual(scopedUsers, ['compile-style.js'], '1.x: scoped styles')
      assert.ok(fs.readFileSync(path.join(v2, 'core/plugins/parser/wpy.js'), 'utf8').includes("style.lang = style.lang || 'css';"), '2.x: lang defaults to css')
      assert.ok(fs.readFileSync(path.join(v2, 'core/init/compiler.js'), 'utf8').includes('@wepy/compiler-${c}'), '2.x: @wepy/compiler-<lang>')
    },
  },
  {
    id: 'legacy-postcss-6-7-and-tailwind',
    says: "@tailwindcss/postcss 4.3.5 run by postcss 6.0.23 or 7.0.39 throws 'plugin is not a function'; tailwindcss 3.4.19 under postcss 6.0.23 generates unescaped web class names",
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: LEGACY, text: 'Tailwind CSS 4 的 PostCSS 插件只提供 PostCSS 8 的插件接口，实测交给 `postcss` 6.0.23 或 7.0.39 运行，直接报 `plugin is not a function`；Tailwind CSS 3.4.19 在 `postcss` 6.0.23 下的最小用例里能生成样式，但生成的仍是网页写法的类名，没有经过小程序转义。' },
      { page: LEGACY_EN, text: "Tailwind CSS 4's PostCSS plugin only provides the PostCSS 8 plugin interface; in our test, running it with `postcss` 6.0.23 or 7.0.39 fails straight away with `plugin is not a function`. Tailwind CSS 3.4.19 does generate styles in a minimal test case under `postcss` 6.0.23, but the class names it produces are still the web versions, not escaped for mini-programs." },
    ],
    async proof() {
      const run = promisify(execFile)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-postcss67-'))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'postcss6@npm:postcss@6.0.23', 'postcss7@npm:postcss@7.0.39', '@tailwindcss/postcss@4.3.5', 'tailwindcss3@npm:tailwindcss@3.4.19'], { cwd: dir, timeout: 300_000 })
      fs.writeFileSync(path.join(dir, 't.cjs'), `
const tw4 = require('@tailwindcss/postcss'); const tw3 = require('tailwindcss3')
;(async () => {
  const out = {}
  for (const name of ['postcss6', 'postcss7']) {
    try { await require(name)([tw4()]).process('@import "tailwindcss";', { from: undefined }); out[name] = 'ok' } catch (e) { out[name] = e.message }
  }
  out.tw3 = (await require('postcss6')([tw3({ content: [{ raw: '<view class="p-[20rpx] w-1/2">', extension: 'html' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })).css
  console.log(JSON.stringify(out))
})()
`)
      const out = JSON.parse((await run(process.execPath, ['t.cjs'], { cwd: dir })).stdout) as Record<string, string>
      assert.equal(out.postcss6, 'plugin is not a function')
      assert.equal(out.postcss7, 'plugin is not a function')
      assert.ok(out.tw3!.includes('.p-\\[20rpx\\]') && out.tw3!.includes('.w-1\\/2'), `web class names: ${out.tw3}`)
    },
  },
  {
    id: 'legacy-wepy-post-build-script',
    says: "The page's post-build script (tailwindcss 3.4.19, weapp-tailwindcss 4.12.0) on a mock WePY dist turns the template into p-_b20rpx_B w-1_f2 bg-_b_h1677ff_B, expands @tailwind into .p-_b20rpx_B { padding: 20rpx; } and .w-1_f2 { width: 50%; }, and keeps the hand-written rule after them",
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: LEGACY, text: '用一份模拟的 WePY 产物实测过这个脚本（Tailwind CSS 3.4.19、weapp-tailwindcss 4.12.0）：模板里的 `p-[20rpx] w-1/2 bg-[#1677ff]` 变成 `p-_b20rpx_B w-1_f2 bg-_b_h1677ff_B`，`dist/app.wxss` 里不再有 `@tailwind`，出现了 `.p-_b20rpx_B { padding: 20rpx; }`、`.w-1_f2 { width: 50%; }`，原来手写的规则原样保留在后面。' },
      { page: LEGACY, text: '既然 WePY 会把 `@tailwind` 原样写进 `dist/app.wxss`，就在 WePY 编译完成后，由自己的脚本接手：先用 Tailwind CSS 展开这几行，再用 weapp-tailwindcss 转义样式和模板。' },
      { page: LEGACY_EN, text: 'We tested this script against a mock WePY output (Tailwind CSS 3.4.19, weapp-tailwindcss 4.12.0): `p-[20rpx] w-1/2 bg-[#1677ff]` in the template became `p-_b20rpx_B w-1_f2 bg-_b_h1677ff_B`, `dist/app.wxss` no longer contained `@tailwind` and now had `.p-_b20rpx_B { padding: 20rpx; }` and `.w-1_f2 { width: 50%; }`, and the hand-written rules that were there before stayed unchanged after them.' },
    ],
    async proof() {
      const run = promisify(execFile)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-wepy-'))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'tailwindcss@3.4.19', 'postcss@8.5.6', 'weapp-tailwindcss@4.12.0'], { cwd: dir, timeout: 300_000 })
      const page = fs.readFileSync(path.join(root, LEGACY), 'utf8')
      const block = (title: string) => new RegExp('```js title="' + title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '"\\n([\\s\\S]*?)```').exec(page)![1]!
      fs.writeFileSync(path.join(dir, 'tailwind.config.js'), block('tailwind.config.js'))
      fs.mkdirSync(path.join(dir, 'scripts'))
      fs.writeFileSync(path.join(dir, 'scripts/post-build.mjs'), block('scripts/post-build.mjs'))
      // What WePY writes: the @tailwind lines as they were, plus a hand-written rule; one page template.
      fs.mkdirSync(path.join(dir, 'dist/pages/index'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'dist/app.wxss'), '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n.hand { color: red; }\n')
      fs.writeFileSync(path.join(dir, 'dist/pages/index/index.wxml'), '<view class="p-[20rpx] w-1/2 bg-[#1677ff]">hi</view>\n')
      await run(process.execPath, ['scripts/post-build.mjs'], { cwd: dir, timeout: 120_000 })
      assert.equal(fs.readFileSync(path.join(dir, 'dist/pages/index/index.wxml'), 'utf8'), '<view class="p-_b20rpx_B w-1_f2 bg-_b_h1677ff_B">hi</view>\n')
      const wxss = fs.readFileSync(path.join(dir, 'dist/app.wxss'), 'utf8')
      assert.ok(!wxss.includes('@tailwind'), 'no @tailwind left')
      assert.ok(wxss.includes('.p-_b20rpx_B { padding: 20rpx; }') && wxss.includes('.w-1_f2 { width: 50%; }'), wxss)
      assert.ok(wxss.trimEnd().endsWith('.hand { color: red; }'), 'the hand-written rule stays, after them')
    },
  },
  // ------------------------------------------------------------------ toast-svg-bug
  {
    id: 'toast-preflight-replaced-elements-block',
    says: 'The preflight of Tailwind CSS 3.4.19 (@tailwind base with preflight on) and of 4.3.5 (@import "tailwindcss") sets img, svg, video, canvas, audio, iframe, embed, object to display: block; vertical-align: middle',
    quotes: [
      { page: TOAST, text: 'Tailwind CSS 的 preflight 把图片、`svg` 等替换元素统一改成块级，方便在网页布局中控制。' },
      { page: TOAST, text: 'H5 构建通常会启用完整的 preflight（Tailwind CSS 3 中是 `@tailwind base` 搭配开启的 `preflight`，Tailwind CSS 4 中是 `@import "tailwindcss"`）' },
      { page: TOAST_EN, text: "Tailwind CSS's preflight makes images, `svg` and other replaced elements block-level across the board, which makes them easier to control in web layouts." },
      { page: TOAST_EN, text: 'H5 builds usually enable the full preflight (in Tailwind CSS 3, `@tailwind base` with `preflight` turned on; in Tailwind CSS 4, `@import "tailwindcss"`)' },
    ],
    async proof() {
      const rule = /img,\s*svg,\s*video,\s*canvas,\s*audio,\s*iframe,\s*embed,\s*object\s*\{\s*display: block;[^}]*vertical-align: middle;/
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      const tw3 = (await postcss([tailwindcss3({ content: [{ raw: '<div class="p-4"></div>', extension: 'html' }] } as never)]).process('@tailwind base;', { from: undefined })).css
      assert.match(tw3, rule, 'TW3 @tailwind base with preflight on')
      const { createRequire } = await import('node:module')
      const require = createRequire(path.join(root, 'package.json'))
      const { compile } = require('tailwindcss') as typeof import('tailwindcss')
      const compiler = await compile('@import "tailwindcss";', { base: root, loadStylesheet: async (id: string) => { const file = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id); return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') } } })
      assert.match(compiler.build([]), rule, 'TW4 @import "tailwindcss"')
    },
  },
  {
    id: 'toast-uni-h5-icon-is-inline-svg',
    says: '@dcloudio/uni-h5 (3.0.0-5020420260813003) renders the success/error toast icon as an <svg class="uni-toast__icon"> inside .uni-toast, styled vertical-align: baseline (inline)',
    slow: true,
    quotes: [
      { page: TOAST, text: '而框架的 toast 组件是按行内 `svg` 设计的，变成块级后就失去了原来的对齐方式。' },
      { page: TOAST, text: '在浏览器开发者工具里检查图标元素，会看到它是一个 `svg`' },
      { page: TOAST_EN, text: "while the framework's toast component was designed around an inline `svg`, and once that becomes block-level it loses its original alignment" },
      { page: TOAST_EN, text: 'Inspect the icon element in the browser\'s developer tools and you see that it is an `svg`' },
    ],
    async proof() {
      const pkg = unpacked('@dcloudio/uni-h5@3.0.0-5020420260813003')
      const js = fs.readFileSync(path.join(pkg, 'dist/uni-h5.es.js'), 'utf8')
      assert.match(js, /function createSvgIconVNode\(path, color = "#000", size = 27\) \{\s*return createVNode\(\s*"svg",/)
      assert.match(js, /case "success":\s*return createVNode\(createSvgIconVNode\(ICON_PATH_SUCCESS_NO_CIRCLE, iconColor\.value, 38\), \{\s*class: ToastIconClassName/)
      assert.ok(js.includes('const ToastIconClassName = "uni-toast__icon";'))
      const css = fs.readFileSync(path.join(pkg, 'style/api/toast.css'), 'utf8')
      assert.match(css, /\.uni-toast__icon \{[^}]*vertical-align: baseline!important;/, 'designed as an inline element')
      assert.ok(css.includes('.uni-toast {'), 'the container class the override targets')
    },
  },
])
