import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkMentions } from '../../lib/package-options/checkOptionMentions'
import { checkPage, MIGRATION_PAGE, OLD_MAJOR_OPTIONS, readPackageFacts } from '../../lib/package-options/docsOptionCheck'
import { scanPage } from '../../lib/package-options/optionMentions'
import { readInterfaceOptions } from '../../lib/package-options/optionNames'
import { readRuntimeDefaultsV4, resolveDefault } from '../../lib/package-options/packageDefaults'

const siteDir = path.resolve(__dirname, '../..')
const { options, facts } = readPackageFacts(siteDir)
const fence = '```'

describe('the pinned package', () => {
  it('declares the options the docs rely on, read from its .d.ts', () => {
    const names = options.map(option => option.name)
    for (const name of ['rem2rpx', 'cssEntries', 'disabled', 'customAttributes', 'ignoreCallExpressionIdentifiers', 'onLoad', 'appType']) {
      expect(names).toContain(name)
    }
    expect(options.find(option => option.name === 'px2rpx')?.since).toBe('^4.3.0')
  })

  it('follows extends clauses and reads @default/@since/@internal', () => {
    const source = [
      'interface A {',
      '  /**',
      '   * @default 1',
      '   * @since ^4.0.0',
      '   */',
      '  a?: number',
      '}',
      'interface B {',
      '  /** @internal */',
      '  b?: string',
      '}',
      'interface UserDefinedOptions extends A, B { c?: boolean }',
    ].join('\n')
    expect(readInterfaceOptions(source)).toEqual([
      { name: 'a', jsdocDefault: '1', since: '^4.0.0' },
      { name: 'b', hidden: true },
      { name: 'c' },
    ])
  })

  // The JSDoc is stale where it disagrees with getDefaultOptions(); the docs are
  // held to the runtime value. If this list changes, the intro in
  // config/typedoc-readme.md must change with it.
  it('has exactly the known JSDoc/runtime default mismatches', () => {
    const runtime = readRuntimeDefaultsV4()
    const mismatches = options.filter(option => resolveDefault(option, runtime)?.jsdocValue !== undefined).map(option => option.name)
    expect(mismatches).toEqual(['cssChildCombinatorReplaceValue'])
    expect(facts.defaults.get('cssChildCombinatorReplaceValue')?.value).toEqual(['view', 'text'])
  })
})

describe('scanPage', () => {
  it('reads the keys of the options object in plugin calls, with their lines', () => {
    const page = [
      'Intro',
      `${fence}ts title="vite.config.ts"`,
      "import { UnifiedViteWeappTailwindcssPlugin as wt } from 'weapp-tailwindcss/vite'",
      'export default defineConfig({',
      '  plugins: [wt({',
      '    rem2rpx: true,',
      '    cssEntry: [],',
      '  })],',
      '})',
      fence,
    ].join('\n')
    expect(scanPage(page)).toEqual([
      { line: 6, name: 'rem2rpx', via: 'code' },
      { line: 7, name: 'cssEntry', via: 'code' },
    ])
  })

  it('follows variables, `new`, require() and Taro chains, not other objects', () => {
    const page = [
      `${fence}js`,
      "const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')",
      "const options = { appType: 'taro' }",
      'new UnifiedWebpackPluginV5(options)',
      'chain.merge({ plugin: { install: { plugin: UnifiedWebpackPluginV5, args: [{ disabled: false }] } } })',
      'defineConfig({ notAnOption: 1 })',
      fence,
    ].join('\n')
    expect(scanPage(page).map(mention => mention.name)).toEqual(['disabled', 'appType'])
  })

  it('ignores removed diff lines and non-script blocks', () => {
    const page = [`${fence}diff`, ' uvtw({', '-  oldName: 1,', '+  newName: 2,', ' })', fence, `${fence}css`, '.a { uvtw: 1 }', fence].join('\n')
    expect(scanPage(page).map(mention => mention.name)).toEqual(['newName'])
  })

  it('reads defaults stated in prose, comments, tables and titled blocks', () => {
    const page = [
      '`cssChildCombinatorReplaceValue` 默认为 `\'view + view\'`。',
      '2.x 里 `cssChildCombinatorReplaceValue` 默认是 `\'view\'`。',
      '| 选项 | 默认值 |',
      '| --- | --- |',
      '| `logLevel` | `\'warn\'` |',
      `${fence}js title="选项（4.12.0 的默认值）"`,
      '{',
      "  ignoreCallExpressionIdentifiers: ['twMerge'],",
      '}',
      fence,
      `${fence}ts`,
      'uvtw({',
      '  // 默认值为 false',
      '  inlineWxs: true,',
      '})',
      fence,
    ].join('\n')
    expect(scanPage(page).filter(mention => mention.statedDefault !== undefined)).toMatchObject([
      { line: 1, name: 'cssChildCombinatorReplaceValue', statedDefault: "'view + view'" },
      { line: 5, name: 'logLevel', statedDefault: "'warn'" },
      { line: 8, name: 'ignoreCallExpressionIdentifiers', statedDefault: "['twMerge']" },
      { line: 14, name: 'inlineWxs', statedDefault: 'false' },
    ])
  })

  it('reads anchors of links to the options page and camelCase names called 选项', () => {
    const page = '见 [rem2rpx](/docs/api/interfaces/UserDefinedOptions#rem2rpx)；`cssEntrys` 选项已经配置；tv 的配置项 `twMerge` 不算。'
    expect(scanPage(page)).toEqual([
      { line: 1, name: 'rem2rpx', via: 'link' },
      { line: 1, name: 'cssEntrys', via: 'prose' },
    ])
  })
})

