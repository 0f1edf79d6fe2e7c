import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

// "在 AI 中打开" hands the page to an assistant as a prompt naming its Markdown twin.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

async function openMenu(page: Page, summary: string) {
  await page.locator('summary', { hasText: summary }).click()
}

test('the Claude Desktop item prefills a prompt naming the page\'s absolute Markdown URL', async ({ page }) => {
  await page.goto('/docs/issues/box-sizing')
  await openMenu(page, '在 AI 中打开')
  const href = await page.getByRole('link', { name: 'Claude 桌面应用（自动填入提示）' }).getAttribute('href')
  expect(href).toMatch(/^claude:\/\/claude\.ai\/new\?q=/)
  const prompt = new URL(href!).searchParams.get('q')!
  expect(prompt).toMatch(/^请阅读 https?:\/\/\S+\/docs\/issues\/box-sizing\.md ，然后回答我关于这一页的问题。$/)
})

test('ChatGPT: the prompt is copied, a new chat opens, and the page says so', async ({ page, context }) => {
  await context.route('https://chatgpt.com/**', route => route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }))
  // Copying comes with hydration; before it the plain link opens the chat without the prompt.
  await gotoHydrated(page, '/docs/issues/box-sizing')
  await openMenu(page, '在 AI 中打开')
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'ChatGPT（复制提示后打开）' }).click(),
  ])
  // The new tab starts blank and then navigates: wait for the address, do not read it at once.
  await popup.waitForURL('https://chatgpt.com/')
  await expect(page.getByText('提示已复制，在新对话里粘贴即可')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^请阅读 \S+\/docs\/issues\/box-sizing\.md ，/)
})

test('the English edition names the English twin in an English prompt', async ({ page, context }) => {
  await context.route('https://claude.ai/**', route => route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }))
  await gotoHydrated(page, '/en/docs/issues/box-sizing')
  await openMenu(page, 'Open in AI')
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Claude on the web (copies the prompt, then opens)' }).click(),
  ])
  await popup.waitForURL('https://claude.ai/new')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Read \S+\/en\/docs\/issues\/box-sizing\.md and answer my questions about this page\.$/)
})

test('the menu and its links are in the server HTML, usable before the page hydrates', async ({ page }) => {
  await page.route('**/*.js', route => route.abort())
  await page.goto('/docs/issues/box-sizing')
  await openMenu(page, '在 AI 中打开')
  await expect(page.getByRole('link', { name: 'ChatGPT（复制提示后打开）' })).toHaveAttribute('href', 'https://chatgpt.com/')
  await expect(page.getByRole('link', { name: 'Claude 桌面应用（自动填入提示）' })).toHaveAttribute('href', /^claude:\/\/claude\.ai\/new\?q=/)
})
