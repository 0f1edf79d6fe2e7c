import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { expect, test } from '@playwright/test'
import { siteBuildDir } from '../speedLayer'
import { SEARCH_MANIFEST_FILE } from '../../../plugins/local-search/client/searchRecord'

// Every reader who searches downloads the whole index of their language: section questions and
// longer excerpts make search better, and this keeps what they add within what a phone should fetch.
const GZIP_BUDGET_BYTES = 200 * 1024

for (const [language, folder] of [['Chinese', ''], ['English', 'en']] as const) {
  test(`the ${language} search index stays within 200 KB gzip`, () => {
    const dir = path.join(siteBuildDir, folder)
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, SEARCH_MANIFEST_FILE), 'utf8')) as { index: string; records: number }
    const gzipped = zlib.gzipSync(fs.readFileSync(path.join(dir, manifest.index)), { level: 9 }).length
    expect(manifest.records).toBeGreaterThan(1000)
    expect(gzipped, `${language} index: ${(gzipped / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(GZIP_BUDGET_BYTES)
  })
}
