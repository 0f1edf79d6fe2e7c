import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkVersionClaims } from '../../scripts/check-examples/checkers/versionClaims'
import { extractFacts, readPatchCommands, type VersionFacts } from '../../lib/version-facts/extractFacts'
import { loadVersionFacts, type VersionFactsFile } from '../../lib/version-facts/versionFacts'

const root = path.resolve(__dirname, '../..')

const release = (options: string[], appTypes = ['uni-app'], names: Record<string, string[]> = {}): VersionFacts => ({
  appTypes, options, exports: ['.', ...Object.keys(names)], exportNames: names, commands: ['patch'], patchFlags: [],
})

// Five releases: `autoprefixer` arrives between 4.11.2 and 4.12.0, `cssCalc` between 4.2.8 and 4.3.2,
// `uni-app-x` joins AppType between 4.11.0 and 4.11.2, `rem2rpx` is there from the oldest on.
const facts: VersionFactsFile = {
  about: 'fixture',
  package: 'weapp-tailwindcss',
  versions: {
    '4.2.8': release(['rem2rpx']),
    '4.3.2': release(['rem2rpx', 'cssCalc']),
    '4.11.0': release(['rem2rpx', 'cssCalc'], ['uni-app'], { presets: ['uniAppX'] }),
    '4.11.2': release(['rem2rpx', 'cssCalc'], ['uni-app', 'uni-app-x'], { presets: ['uniAppX'] }),
    '4.12.0': release(['rem2rpx', 'cssCalc', 'autoprefixer'], ['uni-app', 'uni-app-x'], { presets: ['uniAppX'] }),
  },
  tailwindcssPatchCommands: {},
  exportConditions: {},
}

const check = (...sources: string[]) =>
  checkVersionClaims(sources.map((source, index) => ({ file: `docs/page-${index + 1}.md`, source })), facts)

describe('version-claims', () => {
  it('passes a page whose versions fit the facts', () => {
    const result = check('新增 `autoprefixer` 选项（4.12.0 起），默认开启。\n\n`cssCalc`（4.3.0 起）预先算出 `calc()`。\n')
    expect(result.findings).toEqual([])
    expect(result.tally.checked).toBe(2)
  })

  it('fails on an option dated to the wrong release', () => {
    const result = check('新增 `autoprefixer` 选项（4.11.0 起），默认开启。\n')
    expect(result.findings).toHaveLength(1)
    expect(result.findings[0]).toMatchObject({ file: 'docs/page-1.md', line: 1, expected: 'since 4.11.0' })
    expect(result.findings[0]!.got).toBe('first in a release after 4.11.2, at the latest 4.12.0')
  })

  it('fails on a release-table row that dates an appType value to its minor', () => {
    const page = '| 版本 | 变化 |\n| --- | --- |\n| 4.2 | 支持 uni-app x（`appType: \'uni-app-x\'` 与 `uniAppX` 预设） |\n'
    const result = check(page)
    expect(result.findings.map(finding => `${finding.line} ${finding.what}`)).toEqual([
      "3 appType 'uni-app-x' first appears in 4.2",
      '3 exported name `uniAppX` first appears in 4.2',
    ])
  })

  it('reports two pages that date the same option differently, even when each fits the facts', () => {
    // 4.3 (some 4.3.x) and 4.3.0 agree; 4.2 also fits (the facts only say "after 4.2.8") but disagrees with 4.3.0.
    const result = check('`cssCalc`（4.3.0 起）预先计算。\n', '`cssCalc`（4.3 起）预先计算。\n', '`cssCalc`（4.2 起）预先计算。\n')
    const disagreements = result.findings.filter(finding => finding.what.includes('pages disagree'))
    expect(disagreements.map(finding => `${finding.file} ${finding.got}`)).toEqual([
      'docs/page-1.md 4.2 at docs/page-3.md:1',
      'docs/page-2.md 4.2 at docs/page-3.md:1',
      'docs/page-3.md 4.3.0 at docs/page-1.md:1',
    ])
    expect(result.findings.filter(finding => !finding.what.includes('pages disagree'))).toEqual([])
  })

  it('counts what the facts cannot decide instead of passing it', () => {
    const result = check('`rem2rpx`（3.0.0 起）把 rem 换算成 rpx。\n\n4.10.1 起 JS 只按类名集合精确匹配。\n')
    expect(result.findings).toEqual([])
    expect(result.tally.checked).toBe(0)
    expect(result.tally.found).toBe(2)
    expect(Object.values(result.tally.unchecked).reduce((sum, n) => sum + n, 0)).toBe(2)
  })

  it('checks only that an option existed when the claim is that its default changed', () => {
    expect(check('从 4.11.2 起，`cssCalc` 默认改为开启。\n').findings).toEqual([])
    expect(check('从 4.2.8 起，`cssCalc` 默认改为开启。\n').findings[0]?.got).toMatch(/^not yet there/)
  })
})

describe('version facts', () => {
  it('read from the pinned package match the committed facts for its release', () => {
    const packageDir = path.join(root, 'node_modules/weapp-tailwindcss')
    const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string
    const extracted = extractFacts(packageDir, () => readPatchCommands(path.join(root, 'node_modules/tailwindcss-patch')))
    expect(loadVersionFacts().versions[version]).toEqual(extracted)
  })

  it('list the same weapp-tw commands as the pinned CLI prints in --help', () => {
    const cli = JSON.parse(fs.readFileSync(path.join(root, 'scripts/lint-docs/data/weapp-tw-cli.json'), 'utf8')) as { package: string; commands: Record<string, string[]> }
    const version = cli.package.replace('weapp-tailwindcss@', '')
    expect(loadVersionFacts().versions[version]?.commands).toEqual(Object.keys(cli.commands).sort())
  })
})
