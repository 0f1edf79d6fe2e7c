// Second read of docs/tools/weapp-tw-cli.md and the issues pages (index, monorepo, format, at-apply, toast-svg-bug,
// use-with-taroify, rpx-ambiguities, native-toutiao, legacy-frameworks) and their English twins: sentences that
// were still unproven. Most rows of the FAQ index state a symptom and its cause and link to the page that proves
// it; their claims run that page's proof again (proofOf) instead of repeating it. New runs: PostCSS without a
// Tailwind plugin, the Vite and webpack plugins' shared option type, the gulp entry of weapp-tailwindcss.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { pages, ROOT } from './support/cli'

const FAQ = pages('issues/index.md')
const MONO = pages('issues/monorepo.md')
const FORMAT = pages('issues/format.md')
const AT = pages('issues/at-apply.md')
const TOUTIAO = pages('issues/native-toutiao.md')
const LEGACY = pages('issues/legacy-frameworks.md')
const RPX = pages('issues/rpx-ambiguities.md')

type Module = () => Promise<{ default: { claims: { id: string }[] } }>

/** Run the proofs of other claims (by module and id) again. */
async function rerun(...proofs: [Module, string][]): Promise<void> {
  const { proofOf } = await import('./support/quick-start-v3')
  for (const [load, id] of proofs) await proofOf(load, id)
}

const DIST = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')

