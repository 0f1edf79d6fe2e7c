import { chineseStopWords } from './chineseStopWords'
import { englishStem, englishStopWords } from './englishWords'
import type { SearchLanguage } from './searchLanguage'
import { HAN_CHARACTER } from '../../../lib/i18n/chineseCharacters'

// The tokenizer of the index and the query, in the browser and in Node. Both sides fold
// text and split class names the same way; every Latin term and Han bigram a query can
// produce is one the index holds for the same words (a lone Han character matches as a prefix).
// The English index (`language` 'en') reads plain words by their stems and drops English function
// words; class names, options and Han text are read the same way in both languages.

// Han runs, or runs of class-name characters: `w-[100px]`, `md:flex`, `text-[#fff]/50`,
// `@apply`, `!mt-4`, `px2rpx`. Kana, Hangul and punctuation separate terms.
const TERM_RUN = /(\p{Script=Han}+)|([A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF_\-[\]/.:#%!@]+)/gu
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

let segmenter: Intl.Segmenter | null | undefined

function segmentHanRun(run: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  }
  // Without Intl.Segmenter (old browsers) every character is a word; the bigrams below still match.
  if (!segmenter) return Array.from(run)
  return Array.from(segmenter.segment(run), part => part.segment)
}

/** Every character bigram of a Han text; a lone character stands for itself. */
function bigrams(text: string): string[] {
  const chars = Array.from(text)
  if (chars.length === 1) return chars
  const terms: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1])
  return terms
}

/** A query term and how much it counts. */
interface WeightedTerm {
  term: string
  weight: number
}

/**
 * Query terms of a Han run: the segmenter finds the words, function words are dropped, and
 * each remaining stretch of adjacent words becomes its bigrams. ICU cuts "小程序" into
 * 小|程序 and "分包" into 分|包 while a page may have been cut differently, so bigrams carry
 * recall; bigrams across two adjacent words make them act as a phrase.
 *
 * A stretch of n bigrams weighs 1/√n each: its bigrams overlap, so a long Chinese phrase
 * ("类名全部不生效" → 6 bigrams) says fewer things than its term count, and unweighted it would
 * outvote the one class name or option the question is about.
 */
function queryHanTerms(run: string): WeightedTerm[] {
  const terms: WeightedTerm[] = []
  let stretch = ''
  const endStretch = () => {
    const parts = bigrams(stretch)
    const weight = 1 / Math.sqrt(parts.length)
    for (const term of parts) terms.push({ term, weight })
    stretch = ''
  }
  for (const word of segmentHanRun(run)) {
    if (!chineseStopWords.has(word)) stretch += word
    else if (stretch) endStretch()
  }
  if (stretch) endStretch()
  return terms
}

function splitCamelCase(part: string): string[] {
  return part
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
}

/**
 * A class-name-like token and its parts: `w-[100px]` → `w-[100px]`, `w`, `100px`;
 * `twMerge` → `twmerge`, `tw`, `merge`. Sentence punctuation at the ends is not part
 * of the token, but a leading `-` (negative utilities) or `!` (important) is.
 */
// A plain lower-case word or number has no parts: most tokens, so they skip the splitting.
const PLAIN_WORD = /^(?:[a-z]+|[0-9]+)$/
// A number with its unit: `240rpx` → `240rpx`, `240`, `rpx`, so a size a reader quotes finds the pages about its unit.
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)([a-z]+)$/

function latinTerms(raw: string, language: SearchLanguage): string[] {
  if (PLAIN_WORD.test(raw)) return language === 'en' ? englishWordTerms(raw) : [raw]
  const unit = NUMBER_WITH_UNIT.exec(raw)
  if (unit) return [raw, unit[1], unit[2]]
  const token = raw.replace(/^[.:/]+/, '').replace(/[.:/\-!]+$/, '')
  if (!HAS_LETTER_OR_DIGIT.test(token)) return []
  const parts = token
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap(splitCamelCase)
    .map(part => part.toLowerCase())
    .filter(part => part !== '')
  const whole = token.toLowerCase()
  if (language !== 'en') return [whole, ...new Set(parts.filter(part => part !== whole))]
  // "Classes," or "Tailwind" is a word, not a class name: read as one.
  if (parts.length === 1 && parts[0] === whole && ENGLISH_WORD.test(whole)) return englishWordTerms(whole)
  // A class name or option stays whole as written; its parts are words ("cssEntries" → css, entri).
  return [whole, ...new Set(parts.map(part => (ENGLISH_WORD.test(part) ? englishStem(part) : part)).filter(part => part !== whole))]
}

const ENGLISH_WORD = /^[a-z]+$/

/** A plain English word: nothing when it is a function word, else its stem. */
function englishWordTerms(word: string): string[] {
  return englishStopWords.has(word) ? [] : [englishStem(word)]
}

