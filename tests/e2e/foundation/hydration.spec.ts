import { expect, test } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

// The tests block service workers: the PWA plugin then logs that it could not register one, and
// Playwright says it blocked it. Neither is the page's doing.
const serviceWorkerBlocked = (text: string) => text.startsWith('registerSW failed') || text.startsWith('Service Worker registration blocked by Playwright')

// When the browser's first render differs from the server's HTML, React logs a recoverable error
// and throws the server HTML away: the page is drawn twice, and whatever the server wrote
// (accessible names included) was not what the reader's browser ends up with.

test.describe.configure({ timeout: 300_000 })

test('the pages readers land on hydrate onto their server HTML, with nothing in the console', async ({ page }) => {
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error' && !serviceWorkerBlocked(message.text())) errors.push(`${page.url()}: ${message.text().slice(0, 300)}`)
  })
  page.on('pageerror', error => errors.push(`${page.url()}: ${error.message}`))
  for (const path of ['/', '/en/', '/docs/intro', '/en/docs/intro', '/docs/quick-start/v4', '/en/blog', '/docs/options']) {
    await test.step(path, async () => {
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
    })
  }
  expect(errors).toEqual([])
})

test('the home artwork has its text alternative in the server HTML, in each language', async ({ request }) => {
  for (const [path, title] of [['/', 'Tailwind CSS 类名经过 weapp-tailwindcss 转换后在小程序中运行'], ['/en/', 'Tailwind CSS class names']] as const) {
    const html = await (await request.get(path)).text()
    expect(html).toMatch(new RegExp(`<title id="?hero-art-title"?>${title}`))
  }
})

test('the Play runs the real package without filling the console', async ({ page }) => {
  const messages: string[] = []
  page.on('console', message => {
    // The preview frame is sandboxed without scripts on purpose; Chromium notes each script it kept from running there.
    const sandboxDidItsJob = message.text().startsWith("Blocked script execution in 'about:srcdoc'")
    if ((message.type() === 'error' || message.type() === 'warning') && !serviceWorkerBlocked(message.text()) && !sandboxDidItsJob) messages.push(message.text().slice(0, 200))
  })
  await gotoHydrated(page, '/play')
  // A loaded machine takes longer to fetch and start the worker: the wait ends when the run does.
  await expect(page.getByTestId('play-status')).toHaveText(/^(已完成|出错|无法加载)$/, { timeout: 0 })
  await expect(page.getByTestId('play-status')).toHaveText('已完成')
  expect(messages).toEqual([])
})
