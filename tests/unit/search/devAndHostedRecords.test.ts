import { describe, expect, it } from 'vitest'
import { plainText, recordsFromMarkdown } from '../../../plugins/local-search/recordsFromMarkdown'
import { toAlgoliaRecords } from '../../../plugins/local-search/toAlgoliaRecords'
import { sampleRecords } from './records'

describe('recordsFromMarkdown (the dev server index)', () => {
  const markdown = `---
title: rem 转 rpx
keywords: [rem2rpx]
---

import Tabs from '@theme/Tabs'

开启 **rem2rpx** 后，[rem](https://example.com) 会换算成 \`rpx\`。

:::tip[提示]
默认关闭。
:::

## 配置 {#config}

| 名称 | 默认值 |
| --- | --- |
| rootValue | 32 |

\`\`\`js title="vite.config.ts"
rem2rpx: true
## 这不是标题
\`\`\`

### Taro 项目

<Tabs><TabItem value="npm">npm i</TabItem></Tabs>

- [另一页](/docs/other)
`
  const records = recordsFromMarkdown({
    markdown,
    path: '/docs/quick-start/rem2rpx',
    title: 'rem 转 rpx',
    keywords: ['rem2rpx'],
    lvl0: '文档',
    docusaurus_tag: 'docs-default-current',
    language: 'zh-cn',
  })

  it('splits the page at h2 and h3 with Docusaurus anchors, ignoring headings inside code', () => {
    expect(records.map(record => [record.url, record.type, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['/docs/quick-start/rem2rpx', 'lvl1', null, null],
      ['/docs/quick-start/rem2rpx#config', 'lvl2', '配置', null],
      ['/docs/quick-start/rem2rpx#taro-项目', 'lvl3', '配置', 'Taro 项目'],
    ])
  })

  it('keeps the text readers see and drops imports, markup and front matter', () => {
    expect(records[0].content).toBe('开启 rem2rpx 后，rem 会换算成 rpx。 默认关闭。')
    expect(records[1].content).toBe('名称 默认值 rootValue 32 rem2rpx: true ## 这不是标题')
    // The link-only list item names another page: not indexed.
    expect(records[2].content).toBe('npm i')
    expect(records[0].keywords).toEqual(['rem2rpx'])
  })

  it('reduces inline markup to text', () => {
    expect(plainText('- 见 [配置](/docs/options) 与 ![图](/img/a.svg) 和 `w-[100px]` {/* 注释 */}')).toBe('见 配置 与 图 和 w-[100px]')
  })
})

describe('toAlgoliaRecords (npm run search:records)', () => {
  it('writes DocSearch crawler records with absolute URLs under the baseUrl and the whole text', () => {
    const [record] = toAlgoliaRecords([{ ...sampleRecords[1], content: 'x'.repeat(1000) }], 'https://tw.example', '/sub/')
    expect(record).toMatchObject({
      objectID: '/docs/issues/use-with-nutui#样式被覆盖',
      url: 'https://tw.example/sub/docs/issues/use-with-nutui#样式被覆盖',
      url_without_anchor: 'https://tw.example/sub/docs/issues/use-with-nutui',
      anchor: '样式被覆盖',
      type: 'lvl2',
      hierarchy: { lvl0: '文档', lvl1: '和 NutUI 一起使用（Taro）', lvl2: '样式被覆盖', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      language: 'zh-cn',
      docusaurus_tag: 'docs-default-current',
      weight: { level: 90, position: 1 },
    })
    expect(record.content).toHaveLength(1000)
  })
})
