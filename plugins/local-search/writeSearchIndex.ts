import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  encodeSearchIndex,
  SEARCH_INDEX_DIR,
  SEARCH_MANIFEST_FILE,
  type SearchManifest,
  type SearchRecord,
} from './client/searchRecord'

/**
 * Characters of each record's text that the browser index keeps. Headings, keywords and the
 * opening lines of a section carry what readers search for: on the benchmark
 * (bench/search-quality.mjs) full text ranked no better than 180 characters (hit@1 0.89 vs 0.93,
 * hit@5 0.98 both) and cost twice the bytes (235 KB gzip vs 117 KB) and load time.
 * The records for a hosted index (`search-records`) keep the whole text.
 */
const BROWSER_CONTENT_LENGTH = 180

/** The first `length` characters, not ending inside a Latin word (a class name stays whole). */
export function excerpt(text: string, length = BROWSER_CONTENT_LENGTH): string {
  if (text.length <= length) return text
  let end = length
  while (end < text.length && end < length + 40 && /[A-Za-z0-9_\-[\]/.:#%!@]/.test(text[end])) end++
  return text.slice(0, end).trimEnd()
}

/**
 * Writes `assets/search/index.<hash>.json` (immutable: a CDN may cache it forever) and
 * `search-manifest.json` (fixed name, revalidated) that tells the browser which index to load.
 */
export async function writeSearchIndex(rootDir: string, records: SearchRecord[]): Promise<SearchManifest> {
  const json = JSON.stringify(encodeSearchIndex(records.map(record => ({ ...record, content: excerpt(record.content) }))))
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
  const file = `index.${hash}.json`
  const manifest: SearchManifest = { index: `${SEARCH_INDEX_DIR}/${file}`, records: records.length }
  const dir = path.join(rootDir, ...SEARCH_INDEX_DIR.split('/'))
  await fs.mkdir(dir, { recursive: true })
  // A dev server rewrites the index on every content change: drop the stale ones.
  for (const old of await fs.readdir(dir)) {
    if (/^index\.[0-9a-f]+\.json$/.test(old) && old !== file) await fs.rm(path.join(dir, old))
  }
  await fs.writeFile(path.join(dir, file), json)
  await fs.writeFile(path.join(rootDir, SEARCH_MANIFEST_FILE), JSON.stringify(manifest))
  return manifest
}
