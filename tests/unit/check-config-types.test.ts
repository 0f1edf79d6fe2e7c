// config-types runs over a fixture page (one TypeScript program for all of its blocks, like the real run)
// and must fail exactly the blocks that the pinned weapp-tailwindcss 4.12.0 types reject.
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeBlocks } from '../../lib/content/codeBlocks'
import type { Site } from '../../scripts/check-examples/checker'
import { checkConfigTypes, type ConfigTypesReport } from '../../scripts/check-examples/checkers/configTypes'
import { formatFinding } from '../../scripts/check-examples/finding'

const root = fileURLToPath(new URL('../../', import.meta.url))
const fence = (info: string, ...lines: string[]): string => ['```' + info, ...lines, '```', ''].join('\n')

const page = [
  '# fixture',
  '',
  fence('ts title="vite.config.ts"',
    "import { defineConfig } from 'vite'",
    "import { UnifiedViteWeappTailwindcssPlugin as uvtw } from 'weapp-tailwindcss/vite'",
    'export default defineConfig({',
    '  plugins: [uvtw({',
    '    rem2rpxx: true, // misspelled-option',
    '  })],',
    '})'),
  fence('ts title="vite.config.ts"',
    "import { UnifiedVitePlugin } from 'weapp-tailwindcss/vite' // wrong-import",
    'UnifiedVitePlugin()'),
  fence('ts title="src/utils/class-name.ts"',
    "import { replaceJs } from 'weapp-tailwindcss/replace' // missing-subpath",
    "replaceJs('w-[1px]')"),
  fence('js title="vue.config.js"',
    "const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')",
    'module.exports = {',
    '  configureWebpack: { plugins: [new UnifiedWebpackPluginV5({ cssEntries: 1 })] }, // wrong-value-type',
    '}'),
  fence('ts title="config/index.ts（片段）"',
    "import { UnifiedWebpackPluginV5 } from 'weapp-tailwindcss/webpack'",
    'mini: {',
    '  webpackChain(chain) {',
    "    chain.plugin('weapp-tailwindcss').use(UnifiedWebpackPluginV5, [{",
    '      rem2rpx: true,',
    "      appType: 'tar', // taro-args",
    '    }])',
    '  },',
    '},'),
  fence('ts title="vite.config.ts"',
    "import { defineConfig } from 'vite'",
    "import uni from '@dcloudio/vite-plugin-uni'",
    "import { uniApp } from 'weapp-tailwindcss/presets'",
    "import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'",
    'export default defineConfig({',
    '  plugins: [uni(), UnifiedViteWeappTailwindcssPlugin(uniApp({ base: __dirname, rem2rpx: true }))],',
    '})'),
  fence('js title="vue.config.js"',
    "const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')",
    'module.exports = {',
    "  configureWebpack: { plugins: [new UnifiedWebpackPluginV5({ rem2rpx: true, cssEntries: ['src/app.css'] })] },",
    '}'),
  fence('diff title="vite.config.ts"',
    "-import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss-webpack-plugin/vite'",
    "+import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'",
    ' ',
    '-UnifiedViteWeappTailwindcssPlugin({ rem2rpxx: true })',
    '+UnifiedViteWeappTailwindcssPlugin({ rem2rpx: true })'),
  fence('ts title="vite.config.ts（片段）"',
    "import { UnifiedViteWeappTailwindcssPlugin as uvtw } from 'weapp-tailwindcss/vite'",
    '',
    'export default {',
    '  plugins: [uvtw({ rem2rpx: isMp, disabled: !isMp })],',
    '  ...',
    '}'),
  fence('js title="vite.config.js（片段）"',
    "import cssMacro from 'weapp-tailwindcss/css-macro/postcss'",
    '  css: { postcss: { plugins: [cssMacro()] } },'),
  fence('ts title="vite.config.ts（片段）"',
    "import { UnifiedViteWeappTailwindcssPlugin as uvtw } from 'weapp-tailwindcss/vite'",
    'uvtw({ rem2rpx: true',
    '  } plugins: [ // unparsable-fragment'),
  fence('js title="vue.config.js"',
    "const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss-webpack-plugin')"),
  fence('ts title="vite.config.ts"',
    "import { UnifiedViteWeappTailwindcssPlugin as uvtw } from 'weapp-tailwindcss/vite'",
    'uvtw({ rem2rpx: true ) // syntax-error'),
  fence('ts title="not a config"',
    "import { defineConfig } from 'vite'",
    'export default defineConfig({ anything: 1 })'),
].join('\n')