export default defineClaims(import.meta.url, [
  {
    id: 'second-faq-apply-rows',
    says: 'the two FAQ rows on "Cannot apply unknown utility class": the error exists in Tailwind CSS 4 (with the @reference hint when no theme is loaded) and, without the hint, for a class you defined yourself (issues-pages-a proof)',
    quotes: [
      { page: FAQ.en, text: '| `Cannot apply unknown utility class` | The section on the real errors' },
      { page: FAQ.en, text: '`Cannot apply unknown utility class` with no `@reference` hint after it, and the class you `@apply` is one you defined yourself' },
      { page: AT.en, text: 'The `<style>` block of a `.vue` file is compiled on its own and cannot see the `@theme` and custom utility classes in the entry CSS.' },
    ],
    proof: () => rerun([() => import('./issues-pages-a'), 'apply-unknown-class-errors-fail-the-build']),
  },
  {
    id: 'second-faq-component-rows',
    says: 'FAQ rows: arbitrary values in custom-class / xxx-class attributes stay raw (externalClasses proof); dark: and *:p-2 reach only view and text (more-tags proof); independent subpackage styles lack border-style and --tw-content (independent-pkg proof)',
    quotes: [
      { page: FAQ.en, text: "Arbitrary values passed to a component's `custom-class` or `xxx-class` do not work" },
      { page: FAQ.en, text: '`dark:` does nothing on `button` or `image`, and `*:p-2` only affects some elements' },
      { page: FAQ.en, text: 'In an independent subpackage, `border` shows no border and `after:` pseudo-elements do not appear, while main package pages are fine' },
    ],
    proof: () => rerun(
      [() => import('./quick-start-guides-independent'), 'guides-independent-tailwind3-border-and-content'],
      [() => import('./issues-components'), 'ext-default-attributes-and-custom-attributes'],
      [() => import('./issues-variants'), 'tags-universal-replaced-by-view-text'],
    ),
  },
  {
    id: 'second-faq-units-rows',
    says: 'FAQ rows: Tailwind CSS 3 theme sizes are rem and stay rem without rem2rpx (rem2rpx proof); with px2rpx w-[20px] is 20rpx in the mini-program and 20px in what H5 gets (multi-platform proof)',
    quotes: [
      { page: FAQ.en, text: 'Sizes from `p-4` and `text-lg` are in `rem` and are not converted to `rpx`' },
      { page: FAQ.en, text: 'With `px2rpx` enabled, `w-[20px]` is still `20px` on H5 and the size does not match the mini-program' },
    ],
    proof: () => rerun(
      [() => import('./quick-start-v3-rem2rpx'), 'qs3-rem2rpx-optional-theme-in-rem'],
      [() => import('./multi-platform'), 'mp-px2rpx-and-disabled-webpack'],
    ),
  },
  {
    id: 'second-faq-disabled-row',
    says: 'FAQ link text: with disabled: true, 4.12.0 still rewrites @import "tailwindcss" (multi-platform proof)',
    quotes: [
      { page: FAQ.zh, text: 'H5 端写了 `@import "tailwindcss"`，产物里却没有 `@layer`、preflight 只剩一条' },
      { page: FAQ.en, text: 'You wrote `@import "tailwindcss"` for H5, but the output has no `@layer` and only one preflight rule is left' },
    ],
    proof: () => rerun([() => import('./multi-platform'), 'mp-disabled-switches']),
  },
  {
    id: 'second-faq-raw-directives',
    says: 'PostCSS with no Tailwind plugin (or a configuration nobody reads) leaves @tailwind base; and @import "tailwindcss"; as written, and weapp-tailwindcss keeps them too (faq proof): only the Tailwind CSS that understands the syntax expands them',
    quotes: [
      { page: FAQ.en, text: 'That means this stylesheet was never processed by **the Tailwind CSS that understands what you wrote**.' },
      { page: FAQ.en, text: '| Anything | No Tailwind plugin in the PostCSS configuration, or the framework never reads the configuration file | Output unchanged |' },
    ],
    async proof() {
      const require = createRequire(path.join(ROOT, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const css = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@import "tailwindcss";\n'
      const out = (await postcss([]).process(css, { from: path.join(ROOT, 'app.css') })).css
      assert.equal(out, css, 'no Tailwind plugin: unchanged')
      await rerun([() => import('./issues-faq'), 'faq-transform-wxss-keeps-tailwind-directives'])
    },
  },
  {
    id: 'second-faq-slow-rows',
    says: 'FAQ rows backed by slow proofs: tailwindcss-patch 7.1.5 loads @tailwindcss/node without declaring it (pnpm cannot resolve it); eslint-plugin-tailwindcss 4.x has no flat/recommended; monorepo component packages are not scanned and their JS arbitrary values stay raw; prettier-plugin-tailwindcss leaves a class with {{ }} unsorted',
    quotes: [
      { page: FAQ.en, text: "`Cannot find module '@tailwindcss/node'` (pnpm)" },
      { page: FAQ.en, text: 'ESLint fails on startup with `tailwind.configs.flat/recommended is not iterable`' },
      { page: FAQ.en, text: 'Class names in a shared component package of a monorepo (such as `packages/ui`) get no styles, and arbitrary values are not escaped' },
      { page: FAQ.en, text: 'In native WXML, a class containing `{{ }}` is not sorted on save, or formatting breaks `{{ }}` across several lines' },
      { page: MONO.en, text: 'Rebuild and search the output `app.wxss` for class names only the component package uses' },
      { page: FORMAT.en, text: "The plugin can't tell which parts inside the braces are class names and which are expressions, so it skips all of it, and no option changes this." },
      { page: FORMAT.en, text: '`prettier-plugin-tailwindcss` is installed, but saving a file doesn\'t change the class order at all.' },
    ],
    slow: true,
    proof: () => rerun(
      [() => import('./quick-start-v4'), 'qs4-tailwindcss-patch-declares-tailwindcss-node-from-7-1-6'],
      [() => import('./issues-format'), 'format-eslint-plugin-configs-and-messages'],
      [() => import('./issues-monorepo'), 'mono-tw3-content-and-package'],
      [() => import('./issues-monorepo'), 'mono-tw4-plugin-set-webpack-vs-vite'],
      [() => import('./issues-format'), 'format-prettier-attributes-and-braces'],
      [() => import('./issues-format'), 'format-prettier-html-vs-angular-parser'],
    ),
  },
  {
    id: 'second-faq-twmerge-row',
    says: 'FAQ row: twMerge of merge 2.2.0 drops bg-red-500 before bg-opacity-50, outline and bg-gradient-to-r (merge-pages proof)',
    quotes: [
      { page: FAQ.en, text: 'After `twMerge`, `bg-red-500 bg-opacity-50` leaves only `bg-opacity-50`, or `outline` and `bg-gradient-to-r` are removed' },
    ],
    proof: () => rerun([() => import('./merge-pages'), 'merge-overview-tailwind3-groups-table']),
  },
  {
    id: 'second-mono-vite-same-options',
    says: 'the Vite plugin (uni-app, weapp-vite) and the webpack plugin (Taro) of 4.12.0 take the same options type, so tailwindcssBasedir and cssEntries are written the same way',
    quotes: [
      { page: MONO.zh, text: '下面以 Taro 4 的 `config/index.ts` 为例，uni-app、weapp-vite 的 Vite 配置写法相同。' },
    ],
    async proof() {
      const dts = (name: string) => fs.readFileSync(path.join(DIST, name), 'utf8')
      const vite = dts('vite.d.ts')
      const webpack = dts('webpack.d.ts')
      assert.match(vite, /declare function UnifiedViteWeappTailwindcssPlugin\(options\?: UserDefinedOptions\)/)
      assert.match(webpack, /constructor\(options\?: UserDefinedOptions\)/)
      const types = fs.readdirSync(DIST).filter(f => f.endsWith('.d.ts')).map(dts).join('\n')
      for (const option of ['tailwindcssBasedir?:', 'cssEntries?:']) assert.ok(types.includes(option), option)
    },
  },
  {
    id: 'second-mono-inferred-dir-from-root',
    says: 'the base directory 4.12.0 infers follows where the build is started and which file calls the plugin: a build script at the repository root, run from the root, gets the root, not the mini-program package; the same script inside the package gets the package (plus the basedir inference order proof)',
    quotes: [
      { page: MONO.en, text: 'In a monorepo the build is often started from the repository root via `pnpm --filter` or Turborepo, so the inferred directory is not necessarily the mini-program package.' },
    ],
    async proof() {
      const { inFixture } = await import('./support/cli')
      const { runCommand } = await import('../lib/examples/runCommand')
      const script = `const { getCompilerContext } = require(${JSON.stringify(path.join(DIST, 'chunk-HVNGIKLS.js'))})\nconsole.log('BASEDIR ' + getCompilerContext({ logLevel: 'silent', supportCustomLengthUnitsPatch: false }).tailwindcssBasedir)\n`
      await inFixture('second-mono-root-basedir', f => f
        .file('package.json', { name: 'ws', private: true })
        .file('apps/weapp/package.json', { name: 'weapp', private: true })
        .file('build.cjs', script)
        .file('apps/weapp/build.cjs', script), async (f) => {
        const real = fs.realpathSync(f.dir)
        const basedir = async (file: string) => {
          const run = await runCommand(process.execPath, [file], { cwd: f.dir, env: { INIT_CWD: f.dir, PWD: f.dir }, timeoutMs: 60_000 })
          assert.equal(run.exitCode, 0, run.output)
          return fs.realpathSync(/^BASEDIR (.+)$/m.exec(run.output)![1]!)
        }
        assert.equal(await basedir('build.cjs'), real, 'started from the root: the root')
        assert.equal(await basedir('apps/weapp/build.cjs'), path.join(real, 'apps/weapp'), 'called from the package: the package')
      })
      await rerun([() => import('./issues-pages-a'), 'mono-basedir-inference-order'])
    },
  },
  {
    id: 'second-toutiao-no-plumber-prints-nothing',
    says: 'the Chinese sentence of the plumber run: without plumber the cause of a .ttss error is not printed (second-read-1 proof)',
    quotes: [
      { page: TOUTIAO.zh, text: '不用 plumber，连出错原因都不会打印。' },
    ],
    slow: true,
    proof: () => rerun([() => import('./second-read-1'), 'toutiao-keepgoing-vs-bare-plumber']),
  },
  {
    id: 'second-legacy-gulp-create-plugins',
    says: 'weapp-tailwindcss/gulp exports createPlugins, whose three functions return transform streams for styles, templates and scripts',
    quotes: [
      { page: LEGACY.zh, text: '如果你更习惯 gulp，可以用 `weapp-tailwindcss/gulp` 的 `createPlugins` 搭一个只处理 `dist` 的任务' },
      { page: LEGACY.en, text: 'If you prefer gulp, you can use `createPlugins` from `weapp-tailwindcss/gulp` to set up a task that only processes `dist`' },
    ],
    async proof() {
      const require = createRequire(path.join(ROOT, 'package.json'))
      const gulp = require('weapp-tailwindcss/gulp') as { createPlugins: (o?: object) => Record<string, () => { pipe: unknown; write: unknown }> }
      assert.equal(typeof gulp.createPlugins, 'function')
      const plugins = gulp.createPlugins({ logLevel: 'silent' })
      for (const key of ['transformWxss', 'transformWxml', 'transformJs']) {
        const stream = plugins[key]!()
        assert.equal(typeof stream.pipe, 'function', key)
        assert.equal(typeof stream.write, 'function', key)
      }
    },
  },
  {
    id: 'second-rpx-not-standard-css',
    says: 'rpx is not a CSS length: css-tree 2.3.1 (the CSS specs\' grammar) rejects width: 10rpx while px, rem and vw pass; WeChat\'s own WXSS compiler (wcsc of miniprogram-compiler 0.2.3) converts rpx against a 750-wide base',
    quotes: [
      { page: RPX.en, text: 'is a responsive length unit defined by WeChat mini-programs and is not part of standard CSS' },
    ],
    slow: true,
    async proof() {
      const require = createRequire(path.join(ROOT, 'package.json'))
      const csstree = require('css-tree') as { parse: (v: string, o: object) => unknown; lexer: { matchProperty: (p: string, v: unknown) => { error: unknown } } }
      const valid = (value: string) => !csstree.lexer.matchProperty('width', csstree.parse(value, { context: 'value' })).error
      for (const value of ['10px', '10rem', '10vw']) assert.equal(valid(value), true, value)
      assert.equal(valid('10rpx'), false, 'rpx is not in the CSS grammar')
      const { wcsc } = await import('./support/issues-b')
      const run = await wcsc('.a { width: 10rpx; }')
      assert.equal(run.status, 0, run.output)
      assert.match(run.output, /BASE_DEVICE_WIDTH \\x3d 750/)
    },
  },
  {
    id: 'second-legacy-no-wepy-mpvue-tests',
    says: 'at weapp-tailwindcss@4.12.0 no file of the repository names WePY or mpvue, and no commit ever touched e2e/, demo/, apps/ or test/ with either name: there is no demo or regression test for them',
    quotes: [
      { page: LEGACY.zh, text: '出了问题只能自己排查，插件没有针对这些框架的回归测试。' },
      { page: LEGACY.en, text: 'WePY and mpvue are not among them, and the plugin has never been tested against their build pipelines.' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      assert.ok(upstreamFile('weapp-tailwindcss@4.12.0', 'package.json'), 'the upstream clone is there')
      const { spawnSync } = await import('node:child_process')
      const git = (args: string[]) => spawnSync('git', ['-C', process.env.WEAPP_TW_UPSTREAM_GIT!, ...args], { encoding: 'utf8' })
      const grep = git(['grep', '-l', '-i', '-w', '-e', 'wepy', '-e', 'mpvue', 'weapp-tailwindcss@4.12.0'])
      assert.equal(grep.status, 1, `no file names them at the tag:\n${grep.stdout}`)
      // Sanity: the same search finds frameworks that are tested.
      assert.equal(git(['grep', '-l', '-i', '-w', '-e', 'mpx', 'weapp-tailwindcss@4.12.0', '--', 'e2e']).status, 0)
      const log = git(['log', '--all', '--oneline', '-i', '-G', '\\b(wepy|mpvue)\\b', '--', 'e2e', 'demo', 'apps', 'test', 'packages/*/test'])
      assert.equal(log.status, 0, log.stderr)
      assert.equal(log.stdout.trim(), '', 'no commit ever touched tests or demos with them')
    },
  },
  {
    id: 'second-format-twjoin-only-joins',
    says: 'twJoin of @weapp-tailwindcss/merge joins p-2 and p-4 as they are, where twMerge keeps only p-4 (merge-pages proof for the escaping)',
    quotes: [
      { page: FORMAT.en, text: "`twJoin` only joins and doesn't resolve conflicts" },
    ],
    async proof() {
      const merge = await import('@weapp-tailwindcss/merge') as unknown as { twJoin: (...c: string[]) => string; twMerge: (...c: string[]) => string }
      assert.equal(merge.twJoin('p-2', 'p-4'), 'p-2 p-4')
      assert.equal(merge.twMerge('p-2 p-4'), 'p-4')
      await rerun([() => import('./merge-pages'), 'merge-api-same-wrapper-for-all-functions'])
    },
  },
  {
    id: 'second-format-tools-and-symptoms',
    says: 'prettier-plugin-tailwindcss 0.8.1 sorts static class values (not hover-class / custom-class unless listed, not plain strings unless the function is listed, default theme when the stylesheet is not found); eslint-plugin-tailwindcss 4.4.0 reports classnames-order and no-custom-classname and ships no-contradicting-classname',
    quotes: [
      { page: FORMAT.zh, text: '官方 Prettier 插件能按固定顺序自动排序，ESLint 插件能检查冲突和拼写。' },
      { page: FORMAT.en, text: 'The official Prettier plugin sorts class names into a fixed order automatically, and the ESLint plugin checks for conflicts and typos.' },
      { page: FORMAT.en, text: "Class names in `hover-class`, in a component library's `custom-class` attribute, or inside `cn()` and `twMerge()` aren't sorted." },
      { page: FORMAT.en, text: 'Run `npx eslint src`; only genuinely misspelled or conflicting class names are reported.' },
      { page: FORMAT.en, text: 'purely static `class` values are in order' },
      { page: FORMAT.zh, text: '插件需要读取你的设计系统才能给类名排序：Tailwind CSS 3 读 `tailwind.config.js`，Tailwind CSS 4 读入口 CSS。' },
    ],
    slow: true,
    async proof() {
      await rerun(
        [() => import('./issues-format'), 'format-prettier-attributes-and-braces'],
        [() => import('./issues-format'), 'format-prettier-functions-vue-jsx-and-theme'],
        [() => import('./issues-format'), 'format-eslint-plugin-configs-and-messages'],
      )
      const { unpackedAsync } = await import('./support/issues')
      const eslintPlugin = await unpackedAsync('eslint-plugin-tailwindcss@4.4.0')
      // 4.4.0 ships one bundle: each rule is `RULE_NAME$n="<name>"`, registered in `rules` by that constant.
      const bundle = fs.readFileSync(path.join(eslintPlugin, 'lib/index.cjs'), 'utf8')
      const registered = /rules:\{([^}]*)\}/.exec(bundle.slice(bundle.indexOf('configs:{get recommended()')))![1]!
      for (const rule of ['classnames-order', 'no-custom-classname', 'no-contradicting-classname']) {
        const constant = new RegExp(`(RULE_NAME\\$\\d+)="${rule}"`).exec(bundle)?.[1]
        assert.ok(constant && registered.includes(`[${constant}]`), `${rule} is a rule of the plugin`)
      }
      // The Prettier plugin's options: the v3 config file and the v4 stylesheet.
      const prettierPlugin = await unpackedAsync('prettier-plugin-tailwindcss@0.8.1')
      const dist = fs.readdirSync(path.join(prettierPlugin, 'dist')).filter(f => /\.m?js$/.test(f)).map(f => fs.readFileSync(path.join(prettierPlugin, 'dist', f), 'utf8')).join('\n')
      assert.ok(dist.includes('tailwindConfig') && dist.includes('tailwindStylesheet'))
    },
  },
  {
    id: 'second-apply-editor-settings',
    says: 'files.associations "*.css" covers .css names only, and SCSS/Less keep their own language services that warn unknownAtRules (issues-editor proof); the editor settings are read by no build tool: Tailwind CSS 3 and 4 and postcss-load-config never mention .vscode, and weapp-tailwindcss only in the CLI path vscode-entry writes to',
    quotes: [
      { page: AT.zh, text: '这个办法只对 `.css` 有效。`.scss`、`.less` 仍由原来的语言服务检查' },
      { page: AT.en, text: 'This only works for `.css`. `.scss` and `.less` are still checked by the original language services' },
      { page: AT.zh, text: '重新加载 VS Code 窗口后，`@apply`、`@theme` 下方不再有波浪线。' },
      { page: AT.zh, text: '构建输出与修改前一致：这些设置只影响编辑器，不会改动 `app.wxss` 的内容。' },
      { page: AT.en, text: 'The build output is the same as before the change: these settings only affect the editor and do not change the contents of `app.wxss`.' },
    ],
    slow: true,
    async proof() {
      await rerun([() => import('./issues-editor'), 'apply-editor-language-service-unknown-at-rules'])
      const require = createRequire(path.join(ROOT, 'package.json'))
      const mm = require('minimatch') as { minimatch?: (f: string, p: string) => boolean } & ((f: string, p: string) => boolean)
      const minimatch = mm.minimatch ?? mm
      assert.equal(minimatch('app.css', '*.css'), true)
      assert.equal(minimatch('app.scss', '*.css') || minimatch('app.less', '*.css'), false)
      const mentionsVscode = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).filter(f => /\.(c|m)?js$/.test(f)).some(f => fs.readFileSync(path.join(dir, f), 'utf8').includes('.vscode'))
      for (const pkg of ['tailwindcss-3/lib', 'tailwindcss/dist', 'postcss-load-config/src']) assert.equal(mentionsVscode(fs.realpathSync(path.join(ROOT, 'node_modules', pkg))), false, pkg)
      // weapp-tailwindcss mentions it only in the CLI's vscode-entry command, which writes .vscode/weapp-tailwindcss.intellisense.css.
      const weapp = fs.readdirSync(DIST).filter(f => f.endsWith('.js') && fs.readFileSync(path.join(DIST, f), 'utf8').includes('.vscode'))
      for (const f of weapp) assert.match(fs.readFileSync(path.join(DIST, f), 'utf8'), /weapp-tailwindcss\.intellisense\.css/, f)
    },
  },
  {
    id: 'second-mono-webpack-needs-v4-sources',
    says: 'with Tailwind CSS 4 and weapp-tailwindcss/webpack, JS of the component package stays raw until tailwindcss.v4.sources lists the directories (issues-monorepo proof)',
    quotes: [
      { page: MONO.zh, text: '还要在插件参数里用 `tailwindcss.v4.sources` 列出应用目录和组件包目录' },
      { page: MONO.en, text: 'Also list the app directory and the component package directory in the plugin option `tailwindcss.v4.sources`' },
    ],
    slow: true,
    proof: () => rerun([() => import('./issues-monorepo'), 'mono-tw4-plugin-set-webpack-vs-vite']),
  },
  {
    id: 'second-format-one-class-attribute',
    says: 'WeChat\'s WXML compiler (wcc of miniprogram-compiler 0.2.3) binds one class per element: with class="p-4 flex" and class="{{a}}" on the same view only the second is kept, the static one is gone',
    quotes: [
      { page: FORMAT.zh, text: '原生小程序的 `class` 只能写一个，没法把静态和动态拆成两个属性。' },
      { page: FORMAT.en, text: "a native mini-program element can have only one `class`, so you can't split the static and dynamic parts into two attributes" },
    ],
    slow: true,
    async proof() {
      const { wcc } = await import('./support/reviewed-issues-b')
      const js = await wcc('<view class="p-4 flex" class="{{a}}"></view>')
      const body = js.slice(js.indexOf('var m0=function'), js.indexOf('e_[x[0]]'))
      assert.equal((body.match(/'class'/g) ?? []).length, 1, 'one class binding on the node')
      const at = js.indexOf('function gz$gwx_1')
      const table = js.slice(at, js.indexOf('})(__WXML_GLOBAL__.ops_cached.$gwx_1)', at))
      assert.match(table, /Z\(\[\[7\],\[3,'a'\]\]\)/, 'the binding is the {{a}} of the second attribute')
      assert.doesNotMatch(js, /p-4 flex/, 'the static class value is dropped')
    },
  },
  {
    id: 'second-legacy-vue-mini-logic-layer-only',
    says: '@vue-mini/core 1.2.9 depends only on @vue/reactivity and the mini-program API typings, ships no template or style compiler, and its createApp/definePage/defineComponent wrap the native App()/Page()/Component()',
    quotes: [
      { page: LEGACY.zh, text: 'Vue Mini 只接管小程序的逻辑层，模板和样式仍是原生写法，所以和 weapp-tailwindcss 不冲突。' },
      { page: LEGACY.en, text: "Vue Mini only takes over the mini-program's logic layer; templates and styles stay native, so it doesn't conflict with weapp-tailwindcss." },
    ],
    slow: true,
    async proof() {
      const { unpackedAsync } = await import('./support/issues')
      const dir = await unpackedAsync('@vue-mini/core@1.2.9')
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
      assert.deepEqual(Object.keys(pkg.dependencies ?? {}).sort(), ['@vue/reactivity', 'miniprogram-api-typings'])
      const bundle = fs.readFileSync(path.join(dir, 'dist/vue-mini.esm-bundler.js'), 'utf8')
      assert.match(bundle, /export \{ createApp, defineComponent, definePage,/)
      for (const native of ['App', 'Page', 'Component']) assert.match(bundle, new RegExp(`\\b${native}\\(options`), native)
      assert.doesNotMatch(bundle, /wxml|wxss|\btemplate\b/i, 'no template or style handling')
    },
  },
  {
    id: 'second-toutiao-generate-then-rewrite',
    says: 'the order the native Toutiao page sets up: Tailwind CSS\'s PostCSS plugin generates the styles (web selectors with \\/ \\[ \\#), weapp-tailwindcss then rewrites them and the template classes (issues-pages-a proof); weapp-tailwindcss alone leaves @tailwind as written (issues-faq proof)',
    quotes: [
      { page: TOUTIAO.zh, text: 'Tailwind CSS 必须先在本地把样式生成出来，weapp-tailwindcss 再把类名改写成小程序能接受的形式。' },
    ],
    proof: () => rerun(
      [() => import('./issues-pages-a'), 'toutiao-tailwind-directives-and-web-escapes'],
      [() => import('./issues-faq'), 'faq-transform-wxss-keeps-tailwind-directives'],
    ),
  },
  {
    id: 'second-faq-merge-v3-messages',
    says: '@weapp-tailwindcss/merge 2.2.0 has no ./v3 subpath: Node.js says Package subpath \'./v3\' is not defined (community proof), the Vite 7.3.8 dev server says Missing "./v3" specifier in "@weapp-tailwindcss/merge" package',
    quotes: [
      { page: FAQ.en, text: 'Importing `@weapp-tailwindcss/merge/v3` fails with `Package subpath \'./v3\' is not defined` or `Missing "./v3" specifier`' },
    ],
    async proof() {
      await rerun([() => import('./community'), 'merge-overview-entry-points'])
      const vite = await import('vite')
      const server = await vite.createServer({ root: ROOT, logLevel: 'silent', configFile: false, server: { middlewareMode: true, ws: false }, optimizeDeps: { noDiscovery: true, include: [] }, cacheDir: path.join((await import('node:os')).tmpdir(), 'second-read-vite-cache') })
      try {
        const importer = path.join(ROOT, 'src/entry.js')
        const message = await server.pluginContainer.resolveId('@weapp-tailwindcss/merge/v3', importer).then(() => '', (error: Error) => error.message)
        assert.equal(message, 'Missing "./v3" specifier in "@weapp-tailwindcss/merge" package')
        assert.ok((await server.pluginContainer.resolveId('@weapp-tailwindcss/merge', importer))?.id, 'the main entry resolves')
      } finally {
        await server.close()
      }
    },
  },
])
