import { expect, test } from '@playwright/test'
import { arm, expectUnharmed, gotoHydrated, scriptPayloads } from './guards'

// URLs a reader can be sent to: unknown, malformed, over-long, with payloads in the hash and in
// the query parameters the site reads (`q`, `docusaurus-theme`, `docusaurus-data-*`).

test.describe.configure({ timeout: 180_000 })

const notFound = '找不到页面'

const badPaths: [label: string, path: string][] = [
  ['unknown path', '/docs/does-not-exist'],
  ['NUL byte', '/docs/intro%00'],
  ['lone %', '/docs/100%'],
  ['truncated UTF-8 escape', '/docs/%E4%B8'],
  ['invalid escape', '/docs/%zz%G0'],
  ['encoded lone surrogate', '/docs/%ED%A0%80'],
  ['double-encoded dot-dot', '/docs/%252e%252e%252f%252e%252e%252fpackage.json'],
  ['encoded dot-dot', '/docs/%2e%2e/%2e%2e/package.json'],
  ['encoded slash traversal', '/docs/..%2f..%2fpackage.json'],
  ['script in the path', `/docs/${encodeURIComponent(scriptPayloads.imgOnerror)}`],
  ['protocol-relative path', '//evil.example/docs/intro'],
  ['backslashes', '/\\evil.example/docs'],
  ['very long path', `/docs/${'长'.repeat(600)}${'a'.repeat(3000)}`],
]

for (const [label, path] of badPaths) {
  test(`${label}: the not-found page, hydrated, nothing ran`, async ({ page, baseURL }) => {
    const guard = await arm(page)
    // Appended to the origin as is: `//host/…` must stay a path, not become a URL of its own.
    const response = await page.goto(`${baseURL}${path}`)
    expect(response?.status()).toBe(404)
    // Hydrated: search, the colour switch and links work (a malformed path used to stop here).
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached()
    await expect(page.getByRole('heading', { name: notFound })).toBeVisible()
    expect(new URL(page.url()).origin).toBe(new URL(response!.url()).origin)
    await expectUnharmed(page, guard)
    expect(guard.errors).toEqual([])
  })
}

test('dot-dot segments are resolved by the browser and land on a real page', async ({ page }) => {
  const guard = await arm(page)
  await gotoHydrated(page, '/docs/quick-start/../intro')
  await expect(page).toHaveURL(/\/docs\/intro$/)
  await expect(page.locator('article h1')).toHaveText('简介')
  await expectUnharmed(page, guard)
})

test('.html and /index.html suffixes show the page', async ({ page }) => {
  const guard = await arm(page)
  for (const path of ['/docs/intro.html', '/blog/tags/merge.html']) {
    await gotoHydrated(page, path)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: notFound })).toHaveCount(0)
  }
  await expectUnharmed(page, guard)
})

const pageTypes: [label: string, path: string][] = [
  ['home', '/'],
  ['doc', '/docs/intro'],
  ['blog post', '/blog/2025/11/v4.7.0-merge-runtime'],
  ['tag page', '/blog/tags/merge'],
  ['search page', '/search'],
]

// Every parameter the site reads carries the payload at once; the hash comes raw in one load and
// percent-encoded in the other (a URL has one hash). A theme from the URL shows as given: the default
// (dark) for a payload, through the colour-mode guard, and data-theme from the URL too.
const payloadUrls = (payload: string): [label: string, query: string][] => {
  const value = encodeURIComponent(payload)
  const query = `?q=${value}&docusaurus-theme=${value}&docusaurus-data-x=${value}&docusaurus-data-theme=${value}`
  return [['raw hash', `${query}#${payload}`], ['encoded hash', `${query}#${value}`]]
}

for (const [label, path] of pageTypes) {
  test(`${label}: payloads in ?q=, ?docusaurus-theme=, ?docusaurus-data-*= and the hash change nothing`, async ({ page }) => {
    const guard = await arm(page)
    for (const payload of [scriptPayloads.imgOnerror, scriptPayloads.svgOnload]) {
      for (const [variant, suffix] of payloadUrls(payload)) {
        await test.step(`${variant} ${payload}`, async () => {
          await gotoHydrated(page, `${path}${suffix}`)
          await expectUnharmed(page, guard, { theme: 'dark' })
        })
      }
    }
    // A theme given in the URL is shown, never stored: the reader's choice stays light.
    await gotoHydrated(page, `${path}?docusaurus-theme=dark`)
    await expectUnharmed(page, guard, { theme: 'dark' })
    expect(guard.errors).toEqual([])
  })
}

test('the attributes set from ?docusaurus-data-* are inert text', async ({ page }) => {
  const guard = await arm(page)
  await gotoHydrated(page, `/docs/intro?docusaurus-data-x=${encodeURIComponent(scriptPayloads.svgOnload)}&docusaurus-data-bad%20name=1`)
  expect(await page.locator('html').getAttribute('data-x')).toBe(scriptPayloads.svgOnload)
  await expectUnharmed(page, guard)
})
