import { expect, test } from '@playwright/test'
import { askAiEntry, gotoHydrated, hitLinks, modal, openModal, searchInput } from './searchModal'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

test('Ask AI answers offline from the docs through every stage, with sources and feedback', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const foreign: string[] = []
  await page.route(url => url.origin !== origin, route => {
    foreign.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  const question = '在 taro 里使用 NutUI 需要注意什么'
  await searchInput(page).fill(question)
  await expect(askAiEntry(page)).toContainText(`提问：${question}`, { timeout: 30_000 })
  await askAiEntry(page).click()

  const screen = page.locator('.DocSearch-AskAiScreen')
  await expect(screen).toBeVisible()
  await expect(screen).toContainText('以下内容直接摘自本站文档', { timeout: 30_000 })
  // Everything but the reader's question, the quoted docs and the page titles they link to is the
  // screen's own wording: Chinese only (DocSearch's defaults are English).
  const chrome = await screen.evaluate(element => {
    const copy = element.cloneNode(true) as HTMLElement
    copy.querySelectorAll('.DocSearch-AskAiScreen-Message--user, .DocSearch-AskAiScreen-Query, .DocSearch-Markdown-Content, .DocSearch-AskAiScreen-RelatedSources-List')
      .forEach(node => node.remove())
    return copy.textContent ?? ''
  })
  expect(chrome).toContain('出处')
  // "AI" belongs to the Chinese wording itself (不是 AI 生成的); any other Latin word is DocSearch's English.
  expect((chrome.match(/[A-Za-z]{2,}/g) ?? []).filter(word => word !== 'AI')).toEqual([])
  const sources = screen.locator('.DocSearch-AskAiScreen-RelatedSources-Item-Link')
  await expect(sources.first()).toHaveAttribute('href', new RegExp(`^${origin}/docs/issues/use-with-nutui(#|$)`))
  await expect(screen.locator('.DocSearch-Markdown-Content a').first()).toHaveAttribute('href', /\/docs\/issues\/use-with-nutui/)
  // Quoted, not generated: the disclaimer says so, in Chinese.
  await expect(screen).toContainText('以下是从本站文档摘录的原文，不是 AI 生成的')
  await expect(screen).not.toContainText('generated with AI')

  await screen.locator('button[title="有帮助"]').click()
  await expect(screen).toContainText('感谢反馈！')

  // Escape leaves AI mode for keyword search; a second Escape closes the modal.
  await page.keyboard.press('Escape')
  await expect(screen).toBeHidden()
  await expect(modal(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
  expect(foreign).toEqual([])
})

test('Ask AI quotes the sentence that answers, from the whole page, linked to its section', async ({ page, baseURL }) => {
  const twins: string[] = []
  page.on('request', request => {
    if (request.url().endsWith('.md')) twins.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('分包里的样式不生效怎么办')
  await askAiEntry(page).click({ timeout: 30_000 })
  const answer = page.locator('.DocSearch-AskAiScreen .DocSearch-Markdown-Content')
  await expect(answer).toContainText('以下内容直接摘自本站文档', { timeout: 30_000 })
  // The sentence sits past the part of its section that the search index keeps: read from the page itself.
  const quote = answer.locator('blockquote').first()
  await expect(quote).toContainText('独立分包根本读不到这份样式')
  await expect(quote.locator('a')).toHaveAttribute('href', new RegExp(`^${new URL(baseURL!).origin}/docs/quick-start/independent-pkg#`))
  expect(twins).toContain('/docs/quick-start/independent-pkg.md')
})

test('with the pages out of reach, Ask AI still quotes the search index', async ({ page }) => {
  await page.route(/\.md$/, route => route.abort('internetdisconnected'))
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('在 taro 里使用 NutUI 需要注意什么')
  await askAiEntry(page).click({ timeout: 30_000 })
  const answer = page.locator('.DocSearch-AskAiScreen .DocSearch-Markdown-Content')
  await expect(answer).toContainText('以下内容直接摘自本站文档', { timeout: 30_000 })
  await expect(answer.locator('blockquote a').first()).toHaveAttribute('href', /\/docs\/issues\/use-with-nutui/)
})

test('a question the docs do not answer gets a plain "not found", no quote', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('小程序登录时 code 怎么换 openid')
  await askAiEntry(page).click({ timeout: 30_000 })
  const answer = page.locator('.DocSearch-AskAiScreen .DocSearch-Markdown-Content')
  await expect(answer).toContainText('文档里没有找到能直接回答', { timeout: 30_000 })
  await expect(answer.locator('blockquote')).toHaveCount(0)
  // Nothing listed under 出处 either: a page named there would read as the answer's source.
  await expect(page.locator('.DocSearch-AskAiScreen-RelatedSources-Item-Link')).toHaveCount(0)
})

test('the conversation is kept as a recent conversation', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await searchInput(page).fill('rem2rpx')
  await askAiEntry(page).click({ timeout: 30_000 })
  await expect(page.locator('.DocSearch-AskAiScreen')).toContainText('以下内容直接摘自本站文档', { timeout: 30_000 })
  // Saved once the answer is complete, which is when the feedback buttons appear.
  await expect(page.locator('.DocSearch-AskAiScreen button[title="有帮助"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await openModal(page)
  await expect(page.locator('.DocSearch-Hits', { hasText: '最近的提问' })).toContainText('rem2rpx')
})

test('going back from an answer that is still being written leaves search working', async ({ page }) => {
  const errors: string[] = []
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await gotoHydrated(page, '/docs/intro')
  await page.locator('.DocSearch-Button').click()
  await page.locator('.DocSearch-Input').waitFor()
  await searchInput(page).fill('rpx 怎么用')
  await askAiEntry(page).click({ timeout: 30_000 })
  await page.locator('.DocSearch-AskAiScreen').filter({ hasText: '以下内容直接摘自本站文档' }).waitFor({ timeout: 30_000 })
  // Back to the results while the answer streams on (it takes a few seconds to finish).
  await page.keyboard.press('Escape')
  await page.waitForTimeout(4_000)
  expect(errors.filter(error => error.includes('navbar item failed to render'))).toEqual([])
  await expect(page.locator('.navbar button[class*="toggleButton"]').first()).toBeEnabled()
  if ((await modal(page).count()) > 0) await page.keyboard.press('Escape')
  await expect(modal(page)).toHaveCount(0)
  await openModal(page)
  await searchInput(page).fill('rem2rpx')
  await expect(hitLinks(page).first()).toBeVisible({ timeout: 30_000 })
})
