import type { SearchRecord } from '../../../plugins/local-search/client/searchRecord'

// A few records in the shape the index builder writes, for engine and client tests.
export function record(partial: Partial<SearchRecord> & { url: string; lvl1: string; lvl2?: string; lvl3?: string }): SearchRecord {
  const { url, lvl1, lvl2 = null, lvl3 = null, ...rest } = partial
  const anchor = url.includes('#') ? url.split('#')[1] : null
  return {
    url,
    anchor,
    type: lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: rest.hierarchy?.lvl0 ?? '文档', lvl1, lvl2, lvl3 },
    content: '',
    keywords: [],
    language: 'zh-cn',
    docusaurus_tag: 'docs-default-current',
    position: anchor ? 1 : 0,
    questions: [],
    ...rest,
  }
}

export const sampleRecords: SearchRecord[] = [
  record({
    url: '/docs/issues/use-with-nutui',
    lvl1: '和 NutUI 一起使用（Taro）',
    keywords: ['NutUI', 'Taro', '@tarojs/plugin-html'],
    content: '在 Taro 项目里同时使用 NutUI 与 Tailwind CSS 时，需要开启 @tarojs/plugin-html 并注意样式优先级。',
  }),
  record({
    url: '/docs/issues/use-with-nutui#样式被覆盖',
    lvl1: '和 NutUI 一起使用（Taro）',
    lvl2: '样式被覆盖',
    content: 'NutUI 的组件样式可能覆盖 Tailwind CSS 的原子类。',
  }),
  record({
    url: '/docs/issues/rpx-ambiguities',
    lvl1: 'rpx 任意值被当成颜色',
    keywords: ['text-[32rpx]', 'rpx'],
    content: '写 text-[32rpx] 时生成了 color: 32rpx，需要用 length: 前缀消除二义性。',
  }),
  record({
    url: '/docs/quick-start/rem2rpx',
    lvl1: 'rem 转 rpx',
    content: '开启 rem2rpx 后，Tailwind CSS 生成的 rem 会换算成 rpx。',
  }),
  record({
    url: '/docs/intro',
    lvl1: '简介',
    content: 'weapp-tailwindcss 让你在小程序里使用 Tailwind CSS，顺带一提 rem2rpx 也可以用。',
  }),
  record({
    url: '/docs/issues/html-in-text#example',
    lvl1: '模板里的标签',
    lvl2: '示例',
    content: '不要在文本里写 <img src=x onerror=alert(1)> 这样的标签，rpx 也一样。',
  }),
  record({
    url: '/blog/2025/11/v4.7.0-merge-runtime',
    lvl1: '4.7.0：把类名合并交还给运行时',
    hierarchy: { lvl0: '博客', lvl1: '4.7.0：把类名合并交还给运行时', lvl2: null, lvl3: null },
    docusaurus_tag: 'default',
    content: 'twMerge 在小程序里也能用了，rpx 类名照样合并。',
  }),
]
