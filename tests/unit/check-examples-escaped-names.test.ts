import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Site } from '../../scripts/check-examples/checker'
import { checkEscapedNames } from '../../scripts/check-examples/checkers/escapedNames'
import { formatFinding } from '../../scripts/check-examples/finding'
import { escapeOfWeappTailwindcss } from '../../lib/examples/escapedNames'

// Fixture pages checked with the @weapp-core/escape that the installed weapp-tailwindcss loads.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'escaped-names-'))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

function check(source: string) {
  const root = fs.mkdtempSync(path.join(tmp, 'site-'))
  fs.mkdirSync(path.join(root, 'docs'))
  fs.writeFileSync(path.join(root, 'docs/a.md'), source)
  return checkEscapedNames(new Site(root).pages)
}

describe('escaped-names', () => {
  it('loads the escape package weapp-tailwindcss depends on', () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../node_modules/weapp-tailwindcss/package.json'), 'utf8')) as { dependencies: Record<string, string> }
    const fns = escapeOfWeappTailwindcss(path.resolve(__dirname, '../..'))
    expect(manifest.dependencies['@weapp-core/escape']).toBe(`~${fns.version}`)
    expect(fns.escape('w-[100px]')).toBe('w-_b100px_B')
  })

  it('fails a line whose escaped name is not the escape of the class shown before it', () => {
    const result = check([
      '# A',
      '',
      '源码中的 `w-[100px]` 会变成 `w-_b10px_B`。',
      '| `bg-[#123456]` | `bg-_h123456_` |',
    ].join('\n'))
    expect(result.findings.map(formatFinding)).toEqual([
      "docs/a.md:3  escape('w-[100px]') (@weapp-core/escape 7.0.0)  expected w-_b10px_B  got w-_b100px_B",
      "docs/a.md:4  escape('bg-[#123456]') (@weapp-core/escape 7.0.0)  expected bg-_h123456_  got bg-_b_h123456_B",
    ])
    expect(result.checked.map(ref => ref.line)).toEqual([3, 4])
  })

  it('fails a name that does not survive unescape and escape (a code point written in upper case)', () => {
    const result = check('`content-["中"]` 变成 `content-_b_qu_x4E2D__q_B`。')
    expect(result.findings.map(finding => [finding.what, finding.got])).toEqual([
      ["escape(unescape('content-_b_qu_x4E2D__q_B')) (@weapp-core/escape 7.0.0)", 'content-_b_qu_x4e2d__q_B'],
      [`escape('content-["中"]') (@weapp-core/escape 7.0.0)`, 'content-_b_qu_x4e2d__q_B'],
    ])
  })

  it('passes correct names: selectors, CSS-escaped sources, mapping tables, names inside an escaped string', () => {
    const result = check([
      '打开 `dist/app-origin.wxss` 能看到 `.h-4\\/6`、`.bg-\\[\\#123456\\]`，正常应为 `.h-4_f6`、`.bg-_b_h123456_B`。',
      '| `[` | `_b` | `]` | `_B` |',
      '| `` ` `` | `_i` | `\\|` | `_o` |',
      '`2xl:p-2` 转成 `_2xl_cp-2`，排在中间的 `2xl:p-4` 会变成 `2xl_cp-4`。',
      '环境变量 `ERR_PNPM_IGNORED_BUILDS` 与 `npm_config_local_prefix` 不是类名。',
    ].join('\n'))
    expect(result.findings).toEqual([])
    expect(result.checked.map(ref => ref.line)).toEqual([1, 2, 3, 4])
  })
})
