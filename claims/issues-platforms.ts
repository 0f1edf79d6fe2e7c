// Claims of the smaller platform and history pages under docs/issues (xiaohongshu, v1) and their English twins.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { readAll, root, unpacked } from './support/issues'

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
])
