import { expect, type Page } from '@playwright/test'

/** Opens a page and waits for React to take over: keyboard shortcuts, handlers and effects come with it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached()
}
