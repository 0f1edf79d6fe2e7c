import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { codeBlocks } from '../../lib/content/codeBlocks'
import { Site } from '../../scripts/check-examples/checker'
import { coverage } from '../../scripts/check-examples/coverage'
import { formatFinding } from '../../scripts/check-examples/finding'
import { inventory } from '../../scripts/check-examples/inventory'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-examples-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

function siteWith(pages: Record<string, string>): Site {
  const root = fs.mkdtempSync(path.join(tmp, 'site-'))
  for (const [file, source] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), source)
  }
  return new Site(root)
}

describe('codeBlocks', () => {
  it('gives each block its fence line, title, example name and code without list indentation', () => {
    const blocks = codeBlocks('# T\n\n1. a\n\n   ```css title="dist/app.wxss（节选）" example="main"\n   .a {}\n   ```\n\n```ts\nx\n```\n')
    expect(blocks).toEqual([
      { line: 5, lang: 'css', meta: 'title="dist/app.wxss（节选）" example="main"', title: 'dist/app.wxss（节选）', example: 'main', code: '.a {}' },
      { line: 9, lang: 'ts', meta: '', title: undefined, example: undefined, code: 'x' },
    ])
  })
})

describe('inventory', () => {
  it('finds result comments, output blocks, printed text, arrows and escaped names, not trees or plain config', () => {
    const site = siteWith({
      'docs/a.md': [
        '```ts', "twMerge('p-1 p-2')", "// => 'p-2'", '```',
        '```css title="dist/app.wxss（节选）"', '.a{}', '```',
        '```text', 'ℹ Patch status', '```',
        '```text', 'src', '├── app.js', '```',
        '```ts title="vite.config.ts"', 'export default {}', '```',
        '`w-[1px]` → `w-_b1px_B`',
        'Search for `bg-_b_h123456_B` in app.wxss, not `ERR_PNPM_IGNORED_BUILDS`.',
      ].join('\n'),
    })
    expect(inventory(site.page('docs/a.md')).map(example => [example.kind, example.line])).toEqual([
      ['result-comment', 1], ['output-block', 5], ['printed', 8], ['inline-arrow', 18], ['escaped-name', 18], ['escaped-name', 19],
    ])
  })
})

describe('coverage', () => {
  const site = siteWith({ 'docs/a.md': '```text\nprinted line\n```\n\n```text\nother\n```\n' })

  it('reports an output example that is neither checked nor listed', () => {
    const report = coverage(site, [{ file: 'docs/a.md', line: 1 }], [])
    expect(report.checked).toBe(1)
    expect(report.total).toBe(2)
    expect(report.findings.map(formatFinding)).toEqual([
      'docs/a.md:5  printed not checked (add a check, or list it in scripts/check-examples/unchecked.ts with the reason)  expected a check  got other',
    ])
  })

  it('counts checked examples once all are checked', () => {
    const report = coverage(site, [{ file: 'docs/a.md', line: 1 }, { file: 'docs/a.md', line: 5 }], [])
    expect(report).toMatchObject({ checked: 2, total: 2, findings: [] })
  })

  it('counts a listed example as exempt, and reports a listed example the page no longer has', () => {
    const listed = { file: 'docs/a.md', kind: 'printed' as const, label: 'other', reason: 'printed elsewhere' }
    const gone = { file: 'docs/a.md', kind: 'printed' as const, label: 'vanished', reason: 'printed elsewhere' }
    const report = coverage(site, [{ file: 'docs/a.md', line: 1 }], [listed, gone])
    expect(report).toMatchObject({ checked: 1, exempt: 1, total: 2 })
    expect(report.findings.map(formatFinding)).toEqual(['docs/a.md:1  unchecked.ts lists an example the page no longer has  expected printed "vanished"  got nothing'])
  })
})

describe('Site', () => {
  it('fails loudly when a check names a block the page no longer has', () => {
    const site = siteWith({ 'docs/a.md': '```css example="one"\n.a{}\n```\n' })
    expect(site.block('docs/a.md', 'one').code).toBe('.a{}')
    expect(() => site.block('docs/a.md', 'two')).toThrow('docs/a.md has 0 blocks with example="two"')
  })
})
