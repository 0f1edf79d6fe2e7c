import { expect, type Page } from '@playwright/test'

// Shared checks of the hostile-input suite (README.md beside this file). Every case arms a page, does one bad
// thing to it, then calls expectUnharmed: no script of the payload ran, the page still shows
// content, and what the reader had saved is still there.

/** Sets the canary: any payload that manages to run script sets `window.__pwned`. */
const CANARY = 'window.__pwned=1'

/** HTML and script payloads, each of which sets the canary if it ever runs. */
export const scriptPayloads = {
  imgOnerror: `<img src=x onerror="${CANARY}">`,
  svgOnload: `"><svg onload="${CANARY}">`,
  scriptTag: `</script><script>${CANARY}</script>`,
  javascriptLink: `javascript:${CANARY}//`,
  markdownLink: `[点我](javascript:${CANARY})`,
  attributeBreak: `' onmouseover='${CANARY}' x='`,
  templateAndEntities: `{{constructor.constructor('${CANARY}')()}} &lt;img src=x onerror=${CANARY}&gt;`,
} as const

const INDEX_NAME = 'weapp-tailwindcss'
export const storageKeys = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
  recentSearches: `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`,
  favoriteSearches: `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`,
  conversations: `__DOCSEARCH_ASKAI_CONVERSATIONS__${INDEX_NAME}`,
  localeHint: 'docs-locale-hint',
} as const

const LEVELS = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
const savedHit = (id: string, title: string, path: string) => ({
  objectID: id, url: path, url_without_anchor: path, anchor: null, type: 'lvl1', content: null,
  hierarchy: { lvl0: '文档', lvl1: title, ...LEVELS },
})
const conversation = {
  query: '如何在 uni-app 里使用 rpx？', objectID: '如何在 uni-app 里使用 rpx？', type: 'askAI', anchor: 'stored', content: null,
  url: '', url_without_anchor: '',
  hierarchy: { lvl0: 'askAI', lvl1: '如何在 uni-app 里使用 rpx？', ...LEVELS },
  messages: [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: '如何在 uni-app 里使用 rpx？' }] },
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: '见 [rem 转 rpx](/docs/quick-start/rem2rpx)。' }] },
  ],
}

/**
 * What a reader who has used the site has in localStorage: light theme (not the default),
 * the announcement closed, one recent and one favourite search, one Ask AI conversation.
 */
export const savedState: Record<string, string> = {
  [storageKeys.theme]: 'light',
  [storageKeys.announcementDismiss]: 'true',
  [storageKeys.announcementId]: 'v4-12-docs',
  [storageKeys.recentSearches]: JSON.stringify([savedHit('/docs/quick-start/rem2rpx', 'rem 转 rpx', '/docs/quick-start/rem2rpx')]),
  [storageKeys.favoriteSearches]: JSON.stringify([savedHit('/docs/intro', '简介', '/docs/intro')]),
  [storageKeys.conversations]: JSON.stringify([conversation]),
  [storageKeys.localeHint]: 'answered',
  // Not the site's: another app on the same origin. Nothing may erase it either.
  'someone-else': '{"keep":true}',
}

export interface Guard {
  dialogs: string[]
  pwned: string[]
  errors: string[]
  /** The stored values expected at the end (saved state, with the case's own changes; null: removed). */
  expectedStorage: Record<string, string | null>
}

/**
 * Installs the canary and the dialog listener, then saves the reader's state (once, before the
 * first page of the case: a check on a later page then sees whether anything erased it).
 * `storage` overrides or adds keys (the case's bad values); those are not expected to survive
 * unchanged unless `keep` lists them.
 */
export async function arm(page: Page, options: { storage?: Record<string, string>; expect?: Record<string, string | null> } = {}): Promise<Guard> {
  const guard: Guard = { dialogs: [], pwned: [], errors: [], expectedStorage: { ...savedState } }
  for (const key of Object.keys(options.storage ?? {})) delete guard.expectedStorage[key]
  Object.assign(guard.expectedStorage, options.expect)
  page.on('dialog', dialog => {
    guard.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => {})
  })
  page.on('pageerror', error => guard.errors.push(error.message))
  await page.exposeBinding('__reportPwned', (_source, where: string) => {
    guard.pwned.push(where)
  })
  // A setter, so a payload that runs and then navigates away is still caught.
  await page.addInitScript(() => {
    Object.defineProperty(window, '__pwned', {
      configurable: false,
      get: () => undefined,
      set: () => {
        void (window as unknown as { __reportPwned(where: string): Promise<void> }).__reportPwned(location.href)
      },
    })
  })
  await seedStorage(page, { ...savedState, ...options.storage })
  return guard
}

