import type { SecurityHeadersOptions } from '../plugins/security-headers'
import type { SiteEnv } from './env'
import { searchConnectSources } from './search'

// The hosts the Content-Security-Policy allows besides the site's own origin: none unless an
// analytics id is set at build time (config/analytics.ts loads the same scripts under the same
// condition), or a hosted Algolia index (config/search.ts).
export function externalSources(env: SiteEnv, searchHosts: string[] = searchConnectSources()): SecurityHeadersOptions {
  const script: string[] = []
  const connect: string[] = [...searchHosts]
  const img: string[] = []
  if (env.gtagId) {
    script.push('https://www.googletagmanager.com')
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com')
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com')
  }
  if (env.baiduAnalyticsId) {
    script.push('https://hm.baidu.com')
    connect.push('https://hm.baidu.com')
    img.push('https://hm.baidu.com')
  }
  return { script, connect, img }
}
