import { describe, expect, it } from 'vitest'
import { readSearchEnv } from '../../../config/env'
import { searchConfig } from '../../../config/search'
import { externalSources } from '../../../config/securityHeaders'
import { contentSecurityPolicy } from '../../../plugins/security-headers/contentSecurityPolicy'

const hosted = { ALGOLIA_APP_ID: 'AbC123', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }

describe('searchConfig', () => {
  it('answers from the local index with no ALGOLIA_* set', () => {
    expect(searchConfig(readSearchEnv({}))).toMatchObject({ appId: 'LOCALINDEX', askAi: 'local-docs-answers', contextualSearch: true, searchPagePath: 'search', insights: false })
  })

  it('uses the hosted index only when all three variables are set', () => {
    expect(searchConfig(readSearchEnv(hosted))).toMatchObject({ appId: 'AbC123', apiKey: 'key', indexName: 'docs' })
    expect(searchConfig(readSearchEnv({ ...hosted, ALGOLIA_INDEX_NAME: ' ' })).appId).toBe('LOCALINDEX')
    expect(searchConfig(readSearchEnv({ ...hosted, ALGOLIA_ASSISTANT_ID: 'assistant' })).askAi).toBe('assistant')
  })
})

describe('the Content-Security-Policy in each search mode', () => {
  const site = { siteUrl: 'https://a.b', baseUrl: '/' }
  it('allows no Algolia host for local search and the local Ask AI', () => {
    expect(externalSources(site, searchConfig(readSearchEnv({}))).connect).toEqual([])
  })

  it('allows Algolia’s hosts for a hosted index, and Ask AI’s when it is Algolia’s', () => {
    const policy = contentSecurityPolicy([], externalSources(site, searchConfig(readSearchEnv(hosted))))
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.algolia\.net https:\/\/\*\.algolianet\.com;/)
    expect(externalSources(site, searchConfig(readSearchEnv({ ...hosted, ALGOLIA_ASSISTANT_ID: 'a' }))).connect).toContain('https://askai.algolia.com')
  })
})
