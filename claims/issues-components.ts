// Claims of the component pages under docs/issues (externalClasses, …) and their English twins.
import assert from 'node:assert/strict'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, declaredOption, readAll, unpacked } from './support/issues'

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
])
