import { createSearchEngine, type SearchEngine } from './searchEngine'
import { decodeSearchIndex, SEARCH_MANIFEST_FILE, type SearchManifest } from './searchRecord'

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

const INDEX_PATH = /^assets\/search\/index\.[0-9a-f]+\.json$/

async function fetchJson(fetchImpl: Fetch, url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetchImpl(url, init)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

/**
 * Loads the index once, on first use: the manifest (revalidated, it names the current
 * index), then the content-hashed index. A failed load is forgotten, so the next search
 * tries again instead of failing for the rest of the visit.
 */
export function createIndexLoader(baseUrl: string, fetchImpl: Fetch = (url, init) => globalThis.fetch(url, init)) {
  let pending: Promise<SearchEngine> | undefined
  const load = async (): Promise<SearchEngine> => {
    const manifest = (await fetchJson(fetchImpl, `${baseUrl}${SEARCH_MANIFEST_FILE}`, { cache: 'no-cache' })) as SearchManifest
    // Follow only a path the plugin writes: the manifest is data, not a place to redirect to.
    if (typeof manifest?.index !== 'string' || !INDEX_PATH.test(manifest.index)) throw new Error('search manifest: no index')
    return createSearchEngine(decodeSearchIndex(await fetchJson(fetchImpl, `${baseUrl}${manifest.index}`)))
  }
  return function loadEngine(): Promise<SearchEngine> {
    pending ??= load().catch(error => {
      pending = undefined
      throw error
    })
    return pending
  }
}
