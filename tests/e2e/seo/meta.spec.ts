import { load } from 'cheerio'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { readEnv } from '../../../config/env'
import { socialCard } from '../../../config/metadata'

// Every page a search engine or a link preview sees (the sitemap) has a description,
// Open Graph title and image, and a canonical URL built from SITE_URL. Read as served HTML (fast).
const { siteUrl, baseUrl } = readEnv()

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const $ = load(await response.text(), { xml: true })
  return $('url > loc').map((_, loc) => $(loc).text()).get()
}

test('every page in the sitemap has description, Open Graph tags and a canonical URL', async ({ request }) => {
  test.setTimeout(180_000)
  const urls = await sitemapUrls(request)
  expect(urls.length).toBeGreaterThan(50)
  const problems: string[] = []
  const check = async (url: string) => {
    const pagePath = new URL(url).pathname
    const response = await request.get(pagePath)
    if (response.status() !== 200) { problems.push(`${pagePath}: HTTP ${response.status()}`); return }
    const $ = load(await response.text())
    const meta = (selector: string) => ($(selector).attr('content') ?? '').trim()
    const expected = {
      'meta[name=description]': meta('meta[name="description"]') !== '',
      'og:title': meta('meta[property="og:title"]') !== '',
      // The site-wide fallback must not win over a page's own description.
      'og:description = description': meta('meta[property="og:description"]') === meta('meta[name="description"]'),
      'og:image (the PNG card, absolute)': meta('meta[property="og:image"]') === `${siteUrl}${baseUrl}${socialCard}`,
      'canonical = sitemap URL': $('link[rel="canonical"]').attr('href') === url,
      'og:url = sitemap URL': meta('meta[property="og:url"]') === url,
    }
    for (const [what, ok] of Object.entries(expected)) if (!ok) problems.push(`${pagePath}: ${what}`)
  }
  // One at a time: parallel requests gain little on a shared 2-core machine and the local server resets some.
  for (const url of urls) await check(url)
  expect(problems).toEqual([])
})

test('sitemap URLs start with SITE_URL and the base URL', async ({ request }) => {
  const urls = await sitemapUrls(request)
  expect(urls.filter(url => !url.startsWith(`${siteUrl}${baseUrl}`))).toEqual([])
})

test('the social card is a 1200×630 PNG small enough for link previews', async ({ request }) => {
  const response = await request.get(`/${socialCard}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  // IHDR: width and height are the first two big-endian words after the signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  expect(png.length).toBeLessThan(100_000)
})
