import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Site, type CheckResult } from '../../scripts/check-examples/checker'
import { checkCliOutput } from '../../scripts/check-examples/checkers/cliOutput'
import { formatFinding } from '../../scripts/check-examples/finding'
import { compareLines, printedLines } from '../../lib/examples/printedLines'

// Fixture pages quoting `weapp-tw status` in a project without Tailwind CSS: the pinned CLI runs once
// (one fixture, one command) and each page is compared with what it printed.
const repoRoot = path.resolve(__dirname, '../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-output-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const fence = '```'
const pages: Record<string, string> = {
  'right.md': [
    '# 对的',
    '',
    `${fence}text example="status-no-tailwindcss"`,
    ' ERROR  Unable to locate Tailwind CSS package "tailwindcss".',
    fence,
    '',
    '它会报 `Unable to locate Tailwind CSS package "tailwindcss".`。',
  ].join('\n'),
  'wrong.md': [
    '# 错的',
    '',
    `${fence}text example="status-no-tailwindcss"`,
    ' ERROR  Unable to locate Tailwind CSS package "tailwindcss"',
    fence,
  ].join('\n'),
  'unnamed.md': [
    '# 没有名字',
    '',
    `${fence}text`,
    'ℹ Patch status for tailwindcss@4.3.5 (v4)',
    fence,
    '',
    '输出里有 `✔ All applicable patches are applied.` 一行。',
  ].join('\n'),
}

let result: CheckResult
beforeAll(async () => {
  fs.mkdirSync(path.join(tmp, 'docs'))
  for (const [name, source] of Object.entries(pages)) fs.writeFileSync(path.join(tmp, 'docs', name), source)
  result = await checkCliOutput(new Site(tmp), { repoRoot })
}, 180_000)

const findingsFor = (file: string): string[] => result.findings.filter(finding => finding.file === `docs/${file}`).map(formatFinding)

describe('cli-output', () => {
  it('passes a page that quotes what the pinned CLI prints', () => {
    expect(findingsFor('right.md')).toEqual([])
    expect(result.checked.filter(ref => ref.file === 'docs/right.md').map(ref => ref.line)).toEqual([3, 7])
  })

  it('fails a page whose quoted line differs from the printed one', () => {
    expect(findingsFor('wrong.md')).toEqual([
      'docs/wrong.md:4  weapp-tw status in fixture step "status-no-tailwindcss" (whole output)  expected ERROR  Unable to locate Tailwind CSS package "tailwindcss"  got ERROR  Unable to locate Tailwind CSS package "tailwindcss".',
    ])
  })

  it('reports output quoted without a step to produce it', () => {
    expect(findingsFor('unnamed.md').map(line => line.split('  ')[1])).toEqual([
      'weapp-tw output block without a step',
      'inline weapp-tw output not checked',
    ])
  })
})

describe('printed lines', () => {
  const printed = printedLines('\n\x1b[33m WARN \x1b[39m Needs attention:\n\n/tmp/x/a/.cache/weapp-tailwindcss/0123456789abcdef0123456789abcdef/t.json\n', { fixtureDirs: ['/tmp/x'] })

  it('drops colours, blank lines, the fixture path and the cache hash, and nothing else', () => {
    expect(printed).toEqual([' WARN  Needs attention:', '/repo/a/.cache/weapp-tailwindcss/<hash>/t.json'])
  })

  it('matches an excerpt only in the printed order', () => {
    expect(compareLines(['/repo/a/.cache/weapp-tailwindcss/<hash>/t.json'], printed, true)).toBeNull()
    expect(compareLines(['/repo/a/.cache/weapp-tailwindcss/<hash>/t.json', ' WARN  Needs attention:'], printed, true)?.index).toBe(1)
    expect(compareLines(['/repo/a/.cache/weapp-tailwindcss/<hash>/t.json'], printed, false)?.index).toBe(0)
  })
})
