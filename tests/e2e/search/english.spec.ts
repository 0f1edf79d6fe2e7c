import { expect, test, type Page } from '@playwright/test'
import { askAiEntry, gotoHydrated, hitLinks, openModal, search, searchInput } from './searchModal'

// Search on the English edition (/en/): its own index, English results, English strings.

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

const HAN = /\p{Script=Han}/u

/** Paths of the search index files the page requests: manifest and hashed index. */
function indexRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', request => {
    const { pathname } = new URL(request.url())
    if (/search-manifest\.json$|\/assets\/search\/index\.[0-9a-f]+\.json$/.test(pathname)) paths.push(pathname)
  })
  return paths
}

test('the modal on an English page finds English pages from the English index only', async ({ page }) => {
  const requested = indexRequests(page)
  await gotoHydrated(page, '/en/docs/intro')
  await openModal(page)
  await expect(searchInput(page)).toHaveAttribute('placeholder', /search/i)
  const first = await search(page, 'gradient classes do nothing')
  await expect(first).toHaveAttribute('href', /^\/en\/docs\/issues\/css-vars(#|$)/)
  const hrefs = await hitLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(1)
  for (const href of hrefs) expect(href).toMatch(/^\/en\//)
  // English pages only: no Chinese page (an untranslated fallback) among the hits. Their text may
  // quote a code block, which keeps the Chinese page's code; titles are prose.
  const titles = await page.locator('.DocSearch-Hit-title').allInnerTexts()
  expect(titles.length).toBeGreaterThan(1)
  for (const title of titles) expect(title).not.toMatch(HAN)

  expect(requested).toContain('/en/search-manifest.json')
  expect(requested.some(path => /^\/en\/assets\/search\/index\.[0-9a-f]+\.json$/.test(path))).toBe(true)
  expect(requested.filter(path => !path.startsWith('/en/'))).toEqual([])
})

test('/en/search lists English results for ?q=', async ({ page }) => {
  const requested = indexRequests(page)
  await page.goto(`/en/search?q=${encodeURIComponent('rpx treated as color')}`)
  await expect(page.locator('h1')).toContainText('Search results for')
  const results = page.locator('main article')
  await expect(results.first()).toBeVisible({ timeout: 30_000 })
  await expect(results.first().locator('h2 a')).toHaveAttribute('href', /^\/en\/docs\/issues\/rpx-ambiguities/)
  const hrefs = await results.locator('h2 a').evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''))
  for (const href of hrefs) expect(href).toMatch(/^\/en\//)
  for (const title of await results.locator('h2').allInnerTexts()) expect(title).not.toMatch(HAN)
  expect(requested.filter(path => !path.startsWith('/en/'))).toEqual([])
})

test('Ask AI asked in English answers in English with a quote from an English page', async ({ page, baseURL }) => {
  const requested = indexRequests(page)
  const origin = new URL(baseURL!).origin
  await gotoHydrated(page, '/en/docs/intro')
  await openModal(page)
  const question = 'why do gradient and shadow classes not work'
  await searchInput(page).fill(question)
  await askAiEntry(page).click({ timeout: 30_000 })

  const screen = page.locator('.DocSearch-AskAiScreen')
  const answer = screen.locator('.DocSearch-Markdown-Content')
  await expect(answer).toContainText("Quoted from this site's docs", { timeout: 30_000 })
  const quote = answer.locator('blockquote').first()
  await expect(quote.locator('a')).toHaveAttribute('href', new RegExp(`^${origin}/en/docs/`))
  expect(await quote.innerText()).not.toMatch(HAN)
  // The disclaimer and the rest of the screen are English too.
  await expect(screen).toContainText('not text written by AI')
  expect(await screen.innerText()).not.toMatch(HAN)
  expect(requested.filter(path => !path.startsWith('/en/'))).toEqual([])
})
