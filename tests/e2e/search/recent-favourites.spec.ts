import { expect, test } from '@playwright/test'
import { gotoHydrated, modal, openModal, search } from './searchModal'

// The first search in a page loads and indexes the search index: slow on a busy CI machine.
test.describe.configure({ timeout: 60_000 })

// DocSearch keeps recent and favourite searches (and Ask AI conversations) in localStorage.
test('a chosen hit becomes a recent search, can be saved as a favourite, survives a reload and can be removed', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro')
  await openModal(page)
  await (await search(page, 'text-[32rpx]')).click()
  await expect(page).toHaveURL(/rpx-ambiguities/)

  await openModal(page)
  const recent = page.locator('.DocSearch-Hits', { hasText: '最近搜索' })
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1)
  await expect(recent.locator('.DocSearch-Hit')).toContainText('rpx')
  await recent.locator('button[title="保存这个搜索"]').click()
  const favourites = page.locator('.DocSearch-Hits', { hasText: '收藏' })
  await expect(favourites.locator('.DocSearch-Hit')).toHaveCount(1)

  await page.reload()
  await openModal(page)
  await expect(page.locator('.DocSearch-Hits', { hasText: '收藏' }).locator('.DocSearch-Hit')).toHaveCount(1)
  expect(await page.evaluate(() => Object.keys(localStorage).filter(key => key.startsWith('__DOCSEARCH_')))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^__DOCSEARCH_FAVORITE_SEARCHES__/)]),
  )

  await page.locator('.DocSearch-Hits', { hasText: '收藏' }).locator('button[title="从收藏列表中删除这个搜索"]').click()
  await expect(page.locator('.DocSearch-Hits', { hasText: '收藏' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
})
