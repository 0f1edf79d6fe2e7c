import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

test('navbar lists the sections in order, with search, colour toggle and the repository on the right', async ({ page }) => {
  await page.goto('/docs/intro')
  const left = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item')
  await expect(left).toHaveText(['指南', '生态及解决方案', '常见问题', '案例展示', '更新与迁移', '配置项', '博客', 'Play', /weapp-vite/])
  const external = page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'weapp-vite' })
  await expect(external).toHaveAttribute('target', '_blank')
  const right = page.locator('.navbar__items--right')
  await expect(right.locator('a[href^="https://github.com/"]')).toBeVisible()
  await expect(right.locator('.DocSearch-Button')).toBeVisible()
  await expect(right.locator('button[class*="toggleButton"]')).toBeVisible()
})

// The browser fires one scroll event per frame with the latest position, and the theme decides
// up or down by comparing it with the previous event's: each step waits for its own event, as a
// reader's scrolling produces them (three quick scrollTo calls can land in one frame, one event).
const scrollStep = (page: Page, y: number) =>
  page.evaluate(top => new Promise<void>(resolve => {
    window.addEventListener('scroll', () => resolve(), { once: true })
    window.scrollTo(0, top)
  }), y)

test('navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
  await gotoHydrated(page, '/docs/intro')
  const navbar = page.locator('nav.navbar')
  for (const y of [200, 500, 900]) await scrollStep(page, y)
  await expect.poll(async () => (await navbar.boundingBox())!.y).toBeLessThan(0)
  await scrollStep(page, 600)
  await expect.poll(async () => (await navbar.boundingBox())!.y).toBeGreaterThanOrEqual(0)
})

test('docs page has breadcrumbs, a TOC of h2–h3, edit link, last-updated and a paginator', async ({ page }) => {
  await page.goto('/docs/intro')
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible()
  const tocLinks = page.locator('.table-of-contents a')
  expect(await tocLinks.count()).toBeGreaterThan(1)
  const tocLevels = await page.locator('.markdown h2, .markdown h3').count()
  expect(await tocLinks.count()).toBe(tocLevels)
  await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', /github\.com\/sonofmagic\/weapp-tailwindcss\/edit\/.+intro\.md$/)
  await expect(page.locator('.theme-last-updated')).toContainText(/\d/)
  await expect(page.locator('nav.pagination-nav a')).not.toHaveCount(0)
  await expect(page.locator('a.skipToContent_fXgn, a[href="#__docusaurus_skipToContent_fallback"]').first()).toBeAttached()
})

test('footer has both columns, light and dark logos, copyright and the custom fields', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.locator('.footer__title')).toHaveText(['文档', '更多'])
  // The logo follows the colour mode: the dark variant by default, the light one after the switch.
  await expect(footer.locator('img.footer__logo[src$="/img/logo-dark.svg"]')).toBeVisible()
  await page.locator('.navbar button[class*="toggleButton"]').first().click()
  await expect(footer.locator('img.footer__logo[src$="/img/logo.svg"]')).toBeVisible()
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright ©')
  const extra = page.getByTestId('footer-extra')
  await expect(extra.getByRole('link', { name: '版权与许可' })).toHaveAttribute('href', '/docs/copyright')
  await expect(extra).toContainText('维护者 sonofmagic')
  await expect(extra).toContainText('Powered by Docusaurus')
})

test('background overlay: 5 % opacity, 128 px tile', async ({ page }) => {
  await page.goto('/')
  const overlay = await page.evaluate(() => {
    const style = getComputedStyle(document.body, '::before')
    return { opacity: style.opacity, size: style.backgroundSize, image: style.backgroundImage }
  })
  expect(overlay).toMatchObject({ opacity: '0.05', size: '128px 128px' })
  expect(overlay.image).toMatch(/url\(/)
})

test('home page says what the tool is, lists frameworks, shows the install command and starts at intro', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('header')).toContainText('npm install -D weapp-tailwindcss')
  for (const name of ['uni-app', 'Taro', 'Mpx', 'weapp-vite', 'HBuilderX']) await expect(page.locator('main')).toContainText(name)
  await page.getByRole('link', { name: '开始使用' }).click()
  await expect(page).toHaveURL(/\/docs\/intro$/)
})
