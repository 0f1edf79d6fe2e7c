import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { siteBuildDir } from '../speedLayer'
import { expectFirstRunDone, status, wxml } from './playPage'

const BUILD_DIR = siteBuildDir

// The other specs block the service worker; this one needs it.
test.use({ serviceWorkers: 'allow' })
// The service worker installs (precaching about 1 MB) while the Play downloads its worker: on a
// loaded machine that takes minutes. The waits end with their events; the test's limit bounds them.
test.describe.configure({ timeout: 600_000 })

test('after a first visit the Play transforms with the network cut', async ({ page, context }) => {
  await page.goto('/play')
  await expectFirstRunDone(page)
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 0 }).toBe(true)
  // Every file of the worker bundle is kept (the page downloads them all before the worker starts).
  const bundle = fs.readdirSync(path.join(BUILD_DIR, 'assets/play')).map(file => `/assets/play/${file}`).sort()
  await expect.poll(() => page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname)
    return kept.filter(file => file.startsWith('/assets/play/')).sort()
  }), { timeout: 0 }).toEqual(bundle)

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('#play-template')).toBeVisible({ timeout: 0 })
  await page.locator('#play-template').fill('<view class="gap-[13rpx]">离线</view>')
  await expect(wxml(page)).toHaveText('<view class="gap-_b13rpx_B">离线</view>', { timeout: 0 })
  await expect(status(page)).toHaveText('已完成')
  await context.setOffline(false)
})
