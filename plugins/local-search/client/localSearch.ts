import siteConfig from '@generated/docusaurus.config'
import { createLocalSearchClient, type LocalSearchClient } from './LocalSearchClient'
import { createIndexLoader } from './loadSearchIndex'

// One index and one client per visit, shared by the modal, the search page and Ask AI.

export const loadSearchEngine = createIndexLoader(siteConfig.baseUrl)

export function siteRoot(): string {
  return `${window.location.origin}${siteConfig.baseUrl.replace(/\/$/, '')}`
}

let client: LocalSearchClient | undefined

export function getLocalSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({ loadEngine: loadSearchEngine, siteRoot })
  return client
}

/** Starts loading the index (first hover/focus of search); a failure surfaces on the next search. */
export function preloadSearchIndex(): void {
  loadSearchEngine().catch(() => undefined)
}
