// What a first visit downloads: every response of a fresh browser context until the network is
// idle, grouped by resource type, with raw bytes, gzip bytes and bytes as transferred (the server
// answers brotli to Chromium).
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}

const emptyGroup = () => ({ count: 0, raw: 0, gzip: 0, transfer: 0 })

function add(group, entry) {
  group.count += 1
  group.raw += entry.raw
  group.gzip += entry.gzip
  group.transfer += entry.transfer
}

async function describe(request) {
  const response = await request.response()
  const sizes = await request.sizes()
  const headers = await request.allHeaders()
  let body = Buffer.alloc(0)
  try {
    body = (await response?.body()) ?? body
  } catch {
    // Bodies of some responses (redirects, aborted prefetches) are not kept.
  }
  const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '')
  return {
    url: request.url(),
    type: prefetch ? 'prefetch' : request.resourceType(),
    status: response?.status() ?? 0,
    raw: body.length,
    gzip: body.length > 0 ? zlib.gzipSync(body).length : 0,
    transfer: sizes.responseBodySize,
  }
}

/**
 * Loads `url` in a fresh context (empty cache, no service worker yet) and sums what it fetched.
 * `jsCss` is what the page runs and applies: scripts and stylesheets, not route chunks that
 * Docusaurus prefetches for visible links (counted under `prefetch`).
 */
export async function probePage(browser, url, { settleMs = 2000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const pending = []
  page.on('requestfinished', request => pending.push(describe(request)))
  page.on('requestfailed', request => pending.push(Promise.resolve({ url: request.url(), type: 'failed', status: 0, raw: 0, gzip: 0, transfer: 0 })))
  const response = await page.goto(url, { waitUntil: 'load' })
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
  await page.waitForLoadState('networkidle')
  // Docusaurus prefetches the chunks of visible links after hydration, in idle time.
  await page.waitForTimeout(settleMs)
  await page.waitForLoadState('networkidle')
  const entries = await Promise.all(pending)
  await context.close()

  const byType = {}
  const jsCss = emptyGroup()
  for (const entry of entries) {
    add((byType[entry.type] ??= emptyGroup()), entry)
    if (entry.type === 'script' || entry.type === 'stylesheet') add(jsCss, entry)
  }
  return {
    url,
    requests: entries.length,
    requestsWithoutPrefetch: entries.length - (byType.prefetch?.count ?? 0),
    jsCss,
    byType,
    fonts: byType.font?.count ?? 0,
    files: entries.map(({ url: file, type, raw, transfer }) => ({ url: file, type, raw, transfer })),
  }
}
