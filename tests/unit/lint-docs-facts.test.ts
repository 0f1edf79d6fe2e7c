import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bareImportLines, cssEntryImport } from '../../scripts/lint-docs/cssEntryImport'
import { playLinks } from '../../scripts/lint-docs/playLinks'
import type { DocFile } from '../../lib/content/docFiles'
import { importProblems, importUses, InstalledPackages } from '../../scripts/lint-docs/packageImports'
import type { Problem } from '../../scripts/lint-docs/problem'
import { attributeVersion, releasedVersionsCheck, type Releases } from '../../scripts/lint-docs/releasedVersions'
import { cliProblems, type WeappTwCli } from '../../scripts/lint-docs/weappTwCommands'

const page = (source: string, relativePath = 'docs/x.md'): DocFile => ({ path: `/site/${relativePath}`, relativePath, kind: 'doc', source })
const context = { root: '/site', configDir: path.resolve(__dirname, '../..') }

describe('released versions', () => {
  const releases: Releases = {
    upstreamCommit: 'fixture',
    packages: {
      'weapp-tailwindcss': ['4.11.2', '4.12.0', '4.7.0'],
      'weapp-tailwindcss-webpack-plugin': ['2.4.4'],
      '@weapp-tailwindcss/merge': ['2.2.0'],
    },
  }
  const lintLines = (source: string) =>
    (releasedVersionsCheck(releases).lint([page(source)], context) as Problem[]).map(p => `${p.line}:${p.what}`)

  it('flags a release that never existed, in prose, tables and inline code', () => {
    const source = [
      '内置 autoprefixer 从 4.11.3 起提供。', // 1
      '',
      '| 版本 | 变化 |',
      '| --- | --- |',
      '| 4.11.3 | 内置 autoprefixer |', // 5
      '',
      '升级到 `weapp-tailwindcss@4.13.9`。', // 7
      '',
      '`@weapp-tailwindcss/merge` 2.9.9 改了合并规则。', // 9
    ].join('\n')
    expect(lintLines(source)).toEqual([
      '1:weapp-tailwindcss 4.11.3 was never released',
      '5:weapp-tailwindcss 4.11.3 was never released',
      '7:weapp-tailwindcss 4.13.9 was never released',
      '9:@weapp-tailwindcss/merge 2.9.9 was never released',
    ])
  })

  it('accepts real releases, the old package name\'s history, and other tools\' versions', () => {
    const source = [
      'weapp-tailwindcss 4.12.0 与 merge 运行时 2.2.0 配合使用；2.4.4 起支持子选择器替换。',
      '',
      'Node.js 22.12.0、Tailwind CSS 4.1.3、基础库 2.10.0 都没有问题，sass `1.78.0` 也行。',
      '',
      '```bash',
      'npm install weapp-tailwindcss@9.9.9',
      '```',
    ].join('\n')
    expect(lintLines(source)).toEqual([])
  })

  it('attributes a version to the nearest name before it, or a name right after it', () => {
    const text = 'Tailwind CSS 4.1.0 与 weapp-tailwindcss 4.12.0；0.14.20 起的扩展'
    expect(attributeVersion(text, text.indexOf('4.1.0'))).toBeNull()
    expect(attributeVersion(text, text.indexOf('4.12.0'))).toBe('weapp-tailwindcss')
    expect(attributeVersion(text, text.indexOf('0.14.20'))).toBeNull()
    expect(attributeVersion('4.7.0 起默认关闭', 0)).toBe('weapp-tailwindcss')
    const framework = '在 rsmax 1.3.14 上构建'
    expect(attributeVersion(framework, framework.indexOf('1.3.14'))).toBeNull()
    // A dependency whose name contains the package's: its versions are its own.
    const dependency = 'weapp-tailwindcss 4.12.0 依赖的 tailwindcss-patch 9.0.1'
    expect(attributeVersion(dependency, dependency.indexOf('9.0.1'))).toBeNull()
    expect(attributeVersion(dependency, dependency.indexOf('4.12.0'))).toBe('weapp-tailwindcss')
  })
})

