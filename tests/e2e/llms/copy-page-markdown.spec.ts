import { expect, test } from '@playwright/test'

// The "复制本页 Markdown" button on each docs page puts the page's `.md` twin on the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('copies the Markdown of the page and says so', async ({ page, request }) => {
  await page.goto('/docs/issues/box-sizing')
  const expected = await (await request.get('/docs/issues/box-sizing.md')).text()
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/docs/issues/box-sizing.md')
  await page.getByRole('button', { name: '复制本页 Markdown' }).click()
  // Announced to screen readers: the feedback sits in a polite live region.
  await expect(page.locator('[role="status"][aria-live="polite"]', { hasText: '已复制' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
})

test('the button is on index and generated pages too, and follows client-side navigation', async ({ page }) => {
  await page.goto('/docs/principle')
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/docs/principle.md')
  await page.locator('.navbar').getByRole('link', { name: '常见问题' }).click()
  await expect(page).toHaveURL(/\/docs\/issues$/)
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/docs/issues.md')
  await page.getByRole('button', { name: '复制本页 Markdown' }).click()
  await expect(page.getByText('已复制')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.split('\n')[0]).toMatch(/^# /)
  expect(copied).toMatch(/^URL: \S+\/docs\/issues$/m)
  // Generated API pages are docs pages like any other.
  await page.goto('/docs/api/interfaces/UserDefinedOptions')
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/docs/api/interfaces/UserDefinedOptions.md')
})

test('a twin that cannot be fetched reports 复制失败', async ({ page }) => {
  await page.goto('/docs/issues/box-sizing')
  await page.route('**/docs/issues/box-sizing.md', route => route.fulfill({ status: 404, body: 'gone' }))
  await page.getByRole('button', { name: '复制本页 Markdown' }).click()
  await expect(page.getByText('复制失败')).toBeVisible()
})

test('查看 Markdown opens the twin itself, not a page of the app', async ({ page }) => {
  await page.goto('/docs/issues/box-sizing')
  await page.getByRole('link', { name: '查看 Markdown' }).click()
  await expect(page).toHaveURL(/\/docs\/issues\/box-sizing\.md$/)
  await expect(page.locator('body')).toContainText('# 组件库高度塌陷：默认 box-sizing 冲突')
})
