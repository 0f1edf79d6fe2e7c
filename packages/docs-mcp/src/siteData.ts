import fs from 'node:fs'
import path from 'node:path'
import { decodeSearchIndex, SEARCH_MANIFEST_FILE, type SearchManifest, type SearchRecord } from '../../../plugins/local-search/client/searchRecord'

// The site as the build wrote it: per locale its search index (through the manifest), the Markdown twin of
// every page and the two llms files. The package carries the same files in the same layout (data/),
// so the server reads a build folder and its own data the same way.

export type Locale = 'zh-cn' | 'en'
export const LOCALES: readonly Locale[] = ['zh-cn', 'en']

export interface SitePage {
  locale: Locale
  /** Path under the locale's base, e.g. `/docs/intro` (the English page is served at `/en/docs/intro`). */
  path: string
  /** The twin's file. */
  file: string
  title: string
  description: string
}

interface LocaleData {
  locale: Locale
  dir: string
  records: SearchRecord[]
  /** Pages by path (`/docs/intro`). */
  pages: Map<string, SitePage>
  llmsFile: string
  llmsFullFile: string
}

export interface SiteData {
  /** The site's origin, e.g. `https://tw.icebreaker.top`. */
  origin: string
  /** The path the site is served under, without its trailing slash: `''` at the origin's root, `/sub` under /sub/. */
  basePath: string
  /** origin + basePath: page paths are appended to it. */
  root: string
  locales: Record<Locale, LocaleData>
}

const INDEX_PATH = /^assets\/search\/index\.[0-9a-f]+\.json$/
/** The folders whose twins are pages of the site. */
const PAGE_FOLDERS = ['docs', 'blog']

function localeDir(dataDir: string, locale: Locale): string {
  return locale === 'en' ? path.join(dataDir, 'en') : dataDir
}

/** The index file a locale's manifest names, relative to the locale's folder. */
function searchIndexFile(dir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, SEARCH_MANIFEST_FILE), 'utf8')) as SearchManifest
  if (typeof manifest?.index !== 'string' || !INDEX_PATH.test(manifest.index)) throw new Error(`${dir}: the search manifest names no index`)
  return manifest.index
}

/** Twin files under a locale folder, relative (`docs/intro.md`). */
function twinFiles(dir: string): string[] {
  const files: string[] = []
  for (const folder of PAGE_FOLDERS) {
    const root = path.join(dir, folder)
    if (!fs.existsSync(root)) continue
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) files.push(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    }
  }
  return files.sort()
}

function pageOf(locale: Locale, dir: string, relative: string): SitePage {
  const file = path.join(dir, relative)
  const head = fs.readFileSync(file, 'utf8').slice(0, 2000).split('\n')
  const title = head.find(line => line.startsWith('# '))?.slice(2).trim() ?? relative
  const description = head.find(line => line.startsWith('> '))?.slice(2).trim() ?? ''
  return { locale, path: `/${relative.replace(/\.md$/, '')}`, file, title, description }
}

function loadLocale(dataDir: string, locale: Locale): LocaleData {
  const dir = localeDir(dataDir, locale)
  const records = decodeSearchIndex(JSON.parse(fs.readFileSync(path.join(dir, searchIndexFile(dir)), 'utf8')))
  const pages = new Map(twinFiles(dir).map(relative => {
    const page = pageOf(locale, dir, relative)
    return [page.path, page] as const
  }))
  return { locale, dir, records, pages, llmsFile: path.join(dir, 'llms.txt'), llmsFullFile: path.join(dir, 'llms-full.txt') }
}

/** The site's address as the build wrote it: each twin names its page's URL (`URL: https://…/docs/intro`). */
function siteRootOf(data: LocaleData): string {
  for (const page of data.pages.values()) {
    const url = /^URL: (https?:\/\/\S+)$/m.exec(fs.readFileSync(page.file, 'utf8').slice(0, 4000))?.[1]
    if (url?.endsWith(page.path)) return url.slice(0, url.length - page.path.length)
  }
  throw new Error(`${data.dir}: no Markdown twin names its URL`)
}

export function loadSiteData(dataDir: string): SiteData {
  if (!fs.existsSync(path.join(dataDir, SEARCH_MANIFEST_FILE))) throw new Error(`${dataDir} holds no site build (no ${SEARCH_MANIFEST_FILE})`)
  const locales = { 'zh-cn': loadLocale(dataDir, 'zh-cn'), en: loadLocale(dataDir, 'en') }
  const root = siteRootOf(locales['zh-cn'])
  const { origin, pathname } = new URL(root)
  return { origin, basePath: pathname.replace(/\/+$/, ''), root, locales }
}

/** The public URL of a page of a locale (`/en` before the English ones), under the site's root (origin + base path). */
export function pageUrl(root: string, locale: Locale, pagePath: string): string {
  return `${root}${locale === 'en' ? '/en' : ''}${pagePath}`
}
