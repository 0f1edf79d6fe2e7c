import { expect, type Page } from '@playwright/test'

/**
 * Opens a page and waits for React to take over: keyboard shortcuts, handlers and effects come with it.
 * Hydration takes what the machine gives it (seconds more on a loaded one), so the wait has no
 * limit of its own: it ends when the page hydrates, or with the test's time limit.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 0 })
}
