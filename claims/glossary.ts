// Claims of the glossary (docs/glossary.md and its English twin). The entries about weapp-tailwindcss run
// the pinned weapp-tailwindcss 4.12.0 and Tailwind CSS 4.3.5 from this repository's node_modules (the rpx
// patch on a scratch copy of tailwindcss, the postinstall script with the npm on PATH). The entries about
// WeChat, DCloud, Taro, Mpx and weapp-vite summarize those projects' own documentation: they are recorded
// with the page that was read.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))
const require = createRequire(import.meta.url)
const ZH = 'docs/glossary.md'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/glossary.md'
const both = (zh: string, en: string) => [{ page: ZH, text: zh }, { page: EN, text: en }]

const packageDir = path.dirname(require.resolve('weapp-tailwindcss/package.json', { paths: [root] }))
const tailwindDir = path.dirname(require.resolve('tailwindcss/package.json', { paths: [root] }))

/** The dist file that defines getDefaultOptions, with the comments the published package keeps. */
function defaultsSource(): string {
  const dist = path.join(packageDir, 'dist')
  const found = fs.readdirSync(dist).filter(name => name.endsWith('.mjs'))
    .map(name => fs.readFileSync(path.join(dist, name), 'utf8'))
    .filter(text => text.includes('function getDefaultOptions()') && text.includes('htmlMatcher:'))
  assert.equal(found.length, 1, 'one dist chunk defines getDefaultOptions')
  return found[0]!
}

/** The comment block right above `name:` in getDefaultOptions, one "extension platform" pair a line. */
function commentAbove(source: string, name: string): Map<string, string> {
  const at = source.indexOf(`${name}:`)
  const block = source.slice(source.lastIndexOf('/**', at), at)
  return new Map([...block.matchAll(/^\s*\*\s+(\w+)\s+(\S+)\s*$/gm)].map(match => [match[1]!, match[2]!]))
}

const MANUAL_ON = '2026-11-28'
const readWhy = 'a description of another vendor\'s platform or tool, taken from its documentation; nothing here can run WeChat, HBuilderX or the framework'

