import { expect, test } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('the search page', () => {
  test('renders the results for ?q= with breadcrumbs, highlights and a count', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('NutUI')}`)
    await expect(page.locator('h1')).toHaveText('「NutUI」的搜索结果')
    const results = page.locator('main article')
    await expect(results.first()).toBeVisible({ timeout: 30_000 })
    await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\/docs\/issues\/use-with-nutui/)
    await expect(page.getByText(/找到 \d+ 份文件/)).toBeVisible()
    await expect(page.locator('main .search-result-match, main em').first()).toBeVisible()
    await expect(results.first().locator('.breadcrumbs__item').first()).toBeVisible()
  })

  test('loads the next page of results when scrolled to the end', async ({ page }) => {
    await page.goto('/search?q=rpx')
    const results = page.locator('main article')
    await expect(results).toHaveCount(15, { timeout: 30_000 })
    // The theme pages on an IntersectionObserver at the end of the list.
    for (let attempt = 0; attempt < 10 && (await results.count()) <= 15; attempt++) {
      await page.mouse.wheel(0, 4000)
      await page.waitForTimeout(300)
      await page.mouse.wheel(0, -200)
      await page.waitForTimeout(300)
    }
    expect(await results.count()).toBeGreaterThan(15)
  })

  test('typing in the page input updates the query string and the results', async ({ page }) => {
    await gotoHydrated(page, '/search')
    await page.locator('input[type="search"]').fill('text-[32rpx]')
    await expect(page).toHaveURL(/\?q=text-/)
    await expect(page.locator('main article').first().locator('h2 a')).toHaveAttribute('href', /rpx-ambiguities/, { timeout: 30_000 })
  })
})
