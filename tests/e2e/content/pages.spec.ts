import { load } from 'cheerio'
import { expect, test } from '@playwright/test'
import { contentRows, docUrl } from '../../lib/docRoutes'

const placeholder = /TODO|待补充|敬请期待|lorem ipsum|占位内容|coming soon/i

// The server-rendered HTML of the built site is what readers and crawlers get first,
// so these checks read it over HTTP (fast) instead of driving the browser per page.
test.describe.configure({ mode: 'parallel' })

for (const row of contentRows) {
  test(`${row.id} is a real page`, async ({ request }) => {
    const response = await request.get(docUrl(row.id))
    expect(response.status(), docUrl(row.id)).toBe(200)
    const $ = load(await response.text())
    const markdown = $('.theme-doc-markdown')
    expect(markdown.find('h1')).toHaveLength(1)
    expect(markdown.find('h2').length).toBeGreaterThanOrEqual(1)
    expect(markdown.text()).not.toMatch(placeholder)
    expect($('meta[name="description"]').attr('content')).toBeTruthy()
    expect($('meta[property="og:title"]').attr('content')).toBeTruthy()
  })
}

test('every internal link on the docs pages resolves', async ({ request }) => {
  test.setTimeout(120_000)
  const targets = new Set<string>()
  for (const row of contentRows) {
    const $ = load(await (await request.get(docUrl(row.id))).text())
    $('.theme-doc-markdown a[href^="/"]').each((_, link) => {
      targets.add(new URL($(link).attr('href')!, 'http://site').pathname)
    })
  }
  const broken: string[] = []
  const queue = [...targets]
  const worker = async () => {
    for (let target = queue.pop(); target; target = queue.pop()) {
      const status = (await request.get(target)).status()
      if (status !== 200) broken.push(`${target} → ${status}`)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  expect(targets.size).toBeGreaterThan(50)
  expect(broken).toEqual([])
})
