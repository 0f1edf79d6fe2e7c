import { expect, test } from '@playwright/test'
import { askAiEntry, gotoHydrated, modal, openModal, searchInput } from './searchModal'

// In the local mode the docs answer: no Algolia logo or "search by" credit, and every string the
// reader sees in the modal, on /search and on the Ask AI screens is Chinese.

const english = /\b(Search docs|Ask another question|Submit question|Back to search|Related sources|Searched for|Thinking|Answers are generated|Powered by|Search by|Recent conversations|found \d+ results)\b/

test('the modal: Chinese throughout, no Algolia logo, a disclaimer that says the answer is quoted', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await expect(searchInput(page)).toHaveAttribute('placeholder', '搜索文档')
  await expect(page.locator('.DocSearch-Footer')).toContainText('关闭')
  await expect(page.locator('.DocSearch-Logo')).toBeHidden()

  await searchInput(page).fill('rpx 怎么换算')
  await expect(askAiEntry(page)).toContainText('提问：rpx 怎么换算', { timeout: 30_000 })
  await expect(page.locator('.DocSearch-Logo')).toBeHidden()
  expect(await modal(page).innerText()).not.toMatch(english)

  await askAiEntry(page).click()
  const screen = page.locator('.DocSearch-AskAiScreen')
  await expect(screen.locator('.DocSearch-AskAiScreen-RelatedSources-Item-Link').first()).toBeVisible({ timeout: 30_000 })
  await expect(screen).toContainText('以下是从本站文档摘录的原文，不是 AI 生成的；请点开出处核对上下文。')
  await expect(screen).toContainText('出处')
  await expect(searchInput(page)).toHaveAttribute('placeholder', '继续提问…')
  await expect(page.locator('.DocSearch-Footer')).toContainText('发送问题')
  await expect(page.locator('.DocSearch-Footer')).toContainText('返回搜索')
  expect(await modal(page).innerText()).not.toMatch(english)
})

test('the search page: "本地索引，离线可用" and no Algolia logo', async ({ page }) => {
  await gotoHydrated(page, '/search?q=rpx')
  await expect(page.locator('main article').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('本地索引，离线可用')).toBeVisible()
  await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeHidden()
  expect(await page.locator('main').innerText()).not.toMatch(english)
})
