// DocSearch keeps the reader's recent and favourite searches and Ask AI conversations in
// localStorage and trusts them: an entry without `hierarchy` throws while the modal renders
// (the search button is replaced by the crash message), and the titles and answers are inserted
// as HTML (titles with innerHTML, answers through `marked`, which passes raw HTML through).
// Another version of the site, a browser extension or a hand edit can leave such entries, so
// the modal wrapper repairs them before DocSearch reads them: entries it cannot show are
// dropped, markup in what it shows becomes text. Valid entries are left exactly as they are,
// and nothing is written when nothing had to change.

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
const HIT_TYPES = new Set<string>([...LEVELS, 'content'])

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Entry = { [key: string]: Json }

export interface SavedSearchKeys {
  recent: string
  favorite: string
  conversations: string
}

/** The keys DocSearch 4.2 uses for an index (and for the Ask AI index, when it differs). */
export function savedSearchKeys(indexName: string, askAiIndexName?: string): SavedSearchKeys {
  return {
    recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    favorite: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
    conversations: `__DOCSEARCH_ASKAI_CONVERSATIONS__${askAiIndexName || indexName}`,
  }
}

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Raw `<` and `>` as entities: already-escaped titles (what the local index stores) stay unchanged. */
function markupAsText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A link DocSearch may render: a path on this site or an http(s) URL. */
export function isSafeUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true
  return /^https?:\/\/[^/\\]/i.test(url)
}

function repairHit(entry: unknown): Entry | null {
  if (!isEntry(entry)) return null
  const { objectID, url, type, hierarchy, content } = entry
  if (typeof objectID !== 'string' || typeof url !== 'string' || !isSafeUrl(url)) return null
  if (typeof type !== 'string' || !HIT_TYPES.has(type) || !isEntry(hierarchy)) return null
  if (content !== undefined && content !== null && typeof content !== 'string') return null
  const levels: Entry = {}
  for (const level of LEVELS) {
    const value = hierarchy[level]
    if (value === undefined) continue
    if (value !== null && typeof value !== 'string') return null
    levels[level] = typeof value === 'string' ? markupAsText(value) : null
  }
  if (type !== 'content' && typeof levels[type] !== 'string') return null
  if (type === 'content' && typeof content !== 'string') return null
  return {
    ...entry,
    hierarchy: { ...hierarchy, ...levels },
    ...(typeof content === 'string' && { content: markupAsText(content) }),
  }
}

const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/
const SCRIPT_SCHEME = /\b(javascript|vbscript|data)(\s*):/gi

/**
 * Markdown as `marked` will render it, with raw HTML outside code shown as text and links that
 * would run script defused. Code spans and blocks are left alone: `marked` escapes them itself.
 */
export function markdownAsText(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(SCRIPT_SCHEME, '$1-blocked$2:')))
    .join('')
}

function repairMessage(message: unknown): Entry | null {
  if (!isEntry(message) || typeof message.id !== 'string' || (message.role !== 'user' && message.role !== 'assistant')) return null
  if (!Array.isArray(message.parts)) return null
  const parts: Json[] = []
  for (const part of message.parts) {
    if (!isEntry(part) || typeof part.type !== 'string') return null
    if (part.type === 'text') {
      if (typeof part.text !== 'string') return null
      parts.push({ ...part, text: markdownAsText(part.text) })
    } else parts.push(part)
  }
  return { ...message, parts }
}

function repairConversation(entry: unknown): Entry | null {
  if (!isEntry(entry)) return null
  const { objectID, query, messages, hierarchy } = entry
  if (typeof objectID !== 'string' || typeof query !== 'string' || !Array.isArray(messages) || messages.length === 0) return null
  if (!isEntry(hierarchy) || typeof hierarchy.lvl1 !== 'string') return null
  const repaired: Entry[] = []
  for (const message of messages) {
    const fixed = repairMessage(message)
    if (!fixed) return null
    repaired.push(fixed)
  }
  return {
    ...entry,
    hierarchy: { ...hierarchy, lvl1: markupAsText(hierarchy.lvl1) },
    messages: repaired,
  }
}

/** The list with entries repaired or dropped; `unchanged` when it was fine as it was. */
function repairList(raw: string, repair: (entry: unknown) => Entry | null): string | 'unchanged' {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    // DocSearch drops unreadable JSON itself (only that key).
    return 'unchanged'
  }
  if (!Array.isArray(parsed)) return 'unchanged'
  const repaired = parsed.map(repair).filter((entry): entry is Entry => entry !== null)
  const text = JSON.stringify(repaired)
  return text === JSON.stringify(parsed) ? 'unchanged' : text
}

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Repairs the three lists in place. Storage that is missing or throws is left alone. */
export function repairSavedSearches(storage: StorageLike | undefined, keys: SavedSearchKeys): void {
  const lists: [string, (entry: unknown) => Entry | null][] = [
    [keys.recent, repairHit],
    [keys.favorite, repairHit],
    [keys.conversations, repairConversation],
  ]
  for (const [key, repair] of lists) {
    try {
      const raw = storage?.getItem(key)
      if (raw === null || raw === undefined) continue
      const repaired = repairList(raw, repair)
      if (repaired !== 'unchanged') storage?.setItem(key, repaired)
    } catch {
      // Storage unavailable or full: DocSearch then keeps nothing, which is safe.
    }
  }
}
