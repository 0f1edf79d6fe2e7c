import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { answerChunks, composeDocsAnswer, escapeMarkdown } from '../../../src/search/askAiFromDocs'
import { createSearchEngine } from '../../../src/search/searchEngine'
import { record, sampleRecords } from './records'

const SITE_ROOT = 'https://docs.example'
const engine = await createSearchEngine(sampleRecords)
const ids = { message: 'msg-1', toolCall: 'call-1', text: 'text-1' }

describe('composeDocsAnswer', () => {
  it('quotes the best passage of each page with a markdown link to it, labelled as taken from the docs', () => {
    const answer = composeDocsAnswer('在 taro 里使用 NutUI 要注意什么', engine.search('在 taro 里使用 NutUI 要注意什么'), SITE_ROOT)
    expect(answer.markdown).toMatch(/^以下内容直接摘自本站文档/)
    expect(answer.passages[0].url).toBe(`${SITE_ROOT}/docs/issues/use-with-nutui`)
    expect(answer.markdown).toContain(`(${SITE_ROOT}/docs/issues/use-with-nutui)`)
    // One passage per page.
    expect(new Set(answer.passages.map(passage => passage.url.split('#')[0])).size).toBe(answer.passages.length)
  })

  it('renders text from the index as text, never as markup', async () => {
    const hostile = record({
      url: '/docs/x',
      lvl1: '标题 [x](javascript:alert(1)) <b>',
      content: '<img src=x onerror=alert(1)> **粗体** [点我](javascript:alert(1)) https://evil.example/ # 标题',
    })
    const answer = composeDocsAnswer('img', (await createSearchEngine([hostile])).search('img'), SITE_ROOT)
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

  it('says so when nothing in the docs matches', () => {
    const answer = composeDocsAnswer('量子计算', [], SITE_ROOT)
    expect(answer.passages).toEqual([])
    expect(answer.markdown).toContain('没有找到')
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
  it('streams the stages in the order DocSearch renders them, with a second start-step before the text', () => {
    const answer = composeDocsAnswer('rem2rpx', engine.search('rem2rpx'), SITE_ROOT)
    const chunks = answerChunks(answer, [], ids)
    const types = chunks.map(chunk => chunk.type).filter((type, i, all) => type !== 'text-delta' || all[i - 1] !== 'text-delta')
    expect(types).toEqual([
      'start', 'start-step', 'tool-input-start', 'tool-input-available', 'tool-output-available', 'finish-step',
      'start-step', 'text-start', 'text-delta', 'text-end', 'finish-step', 'finish',
    ])
    const text = chunks.filter(chunk => chunk.type === 'text-delta').map(chunk => chunk.delta).join('')
    expect(text).toBe(answer.markdown)
    expect(chunks.at(-1)).toEqual({ type: 'finish' })
  })
})
