import AxeBuilder from '@axe-core/playwright'
import { load } from 'cheerio'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { readEnv } from '../../../config/env'
import { gotoHydrated } from '../../lib/hydration'

// The English edition under /en/ as readers, crawlers and AI tools meet it: every page served in
// English with alternates to its Chinese twin, the locale menu keeping the page, the offer of
// English on Chinese pages, the English feed and llms files, and its structured data.

const { siteUrl, baseUrl } = readEnv()
const HAN = /\p{Script=Han}/u

async function sitemapUrls(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const $ = load(await response.text(), { xml: true })
  return $('url > loc').map((_, loc) => $(loc).text()).get()
}

const chineseTwin = (englishUrl: string) => englishUrl.replace(`${siteUrl}${baseUrl}en/`, `${siteUrl}${baseUrl}`)

test('every English page is served in English, with its canonical URL and alternates to both editions', async ({ request }) => {
  test.setTimeout(240_000)
  const urls = await sitemapUrls(request, '/en/sitemap.xml')
  expect(urls.length).toBeGreaterThan(100)
  expect(urls.filter(url => !url.startsWith(`${siteUrl}${baseUrl}en/`))).toEqual([])
  const problems: string[] = []
  for (const url of urls) {
    const path = new URL(url).pathname
    const response = await request.get(path)
    if (response.status() !== 200) { problems.push(`${path}: HTTP ${response.status()}`); continue }
    const $ = load(await response.text())
    const alternate = (lang: string) => $(`link[rel="alternate"][hreflang="${lang}"]`).attr('href')
    const expected = {
      'html lang="en"': $('html').attr('lang') === 'en',
      'canonical = sitemap URL': $('link[rel="canonical"]').attr('href') === url,
      'hreflang en = itself': alternate('en') === url,
      'hreflang zh-CN = Chinese twin': alternate('zh-CN') === chineseTwin(url),
      'hreflang x-default = Chinese twin': alternate('x-default') === chineseTwin(url),
      'English title': !HAN.test($('title').text()),
    }
    for (const [what, ok] of Object.entries(expected)) if (!ok) problems.push(`${path}: ${what}`)
  }
  expect(problems).toEqual([])
})

test('Chinese pages name their English twin, and every twin exists', async ({ request }) => {
  test.setTimeout(240_000)
  const chinese = await sitemapUrls(request, '/sitemap.xml')
  const english = new Set(await sitemapUrls(request, '/en/sitemap.xml'))
  const missing: string[] = []
  // Every tenth page: the alternates come from one theme component, the same on every page.
  for (const url of chinese.filter((_, index) => index % 10 === 0)) {
    const $ = load(await (await request.get(new URL(url).pathname)).text())
    const twin = $('link[rel="alternate"][hreflang="en"]').attr('href') ?? '(none)'
    if (!english.has(twin)) missing.push(`${url} → ${twin}`)
  }
  expect(missing).toEqual([])
})

test('the locale menu switches a page to its twin and back, on desktop and in the mobile menu', async ({ page }) => {
  await gotoHydrated(page, '/docs/quick-start/v4')
  await page.locator('.navbar__item.dropdown').filter({ hasText: '简体中文' }).hover()
  await page.getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/docs\/quick-start\/v4$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/en/docs/intro')
  await page.getByRole('button', { name: /toggle navigation bar/i }).click()
  const sidebar = page.locator('.navbar-sidebar')
  // On a docs page the phone menu opens on the docs sidebar; the locale menu is in the main menu.
  await sidebar.getByRole('button', { name: /back to main menu/i }).click()
  await sidebar.getByRole('button', { name: 'Languages' }).click()
  await sidebar.getByRole('link', { name: '简体中文' }).click()
  await expect(page).toHaveURL(/\/docs\/intro$/)
  expect(new URL(page.url()).pathname).toBe('/docs/intro')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test.describe('the offer of English on Chinese pages', () => {
  const hint = (page: Page) => page.getByRole('complementary', { name: 'Language' })

  test.describe('a browser that prefers English', () => {
    test.use({ locale: 'en-US' })

    test('offers the same page in English, and once closed, not again', async ({ page }) => {
      await gotoHydrated(page, '/docs/issues/css-vars?from=x#症状')
      await expect(hint(page)).toBeVisible()
      const link = hint(page).getByRole('link', { name: 'Read it in English' })
      expect(decodeURI(await link.getAttribute('href') ?? '')).toBe('/en/docs/issues/css-vars?from=x#症状')
      await hint(page).getByRole('button', { name: 'Keep reading in Chinese' }).click()
      await expect(hint(page)).toHaveCount(0)
      await gotoHydrated(page, '/docs/intro')
      await page.waitForTimeout(300)
      await expect(hint(page)).toHaveCount(0)
    })

    test('is reachable and readable: no axe violation in it, in both colour modes', async ({ page }) => {
      test.setTimeout(120_000)
      for (const theme of ['dark', 'light']) {
        await page.addInitScript(value => localStorage.setItem('theme', value), theme)
        await gotoHydrated(page, '/docs/intro')
        await expect(hint(page)).toBeVisible()
        const { violations } = await new AxeBuilder({ page }).include('aside[aria-label="Language"]').analyze()
        expect(violations.map(violation => `${theme}: ${violation.id}`)).toEqual([])
      }
    })

    test('following it lands on the English page, which makes no offer', async ({ page }) => {
      await gotoHydrated(page, '/blog')
      await hint(page).getByRole('link', { name: 'Read it in English' }).click()
      await expect(page).toHaveURL(/\/en\/blog$/)
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 0 })
      await expect(hint(page)).toHaveCount(0)
    })

    test('a stored value it does not know, or storage that throws, still shows it and closing still works', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('docs-locale-hint', '<img src=x onerror=alert(1)>'))
      await gotoHydrated(page, '/docs/intro')
      await expect(hint(page)).toBeVisible()

      const blocked = await page.context().newPage()
      await blocked.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError') } })
      })
      await gotoHydrated(blocked, '/docs/intro')
      await expect(hint(blocked)).toBeVisible()
      await hint(blocked).getByRole('button', { name: 'Keep reading in Chinese' }).click()
      await expect(hint(blocked)).toHaveCount(0)
    })
  })

  test('a browser that prefers Chinese never sees it', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro')
    await page.waitForTimeout(300)
    await expect(hint(page)).toHaveCount(0)
  })
})

