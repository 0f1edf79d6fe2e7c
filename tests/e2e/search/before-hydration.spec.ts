import { expect, test, type Page } from '@playwright/test'
import { modal, searchInput } from './searchModal'
import { expectNotHydrated, holdBundles } from '../../lib/hydration'

// A reader's first gesture counts even when the page has shown but not yet hydrated: the bundles
// are held back here until the gesture is made, so "before hydration" is certain, not a race.

/** The page as the reader first sees it: the server's HTML, painted, no bundle run yet. */
async function gotoShown(page: Page, path: string) {
  // Not `load` nor `domcontentloaded`: held deferred bundles (Docusaurus's own template) keep both back.
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.locator('.DocSearch-Button')).toBeVisible()
}

for (const [name, gesture] of [
  ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
  ['"/"', (page: Page) => page.keyboard.press('/')],
  ['a click on the search button', (page: Page) => page.locator('.DocSearch-Button').click()],
] as const) {
  test(`${name} pressed before hydration opens search once the page is ready`, async ({ page }) => {
    const release = await holdBundles(page)
    await gotoShown(page, '/docs/intro')
    await expectNotHydrated(page)
    await gesture(page)
    await expectNotHydrated(page)
    release()
    await expect(modal(page)).toBeVisible({ timeout: 30_000 })
    await expect(searchInput(page)).toBeFocused()
  })
}

test('a shortcut typed into a field before hydration stays the field\'s', async ({ page }) => {
  const release = await holdBundles(page)
  await gotoShown(page, '/search')
  await expectNotHydrated(page)
  await page.locator('input[name="q"]').click()
  await page.keyboard.type('a/b')
  // Nothing was taken for search (the theme's search page resets its field when it hydrates).
  expect(await page.evaluate(() => (window as unknown as { __gesturesBeforeHydration: { search: unknown[] } }).__gesturesBeforeHydration.search.length)).toBe(0)
  release()
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 30_000 })
  await expect(modal(page)).toBeHidden()
})
