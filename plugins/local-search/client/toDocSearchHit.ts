import { escapeHtml, findMatches, highlight, snippet, type HighlightTags } from './highlight'
import type { RankedRecord } from './searchEngine'
import type { SearchRecord } from './searchRecord'
import { searchLanguageOf, type SearchLanguage } from './searchLanguage'

// A ranked record in the shape DocSearch's modal and the theme's search page read from an
// Algolia hit. Every string a caller may insert as HTML is escaped: the highlights and
// snippets, and also `hierarchy`/`content`, because the modal renders a stored recent search
// (a hit without its highlights) from those raw fields with innerHTML.

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
type Level = (typeof LEVELS)[number]
type MatchLevel = 'none' | 'partial' | 'full'

interface HighlightResult {
  value: string
  matchLevel: MatchLevel
  matchedWords: string[]
  fullyHighlighted?: boolean
}

interface SnippetResult {
  value: string
  matchLevel: MatchLevel
}

export interface DocSearchHit {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: SearchRecord['type'] | 'content'
  hierarchy: Record<Level, string | null>
  content: string | null
  language: string
  docusaurus_tag: string
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult }
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetResult>>; content?: SnippetResult }
}

export interface HitOptions {
  /** Origin plus baseUrl without its trailing slash: the theme's URL processor needs absolute URLs. */
  siteRoot: string
  tags: HighlightTags
  /** `attribute:words` as DocSearch sends it (`content:10`); undefined → defaults. */
  attributesToSnippet?: string[]
  snippetEllipsisText: string
}

// Without attributesToSnippet (the search page) a summary line; headings are short, shown whole.
const DEFAULT_SNIPPET_WORDS: Record<string, number> = { content: 24 }
const HEADING_SNIPPET_WORDS = 40

function snippetWords(attribute: string, requested: string[] | undefined): number {
  for (const entry of requested ?? []) {
    const [name, words] = entry.split(':')
    if (name === attribute) return Number(words) || 10
  }
  return DEFAULT_SNIPPET_WORDS[attribute] ?? HEADING_SNIPPET_WORDS
}

function matchLevelOf(text: string, terms: readonly string[], language: SearchLanguage): { level: MatchLevel; words: string[] } {
  const words = terms.filter(term => findMatches(text, [term], language).length > 0)
  // Parts of a matched term (`nut`, `ui` of `nutui`) need not match on their own for a full match.
  const required = terms.filter(term => !terms.some(other => other !== term && other.includes(term)))
  const level = words.length === 0 ? 'none' : required.every(term => words.includes(term)) ? 'full' : 'partial'
  return { level, words }
}

/** `content` when only the text under a heading matched: the modal then shows that text, not the heading. */
function hitType(ranked: RankedRecord): DocSearchHit['type'] {
  const { record, match } = ranked
  const fields = Object.values(match).flat()
  const ownFields = record.type === 'lvl1' ? ['lvl1', 'keywords', 'slug'] : [record.type]
  const headingMatched = fields.some(field => ownFields.includes(field))
  return !headingMatched && fields.includes('content') && record.content !== '' ? 'content' : record.type
}

export function toDocSearchHit(ranked: RankedRecord, options: HitOptions): DocSearchHit {
  const { record, terms } = ranked
  const language = searchLanguageOf(record.language)
  const url = `${options.siteRoot}${record.url}`
  const hierarchy = Object.fromEntries(
    LEVELS.map(level => [level, (record.hierarchy as Partial<Record<Level, string | null>>)[level] ?? null]),
  ) as Record<Level, string | null>

  const highlightOf = (text: string): HighlightResult => {
    const { level, words } = matchLevelOf(text, terms, language)
    return { value: highlight(text, terms, options.tags, language), matchLevel: level, matchedWords: words }
  }
  const snippetOf = (text: string, attribute: string): SnippetResult => ({
    value: snippet(text, terms, options.tags, snippetWords(attribute, options.attributesToSnippet), options.snippetEllipsisText, language),
    matchLevel: matchLevelOf(text, terms, language).level,
  })

  const highlightHierarchy: DocSearchHit['_highlightResult']['hierarchy'] = {}
  const snippetHierarchy: DocSearchHit['_snippetResult']['hierarchy'] = {}
  // Only the levels a page has: the search page turns each one into a breadcrumb.
  for (const level of LEVELS) {
    const text = hierarchy[level]
    if (text === null) continue
    highlightHierarchy[level] = highlightOf(text)
    snippetHierarchy[level] = snippetOf(text, `hierarchy.${level}`)
  }
  const hasContent = record.content !== ''

  return {
    objectID: record.url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: record.anchor,
    type: hitType(ranked),
    hierarchy: Object.fromEntries(
      LEVELS.map(level => [level, hierarchy[level] === null ? null : escapeHtml(hierarchy[level])]),
    ) as Record<Level, string | null>,
    content: hasContent ? escapeHtml(record.content) : null,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: { hierarchy: highlightHierarchy, ...(hasContent && { content: highlightOf(record.content) }) },
    _snippetResult: { hierarchy: snippetHierarchy, ...(hasContent && { content: snippetOf(record.content, 'content') }) },
  }
}
