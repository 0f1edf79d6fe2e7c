import { expect, test } from '@playwright/test'
import { contentRows, docUrl } from '../../lib/docRoutes'

const placeholder = /TODO|待补充|敬请期待|lorem ipsum|占位内容|coming soon/i

// content-map.md: every doc id resolves to a real page.
for (const row of contentRows) {
  test(`${row.id} is a real page`, async ({ page }) => {
    const response = await page.goto(docUrl(row.id))
    expect(response?.status(), docUrl(row.id)).toBe(200)
    await expect(page.locator('article h1')).toHaveCount(1)
    expect(await page.locator('article .markdown h2').count()).toBeGreaterThanOrEqual(1)
    const text = await page.locator('article').innerText()
    expect(text).not.toMatch(placeholder)
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
  })
}

test('every internal link on the docs pages resolves', async ({ page, request }) => {
  test.setTimeout(240_000)
  const targets = new Set<string>()
  for (const row of contentRows) {
    await page.goto(docUrl(row.id))
    const hrefs = await page.locator('article a[href^="/"]').evaluateAll(links =>
      links.map(link => (link as HTMLAnchorElement).pathname))
    hrefs.forEach(href => targets.add(href))
  }
  const broken: string[] = []
  for (const target of targets) {
    const response = await request.get(target)
    if (response.status() !== 200) broken.push(`${target} → ${response.status()}`)
  }
  expect(targets.size).toBeGreaterThan(100)
  expect(broken).toEqual([])
})
