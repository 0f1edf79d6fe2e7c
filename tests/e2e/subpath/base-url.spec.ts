import { expect, test } from '@playwright/test'

// A build with BASE_URL=/sub/ (served by playwright.config.ts) must fully work under that path.
test('home, navigation and assets work under /sub/', async ({ page }) => {
  const failed: string[] = []
  page.on('response', response => { if (response.status() >= 400) failed.push(response.url()) })
  await page.goto('./')
  await expect(page.locator('h1').first()).toHaveText('weapp-tailwindcss')
  await expect(page.locator('[class*="announcementBar_"] a')).toHaveAttribute('href', /^\/sub\/docs\//)
  await page.getByRole('link', { name: '开始使用' }).click()
  await expect(page).toHaveURL(/\/sub\/docs\/intro$/)
  await expect(page.locator('h1')).toHaveText('简介')
  await page.locator('.navbar').getByRole('link', { name: '常见问题' }).click()
  await expect(page).toHaveURL(/\/sub\/docs\/issues$/)
  await page.locator('.navbar').getByRole('link', { name: '博客' }).click()
  await expect(page).toHaveURL(/\/sub\/blog$/)
  expect(failed).toEqual([])
  await expect(page.locator('text=Your Docusaurus site did not load properly')).toHaveCount(0)
})
