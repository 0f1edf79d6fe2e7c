import { describe, expect, it } from 'vitest'
import { normaliseBaseUrl, normaliseSiteUrl, readEnv } from '../../config/env'

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
})
