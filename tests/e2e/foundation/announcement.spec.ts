import { expect, test } from '@playwright/test'

const bar = '[class*="announcementBar_"]'

test('announcement bar closes, stays closed on reload, and returns when its id changes', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator(bar)).toBeVisible()
  await page.locator(`${bar} button[class*="close"]`).click()
  await expect(page.locator(bar)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true')

  await page.reload()
  await expect(page.locator(bar)).toHaveCount(0)

  // A stored id that differs from the configured one means "a new announcement".
  const storedId = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))
  expect(storedId).toBeTruthy()
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'))
  await page.reload()
  await expect(page.locator(bar)).toBeVisible()
})
