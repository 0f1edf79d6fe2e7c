import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_EXAMPLE } from '../../../src/components/Play/examples'
import { runInNode } from './nodeReference'
import { expectFirstRunDone, outputText, status, wxml } from './playPage'

// The worker's download and start, apart from the compile.
//
// A first visit to /play on a slow 3G phone: 400 kbit/s with 400 ms latency, the CPU four times
// slower (Chromium's own emulation, as DevTools applies it). The worker's files take most of a
// minute to arrive; the page must say so, and the compile's time limit must not count the wait.
const SLOW_3G = { latency: 400, bitsPerSecond: 400_000, cpuSlowdown: 4 }

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const bytesPerSecond = SLOW_3G.bitsPerSecond / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: SLOW_3G.latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_3G.cpuSlowdown })
}

/** Every text the status shows, in order, recorded in the page so no short phase is missed. */
async function recordStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __playStatuses: string[] }).__playStatuses = seen
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="play-status"]')?.textContent
      if (text && seen[seen.length - 1] !== text) seen.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __playStatuses: string[] }).__playStatuses)
}

const DOWNLOADING = /^下载转换程序… (\d+)%$/

// The waits below have no time of their own: on a loaded machine the download and the compile
// take longer, and each wait ends with the event it needs or with the test's own limit.
test.describe.configure({ timeout: 600_000 })

test('a first visit on a slow 3G phone shows the download, keeps the inputs editable, and finishes without an error', async ({ page }) => {
  const statuses = await recordStatuses(page)
  await throttle(page)
  await page.goto('/play')

  // The download is under way, with a bar that has a known end.
  await expect(status(page)).toHaveText(DOWNLOADING, { timeout: 0 })
  const bar = page.getByTestId('play-download')
  await expect(bar).toBeVisible()
  expect(Number(await bar.getAttribute('max'))).toBeGreaterThan(1_000_000)

  // The reader edits while it downloads; the first run is of what the editor holds then.
  const template = DEFAULT_EXAMPLE.input.template.replace('w-[300rpx]', 'w-[310rpx]')
  await page.locator('#play-template').fill(template)
  await expect(page.locator('#play-template')).toHaveValue(template)
  expect(await status(page).textContent()).toMatch(DOWNLOADING)

  await expectFirstRunDone(page)
  const [expected] = runInNode([{ template, css: DEFAULT_EXAMPLE.input.css, options: {}, script: '' }])
  await expect(wxml(page)).toHaveText(expected!.wxml)
  expect(await outputText(page, 'play-wxss')).toBe(expected!.wxss)
  await expect(page.getByTestId('play-error')).toHaveCount(0)
  await expect(page.getByTestId('play-load-error')).toHaveCount(0)

  // In order: the download counting up (seen part-way, not only at its ends), the worker
  // starting, then the run. Never an error.
  const seen = await statuses()
  const percents = seen.map(text => DOWNLOADING.exec(text)?.[1]).filter(Boolean).map(Number)
  expect(percents.some(percent => percent > 0 && percent < 100), seen.join(' → ')).toBe(true)
  expect(percents, seen.join(' → ')).toEqual([...percents].sort((a, b) => a - b))
  const lastDownload = seen.findLastIndex(text => DOWNLOADING.test(text))
  const starting = seen.indexOf('准备转换程序…')
  expect(starting, seen.join(' → ')).toBeGreaterThan(lastDownload)
  expect(seen.at(-1)).toBe('已完成')
  expect(seen.filter(text => text === '出错' || text === '无法加载'), seen.join(' → ')).toEqual([])
})

test('worker files that cannot be downloaded: the page says so and offers a retry, which recovers', async ({ page }) => {
  let broken = true
  await page.route(/\/assets\/play\/.*\.js$/, route => (broken ? route.abort('internetdisconnected') : route.continue()))
  await page.goto('/play')
  const failure = page.getByTestId('play-load-error')
  await expect(failure).toContainText('无法下载转换程序', { timeout: 0 })
  await expect(status(page)).toHaveText('无法加载')
  // Not mistaken for a problem with the input or a runaway compile.
  await expect(page.getByTestId('play-error')).toHaveCount(0)
  await expect(page.locator('#play-template')).toBeEditable()

  broken = false
  await failure.getByRole('button', { name: '重试' }).click()
  await expect(status(page)).not.toHaveText('无法加载')
  await expectFirstRunDone(page)
  await expect(failure).toHaveCount(0)
  await expect(wxml(page)).toContainText('w-_b300rpx_B')
})
