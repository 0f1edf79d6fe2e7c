import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchRecord } from './searchRecord'
import { fromTermKey, toTermKey } from './termKeys'
import { allowsPrefixMatch, allowsTypos, queryTerms, searchTerms } from './tokenize'

// Ranking is MiniSearch's BM25+ with OR semantics: a page that misses one word of a long
// question still ranks by the words it has. Headings and page keywords weigh more than body
// text, and a page's main record more than its sections, as DocSearch ranks record levels.

type Field = 'lvl1' | 'lvl2' | 'lvl3' | 'keywords' | 'slug' | 'content'
const FIELDS: Field[] = ['lvl1', 'lvl2', 'lvl3', 'keywords', 'slug', 'content']
const FIELD_BOOST: Record<Field, number> = { lvl1: 3, lvl2: 2.5, lvl3: 2, keywords: 3, slug: 3, content: 1 }
const LEVEL_BOOST: Record<SearchRecord['type'], number> = { lvl1: 1.5, lvl2: 1.15, lvl3: 1 }

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
  search(query: string, accept?: (record: SearchRecord) => boolean): RankedRecord[]
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
  return record.hierarchy[field] ?? ''
}

/**
 * Search-as-you-type: the last query term may be a word still being typed, so it matches as a
 * prefix even when short, as Algolia's `prefixLast` does; earlier terms only when long enough.
 * A one-character last term expands to hundreds of terms: only when it is the whole query.
 */
function prefixMatch(key: string, index: number, keys: string[]): boolean {
  const term = fromTermKey(key)
  if (index === keys.length - 1 && (keys.length === 1 || term.length > 1)) return true
  return allowsPrefixMatch(term)
}

/**
 * Builds the in-memory index in chunks (MiniSearch's addAllAsync): the index loads while the
 * reader opens the modal and starts typing, so it must not hold the main thread for long.
 */
export async function createSearchEngine(records: readonly SearchRecord[]): Promise<SearchEngine> {
  // Every term the pages contain. A query word found as is needs no typo search, which is the
  // costly part of a query (it walks the whole term tree); only unknown words get one.
  const vocabulary = new Set<string>()
  const indexTerms = (text: string): string[] => {
    const keys = searchTerms(text).map(toTermKey)
    for (const key of keys) vocabulary.add(key)
    return keys
  }
  const miniSearch = new MiniSearch<{ id: number }>({
    fields: FIELDS,
    extractField: (document, field) =>
      field === 'id' ? String(document.id) : fieldOf(records[document.id], field as Field),
    tokenize: indexTerms,
    // The tokenizer already folds case and width.
    processTerm: term => term,
    searchOptions: {
      combineWith: 'OR',
      tokenize: query => queryTerms(query).map(toTermKey),
      processTerm: term => term,
      boost: FIELD_BOOST,
      prefix: prefixMatch,
      fuzzy: key => (allowsTypos(fromTermKey(key)) && !vocabulary.has(key) ? 0.2 : false),
      // One typo at most: two on long terms multiplies the terms visited per query.
      maxFuzzy: 1,
      boostDocument: id => LEVEL_BOOST[records[id as number].type],
    },
  })
  await miniSearch.addAllAsync(records.map((_, id) => ({ id })), { chunkSize: 100 })

  return {
    records,
    search(query, accept) {
      const filter = accept && ((result: SearchResult) => accept(records[result.id as number]))
      return miniSearch.search(query, filter ? { filter } : {}).map(result => ({
        record: records[result.id as number],
        score: result.score,
        terms: result.terms.map(fromTermKey),
        match: Object.fromEntries(Object.entries(result.match).map(([key, fields]) => [fromTermKey(key), fields])),
      }))
    },
  }
}
