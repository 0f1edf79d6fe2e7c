import { describe, expect, it } from 'vitest'
import { searchConfig, searchConnectSources } from '../../../config/search'
import { externalSources } from '../../../config/securityHeaders'
import { contentSecurityPolicy } from '../../../plugins/security-headers/contentSecurityPolicy'

const hosted = { ALGOLIA_APP_ID: 'AbC123', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }

describe('searchConfig', () => {
  it('answers from the local index with no ALGOLIA_* set', () => {
    expect(searchConfig({})).toMatchObject({ appId: 'LOCALINDEX', askAi: 'local-docs-answers', contextualSearch: true, searchPagePath: 'search', insights: false })
  })

  it('uses the hosted index only when all three variables are set', () => {
    expect(searchConfig(hosted)).toMatchObject({ appId: 'AbC123', apiKey: 'key', indexName: 'docs' })
    expect(searchConfig({ ...hosted, ALGOLIA_INDEX_NAME: ' ' }).appId).toBe('LOCALINDEX')
    expect(searchConfig({ ...hosted, ALGOLIA_ASSISTANT_ID: 'assistant' }).askAi).toBe('assistant')
  })
})

describe('searchConnectSources', () => {
  it('allows no host for local search and Algolia’s hosts for a hosted index', () => {
    expect(searchConnectSources({})).toEqual([])
    expect(searchConnectSources(hosted)).toEqual([
      'https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com', 'https://abc123-2.algolianet.com', 'https://abc123-3.algolianet.com',
    ])
    expect(searchConnectSources({ ...hosted, ALGOLIA_ASSISTANT_ID: 'a' })).toContain('https://askai.algolia.com')
  })

  it('reaches the Content-Security-Policy', () => {
    const policy = contentSecurityPolicy([], externalSources({ siteUrl: 'https://a.b', baseUrl: '/' }, searchConnectSources(hosted)))
    expect(policy).toMatch(/connect-src 'self' https:\/\/abc123-dsn\.algolia\.net https:\/\/abc123-1\.algolianet\.com/)
  })
})
