import { load, type CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { levelOf, type SearchRecord } from './client/searchRecord'
import { DEFAULT_SECTIONS, searchLanguageOf } from './client/searchLanguage'

// Reads one rendered page the way DocSearch's crawler template for Docusaurus does:
// one record per h1/h2/h3 with the text under it, the section from the sidebar or navbar,
// and the language/tag facets from the page's docsearch meta tags.

export interface PageRecordsOptions {
  /** The site's baseUrl, stripped from the canonical URL so records work under any base. */
  baseUrl: string
  /** Path to use when the page has no canonical link (leading slash, no baseUrl). */
  fallbackPath: string
  /** Site-wide keywords every page inherits: not a property of any page, so not indexed. */
  siteKeywords?: string
  /** The locale of the build (`zh-cn` when not given): records' language when a page has no docsearch meta. */
  locale?: string
}

type PageKind = 'docs' | 'blog'

const CONTAINER: Record<PageKind, string> = {
  docs: '.theme-doc-markdown',
  blog: '#__blog-post-container',
}

// Text-bearing blocks; headings open a new record. A block inside another block is read with it.
const HEADINGS = 'h2, h3'
const TEXT_BLOCKS = 'p, li, td, th, pre, dt, dd, summary, figcaption, blockquote, h4, h5, h6'
// Page chrome and controls that sit inside the article but are not its text. Hidden tab panels
// repeat the visible one (npm/yarn/pnpm), so only the first panel is read.
const NOT_TEXT = '.hash-link, button, [role="tablist"], [role="tabpanel"][hidden], script, style, svg, .theme-code-block-title'
// Elements that separate words even when the HTML has no whitespace between them.
const BLOCK_TAGS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
])

function pageKindOf($: CheerioAPI): PageKind | null {
  const classes = ($('html').attr('class') ?? '').split(/\s+/)
  if (classes.includes('docs-doc-page')) return 'docs'
  if (classes.includes('blog-post-page')) return 'blog'
  return null
}

/** Visible text with a space wherever the layout breaks words (br, block elements, code lines). */
function textOf(node: AnyNode): string {
  const parts: string[] = []
  const walk = (current: AnyNode) => {
    if (current.type === 'text') parts.push((current as unknown as { data: string }).data)
    else if (current.type === 'tag' || current.type === 'script' || current.type === 'style') {
      const element = current as Element
      const breaks = BLOCK_TAGS.has(element.name)
      if (breaks) parts.push(' ')
      for (const child of element.children) walk(child)
      if (breaks) parts.push(' ')
    }
  }
  walk(node)
  return parts.join('').replace(/[\s\u200b]+/g, ' ').trim()
}

function sectionOf($: CheerioAPI, kind: PageKind, locale: string): string {
  // The outermost active sidebar category, then the active navbar item: DocSearch's lvl0 selectors.
  const category = $('.menu__link--sublist.menu__link--active').first()
  if (category.length) return textOf(category[0])
  const navbarItem = $('.navbar__item.navbar__link--active').first()
  if (navbarItem.length) return textOf(navbarItem[0])
  return DEFAULT_SECTIONS[searchLanguageOf(locale)][kind]
}

function keywordsOf($: CheerioAPI, siteKeywords: string | undefined): string[] {
  const content = $('meta[name="keywords"]').last().attr('content')?.trim() ?? ''
  if (content === '' || content === siteKeywords?.trim()) return []
  return [...new Set(content.split(/[,，]/).map(keyword => keyword.trim()).filter(Boolean))]
}

function pathOf($: CheerioAPI, options: PageRecordsOptions): string {
  const canonical = $('link[rel="canonical"]').attr('href')
  if (!canonical) return options.fallbackPath
  const pathname = decodeURI(new URL(canonical, 'http://site.invalid').pathname)
  const base = options.baseUrl.replace(/\/$/, '')
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname
}

function isOnlyALink($: CheerioAPI, item: Element): boolean {
  const links = $(item).children('a')
  return links.length === 1 && textOf(links[0]) === textOf(item)
}

export function buildPageRecords(html: string, options: PageRecordsOptions): SearchRecord[] {
  const $ = load(html)
  const kind = pageKindOf($)
  // Unlisted pages carry noindex: search engines skip them, so do we.
  if (!kind || /noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return []
  const containerElement = $(CONTAINER[kind]).get(0) as Element | undefined
  const titleElement = $('article h1').get(0)
  if (!containerElement || !titleElement) return []
  const container = $(containerElement)
  const title = textOf(titleElement)
  if (title === '') return []

  container.find(NOT_TEXT).remove()
  container.find('h1').closest('header').remove()
  const path = pathOf($, options)
  const locale = options.locale ?? 'zh-cn'
  const shared = {
    lvl0: sectionOf($, kind, locale),
    language: $('meta[name="docsearch:language"]').attr('content') ?? locale,
    docusaurus_tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
  }

  type Draft = { anchor: string | null; lvl2: string | null; lvl3: string | null; texts: string[] }
  const drafts: Draft[] = [{ anchor: null, lvl2: null, lvl3: null, texts: [] }]
  const blocks = container.find(`${HEADINGS}, ${TEXT_BLOCKS}`).toArray()
  for (const block of blocks) {
    if ($(block).parentsUntil(containerElement, TEXT_BLOCKS).length > 0) continue
    // A list item that is only a link ("相关页面" lists) names another page: a passing
    // mention that would rank this page for that page's subject.
    if (block.name === 'li' && isOnlyALink($, block)) continue
    const current = drafts[drafts.length - 1]
    if (block.name === 'h2' || block.name === 'h3') {
      const heading = textOf(block)
      drafts.push({
        anchor: $(block).attr('id') ?? null,
        lvl2: block.name === 'h2' ? heading : current.lvl2,
        lvl3: block.name === 'h3' ? heading : null,
        texts: [],
      })
    } else {
      const text = textOf(block)
      if (text !== '') current.texts.push(text)
    }
  }

  const keywords = keywordsOf($, options.siteKeywords)
  return drafts.map((draft, position) => ({
    url: draft.anchor ? `${path}#${draft.anchor}` : path,
    anchor: draft.anchor,
    type: levelOf(draft.lvl2, draft.lvl3),
    hierarchy: { lvl0: shared.lvl0, lvl1: title, lvl2: draft.lvl2, lvl3: draft.lvl3 },
    content: draft.texts.join(' '),
    keywords: position === 0 ? keywords : [],
    language: shared.language,
    docusaurus_tag: shared.docusaurus_tag,
    position,
    questions: [],
  }))
}
