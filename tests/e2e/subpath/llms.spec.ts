import { expect, test } from '@playwright/test'
import { llmsTxtLinks } from '../../lib/llmsTxtLinks'

// BASE_URL=/sub/ build: every link of llms.txt and of the twins carries /sub/.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('llms.txt links carry the base URL and resolve', async ({ request }) => {
  const text = await (await request.get('llms.txt')).text()
  const links = llmsTxtLinks(text)
  expect(links.length).toBeGreaterThan(90)
  const paths = links.map(link => new URL(link.url).pathname)
  expect(paths.filter(path => !path.startsWith('/sub/'))).toEqual([])
  expect(paths).toContain('/sub/docs/intro.md')
  expect(text).toMatch(/\(https?:\/\/[^)]+\/sub\/llms-full\.txt\)/)
  for (const path of [paths[0]!, '/sub/docs/quick-start/v4.md', paths[paths.length - 1]!]) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('links inside the Markdown carry the base URL too', async ({ request }) => {
  const siteOrigin = new URL(llmsTxtLinks(await (await request.get('llms.txt')).text())[0]!.url).origin
  const text = await (await request.get('docs/quick-start/v4/uni-app-vite.md')).text()
  const siteLinks = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(match => new URL(match[1]!)).filter(url => url.origin === siteOrigin)
  expect(siteLinks.length).toBeGreaterThan(3)
  expect(siteLinks.filter(url => !url.pathname.startsWith('/sub/')).map(String)).toEqual([])
  const full = await (await request.get('llms-full.txt')).text()
  expect(full).toMatch(/^URL: \S+\/sub\/docs\/intro$/m)
})

test('the copy button fetches the twin under /sub/', async ({ page }) => {
  await page.goto('docs/issues/box-sizing')
  await expect(page.getByRole('link', { name: '查看 Markdown' })).toHaveAttribute('href', '/sub/docs/issues/box-sizing.md')
  await page.getByRole('button', { name: '复制本页 Markdown' }).click()
  await expect(page.getByText('已复制')).toBeVisible()
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[0]).toBe('# 组件库高度塌陷：默认 box-sizing 冲突')
})
