import { findMatches } from './highlight'
import type { PageSentence } from './pageSentences'
import type { SearchLanguage } from './searchLanguage'
import { hasSymbolTerm, isSymbolTerm } from './tokenize'

// The sentences that answer a question, from the pages search ranked best for it. A sentence
// counts by the question's terms it carries, each weighted by how rare it is across the docs
// (the subject of a question is rare, 小程序 and 生效 are everywhere); terms in its heading or
// page title count half, so a sentence reads in its context. A page lower in the ranking needs
// a better sentence to be quoted first. Nothing is quoted when no sentence carries enough.

export interface CandidatePage {
  /** Page path under the site's base URL, no anchor. */
  url: string
  title: string
  sentences: PageSentence[]
  /** The anchor of each heading the page's sections are indexed under. */
  anchors: ReadonlyMap<string, string>
  /** The questions readers ask of each section, by `sectionKey` of its heading. */
  questions?: ReadonlyMap<string, readonly string[]>
}

export interface AnswerPassage {
  pageTitle: string
  heading: string | null
  /** Page path plus the heading's anchor when the page has one for it. */
  url: string
  text: string
  /** Share of the question's weight the sentence carries, page rank applied. */
  score: number
}

export interface PassageOptions {
  /** Weight of an index term; 0 for a term the docs never use. */
  termWeight: (term: string) => number
  /** Weight of a question word the docs never use. */
  unknownWeight: number
  /** The index's language: in English a term may be a stem that the sentence's words inflect. */
  language?: SearchLanguage
}

const MAX_PASSAGES = 3
// Below this share of the question's weight a sentence does not answer it.
const MIN_COVERAGE = 0.4
// The sentence itself (not only its heading) must carry this share.
const MIN_OWN_COVERAGE = 0.2
// Each place further down the search ranking multiplies a page's sentences by this.
const PAGE_RANK_DECAY = 0.65
const CONTEXT_WEIGHT = 0.5
// A sentence that sends the reader to another page ("见…", a row of a table of links) answers less.
const POINTER_FACTOR = 0.6
// A sentence that only leads in ("默认值如下：") takes the next one along, so the quote says enough to act on.
const LEAD_IN = /[：:]$/
const MAX_PASSAGE_LENGTH = 240
// A section whose own question carries this share of the reader's question answers it even when
// none of its sentences uses the reader's words (a symptom asked, a cause explained): its opening
// is quoted, weighing this much against a sentence that carries the words itself.
const QUESTION_MATCH_COVERAGE = 0.4
const QUESTION_QUOTE_FACTOR = 0.8

type Has = (text: string, term: string) => boolean
const hasIn = (language: SearchLanguage): Has => (text, term) =>
  isSymbolTerm(term) ? hasSymbolTerm(text, term) : findMatches(text, [term], language).length > 0

