// The release-notes pages docs/releases/v4.md and v2.md (and their English twins): what a release added or
// changed. Behaviour of 4.12.0 is run or read from the installed package; "since X" and "X changed Y" are read
// from the upstream sources at the release tags and from the changelog at the 4.12.0 tag (slow claims, helpers in
// claims/support/upstream.ts and claims/support/releases-notes.ts).
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { defineClaims } from '../lib/claims/define'
import { js, ROOT } from './support/options'
import { assertNewIn, distJs, installedFile, srcHas } from './support/releases-notes'
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
    says: 'The 4.12.0 changelog moves the Vite-only precheck into a shared module used by webpack v5 processAssets, webpack v4 emit, the gulp transformJs stream and createContext().transformJs()',
    slow: true,
    quotes: [
      { page: V4, text: '**JS 预检查扩大到所有构建方式。**' },
      { page: V4_EN, text: '**The JS precheck now applies to every build setup.**' },
    ],
    proof() {
      const log = changelog('4.12.0')
      assert.match(log, /将 JS 快速预检查机制扩展到所有构建器路径（Webpack v5、Webpack v4、Gulp、核心 API）/)
      assert.match(log, /原 Vite 专属的 `shouldSkipViteJsTransform` 改为从共享模块 re-export/)
      assert.ok(!srcHas('4.11.2', 'js/precheck') && srcHas('4.12.0', 'js/precheck'), 'the shared precheck module is new in 4.12.0')
    },
  },
  {
    id: 'releases-v4-autoprefixer-default',
    says: 'weapp-tailwindcss 4.12.0 adds -webkit- prefixes by default with Tailwind CSS 4 (bg-clip-text gets -webkit-background-clip: text, font-feature-settings and appearance get prefixed), not with Tailwind CSS 3; autoprefixer: false removes them',
    quotes: [
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
])
