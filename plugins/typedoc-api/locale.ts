import path from 'node:path'

/** The editions the API pages are generated for: the Chinese site at /, the English one at /en/. */
export type ApiLocale = 'zh-cn' | 'en'

/** Docusaurus's current locale as an edition of the API pages; any other locale gets the Chinese pages. */
export function apiLocale(docusaurusLocale: string | undefined): ApiLocale {
  return docusaurusLocale === 'en' ? 'en' : 'zh-cn'
}

/** Where Docusaurus reads the English docs: translated pages shadow docs/ at the same path. */
const ENGLISH_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current'

/** The folder one set of API pages is written to, e.g. docs/api or i18n/en/…/current/api. */
export function apiOutDir(siteDir: string, docsFolder: string, locale: ApiLocale): string {
  return path.join(siteDir, locale === 'en' ? ENGLISH_DOCS : 'docs', docsFolder)
}

/** Picks the text for one edition; every text the generator writes goes through here. */
export function forLocale<T>(texts: Record<ApiLocale, T>, locale: ApiLocale): T {
  return texts[locale]
}
