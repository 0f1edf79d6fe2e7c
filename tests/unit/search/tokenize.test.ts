import { describe, expect, it } from 'vitest'
import { allowsPrefixMatch, allowsTypos, queryTerms, searchTerms, weightedQueryTerms } from '../../../plugins/local-search/client/tokenize'

describe('queryTerms', () => {
  it('keeps class names whole and also indexes their parts', () => {
    expect(queryTerms('w-[100px]')).toEqual(['w-[100px]', 'w', '100px'])
    expect(queryTerms('md:text-[#fff]/50')).toEqual(['md:text-[#fff]/50', 'md', 'text', 'fff', '50'])
  })

  it('folds full-width characters and case', () => {
    expect(queryTerms('ｗ－［１００ｐｘ］')).toEqual(queryTerms('w-[100px]'))
    expect(queryTerms('TailwindCSS')).toEqual(queryTerms('tailwindcss').concat(['tailwind', 'css']))
  })

  it('splits camelCase identifiers into parts', () => {
    expect(queryTerms('twMerge')).toEqual(['twmerge', 'tw', 'merge'])
    expect(queryTerms('UserDefinedOptions')).toEqual(['userdefinedoptions', 'user', 'defined', 'options'])
  })

  it('keeps a leading minus or bang but drops sentence punctuation at the ends', () => {
    expect(queryTerms('-mt-4')[0]).toBe('-mt-4')
    expect(queryTerms('!w-4')[0]).toBe('!w-4')
    expect(queryTerms('见 rem2rpx.')).toContain('rem2rpx')
    expect(queryTerms('见 rem2rpx.')).not.toContain('rem2rpx.')
  })

  it('drops Chinese function words from a question', () => {
    const terms = queryTerms('在 taro 里怎么同时使用 NutUI 和 tailwindcss 需要注意什么？')
    for (const stop of ['在', '里', '怎么', '和', '需要', '注意', '什么']) expect(terms).not.toContain(stop)
    expect(terms).toEqual(expect.arrayContaining(['taro', 'nutui', 'tailwindcss', '同时', '使用']))
  })

  it('adds character bigrams so a word the segmenter splits still matches', () => {
    // ICU cuts 分包 into 分|包 and 小程序 into 小|程序.
    expect(queryTerms('分包')).toEqual(['分包'])
    expect(queryTerms('小程序')).toEqual(['小程', '程序'])
  })

  it('does not build bigrams across a dropped function word', () => {
    expect(queryTerms('样式的问题')).toEqual(['样式', '问题'])
  })

  it('keeps a lone character that stands between function words', () => {
    expect(queryTerms('rpx 转 px')).toEqual(['rpx', '转', 'px'])
  })

  it('splits a number from its unit, so 30rpx finds pages about rpx', () => {
    expect(queryTerms('h-30 编译成 240rpx')).toEqual(['h-30', 'h', '30', '编译', '译成', '240rpx', '240', 'rpx'])
    expect(queryTerms('px2rpx')).toEqual(['px2rpx'])
    expect(queryTerms('30RPX')).toEqual(queryTerms('30rpx'))
  })

  it('weighs each bigram of a Han stretch 1/√n, Latin terms 1', () => {
    const weights = weightedQueryTerms('Taro 类名全部不生效')
    expect(weights.get('taro')).toBe(1)
    // 类名全部不生效: six bigrams, one stretch.
    expect(weights.get('类名')).toBeCloseTo(1 / Math.sqrt(6), 10)
    expect(weights.get('生效')).toBeCloseTo(1 / Math.sqrt(6), 10)
    expect(weightedQueryTerms('分包').get('分包')).toBe(1)
  })

  it('keeps the larger weight of a term found in two stretches', () => {
    // 生效 alone (one bigram, 1) and inside 样式不生效 (four bigrams, 0.5).
    expect(weightedQueryTerms('样式不生效 的 生效').get('生效')).toBe(1)
  })

  it('keeps a selector symbol that stands alone, as error messages quote it', () => {
    expect(queryTerms('unexpected token "*"')).toEqual(['unexpected', 'token', '"*"'])
    expect(queryTerms('报 unexpected `\\` at pos 12')).toContain('"\\"')
    expect(queryTerms('error at token >')).toContain('">"')
    // Inside a glob or a class name the symbol is part of something else.
    expect(queryTerms('**/*.js')).not.toContain('"*"')
    expect(queryTerms('[&>view]:p-2')).not.toContain('">"')
  })

  it('keeps an escaped selector whole beside its parts', () => {
    expect(queryTerms('出现了:not(#\\#)报错')).toContain(':not(#\\#)')
    expect(queryTerms('产物里 .w-\\[100px\\], 报错')).toContain('w-\\[100px\\]')
    // A lone backslash is the symbol term, not a selector.
    expect(queryTerms('unexpected `\\`')).toEqual(['unexpected', '"\\"'])
    expect(queryTerms('w-[100px] 不生效').some(term => term.includes('\\'))).toBe(false)
  })

  it('splits mixed Chinese and Latin text', () => {
    expect(queryTerms('w-[100px]写在js里不生效')).toEqual(['w-[100px]', 'w', '100px', '写在', 'js', '不生', '生效'])
  })
})

describe('searchTerms', () => {
  it('keeps repeats so term frequency counts', () => {
    expect(searchTerms('rpx rpx').filter(term => term === 'rpx')).toHaveLength(2)
  })

  it('holds every term of two or more characters a query for the same text produces', () => {
    for (const text of ['在 uni-app 里使用 rem2rpx 转换单位', '为什么 space-y 对 button 不生效', '分包后样式丢失了怎么办']) {
      const indexed = new Set(searchTerms(text))
      for (const term of queryTerms(text).filter(term => term.length > 1)) expect(indexed).toContain(term)
    }
  })

  it('indexes Han text as bigrams without segmenting', () => {
    expect(searchTerms('样式隔离')).toEqual(['样式', '式隔', '隔离'])
    expect(searchTerms('把 px 转 rpx')).toEqual(['把', 'px', '转', 'rpx'])
  })
})

describe('loose matching', () => {
  it('allows prefixes for Latin terms of four or more characters and for a lone Han character', () => {
    expect(allowsPrefixMatch('taro')).toBe(true)
    expect(allowsPrefixMatch('rpx')).toBe(false)
    expect(allowsPrefixMatch('转')).toBe(true)
    expect(allowsPrefixMatch('样式')).toBe(false)
  })

  it('allows typos only for Latin terms of four or more characters', () => {
    expect(allowsTypos('taro')).toBe(true)
    expect(allowsTypos('rpx')).toBe(false)
    expect(allowsTypos('转')).toBe(false)
  })
})
