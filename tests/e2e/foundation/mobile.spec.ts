import { expect, test } from '@playwright/test'
import { expectNotHydrated, holdBundles } from '../../lib/hydration'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('hamburger opens the sliding sidebar, locks scroll, and it closes at desktop width', async ({ page }) => {
  await page.goto('/docs/intro')
  await page.locator('button.navbar__toggle').click()
  const sidebar = page.locator('.navbar-sidebar')
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/)
  await expect(sidebar).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

  await page.setViewportSize({ width: 1200, height: 800 })
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
})

// The bundles start only after the first paint: a reader can tap the menu before it has a handler.
test('a tap on the menu button before hydration opens the menu once the page is ready', async ({ page }) => {
  const release = await holdBundles(page)
  await page.goto('/docs/intro', { waitUntil: 'commit' })
  await expect(page.locator('button.navbar__toggle')).toBeVisible()
  await expectNotHydrated(page)
  await page.locator('button.navbar__toggle').click()
  await expectNotHydrated(page)
  release()
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/, { timeout: 30_000 })
  await expect(page.locator('.navbar-sidebar')).toBeVisible()
  await expect(page.locator('button.navbar__toggle')).toHaveAttribute('aria-expanded', 'true')
})

test('on a docs page the secondary menu shows the docs sidebar with a back button', async ({ page }) => {
  await page.goto('/docs/intro')
  await page.locator('button.navbar__toggle').click()
  const secondary = page.locator('.navbar-sidebar__item.menu').nth(1)
  await expect(secondary).toBeVisible()
  await expect(secondary.locator('a', { hasText: '简介' })).toBeVisible()
  await page.locator('.navbar-sidebar__back').click()
  await expect(page.locator('.navbar-sidebar__item.menu').first().getByText('常见问题')).toBeVisible()
})
