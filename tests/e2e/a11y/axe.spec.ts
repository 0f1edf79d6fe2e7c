import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'
import { readBlogPosts } from '../../lib/blogPosts'

// axe-core with every rule it ships, over one page of each kind the site has, in both colour
// modes, at a laptop and a phone width. A serious or critical violation fails the view; the
// moderate and minor ones are listed on the test (annotation "axe") without failing it: the ones
// left are in Docusaurus's own markup (ARCHITECTURE.md, 无障碍).

interface PageType {
  name: string
  path: string
  /** What has to be on screen before axe looks: content the page fills in after hydration. */
  ready?: (page: Page) => Promise<void>
}

const [firstPost] = readBlogPosts().sort((a, b) => a.route.localeCompare(b.route))

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'docs page', path: '/docs/intro' },
  { name: 'long code blocks', path: '/docs/community/merge/cva-and-variants' },
  { name: 'merge runtime', path: '/docs/community/merge/runtime-api' },
  { name: 'FAQ', path: '/docs/issues' },
  { name: 'generated API page', path: '/docs/api/interfaces/UserDefinedOptions' },
  { name: 'blog list', path: '/blog' },
  { name: 'blog archive', path: '/blog/archive' },
  { name: 'blog tags', path: '/blog/tags' },
  { name: 'blog tag', path: '/blog/tags/merge' },
  { name: 'blog post', path: firstPost.route },
  {
    name: 'search',
    path: '/search?q=rpx',
    ready: page => expect(page.locator('main article').first()).toBeVisible({ timeout: 30_000 }),
  },
  {
    name: 'play',
    path: '/play',
    // The output panes, highlighted, are what a reader reads there.
    ready: page => expect(page.getByTestId('play-status')).toHaveText('已完成', { timeout: 60_000 }),
  },
  { name: '404', path: '/no-such-page' },
  // The English edition: its own navbar (locale menu), sidebar labels, footer and content language.
  { name: 'English home', path: '/en/' },
  { name: 'English docs page', path: '/en/docs/issues/css-vars' },
]

// The stock build (DOCS_STOCK=1, npm run test:stock) differs from the shipped one only where the speed
// layer stands in for Docusaurus and DocSearch: the code blocks, the search button (on every page) and the
// search page. There axe looks at those pages; the shipped build gets every page type.
const STOCK_DIFFERS = new Set(['home', 'long code blocks', 'search'])
const pageTypesToCheck = process.env.DOCS_STOCK === '1' ? PAGE_TYPES.filter(pageType => STOCK_DIFFERS.has(pageType.name)) : PAGE_TYPES

const THEMES = ['dark', 'light'] as const
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

const BLOCKING = new Set(['serious', 'critical'])

/** One line per violation: rule, impact, how many elements, and the first few of them. */
function describe(violation: Violation): string {
  const targets = violation.nodes.slice(0, 3).map(node => node.target.join(' '))
  const more = violation.nodes.length > 3 ? ` …+${violation.nodes.length - 3}` : ''
  return `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${targets.join(' | ')}${more}`
}

const toggle = (page: Page) => page.locator('.navbar button[class*="toggleButton"]').first()

// One page load per page type, then its four views: dark at both widths, the navbar toggle, light
// at both widths. A resize lays the page out as a load at that width would (media queries and
// Docusaurus's window-size hook), and the toggle is how a reader changes the mode. Four axe runs
// are slow on a busy 2-core machine (axe walks every text node of the long API page for colour
// contrast): a generous limit, not a slow test.
test.describe.configure({ timeout: 480_000 })

for (const pageType of pageTypesToCheck) {
  test(`${pageType.name} (${pageType.path}): ${THEMES.join(' and ')}, ${WIDTHS.map(w => `${w.width}px`).join(' and ')}`, async ({ page }) => {
    // No reveal animation when the mode changes: axe must see the settled colours.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(WIDTHS[0])
    await page.addInitScript(mode => { if (localStorage.getItem('theme') === null) localStorage.setItem('theme', mode) }, THEMES[0])
    await gotoHydrated(page, pageType.path)
    await pageType.ready?.(page)

    for (const [index, theme] of THEMES.entries()) {
      if (index > 0) {
        await page.setViewportSize(WIDTHS[0])
        await toggle(page).click()
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport)
        const view = `${theme}, ${viewport.width}px`
        // Violations in full; of the passing and incomplete rules axe then keeps one element each, not all.
        // The Play's preview is a script-less sandboxed frame holding the reader's own markup: axe cannot
        // run inside it (its injection waits until the test's limit), and its content is not the site's.
        const { violations } = await new AxeBuilder({ page }).exclude('[data-testid="play-preview"]').options({ resultTypes: ['violations'] }).analyze()
        for (const violation of violations) test.info().annotations.push({ type: 'axe', description: `${view}: ${describe(violation)}` })
        const blocking = violations.filter(violation => BLOCKING.has(violation.impact ?? ''))
        expect.soft(blocking.map(describe), `serious or critical axe violations (${view})`).toEqual([])
      }
    }
  })
}
