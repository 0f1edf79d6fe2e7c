import { describe, expect, it } from 'vitest'
import { normaliseBaseUrl, normaliseSiteUrl, readBuildEnv, readEnv, readSearchEnv } from '../../config/env'

describe('build-time environment', () => {
  it('defaults: base URL /, no analytics', () => {
    expect(readEnv({})).toEqual({ siteUrl: 'https://tw.icebreaker.top', baseUrl: '/', gtagId: undefined, baiduAnalyticsId: undefined })
  })

  it.each([
    ['sub', '/sub/'], ['/sub', '/sub/'], ['/sub/', '/sub/'], ['//a/b//', '/a/b/'], ['', '/'], ['  ', '/'], ['/', '/'],
  ])('base URL %j becomes %j', (raw, expected) => {
    expect(normaliseBaseUrl(raw)).toBe(expected)
  })

  it('site URL loses trailing slashes', () => {
    expect(normaliseSiteUrl('https://example.com///')).toBe('https://example.com')
  })

  it('analytics ids are read only when non-empty', () => {
    expect(readEnv({ GTAG_ID: ' G-1 ', BAIDU_ANALYTICS_ID: '' })).toMatchObject({ gtagId: 'G-1', baiduAnalyticsId: undefined })
  })

  it('the hosted search index needs all three ALGOLIA_* variables', () => {
    const hosted = { ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' }
    expect(readSearchEnv(hosted).hostedIndex).toEqual({ appId: 'A', apiKey: 'k', indexName: 'i' })
    expect(readSearchEnv({ ...hosted, ALGOLIA_APP_ID: '' }).hostedIndex).toBeUndefined()
    expect(readSearchEnv({ ALGOLIA_ASSISTANT_ID: ' x ' }).assistantId).toBe('x')
  })

  it('build flags: the dev server, the bundler, the speed layer, the locale being built', () => {
    expect(readBuildEnv({})).toEqual({ locale: undefined, devServer: false, fasterBundlerOff: false, stockBuild: false, speedWithout: undefined })
    expect(readBuildEnv({ NODE_ENV: 'development', DOCUSAURUS_FASTER: 'false', DOCS_STOCK: '1', DOCS_SPEED_WITHOUT: 'a,b', DOCUSAURUS_CURRENT_LOCALE: 'en' }))
      .toEqual({ locale: 'en', devServer: true, fasterBundlerOff: true, stockBuild: true, speedWithout: 'a,b' })
  })
})
