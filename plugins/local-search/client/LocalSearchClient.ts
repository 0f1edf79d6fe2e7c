import { facetFilterMatcher, facetValue } from './facetFilters'
import type { RankedRecord, SearchEngine } from './searchEngine'
import { toSearchRequests, type SearchRequest } from './searchRequests'
import { toDocSearchHit, type DocSearchHit } from './toDocSearchHit'

// Algolia's lite-client interface, answered from the local index. DocSearch's modal and the
// theme's search page both talk to it without knowing which engine answers.

interface SearchResponse {
  hits: DocSearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  query: string
  params: string
  index: string
  processingTimeMS: number
  exhaustiveNbHits: boolean
  exhaustiveFacetsCount: boolean
  facets: Record<string, Record<string, number>>
}

interface AlgoliaAgent {
  value: string
  add(options: { segment: string; version?: string }): AlgoliaAgent
}

export interface LocalSearchClient {
  appId: string
  search(requests: unknown): Promise<{ results: SearchResponse[] }>
  addAlgoliaAgent(segment: string, version?: string): void
  transporter: { algoliaAgent: AlgoliaAgent }
}

export interface LocalSearchClientOptions {
  loadEngine: () => Promise<SearchEngine>
  /** Origin plus baseUrl without its trailing slash, read when results are built. */
  siteRoot: () => string
  /** Like Algolia's `distinct`: at most this many sections of one page, so one long page cannot fill the list. */
  sectionsPerPage?: number
}

const FACETS = ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0']

/**
 * The modal shows 'Unable to fetch results' only for an error named RetryError — the name
 * Algolia's transporter gives "no host answered", which is what an unreachable index is.
 */
class SearchIndexUnavailableError extends Error {
  override name = 'RetryError'
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

function createAlgoliaAgent(): AlgoliaAgent {
  const agent: AlgoliaAgent = {
    value: 'local-search (1.0.0)',
    add({ segment, version }) {
      const part = version ? `${segment} (${version})` : segment
      if (!agent.value.split('; ').includes(part)) agent.value = `${agent.value}; ${part}`
      return agent
    },
  }
  return agent
}

function distinctSections(ranked: RankedRecord[], perPage: number): RankedRecord[] {
  const seen = new Map<string, number>()
  return ranked.filter(({ record }) => {
    const page = record.url.split('#')[0]
    const count = seen.get(page) ?? 0
    seen.set(page, count + 1)
    return count < perPage
  })
}

function facetCounts(ranked: RankedRecord[], facets: string[]): SearchResponse['facets'] {
  const names = facets.includes('*') ? FACETS : facets
  const counts: SearchResponse['facets'] = {}
  for (const name of names) {
    const values: Record<string, number> = {}
    for (const { record } of ranked) {
      const value = facetValue(record, name)
      if (value !== undefined) values[value] = (values[value] ?? 0) + 1
    }
    counts[name] = values
  }
  return counts
}

function answer(engine: SearchEngine, request: SearchRequest, options: LocalSearchClientOptions): SearchResponse {
  const started = Date.now()
  const accept = facetFilterMatcher(request.facetFilters)
  const ranked = request.query.trim() === '' ? [] : distinctSections(engine.search(request.query, accept), options.sectionsPerPage ?? 3)
  const { hitsPerPage, page } = request
  const siteRoot = options.siteRoot()
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(result =>
    toDocSearchHit(result, {
      siteRoot,
      tags: { pre: request.highlightPreTag, post: request.highlightPostTag },
      attributesToSnippet: request.attributesToSnippet,
      snippetEllipsisText: request.snippetEllipsisText,
    }))
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    facets: facetCounts(ranked, request.facets),
  }
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const algoliaAgent = createAlgoliaAgent()
  return {
    appId: 'local',
    async search(input) {
      const requests = toSearchRequests(input)
      let engine: SearchEngine
      try {
        engine = await options.loadEngine()
      } catch (error) {
        throw new SearchIndexUnavailableError(error)
      }
      return { results: requests.map(request => answer(engine, request, options)) }
    },
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add({ segment, version })
    },
    transporter: { algoliaAgent },
  }
}
