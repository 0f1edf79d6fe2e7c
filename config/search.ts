import type { ThemeConfig } from '@docusaurus/theme-search-algolia'

// SPEC §7/§9: DocSearch modal + /search page (query parameter `q`).
export const algolia: ThemeConfig['algolia'] = {
  appId: 'LOCALINDEX',
  apiKey: 'local-search-only',
  indexName: 'weapp-tailwindcss',
  contextualSearch: true,
  searchPagePath: 'search',
  insights: false,
}
