// The site's build-time environment, read in this file only: the config, the plugins and the speed layer
// take the values read here. With nothing set, the site builds and works fully offline: every external
// service is opt-in. The tools (check scripts, benchmarks, tests) read their own flags where they run, and
// lib/examples/runCommand.ts decides what reaches the commands it starts.
export interface SiteEnv {
  siteUrl: string
  baseUrl: string
  gtagId?: string
  baiduAnalyticsId?: string
}

export interface SearchEnv {
  /** ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME, all three; else undefined. */
  hostedIndex?: { appId: string; apiKey: string; indexName: string }
  /** ALGOLIA_ASSISTANT_ID: Algolia's Ask AI instead of the local one. */
  assistantId?: string
}

/** How this run of Docusaurus builds the site. */
export interface BuildEnv {
  /** DOCUSAURUS_CURRENT_LOCALE, which Docusaurus sets each time it loads the config for a locale. */
  locale?: string
  /** NODE_ENV=development, which `docusaurus start` sets. */
  devServer: boolean
  /** DOCUSAURUS_FASTER=false: webpack and Babel even where @docusaurus/faster's bindings load. */
  fasterBundlerOff: boolean
  /** DOCS_STOCK=1: a build without the speed layer. */
  stockBuild: boolean
  /** DOCS_SPEED_WITHOUT: speed layer patches to leave out, comma separated. */
  speedWithout?: string
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

export function readSearchEnv(env: NodeJS.ProcessEnv = process.env): SearchEnv {
  const appId = nonEmpty(env.ALGOLIA_APP_ID)
  const apiKey = nonEmpty(env.ALGOLIA_SEARCH_API_KEY)
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME)
  return {
    hostedIndex: appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined,
    assistantId: nonEmpty(env.ALGOLIA_ASSISTANT_ID),
  }
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return {
    locale: nonEmpty(env.DOCUSAURUS_CURRENT_LOCALE),
    devServer: env.NODE_ENV === 'development',
    fasterBundlerOff: env.DOCUSAURUS_FASTER === 'false',
    stockBuild: env.DOCS_STOCK === '1',
    speedWithout: nonEmpty(env.DOCS_SPEED_WITHOUT),
  }
}
