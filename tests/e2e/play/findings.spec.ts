import { expect, test } from '@playwright/test'
import { openWith, runInPage, shareHash } from './playPage'

// The Play lists what goes wrong with the template's classes, found by the same module as the docs MCP
// server's check_classes (lib/play/checkClasses.mjs): a dropped :hover rule, a class with no CSS, a rewritten selector.
test.describe.configure({ timeout: 120_000 })

const TEMPLATE = '<view class="hover:bg-red-500 no-such-class space-y-2 p-2">x</view>'

test('each kind of finding is listed with its class, what was seen and the page that explains it; a clean template says so', async ({ page }) => {
  await openWith(page, { template: TEMPLATE })
  const findings = page.getByTestId('play-findings')
  await expect(findings.locator('li')).toHaveCount(3)
  const dropped = findings.locator('li[data-kind="dropped"]')
  await expect(dropped).toContainText('hover:bg-red-500 — 规则在小程序里被删掉')
  await expect(dropped.getByRole('link', { name: '为什么' })).toHaveAttribute('href', '/docs/issues/group-and-peer')
  await expect(findings.locator('li[data-kind="no-rule"]')).toContainText('no-such-class — 没有生成任何样式')
  const rewritten = findings.locator('li[data-kind="rewritten"]')
  await expect(rewritten).toContainText('space-y-2 — 选择器被改写')
  await expect(rewritten).toContainText('>view+view')
  // A class that comes through unchanged has no entry.
  await expect(findings).not.toContainText('p-2 —')
  // The next input in the same tab (the worker stays loaded).
  await runInPage(page, { template: '<view class="p-2 text-[#abcdef]">x</view>' })
  await expect(findings.locator('li')).toHaveCount(0)
  await expect(page.getByText('没有发现问题：模板里的类名都生成了样式，没有规则被删掉或改写。')).toBeVisible()
})

test('the English Play names the findings in English and links the English pages', async ({ page }) => {
  await page.goto(`/en/play#${shareHash({ template: TEMPLATE })}`)
  const dropped = page.getByTestId('play-findings').locator('li[data-kind="dropped"]')
  await expect(dropped).toContainText('hover:bg-red-500 — rule removed for mini-programs', { timeout: 90_000 })
  await expect(dropped.getByRole('link', { name: 'why' })).toHaveAttribute('href', '/en/docs/issues/group-and-peer')
})
