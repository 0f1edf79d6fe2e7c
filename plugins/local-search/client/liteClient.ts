import { liteClient as algoliaLiteClient } from '@local-search/algoliasearch-lite-original'
import { getLocalSearchClient } from './localSearch'
import { isLocalSearchAppId } from './searchMode'
import { withLocalFallback } from './withLocalFallback'

// Stands in for `algoliasearch/lite` (webpack alias, plugins/local-search): the theme's
// search page builds its client with liteClient(appId, apiKey) on every render.
export * from '@local-search/algoliasearch-lite-original'

type LiteClient = ReturnType<typeof algoliaLiteClient>
const hostedClients = new Map<string, LiteClient>()

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): LiteClient {
  const [appId, apiKey] = args
  if (isLocalSearchAppId(appId)) return getLocalSearchClient() as unknown as LiteClient
  const key = `${appId}\n${apiKey}`
  let client = hostedClients.get(key)
  if (!client) {
    client = withLocalFallback(algoliaLiteClient(...args), getLocalSearchClient())
    hostedClients.set(key, client)
  }
  return client
}
