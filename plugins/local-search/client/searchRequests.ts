import type { FacetFilters } from './facetFilters'

// The two shapes the theme sends to one client:
// - the DocSearch modal, algoliasearch v5: `search({ requests: [{ indexName, query, ...params }] })`;
// - the search page through algoliasearch-helper, the legacy form:
//   `search([{ indexName, params: { query, hitsPerPage, page, facets, facetFilters, ... } }])`,
//   where `params` may also be a URL-encoded string.

export interface SearchRequest {
  indexName: string
  query: string
  hitsPerPage: number
  page: number
  facetFilters?: FacetFilters
  facets: string[]
  /** `attribute:words` entries; `undefined` means the index default. */
  attributesToSnippet?: string[]
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
}

type Params = Record<string, unknown>

function parseParamString(params: string): Params {
  const parsed: Params = {}
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(raw)
    } catch {
      parsed[key] = raw
    }
  }
  return parsed
}

function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : value.split(',')
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function toSearchRequest(raw: Params): SearchRequest {
  const nested = raw.params
  const params: Params = { ...raw, ...(typeof nested === 'string' ? parseParamString(nested) : (nested as Params | undefined)) }
  const number = (value: unknown, fallback: number) => (Number.isFinite(Number(value)) && value !== null && value !== '' ? Number(value) : fallback)
  const string = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
  return {
    indexName: string(params.indexName, ''),
    query: string(params.query, ''),
    hitsPerPage: Math.max(0, number(params.hitsPerPage, 20)),
    page: Math.max(0, number(params.page, 0)),
    facetFilters: params.facetFilters as FacetFilters | undefined,
    facets: asStringList(params.facets),
    attributesToSnippet: params.attributesToSnippet === undefined ? undefined : asStringList(params.attributesToSnippet),
    // Algolia's defaults: the search page relies on <em>.
    highlightPreTag: string(params.highlightPreTag, '<em>'),
    highlightPostTag: string(params.highlightPostTag, '</em>'),
    snippetEllipsisText: string(params.snippetEllipsisText, '…'),
  }
}

export function toSearchRequests(input: unknown): SearchRequest[] {
  const list = Array.isArray(input) ? input : (input as { requests?: unknown } | null)?.requests
  if (!Array.isArray(list)) throw new TypeError('search(): expected { requests: [...] } or [...]')
  return list.map(request => toSearchRequest(request as Params))
}
