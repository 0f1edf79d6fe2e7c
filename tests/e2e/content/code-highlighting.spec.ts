import { expect, test, type Page } from '@playwright/test'
import { speedLayerOnly } from '../speedLayer'
import { gotoHydrated } from '../../lib/hydration'

// Prism and the extra grammars of config/prism.ts come with the CodeBlock chunk, which Markdown
// pages load, no longer with main.js, which every page runs (speed/patches/prism-on-demand). Both sides
// of that move are checked here.

/** A string only Prism's bash grammar contains: marks the script that carries the grammars. */
const BASH_GRAMMAR_MARKER = 'BASHOPTS'


/** Bodies of the scripts the page fetched until the network went quiet. */
async function scriptBodies(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', response => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await gotoHydrated(page, path)
  await page.waitForLoadState('networkidle')
  return Promise.all(bodies)
}

for (const { path, language, token } of [
  { path: '/docs/intro', language: 'bash', token: 'function' },
  { path: '/docs/issues/use-with-nutui', language: 'diff', token: 'inserted-sign' },
]) {
  test(`${language} (an added grammar) stays highlighted after hydration on ${path}`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    // A grammar missing in the browser makes React throw away the server's markup and log it.
    // (The service worker's registration fails by design: the tests block service workers.)
    page.on('console', message => {
      if (message.type() === 'error' && !message.text().startsWith('registerSW failed')) errors.push(message.text())
    })
    await gotoHydrated(page, path)
    const block = page.locator(`pre.language-${language}`).first()
    await expect(block.locator(`.token.${token}`).first()).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('a Markdown page downloads Prism and its grammars', async ({ page }) => {
  const bodies = await scriptBodies(page, '/docs/intro')
  expect(bodies.some(body => body.includes(BASH_GRAMMAR_MARKER))).toBe(true)
})

test('a page that renders no Markdown (the search page) does not download Prism', async ({ page }) => {
  speedLayerOnly('prism-on-demand')
  const bodies = await scriptBodies(page, '/search')
  await expect(page.locator('.search-page-wrapper, main').first()).toBeVisible()
  expect(bodies.length).toBeGreaterThan(0)
  expect(bodies.some(body => body.includes(BASH_GRAMMAR_MARKER))).toBe(false)
})

// Code blocks keep the server's DOM through hydration (speed/patches/code-block/StaticCodeBlock) and still
// show the reader's colour mode. The page has nine code blocks and no tabs (theme-classic's Tabs
// still rebuild themselves after hydration, to show the reader's stored tab choice).
const CODE_PAGE = '/docs/quick-start/independent-pkg'
const DRACULA_BACKGROUND = 'rgb(40, 42, 54)' // config/prism.ts darkTheme
const GITHUB_BACKGROUND = 'rgb(246, 248, 250)' // config/prism.ts theme

async function watchRemovedCodeBlocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = []
    ;(window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks = removed
    new MutationObserver(records => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) removed.push(node.outerHTML.slice(0, 80))
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

const removedCodeBlocks = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { removedCodeBlocks: string[] }).removedCodeBlocks)

test('in the default dark mode, code blocks are not rebuilt after hydration', async ({ page }) => {
  speedLayerOnly('code-block')
  await watchRemovedCodeBlocks(page)
  await gotoHydrated(page, CODE_PAGE)
  await page.waitForLoadState('networkidle')
  const block = page.locator('pre.prism-code').first()
  await expect(block).toHaveCSS('background-color', DRACULA_BACKGROUND)
  expect(await removedCodeBlocks(page)).toEqual([])
})

test('a light-mode reader gets the light code colours without a rebuild', async ({ page }) => {
  speedLayerOnly('code-block')
  await page.addInitScript(() => localStorage.setItem('theme', 'light'))
  await watchRemovedCodeBlocks(page)
  await gotoHydrated(page, CODE_PAGE)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  const block = page.locator('pre.prism-code').first()
  await expect(block).toHaveCSS('background-color', GITHUB_BACKGROUND)
  expect(await removedCodeBlocks(page)).toEqual([])
  // And back: switching to dark restyles the same block.
  await page.locator('.navbar button[class*="toggleButton"]').first().click()
  await expect(block).toHaveCSS('background-color', DRACULA_BACKGROUND)
})
