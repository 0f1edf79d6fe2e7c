import type { HtmlTagObject } from '@docusaurus/types'
import { jsonLd, siteGraph } from '../lib/structured-data/schema'
import { currentLocale, siteI18n } from './i18n'
import { siteDescription } from './metadata'
import { repositoryUrl, siteTitle } from './site'
import type { SiteEnv } from './env'

const pinned = require('weapp-tailwindcss/package.json') as { name: string; version: string; license: string; description: string }

/** WebSite (with its /search?q= action) and the documented package, on every page of the locale. */
export function structuredDataTags(env: SiteEnv): HtmlTagObject[] {
  const locale = currentLocale()
  const localeConfig = siteI18n(env.baseUrl).localeConfigs[locale]
  const site = {
    siteUrl: env.siteUrl,
    baseUrl: localeConfig?.baseUrl ?? env.baseUrl,
    name: siteTitle,
    description: siteDescription,
    inLanguage: localeConfig?.htmlLang ?? 'zh-CN',
  }
  const pkg = { name: pinned.name, version: pinned.version, license: pinned.license, repositoryUrl, description: pinned.description }
  return [{ tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: jsonLd(siteGraph(site, pkg)) }]
}