/** Heading text as the index stores it and as the Markdown twin writes it, compared without spacing or case. */
export function headingKey(heading: string): string {
  return heading.normalize('NFKC').toLowerCase().replace(/[\s`*_]/g, '')
}

/** A section by its heading; the page's opening (no heading) is ''. */
export const sectionKey = (heading: string | null): string => (heading === null ? '' : headingKey(heading))

function passageText(sentences: readonly PageSentence[], index: number): string {
  let text = sentences[index].text
  const next = sentences[index + 1]
  if (LEAD_IN.test(text) && next && next.heading === sentences[index].heading) text = `${text}${text.endsWith('：') ? '' : ' '}${next.text}`
  return text.length > MAX_PASSAGE_LENGTH ? `${text.slice(0, MAX_PASSAGE_LENGTH).trimEnd()}…` : text
}

interface WeightedWord {
  /** The word as written, then the index terms it stands for. */
  terms: string[]
  weight: number
}

/**
 * Each word weighs as its rarest index term. A word the docs never use weighs as much as the
 * rarest term can: a question about something the docs do not cover cannot be answered by
 * sentences that match only its other words.
 */
function weighWords(words: readonly (readonly string[])[], termWeight: (term: string) => number, unknownWeight: number): WeightedWord[] {
  const seen = new Set<string>()
  const weighed: WeightedWord[] = []
  for (const terms of words) {
    if (seen.has(terms[0])) continue
    seen.add(terms[0])
    const weight = Math.max(...terms.map(termWeight))
    weighed.push({ terms: [...terms], weight: weight > 0 ? weight : unknownWeight })
  }
  return weighed
}

/** The whole word counts fully; otherwise the rarest of its terms found. */
function weightIn(text: string, word: WeightedWord, termWeight: (term: string) => number, has: Has): number {
  if (has(text, word.terms[0])) return word.weight
  let best = 0
  for (const term of word.terms.slice(1)) {
    const weight = termWeight(term)
    if (weight > best && has(text, term)) best = weight
  }
  return best
}

export function pickPassages(words: readonly (readonly string[])[], pages: readonly CandidatePage[], { termWeight, unknownWeight, language = 'zh-cn' }: PassageOptions): AnswerPassage[] {
  const has = hasIn(language)
  const weighted = weighWords(words, termWeight, unknownWeight)
  const total = weighted.reduce((sum, { weight }) => sum + weight, 0)
  if (total === 0) return []
  const best: AnswerPassage[] = []
  pages.forEach((page, rank) => {
    let pageBest: AnswerPassage | null = null
    page.sentences.forEach((sentence, index) => {
      const context = `${page.title} ${sentence.heading ?? ''}`
      let own = 0
      let inContext = 0
      for (const word of weighted) {
        const found = weightIn(sentence.text, word, termWeight, has)
        own += found
        inContext += Math.max(0, weightIn(context, word, termWeight, has) - found)
      }
      if (own / total < MIN_OWN_COVERAGE) return
      const coverage = (own + CONTEXT_WEIGHT * inContext) / total
      if (coverage < MIN_COVERAGE) return
      const score = coverage * PAGE_RANK_DECAY ** rank * (sentence.pointer ? POINTER_FACTOR : 1)
      if (pageBest && pageBest.score >= score) return
      const anchor = sentence.heading === null ? undefined : page.anchors.get(headingKey(sentence.heading))
      pageBest = { pageTitle: page.title, heading: sentence.heading, url: anchor ? `${page.url}#${anchor}` : page.url, text: passageText(page.sentences, index), score }
    })
    const throughQuestion = questionPassage(page, rank, weighted, total, termWeight, has)
    if (throughQuestion && (!pageBest || throughQuestion.score > (pageBest as AnswerPassage).score)) pageBest = throughQuestion
    if (pageBest) best.push(pageBest)
  })
  return best.sort((a, b) => b.score - a.score).slice(0, MAX_PASSAGES)
}

/** The opening of the section whose questions best carry the reader's, when one carries enough. */
function questionPassage(
  page: CandidatePage, rank: number, weighted: readonly WeightedWord[], total: number, termWeight: (term: string) => number, has: Has,
): AnswerPassage | null {
  let bestSection: string | null = null
  let bestCoverage = 0
  for (const [section, questions] of page.questions ?? []) {
    for (const question of questions) {
      const coverage = weighted.reduce((sum, word) => sum + weightIn(question, word, termWeight, has), 0) / total
      if (coverage > bestCoverage) { bestCoverage = coverage; bestSection = section }
    }
  }
  if (bestSection === null || bestCoverage < QUESTION_MATCH_COVERAGE) return null
  const index = page.sentences.findIndex(sentence => sectionKey(sentence.heading) === bestSection)
  if (index < 0) return null
  const { heading } = page.sentences[index]
  const anchor = heading === null ? undefined : page.anchors.get(headingKey(heading))
  return {
    pageTitle: page.title, heading, url: anchor ? `${page.url}#${anchor}` : page.url,
    text: passageText(page.sentences, index),
    score: bestCoverage * PAGE_RANK_DECAY ** rank * QUESTION_QUOTE_FACTOR,
  }
}
