import { expect, test } from '@playwright/test'
import { readBlogPosts } from '../../lib/blogPosts'

const posts = readBlogPosts()

test('the four release posts exist at the spec’s paths', () => {
  expect(posts.map(post => post.route).sort()).toEqual([
    '/blog/2025/11/v4.7.0-merge-runtime', '/blog/2025/3/v4-release', '/blog/2025/8/v4.2-release', '/blog/2025/9/v4.3-release',
  ])
})

test('blog list: up to 10 posts per page, each with a summary and a read-more link', async ({ page }) => {
  await page.goto('/blog')
  const articles = page.locator('main article')
  await expect(articles).toHaveCount(Math.min(10, posts.length))
  for (const post of posts) await expect(page.locator(`main article h2 a[href="${post.route}"]`)).toHaveCount(1)
  await expect(page.locator('main article a[aria-label^="阅读"]')).toHaveCount(posts.length)
})

test('blog sidebar lists every post, grouped by year', async ({ page }) => {
  await page.goto(posts[0].route)
  const sidebar = page.locator('aside nav[aria-label]').first()
  await expect(sidebar.locator('a')).toHaveCount(posts.length)
  await expect(sidebar.getByText('2025', { exact: true })).toBeVisible()
})

for (const tag of ['merge', 'runtime', 'tailwindcss']) {
  test(`tag page ${tag} lists exactly the posts tagged ${tag}`, async ({ page }) => {
    await page.goto(`/blog/tags/${tag}`)
    const expected = posts.filter(post => post.tags.includes(tag)).map(post => post.route).sort()
    expect(expected.length).toBeGreaterThan(0)
    const listed = await page.locator('main article h2 a').evaluateAll(links => links.map(link => (link as HTMLAnchorElement).pathname))
    expect(listed.sort()).toEqual(expected)
    await expect(page.locator('main header p, main .margin-bottom--xl p').first()).not.toBeEmpty()
  })
}

test('tags index lists the three tags; author page lists the posts', async ({ page }) => {
  await page.goto('/blog/tags')
  for (const tag of ['merge', 'runtime', 'tailwindcss']) await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toHaveCount(1)
  await page.goto('/blog/authors')
  await page.locator('main a[href^="/blog/authors/"]').first().click()
  await expect(page.locator('main article')).toHaveCount(posts.length)
})

test('feeds contain all four posts', async ({ request }) => {
  const rss = await (await request.get('/blog/rss.xml')).text()
  const atom = await (await request.get('/blog/atom.xml')).text()
  for (const post of posts) {
    expect(rss).toContain(`${post.route}</link>`)
    expect(atom).toContain(`${post.route}"`)
  }
})
