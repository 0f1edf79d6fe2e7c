import { expect, test, type Page } from '@playwright/test'
import {
  arm, askAiEntry, expectUnharmed, gotoHydrated, openSearch, scriptPayloads, searchInput, searchModal, storageKeys, type Guard,
} from './guards'

// What a reader can type: markup and script, very long, right-to-left and invisible characters,
// lone surrogates, regex syntax, punctuation only, emoji — in the modal, on /search?q=, and as
// an Ask AI question. Highlights and titles are HTML inside DocSearch: everything must arrive as
// text.

test.describe.configure({ timeout: 300_000 })

export const hostileQueries: [label: string, query: string, shown?: string][] = [
  ['<img onerror>', scriptPayloads.imgOnerror, 'onerror='],
  ['"><svg onload>', scriptPayloads.svgOnload, 'onload='],
  ['</script><script>', scriptPayloads.scriptTag, '<script>'],
  ['javascript: link', scriptPayloads.javascriptLink, 'javascript:'],
  ['markdown javascript: link', scriptPayloads.markdownLink, 'javascript:'],
  ['attribute break-out', scriptPayloads.attributeBreak, 'onmouseover='],
  ['template and entities', scriptPayloads.templateAndEntities, 'constructor'],
  ['highlight tags', '<mark>rpx</mark><em>rpx</em>', '<mark>'],
  // Mostly ASCII: as ?q= it must stay under the URL limits of servers (Node: 16 KB of headers).
  ['10 000 characters', `rpx ${'长'.repeat(100)}${'a'.repeat(9896)}`],
  ['right-to-left and zero-width', '\u202Erpx\u200B\u200D\u2066单位\u2069\u200F\uFEFF'],
  ['lone surrogates', '\uD800rpx\uDFFF\uDBFF'],
  ['regex metacharacters', '.*+?^${}()|[]\\/ (?<x>a)\\1 text-[32rpx]'],
  ['punctuation only', '！？。，、；：“”——……!!!???...---'],
  ['emoji', '🎨🚀 rpx 👨‍👩‍👧 🇨🇳'],
  ['HTML class names', '<view class="w-[10px]"> rpx'],
]

/** Typed queries settle on hits, the no-results screen or the error screen. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen').first()).toBeVisible({ timeout: 20_000 })
}

async function expectNoMarkupIn(page: Page, scope: string): Promise<void> {
  const injected = await page.locator(`${scope} img[src="x"], ${scope} svg[onload], ${scope} script, ${scope} [onmouseover]`).count()
  expect(injected, `markup from the query rendered in ${scope}`).toBe(0)
}

test('modal: every hostile query is shown as text and breaks nothing', async ({ page }) => {
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/intro')
  for (const [label, query, shown] of hostileQueries) {
    await test.step(label, async () => {
      await openSearch(page)
      await searchInput(page).fill(query)
      await settle(page)
      if (shown) await expect(searchModal(page)).toContainText(shown)
      await expectNoMarkupIn(page, '.DocSearch-Modal')
      // Highlights are escaped text with only <mark> added.
      const marks = await page.locator('.DocSearch-Modal mark').evaluateAll(nodes => nodes.map(node => node.children.length))
      expect(marks.every(children => children === 0)).toBe(true)
      await page.keyboard.press('Escape')
      await expect(searchModal(page)).toBeHidden()
      await expectUnharmed(page, guard)
    })
  }
})

test('modal: a real query still finds and highlights after the hostile ones', async ({ page }) => {
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/intro')
  await openSearch(page)
  await searchInput(page).fill('<view> rpx')
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('.DocSearch-Hits a').first()).toHaveAttribute('href', /^\//)
  await expectNoMarkupIn(page, '.DocSearch-Modal')
  await page.keyboard.press('Escape')
  await expectUnharmed(page, guard)
})

function searchPageUrl(query: string): string {
  // A lone surrogate cannot be percent-encoded as UTF-8: send what a browser would (U+FFFD).
  return `/search?q=${encodeURIComponent(query.replace(/[\uD800-\uDFFF]/g, char => (char.codePointAt(0)! > 0 ? '\uFFFD' : char)))}`
}

test('search page: every hostile ?q= is shown as text and breaks nothing', async ({ page }) => {
  const guard = await arm(page)
  for (const [label, query, shown] of hostileQueries) {
    await test.step(label, async () => {
      await gotoHydrated(page, searchPageUrl(query))
      const input = page.locator('main input[type="search"], .main-wrapper input[type="search"]').first()
      await expect(input).toBeVisible()
      if (shown) await expect(input).toHaveValue(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await page.waitForTimeout(500)
      await expectNoMarkupIn(page, '.main-wrapper')
      await expectUnharmed(page, guard)
    })
  }
})

async function ask(page: Page, guard: Guard, question: string, shown?: string): Promise<void> {
  await openSearch(page)
  await searchInput(page).fill(question)
  await askAiEntry(page).click({ timeout: 20_000 })
  const screen = page.locator('.DocSearch-AskAiScreen')
  await expect(screen).toBeVisible()
  await expect(screen).toContainText(/以下内容直接摘自本站文档|文档里没有找到/, { timeout: 30_000 })
  if (shown) await expect(screen).toContainText(shown)
  await expectNoMarkupIn(page, '.DocSearch-Modal')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(searchModal(page)).toBeHidden()
  // The question is now a recent conversation; DocSearch shows its title with innerHTML.
  await openSearch(page)
  await expect(page.locator('.DocSearch-Hits', { hasText: '最近的提问' })).toBeVisible()
  await expectNoMarkupIn(page, '.DocSearch-Modal')
  await page.keyboard.press('Escape')
  delete guard.expectedStorage[storageKeys.conversations]
  await expectUnharmed(page, guard)
}

test('Ask AI: hostile questions are answered or declined as text, and saved as text', async ({ page }) => {
  // Eight full Ask AI round trips (thinking → searching → answer) in one test.
  test.setTimeout(240_000)
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/intro')
  for (const [label, query, shown] of hostileQueries.filter(([label]) =>
    ['<img onerror>', '"><svg onload>', 'markdown javascript: link', 'highlight tags', '10 000 characters', 'lone surrogates', 'emoji', 'HTML class names'].includes(label))) {
    await test.step(label, async () => {
      await ask(page, guard, query, shown)
    })
  }
  const saved = await page.evaluate(key => localStorage.getItem(key) ?? '', storageKeys.conversations)
  expect(saved).not.toMatch(/"lvl1":"[^"]*<(img|svg)/)
})
