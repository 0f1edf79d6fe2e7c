// Second reading of the @property, multi-platform, plugins, typography, load-font and icons pages: sentences
// fixed or still unproven after the morning's revision, run against the pinned packages (Tailwind CSS 4.3.5,
// weapp-tailwindcss 4.12.0).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const ATP = 'docs/at-property.md'
const ATP_EN = `${EN}at-property.md`
const MP = 'docs/multi-platform.md'
const MP_EN = `${EN}multi-platform.md`
const FONT = 'docs/community/load-font.md'
const FONT_EN = `${EN}community/load-font.md`

/** Whether Tailwind CSS 4 put the @property fallback block (@layer properties { @supports … }) into this output. */
const hasFallback = (css: string) => /@layer properties \{\s*@supports/.test(css) && /@property --tw-/.test(css)

export default defineClaims(import.meta.url, [
  {
    id: 'srcss-fallback-only-where-compound-classes',
    says: 'Tailwind CSS 4.3.5 writes @property and the @layer properties @supports fallback into the entry stylesheet and into a @reference + @apply stylesheet when they use shadow-md, and into neither when they only use p-4',
    quotes: [
      { page: ATP, text: '只要生成的样式里用到了 `shadow-md` 这类组合类，Tailwind CSS 就会在这份产物里附上兜底规则：通常是引入了 Tailwind CSS 的入口样式，用 `@reference` 加 `@apply` 写了这类类名的页面或组件样式里也会各有一份；只用到 `p-4` 这类单一声明的类时则没有。' },
      { page: ATP_EN, text: 'Tailwind CSS adds the fallback block to any stylesheet it generates that uses compound classes such as `shadow-md`: usually the entry stylesheet that imports Tailwind CSS, but a page or component stylesheet that applies such classes with `@reference` and `@apply` gets its own copy too.' },
      { page: ATP_EN, text: 'A stylesheet that only uses single-declaration classes such as `p-4` has none.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const entry = (cls: string) => runTailwind4({ template: `<view class="${cls}">x</view>`, css: '@import "weapp-tailwindcss";', options: {} })
      const page = (cls: string) => runTailwind4({ template: '<view class="card">x</view>', css: `@reference "weapp-tailwindcss";\n.card { @apply ${cls}; }`, options: {} })
      assert.ok(hasFallback((await entry('shadow-md')).css), 'entry with shadow-md: fallback block')
      const applied = (await page('shadow-md')).css
      assert.ok(hasFallback(applied), '@reference + @apply shadow-md: its own fallback block')
      assert.ok(!applied.includes('--color-red-500:'), 'the page stylesheet only references the theme')
      assert.ok(!hasFallback((await entry('p-4')).css) && !(await entry('p-4')).css.includes('@property'), 'entry with only p-4: none')
      const plain = (await page('p-4')).css
      assert.ok(!hasFallback(plain) && !plain.includes('@property'), '@reference + @apply p-4: none')
    },
  },
  {
    id: 'srcss-unregistered-property-transition-does-not-start',
    says: 'CSS Transitions: a property whose animation type is discrete is not transitionable (css-transitions-1) and, with the initial transition-behavior: normal, no transition is started for it (css-transitions-2); unregistered custom properties animate discretely, so transition: --card-lift 200ms changes the value at once',
    quotes: [
      { page: ATP, text: '未登记的自定义属性不做插值，这样的 `transition` 根本不会启动，值会立刻变成新值。' },
      { page: ATP_EN, text: "An unregistered custom property isn't interpolated: a `transition` like this one doesn't start at all, and the value changes to the new one at once." },
    ],
    manual: {
      ran: 'Read CSS Transitions Level 1 §3 (values are transitionable only if their animation type is "neither not animatable nor discrete"), MDN transition-behavior ("normal: Transitions will not be started on the element for discrete animated properties"; normal is the initial value), the web-platform-tests case css/css-transitions/transition-behavior.html (a discrete property with transition: all 1s gets no animation without allow-discrete) and MDN "Animatable CSS properties" (unregistered custom properties animate discretely; registered ones by their syntax). The previous wording ("jumps halfway through") describes the 50 % flip of allow-discrete and @keyframes, not this transition',
      versions: 'the specification, MDN and WPT texts as stored',
      on: '2026-11-29',
      why: 'browser animation behaviour; running it needs a browser, which this machine does not run for proofs',
    },
  },
  {
    id: 'srcss-wechat-renderer-version-not-yours',
    says: 'WeChat\'s runtime page: on iOS the view layer is WKWebView, with environments such as iOS 14 listed, and on Android WeChat\'s XWeb; @mdn/browser-compat-data 8.1.9 (atp-browser-support-versions): Safari on iOS has @property only from 16.4, so a WeChat client on iOS 14 renders without it',
    quotes: [
      { page: ATP, text: '**渲染层版本不可控**。' },
      { page: ATP_EN, text: "**You don't control the rendering layer's version**." },
      { page: ATP, text: '你无法保证用户手机上的渲染层一定认识 `@property`。' },
      { page: ATP_EN, text: "You can't guarantee that the rendering layer on a user's phone understands `@property`." },
    ],
    manual: {
      ran: 'Read WeChat\'s "小程序的运行环境" page (developers.weixin.qq.com/miniprogram/dev/framework/runtime/env, stored copy): on iOS/iPadOS/Mac the view layer is rendered by WKWebView, "环境有 iOS 14、iPad OS 14、Mac OS 11.4 等"; on Android by XWeb on the Mobile Chromium kernel. With @mdn/browser-compat-data 8.1.9 (claim atp-browser-support-versions: safari_ios added @property in 16.4), a supported iOS 14 client renders without @property, and the engine version follows the user\'s system or WeChat client, not the developer',
      versions: 'the WeChat runtime page as stored; @mdn/browser-compat-data 8.1.9',
      on: '2026-11-29',
      why: 'which system versions WeChat runs on can only be read from WeChat\'s documentation or seen on devices',
    },
  },
  {
    id: 'srcss-css-entries-takes-several-files',
    says: 'weapp-tailwindcss 4.12.0 types cssEntries as string[], a list of Tailwind CSS 4 entry CSS files, so both platform entries can be registered (bundlers import a file chosen by an environment variable as any import)',
    quotes: [
      { page: MP, text: '不支持样式条件编译的框架，可以为不同平台准备不同的入口文件，在入口脚本里按环境变量引入，并把两个文件都登记到 `cssEntries`。' },
      { page: MP_EN, text: 'For a framework without conditional compilation in stylesheets, keep one entry file per platform, import the right one from your entry script based on an environment variable, and register both files in `cssEntries`.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/options')
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      const typings = fs.readdirSync(dir).filter(f => f.endsWith('.d.ts')).map(f => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n')
      assert.match(typings, /指定 tailwindcss@4 的入口 CSS。[\s\S]{0,200}?cssEntries\?: string\[\];/, 'cssEntries is a list of Tailwind CSS 4 entry files')
    },
  },
  {
    id: 'srcss-few-glyph-fonts-are-small',
    says: 'Fonts with a few dozen glyphs are small: each KaTeX font in node_modules with at most 51 glyphs (Size1-4, Caligraphic, Script) is under 12 KB as WOFF and under 16 KB once Base64-encoded, under 1 % of WeChat\'s 2 MB package limit',
    quotes: [
      { page: FONT, text: '只包含数字、少量字母或十几个图标的字体体积很小' },
      { page: FONT_EN, text: 'A font that contains only digits, a few letters or a dozen icons is small.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/options')
      const dir = path.join(ROOT, 'node_modules/katex/dist/fonts')
      /** numGlyphs from the maxp table of a TrueType file. */
      const glyphs = (file: string) => {
        const b = fs.readFileSync(file)
        for (let i = 0; i < b.readUInt16BE(4); i++) {
          const at = 12 + 16 * i
          if (b.toString('latin1', at, at + 4) === 'maxp') return b.readUInt16BE(b.readUInt32BE(at + 8) + 4)
        }
        throw new Error(`no maxp in ${file}`)
      }
      const few = fs.readdirSync(dir).filter(f => f.endsWith('.ttf')).filter(f => glyphs(path.join(dir, f)) <= 51)
      assert.ok(few.length >= 5, `fonts with at most 51 glyphs: ${few.join(', ')}`)
      for (const ttf of few) {
        const woff = fs.readFileSync(path.join(dir, ttf.replace(/\.ttf$/, '.woff')))
        assert.ok(woff.length < 12 * 1024, `${ttf}: ${woff.length} bytes as WOFF`)
        assert.ok(woff.toString('base64').length < 16 * 1024, `${ttf}: Base64 under 16 KB`)
      }
    },
  },
  {
    id: 'srcss-taro-load-font-face-types',
    says: '@tarojs/taro 4.0.12 types/api/ui/fonts.d.ts: loadFontFace.Option has global, family, source, desc and the success/fail/complete callbacks, no scopes; its doc comment says H5 does not support global and loads globally',
    quotes: [
      { page: FONT, text: 'Taro 4.0.12 的类型声明里，`family`、`source`、`desc`、`global` 与微信版一致，没有 `scopes`（H5 端不支持 `global`，总是全局加载）' },
      { page: FONT_EN, text: "In Taro 4.0.12's type declarations, `family`, `source`, `desc` and `global` match the WeChat version and there is no `scopes` (on H5, `global` is not supported and fonts always load globally)" },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const types = fs.readFileSync(path.join(unpacked('@tarojs/taro@4.0.12'), 'types/api/ui/fonts.d.ts'), 'utf8')
      const ns = types.slice(types.indexOf('namespace loadFontFace'))
      const option = /interface Option \{([\s\S]*?)\n {4}\}/.exec(ns)![1]!
      const fields = [...option.matchAll(/^ {6}(\w+)\??:/gm)].map(m => m[1])
      assert.deepEqual(fields, ['global', 'family', 'source', 'desc', 'success', 'fail', 'complete'])
      assert.ok(!types.includes('scopes'), 'no scopes anywhere in the font typings')
      assert.match(types, /@h5 不支持 global \(默认全局加载\)/)
    },
  },
])
