import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium: Playwright cannot download its own browser on this network.
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--no-first-run', '--disable-sync', '--disable-quic',
  ],
}

// Overridable so several checkouts on one machine do not test each other's builds
// (reuseExistingServer would silently pick up another checkout's server on the same port).
export const SITE_PORT = Number(process.env.SITE_PORT ?? 4173)
export const SUBPATH_PORT = Number(process.env.SUBPATH_PORT ?? 4174)
// The build the `site` project tests: build/ (with the speed layer), or build-stock/ for the stock run.
export const SITE_BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build'

// On the stock build (npm run test:stock) the `site` project runs the specs that cover what the speed
// layer stands in for (entry and page templates: every route and its head; Prism and the code blocks;
// the search button, modal and page), plus layout and colour mode, which those templates carry. The
// rest (Play, llms files, hostile input, offline, API pages) runs code the speed layer does not touch,
// and is tested once, on the shipped build; `npm run check:upgrade` runs the whole project on a stock build.
const STOCK_SPECS = [
  'foundation/routes', 'foundation/layout', 'foundation/colour-mode', 'foundation/mobile', 'seo/meta',
  'content/pages', 'content/blog', 'content/code-highlighting', 'content/live-code',
  'search/modal', 'search/search-page', 'search/ask-ai', 'search/before-hydration', 'search/chinese-and-credits',
  'a11y/axe',
]
const STOCK_ONLY = process.env.DOCS_STOCK === '1' && process.env.E2E_STOCK_ALL !== '1'
const siteSpecs = STOCK_ONLY ? STOCK_SPECS.map(spec => new RegExp(`tests/e2e/${spec}\\.spec\\.ts$`)) : undefined

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  // Pages hydrate slower on a busy 2-core machine; waiting longer costs nothing when they are quick.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: chromiumLaunch,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    // The PWA service worker precaches every chunk on first load: slow for every test, and it
    // hides requests from page.route. Only the offline spec lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testIgnore: /subpath\//, ...(siteSpecs ? { testMatch: siteSpecs } : {}), use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
    {
      name: 'subpath',
      testMatch: /subpath\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, baseURL: `http://127.0.0.1:${SUBPATH_PORT}/sub/` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${SITE_BUILD_DIR} ${SITE_PORT} /`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    // E2E_SUBPATH=off: a run of the `site` project alone where no build-sub/ was made (npm run check:upgrade).
    ...(process.env.E2E_SUBPATH === 'off' ? [] : [{
      command: `node scripts/serve.mjs build-sub ${SUBPATH_PORT} /sub/`,
      url: `http://127.0.0.1:${SUBPATH_PORT}/sub/`,
      reuseExistingServer: !process.env.CI,
    }]),
  ],
})
