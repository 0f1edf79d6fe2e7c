// Second reading of the @property, multi-platform, plugins, typography, load-font and icons pages: sentences
// fixed or still unproven after the morning's revision, run against the pinned packages (Tailwind CSS 4.3.5,
// weapp-tailwindcss 4.12.0).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const ATP = 'docs/at-property.md'
const ATP_EN = `${EN}at-property.md`

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
])
