// Highlights are HTML (DocSearch and the search page insert them with innerHTML), and the
// text comes from pages that talk about HTML: every character of the text is escaped first,
// and only the tags added here are markup.
import { englishStem } from './englishWords'
import type { SearchLanguage } from './searchLanguage'
import { HAN_CHARACTER } from '../../../lib/i18n/chineseCharacters'

const WORD_CHAR = /[\p{L}\p{N}]/u

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, char => ENTITIES[char])
}

interface Span {
  start: number
  end: number
}

/** The text folded like the tokenizer folds it (NFKC, lower case), with each folded index mapped back. */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = ''
  const offsets: number[] = []
  let index = 0
  for (const char of text) {
    const piece = char.normalize('NFKC').toLowerCase()
    folded += piece
    for (let i = 0; i < piece.length; i++) offsets.push(index)
    index += char.length
  }
  offsets.push(text.length)
  return { folded, offsets }
}

const STEM = /^[a-z]+$/
const LATIN_WORD = /[a-z]+/g

/**
 * Where the terms occur, merged. Latin terms only match at word boundaries, so `w` does not light
 * up every w. In English a term may be a stem (`class`, `configur`): it also matches the words
 * that stem to it (classes, configuration).
 */
export function findMatches(text: string, terms: readonly string[], language: SearchLanguage = 'zh-cn'): Span[] {
  const { folded, offsets } = foldWithOffsets(text)
  const spans: Span[] = []
  if (language === 'en') {
    const stems = new Set(terms.filter(term => STEM.test(term)))
    if (stems.size > 0) {
      for (const word of folded.matchAll(LATIN_WORD)) {
        const at = word.index
        const end = at + word[0].length
        if (WORD_CHAR.test(folded[at - 1] ?? '') || WORD_CHAR.test(folded[end] ?? '')) continue
        if (stems.has(englishStem(word[0]))) spans.push({ start: offsets[at], end: offsets[end] })
      }
    }
  }
  for (const term of terms) {
    if (term === '') continue
    const needsBoundary = !HAN_CHARACTER.test(term)
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const end = at + term.length
      if (needsBoundary && (WORD_CHAR.test(folded[at - 1] ?? '') || WORD_CHAR.test(folded[end] ?? ''))) continue
      spans.push({ start: offsets[at], end: offsets[end] })
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else merged.push({ ...span })
  }
  return merged
}

export interface HighlightTags {
  pre: string
  post: string
}

function markUp(text: string, spans: readonly Span[], tags: HighlightTags, from = 0, to = text.length): string {
  let html = ''
  let cursor = from
  for (const span of spans) {
    const start = Math.max(span.start, from)
    const end = Math.min(span.end, to)
    if (end <= start) continue
    html += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post
    cursor = end
  }
  return html + escapeHtml(text.slice(cursor, to))
}

export function highlight(text: string, terms: readonly string[], tags: HighlightTags, language: SearchLanguage = 'zh-cn'): string {
  return markUp(text, findMatches(text, terms, language), tags)
}

/**
 * A window of the text around its first match, about `words` words long (a Han character
 * counts as half a word), with `ellipsis` where the text was cut.
 */
export function snippet(text: string, terms: readonly string[], tags: HighlightTags, words: number, ellipsis: string, language: SearchLanguage = 'zh-cn'): string {
  const spans = findMatches(text, terms, language)
  const length = Math.max(12, words * 5)
  if (text.length <= length) return markUp(text, spans, tags)
  const first = spans[0]?.start ?? 0
  let start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length))
  // Do not cut a Latin word in half.
  while (start > 0 && WORD_CHAR.test(text[start - 1]) && !HAN_CHARACTER.test(text[start - 1]) && first - start < length / 2) start--
  let end = Math.min(text.length, start + length)
  while (end < text.length && WORD_CHAR.test(text[end]) && !HAN_CHARACTER.test(text[end]) && end - start < length * 1.5) end++
  const cut = escapeHtml(ellipsis)
  return (start > 0 ? cut : '') + markUp(text, spans, tags, start, end) + (end < text.length ? cut : '')
}
