// The record shape shared by the index builder (Node), the hosted-index export and the
// browser client. It follows DocSearch's crawler records so the same data can feed Algolia.

export type RecordLevel = 'lvl1' | 'lvl2' | 'lvl3'

export interface SearchRecord {
  /** Path under the site's baseUrl with a leading slash, plus `#anchor` for sections. */
  url: string
  anchor: string | null
  type: RecordLevel
  /** lvl0 = section (sidebar category, navbar item, 文档/博客), lvl1 = h1, lvl2 = h2, lvl3 = h3. */
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null }
  /** Text under the heading up to the next h2/h3: paragraphs, list items, cells, admonitions, code. */
  content: string
  /** The page's `<meta name="keywords">`, on the page's first record only. */
  keywords: string[]
  language: string
  docusaurus_tag: string
  /** Order within the page, 0 for the page's main record. */
  position: number
  /** Questions readers ask when this section is the answer, written beside the page (`<page>.questions.yml`). */
  questions: string[]
}

/**
 * What the browser downloads: each page's shared fields once, then its sections.
 * Arrays instead of objects keep the file small; `version` guards against a stale cache.
 */
export interface SearchIndexPayload {
  version: 2
  /** [url, lvl0, lvl1, keywords, docusaurus_tag, language] */
  pages: [string, string, string, string[], string, string][]
  /** [page index, anchor, lvl2, lvl3, content, questions (left out when none)] */
  sections: ([number, string | null, string | null, string | null, string] | [number, string | null, string | null, string | null, string, string[]])[]
}

/** The fixed-name file the browser reads first to find the content-hashed index. */
export interface SearchManifest {
  /** Path of the index relative to the site's baseUrl. */
  index: string
  records: number
}

const SEARCH_INDEX_VERSION = 2
// The hashed index sits with the other hashed assets (cached for good); the manifest is
// revalidated. Not under /search/: a folder next to search.html makes some static hosts
// redirect /search to /search/ and lose the search page.
export const SEARCH_INDEX_DIR = 'assets/search'
export const SEARCH_MANIFEST_FILE = 'search-manifest.json'

export function levelOf(lvl2: string | null, lvl3: string | null): RecordLevel {
  return lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1'
}

export function encodeSearchIndex(records: SearchRecord[]): SearchIndexPayload {
  const pages: SearchIndexPayload['pages'] = []
  const sections: SearchIndexPayload['sections'] = []
  const pageIndex = new Map<string, number>()
  for (const record of records) {
    const pageUrl = record.url.split('#')[0]
    let page = pageIndex.get(pageUrl)
    if (page === undefined) {
      page = pages.length
      pageIndex.set(pageUrl, page)
      pages.push([pageUrl, record.hierarchy.lvl0, record.hierarchy.lvl1, [], record.docusaurus_tag, record.language])
    }
    if (record.keywords.length > 0) pages[page][3] = record.keywords
    const section = [page, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content] as const
    sections.push(record.questions.length > 0 ? [...section, record.questions] : [...section])
  }
  return { version: SEARCH_INDEX_VERSION, pages, sections }
}

export function decodeSearchIndex(payload: unknown): SearchRecord[] {
  if (!isPayload(payload)) throw new Error('search index: unexpected format')
  const positions = new Map<number, number>()
  return payload.sections.map(([page, anchor, lvl2, lvl3, content, questions]) => {
    const shared = payload.pages[page]
    if (!shared) throw new Error('search index: section points to a missing page')
    const [url, lvl0, lvl1, keywords, tag, language] = shared
    const position = positions.get(page) ?? 0
    positions.set(page, position + 1)
    return {
      url: anchor ? `${url}#${anchor}` : url,
      anchor,
      type: levelOf(lvl2, lvl3),
      hierarchy: { lvl0, lvl1, lvl2, lvl3 },
      content,
      keywords: position === 0 ? keywords : [],
      language,
      docusaurus_tag: tag,
      position,
      questions: Array.isArray(questions) ? questions : [],
    }
  })
}

function isPayload(value: unknown): value is SearchIndexPayload {
  const payload = value as SearchIndexPayload | null
  return (
    typeof payload === 'object' && payload !== null && payload.version === SEARCH_INDEX_VERSION &&
    Array.isArray(payload.pages) && Array.isArray(payload.sections)
  )
}