/** A new bad value on an armed page: the saved state is written again with the case's values. */
export async function setCase(page: Page, guard: Guard, storage: Record<string, string>, expected: Record<string, string | null> = {}): Promise<void> {
  await page.evaluate(() => localStorage.clear()).catch(() => {})
  guard.expectedStorage = { ...savedState }
  for (const key of Object.keys(storage)) delete guard.expectedStorage[key]
  Object.assign(guard.expectedStorage, expected)
  await seedStorage(page, { ...savedState, ...storage })
}

export const searchButton = (page: Page) => page.locator('.DocSearch-Button')
export const searchModal = (page: Page) => page.locator('.DocSearch-Modal')
export const searchInput = (page: Page) => page.locator('.DocSearch-Input')
export const hitLinks = (page: Page) => page.locator('.DocSearch-Hits a[href^="/"]')
export const askAiEntry = (page: Page) => page.locator('.DocSearch-Hit', { hasText: '提问：' }).first()

export async function openSearch(page: Page): Promise<void> {
  await searchButton(page).click()
  // The modal's code loads on the first click: on a loaded machine that wait ends with the modal, not a fixed time.
  await expect(searchModal(page)).toBeVisible({ timeout: 0 })
}

/** Writes localStorage on the site's origin without loading a page of the site. */
async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('robots.txt')
  await page.evaluate(entries => {
    for (const [key, value] of entries) localStorage.setItem(key, value)
  }, Object.entries(values))
}

export { gotoHydrated } from '../../lib/hydration'

/** Elements a payload would have needed to run script: inline handlers, script URLs, foreign scripts. */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase()
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase()
        if (name.startsWith('on')) found.push(`<${element.localName} ${name}>`)
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
          found.push(`<${element.localName} ${name}=${value.slice(0, 40)}>`)
        }
      }
      if (element.localName === 'script' && element.textContent?.includes('__pwned')) found.push('<script>…__pwned…')
    }
    return found
  })
}

export async function expectUnharmed(page: Page, guard: Guard, options: { crashed?: boolean; theme?: 'light' | 'dark' } = {}): Promise<void> {
  // Give an injected handler (onerror of a broken image, onload of an svg) time to fire.
  await page.waitForTimeout(300)
  expect(guard.pwned, 'a payload ran script').toEqual([])
  expect(guard.dialogs, 'a dialog opened').toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(await injectedElements(page), 'an element able to run script was injected').toEqual([])

  // Not blank: the page shows content, and the crash screen only when the case expects it.
  // The search page has no <main>: the layout's wrapper holds every page's content.
  const main = page.locator('main, article, .main-wrapper').first()
  await expect(main).toBeVisible()
  await expect.poll(async () => (await main.innerText()).trim().length, { message: 'the page has text' }).toBeGreaterThan(10)
  // The page-level screen is translated (页面已崩溃。); a navbar item's fallback is not.
  const crash = page.getByRole('heading', { name: /^(This page crashed\.?|页面已崩溃。)$/ })
  if (options.crashed) await expect(crash).toBeVisible()
  else await expect(crash).toHaveCount(0)

  await expect(page.locator('html')).toHaveAttribute('data-theme', options.theme ?? guard.expectedStorage.theme ?? 'dark')
  // Through the real storage: a case may have made the page's own storage API throw.
  const stored = await page.evaluate(keys => {
    const real = (window as unknown as { __realStorage?: Storage }).__realStorage ?? localStorage
    const read = (window as unknown as { __realGetItem?: Storage['getItem'] }).__realGetItem ?? Storage.prototype.getItem
    return Object.fromEntries(keys.map(key => [key, read.call(real, key)]))
  }, Object.keys(guard.expectedStorage))
  expect(stored, 'saved state was changed or erased').toEqual(guard.expectedStorage)
}