test('the English blog has its own feeds in English', async ({ request }) => {
  for (const feed of ['/en/blog/rss.xml', '/en/blog/atom.xml']) {
    const response = await request.get(feed)
    expect(response.status(), feed).toBe(200)
    const $ = load(await response.text(), { xml: true })
    const language = $('channel > language').text() || $('feed').attr('xml:lang')
    if (feed.endsWith('rss.xml')) expect(language).toBe('en')
    const links = $('item > link, entry > link').map((_, link) => $(link).text() || $(link).attr('href')).get()
    expect(links.length).toBeGreaterThanOrEqual(4)
    expect(links.filter(link => !link.startsWith(`${siteUrl}${baseUrl}en/blog/`))).toEqual([])
    expect($('item > title, entry > title').text()).not.toMatch(HAN)
  }
})

test('the English llms files list English pages, and each link is an English Markdown twin', async ({ request }) => {
  const index = await request.get('/en/llms.txt')
  expect(index.status()).toBe(200)
  const text = await index.text()
  expect(text).toContain('llms-full.txt')
  const links = [...text.matchAll(/\]\((https?:[^)]+\.md)\)/g)].map(match => match[1])
  expect(links.length).toBeGreaterThan(100)
  expect(links.filter(link => !link.startsWith(`${siteUrl}${baseUrl}en/`))).toEqual([])
  for (const link of [links[0], links[Math.floor(links.length / 2)]]) {
    const twin = await request.get(new URL(link).pathname)
    expect(twin.status(), link).toBe(200)
    expect((await twin.text()).split('\n')[0], link).not.toMatch(HAN)
  }
  const full = await request.get('/en/llms-full.txt')
  expect(full.status()).toBe(200)
  expect((await full.text()).length).toBeGreaterThan(100_000)
})

test('English pages describe themselves as English: WebSite with a search action, TechArticle dated by git', async ({ request }) => {
  const $ = load(await (await request.get('/en/docs/issues/css-vars')).text())
  const blocks = $('script[type="application/ld+json"]').map((_, script) => JSON.parse($(script).text())).get() as Record<string, unknown>[]
  const all = blocks.flatMap(block => (Array.isArray(block['@graph']) ? block['@graph'] as Record<string, unknown>[] : [block]))
  const ofType = (type: string) => all.find(item => item['@type'] === type)
  expect(ofType('WebSite')).toMatchObject({ inLanguage: 'en', url: `${siteUrl}${baseUrl}en/` })
  expect(JSON.stringify(ofType('WebSite'))).toContain(`${siteUrl}${baseUrl}en/search?q={search_term_string}`)
  expect(ofType('SoftwareSourceCode')).toMatchObject({ name: 'weapp-tailwindcss' })
  const article = ofType('TechArticle')
  expect(article).toMatchObject({ inLanguage: 'en', url: `${siteUrl}${baseUrl}en/docs/issues/css-vars` })
  expect(String(article?.dateModified)).toMatch(/^\d{4}-\d\d-\d\dT/)
  expect(ofType('BreadcrumbList')).toBeDefined()
})
