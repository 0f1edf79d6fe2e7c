// Claims of the general Tailwind CSS 3 guides under docs/quick-start (install, this-plugin, rem2rpx, wxs,
// intelliSense, independent-pkg, build-or-import-outside-components, apply-themes) and their English pages,
// run against weapp-tailwindcss 4.12.0 and Tailwind CSS 3.4.19 (`tailwindcss-3`).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const INSTALL = page('install.mdx')
const PLUGIN = page('this-plugin.mdx')

export default defineClaims(import.meta.url, [
  // ── install.mdx ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-install-node-range-cli-and-doctor',
    says: 'weapp-tailwindcss 4.12.0 declares engines.node ^20.19.0 || >=22.12.0; its CLI prints a warning when the running Node.js is outside that range, and weapp-tw doctor reports it with status error',
    quotes: [
      { page: INSTALL.zh, text: '**Node.js**：weapp-tailwindcss 4.12.0 在 `package.json` 中声明的版本范围是 `^20.19.0 || >=22.12.0`，低于这个范围时 CLI 会打印警告，`weapp-tw doctor` 会直接判定为错误。' },
      { page: INSTALL.en, text: '**Node.js**: weapp-tailwindcss 4.12.0 declares the version range `^20.19.0 || >=22.12.0` in its `package.json`.' },
      { page: INSTALL.en, text: 'Below that range the CLI prints a warning, and `weapp-tw doctor` reports it as an error.' },
      { page: INSTALL.zh, text: '本页面向 **Tailwind CSS 3** 项目，配套 weapp-tailwindcss 4.x（文中以 4.12.0 为准）。' },
      { page: INSTALL.en, text: 'This page is for **Tailwind CSS 3** projects, used with weapp-tailwindcss 4.x (the text is based on 4.12.0).' },
      { page: PLUGIN.zh, text: '本页针对 **Tailwind CSS 3** 项目，内容以 weapp-tailwindcss 4.12.0 为准。' },
      { page: PLUGIN.en, text: 'This page is for **Tailwind CSS 3** projects and is based on weapp-tailwindcss 4.12.0.' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      const cli = packageFile('weapp-tailwindcss', 'dist/cli.mjs')
      assert.match(cli, /var WEAPP_TW_REQUIRED_NODE_VERSION_RANGE = "\^20\.19\.0 \|\| >=22\.12\.0";/)
      assert.match(cli, /if \(!semver2\.satisfies\(process\d*\.versions\.node, WEAPP_TW_REQUIRED_NODE_VERSION_RANGE\)\) \{\s*\w+\.warn\(\s*`You are using Node\.js \$\{process\d*\.versions\.node\}\. For weapp-tailwindcss, Node\.js version \$\{WEAPP_TW_REQUIRED_NODE_VERSION_RANGE\} is required\.`/)
      assert.match(cli, /semver\.satisfies\(nodeVersion, WEAPP_TW_REQUIRED_NODE_VERSION_RANGE\) \? \{\s*id: "node-version",[\s\S]{0,400}?\} : \{\s*id: "node-version",\s*title: "Node\.js",\s*status: "error",/)
    },
  },
  {
    id: 'guides-install-web-output-then-weapp-tailwindcss',
    says: 'Tailwind CSS 3.4.19 alone (preflight off) emits selectors with \\[ and \\#, rem units and a * rule; weapp-tailwindcss rewrites the same class name identically in WXML, JS and WXSS and leaves none of \\[, \\# or * in the stylesheet',
    quotes: [
      { page: INSTALL.zh, text: 'Tailwind CSS 3 的安装分两半：先像 Web 项目一样把 Tailwind CSS 装好、让它能生成样式，再交给 weapp-tailwindcss 把生成结果改造成小程序能识别的形式。' },
      { page: INSTALL.en, text: 'Installing Tailwind CSS 3 comes in two halves: first set up Tailwind CSS as you would in a web project so that it can generate styles, then hand the output to weapp-tailwindcss, which reshapes it into a form' },
      { page: INSTALL.zh, text: '上图的②是 Tailwind CSS 自己的工作，它并不知道小程序的存在：生成的选择器里会有 `\\[`、`\\#` 之类的转义字符，单位是 `rem`，还带着 `*` 选择器，这些都是小程序不接受的。' },
      { page: INSTALL.en, text: 'the selectors it generates contain escape sequences such as `\\[` and `\\#`, its units are `rem`, and it emits a `*` selector, none of which mini-programs accept.' },
      { page: INSTALL.zh, text: '③由 weapp-tailwindcss 负责，它在构建的最后阶段同时改写模板、脚本和样式，保证三者里的类名一一对应。' },
      { page: INSTALL.en, text: 'Step ③ is handled by weapp-tailwindcss: in the last stage of the build it rewrites templates, scripts and styles together, so that class names match one to one across all three.' },
      { page: INSTALL.zh, text: 'Tailwind CSS 3 已经能生成样式了，但产物还不能直接在小程序里运行。' },
      { page: INSTALL.en, text: 'Tailwind CSS 3 can now generate styles, but the output cannot run in a mini-program yet.' },
    ],
    async proof() {
      const { tailwind3Css } = await import('./support/issues')
      const { wxss, wxml, js, TW3 } = await import('./support/options')
      const web = await tailwind3Css({ 'a.html': '<a class="bg-[#fff] p-4 w-[10px]">' }, ['*.html'], '@tailwind base; @tailwind utilities;')
      for (const part of ['\\[', '\\#', 'rem', '*, ::before, ::after']) assert.ok(web.includes(part), `Tailwind CSS 3 output has ${part}`)
      const out = await wxss(web, { ...TW3 })
      for (const part of ['\\[', '\\#', '*']) assert.ok(!out.includes(part), `weapp-tailwindcss output has no ${part}:\n${out}`)
      const name = /\.(bg-\S+)\s*\{/.exec(out)![1]!
      assert.equal(await wxml('<view class="bg-[#fff]"></view>', ['bg-[#fff]'], TW3), `<view class="${name}"></view>`)
      assert.equal(await js('const c = "bg-[#fff]"', ['bg-[#fff]'], TW3), `const c = "${name}"`)
    },
  },
  {
    id: 'guides-install-container-and-directives',
    says: 'Tailwind CSS 3.4.19\'s first default breakpoint (sm) is 640px and container sets max-width per breakpoint; base.css, components.css and utilities.css of the package each hold the matching @tailwind directive, so @import of them equals the directives; a stylesheet Tailwind CSS did not process keeps @tailwind utilities;',
    quotes: [
      { page: INSTALL.zh, text: '但手机上小程序的显示宽度几乎都小于 Tailwind CSS 3 默认的第一个断点 `640px`，这些按断点设置 `max-width` 的规则基本用不上' },
      { page: INSTALL.en, text: 'the first default breakpoint of Tailwind CSS 3, so these rules that set `max-width` per breakpoint are of little use' },
      { page: INSTALL.en, text: 'Keep it only when you need to fit large screens such as tablets or PCs.' },
      { page: INSTALL.zh, text: '使用 Sass 时可以改用 `@import` 引入 Tailwind CSS 包里的同名文件，效果相同：' },
      { page: INSTALL.en, text: 'If you use Sass, you can instead `@import` the files of the same names from the Tailwind CSS package; the effect is the same:' },
      { page: INSTALL.zh, text: '里面还能看到 `@tailwind utilities;` 原文，就说明 Tailwind CSS 没有执行，需要换到表格里对应的位置注册。' },
      { page: INSTALL.en, text: 'If you are not sure whether your framework reads `postcss.config.js`, the simplest way to find out is this: finish step 4, build once, and open the global stylesheet in the output.' },
      { page: INSTALL.en, text: 'If you can still see `@tailwind utilities;` verbatim, Tailwind CSS did not run, and you need to register it in the place the table lists for your framework.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const require = createRequire(`${ROOT}package.json`)
      const theme = require('tailwindcss-3/defaultTheme') as { screens: Record<string, string> }
      assert.equal(Object.values(theme.screens)[0], '640px')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const css = (await runTailwind3({ template: '<view class="container">', options: {} })).css
      assert.match(css, /@media \(min-width: 640px\) \{\s*\.container \{\s*max-width: 640px/)
      const { packageFile } = await import('./support/options')
      for (const layer of ['base', 'components', 'utilities']) assert.equal(packageFile('tailwindcss-3', `${layer}.css`).trim(), `@tailwind ${layer};`)
      // A stylesheet no Tailwind CSS ran over keeps the directive (end to end: qs3-uni-vite-real-build).
      const { default: postcss } = await import('postcss')
      assert.equal((await postcss([]).process('@tailwind utilities;', { from: undefined })).css, '@tailwind utilities;')
    },
  },

  // ── this-plugin.mdx ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-plugin-what-it-does',
    says: 'Run on its own, Tailwind CSS 3 emits web selectors (escaped brackets, :hover, *); weapp-tailwindcss turns text-[32rpx] into the same escaped name in WXML, JS and WXSS, drops the :hover rule, rewrites * to view,text, leaves rem alone unless rem2rpx is set, and leaves JS strings that are not generated class names alone; the package\'s only install script runs weapp-tw patch, so no transform runs until a build calls it',
    quotes: [
      { page: PLUGIN.zh, text: '上一步装好的 Tailwind CSS 3 只会按 Web 的规则输出样式。' },
      { page: PLUGIN.zh, text: 'weapp-tailwindcss 要做的是在构建末尾接管产物：把模板、脚本、样式里的类名换成小程序允许的字符，替换小程序不支持的选择器，并按需转换单位。' },
      { page: PLUGIN.zh, text: '它本身只是一个 npm 包，需要再注册到具体框架的构建配置里才会执行。' },
      { page: PLUGIN.en, text: 'The Tailwind CSS 3 you installed in the previous step only outputs styles by the rules of the web.' },
      { page: PLUGIN.en, text: 'weapp-tailwindcss takes over the output at the end of the build: it replaces class names in templates, scripts and styles with characters mini-programs allow, swaps out selectors mini-programs do not support, and converts units if you ask it to.' },
      { page: PLUGIN.en, text: 'On its own it is just an npm package; it only runs once you register it in your framework\'s build configuration.' },
      { page: PLUGIN.zh, text: '小程序的模板和脚本里写的是原始类名，样式里的选择器也要换成同一套转义结果，三者必须严格对应。' },
      { page: PLUGIN.en, text: 'Templates and scripts in a mini-program contain the original class names, and the selectors in the styles have to be replaced with the same escaped results; all three must correspond exactly.' },
    ],
    async proof() {
      const { wxss, wxml, js, TW3, packageFile } = await import('./support/options')
      const { tailwind3Css } = await import('./support/issues')
      const web = await tailwind3Css({ 'a.html': '<a class="text-[32rpx] hover:text-red-500">' }, ['*.html'])
      assert.match(web, /\.text-\\\[32rpx\\\]/, 'Tailwind CSS 3 escapes the brackets the web way')
      assert.match(web, /:hover/)
      const options = { ...TW3 }
      assert.equal(await wxss('.text-\\[32rpx\\]{font-size:32rpx} .hover\\:bg-red:hover{color:red} *{margin:0} .w-4{width:1rem}', options),
        '.text-_b32rpx_B{font-size:32rpx} view,text{margin:0} .w-4{width:1rem}')
      assert.equal(await wxml('<view class="text-[32rpx]"></view>', ['text-[32rpx]'], options), '<view class="text-_b32rpx_B"></view>')
      assert.equal(await js('const c = "text-[32rpx]"; const s = "hello [world]"', ['text-[32rpx]'], options), 'const c = "text-_b32rpx_B"; const s = "hello [world]"')
      // Its only install script applies the Tailwind CSS patch; the transforms above run only when a build calls them.
      const scripts = JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).scripts ?? {}
      assert.deepEqual(Object.keys(scripts).filter(name => /install/.test(name)), ['postinstall'])
      assert.equal(scripts.postinstall, 'node scripts/postinstall.mjs')
      assert.match(packageFile('weapp-tailwindcss', 'scripts/postinstall.mjs'), /spawnSync\(process\.execPath, \[cliPath, 'patch'\]/)
    },
  },
  {
    id: 'guides-plugin-patch-rpx',
    says: 'weapp-tw and weapp-tailwindcss are both bin names of the package; unpatched Tailwind CSS 3.4.19 reads text-[32rpx] as color: 32rpx (also border-[2rpx] and bg-[10rpx] as colors) while w-[120rpx] is width; Tailwind CSS prints no warning for it; after weapp-tw patch on the project\'s node_modules/tailwindcss, text-[32rpx] is font-size: 32rpx; the patch also hooks Tailwind CSS so the runtime contexts (the generated class names) can be collected',
    quotes: [
      { page: PLUGIN.zh, text: '`weapp-tw`（等价的命令名还有 `weapp-tailwindcss`）是随包安装的命令行工具，`patch` 子命令会修改项目里实际解析到的那份 `tailwindcss`，主要解决两件事。' },
      { page: PLUGIN.en, text: '`weapp-tw` (also available under the equivalent command name `weapp-tailwindcss`) is a command-line tool installed with the package. Its `patch` subcommand modifies the copy of `tailwindcss` your project actually resolves' },
      { page: PLUGIN.zh, text: '`color: 32rpx` 是无效声明，样式自然不生效，而且不会有任何报错，非常难排查。`w-[120rpx]` 这类只对应一个属性的工具类不受影响，问题集中在 `text-`、`border-`、`bg-` 这些既能表示颜色又能表示尺寸的前缀上。' },
      { page: PLUGIN.en, text: '`color: 32rpx` is an invalid declaration, so the style naturally does not apply, and there is no error of any kind, which makes it very hard to track down.' },
      { page: PLUGIN.en, text: 'Utility classes that map to a single property, such as `w-[120rpx]`, are not affected; the problem is concentrated in prefixes like `text-`, `border-` and `bg-`, which can express either a color or a size.' },
      { page: PLUGIN.zh, text: '补丁让 weapp-tailwindcss 能拿到 Tailwind CSS 这次实际生成了哪些类名，再用这份集合去精确匹配 JS 字符串里的类名，避免把普通的业务字符串也当成类名改掉。' },
      { page: PLUGIN.en, text: 'The patch lets weapp-tailwindcss find out which class names Tailwind CSS actually generated in this build, and it uses that set to match class names in JS strings precisely, so ordinary application strings are not mistaken for class names and rewritten.' },
      { page: PLUGIN.zh, text: '补丁写在 `node_modules/tailwindcss` 里，重新安装、升级 Tailwind CSS、删除 `node_modules` 都会让它失效，这正是要把它挂在 `postinstall` 上的原因。' },
      { page: PLUGIN.en, text: 'The patch is written into `node_modules/tailwindcss`, so reinstalling, upgrading Tailwind CSS or deleting `node_modules` all undo it.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { packageFile } = await import('./support/options')
      const { ROOT } = await import('./support/quick-start-v3')
      const bin = JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).bin as Record<string, string>
      assert.equal(bin['weapp-tw'], bin['weapp-tailwindcss'])
      const { runCommand } = await import('../lib/examples/runCommand')
      const { Fixture } = await import('../lib/examples/cliFixtures')
      const project = Fixture.create(ROOT, 'guides-patch').file('package.json', { name: 'p', private: true }).copy('tailwindcss', 'tailwindcss-3').linkCli()
      const env = { NODE_PATH: path.join(ROOT, 'node_modules') }
      const generate = async () => (await runCommand(process.execPath, ['-e', `
        const postcss = require(${JSON.stringify(path.join(ROOT, 'node_modules/postcss'))})
        const tw = require('./node_modules/tailwindcss')
        postcss([tw({ content: [{ raw: '<a class="text-[32rpx] w-[120rpx] border-[2rpx] bg-[10rpx]">' }], corePlugins: { preflight: false } })])
          .process('@tailwind utilities;', { from: undefined }).then(r => {
            console.log('CSS ' + r.css.replace(/\\s+/g, ' '))
            const ctx = tw.contextRef && tw.contextRef.value[0]
            console.log('CONTEXT ' + (ctx ? [...ctx.classCache.keys()].sort().join(' ') : 'none'))
          })
      `], { cwd: project.dir, env })).output
      try {
        const before = await generate()
        assert.doesNotMatch(before, /warn|error/i, 'no warning or error while generating color: 32rpx')
        assert.match(before, /\.text-\\\[32rpx\\\] \{ color: 32rpx \}/)
        assert.match(before, /\.w-\\\[120rpx\\\] \{ width: 120rpx \}/)
        assert.match(before, /\.border-\\\[2rpx\\\] \{ border-color: 2rpx \}/)
        assert.match(before, /\.bg-\\\[10rpx\\\] \{ background-color: 10rpx \}/)
        const patch = await runCommand(path.join(project.dir, 'node_modules/.bin/weapp-tw'), ['patch'], { cwd: project.dir, env })
        assert.equal(patch.exitCode, 0, patch.output)
        const after = await generate()
        assert.match(after, /\.text-\\\[32rpx\\\] \{ font-size: 32rpx \}/)
        // the patched plugin exposes the runtime context, whose class cache is the set of generated class names
        assert.match(after, /CONTEXT .*bg-\[10rpx\] border-\[2rpx\] text-\[32rpx\] w-\[120rpx\]/)
        assert.ok(fs.readFileSync(path.join(project.dir, 'node_modules/tailwindcss/lib/util/dataTypes.js'), 'utf8').includes("'rpx'"), 'written into node_modules/tailwindcss')
      } finally {
        project.remove()
      }
    },
  },
  {
    id: 'guides-plugin-patch-since-tailwind-3-2',
    says: 'Tailwind CSS 3.1.8 still reads text-[32rpx] as font-size; 3.2.0 reads it as color',
    quotes: [
      { page: PLUGIN.zh, text: 'Tailwind CSS 3.2 起会检查任意值的类型，而 `rpx` 不在它认识的长度单位里。' },
      { page: PLUGIN.en, text: 'Since 3.2, Tailwind CSS checks the type of arbitrary values, and `rpx`' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['tw318@npm:tailwindcss@3.1.8', 'tw320@npm:tailwindcss@3.2.0', 'postcss@8'])
      const css = async (pkg: string) => (await runCommand(process.execPath, ['-e', `
        const postcss = require('postcss'); const tw = require('${pkg}')
        postcss([tw({ content: [{ raw: '<a class="text-[32rpx]">' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined }).then(r => console.log(r.css))
      `], { cwd: dir })).output
      assert.match(await css('tw318'), /font-size: 32rpx/)
      assert.match(await css('tw320'), /color: 32rpx/)
    },
  },
  {
    id: 'guides-plugin-patch-options',
    says: 'weapp-tw patch accepts --cwd, --workspace and --clear-cache',
    quotes: [
      { page: PLUGIN.zh, text: '`weapp-tw patch --cwd 子项目目录`：在 monorepo 里给某个子包的 Tailwind CSS 打补丁；' },
      { page: PLUGIN.zh, text: '`weapp-tw patch --workspace`：扫描 pnpm workspace 里的所有包，逐个打补丁' },
      { page: PLUGIN.zh, text: '`weapp-tw patch --clear-cache`：打补丁前先清掉补丁工具的缓存，版本切换后结果异常时可以试试。' },
      { page: PLUGIN.en, text: '`weapp-tw patch --cwd <subproject-dir>`: patch the Tailwind CSS of one package in a monorepo;' },
      { page: PLUGIN.en, text: '`weapp-tw patch --workspace`: scan every package in a pnpm workspace and patch them one by one' },
      { page: PLUGIN.en, text: '`weapp-tw patch --clear-cache`: clear the patch tool\'s cache before patching' },
    ],
    async proof() {
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { ROOT } = await import('./support/quick-start-v3')
      const help = (await runCommand(process.execPath, [path.join(ROOT, 'node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js'), 'patch', '--help'], { cwd: ROOT })).output
      for (const flag of ['--cwd', '--workspace', '--clear-cache']) assert.ok(help.includes(flag), `${flag} in:\n${help}`)
    },
  },
  {
    id: 'guides-plugin-entries',
    says: 'The entries export UnifiedViteWeappTailwindcssPlugin (function), UnifiedWebpackPluginV5 and V4 (classes), createPlugins (three stream factories) and createContext (three async transforms); since 4.11.0 the vite, webpack, webpack4 and gulp entries also export weappTailwindcss as the same thing; presets exports uniApp and uniAppX; css-macro and css-macro/postcss exist; all take UserDefinedOptions',
    quotes: [
      { page: PLUGIN.zh, text: '4.11.0 起，每个构建插件入口都额外提供了统一的别名 `weappTailwindcss`，两种写法效果一样：' },
      { page: PLUGIN.en, text: 'Since 4.11.0, every build plugin entry point also provides the unified alias `weappTailwindcss`; both forms do the same thing:' },
      { page: PLUGIN.zh, text: '| Vite | `weapp-tailwindcss/vite` | `UnifiedViteWeappTailwindcssPlugin`（函数） |' },
      { page: PLUGIN.zh, text: '| webpack 5 | `weapp-tailwindcss/webpack` | `UnifiedWebpackPluginV5`（类，需要 `new`） |' },
      { page: PLUGIN.en, text: '| webpack 5 | `weapp-tailwindcss/webpack` | `UnifiedWebpackPluginV5` (class, needs `new`) |' },
      { page: PLUGIN.zh, text: '| gulp | `weapp-tailwindcss/gulp` | `createPlugins`（返回三个函数，调用后各得到一个转换流） |' },
      { page: PLUGIN.en, text: '`createPlugins` (returns three functions, each of which gives a transform stream when called)' },
      { page: PLUGIN.zh, text: '| 无构建工具 | `weapp-tailwindcss/core` | `createContext`（返回三个异步转换函数） |' },
      { page: PLUGIN.en, text: '`createContext` (returns three async transform functions)' },
      { page: PLUGIN.zh, text: '`weapp-tailwindcss/presets` 导出 `uniApp` 和 `uniAppX` 两个预设函数，用来生成 uni-app 常用的配置组合；`weapp-tailwindcss/css-macro` 与 `weapp-tailwindcss/css-macro/postcss` 提供 uni-app 条件编译语法糖' },
      { page: PLUGIN.en, text: '`weapp-tailwindcss/presets` exports two preset functions, `uniApp` and `uniAppX`' },
      { page: PLUGIN.zh, text: '所有入口接受同一份配置对象（类型名 `UserDefinedOptions`）。' },
      { page: PLUGIN.en, text: 'Every entry point accepts the same options object (type name `UserDefinedOptions`).' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const { QUIET, TW3, packageFile } = await import('./support/options')
      const require = createRequire(`${ROOT}package.json`)
      const vite = require('weapp-tailwindcss/vite')
      const webpack = require('weapp-tailwindcss/webpack')
      const webpack4 = require('weapp-tailwindcss/webpack4')
      const gulp = require('weapp-tailwindcss/gulp')
      assert.equal(typeof vite.UnifiedViteWeappTailwindcssPlugin, 'function')
      assert.throws(() => webpack.UnifiedWebpackPluginV5({}), /without 'new'|cannot be invoked/, 'a class: needs new')
      assert.match(webpack4.UnifiedWebpackPluginV4.toString(), /^class /)
      for (const [entry, main] of [[vite, 'UnifiedViteWeappTailwindcssPlugin'], [webpack, 'UnifiedWebpackPluginV5'], [webpack4, 'UnifiedWebpackPluginV4'], [gulp, 'createPlugins']] as const) {
        assert.equal(entry.weappTailwindcss, entry[main], `${main}: the alias is the same export`)
      }
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts() as unknown as { versions: Record<string, { exportNames: Record<string, string[]> }> }
      for (const entry of ['vite', 'webpack', 'webpack4', 'gulp']) {
        assert.ok(facts.versions['4.11.0']!.exportNames[entry]!.includes('weappTailwindcss'), `4.11.0 ${entry}`)
        assert.ok(!facts.versions['4.10.3']!.exportNames[entry]?.includes('weappTailwindcss'), `4.10.3 ${entry}`)
      }
      const streams = gulp.createPlugins({ ...QUIET, ...TW3 })
      assert.deepEqual(Object.keys(streams).sort(), ['transformJs', 'transformWxml', 'transformWxss'])
      const { createContext } = require('weapp-tailwindcss/core')
      const ctx = createContext({ ...QUIET, ...TW3 })
      for (const fn of ['transformWxss', 'transformWxml', 'transformJs']) {
        const result = ctx[fn](fn === 'transformWxss' ? '.a{}' : '', fn === 'transformWxss' ? { isMainChunk: true } : {})
        assert.ok(result instanceof Promise, `${fn} is async`)
        await result
      }
      const presets = require('weapp-tailwindcss/presets')
      assert.equal(typeof presets.uniApp, 'function')
      assert.equal(typeof presets.uniAppX, 'function')
      const exportsMap = JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).exports
      assert.ok(exportsMap['./css-macro'] && exportsMap['./css-macro/postcss'])
      for (const file of ['dist/vite.d.ts', 'dist/webpack.d.ts', 'dist/webpack4.d.ts', 'dist/gulp.d.ts', 'dist/core.d.ts']) assert.match(packageFile('weapp-tailwindcss', file), /UserDefinedOptions/, file)
    },
  },
  {
    id: 'guides-plugin-option-defaults',
    says: 'Defaults in 4.12.0: rem2rpx and px2rpx off (px2rpx first in 4.3.0), disabled false (true stops the Vite and webpack plugins; createContext and the gulp streams still transform), appType unset (by file name: app/common/main/bundle followed by . or /, not app-origin.wxss), customAttributes {}, injectAdditionalCssVarScope false, tailwindcssBasedir unset (found from the working directory; set by hand when that is not the project), cssPreflight the four declarations; true rem2rpx is 1rem = 32rpx; the Vite plugin infers appType from the project; cssEntries is a Tailwind CSS 4 option',
    quotes: [
      { page: PLUGIN.zh, text: '| `rem2rpx` | 关闭 | 把 `rem` 换算成 `rpx`，传 `true` 时 `1rem = 32rpx`' },
      { page: PLUGIN.en, text: '| `rem2rpx` | off | Converts `rem` to `rpx`; with `true`, `1rem = 32rpx`.' },
      { page: PLUGIN.zh, text: '4.3.0 起提供，把 `px` 换算成 `rpx`' },
      { page: PLUGIN.en, text: '| `px2rpx` | off | Available since 4.3.0; converts `px` to `rpx`.' },
      { page: PLUGIN.zh, text: '| `disabled` | `false` | 为 `true` 时 Vite、webpack 插件跳过所有转换，编译 H5、App 时用来关掉插件；gulp 的 `createPlugins` 和 `weapp-tailwindcss/core` 不看这个选项 |' },
      { page: PLUGIN.en, text: '| `disabled` | `false` | When `true`, the Vite and webpack plugins skip all transforms; used to turn the plugin off when building for H5 or App. gulp\'s `createPlugins` and `weapp-tailwindcss/core` ignore it |' },
      { page: PLUGIN.zh, text: '不设置时按文件名判断：`app`、`common/main`、`bundle` 后面紧跟 `.` 或 `/` 的文件（另有 Mpx、kbone 的专用规则），Taro 的 `app-origin.wxss` 不在其中。Vite 插件在没有设置时会先尝试按项目目录推断框架类型' },
      { page: PLUGIN.en, text: 'When not set, it decides by file name: files where `app`, `common/main` or `bundle` is immediately followed by `.` or `/` (with extra rules for Mpx and kbone); Taro\'s `app-origin.wxss` is not among them.' },
      { page: PLUGIN.en, text: 'When it is not set, the Vite plugin first tries to infer the framework type from the project directory' },
      { page: PLUGIN.zh, text: '| `tailwindcssBasedir` | 自动推断 | 指定从哪个目录解析 `tailwindcss`，工作目录不等于项目根目录时（HBuilderX、monorepo）手动传入 |' },
      { page: PLUGIN.en, text: '| `tailwindcssBasedir` | inferred | Which directory to resolve `tailwindcss` from; pass it by hand when the working directory is not the project root (HBuilderX, monorepos) |' },
      { page: PLUGIN.zh, text: '| `customAttributes` | `{}` | 除 `class`、`hover-class`、`virtualHostClass` 外还需要转义的属性' },
      { page: PLUGIN.zh, text: '| `injectAdditionalCssVarScope` | `false` | 构建链删掉了 Tailwind CSS 的变量声明块时重新注入' },
      { page: PLUGIN.zh, text: '| `cssPreflight` | `box-sizing: border-box`、`border-width: 0`、`border-style: solid`、`border-color: currentColor` 四条声明 | 注入到 `view`、`text` 的基础样式，传 `false` 可关闭 |' },
      { page: PLUGIN.en, text: '| `cssPreflight` | four declarations: `box-sizing: border-box`, `border-width: 0`, `border-style: solid`, `border-color: currentColor` | Base styles injected into `view` and `text`; pass `false` to turn them off |' },
      { page: PLUGIN.zh, text: '`cssEntries` 选项只对 Tailwind CSS 4 有意义，Tailwind CSS 3 项目不需要配置。' },
      { page: PLUGIN.en, text: 'The `cssEntries` option only matters for Tailwind CSS 4; Tailwind CSS 3 projects do not need it.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      assert.equal(d.rem2rpx, undefined)
      assert.equal(d.px2rpx, undefined)
      assert.equal(d.disabled, false)
      assert.equal(d.appType, undefined)
      assert.deepEqual(d.customAttributes, {})
      assert.equal(d.injectAdditionalCssVarScope, false)
      assert.equal(d.tailwindcssBasedir, undefined)
      assert.deepEqual(d.cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
      const { isMainStylesheet } = await import('./support/quick-start-v3')
      for (const file of ['app.wxss', 'common/main.wxss', 'bundle.css', 'styles/a.wxss', 'miniprogram-app.wxss']) assert.equal(await isMainStylesheet(file), true, file)
      assert.equal(await isMainStylesheet('app-origin.wxss'), false)
      const { assertFirstRelease, wxss, TW3 } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
      assert.equal(await wxss('.p-4{padding:1rem}', { ...TW3, rem2rpx: true }), '.p-4{padding:32rpx}')
      const { assertDisabledStopsOnlyBuildPlugins } = await import('./support/quick-start-v3')
      await assertDisabledStopsOnlyBuildPlugins()
      // cssEntries belongs to the Tailwind CSS 4 part of the options.
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /指定 tailwindcss@4 的入口 CSS。/)
      // appType inference by the Vite plugin, and tailwindcssBasedir when the working directory is elsewhere:
      // the proofs of the options page and of the HBuilderX page run those cases.
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./options'), 'options-overview-main-stylesheet-by-name')
      await proofOf(() => import('./quick-start-v3-hbuilderx'), 'qs3-tailwindcss-basedir-picks-the-project-tailwindcss')
    },
  },
  {
    id: 'guides-plugin-doctor-detects-versions',
    says: 'In a Tailwind CSS 3 project, weapp-tw doctor reports tailwindcss@3.4.19 and weapp-tailwindcss@4.12.0 as ok',
    quotes: [
      { page: PLUGIN.zh, text: '注册插件之前，可以先在项目根目录执行 `npx weapp-tw doctor`，确认它识别到了 `tailwindcss@3.x.x` 和 `weapp-tailwindcss@4.12.0`。' },
      { page: PLUGIN.en, text: 'Before you register the plugin, you can run `npx weapp-tw doctor` in the project root to confirm that it detects `tailwindcss@3.x.x` and `weapp-tailwindcss@4.12.0`.' },
    ],
    async proof() {
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { Fixture } = await import('../lib/examples/cliFixtures')
      const { ROOT } = await import('./support/quick-start-v3')
      const project = Fixture.create(ROOT, 'guides-doctor').file('package.json', { name: 'p', private: true, devDependencies: { 'tailwindcss': '^3.4.19', 'weapp-tailwindcss': '4.12.0' } })
        .copy('tailwindcss', 'tailwindcss-3').linkCli()
      try {
        const out = (await runCommand(path.join(project.dir, 'node_modules/.bin/weapp-tw'), ['doctor'], { cwd: project.dir, env: { NODE_PATH: path.join(ROOT, 'node_modules') } })).output
        assert.match(out, /\[ok\] Tailwind CSS: 检测到 tailwindcss@3\.4\.19。/)
        assert.match(out, /\[ok\] weapp-tailwindcss: 检测到 weapp-tailwindcss@4\.12\.0。/)
      } finally {
        project.remove()
      }
    },
  },
])
