import { expect, test } from '@playwright/test'
import { speedLayerOnly } from '../speedLayer'
import { gotoHydrated } from '../../lib/hydration'

// How a page starts (speed/patches/bundle-loader/ssrTemplate.ts, speed/patches/bundle-loader/bundleLoader.ts, speed/patches/lighter-startup,
// speed/patches/route-chunks-in-html): the whole page in the first frame, the bundles after it,
// the route's chunks named by the HTML, viewport prefetching once per file.

const DOCS_PAGE = '/docs/intro'

test('the HTML names the route’s own chunks, and each script is fetched once', async ({ page }) => {
  speedLayerOnly('route-chunks-in-html')
  const scriptRequests = new Map<string, number>()
  page.on('request', request => {
    if (request.resourceType() !== 'script') return
    const { pathname } = new URL(request.url())
    scriptRequests.set(pathname, (scriptRequests.get(pathname) ?? 0) + 1)
  })
  await gotoHydrated(page, DOCS_PAGE)
  const listed = (await page.locator('script[data-bundles]').getAttribute('data-bundles'))!.split(' ')
  expect(listed.some(url => url.includes('/runtime~main.'))).toBe(true)
  expect(listed.some(url => /\/main\.[^/]+\.js$/.test(url))).toBe(true)
  // Beyond runtime and main.js: the docs layout, the page's metadata and its MDX content.
  expect(listed.length).toBeGreaterThan(4)
  await page.waitForLoadState('networkidle')
  for (const url of listed) expect(scriptRequests.get(url), url).toBe(1)
  // webpack found the listed chunks on the page instead of adding its own script elements.
  const scriptSources = await page.evaluate(() => [...document.scripts].map(script => script.getAttribute('src')).filter(Boolean))
  expect(new Set(scriptSources).size).toBe(scriptSources.length)
})

test('the bundles start only after the first contentful paint', async ({ page }) => {
  speedLayerOnly('bundle-loader')
  await page.addInitScript(() => {
    const marks: Record<string, number> = {}
    ;(window as unknown as { __startup: Record<string, number> }).__startup = marks
    new MutationObserver(records => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/') && marks.firstBundle === undefined)
            marks.firstBundle = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await gotoHydrated(page, DOCS_PAGE)
  const { firstBundle, fcp } = await page.evaluate(() => ({
    firstBundle: (window as unknown as { __startup: Record<string, number> }).__startup.firstBundle,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }))
  expect(fcp).toBeGreaterThan(0)
  expect(firstBundle).toBeGreaterThanOrEqual(fcp!)
  // No bundle came as a script element from the server: nothing of the site's could run earlier.
  const html = await (await page.request.get(DOCS_PAGE)).text()
  expect(html).toMatch(/data-bundles=/)
  expect(html).not.toMatch(/<script[^>]*\ssrc=["']?[^"' >]*\/assets\/js\//)
})

test('rendering waits for the whole app markup, whose end marker sits outside React’s root', async ({ page }) => {
  speedLayerOnly('bundle-loader')
  await gotoHydrated(page, DOCS_PAGE)
  await expect(page.locator('head link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#__docusaurus-parsed')
  const markerFollowsRoot = await page.evaluate(() => document.getElementById('__docusaurus')?.nextElementSibling?.id)
  expect(markerFollowsRoot).toBe('__docusaurus-parsed')
  await expect(page.locator('#__docusaurus-parsed')).toBeHidden()
})

test('visible links prefetch each chunk once, never one the page already runs', async ({ page }) => {
  speedLayerOnly('lighter-startup')
  await gotoHydrated(page, DOCS_PAGE)
  // Prefetching happens in idle time; the sidebar and navbar links are in view.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 10_000 }).toBeGreaterThan(3)
  await page.waitForLoadState('networkidle')
  const { prefetched, running } = await page.evaluate(() => ({
    prefetched: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(link => new URL(link.href).pathname),
    running: [...document.scripts].map(script => script.src && new URL(script.src).pathname).filter(Boolean),
  }))
  expect(new Set(prefetched).size).toBe(prefetched.length)
  for (const url of prefetched) expect(running).not.toContain(url)
})

test('a prefetched route opens from the sidebar without a reload, and its page renders', async ({ page }) => {
  await gotoHydrated(page, DOCS_PAGE)
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]:not([href="/docs/intro"])').first()
  const href = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(href)
  await expect(page.locator('article h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('the base-URL banner stays away while the bundles load, and shows when main.js cannot load', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0)

  // What a wrong base URL looks like to the browser: the site's own files are not there.
  const broken = await page.context().newPage()
  await broken.route(/\/assets\/(js\/(runtime~)?main\.|css\/)/, route => route.fulfill({ status: 404, body: '' }))
  await broken.goto('/')
  await expect(broken.getByText('Your Docusaurus site did not load properly.')).toBeVisible()
})
