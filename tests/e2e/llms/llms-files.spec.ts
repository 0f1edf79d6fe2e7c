import { expect, test } from '@playwright/test'
import { contentRows, docUrl } from '../../lib/docRoutes'
import { llmsTxtLinks } from '../../lib/llmsTxtLinks'
import { leftoverMdx } from '../../../plugins/llms/leftoverMdx'

// /llms.txt and /llms-full.txt in the build, one link per page, every link resolves.

test('llms.txt: H1, summary, the sidebars in order, each page once, and the blog', async ({ request }) => {
  const response = await request.get('/llms.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text.split('\n').slice(0, 3)).toEqual(['# weapp-tailwindcss', '', expect.stringMatching(/^> .*小程序/)])
  const sections = [...text.matchAll(/^## (.+)$/gm)].map(match => match[1])
  expect(sections.slice(0, 4)).toEqual(['指南', '常见问题', '生态及解决方案', '更新与迁移'])
  expect(sections[sections.length - 1]).toBe('博客')
  const links = llmsTxtLinks(text)
  expect(links[0]).toMatchObject({ title: '简介', section: '指南' })
  const paths = links.map(link => new URL(link.url).pathname)
  expect(new Set(paths).size).toBe(paths.length)
  expect(links.filter(link => link.section === '博客').length).toBeGreaterThanOrEqual(4)
})

test('every doc of the content map is linked from llms.txt, and every link resolves', async ({ request }) => {
  const links = llmsTxtLinks(await (await request.get('/llms.txt')).text())
  const paths = links.map(link => new URL(link.url).pathname)
  const missing = contentRows.map(row => row.id).filter(id => !paths.includes(`${docUrl(id)}.md`))
  expect(missing).toEqual([])
  const broken: string[] = []
  for (const path of paths) {
    const response = await request.get(path)
    if (response.status() !== 200 || !response.headers()['content-type']?.includes('text/markdown')) broken.push(`${path} ${response.status()}`)
  }
  expect(broken).toEqual([])
})

test('llms-full.txt: every page under its title and URL, with no MDX left', async ({ request }) => {
  const response = await request.get('/llms-full.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text.startsWith('# weapp-tailwindcss\n')).toBe(true)
  const urls = [...text.matchAll(/^URL: (\S+)$/gm)].map(match => new URL(match[1]!).pathname)
  for (const row of contentRows) expect(urls, row.id).toContain(docUrl(row.id))
  expect(leftoverMdx(text)).toEqual([])
  expect(text).not.toMatch(/^```\w+ .*\b(live|npm2yarn)\b/m)
})
