import type { UserThemeConfig } from '@docusaurus/theme-search-algolia'
import {
  LOCAL_ASK_AI_ASSISTANT_ID,
  LOCAL_SEARCH_API_KEY,
  LOCAL_SEARCH_APP_ID,
} from '../plugins/local-search/client/searchMode'

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined

interface HostedIndex { appId: string; apiKey: string; indexName: string }

function hostedIndex(env: NodeJS.ProcessEnv): HostedIndex | undefined {
  const appId = nonEmpty(env.ALGOLIA_APP_ID)
  const apiKey = nonEmpty(env.ALGOLIA_SEARCH_API_KEY)
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME)
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined
}

// DocSearch modal + /search page (query parameter `q`), Ask AI in the modal.
// With no ALGOLIA_* set, the inert ids below route search and Ask AI to the local index
// (plugins/local-search); with all three set, the hosted index answers and the local one
// takes over when it fails. ALGOLIA_ASSISTANT_ID alone switches Ask AI to Algolia's.
export function searchConfig(env: NodeJS.ProcessEnv = process.env): NonNullable<UserThemeConfig['algolia']> {
  const hosted = hostedIndex(env)
  return {
    appId: hosted?.appId ?? LOCAL_SEARCH_APP_ID,
    apiKey: hosted?.apiKey ?? LOCAL_SEARCH_API_KEY,
    indexName: hosted?.indexName ?? 'weapp-tailwindcss',
    askAi: nonEmpty(env.ALGOLIA_ASSISTANT_ID) ?? LOCAL_ASK_AI_ASSISTANT_ID,
    contextualSearch: true,
    searchPagePath: 'search',
    // Insights loads a script from a CDN and reports clicks to Algolia: off.
    insights: false,
  }
}

export const algolia = searchConfig()
