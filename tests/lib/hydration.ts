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

/**
 * Holds the main bundle back until the returned function is called: a gesture made meanwhile is
 * certainly made before hydration, not in a race with it.
 */
export async function holdBundles(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>(resolve => { release = resolve })
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async route => {
    await released
    await route.continue()
  })
  return release
}

export const expectNotHydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0)
