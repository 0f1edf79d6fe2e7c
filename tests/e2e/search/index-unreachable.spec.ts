import { expect, test } from '@playwright/test'
import { gotoHydrated, hitLinks, modal, openModal, searchInput } from './searchModal'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

test('an unreachable index shows the fetch error, the page keeps working, and a later search retries', async ({ page }) => {
  let blocked = true
  await page.route(/search-manifest\.json/, route => (blocked ? route.abort('internetdisconnected') : route.continue()))
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('rpx')
  // DocSearch's 'Unable to fetch results' / 'You might want to check your network connection.', in the site's Chinese.
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果')
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('你可能需要检查网络连接')

  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  await page.locator('nav.pagination-nav a').first().click()
  await expect(page).not.toHaveURL(/\/docs\/intro$/)
  await expect(page.locator('article h1')).toBeVisible()

  blocked = false
  await openModal(page)
  await searchInput(page).fill('rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 30_000 })
})

test('a corrupt index shows the same error instead of breaking the page', async ({ page }) => {
  await page.route(/assets\/search\/index\.[0-9a-f]+\.json/, route => route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":1,"pages":' }))
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('rpx')
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果')
})
