// The /play page's worker: bytes a first visit transfers for it (brotli, as scripts/serve.mjs
// sends them), how long a warm worker takes per transform, and how long a first visit takes to
// its first output on throttled connections. Figures only.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { throttling } from 'lighthouse/core/config/constants.js'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { serveBuild } from './static-server.mjs'

const INPUT = {
  template: '<view class="flex items-center space-y-4 p-[20rpx] bg-[#1e90ff]/50 text-[32rpx] hover:bg-red-500 dark:text-white">\n  <text class="w-[calc(100%-10px)] font-bold">中文</text>\n</view>',
  css: '@import "weapp-tailwindcss/index.css";\n.card { @apply rounded-lg p-4; }\n',
  options: {},
}
const WARM_RUNS = 20

// Chromium's own emulation (DevTools protocol), applied to the page before it loads: request
// latency, bandwidth (bytes per second) and a CPU slowdown. Lighthouse's slow 4G is its default
// mobile profile in DevTools terms; the last one is a slow 3G phone.
const slow4G = throttling.mobileSlow4G
const FIRST_VISIT_PROFILES = [
  { name: 'no throttling', latencyMs: 0, bytesPerSecond: -1, cpuSlowdown: 1 },
  {
    name: `Lighthouse slow 4G (${slow4G.requestLatencyMs} ms, ${(slow4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s, CPU ${slow4G.cpuSlowdownMultiplier}×)`,
    latencyMs: slow4G.requestLatencyMs, bytesPerSecond: (slow4G.downloadThroughputKbps * 1024) / 8, cpuSlowdown: slow4G.cpuSlowdownMultiplier,
  },
  { name: 'slow 3G (400 ms, 400 kbit/s, CPU 4×)', latencyMs: 400, bytesPerSecond: 400_000 / 8, cpuSlowdown: 4 },
]

/**
 * One first visit to /play (empty cache, service worker free to precache as on a real first
 * visit) under a profile: when each status appeared, counted from the start of navigation.
 */
async function firstVisit(browser, url, profile) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen = []
      window.__playStatuses = seen
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="play-status"]')?.textContent
        if (text && seen[seen.length - 1]?.text !== text) seen.push({ text, at: performance.now() })
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: profile.latencyMs, downloadThroughput: profile.bytesPerSecond, uploadThroughput: profile.bytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    await page.goto(url, { timeout: 0 })
    await page.waitForFunction(() => window.__playStatuses.some(({ text }) => ['已完成', '出错', '无法加载'].includes(text)), null, { timeout: 0, polling: 500 })
    const seen = await page.evaluate(() => window.__playStatuses)
    const firstAt = predicate => seen.find(({ text }) => predicate(text))?.at ?? null
    const startingAt = firstAt(text => text === '准备转换程序…')
    const readyAt = seen.find((_, index) => index > 0 && seen[index - 1].text === '准备转换程序…')?.at ?? null
    const doneAt = firstAt(text => text === '已完成')
    return {
      profile: profile.name,
      downloadedMs: startingAt,
      readyMs: readyAt,
      firstOutputMs: doneAt,
      compileMs: doneAt !== null && readyAt !== null ? doneAt - readyAt : null,
      error: seen.some(({ text }) => text === '出错' || text === '无法加载'),
      statuses: seen.map(({ text }) => text).filter((text, index, all) => !/%$/.test(text) || index === 0 || !/%$/.test(all[index - 1])),
    }
  } finally {
    await context.close()
  }
}

export async function measurePlayWorker(dir) {
  const workerDir = path.join(dir, 'assets/play')
  if (!fs.existsSync(workerDir)) throw new Error(`${workerDir} is missing: build the site first`)
  const server = await serveBuild(dir)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage()
    const loaded = new Set()
    page.on('requestfinished', request => {
      const { pathname } = new URL(request.url())
      if (pathname.includes('/assets/play/')) loaded.add(pathname)
    })
    // No time limits: on a loaded machine the figures get larger, they do not fail.
    await page.goto(server.url('/play'), { timeout: 0 })
    await page.getByTestId('play-status').getByText('已完成').waitFor({ timeout: 0 })
    const workerPath = await page.evaluate(() => performance.getEntriesByType('resource').map(entry => entry.name).find(name => /\/assets\/play\/play-worker\.[0-9a-f]+\.js$/.test(name)))
    const timings = await page.evaluate(async ({ url, input, runs }) => {
      const worker = new Worker(url)
      let id = 0
      const run = () => new Promise(resolve => {
        const started = performance.now()
        const current = ++id
        worker.onmessage = event => { if (event.data.id === current) resolve(performance.now() - started) }
        worker.postMessage({ id: current, input: { ...input, template: input.template.replace('20rpx', `${current}rpx`) } })
      })
      const cold = await run()
      const warm = []
      for (let index = 0; index < runs; index++) warm.push(await run())
      worker.terminate()
      return { cold, warm }
    }, { url: workerPath, input: INPUT, runs: WARM_RUNS })
    const files = [...loaded].map(pathname => {
      const file = path.join(dir, pathname.replace(/^\//, ''))
      const raw = fs.readFileSync(file)
      return { file: pathname, bytes: raw.length, brotli: zlib.brotliCompressSync(raw).length }
    })
    const warm = [...timings.warm].sort((a, b) => a - b)
    const firstVisits = []
    for (const profile of FIRST_VISIT_PROFILES) firstVisits.push(await firstVisit(browser, server.url('/play'), profile))
    return {
      files,
      brotliBytes: files.reduce((sum, file) => sum + file.brotli, 0),
      rawBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      firstTransformMs: timings.cold,
      warmMedianMs: warm[Math.floor(warm.length / 2)],
      warmMaxMs: warm[warm.length - 1],
      warmRuns: WARM_RUNS,
      firstVisits,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

const seconds = ms => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`)

export function playWorkerTable(play) {
  const kib = bytes => `${(bytes / 1024).toFixed(0)} KiB`
  return [
    '| /play worker | Figure |',
    '| --- | --- |',
    `| Files loaded by /play (${play.files.length}) | ${kib(play.rawBytes)} raw, ${kib(play.brotliBytes)} brotli |`,
    `| First transform (worker start included) | ${play.firstTransformMs.toFixed(0)} ms |`,
    `| Warm transform, median of ${play.warmRuns} | ${play.warmMedianMs.toFixed(0)} ms (max ${play.warmMaxMs.toFixed(0)} ms) |`,
    '',
    '| First visit to /play | Files downloaded | Worker ready | First output (compile) | Error shown |',
    '| --- | --- | --- | --- | --- |',
    ...(play.firstVisits ?? []).map(visit => `| ${visit.profile} | ${seconds(visit.downloadedMs)} | ${seconds(visit.readyMs)} | ${seconds(visit.firstOutputMs)} (${seconds(visit.compileMs)}) | ${visit.error ? 'yes' : 'no'} |`),
  ].join('\n')
}
