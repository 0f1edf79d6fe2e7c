import { expect, test, type Page } from '@playwright/test'
import {
  arm, expectUnharmed, gotoHydrated, hitLinks, openSearch, savedState, scriptPayloads, searchInput, searchModal, setCase, storageKeys,
} from './guards'

// Every localStorage key the site reads, set to garbage, invalid JSON, wrong types and huge
// values, and storage that throws: the site falls back to its defaults and erases nothing else.

test.describe.configure({ timeout: 180_000 })

const huge = (seed: string) => seed.repeat(Math.ceil(500_000 / seed.length))
const bar = '[class*="announcementBar_"]'
const toggle = (page: Page) => page.locator('.navbar button[class*="toggleButton"]').first()

test('theme: unknown, quoted, empty, huge and HTML values show dark; the switch still works', async ({ page }) => {
  const guard = await arm(page)
  for (const value of ['sepia', '"dark"', '', 'null', 'DARK', scriptPayloads.imgOnerror, huge('dark')]) {
    await test.step(JSON.stringify(value.slice(0, 40)), async () => {
      // The stored value is left alone: the switch overwrites it on the reader's next choice.
      await setCase(page, guard, { [storageKeys.theme]: value }, { [storageKeys.theme]: value })
      await gotoHydrated(page, '/docs/intro')
      await expectUnharmed(page, guard, { theme: 'dark' })
    })
  }
  await toggle(page).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test('announcement dismissal: anything but "true" shows the bar, and closing it works', async ({ page }) => {
  const guard = await arm(page)
  for (const value of ['yes', '{"dismissed":true}', 'TRUE', scriptPayloads.svgOnload, huge('true')]) {
    await test.step(JSON.stringify(value.slice(0, 40)), async () => {
      await setCase(page, guard, { [storageKeys.announcementDismiss]: value }, { [storageKeys.announcementDismiss]: value })
      await gotoHydrated(page, '/')
      await expect(page.locator(bar)).toBeVisible()
      await expectUnharmed(page, guard)
    })
  }
  await page.locator(`${bar} button[class*="close"]`).click()
  await expect(page.locator(bar)).toHaveCount(0)
  expect(await page.evaluate(key => localStorage.getItem(key), storageKeys.announcementDismiss)).toBe('true')
})

test('announcement id: an unknown id means a new announcement (shown), nothing else changes', async ({ page }) => {
  const guard = await arm(page)
  for (const value of ['', '{}', scriptPayloads.imgOnerror, huge('v4-12-docs')]) {
    await test.step(JSON.stringify(value.slice(0, 40)), async () => {
      await setCase(page, guard, { [storageKeys.announcementId]: value }, {
        [storageKeys.announcementId]: 'v4-12-docs',
        [storageKeys.announcementDismiss]: 'false',
      })
      await gotoHydrated(page, '/docs/intro')
      await expect(page.locator(bar)).toBeVisible()
      await expectUnharmed(page, guard)
    })
  }
})

test('preferred docs version: an unknown or malformed version is dropped and the docs show', async ({ page }) => {
  const guard = await arm(page)
  for (const value of ['no-such-version', '{"name":"current"}', scriptPayloads.imgOnerror, huge('x')]) {
    await test.step(JSON.stringify(value.slice(0, 40)), async () => {
      await setCase(page, guard, { [storageKeys.preferredVersion]: value }, { [storageKeys.preferredVersion]: null })
      await gotoHydrated(page, '/docs/intro')
      await expect(page.locator('article h1')).toHaveText('简介')
      // Docs links in the navbar still lead to the current docs.
      await page.locator('.navbar a[href="/docs/faq"], .navbar a[href^="/docs/"]').first().click()
      await expect(page.locator('article h1')).toBeVisible()
      await expectUnharmed(page, guard)
    })
  }
})

const levels = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
const payloadHit = {
  objectID: 'p', url: '/docs/intro', type: 'lvl1', content: null,
  hierarchy: { lvl0: scriptPayloads.imgOnerror, lvl1: `<b>${scriptPayloads.svgOnload}</b>`, ...levels },
}
const badSavedSearches: [label: string, value: string][] = [
  ['invalid JSON', '{not json'],
  ['an object, not a list', '{"objectID":"x"}'],
  ['entries of the wrong type', '[1,null,"s",[],true]'],
  ['entries without hierarchy', '[{"objectID":"x","url":"/docs/intro","type":"lvl1"}]'],
  ['HTML in the titles', JSON.stringify([payloadHit])],
  ['a javascript: link', JSON.stringify([{ ...payloadHit, hierarchy: { lvl0: '文档', lvl1: '链接', ...levels }, url: `javascript:${scriptPayloads.javascriptLink}` }])],
  ['a huge list', JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ ...payloadHit, objectID: `h${i}` })))],
]

