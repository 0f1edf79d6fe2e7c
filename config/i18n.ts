import type { I18nConfig, I18nLocaleConfig } from '@docusaurus/types'
import { readBuildEnv } from './env'

// Chinese is the site's own language and lives at /; the English edition lives under /en/.
export const DEFAULT_LOCALE = 'zh-cn'
const SITE_LOCALES = ['zh-cn', 'en'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]

/**
 * English always lives under <baseUrl>en/, also in a build of English alone
 * (`docusaurus build --locale en`), which would otherwise put it at the site's root.
 */
export function siteI18n(baseUrl: string): Omit<I18nConfig, 'path' | 'localeConfigs'> & { localeConfigs: Record<SiteLocale, Partial<I18nLocaleConfig>> } {
  return {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...SITE_LOCALES],
    localeConfigs: {
      'zh-cn': { label: '简体中文', htmlLang: 'zh-CN', direction: 'ltr', baseUrl },
      en: { label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: `${baseUrl}en/` },
    },
  }
}

/**
 * The locale Docusaurus is loading the config for. `docusaurus build` loads the config once per
 * locale and names it in DOCUSAURUS_CURRENT_LOCALE; `docusaurus start` without --locale leaves it unset.
 */
export function currentLocale(loading: string | undefined = readBuildEnv().locale): SiteLocale {
  return SITE_LOCALES.find(locale => locale === loading) ?? DEFAULT_LOCALE
}

/** Picks the text for the locale being built: config strings that no translation file reaches. */
export function inLocale<T>(texts: Record<SiteLocale, T>, locale: SiteLocale = currentLocale()): T {
  return texts[locale]
}
