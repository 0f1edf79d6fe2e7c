// The /play page's worker: bytes a first visit transfers for it (brotli, as scripts/serve.mjs
// sends them) and how long a warm worker takes per transform. Figures only.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { serveBuild } from './static-server.mjs'

const INPUT = {
  template: '<view class="flex items-center space-y-4 p-[20rpx] bg-[#1e90ff]/50 text-[32rpx] hover:bg-red-500 dark:text-white">\n  <text class="w-[calc(100%-10px)] font-bold">中文</text>\n</view>',
  css: '@import "weapp-tailwindcss/index.css";\n.card { @apply rounded-lg p-4; }\n',
  options: {},
}
const WARM_RUNS = 20

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
    await page.goto(server.url("/play"))
    await page.getByTestId('play-status').getByText('已完成').waitFor({ timeout: 120_000 })
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
    return {
      files,
      brotliBytes: files.reduce((sum, file) => sum + file.brotli, 0),
      rawBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      firstTransformMs: timings.cold,
      warmMedianMs: warm[Math.floor(warm.length / 2)],
      warmMaxMs: warm[warm.length - 1],
      warmRuns: WARM_RUNS,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

export function playWorkerTable(play) {
  const kib = bytes => `${(bytes / 1024).toFixed(0)} KiB`
  return [
    '| /play worker | Figure |',
    '| --- | --- |',
    `| Files loaded by /play (${play.files.length}) | ${kib(play.rawBytes)} raw, ${kib(play.brotliBytes)} brotli |`,
    `| First transform (worker start included) | ${play.firstTransformMs.toFixed(0)} ms |`,
    `| Warm transform, median of ${play.warmRuns} | ${play.warmMedianMs.toFixed(0)} ms (max ${play.warmMaxMs.toFixed(0)} ms) |`,
  ].join('\n')
}
