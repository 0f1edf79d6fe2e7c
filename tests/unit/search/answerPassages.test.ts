import { describe, expect, it } from 'vitest'
import { type CandidatePage, headingKey, pickPassages } from '../../../plugins/local-search/client/answerPassages'
import type { PageSentence } from '../../../plugins/local-search/client/pageSentences'
import { questionWords } from '../../../plugins/local-search/client/tokenize'

// Rare words weigh more: 塌陷 and box-sizing are the subject, 小程序 and 组件 are everywhere.
const weights: Record<string, number> = { 塌陷: 6, 高度: 5, 'box-sizing': 6, box: 3, sizing: 5, 组件: 1, 小程序: 1, 小程: 1, 程序: 1 }
const options = { termWeight: (term: string) => weights[term] ?? 0, unknownWeight: 7 }

const sentence = (text: string, heading: string | null = null, pointer = false): PageSentence => ({ heading, text, pointer })

function page(url: string, title: string, sentences: PageSentence[], anchors: Record<string, string> = {}): CandidatePage {
  return { url, title, sentences, anchors: new Map(Object.entries(anchors).map(([heading, anchor]) => [headingKey(heading), anchor])) }
}

describe('questionWords', () => {
  it('joins characters the segmenter split apart, drops function words, keeps a class name with its parts', () => {
    // ICU cuts 独立分包怎么使用 into 独立|分|包|怎么|使用.
    expect(questionWords('独立分包怎么使用 twMerge')).toEqual([['独立'], ['分包'], ['使用'], ['twmerge', 'tw', 'merge']])
    expect(questionWords('组件库之后高度塌陷')).toEqual(expect.arrayContaining([['高度'], ['塌陷']]))
  })

  it('keeps a lone selector symbol and an escaped selector as words, as the index terms them', () => {
    expect(questionWords('unexpected token "~"')).toEqual([['unexpected'], ['token'], ['"~"']])
    expect(questionWords('出现 :not(#\\#)')).toEqual(expect.arrayContaining([[':not(#\\#)']]))
  })
})

describe('pickPassages', () => {
  const boxSizing = page('/docs/issues/box-sizing', '组件库高度塌陷', [
    sentence('组件在小程序里很常见。', '背景'),
    sentence('组件高度塌陷，是因为 box-sizing 默认值不同。', '原因'),
  ], { 原因: '原因' })

  it('quotes the sentence that carries the rare words, linked to its heading', () => {
    const [first] = pickPassages(questionWords('组件高度塌陷 box-sizing'), [boxSizing], options)
    expect(first).toMatchObject({ url: '/docs/issues/box-sizing#原因', heading: '原因', text: '组件高度塌陷，是因为 box-sizing 默认值不同。' })
  })

  it('quotes nothing when no sentence carries enough of the question', () => {
    // 小程序 and 组件 alone are a small share of a question whose subject the docs never name.
    expect(pickPassages(questionWords('小程序组件 量子纠缠'), [boxSizing], options)).toEqual([])
  })

  it('lets a page further down win only with a clearly better sentence', () => {
    const hub = page('/docs/issues', '常见问题', [sentence('组件的样式问题见各自页面。')])
    const passages = pickPassages(questionWords('组件高度塌陷 box-sizing'), [hub, boxSizing], options)
    expect(passages.map(passage => passage.url.split('#')[0])).toEqual(['/docs/issues/box-sizing'])
  })

  it('ranks a sentence that only points elsewhere below one that answers', () => {
    const hub = page('/docs/issues', '常见问题', [sentence('组件高度塌陷 box-sizing → 组件库高度塌陷', null, true)])
    const passages = pickPassages(questionWords('组件高度塌陷 box-sizing'), [hub, boxSizing], options)
    expect(passages[0].url).toBe('/docs/issues/box-sizing#原因')
  })

  it('tells error messages apart by the symbol they quote', () => {
    const symbolWeights: Record<string, number> = { unexpected: 4, token: 4, '"~"': 6, '"*"': 6 }
    const symbolOptions = { termWeight: (term: string) => symbolWeights[term] ?? 0, unknownWeight: 7 }
    const star = page('/docs/star', '通配符', [sentence('开发者工具报 unexpected token *，通配符不被接受。')])
    const tilde = page('/docs/tilde', '兄弟选择器', [sentence('开发者工具报 unexpected token "~"，兄弟选择器不被接受。')])
    // The page search ranked first quotes the other symbol; the sentence with the same one wins.
    expect(pickPassages(questionWords('unexpected token "~"'), [star, tilde], symbolOptions)[0].url).toBe('/docs/tilde')
  })

  it('gives a sentence that leads in the next one along, and one passage per page', () => {
    const short = page('/docs/a', '页面', [sentence('高度塌陷：', 'x'), sentence('把 box-sizing 设回 border-box 即可。', 'x'), sentence('高度塌陷 box-sizing 再说一次。', 'x')])
    const passages = pickPassages(questionWords('高度塌陷 box-sizing'), [short], options)
    expect(passages).toHaveLength(1)
    expect(pickPassages(questionWords('高度塌陷'), [short], options)[0].text).toBe('高度塌陷：把 box-sizing 设回 border-box 即可。')
  })
})
