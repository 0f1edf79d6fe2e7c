import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  encodeSearchIndex,
  SEARCH_INDEX_DIR,
  SEARCH_MANIFEST_FILE,
  type SearchManifest,
  type SearchRecord,
} from '../../src/search/searchRecord'

/**
 * Writes `assets/search/index.<hash>.json` (immutable: a CDN may cache it forever) and
 * `search-manifest.json` (fixed name, revalidated) that tells the browser which index to load.
 */
export async function writeSearchIndex(rootDir: string, records: SearchRecord[]): Promise<SearchManifest> {
  const json = JSON.stringify(encodeSearchIndex(records))
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
