import fs from 'node:fs'
import { headingId } from '../../../lib/content/headingId'
import { markdownLines } from '../../../lib/content/markdownLines'
import { plainText } from '../../../plugins/local-search/client/pageSentences'
import type { Locale, SiteData, SitePage } from './siteData'

// read_page: a URL of the site → the page's Markdown twin, or one section of it. Only pages the build wrote
// are answered: the input picks an entry of a fixed table, it never becomes a file path.

export class NotAPageError extends Error {}

export interface PageAddress {
  locale: Locale
  page: SitePage
  anchor: string | null
}

const MAX_URL_LENGTH = 2048
const SEGMENT = /^[\w-][\w.-]*$/

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    throw new NotAPageError(`"${text}" is not a valid URL (bad percent-encoding)`)
  }
}

/** Resolves a full site URL, a path (`/docs/…`, `/en/docs/…`) or either with `#anchor`, `.md` or `.html`. */
export function resolvePage(site: SiteData, input: string): PageAddress {
  const text = input.trim()
  if (text.length === 0 || text.length > MAX_URL_LENGTH) throw new NotAPageError('Give a page of the site: a URL such as /docs/intro or ' + `${site.root}/docs/intro`)
  let pathAndHash: string
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      throw new NotAPageError(`"${text}" is not a URL`)
    }
    if (url.origin !== site.origin || !`${url.pathname}/`.startsWith(`${site.basePath}/`)) {
      throw new NotAPageError(`${url.origin}${url.pathname} is not on this site: only pages of ${site.root} can be read`)
    }
    pathAndHash = url.pathname.slice(site.basePath.length) + url.hash
  } else if (text.startsWith('/') && !text.startsWith('//')) {
    // A path under the site's base path (`/sub/docs/intro`) or under its root (`/docs/intro`).
    pathAndHash = site.basePath && text.startsWith(`${site.basePath}/`) ? text.slice(site.basePath.length) : text
  } else {
    throw new NotAPageError(`"${text}" is not a page of the site: give a path starting with /docs/, /blog/ or /en/, or a URL of ${site.root}`)
  }
  const hashAt = pathAndHash.indexOf('#')
  const rawPath = hashAt === -1 ? pathAndHash : pathAndHash.slice(0, hashAt)
  const anchor = hashAt === -1 ? null : decode(pathAndHash.slice(hashAt + 1)) || null
  const segments = decode(rawPath.replace(/\?.*$/, '')).replace(/\.(?:md|html)$/, '').split('/').filter(Boolean)
  if (segments.some(segment => !SEGMENT.test(segment))) throw new NotAPageError(`"${text}" is not a page of the site`)
  const locale: Locale = segments[0] === 'en' ? 'en' : 'zh-cn'
  const pagePath = `/${(locale === 'en' ? segments.slice(1) : segments).join('/')}`
  const page = site.locales[locale].pages.get(pagePath)
  if (!page) throw new NotAPageError(`No page at ${locale === 'en' ? '/en' : ''}${pagePath}: search_docs finds the right address`)
  return { locale, page, anchor }
}

/** The heading an anchor of a page names, from the search index (the anchors the site gives its h2/h3). */
function headingOfAnchor(site: SiteData, address: PageAddress): string | null {
  const record = site.locales[address.locale].records.find(candidate => candidate.url === `${address.page.path}#${address.anchor}`)
  return record ? record.hierarchy.lvl3 ?? record.hierarchy.lvl2 : null
}

/** The page's Markdown, or the section under its `#anchor` (its heading down to the next heading as high). */
export function readPage(site: SiteData, address: PageAddress): string {
  const markdown = fs.readFileSync(address.page.file, 'utf8')
  if (!address.anchor) return markdown
  const heading = headingOfAnchor(site, address)
  const lines = markdownLines(markdown)
  let start = -1
  let level = 0
  for (const [index, line] of lines.entries()) {
    if (line.inCode) continue
    const match = /^(#{2,6})\s+(.*?)\s*$/.exec(line.text)
    if (!match) continue
    const depth = match[1].length
    if (start === -1) {
      const id = headingId(match[2])
      const text = plainText(id?.text ?? match[2])
      if (id?.id === address.anchor || (heading !== null && text === heading)) {
        start = index
        level = depth
      }
    } else if (depth <= level) {
      return lines.slice(start, index).map(entry => entry.text).join('\n').trimEnd() + '\n'
    }
  }
  if (start === -1) throw new NotAPageError(`${address.page.path} has no section #${address.anchor}`)
  return lines.slice(start).map(entry => entry.text).join('\n').trimEnd() + '\n'
}
