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

describe('a long Chinese phrase does not outvote the class name', () => {
  // One page repeats the question's Chinese words; the other is about the class it names.
  const engine = () => createSearchEngine([
    record({ url: '/docs/symptoms', lvl1: '排查', content: '排查类名全部不生效的问题，类名全部不生效时先看配置。' }),
    record({ url: '/docs/space-y', lvl1: '间距', content: 'space-y-4 的选择器只给 view 和 text 加间距，button 拿不到。' }),
    record({ url: '/docs/other', lvl1: '其他', content: '别的内容。' }),
    record({ url: '/docs/view', lvl1: '其他', content: '还有 view 的内容。' }),
  ])

  it('ranks the class name page first for a question naming it', async () => {
    expect(pages((await engine()).search('space-y-4 类名全部不生效'))[0]).toBe('/docs/space-y')
  })

  it('still finds the symptom page for the phrase alone', async () => {
    expect(pages((await engine()).search('类名全部不生效'))[0]).toBe('/docs/symptoms')
  })
})

describe('error messages that differ by one symbol', () => {
  it('the page quoting the same symbol comes first', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/issues/group-and-peer', lvl1: '兄弟选择器', content: '开发者工具报 unexpected token "~"，兄弟选择器不被接受。' }),
      record({ url: '/docs/issues/more-tags', lvl1: '通配符选择器', content: '开发者工具报 unexpected token *，通配符选择器不被接受。' }),
    ])
    expect(pages(engine.search('unexpected token "*"'))[0]).toBe('/docs/issues/more-tags')
    expect(pages(engine.search('unexpected token "~"'))[0]).toBe('/docs/issues/group-and-peer')
  })
})

describe('escaped selectors pasted from compiled styles', () => {
  it('find the page that quotes the same selector, not the pages that say "not"', async () => {
    // Thirty pages of other error messages, where wxss, 报错 and "not" are everyday words.
    const engine = await createSearchEngine([
      ...Array.from({ length: 30 }, (_, i) => record({ url: `/docs/error-${i}`, lvl1: `第 ${i} 个报错`, content: `编译 wxss 报错 option ${i} is not defined。` })),
      record({ url: '/docs/upgrade', lvl1: '升级报错', content: '编译 wxss 时报错 i18n is not a constructor。' }),
      record({ url: '/docs/at-property', lvl1: '级联层', content: '产物里的选择器带着 :not(#\\#)，这是级联层降级的结果。' }),
    ])
    expect(pages(engine.search('wxss 里出现 :not(#\\#) 报错'))[0]).toBe('/docs/at-property')
  })
})

describe('prefix matching of finished words', () => {
  const engine = () => createSearchEngine([
    record({ url: '/docs/taroify', lvl1: 'taroify 组件库', content: 'taroify 和 tailwindcss 一起用。' }),
    record({ url: '/docs/taro', lvl1: 'taro 接入', content: 'taro 项目的配置。' }),
  ])

  it('a word the pages have as written does not also match longer words', async () => {
    expect(pages((await engine()).search('taro 配置'))).toEqual(['/docs/taro'])
  })

  it('a word no page has still finds the longer ones, and the last word is taken as still being typed', async () => {
    expect(pages((await engine()).search('tailwi 一起'))).toEqual(['/docs/taroify'])
    expect(pages((await engine()).search('配置 taro'))).toEqual(['/docs/taro', '/docs/taroify'])
  })
})

describe('page keywords', () => {
  // 小程序 and 不生效 are on most pages; /docs/catch-all lists them among its keywords.
  const engine = () => createSearchEngine([
    record({ url: '/docs/catch-all', lvl1: '@property', keywords: ['小程序', '阴影不生效'], content: '@property 的处理。' }),
    record({ url: '/docs/divide', lvl1: '边框', content: 'divide-y 只作用于 view。' }),
    ...Array.from({ length: 8 }, (_, i) => record({ url: `/docs/page-${i}`, lvl1: `第 ${i} 页`, content: `小程序里第 ${i} 种不生效的情况。` })),
  ])

  it('a keyword most pages share does not lift the page that lists it', async () => {
    expect(pages((await engine()).search('divide 在小程序里不生效'))[0]).toBe('/docs/divide')
  })

  it('a telling keyword still counts', async () => {
    expect(pages((await engine()).search('阴影'))[0]).toBe('/docs/catch-all')
  })
})
