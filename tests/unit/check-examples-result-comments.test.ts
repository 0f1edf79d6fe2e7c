import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Site } from '../../scripts/check-examples/checker'
import { checkResultComments } from '../../scripts/check-examples/checkers/resultComments'
import { formatFinding } from '../../scripts/check-examples/finding'
import { installedVersion } from '../../lib/examples/pageCalls'
import { hasResultComment, instrument } from '../../lib/examples/resultComments'

// Fixture pages, not real ones: each test writes a page and runs the checker on it against the
// installed @weapp-tailwindcss/merge and tailwind-merge.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'result-comments-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

function pageWith(source: string) {
  const root = fs.mkdtempSync(path.join(tmp, 'site-'))
  fs.mkdirSync(path.join(root, 'docs'))
  fs.writeFileSync(path.join(root, 'docs/a.md'), source)
  return new Site(root).pages
}

const block = (lines: string[], info = 'ts') => ['```' + info, ...lines, '```'].join('\n')

describe('hasResultComment', () => {
  it('finds `// =>` with or without the space, and nothing else that holds an arrow', () => {
    expect(hasResultComment("f('a') // => 'x'")).toBe(true)
    expect(hasResultComment("f('a')\n//=> 'x'")).toBe(true)
    expect(hasResultComment("f('a') //   => 'x'")).toBe(true)
    expect(hasResultComment('const f = (a) => a // an arrow function')).toBe(false)
    expect(hasResultComment("f('a') /* => 'x' */")).toBe(false)
    expect(hasResultComment('//\n=> not one comment')).toBe(false)
  })

  it('counts a block for coverage exactly when instrument finds a comment in it', () => {
    for (const code of ["f('a') //=> 'x'", "f('a') // => 'x'", "f('a') /* => 'x' */", 'f()']) {
      const { comments, orphans } = instrument(code, 'ts')
      expect(hasResultComment(code), code).toBe(comments.length + orphans.length > 0)
    }
  })
})

describe('instrument', () => {
  it('wraps the expression before a result comment (same line, line above, or shown as a comment) in a recorder call', () => {
    const { source, comments, orphans } = instrument([
      "f('a') // => 'x'",
      "g('b')",
      "// => 'y'（说明）",
      "// h('c')",
      '// => 3',
      'const a = 1',
      "// => 'z'",
      '',
      "// => 'orphan'",
    ].join('\n'), 'ts')
    expect(source.split('\n').slice(0, 4)).toEqual(["__record(0, (f('a'))) // => 'x'", "__record(1, (g('b')))", "// => 'y'（说明）", "__record(2, (h('c')));"])
    expect(comments.map(comment => [comment.line, comment.expected])).toEqual([
      [0, { ok: true, value: 'x' }], [2, { ok: true, value: 'y' }], [4, { ok: true, value: 3 }], [6, { ok: true, value: 'z' }],
    ])
    expect(orphans).toEqual([{ line: 8, reason: 'no expression statement ends on the line above' }])
  })
})

describe('result-comments', () => {
  it('reports a result comment that differs from what the installed merge runtime returns, at the comment line', async () => {
    const pages = pageWith(['# A', '', block(["import { twMerge } from '@weapp-tailwindcss/merge'", '', "twMerge('px-2 px-[10px]')", "// => 'px-[10px]'"])].join('\n'))
    const result = await checkResultComments(pages)
    expect(result.findings.map(formatFinding)).toEqual(["docs/a.md:7  twMerge('px-2 px-[10px]')  expected 'px-[10px]'  got 'px-_b10px_B'"])
    expect(result.checked).toEqual([{ file: 'docs/a.md', line: 3 }])
  })

  it('passes correct comments, a block importing an earlier block by its title, and one borrowing a name from an earlier block', async () => {
    const pages = pageWith([
      block(["import { twMerge } from '@weapp-tailwindcss/merge'", 'export const cn = (...a: string[]) => twMerge(...a)', "cn('px-2 px-4') // => 'px-4'"], 'ts title="src/utils/cn.ts"'),
      block(["import { cn } from '@/utils/cn'", '', "// cn('text-[#333]')", "// => 'text-_b_h333_B'（注释）"]),
      block(["cn('p-1', 'p-[2px]')", "// => 'p-_b2px_B'"]),
    ].join('\n\n'))
    const result = await checkResultComments(pages)
    expect(result.findings).toEqual([])
    expect(result.checked.map(ref => ref.line)).toEqual([1, 7, 14])
  })

  it('checks a call table column by column, against tailwind-merge and the merge runtime', async () => {
    const table = [
      '| 输入 | 原版合并库 | merge 运行时 |',
      '| --- | --- | --- |',
      '| `px-_b10px_B px-2` | 两个都保留 | `px-2` |',
      '| `px-2 px-[10px]` | `px-[10px]`（未转义） | `px-[10px]` |',
    ].join('\n')
    const result = await checkResultComments(pageWith(table))
    expect(result.findings.map(formatFinding)).toEqual(["docs/a.md:4  merge 运行时: twMerge('px-2 px-[10px]')  expected 'px-[10px]'  got 'px-_b10px_B'"])
    expect(result.checked.map(ref => ref.line)).toEqual([3, 4])
  })

  it('reports a column header naming a tailwind-merge version other than the one the runtime loads', async () => {
    const table = ['| 输入 | 主入口（tailwind-merge 2.6.0） |', '| --- | --- |', '| `px-2 px-4` | `px-4` |'].join('\n')
    const result = await checkResultComments(pageWith(table))
    const loaded = installedVersion(path.resolve(__dirname, '../..'), 'tailwind-merge', '@weapp-tailwindcss/merge')
    expect(loaded).toMatch(/^3\./)
    expect(result.findings.map(finding => [finding.line, finding.expected, finding.got])).toEqual([[1, '2.6.0', loaded]])
  })

  it('reports a block that does not run instead of throwing', async () => {
    const result = await checkResultComments(pageWith(block(["import { nothing } from './missing'", "nothing() // => 'x'"])))
    expect(result.findings.map(finding => finding.got)).toEqual(['imports ./missing, which no earlier block of the page defines'])
  })
})