// Both saved lists carry the same bad value in each case: either one breaking is a failure.
test('recent and favourite searches: bad saved lists never break the search button or run script', async ({ page }) => {
  const guard = await arm(page)
  const keys = [storageKeys.recentSearches, storageKeys.favoriteSearches]
  for (const [label, value] of badSavedSearches) {
    await test.step(label, async () => {
      await setCase(page, guard, Object.fromEntries(keys.map(key => [key, value])))
      await gotoHydrated(page, '/docs/intro')
      await openSearch(page)
      // The conversations still show; search still answers.
      await expect(page.locator('.DocSearch-Hits').first()).toBeVisible()
      await expect(page.locator('.DocSearch-Modal')).not.toContainText('This page crashed')
      await expect(page.locator('.DocSearch-Modal')).not.toContainText('onerror')
      await searchInput(page).fill('rpx')
      await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
      await page.keyboard.press('Escape')
      await expect(searchModal(page)).toBeHidden()
      await expectUnharmed(page, guard)
      for (const key of keys) {
        const saved = await page.evaluate(k => localStorage.getItem(k), key)
        expect(saved ?? '', key).not.toMatch(/<(img|svg|b)\b|javascript:/i)
      }
    })
  }
})

const conversationWith = (question: string, answer: string) => ({
  query: question, objectID: question, type: 'askAI', anchor: 'stored', content: null, url: '', url_without_anchor: '',
  hierarchy: { lvl0: 'askAI', lvl1: question, ...levels },
  messages: [
    { id: 'u9', role: 'user', parts: [{ type: 'text', text: question }] },
    { id: 'a9', role: 'assistant', parts: [{ type: 'text', text: answer }] },
  ],
})

test('conversations: bad saved conversations never break Ask AI or run script', async ({ page }) => {
  const guard = await arm(page)
  const cases: [string, string][] = [
    ['invalid JSON', '[{"query":'],
    ['entries of the wrong type', '[1,"x",{"objectID":"x","messages":"no"}]'],
    ['HTML question and answer', JSON.stringify([conversationWith(scriptPayloads.imgOnerror, `${scriptPayloads.svgOnload} ${scriptPayloads.markdownLink}`)])],
  ]
  for (const [label, value] of cases) {
    await test.step(label, async () => {
      await setCase(page, guard, { [storageKeys.conversations]: value })
      await gotoHydrated(page, '/docs/intro')
      await openSearch(page)
      await expect(page.locator('.DocSearch-Modal')).not.toContainText('This page crashed')
      const stored = page.locator('.DocSearch-Hits', { hasText: '最近的提问' }).locator('.DocSearch-Hit')
      if (label.startsWith('HTML')) {
        // Shown as text, and opening it shows the answer as text too.
        await expect(stored.first()).toContainText('<img src=x')
        await stored.first().click()
        await expect(page.locator('.DocSearch-AskAiScreen')).toContainText('<svg onload=')
      }
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await expectUnharmed(page, guard)
    })
  }
})

// Storage that throws. The site then runs on its defaults for this visit; what was stored
// before is still there afterwards (read through the real storage).
const throwingStorage: [label: string, script: () => void][] = [
  ['getItem throws SecurityError', () => {
    const w = window as unknown as { __realStorage: Storage; __realGetItem: Storage['getItem'] }
    w.__realStorage = window.localStorage
    w.__realGetItem = Storage.prototype.getItem
    Storage.prototype.getItem = () => { throw new DOMException('The operation is insecure.', 'SecurityError') }
  }],
  ['setItem throws QuotaExceededError', () => {
    Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError') }
  }],
  ['localStorage itself throws (storage disabled)', () => {
    const w = window as unknown as { __realStorage: Storage }
    w.__realStorage = window.localStorage
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => { throw new DOMException('Access is denied for this document.', 'SecurityError') },
    })
  }],
]

for (const [label, script] of throwingStorage) {
  test(`${label}: pages, the colour switch, the announcement and search still work`, async ({ page }) => {
    const guard = await arm(page)
    await page.addInitScript(script)
    const readable = !label.startsWith('getItem') && !label.startsWith('localStorage')
    await gotoHydrated(page, '/docs/intro')
    const theme = readable ? 'light' : 'dark'
    await expectUnharmed(page, guard, { theme })

    await toggle(page).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'light' ? 'dark' : 'light')
    if (!readable) {
      await page.locator(`${bar} button[class*="close"]`).click()
      await expect(page.locator(bar)).toHaveCount(0)
    }
    await openSearch(page)
    await searchInput(page).fill('rpx')
    await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
    await hitLinks(page).first().click()
    await expect(page.locator('article h1')).toBeVisible()
    // Nothing the reader had saved was erased or overwritten.
    const current = await page.locator('html').getAttribute('data-theme')
    await expectUnharmed(page, guard, { theme: current as 'light' | 'dark' })
    expect(guard.expectedStorage).toEqual(savedState)
  })
}
