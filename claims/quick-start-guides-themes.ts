// Claims of the multi-theme guide (docs/quick-start/apply-themes.md) and its English page. The Tailwind CSS 4.3.5
// cases run through the Play pipeline (lib/transforms/tailwind4) with weapp-tailwindcss 4.12.0; a @config case
// through @tailwindcss/node; Tailwind CSS 3.4.19 through lib/transforms/tailwind3. WeChat and Taro facts are read.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const THEMES = page('apply-themes.md')

/** The raw Tailwind CSS 4.3.5 output and the weapp-tailwindcss declarations of one class under a @theme block. */
async function themed(theme: string, cls: string) {
  const { runTailwind4 } = await import('../lib/transforms/tailwind4')
  const out = await runTailwind4({ template: `<view class="${cls}"></view>`, css: `@import "weapp-tailwindcss";\n${theme}`, options: {} })
  const escaped = /class="([^"]*)"/.exec(out.wxml)![1]!
  const rule = new RegExp(`\\.${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(out.wxss)
  return { raw: out.css, escaped, wxss: out.wxss, declarations: rule?.[1]!.trim().replace(/\s+/g, ' ') }
}

export default defineClaims(import.meta.url, [
  {
    id: 'guides-themes-alpha-on-variable-colors',
    says: 'Tailwind CSS 4.3.5 + weapp-tailwindcss 4.12.0: bg-brand/60 on a var() color is background-color: var(--app-brand) (inline) or var(--color-brand) (not inline) or rgb(var(--app-brand-rgb)), and the escaped class is bg-brand_f60; Tailwind CSS writes an opaque var() fallback plus a color-mix() line inside @supports, and for #0e7490 a color-mix(in srgb) fallback that becomes rgba(14, 116, 144, 0.4); no @supports is left; rgba(var(--app-brand-rgb), 0.6) in a theme color or an arbitrary value without spaces stays as written',
    quotes: [
      { page: THEMES.zh, text: 'Tailwind CSS 4 下，给引用变量的颜色加透明度修饰（如 `bg-brand/60`），小程序里得到的是**不透明的实色**：透明度只存在于 `color-mix()` 分支里，而 weapp-tailwindcss 会把这个分支删掉。' },
      { page: THEMES.en, text: 'With Tailwind CSS 4, adding an opacity modifier to a color that references a variable (such as `bg-brand/60`) gives you an **opaque solid color** in the mini-program: the opacity exists only in the `color-mix()` branch, and weapp-tailwindcss removes that branch.' },
      { page: THEMES.zh, text: '按第一步把 `brand` 定义成 `var(--app-brand)` 之后，`bg-brand` 正常，`bg-brand/60`、`text-ink/50` 却和不带透明度时一模一样。' },
      { page: THEMES.en, text: 'After defining `brand` as `var(--app-brand)` in Step 1, `bg-brand` works, but `bg-brand/60` and `text-ink/50` look exactly the same as without opacity.' },
      { page: THEMES.en, text: 'Search `app.wxss` for the escaped class name `bg-brand_f60` and you will find only one line left:' },
      { page: THEMES.zh, text: 'Tailwind CSS 4 给主题颜色加透明度时生成两行：先是一行兜底，再是包在 `@supports (color: color-mix(in lab, red, red))` 里、用 `color-mix()` 引用变量混出透明度的一行。' },
      { page: THEMES.en, text: 'When Tailwind CSS 4 adds opacity to a theme color, it generates two lines: first a fallback, then a line wrapped in `@supports (color: color-mix(in lab, red, red))` that uses `color-mix()` to mix the variable with transparency.' },
      { page: THEMES.zh, text: '颜色是具体色值（`#0e7490`、内置的 `blue-500`）时，兜底那行是一个构建期就能算出结果的 `color-mix(in srgb, …)`，weapp-tailwindcss 会把它换算成 `rgba(…)`；' },
      { page: THEMES.en, text: 'When the color is a concrete value (`#0e7490`, the built-in `blue-500`), the fallback line is a `color-mix(in srgb, …)` whose result can be computed at build time, and weapp-tailwindcss turns it into `rgba(…)`.' },
      { page: THEMES.zh, text: '颜色是 `var(...)` 时，构建期算不出来，兜底只能写成不透明的 `var(--app-brand)`。' },
      { page: THEMES.en, text: 'When the color is `var(...)`, nothing can be computed at build time, so the fallback can only be the opaque `var(--app-brand)`.' },
      { page: THEMES.zh, text: '用 Tailwind CSS 4.3.5 和 weapp-tailwindcss 4.12.0 逐一试过，下面这些写法在小程序产物里都**丢掉**透明度：' },
      { page: THEMES.en, text: 'We tried each of the following with Tailwind CSS 4.3.5 and weapp-tailwindcss 4.12.0, and all of them **lose** the opacity in the mini-program output:' },
      { page: THEMES.zh, text: '| `@theme inline { --color-brand: var(--app-brand); }` | `background-color: var(--app-brand)` |' },
      { page: THEMES.zh, text: '| `@theme inline { --color-brand: rgb(var(--app-brand-rgb)); }` | `background-color: rgb(var(--app-brand-rgb))` |' },
      { page: THEMES.zh, text: '而颜色本身是固定值时透明度能保留，例如 `@theme { --color-sea: #0e7490; }` 下的 `bg-sea/40` 得到 `rgba(14, 116, 144, 0.4)`。' },
      { page: THEMES.en, text: 'When the color itself is a fixed value, the opacity is kept: for example, with `@theme { --color-sea: #0e7490; }`, `bg-sea/40` gives `rgba(14, 116, 144, 0.4)`.' },
      { page: THEMES.en, text: 'For colors that must follow the theme and also be translucent, put the opacity directly into the final color value instead of leaving it to `/60` to mix.' },
      { page: THEMES.zh, text: '偶尔用一次的透明度也可以写任意值 `bg-[rgba(var(--app-brand-rgb),0.6)]`，注意中括号里不能有空格。' },
      { page: THEMES.zh, text: '两种写法都会把这段 `rgba(var(--app-brand-rgb), …)` 原样留在产物里，切换主题时 RGB 变量一变，颜色跟着变，透明度保持不变。' },
      { page: THEMES.en, text: 'For an opacity you only need once, you can also write the arbitrary value `bg-[rgba(var(--app-brand-rgb),0.6)]`; note that there must be no spaces inside the square brackets.' },
      { page: THEMES.en, text: 'Both forms leave `rgba(var(--app-brand-rgb), …)` in the output as written, so when the theme switches and the RGB variable changes, the color follows while the opacity stays the same.' },
      { page: THEMES.zh, text: '**验证**：重新编译后在 `app.wxss` 里搜 `bg-brand-muted`，声明应是 `background-color: rgba(var(--app-brand-rgb), 0.6)`，而不是 `var(--app-brand)`；' },
      { page: THEMES.en, text: '**Verify**: after recompiling, search `app.wxss` for `bg-brand-muted`; the declaration should be `background-color: rgba(var(--app-brand-rgb), 0.6)`, not `var(--app-brand)`.' },
    ],
    async proof() {
      const inline = await themed('@theme inline { --color-brand: var(--app-brand); }', 'bg-brand/60')
      assert.equal(inline.escaped, 'bg-brand_f60')
      assert.equal(inline.declarations, 'background-color: var(--app-brand);')
      assert.match(inline.raw, /\.bg-brand\\\/60 \{\s*background-color: var\(--app-brand\);\s*@supports \(color: color-mix\(in lab, red, red\)\) \{\s*background-color: color-mix\(in oklab, var\(--app-brand\) 60%, transparent\);/)
      assert.doesNotMatch(inline.wxss, /@supports/)
      assert.equal((await themed('@theme { --color-brand: var(--app-brand); }', 'bg-brand/60')).declarations, 'background-color: var(--color-brand);')
      assert.equal((await themed('@theme inline { --color-brand: rgb(var(--app-brand-rgb)); }', 'bg-brand/60')).declarations, 'background-color: rgb(var(--app-brand-rgb));')
      const sea = await themed('@theme { --color-sea: #0e7490; }', 'bg-sea/40')
      assert.match(sea.raw, /\.bg-sea\\\/40 \{\s*background-color: color-mix\(in srgb, #0e7490 40%, transparent\);/)
      assert.equal(sea.declarations, 'background-color: rgba(14, 116, 144, 0.4);')
      assert.equal((await themed('@theme inline { --color-brand-muted: rgba(var(--app-brand-rgb), 0.6); }', 'bg-brand-muted')).declarations, 'background-color: rgba(var(--app-brand-rgb), 0.6);')
      assert.equal((await themed('', 'bg-[rgba(var(--app-brand-rgb),0.6)]')).declarations, 'background-color: rgba(var(--app-brand-rgb),0.6);')
      assert.equal((await themed('', 'bg-[rgba(var(--app-brand-rgb), 0.6)]')).declarations, undefined, 'with a space there is no class')
    },
  },
  {
    id: 'guides-themes-alpha-history-and-config-row',
    says: 'The changelog of 4.1.5 removes @supports color-mix nodes (evolution claim); Tailwind CSS 4.3.5 with @config to a JS color rgb(var(--app-brand) / <alpha-value>) gives rgb(var(--app-brand) / 1) for bg-brand/60 after weapp-tailwindcss',
    quotes: [
      { page: THEMES.zh, text: '而小程序的样式环境对 `color-mix()` 的支持靠不住，所以 weapp-tailwindcss 从 4.1.5 起会删掉这类 `@supports` 分支（[weapp-tailwindcss#631](https://github.com/sonofmagic/weapp-tailwindcss/issues/631)），于是只剩下不透明的那一行。' },
      { page: THEMES.en, text: 'And since support for `color-mix()` in mini-program style environments is unreliable, weapp-tailwindcss removes such `@supports` branches since 4.1.5 ([weapp-tailwindcss#631](https://github.com/sonofmagic/weapp-tailwindcss/issues/631)), leaving only the opaque line.' },
      { page: THEMES.zh, text: '| 沿用 Tailwind CSS 3 的 `rgb(var(--app-brand) / <alpha-value>)`，通过 `@config` 引入 | `background-color: rgb(var(--app-brand) / 1)` |' },
    ],
    slow: true,
    async proof() {
      const { proofOf, ROOT } = await import('./support/quick-start-v3')
      await proofOf(() => import('./overview-pages'), 'evolution-style-chain-releases')
      const { scratch, write } = await import('./support/uni-css')
      const path = await import('node:path')
      const dir = scratch('qs3-themes-config')
      write(dir, { 'tailwind.config.js': 'module.exports = { theme: { extend: { colors: { brand: \'rgb(var(--app-brand) / <alpha-value>)\' } } } }\n' })
      const { createRequire } = await import('node:module')
      const { compile } = createRequire(`${ROOT}package.json`)('@tailwindcss/node') as { compile: (css: string, o: { base: string, onDependency: () => void }) => Promise<{ build: (c: string[]) => string }> }
      const css = (await compile(`@import "tailwindcss/utilities";\n@config "${path.join(dir, 'tailwind.config.js')}";`, { base: ROOT, onDependency() {} })).build(['bg-brand/60'])
      const { wxss } = await import('./support/options')
      assert.match(await wxss(css, {}), /\.bg-brand_f60 \{\s*background-color: rgb\(var\(--app-brand\) \/ 1\);?\s*\}/)
    },
  },
  {
    id: 'guides-themes-tailwind3-alpha',
    says: 'Tailwind CSS 3.4.19 with colors rgb(var(--app-brand) / <alpha-value>): bg-brand/60 comes out of weapp-tailwindcss as rgb(var(--app-brand) / 0.6); @theme inline makes the utility reference the variable directly',
    quotes: [
      { page: THEMES.zh, text: 'Tailwind CSS 3 在 `tailwind.config.js` 里扩展颜色。变量里存空格分隔的 RGB 数值，这样 `bg-brand/60` 这类透明度写法依然可用：' },
      { page: THEMES.zh, text: '对应的变量值写成 `--app-brand: 14 116 144;` 这样的形式。之后模板里统一使用 `bg-surface`、`text-ink`、`border-brand`，不再直接写 `bg-white`、`text-slate-900` 这类固定颜色。' },
      { page: THEMES.en, text: 'The variable values are then written as `--app-brand: 14 116 144;`. From here on, templates consistently use `bg-surface`, `text-ink` and `border-brand` instead of fixed colors such as `bg-white` or `text-slate-900`.' },
      { page: THEMES.zh, text: 'Tailwind CSS 4 在入口 CSS 里用 `@theme inline` 声明，`inline` 表示生成的工具类直接引用后面的变量：' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const out = await runTailwind3({ template: '<view class="bg-brand/60 bg-brand"></view>', options: {}, config: { theme: { extend: { colors: { brand: 'rgb(var(--app-brand) / <alpha-value>)' } } } } })
      assert.match(out.wxss, /\.bg-brand_f60 \{\s*background-color: rgb\(var\(--app-brand\) \/ 0\.6\)\s*\}/)
      assert.equal((await themed('@theme inline { --color-brand: var(--app-brand); }', 'bg-brand')).declarations, 'background-color: var(--app-brand);')
      assert.equal((await themed('@theme { --color-brand: var(--app-brand); }', 'bg-brand')).declarations, 'background-color: var(--color-brand);')
    },
  },
  {
    id: 'guides-themes-root-and-dark-variant',
    says: 'weapp-tailwindcss 4.12.0 replaces :root with page, .tw-root, wx-root-portal-content (and :host) by default; Tailwind CSS 3.4.19 darkMode class gives :is(.dark *), which becomes .dark view… ,.dark text… (no button)',
    quotes: [
      { page: THEMES.zh, text: '`weapp-tailwindcss` 默认把 `:root` 替换为 `page`、`.tw-root` 等选择器，给这些区域的根节点加上 `tw-root` 类，就能复用同一套变量定义。' },
      { page: THEMES.en, text: 'By default `weapp-tailwindcss` replaces `:root` with selectors such as `page` and `.tw-root`, so adding the `tw-root` class to the root node of such an area lets it reuse the same variable definitions.' },
      { page: THEMES.zh, text: '**`dark:` 变体只对部分组件生效**：把 Tailwind CSS 的深色模式设为按类名切换时，生成的选择器带有 `*`，小程序里会被替换成 `view` 和 `text`，`button` 等组件因此不受影响。' },
      { page: THEMES.en, text: '**The `dark:` variant only works on some components**: when Tailwind CSS\'s dark mode is set to switch by class name, the generated selector contains `*`, which is replaced with `view` and `text` in a mini-program, so components such as `button` are not affected.' },
      { page: THEMES.en, text: 'For the fix, see [Styles only apply to view and text](/docs/issues/more-tags); the variable approach on this page does not rely on the `dark:` variant and avoids the problem altogether.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions().cssSelectorReplacement as { root: string[] }).root, ['page', '.tw-root', 'wx-root-portal-content'])
      const { wxss, TW3 } = await import('./support/options')
      assert.equal(await wxss(':root{--app-brand:#0e7490}', { ...TW3 }), 'page,.tw-root,wx-root-portal-content,:host{--app-brand:#0e7490}')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const out = await runTailwind3({ template: '<button class="dark:bg-black"></button>', options: {}, config: { darkMode: 'class' } })
      assert.match(out.css, /\.dark\\:bg-black:is\(\.dark \*\)/)
      assert.match(out.wxss, /\.dark view\.dark_cbg-black,\s*\.dark text\.dark_cbg-black\s*\{/)
      assert.doesNotMatch(out.wxss, /button/)
    },
  },
  {
    id: 'guides-themes-taro-page-meta',
    says: '@tarojs/webpack5-runner 3.6.19 lists enablePageMeta among the unofficial page configs it strips and 3.6.18 does not; the PageMeta type of @tarojs/components 3.6.19 says Taro v3.6.19 开始支持, needs enablePageMeta: true, and must be the first node',
    quotes: [
      { page: THEMES.zh, text: 'Taro 从 3.6.19 起支持 `PageMeta` 组件，但需要在页面配置里打开 `enablePageMeta: true`，详见 [Taro 的 PageMeta 文档](https://docs.taro.zone/docs/components/page-meta)。' },
      { page: THEMES.en, text: 'Taro supports the `PageMeta` component since 3.6.19, but you must turn on `enablePageMeta: true` in the page configuration; see [Taro\'s PageMeta documentation](https://docs.taro.zone/docs/components/page-meta).' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const mini = async (version: string) => fs.readFileSync(path.join(await unpacked(`@tarojs/webpack5-runner@${version}`), 'dist/plugins/MiniPlugin.js'), 'utf8')
      assert.doesNotMatch(await mini('3.6.18'), /enablePageMeta/)
      assert.match(await mini('3.6.19'), /const unofficialConfigs = \['enableShareAppMessage', 'enableShareTimeline', 'enablePageMeta', 'components'\];/)
      const types = fs.readFileSync(path.join(await unpacked('@tarojs/components@3.6.19'), 'types/PageMeta.d.ts'), 'utf8')
      assert.match(types, /只能是页面内的第一个节点。/)
      assert.match(types, /Taro v3\.6\.19 开始支持\s*\* 开发者需要在页面配置里添加：`enablePageMeta: true`/)
    },
  },
  {
    id: 'guides-themes-wechat-facts',
    says: 'WeChat: page-meta from base library 2.9.0, only as the first node, page-style sets the page root\'s style and other attributes set the pull-down background; components isolate class styles but inherited properties (CSS variables) pass; the logic layer has no DOM; prefers-color-scheme media queries apply whether or not darkmode is set, while the theme field and onThemeChange need "darkmode": true; uni-app sets darkmode under mp-weixin in manifest.json',
    quotes: [
      { page: THEMES.zh, text: '逻辑层拿不到节点对象，不能像 `element.style.setProperty()` 那样在脚本里直接改某个节点的 CSS 变量；' },
      { page: THEMES.en, text: 'The logic layer cannot get hold of node objects, so you cannot change a node\'s CSS variables directly from script the way `element.style.setProperty()` does;' },
      { page: THEMES.zh, text: '自定义组件默认有样式隔离，外层的类选择器穿不进组件内部。' },
      { page: THEMES.en, text: 'Custom components have style isolation by default, so class selectors from outside cannot reach inside a component.' },
      { page: THEMES.zh, text: '好在 CSS 变量会沿着节点树继承，并且能穿过自定义组件的样式隔离。' },
      { page: THEMES.zh, text: '微信基础库 2.9.0 起提供 `page-meta` 组件（页面属性配置节点），它的 `page-style` 属性可以直接给页面根节点写内联样式，正好用来覆盖变量。' },
      { page: THEMES.zh, text: '它必须是页面里的第一个节点。' },
      { page: THEMES.en, text: 'Since WeChat base library 2.9.0 there is a `page-meta` component (a node that configures page properties).' },
      { page: THEMES.en, text: 'It must be the first node on the page.' },
      { page: THEMES.en, text: 'In dark mode you can adjust these at the same time, so a white background does not show when the user pulls down.' },
      { page: THEMES.zh, text: '**跟随系统**：WXSS 里的 `@media (prefers-color-scheme: dark)` 按微信的当前主题生效，不需要额外配置，可以在里面改写 `page` 上的变量。' },
      { page: THEMES.zh, text: '脚本里要用 `wx.getAppBaseInfo().theme` 读取当前主题、用 `wx.onThemeChange` 监听切换，则要先在 `app.json`（uni-app 是 `manifest.json` 的微信小程序配置）里打开 `"darkmode": true`，否则读不到主题，监听也不会触发。' },
      { page: THEMES.en, text: '**Following the system**: `@media (prefers-color-scheme: dark)` in WXSS follows WeChat\'s current theme without any extra configuration, and inside it you can rewrite the variables on `page`.' },
      { page: THEMES.en, text: 'To read the current theme in script with `wx.getAppBaseInfo().theme` and listen for changes with `wx.onThemeChange`, first turn on `"darkmode": true` in `app.json` (in uni-app, in the WeChat mini-program section of `manifest.json`); otherwise the theme cannot be read and the listener never fires.' },
    ],
    manual: {
      ran: 'read through the search tool: WeChat page-meta (developers.weixin.qq.com/miniprogram/dev/component/page-meta.md: "基础库 2.9.0 开始支持", "只能是页面内的第一个节点", page-style is the root node style, background-color / background-text-style for the pull-down area); WeChat DarkMode guide and API pages (darkmode.en.md; wx.onThemeChange: "只有在全局配置 darkmode: true 时才会触发此事件"; a copy of the guide at blog.csdn.net/weixin_43294560/article/details/120767130: "无论是否配置 darkmode: true，媒体查询都将生效"; the theme field "全局配置 darkmode: true 时才能获取，否则为 undefined", as Taro\'s getAppBaseInfo page repeats); custom component styles (coreui.cn/news/270585.html: by default only the component\'s wxss applies; taro.redwoodjs.cn/docs/2.x/component-style: inherited styles such as font and color pass into components); uni-app mp-weixin darkmode in manifest.json (blog.csdn.net/LuckyRui1209/article/details/141560979 and uniapp.dcloud.io/tutorial/darkmode.html); the logic layer runs apart from the view layer and has no DOM objects (WeChat framework docs)',
      versions: 'WeChat documentation as of 2026 (page-meta 2.9.0, DarkMode 2.11.0)',
      on: '2026-11-29',
      why: 'the WeChat client cannot run here',
    },
  },
])
