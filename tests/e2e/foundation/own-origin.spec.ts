import { expect, test } from '@playwright/test'

// With no env set at build time the site talks to no host but its own (no analytics, no CDN, no Algolia).
test('no request leaves the origin while reading home, docs, blog and search', async ({ page, baseURL }) => {
  // Five pages, each waited to network idle, plus the search index: slow on a busy machine.
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  const foreign: string[] = []
  page.on('request', request => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
  })
  for (const path of ['/', '/docs/intro', '/blog', '/blog/2025/11/v4.7.0-merge-runtime', '/search?q=rpx']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // Open search too: the index and the modal code must come from this origin as well.
  await page.goto('/docs/intro')
  await page.locator('.DocSearch-Button').click()
  await page.locator('.DocSearch-Input').fill('rpx')
  await expect(page.locator('.DocSearch-Hits a').first()).toBeVisible({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  const preconnects = await page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]').evaluateAll(links =>
    links.map(link => (link as HTMLLinkElement).href))
  expect(foreign).toEqual([])
  expect(preconnects.filter(href => !href.startsWith(origin))).toEqual([])
})
