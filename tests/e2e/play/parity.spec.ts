import { expect, test } from '@playwright/test'
// @ts-expect-error plain ES module shared with the browser worker, without type declarations
import { runPlayInNode } from '../../../plugins/play-worker/node-reference.mjs'
import { CORPUS } from './corpus'
import { CSS_ENTRY, openWith, outputText } from './playPage'

interface PlayOutput { wxml: string; wxss: string }
const nodeRun = runPlayInNode as (input: { template: string; css: string; options: Record<string, unknown> }) => Promise<PlayOutput>

// The page runs weapp-tailwindcss and Tailwind CSS in a browser worker with in-memory stand-ins
// for Node; the same packages run here in Node with the real file system. Any byte of difference fails.
test.describe.configure({ timeout: 600_000 })

test(`the page's output equals the Node pipeline's for ${CORPUS.length} inputs`, async ({ page }) => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(30)
  const differences: string[] = []
  for (const entry of CORPUS) {
    const inputs = { template: entry.template, css: entry.css ?? CSS_ENTRY, options: entry.options ?? '{}' }
    const expected = await nodeRun({ ...inputs, options: JSON.parse(inputs.options) as Record<string, unknown> })
    await openWith(page, inputs)
    const [browserWxml, browserWxss] = [await outputText(page, 'play-wxml'), await outputText(page, 'play-wxss')]
    if (browserWxml !== expected.wxml) differences.push(`${entry.name}: template\n  page: ${browserWxml}\n  node: ${expected.wxml}`)
    if (browserWxss !== expected.wxss) differences.push(`${entry.name}: WXSS\n  page: ${browserWxss}\n  node: ${expected.wxss}`)
    // An empty stylesheet on both sides would also be "identical": every input must produce rules.
    expect(expected.wxss, entry.name).toContain('{')
  }
  expect(differences, differences.join('\n\n')).toEqual([])
})