export default defineClaims(import.meta.url, [
  {
    id: 'glossary-platform-file-extensions',
    says: 'weapp-tailwindcss 4.12.0 default htmlMatcher/cssMatcher recognize the listed template and style extensions, labelled with those platforms in the package source, and plain .css as well',
    quotes: [
      ...both('平台归属取自包源码里这两项默认值旁的注释', 'which platform each extension belongs to comes from the comments next to these two defaults in the package source'),
      ...both('| 抖音（头条） | `.ttml` | `.ttss` |', '| Douyin (Toutiao) | `.ttml` | `.ttss` |'),
      ...both('| 小红书 | `.xhsml` | — |', '| Xiaohongshu | `.xhsml` | — |'),
      ...both('此外，默认的样式匹配也处理普通的 `.css` 文件。', 'The default style matcher also takes plain `.css` files.'),
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const options = getDefaultOptions()
      // platform → [template, style]; null where the package names no style extension for it
      const table: Array<[string, string, string | null]> = [
        ['微信小程序', 'wxml', 'wxss'], ['支付宝小程序', 'axml', 'acss'], ['头条小程序', 'ttml', 'ttss'],
        ['QQ小程序', 'qml', 'qss'], ['京东小程序', 'jxml', 'jxss'], ['涂鸦小程序', 'tyml', 'tyss'],
        ['百度小程序', 'swan', null], ['快手小程序', 'ksml', null], ['小红书小程序', 'xhsml', null],
      ]
      const source = defaultsSource()
      const htmlLabels = commentAbove(source, 'htmlMatcher')
      const cssLabels = commentAbove(source, 'cssMatcher')
      for (const [platform, template, style] of table) {
        assert.equal(htmlLabels.get(template), platform, `the source labels .${template} as ${platform}`)
        assert.equal(options.htmlMatcher!(`pages/index/index.${template}`), true, `htmlMatcher takes .${template}`)
        if (style) {
          assert.equal(cssLabels.get(style), platform, `the source labels .${style} as ${platform}`)
          assert.equal(options.cssMatcher!(`pages/index/index.${style}`), true, `cssMatcher takes .${style}`)
        }
      }
      const styleLabelled = [...cssLabels.values()]
      for (const platform of ['百度小程序', '快手小程序', '小红书小程序']) assert.ok(!styleLabelled.includes(platform), `no style extension is labelled ${platform}`)
      assert.equal(options.cssMatcher!('pages/index/index.css'), true, 'cssMatcher takes plain .css')
      assert.equal(options.cssMatcher!('pages/index/index.wxml'), false, 'a template is not a stylesheet')
    },
  },
  {
    id: 'glossary-escape-names',
    says: 'weapp-tailwindcss 4.12.0 escapes w-[100px], bg-black/50, md:flex and w-1.5 to the listed names, identically in template, script and styles; the source keeps the original names; escape() from weapp-tailwindcss/escape gives the same names',
    quotes: [
      ...both('模板、脚本和样式里换法完全一样，所以类名和样式规则仍然对得上', 'the same way in templates, scripts and styles, so class names and style rules still match'),
      ...both('| `w-[100px]` | `w-_b100px_B` |', '| `w-[100px]` | `w-_b100px_B` |'),
      ...both('| `bg-black/50` | `bg-black_f50` |', '| `bg-black/50` | `bg-black_f50` |'),
      ...both('| `md:flex` | `md_cflex` |', '| `md:flex` | `md_cflex` |'),
      ...both('| `w-1.5` | `w-1_d5` |', '| `w-1.5` | `w-1_d5` |'),
      ...both('`weapp-tailwindcss/escape` 导出的 `escape()` 做的是同一种替换', 'The `escape()` function exported by `weapp-tailwindcss/escape` performs the same replacement'),
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { escape } = await import('weapp-tailwindcss/escape')
      const rows: Array<[string, string]> = [['w-[100px]', 'w-_b100px_B'], ['bg-black/50', 'bg-black_f50'], ['md:flex', 'md_cflex'], ['w-1.5', 'w-1_d5']]
      const classes = rows.map(([written]) => written).join(' ')
      const template = `<view class="${classes}">x</view>`
      const script = `const cls = '${classes}'`
      const out = await runTailwind4({ template, css: '@import "weapp-tailwindcss/index.css";', options: {}, script })
      assert.equal(out.wxml, `<view class="${rows.map(([, name]) => name).join(' ')}">x</view>`, 'the template carries the escaped names')
      assert.equal(out.js, `const cls = '${rows.map(([, name]) => name).join(' ')}'`, 'the script carries the same escaped names')
      for (const [written, name] of rows) {
        assert.ok(out.wxss.includes(`.${name}`), `the stylesheet has a rule for .${name}`)
        assert.equal(escape(written), name, `escape('${written}')`)
      }
      assert.ok(template.includes('w-[100px]') && script.includes('w-[100px]'), 'the input keeps the original names')
    },
  },
  {
    id: 'glossary-apptype',
    says: 'appType in 4.12.0 takes exactly the ten listed values; the default mainCssChunkMatcher takes only app.* as main for taro, also common/main.* for uni-app, and without appType guesses app.*, common/main.*, bundle.*; uni-app-x and weapp-vite are values',
    quotes: [
      ...both('可选值为 `uni-app`、`uni-app-vite`、`uni-app-x`、`taro`、`remax`、`rax`、`native`、`kbone`、`mpx`、`weapp-vite`', 'Its values are `uni-app`, `uni-app-vite`, `uni-app-x`, `taro`, `remax`, `rax`, `native`, `kbone`, `mpx` and `weapp-vite`'),
      ...both('`appType: \'taro\'` 时只有 `app.wxss` 算主样式文件，`appType: \'uni-app\'` 时 `common/main.wxss` 也算', 'with `appType: \'taro\'` only `app.wxss` counts as the main stylesheet, with `appType: \'uni-app\'` `common/main.wxss` counts as well'),
      ...both('不写 `appType` 时插件按文件名猜测，`app.wxss`、`common/main.wxss`、`bundle.wxss` 这样的文件都会被当作主样式文件', 'without `appType` the plugin guesses from the file name, and files such as `app.wxss`, `common/main.wxss` and `bundle.wxss` are all taken as main stylesheets'),
      ...both('weapp-tailwindcss 为它准备了单独的 `appType: \'uni-app-x\'`', 'weapp-tailwindcss has a separate `appType: \'uni-app-x\'` for it'),
      ...both('weapp-tailwindcss 为它准备了 `appType: \'weapp-vite\'`', 'weapp-tailwindcss has `appType: \'weapp-vite\'` for it'),
    ],
    async proof() {
      const dist = path.join(packageDir, 'dist')
      const declarations = fs.readdirSync(dist).filter(name => name.endsWith('.d.ts'))
        .map(name => fs.readFileSync(path.join(dist, name), 'utf8'))
        .map(text => /type AppType = ([^;]+);/.exec(text)?.[1]).filter(Boolean)
      assert.ok(declarations.length > 0, 'the package declares AppType')
      const values = declarations[0]!.split('|').map(part => part.trim().replace(/^'|'$/g, ''))
      assert.deepEqual(values.sort(), ['kbone', 'mpx', 'native', 'rax', 'remax', 'taro', 'uni-app', 'uni-app-vite', 'uni-app-x', 'weapp-vite'])
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const main = getDefaultOptions().mainCssChunkMatcher! as (file: string, appType?: string) => boolean
      assert.equal(main('app.wxss', 'taro'), true)
      assert.equal(main('common/main.wxss', 'taro'), false, 'taro: common/main is not main')
      assert.equal(main('app.wxss', 'uni-app'), true)
      assert.equal(main('common/main.wxss', 'uni-app'), true, 'uni-app: common/main is main too')
      for (const file of ['app.wxss', 'common/main.wxss', 'bundle.wxss']) assert.equal(main(file, undefined), true, `no appType: ${file} is main`)
      assert.equal(main('pages/index/index.wxss', undefined), false, 'no appType: a page stylesheet is not main')
    },
  },
  {
    id: 'glossary-rpx-patch',
    says: 'Tailwind CSS 4.3.5 reads rpx as a colour because rpx is missing from its length-unit list: unpatched, text-[32rpx] gives color: 32rpx; weapp-tw patch edits node_modules/tailwindcss to add rpx, after which it gives font-size: 32rpx',
    quotes: [
      ...both('拿它的单位去比对一张内置的单位表，而 rpx 不在表上', 'checks its unit against a built-in list of units, and rpx is not on that list'),
      ...both('没打补丁的 Tailwind CSS 4.3.5 把 `text-[32rpx]` 生成为 `color: 32rpx`', 'an unpatched Tailwind CSS 4.3.5 turns `text-[32rpx]` into `color: 32rpx`'),
      ...both('`weapp-tw patch` 命令直接修改项目 `node_modules` 里的 `tailwindcss`，把 rpx 加进这张表，之后同一个类名生成的是 `font-size: 32rpx`', 'The `weapp-tw patch` command edits the `tailwindcss` package in your project\'s `node_modules` and adds rpx to the list; after that the same class generates `font-size: 32rpx`'),
      ...both('Tailwind CSS 本身不认识 rpx', 'Tailwind CSS itself does not know rpx'),
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const version = JSON.parse(fs.readFileSync(path.join(tailwindDir, 'package.json'), 'utf8')).version
      assert.equal(version, '4.3.5', 'the pinned Tailwind CSS')
      // A scratch project with its own copy of tailwindcss, the rpx unit taken out of every unit list it has.
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-rpx-patch-'))
      try {
        const copy = path.join(project, 'node_modules', 'tailwindcss')
        fs.cpSync(tailwindDir, copy, { recursive: true })
        const withRpx = /("cqmax"),"rpx"\]/
        let removed = 0
        for (const name of fs.readdirSync(path.join(copy, 'dist'))) {
          const file = path.join(copy, 'dist', name)
          const text = fs.readFileSync(file, 'utf8')
          if (withRpx.test(text)) {
            fs.writeFileSync(file, text.replace(withRpx, '$1]'))
            removed++
          }
        }
        assert.ok(removed > 0, 'the installed tailwindcss carries rpx in its unit list')
        fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'glossary-rpx', version: '1.0.0', private: true, devDependencies: { tailwindcss: version } }))
        const build = (dir: string) => {
          const lib = path.join(dir, 'dist', 'lib.js')
          delete require.cache[lib]
          const tailwind = require(lib) as typeof import('tailwindcss')
          return tailwind.compile('@tailwind utilities;').then(compiled => compiled.build(['text-[32rpx]']))
        }
        const before = await build(copy)
        assert.match(before, /color: 32rpx;/, 'unpatched: a colour')
        assert.doesNotMatch(before, /font-size: 32rpx/)
        const cli = path.join(packageDir, 'bin', 'weapp-tailwindcss.js')
        const patched = await runCommand(process.execPath, [cli, 'patch', '--cwd', project, '--record-target', 'false'], { cwd: project })
        assert.equal(patched.exitCode, 0, patched.output)
        const libText = fs.readFileSync(path.join(copy, 'dist', 'lib.js'), 'utf8')
        assert.match(libText, withRpx, 'weapp-tw patch put rpx back into the unit list in node_modules/tailwindcss')
        const after = await build(copy)
        assert.match(after, /font-size: 32rpx;/, 'patched: a font size')
        assert.doesNotMatch(after, /color: 32rpx/)
      } finally {
        fs.rmSync(project, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'glossary-postinstall',
    says: 'weapp-tailwindcss 4.12.0 declares a postinstall script of its own that runs the patch command (when npm runs the project\'s own postinstall is proven in claims/second-read-1.ts)',
    quotes: [
      ...both('weapp-tailwindcss 4.12.0 的包里也声明了一个执行同一补丁的 `postinstall` 脚本', 'The weapp-tailwindcss 4.12.0 package also declares a `postinstall` script of its own that runs the same patch'),
    ],
    async proof() {
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
      assert.equal(manifest.version, '4.12.0')
      assert.equal(manifest.scripts.postinstall, 'node scripts/postinstall.mjs')
      const script = fs.readFileSync(path.join(packageDir, 'scripts', 'postinstall.mjs'), 'utf8')
      assert.match(script, /new URL\('\.\.\/bin\/weapp-tailwindcss\.js'/, 'it runs the package\'s own CLI')
      assert.match(script, /\[cliPath, 'patch'\]/, 'with the patch command')
      assert.equal(manifest.bin['weapp-tw'], 'bin/weapp-tailwindcss.js', 'the same CLI as weapp-tw')
      // npm runs a project's own postinstall after `npm install` (offline: the project has no dependencies).
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-postinstall-'))
      try {
        fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'glossary-postinstall', version: '1.0.0', private: true, scripts: { postinstall: 'node -e "require(\'fs\').writeFileSync(\'postinstall-ran\', \'yes\')"' } }))
        for (let round = 1; round <= 2; round++) {
          fs.rmSync(path.join(project, 'postinstall-ran'), { force: true })
          const result = await runCommand('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: project })
          assert.equal(result.exitCode, 0, result.output)
          assert.ok(fs.existsSync(path.join(project, 'postinstall-ran')), `install ${round} ran the project's postinstall`)
        }
      } finally {
        fs.rmSync(project, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'glossary-class-set',
    says: 'Tailwind CSS generates utilities only for class names found in the sources; template class names are always escaped, JS strings only where they are in the class set; a class assembled from string pieces gets no rule and no escaping',
    quotes: [
      ...both('Tailwind CSS 只为它在源文件里找到的类名生成工具类，没用到的工具类不生成', 'Tailwind CSS generates utilities only for the class names it finds in your source files and leaves out the ones you do not use'),
      ...both('模板 `class` 属性里的类名一律转义，而 JS 里的字符串只有命中类名集合的部分才转义', 'Class names in a template\'s `class` attribute are always escaped, but in JavaScript strings only the parts found in the class set are'),
      ...both('脚本里的 `\'w-[100px]\'` 因为 Tailwind CSS 生成过 `w-[100px]` 而变成 `\'w-_b100px_B\'`，不在集合里的 `\'foo-[bar]\'` 原样保留', '`\'w-[100px]\'` in a script becomes `\'w-_b100px_B\'` because Tailwind CSS generated `w-[100px]`, while `\'foo-[bar]\'`, which is not in the set, stays as it is'),
      ...both('用字符串拼出来的类名（`\'h-[\' + n + \'px]\'`）既不会生成样式，也不会被转义', 'A class name assembled from strings (`\'h-[\' + n + \'px]\'`) gets no styles and is not escaped either'),
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const script = 'const a = \'w-[100px]\'; const b = \'foo-[bar]\'; const c = \'h-[\' + n + \'px]\''
      const out = await runTailwind4({ template: '<view class="w-[100px] foo-[bar]">x</view>', css: '@import "weapp-tailwindcss/index.css";', options: {}, script })
      const utilities = (out.css.match(/^\.[^\s{]+/gm) ?? [])
      assert.deepEqual(utilities, ['.w-\\[100px\\]'], 'Tailwind CSS generated the one utility the sources use')
      assert.equal(out.wxml, '<view class="w-_b100px_B foo-_bbar_B">x</view>', 'the template escapes both, in the set or not')
      assert.equal(out.js, 'const a = \'w-_b100px_B\'; const b = \'foo-[bar]\'; const c = \'h-[\' + n + \'px]\'', 'the script escapes only the set member')
      assert.doesNotMatch(out.wxss, /\.h-/, 'no rule for the assembled class')
    },
  },
  {
    id: 'glossary-rpx-750',
    says: 'WeChat documents the screen width as 750rpx; on a 375px-wide iPhone 6, 750rpx = 375px and 1rpx = 0.5px; WXSS keeps most of CSS and adds rpx and style imports',
    quotes: [
      ...both('微信文档规定屏幕宽度为 750rpx，所以 1rpx 是屏幕宽度的 1/750', 'WeChat\'s documentation specifies the screen width as 750rpx, so 1rpx is 1/750 of the screen width'),
      ...both('以文档里屏幕宽 375px 的 iPhone 6 为例，750rpx = 375px，1rpx = 0.5px', 'on the iPhone 6 of the documentation\'s example, whose screen is 375px wide, 750rpx = 375px and 1rpx = 0.5px'),
      ...both('WXSS 保留了 CSS 的大部分特性，另外加上了 `rpx` 尺寸单位和样式导入', 'WXSS keeps most of CSS and adds the `rpx` length unit and style imports'),
    ],
    manual: {
      ran: 'read WeChat\'s WXSS page, https://developers.weixin.qq.com/miniprogram/en/dev/framework/view/wxss.html ("Dimension unit": the specified screen width is 750rpx; iPhone 6, 375px wide: 750rpx = 375px, 1rpx = 0.5px; "Compared with CSS, WXSS offers … dimension unit, style import"); the Chinese page links the same page at /miniprogram/dev/',
      versions: 'WeChat mini-program documentation as published on the read date',
      on: MANUAL_ON,
      why: 'how WeChat sizes rpx on a device can only be seen in WeChat or its DevTools; ' + readWhy,
    },
  },
  {
    id: 'glossary-wxml-wxss',
    says: 'WeChat documents WXML as the page-structure language (built from components) and WXSS as the page-style language of the view layer',
    quotes: [
      ...both('WXML 用 `<view>`、`<text>` 这类组件描述页面结构，WXSS 描述页面样式', 'WXML describes the structure of a page with components such as `<view>` and `<text>`, and WXSS describes how the page looks'),
    ],
    manual: {
      ran: 'read WeChat\'s view-layer page, https://developers.weixin.qq.com/miniprogram/en/dev/framework/view (WXML describes the page structure, WXSS the page style, components are the building blocks of views)',
      versions: 'WeChat mini-program documentation as published on the read date',
      on: MANUAL_ON,
      why: readWhy,
    },
  },
  {
    id: 'glossary-subpackages',
    says: 'WeChat subpackages are declared in subPackages (or subpackages) of app.json; the main package is downloaded at start, a subpackage when one of its pages is entered; app.wxss in the root belongs to the main package; an independent subpackage (independent: true) runs without the main package, which is downloaded when a main-package or regular-subpackage page is entered',
    quotes: [
      ...both('在 `app.json` 的 `subPackages` 字段（也可以写成 `subpackages`）里声明', 'declared in the `subPackages` field (also accepted as `subpackages`) of `app.json`'),
      ...both('小程序启动时下载的是主包，用户进入某个分包里的页面时才下载这个分包', 'What gets downloaded when the mini-program starts is the main package; a subpackage is downloaded when the user enters one of its pages'),
      ...both('放在项目根目录的全局样式表 `app.wxss` 属于主包', 'The global stylesheet `app.wxss` in the project root belongs to the main package'),
      ...both('用户直接打开独立分包里的页面时只下载这个分包，之后进入主包或普通分包的页面时才下载主包', 'A user who opens one of its pages directly downloads only that subpackage; the main package is downloaded later'),
    ],
    manual: {
      ran: 'read WeChat\'s subpackage pages: https://developers.weixin.qq.com/miniprogram/en/dev/framework/subpackages.html (main package downloaded at start, a subpackage when a page in it is entered), https://developers.weixin.qq.com/miniprogram/en/dev/framework/subpackages/basic.html (subPackages in app.json, subpackages also accepted, the independent field; directories outside the subpackage roots, such as app.wxss in the root, are packed into the main package), https://developers.weixin.qq.com/miniprogram/en/dev/framework/subpackages/independent.html (runs without the main package, which is downloaded when a regular subpackage or main-package page is entered)',
      versions: 'WeChat mini-program documentation as published on the read date',
      on: MANUAL_ON,
      why: 'downloading packages happens in the WeChat client; ' + readWhy,
    },
  },
  {
    id: 'glossary-dcloud',
    says: 'DCloud documents uni-app (Vue syntax, one codebase to mini-programs, H5, iOS and Android), uni-app x (.uvue pages, UTS compiled to Kotlin, Swift, ArkTS, JavaScript), HBuilderX (built-in environment without Node.js set-up, the Run to Mini-program Simulator menu, output in unpackage) and conditional compilation (#ifdef/#ifndef/#endif comments per file type, MP-WEIXIN, MP-ALIPAY, H5, APP-PLUS)',
    quotes: [
      ...both('编译成各家小程序、H5（移动端网页）以及 iOS、Android App', 'compiles into mini-programs for the various platforms, H5 (mobile web) and iOS and Android apps'),
      ...both('在 Android 上编译成 Kotlin，在 iOS 上编译成 Swift，在鸿蒙上编译成 ArkTS，在 Web 和小程序上编译成 JavaScript', 'compiled to Kotlin on Android, Swift on iOS, ArkTS on HarmonyOS and JavaScript for the web and mini-programs'),
      ...both('由编辑器内置的环境编译，不需要自己配置 Node.js', 'is compiled by an environment built into the editor, so you do not set up Node.js yourself'),
      ...both('编译结果默认放在项目根目录的 `unpackage` 目录下', 'by default the compiled output goes into the `unpackage` folder in the project root'),
      ...both('编译时只有目标平台符合条件，中间的代码才会保留', 'at compile time the enclosed code is kept only when the target platform matches'),
      ...both('脚本用 `//`，样式用 `/* */`，模板用 `<!-- -->`', '`//` in scripts, `/* */` in styles and `<!-- -->` in templates'),
    ],
    manual: {
      ran: 'read DCloud\'s pages (their sources in dcloudio/unidocs-zh): https://uniapp.dcloud.net.cn/ (docs/README.md: Vue.js, one codebase to iOS, Android, Web and the mini-program platforms), https://uniapp.dcloud.net.cn/quickstart-hx.html (docs/quickstart-hx.md: HBuilderX has the environment built in, no Node.js set-up; Run → Run to Mini-program Simulator → WeChat DevTools; output in the unpackage folder of the root), https://uniapp.dcloud.net.cn/tutorial/platform.html (docs/tutorial/platform.md: #ifdef/#ifndef/#endif, platform names, comment syntax per file type); https://doc.dcloud.net.cn/uni-app-x/ (uts compiles to Kotlin, Swift, ArkTS, JavaScript; uvue pages)',
      versions: 'dcloudio/unidocs-zh at commit 01d1061065e3ca486c54bde6d692cdef3dc99af1; uni-app x documentation as published on the read date',
      on: MANUAL_ON,
      why: 'uni-app compilation needs HBuilderX or the DCloud compiler, which this repository does not install; ' + readWhy,
    },
  },
  {
    id: 'glossary-other-frameworks',
    says: 'Taro compiles React/Vue components to the listed mini-programs, H5 and React Native; Mpx (didi/mpx) is an enhanced mini-program framework with Vue-like reactivity and .mpx single-file components, built on webpack 5, output to several mini-program platforms and the web; weapp-vite builds native mini-programs with Vite; WeChat DevTools runs, debugs, previews and uploads, and opens a framework\'s build output folder',
    quotes: [
      ...both('由 Taro 编译成微信、京东、百度、支付宝、抖音（字节跳动）、QQ 等平台的小程序，以及 H5 和 React Native 应用', 'Taro compiles them into mini-programs for WeChat, JD, Baidu, Alipay, Douyin (ByteDance), QQ and other platforms, as well as H5 and React Native apps'),
      ...both('基于 webpack 5 构建，一套代码可以输出到多个小程序平台和 Web', 'It builds with webpack 5, and one codebase can be output to several mini-program platforms and the web'),
      ...both('页面仍然按原生小程序的方式用 WXML、WXSS、JSON 和脚本编写', 'pages are still written the native way, in WXML, WXSS, JSON and scripts'),
      ...both('在模拟器里运行和调试、在手机上预览、上传代码以便发布', 'it runs and debugs them in a simulator, previews them on a phone and uploads the code for release'),
      ...both('在开发者工具里打开的是框架的构建产物目录', 'what you open in WeChat DevTools is the framework\'s build output folder'),
    ],
    manual: {
      ran: 'read the Taro introduction (NervJS/taro-docs docs/, published at https://docs.taro.zone/docs/), the Mpx README (didi/mpx, also the npm page of @mpxjs/core: webpack 5, single-file components, cross-platform output; "open the platform folder under dist in the mini-program developer tool"), the weapp-vite README (github.com/weapp-vite/weapp-vite: native Page/Component, WXML, WXSS, JSON; TypeScript, Sass/Less, Vite plugins), WeChat\'s DevTools overview https://developers.weixin.qq.com/miniprogram/en/dev/devtools/devtools.html and DCloud\'s HBuilderX quick start (copy the generated mini-program project path into WeChat DevTools)',
      versions: 'the projects\' documentation as published on the read date',
      on: MANUAL_ON,
      why: readWhy,
    },
  },
])
