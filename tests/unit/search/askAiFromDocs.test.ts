import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { answerChunks, composeDocsAnswer, escapeMarkdown } from '../../../plugins/local-search/client/askAiFromDocs'
import { findAnswer, type ReadTwin } from '../../../plugins/local-search/client/findAnswer'
import { createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { record, sampleRecords } from './records'

const SITE_ROOT = 'https://docs.example'
const engine = await createSearchEngine(sampleRecords)
const ids = { message: 'msg-1', text: 'text-1' }
const noTwins: ReadTwin = async () => null

const nutuiTwin = `# 和 NutUI 一起使用（Taro）

URL: https://docs.example/docs/issues/use-with-nutui

在 Taro 里用 NutUI 的项目很多。

## 样式被覆盖

开启 @tarojs/plugin-html 后，NutUI 的组件样式会盖过 Tailwind CSS 的原子类，要把插件的样式放到 NutUI 之后引入。
`

describe('findAnswer', () => {
  const question = '在 taro 里使用 NutUI 组件样式被覆盖怎么办'

  it('reads the best pages whole and quotes the sentence that answers, linked to its heading', async () => {
    const read: string[] = []
    const found = await findAnswer(question, engine, async url => {
      read.push(url)
      return url === '/docs/issues/use-with-nutui' ? nutuiTwin : null
    })
    expect(read).toContain('/docs/issues/use-with-nutui')
    expect(found.passages[0]).toMatchObject({ url: '/docs/issues/use-with-nutui#样式被覆盖', heading: '样式被覆盖' })
    expect(found.passages[0].text).toContain('要把插件的样式放到 NutUI 之后引入')
  })

  it('quotes the index excerpts when the pages cannot be read (offline)', async () => {
    const failing: ReadTwin = async () => { throw new TypeError('Failed to fetch') }
    for (const readTwin of [noTwins, failing]) {
      const found = await findAnswer(question, engine, readTwin)
      expect(found.passages[0].url).toBe('/docs/issues/use-with-nutui#样式被覆盖')
      expect(found.passages[0].text).toBe('NutUI 的组件样式可能覆盖 Tailwind CSS 的原子类。')
    }
  })

  it('quotes nothing for a question about something the docs never mention', async () => {
    const found = await findAnswer('量子纠缠 rpx', engine, noTwins)
    expect(found.ranked[0].record.url).toBe('/docs/issues/rpx-ambiguities')
    expect(found.passages).toEqual([])
  })
})

describe('composeDocsAnswer', () => {
  it('quotes each passage with a markdown link to its section, labelled as taken from the docs', async () => {
    const found = await findAnswer('在 taro 里使用 NutUI 组件样式被覆盖怎么办', engine, noTwins)
    const answer = composeDocsAnswer('在 taro 里使用 NutUI 组件样式被覆盖怎么办', found, SITE_ROOT)
    expect(answer.markdown).toMatch(/^以下内容直接摘自本站文档/)
    expect(answer.markdown).toContain('> NutUI 的组件样式可能覆盖 Tailwind CSS 的原子类。')
    expect(answer.markdown).toContain(`[和 NutUI 一起使用（Taro） › 样式被覆盖](${SITE_ROOT}/docs/issues/use-with-nutui#${encodeURI('样式被覆盖')})`)
    // One passage per page.
    expect(new Set(answer.passages.map(passage => passage.url.split('#')[0])).size).toBe(answer.passages.length)
  })

  it('says plainly that nothing answers, with no quote and no link to pass for a source', () => {
    const answer = composeDocsAnswer('量子计算', { passages: [] }, SITE_ROOT)
    expect(answer.markdown).toContain('文档里没有找到能直接回答“量子计算”的句子')
    expect(answer.markdown).not.toMatch(/^> |\]\(|https?:/m)
  })

  it('renders text from the index as text, never as markup', async () => {
    const hostile = record({
      url: '/docs/x',
      lvl1: '标题 [x](javascript:alert(1)) <b>',
      content: '<img src=x onerror=alert(1)> **粗体** [点我](javascript:alert(1)) https://evil.example/ # 标题',
    })
    const answer = composeDocsAnswer('img', await findAnswer('img', await createSearchEngine([hostile]), noTwins), SITE_ROOT)
    const html = marked.parse(answer.markdown, { async: false })
    expect(html).not.toMatch(/<img|<strong>|<b>|href="javascript|href="https:\/\/evil/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **粗体** [点我](javascript:alert(1)) https://evil.example/ # 标题')
    expect([...html.matchAll(/<a href="([^"]+)"/g)].map(match => match[1])).toEqual([`${SITE_ROOT}/docs/x`])
    // DocSearch 4.2 collects "related sources" from the raw text with these two patterns.
    const sources = [
      ...[...answer.markdown.matchAll(/\[([^\]]*)\]\(([^)]+)\)/g)].map(match => match[2]),
      ...[...answer.markdown.matchAll(/(?<!\]\()https?:\/\/[^\s<>"{}|\\^`[\]]+/g)].map(match => match[0]),
    ]
    expect(sources).toEqual([`${SITE_ROOT}/docs/x`])
  })

})

describe('escapeMarkdown', () => {
  it('escapes what opens markup and leaves other punctuation readable', () => {
    expect(escapeMarkdown('a_b *c* <d> [e](f)')).toBe('a\\_b \\*c\\* \\<d\\> \\[e\\]\\(f\\)')
    expect(escapeMarkdown('- 列表')).toBe('\\- 列表')
    expect(escapeMarkdown('uni-app, v4.0.')).toBe('uni-app, v4.0.')
  })
})

describe('answerChunks', () => {
  it('streams one step of text and no search tool call (DocSearch would label it in English)', async () => {
    const answer = composeDocsAnswer('rem2rpx', await findAnswer('rem2rpx', engine, noTwins), SITE_ROOT)
    const chunks = answerChunks(answer, ids)
    const types = chunks.map(chunk => chunk.type).filter((type, i, all) => type !== 'text-delta' || all[i - 1] !== 'text-delta')
    expect(types).toEqual(['start', 'start-step', 'text-start', 'text-delta', 'text-end', 'finish-step', 'finish'])
    const text = chunks.filter(chunk => chunk.type === 'text-delta').map(chunk => chunk.delta).join('')
    expect(text).toBe(answer.markdown)
    expect(chunks.at(-1)).toEqual({ type: 'finish' })
  })
})
