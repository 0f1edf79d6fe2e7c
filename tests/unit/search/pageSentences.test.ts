import { describe, expect, it } from 'vitest'
import { plainText, sentencesOfExcerpts, sentencesOfMarkdown } from '../../../plugins/local-search/client/pageSentences'

const twin = `# 和 NutUI 一起使用

> 页面摘要：不是正文。

URL: https://docs.example/docs/issues/use-with-nutui

开启 \`@tarojs/plugin-html\` 之后，NutUI 的变量作用域会被删除。所以阴影类失效！

## 解决方法

把 [变量作用域](https://docs.example/docs/issues/css-vars) 放回 \`page\` 上；详见[另一页][other]。

\`\`\`ts title="config/index.ts"
// 代码里的句子。不是引文。
const a = 1
\`\`\`

| 现象 | 去哪里看 |
| --- | --- |
| \`shadow-lg\` 没效果 | [css-vars](https://docs.example/docs/issues/css-vars) |

### 类型

#### 默认值

- 第一条列表项。
- 第二条列表项，带 **强调**。
`

describe('sentencesOfMarkdown', () => {
  const sentences = sentencesOfMarkdown(twin)

  it('reads the prose sentence by sentence under its heading, skipping title, summary, URL and code', () => {
    expect(sentences.map(({ heading, text }) => [heading, text])).toEqual([
      [null, '开启 @tarojs/plugin-html 之后，NutUI 的变量作用域会被删除。'],
      [null, '所以阴影类失效！'],
      ['解决方法', '把 变量作用域 放回 page 上；'],
      ['解决方法', '详见另一页。'],
      ['解决方法', 'shadow-lg 没效果 → css-vars'],
      ['类型', '第一条列表项。'],
      ['类型', '第二条列表项，带 强调。'],
    ])
  })

  it('marks the sentences that send the reader to another page', () => {
    expect(sentences.filter(sentence => sentence.pointer).map(sentence => sentence.text)).toEqual([
      '把 变量作用域 放回 page 上；', '详见另一页。', 'shadow-lg 没效果 → css-vars',
    ])
  })

  it('keeps a four-backtick block that shows a three-backtick one out of the prose', () => {
    const nested = '正文第一句。\n\n````md\n```ts\nconst b = 2\n```\n引文之外的说明。\n````\n\n正文第二句。\n'
    expect(sentencesOfMarkdown(nested).map(sentence => sentence.text)).toEqual(['正文第一句。', '正文第二句。'])
  })
})

describe('plainText', () => {
  it('keeps what a reader sees of links, code, emphasis and tags', () => {
    expect(plainText('见 [文档](https://x.example/a) 与 `w-[10px]`，**注意** <kbd>Ctrl</kbd> ![图](a.png)')).toBe('见 文档 与 w-[10px]，注意 Ctrl')
    // Half of a bold phrase that a sentence end cut in two; a__b keeps its underscores.
    expect(plainText('升到 4。**')).toBe('升到 4。')
    expect(plainText('**（可选）升级 a__b')).toBe('（可选）升级 a__b')
  })
})

describe('sentencesOfExcerpts', () => {
  it('splits the index excerpts when the page itself cannot be read', () => {
    expect(sentencesOfExcerpts([{ heading: '原因', text: '第一句话在这里。第二句话也在。' }])).toEqual([
      { heading: '原因', text: '第一句话在这里。', pointer: false },
      { heading: '原因', text: '第二句话也在。', pointer: false },
    ])
  })
})
