import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

// The English edition (/en/): everything around the content speaks English. The navbar, footer,
// announcement, sidebars, breadcrumbs, table of contents, pagination, the home page, the Play's
// controls and the 404 page have no Chinese character left, except the locale menu's "简体中文",
// which names Chinese in Chinese as language menus do. Page content (a Chinese example in a code
// block, a Chinese product name) is not the chrome and is not checked here.

test.use({ locale: 'en-US' })
// Each test opens one or two pages and checks several regions; the Play also downloads its
// transformer (several MB) and runs a first transform: on a busy 2-core machine that is over 30 s.
test.describe.configure({ timeout: 120_000 })

const HAN = /\p{Script=Han}+/gu
const LOCALE_NAME = '简体中文'

/**
 * What a reader sees or hears in a region: its text, hidden menus included (the locale dropdown,
 * collapsed sidebar categories), plus the accessible names and tooltips of its elements.
 * `skip` removes parts that are content rather than chrome (the Play's editors and outputs).
 */
async function readerText(region: Locator, skip = ''): Promise<string> {
  return region.evaluate((root, skipSelector) => {
    const clone = root.cloneNode(true) as Element
    if (skipSelector) for (const element of clone.querySelectorAll(skipSelector)) element.remove()
    const attributes = ['aria-label', 'title', 'alt', 'placeholder']
    const named = [clone, ...clone.querySelectorAll('*')].flatMap(element =>
      attributes.map(name => element.getAttribute(name) ?? '').filter(Boolean))
    return [clone.textContent ?? '', ...named].join('\n')
  }, skip)
}

/** The Chinese left in a text, each run with a little of its context so a failure says where. */
function chineseIn(text: string): string[] {
  const cleaned = text.split(LOCALE_NAME).join('')
  return [...cleaned.matchAll(HAN)].map(match => cleaned.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, ' '))
}

/** Checks each region: it is on the page (so the check is not vacuous) and has no Chinese. */
async function expectEnglishRegions(page: Page, regions: Record<string, string>, skip = ''): Promise<void> {
  for (const [name, selector] of Object.entries(regions)) {
    const region = page.locator(selector).first()
    await expect(region, `${name} (${selector}) is on the page`).toBeAttached()
    expect(chineseIn(await readerText(region, skip)), `Chinese left in the ${name}`).toEqual([])
  }
}

async function expectEnglishDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const title = await page.title()
  expect(title).not.toBe('')
  expect(chineseIn(title), `Chinese left in the title "${title}"`).toEqual([])
  const description = await page.locator('meta[name="description"]').first().getAttribute('content')
  expect(chineseIn(description ?? ''), 'Chinese left in the meta description').toEqual([])
}

const SITE_CHROME = {
  navbar: 'nav.navbar',
  footer: 'footer.footer',
  announcement: '.theme-announcement-bar',
}

test('home page: chrome and the page itself are English', async ({ page }) => {
  await gotoHydrated(page, '/en/')
  await expectEnglishDocument(page)
  await expectEnglishRegions(page, { ...SITE_CHROME, 'home page': 'main' })
  await expect(page.locator('main h1')).toHaveText('weapp-tailwindcss')
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/en/docs/intro')
  await expect(page.locator('.theme-announcement-bar a')).toHaveAttribute('href', '/en/docs/quick-start/v4')

  // The installed app is named in English too.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(manifestUrl!)).json() as { name: string; description: string; lang: string }
  expect(manifest.lang).toBe('en')
  expect(chineseIn(`${manifest.name} ${manifest.description}`)).toEqual([])
})

test('docs page: sidebar, breadcrumbs, table of contents, pagination and page actions are English', async ({ page }) => {
  await gotoHydrated(page, '/en/docs/intro')
  await expectEnglishDocument(page)
  await expectEnglishRegions(page, {
    ...SITE_CHROME,
    sidebar: '.theme-doc-sidebar-container',
    breadcrumbs: 'nav.theme-doc-breadcrumbs',
    'table of contents': '.theme-doc-toc-desktop',
    pagination: 'nav.pagination-nav',
  })
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Markdown' })).toBeVisible()
})

test('blog list and a post: sidebar, headings, read-more links, post meta and pagination are English', async ({ page }) => {
  await gotoHydrated(page, '/en/blog')
  await expectEnglishDocument(page)
  await expect(page.locator('main h1').first()).toHaveText('Blog')
  const post = page.locator('main article header h2 a').first()
  await expect(post).toBeVisible()
  await expectEnglishRegions(page, {
    ...SITE_CHROME,
    'blog sidebar': 'aside.col--3 nav',
    'post list chrome': 'main',
  }, 'article .markdown')

  await gotoHydrated(page, (await post.getAttribute('href'))!)
  await expectEnglishDocument(page)
  await expectEnglishRegions(page, {
    ...SITE_CHROME,
    'blog sidebar': 'aside.col--3 nav',
    'post header': 'main article header',
    'table of contents': '.table-of-contents',
    'post pagination': 'nav.pagination-nav',
  })
})

test('Play: its controls, headings, statuses and examples are English', async ({ page }) => {
  await gotoHydrated(page, '/en/play')
  await expectEnglishDocument(page)
  await expect(page.getByTestId('play-status')).toHaveText(/^(Done|Error|Could not load)$/, { timeout: 0 })
  await expect(page.getByTestId('play-status')).toHaveText('Done')
  // The editors and output panes hold the reader's input and the transform's output: content.
  await expectEnglishRegions(page, { ...SITE_CHROME, 'Play page': 'main' }, 'textarea, pre, iframe, .npm__react-simple-code-editor__textarea')
  const menu = page.locator('#play-example')
  await expect(menu.locator('option')).toHaveCount(11)
  await expect(menu).toHaveValue('arbitrary')
  await expect(page.locator('#play-template')).toHaveValue(/>Arbitrary values</)

  // An error in the options is reported in English.
  await page.locator('#play-options').fill('{"nope": 1}')
  await expect(page.getByTestId('play-error')).toContainText('Unknown option "nope"')
  await expectEnglishRegions(page, { 'Play error': '[data-testid="play-error"]' })
})

test('404 page: English text and title', async ({ page }) => {
  const response = await page.goto('/en/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 0 })
  await expectEnglishDocument(page)
  await expect(page.locator('main h1')).toHaveText('Page not found')
  await expectEnglishRegions(page, { ...SITE_CHROME, 'not-found text': 'main' })
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu names the language switcher "Languages" and has no Chinese but the locale name', async ({ page }) => {
    await gotoHydrated(page, '/en/docs/intro')
    await page.locator('button.navbar__toggle').click()
    const menu = page.locator('.navbar-sidebar')
    await expect(menu).toBeVisible()
    await page.locator('.navbar-sidebar__back').click()
    await expect(menu.getByText('Languages')).toBeVisible()
    expect(chineseIn(await readerText(menu)), 'Chinese left in the phone menu').toEqual([])
  })
})
