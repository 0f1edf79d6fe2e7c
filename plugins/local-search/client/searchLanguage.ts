// Which language an index is read in. Each locale's build writes its own index (records'
// `language` is the locale), so the engine reads the language off the records it is given.

export type SearchLanguage = 'zh-cn' | 'en'

/** lvl0 of a page outside any sidebar category or navbar item, in the index's language. */
export const DEFAULT_SECTIONS: Record<SearchLanguage, { docs: string; blog: string }> = {
  'zh-cn': { docs: '文档', blog: '博客' },
  en: { docs: 'Docs', blog: 'Blog' },
}

/** `en`, `en-US` → English; anything else → Chinese, the site's own language. */
export function searchLanguageOf(locale: string | null | undefined): SearchLanguage {
  return /^en(?:$|-)/i.test(locale ?? '') ? 'en' : 'zh-cn'
}

/** The language of an index: its records all share the locale of the build that wrote them. */
export function languageOfRecords(records: readonly { language: string }[]): SearchLanguage {
  return searchLanguageOf(records[0]?.language)
}
