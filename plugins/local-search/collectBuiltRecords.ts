import fs from 'node:fs/promises'
import path from 'node:path'
import type { SearchRecord } from './client/searchRecord'
import { buildPageRecords } from './buildSearchRecords'

export interface CollectOptions {
  baseUrl: string
  siteKeywords?: string
  /** The locale of the build. */
  locale?: string
  /** Pages of the build not written in its locale (paths under baseUrl): left out of its index. */
  skipPaths?: ReadonlySet<string>
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(entry => {
      const full = path.join(dir, entry.name)
      // Hashed JS/CSS and images hold no pages.
      if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'img' ? [] : htmlFilesUnder(full)
      return entry.name.endsWith('.html') ? [full] : []
    }),
  )
  return nested.flat()
}

/** `docs/intro.html` → `/docs/intro`, `docs/index.html` → `/docs` (trailingSlash: false). */
export function routeOfFile(relativeFile: string): string {
  const route = `/${relativeFile.split(path.sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '')
  return route === '' ? '/' : route
}

/**
 * Records of every docs page and blog post in a build, in a stable order (by URL) so the
 * index file and its hash only change when the content does. Other pages (home, tags,
 * archive, search, 404) are skipped by `buildPageRecords` itself.
 */
export async function collectBuiltRecords(outDir: string, options: CollectOptions): Promise<SearchRecord[]> {
  const files = (await htmlFilesUnder(outDir)).sort()
  const perPage = await Promise.all(
    files.map(async file => {
      const html = await fs.readFile(file, 'utf8')
      return buildPageRecords(html, {
        baseUrl: options.baseUrl,
        fallbackPath: routeOfFile(path.relative(outDir, file)),
        siteKeywords: options.siteKeywords,
        locale: options.locale,
      })
    }),
  )
  const skip = options.skipPaths
  return perPage.flat().filter(record => !skip?.has(record.url.split('#')[0]))
}
