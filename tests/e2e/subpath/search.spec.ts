import { expect, test } from '@playwright/test'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

// Under BASE_URL=/sub/ the index loads from /sub/ and every result links inside /sub/.
test('search loads its index and links results under /sub/', async ({ page }) => {
  const indexRequests: string[] = []
  page.on('request', request => {
    if (/search-manifest\.json|assets\/search\//.test(request.url())) indexRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('docs/intro')
  await page.locator('.DocSearch-Button').click()
  await page.locator('.DocSearch-Input').fill('text-[32rpx]')
  const first = page.locator('.DocSearch-Hits a[href^="/"]').first()
  await expect(first).toHaveAttribute('href', /^\/sub\/docs\/issues\/rpx-ambiguities/, { timeout: 30_000 })
  expect(indexRequests[0]).toBe('/sub/search-manifest.json')
  expect(indexRequests[1]).toMatch(/^\/sub\/assets\/search\/index\.[0-9a-f]+\.json$/)

  await page.goto('search?q=NutUI')
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/sub\/docs\/issues\/use-with-nutui/, { timeout: 30_000 })
})
