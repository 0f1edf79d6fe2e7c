// Whether a reader on a Chinese page should be offered the English edition: only when their
// browser ranks English above Chinese, and only until they answer the offer once.

/** The storage key (Docusaurus scopes it to the site) and the one value that means "answered". */
export const LOCALE_HINT_KEY = 'docs-locale-hint'
export const LOCALE_HINT_ANSWERED = 'answered'

const primaryTag = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''

/** True when English comes before any Chinese in the browser's language list. */
export function prefersEnglish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = primaryTag(String(tag))
    if (primary === 'zh') return false
    if (primary === 'en') return true
  }
  return false
}

/**
 * The same page in another locale: the path after the current locale's base URL, put after the
 * other one's. Search and hash stay, so a reader lands where they were.
 */
export function pathInLocale(pathname: string, currentBaseUrl: string, targetBaseUrl: string): string {
  const rest = pathname.startsWith(currentBaseUrl) ? pathname.slice(currentBaseUrl.length) : pathname.replace(/^\/+/, '')
  return `${targetBaseUrl}${rest}`
}
