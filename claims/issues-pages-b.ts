// Claims of troubleshooting pages under docs/issues (css-vars, component-class, externalClasses, box-sizing,
// use-with-wot-design-uni, use-with-nutui, taro-terser, v1, xiaohongshu, group-and-peer, …) and their English
// twins that the earlier issues*.ts modules do not quote yet.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, root, unpacked } from './support/issues'
import { compilerContext, unsetVariables, withoutVariableDeclarations } from './support/issues-b'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues'
const VARS = 'docs/issues/css-vars.md'
const VARS_EN = `${EN}/css-vars.md`
const CC = 'docs/issues/component-class.md'
const CC_EN = `${EN}/component-class.md`
const EXT = 'docs/issues/externalClasses.md'
const EXT_EN = `${EN}/externalClasses.md`
const BOX_EN = `${EN}/box-sizing.md`
const WOT = 'docs/issues/use-with-wot-design-uni.md'
const WOT_EN = `${EN}/use-with-wot-design-uni.md`
const NUT = 'docs/issues/use-with-nutui.md'
const NUT_EN = `${EN}/use-with-nutui.md`
const TERSER = 'docs/issues/taro-terser.md'
const TERSER_EN = `${EN}/taro-terser.md`
const V1 = 'docs/issues/v1.md'
const V1_EN = `${EN}/v1.md`
const XHS = 'docs/issues/xiaohongshu.md'
const TAGS = 'docs/issues/more-tags.md'
const GP = 'docs/issues/group-and-peer.md'
const GP_EN = `${EN}/group-and-peer.md`
const TAGS_EN = `${EN}/more-tags.md`
const XHS_EN = `${EN}/xiaohongshu.md`

const TW4_ENTRY = '@import "weapp-tailwindcss";'
const TW4_SPLIT = "@import 'weapp-tailwindcss/theme.css';\n@import 'weapp-tailwindcss/utilities.css';\n\nview,\ntext,\n::before,\n::after {\n  border: 0 solid;\n}"
const TW3_DIRECTIVES = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'

/** The three elements of the css-vars page's example, as class lists. */
const EXAMPLE = {
  gradient: 'h-14 bg-gradient-to-r from-emerald-400 to-sky-500',
  shadow: 'mt-4 h-14 rounded-lg bg-white shadow-lg',
  transform: 'mt-4 h-14 w-14 translate-x-1/2 rotate-12 bg-amber-400',
}
const FAMILIES = { ...EXAMPLE, filter: 'blur', plain: 'bg-red-500 p-4' }

