// Claims of the component pages under docs/issues (externalClasses, …) and their English twins.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, declaredOption, readAll, root, unpacked } from './support/issues'

const BOX = 'docs/issues/box-sizing.md'
const BOX_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/box-sizing.md'
const CC = 'docs/issues/component-class.md'
const CC_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/component-class.md'
const WOT = 'docs/issues/use-with-wot-design-uni.md'
const WOT_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-wot-design-uni.md'
const EXT = 'docs/issues/externalClasses.md'
const EXT_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/externalClasses.md'

const PRICE_CARD = '<price-card card-class="bg-[#fafa00] rounded-[24rpx]" title-class="text-[40px]" />'

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ externalClasses
  {
    id: 'ext-default-attributes-and-custom-attributes',
    says: 'transformWxml (4.12.0, TW3 and TW4 contexts) escapes only class, hover-class and virtualHostClass by default; customAttributes with *, a tag name, regexes or a Map adds attributes; disabledDefaultTemplateHandler turns the defaults off',
    quotes: [
      { page: EXT, text: '模板这一侧，插件默认只处理三个属性：`class`、`hover-class` 和 `virtualHostClass`。' },
      { page: EXT, text: '`card-class`、`custom-class` 这类属性名由组件自己定义，插件无从得知它们装的是类名，所以不会改写。' },
      { page: EXT, text: '打开输出目录中的 `.wxml` 会发现属性值还是原样的 `bg-[#fafa00]`，而 `app.wxss` 里对应的选择器已经被转义成 `.bg-_b_hfafa00_B`，两边对不上。' },
      { page: EXT, text: '键是标签名（`\'*\'` 表示所有标签），值是属性名数组，数组元素可以是字符串，也可以是正则表达式' },
      { page: EXT, text: '需要用正则匹配**标签名**时，对象的键只能是字符串，这时改用 `Map`' },
      { page: EXT, text: '`customAttributes` 是追加规则，默认的 `class`、`hover-class` 处理仍然保留。只有同时开启 `disabledDefaultTemplateHandler: true` 时，默认规则才会关闭。' },
      { page: EXT, text: '重新编译，打开输出目录中页面的 `.wxml`，`card-class` 的值应变为 `bg-_b_hfafa00_B rounded-_b24rpx_B`。' },
      { page: EXT, text: '本页适用于 weapp-tailwindcss 2.x 到 4.x 的所有版本，与 Tailwind CSS 版本无关。' },
      { page: EXT_EN, text: 'On the template side, the plugin handles only three attributes by default: `class`, `hover-class` and `virtualHostClass`.' },
      { page: EXT_EN, text: 'the plugin has no way of knowing they hold class names, so it does not rewrite them' },
      { page: EXT_EN, text: 'Open the `.wxml` in the output directory and you find the attribute value is still the original `bg-[#fafa00]`, while the matching selector in `app.wxss` has already been escaped to `.bg-_b_hfafa00_B`: the two sides no longer match.' },
      { page: EXT_EN, text: "The keys are tag names (`'*'` means every tag) and the values are arrays of attribute names; array items can be strings or regular expressions" },
      { page: EXT_EN, text: '`customAttributes` adds rules; the default handling of `class` and `hover-class` stays in place. The default rules are turned off only when you also enable `disabledDefaultTemplateHandler: true`.' },
      { page: EXT_EN, text: 'the value of `card-class` should now be `bg-_b_hfafa00_B rounded-_b24rpx_B`' },
      { page: EXT_EN, text: 'This page applies to every weapp-tailwindcss version from 2.x to 4.x, whatever the Tailwind CSS version.' },
    ],
    async proof() {
      const defaults = '<view class="w-[1px]" hover-class="h-[2px]" virtualHostClass="p-[3px]" data-x="m-[4px]" />'
      for (const tailwind3 of [false, true]) {
        const wxml = async (options: Record<string, unknown>, template: string) => (await context(options, tailwind3)).transformWxml(template, { runtimeSet: new Set(['font-bold']) })
        assert.equal(await wxml({}, defaults), '<view class="w-_b1px_B" hover-class="h-_b2px_B" virtualHostClass="p-_b3px_B" data-x="m-[4px]" />', 'the three defaults')
        assert.equal(await wxml({}, PRICE_CARD), PRICE_CARD, 'component attributes untouched by default')
        const star = await wxml({ customAttributes: { '*': ['card-class', 'title-class'] } }, `${PRICE_CARD}${defaults}`)
        assert.ok(star.includes('card-class="bg-_b_hfafa00_B rounded-_b24rpx_B"') && star.includes('title-class="text-_b40px_B"'), star)
        assert.ok(star.includes('class="w-_b1px_B"') && star.includes('hover-class="h-_b2px_B"'), 'defaults kept')
        const byTag = await wxml({ customAttributes: { 'price-card': [/-class$/], '*': ['custom-class'] } }, '<price-card card-class="bg-[#fafa00]" /><other card-class="bg-[#fafa00]" custom-class="m-[5px]" />')
        assert.equal(byTag, '<price-card card-class="bg-_b_hfafa00_B" /><other card-class="bg-[#fafa00]" custom-class="m-_b5px_B" />', 'tag-specific regex and * string')
        const map = await wxml({ customAttributes: new Map([[/^van-/, [/-class$/]]]) }, '<van-button custom-class="m-[5px]" foo-class="m-[6px]" /><price-card card-class="bg-[#fafa00]" />')
        assert.equal(map, '<van-button custom-class="m-_b5px_B" foo-class="m-_b6px_B" /><price-card card-class="bg-[#fafa00]" />', 'Map with a tag regex')
        const off = await wxml({ customAttributes: { '*': ['card-class'] }, disabledDefaultTemplateHandler: true }, `${PRICE_CARD}${defaults}`)
        assert.ok(off.includes('card-class="bg-_b_hfafa00_B') && off.includes('class="w-[1px]"') && off.includes('hover-class="h-[2px]"'), off)
      }
      assert.equal(declaredOption('disabledDefaultTemplateHandler').default, 'false')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { wxss } = await runTailwind4({ template: '<view class="bg-[#fafa00]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.ok(wxss.includes('.bg-_b_hfafa00_B'), 'the stylesheet has the escaped selector')
    },
  },
  {
    id: 'ext-custom-attributes-in-2-x',
    says: 'weapp-tailwindcss-webpack-plugin 2.1.3 already has the customAttributes option',
    slow: true,
    quotes: [{ page: EXT, text: '本页适用于 weapp-tailwindcss 2.x 到 4.x 的所有版本' }],
    async proof() {
      const files = readAll(path.join(unpacked('weapp-tailwindcss-webpack-plugin@2.1.3'), 'dist'), /\.js$/)
      assert.ok(files.some(f => f.text.includes('customAttributes')), '2.1.3 reads customAttributes')
    },
  },
  // ------------------------------------------------------------------ box-sizing
  {
    id: 'box-css-preflight-tw3',
    says: "cssPreflight defaults to box-sizing: border-box, border-width: 0, border-style: solid, border-color: currentColor, appended (TW3) to the view,text,::before,::after variable rule; { 'box-sizing': false } drops only that line, false drops them all",
    quotes: [
      { page: BOX, text: '由 weapp-tailwindcss 把 `cssPreflight` 选项里的声明追加到 Tailwind CSS 变量所在的规则中。它的默认值是 `box-sizing: border-box`、`border-width: 0`、`border-style: solid`、`border-color: currentColor` 四项。' },
      { page: BOX, text: '`cssPreflight` 接受一个对象，某个属性设为 `false` 就不再注入，其他默认声明保留' },
      { page: BOX, text: '如果想完全不注入任何基础样式，可以写 `cssPreflight: false`。webpack 插件 `UnifiedWebpackPluginV5` 和 gulp 的 `createPlugins` 接受同样的选项。' },
      { page: BOX_EN, text: 'weapp-tailwindcss appends the declarations from its `cssPreflight` option to the rule that holds the Tailwind CSS variables. Its default is four declarations: `box-sizing: border-box`, `border-width: 0`, `border-style: solid` and `border-color: currentColor`.' },
      { page: BOX_EN, text: '`cssPreflight` accepts an object. Set a property to `false` and it is no longer injected, while the other default declarations stay' },
      { page: BOX_EN, text: 'If you do not want any base styles injected at all, write `cssPreflight: false`. The webpack plugin `UnifiedWebpackPluginV5` and gulp\'s `createPlugins` accept the same option.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions() as { cssPreflight: unknown }).cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const css = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'
      const scope = (wxss: string) => /(?:^|\n)view,text,::before,::after \{([^}]*)\}/.exec(wxss)?.[1] ?? ''
      const base = scope((await runTailwind3({ template: '<view class="translate-x-1"></view>', css, options: {} })).wxss)
      for (const decl of ['box-sizing: border-box', 'border-width: 0', 'border-style: solid', 'border-color: currentColor']) assert.ok(base.includes(decl), `default ${decl}`)
      assert.ok(base.includes('--tw-translate-x: 0'), 'in the variable rule')
      const noBox = scope((await runTailwind3({ template: '<view class="translate-x-1"></view>', css, options: { cssPreflight: { 'box-sizing': false } } })).wxss)
      assert.ok(!noBox.includes('box-sizing') && noBox.includes('border-style: solid'), noBox)
      const none = scope((await runTailwind3({ template: '<view class="translate-x-1"></view>', css, options: { cssPreflight: false } })).wxss)
      assert.ok(!/box-sizing|border-width|border-style|border-color/.test(none), none)
      const dts = (name: string) => fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/dist', name), 'utf8')
      assert.match(dts('webpack.d.ts'), /constructor\(options\?: UserDefinedOptions\)/)
      assert.match(dts('gulp.d.ts'), /declare function createPlugins\(options\?: UserDefinedOptions\)/)
    },
  },
  {
    id: 'box-tw4-preflight-entry',
    says: 'weapp-tailwindcss/index.css is theme.css + preflight.css + utilities.css; preflight.css writes box-sizing, margin, padding, border for view/text/pseudo-elements; the TW4 fallback rule also gets cssPreflight; theme + utilities + own border rule + cssPreflight box-sizing false leaves no border-box',
    quotes: [
      { page: BOX, text: '`@import "weapp-tailwindcss/index.css"` 由 `theme.css`、`preflight.css`、`utilities.css` 三部分组成，其中 `preflight.css` 会给 `view`、`text` 和伪元素写入 `box-sizing: border-box`、`margin: 0`、`padding: 0`、`border: 0 solid`。另外，变量兜底规则里同样会追加 `cssPreflight` 的内容。' },
      { page: BOX, text: '在 Tailwind CSS 4 下只改 `cssPreflight` 不够，因为 `preflight.css` 本身就写了 `box-sizing`。' },
      { page: BOX, text: '重新编译后打开输出目录里的 `app.wxss`，搜索 `box-sizing`，确认全局规则中已经没有 `border-box`（Tailwind CSS 4 下也不应再出现 `preflight.css` 那一段）。' },
      { page: BOX_EN, text: '`@import "weapp-tailwindcss/index.css"` is made of three parts, `theme.css`, `preflight.css` and `utilities.css`, and `preflight.css` writes `box-sizing: border-box`, `margin: 0`, `padding: 0` and `border: 0 solid` for `view`, `text` and pseudo-elements. On top of that, the contents of `cssPreflight` are also appended to the variable fallback rule.' },
      { page: BOX_EN, text: 'search for `box-sizing`, and confirm the global rule no longer contains `border-box` (with Tailwind CSS 4, the `preflight.css` section should not appear any more either)' },
      { page: BOX_EN, text: 'so the variable fallback rule does not write this declaration back in' },
    ],
    async proof() {
      const pkg = path.join(root, 'node_modules/weapp-tailwindcss')
      const read = (name: string) => fs.readFileSync(path.join(pkg, name), 'utf8')
      assert.equal(read('index.css'), read('theme.css') + read('preflight.css') + read('utilities.css'), 'index.css is the three files')
      assert.match(read('preflight.css'), /^\*,:after,:before,::backdrop\{box-sizing:border-box;border:0 solid;margin:0;padding:0\}/)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="p-4 translate-x-1 border"></view>'
      const whole = (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })).wxss
      assert.match(whole, /view:not\(#\\#\),text:not\(#\\#\),:not\(#\\#\):after,:not\(#\\#\):before \{\s*box-sizing: border-box;\s*border: 0 solid;\s*margin: 0;\s*padding: 0;/, 'preflight for view, text and pseudo-elements')
      const fallback = whole.slice(whole.indexOf('@supports ((-webkit-hyphens'))
      assert.ok(fallback.includes('box-sizing: border-box') && fallback.includes('border-style: solid'), 'cssPreflight in the fallback rule')
      const onlyOption = (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: { cssPreflight: { 'box-sizing': false } } })).wxss
      assert.ok(onlyOption.includes('box-sizing: border-box'), 'cssPreflight alone is not enough')
      const split = "@import 'weapp-tailwindcss/theme.css';\n@import 'weapp-tailwindcss/utilities.css';\nview,\ntext,\n::before,\n::after {\n  border: 0 solid;\n}"
      const splitDefault = (await runTailwind4({ template, css: split, options: {} })).wxss
      assert.ok(splitDefault.slice(splitDefault.indexOf('@supports ((-webkit-hyphens')).includes('box-sizing: border-box'), 'without the option the fallback rule writes it back')
      const fixed = (await runTailwind4({ template, css: split, options: { cssPreflight: { 'box-sizing': false } } })).wxss
      assert.ok(!fixed.includes('border-box') && !fixed.includes('margin: 0;'), 'no border-box and no preflight section left')
      assert.match(fixed, /border: 0 solid/, 'the border reset stays')
    },
  },
  // ------------------------------------------------------------------ component-class
  {
    id: 'cc-class-escaped-custom-class-not',
    says: 'createContext({}).transformWxml escapes class on a component tag and leaves custom-class alone',
    quotes: [
      { page: CC, text: 'weapp-tailwindcss 会照常把组件标签上的 `class` 改写成 `mt-_b20rpx_B`，样式表里也有这条规则。' },
      { page: CC, text: '这种属性名不叫 `class`，weapp-tailwindcss 默认不会改写它' },
      { page: CC, text: '`class` 被转义了，`custom-class` 原样保留，需要配置后才会转义。' },
      { page: CC_EN, text: '`class` is escaped, while `custom-class` is left as it is and is only escaped once you configure it.' },
    ],
    async proof() {
      const ctx = await context()
      assert.equal(await ctx.transformWxml('<my-card class="mt-[20rpx]" custom-class="p-[12rpx]"></my-card>', { runtimeSet: new Set() }), '<my-card class="mt-_b20rpx_B" custom-class="p-[12rpx]"></my-card>')
      assert.equal(await ctx.transformWxml('<u-button class="mt-[20rpx]"></u-button>', { runtimeSet: new Set() }), '<u-button class="mt-_b20rpx_B"></u-button>')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      assert.ok((await runTailwind4({ template: '<u-button class="mt-[20rpx]"></u-button>', css: '@import "weapp-tailwindcss";', options: {} })).wxss.includes('.mt-_b20rpx_B'))
      const custom = await (await context({ customAttributes: { '*': ['custom-class'] } })).transformWxml('<my-card custom-class="p-[12rpx]"></my-card>', { runtimeSet: new Set() })
      assert.equal(custom, '<my-card custom-class="p-_b12rpx_B"></my-card>')
    },
  },
  {
    id: 'cc-uni-template-compiler-vfor-fix',
    says: '@dcloudio/uni-template-compiler 2.0.2-4080420251103001 binds virtualHostClass into the root class only when the node is not generated by v-for; 2.0.2-4070620250821001 has no such check',
    slow: true,
    quotes: [
      { page: CC, text: '先把 `@dcloudio/` 开头的依赖一起升级到 2.0.2-4080420251103001 或更新的版本再重新编译：这个版本的编译器跳过了 `v-for` 生成的节点，2.0.2-4070620250821001 还没有这项判断。' },
      { page: CC, text: '开启后，uni-app 编译组件时会在根节点的 `class` 里绑定一个 `virtualHostClass` 变量，外部写的类名经由它出现在根节点上。' },
      { page: CC_EN, text: 'First upgrade all dependencies starting with `@dcloudio/` together to 2.0.2-4080420251103001 or later, then rebuild: the compiler in that version skips nodes generated by `v-for`, while 2.0.2-4070620250821001 does not yet have this check.' },
      { page: CC_EN, text: 'Once it is on, uni-app binds a `virtualHostClass` variable into the `class` of the root node when it compiles the component, and the class names written outside reach the root node through it.' },
    ],
    async proof() {
      const classJs = (version: string) => fs.readFileSync(path.join(unpacked(`@dcloudio/uni-template-compiler@${version}`), 'lib/script/traverse/data/class.js'), 'utf8')
      const fixed = classJs('2.0.2-4080420251103001')
      assert.ok(fixed.includes('if (mergeVirtualHostAttributes && isRootElement(path.parentPath) && !isVForElement(path.parentPath)) {'), 'the v-for check')
      assert.match(fixed, /const virtualHostClass = t\.identifier\(VIRTUAL_HOST_CLASS\)/, 'virtualHostClass bound into the root class')
      const before = classJs('2.0.2-4070620250821001')
      assert.ok(before.includes('if (mergeVirtualHostAttributes && isRootElement(path.parentPath)) {') && !before.includes('isVForElement'), 'no v-for check before')
    },
  },
  // ------------------------------------------------------------------ use-with-wot-design-uni
  {
    id: 'wot-dark-variant-selectors',
    says: "dark: defaults to prefers-color-scheme (TW3 and TW4); TW4 @custom-variant dark (:where(.wot-theme-dark) &) and TW3 darkMode ['variant', ':where(.wot-theme-dark) &'] give .wot-theme-dark .dark_cbg-zinc-900; TW3 ['class', '.wot-theme-dark'] gives :is(.wot-theme-dark *), which 4.12.0 narrows to view and text",
    quotes: [
      { page: WOT, text: 'Tailwind CSS 的 `dark:` 默认跟随系统的 `prefers-color-scheme`，两者互不知情。' },
      { page: WOT, text: '编译后得到 `.wot-theme-dark .dark_cbg-zinc-900` 这样的后代选择器，`view`、`button`、`image` 都能匹配。' },
      { page: WOT, text: "Tailwind CSS 3（3.4.1 起）在配置文件中写 `darkMode: ['variant', ':where(.wot-theme-dark) &']`，产物同样是 `.wot-theme-dark .dark_cbg-zinc-900`。不要写成 `darkMode: ['class', '.wot-theme-dark']`：它生成的 `:is(.wot-theme-dark *)` 里也有 `*`，替换后只剩 `view` 和 `text` 两种标签。" },
      { page: WOT, text: '其中的 `*` 在小程序里会被替换成 `view`、`text`，其他组件就不再响应' },
      { page: WOT_EN, text: "Tailwind CSS's `dark:` follows the system's `prefers-color-scheme` by default." },
      { page: WOT_EN, text: 'This compiles to descendant selectors such as `.wot-theme-dark .dark_cbg-zinc-900`, which match `view`, `button` and `image` alike.' },
      { page: WOT_EN, text: "With Tailwind CSS 3 (3.4.1 or later), write `darkMode: ['variant', ':where(.wot-theme-dark) &']` in the config file; the output is again `.wot-theme-dark .dark_cbg-zinc-900`. Don't write `darkMode: ['class', '.wot-theme-dark']`: the `:is(.wot-theme-dark *)` it generates contains a `*` as well, and after the replacement only the `view` and `text` tags are left." },
      { page: WOT_EN, text: 'its `*` is replaced with `view` and `text` in mini-programs, so other components stop responding' },
    ],
    async proof() {
      const template = '<button class="dark:bg-zinc-900"></button>'
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      assert.match((await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })).css, /@media \(prefers-color-scheme: dark\)/, 'TW4 default')
      assert.match((await runTailwind3({ template, options: {} })).css, /@media \(prefers-color-scheme: dark\)/, 'TW3 default')
      const selector = (css: string) => css.split('\n').find(line => line.includes('dark_cbg-zinc-900') && line.trimEnd().endsWith('{'))!.replace(/\s*\{\s*$/, '')
      assert.equal(selector((await runTailwind4({ template, css: '@import "weapp-tailwindcss";\n@custom-variant dark (:where(.wot-theme-dark) &);', options: {} })).wxss), '.wot-theme-dark .dark_cbg-zinc-900')
      assert.equal(selector((await runTailwind3({ template, options: {}, config: { darkMode: ['variant', ':where(.wot-theme-dark) &'] } as never })).wxss), '.wot-theme-dark .dark_cbg-zinc-900')
      const cls = await runTailwind3({ template, options: {}, config: { darkMode: ['class', '.wot-theme-dark'] } as never })
      assert.ok(cls.css.includes(':is(.wot-theme-dark *)'), 'the class strategy has a *')
      assert.equal(selector(cls.wxss), '.wot-theme-dark view.dark_cbg-zinc-900,.wot-theme-dark text.dark_cbg-zinc-900')
      const web = await runTailwind4({ template, css: '@import "weapp-tailwindcss";\n@custom-variant dark (&:where(.dark, .dark *));', options: {} })
      assert.equal(selector(web.wxss), '.dark_cbg-zinc-900:where(.dark,.dark view)')
    },
  },
  {
    id: 'wot-package-facts',
    says: "wot-design-uni 1.14.0: wd-button has virtualHost, addGlobalClass, styleIsolation 'shared' and puts customClass into the root <button> class array; its primary style is a two-class .wd-button.is-primary; wd-config-provider adds wot-theme-<theme>",
    slow: true,
    quotes: [
      { page: WOT, text: '以 wot-design-uni 1.14.0 的 `wd-button` 为例，组件选项里是 `virtualHost: true`、`addGlobalClass: true`、`styleIsolation: \'shared\'`，`customClass` 被拼进根节点 `<button>` 的 `class` 数组。' },
      { page: WOT, text: '但组件自己的规则常由两个类组成（例如 `.wd-button.is-primary`），特异性高于单个工具类，所以同一属性上工具类会输。' },
      { page: WOT, text: 'wot 通过 `wd-config-provider` 的 `theme` 属性切换，会在容器上添加 `wot-theme-dark` 类' },
      { page: WOT_EN, text: "Take `wd-button` in wot-design-uni 1.14.0: its component options are `virtualHost: true`, `addGlobalClass: true` and `styleIsolation: 'shared'`, and `customClass` is added to the `class` array of the root `<button>` node." },
      { page: WOT_EN, text: "But the components' own rules often consist of two classes (for example `.wd-button.is-primary`), which is more specific than a single utility class, so the utility class loses on the same property." },
      { page: WOT_EN, text: 'wot switches through the `theme` prop of `wd-config-provider`, which adds the `wot-theme-dark` class to the container' },
    ],
    async proof() {
      const pkg = unpacked('wot-design-uni@1.14.0')
      const button = fs.readFileSync(path.join(pkg, 'components/wd-button/wd-button.vue'), 'utf8')
      assert.match(button, /^<template>\s*<button[\s\S]*?:class="\[\s*'wd-button',[\s\S]*?customClass\s*\]"/, 'customClass in the root <button> class array')
      for (const option of ['addGlobalClass: true', 'virtualHost: true', "styleIsolation: 'shared'"]) assert.ok(button.includes(option), option)
      const scss = fs.readFileSync(path.join(pkg, 'components/wd-button/index.scss'), 'utf8')
      assert.ok(/@include when\(primary\)/.test(scss), 'the primary state is written with when()')
      const mixins = fs.readFileSync(path.join(pkg, 'components/common/abstracts/_mixin.scss'), 'utf8')
      assert.match(mixins, /@mixin when\(\$states\.\.\.\) \{\s*@at-root \{\s*@each \$state in \$states \{\s*&\.#\{\$state-prefix \+ \$state\}/, 'when() adds a second class (.wd-button.is-primary)')
      const provider = fs.readFileSync(path.join(pkg, 'components/wd-config-provider/wd-config-provider.vue'), 'utf8')
      assert.ok(provider.includes('return `wot-theme-${props.theme} ${props.customClass}`'), 'wot-theme-<theme> on the container')
    },
  },
])
