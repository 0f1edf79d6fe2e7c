import { expect, test } from '@playwright/test'
import { CORPUS } from './corpus'
import { runInNode } from './nodeReference'
import { CSS_ENTRY, openWith, outputText, runInPage } from './playPage'

// The page runs weapp-tailwindcss and Tailwind CSS in a browser worker with in-memory stand-ins
// for Node; the same packages run here in Node with the real file system. Any byte of difference fails.
test.describe.configure({ timeout: 300_000 })

test(`the page's output equals the Node pipeline's for ${CORPUS.length} inputs`, async ({ page }) => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(30)
  const corpus = CORPUS.map(entry => ({ ...entry, css: entry.css ?? CSS_ENTRY, options: entry.options ?? '{}', script: entry.script ?? '' }))
  const reference = runInNode(corpus.map(entry => ({ ...entry, options: JSON.parse(entry.options) as Record<string, unknown> })))
  const differences: string[] = []
  for (const [index, entry] of corpus.entries()) {
    const inputs = { template: entry.template, css: entry.css, options: entry.options, script: entry.script }
    const expected = reference[index]!
    // The first input opens the page; the others follow in the same tab, as a reader's next link would.
    await (index === 0 ? openWith(page, inputs) : runInPage(page, inputs))
    const [browserWxml, browserWxss] = [await outputText(page, 'play-wxml'), await outputText(page, 'play-wxss')]
    if (browserWxml !== expected.wxml) differences.push(`${entry.name}: template\n  page: ${browserWxml}\n  node: ${expected.wxml}`)
    if (browserWxss !== expected.wxss) differences.push(`${entry.name}: WXSS\n  page: ${browserWxss}\n  node: ${expected.wxss}`)
    if (entry.script) {
      const browserJs = await outputText(page, 'play-js')
      if (browserJs !== expected.js) differences.push(`${entry.name}: script\n  page: ${browserJs}\n  node: ${expected.js}`)
      // The script must really have been rewritten, or "identical" proves nothing.
      expect(expected.js, entry.name).not.toBe(entry.script)
    }
    // An empty stylesheet on both sides would also be "identical": every input must produce rules.
    expect(expected.wxss, entry.name).toContain('{')
  }
  expect(differences, differences.join('\n\n')).toEqual([])
})
