import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchRecord } from './searchRecord'
import { fromTermKey, toTermKey } from './termKeys'
import { isProseQuery, queryIntent } from './queryIntent'
import { allowsPrefixMatch, allowsTypos, searchTerms, weightedQueryTerms } from './tokenize'
import { languageOfRecords, type SearchLanguage } from './searchLanguage'

// Ranking is MiniSearch's BM25+ with OR semantics: a page that misses one word of a long
// question still ranks by the words it has. Headings and page keywords weigh more than body
// text, and a page's main record more than its sections, as DocSearch ranks record levels.

type Field = 'lvl1' | 'lvl2' | 'lvl3' | 'keywords' | 'slug' | 'content' | 'questions'
const FIELDS: Field[] = ['lvl1', 'lvl2', 'lvl3', 'keywords', 'slug', 'content', 'questions']
// Questions are the readers' words for a section (symptoms, errors, frameworks): a match there
// lifts the section, but the many questions of a section must not outweigh its title and text.
// 0.5 and 0.3 ranked the tune queries alike (hit@1 0.86), 1 and above worse; indexing each question
// as a document of its own, its best match added to the section's score, ranked them no better.
const QUESTIONS_BOOST = 0.5
const FIELD_BOOST: Record<Field, number> = { lvl1: 3, lvl2: 2.5, lvl3: 2, keywords: 3, slug: 3, content: 1, questions: QUESTIONS_BOOST }
const LEVEL_BOOST: Record<SearchRecord['type'], number> = { lvl1: 1.5, lvl2: 1.15, lvl3: 1 }

