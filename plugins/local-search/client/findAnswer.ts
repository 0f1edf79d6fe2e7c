import { type AnswerPassage, type CandidatePage, headingKey, pickPassages, sectionKey } from './answerPassages'
import { sentencesOfExcerpts, sentencesOfMarkdown } from './pageSentences'
import { queryIntent } from './queryIntent'
import type { RankedRecord, SearchEngine } from './searchEngine'
import type { SearchRecord } from './searchRecord'
import { questionWords } from './tokenize'

// What the local Ask AI answers with: search ranks the pages, the best few are read whole
// (their Markdown twins) and the sentences that carry the question are quoted.

const CANDIDATE_PAGES = 5

export interface FoundAnswer {
  ranked: RankedRecord[]
  passages: AnswerPassage[]
}

/** The text of a page's Markdown twin, or null when it cannot be read (offline, not found). */
export type ReadTwin = (pageUrl: string) => Promise<string | null>

interface PageOutline {
  url: string
  title: string
  anchors: Map<string, string>
  excerpts: { heading: string | null; text: string }[]
  questions: Map<string, readonly string[]>
}

function pageUrlOf(record: SearchRecord): string {
  return record.url.split('#')[0]
}

/** The first `limit` pages of the ranking, with every indexed section of each (not only those that matched). */
function outlinesOf(ranked: readonly RankedRecord[], records: readonly SearchRecord[], limit: number): PageOutline[] {
  const urls: string[] = []
  for (const { record } of ranked) {
    const url = pageUrlOf(record)
    if (!urls.includes(url)) urls.push(url)
    if (urls.length === limit) break
  }
  const outlines = new Map(urls.map(url => [url, { url, title: '', anchors: new Map<string, string>(), excerpts: [], questions: new Map() } as PageOutline]))
  for (const record of records) {
    const outline = outlines.get(pageUrlOf(record))
    if (!outline) continue
    const heading = record.hierarchy.lvl3 ?? record.hierarchy.lvl2
    outline.title = record.hierarchy.lvl1
    if (heading && record.anchor) outline.anchors.set(headingKey(heading), record.anchor)
    outline.excerpts.push({ heading, text: record.content })
    if (record.questions.length > 0) outline.questions.set(sectionKey(heading), record.questions)
  }
  return urls.map(url => outlines.get(url)!)
}

export async function findAnswer(
  question: string,
  engine: SearchEngine,
  readTwin: ReadTwin,
  accept?: (record: SearchRecord) => boolean,
): Promise<FoundAnswer> {
  const ranked = engine.search(question, accept)
  const outlines = outlinesOf(ranked, engine.records, CANDIDATE_PAGES)
  const pages: CandidatePage[] = await Promise.all(outlines.map(async outline => {
    const twin = await readTwin(outline.url).catch(() => null)
    const sentences = twin ? sentencesOfMarkdown(twin) : sentencesOfExcerpts(outline.excerpts)
    return { url: outline.url, title: outline.title, anchors: outline.anchors, sentences, questions: outline.questions }
  }))
  const words = questionWords(queryIntent(question, engine.language).wanted, engine.language)
  // A word the docs never use weighs as a term only one record has.
  const unknownWeight = Math.log(1 + engine.records.length)
  const passages = pickPassages(words, pages, { termWeight: term => engine.termWeight(term), unknownWeight, language: engine.language })
  return { ranked, passages }
}
