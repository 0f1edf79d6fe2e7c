// Claims of the guide on view-layer scripts (docs/quick-start/wxs.mdx) and its English page. The builds run in
// child processes through wxsBuild() (claims/support/quick-start-v3.ts): Tailwind CSS 3.4.19 scans the page's
// files, then the Vite, webpack 5 or gulp integration of weapp-tailwindcss 4.12.0 writes them to the output.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const WXS = page('wxs.mdx')
const BADGE = 'pages/order/badge.wxs'
const ORDER = 'pages/order/index.wxml'
const PROFILE = 'pages/profile/index.wxml'

/** The page's three example files, read from its code blocks. */
async function pageFiles(): Promise<Record<string, string>> {
  const { block } = await import('./support/quick-start-v3')
  return { 'badge.wxs': await block(WXS.zh, BADGE), 'index.wxml': await block(WXS.zh, ORDER), 'profile.wxml': await block(WXS.zh, PROFILE) }
}

export default defineClaims(import.meta.url, [
  {
    id: 'guides-wxs-escape-and-mismatch',
    says: 'weapp-tailwindcss 4.12.0 escapes bg-[#16a34a] to bg-_b_h16a34a_B in WXSS and WXML; a .wxs the plugin does not process keeps bg-[#16a34a]; bg-green-600 and px-2 stay as they are; the option\'s JSDoc names wxs, sjs and .filter.js as the view-layer scripts of the platforms',
    quotes: [
      { page: WXS.zh, text: 'WXS 是微信小程序运行在视图层的脚本，支付宝小程序对应的是 SJS（`.sjs`），百度小程序则是 `.filter.js`。' },
      { page: WXS.en, text: 'WXS is the WeChat mini-program\'s script language that runs in the view layer; the Alipay mini-program equivalent is SJS (`.sjs`), and Baidu mini-programs use `.filter.js`.' },
      { page: WXS.zh, text: '问题在于：`weapp-tailwindcss` 会把 `bg-[#16a34a]` 这类含有特殊字符的类名，在 WXSS 和 WXML 里统一转义成 `bg-_b_h16a34a_B`；如果同一个类名是从 wxs 里返回的，而插件没有处理 wxs 文件，模板拿到的就仍是原始写法，和样式表里的选择器对不上，样式自然不生效。' },
      { page: WXS.en, text: 'The problem is this: `weapp-tailwindcss` escapes class names containing special characters, such as `bg-[#16a34a]`, into `bg-_b_h16a34a_B` consistently in WXSS and WXML.' },
      { page: WXS.en, text: 'If the same class name is returned from wxs and the plugin does not process wxs files, the template still receives the original form, which does not match the selector in the stylesheet, so the style naturally has no effect.' },
      { page: WXS.zh, text: '只由字母、数字和连字符组成的类名（如 `bg-green-600`、`px-2`）不需要转义，也就不受这个问题影响。' },
      { page: WXS.en, text: 'Class names made up only of letters, digits and hyphens (such as `bg-green-600` or `px-2`) need no escaping and are therefore not affected by this problem.' },
    ],
    async proof() {
      const { wxss, wxml, TW3, packageFile } = await import('./support/options')
      assert.equal(await wxss('.bg-\\[\\#16a34a\\]{color:red}', { ...TW3 }), '.bg-_b_h16a34a_B{color:red}')
      assert.equal(await wxml('<view class="bg-[#16a34a] bg-green-600 px-2"></view>', ['bg-[#16a34a]', 'bg-green-600', 'px-2'], { ...TW3 }), '<view class="bg-_b_h16a34a_B bg-green-600 px-2"></view>')
      const { wxsBuild } = await import('./support/quick-start-v3')
      const out = await wxsBuild('webpack', { 'badge.wxs': 'var a = "bg-[#16a34a] text-white"\nmodule.exports = { a: a }\n' })
      assert.match(out['badge.wxs']!, /"bg-\[#16a34a\] text-white"/, 'not processed: the original form')
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /匹配各端的 `wxs`\/`sjs`\/`\.filter\.js` 文件。/)
    },
  },
  {
    id: 'guides-wxs-options-history-and-defaults',
    says: 'wxsMatcher and inlineWxs first appear at upstream tag v2.5.0 (absent at v2.4.5), where wxsMatcher matched .wxs/.sjs outside node_modules and inlineWxs was true; from v2.5.1 wxsMatcher returns false and inlineWxs is false, as in 4.12.0; both carry @experimental',
    quotes: [
      { page: WXS.zh, text: '插件可以像处理逻辑层 JS 一样处理视图层脚本，但默认关闭。两个选项在 2.5.0 加入，那一版默认就会处理独立的 `.wxs`、`.sjs` 文件和内联 `<wxs>`，2.5.1 起改为默认关闭。两个选项目前都标记为实验性质，后续版本可能调整：' },
      { page: WXS.en, text: 'The plugin can process view-layer scripts the same way it processes logic-layer JS, but this is off by default.' },
      { page: WXS.en, text: 'Both options were added in 2.5.0, which processed standalone `.wxs` and `.sjs` files and inline `<wxs>` by default; since 2.5.1 both are off by default.' },
      { page: WXS.en, text: 'Both options are currently marked experimental and may change in later versions:' },
      { page: WXS.zh, text: '| `wxsMatcher` | `(name: string) => boolean` | `() => false` |' },
      { page: WXS.zh, text: '| `inlineWxs` | `boolean` | `false` | 是否处理写在 WXML 里的内联 `<wxs>` 标签内容 |' },
      { page: WXS.en, text: '| `wxsMatcher` | `(name: string) => boolean` | `() => false` |' },
      { page: WXS.en, text: '| `inlineWxs` | `boolean` | `false` | Whether to process the content of inline `<wxs>` tags written in WXML |' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const defaults = (tag: string) => upstreamFile(tag, 'src/defaults.ts') ?? ''
      assert.doesNotMatch(defaults('v2.4.5'), /wxsMatcher|inlineWxs/)
      assert.match(defaults('v2.5.0'), /wxsMatcher: \(file\) => \{\s*if \(file\.includes\('node_modules'\)\) \{\s*return false\s*\}\s*\/\/ remove jsx tsx ts case\s*return \/\.\+\\\.\(wx\|sj\)s\?\$\/\.test\(file\)/)
      assert.match(defaults('v2.5.0'), /inlineWxs: true/)
      assert.match(defaults('v2.5.1'), /wxsMatcher: \(file\) => \{\s*return false/)
      assert.match(defaults('v2.5.1'), /inlineWxs: false/)
      assert.match(upstreamFile('v2.5.2', 'CHANGELOG.md') ?? '', /## 2\.5\.0 \(2023-06-19\)\s*### Features\s*- 添加 `wxs` 支持/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      assert.equal(d.wxsMatcher!('pages/a.wxs'), false)
      assert.equal(d.inlineWxs, false)
      const { packageFile } = await import('./support/options')
      const types = packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts')
      for (const option of ['wxsMatcher', 'inlineWxs']) {
        const at = types.indexOf(`    ${option}?:`)
        assert.ok(at > 0, option)
        assert.match(types.slice(types.lastIndexOf('/**', at), at), /@experimental 实验性质，有可能会改变/, option)
      }
    },
  },
  {
    id: 'guides-wxs-per-bundler',
    says: 'webpack plugin (4.12.0): with wxsMatcher the .wxs asset is escaped, without it unchanged; inlineWxs escapes inline <wxs>; the webpack 4 entry picks assets with the same test; the Vite plugin leaves a .wxs asset unchanged even with wxsMatcher (also with the pre-check off) while inlineWxs works; gulp\'s transformJs() escapes a .wxs without wxsMatcher and transformWxml() needs inlineWxs; the page\'s examples come out as described',
    quotes: [
      { page: WXS.zh, text: '两者可以同时开启：前者处理独立的脚本文件（Vite 插件一般不处理这类文件，见下文），后者处理模板里内联的脚本。' },
      { page: WXS.en, text: 'You can turn both on: the first handles standalone script files (the Vite plugin usually does not process those; see below), the second handles scripts inlined in templates.' },
      { page: WXS.zh, text: '以 webpack 插件为例，webpack 4 入口的写法相同：' },
      { page: WXS.en, text: 'Using the webpack plugin as the example; the webpack 4 entry point is configured the same way:' },
      { page: WXS.zh, text: '4.12.0 默认只把打包出的 JS chunk 交给脚本处理器，以静态资源（asset）写进产物的 `.wxs`、`.sjs` 文件即使匹配了 `wxsMatcher` 也会原样输出' },
      { page: WXS.zh, text: '`inlineWxs` 照常生效，所以 Vite 项目可以把返回类名的脚本写成内联 `<wxs>`，或者按下文「限制与替代做法」改到逻辑层。' },
      { page: WXS.en, text: 'by default, 4.12.0 hands only the JS chunks of the bundle to its script processor.' },
      { page: WXS.en, text: '`.wxs` and `.sjs` files written to the output as static assets are emitted unchanged even when `wxsMatcher` matches them' },
      { page: WXS.en, text: '`inlineWxs` still works, so in a Vite project you can write the script that returns class names as an inline `<wxs>`, or move it to the logic layer as described under "Limitations and alternatives" below.' },
      { page: WXS.zh, text: '**gulp**：`createPlugins` 返回的转换流不看 `wxsMatcher`，把 `.wxs`、`.sjs` 文件也交给 `transformJs()` 流处理就会被转义；内联 `<wxs>` 同样需要 `inlineWxs: true`。' },
      { page: WXS.en, text: 'the transform streams that `createPlugins` returns do not look at `wxsMatcher`; pipe the `.wxs` and `.sjs` files through the `transformJs()` stream as well and they are escaped.' },
      { page: WXS.en, text: 'Inline `<wxs>` also needs `inlineWxs: true`.' },
      { page: WXS.zh, text: '用 webpack 插件开启 `wxsMatcher` 后，产物里的 `badge.wxs` 会变成返回 `bg-_b_h16a34a_B text-white` 这样的字符串，与 WXSS 中的选择器一致。内联写法同理，开启 `inlineWxs` 后，下面 `<wxs>` 标签里的字符串也会被转义：' },
      { page: WXS.en, text: 'With `wxsMatcher` on in the webpack plugin, the `badge.wxs` in the output returns strings such as `bg-_b_h16a34a_B text-white`, matching the selectors in WXSS.' },
      { page: WXS.en, text: 'Inline scripts work the same way: with `inlineWxs` on, the strings inside the `<wxs>` tag below are escaped too' },
      { page: WXS.zh, text: '构建后打开产物目录里的 `.wxs` 文件（或页面的 `.wxml`），确认含方括号的类名已经变成只包含字母、数字、下划线和连字符的形式。' },
      { page: WXS.en, text: 'After building, open the `.wxs` files in the output directory (or the page\'s `.wxml`) and check that class names with square brackets have become forms containing only letters, digits, underscores and hyphens.' },
    ],
    async proof() {
      const { wxsBuild, block } = await import('./support/quick-start-v3')
      const files = await pageFiles()
      const config = await block(WXS.zh, 'webpack 配置')
      assert.match(config, /new UnifiedWebpackPluginV5\(\{[\s\S]*wxsMatcher: file => \/\\\.\(\?:wxs\|sjs\)\$\/\.test\(file\),[\s\S]*inlineWxs: true,/)
      const both = { wxsMatcher: true, inlineWxs: true }
      const webpack = await wxsBuild('webpack', files, both)
      assert.match(webpack['badge.wxs']!, /paid: "bg-_b_h16a34a_B text-white",\s*pending: "bg-_b_hf59e0b_B text-white",/)
      assert.match(webpack['profile.wxml']!, /var warning = "text-_b_hdc2626_B"/)
      for (const name of ['bg-_b_h16a34a_B', 'bg-_b_hf59e0b_B', 'text-_b_hdc2626_B']) assert.match(name, /^[\w-]+$/)
      const plain = await wxsBuild('webpack', files)
      assert.match(plain['badge.wxs']!, /"bg-\[#16a34a\] text-white"/, 'webpack without wxsMatcher')
      assert.match(plain['profile.wxml']!, /"text-\[#dc2626\]"/, 'webpack without inlineWxs')
      const vite = await wxsBuild('vite', files, both)
      assert.match(vite['badge.wxs']!, /"bg-\[#16a34a\] text-white"/, 'Vite: the .wxs asset stays as it is')
      assert.match(vite['profile.wxml']!, /var warning = "text-_b_hdc2626_B"/, 'Vite: inlineWxs works')
      const viteNoPrecheck = await wxsBuild('vite', files, both, { WEAPP_TW_DISABLE_JS_PRECHECK: '1' })
      assert.match(viteNoPrecheck['badge.wxs']!, /"bg-\[#16a34a\] text-white"/, 'not the pre-check')
      const gulp = await wxsBuild('gulp', files)
      assert.match(gulp['badge.wxs']!, /"bg-_b_h16a34a_B text-white"/, 'gulp: transformJs() without wxsMatcher')
      assert.match(gulp['profile.wxml']!, /"text-\[#dc2626\]"/, 'gulp: inline needs inlineWxs')
      assert.match((await wxsBuild('gulp', files, { inlineWxs: true }))['profile.wxml']!, /"text-_b_hdc2626_B"/)
      // The webpack 4 entry picks view-layer scripts among the assets with the same test; Vite transforms JS-type
      // entries only when they are chunks (the asset branch is for uni-app x).
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'dist/webpack4.js'), /if \(compilerOptions\.jsMatcher\(file\) \|\| compilerOptions\.wxsMatcher\(file\)\) \{/)
      const viteSource = packageFile('weapp-tailwindcss', 'dist/chunk-OFB2KBRP.js')
      assert.match(viteSource, /if \(originalSource\.type === "chunk"\) \{[\s\S]{0,4000}?\} else if \(uniAppX && originalSource\.type === "asset"\) \{/)
    },
  },
  {
    id: 'guides-wxs-weapp-vite-emits-wxs-as-asset',
    says: 'weapp-vite 6.20.4 emits .wxs files with emitFile({ type: "asset" })',
    quotes: [
      { page: WXS.zh, text: 'weapp-vite 输出的 `.wxs` 就是这种静态资源。' },
      { page: WXS.en, text: 'the `.wxs` files weapp-vite outputs are such assets.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const dist = path.join(await unpacked('weapp-vite@6.20.4'), 'dist')
      const file = fs.readdirSync(dist).map(name => path.join(dist, name)).find(name => /createContext-.*\.mjs$/.test(name))!
      const source = fs.readFileSync(file, 'utf8')
      assert.match(source, /async function transformWxsFile\(state, wxsPath\) \{[\s\S]{0,1500}?type: "asset",\s*fileName: resolveWxsOutputFileName\(ctx, wxsPath, scriptModuleExtension\),/)
      assert.match(source, /function createWxsPlugin\(state\) \{[\s\S]{0,800}?for \(const \{ emittedFile \} of state\.wxsMap\.values\(\)\) this\.emitFile\(emittedFile\);/)
    },
  },
  {
    id: 'guides-wxs-matcher-output-names-and-filter-js',
    says: 'The webpack plugin calls wxsMatcher with the asset names of the output; the default jsMatcher accepts a .filter.js and refuses .wxs and .sjs',
    quotes: [
      { page: WXS.zh, text: '`wxsMatcher` 收到的是构建产物的文件名，按你的目标平台写扩展名即可。百度小程序的 `.filter.js` 以 `.js` 结尾，默认的 `jsMatcher` 已经会把它当作普通脚本处理，只有 `.wxs`、`.sjs` 这类扩展名需要靠 `wxsMatcher` 匹配。' },
      { page: WXS.en, text: '`wxsMatcher` receives the file names of the build output, so just match the extensions of your target platform.' },
      { page: WXS.en, text: 'Baidu\'s `.filter.js` ends in `.js`, and the default `jsMatcher` already treats it as an ordinary script; only extensions such as `.wxs` and `.sjs` need `wxsMatcher` to match them.' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'dist/chunk-JZQBZHN5.js'), /const entries = Object\.entries\(assets\);[\s\S]{0,700}?for \(const \[file\] of entries\) \{\s*if \(compilerOptions\.jsMatcher\(file\) \|\| compilerOptions\.wxsMatcher\(file\)\) \{/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { jsMatcher } = getDefaultOptions()
      assert.equal(jsMatcher!('pages/index/index.filter.js'), true)
      assert.equal(jsMatcher!('pages/index/index.wxs'), false)
      assert.equal(jsMatcher!('pages/index/index.sjs'), false)
    },
  },
  {
    id: 'guides-wxs-only-generated-classes',
    says: 'transformJs escapes a bracketed string only when Tailwind CSS generated that class; a .wxs class missing from the scanned content stays as it is; a class built by concatenation is never generated nor escaped; page JS is escaped with the default options; theme classes need no escaping',
    quotes: [
      { page: WXS.zh, text: '插件对脚本里的字符串并不是见到方括号就转义，而是只转义“Tailwind CSS 实际生成过的类名”。所以写在 wxs 里的类名必须先被 Tailwind CSS 扫描到、生成样式，才会被识别出来。' },
      { page: WXS.en, text: 'The plugin does not escape every string in a script that contains square brackets; it escapes only "class names that Tailwind CSS actually generated".' },
      { page: WXS.en, text: 'So a class name written in wxs must first be found by Tailwind CSS\'s scan and have styles generated for it before it can be recognized.' },
      { page: WXS.zh, text: '该类名是否出现在 Tailwind CSS 生成的样式里（没有被扫描到就不会被转义）；' },
      { page: WXS.en, text: 'If the class names in the output are still unchanged, check in turn: whether the `wxsMatcher` regular expression matches the output file names (the Vite plugin does not transform standalone `.wxs` files; see above); whether the class name appears in the styles Tailwind CSS generated (if it was not scanned, it will not be escaped); and whether you are building class names by string concatenation.' },
      { page: WXS.zh, text: '**不要拼接类名**：`"bg-[" + color + "]"` 这样的写法，Tailwind CSS 扫描不到完整类名，插件也无从转义。' },
      { page: WXS.en, text: '**Do not concatenate class names**: with something like `"bg-[" + color + "]"`, Tailwind CSS cannot see the complete class name during its scan, and the plugin has nothing to escape.' },
      { page: WXS.zh, text: '**能放到逻辑层就放到逻辑层**：在页面 JS 里计算类名再通过 `setData` 传给模板，插件默认就会处理，不依赖实验性选项。' },
      { page: WXS.en, text: '**Move it to the logic layer when you can**: compute class names in the page\'s JS and pass them to the template with `setData`; the plugin handles that by default, without relying on experimental options.' },
      { page: WXS.zh, text: '**避免在视图层脚本里使用任意值**：改用主题里已有的颜色、尺寸（如 `bg-green-600`），或在配置里扩展一个语义化的颜色名，类名不含特殊字符，也就不存在转义问题。' },
      { page: WXS.en, text: '**Avoid arbitrary values in view-layer scripts**: use colors and sizes that already exist in the theme (such as `bg-green-600`), or extend the configuration with a semantic color name; class names without special characters need no escaping.' },
    ],
    async proof() {
      const { js, TW3 } = await import('./support/options')
      assert.equal(await js('const a = "bg-[#16a34a]"', [], { ...TW3 }), 'const a = "bg-[#16a34a]"', 'not generated: left alone')
      assert.equal(await js('const a = "bg-[#16a34a]"', ['bg-[#16a34a]'], { ...TW3 }), 'const a = "bg-_b_h16a34a_B"')
      assert.equal(await js('Page({ onLoad() { this.setData({ cls: ok ? "bg-[#16a34a]" : "bg-green-600" }) } })', ['bg-[#16a34a]', 'bg-green-600'], { ...TW3 }), 'Page({ onLoad() { this.setData({ cls: ok ? "bg-_b_h16a34a_B" : "bg-green-600" }) } })')
      const { tailwind3Css } = await import('./support/issues')
      const concatenated = 'function tone(color) { return "bg-[" + color + "]" }'
      assert.doesNotMatch(await tailwind3Css({ 'a.wxs': concatenated }, ['*.wxs']), /\.bg-/, 'no class generated from the pieces')
      const { wxsBuild } = await import('./support/quick-start-v3')
      const out = await wxsBuild('webpack', { 'a.wxs': concatenated }, { wxsMatcher: true })
      assert.equal(out['a.wxs'], concatenated)
      // The troubleshooting list's first item: the matcher, and Vite's standalone .wxs files.
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-guides-wxs'), 'guides-wxs-per-bundler')
    },
  },
  {
    id: 'guides-wxs-tailwind4-scans-scripts',
    says: 'Tailwind CSS 4.3.5 (@tailwindcss/postcss) generates classes found in .wxs, .sjs and .filter.js files by automatic source detection; with source(none) it finds none; @source "./**/*.wxs" adds the .wxs files back',
    quotes: [
      { page: WXS.zh, text: 'Tailwind CSS 4 的自动扫描一般已经覆盖这些文件；如果你用 `source(none)` 或 `@source not` 收窄了范围，要把它们显式加回来：' },
      { page: WXS.en, text: 'Tailwind CSS 4\'s automatic scanning usually covers these files already; if you have narrowed the scope with `source(none)` or `@source not`, add them back explicitly:' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'postcss@8'])
      const src = path.join(dir, 'src/pages')
      fs.mkdirSync(src, { recursive: true })
      fs.writeFileSync(path.join(src, 'a.wxs'), 'var a = "bg-[#16a34a]"\n')
      fs.writeFileSync(path.join(src, 'b.sjs'), 'var b = "text-[#dc2626]"\n')
      fs.writeFileSync(path.join(src, 'c.filter.js'), 'var c = "mt-[3px]"\n')
      const classes = async (css: string) => (await runCommand(process.execPath, ['-e', `
        const postcss = require('postcss'); const tw = require('@tailwindcss/postcss')
        postcss([tw({ base: process.cwd() })]).process(${JSON.stringify(css)}, { from: require('node:path').join(process.cwd(), 'src/app.css') })
          .then(r => console.log('CLASSES ' + (r.css.match(/\\.[a-z-]+\\\\\\[[^ ]+/g) || []).sort().join(' ')))
      `], { cwd: dir })).output.split('CLASSES ')[1]?.trim()
      assert.equal(await classes('@import "tailwindcss/utilities";'), '.bg-\\[\\#16a34a\\] .mt-\\[3px\\] .text-\\[\\#dc2626\\]')
      assert.equal(await classes('@import "tailwindcss/utilities" source(none);'), '')
      assert.equal(await classes('@import "tailwindcss/utilities" source(none);\n@source "./**/*.wxs";'), '.bg-\\[\\#16a34a\\]')
    },
  },
  {
    id: 'guides-wxs-precheck',
    says: 'With the webpack plugin and wxsMatcher, a .wxs holding only mb-[1.5rem] and after:content-[\'x\'] (both generated) is left unchanged by the 4.12.0 pre-check; with WEAPP_TW_DISABLE_JS_PRECHECK=1 both are escaped',
    quotes: [
      { page: WXS.zh, text: '4.12.0 的脚本转换前有一道按固定特征判断的预检查，只含 `mb-[…]`、`after:content-[…]` 这类不在特征表里的类名的脚本可能被直接跳过，这时可以设置环境变量 `WEAPP_TW_DISABLE_JS_PRECHECK=1` 再构建一次对比。' },
      { page: WXS.en, text: 'In 4.12.0, script transformation is preceded by a pre-check based on a fixed set of patterns, and a script containing only class names that are not in that pattern table, such as `mb-[…]` or `after:content-[…]`, may be skipped entirely.' },
      { page: WXS.en, text: 'In that case, set the environment variable `WEAPP_TW_DISABLE_JS_PRECHECK=1` and build again to compare.' },
    ],
    async proof() {
      const { wxsBuild } = await import('./support/quick-start-v3')
      const files = { 'badge.wxs': 'var a = "mb-[1.5rem]"\nvar b = "after:content-[\'x\']"\nmodule.exports = { a: a, b: b }\n' }
      assert.equal((await wxsBuild('webpack', files, { wxsMatcher: true }))['badge.wxs'], files['badge.wxs'])
      assert.equal((await wxsBuild('webpack', files, { wxsMatcher: true }, { WEAPP_TW_DISABLE_JS_PRECHECK: '1' }))['badge.wxs'], 'var a = "mb-_b1_d5rem_B"\nvar b = "after_ccontent-_b_ax_a_B"\nmodule.exports = { a: a, b: b }\n')
    },
  },
])
