import type { SecurityHeadersOptions } from '../plugins/security-headers'
import type { SiteEnv } from './env'

// The hosts the Content-Security-Policy allows besides the site's own origin: none unless an
// analytics id is set at build time (config/analytics.ts loads the same scripts under the same
// condition).
export function externalSources(env: SiteEnv): SecurityHeadersOptions {
  const script: string[] = []
  const connect: string[] = []
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
