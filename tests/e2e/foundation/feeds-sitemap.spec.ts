import { expect, test, type Page } from '@playwright/test'

/** Parses XML in the browser; returns null on a parse error. */
async function parseXml(page: Page, url: string) {
  const response = await page.request.get(url)
  expect(response.status()).toBe(200)
  const text = await response.text()
  return page.evaluate(source => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) return null
    return {
      root: doc.documentElement.nodeName,
      language: doc.querySelector('channel > language')?.textContent ?? doc.documentElement.getAttribute('xml:lang'),
      entries: doc.querySelectorAll('item, entry').length,
      urls: [...doc.querySelectorAll('url > loc')].map(node => node.textContent ?? ''),
      changefreq: [...new Set([...doc.querySelectorAll('url > changefreq')].map(node => node.textContent))],
      priority: [...new Set([...doc.querySelectorAll('url > priority')].map(node => node.textContent))],
    }
  }, text)
}

test('RSS and Atom feeds parse as XML, in zh-CN, with the posts', async ({ page }) => {
  await page.goto('/')
  const rss = await parseXml(page, '/blog/rss.xml')
  expect(rss).not.toBeNull()
  expect(rss!.root).toBe('rss')
  expect(rss!.language).toBe('zh-CN')
  expect(rss!.entries).toBeGreaterThanOrEqual(4)
  const atom = await parseXml(page, '/blog/atom.xml')
  expect(atom).not.toBeNull()
  expect(atom!.root).toBe('feed')
  expect(atom!.entries).toBe(rss!.entries)
  const json = await (await page.request.get('/blog/feed.json')).json()
  expect(json.items.length).toBe(rss!.entries)
})

test('sitemap: weekly, priority 0.5, no tag pages', async ({ page }) => {
  await page.goto('/')
  const sitemap = await parseXml(page, '/sitemap.xml')
  expect(sitemap).not.toBeNull()
  expect(sitemap!.urls.length).toBeGreaterThan(50)
  expect(sitemap!.urls.filter(url => url.includes('/tags'))).toEqual([])
  expect(sitemap!.urls.some(url => url.endsWith('/docs/intro'))).toBe(true)
  expect(sitemap!.changefreq).toEqual(['weekly'])
  expect(sitemap!.priority).toEqual(['0.5'])
})

test('robots.txt is served', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toContain('User-agent: *')
  // The search pages of both editions stay out of search engines; the pages they list are in the sitemaps.
  expect(text.split('\n')).toEqual(expect.arrayContaining(['Disallow: /search', 'Disallow: /en/search']))
})