// A selector symbol standing alone, as WXSS errors quote it: unexpected token "*", unexpected `\`,
// error at token `>`. The symbol is all that tells these messages apart, so it is a term, kept
// in quotes (`"*"`): no other term contains a quote, and `~` alone marks Han term keys.
const LONE_SYMBOL = /(?:^|[\s"'`“‘(（])([*~>+\\])(?=$|[\s"'`”’)）,，.。;；:：])/g
// Most texts have none of the symbols: a plain scan skips the costlier pattern for them.
const ANY_SYMBOL = /[*~>+\\]/

/** Symbol terms of a folded text. */
function symbolTerms(folded: string): string[] {
  if (!ANY_SYMBOL.test(folded)) return []
  return Array.from(folded.matchAll(LONE_SYMBOL), match => `"${match[1]}"`)
}

// An escaped selector as compiled styles and WXSS errors print it: `:not(#\#)`, `.w-\[100px\]`.
// Split at its backslash and parentheses it is only common words (`not`), so the whole of it is
// a term too. It ends at a space, a quote, Chinese text or Chinese punctuation.
const ESCAPED_SELECTOR = /[^\s\p{Script=Han}"'`“”‘’，。；：、（）]*\\[^\s\p{Script=Han}"'`“”‘’，。；：、（）]*/gu

/** Escaped selectors of a folded text, lower-cased, without a leading dot or trailing punctuation. */
function escapedSelectorTerms(folded: string): string[] {
  if (!folded.includes('\\')) return []
  const terms: string[] = []
  for (const [chunk] of folded.matchAll(ESCAPED_SELECTOR)) {
    const term = chunk.replace(/^\.+/, '').replace(/[,.;:!?]+$/, '').toLowerCase()
    if (HAS_LETTER_OR_DIGIT.test(term)) terms.push(term)
  }
  return terms
}

/** The terms a folded text has besides its runs: lone selector symbols and escaped selectors. */
function wholeTerms(folded: string): string[] {
  return [...symbolTerms(folded), ...escapedSelectorTerms(folded)]
}

/** NFKC folds full-width ｗ－［１００ｐｘ］ to w-[100px]; case folds after the camelCase split. */
function fold(text: string): string {
  return text.normalize('NFKC')
}

/** Han runs and Latin runs of a folded text. */
function termRuns(folded: string): IterableIterator<RegExpMatchArray> {
  return folded.matchAll(TERM_RUN)
}

/**
 * Terms of a page's text for the index, repeats kept (term frequency counts). Han text
 * becomes all its bigrams without segmenting: Intl.Segmenter costs about 2 µs a character,
 * most of a second for the whole site on the reader's first search. Every bigram a query can
 * produce is among them, junk bigrams across function words ("的样") are simply never asked for.
 */
export function searchTerms(text: string, language: SearchLanguage = 'zh-cn'): string[] {
  const terms: string[] = []
  const folded = fold(text)
  for (const match of termRuns(folded)) terms.push(...(match[1] ? bigrams(match[1]) : latinTerms(match[2], language)))
  terms.push(...wholeTerms(folded))
  return terms
}

/**
 * Terms of a query, each once with its weight (a term in two places keeps the larger). Function
 * words are gone, so a question finds the same pages as its keywords.
 */
export function weightedQueryTerms(query: string, language: SearchLanguage = 'zh-cn'): Map<string, number> {
  const weights = new Map<string, number>()
  const add = (term: string, weight: number) => weights.set(term, Math.max(weights.get(term) ?? 0, weight))
  const folded = fold(query)
  for (const match of termRuns(folded)) {
    if (match[1]) for (const { term, weight } of queryHanTerms(match[1])) add(term, weight)
    else for (const term of latinTerms(match[2], language)) add(term, 1)
  }
  for (const term of wholeTerms(folded)) add(term, 1)
  return weights
}

export function queryTerms(query: string, language: SearchLanguage = 'zh-cn'): string[] {
  return [...weightedQueryTerms(query, language).keys()]
}

/**
 * The words of a question, each with the index terms it stands for: a Han word (segmented,
 * function words and single characters dropped) with its bigrams when longer than two
 * characters, a Latin token with its parts (`twMerge` → twmerge, tw, merge), a lone selector
 * symbol and an escaped selector as the index terms them. The first term of each is the word as written
 * (in English, a plain word's stem; function words are no words of the question).
 */
export function questionWords(query: string, language: SearchLanguage = 'zh-cn'): string[][] {
  const words: string[][] = []
  const folded = fold(query)
  for (const match of termRuns(folded)) {
    if (match[2]) {
      const terms = latinTerms(match[2], language)
      if (terms.length > 0) words.push(terms)
      continue
    }
    // ICU cuts words it does not know into characters (分|包): adjacent ones join up again.
    let loose = ''
    const add = (word: string) => {
      const length = Array.from(word).length
      if (length >= 2) words.push(length === 2 ? [word] : [word, ...bigrams(word)])
    }
    for (const word of segmentHanRun(match[1])) {
      const single = Array.from(word).length === 1
      if (single && !chineseStopWords.has(word)) {
        loose += word
        continue
      }
      add(loose)
      loose = ''
      if (!chineseStopWords.has(word)) add(word)
    }
    add(loose)
  }
  for (const term of wholeTerms(folded)) words.push([term])
  return words
}

/** Whether a text has a symbol term (`"*"`) standing alone, as the index reads it. */
export function hasSymbolTerm(text: string, term: string): boolean {
  return symbolTerms(fold(text)).includes(term)
}

/** A symbol term is kept in quotes: `"*"`. */
export function isSymbolTerm(term: string): boolean {
  return term.length === 3 && term.startsWith('"') && term.endsWith('"')
}

/**
 * Prefix and typo matching only where it helps: Latin terms of four or more characters, and
 * a lone Han character, which is indexed only inside bigrams ("转" finds 转换, 转为).
 */
export function allowsPrefixMatch(term: string): boolean {
  return HAN_CHARACTER.test(term) ? term.length === 1 : term.length >= 4
}

export function allowsTypos(term: string): boolean {
  return !HAN_CHARACTER.test(term) && term.length >= 4
}
