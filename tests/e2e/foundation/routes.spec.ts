import { expect, test } from '@playwright/test'

// Every top-level route answers and renders its screen.
const screens: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'weapp-tailwindcss' },
  { path: '/blog/archive', heading: /历史博文|归档/ },
  { path: '/blog/authors', heading: /作者|Authors/ },
  { path: '/blog/tags', heading: /标签|Tags/ },
  { path: '/blog/tags/merge', heading: /merge/ },
  { path: '/blog/tags/runtime', heading: /runtime/ },
  { path: '/blog/tags/tailwindcss', heading: /tailwindcss/ },
  { path: '/blog/2025/3/v4-release', heading: /./ },
  { path: '/blog/2025/8/v4.2-release', heading: /./ },
  { path: '/blog/2025/9/v4.3-release', heading: /./ },
  { path: '/blog/2025/11/v4.7.0-merge-runtime', heading: /./ },
  { path: '/docs/intro', heading: '简介' },
]

for (const screen of screens) {
  test(`${screen.path} renders its screen`, async ({ page }) => {
    const response = await page.goto(screen.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1').first()).toHaveText(screen.heading)
    await expect(page.locator('.navbar')).toBeVisible()
    await expect(page.locator('footer.footer')).toBeVisible()
  })
}

test('/blog lists posts, newest first, with reading time', async ({ page }) => {
  const response = await page.goto('/blog')
  expect(response?.status()).toBe(200)
  const titles = page.locator('article h2')
  await expect(titles.first()).toBeVisible()
  expect(await titles.count()).toBeGreaterThanOrEqual(4)
  await expect(page.locator('article').first()).toContainText(/阅读需 \d+ 分钟|分钟阅读/)
  const dates = await page.locator('article time').evaluateAll(nodes => nodes.map(node => node.getAttribute('datetime') ?? ''))
  expect([...dates].sort().reverse()).toEqual(dates)
})

test('/docs leads to the main doc, intro', async ({ page }) => {
  await page.goto('/docs')
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect(page.locator('h1')).toHaveText('简介')
})

test('/search renders the search page', async ({ page }) => {
  const response = await page.goto('/search')
  expect(response?.status()).toBe(200)
  await expect(page.locator('input[name="q"]')).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('找不到页面')
  await expect(page.locator('main p')).toHaveCount(2)
})

test('paths ending in .html or /index.html render the clean route', async ({ page }) => {
  await page.goto('/docs/intro.html')
  await expect(page.locator('h1')).toHaveText('简介')
  await page.goto('/blog/index.html')
  await expect(page.locator('article').first()).toBeVisible()
})

test('title is "page title | site title", and the site title alone on home', async ({ page }) => {
  await page.goto('/docs/intro')
  await expect(page).toHaveTitle('简介 | weapp-tailwindcss')
  await page.goto('/')
  await expect(page).toHaveTitle('weapp-tailwindcss')
})