// Generated API pages (one per type and option) answer identifier queries; for a question in
// prose their dense names would otherwise outrank the guide that explains the subject.
const API_PAGE = /\/docs\/api(?:-v2)?(?:\/|#|$)/
const API_PAGE_PROSE_FACTOR = 0.4
// A term found in more than this share of records counts this much (see recordsWith).
const COMMON_TERM_SHARE = 0.02
export const COMMON_TERM_FACTOR = 0.5
// A keyword term found in more than this share of records is left out of the keywords field.
const KEYWORD_TERM_SHARE = 0.1
// A page titled after what the reader said they do not use.
const NEGATED_PAGE_FACTOR = 0.3

/** The page's own name: its title and the last segment of its path, lower-cased. */
function pageName(record: SearchRecord): string {
  return `${record.hierarchy.lvl1 ?? ''} ${record.url.split('#')[0].split('/').at(-1) ?? ''}`.toLowerCase()
}

export interface RankedRecord {
  record: SearchRecord
  score: number
  /** Index terms that matched (after prefix/typo expansion), for highlighting. */
  terms: string[]
  /** Which fields each matched term was found in. */
  match: Record<string, string[]>
}

export interface SearchEngine {
  readonly records: readonly SearchRecord[]
  /** The language the index is read in (its records' locale). */
  readonly language: SearchLanguage
  search(query: string, accept?: (record: SearchRecord) => boolean): RankedRecord[]
  /** How well a query term tells records apart (inverse record frequency); 0 for a term no record has. */
  termWeight(term: string): number
}

/**
 * The last segment of a page's path, on its main record: authors name pages after their subject
 * (`rem2rpx`, `css-vars`, `use-with-nutui`), often in the very words readers search for.
 */
function slugOf(record: SearchRecord): string {
  if (record.position !== 0) return ''
  const segments = record.url.split('#')[0].split('/').filter(Boolean)
  return segments.at(-1) ?? ''
}

function fieldOf(record: SearchRecord, field: Field): string {
  if (field === 'keywords') return record.keywords.join(' ')
  if (field === 'slug') return slugOf(record)
  if (field === 'content') return record.content
  if (field === 'questions') return record.questions.join(' ')
  return record.hierarchy[field] ?? ''
}

/**
 * Search-as-you-type: the last query term may be a word still being typed, so it matches as a
 * prefix even when short, as Algolia's `prefixLast` does. An earlier term is finished: it
 * expands only when long enough and when no page has it as written: `taro` is the framework,
 * not also `taroify`, while a shortened name that no page uses still finds the longer ones.
 * A one-character last term expands to hundreds of terms: only when it is the whole query.
 */
function prefixMatch(key: string, index: number, keys: string[], vocabulary: ReadonlySet<string>): boolean {
  const term = fromTermKey(key)
  if (index === keys.length - 1) return keys.length === 1 || term.length > 1 || allowsPrefixMatch(term)
  return allowsPrefixMatch(term) && !vocabulary.has(key)
}

export interface RankingKnobs {
  /** Weight of a query term found in more than COMMON_TERM_SHARE of the records (1: no discount). */
  commonTermFactor?: number
  /** Weight of the questions field (QUESTIONS_BOOST by default). */
  questionsBoost?: number
}

interface IndexTerms {
  /** Each record's index terms (term keys), field by field. */
  byRecord: string[][][]
  /** How many records each term is in. */
  recordsWith: Map<string, number>
}

/** Tokenizes every record once, up front; a pause every chunk keeps the page responsive. */
async function indexTermsOf(records: readonly SearchRecord[], language: SearchLanguage, chunkSize = 100): Promise<IndexTerms> {
  const byRecord: string[][][] = []
  const recordsWith = new Map<string, number>()
  for (const record of records) {
    const fields = FIELDS.map(field => searchTerms(fieldOf(record, field), language).map(toTermKey))
    byRecord.push(fields)
    for (const key of new Set(fields.flat())) recordsWith.set(key, (recordsWith.get(key) ?? 0) + 1)
    if (byRecord.length % chunkSize === 0) await new Promise(resolve => setTimeout(resolve, 0))
  }
  return { byRecord, recordsWith }
}

/**
 * Builds the in-memory index in chunks (tokenizing, then MiniSearch's addAllAsync): the index
 * loads while the reader opens the modal and starts typing, so it must not hold the main thread for long.
 */
export async function createSearchEngine(records: readonly SearchRecord[], knobs: RankingKnobs = {}): Promise<SearchEngine> {
  const commonTermFactor = knobs.commonTermFactor ?? COMMON_TERM_FACTOR
  const boost = { ...FIELD_BOOST, questions: knobs.questionsBoost ?? QUESTIONS_BOOST }
  // Counted before indexing, so the keywords field can leave out the terms most records share.
  // The words most pages share (生效, 小程序, 配置) are the scaffolding of questions, not their subject.
  const language = languageOfRecords(records)
  const { byRecord: termsByRecord, recordsWith } = await indexTermsOf(records, language)
  // Every term the pages contain. A query word found as is needs no typo search, which is the
  // costly part of a query (it walks the whole term tree); only unknown words get one.
  const vocabulary: ReadonlySet<string> = new Set(recordsWith.keys())
  // Keywords name what a page is about; one that most pages share says nothing about this page.
  const keywordLimit = records.length * KEYWORD_TERM_SHARE
  const isTelling = (key: string): boolean => recordsWith.get(key)! <= keywordLimit

  const miniSearch = new MiniSearch<{ id: number }>({
    fields: FIELDS,
    // The terms are tokenized already: every field's "text" is its record's number, which
    // tokenize looks the field's terms up by.
    extractField: document => String(document.id),
    tokenize: (recordId, field) => {
      const keys = termsByRecord[Number(recordId)][FIELDS.indexOf(field as Field)]
      return field === 'keywords' ? keys.filter(isTelling) : keys
    },
    // The tokenizer already folds case and width.
    processTerm: term => term,
    searchOptions: {
      combineWith: 'OR',
      processTerm: term => term,
      boost,
      prefix: (key, index, keys) => prefixMatch(key, index, keys, vocabulary),
      fuzzy: key => (allowsTypos(fromTermKey(key)) && !vocabulary.has(key) ? 0.2 : false),
      // One typo at most: two on long terms multiplies the terms visited per query.
      maxFuzzy: 1,
    },
  })
  // Terms are ready, so inserting is quick: fewer, larger chunks (each pause costs a timer tick).
  await miniSearch.addAllAsync(records.map((_, id) => ({ id })), { chunkSize: 250 })
  const commonLimit = records.length * COMMON_TERM_SHARE
  const commonTermWeight = (key: string): number => ((recordsWith.get(key) ?? 0) > commonLimit ? commonTermFactor : 1)

  return {
    records,
    language,
    termWeight(term) {
      const count = recordsWith.get(toTermKey(term)) ?? 0
      return count === 0 ? 0 : Math.log(1 + records.length / count)
    },
    search(query, accept) {
      const filter = accept && ((result: SearchResult) => accept(records[result.id as number]))
      const { wanted, negated } = queryIntent(query, language)
      const prose = isProseQuery(query, language)
      const boostDocument = (id: number): number => {
        const record = records[id]
        let boost = LEVEL_BOOST[record.type]
        if (prose && API_PAGE.test(record.url)) boost *= API_PAGE_PROSE_FACTOR
        if (negated.length > 0 && negated.some(word => pageName(record).includes(word))) boost *= NEGATED_PAGE_FACTOR
        return boost
      }
      // Tokenized once: the same terms are searched for and weighed.
      const terms = weightedQueryTerms(wanted, language)
      const keys = [...terms.keys()].map(toTermKey)
      const weighTerm = (key: string): number => commonTermWeight(key) * (terms.get(fromTermKey(key)) ?? 1)
      return miniSearch.search(wanted, { ...(filter ? { filter } : {}), tokenize: () => keys, boostDocument, boostTerm: weighTerm }).map(result => ({
        record: records[result.id as number],
        score: result.score,
        terms: result.terms.map(fromTermKey),
        match: Object.fromEntries(Object.entries(result.match).map(([key, fields]) => [fromTermKey(key), fields])),
      }))
    },
  }
}
