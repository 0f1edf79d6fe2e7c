// Inputs that go through the /play page in Chromium and through the same packages in Node;
// their WXSS and template must be identical byte for byte (parity.spec.ts).
const ENTRY = '@import "weapp-tailwindcss/index.css";\n'

export interface CorpusEntry {
  name: string
  template: string
  css?: string
  options?: string
  script?: string
}

export const CORPUS: CorpusEntry[] = [
  { name: 'arbitrary width', template: '<view class="w-[100px]">a</view>' },
  { name: 'arbitrary colour', template: '<view class="text-[#333] bg-[#fafafa]">a</view>' },
  { name: 'arbitrary rpx', template: '<view class="w-[300rpx] h-[120rpx] text-[32rpx]">a</view>' },
  { name: 'calc', template: '<view class="w-[calc(100%-10px)]">a</view>' },
  { name: 'background url', template: `<view class="bg-[url('https://example.com/a.png')]">a</view>` },
  { name: 'after content', template: `<view class="after:content-['x']">a</view>` },
  { name: 'colour with opacity', template: '<view class="bg-red-500/50 text-blue-600/75">a</view>' },
  { name: 'arbitrary opacity', template: '<view class="bg-[#ff0000]/[0.3]">a</view>' },
  { name: 'hover and active', template: '<view class="hover:bg-gray-200 active:bg-gray-300">a</view>' },
  { name: 'dark variant', template: '<view class="dark:bg-black dark:text-white">a</view>' },
  { name: 'nested variants', template: '<view class="dark:hover:bg-sky-700 md:hover:text-red-500">a</view>' },
  { name: 'responsive', template: '<view class="sm:p-2 md:p-4 lg:p-8">a</view>' },
  { name: 'spacing base of 1rpx', template: '<view class="h-30 p-4">a</view>', css: `${ENTRY}@theme {\n  --spacing: 1rpx;\n}\n`, options: '{ "rem2rpx": true }' },
  { name: 'important', template: '<view class="!mt-4 !text-[20px]">a</view>' },
  { name: 'important suffix', template: '<view class="mt-4! p-2!">a</view>' },
  { name: 'space-y', template: '<view class="space-y-4"><view>1</view><view>2</view></view>' },
  { name: 'space-x reverse', template: '<view class="space-x-2 space-x-reverse"><text>1</text><text>2</text></view>' },
  { name: 'divide', template: '<view class="divide-y divide-gray-200"><view>1</view><view>2</view></view>' },
  { name: 'rem2rpx', template: '<view class="p-4 text-lg">a</view>', options: '{"rem2rpx": true}' },
  { name: 'px2rpx', template: '<view class="w-[100px] border-[2px]">a</view>', options: '{"px2rpx": true}' },
  { name: 'no preflight', template: '<view class="p-1">a</view>', options: '{"cssPreflight": false}' },
  { name: 'child combinator value', template: '<view class="space-y-2"><view>1</view></view>', options: '{"cssChildCombinatorReplaceValue": ["view", "text", "button"]}' },
  { name: 'apply', template: '<view class="card">a</view>', css: `${ENTRY}.card { @apply rounded-lg bg-white p-4 shadow-md; }\n` },
  { name: 'apply arbitrary', template: '<view class="title">a</view>', css: `${ENTRY}.title { @apply text-[30rpx] font-bold text-[#123456]; }\n` },
  { name: 'theme colour', template: '<view class="bg-brand text-brand/50">a</view>', css: `${ENTRY}@theme { --color-brand: #0ea5e9; }\n` },
  { name: 'own css rpx', template: '<view class="box">a</view>', css: `${ENTRY}.box { width: 200rpx; margin: 1rem; }\n` },
  { name: 'chinese text', template: '<view class="font-bold text-rose-600">你好，小程序！</view>' },
  { name: 'chinese arbitrary content', template: `<view class="before:content-['提示']">a</view>` },
  { name: 'unicode emoji', template: `<view class="after:content-['✓'] text-[#0f0]">🎉 完成</view>` },
  { name: 'fractions', template: '<view class="w-1/2 translate-x-1/3">a</view>' },
  { name: 'grid arbitrary', template: '<view class="grid grid-cols-[1fr_2fr] gap-[10rpx]">a</view>' },
  { name: 'negative values', template: '<view class="-mt-2 -translate-y-[4px]">a</view>' },
  { name: 'mustache expression', template: `<view class="p-2 {{active ? 'bg-[#fff]' : 'bg-[#000]'}}">a</view>` },
  { name: 'hover-class', template: '<view class="p-2" hover-class="bg-[#eee]">a</view>' },
  { name: 'text and image', template: '<view class="flex items-center"><image class="w-[64rpx] h-[64rpx] rounded-full" src="/a.png"></image><text class="ml-2">名</text></view>' },
  { name: 'group and peer', template: '<view class="group"><text class="group-hover:text-red-500">a</text></view>' },
  { name: 'unknown classes untouched', template: '<view class="my-own-class another_one">a</view>' },
  { name: 'script: page data', template: '<view class="{{cls}}">a</view>', script: 'Page({ data: { cls: "w-[320rpx] bg-[#0ea5e9] p-[24rpx]" } })\n' },
  { name: 'script: compiled JSX', template: '<view>a</view>', script: 'import { jsx as _jsx } from "react/jsx-runtime";\nexport default () => _jsx(View, { className: "h-[88rpx] text-[#333] after:content-[\'x\']", children: "a" });\n' },
  { name: 'script: template literal and array', template: '<view>a</view>', script: 'const size = 2\nconst a = `m-[${size}px] p-[10px]`\nconst b = ["bg-red-500/50", "!mt-4"].join(" ")\n' },
]
