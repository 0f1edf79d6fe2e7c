// Search quality over readers' queries (bench/search-queries.mjs) against the index of the
// last build: hit@1, hit@5 and MRR@10 by page, overall and per kind of query. Prints figures
// and the misses; asserts nothing. Usage: node bench/search-quality.mjs [--verbose]
import { importSearch, readBuiltIndex } from './lib/searchBundle.mjs'
import { searchQueries } from './search-queries.mjs'

const verbose = process.argv.includes('--verbose')
const { createSearchEngine, decodeSearchIndex } = await importSearch()
const { json } = readBuiltIndex()
const engine = await createSearchEngine(decodeSearchIndex(JSON.parse(json)))

/** Pages in the order their first record ranks: what a reader sees first. */
function rankedPages(query) {
  const pages = []
  for (const { record } of engine.search(query)) {
    const page = record.url.split('#')[0]
    if (!pages.includes(page)) pages.push(page)
    if (pages.length === 10) break
  }
  return pages
}

const rows = searchQueries.map(({ kind, q, expect }) => {
  const pages = rankedPages(q)
  const rank = pages.findIndex(page => expect.includes(page)) + 1
  return { kind, q, expect, pages, rank }
})

function figures(subset) {
  const n = subset.length
  const hitAt = k => subset.filter(row => row.rank > 0 && row.rank <= k).length / n
  const mrr = subset.reduce((sum, row) => sum + (row.rank > 0 ? 1 / row.rank : 0), 0) / n
  return { queries: n, 'hit@1': hitAt(1).toFixed(2), 'hit@5': hitAt(5).toFixed(2), 'MRR@10': mrr.toFixed(2) }
}

console.log(`search quality: ${engine.records.length} records, ${rows.length} queries`)
console.table({
  all: figures(rows),
  ...Object.fromEntries(['question', 'term', 'mixed'].map(kind => [kind, figures(rows.filter(row => row.kind === kind))])),
})
for (const row of rows) {
  if (row.rank === 1 && !verbose) continue
  console.log(`${row.rank === 0 ? 'MISS' : `#${row.rank} `} [${row.kind}] ${row.q}\n      want ${row.expect.join(' | ')}\n      got  ${row.pages.slice(0, 5).join('  ')}`)
}
