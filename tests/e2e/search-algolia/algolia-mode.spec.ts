import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// Algolia mode needs its own build, with the three variables set at build time:
//   npm run build:algolia-e2e   (ALGOLIA_APP_ID=E2EAPP … --out-dir build-algolia)
// Algolia itself is stood in for by request routing; nothing leaves the machine.
const buildDir = path.resolve('build-algolia')
const port = Number(process.env.ALGOLIA_E2E_PORT ?? 4175)
const site = `http://127.0.0.1:${port}`
const algoliaHosts = /https:\/\/e2eapp(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i

test.skip(!fs.existsSync(path.join(buildDir, 'search-manifest.json')), 'run `npm run build:algolia-e2e` first')
test.describe.configure({ mode: 'serial', timeout: 60_000 })

let server: ChildProcess | undefined
test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve.mjs', buildDir, String(port), '/'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`${site}/`).then(response => response.ok, () => false)) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`no server on ${site}`)
})
test.afterAll(() => {
  server?.kill()
})

/** One hit in Algolia's response shape, with a title no local record has. */
function algoliaResponse(body: string | null): unknown {
  const requests = (JSON.parse(body ?? '{}') as { requests?: { indexName?: string; query?: string; params?: unknown }[] }).requests ?? []
  return {
    results: requests.map(request => {
      const hit = {
        objectID: 'algolia-1',
        url: `${site}/docs/intro#来自-algolia`,
        type: 'lvl2',
        hierarchy: { lvl0: '来自 Algolia', lvl1: '简介', lvl2: '来自托管索引的结果', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        _highlightResult: {
          hierarchy: {
            lvl0: { value: '来自 Algolia', matchLevel: 'none', matchedWords: [] },
            lvl1: { value: '简介', matchLevel: 'none', matchedWords: [] },
            lvl2: { value: '来自托管索引的结果', matchLevel: 'none', matchedWords: [] },
          },
        },
        _snippetResult: { hierarchy: { lvl1: { value: '简介', matchLevel: 'none' }, lvl2: { value: '来自托管索引的结果', matchLevel: 'none' } } },
      }
      return { hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: request.query ?? '', params: '', index: request.indexName }
    }),
  }
}

/** Algolia answers cross-origin requests; without this header the browser drops the response. */
async function routeAlgolia(page: Page) {
  await page.route(algoliaHosts, route => route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(algoliaResponse(route.request().postData())),
  }))
}

async function openAndSearch(page: Page, query: string) {
  await page.goto(`${site}/docs/intro`)
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached()
  await page.locator('.DocSearch-Button').click()
  await page.locator('.DocSearch-Input').fill(query)
}

test('the hosted index answers when it is up, with its preconnect hint', async ({ page }) => {
  await routeAlgolia(page)
  await openAndSearch(page, 'rpx')
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('来自托管索引的结果', { timeout: 30_000 })
  // Only the hosted hit: the local index did not answer.
  await expect(page.locator('.DocSearch-Hits a[href^="/"]')).toHaveCount(1)
  await expect(page.locator('link[rel="preconnect"][href*="e2eapp-dsn.algolia.net" i]')).toHaveCount(1)
})

test('the local index answers when the hosted one is down', async ({ page }) => {
  await page.route(algoliaHosts, route => route.abort('internetdisconnected'))
  await openAndSearch(page, 'text-[32rpx]')
  const first = page.locator('.DocSearch-Hits a[href^="/"]').first()
  await expect(first).toHaveAttribute('href', /^\/docs\/issues\/rpx-ambiguities/, { timeout: 30_000 })
})

test('the search page uses the hosted index too', async ({ page }) => {
  await routeAlgolia(page)
  await page.goto(`${site}/search?q=rpx`)
  await expect(page.locator('main article').first()).toContainText('来自托管索引的结果', { timeout: 30_000 })
})

test('Algolia answers, so Algolia is credited: its logo in the modal footer and on the search page', async ({ page }) => {
  await routeAlgolia(page)
  await openAndSearch(page, 'rpx')
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('来自托管索引的结果', { timeout: 30_000 })
  await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible()
  await page.goto(`${site}/search?q=rpx`)
  await expect(page.getByText('搜索服务由 Algolia 提供')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeVisible()
})
