// Which language an index is read in. Each locale's build writes its own index (records'
// `language` is the locale), so the engine reads the language off the records it is given.

export type SearchLanguage = 'zh-cn' | 'en'

/** `en`, `en-US` → English; anything else → Chinese, the site's own language. */
export function searchLanguageOf(locale: string | null | undefined): SearchLanguage {
  return /^en(?:$|-)/i.test(locale ?? '') ? 'en' : 'zh-cn'
}

/** The language of an index: its records all share the locale of the build that wrote them. */
export function languageOfRecords(records: readonly { language: string }[]): SearchLanguage {
  return searchLanguageOf(records[0]?.language)
}
