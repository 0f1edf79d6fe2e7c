import { chineseStopWords } from './chineseStopWords'

// One tokenizer for the index and the query, in the browser and in Node: a term means
// the same thing on both sides only if both sides cut text the same way.

// Han runs, or runs of class-name characters: `w-[100px]`, `md:flex`, `text-[#fff]/50`,
// `@apply`, `!mt-4`, `px2rpx`. Kana, Hangul and punctuation separate terms.
const TERM_RUN = /(\p{Script=Han}+)|([A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF_\-[\]/.:#%!@]+)/gu
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const HAN = /\p{Script=Han}/u

let segmenter: Intl.Segmenter | null | undefined

function segmentHanRun(run: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  }
  // Without Intl.Segmenter (old browsers) every character is a word; the bigrams below still match.
  if (!segmenter) return Array.from(run)
  return Array.from(segmenter.segment(run), part => part.segment)
}

/**
 * Terms of a Han run: character bigrams within each stretch of words that are not stop
 * words (the segmenter cuts "小程序" into 小|程序 and "分包" into 分|包, so bigrams carry
 * recall and make adjacent words act as a phrase), a lone character when a stretch is one
 * character long, and whole words of three or more characters for exact-word matches.
 */
function hanTerms(run: string): string[] {
  const terms: string[] = []
  let stretch: string[] = []
  const flush = () => {
    const chars = Array.from(stretch.join(''))
    if (chars.length === 1) terms.push(chars[0])
    for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1])
    for (const word of stretch) if (Array.from(word).length >= 3) terms.push(word)
    stretch = []
  }
  for (const word of segmentHanRun(run)) {
    if (chineseStopWords.has(word)) flush()
    else stretch.push(word)
  }
  flush()
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
function latinTerms(raw: string): string[] {
  const token = raw.replace(/^[.:/]+/, '').replace(/[.:/\-!]+$/, '')
  if (!HAS_LETTER_OR_DIGIT.test(token)) return []
  const parts = token
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap(splitCamelCase)
    .map(part => part.toLowerCase())
    .filter(part => part !== '')
  const whole = token.toLowerCase()
  return [whole, ...new Set(parts.filter(part => part !== whole))]
}

/** Terms of a text for the index, in order, repeats kept (term frequency counts). */
export function searchTerms(text: string): string[] {
  const terms: string[] = []
  // NFKC folds full-width ｗ－［１００ｐｘ］ to w-[100px]; case folds after the camelCase split.
  for (const match of text.normalize('NFKC').matchAll(TERM_RUN)) {
    if (match[1]) terms.push(...hanTerms(match[1]))
    else terms.push(...latinTerms(match[2]))
  }
  return terms
}

/** Terms of a query, each once. Function words are gone, so a question finds the same pages as its keywords. */
export function queryTerms(query: string): string[] {
  return [...new Set(searchTerms(query))]
}

/** Prefix and typo matching only where it helps: Latin terms of four or more characters. */
export function allowsLooseMatch(term: string): boolean {
  return term.length >= 4 && !HAN.test(term)
}
