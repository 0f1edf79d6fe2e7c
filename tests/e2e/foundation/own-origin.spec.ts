import { expect, test } from '@playwright/test'

// With no env set at build time the site talks to no host but its own (no analytics, no CDN, no Algolia).
test('no request leaves the origin while reading home, docs, blog and search', async ({ page, baseURL }) => {
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
  await page.locator('.DocSearch-Button').hover()
  await page.waitForLoadState('networkidle')
  const preconnects = await page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]').evaluateAll(links =>
    links.map(link => (link as HTMLLinkElement).href))
  expect(foreign).toEqual([])
  expect(preconnects.filter(href => !href.startsWith(origin))).toEqual([])
})
