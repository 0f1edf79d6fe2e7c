// Search speed against the index of the last build: index bytes (raw, gzip, brotli), load time
// once the bytes are there (read + JSON parse, then building the in-memory index), and query
// time p50/p95 over the benchmark queries — wall-clock in Chromium, and CPU time in Node, which
// a busy machine (shared CI) distorts far less. Transfer time is bytes over the reader's network
// and is left out. Prints figures; asserts nothing.
// Usage: node bench/search-speed.mjs [--locale en] [--build-dir <dir>] (English: build/en's index, English queries)
import { chromium } from '@playwright/test'
import zlib from 'node:zlib'
import os from 'node:os'
import { benchLocale, bundleSearch, importSearch, readBuiltIndex } from './lib/searchBundle.mjs'

const { locale, buildDir, tuneModule } = benchLocale(process.argv)
const { searchQueries } = await import(tuneModule)

const LOAD_RUNS = 5
const QUERY_ROUNDS = 20

const { manifest, json } = readBuiltIndex(buildDir)
const raw = Buffer.from(json)
const gzip = zlib.gzipSync(raw, { level: 9 })
const brotli = zlib.brotliCompressSync(raw)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
await page.route('http://bench.invalid/**', route => route.fulfill(new URL(route.request().url()).pathname === '/index.json'
  ? { status: 200, contentType: 'application/json', body: raw }
  : { status: 200, contentType: 'text/html', body: '<!doctype html><title>search bench</title>' }))
await page.goto('http://bench.invalid/')
await page.addScriptTag({ content: await bundleSearch('browser') })

const loads = await page.evaluate(async ({ runs }) => {
  const times = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const response = await fetch(`/index.json?run=${i}`, { cache: 'no-store' })
    const payload = await response.json()
    const fetched = performance.now()
    window.benchEngine = await siteSearch.createSearchEngine(siteSearch.decodeSearchIndex(payload))
    times.push({ readAndParse: fetched - started, buildIndex: performance.now() - fetched, total: performance.now() - started })
  }
  return times
}, { runs: LOAD_RUNS })

const queryTimes = await page.evaluate(({ queries, rounds }) => {
  const times = []
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now()
      window.benchEngine.search(query)
      times.push(performance.now() - started)
    }
  }
  return times
}, { queries: searchQueries.map(({ q }) => q), rounds: QUERY_ROUNDS })
await browser.close()

// The same code in Node, timed in CPU time.
const { createSearchEngine, decodeSearchIndex } = await importSearch()
const cpuMs = async run => {
  const started = process.cpuUsage()
  await run()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}
const nodeBuilds = []
let nodeEngine
for (let i = 0; i < LOAD_RUNS; i++) nodeBuilds.push(await cpuMs(async () => { nodeEngine = await createSearchEngine(decodeSearchIndex(JSON.parse(json))) }))
const nodeQueries = []
for (const { q } of searchQueries) {
  nodeEngine.search(q)
  nodeQueries.push((await cpuMs(() => { for (let i = 0; i < QUERY_ROUNDS; i++) nodeEngine.search(q) })) / QUERY_ROUNDS)
}

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const ms = value => `${value.toFixed(1)} ms`

console.log(`search speed (${locale}): ${manifest.index}, ${manifest.records} records; load average ${os.loadavg().map(load => load.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`)
console.table({
  'index bytes': { raw: kb(raw.length), gzip: kb(gzip.length), brotli: kb(brotli.length) },
})
console.table({
  [`Chromium load, median of ${LOAD_RUNS}`]: {
    'read + parse': ms(median(loads.map(load => load.readAndParse))),
    'build index': ms(median(loads.map(load => load.buildIndex))),
    total: ms(median(loads.map(load => load.total))),
  },
})
console.table({
  [`Chromium query, ${queryTimes.length} runs`]: { p50: ms(percentile(queryTimes, 0.5)), p95: ms(percentile(queryTimes, 0.95)), max: ms(Math.max(...queryTimes)) },
  [`Node CPU per query, ${nodeQueries.length} queries`]: { p50: ms(percentile(nodeQueries, 0.5)), p95: ms(percentile(nodeQueries, 0.95)), max: ms(Math.max(...nodeQueries)) },
})
console.table({ [`Node CPU, build index, median of ${LOAD_RUNS}`]: { 'parse + build': ms(median(nodeBuilds)) } })
