import { describe, expect, it } from 'vitest'
import { analyticsPlugins, analyticsScripts } from '../../config/analytics'
import { readEnv } from '../../config/env'

describe('analytics', () => {
  it('adds nothing when no id is set', () => {
    const env = readEnv({})
    expect(analyticsPlugins(env)).toEqual([])
    expect(analyticsScripts(env)).toEqual([])
  })

  it('adds gtag and the Baidu script only for their ids, escaping the id', () => {
    const env = readEnv({ GTAG_ID: 'G-XYZ', BAIDU_ANALYTICS_ID: 'a&b' })
    expect(analyticsPlugins(env)).toEqual([['@docusaurus/plugin-google-gtag', { trackingID: 'G-XYZ', anonymizeIP: true }]])
    expect(analyticsScripts(env)).toEqual([{ src: 'https://hm.baidu.com/hm.js?a%26b', async: true }])
  })
})
