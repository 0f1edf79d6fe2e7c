import type { PlayInput } from './types'

const CSS_ENTRY = '@import "weapp-tailwindcss/index.css";\n'

export interface PlayExample {
  id: string
  label: string
  input: PlayInput
  /** The English edition's menu label and template (same classes, English text; left out: the same template). */
  en?: { label: string; template?: string }
}

/** The cases readers ask about most, each a starting point in the examples menu. */
export const EXAMPLES: PlayExample[] = [
  {
    id: 'arbitrary',
    label: '任意值',
    en: { label: 'Arbitrary values', template: '<view class="w-[300rpx] h-[120rpx] bg-[#1e90ff] text-[32rpx] text-white">Arbitrary values</view>' },
    input: { template: '<view class="w-[300rpx] h-[120rpx] bg-[#1e90ff] text-[32rpx] text-white">任意值</view>', css: CSS_ENTRY, options: '{}', script: '' },
  },
  {
    id: 'opacity',
    label: '带透明度的颜色',
    en: { label: 'Colors with opacity', template: '<view class="bg-red-500/50 text-blue-600/75 p-4">Translucent background</view>' },
    input: { template: '<view class="bg-red-500/50 text-blue-600/75 p-4">半透明背景</view>', css: CSS_ENTRY, options: '{}', script: '' },
  },
  {
    id: 'variants',
    label: '变体',
    en: { label: 'Variants', template: '<view class="bg-gray-100 hover:bg-gray-200 dark:bg-black after:content-[\'✓\'] p-4">Variants</view>' },
    input: { template: '<view class="bg-gray-100 hover:bg-gray-200 dark:bg-black after:content-[\'✓\'] p-4">变体</view>', css: CSS_ENTRY, options: '{}', script: '' },
  },
  {
    id: 'space-y',
    label: 'space-y',
    en: { label: 'space-y', template: '<view class="space-y-4">\n  <view class="bg-green-200 p-2">First row</view>\n  <view class="bg-green-300 p-2">Second row</view>\n  <text class="text-sm">Third row</text>\n</view>' },
    input: { template: '<view class="space-y-4">\n  <view class="bg-green-200 p-2">第一行</view>\n  <view class="bg-green-300 p-2">第二行</view>\n  <text class="text-sm">第三行</text>\n</view>', css: CSS_ENTRY, options: '{}', script: '' },
  },
  {
    id: 'rpx',
    label: 'rpx 单位',
    en: { label: 'rpx units', template: '<view class="w-[375rpx] h-[200rpx] bg-amber-300 text-[28rpx]">Half the screen wide</view>' },
    input: { template: '<view class="w-[375rpx] h-[200rpx] bg-amber-300 text-[28rpx]">半屏宽</view>', css: CSS_ENTRY, options: '{}', script: '' },
  },
  {
    id: 'rem2rpx',
    label: 'rem2rpx',
    en: { label: 'rem2rpx', template: '<view class="p-4 m-2 text-lg bg-sky-200">rem converted to rpx</view>' },
    input: { template: '<view class="p-4 m-2 text-lg bg-sky-200">rem 转成 rpx</view>', css: CSS_ENTRY, options: '{\n  "rem2rpx": true\n}', script: '' },
  },
  {
    id: 'spacing-rpx',
    label: '间距基准改成 1rpx',
    en: { label: 'Spacing base set to 1rpx', template: '<view class="h-30 p-4 bg-sky-200">h-30 is 30rpx</view>' },
    input: { template: '<view class="h-30 p-4 bg-sky-200">h-30 就是 30rpx</view>', css: `${CSS_ENTRY}\n@theme {\n  --spacing: 1rpx;\n}\n`, options: '{\n  "rem2rpx": true\n}', script: '' },
  },
  {
    id: 'apply',
    label: '@apply',
    en: { label: '@apply', template: '<view class="card">A card composed with @apply</view>' },
    input: { template: '<view class="card">用 @apply 组合的卡片</view>', css: `${CSS_ENTRY}\n.card {\n  @apply rounded-lg bg-white p-4 shadow-md text-[30rpx];\n}\n`, options: '{}', script: '' },
  },
  {
    id: 'script',
    label: 'JS 里的类名',
    en: { label: 'Class names in JS', template: '<view class="{{cls}}">Class names from the script</view>' },
    input: {
      template: '<view class="{{cls}}">类名来自脚本</view>',
      css: CSS_ENTRY,
      options: '{}',
      script: 'Page({\n  data: {\n    cls: "w-[320rpx] bg-[#0ea5e9] text-white p-[24rpx]",\n  },\n})\n',
    },
  },
  {
    id: 'chinese',
    label: '中文内容',
    // Chinese text in the template is what this example shows, so the English edition keeps it.
    en: { label: 'Chinese text' },
    input: { template: '<view class="font-bold text-[36rpx] text-rose-600">你好，小程序！</view>\n<text class="text-gray-500">中文文字与 Tailwind CSS 类名</text>', css: CSS_ENTRY, options: '{}', script: '' },
  },
]

export const DEFAULT_EXAMPLE = EXAMPLES[0]!

/** The examples as a page in `locale` shows them: same ids and classes, the English edition's text on /en/. */
export function examplesFor(locale: string): PlayExample[] {
  if (locale !== 'en') return EXAMPLES
  return EXAMPLES.map(({ id, label, input, en }) => ({ id, label: en?.label ?? label, input: en?.template ? { ...input, template: en.template } : input }))
}

const EXAMPLE_HASH = /^#?example=([\w-]+)$/

/** The example a docs page links to as `/play#example=<id>`, or null for any other hash. */
export function exampleFromHash(hash: string, examples: PlayExample[] = EXAMPLES): PlayExample | null {
  const id = EXAMPLE_HASH.exec(hash)?.[1]
  return examples.find(example => example.id === id) ?? null
}
