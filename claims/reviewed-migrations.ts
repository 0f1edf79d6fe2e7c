// Second read of the migration guides (docs/migrations/*) and the uni-app webpack 5 upgrade guide: the sentences
// the first pass left without a proof. 2.x facts run against weapp-tailwindcss-webpack-plugin 2.11.3, 4.x facts
// against weapp-tailwindcss 4.12.0 and Tailwind CSS 4.3.5; older history is read at the upstream tags (slow).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { packageFile, ROOT } from './support/options'

const V1_ZH = 'docs/migrations/v1.md'
const V1_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md'
const V2_ZH = 'docs/migrations/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md'
const V3_ZH = 'docs/migrations/v3.md'
const V3_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md'
const UN_ZH = 'docs/migrations/from-unocss.md'
const UN_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/from-unocss.md'
const UP_ZH = 'docs/upgrade/uni-app.md'
const UP_EN = 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/uni-app.md'

/** A throwaway directory with these packages from the registry, install scripts off (slow proofs only). */
async function installed(packages: string[]): Promise<string> {
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const { execFileSync } = await import('node:child_process')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviewed-migrations-'))
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"reviewed-migrations","private":true,"version":"1.0.0"}')
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...packages], { cwd: dir, stdio: 'pipe', timeout: 240_000 })
  return dir
}
/** One field of a published package, as `npm view` prints it. */
async function npmView(spec: string, field: string): Promise<unknown> {
  const { execFileSync } = await import('node:child_process')
  return JSON.parse(execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', timeout: 60_000 }) || 'null')
}

/** Tailwind CSS 4.3.5 on an entry stylesheet, with these candidates. */
async function tailwind4(css: string, candidates: string[]): Promise<string> {
  const path = await import('node:path')
  const { compile } = await import('@tailwindcss/node')
  return (await compile(css, { base: path.join(ROOT, 'src'), onDependency: () => {} })).build(candidates)
}

/** A file at an upstream tag (slow claims only: CI has no upstream clone). */
async function upstream(tag: string, file: string): Promise<string> {
  const { upstreamFile } = await import('./support/upstream')
  const text = upstreamFile(tag, file)
  assert.ok(text !== undefined, `${file} at ${tag}`)
  return text
}

export default defineClaims(import.meta.url, [
  // ── docs/migrations/v1.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'reviewed-migration-v1-js-escaped-from-generated-classes',
    says: '2.x (2.11.3) escapes class names in JS strings by itself, no replaceJs call, but only the ones in the class set Tailwind CSS generated; a class it did not generate stays as written',
    quotes: [
      { page: V1_ZH, text: '`replaceJs` 不再需要。' },
      { page: V1_EN, text: '`replaceJs` is no longer needed.' },
      { page: V1_ZH, text: '插件只会转义 Tailwind CSS 实际生成过的类名，文件不在扫描范围内时，类名不会被识别' },
      { page: V1_EN, text: 'The plugin only escapes class names Tailwind CSS has actually generated; if the file isn\'t in the scan scope, the class names aren\'t recognized.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(`${ROOT}package.json`)
      assert.equal(require('weapp-tailwindcss-webpack-plugin/package.json').version, '2.11.3')
      const core = require('weapp-tailwindcss-webpack-plugin/dist/core.js') as { createContext: (o: object) => { transformJs: (code: string, o: { runtimeSet: Set<string> }) => Promise<{ code: string } | string> } }
      const context = core.createContext({ supportCustomLengthUnitsPatch: false })
      const code = 'const badgeClass = \'bg-[#4268EA] text-[28rpx]\'\nconst other = \'w-[350rpx]\''
      // The class set is what Tailwind CSS generated from the scanned files: w-[350rpx] stands for a file outside it.
      const result = await context.transformJs(code, { runtimeSet: new Set(['bg-[#4268EA]', 'text-[28rpx]']) })
      const out = typeof result === 'string' ? result : result.code
      assert.match(out, /const badgeClass = 'bg-_h4268EA_ text-_28rpx_'/, 'generated classes escaped without replaceJs')
      assert.match(out, /const other = 'w-\[350rpx\]'/, 'a class Tailwind CSS did not generate is left alone')
    },
  },
  {
    id: 'reviewed-migration-v1-plugins-and-options-at-tags',
    says: 'At v2.1.5 the framework plugins (UniApp…V5, Taro…V4/V5, Mpx…V5, Rax…V5, Remax…V4) exist; from 2.2.0 only UnifiedWebpackPluginV5 with appType; the 1.x Vite plugin is a default export, 2.x a named one; 2.2.0 removed mangle, framework, loaderOptions and jsxRenameLoaderPath (changelog: 去除了无用的配置项)',
    quotes: [
      { page: V1_ZH, text: '`UniAppWeappTailwindcssWebpackPluginV5`、`TaroWeappTailwindcssWebpackPluginV4` / `V5`、`MpxWeappTailwindcssWebpackPluginV5`、`RaxTailwindcssWebpackPluginV5`、`RemaxWeappTailwindcssWebpackPluginV4` 等一律改用 `UnifiedWebpackPluginV5`，框架差异交给 `appType` 选项表达。' },
      { page: V1_EN, text: 'are all replaced by `UnifiedWebpackPluginV5`, with framework differences expressed through the `appType` option.' },
      { page: V1_EN, text: 'Taro as the example (other webpack 5 frameworks work the same way, only `appType` differs).' },
      { page: V1_ZH, text: 'Vite 插件从默认导出改为具名导出。' },
      { page: V1_EN, text: 'The Vite plugin changed from a default export to a named export.' },
      { page: V1_ZH, text: '2.2.0 删除了一批已无作用的配置项；' },
      { page: V1_EN, text: '2.2.0 removed a batch of options that no longer had any effect;' },
    ],
    async proof() {
      const { execFileSync } = await import('node:child_process')
      const git = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
      assert.ok(git !== '', 'WEAPP_TW_UPSTREAM_GIT names a clone of the upstream repository')
      const grep = (tag: string, word: string) => {
        try {
          return execFileSync('git', ['-C', git, 'grep', '-l', `class ${word}`, tag, '--', 'src'], { encoding: 'utf8' }).trim()
        }
        catch {
          return ''
        }
      }
      for (const name of ['UniAppWeappTailwindcssWebpackPluginV5', 'TaroWeappTailwindcssWebpackPluginV4', 'TaroWeappTailwindcssWebpackPluginV5', 'MpxWeappTailwindcssWebpackPluginV5', 'RaxTailwindcssWebpackPluginV5', 'RemaxWeappTailwindcssWebpackPluginV4']) {
        assert.notEqual(grep('v2.1.5', name), '', `${name} at v2.1.5`)
        assert.equal(grep('v2.2.0', name), '', `${name} gone at v2.2.0`)
      }
      assert.match(await upstream('v2.2.0', 'src/webpack/BaseUnifiedPlugin/v5.ts'), /export class UnifiedWebpackPluginV5 /)
      const types215 = await upstream('v2.1.5', 'src/types.ts')
      const types220 = await upstream('v2.2.0', 'src/types.ts')
      assert.match(types220, /appType\?: AppType/)
      for (const option of ['mangle', 'framework', 'loaderOptions', 'jsxRenameLoaderPath']) {
        assert.match(types215, new RegExp(`\\n  ${option}\\?:`), `${option} at v2.1.5`)
        assert.doesNotMatch(types220, new RegExp(`\\n  ${option}\\?:`), `${option} gone at v2.2.0`)
      }
      for (const option of ['cssPreflight', 'cssPreflightRange', 'customAttributes', 'customReplaceDictionary', 'disabled']) assert.match(types220, new RegExp(`\\n  ${option}\\?:`), option)
      assert.match(await upstream('v2.2.0', 'CHANGELOG.md'), /## 2\.2\.0[\s\S]*?去除了无用的配置项/)
      // The 1.x Vite plugin is a default export; the installed 2.x (2.11.3) one is named, with no default.
      assert.match(await upstream('v1.12.8', 'src/framework/vite/index.ts'), /export default function/)
      const { createRequire } = await import('node:module')
      const vite = createRequire(`${ROOT}package.json`)('weapp-tailwindcss-webpack-plugin/vite') as Record<string, unknown>
      assert.deepEqual(Object.keys(vite), ['UnifiedViteWeappTailwindcssPlugin'])
      // One webpack plugin for every framework in 2.11.3; appType is the switch.
      assert.deepEqual(Object.keys(createRequire(`${ROOT}package.json`)('weapp-tailwindcss-webpack-plugin/webpack') as object), ['UnifiedWebpackPluginV5'])
      assert.match(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/types.d.ts'), /appType\?: AppType;/)
    },
    slow: true,
  },
  // ── docs/migrations/v2.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'reviewed-migration-v2-preflight-range-unset',
    says: 'Without cssPreflightRange the variable-scope selectors are view,text,::before,::after with nothing appended',
    quotes: [
      { page: V2_ZH, text: '**preflight 注入范围**：不设置时维持默认行为；' },
      { page: V2_EN, text: '**Preflight injection range**: left unset, the default behavior stays;' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const scope = (css: string) => css.split('}').find(rule => rule.includes('--tw-shadow:')) ?? ''
      const unset = scope((await runTailwind3({ template: '<view class="shadow-md"></view>', options: {} })).wxss)
      assert.match(unset, /^\s*view,text,::before,::after \{/)
      assert.doesNotMatch(unset, /:not\(not\)/)
    },
  },
  {
    id: 'reviewed-migration-v2-rem2rpx-order-built-in',
    says: 'Built in, rem2rpx is off by default and runs at a fixed place in weapp-tailwindcss\'s own PostCSS pipeline (after px2rpx, before calc), while user PostCSS plugins go in front',
    quotes: [
      { page: V2_ZH, text: '默认不开启有两个原因：一是让 2.x 项目能原样升级；' },
      { page: V2_ZH, text: '二是外置插件可以由你决定它在 PostCSS 链里的位置，内置后顺序由 weapp-tailwindcss 决定。' },
      { page: V2_EN, text: 'and because with an external plugin you decide where it sits in the PostCSS chain, whereas built in, weapp-tailwindcss decides the order.' },
    ],
    async proof() {
      const { wxss } = await import('./support/options')
      assert.equal(await wxss('.a{margin:1rem}'), '.a{margin:1rem}', 'off by default')
      const source = packageFile('@weapp-tailwindcss/postcss', 'dist/index.js')
      const at = (marker: string) => {
        const index = source.indexOf(marker)
        assert.ok(index >= 0, marker)
        return index
      }
      assert.ok(at('createPreparedNode(`pre:user-${index}`') < at('createPreparedNode("normal:px-transform"'))
      assert.ok(at('createPreparedNode("normal:px-transform"') < at('createPreparedNode("normal:rem-transform"'))
      assert.ok(at('createPreparedNode("normal:rem-transform"') < at('createPreparedNode("normal:calc"'))
    },
  },
  {
    id: 'reviewed-migration-v2-simple-configs-unchanged',
    says: '3.0.0 keeps appType with the same eight values as 2.x (2.11.3) and every UserDefinedOptions member optional, so a defaults-only or appType-only configuration needs no change',
    quotes: [
      { page: V2_ZH, text: '只用了默认配置、或者只传了 `appType` 之类简单选项的项目，配置一行不用改，只需按第 4 步看看默认值变化对页面的影响；' },
      { page: V2_EN, text: 'Projects that used only the defaults, or only passed simple options such as `appType`, need no configuration changes, only the look at changed defaults in step 4;' },
    ],
    async proof() {
      const types = await upstream('v3.0.0', 'src/types.ts')
      const appType = (text: string) => text.match(/export type AppType = ([^;\n]+)/)![1]!.replace(/\s+/g, ' ')
      assert.equal(appType(types), appType(packageFile('weapp-tailwindcss-webpack-plugin', 'dist/types.d.ts')))
      const options = types.replace(/\/\*[\s\S]*?\*\//g, '').match(/export interface UserDefinedOptions \{([\s\S]*?)\n\}/)![1]!
      assert.ok(options.split('\n').filter(line => /^  [a-zA-Z]+\?:/.test(line)).length > 20, 'the whole interface')
      assert.match(options, /\n  appType\?: AppType/)
      assert.doesNotMatch(options, /\n  [a-zA-Z]+:/, 'no required member')
    },
    slow: true,
  },
  {
    id: 'reviewed-migration-v2-pnpm-does-not-hoist-escape',
    says: 'With pnpm 10, a project that depends only on weapp-tailwindcss 3.7.0 cannot import @weapp-core/escape (2.x sits only in the virtual store) until it adds @weapp-core/escape@2 itself, which then exports MappingChars2String',
    quotes: [
      { page: V2_ZH, text: '用 pnpm 等不提升依赖的包管理器时，先把 `@weapp-core/escape@2` 加进自己的依赖：' },
      { page: V2_EN, text: 'With pnpm or another package manager that does not hoist dependencies, add `@weapp-core/escape@2` to your own dependencies first:' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { execFileSync } = await import('node:child_process')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviewed-migrations-pnpm-'))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"reviewed-migrations-pnpm","private":true,"version":"1.0.0"}')
      const pnpm = (args: string[]) => execFileSync('npx', ['-y', 'pnpm@10', ...args, '--ignore-scripts'], { cwd: dir, stdio: 'pipe', timeout: 240_000 })
      const load = async () => runCommand(process.execPath, ['--input-type=module', '-e', 'const m = await import(\'@weapp-core/escape\'); console.log(typeof m.MappingChars2String)'], { cwd: dir, timeoutMs: 60_000 })
      pnpm(['add', 'weapp-tailwindcss@3.7.0'])
      assert.ok(fs.readdirSync(path.join(dir, 'node_modules/.pnpm')).some(name => /^@weapp-core\+escape@2\./.test(name)), 'escape 2.x installed for weapp-tailwindcss')
      const before = await load()
      assert.notEqual(before.exitCode, 0)
      assert.match(before.output, /ERR_MODULE_NOT_FOUND/)
      pnpm(['add', '@weapp-core/escape@2'])
      const after = await load()
      assert.equal(after.exitCode, 0, after.output)
      assert.match(after.output, /object/)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    slow: true,
    timeoutMs: 300_000,
  },
  // ── docs/migrations/v3.md ──────────────────────────────────────────────────────────────────────
  {
    id: 'reviewed-migration-v3-call-expression-default-changed',
    says: 'The default of ignoreCallExpressionIdentifiers was [twMerge, twJoin, cva] when merge is installed at 4.0.0, gained tv by 4.6.3, and is [] from 4.7.0 (and in 4.12.0)',
    quotes: [
      { page: V3_ZH, text: '需要注意，`ignoreCallExpressionIdentifiers` 的默认值在 4.x 期间变过：' },
      { page: V3_EN, text: 'Note that the default of `ignoreCallExpressionIdentifiers` changed during 4.x:' },
    ],
    async proof() {
      const line = async (version: string) => (await upstream(`weapp-tailwindcss@${version}`, 'packages/weapp-tailwindcss/src/defaults.ts')).match(/ignoreCallExpressionIdentifiers: (.+),\n/)![1]
      assert.equal(await line('4.0.0'), 'isPackageExists(\'@weapp-tailwindcss/merge\') ? [\'twMerge\', \'twJoin\', \'cva\'] : []')
      assert.equal(await line('4.6.3'), 'isPackageExists(\'@weapp-tailwindcss/merge\') ? [\'twMerge\', \'twJoin\', \'cva\', \'tv\'] : []')
      assert.equal(await line('4.7.0'), '[]')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions() as { ignoreCallExpressionIdentifiers?: unknown }).ignoreCallExpressionIdentifiers, [])
    },
    slow: true,
  },
  {
    id: 'reviewed-migration-v3-theme-key-with-hyphens',
    says: 'A theme key made of letters, digits and hyphens such as --text-xs-plus generates text-xs-plus in Tailwind CSS 4.3.5',
    quotes: [
      { page: V3_ZH, text: '改成 `xs-plus` 这类只含字母、数字和连字符的名字，模板里同步改为 `text-xs-plus`。' },
      { page: V3_EN, text: 'Rename it to something made only of letters, digits and hyphens, such as `xs-plus`, and change the template to `text-xs-plus` to match.' },
    ],
    async proof() {
      const out = await tailwind4('@import "weapp-tailwindcss/index.css";\n@theme {\n  --text-xs-plus: 0.6875rem;\n}', ['text-xs-plus'])
      assert.match(out, /\.text-xs-plus \{\s*font-size: var\(--text-xs-plus\);/)
      assert.match(out, /--text-xs-plus: 0\.6875rem;/)
    },
  },
  // ── docs/migrations/from-unocss.md ─────────────────────────────────────────────────────────────
  {
    id: 'reviewed-from-unocss-no-regex-utilities',
    says: 'Tailwind CSS 4.3.5 rejects an @utility whose name is a regular expression: the only dynamic part it takes is a trailing -*',
    quotes: [
      { page: UN_ZH, text: '带参数的动态快捷方式（正则形式）不能照搬。' },
      { page: UN_EN, text: 'Dynamic shortcuts with parameters (the regular-expression form) can\'t be carried over as they are.' },
    ],
    async proof() {
      for (const name of ['/^btn-(.*)$/', 'btn-(.*)']) {
        await assert.rejects(tailwind4(`@import "tailwindcss/utilities";\n@utility ${name} {\n  color: red;\n}`, ['btn-red']), /defines an invalid utility name\. The dynamic portion marked by `-\*` must appear once at the end\./, name)
      }
    },
  },
  {
    id: 'reviewed-from-unocss-common-class-names-shared',
    says: 'Common utility class names (layout, spacing, sizing, typography, colors with shades, borders, radius, position, variants) generate rules under both UnoCSS preset-wind3 66.12.0 and Tailwind CSS 4.3.5',
    quotes: [
      { page: UN_ZH, text: '两者的类名大部分相同，真正要动手的是构建配置和少数 UnoCSS 独有的写法。' },
      { page: UN_EN, text: 'Most class names are the same in both; the real work is in the build configuration and a handful of patterns unique to UnoCSS.' },
    ],
    async proof() {
      const classes = ['flex', 'flex-col', 'items-center', 'justify-between', 'grid', 'grid-cols-3', 'gap-2', 'hidden', 'block', 'p-4', 'px-2', 'mt-2', 'mx-auto', 'w-full', 'h-10', 'min-h-screen', 'text-sm', 'text-lg', 'text-center', 'font-bold', 'leading-6', 'truncate', 'text-gray-500', 'bg-white', 'bg-blue-500', 'border', 'border-gray-200', 'rounded', 'rounded-lg', 'shadow', 'absolute', 'relative', 'inset-0', 'z-10', 'overflow-hidden', 'opacity-50', 'hover:bg-blue-600', 'w-[100rpx]', 'text-[#333]', 'space-y-2']
      const dir = await installed(['@unocss/core@66.12.0', '@unocss/preset-wind3@66.12.0'])
      const { runNode } = await import('./support/options')
      const output = await runNode(`
        import { createGenerator } from '@unocss/core'
        import presetWind3 from '@unocss/preset-wind3'
        const uno = await createGenerator({ presets: [presetWind3()] })
        const { matched } = await uno.generate(${JSON.stringify(classes.join(' '))}, { preflights: false })
        console.log(JSON.stringify([...matched]))
      `, dir)
      const unoMatched = new Set(JSON.parse(output.trim().split('\n').at(-1)!) as string[])
      const tw = await tailwind4('@import "weapp-tailwindcss/index.css";', classes)
      // Every class selector in the output, wherever it stands (space-y-* sits inside :where(… > …)).
      const twMade = new Set([...tw.matchAll(/\.((?:\\.|[^\s{,:>)])+)/g)].map(m => m[1]!.replace(/\\/g, '')))
      for (const name of classes) {
        assert.ok(unoMatched.has(name), `UnoCSS generates ${name}`)
        assert.ok(twMade.has(name), `Tailwind CSS generates ${name}`)
      }
      ;(await import('node:fs')).rmSync(dir, { recursive: true, force: true })
    },
    slow: true,
    timeoutMs: 300_000,
  },
  // ── docs/upgrade/uni-app.md ────────────────────────────────────────────────────────────────────
  {
    id: 'reviewed-upgrade-uni-app-uvm-installs-with-chosen-manager',
    says: '@dcloudio/uvm 0.3.1 asks for a package manager (npm, yarn, pnpm, cnpm, manual), prints the list for manual, otherwise installs the computed dependency versions with that manager (install -E / add), which saves them to package.json',
    quotes: [
      { page: UP_ZH, text: '按工具的提示选择包管理器（npm 上最新的 `@dcloudio/uvm` 0.3.1 给出 npm、yarn、pnpm、cnpm 和 manual 五项，选 manual 只打印依赖列表，不安装），它会用选中的包管理器安装它算出的那组依赖版本，`package.json` 里 `@dcloudio/*` 的版本随之改写。' },
      { page: UP_EN, text: 'Pick your package manager when the tool asks (the latest `@dcloudio/uvm` on npm, 0.3.1, offers npm, yarn, pnpm, cnpm and manual; manual only prints the dependency list and installs nothing)' },
      { page: UP_EN, text: 'it installs the set of dependency versions it worked out with the package manager you picked, which rewrites the `@dcloudio/*` versions in `package.json`.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      assert.equal(await npmView('@dcloudio/uvm', 'version'), '0.3.1')
      const dir = await installed(['@dcloudio/uvm@0.3.1'])
      const root = path.join(dir, 'node_modules/@dcloudio/uvm')
      const bin = fs.readFileSync(path.join(root, 'bin/index.js'), 'utf8')
      assert.match(bin, /message: 'Select Package Manager',\s*choices: managers/)
      const project = fs.readFileSync(path.join(root, 'lib/project.js'), 'utf8')
      assert.match(project, /const managers = \[\s*'npm',\s*'yarn',\s*'pnpm',\s*'cnpm',\s*'manual'\s*\]/)
      assert.match(project, /case 'manual':\s*console\.log\(packageInfo\)\s*return/)
      assert.match(project, /case 'yarn':\s*args\.push\('add'\)[\s\S]*default:\s*args\.push\('install'\)/)
      // npm/cnpm get -E (exact versions saved); dependencies and devDependencies (-D) are installed by name@version, which saves them.
      assert.match(project, /args\.push\('-E'\)/)
      assert.match(project, /spawnAsync\(manager, \[\.\.\.args, \.\.\.parseDeps\(packageInfo\.devDependencies\), '-D'\]\)/)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    slow: true,
    timeoutMs: 300_000,
  },
  {
    id: 'reviewed-upgrade-uni-app-sass-loader-webpack-range',
    says: 'sass-loader 7.3.1 peers webpack ^3.0.0 || ^4.0.0; 8.0.0 still ^4.36.0 only; 8.0.1 is the first to include ^5.0.0',
    quotes: [
      { page: UP_ZH, text: '为 webpack 4 锁定的旧版本 loader 和插件不一定支持 webpack 5，要看它 `peerDependencies` 里 `webpack` 的范围：例如 `sass-loader` 7.3.1 写的是 `^3.0.0 || ^4.0.0`，8.0.1 才加上 `^5.0.0`。' },
      { page: UP_EN, text: 'Loaders and plugins pinned to old versions for webpack 4 don\'t necessarily support webpack 5; look at the `webpack` range in their `peerDependencies`' },
      { page: UP_EN, text: '`sass-loader` 7.3.1, for example, has `^3.0.0 || ^4.0.0`, and `^5.0.0` only arrived in 8.0.1.' },
    ],
    async proof() {
      assert.equal(await npmView('sass-loader@7.3.1', 'peerDependencies.webpack'), '^3.0.0 || ^4.0.0')
      assert.equal(await npmView('sass-loader@8.0.0', 'peerDependencies.webpack'), '^4.36.0')
      assert.equal(await npmView('sass-loader@8.0.1', 'peerDependencies.webpack'), '^4.36.0 || ^5.0.0')
    },
    slow: true,
  },
  {
    id: 'reviewed-upgrade-uni-app-postcss-comment',
    says: 'postcss-comment 2.0.0 (latest) depends on postcss ^6.0.0 and, as a parser, reads // comments as /* */ comments',
    quotes: [
      { page: UP_ZH, text: '它的作用只是让 PostCSS 读懂 `//` 注释（读成 `/* */` 注释），最新的 2.0.0 仍依赖 PostCSS 6。' },
      { page: UP_EN, text: 'all it does is let PostCSS read `//` comments (as `/* */` comments), and its latest version, 2.0.0, still depends on PostCSS 6.' },
    ],
    async proof() {
      assert.equal(await npmView('postcss-comment', 'version'), '2.0.0')
      assert.deepEqual(await npmView('postcss-comment@2.0.0', 'dependencies'), { postcss: '^6.0.0' })
      const dir = await installed(['postcss-comment@2.0.0', 'postcss@8'])
      const { runNode } = await import('./support/options')
      const out = await runNode(`
        import postcss from 'postcss'
        import { createRequire } from 'node:module'
        const parser = createRequire(process.cwd() + '/')('postcss-comment')
        const result = await postcss([]).process('// note\\n.a { color: red; }\\n', { from: 'a.css', parser })
        console.log(JSON.stringify(result.css))
      `, dir)
      assert.equal(out.trim(), JSON.stringify('/* note */\n.a { color: red; }\n'))
      ;(await import('node:fs')).rmSync(dir, { recursive: true, force: true })
    },
    slow: true,
    timeoutMs: 300_000,
  },
])
