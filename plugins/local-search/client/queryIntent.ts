// What a query asks for, beyond its words: whether it is prose or an identifier, and which words
// the reader said they do not want ("不使用 uni-app 的项目" is not a question about uni-app).

import { englishStopWords } from './englishWords'
import type { SearchLanguage } from './searchLanguage'
import { HAN_CHARACTER } from '../../../lib/i18n/chineseCharacters'

/**
 * A query with Chinese in it is prose; one of only Latin identifiers, punctuation and spaces names
 * something. In English, a query with a function word in it ("classes not working in taro") is prose.
 */
export function isProseQuery(query: string, language: SearchLanguage = 'zh-cn'): boolean {
  if (HAN_CHARACTER.test(query)) return true
  return language === 'en' && (query.toLowerCase().match(/[a-z]+/g) ?? []).some(word => englishStopWords.has(word))
}

// 不用 / 不使用 / 不需要 / 没有用 / 没用 / 非 followed by the word they negate: a Latin name
// (uni-app, taro, Vite) or up to four Han characters of a name. A bare 没有 is left alone: in a
// bug report it states the symptom ("没有 tailwind 类名提示" asks about those hints).
const NEGATION = /(?:不使用|不需要|不用|没有用|没用|非)\s*([A-Za-z][\w.+-]*|\p{Script=Han}{2,4}?(?=的|\s|$|，|,|。|？|\?))/gu

export interface QueryIntent {
  /** The query without the negated phrases: what the reader wants. */
  wanted: string
  /** Words the reader said they do not want, lower-cased. */
  negated: string[]
}

// English: "without uni-app", "not using Taro", "don't use webpack".
const ENGLISH_NEGATION = /\b(?:without|not using|not use|don't use|do not use|doesn't use|does not use)\s+([A-Za-z][\w.+-]*)/gi

export function queryIntent(query: string, language: SearchLanguage = 'zh-cn'): QueryIntent {
  const negated: string[] = []
  const wanted = query.replace(language === 'en' ? ENGLISH_NEGATION : NEGATION, (_phrase, word: string) => {
    negated.push(word.toLowerCase())
    return ' '
  })
  return { wanted: wanted.replace(/\s+/g, ' ').trim() || query, negated }
}