describe('package imports', () => {
  const packages = new InstalledPackages(path.resolve(__dirname, '../../node_modules'))
  const problemsIn = (source: string) => importProblems(packages, '/site/docs/x.md', source).map(p => `${p.line}:${p.what}`)

  it('flags a path the package does not export and a name its types do not declare', () => {
    const source = [
      '```ts',
      "import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'", // 2
      "import { UnifiedVitePlugin } from 'weapp-tailwindcss/vite'", // 3
      "const { createContext } = require('weapp-tailwindcss/context')", // 4
      "import { twMerge, twMergeAll } from '@weapp-tailwindcss/merge'", // 5
      '```',
      '',
      '```css',
      '@import "weapp-tailwindcss/index.css";', // 9
      '@import "weapp-tailwindcss/missing.css";', // 10
      '```',
    ].join('\n')
    expect(problemsIn(source)).toEqual([
      '3:"weapp-tailwindcss/vite" (weapp-tailwindcss@4.12.0) has no export `UnifiedVitePlugin`',
      '4:weapp-tailwindcss@4.12.0 does not export "weapp-tailwindcss/context"',
      '5:"@weapp-tailwindcss/merge" (@weapp-tailwindcss/merge@2.2.0) has no export `twMergeAll`',
      '10:weapp-tailwindcss@4.12.0 does not export "weapp-tailwindcss/missing.css"',
    ])
  })

  it('reads import forms and skips the removed lines of a diff and other packages', () => {
    const diff = ["-import { a } from 'weapp-tailwindcss-webpack-plugin/old'", "+import { createContext, type UserDefinedOptions } from 'weapp-tailwindcss/core'", "import x from 'vite'"].join('\n')
    expect(importUses(diff, 'diff', 1)).toEqual([{ line: 2, specifier: 'weapp-tailwindcss/core', names: ['createContext', 'UserDefinedOptions'] }])
    expect(importUses("import 'weapp-tailwindcss/reset'\nconst m = require('@weapp-core/escape')", 'js', 1).map(u => u.specifier)).toEqual(['weapp-tailwindcss/reset', '@weapp-core/escape'])
  })
})

describe('weapp-tw commands', () => {
  const cli: WeappTwCli = { package: 'weapp-tailwindcss@4.12.0', globalFlags: ['-h', '--help', '-v', '--version'], commands: { patch: ['--cwd', '--workspace', '-h', '--help'], doctor: ['--json', '-h', '--help'] } }
  const problemsIn = (source: string) => cliProblems(cli, '/site/docs/x.md', source).map(p => `${p.line}:${p.what}`)

  it('flags unknown commands and flags in shell blocks and inline code', () => {
    const source = ['```bash', 'npx weapp-tw patch --cwd apps/weapp --force', 'pnpm weapp-tw repair', '```', '', '运行 `weapp-tw doctor --strict` 查看。'].join('\n')
    expect(problemsIn(source)).toEqual([
      '2:weapp-tw patch has no flag --force (weapp-tailwindcss@4.12.0)',
      '3:weapp-tw has no command "repair" (weapp-tailwindcss@4.12.0)',
      '6:weapp-tw doctor has no flag --strict (weapp-tailwindcss@4.12.0)',
    ])
  })

  it('accepts known commands, the ignore comment and the package name in install commands', () => {
    const source = ['```bash', 'npx weapp-tw patch --workspace', 'weapp-tw -v', 'npm install -D weapp-tailwindcss', '```', '', '写 `/* weapp-tw ignore */` 注释。'].join('\n')
    expect(problemsIn(source)).toEqual([])
  })
})

describe('CSS entry form', () => {
  it('flags the bare import in code blocks, not in prose, and --fix rewrites it', async () => {
    const source = ['说明 `@import "weapp-tailwindcss"` 为何出错。', '', '```css', '@import "weapp-tailwindcss";', "@import 'weapp-tailwindcss' source(none);", '@import "weapp-tailwindcss/index.css";', '```', ''].join('\n')
    expect(bareImportLines(source)).toEqual([4, 5])

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-entry-'))
    const file = path.join(dir, 'x.md')
    fs.writeFileSync(file, source)
    await cssEntryImport.fix!([{ ...page(source), path: file }], context)
    const fixed = fs.readFileSync(file, 'utf8')
    expect(fixed).toContain('@import "weapp-tailwindcss/index.css";\n@import \'weapp-tailwindcss/index.css\' source(none);')
    expect(fixed).toContain('说明 `@import "weapp-tailwindcss"` 为何出错。')
  })
})

describe('Play example links', () => {
  it('flags a link to an example id the Play does not have, and accepts the ones it has', async () => {
    const source = ['看 [间距](/play#example=space-y)。', '', '旧链接 [示例](/play#example=no-such-case)，分享链接 [这里](/play#v1:abc)。', ''].join('\n')
    const problems = await playLinks.lint([page(source)], context)
    expect(problems.map(problem => [problem.line, problem.what])).toEqual([[3, 'link to a Play example that does not exist: "no-such-case"']])
  })
})
