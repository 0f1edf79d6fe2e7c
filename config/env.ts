// Build-time environment, read in one place. With nothing set, the site builds
// and works fully offline: every external service is opt-in.
export interface SiteEnv {
  siteUrl: string
  baseUrl: string
  gtagId?: string
  baiduAnalyticsId?: string
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined

/** Docusaurus wants a base URL with a leading and a trailing slash. */
export function normaliseBaseUrl(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? '/'
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}

/** The origin only: Docusaurus rejects a `url` with a path (that belongs to baseUrl). */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? 'https://tw.icebreaker.top'
  return value.replace(/\/+$/, '')
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  return {
    siteUrl: normaliseSiteUrl(env.SITE_URL),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    gtagId: nonEmpty(env.GTAG_ID),
    baiduAnalyticsId: nonEmpty(env.BAIDU_ANALYTICS_ID),
  }
}