async function tw3Utilities(classes: string): Promise<string> {
  const { runTailwind3 } = await import('../lib/transforms/tailwind3')
  return (await runTailwind3({ template: `<view class="${classes}"></view>`, css: '@tailwind utilities;', options: {} })).css
}
async function tw4Raw(classes: string): Promise<string> {
  const { runTailwind4 } = await import('../lib/transforms/tailwind4')
  return (await runTailwind4({ template: `<view class="${classes}"></view>`, css: TW4_ENTRY, options: {} })).css
}

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ css-vars
  {
    id: 'vars-b-which-families-fail-without-defaults',
    says: 'Without the --tw-* defaults, gradient and transform utilities read unset variables in TW3 and TW4, filters only in TW3 (TW4 gives them empty fallbacks), shadows only in TW4; bg-red-500 and p-4 read none; each of the example elements reads an unset variable under TW4',
    quotes: [
      { page: VARS, text: '只要这组变量的默认值没有进入小程序的全局样式，渐变、变换这类工具类就会整体失效（Tailwind CSS 3 还包括滤镜，Tailwind CSS 4 还包括阴影），而普通的 `bg-red-500`、`p-4` 却一切正常。' },
      { page: VARS, text: 'Tailwind CSS 的很多工具类并不直接写颜色或数值，而是读写一组以 `--tw-` 开头的 CSS 变量。' },
      { page: VARS, text: '下面这些写法在网页端正常，编译到小程序后元素没有背景、没有阴影或位置不变' },
      { page: VARS_EN, text: 'Many Tailwind CSS utility classes do not write a color or a value directly; they read and write a set of CSS variables whose names start with `--tw-`.' },
      { page: VARS_EN, text: 'whole families of utilities stop working: gradients and transforms, plus filters with Tailwind CSS 3 and shadows with Tailwind CSS 4, while plain classes such as `bg-red-500` and `p-4` keep working just fine' },
      { page: VARS_EN, text: 'The following markup works on the web, but once compiled to a mini-program the elements have no background, no shadow, or do not move' },
    ],
    async proof() {
      const failing = async (classes: string) => ({
        tw3: unsetVariables(await tw3Utilities(classes)).length > 0,
        tw4: unsetVariables(withoutVariableDeclarations(await tw4Raw(classes))).length > 0,
      })
      assert.deepEqual(await failing(FAMILIES.gradient), { tw3: true, tw4: true }, 'gradients')
      assert.deepEqual(await failing(FAMILIES.transform), { tw3: true, tw4: true }, 'transforms')
      assert.deepEqual(await failing(FAMILIES.filter), { tw3: true, tw4: false }, 'filters: TW3 only')
      assert.deepEqual(await failing('shadow-lg'), { tw3: false, tw4: true }, 'shadows: TW4 only')
      assert.deepEqual(await failing(FAMILIES.plain), { tw3: false, tw4: false }, 'bg-red-500 and p-4')
      assert.match(await tw4Raw('blur'), /filter: var\(--tw-blur, \) var\(--tw-brightness, \)/, 'TW4 filters have empty fallbacks')
      const tw3 = await tw3Utilities(Object.values(FAMILIES).join(' '))
      assert.ok((tw3.match(/--tw-[\w-]+:/g) ?? []).length > 5 && (tw3.match(/var\(--tw-/g) ?? []).length > 5, 'utilities write and read --tw-* variables')
      for (const [name, classes] of Object.entries(EXAMPLE)) assert.ok(unsetVariables(withoutVariableDeclarations(await tw4Raw(classes))).length > 0, `example element ${name} under TW4`)
    },
  },
  {
    id: 'vars-b-tw4-property-then-supports',
    says: 'Tailwind CSS 4.3.5 registers --tw-translate-x with @property and declares its initial value in an @supports block; without those two, its utilities read unset variables just as TW3 utilities do without the * block',
    quotes: [
      { page: VARS, text: 'Tailwind CSS 4 的变量声明方式不同（先用 `@property` 注册，再在 `@supports` 兜底块里声明），但被插件删掉或没有进入主样式时，表现完全一样。' },
      { page: VARS_EN, text: 'Tailwind CSS 4 declares its variables differently (first registered with `@property`, then declared in an `@supports` fallback block), but when a plugin removes them or they never reach the main stylesheet, the symptoms are exactly the same.' },
    ],
    async proof() {
      const raw = await tw4Raw(EXAMPLE.transform)
      assert.match(raw, /@property --tw-translate-x \{[^}]*initial-value: 0;/)
      const supports = raw.slice(raw.indexOf('@supports'))
      assert.match(supports, /--tw-translate-x: 0;/, 'declared again in the @supports block')
      const tw4 = unsetVariables(withoutVariableDeclarations(raw))
      const tw3 = unsetVariables(await tw3Utilities(EXAMPLE.transform))
      assert.ok(tw4.includes('--tw-translate-y') && tw3.includes('--tw-translate-y'), `${tw4} / ${tw3}`)
    },
  },
  {
    id: 'vars-b-main-stylesheet-name',
    says: "4.12.0's default main-stylesheet matcher takes app.wxss (taro) and common/main.wxss (uni-app) but no other name under any appType; a mainCssChunkMatcher option replaces it in the compiler context",
    quotes: [
      { page: VARS, text: '如果输出目录里的全局样式不叫 `app.wxss` 或 `common/main.wxss`，先设置正确的 `appType`；仍然不行时，用 `mainCssChunkMatcher` 显式告诉插件哪个文件是主样式' },
      { page: VARS_EN, text: 'If the global stylesheet in the output directory is not called `app.wxss` or `common/main.wxss`, first set the correct `appType`.' },
      { page: VARS_EN, text: 'If that still does not help, tell the plugin explicitly which file is the main stylesheet with `mainCssChunkMatcher`:' },
    ],
    async proof() {
      const byDefault = compilerContext({})
      assert.equal(byDefault.mainCssChunkMatcher('app.wxss', 'taro'), true)
      assert.equal(byDefault.mainCssChunkMatcher('common/main.wxss', 'uni-app'), true)
      assert.equal(byDefault.mainCssChunkMatcher('common/main.wxss', 'taro'), false, 'the appType decides')
      for (const appType of ['taro', 'uni-app', 'uni-app-vite', 'native', 'mpx', undefined]) assert.equal(byDefault.mainCssChunkMatcher('theme/global.wxss', appType), false, String(appType))
      const custom = compilerContext({ mainCssChunkMatcher: (file: string) => file === 'theme/global.wxss' })
      assert.equal(custom.mainCssChunkMatcher('theme/global.wxss', 'taro'), true)
      assert.equal(custom.mainCssChunkMatcher('app.wxss', 'taro'), false, 'the default is replaced')
    },
  },
  // ------------------------------------------------------------------ component-class
  {
    id: 'cc-b-verify-script-and-custom-attribute',
    says: "The page's verify.mjs (createContext({}).transformWxml with no class set) prints <my-card class=\"mt-_b20rpx_B\" custom-class=\"p-[12rpx]\">; custom-class is escaped once listed in customAttributes; a built stylesheet has .mt-_b20rpx_B",
    quotes: [
      { page: CC, text: '可以用 weapp-tailwindcss 4.12.0 自带的转换函数验证这一点：' },
      { page: CC, text: '要把它登记进 `customAttributes`' },
      { page: CC_EN, text: 'This is not an escaping problem: weapp-tailwindcss rewrites the `class` on the component tag to `mt-_b20rpx_B` as usual, and the rule is in the stylesheet.' },
      { page: CC_EN, text: 'Such a prop is not named `class`, so weapp-tailwindcss does not rewrite it by default; register it in `customAttributes`' },
      { page: CC_EN, text: 'You can confirm this with the transform function that ships with weapp-tailwindcss 4.12.0:' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      const { transformWxml } = createContext({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never)
      assert.equal(await transformWxml('<my-card class="mt-[20rpx]" custom-class="p-[12rpx]"></my-card>'), '<my-card class="mt-_b20rpx_B" custom-class="p-[12rpx]"></my-card>', 'the printed line')
      const listed = await (await context({ customAttributes: { '*': ['custom-class'] } })).transformWxml('<my-card custom-class="p-[12rpx]"></my-card>', { runtimeSet: new Set() })
      assert.equal(listed, '<my-card custom-class="p-_b12rpx_B"></my-card>')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      assert.ok((await runTailwind4({ template: '<u-button class="mt-[20rpx]"></u-button>', css: TW4_ENTRY, options: {} })).wxss.includes('.mt-_b20rpx_B {'))
    },
  },
  // ------------------------------------------------------------------ externalClasses
  {
    id: 'ext-b-component-attribute-left-raw',
    says: 'By default 4.12.0 escapes the selector .bg-_b_hfafa00_B in the stylesheet but leaves card-class="bg-[#fafa00]" in the template, so they differ; a Map with a tag-name regex works where an object key would be the string "/^price-/"; JS strings are escaped only when in the class set',
    quotes: [
      { page: EXT, text: '把 Tailwind CSS 的任意值写进这些属性时，如果没有额外配置，样式会失效。' },
      { page: EXT_EN, text: 'If you put Tailwind CSS arbitrary values into these attributes without extra configuration, the styles do not work.' },
      { page: EXT_EN, text: 'The stylesheet ends up with the escaped name and the template with the original one, so the styles naturally do not match.' },
      { page: EXT_EN, text: 'When you need a regular expression to match the **tag name**, the keys of an object can only be strings, so use a `Map` instead:' },
      { page: EXT_EN, text: "you also need to make sure those strings are in the plugin's class name set" },
    ],
    async proof() {
      const template = '<price-card card-class="bg-[#fafa00]" />'
      const ctx = await context()
      assert.equal(await ctx.transformWxml(template, { runtimeSet: new Set(['bg-[#fafa00]']) }), template, 'template keeps the original name')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { wxss } = await runTailwind4({ template: '<view class="bg-[#fafa00]"></view>', css: TW4_ENTRY, options: {} })
      assert.ok(wxss.includes('.bg-_b_hfafa00_B {') && !wxss.includes('bg-\\[#fafa00\\]'), 'stylesheet has only the escaped name')
      const regex = /^price-/
      assert.deepEqual(Object.keys({ [regex as unknown as string]: 1 }), ['/^price-/'], 'an object key becomes a string')
      const map = await (await context({ customAttributes: new Map([[regex, ['card-class']]]) })).transformWxml(template, { runtimeSet: new Set() })
      assert.equal(map, '<price-card card-class="bg-_b_hfafa00_B" />', 'a Map key stays a regex')
      const js = async (set: string[]) => (await ctx.transformJs("const cls = 'bg-[#fafa00]'", { runtimeSet: new Set(set) })).code
      assert.ok((await js([])).includes("'bg-[#fafa00]'"), 'not in the set: raw')
      assert.ok((await js(['bg-[#fafa00]'])).includes("'bg-_b_hfafa00_B'"), 'in the set: escaped')
    },
  },
  // ------------------------------------------------------------------ box-sizing and wot-design-uni (box model)
  {
    id: 'box-b-preflight-sources-and-fixes',
    says: "4.12.0 adds box-sizing: border-box for view, text and pseudo-elements: TW3 (official preflight off) only through cssPreflight, TW4 also through the preflight.css of the whole weapp-tailwindcss entry, which cssPreflight { 'box-sizing': false } does not remove; the split entry plus that option leaves no border-box and keeps the border reset; with TW3's official preflight on, border-box stays despite the option; cssPreflight { 'box-sizing': false } keeps the other defaults",
    quotes: [
      { page: BOX_EN, text: 'Set a property to `false` and it is no longer injected, while the other default declarations stay:' },
      { page: BOX_EN, text: 'With Tailwind CSS 4, changing `cssPreflight` alone is not enough, because `preflight.css` itself writes `box-sizing`.' },
      { page: BOX_EN, text: 'Split the entry: import only the theme and the utility classes, then add a reset without `box-sizing` as needed:' },
      { page: WOT, text: 'weapp-tailwindcss 默认给 `view`、`text` 和伪元素加上 `box-sizing: border-box`（Tailwind CSS 3 来自 `cssPreflight` 选项，Tailwind CSS 4 还来自 `weapp-tailwindcss` 入口中的 `preflight.css`）。' },
      { page: WOT, text: 'Tailwind CSS 4 的入口里不要整体引入 `weapp-tailwindcss`，否则 `preflight.css` 仍会写入 `border-box`。' },
      { page: WOT, text: 'Tailwind CSS 3 项目如果已在 `tailwind.config.js` 里关闭官方 preflight（`corePlugins.preflight: false`），只需要插件里的 `cssPreflight` 设置，入口保持三条 `@tailwind` 指令即可；官方 preflight 开着时，它自己的重置规则同样会写入 `border-box`。' },
      { page: WOT, text: '编译到微信小程序，打开产物 `app.wxss` 搜索 `box-sizing`，全局规则里不再有 `border-box`；' },
      { page: WOT_EN, text: 'by default weapp-tailwindcss adds `box-sizing: border-box` to `view`, `text` and pseudo-elements (with Tailwind CSS 3 this comes from the `cssPreflight` option; with Tailwind CSS 4 also from `preflight.css` in the `weapp-tailwindcss` entry).' },
      { page: WOT_EN, text: "In the Tailwind CSS 4 entry, don't import `weapp-tailwindcss` as a whole, or `preflight.css` will still write `border-box`." },
      { page: WOT_EN, text: "If a Tailwind CSS 3 project has already turned off Tailwind's own preflight in `tailwind.config.js` (`corePlugins.preflight: false`), it only needs the `cssPreflight` setting in the plugin, and the entry keeps its three `@tailwind` directives." },
      { page: WOT_EN, text: "With Tailwind's preflight still on, its own reset rule writes `border-box` as well." },
      { page: WOT_EN, text: 'open the output `app.wxss` and search for `box-sizing`: the global rules no longer contain `border-box`' },
    ],
    async proof() {
      const template = '<view class="p-4 border translate-x-1"></view>'
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw3 = async (options: Record<string, unknown>, preflight = false) =>
        (await runTailwind3({ template, css: TW3_DIRECTIVES, options, config: { corePlugins: { preflight } } })).wxss
      const scope = (wxss: string) => /(?:^|\n)view,text,::before,::after \{([^}]*)\}/.exec(wxss)?.[1] ?? ''
      assert.match(scope(await tw3({})), /box-sizing: border-box/, 'TW3 default: from cssPreflight')
      const tw3Off = await tw3({ cssPreflight: { 'box-sizing': false } })
      assert.ok(!tw3Off.includes('border-box'), 'TW3, official preflight off: the option is enough')
      for (const decl of ['border-width: 0', 'border-style: solid', 'border-color: currentColor']) assert.ok(scope(tw3Off).includes(decl), `other default ${decl} stays`)
      assert.ok((await tw3({ cssPreflight: { 'box-sizing': false } }, true)).includes('box-sizing: border-box'), 'TW3 official preflight on: border-box stays')
      const tw4 = async (css: string, options: Record<string, unknown>) => (await runTailwind4({ template, css, options })).wxss
      const whole = await tw4(TW4_ENTRY, { cssPreflight: { 'box-sizing': false } })
      assert.match(whole, /view:not\(#\\#\),text:not\(#\\#\),:not\(#\\#\):after,:not\(#\\#\):before \{\s*box-sizing: border-box;/, 'TW4 whole entry: preflight.css still writes it')
      const byDefault = await tw4(TW4_ENTRY, {})
      const fallback = byDefault.slice(byDefault.indexOf('@supports ((-webkit-hyphens'))
      assert.ok(fallback.includes('box-sizing: border-box'), 'TW4: the fallback rule adds it too')
      const split = await tw4(TW4_SPLIT, { cssPreflight: { 'box-sizing': false } })
      assert.ok(!split.includes('border-box'), 'split entry + option: no border-box')
      assert.match(split, /border: 0 solid/, 'the border reset stays')
      assert.match(split, /\.p-4(?::not\(#\\#\))? \{/, 'utilities still generated')
    },
  },
  // ------------------------------------------------------------------ use-with-nutui
  {
    id: 'nut-b-injected-selector-marks-injection',
    says: 'In 4.12.0 (TW3) the rule view,text,::after,::before appears only with injectAdditionalCssVarScope: the original block is view,text,::before,::after, and after the * rule is removed only the injected copy exists; that copy carries the cssPreflight declarations (box-sizing: border-box, border-width: 0, border-style: solid, border-color: currentColor)',
    quotes: [
      { page: NUT, text: '所以只要搜到 `view,text,::after,::before` 开头的规则，就说明补注入生效了：' },
      { page: NUT_EN, text: 'starting with `view,text,::after,::before`' },
      { page: NUT, text: '补写的规则同时带回了 `cssPreflight` 的 `box-sizing: border-box` 等声明，作用于所有 `view` 和 `text`' },
      { page: NUT_EN, text: 'The added rule also brings back the `cssPreflight` declarations such as `box-sizing: border-box`, which apply to every `view` and `text`' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const raw = (await runTailwind3({ template: '<view class="shadow-lg -translate-y-2"></view>', css: TW3_DIRECTIVES, options: {} })).css
      const starRemoved = raw.replace(/(?:^|\n)\*, ::before, ::after \{[^}]*\}/, '\n')
      assert.notEqual(starRemoved, raw, 'the * block is there to remove')
      const wxss = async (css: string, injectAdditionalCssVarScope: boolean) =>
        (await (await context({ injectAdditionalCssVarScope }, true)).transformWxss(css)).css
      const starts = (css: string, selector: string) => css.split('\n').some(line => line.startsWith(`${selector} {`))
      const plain = await wxss(raw, false)
      assert.ok(starts(plain, 'view,text,::before,::after') && !starts(plain, 'view,text,::after,::before'), 'without the option only the original order')
      const injected = await wxss(starRemoved, true)
      assert.ok(starts(injected, 'view,text,::after,::before') && !starts(injected, 'view,text,::before,::after'), 'after removal only the injected copy')
      assert.ok(!starts(await wxss(starRemoved, false), 'view,text,::after,::before'), 'no injection without the option')
      const block = injected.slice(injected.indexOf('view,text,::after,::before {'))
      const body = block.slice(0, block.indexOf('}'))
      for (const decl of ['box-sizing: border-box', 'border-width: 0', 'border-style: solid', 'border-color: currentColor']) assert.ok(body.includes(decl), `the injected rule carries ${decl}`)
    },
  },
  // ------------------------------------------------------------------ taro-terser
  {
    id: 'terser-b-tw4-traces-and-rebuilt-output',
    says: 'Tailwind CSS 4.3.5 output for text-[#bcbcbc] outline has .text-\\[\\#bcbcbc\\], @layer properties and @property --tw-outline-style, none of which is left after transformWxss (so seeing them means the plugin did not run); TW3 h-4/6 becomes .h-4_f6 after 4.12.0 with no backslash left in selectors',
    quotes: [
      { page: TERSER_EN, text: 'besides selectors with backslashes such as `.text-\\[\\#bcbcbc\\]`, you also find rules mini-programs do not understand, such as `@layer properties` and `@property --tw-outline-style`' },
      { page: TERSER, text: '重新编译，`dist/app-origin.wxss` 里不再出现反斜杠转义的选择器，搜索 `h-4_f6` 能找到规则。' },
      { page: TERSER, text: '所以看到这些残留，同样先按下文检查插件有没有被顶替' },
      { page: TERSER_EN, text: 'Rebuild: `dist/app-origin.wxss` no longer contains backslash-escaped selectors, and searching for `h-4_f6` finds the rule.' },
    ],
    async proof() {
      const raw = await tw4Raw('text-[#bcbcbc] outline')
      for (const part of ['.text-\\[\\#bcbcbc\\]', '@layer properties', '@property --tw-outline-style']) assert.ok(raw.includes(part), part)
      const cleaned = (await (await context()).transformWxss(raw)).css
      assert.ok(!/@layer|@property|\\\[/.test(cleaned) && cleaned.includes('.text-_b_hbcbcbc_B'), 'after the plugin none of the three traces is left')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { css, wxss } = await runTailwind3({ template: '<view class="h-4/6 !w-full bg-[#123456]"></view>', options: {} })
      assert.ok(css.includes('.h-4\\/6'), 'raw selector has a backslash')
      assert.ok(wxss.includes('.h-4_f6 {'), 'h-4_f6 rule')
      const selectors = wxss.split('\n').filter(line => line.trimEnd().endsWith('{'))
      assert.ok(selectors.length > 0 && selectors.every(line => !line.includes('\\')), selectors.join('\n'))
    },
  },
  // ------------------------------------------------------------------ use-with-wot-design-uni (library facts)
  {
    id: 'wot-b-custom-attributes-fix',
    says: "customAttributes { '*': ['custom-class'] } makes 4.12.0 escape a custom-class attribute left in a template",
    quotes: [
      { page: WOT, text: "在插件选项中加入 `customAttributes: { '*': ['custom-class'] }`" },
      { page: WOT_EN, text: "add `customAttributes: { '*': ['custom-class'] }` to the plugin options" },
    ],
    async proof() {
      const template = '<wd-button custom-class="bg-[#0f766e]! rounded-none! px-[48rpx]!" />'
      assert.equal(await (await context()).transformWxml(template, { runtimeSet: new Set() }), template, 'left raw by default')
      const fixed = await (await context({ customAttributes: { '*': ['custom-class'] } })).transformWxml(template, { runtimeSet: new Set() })
      assert.equal(fixed, '<wd-button custom-class="bg-_b_h0f766e_B_e rounded-none_e px-_b48rpx_B_e" />')
    },
  },
  {
    id: 'wot-b-package-styles-and-sass',
    says: "wot-design-uni 1.14.0 declares no sass dependency (only vue as a peer) while its components' styles are lang=\"scss\"; wd-button's one-class .wd-button rule sets only margin-left/right (no top/bottom margin anywhere), padding, height and radius come from the is-<size> rule (default size medium) and background from is-<type>, both written as a second class; component colours read --wot-color-theme",
    slow: true,
    quotes: [
      { page: WOT, text: 'wot-design-uni 依赖 `sass`，项目里没有时一并安装' },
      { page: WOT, text: '在组件上写 `custom-class="bg-[#0f766e] rounded-none"`，按钮颜色和圆角没有变化，调试器里工具类的声明被划掉。' },
      { page: WOT, text: '例如 `wd-button` 自己只写了左右外边距，`mt-[16rpx]` 这样的上外边距不必加；而它的内边距由 `.wd-button.is-medium` 这类双类规则设置，所以上例的 `px-[48rpx]` 也要加 `!`。' },
      { page: WOT, text: '需要覆盖组件自身的颜色、圆角、内边距时，给工具类加 important 修饰' },
      { page: WOT, text: '在全局样式的 `page` 上覆盖 `--wot-color-theme`' },
      { page: WOT_EN, text: "wot-design-uni depends on `sass`; install it too if the project doesn't have it." },
      { page: WOT_EN, text: "You write `custom-class=\"bg-[#0f766e] rounded-none\"` on a component, but the button's color and corner radius don't change, and the debugger shows the utility class declarations struck through." },
      { page: WOT_EN, text: "When you only add properties the component doesn't set itself, no important is needed: `wd-button`, for example, only sets its left and right margins, so a top margin such as `mt-[16rpx]` can go without it; its padding, however, comes from double-class rules such as `.wd-button.is-medium`, which is why `px-[48rpx]` in the example needs the `!` as well." },
      { page: WOT_EN, text: "When you need to override a component's own color, corner radius or padding, add the important modifier to the utility class:" },
      { page: WOT_EN, text: 'override `--wot-color-theme` on `page` in the global styles' },
    ],
    async proof() {
      const pkg = unpacked('wot-design-uni@1.14.0')
      const manifest = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>
      for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) assert.ok(!manifest[field]?.sass, `no sass in ${field}`)
      assert.deepEqual(Object.keys(manifest.peerDependencies ?? {}), ['vue'])
      const button = fs.readFileSync(path.join(pkg, 'components/wd-button/wd-button.vue'), 'utf8')
      assert.match(button, /<style lang="scss"/, 'SCSS styles')
      assert.match(button, /'is-' \+ size/, 'the size becomes a second class')
      assert.match(fs.readFileSync(path.join(pkg, 'components/wd-button/types.ts'), 'utf8'), /size: makeStringProp<ButtonSize>\('medium'\)/, 'default size medium')
      const scss = fs.readFileSync(path.join(pkg, 'components/wd-button/index.scss'), 'utf8')
      const block = (head: string) => { const at = scss.indexOf(head); assert.ok(at >= 0, head); return scss.slice(at, scss.indexOf('}', at)) }
      const root = block('@include b(button) {\n  margin-left')
      assert.ok(root.includes('margin-left: initial;') && root.includes('margin-right: initial;'), 'left and right margins on .wd-button')
      assert.ok(!/margin-top|margin-bottom|margin:/.test(scss), 'no top or bottom margin anywhere')
      const medium = block('@include when(medium) {')
      for (const decl of ['padding: $-button-medium-padding', 'border-radius: $-button-medium-radius']) assert.ok(medium.includes(decl), decl)
      assert.ok(block('@include when(primary) {').includes('background: $-button-primary-bg-color'), 'background from is-primary')
      const mixins = fs.readFileSync(path.join(pkg, 'components/common/abstracts/_mixin.scss'), 'utf8')
      assert.match(mixins, /@mixin when\(\$states\.\.\.\) \{\s*@at-root \{\s*@each \$state in \$states \{\s*&\.#\{\$state-prefix \+ \$state\}/, 'when() appends a second class')
      const variables = fs.readFileSync(path.join(pkg, 'components/common/abstracts/variable.scss'), 'utf8')
      assert.match(variables, /\$-color-theme: var\(--wot-color-theme, \$default-theme\)/)
      assert.match(variables, /\$-button-primary-bg-color: var\(--wot-button-primary-bg-color, \$-color-theme\)/)
      const styled = fs.readdirSync(path.join(pkg, 'components')).filter(dir => dir.startsWith('wd-')).filter(dir => {
        const vue = path.join(pkg, 'components', dir, `${dir}.vue`)
        return fs.existsSync(vue) && fs.readFileSync(vue, 'utf8').includes('<style lang="scss"')
      })
      assert.ok(styled.length > 50, `most components use SCSS: ${styled.length}`)
    },
  },
  {
    id: 'wot-b-define-options-since-vue-3-3',
    says: '@vue/compiler-sfc 3.3.0 compiles defineOptions; 3.2.47 (the lowest vue wot-design-uni 1.14.0 accepts) has no defineOptions',
    slow: true,
    quotes: [
      { page: WOT, text: '`defineOptions` 需要 Vue 3.3 及以上；' },
      { page: WOT_EN, text: '`defineOptions` needs Vue 3.3 or later' },
    ],
    async proof() {
      const sfc = (version: string) => fs.readFileSync(path.join(unpacked(`@vue/compiler-sfc@${version}`), 'dist/compiler-sfc.cjs.js'), 'utf8')
      assert.ok(sfc('3.3.0').includes('DEFINE_OPTIONS = "defineOptions"'), '3.3.0 knows defineOptions')
      assert.ok(!sfc('3.2.47').includes('defineOptions'), '3.2.47 does not')
    },
  },
  {
    id: 'wot-b-library-docs-and-maintainer',
    says: "wot-design-uni's docs recommend sass 1.78.0 or earlier (Dart Sass 3.0.0 deprecations), say npm installs need easycom or the uni-components resolver while uni_modules installs need nothing, and page styles can override with :deep while custom components need styleIsolation shared; in wot-design-uni#400 the maintainer keeps custom-class and suggests mergeVirtualHostAttributes",
    quotes: [
      { page: WOT, text: '组件库文档建议使用 sass `1.78.0` 及以下版本，以避开新版 Dart Sass 的大量弃用警告' },
      { page: WOT, text: '通过 npm 安装时需要配置自动引入。' },
      { page: WOT, text: '里维护者的答复是组件库会继续使用 `custom-class`，并建议需要时打开 uni-app 的 `mergeVirtualHostAttributes`' },
      { page: WOT_EN, text: "The library's documentation recommends sass `1.78.0` or earlier to avoid the flood of deprecation warnings from newer Dart Sass:" },
      { page: WOT_EN, text: 'When installed through npm, auto-import needs to be configured.' },
      { page: WOT_EN, text: "the maintainer replied that the library will keep using `custom-class`, and suggested turning on uni-app's `mergeVirtualHostAttributes` if needed" },
      { page: WOT, text: '在页面里能用 `:deep(.wd-button)` 覆盖组件样式，同样的代码放进自己的子组件里就失效。' },
      { page: WOT_EN, text: "`:deep(.wd-button)` overrides a component's styles on a page, but the same code inside your own child component does nothing." },
    ],
    manual: {
      ran: "Read wot-design-uni's docs/guide/common-problems.md (commit 21599cd58ac6970260cfeefc459ab20e441fb974: sass 1.78.0 or earlier because Dart Sass 3.0.0 deprecated APIs the library does not support yet) and, on the same page, section 小程序样式隔离: a page's style file can override wot components with :deep(.wd-button), while inside a custom component the override needs styleIsolation: 'shared'; docs/guide/quick-use.md (commit 0c38e986f0151b8aa2e17ab1770d1f39b178d354: npm installs need easycom or @uni-helper/vite-plugin-uni-components, uni_modules installs need no configuration), and the thread of Moonofweisheng/wot-design-uni#400 (2024-07-02: the maintainer suggests writing class with mergeVirtualHostAttributes and explains why the library does not use class for its own style hook)",
      versions: 'wot-design-uni docs at the commits named; issue thread as of 2026-11-29',
      on: '2026-11-29',
      why: 'documentation pages and an issue thread, not behaviour of a published package',
    },
  },
  // ------------------------------------------------------------------ component-class (uni-app threads)
  {
    id: 'cc-b-uni-app-threads',
    says: 'uni-app#1180: the maintainer answers with virtual nodes plus mergeVirtualHostAttributes, added for WeChat and Alipay in 3.5.3; uni-app#4336: the manifest switch alone does nothing on WeChat unless the component sets virtualHost; uni-app#5969 (closed by PR #5971): virtualHostClass does not follow reactive class updates and gains a ^; PR #5888 fixes virtualHostClass conversion on Alipay; uni-app#5001: the double merge happens only when the second level is v-for; weapp-tailwindcss#228: compiled wxml carries virtualHostClass that the component source does not have; wot-design-uni docs: WeChat renders an extra node for custom components, virtualHost removes it',
    quotes: [
      { page: CC, text: '它从 uni-app 3.5.3 起支持微信小程序和支付宝小程序' },
      { page: CC, text: '`mergeVirtualHostAttributes` 只对开启了 `virtualHost` 的组件起作用。' },
      { page: CC, text: '里有人只打开了 manifest 的开关、组件本身没有开启虚拟节点，结果在微信上依旧无效' },
      { page: CC, text: '开启 `virtualHost` 后，外部 `class` 由响应式数据绑定时，数据变了但 `virtualHostClass` 不更新，类名前还多出一个 `^`' },
      { page: CC, text: '暂时不能升级时，让根节点只包一个普通子节点，再在里面写 `v-for`' },
      { page: CC, text: '支付宝小程序开启合并后 `virtualHostClass` 没有正确转换' },
      { page: CC, text: '微信小程序的自定义组件不一样：页面里的 `<u-button>` 本身就是一个节点，组件模板里的 `<button>` 是它里面的另一个节点。' },
      { page: CC, text: '开启后，微信不再渲染组件的外层节点。' },
      { page: CC_EN, text: 'It supports WeChat and Alipay mini-programs since uni-app 3.5.3' },
      { page: CC_EN, text: '`mergeVirtualHostAttributes` only affects components that have `virtualHost` enabled.' },
      { page: CC_EN, text: 'someone turned on only the manifest switch without enabling the virtual host on the component itself, and it still had no effect on WeChat' },
      { page: CC_EN, text: 'With `virtualHost` enabled and the outside `class` bound to reactive data, `virtualHostClass` does not update when the data changes, and an extra `^` appears in front of the class name' },
      { page: CC_EN, text: 'If you cannot upgrade for now, have the root node wrap a single plain child node and put the `v-for` inside it' },
      { page: CC_EN, text: 'In Alipay mini-programs, `virtualHostClass` is not converted correctly once merging is enabled' },
      { page: CC_EN, text: 'The variable only appears in the output; you do not write it in your source.' },
      { page: CC_EN, text: 'Custom components in WeChat mini-programs are different: the `<u-button>` in the page is a node in its own right, and the `<button>` in the component\'s template is another node inside it.' },
      { page: CC_EN, text: "With it enabled, WeChat no longer renders the component's outer node." },
    ],
    manual: {
      ran: 'Read, in the GitHub issues index: dcloudio/uni-app#1180 (maintainer comment of 2022-10-21: virtual nodes plus mergeVirtualHostAttributes, which 3.5.3 added to manifest.json for WeChat and Alipay), #4336 (mergeVirtualHostAttributes has no effect on WeChat unless the component sets virtualHost: true), #5969 (virtualHostClass does not update and gains a ^; closed by PR #5971), PR #5888 (fixes virtualHostClass conversion on Alipay), #5001 (the class is merged into both levels only when the second level is a v-for), sonofmagic/weapp-tailwindcss#228 (the compiled <image class="{{[virtualHostClass]}}"> next to a component source without that variable); and wot-design-uni docs/guide/common-problems.md at commit 21599cd58ac6970260cfeefc459ab20e441fb974 (WeChat renders <wd-divider> around <view class="wd-divider">; with virtualHost only the inner view is rendered)',
      versions: 'issue threads as of 2026-11-29; uni-app 3.5.3 as named by its maintainer',
      on: '2026-11-29',
      why: 'issue threads and the rendering of WeChat DevTools, which cannot run here',
    },
  },
  // ------------------------------------------------------------------ xiaohongshu
  {
    id: 'xhs-b-matchers-by-extension',
    says: "4.12.0's default htmlMatcher/cssMatcher decide by file name alone (same answer for every appType, .xhsml and .css included, no platform name involved); the page's htmlMatcher /\\.(?:wx|xhs)ml$/ takes .wxml and .xhsml but not .axml",
    quotes: [
      { page: XHS_EN, text: "weapp-tailwindcss doesn't work by platform name; it decides which files to process by the file extensions in the build output." },
      { page: XHS, text: '如果平台插件产出的后缀不在上面的默认列表里，用 `htmlMatcher`、`cssMatcher` 写出你需要的规则，例如只处理微信和小红书两种模板：' },
      { page: XHS_EN, text: "If the platform plugin produces extensions that aren't in the default list above, write the rules you need with `htmlMatcher` and `cssMatcher`, for example to process only WeChat and Xiaohongshu templates:" },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { htmlMatcher, cssMatcher } = getDefaultOptions() as { htmlMatcher: (file: string) => boolean, cssMatcher: (file: string) => boolean }
      assert.equal(htmlMatcher.length, 1, 'one argument: the file name')
      assert.equal(cssMatcher.length, 1)
      assert.ok(htmlMatcher('pages/index/index.xhsml') && cssMatcher('pages/index/index.css'))
      assert.ok(!htmlMatcher('pages/index/index.xhs') && !cssMatcher('pages/index/index.xhss'), 'other extensions are not taken')
      for (const appType of ['taro', 'uni-app', 'native']) {
        const ctx = compilerContext({ appType }) as unknown as { htmlMatcher: (file: string) => boolean }
        assert.equal(ctx.htmlMatcher('pages/index/index.xhsml'), true, appType)
      }
      const own = (file: string) => /\.(?:wx|xhs)ml$/.test(file)
      assert.deepEqual(['a.wxml', 'a.xhsml', 'a.axml'].map(own), [true, true, false])
      const ctx = compilerContext({ htmlMatcher: own }) as unknown as { htmlMatcher: (file: string) => boolean }
      assert.deepEqual(['a.wxml', 'a.xhsml', 'a.axml'].map(ctx.htmlMatcher), [true, true, false], 'the context uses the own matcher')
    },
  },
  {
    id: 'xhs-b-mpx-has-no-xhs-mode',
    says: "@mpxjs/webpack-plugin 2.10.20's platform config has modes wx, ali, swan, qq, tt, web, qa, jd, dd, ks … and none for Xiaohongshu (no xhs anywhere in lib)",
    slow: true,
    quotes: [
      { page: XHS, text: 'Mpx 目前还没有小红书小程序的输出模式' },
      { page: XHS_EN, text: "Mpx doesn't yet have an output mode for Xiaohongshu mini-programs" },
    ],
    async proof() {
      const { readAll } = await import('./support/issues')
      const pkg = unpacked('@mpxjs/webpack-plugin@2.10.20')
      const config = fs.readFileSync(path.join(pkg, 'lib/config.js'), 'utf8')
      for (const mode of ['wx', 'ali', 'swan', 'qq', 'tt', 'jd', 'dd', 'ks']) assert.match(config, new RegExp(`\\n  ${mode}: \\{`), mode)
      const mentions = readAll(path.join(pkg, 'lib'), /\.js$/).filter(file => /xhs|xiaohongshu/i.test(file.text)).map(file => file.file)
      assert.deepEqual(mentions, [], 'no Xiaohongshu mode')
    },
  },
  {
    id: 'xhs-b-mpx-maintainer-reply',
    says: 'In didi/mpx#2523 (open) a maintainer answered that they had not looked at Xiaohongshu yet and would investigate soon',
    quotes: [
      { page: XHS, text: '维护者表示会调研' },
      { page: XHS_EN, text: 'the maintainers said they would look into it' },
    ],
    manual: {
      ran: 'Read the thread of didi/mpx#2523 in the GitHub issues index (maintainer comment of 2026-06-23)',
      versions: 'thread as of 2026-11-29',
      on: '2026-11-29',
      why: 'an issue thread, not behaviour of a package',
    },
  },
  // ------------------------------------------------------------------ taro-terser (webpack-chain)
  {
    id: 'terser-b-merge-replaces-plugin-rename-keeps-both',
    says: 'With webpack-chain 6.5.1, a terser chain.merge under the name install leaves only TerserPlugin in the webpack config (UnifiedWebpackPluginV5 gone, so Tailwind CSS output keeps its backslash selectors); under the name terser-minify both plugins are in the config; @tarojs/webpack5-runner exists from 3.5 on and depends on webpack-chain from 3.5.0',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: TERSER, text: '于是 `UnifiedWebpackPluginV5` 被 `terser-webpack-plugin` 顶替，整个转义流程没有执行，Tailwind CSS 生成的原始选择器直接进入了 WXSS。' },
      { page: TERSER, text: '换一个不会冲突的名字，让两个插件同时存在：' },
      { page: TERSER, text: '本页适用于 Taro 3.5 及以上的 webpack5 编译模式。' },
      { page: TERSER_EN, text: 'So `UnifiedWebpackPluginV5` is replaced by `terser-webpack-plugin`, the escaping pipeline never runs, and the raw selectors generated by Tailwind CSS go straight into the WXSS.' },
      { page: TERSER_EN, text: 'Use a name that does not collide, so that both plugins exist side by side:' },
      { page: TERSER_EN, text: 'This page applies to the webpack5 compile mode of Taro 3.5 and later.' },
    ],
    async proof() {
      const { execFile } = await import('node:child_process')
      const { promisify } = await import('node:util')
      const os = await import('node:os')
      const run = promisify(execFile)
      const { stdout: versions } = await run('npm', ['view', '@tarojs/webpack5-runner', 'versions', '--json'], { timeout: 120_000 })
      const releases = (JSON.parse(versions) as string[]).filter(v => !v.includes('-'))
      assert.equal(releases[0], '3.5.0', 'the webpack5 runner starts with Taro 3.5')
      const early = JSON.parse(fs.readFileSync(path.join(unpacked('@tarojs/webpack5-runner@3.5.0'), 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
      assert.ok(early.dependencies['webpack-chain'], 'webpack-chain from 3.5.0 on')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-b-webpack-chain-'))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'webpack-chain@6.5.1'], { cwd: dir, timeout: 240_000 })
      fs.writeFileSync(path.join(dir, 'chain.cjs'), `
const Config = require('webpack-chain')
class UnifiedWebpackPluginV5 {}
class TerserPlugin {}
const build = (name) => {
  const chain = new Config()
  chain.merge({ plugin: { install: { plugin: UnifiedWebpackPluginV5, args: [{ appType: 'taro' }] } } })
  if (name === 'install') chain.merge({ plugin: { install: { plugin: TerserPlugin, args: [{ terserOptions: { compress: true, keep_classnames: true } }] } } })
  else chain.plugin(name).use(TerserPlugin, [{ terserOptions: { compress: true, keep_classnames: true } }])
  return chain.toConfig().plugins.map(p => p.constructor.name)
}
console.log(JSON.stringify([build('install'), build('terser-minify')]))
`)
      const { stdout } = await run(process.execPath, ['chain.cjs'], { cwd: dir })
      assert.deepEqual(JSON.parse(stdout), [['TerserPlugin'], ['UnifiedWebpackPluginV5', 'TerserPlugin']])
      const raw = await tw4Raw('text-[#bcbcbc]')
      assert.ok(raw.includes('.text-\\[\\#bcbcbc\\]'), 'without the plugin the selector keeps its backslashes')
    },
  },
  // ------------------------------------------------------------------ v1
  {
    id: 'v1-b-template-escaped-js-string-not',
    says: "weapp-tailwindcss-webpack-plugin 1.12.8's options carry only templeteHandler, styleHandler and jsxHandler; the template handler and the style handler both turn bg-[#4268EA] into bg-_bl__h_4268EA_br_, so a raw JS string no longer matches, and 1.12.8 has no class set; replaceJs gives the escaped name, which the raw Tailwind CSS 3 output (what H5 gets) does not contain, while it has the rule for bg-[#4268EA]",
    slow: true,
    quotes: [
      { page: V1, text: '模板里写的任意值正常，但在 JS 中用字符串保存、再绑定到模板上的类名不生效' },
      { page: V1, text: '样式表里对应的规则已被转义成另一个名字，两者对不上' },
      { page: V1, text: '普通 JS 字符串不会被改写，因为当时插件无法从 Tailwind CSS 获取类名集合，也就无法安全地判断哪些字符串是类名。' },
      { page: V1, text: '`replaceJs` 的结果只适合小程序。H5 端的样式表没有经过转义，类名必须保持原样。' },
      { page: V1, text: 'H5 端类名保持 `bg-[#4268EA]` 原样，样式同样生效。' },
      { page: V1_EN, text: "Arbitrary values written in templates work, but class names kept as strings in JS and then bound to the template don't:" },
      { page: V1_EN, text: "while the matching rules in the stylesheet have been escaped to a different name, so the two don't match" },
      { page: V1_EN, text: "Ordinary JS strings are not rewritten, because back then the plugin couldn't get the set of class names from Tailwind CSS and so had no safe way to tell which strings were class names." },
      { page: V1_EN, text: 'The result of `replaceJs` is only right for mini-programs.' },
      { page: V1_EN, text: "The H5 stylesheet isn't escaped, so class names must stay as they are there." },
      { page: V1_EN, text: 'On H5 the class names stay as `bg-[#4268EA]`, and the styles work there too.' },
    ],
    async proof() {
      const { execFile } = await import('node:child_process')
      const { promisify } = await import('node:util')
      const { readAll } = await import('./support/issues')
      const pkg = unpacked('weapp-tailwindcss-webpack-plugin@1.12.8')
      const dist = readAll(path.join(pkg, 'dist'), /\.js$/)
      assert.ok(!/classCache|tailwindcss-patch/.test(dist.map(f => f.text).join('\n')), 'no class set in 1.12.8')
      const chunk = dist.find(f => f.text.includes('function templeteHandler('))!
      const script = `
const o = require(${JSON.stringify(path.join(pkg, 'dist', chunk.file))}).getOptions({})
Promise.resolve(o.styleHandler('.bg-\\\\[\\\\#4268EA\\\\] { color: red }', { isMainChunk: true })).then(css => console.log(JSON.stringify({
  handlers: Object.keys(o).filter(k => typeof o[k] === 'function' && /Handler$/.test(k)),
  wxml: o.templeteHandler('<view class="bg-[#4268EA] shadow-indigo-100"></view>'),
  css,
})))`
      const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') } })
      const v1 = JSON.parse(stdout) as { handlers: string[], wxml: string, css: string }
      assert.deepEqual(v1.handlers, ['templeteHandler', 'styleHandler', 'jsxHandler'], 'no handler for plain JS')
      assert.equal(v1.wxml, '<view class="bg-_bl__h_4268EA_br_ shadow-indigo-100"></view>', 'template arbitrary value escaped')
      assert.equal(v1.css, '.bg-_bl__h_4268EA_br_ { color: red }', 'stylesheet escaped to another name than the raw JS string')
      const scratch = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'issues-b-replace-'))
      process.once('exit', () => fs.rmSync(scratch, { recursive: true, force: true }))
      fs.copyFileSync(path.join(pkg, 'dist/replace.js'), path.join(scratch, 'replace.mjs'))
      const { replaceJs } = await import(path.join(scratch, 'replace.mjs')) as { replaceJs: (s: string) => string }
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const h5 = (await runTailwind3({ template: '<view class="bg-[#4268EA]"></view>', options: {} })).css
      assert.ok(h5.includes('.bg-\\[\\#4268EA\\]'), 'H5 stylesheet: the raw class name')
      assert.ok(!h5.includes(replaceJs('bg-[#4268EA]')), 'the replaceJs name is not in the H5 stylesheet')
    },
  },
  // ------------------------------------------------------------------ use-with-nutui
  {
    id: 'nut-b-remove-cursor-style-only-cursor',
    says: 'postcss-html-transform 4.2.1 (the step @tarojs/plugin-html turns on; that NutUI needs the plugin is recorded in vars-nutui-needs-plugin-html) removes the TW3 * block that declares the --tw-* initial values, with removeCursorStyle true and false alike; the option only decides whether cursor declarations are removed',
    slow: true,
    quotes: [
      { page: NUT_EN, text: 'In fact this option only decides whether `cursor` declarations are deleted; it has nothing to do with `*` rules:' },
      { page: NUT, text: '而它会删掉 Tailwind CSS 赖以工作的一段全局变量' },
      { page: NUT_EN, text: 'which deletes a block of global variables Tailwind CSS relies on' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const { default: postcss } = await import('postcss')
      const dir = unpacked('postcss-html-transform@4.2.1')
      const plugin = createRequire(import.meta.url)(path.join(dir, 'index.js'))
      const make = plugin.default ?? plugin
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const raw = (await runTailwind3({ template: '<view class="shadow-lg"></view>', css: TW3_DIRECTIVES, options: {} })).css
      assert.match(raw, /\*, ::before, ::after \{[^}]*--tw-translate-x: 0;/, 'the * block declares the --tw-* initial values')
      const run = async (removeCursorStyle: boolean) => (await postcss([make({ platform: 'weapp', removeCursorStyle })]).process(`${raw}\n.pointer { cursor: pointer; color: red }`, { from: undefined })).css
      const on = await run(true)
      const off = await run(false)
      assert.ok(!on.includes('*, ::before, ::after') && !off.includes('*, ::before, ::after'), 'the * block goes either way')
      assert.ok(!on.includes('cursor: pointer') && off.includes('cursor: pointer'), 'only cursor depends on the option')
    },
  },
  {
    id: 'wot-b-uni-app-props-go-to-js',
    says: "@dcloudio/uni-mp-compiler 3.0.0-alpha-5020620260914001 moves a component's static attributes (other than class, style, data-* and its own markers, and other than the component's externalClasses) into the u-p object bound from JS; weapp-tailwindcss 4.12.0's transformJs escapes such a customClass string when its classes are in the class set",
    slow: true,
    quotes: [
      { page: WOT, text: 'uni-app Vue 3 会把组件属性编译进 JS，weapp-tailwindcss 会在 JS 里完成转义，因此任意值也能正常使用。' },
      { page: WOT_EN, text: 'uni-app Vue 3 compiles component props into JS, and weapp-tailwindcss escapes them in the JS, so arbitrary values work too.' },
    ],
    async proof() {
      const pkg = unpacked('@dcloudio/uni-mp-compiler@3.0.0-alpha-5020620260914001')
      assert.match(fs.readFileSync(path.join(pkg, 'dist/transforms/utils.js'), 'utf8'), /exports\.ATTR_VUE_PROPS = 'u-p';/)
      const component = fs.readFileSync(path.join(pkg, 'dist/transforms/transformComponent.js'), 'utf8')
      const staticBranch = component.slice(component.indexOf('if ((0, uni_cli_shared_1.isAttributeNode)(prop)) {'), component.indexOf('else if ((0, uni_cli_shared_1.isDirectiveNode)(prop)) {'))
      assert.match(staticBranch, /if \(externalClasses\?\.includes\(name\)\) \{\s*continue;/, 'externalClasses stay in the template')
      assert.match(staticBranch, /properties\.push\(createObjectProperty\(name, \(0, types_1\.stringLiteral\)\(prop\.value\?\.content \|\| ''\)\)\);/, 'a static prop becomes an object property')
      assert.match(component, /props\.push\(\(0, uni_cli_shared_1\.createBindDirectiveNode\)\(utils_1\.ATTR_VUE_PROPS, \(0, codegen_1\.genBabelExpr\)\(\(0, types_1\.objectExpression\)\(properties\)\)\)\);/, 'bound as u-p')
      assert.match(component, /const builtInProps = \[\s*\/\/ 'id',\s*'class',\s*'style',/, 'class and style are not props')
      const classes = ['bg-[#0f766e]!', 'rounded-none!', 'px-[48rpx]!']
      const out = (await (await context()).transformJs(`const _p = { type: 'primary', customClass: '${classes.join(' ')}' }`, { runtimeSet: new Set(classes) })).code
      assert.ok(out.includes("customClass: 'bg-_b_h0f766e_B_e rounded-none_e px-_b48rpx_B_e'"), out)
    },
  },
  // ------------------------------------------------------------------ more-tags
  {
    id: 'tags-b-conditional-class-on-the-component',
    says: "A conditional class written on a button, class=\"{{ dark ? 'bg-zinc-900' : 'bg-white' }}\", gets plain one-class rules .bg-zinc-900 / .bg-white with no tag or * (TW3 and TW4 after 4.12.0), and the template keeps both names",
    quotes: [
      { page: TAGS, text: "不需要跟随父级状态时，直接在组件上写条件类名，例如 `class=\"{{ dark ? 'bg-zinc-900' : 'bg-white' }}\"`。" },
      { page: TAGS_EN, text: "When the component does not need to follow its parent's state, write a conditional class name directly on it, for example `class=\"{{ dark ? 'bg-zinc-900' : 'bg-white' }}\"`." },
    ],
    async proof() {
      const template = "<button class=\"{{ dark ? 'bg-zinc-900' : 'bg-white' }}\"></button>"
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const selectors = (wxss: string) => wxss.split('\n').filter(line => /bg-(?:zinc-900|white)/.test(line) && line.trimEnd().endsWith('{')).map(line => line.trim())
      const tw3 = await runTailwind3({ template, options: {} })
      assert.deepEqual(selectors(tw3.wxss).sort(), ['.bg-white {', '.bg-zinc-900 {'])
      assert.equal(tw3.wxml, template, 'the template keeps both names')
      const tw4 = await runTailwind4({ template, css: TW4_ENTRY, options: {} })
      assert.deepEqual(selectors(tw4.wxss).map(line => line.replace(':not(#\\#)', '')).sort(), ['.bg-white {', '.bg-zinc-900 {'])
    },
  },
  {
    id: 'v1-b-platform-env-variables',
    says: "uni's CLI (@dcloudio/vite-plugin-uni 3.0.0-alpha-5020620260914001) sets process.env.UNI_PLATFORM from -p (default h5) and @dcloudio/uni-cli-shared defines process.env.UNI_PLATFORM in the bundle; Taro's CLI 4.2.1 sets process.env.TARO_ENV from --type and @tarojs/webpack5-runner 4.2.1 defines process.env.TARO_ENV as the build adapter (default H5) in the H5 and mini-program bundles",
    slow: true,
    quotes: [
      { page: V1, text: "不使用 uni-app 条件编译的项目，可以改为判断环境变量，例如 `process.env.UNI_PLATFORM === 'h5'` 或 `process.env.TARO_ENV === 'h5'`。" },
      { page: V1_EN, text: "Projects that don't use uni-app's conditional compilation can check an environment variable instead, for example `process.env.UNI_PLATFORM === 'h5'` or `process.env.TARO_ENV === 'h5'`." },
    ],
    async proof() {
      const read = (pkg: string, file: string) => fs.readFileSync(path.join(unpacked(pkg), file), 'utf8')
      const uniVersion = '3.0.0-alpha-5020620260914001'
      assert.match(read(`@dcloudio/vite-plugin-uni@${uniVersion}`, 'dist/cli/index.js'), /\.option\('-p, --platform \[platform\]', [^{]*\{\s*default: 'h5',/)
      assert.match(read(`@dcloudio/vite-plugin-uni@${uniVersion}`, 'dist/cli/utils.js'), /process\.env\.UNI_PLATFORM = options\.platform;/)
      assert.match(read(`@dcloudio/uni-cli-shared@${uniVersion}`, 'dist/env/define.js'), /'process\.env\.UNI_PLATFORM': JSON\.stringify\(process\.env\.UNI_PLATFORM\)/)
      assert.match(read('@tarojs/cli@4.2.1', 'dist/cli.js'), /if \(args\.type\) \{\s*process\.env\.TARO_ENV = args\.type;/)
      const h5 = read('@tarojs/webpack5-runner@4.2.1', 'dist/webpack/H5WebpackPlugin.js')
      assert.match(h5, /buildAdapter = helper_1\.PLATFORMS\.H5/)
      assert.match(h5, /env\.TARO_ENV = JSON\.stringify\(buildAdapter\);/)
      assert.match(h5, /target\[`process\.env\.\$\{key\}`\] = env\[key\];/, 'defined as process.env.TARO_ENV in the bundle')
      assert.match(read('@tarojs/webpack5-runner@4.2.1', 'dist/webpack/MiniWebpackPlugin.js'), /env\.TARO_ENV = JSON\.stringify\(buildAdapter\);/)
    },
  },
  // ------------------------------------------------------------------ group-and-peer (WXSS compiler)
  {
    id: 'gp-b-wcsc-rejects-pseudo-before-sibling',
    says: "WeChat's WXSS compiler wcsc (miniprogram-compiler 0.2.3, v0.4me_20190328) fails the whole file with unexpected token `~` when a pseudo-class, pseudo-element, attribute or id selector stands before ~, including the peer-checked rule weapp-tailwindcss 4.12.0 emits; a class selector or a tag name before ~ compiles, as do the peer-[.is-pressed] and group-[.is-pressed] rules",
    slow: true,
    quotes: [
      { page: GP, text: '微信的 WXSS 编译器不接受伪类后面紧跟 `~`，遇到就整份样式编译失败，页面白屏。' },
      { page: GP, text: '`~` 前面是类选择器（如 `.a ~ .b`）或标签名时可以通过，前面是伪类、伪元素、属性选择器或 id 选择器时同样报错。' },
      { page: GP_EN, text: "WeChat's WXSS compiler does not accept a pseudo-class immediately followed by `~`; when it meets one, the whole stylesheet fails to compile and the page goes blank." },
      { page: GP_EN, text: 'A `~` compiles when a class selector (as in `.a ~ .b`) or a tag name stands before it; with a pseudo-class, a pseudo-element, an attribute selector or an id selector before it, the same error comes up.' },
    ],
    async proof() {
      const { wcsc } = await import('./support/issues-b')
      const rule = (selector: string) => `.ok { color: blue; }\n${selector} { color: red; }\n`
      for (const selector of ['.peer:checked ~ .b', '.peer:focus~.b', '.a::after ~ .b', '[x] ~ .b', '#a ~ .b']) {
        const { status, output } = await wcsc(rule(selector))
        assert.notEqual(status, 0, selector)
        assert.match(output, /unexpected token `~`/, selector)
        assert.ok(!output.includes('color:blue') && !output.includes('color: blue'), `${selector}: nothing of the file is emitted`)
      }
      for (const selector of ['.a ~ .b', 'view ~ .b', '.a:checked .b']) assert.equal((await wcsc(rule(selector))).status, 0, selector)
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const built = async (template: string) => (await runTailwind3({ template, css: '@tailwind utilities;', options: {} })).wxss
      const checked = await built('<view class="peer"></view><view class="peer-checked:bg-rose-400"></view>')
      assert.match(checked, /\.peer:checked ?~ ?\./, checked)
      assert.match((await wcsc(checked)).output, /unexpected token `~`/, 'the peer-checked output fails')
      const pressed = await built('<view class="group peer" hover-class="is-pressed"></view><view class="peer-[.is-pressed]:bg-rose-400 group-[.is-pressed]:text-sky-600"></view>')
      assert.match(pressed, /\.peer\.is-pressed ?~ ?\./)
      assert.equal((await wcsc(pressed)).status, 0, 'the class-based output compiles')
    },
  },
  {
    id: 'wot-b-dark-symptom',
    says: 'wot-design-uni 1.14.0 writes its dark styles under .wot-theme-dark (e.g. .wot-theme-dark .wd-button.is-info), which wd-config-provider adds; Tailwind CSS 4.3.5 and 3.4.19 compile dark: by default to @media (prefers-color-scheme: dark) with no .wot-theme-dark in it',
    slow: true,
    quotes: [
      { page: WOT_EN, text: "After switching wot to dark mode, the components darken, but utility classes written with `dark:` on the page don't follow." },
      { page: WOT, text: '切换到 wot 的深色模式后，组件变暗了，页面上用 `dark:` 写的工具类却没有跟着变化。' },
    ],
    async proof() {
      const pkg = unpacked('wot-design-uni@1.14.0')
      const scss = fs.readFileSync(path.join(pkg, 'components/wd-button/index.scss'), 'utf8')
      assert.match(scss, /^\.wot-theme-dark \{\s*@include b\(button\) \{\s*@include when\(info\) \{\s*background: \$-dark-background4;/m, 'dark styles under .wot-theme-dark')
      assert.ok(fs.readFileSync(path.join(pkg, 'components/wd-config-provider/wd-config-provider.vue'), 'utf8').includes('return `wot-theme-${props.theme} ${props.customClass}`'))
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="dark:bg-zinc-900"></view>'
      for (const css of [(await runTailwind4({ template, css: TW4_ENTRY, options: {} })).wxss, (await runTailwind3({ template, options: {} })).wxss]) {
        assert.match(css, /@media \(prefers-color-scheme: dark\)/)
        assert.ok(!css.includes('wot-theme-dark'))
      }
    },
  },
  {
    id: 'gp-b-hover-class-components',
    says: "@tarojs/components 4.2.1's typings of the mini-program components document hoverClass as the class applied while pressed (default none on View, button-hover on Button, navigator-hover on Navigator), with hoverStartTime and hoverStayTime beside it, on View, Button and Navigator, supported on weapp; Text and Image have no hoverClass",
    slow: true,
    quotes: [
      { page: GP, text: '`hover-class` 只在 `view`、`button`、`navigator` 等支持它的组件上有效，按压态出现和保持的时间可以用同一元素上的 `hover-start-time`、`hover-stay-time` 调整。' },
      { page: GP, text: '按压时小程序会把这个类加到父元素上' },
      { page: GP_EN, text: '`hover-class` only works on components that support it, such as `view`, `button` and `navigator`.' },
      { page: GP_EN, text: 'How soon the press state appears and how long it stays can be tuned with `hover-start-time` and `hover-stay-time` on the same element.' },
      { page: GP_EN, text: 'while it is pressed, the mini-program adds that class to the parent' },
    ],
    async proof() {
      const types = path.join(unpacked('@tarojs/components@4.2.1'), 'types')
      const read = (name: string) => fs.readFileSync(path.join(types, `${name}.d.ts`), 'utf8')
      const doc = (text: string, prop: string) => {
        const at = text.indexOf(`  ${prop}?:`)
        assert.ok(at > 0, prop)
        return text.slice(text.lastIndexOf('/**', at), at)
      }
      for (const name of ['View', 'Button', 'Navigator']) {
        const text = read(name)
        assert.match(doc(text, 'hoverClass'), /指定按下去的样式类[\s\S]*@supported weapp/, `${name}: hoverClass on weapp`)
        assert.match(doc(text, 'hoverStartTime'), /按住后多久出现点击态/, `${name}: hoverStartTime`)
        assert.match(doc(text, 'hoverStayTime'), /手指松开后点击态保留时间/, `${name}: hoverStayTime`)
      }
      for (const name of ['Text', 'Image']) assert.ok(!read(name).includes('hoverClass'), `${name} has no hoverClass`)
    },
  },
  {
    id: 'wot-b-wechat-style-isolation-defaults',
    says: "WeChat's component framework docs: custom component styles are isolated by default (styleIsolation isolated), while a page root component or a component listed in app.json pages defaults to shared; external classes are the way, under that isolation, for a component to take style classes from its user",
    quotes: [
      { page: WOT, text: '**样式隔离**：自定义组件默认开启样式隔离，组件里写的覆盖规则进不了 wot 组件内部；页面没有这个限制。' },
      { page: WOT_EN, text: "**Style isolation**: custom components have style isolation on by default, so override rules written in a component can't get inside wot components; pages don't have this restriction." },
      { page: EXT, text: '原生组件默认样式隔离，外部样式类机制本身就是为跨越隔离设计的，所以不需要再开启 `addGlobalClass`。' },
      { page: EXT_EN, text: 'Native components isolate styles by default, and the external class mechanism exists precisely to cross that isolation, so you do not need to enable `addGlobalClass` as well.' },
    ],
    manual: {
      ran: "Read WeChat's official documentation page developers.weixin.qq.com/miniprogram/dev/framework/component-framework/style.html (section 组件样式隔离: by default a custom component's styles are only affected by its own WXSS; styleIsolation defaults to isolated in components and to shared for a Page root component or a component whose path is in app.json pages), and component-framework/external-classes (引用外部样式: under component style isolation, externalClasses let a component accept style classes passed by its user, written in the page's WXSS), as stored in the documentation index",
      versions: 'WeChat mini-program documentation as of 2026-11-29',
      on: '2026-11-29',
      why: 'WeChat runtime behaviour; WeChat DevTools does not run here',
    },
  },
  {
    id: 'xhs-b-taro-plugin-extensions',
    says: 'The Taro Xiaohongshu platform plugin writes templates as .xhsml and styles as .css, both taken by the default matchers (xhs-default-matchers), so weapp-tailwindcss needs the same setup as for WeChat',
    quotes: [
      { page: XHS, text: 'weapp-tailwindcss 的接入方式与微信小程序相同' },
      { page: XHS_EN, text: 'weapp-tailwindcss is set up the same way as for WeChat mini-programs' },
    ],
    manual: {
      ran: "Read src/program.ts of NervJS/taro-plugin-platform-xhs at commit 0a412684bef1f90a71263ca4dc70826f3c0b2ecc: platform 'xhs', fileType { templ: '.xhsml', style: '.css', config: '.json', script: '.js' }; weapp-tailwindcss 4.12.0's default htmlMatcher and cssMatcher take .xhsml and .css (tested in xhs-default-matchers)",
      versions: '@tarojs/plugin-platform-xhs source at the commit named; weapp-tailwindcss 4.12.0',
      on: '2026-11-29',
      why: 'the plugin is not available from the npm registry here, so its source was read rather than run',
    },
  },
])
