import type { PluginConfig } from '@docusaurus/types'
import type { SecurityHeadersOptions } from '../plugins/security-headers'
import { isLocalAssistant, isLocalSearchAppId } from '../plugins/local-search/client/searchMode'
import type { SiteEnv } from './env'

interface SearchHosts {
  appId?: string
  askAi?: unknown
}

// The hosts the Content-Security-Policy allows besides the site's own origin: none unless an
// analytics id or a hosted Algolia index is set at build time (config/analytics.ts and
// config/search.ts use the same settings).
export function externalSources(env: SiteEnv, search: SearchHosts = {}): SecurityHeadersOptions {
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
  // The lite client's hosts for the application (…-dsn.algolia.net, …-1.algolianet.com …).
  if (search.appId && !isLocalSearchAppId(search.appId)) connect.push('https://*.algolia.net', 'https://*.algolianet.com')
  if (search.askAi && !isLocalAssistant(search.askAi)) connect.push('https://askai.algolia.com')
  return { script, connect, img }
}

// By module path, so Docusaurus runs the plugin's validateOptions on these hosts.
export function securityHeaders(env: SiteEnv, search: SearchHosts = {}): PluginConfig {
  return ['./plugins/security-headers/index.ts', { ...externalSources(env, search) }]
}
