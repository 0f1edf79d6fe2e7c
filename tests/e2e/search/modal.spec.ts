import { expect, test } from '@playwright/test'
import { speedLayerOnly } from '../speedLayer'
import { firstHitPathShown, gotoHydrated, hitLinks, modal, openModal, search, searchButton, searchInput } from './searchModal'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('opening and closing the search modal', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/docs/intro')
  })

  test('opens on click and closes on Escape', async ({ page }) => {
    await openModal(page)
    await expect(searchInput(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  })

  test('opens on Ctrl+K and closes on Ctrl+K', async ({ page }) => {
    await page.keyboard.press('Control+k')
    await expect(modal(page)).toBeVisible()
    await page.keyboard.press('Control+k')
    await expect(modal(page)).toBeHidden()
  })

  test('opens on "/" outside input fields', async ({ page }) => {
    await page.locator('main').click()
    await page.keyboard.press('/')
    await expect(modal(page)).toBeVisible()
    await expect(searchInput(page)).toHaveValue('')
  })

  test('a letter typed on the focused search button becomes the query', async ({ page }) => {
    await searchButton(page).focus()
    await page.keyboard.press('r')
    await expect(modal(page)).toBeVisible()
    await expect(searchInput(page)).toHaveValue('r')
    await expect(hitLinks(page).first()).toBeVisible({ timeout: 30_000 })
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true })

  test('the modal closes with its Cancel button', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro')
    await openModal(page)
    await modal(page).getByRole('button', { name: '取消' }).click()
    await expect(modal(page)).toBeHidden()
  })
})

test.describe('ranking', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/docs/intro')
    await openModal(page)
  })

  // One modal, the queries typed one after another: each must settle on its own first page (no two
  // in a row share it, so a list left from the previous query cannot pass).
  const RANKED: [what: string, query: string, path: string][] = [
    ['a Chinese question', '在 taro 里同时使用 NutUI 和 tailwindcss 需要注意什么？', '/docs/issues/use-with-nutui'],
    ['a class name', 'text-[32rpx]', '/docs/issues/rpx-ambiguities'],
    ['a class name inside a Chinese sentence', 'w-[100px] 写在 js 里不生效', '/docs/issues/js-string-invalid'],
    ['full-width input of the same class name', 'ｔｅｘｔ－［３２ｒｐｘ］', '/docs/issues/rpx-ambiguities'],
  ]

  test('a Chinese question, a class name, one inside a sentence and full-width input each put their page first', async ({ page }) => {
    for (const [what, query, path] of RANKED) {
      await test.step(what, async () => {
        await search(page, query)
        await expect(searchInput(page)).toHaveValue(query)
        await expect.poll(() => firstHitPathShown(page), { timeout: 30_000 }).toBe(path)
      })
    }
  })

  test('hits are highlighted, link to path and anchor, and the footer links to the search page', async ({ page }) => {
    await search(page, 'NutUI')
    await expect(page.locator('.DocSearch-Hits mark').first()).toHaveText(/nutui/i)
    const hrefs = await hitLinks(page).evaluateAll(links => links.map(link => link.getAttribute('href')))
    expect(hrefs.some(href => /^\/docs\/issues\/use-with-nutui#.+/.test(href!))).toBe(true)
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/查看全部 \d+ 个结果/)
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', '/search?q=NutUI')
  })

  test('choosing a hit with the keyboard goes to its page', async ({ page }) => {
    await search(page, 'text-[32rpx]')
    // The first entry is "Ask AI"; the first page hit is next.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/docs\/issues\/rpx-ambiguities/)
    await expect(modal(page)).toBeHidden()
  })

  test('a query with no match shows the no-results screen', async ({ page }) => {
    await searchInput(page).fill('zzzqqqxxyy')
    // DocSearch shows either its no-results screen or its results screen holding only the Ask AI
    // entry, depending on when the answer lands; both must read in Chinese and offer no "see all" link.
    // The index loads on first use: on a loaded machine that takes more than the default 10 s.
    await expect(modal(page)).toContainText('没有结果', { timeout: 30_000 })
    await expect(modal(page)).not.toContainText("Didn't find")
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveCount(0)
    await expect(modal(page)).not.toContainText('{count}')
  })
})

test('the index loads on first hover of search, not with the page', async ({ page }) => {
  const indexRequests: string[] = []
  page.on('request', request => {
    if (/search-manifest\.json|assets\/search\//.test(request.url())) indexRequests.push(request.url())
  })
  await gotoHydrated(page, '/docs/intro')
  await page.waitForLoadState('networkidle')
  expect(indexRequests).toEqual([])
  await searchButton(page).hover()
  await expect.poll(() => indexRequests.length).toBe(2)
  expect(indexRequests[1]).toMatch(/\/assets\/search\/index\.[0-9a-f]{10}\.json$/)
})

test('DocSearch’s own button arrives with the first hover, not with the page', async ({ page }) => {
  speedLayerOnly('search-button')
  await gotoHydrated(page, '/docs/intro')
  await page.waitForLoadState('networkidle')
  // Until then the navbar shows a look-alike (speed/patches/search-button/theme/SearchBar), with the same label.
  await expect(searchButton(page)).toHaveAttribute('data-search-placeholder', '')
  await expect(searchButton(page)).toHaveAccessibleName(/^搜索/)
  await searchButton(page).hover()
  await expect(searchButton(page)).not.toHaveAttribute('data-search-placeholder')
  await expect(searchButton(page)).toHaveAccessibleName(/^搜索/)
  await expect(searchButton(page)).toHaveCount(1)
})
