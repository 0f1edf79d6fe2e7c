import { expect, test } from '@playwright/test'
import { expectNotHydrated, gotoHydrated, holdBundles } from '../../lib/hydration'
import { announcementBar } from '../../../config/announcement'

const bar = '[class*="announcementBar_"]'
const closeButton = `${bar} button[class*="close"]`

test('announcement bar closes, stays closed on reload, and returns when its id changes', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator(bar)).toBeVisible()
  await page.locator(closeButton).click()
  await expect(page.locator(bar)).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true')

  await gotoHydrated(page, '/')
  await expect(page.locator(bar)).toHaveCount(0)

  // A stored id that differs from the configured one means "a new announcement".
  const storedId = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))
  expect(storedId).toBeTruthy()
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'))
  await page.reload()
  await expect(page.locator(bar)).toBeVisible()
})

// The bundles start only after the first paint: a reader can close the bar before it has a handler.
test('closing the bar before hydration hides it at once, and it stays closed once the page is ready', async ({ page }) => {
  const release = await holdBundles(page)
  await page.goto('/docs/intro', { waitUntil: 'commit' })
  await expect(page.locator(bar)).toBeVisible()
  await expectNotHydrated(page)
  await page.locator(closeButton).click()
  await expect(page.locator(bar)).toBeHidden()
  await expectNotHydrated(page)
  release()
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 30_000 })
  await expect(page.locator(bar)).toHaveCount(0)
  expect(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')])).toEqual(['true', announcementBar('/').id])
})
