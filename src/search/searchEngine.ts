import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchRecord } from './searchRecord'
import { allowsPrefixMatch, allowsTypos, queryTerms, searchTerms } from './tokenize'

// Ranking is MiniSearch's BM25+ with OR semantics: a page that misses one word of a long
// question still ranks by the words it has. Headings and page keywords weigh more than body
// text, and a page's main record more than its sections, as DocSearch ranks record levels.

type Field = 'lvl1' | 'lvl2' | 'lvl3' | 'keywords' | 'content'
const FIELDS: Field[] = ['lvl1', 'lvl2', 'lvl3', 'keywords', 'content']
const FIELD_BOOST: Record<Field, number> = { lvl1: 3, lvl2: 2.5, lvl3: 2, keywords: 3, content: 1 }
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

function fieldOf(record: SearchRecord, field: Field): string {
  if (field === 'keywords') return record.keywords.join(' ')
  if (field === 'content') return record.content
  return record.hierarchy[field] ?? ''
}

/**
 * Search-as-you-type: the last query term may be a word still being typed, so it matches as a
 * prefix whatever its length, as Algolia's `prefixLast` does; earlier terms only when long enough.
 */
function prefixMatch(term: string, index: number, terms: string[]): boolean {
  return index === terms.length - 1 || allowsPrefixMatch(term)
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
    const terms = searchTerms(text)
    for (const term of terms) vocabulary.add(term)
    return terms
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
      tokenize: queryTerms,
      processTerm: term => term,
      boost: FIELD_BOOST,
      prefix: prefixMatch,
      fuzzy: term => (allowsTypos(term) && !vocabulary.has(term) ? 0.2 : false),
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
        terms: result.terms,
        match: result.match,
      }))
    },
  }
}
