import { describe, expect, it } from 'vitest'
import { recordsFromMarkdown } from '../../plugins/local-search/recordsFromMarkdown'
import { docUrl, isGeneratedDoc } from '../../lib/content/docs'
import { headingAnchors } from '../../lib/content/headingAnchors'
import { headingId } from '../../lib/content/headingId'
import { markdownLines } from '../../lib/content/markdownLines'

const markdownExample = ['````md', '```js', 'code()', '```', '## 不是标题', '````', '## 真标题', '正文'].join('\n')

describe('markdownLines', () => {
  it('a ```` block showing a ``` block stays one block, and only its own fence closes it', () => {
    expect(markdownLines(markdownExample).map(line => [line.inCode, line.fence, line.info])).toEqual([
      [true, true, 'md'],
      [true, false, undefined],
      [true, false, undefined],
      [true, false, undefined],
      [true, false, undefined],
      [true, true, undefined],
      [false, false, undefined],
      [false, false, undefined],
    ])
  })

  it('~~~ and ``` do not close each other; a longer fence closes a shorter one; text after the marker does not close', () => {
    const lines = markdownLines(['~~~', '```', '~~~ x', '~~~~', 'after'].join('\n'))
    expect(lines.map(line => line.inCode)).toEqual([true, true, true, true, false])
  })
})

describe('the dev-server search records', () => {
  it('keep a heading shown inside an outer code block out of the page headings', () => {
    // The example shows only the opening line of an inner block: a reader's snippet, cut short.
    const markdown = ['````md', '```js', '## 不是标题', '````', '## 真标题', '正文'].join('\n')
    const records = recordsFromMarkdown({ markdown, path: '/docs/x', title: 'X', lvl0: '文档', docusaurus_tag: 'docs', language: 'zh-CN' } as never)
    expect(records.map(record => record.hierarchy.lvl2)).toEqual([null, '真标题'])
  })
})

describe('doc URLs', () => {
  it('a doc is served at /docs/<id>; a category index (index, readme, x/x) at its folder', () => {
    expect(docUrl('intro.md')).toBe('/docs/intro')
    expect(docUrl('issues/index')).toBe('/docs/issues')
    expect(docUrl('community/README.mdx')).toBe('/docs/community')
    expect(docUrl('principle/principle.md')).toBe('/docs/principle')
    expect(docUrl('quick-start/v4/mpx')).toBe('/docs/quick-start/v4/mpx')
  })

  it('the generated API folders are told apart from hand-written pages of similar names', () => {
    expect(isGeneratedDoc('api/interfaces/UserDefinedOptions')).toBe(true)
    expect(isGeneratedDoc('api-v2/index')).toBe(true)
    expect(isGeneratedDoc('api')).toBe(true)
    expect(isGeneratedDoc('apis/x')).toBe(false)
    expect(isGeneratedDoc('ai/index')).toBe(false)
  })
})

describe('heading ids', () => {
  it('reads the id at the end of a heading line or text, escaped or in the MDX 1 form', () => {
    expect(headingId('## 原因 \\{#cause\\}')).toEqual({ text: '## 原因', id: 'cause', escaped: true })
    expect(headingId('## 原因 {#cause}  ')).toEqual({ text: '## 原因', id: 'cause', escaped: false })
    expect(headingId('Notes {#说明}')).toEqual({ text: 'Notes', id: '说明', escaped: false })
    expect(headingId('## 用 `{#id}` 写锚点')).toBeUndefined()
    expect(headingId('## 原因')).toBeUndefined()
  })
})

describe('heading anchors', () => {
  it('computes anchors the way the site does: its slugger, numbered repeats, explicit {#id}', () => {
    const anchors = headingAnchors('## 登记入口：cssEntries\n\n## 原因\n\n## 原因\n\n### 用 Vue 写 App、样式由多个 `<style src>` 引入\n\n## Custom {#custom-id}\n\n## 新标题 {#登记入口}\n')
    expect([...anchors!]).toEqual(['登记入口cssentries', '原因', '原因-1', '用-vue-写-app样式由多个-style-src-引入', 'custom-id', '登记入口'])
  })

  it('leaves out headings shown inside a code block, and answers undefined for a page that does not parse', () => {
    expect([...headingAnchors('````md\n## 示例\n````\n\n## 真标题\n')!]).toEqual(['真标题'])
    expect(headingAnchors('## 标题\n\n<div>\n')).toBeUndefined()
  })
})
