import { expect, type Locator, type Page } from '@playwright/test'

// The DocSearch modal as a reader sees it.

export const searchButton = (page: Page): Locator => page.locator('.DocSearch-Button')
export const modal = (page: Page): Locator => page.locator('.DocSearch-Modal')
export const searchInput = (page: Page): Locator => page.locator('.DocSearch-Input')
/** Result links, in the order shown (groups by section, as DocSearch lays them out); the Ask AI entry has no link. */
export const hitLinks = (page: Page): Locator => page.locator('.DocSearch-Hits a[href^="/"]')

export { gotoHydrated } from '../../lib/hydration'

/** The "提问：<query>" (Ask AI) entry DocSearch puts first in the results. */
export const askAiEntry = (page: Page): Locator => page.locator('#docsearch-askAI-item-0')

export async function openModal(page: Page): Promise<void> {
  await searchButton(page).click()
  // The first open loads DocSearch's modal chunk (about 90 KB compressed).
  await expect(modal(page)).toBeVisible({ timeout: 30_000 })
}

/** Types a query and waits until the first hit (not the Ask AI entry) is shown. */
export async function search(page: Page, query: string): Promise<Locator> {
  await searchInput(page).fill(query)
  const first = hitLinks(page).first()
  // The first search waits for the index to load.
  await expect(first).toBeVisible({ timeout: 30_000 })
  return first
}

/** The path of the first hit on screen now (empty while there is none). */
export async function firstHitPathShown(page: Page): Promise<string> {
  const href = await hitLinks(page).first().getAttribute('href', { timeout: 1_000 }).catch(() => null)
  return href ? decodeURI(new URL(href, 'http://site.invalid').pathname) : ''
}
