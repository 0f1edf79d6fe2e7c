import { expect, test } from '@playwright/test'
import { arm, expectUnharmed, gotoHydrated, hitLinks, openSearch, searchInput, storageKeys } from './guards'

// ARCHITECTURE.md "离线": after a first visit the site keeps navigating and searching with
// the network cut (the PWA service worker, config/pwa.ts). The other specs block the worker.

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 180_000 })

test('after the first visit the site navigates, searches and reloads with the network cut', async ({ page, context }) => {
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/intro')
  // The worker installs (precaching chunks and the index), activates and takes over this tab.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 120_000 }).toBe(true)
  const precached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
  expect(precached.some(url => /\/assets\/search\/index\.[0-9a-f]+\.json/.test(url))).toBe(true)
  expect(precached.some(url => /\/assets\/js\/main\.[0-9a-f]+\.js/.test(url))).toBe(true)
  expect(precached.filter(url => /\.html(\?|$)/.test(url)).map(url => new URL(url).pathname)).toEqual(['/404.html'])

  await context.setOffline(true)
  // Client-side navigation: navbar, sidebar, pagination, blog.
  await page.locator('.navbar a[href="/blog"]').click()
  await expect(page.locator('article h2 a').first()).toBeVisible()
  await page.locator('article h2 a').first().click()
  await expect(page.locator('article h1')).toBeVisible()
  await page.locator('.navbar a[href="/docs/issues"]').click()
  await expect(page.locator('article h1')).toBeVisible()
  await page.locator('nav.pagination-nav a').first().click()
  await expect(page.locator('article h1')).toBeVisible()

  // Search and Ask AI from the cached index.
  await openSearch(page)
  await searchInput(page).fill('rem2rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
  await hitLinks(page).first().click()
  await expect(page).toHaveURL(/rem2rpx/)
  await expect(page.locator('article h1')).toBeVisible()
  // Choosing a hit saves it as a recent search: the reader's own change, kept offline too.
  await expect.poll(() => page.evaluate(key => localStorage.getItem(key), storageKeys.recentSearches)).toContain('rem2rpx')
  delete guard.expectedStorage[storageKeys.recentSearches]

  // A reload of a page read before comes from the kept copy; a page never opened is
  // rendered from the cached chunks.
  await page.goto('/docs/intro')
  await expect(page.locator('article h1')).toHaveText('简介')
  await page.goto('/docs/principle')
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached()
  await expect(page.locator('article h1')).toBeVisible()
  await expect(page.getByRole('heading', { name: '找不到页面' })).toHaveCount(0)
  await expectUnharmed(page, guard)
  await context.setOffline(false)
})

test('the English edition has its own offline copy: navigating, reloading and opening new pages under /en/', async ({ page, context }) => {
  await gotoHydrated(page, '/en/docs/intro')
  // Its own worker, scoped to /en/: the English chunks and index, not the Chinese ones.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 120_000 }).toMatch(/\/en\/sw\.js(\?|$)/)
  await context.setOffline(true)
  await page.locator('.navbar a[href="/en/docs/issues"]').click()
  await expect(page.locator('article h1')).toBeVisible()
  await page.goto('/en/docs/intro')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('article h1')).not.toHaveText(/\p{Script=Han}/u)
  await page.goto('/en/docs/principle')
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached()
  await expect(page.locator('article h1')).toBeVisible()
  await expect(page.locator('article h1')).not.toHaveText(/\p{Script=Han}/u)
  await context.setOffline(false)
})

test('the web app manifest and its icons are served', async ({ request }) => {
  const manifest = await (await request.get('/manifest.json')).json() as { icons: { src: string; sizes: string }[]; start_url: string }
  expect(manifest.start_url).toBe('./')
  for (const icon of manifest.icons) {
    const response = await request.get(`/${icon.src}`)
    expect(response.status(), icon.src).toBe(200)
  }
  expect(manifest.icons.map(icon => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
})
