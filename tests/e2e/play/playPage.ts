import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { expect, type Page } from '@playwright/test'

export const CSS_ENTRY = '@import "weapp-tailwindcss/index.css";\n'

export interface Inputs {
  template: string
  css?: string
  options?: string
  script?: string
}

/** The hash the page writes for these inputs (deflate-raw, base64url), made here without the page. */
export function shareHash(inputs: Inputs): string {
  const json = JSON.stringify([inputs.template, inputs.css ?? CSS_ENTRY, inputs.options ?? '{}', inputs.script ?? ''])
  return `v1:${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`
}

/** The inputs a hash written by the page holds. */
export function readShareHash(hash: string): unknown {
  const text = hash.replace(/^#v1:/, '')
  return JSON.parse(inflateRawSync(Buffer.from(text, 'base64url')).toString('utf8'))
}

export const status = (page: Page) => page.getByTestId('play-status')
export const wxml = (page: Page) => page.getByTestId('play-wxml')
export const wxss = (page: Page) => page.getByTestId('play-wxss')
export const errorPane = (page: Page) => page.getByTestId('play-error')

// The statuses a page's first run ends on: its output, an error, or a worker that could not load.
const ENDED = /^(已完成|出错|无法加载)$/

/**
 * On a page just opened: waits for the worker's download and start and the first run to end,
 * however long a loaded machine takes (no limit of its own, the test's applies), then expects
 * the run to have succeeded, so an error fails at once with the status it shows.
 */
export async function expectFirstRunDone(page: Page): Promise<void> {
  await expect(status(page)).toHaveText(ENDED, { timeout: 0 })
  await expect(status(page)).toHaveText('已完成')
}

/** Opens /play afresh with these inputs in the hash and waits for their run to finish. */
export async function openWith(page: Page, inputs: Inputs): Promise<void> {
  // A full load each time: from /play itself only the hash would change, and the previous
  // run's "done" status could be read before the new run starts.
  await page.goto('about:blank')
  await page.goto(`/play#${shareHash(inputs)}`)
  // The editor shows the default example until the page has hydrated and read the hash.
  await expect(page.locator('#play-template')).toHaveValue(inputs.template, { timeout: 0 })
  await expectFirstRunDone(page)
}

/** The output column is busy until the result shown belongs to exactly the inputs on screen. */
export const outputColumn = (page: Page) => page.getByTestId('play-output')

/**
 * On an open /play: these inputs arrive as a shared link opened in the same tab (only the hash
 * changes, so the loaded worker is kept), and the run for exactly them has ended and succeeded.
 */
export async function runInPage(page: Page, inputs: Inputs): Promise<void> {
  await page.evaluate(hash => { window.location.hash = hash }, shareHash(inputs))
  await expect(page.locator('#play-template')).toHaveValue(inputs.template)
  await expect(outputColumn(page)).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 })
  await expect(status(page)).toHaveText('已完成')
}

/** The exact text of an output pane (the <code> inside its <pre>). */
export function outputText(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).locator('code').evaluate(code => code.textContent ?? '')
}
