import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Site } from '../../scripts/check-examples/checker'
import { transformsChecker, type EscapeListing, type TransformCase } from '../../scripts/check-examples/checkers/transforms'
import { compareExcerpt, compareFull } from '../../lib/transforms/compareCss'

// The transforms checker runs each case's input through the pinned Tailwind CSS and weapp-tailwindcss and
// compares with the page's output block: these fixture pages hold a right and a wrong output for each
// kind of block (template, stylesheet excerpt, escape listing), so the test fails if a check stops failing.
const roots: string[] = []
afterAll(() => { for (const root of roots) fs.rmSync(root, { recursive: true, force: true }) })

function siteWith(markdown: string): Site {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'transforms-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, 'docs'))
  fs.writeFileSync(path.join(root, 'docs/fixture.md'), markdown)
  return new Site(root)
}

const fence = '```'
const page = (wxml: string, wxss: string, escaped: string): string => `---
title: fixture
---

${fence}html title="index.wxml" example="in"
<view class="w-[120rpx] bg-[#1677ff] p-4"></view>
${fence}

${fence}html title="产物中的 .wxml" example="out-wxml"
${wxml}
${fence}

${fence}css title="产物中的 .wxss（节选）" example="out-wxss"
${wxss}
${fence}

${fence}txt title="escape() 的输出" example="out-escape"
w-[120rpx]  -> ${escaped}
${fence}
`

const RIGHT_WXSS = `.w-_b120rpx_B {
  width: 120rpx;
}
.p-4 {
  /* rem2rpx: true */
  padding: 32rpx;
}`

const CASES: TransformCase[] = [
  { file: 'docs/fixture.md', output: 'out-wxml', tailwind: 3, shows: 'wxml', template: { example: 'in' }, options: { rem2rpx: true } },
  { file: 'docs/fixture.md', output: 'out-wxss', tailwind: 3, shows: 'wxss', template: { example: 'in' }, options: { rem2rpx: true } },
]
const LISTINGS: EscapeListing[] = [{ file: 'docs/fixture.md', output: 'out-escape' }]
const checker = transformsChecker(CASES, LISTINGS)

describe('transforms checker', () => {
  it('passes a page whose output blocks are what the packages produce', async () => {
    const site = siteWith(page('<view class="w-_b120rpx_B bg-_b_h1677ff_B p-4"></view>', RIGHT_WXSS, 'w-_b120rpx_B'))
    const result = await checker.run(site)
    expect(result.findings).toEqual([])
    expect(result.checked.map(ref => ref.line)).toEqual([23, 9, 13])
  }, 60_000)

  it('fails each block that shows something the packages do not produce, at its line', async () => {
    const wrongWxss = RIGHT_WXSS.replace('padding: 32rpx', 'padding: 16rpx')
    const site = siteWith(page('<view class="w-[120rpx] bg-_b_h1677ff_B p-4"></view>', wrongWxss, 'w-_b120rpx_b'))
    const result = await checker.run(site)
    const lines = result.findings.map(finding => `${finding.line} ${finding.what}`)
    expect(lines).toEqual([
      '24 out-escape: escape()',
      '9 out-wxml: wxml differs',
      '13 out-wxss: wxss rule not in the output',
    ])
    expect(result.findings[2]!.expected).toContain('padding: 16rpx')
    expect(result.findings[2]!.got).toContain('padding: 32rpx')
  }, 60_000)

  it('reports a missing input block as a finding, not a crash', async () => {
    const site = siteWith(page('x', RIGHT_WXSS, 'w-_b120rpx_B').replace('example="in"', ''))
    const result = await checker.run(site)
    expect(result.findings.map(finding => finding.what)).toEqual(['out-wxml: could not run', 'out-wxss: could not run'])
    expect(result.findings[0]!.got).toContain('example="in"')
  }, 60_000)
})

describe('CSS comparison', () => {
  const produced = `@media (min-width: 1536px) { .a { padding: 1rem; color: red } }
@supports (margin-trim: block) or (color: red) { view { --x: 1 } }
.b { width: 1px; width: calc(1px * 1) }`

  it('an excerpt rule must carry all its declarations unless a comment marks some as left out', () => {
    expect(compareExcerpt('@media (min-width:1536px) { .a { color: red; padding: 1rem } }', produced)).toEqual([])
    expect(compareExcerpt('@media (min-width: 1536px) { .a { padding: 1rem } }', produced)).toHaveLength(1)
    expect(compareExcerpt('@media (min-width: 1536px) { .a { /* … */ padding: 1rem } }', produced)).toEqual([])
  })

  it('an excerpt rule must stand inside the same at-rules; … in a condition stands for any text', () => {
    expect(compareExcerpt('.a { /* … */ padding: 1rem }', produced)).toHaveLength(1)
    expect(compareExcerpt('@supports (margin-trim: block) or (…) { /* … */ }', produced)).toEqual([])
    expect(compareExcerpt('@supports (margin-trim: inline) or (…) { /* … */ }', produced)).toHaveLength(1)
  })

  it('repeated properties keep their order (fallback first)', () => {
    expect(compareExcerpt('.b { width: 1px; width: calc(1px * 1) }', produced)).toEqual([])
    expect(compareExcerpt('.b { width: calc(1px * 1); width: 1px }', produced)).toHaveLength(1)
  })

  it('a full output must have the same rules in the same order', () => {
    expect(compareFull(produced.replace(/\s+/g, ' '), produced)).toEqual([])
    expect(compareFull('.b { width: 1px; width: calc(1px * 1) }', produced)[0]!.what).toBe('output differs at rule 1')
  })
})
