import { createLocalSearchClient, type LocalSearchClient } from '../../../plugins/local-search/client/LocalSearchClient'
import { createSearchEngine, type SearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { pageUrl, type Locale, type SiteData } from './siteData'

// search_docs: the site's own search client (the one that answers DocSearch's modal and /search) on the built
// index, so the order of the results is the order a reader sees on /search.

export interface SearchHit {
  title: string
  section: string | null
  url: string
  excerpt: string
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
// The client escapes every string it returns (the page inserts them as HTML); an assistant reads text.
const unescapeHtml = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, entity => ENTITIES[entity])

export function createDocsSearch(site: SiteData) {
  const clients = new Map<Locale, LocalSearchClient>()
  const engines = new Map<Locale, Promise<SearchEngine>>()
  const engineOf = (locale: Locale): Promise<SearchEngine> => {
    let engine = engines.get(locale)
    if (!engine) {
      engine = createSearchEngine(site.locales[locale].records)
      engines.set(locale, engine)
    }
    return engine
  }
  const clientOf = (locale: Locale): LocalSearchClient => {
    let client = clients.get(locale)
    if (!client) {
      const siteRoot = pageUrl(site.root, locale, '')
      client = createLocalSearchClient({ loadEngine: () => engineOf(locale), siteRoot: () => siteRoot })
      clients.set(locale, client)
    }
    return client
  }
  return {
    /** Builds the engines up front, so the first search does not pay for it. */
    async warm(): Promise<void> {
      await Promise.all((['zh-cn', 'en'] as const).map(engineOf))
    },
    async search(query: string, locale: Locale, limit: number): Promise<SearchHit[]> {
      // What the search page sends: the locale's records, plain text (no highlight tags), one page of results.
      const { results } = await clientOf(locale).search([{
        indexName: 'local',
        params: { query, hitsPerPage: limit, page: 0, facetFilters: [`language:${locale}`], highlightPreTag: '', highlightPostTag: '' },
      }])
      return results[0].hits.map(hit => {
        const section = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2
        const snippet = hit._snippetResult.content?.value ?? ''
        return {
          title: unescapeHtml(hit.hierarchy.lvl1 ?? ''),
          section: section === null ? null : unescapeHtml(section),
          url: hit.url,
          excerpt: unescapeHtml(snippet),
        }
      })
    },
  }
}
