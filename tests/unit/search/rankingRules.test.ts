import { describe, expect, it } from 'vitest'
import { isProseQuery, queryIntent } from '../../../plugins/local-search/client/queryIntent'
import { COMMON_TERM_FACTOR, createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { record } from './records'

const pages = (ranked: { record: { url: string } }[]) => [...new Set(ranked.map(result => result.record.url.split('#')[0]))]

describe('common question words count less than the subject', () => {
  // 100 pages; 生效 is in 10 of them (a question word), rpx in one.
  const records = [
    ...Array.from({ length: 98 }, (_, i) => record({ url: `/docs/page-${i}`, lvl1: `第 ${i} 页`, content: i < 9 ? '样式生效的条件。' : `别的主题 ${i}。` })),
    record({ url: '/docs/subject', lvl1: '生效', content: 'rpx 单位。' }),
    record({ url: '/docs/other', lvl1: '其他', content: '其他内容。' }),
  ]
  const scoreOf = async (query: string, commonTermFactor?: number) =>
    (await createSearchEngine(records, { commonTermFactor })).search(query).find(result => result.record.url === '/docs/subject')!.score

  it('a term in more than 2% of the records weighs COMMON_TERM_FACTOR of what it would', async () => {
    expect(await scoreOf('生效')).toBeCloseTo(COMMON_TERM_FACTOR * (await scoreOf('生效', 1)), 5)
  })

  it('a rare term keeps its whole weight', async () => {
    expect(await scoreOf('rpx')).toBeCloseTo(await scoreOf('rpx', 1), 5)
  })
})

describe('generated API pages', () => {
  const apiAndGuide = () => createSearchEngine([
    record({ url: '/docs/api/interfaces/TailwindcssPatcherLike', lvl1: 'Interface: TailwindcssPatcherLike', content: 'tailwindcss patcher like tailwindcss 配置 tailwindcss' }),
    record({ url: '/docs/quick-start/v4', lvl1: 'Tailwind CSS 4 快速开始', content: '在 tailwindcss 4 里怎么配置 weapp-tailwindcss。' }),
  ])

  it('give way to the guide for a prose question', async () => {
    expect(pages((await apiAndGuide()).search('tailwindcss 4 怎么配置'))[0]).toBe('/docs/quick-start/v4')
  })

  it('still come first for an identifier', async () => {
    expect(pages((await apiAndGuide()).search('TailwindcssPatcherLike'))[0]).toBe('/docs/api/interfaces/TailwindcssPatcherLike')
  })

  it('tells prose from identifiers by the Chinese in it', () => {
    expect(isProseQuery('tailwindcss 4 怎么配置')).toBe(true)
    expect(isProseQuery('cssChildCombinatorReplaceValue')).toBe(false)
    expect(isProseQuery('weapp-tw patch')).toBe(false)
  })
})

describe('negated terms', () => {
  it('"不使用 uni-app 的项目" does not ask for uni-app pages', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/quick-start/v4/uni-app-vite', lvl1: 'uni-app 项目接入', content: 'uni-app 小程序项目怎么接入 weapp-tailwindcss。' }),
      record({ url: '/docs/quick-start/native', lvl1: '原生小程序接入', content: '原生小程序项目怎么接入 weapp-tailwindcss。' }),
    ])
    expect(pages(engine.search('不使用 uni-app 的小程序项目怎么接入'))[0]).toBe('/docs/quick-start/native')
    expect(pages(engine.search('uni-app 的小程序项目怎么接入'))[0]).toBe('/docs/quick-start/v4/uni-app-vite')
  })

  it('reads 不用 / 不使用 / 没有用 / 非 and the name after them; a bare 没有 states a symptom', () => {
    expect(queryIntent('不使用 uni-app 的小程序项目怎么接入')).toEqual({ wanted: '的小程序项目怎么接入', negated: ['uni-app'] })
    expect(queryIntent('不用 Vite 的 Taro 项目')).toEqual({ wanted: '的 Taro 项目', negated: ['vite'] })
    expect(queryIntent('没有用 webpack 怎么办').negated).toEqual(['webpack'])
    expect(queryIntent('装了插件后 vscode 没有 tailwind 类名提示').negated).toEqual([])
    expect(queryIntent('非 uni-app 项目').negated).toEqual(['uni-app'])
    expect(queryIntent('生效不生效')).toEqual({ wanted: '生效不生效', negated: [] })
    expect(queryIntent('不用')).toEqual({ wanted: '不用', negated: [] })
  })
})
