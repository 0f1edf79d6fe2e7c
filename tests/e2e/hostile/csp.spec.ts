import { expect, test } from '@playwright/test'
import { askAiEntry, gotoHydrated, hitLinks, openSearch, searchInput } from './guards'

// The built site under the headers it ships (build/_headers, written by
// plugins/security-headers and sent by scripts/serve.mjs as a static host would): no page a
// reader uses reports a Content-Security-Policy violation.

// A loaded machine takes minutes over these pages; each wait ends with its event, this only bounds the whole.
test.describe.configure({ timeout: 600_000 })

test('the server sends the security headers', async ({ request }) => {
  const response = await request.get('/docs/intro')
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )+'unsafe-eval'/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
})

test('home, docs with live code, blog, search (in both languages), the Play, the modal and Ask AI run without a CSP violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', message => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeBinding('__reportViolation', (_source, text: string) => { violations.push(text) })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', event => {
      void (window as unknown as { __reportViolation(text: string): Promise<void> }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })

  for (const path of ['/', '/docs/intro', '/docs/principle', '/docs/community/merge/overview', '/blog', '/blog/2025/11/v4.7.0-merge-runtime', '/blog/tags/merge', '/search?q=rpx', '/docs/does-not-exist', '/en/', '/en/docs/intro', '/en/blog', '/en/search?q=rpx']) {
    await test.step(path, async () => {
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
    })
  }
  // The Play: its worker bundle runs the real compiler under the same policy.
  await gotoHydrated(page, '/play')
  // Its download and start take longer on a loaded machine: the wait ends when the run does.
  await expect(page.getByTestId('play-status')).toHaveText(/^(已完成|出错|无法加载)$/, { timeout: 0 })
  await expect(page.getByTestId('play-status')).toHaveText('已完成')
  // Live code: react-live compiles what the reader types (needs 'unsafe-eval').
  await gotoHydrated(page, '/docs/principle')
  const preview = page.locator('[class*="playgroundPreview"]').first()
  await preview.scrollIntoViewIfNeeded()
  await expect(preview).not.toBeEmpty()

  await openSearch(page)
  await searchInput(page).fill('rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 20_000 })
  await searchInput(page).fill('rpx 怎么用')
  await askAiEntry(page).click({ timeout: 20_000 })
  await expect(page.locator('.DocSearch-AskAiScreen')).toContainText('以下内容直接摘自本站文档', { timeout: 20_000 })
  // Let the answer finish (its feedback buttons appear): DocSearch 4.2 may throw when the modal
  // is closed mid-stream (its Ask AI effect reads the first message after the list was cleared).
  await expect(page.locator('.DocSearch-AskAiScreen button[title="有帮助"]')).toBeVisible({ timeout: 20_000 })
  // The colour switch with its view transition.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await page.locator('.navbar button[class*="toggleButton"]').first().click()
  await page.waitForTimeout(600)
  expect(violations).toEqual([])
})