const lineOf = (marker: string): number => page.split('\n').findIndex(line => line.includes(marker)) + 1

let report: ConfigTypesReport
beforeAll(() => {
  const site = { root, pages: [{ file: 'docs/fixture.md', blocks: codeBlocks(page) }] } as unknown as Site
  report = checkConfigTypes(site)
}, 120_000)

const findingsAt = (marker: string) => report.findings.filter(finding => finding.line === lineOf(marker))

describe('config-types', () => {
  it('fails a misspelled option passed to the Vite plugin, at its page line, naming what the types take', () => {
    const [finding, ...rest] = findingsAt('misspelled-option')
    expect(rest).toEqual([])
    expect(finding!.got).toMatch(/TS2561: .*'rem2rpxx' does not exist in type 'UserDefinedOptions'/)
    expect(finding!.expected).toMatch(/^a property of UserDefinedOptions: .*\brem2rpx\b/)
    expect(formatFinding(finding!)).toMatch(new RegExp(`^docs/fixture.md:${lineOf('misspelled-option')}  config snippet \\(vite.config.ts\\)`))
  })

  it('fails an import name the subpath does not export, listing what it does export', () => {
    const [finding] = findingsAt('wrong-import')
    expect(finding!.got).toMatch(/TS2305: .*has no exported member 'UnifiedVitePlugin'/)
    expect(finding!.expected).toBe("an export of 'weapp-tailwindcss/vite': UnifiedViteWeappTailwindcssPlugin, UserDefinedOptions, weappTailwindcss")
  })

  it('fails a subpath the package does not export, listing the ones it does', () => {
    const [finding] = findingsAt('missing-subpath')
    expect(finding!.got).toMatch(/TS2307: Cannot find module 'weapp-tailwindcss\/replace'/)
    expect(finding!.expected).toMatch(/^a subpath weapp-tailwindcss exports with types: .*weapp-tailwindcss\/escape, weapp-tailwindcss\/vite, /)
  })

  it('checks a CommonJS .js config too: an option value of the wrong type fails', () => {
    const [finding] = findingsAt('wrong-value-type')
    expect(finding!.got).toMatch(/TS2322: Type 'number' is not assignable to type 'string\[\]'/)
    expect(finding!.expected).toBe('string[] | undefined')
  })

  it('checks the options webpack-chain hands to the plugin, in a fragment of object members', () => {
    const [finding] = findingsAt('taro-args')
    expect(finding!.got).toMatch(/'"tar"' is not assignable to type 'AppType \| undefined'/)
  })

  it('fails a snippet that does not parse, unless it is a fragment: then it is skipped with the reason', () => {
    expect(findingsAt('syntax-error')).toMatchObject([{ what: 'config snippet does not parse' }])
    expect(report.skipped.map(skip => [skip.line, skip.reason.slice(0, 40)])).toEqual([
      [lineOf('unparsable-fragment') - 3, 'fragment that parses only with guessed s'],
      [lineOf("require('weapp-tailwindcss-webpack-plugin')") - 1, 'imports weapp-tailwindcss-webpack-plugin'],
    ])
  })

  it('passes correct snippets: presets, CommonJS, the new side of a diff, fragments with names from elsewhere', () => {
    const failing = new Set(['misspelled-option', 'wrong-import', 'missing-subpath', 'wrong-value-type', 'taro-args', 'syntax-error'].map(lineOf))
    expect(report.findings.filter(finding => !failing.has(finding.line)).map(formatFinding)).toEqual([])
    // 14 blocks; the last imports nothing from weapp-tailwindcss, two are skipped, one does not parse;
    // three fragments parse only once their `...` is dropped or their members are wrapped in an object;
    // one uses a name from elsewhere on its page (isMp).
    expect([report.found, report.typeChecked, report.skipped.length, report.fragments, report.namesFromElsewhere]).toEqual([13, 10, 2, 3, 1])
  })
})
