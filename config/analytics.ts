import type { PluginConfig } from '@docusaurus/types'
import type { SiteEnv } from './env'

// Analytics only when an id is set at build time: with none, the built site
// talks to no host but its own.
export function analyticsPlugins(env: SiteEnv): PluginConfig[] {
  return env.gtagId ? [['@docusaurus/plugin-google-gtag', { trackingID: env.gtagId, anonymizeIP: true }]] : []
}

export function analyticsScripts(env: SiteEnv): { src: string; async: boolean }[] {
  return env.baiduAnalyticsId
    ? [{ src: `https://hm.baidu.com/hm.js?${encodeURIComponent(env.baiduAnalyticsId)}`, async: true }]
    : []
}