describe('checkPage', () => {
  it('fails a page that uses an option the package does not have', () => {
    const page = [`${fence}ts`, 'uvtw({', '  rem2rpx: true,', '  cssEntrys: [],', '})', fence].join('\n')
    expect(checkPage('docs/fixture.md', page, facts)).toEqual([
      { file: 'docs/fixture.md', line: 4, message: 'uses option "cssEntrys", which weapp-tailwindcss does not have' },
    ])
  })

  it('fails a stated default that differs from the runtime default, even when the JSDoc says so', () => {
    const page = "`cssChildCombinatorReplaceValue` 的默认值为 `'view + view'`，`cssRemoveProperty` 默认为 `true`。"
    expect(checkPage('docs/fixture.md', page, facts)).toEqual([
      {
        file: 'docs/fixture.md',
        line: 1,
        message: `states the default of "cssChildCombinatorReplaceValue" is 'view + view', the package's is ['view', 'text']`,
      },
    ])
  })

  it('fails a link to an anchor the options page does not have', () => {
    expect(checkPage('docs/fixture.md', '[x](/docs/api/interfaces/UserDefinedOptions#rem2px)', facts)).toHaveLength(1)
  })

  it('allows old-major options on migration pages only', () => {
    const page = [`${fence}js`, 'new UnifiedWebpackPluginV5({ minifiedJs: true })', fence].join('\n')
    expect(checkPage('docs/migrations/v2.md', page, facts)).toEqual([])
    expect(checkPage('docs/intro.md', page, facts)).toHaveLength(1)
  })

  it('only holds tables to option names when most of their rows are options', () => {
    const otherTool = ['| 选项 | 默认值 |', '| --- | --- |', '| `rootValue` | `32` |', '| `propList` | `[]` |'].join('\n')
    const plugin = ['| 选项 | 默认值 |', '| --- | --- |', '| `disabled` | `false` |', '| `logLevel` | `\'info\'` |', '| `cssEntrys` | 无 |'].join('\n')
    expect(checkMentions('a.md', scanPage(otherTool), facts)).toEqual([])
    expect(checkMentions('b.md', scanPage(plugin), facts).map(problem => problem.line)).toEqual([5])
  })
})

describe('the old-major allow-list', () => {
  const v2Source = fs.readFileSync(path.join(siteDir, 'node_modules/weapp-tailwindcss-webpack-plugin/dist/types.d.ts'), 'utf8')
  const v2Names = readInterfaceOptions(v2Source).map(option => option.name)

  it.each([...OLD_MAJOR_OPTIONS].filter(([, why]) => why.startsWith('2.x')))('%s really is a 2.x option missing from 4.x', name => {
    expect(v2Names).toContain(name)
    expect(facts.names.has(name)).toBe(false)
  })

  it('applies to the migration pages named in the brief', () => {
    for (const file of ['docs/migrations/v3.md', 'docs/releases/v2.md', 'docs/issues/v1.md', 'docs/quick-start/v2/index.mdx']) {
      expect(MIGRATION_PAGE.test(file)).toBe(true)
    }
    expect(MIGRATION_PAGE.test('docs/quick-start/v2/other.md')).toBe(false)
  })
})
