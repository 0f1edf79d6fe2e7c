import { createSlugger } from '@docusaurus/utils'
import { headingId } from '../../lib/content/headingId'
import { markdownLines } from '../../lib/content/markdownLines'
import { levelOf, type SearchRecord } from './client/searchRecord'

// `npm start` renders nothing on the server, so there is no HTML to crawl. While writing,
// search reads the Markdown source instead: the same record shape, with plain-text
// approximations (MDX components and imports dropped, links reduced to their text) and
// anchors from Docusaurus's own slugger. The production index always comes from the HTML.

export interface MarkdownPage {
  markdown: string
  /** Path under baseUrl with a leading slash. */
  path: string
  title: string
  keywords: string[]
  lvl0: string
  docusaurus_tag: string
  language: string
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/
const MODULE_LINE = /^(import|export)\s/
// A list item that is only a link: a pointer to another page, not this page's text.
const LINK_ONLY_ITEM = /^\s*(?:[-*+]|\d+\.)\s+\[[^\]]*\]\([^)]*\)\s*$/

/** Markdown/MDX inline markup → the text a reader sees. */
export function plainText(line: string): string {
  return line
    .replace(/\{\/\*.*?\*\/\}/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*:::\S*/, ' ')
    .replace(/^\s*(?:>\s*)+/, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/\|/g, ' ')
    .replace(/^\s*:?-{3,}:?(\s+:?-{3,}:?)*\s*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
}

export function recordsFromMarkdown(page: MarkdownPage): SearchRecord[] {
  const slugger = createSlugger()
  type Draft = { anchor: string | null; lvl2: string | null; lvl3: string | null; texts: string[] }
  const drafts: Draft[] = [{ anchor: null, lvl2: null, lvl3: null, texts: [] }]
  for (const { text: line, inCode, fence } of markdownLines(stripFrontMatter(page.markdown).replace(/\r\n/g, '\n'))) {
    const current = drafts[drafts.length - 1]
    if (fence) continue
    if (inCode) {
      if (line.trim() !== '') current.texts.push(line.trim())
      continue
    }
    if (MODULE_LINE.test(line) || LINK_ONLY_ITEM.test(line)) continue
    const id = headingId(line)
    const heading = HEADING.exec(id?.text ?? line)
    const level = heading?.[1].length
    if (heading && (level === 2 || level === 3)) {
      const text = plainText(heading[2])
      const anchor = id?.id ?? slugger.slug(text)
      drafts.push({ anchor, lvl2: level === 2 ? text : current.lvl2, lvl3: level === 3 ? text : null, texts: [] })
      continue
    }
    if (heading && level === 1) continue
    const text = plainText(heading ? heading[2] : line)
    if (text !== '') current.texts.push(text)
  }
  return drafts.map((draft, position) => ({
    url: draft.anchor ? `${page.path}#${draft.anchor}` : page.path,
    anchor: draft.anchor,
    type: levelOf(draft.lvl2, draft.lvl3),
    hierarchy: { lvl0: page.lvl0, lvl1: page.title, lvl2: draft.lvl2, lvl3: draft.lvl3 },
    content: draft.texts.join(' '),
    keywords: position === 0 ? page.keywords : [],
    language: page.language,
    docusaurus_tag: page.docusaurus_tag,
    position,
    questions: [],
  }))
}
