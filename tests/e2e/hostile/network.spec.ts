import { expect, test, type Page, type Route } from '@playwright/test'
import { arm, expectUnharmed, gotoHydrated, hitLinks, openSearch, searchButton, searchInput, searchModal } from './guards'

// The network failing under the site: the search index unreachable, slow or corrupt, a code
// chunk that does not load, third-party hosts unreachable.

// A loaded machine takes minutes over these pages; each wait ends with its event, this only bounds the whole.
test.describe.configure({ timeout: 600_000 })

const manifestUrl = /\/search-manifest\.json/
const indexUrl = /\/assets\/search\/index\.[0-9a-f]+\.json/
const searchError = '.DocSearch-ErrorScreen'

async function expectSearchRecovers(page: Page): Promise<void> {
  await openSearch(page)
  await searchInput(page).fill('rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
}

for (const [label, url, handler] of [
  ['index request fails', indexUrl, (route: Route) => route.abort('connectionreset')],
  ['index manifest is a server error', manifestUrl, (route: Route) => route.fulfill({ status: 500, body: 'oops' })],
  ['index is corrupt JSON', indexUrl, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":1,"records":[{' })],
  ['index is JSON of the wrong shape', indexUrl, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":99,"records":"<img src=x onerror=window.__pwned=1>"}' })],
  ['manifest points elsewhere', manifestUrl, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"index":"https://evil.example/x.json","records":1}' })],
] as const) {
  test(`${label}: search says it cannot fetch results, the page keeps working, a later search recovers`, async ({ page }) => {
    const guard = await arm(page)
    let broken = true
    await page.route(url, route => (broken ? handler(route) : route.continue()))
    await gotoHydrated(page, '/docs/intro')
    await openSearch(page)
    await searchInput(page).fill('rpx')
    await expect(page.locator(searchError)).toContainText('无法获取结果', { timeout: 20_000 })
    // Ask AI fails the same way, inside the modal.
    await page.keyboard.press('Escape')
    await expect(searchModal(page)).toBeHidden()
    await page.locator('nav.pagination-nav a').first().click()
    await expect(page.locator('article h1')).toBeVisible()
    await expectUnharmed(page, guard)

    broken = false
    await expectSearchRecovers(page)
    await page.keyboard.press('Escape')
    await expectUnharmed(page, guard)
  })
}

test('index that never answers: the modal stays usable, Escape closes it, the page keeps working', async ({ page }) => {
  const guard = await arm(page)
  const stalled: Route[] = []
  await page.route(indexUrl, route => { stalled.push(route) })
  await gotoHydrated(page, '/docs/intro')
  await openSearch(page)
  await searchInput(page).fill('rpx')
  await expect(searchInput(page)).toHaveValue('rpx')
  await page.waitForTimeout(3000)
  await page.keyboard.press('Escape')
  await expect(searchModal(page)).toBeHidden()
  await page.locator('.navbar a[href="/blog"]').click()
  await expect(page).toHaveURL(/\/blog$/)
  await expectUnharmed(page, guard)
  // The answer arrives late: search then works.
  await page.unroute(indexUrl)
  for (const route of stalled) await route.continue().catch(() => {})
  await expectSearchRecovers(page)
})

test('the search modal code fails to load: the page is fine, and search opens once the network is back', async ({ page }) => {
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/intro')
  // Whatever script the first hover or click on the search button asks for.
  let broken = true
  await page.route(/\/assets\/js\/.*\.js$/, route => (broken ? route.abort('connectionreset') : route.continue()))
  await searchButton(page).hover()
  await searchButton(page).click()
  await page.waitForTimeout(1500)
  await expect(searchModal(page)).toHaveCount(0)
  await expectUnharmed(page, guard)
  broken = false
  await searchButton(page).click()
  await expect(searchModal(page)).toBeVisible({ timeout: 20_000 })
  await searchInput(page).fill('rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
})

/**
 * The chunk holding a page's own content. Found by its text (the file names are hashes):
 * every script the server sends is read, and the one with the marker is the content chunk.
 */
async function breakChunkContaining(page: Page, marker: string): Promise<{ fix(): void; hits: () => number }> {
  // The minifier writes non-ASCII text as \uXXXX escapes.
  const escaped = marker.replace(/[^\x00-\x7f]/g, char => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
  let broken = true
  let hits = 0
  await page.route(/\/assets\/js\/.*\.js$/, async route => {
    const response = await route.fetch()
    const body = await response.text()
    if (broken && (body.includes(marker) || body.includes(escaped))) {
      hits++
      return route.abort('connectionreset')
    }
    return route.fulfill({ response, body })
  })
  return { fix: () => { broken = false }, hits: () => hits }
}

test('a page chunk fails to load: Docusaurus shows the loader error with Retry, and Retry recovers', async ({ page }) => {
  const guard = await arm(page)
  // A phrase of the intro found in its content chunk only (the site's tagline is in main.js too).
  const chunk = await breakChunkContaining(page, '类名与样式翻译器')
  // An old `.html` link: the address is normalised after the first render, so this route's
  // content is loaded by the route loader itself (Docusaurus's route-level loader with its Retry button).
  await page.goto('/docs/intro.html')
  // Docusaurus's Loading fallback: <div><p>{error}</p><div><button>Retry</button></div></div>.
  const box = page.getByRole('button', { name: 'Retry' }).locator('xpath=../..')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 })
  await expect(box).toContainText(/chunk|Loading/i)
  expect(chunk.hits()).toBeGreaterThan(0)
  await expectUnharmed(page, guard)

  chunk.fix()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.locator('article h1')).toHaveText('简介')
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  await expectUnharmed(page, guard)
})

test('chunks fail during client-side navigation: the browser loads the page instead, and it reads', async ({ page }) => {
  const guard = await arm(page)
  const loaded = new Set<string>()
  page.on('request', request => { if (request.resourceType() === 'script') loaded.add(request.url()) })
  await gotoHydrated(page, '/docs/intro')
  await page.waitForLoadState('networkidle')
  // From now on every script the page did not need yet fails (prefetched ones too: routing
  // bypasses the HTTP cache).
  const failed: string[] = []
  const allowed = new Set(loaded)
  await page.route(/\/assets\/js\/.*\.js$/, route => {
    if (allowed.has(route.request().url())) return route.continue()
    failed.push(route.request().url())
    return route.abort('connectionreset')
  })
  await page.locator('.navbar a[href="/blog"]').click()
  await expect(page).toHaveURL(/\/blog$/)
  // The full load shows the server-rendered list: readable although its chunks still fail.
  await expect(page.locator('article').first()).toBeVisible()
  expect(failed.length).toBeGreaterThan(0)
  await expectUnharmed(page, guard)
})

test('analytics and Algolia hosts unreachable: nothing waits for them', async ({ page, baseURL }) => {
  const guard = await arm(page)
  const origin = new URL(baseURL!).origin
  const blocked: string[] = []
  await page.context().route(url => url.origin !== origin, route => {
    blocked.push(route.request().url())
    return route.abort('addressunreachable')
  })
  for (const path of ['/', '/docs/intro', '/blog', '/search?q=rpx']) {
    await gotoHydrated(page, path)
    await expectUnharmed(page, guard)
  }
  await expectSearchRecovers(page)
  await page.keyboard.press('Escape')
  // With no GTAG_ID / BAIDU_ANALYTICS_ID / ALGOLIA_* at build time, nothing was even asked for.
  expect(blocked).toEqual([])
})
