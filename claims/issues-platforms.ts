// Claims of the smaller platform and history pages under docs/issues (xiaohongshu, v1) and their English twins.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { js, readAll, root, unpacked } from './support/issues'

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
      { page: V1, text: '1.12.8 的 `replaceJs` 把 `bg-[#4268EA]` 转成 `bg-_bl__h_4268EA_br_`，升级到 4.x 后则是 `bg-_b_h4268EA_B`' },
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
])
