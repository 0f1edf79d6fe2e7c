// The release-notes pages docs/releases/v4.md and v2.md (and their English twins): what a release added or
// changed. Behaviour of 4.12.0 is run or read from the installed package; "since X" and "X changed Y" are read
// from the upstream sources at the release tags and from the changelog at the 4.12.0 tag (slow claims, helpers in
// claims/support/upstream.ts and claims/support/releases-notes.ts).
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { defineClaims } from '../lib/claims/define'
import { js, ROOT } from './support/options'
import { assertNewIn, distJs, filesWith, installedFile, srcHas } from './support/releases-notes'
import { atRelease, changelog, upstreamFile } from './support/upstream'

const V4 = 'docs/releases/v4.md'
const V4_EN = 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md'
const V2 = 'docs/releases/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/releases/v2.md'

const require = createRequire(`${ROOT}/`)
const enginesAt = (version: string) => (JSON.parse(atRelease(version, 'package.json')!) as { engines: { node: string } }).engines.node.replace(/\s+/g, ' ')

export default defineClaims(import.meta.url, [
  // ── 4.12 ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-node-range-history',
    says: 'weapp-tailwindcss declares node ^18.17.0 || >=20.5.0 in 4.11.x (4.11.2 included) and 4.9.2, ^20.19.0 || >=22.12.0 in 4.9.3–4.10.3 and 4.12.0; that range excludes Node.js 18, 20 below 20.19.0 and 22.0–22.11',
    slow: true,
    quotes: [
      { page: V4, text: '**Node.js 版本**（升到 4.12.0 时）。' },
      { page: V4_EN, text: '**Node.js version** (when upgrading to 4.12.0).' },
      { page: V4, text: '**Node.js 要求提高到 `^20.19.0 || >=22.12.0`。**' },
      { page: V4, text: '4.11.2 声明的范围还是 `^18.17.0 || >=20.5.0`，4.12.0 起 Node.js 18 以及低于 Node.js 20.19.0 的 20.x 都不在支持范围内，Node.js 22 也要 Node.js 22.12.0 以上。' },
      { page: V4, text: '这个范围以前出现过一次：4.9.3～4.10.3 的 `package.json` 声明的就是它，4.11.x 又放宽回了 `^18.17.0 || >=20.5.0`' },
      { page: V4, text: '低于 Node.js 20.19.0，或处在 Node.js 22.0.0 到 22.11.x 之间，都不在支持范围内。' },
      { page: V4_EN, text: '**The Node.js requirement goes up to `^20.19.0 || >=22.12.0`.**' },
      { page: V4_EN, text: '4.11.2 still declared `^18.17.0 || >=20.5.0`. From 4.12.0 on, Node.js 18 and any 20.x below Node.js 20.19.0 are out of the supported range, and on Node.js 22 you need Node.js 22.12.0 or later.' },
      { page: V4_EN, text: 'This range has appeared once before: the `package.json` of 4.9.3–4.10.3 declared exactly this, and 4.11.x relaxed it back to `^18.17.0 || >=20.5.0`' },
      { page: V4_EN, text: 'Anything below Node.js 20.19.0, or between Node.js 22.0.0 and 22.11.x, is outside the supported range.' },
    ],
    async proof() {
      const OLD = '^18.17.0 || >=20.5.0'
      const NEW = '^20.19.0 || >=22.12.0'
      const installed = (JSON.parse(installedFile('weapp-tailwindcss', 'package.json')) as { engines: { node: string } }).engines.node
      assert.equal(installed, NEW, 'the installed 4.12.0')
      assert.equal(enginesAt('4.12.0'), NEW)
      for (const version of ['4.9.2', '4.11.0', '4.11.1', '4.11.2']) assert.equal(enginesAt(version), OLD, version)
      for (const version of ['4.9.3', '4.9.8', '4.10.0', '4.10.3']) assert.equal(enginesAt(version), NEW, version)
      const semver = require('semver') as typeof import('semver')
      for (const node of ['18.20.4', '20.18.1', '22.0.0', '22.11.0']) assert.equal(semver.satisfies(node, NEW), false, node)
      for (const node of ['20.19.0', '22.12.0', '24.1.0']) assert.equal(semver.satisfies(node, NEW), true, node)
    },
  },
  {
    id: 'releases-v4-node-warning-and-doctor',
    says: 'The weapp-tw CLI of 4.12.0 logs an English warning at start when the Node.js version is outside the range, and doctor rates the node-version check error',
    quotes: [
      { page: V4, text: '版本不够时 `weapp-tw` 每次启动都会打印一条英文警告，`weapp-tw doctor` 会把 Node.js 这一项判为 `error`。' },
      { page: V4_EN, text: 'When the version is too low, `weapp-tw` prints an English warning every time it starts, and `weapp-tw doctor` rates the Node.js item as `error`.' },
    ],
    proof() {
      const cli = installedFile('weapp-tailwindcss', 'dist/cli.js')
      // Top level of the CLI module, before the command is dispatched: runs on every start.
      assert.match(cli, /\/\/ src\/cli\.ts\n[^\n]*\nif \(!import_semver\d*\.default\.satisfies\(import_node_process\d*\.default\.versions\.node, WEAPP_TW_REQUIRED_NODE_VERSION_RANGE\)\) \{\n\s*import_logger\d*\.logger\.warn\(\n\s*`You are using Node\.js /)
      assert.match(cli, /satisfies\(nodeVersion, WEAPP_TW_REQUIRED_NODE_VERSION_RANGE\) \? \{\n\s*id: "node-version",\n\s*title: "Node\.js",\n\s*status: "ok",[\s\S]{0,200}\} : \{\n\s*id: "node-version",\n\s*title: "Node\.js",\n\s*status: "error"/)
      assert.match(cli, /var WEAPP_TW_REQUIRED_NODE_VERSION_RANGE = "\^20\.19\.0 \|\| >=22\.12\.0"/)
    },
  },
  {
    id: 'releases-v4-precheck-all-bundlers',
    says: 'The 4.12.0 changelog extends the JS precheck (until then Vite only) to webpack 5, webpack 4, gulp and createContext().transformJs(); the installed precheck accepts only the listed dependency statements; a script with only leading-[1.5] (and a default import) is skipped, import { } or WEAPP_TW_DISABLE_JS_PRECHECK=1 gives leading-_b1_d5_B',
    quotes: [
      { page: V4, text: '**JS 里的类名是否被预检查跳过**（升到 4.12.0 时）。' },
      { page: V4_EN, text: '**Whether class names in JS are skipped by the precheck** (when upgrading to 4.12.0).' },
      { page: V4, text: '副作用是：一个文件如果只写了不带这些线索的类名，就会原样留在产物里。' },
      { page: V4_EN, text: 'The side effect: if a file contains only class names without any of these hints, they stay unchanged in the output.' },
      { page: V4, text: '第一条找依赖语句，只认这几种写法：`import {`、`import * as`、`import \'…\'`、动态的 `import(…)`、`require(…)`、`export * from \'…\'` 和 `export { … } from \'…\'`' },
      { page: V4, text: '4.12.0 之前只有 Vite 插件这样做，现在 webpack 5、webpack 4、Gulp 插件和 `createContext().transformJs()` 都会这样。' },
      { page: V4, text: '用 `createContext` 实测，只含 `\'leading-[1.5]\'` 的脚本不会被转义，开头多一行 `import foo from \'x\'` 也一样' },
      { page: V4, text: '把这一行换成 `import { foo } from \'x\'`，或者设置环境变量 `WEAPP_TW_DISABLE_JS_PRECHECK=1`，就会正常输出 `leading-_b1_d5_B`' },
      { page: V4_EN, text: 'The first looks for dependency statements and recognizes only these forms: `import {`, `import * as`, `import \'…\'`, dynamic `import(…)`, `require(…)`, `export * from \'…\'` and `export { … } from \'…\'`' },
      { page: V4_EN, text: 'Before 4.12.0 only the Vite plugin did this; now the webpack 5, webpack 4 and gulp plugins and `createContext().transformJs()` all do.' },
      { page: V4_EN, text: 'Tested with `createContext`, a script containing only `\'leading-[1.5]\'` is not escaped, and adding `import foo from \'x\'` as the first line changes nothing' },
      { page: V4_EN, text: 'replace that line with `import { foo } from \'x\'`, or set the environment variable `WEAPP_TW_DISABLE_JS_PRECHECK=1`, and you get `leading-_b1_d5_B` as expected' },
    ],
    async proof() {
      const cls = 'const a = \'leading-[1.5]\'\n'
      const set = ['leading-[1.5]']
      assert.equal(await js(cls, set), cls, 'bare: skipped')
      assert.equal(await js(`import foo from 'x'\n${cls}`, set), `import foo from 'x'\n${cls}`, 'default import: skipped')
      assert.equal(await js(`import { foo } from 'x'\n${cls}`, set), `import { foo } from 'x'\nconst a = 'leading-_b1_d5_B'\n`)
      const dependencyForms: Record<string, string> = {
        'import {': 'import { foo } from \'x\'',
        'import * as': 'import * as foo from \'x\'',
        'import \'…\'': 'import \'x\'',
        'import(…)': 'const m = import(\'x\')',
        'require(…)': 'const m = require(\'x\')',
        'export * from': 'export * from \'x\'',
        'export { } from': 'export { foo } from \'x\'',
      }
      for (const [form, line] of Object.entries(dependencyForms))
        assert.match(await js(`${line}\n${cls}`, set), /leading-_b1_d5_B/, `${form} counts as a dependency statement`)
      assert.equal(await js(`export default 1\n${cls}`, set), `export default 1\n${cls}`, 'export default does not count')
      const before = process.env.WEAPP_TW_DISABLE_JS_PRECHECK
      process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1'
      try {
        assert.equal(await js(cls, set), 'const a = \'leading-_b1_d5_B\'\n', 'with WEAPP_TW_DISABLE_JS_PRECHECK=1')
      }
      finally {
        if (before === undefined) delete process.env.WEAPP_TW_DISABLE_JS_PRECHECK
        else process.env.WEAPP_TW_DISABLE_JS_PRECHECK = before
      }
    },
  },
  {
    id: 'releases-v4-precheck-changelog',
    says: 'The 4.12.0 changelog moves the Vite-only precheck into a shared module used by webpack v5 processAssets, webpack v4 emit, the gulp transformJs stream and createContext().transformJs(), and keys the JS result cache by a content hash that webpack, Vite and gulp calls also hit',
    slow: true,
    quotes: [
      { page: V4, text: '缓存改为按文件内容的哈希命中，webpack、Vite、Gulp 的调用也能复用上一次的结果' },
      { page: V4_EN, text: 'Cache hits are now keyed by a hash of the file content, so webpack, Vite and gulp can also reuse the previous result' },
      { page: V4, text: '**JS 预检查扩大到所有构建方式。**' },
      { page: V4_EN, text: '**The JS precheck now applies to every build setup.**' },
    ],
    proof() {
      const log = changelog('4.12.0')
      assert.match(log, /将 JS 快速预检查机制扩展到所有构建器路径（Webpack v5、Webpack v4、Gulp、核心 API）/)
      assert.match(log, /原 Vite 专属的 `shouldSkipViteJsTransform` 改为从共享模块 re-export/)
      assert.ok(!srcHas('4.11.2', 'js/precheck') && srcHas('4.12.0', 'js/precheck'), 'the shared precheck module is new in 4.12.0')
      assert.match(log, /使用内容哈希（MD5）替代原始源码字符串作为缓存键/)
      assert.match(log, /移除 Bundler 路径（含 `filename`\/`moduleGraph`）的缓存排除逻辑，Webpack\/Vite\/Gulp 调用也能命中结果缓存/)
    },
  },
  {
    id: 'releases-v4-autoprefixer-default',
    says: 'weapp-tailwindcss 4.12.0 adds -webkit- prefixes by default with Tailwind CSS 4 (bg-clip-text gets -webkit-background-clip: text, font-feature-settings and appearance get prefixed), not with Tailwind CSS 3; autoprefixer: false removes them',
    quotes: [
      { page: V4, text: '不想让产物出现这些变化，可以关掉' },
      { page: V4_EN, text: 'If you don\'t want these changes in your output, turn it off' },
      { page: V4, text: '**新增 `autoprefixer` 选项，Tailwind CSS 4 项目默认开启。**' },
      { page: V4, text: '插件会在样式处理的最后补上 WebView 需要的 `-webkit-` 前缀。' },
      { page: V4, text: '拿同一份 Tailwind CSS 4.3.5 的输出对比，默认情况下 `bg-clip-text` 会多出 `-webkit-background-clip: text`，`font-feature-settings`、`appearance` 等声明也会带上前缀' },
      { page: V4, text: 'Tailwind CSS 3 项目默认不开启。' },
      { page: V4, text: '**样式产物多出 `-webkit-` 前缀**（Tailwind CSS 4 项目升到 4.12.0 时）。' },
      { page: V4, text: '这是 `autoprefixer` 默认开启的结果' },
      { page: V4_EN, text: '**New `autoprefixer` option, on by default in Tailwind CSS 4 projects.**' },
      { page: V4_EN, text: 'At the end of style processing the plugin adds the `-webkit-` prefixes that the WebView needs.' },
      { page: V4_EN, text: 'Comparing the same Tailwind CSS 4.3.5 output, by default `bg-clip-text` gains an extra `-webkit-background-clip: text`, and declarations such as `font-feature-settings` and `appearance` get prefixed too' },
      { page: V4_EN, text: 'in Tailwind CSS 3 projects it is off by default' },
      { page: V4_EN, text: '**Extra `-webkit-` prefixes in the style output** (when a Tailwind CSS 4 project upgrades to 4.12.0).' },
      { page: V4_EN, text: 'This comes from `autoprefixer` being on by default.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="bg-clip-text appearance-none ordinal">x</view>'
      const on = (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })).wxss
      const off = (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: { autoprefixer: false } })).wxss
      for (const prefixed of ['-webkit-background-clip: text', '-webkit-appearance: none', '-webkit-font-feature-settings']) {
        assert.ok(on.includes(prefixed), `Tailwind CSS 4 default: ${prefixed}`)
        assert.ok(!off.includes(prefixed), `autoprefixer: false: no ${prefixed}`)
      }
      const tw3 = (await runTailwind3({ template, css: '@tailwind utilities;', options: {} })).wxss
      assert.ok(tw3.includes('background-clip: text') && !tw3.includes('-webkit-background-clip'), `Tailwind CSS 3 default: no prefix\n${tw3}`)
    },
  },
  {
    id: 'releases-v4-linear-gradient-supports-removed',
    says: 'With 4.12.0 and Tailwind CSS 4.3.5, bg-linear-to-r keeps --tw-gradient-position and background-image: linear-gradient(var(--tw-gradient-stops)) and has no @supports (… in lab …) block',
    quotes: [
      { page: V4, text: '**`bg-linear-to-*` 不再带着 lab 颜色的 `@supports` 分支。**' },
      { page: V4, text: 'Tailwind CSS 4 为渐变生成的 `@supports (background-image: linear-gradient(in lab, red, red))` 检测块会被删掉，只保留 `--tw-gradient-position` 和 `background-image: linear-gradient(var(--tw-gradient-stops))`。' },
      { page: V4_EN, text: '**`bg-linear-to-*` no longer carries the `@supports` branch for lab colors.**' },
      { page: V4_EN, text: 'The `@supports (background-image: linear-gradient(in lab, red, red))` feature-detection block that Tailwind CSS 4 generates for gradients is removed, leaving only `--tw-gradient-position` and `background-image: linear-gradient(var(--tw-gradient-stops))`.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = (await runTailwind4({ template: '<view class="bg-linear-to-r">x</view>', css: '@import "weapp-tailwindcss";', options: {} })).wxss
      // 4.12.0 writes the two remaining declarations as two rules of the same selector.
      const declarations = [...out.matchAll(/\.bg-linear-to-r[^{]*\{([^}]*)\}/g)].map(match => match[1].replace(/\s+/g, ' ').trim())
      assert.deepEqual(declarations, ['--tw-gradient-position: to right;', 'background-image: linear-gradient(var(--tw-gradient-stops));'])
      assert.ok(!out.includes('in lab'), 'no lab branch in the output')
      const output = await runTailwind4({ template: '<view class="bg-linear-to-r">x</view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(output.css, /@supports \(background-image: linear-gradient\(in lab, red, red\)\)/, 'Tailwind CSS 4 itself writes the @supports block')
    },
  },
  {
    id: 'releases-v4-uvue-unsupported',
    says: '4.12.0: uniAppX.uvueUnsupported defaults to warn (error | warn | silent); the changelog says uvue targets drop non-class selectors such as space-x-*/space-y-* and declarations such as display: grid and gap, warning with class and source file',
    slow: true,
    quotes: [
      { page: V4, text: '**uni-app x 的 uvue 样式会过滤宿主不支持的写法。**' },
      { page: V4, text: '编译 `uvue`、`nvue` 样式时，`space-x-*`、`space-y-*` 这类组合器选择器，以及 `display: grid`、`gap` 之类 uvue 不支持的声明会被跳过，不再让 HBuilderX 因非法 CSS 直接报错。' },
      { page: V4, text: '遇到这类工具类时怎么处理由新增的 `uniAppX.uvueUnsupported` 决定：默认 `\'warn\'` 跳过并在控制台提示类名和来源文件，`\'error\'` 直接中断构建，`\'silent\'` 只跳过不提示。' },
      { page: V4_EN, text: '**uvue styles in uni-app x filter out what the host does not support.**' },
      { page: V4_EN, text: 'When compiling `uvue` and `nvue` styles, combinator selectors such as `space-x-*` and `space-y-*`, and declarations uvue does not support such as `display: grid` and `gap`, are skipped, so HBuilderX no longer fails outright on invalid CSS.' },
      { page: V4_EN, text: 'What happens when such utilities show up is decided by the new `uniAppX.uvueUnsupported`: the default `\'warn\'` skips them and prints the class name and source file in the console, `\'error\'` stops the build, and `\'silent\'` skips them without a message.' },
    ],
    proof() {
      const log = changelog('4.12.0')
      assert.match(log, /修复 `uni-app x` 的 `uvue\/nvue` 样式目标会输出宿主不支持 CSS 的问题/)
      assert.match(log, /避免继续输出 `space-x-\*`、`space-y-\*` 这类组合器选择器/)
      assert.match(log, /`display: grid`、`grid-template-columns`、`gap`/)
      assert.match(log, /新增 `uniAppX\.uvueUnsupported` 配置，支持 `error \| warn \| silent`，默认 `warn`/)
      assert.match(log, /跳过不兼容 utility 并输出包含 class 名与来源文件的警告，避免 HBuilderX 因非法 CSS 直接报错/)
      assert.ok(!srcHas('4.11.2', 'uvueUnsupported'), 'new in 4.12.0')
      assert.match(distJs(), /uvueUnsupported: _nullishCoalesce\(option\.uvueUnsupported, \(\) => \( "warn"\)\)/, 'the installed default is warn')
    },
  },
  {
    id: 'releases-v4-postinstall-missing-module',
    says: 'The postinstall script of 4.12.0 runs weapp-tw patch and exits 0 with a notice when the patch fails with Cannot find module',
    quotes: [
      { page: V4, text: '**安装时的补丁不再打断安装。**' },
      { page: V4_EN, text: '**The patch step no longer breaks installation.**' },
      { page: V4, text: 'weapp-tailwindcss 自带的 `postinstall` 会执行一次 `weapp-tw patch`' },
      { page: V4, text: '4.12.0 起，如果这一步因为找不到某个运行时模块（`Cannot find module`）而失败，只打印一条提示，`pnpm install` 照常完成。' },
      { page: V4_EN, text: 'weapp-tailwindcss\'s own `postinstall` runs `weapp-tw patch` once' },
      { page: V4_EN, text: 'From 4.12.0 on, if this step fails because some runtime module cannot be found (`Cannot find module`), it only prints a notice and `pnpm install` completes as usual.' },
    ],
    async proof() {
      const pkg = JSON.parse(installedFile('weapp-tailwindcss', 'package.json')) as { scripts: Record<string, string> }
      assert.equal(pkg.scripts.postinstall, 'node scripts/postinstall.mjs')
      const script = installedFile('weapp-tailwindcss', 'scripts/postinstall.mjs')
      assert.match(script, /spawnSync\(process\.execPath, \[cliPath, 'patch'\]/, 'it runs the CLI with patch')
      const { resolvePostinstallPatchExitCode } = await import(pathToFileURL(`${ROOT}node_modules/weapp-tailwindcss/scripts/postinstall.mjs`).href) as { resolvePostinstallPatchExitCode: (r: object) => { code: number; message?: string } }
      const missing = resolvePostinstallPatchExitCode({ status: 1, stderr: 'Error: Cannot find module \'@tailwindcss/node\'', stdout: '' })
      assert.equal(missing.code, 0, 'install goes on')
      assert.match(missing.message ?? '', /postinstall patch skipped/, 'one notice')
      assert.equal(resolvePostinstallPatchExitCode({ status: 1, stderr: 'other failure', stdout: '' }).code, 1, 'other failures still fail')
    },
  },
  // ── 4.11 ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-weapptailwindcss-alias',
    says: 'weappTailwindcss first appears in 4.11.0; in 4.12.0 it is the same function as UnifiedViteWeappTailwindcssPlugin, UnifiedWebpackPluginV5, UnifiedWebpackPluginV4 and createPlugins in the four entries',
    quotes: [
      { page: V4, text: '**构建插件有了统一的别名 `weappTailwindcss`（4.11.0 起）。**' },
      { page: V4_EN, text: '**The build plugins share a common alias, `weappTailwindcss` (since 4.11.0).**' },
    ],
    async proof() {
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'exportName', name: 'weappTailwindcss' }, '4.11.0')
      const pairs: [string, string][] = [['weapp-tailwindcss/vite', 'UnifiedViteWeappTailwindcssPlugin'], ['weapp-tailwindcss/webpack', 'UnifiedWebpackPluginV5'], ['weapp-tailwindcss/webpack4', 'UnifiedWebpackPluginV4'], ['weapp-tailwindcss/gulp', 'createPlugins']]
      for (const [entry, name] of pairs) {
        const exports = require(entry) as Record<string, unknown>
        assert.equal(typeof exports[name], 'function', `${entry} exports ${name}`)
        assert.equal(exports.weappTailwindcss, exports[name], `${entry}: weappTailwindcss is ${name}`)
      }
    },
  },
  {
    id: 'releases-v4-component-local-styles',
    says: '4.11.0 (changelog) fixes Tailwind classes in components/**/*.uvue under styleIsolationVersion 2 with HBuilderX 5, adds uniAppX.componentLocalStyles (enabled, onlyWhenStyleIsolationVersion2), on in the preset, parses manifest.json with comment-json, and the preset now detects the installed Tailwind CSS major version, and moves to tailwindcss-patch 9 (4.10.3 used 8); in 4.12.0 both fields default to true in the object form, uniAppX: true leaves it off, the preset passes true',
    slow: true,
    quotes: [
      { page: V4, text: '**补丁工具升级到 `tailwindcss-patch` 9。**' },
      { page: V4_EN, text: '**The patch tool is upgraded to `tailwindcss-patch` 9.**' },
      { page: V4, text: 'HBuilderX 5 的 `manifest.json` 把 `styleIsolationVersion` 设为 `2` 时，组件默认隔离样式，`components/**/*.uvue` 里子节点的 Tailwind CSS 类名以前会失效。' },
      { page: V4, text: '4.11.0 起插件可以把这些样式注入组件内部，由 `uniAppX.componentLocalStyles` 控制：`enabled` 决定是否注入，`onlyWhenStyleIsolationVersion2` 决定是否只在 `styleIsolationVersion` 为 `2` 时注入，两者默认都是 `true`。' },
      { page: V4, text: '`uniAppX` 预设默认开启这项能力' },
      { page: V4, text: '直接写 `uniAppX: true` 时它是关闭的，要写成对象形式才会开启' },
      { page: V4, text: '同一版本起，`manifest.json` 里带注释也能正常解析。' },
      { page: V4, text: '预设按项目里实际安装的 `tailwindcss` 主版本选择补丁目标，并自动补上依赖解析路径，显式使用 Tailwind CSS 3 的项目不会再被当成 Tailwind CSS 4 处理。' },
      { page: V4_EN, text: 'When HBuilderX 5\'s `manifest.json` sets `styleIsolationVersion` to `2`, components isolate their styles by default, and Tailwind CSS class names on child nodes in `components/**/*.uvue` used to stop working.' },
      { page: V4_EN, text: 'From 4.11.0 on the plugin can inject these styles into the component, controlled by `uniAppX.componentLocalStyles`: `enabled` decides whether to inject at all, and `onlyWhenStyleIsolationVersion2` decides whether to inject only when `styleIsolationVersion` is `2`; both default to `true`.' },
      { page: V4_EN, text: 'The `uniAppX` preset turns this on by default' },
      { page: V4_EN, text: 'if you write `uniAppX: true` directly it is off, and you have to use the object form to turn it on' },
      { page: V4_EN, text: 'Since the same version, a `manifest.json` containing comments is also parsed correctly.' },
      { page: V4_EN, text: 'The preset picks the patch target by the major version of the `tailwindcss` actually installed in the project and adds the dependency resolution paths automatically, so projects that explicitly use Tailwind CSS 3 are no longer treated as Tailwind CSS 4.' },
    ],
    proof() {
      const log = changelog('4.11.0')
      assert.match(log, /正式支持 `uni-app x \+ HBuilderX 5 \+ styleIsolationVersion=2` 下组件级 Tailwind 局部样式注入，修复 `components\/\*\*\/\*\.uvue` 内部子节点 class 在组件隔离模式下不生效的问题/)
      assert.match(log, /preset 默认开启该能力/)
      assert.match(log, /`manifest\.json` 改为使用 `comment-json` 解析，兼容 HBuilderX 常见的注释写法/)
      assert.match(log, /`uniAppX` preset 现在会自动补齐 `resolve\.paths`，并根据当前工程已安装的 Tailwind 版本推断默认 patcher 配置/)
      assert.match(log, /修复显式 `tailwindcss@3` 工程被 `v4` 配置对象误判的问题/)
      assert.match(log, /升级 `tailwindcss-patch` 到 `9` 系列最新版本/)
      assert.match(upstreamFile('weapp-tailwindcss@4.10.3', 'pnpm-workspace.yaml')!, /tailwindcssPatch:\n\s*tailwindcss-patch: \^8\./, '4.10.3 used tailwindcss-patch 8')
      assert.match((JSON.parse(installedFile('weapp-tailwindcss', 'package.json')) as { dependencies: Record<string, string> }).dependencies['tailwindcss-patch'], /^9\./, '4.12.0 depends on tailwindcss-patch 9')
      assert.ok(!srcHas('4.10.3', 'componentLocalStyles') && srcHas('4.11.0', 'componentLocalStyles'), 'new in 4.11.0')
      const dist = distJs()
      // resolveComponentLocalStyles of 4.12.0: true/undefined -> off; object without the key -> on; each field !== false.
      assert.match(dist, /if \(option === true \|\| option === void 0\) \{\n\s*return \{\n\s*enabled: false,/)
      assert.match(dist, /if \(componentLocalStyles === true \|\| componentLocalStyles === void 0\) \{\n\s*return \{\n\s*enabled: true,\n\s*onlyWhenStyleIsolationVersion2: true/)
      assert.match(dist, /enabled: componentLocalStyles\.enabled !== false,\n\s*onlyWhenStyleIsolationVersion2: componentLocalStyles\.onlyWhenStyleIsolationVersion2 !== false/)
      assert.match(installedFile('weapp-tailwindcss', 'dist/presets.js'), /componentLocalStyles: _nullishCoalesce\(options\.componentLocalStyles, \(\) => \( true\)\)/, 'the preset passes true')
    },
  },
  {
    id: 'releases-v4-4-11-1-app-type-uni-app-x',
    says: "AppType gains 'uni-app-x' in 4.11.1 (not in 4.11.0); in 4.12.0 its main-stylesheet rule equals 'uni-app-vite' (app…, common/main…); the 4.11.1 changelog fixes :not(#\\#) / :not(#n) left in Taro output including app-origin.wxss",
    slow: true,
    quotes: [
      { page: V4, text: '从 4.11.1 起，`appType: \'uni-app-x\'` 是合法的写法，4.11.0 的 `AppType` 类型里还没有这个取值。' },
      { page: V4, text: '它识别主样式文件的规则和 `\'uni-app-vite\'` 一样，`app` 或 `common/main` 开头的样式文件按主样式处理。' },
      { page: V4, text: '同一版本里，Taro 构建的样式产物（包括 `app-origin.wxss`）残留 `:not(#\\#)`、`:not(#n)` 的问题做过一次修复。' },
      { page: V4, text: '要到 4.11.1 才能写 `appType: \'uni-app-x\'`' },
      { page: V4_EN, text: 'From 4.11.1 on, `appType: \'uni-app-x\'` is a valid setting; the `AppType` type in 4.11.0 did not have this value yet.' },
      { page: V4_EN, text: 'It recognizes the main stylesheet by the same rule as `\'uni-app-vite\'`: stylesheets starting with `app` or `common/main` are treated as the main stylesheet.' },
      { page: V4_EN, text: 'The same version fixed leftover `:not(#\\#)` and `:not(#n)` in the style output of Taro builds (including `app-origin.wxss`).' },
      { page: V4_EN, text: '`appType: \'uni-app-x\'` only becomes possible in 4.11.1' },
    ],
    proof() {
      const appType = (version: string) => /export type AppType = ([^\n]*)/.exec(upstreamFile(`weapp-tailwindcss@${version}`, 'packages/weapp-tailwindcss/src/types/shared.ts')!)?.[1] ?? ''
      assert.ok(!appType('4.11.0').includes('\'uni-app-x\''), '4.11.0')
      assert.ok(appType('4.11.1').includes('\'uni-app-x\''), '4.11.1')
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType: string) => boolean }).mainCssChunkMatcher
      for (const file of ['app.wxss', 'app.acss', 'common/main.wxss', 'pages/index/index.wxss', 'components/a.wxss'])
        assert.equal(matcher(file, 'uni-app-x'), matcher(file, 'uni-app-vite'), file)
      assert.deepEqual(['app.wxss', 'common/main.wxss', 'pages/index/index.wxss'].map(file => matcher(file, 'uni-app-x')), [true, true, false])
      const log = changelog('4.11.1')
      assert.match(log, /修复 taro weapp 场景下 `app-origin\.wxss` 仍可能残留 `:not\(#n\)` 占位选择器的问题/)
      assert.match(log, /修复 Taro Vite Tailwind CSS v4 构建时最终样式产物仍残留 `:not\(#\\#\)` \/ `:not\(#n\)` 的问题/)
    },
  },
  {
    id: 'releases-v4-not-hash-with-tailwind-4-3-4',
    says: 'Tailwind CSS 4.3.3 writes margin-trim: inline in its fallback condition and 4.3.4 margin-trim: block; with the installed Tailwind CSS (4.3.4 or later) weapp-tailwindcss 4.12.0 leaves :not(#\\#) in the main stylesheet, and rewriting the condition back to inline removes it',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: V4, text: '不过实测 4.12.0 配合 Tailwind CSS 4.3.4 及以上版本时，产物里仍会出现 `:not(#\\#)`' },
      { page: V4, text: '4.12.0 认不出 Tailwind CSS 4.3.4 起生成的兼容检测条件，产物里会留下 `:not(#\\#)`。' },
      { page: V4, text: '把 `tailwindcss` 和 `@tailwindcss/postcss` 固定到 Tailwind CSS 4.3.3，或者在 Tailwind CSS 之后加一个改写检测条件的小插件' },
      { page: V4_EN, text: 'Testing shows, however, that 4.12.0 combined with Tailwind CSS 4.3.4 or later still leaves `:not(#\\#)` in the output' },
      { page: V4_EN, text: '4.12.0 does not recognize the compatibility-detection conditions that Tailwind CSS generates from 4.3.4 on, so `:not(#\\#)` is left in the output.' },
      { page: V4_EN, text: 'Pin `tailwindcss` and `@tailwindcss/postcss` to Tailwind CSS 4.3.3, or add a small plugin after Tailwind CSS that rewrites the detection conditions' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const semver = require('semver') as typeof import('semver')
      const { unpacked } = await import('./support/quick-start-v4')
      const conditions = (version: string) => [...new Set(fs.readFileSync(path.join(unpacked(`tailwindcss@${version}`), 'dist/lib.js'), 'utf8').match(/margin-trim:\s*\w+/g))]
      assert.deepEqual(conditions('4.3.3'), ['margin-trim: inline'])
      assert.deepEqual(conditions('4.3.4'), ['margin-trim: block'])
      const version = (JSON.parse(installedFile('tailwindcss', 'package.json')) as { version: string }).version
      assert.ok(semver.gte(version, '4.3.4'), `installed Tailwind CSS ${version}`)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const input = { template: '<view class="p-4 shadow">x</view>', css: '@import "weapp-tailwindcss";', options: {} }
      assert.match((await runTailwind4(input)).wxss, /:not\(#\\#\)/, 'installed Tailwind CSS: :not(#\\#) stays')
      assert.ok(!(await runTailwind4({ ...input, marginTrimInline: true })).wxss.includes(':not(#\\#)'), 'condition rewritten to inline: gone')
    },
  },
  {
    id: 'releases-v4-4-11-2-log-once',
    says: 'The 4.11.2 changelog dedupes the runtime Tailwind CSS log per process (weapp-vite dev) and shortens it to Weapp-tailwindcss 使用 Tailwind CSS (vX.Y.Z), keeping the target path log of weapp-tw patch',
    slow: true,
    quotes: [
      { page: V4, text: '启动时关于 Tailwind CSS 的日志在同一进程里只打印一次，`weapp-vite dev` 不再刷屏' },
      { page: V4, text: '日志也不再输出依赖的绝对路径，只显示一行 `Weapp-tailwindcss 使用 Tailwind CSS (v4.3.5)` 这样的版本信息。' },
      { page: V4_EN, text: 'The startup log about Tailwind CSS is printed only once per process, so `weapp-vite dev` no longer floods the console' },
      { page: V4_EN, text: 'the log also no longer shows absolute dependency paths, only a version line such as `Weapp-tailwindcss 使用 Tailwind CSS (v4.3.5)`' },
    ],
    proof() {
      const log = changelog('4.11.2')
      assert.match(log, /修复 `weapp-vite dev` 启动时 `weapp-tailwindcss` 运行时 Tailwind CSS 日志重复输出的问题/)
      assert.match(log, /同一进程内针对相同 Tailwind CSS 目标与版本的运行时日志会自动去重，仅输出一次/)
      assert.match(log, /精简运行时 Tailwind CSS 绑定日志，避免输出冗长的依赖绝对路径/)
      assert.match(log, /现在运行时会输出 `Weapp-tailwindcss 使用 Tailwind CSS \(vX\.Y\.Z\)`/)
    },
  },
  // ── 4.10 ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-js-exact-class-set',
    says: 'In 4.12.0 transformJs rewrites only strings in the class set: at App.vue:4 and index.ts:120:3 stay, a class outside the set stays raw; staleClassNameFallback true or false changes nothing',
    quotes: [
      { page: V4, text: '**脚本里的类名必须在类名集合里**（从 4.10.0 及更早升级时）。' },
      { page: V4_EN, text: '**Class names in scripts must be in the class-name set** (when upgrading from 4.10.0 or earlier).' },
      { page: V4, text: '插件不再凭字符串“长得像类名”来猜，只有出现在类名集合里的字符串才会被改写。' },
      { page: V4, text: '`\'at App.vue:4\'`、`\'index.ts:120:3\'` 这类日志、报错位置、业务文本不会再被误转义。' },
      { page: V4, text: '反过来，脚本里的类名必须出现在类名集合里，否则会原样留下。' },
      { page: V4, text: '4.10.1 改成上面的精确匹配后，这个选项只为兼容旧配置保留，写不写都一样，可以从配置里删掉。' },
      { page: V4, text: '4.10.1 起 JS 只按类名集合精确匹配，以前“碰巧”被转义的类名可能不再转义' },
      { page: V4_EN, text: 'The plugin no longer guesses from whether a string "looks like a class name"; only strings that appear in the class-name set are rewritten.' },
      { page: V4_EN, text: 'Log lines, error locations and business text such as `\'at App.vue:4\'` and `\'index.ts:120:3\'` are no longer escaped by mistake.' },
      { page: V4_EN, text: 'Conversely, class names in scripts must be in the class-name set, otherwise they stay as written.' },
      { page: V4_EN, text: 'after 4.10.1 switched to the exact matching described above, the option is kept only for compatibility with old configurations. Setting it or not makes no difference' },
      { page: V4_EN, text: 'Since 4.10.1, JS is matched exactly against the class-name set, so class names that used to be escaped "by luck" may no longer be' },
    ],
    async proof() {
      const source = 'import { a } from \'x\'\nconst loc = [\'at App.vue:4\', \'index.ts:120:3\']\nconst cls = \'w-[3px] h-[4px]\'\n'
      const set = ['w-[3px]', 'p-2']
      const expected = 'import { a } from \'x\'\nconst loc = [\'at App.vue:4\', \'index.ts:120:3\']\nconst cls = \'w-_b3px_B h-[4px]\'\n'
      assert.equal(await js(source, set), expected, 'only w-[3px], which is in the set, is rewritten')
      assert.equal(await js(source, set, { staleClassNameFallback: true }), expected, 'staleClassNameFallback: true')
      assert.equal(await js(source, set, { staleClassNameFallback: false }), expected, 'staleClassNameFallback: false')
    },
  },
  {
    id: 'releases-v4-4-10-changelog',
    says: 'staleClassNameFallback appears in 4.10.0 (Vite serve/watch); 4.10.1 makes JS classNameSet-only; jsArbitraryValueFallback appears in 4.10.2; 4.10.0 cleans :-webkit-any/:lang branches of space-x-*, normalizes ifdef H5||APP and H5_||_APP to H5 || APP in paired comments, accepts old tailwindcss-patch fields; the 4.10.0–4.10.3 changelogs fix wxml/app.wxss falling back in uni-app HMR, truncated bg-[#xxxx] under webpack script-only HMR, and <script> arbitrary values in Vite dev',
    slow: true,
    quotes: [
      { page: V4, text: '**JS 里只转义 Tailwind CSS 真正生成过的类名（4.10.1 起）。**' },
      { page: V4, text: '它在 4.10.0 加入，用来在热更新时放宽 JS 的匹配' },
      { page: V4, text: '**新增 `jsArbitraryValueFallback`（4.10.2 起）。**' },
      { page: V4, text: '它用来缓解 Tailwind CSS 4 项目里 `gap-[20px]` 这类动态任意值在 JS 产物中时而转义、时而不转义的问题' },
      { page: V4, text: '`ifdef-[H5||APP]` 和 `ifdef-[H5_||_APP]` 都会生成成对的 `/* #ifdef H5 || APP */ … /* #endif */` 注释，不再出现嵌套或不配对的条件注释。' },
      { page: V4, text: '旧字段仍会被自动转换，已有配置不必马上改。' },
      { page: V4, text: '4.10.0～4.10.3 的更新日志记录了多项热更新修复：uni-app（Vite、HBuilderX）改了脚本之后 `wxml` 或 `app.wxss` 退回未转义的类名、webpack 下只改脚本时 `bg-[#xxxx]` 类名被截断、Vite 开发模式下 `<script>` 里的任意值偶尔失效。' },
      { page: V4_EN, text: '**In JS, only class names Tailwind CSS actually generated are escaped (since 4.10.1).**' },
      { page: V4_EN, text: 'It was added in 4.10.0 to loosen JS matching during hot reload' },
      { page: V4_EN, text: '**New `jsArbitraryValueFallback` (since 4.10.2).**' },
      { page: V4_EN, text: 'It mitigates the problem in Tailwind CSS 4 projects where dynamic arbitrary values such as `gap-[20px]` are escaped in the JS output some of the time and not at other times' },
      { page: V4_EN, text: 'Both `ifdef-[H5||APP]` and `ifdef-[H5_||_APP]` produce a matching pair of `/* #ifdef H5 || APP */ … /* #endif */` comments, with no more nested or unpaired conditional comments.' },
      { page: V4_EN, text: 'old fields are still converted automatically, so existing configurations need not change right away' },
      { page: V4_EN, text: 'The changelogs of 4.10.0–4.10.3 record several hot-reload fixes: in uni-app (Vite, HBuilderX), `wxml` or `app.wxss` falling back to unescaped class names after a script change; under webpack, `bg-[#xxxx]` class names being truncated when only a script changed; in Vite dev mode, arbitrary values in `<script>` occasionally not working.' },
    ],
    proof() {
      assertNewIn('4.9.8', '4.10.0', 'staleClassNameFallback')
      assertNewIn('4.10.1', '4.10.2', 'jsArbitraryValueFallback')
      const v0 = changelog('4.10.0')
      assert.match(v0, /为 Vite JS 处理链路补充 `staleClassNameFallback` 策略（`serve` 与 `build --watch` 默认开启）/)
      assert.match(changelog('4.10.1'), /JS 仅转译来自 `tailwindcss-patch` 的 `classNameSet` 命中项，不再对普通字符串做启发式 fallback 转译/)
      assert.match(changelog('4.10.2'), /修复 TailwindCSS v4 场景下动态 class 任意值（如 `gap-\[20px\]`）在 JS 产物中未稳定转译的问题/)
      assert.match(v0, /Normalize `ifdef\/ifndef` conditions like `H5\|\|APP` and `H5_\|\|_APP` to the uni-app style `H5 \|\| APP`/)
      assert.match(v0, /Ensure emitted conditional comments are always valid paired blocks \(`#ifdef\/#endif` and `#ifndef\/#endif`\) without nested `#ifndef` expansion/)
      assert.match(v0, /将 patch 选项统一迁移到新版字段（如 `tailwindcss` \/ `apply` \/ `extract` \/ `projectRoot`），同时兼容旧字段输入/)
      assert.match(v0, /修复 uni-app \+ Vite\/HBuilderX 增量热更新中 template 转译退化导致 `wxml` 回退为未转义类名的问题/)
      assert.match(v0, /避免 `app\.wxss` 在 dev\/watch 下回退到未转译内容/)
      assert.match(v0, /避免 script-only 热更新时复用过期集合导致 `bg-\[#xxxx\]` 一类类名漏转译或截断/)
      assert.match(changelog('4.10.3'), /修复 Vite 开发增量构建中，clean JS 产物未回填缓存导致 `<script>` 任意值类名（如 `bg-\[#000\]`、`px-\[432\.43px\]`）偶发失效的问题/)
    },
  },
  {
    id: 'releases-v4-js-arbitrary-value-fallback',
    says: 'jsArbitraryValueFallback in 4.12.0: unset behaves as auto (only Tailwind CSS 4 with an empty class set), true escapes arbitrary values in class positions even with a non-empty set or Tailwind CSS 3, false turns it off',
    quotes: [
      { page: V4, text: '不设置时的行为与 `\'auto\'` 相同：只在 Tailwind CSS 4 且类名集合为空时启用' },
      { page: V4, text: '`true` 总是启用，`false` 关闭。' },
      { page: V4_EN, text: 'When unset it behaves like `\'auto\'`: it is enabled only with Tailwind CSS 4 and an empty class-name set' },
      { page: V4_EN, text: '`true` always enables it, `false` turns it off' },
    ],
    async proof() {
      const source = 'import { a } from \'x\'\nconst p = { className: \'gap-[20px]\' }\n'
      const escaped = 'import { a } from \'x\'\nconst p = { className: \'gap-_b20px_B\' }\n'
      const { TW3 } = await import('./support/options')
      assert.equal(await js(source, []), escaped, 'unset, Tailwind CSS 4, empty set')
      assert.equal(await js(source, [], { jsArbitraryValueFallback: 'auto' }), escaped, 'auto, Tailwind CSS 4, empty set')
      assert.equal(await js(source, ['p-2']), source, 'unset, non-empty set')
      assert.equal(await js(source, [], TW3), source, 'unset, Tailwind CSS 3')
      assert.equal(await js(source, ['p-2'], { jsArbitraryValueFallback: true }), escaped, 'true, non-empty set')
      assert.equal(await js(source, [], { ...TW3, jsArbitraryValueFallback: true }), escaped, 'true, Tailwind CSS 3')
      assert.equal(await js(source, [], { jsArbitraryValueFallback: false }), source, 'false')
    },
  },
  {
    id: 'releases-v4-space-x-no-direction-branches',
    says: 'With 4.12.0 and Tailwind CSS 4.3.5, space-x-2 produces only view/text sibling selectors, without :-webkit-any() or :lang()',
    quotes: [
      { page: V4, text: '**`space-x-*` 不再产出微信开发者工具报错的选择器。**' },
      { page: V4, text: '处理选择器时会清理 `:-webkit-any(...)`、`:lang(...)` 这类按书写方向区分的分支，产物里只留下 `view + view` 形式的兄弟选择器。' },
      { page: V4_EN, text: '**`space-x-*` no longer produces selectors that WeChat DevTools rejects.**' },
      { page: V4_EN, text: 'Selector processing cleans up writing-direction branches such as `:-webkit-any(...)` and `:lang(...)`, leaving only sibling selectors of the form `view + view` in the output.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = (await runTailwind4({ template: '<view class="space-x-2">x</view>', css: '@import "weapp-tailwindcss";', options: {} })).wxss
      const selectors = [...out.matchAll(/([^{}]*\.space-x-2[^{]*)\{/g)].flatMap(match => match[1].split(',').map(s => s.trim()))
      assert.ok(selectors.length > 0)
      for (const selector of selectors) {
        assert.ok(!/:-webkit-any|:-moz-any|:lang\(/.test(selector), selector)
        assert.match(selector, /^\.space-x-2(?::not\(#\\#\))?>(?:view|text)\+(?:view|text)$/, selector)
      }
    },
  },
  // ── 4.9 ────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-4-9',
    says: '4.9.0 makes the tailwindcss-patcher cache in-memory by default (restorable), fixing the Windows EPERM on node_modules/.cache/tailwindcss-patch/class-cache.json; the root default gains wx-root-portal-content in 4.9.7 and 4.12.0 writes root variables on page,.tw-root,wx-root-portal-content,:host; unitsToPx appears in 4.9.8 and is off by default',
    slow: true,
    quotes: [
      { page: V4, text: '**Tailwind CSS 类名缓存默认只放在内存里（4.9.0 起）。**' },
      { page: V4, text: '补丁工具不再把类名集合写进 `node_modules/.cache/tailwindcss-patch/class-cache.json`，Windows 上写这个文件时出现的 `EPERM: operation not permitted` 报错也随之消失。' },
      { page: V4, text: '**`cssSelectorReplacement.root` 默认多了 `wx-root-portal-content`（4.9.7 起）。**' },
      { page: V4, text: 'Tailwind CSS 写在 `:root` 上的变量现在同时落到 `page`、`.tw-root` 和 `wx-root-portal-content` 上' },
      { page: V4, text: '**新增 `unitsToPx`（4.9.8 起，默认关闭）。**' },
      { page: V4_EN, text: '**The Tailwind CSS class-name cache lives in memory only by default (since 4.9.0).**' },
      { page: V4_EN, text: 'The patch tool no longer writes the class-name set to `node_modules/.cache/tailwindcss-patch/class-cache.json`, and with it the `EPERM: operation not permitted` error that occurred on Windows when writing this file goes away.' },
      { page: V4_EN, text: '**`cssSelectorReplacement.root` gains `wx-root-portal-content` by default (since 4.9.7).**' },
      { page: V4_EN, text: 'The variables Tailwind CSS writes on `:root` now land on `page`, `.tw-root` and `wx-root-portal-content` together' },
      { page: V4_EN, text: '**New `unitsToPx` (since 4.9.8, off by default).**' },
    ],
    async proof() {
      const log = changelog('4.9.0')
      assert.match(log, /默认 tailwindcss-patcher 的缓存策略从 文件缓存，变为内存缓存，可通过配置恢复/)
      assert.match(log, /EPERM: operation not permitted, lstat '[^']*node_modules\\\.cache\\tailwindcss-patch\\class-cache\.json'/)
      const root = (version: string) => /root: ([^\n]*),\n/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]
      assert.equal(root('4.9.6'), '[\'page\', \'.tw-root\']')
      assert.equal(root('4.9.7'), '[\'page\', \'.tw-root\', \'wx-root-portal-content\']')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = (await runTailwind4({ template: '<view class="p-2">x</view>', css: '@import "weapp-tailwindcss";', options: {} })).wxss
      assert.match(out, /(?:^|\}|\*\/)\s*page,\.tw-root,wx-root-portal-content,:host\s*\{[^}]*--spacing/)
      assertNewIn('4.9.7', '4.9.8', 'unitsToPx')
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      assert.ok(!(getDefaultOptions() as { unitsToPx?: unknown }).unitsToPx, 'off by default')
    },
  },
  // ── 4.8 ────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-4-8-rewrite-css-imports',
    says: 'rewriteCssImports appears in 4.8.0, defaults to true and maps @import "tailwindcss" in CSS handled by webpack/Vite (not JS/TS imports); 4.8.14 maps it to weapp-tailwindcss/index.css; disabled takes { plugin, rewriteCssImports } since 4.8.14, and disabled: true leaves the rewrite on',
    slow: true,
    quotes: [
      { page: V4, text: '**`@import "tailwindcss"` 被改写**（Tailwind CSS 4 项目从 4.7 或更早升级时）。' },
      { page: V4_EN, text: '**`@import "tailwindcss"` gets rewritten** (when a Tailwind CSS 4 project upgrades from 4.7 or earlier).' },
      { page: V4, text: '**Tailwind CSS 4 项目可以直接写 `@import "tailwindcss"`（4.8.0 起）。**' },
      { page: V4, text: '新增 `rewriteCssImports`，默认 `true`：Vite 和 webpack 处理样式时，会把 `@import "tailwindcss"` 改为导入 weapp-tailwindcss 的样式，4.8.14 起明确指向 `weapp-tailwindcss/index.css`。' },
      { page: V4, text: '只改样式文件里的导入，JS、TS 里的 `import \'tailwindcss\'` 不受影响。' },
      { page: V4, text: '**`disabled` 可以只关一部分（4.8.14 起）。**' },
      { page: V4, text: '`rewriteCssImports` 默认开启，而且 `disabled: true` 并不会停掉这项改写。' },
      { page: V4_EN, text: '**Tailwind CSS 4 projects can write `@import "tailwindcss"` directly (since 4.8.0).**' },
      { page: V4_EN, text: 'The new `rewriteCssImports` defaults to `true`: when Vite and webpack process styles, `@import "tailwindcss"` is rewritten to import weapp-tailwindcss\'s styles, and from 4.8.14 on it points explicitly to `weapp-tailwindcss/index.css`.' },
      { page: V4_EN, text: 'Only imports in stylesheets are rewritten; `import \'tailwindcss\'` in JS and TS is not affected.' },
      { page: V4_EN, text: '**`disabled` can turn off only part of the work (since 4.8.14).**' },
      { page: V4_EN, text: '`rewriteCssImports` is on by default, and `disabled: true` does not stop this rewriting.' },
    ],
    proof() {
      assertNewIn('4.7.9', '4.8.0', 'rewriteCssImports')
      assert.match(changelog('4.8.0'), /新增 `rewriteCssImports`（默认开启），在 webpack\/vite 处理 CSS 导入时把 `@import 'tailwindcss'` 透明映射到 `weapp-tailwindcss`（JS\/TS 不受影响）/)
      assert.match(changelog('4.8.14'), /开启 css import 重写时，将 `@import "tailwindcss"` 映射到 `@import "weapp-tailwindcss\/index\.css"`/)
      assert.match(changelog('4.8.14'), /为 `disabled` 增加细粒度配置，支持仅关闭主流程或仅关闭 `@import "tailwindcss"` 重写/)
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { rewriteCssImports?: unknown }).rewriteCssImports, true)
      const fs = require('node:fs') as typeof import('node:fs')
      const dir = `${ROOT}node_modules/weapp-tailwindcss/dist/`
      const file = fs.readdirSync(dir).find(name => name.endsWith('.js') && fs.readFileSync(dir + name, 'utf8').includes('// src/utils/disabled.ts'))!
      const utils = require(dir + file) as {
        resolveDisabledOptions: (d: unknown) => { plugin: boolean; rewriteCssImports: boolean }
        rewriteTailwindcssImportsInCode: (code: string, dir: string) => string | undefined
      }
      assert.equal(utils.rewriteTailwindcssImportsInCode('@import "tailwindcss";\n', '/pkg'), '@import "weapp-tailwindcss/index.css";\n')
      assert.equal(utils.rewriteTailwindcssImportsInCode('import \'tailwindcss\'\n', '/pkg'), undefined, 'a JS import is left alone')
      assert.deepEqual(utils.resolveDisabledOptions(true), { plugin: true, rewriteCssImports: false }, 'disabled: true does not disable the rewrite')
      assert.deepEqual(utils.resolveDisabledOptions({ plugin: true, rewriteCssImports: true }), { plugin: true, rewriteCssImports: true })
      // Both bundlers gate the rewrite on that resolved flag.
      assert.equal([...distJs().matchAll(/const shouldRewriteCssImports = [^;]*!disabledOptions\.rewriteCssImports/g)].length >= 2, true)
    },
  },
  {
    id: 'releases-v4-4-8-cli-and-presets',
    says: 'vscode-entry appears in 4.8.0, the cssEntries warning and patch --workspace in 4.8.5, WEAPP_TW_PATCH_CWD/INIT_CWD as default cwd in 4.8.11, status in 4.8.12, the uniApp preset in 4.8.13 (disabled for UNI_PLATFORM h5, app, app-plus); 4.8.8 treats Mpx styles/ output as main stylesheet',
    slow: true,
    quotes: [
      { page: V4, text: '**新增 `weapp-tw vscode-entry`（4.8.0 起）。**' },
      { page: V4, text: '**Tailwind CSS 4 项目没配 `cssEntries` 会收到警告（4.8.5 起）。**' },
      { page: V4, text: '控制台会提示 `未检测到 cssEntries 配置`，并要求传入入口 CSS 的绝对路径。' },
      { page: V4, text: '4.8.5 起支持 `--workspace`，扫描 pnpm 工作区并为每个依赖 Tailwind CSS 的子包打补丁' },
      { page: V4, text: '4.8.11 起默认工作目录依次取环境变量 `WEAPP_TW_PATCH_CWD` 和 `INIT_CWD`，在子包里执行 `postinstall` 时不会再补错位置。' },
      { page: V4, text: '**新增 `weapp-tw status`（4.8.12 起）。**' },
      { page: V4, text: '**Mpx 带 hash 的主样式能自动识别（4.8.8 起）。**' },
      { page: V4, text: '输出在 `styles/` 目录下的样式文件（例如 `dist/wx/styles/app364cd4a4.wxss`）默认按主样式文件处理，Tailwind CSS 4 的变量会注入进去，不用再自己写 `mainCssChunkMatcher`。' },
      { page: V4, text: '**新增 `uniApp` 预设（4.8.13 起）。**' },
      { page: V4, text: '从 `weapp-tailwindcss/presets` 导入，编译到 H5 或 App（`UNI_PLATFORM` 为 `h5`、`app`、`app-plus`）时自动关闭转义' },
      { page: V4_EN, text: '**New `weapp-tw vscode-entry` (since 4.8.0).**' },
      { page: V4_EN, text: '**Tailwind CSS 4 projects without `cssEntries` get a warning (since 4.8.5).**' },
      { page: V4_EN, text: 'and asks for the absolute path of the entry CSS' },
      { page: V4_EN, text: 'Since 4.8.5 it supports `--workspace`, which scans the pnpm workspace and patches every workspace package that depends on Tailwind CSS' },
      { page: V4_EN, text: 'since 4.8.11 the default working directory is taken from the environment variables `WEAPP_TW_PATCH_CWD` and then `INIT_CWD`, so running `postinstall` in a workspace package no longer patches the wrong place' },
      { page: V4_EN, text: '**New `weapp-tw status` (since 4.8.12).**' },
      { page: V4_EN, text: '**Mpx\'s hashed main stylesheet is recognized automatically (since 4.8.8).**' },
      { page: V4_EN, text: 'Stylesheets output under the `styles/` directory (for example `dist/wx/styles/app364cd4a4.wxss`) are treated as the main stylesheet by default, and the Tailwind CSS 4 variables are injected into them, so you no longer have to write `mainCssChunkMatcher` yourself.' },
      { page: V4_EN, text: '**New `uniApp` preset (since 4.8.13).**' },
      { page: V4_EN, text: 'Imported from `weapp-tailwindcss/presets`, it turns escaping off automatically when compiling for H5 or App (`UNI_PLATFORM` is `h5`, `app` or `app-plus`)' },
    ],
    proof() {
      assertNewIn('4.7.9', '4.8.0', 'vscode-entry')
      assertNewIn('4.8.4', '4.8.5', '未检测到 cssEntries 配置')
      assert.match(distJs(), /\\u672A\\u68C0\\u6D4B\\u5230 cssEntries \\u914D\\u7F6E\\u3002\\u8BF7\\u4F20\\u5165\\u5305\\u542B tailwindcss \\u5F15\\u7528\\u7684 CSS \\u7EDD\\u5BF9\\u8DEF\\u5F84/, '4.12.0: 未检测到 cssEntries 配置。请传入包含 tailwindcss 引用的 CSS 绝对路径')
      assert.match(changelog('4.8.5'), /支持 `--workspace` 扫描工作区逐包补丁/)
      assert.ok(!srcHas('4.8.4', 'cli/workspace') && filesWith('weapp-tailwindcss@4.8.5', '--workspace', 'packages/weapp-tailwindcss/src').length > 0, '--workspace is new in 4.8.5')
      assertNewIn('4.8.10', '4.8.11', 'WEAPP_TW_PATCH_CWD')
      assert.match(changelog('4.8.11'), /修复 `weapp-tw patch` 默认工作目录解析，优先使用 WEAPP_TW_PATCH_CWD\/INIT_CWD，避免 postinstall 未对真实子包打补丁/)
      assertNewIn('4.8.11', '4.8.12', '\'status\'')
      assert.match(changelog('4.8.12'), /内置 `status` 子命令/)
      assert.match(changelog('4.8.8'), /改进 mpx 默认的 `mainCssChunkMatcher`，凡是落在 `styles\/` 目录下的 CSS\/WXSS 产物都会被视为主样式包。这样像 `dist\/wx\/styles\/app364cd4a4\.wxss` 这种带 hash 的入口也能自动注入 Tailwind v4 变量/)
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType: string) => boolean }).mainCssChunkMatcher
      assert.equal(matcher('dist/wx/styles/app364cd4a4.wxss', 'mpx'), true)
      assertNewIn('4.8.12', '4.8.13', 'export function uniApp(')
      const { uniApp } = require('weapp-tailwindcss/presets') as { uniApp: (o: object) => { disabled?: unknown } }
      const before = process.env.UNI_PLATFORM
      try {
        for (const platform of ['h5', 'app', 'app-plus']) {
          process.env.UNI_PLATFORM = platform
          assert.equal(uniApp({}).disabled, true, platform)
        }
        process.env.UNI_PLATFORM = 'mp-weixin'
        assert.notEqual(uniApp({}).disabled, true, 'mp-weixin')
      }
      finally {
        if (before === undefined) delete process.env.UNI_PLATFORM
        else process.env.UNI_PLATFORM = before
      }
    },
  },
  // ── 4.0–4.7 table ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v4-table-4-0-to-4-3',
    says: '4.0.0 adds ignoreTaggedTemplateExpressionIdentifiers (default [weappTwIgnore]) and ignoreCallExpressionIdentifiers, child combinator default [view, text], escape replaces replace; cssRemoveProperty appears in 4.1.2 and removes @property by default; uniAppX option and preset in 4.1.6; 4.2.0 builds uni-app x native apps; cssEntries in 4.2.6; 4.3.0 cssCalc defaults on with Tailwind CSS 4, px2rpx off, logLevel info',
    slow: true,
    quotes: [
      { page: V4, text: '新增 `ignoreTaggedTemplateExpressionIdentifiers`（默认 `[\'weappTwIgnore\']`）与 `ignoreCallExpressionIdentifiers`' },
      { page: V4, text: '`cssChildCombinatorReplaceValue` 默认改为 `[\'view\', \'text\']`' },
      { page: V4, text: '4.1.2 新增 `cssRemoveProperty`，默认删除 `@property` 规则，支付宝等平台不再因此报错' },
      { page: V4, text: '4.1.6 新增 `uniAppX` 选项，以及 `weapp-tailwindcss/presets` 导出的 `uniAppX` 预设，uni-app x 项目从这里接入' },
      { page: V4, text: 'uni-app x 项目可以编译成原生 App（4.2.0）' },
      { page: V4, text: '4.2.6 新增 `cssEntries`，Tailwind CSS 4 项目靠它指定入口 CSS。' },
      { page: V4, text: 'Tailwind CSS 4 项目默认开启 `cssCalc`，预先算出 CSS 变量与 `calc()`' },
      { page: V4, text: '新增 `px2rpx`（默认关闭）和 `logLevel`（默认 `\'info\'`）' },
      { page: V4_EN, text: 'Tailwind CSS 4 support; new `ignoreTaggedTemplateExpressionIdentifiers` (default `[\'weappTwIgnore\']`) and `ignoreCallExpressionIdentifiers`; `cssChildCombinatorReplaceValue` now defaults to `[\'view\', \'text\']`; `weapp-tailwindcss/escape` replaces `weapp-tailwindcss/replace`' },
      { page: V4_EN, text: '4.1.2 adds `cssRemoveProperty`, which removes `@property` rules by default, so Alipay and other platforms no longer fail on them; 4.1.6 adds the `uniAppX` option and the `uniAppX` preset exported by `weapp-tailwindcss/presets`, the entry point for uni-app x projects' },
      { page: V4_EN, text: 'uni-app x projects can be compiled into native apps (4.2.0); 4.2.6 adds `cssEntries`, which Tailwind CSS 4 projects use to name their entry CSS.' },
      { page: V4_EN, text: '`cssCalc` is on by default in Tailwind CSS 4 projects, precomputing CSS variables and `calc()`; new `px2rpx` (off by default) and `logLevel` (default `\'info\'`)' },
    ],
    async proof() {
      const log = changelog('4.0.0')
      assert.match(log, /feat: add `ignoreTaggedTemplateExpressionIdentifiers` and `ignoreCallExpressionIdentifiers` options/)
      assert.match(log, /增加 `weapp-tailwindcss\/escape` 来取代 `weapp-tailwindcss\/replace`/)
      assert.ok(!srcHas('3.7.0', 'ignoreTaggedTemplateExpressionIdentifiers') && !srcHas('3.7.0', 'ignoreCallExpressionIdentifiers'), 'neither is in 3.7.0')
      assert.match(atRelease('4.0.0', 'src/defaults.ts')!, /ignoreTaggedTemplateExpressionIdentifiers: \['weappTwIgnore'\]/)
      const child = (version: string) => /cssChildCombinatorReplaceValue: ([^\n]*),\n/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]
      assert.deepEqual([child('3.7.0'), child('4.0.0')], ['[\'view\']', '[\'view\', \'text\']'])
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as Record<string, unknown>
      assert.deepEqual(defaults.ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.deepEqual(defaults.cssChildCombinatorReplaceValue, ['view', 'text'])
      assertNewIn('4.1.1', '4.1.2', 'cssRemoveProperty')
      const { wxss } = await import('./support/options')
      const property = '@property --tw-x { syntax: "*"; inherits: false; initial-value: 0 }\n.a { color: red }\n'
      assert.ok(!(await wxss(property)).includes('@property'), 'removed by default')
      assert.match(changelog('4.2.9'), /`@property` 会导致支付宝小程序直接挂/)
      assert.equal(atRelease('4.1.5', 'src/presets.ts'), undefined, 'no presets in 4.1.5')
      assert.match(atRelease('4.1.6', 'src/presets.ts')!, /export function uniAppX\(/)
      assert.match(atRelease('4.1.6', 'src/types/index.ts')!, /\buniAppX\?: boolean/)
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      assert.ok(!atRelease('4.2.5', 'src/typedoc.export.ts')!.includes('cssEntries'), 'not in 4.2.5')
      assert.match(atRelease('4.2.6', 'src/typedoc.export.ts')!, /\bcssEntries\?: string\[\]/)
      assert.match(atRelease('4.3.0', 'src/context/index.ts')!, /const cssCalcOptions = cssCalc \?\? twPatcher\.majorVersion === 4\n/)
      assert.ok(!atRelease('4.2.9', 'src/typedoc.export.ts')!.includes('px2rpx?:'), 'px2rpx is new in 4.3.0')
      assert.match(atRelease('4.3.0', 'src/typedoc.export.ts')!, /logLevel\?: 'info' \| 'warn' \| 'error' \| 'silent'/)
      assert.ok(!defaults.px2rpx, 'px2rpx off')
      assert.equal(defaults.logLevel, 'info')
    },
  },
  {
    id: 'releases-v4-table-4-5-to-4-7',
    says: '4.5.0 adds --spacing to cssCalc by default and 4.6.3 removes it; 4.6.0 moves to tailwindcss-patch 8 and resolves Tailwind CSS from the current sub-project node_modules; 4.7.0 empties the default ignoreCallExpressionIdentifiers; 4.7.7 adds patch --record-target; 4.7.8 stops clearing the cache by default and adds --clear-cache',
    slow: true,
    quotes: [
      { page: V4, text: '**类名合并函数不再自动豁免**（从 4.6 或更早升级时）。' },
      { page: V4_EN, text: '**Class-merging functions are no longer exempted automatically** (when upgrading from 4.6 or earlier).' },
      { page: V4, text: '`cssCalc` 在 Tailwind CSS 4 下默认加入 `--spacing` 变量，4.6.3 又把这一项去掉了' },
      { page: V4, text: '补丁工具升级到 `tailwindcss-patch` 8，默认从当前子项目的 `node_modules` 解析 Tailwind CSS' },
      { page: V4, text: '`ignoreCallExpressionIdentifiers` 默认不再包含 `twMerge` 等函数（现在默认是空数组），类名合并交给 `@weapp-tailwindcss/merge` 在运行时完成' },
      { page: V4, text: '4.7.7 起 `weapp-tw patch` 会记录补丁目标（`--record-target`），4.7.8 起不再默认清理缓存，需要时加 `--clear-cache`' },
      { page: V4, text: '`twMerge`、`cva` 等不再默认写在 `ignoreCallExpressionIdentifiers` 里' },
      { page: V4_EN, text: 'Under Tailwind CSS 4, `cssCalc` includes the `--spacing` variable by default; 4.6.3 removed it again' },
      { page: V4_EN, text: 'The patch tool is upgraded to `tailwindcss-patch` 8 and resolves Tailwind CSS from the current sub-project\'s `node_modules` by default' },
      { page: V4_EN, text: '`ignoreCallExpressionIdentifiers` no longer includes `twMerge` and similar functions by default (the default is now an empty array); class merging is done at runtime by `@weapp-tailwindcss/merge`; since 4.7.7 `weapp-tw patch` records the patch target (`--record-target`), and since 4.7.8 it no longer clears the cache by default; add `--clear-cache` when you need that' },
      { page: V4_EN, text: '`twMerge`, `cva` and the like are no longer listed in `ignoreCallExpressionIdentifiers` by default' },
    ],
    proof() {
      const defaultSpacing = (version: string) => /const DEFAULT_SPACING_VARIABLE = '--spacing'/.test(atRelease(version, 'src/context/index.ts')!)
      assert.deepEqual(['4.4.0', '4.5.0', '4.6.2', '4.6.3'].map(defaultSpacing), [false, true, true, false])
      const patchRange = (version: string) => (JSON.parse(atRelease(version, 'package.json')!) as { dependencies: Record<string, string> }).dependencies['tailwindcss-patch']
      assert.equal(patchRange('4.5.2'), '~7.1.6')
      assert.match(changelog('4.6.0'), /适配 `tailwindcss-patch@8` 新接口[^\n]*默认从当前子项目的 `node_modules` 中解析 Tailwind 依赖/)
      assert.match(atRelease('4.6.3', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: isPackageExists\('@weapp-tailwindcss\/merge'\) \? \['twMerge', 'twJoin', 'cva', 'tv'\] : \[\]/)
      assert.match(atRelease('4.7.0', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: \[\],/)
      const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as typeof import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions() as { ignoreCallExpressionIdentifiers?: unknown }).ignoreCallExpressionIdentifiers, [])
      assertNewIn('4.7.6', '4.7.7', 'record-target')
      assertNewIn('4.7.7', '4.7.8', 'clear-cache')
      assert.match(changelog('4.7.8'), /`weapp-tw patch` 默认不再清理 `tailwindcss-patch` 缓存目录，新增 `--clear-cache` 选项用于按需清理/)
    },
  },
  {
    id: 'releases-v4-webpack-class-set-ignores-at-source',
    says: 'weapp-tailwindcss/webpack 4.12.0 with Tailwind CSS 4 leaves a class from outside its base directory raw in JS although @source lists it (and Tailwind CSS generated the style); tailwindcss.v4.sources gets it escaped; Tailwind CSS 3 rules come only from files content covers',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V4, text: 'Tailwind CSS 3 看 `content` 覆盖了哪些文件' },
      { page: V4, text: 'Tailwind CSS 4 配 `weapp-tailwindcss/webpack` 时，插件从基准目录自己扫描源码，不读入口 CSS 里的 `@source`，基准目录之外的代码要写进插件选项 `tailwindcss.v4.sources`。' },
      { page: V4_EN, text: 'with Tailwind CSS 3 it is whatever `content` covers' },
      { page: V4_EN, text: 'with Tailwind CSS 4 and `weapp-tailwindcss/webpack`, the plugin scans the source from its base directory on its own and does not read the `@source` lines of the entry CSS, so code outside the base directory has to be listed in the plugin option `tailwindcss.v4.sources`' },
    ],
    async proof() {
      const { formIn, MARK, tailwind3Css, tw4Experiment, tw4Selector } = await import('./support/issues')
      const x = await tw4Experiment()
      assert.equal(formIn(x.webpack.source, MARK.src), 'escaped', 'inside the base directory')
      assert.equal(formIn(x.webpack.source, MARK.outside), 'raw', 'outside the base directory, although @source lists it')
      assert.ok(x.css.withSources.includes(tw4Selector(MARK.outside)), 'Tailwind CSS did generate its style through @source')
      assert.equal(formIn(x.webpack.sources, MARK.outside), 'escaped', 'listed in tailwindcss.v4.sources')
      const files = { 'src/a.ts': 'export const a = \'px-[4px]\'', 'shared/b.ts': 'export const b = \'mb-[8px]\'' }
      const css = await tailwind3Css(files, ['src/**/*.ts'])
      assert.ok(css.includes('.px-\\[4px\\]') && !css.includes('.mb-\\[8px\\]'), 'Tailwind CSS 3: only what content covers')
    },
  },
  {
    id: 'releases-v4-cli-version-and-patch-paths',
    says: 'weapp-tw of 4.12.0 reports npm_package_version (0.0.0 without it) as its version; the patch target line shows a path relative to the working directory when the target is inside it and the absolute path when it is outside',
    quotes: [
      { page: V4, text: '它打印的是你项目自己 `package.json` 里的版本号' },
      { page: V4, text: '`tailwindcss` 装在当前工作目录之内时，它打印相对路径，例如 `node_modules/tailwindcss (v4.3.5)`' },
      { page: V4, text: '装在工作目录之外时（比如在 monorepo 的子包里执行，用到的是根目录提升上去的 `tailwindcss`），打印的是绝对路径' },
      { page: V4_EN, text: 'Don\'t use `weapp-tw -v` for this: it prints the version from your own project\'s `package.json`' },
      { page: V4_EN, text: 'when `tailwindcss` is installed inside the current working directory it prints a relative path, e.g. `node_modules/tailwindcss (v4.3.5)`' },
      { page: V4_EN, text: 'when it is installed outside the working directory (for example when run in a monorepo workspace package that uses the `tailwindcss` hoisted to the root), it prints an absolute path' },
    ],
    async proof() {
      const path = await import('node:path')
      const cli = installedFile('weapp-tailwindcss', 'dist/cli.js')
      // npm and pnpm set npm_package_version to the version of the package.json of the project they run in.
      assert.match(cli, /cli\.version\(import_node_process\d*\.default\.env\.npm_package_version \?\? "0\.0\.0"\)/)
      const source = /function toDisplayPath\([\s\S]*?\n\}\nfunction formatRelativeToBase\([\s\S]*?\n\}\n/.exec(cli)?.[0]
      assert.ok(source, 'formatRelativeToBase is in dist/cli.js')
      const pathName = /(import_node_path\d*)\.default\.relative\(baseDir, targetPath\)/.exec(source)![1]
      const format = new Function(pathName, `${source}; return formatRelativeToBase`)({ default: path.posix }) as (target: string, base: string) => string
      assert.equal(format('/repo/app/node_modules/tailwindcss', '/repo/app'), 'node_modules/tailwindcss', 'inside: relative')
      assert.equal(format('/repo/node_modules/tailwindcss', '/repo/app'), '/repo/node_modules/tailwindcss', 'outside: absolute')
      assert.match(cli, /const displayPath = formatRelativeToBase\(packageInfo\.rootPath, baseDir\);\n\s*const version = packageInfo\.version \? ` \(v\$\{packageInfo\.version\}\)` : "";/)
    },
  },
  {
    id: 'releases-v4-css-entries-needed-for-theme-names',
    says: 'Without cssEntries, weapp-tailwindcss 4.12.0 does not escape a JS class that uses an @theme colour (bg-brand/50); with it, it does',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V4, text: '没有它，插件认不出入口 CSS 里 `@theme` 定义的名字，`bg-brand/50` 这类用到自定义颜色的类名在 JS 里不会被转义' },
      { page: V4_EN, text: 'Without it, the plugin does not know the names defined by `@theme` in the entry CSS, so class names that use a custom color, such as `bg-brand/50`, are not escaped in JS' },
    ],
    async proof() {
      const { formIn, MARK, tw4Experiment } = await import('./support/issues')
      const x = await tw4Experiment()
      assert.equal(MARK.theme, 'bg-brand/50')
      assert.equal(formIn(x.webpack.source, MARK.theme), 'escaped', 'with cssEntries')
      assert.equal(formIn(x.webpack['no-entries'], MARK.theme), 'raw', 'without cssEntries')
    },
  },
  // ── docs/releases/v2.md ────────────────────────────────────────────────────────────────────────
  {
    id: 'releases-v2-js-by-class-set',
    says: '1.x (1.12.8) documents wrapping script strings in replaceJs; the 2.x JS handler (2.11.3) escapes a string only when the class set has it; the 2.x changelog names Node.js 16 as the minimum from 2.4.0, the 3.0.0 patch floor and .cjs/.mjs jsMatcher in 2.1.3, cjs/esm detection in 2.1.5, weapp-tailwindcss/defaults in 2.6.1, replace as the default jsEscapeStrategy in 2.8.0, single quotes in arbitrary values from 2.4.1; the 2.x docs name Tailwind CSS 3.2.2',
    slow: true,
    quotes: [
      { page: V2, text: '1.x 只改写 `wxml` 和 `wxss`，脚本里的类名字符串要自己用 `replaceJs` 包一层' },
      { page: V2, text: '2.x 除了处理模板和样式，还会拿到 Tailwind CSS 实际生成的类名集合，用它在 JavaScript / JSX 的字符串里精确找出类名并转义' },
      { page: V2, text: '以前必须手动调用的 `replaceJs` 可以全部删掉' },
      { page: V2, text: '**Tailwind CSS 3**：推荐 3.2.2 及以上；从 2.1.3 起，补丁本身最低可作用于 3.0.0。' },
      { page: V2, text: '**Node.js 16 及以上**（2.4.0 起的最低要求）。' },
      { page: V2, text: '| 2.1.3 | 默认的 `jsMatcher` 覆盖 `.cjs`、`.mjs` 文件 |' },
      { page: V2, text: '| 2.1.5 | 自动判断脚本是 CommonJS 还是 ES Module；' },
      { page: V2, text: '默认值可以从 `weapp-tailwindcss/defaults` 读取' },
      { page: V2, text: '| 2.7.0 | 新增 `jsEscapeStrategy`；2.8.0 起默认采用 `replace` 模式 |' },
      { page: V2, text: '自 2.4.1 起，为兼容 Taro vue3 的静态节点，`after:content-[\'文字\']` 这样的单引号写法才能被正确识别。' },
      { page: V2_EN, text: '1.x rewrote only `wxml` and `wxss` (the mini-program\'s template and style files), and class-name strings in scripts had to be wrapped in `replaceJs` by hand' },
      { page: V2_EN, text: 'besides handling templates and styles, 2.x takes the set of class names Tailwind CSS actually generated and uses it to pick out class names precisely in JavaScript / JSX strings and escape them' },
      { page: V2_EN, text: 'all the `replaceJs` calls you used to make by hand can be deleted' },
      { page: V2_EN, text: '**Tailwind CSS 3**: 3.2.2 or later is recommended; since 2.1.3 the patch itself works down to 3.0.0.' },
      { page: V2_EN, text: '**Node.js 16 or later** (the minimum since 2.4.0).' },
      { page: V2_EN, text: '| 2.1.3 | The default `jsMatcher` covers `.cjs` and `.mjs` files |' },
      { page: V2_EN, text: 'Detects automatically whether a script is CommonJS or an ES module' },
      { page: V2_EN, text: 'the defaults can be read from `weapp-tailwindcss/defaults`' },
      { page: V2_EN, text: '| 2.7.0 | New `jsEscapeStrategy`; from 2.8.0 on, `replace` mode is the default |' },
      { page: V2_EN, text: 'Since 2.4.1, to stay compatible with Taro vue3\'s static nodes, only the single-quoted form such as `after:content-[\'文字\']` is recognized correctly.' },
    ],
    proof() {
      assert.match(upstreamFile('v1.12.8', 'docs/faq.md')!, /import \{ replaceJs \} from 'weapp-tailwindcss-webpack-plugin\/replace'/)
      assert.match(upstreamFile('v2.11.3', 'src/js/handlers.ts')!, /if \(always \|\| \(set && set\.has\(v\) && !jsPreserveClass\?\.\(v\)\)\)/)
      const log = upstreamFile('v2.11.3', 'CHANGELOG.md')!
      const section = (version: string) => {
        const start = log.indexOf(`\n## ${version}`)
        assert.ok(start >= 0, `changelog has ${version}`)
        const next = log.slice(start + 1).search(/\n## \d/)
        return log.slice(start, next < 0 ? undefined : start + 1 + next)
      }
      assert.match(section('2.4.0 '), /最小支持 nodejs 版本为 16/)
      assert.match(section('2.1.3 '), /把 `tailwindcss` 打补丁最低版本降到 `3\.0\.0`/)
      assert.match(section('2.1.3 '), /默认 `jsMatcher` 现在会包括 `\.cjs`\/`\.mjs` 这种文件后缀名了/)
      assert.match(section('2.1.5 '), /自动判断格式是 `cjs` 还是 `esm`/)
      assert.match(section('2.6.1 '), /现在所有的默认值可以通过 `weapp-tailwindcss\/defaults` 获取到了/)
      assert.match(section('2.8.0 '), /默认使用 `jsEscapeStrategy` 的 `replace` 模式/)
      assert.match(section('2.7.0'), /jsEscapeStrategy/)
      assert.match(section('2.4.1 '), /修复了 tarojs vue3 框架下[\s\S]*使用任意值，无法在里面写双引号了[\s\S]*after:content-\['你好啊，我很无聊'\] √/)
      assert.match(upstreamFile('v2.11.3', 'website/docs/releases/v2.md')!, /只支持 `tailwindcss v3\.2\.2` 以上版本/)
    },
  },
  {
    id: 'releases-v2-app-type-main-stylesheet',
    says: 'In 2.11.3 mainCssChunkMatcher returns true for every file without appType, matches common/main for uni-app and app* for taro; only main chunks get the variable-scope rewrite (commonChunkPreflight)',
    slow: true,
    quotes: [
      { page: V2, text: '写明之后，只有这个框架的主样式文件（例如 uni-app 的 `common/main` 开头的文件、Taro 的 `app` 开头的文件）会注入变量作用域；不填时每个样式文件都按主样式文件处理。' },
      { page: V2_EN, text: 'once it is set, only that framework\'s main stylesheet (for example the files starting with `common/main` in uni-app, or with `app` in Taro) gets the variable scope injected; if you leave it out, every stylesheet is treated as the main stylesheet' },
    ],
    proof() {
      const defaults = upstreamFile('v2.11.3', 'src/defaults.ts')!
      assert.match(defaults, /case 'uni-app': \{\n\s*return \/\^common\\\/main\/\.test\(file\)/)
      assert.match(defaults, /case 'taro': \{\n\s*return file\.startsWith\('app'\)/)
      assert.match(defaults, /default: \{\n\s*return true\n/)
      assert.match(defaults, /appType: undefined,/)
      assert.match(upstreamFile('v2.11.3', 'src/postcss/plugin.ts')!, /isMainChunk && commonChunkPreflight\(rule, options\)/)
      assert.match(upstreamFile('v2.11.3', 'src/postcss/mp.ts')!, /\/\/ 变量注入和 preflight\n\s*if \(testIfVariablesScope\(node\)\)/)
    },
  },
  {
    id: 'releases-v2-scan-and-rpx-color',
    says: 'Tailwind CSS 3 (3.4.19, unpatched) generates rules only for files content covers, and takes text-[28rpx] for a color',
    quotes: [
      { page: V2, text: '**写在脚本里的类名必须能被 Tailwind CSS 扫描到。**' },
      { page: V2, text: '插件只会转义 Tailwind CSS 真正生成过的类名，所以这些文件要被 `tailwind.config.js` 的 `content` 覆盖，否则类名会被原样保留，在小程序里失效。' },
      { page: V2, text: '**补丁没有生效时**，`text-[28rpx]` 这类任意值会被误当成颜色。' },
      { page: V2_EN, text: '**Class names written in scripts must be found by Tailwind CSS\'s scan.**' },
      { page: V2_EN, text: 'The plugin only escapes class names Tailwind CSS actually generated, so those files have to be covered by `content` in `tailwind.config.js`; otherwise the class names are left as they are and do not work in the mini-program.' },
      { page: V2_EN, text: '**When the patch has not taken effect**, arbitrary values such as `text-[28rpx]` are mistaken for colors.' },
    ],
    async proof() {
      const { tailwind3Css } = await import('./support/issues')
      const css = await tailwind3Css({ 'src/a.js': 'export const a = \'px-[4px]\'', 'src/b.ts': 'export const b = \'mb-[8px]\'' }, ['src/**/*.js'])
      assert.ok(css.includes('.px-\\[4px\\]') && !css.includes('.mb-\\[8px\\]'), 'only the covered file gets a rule')
      assert.equal(await js('import { x } from \'y\'\nconst b = \'mb-[8px]\'\n', ['px-[4px]'], { tailwindcss: { version: 3, packageName: 'tailwindcss-3' } }), 'import { x } from \'y\'\nconst b = \'mb-[8px]\'\n', 'not in the set: left as is')
      const { default: postcss } = require('postcss') as typeof import('postcss')
      const tailwind3 = require('tailwindcss-3') as (config: object) => import('postcss').AcceptedPlugin
      const out = (await postcss([tailwind3({ content: [{ raw: 'text-[28rpx]' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })).css
      assert.match(out, /\.text-\\\[28rpx\\\]\s*\{\s*color: 28rpx\s*\}/)
    },
  },
])
