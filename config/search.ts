import type { UserThemeConfig } from '@docusaurus/theme-search-algolia'
import { readSearchEnv, type SearchEnv } from './env'
import {
  LOCAL_ASK_AI_ASSISTANT_ID,
  LOCAL_SEARCH_API_KEY,
  LOCAL_SEARCH_APP_ID,
} from '../plugins/local-search/client/searchMode'

// DocSearch modal + /search page (query parameter `q`), Ask AI in the modal.
// With no ALGOLIA_* set, the inert ids below route search and Ask AI to the local index
// (plugins/local-search); with all three set, the hosted index answers and the local one
// takes over when it fails. ALGOLIA_ASSISTANT_ID alone switches Ask AI to Algolia's.
export function searchConfig(env: SearchEnv = readSearchEnv()): NonNullable<UserThemeConfig['algolia']> {
  const hosted = env.hostedIndex
  return {
    appId: hosted?.appId ?? LOCAL_SEARCH_APP_ID,
    apiKey: hosted?.apiKey ?? LOCAL_SEARCH_API_KEY,
    indexName: hosted?.indexName ?? 'weapp-tailwindcss',
    askAi: env.assistantId ?? LOCAL_ASK_AI_ASSISTANT_ID,
    contextualSearch: true,
    searchPagePath: 'search',
    // Insights loads a script from a CDN and reports clicks to Algolia: off.
    insights: false,
  }
}

export const algolia = searchConfig()
