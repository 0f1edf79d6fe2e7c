// The overview pages (intro, multi-platform, at-property, evolution, the maintenance book, how-to-contribute,
// showcase, projects): what their prose says weapp-tailwindcss 4.12.0 and Tailwind CSS do, run here.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease, packageFile, wxss } from './support/options'
import { atRelease, changelog, upstreamFile } from './support/upstream'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const INTRO = 'docs/intro.md'
const INTRO_EN = `${EN}intro.md`
const EVO = 'docs/evolution.md'
const EVO_EN = `${EN}evolution.md`

export default defineClaims(import.meta.url, [
  // ── docs/intro.md ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'intro-escape-example-w-100px',
    says: 'w-[100px] in the source becomes w-_b100px_B in both the compiled template and the stylesheet',
    quotes: [
      { page: INTRO, text: '例如源码中的 `w-[100px]`，在编译出的 `wxml` 与 `wxss` 里会变成 `w-_b100px_B`，两边一致' },
      { page: INTRO_EN, text: '`w-[100px]` in your source becomes `w-_b100px_B` in the compiled `wxml` and `wxss`; both sides match' },
      { page: INTRO, text: '安装完成后，构建产物里的类名会被自动转义。' },
      { page: INTRO_EN, text: 'Once it is installed, class names in the build output are escaped automatically.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="w-[100px]">x</view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.equal(out.wxml, '<view class="w-_b100px_B">x</view>', 'the template')
      assert.match(out.css, /\.w-\\\[100px\\\] \{\s*width: 100px;/, 'Tailwind CSS generated the raw class')
      assert.match(out.wxss, /\.w-_b100px_B(?::not\(#\\#\))? \{\s*width: 100px;/, 'the stylesheet uses the same escaped name')
      assert.ok(!out.wxss.includes('\\['), 'no raw bracket is left in the stylesheet')
    },
  },
  {
    id: 'intro-tailwind-outputs-rem-and-px',
    says: 'Tailwind CSS 4 by default writes spacing in rem (--spacing: .25rem) and border widths in px',
    quotes: [
      { page: INTRO, text: 'Tailwind CSS 默认输出 `rem` 和 `px`。' },
      { page: INTRO_EN, text: 'Tailwind CSS outputs `rem` and `px` by default.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="p-4 border">x</view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.css, /--spacing: \.25rem;/)
      assert.match(out.css, /\.p-4 \{\s*padding: calc\(var\(--spacing\) \* 4\);/)
      assert.match(out.css, /\.border \{[^}]*border-width: 1px;/)
    },
  },
  {
    id: 'intro-what-the-build-rewrites',
    says: 'wxsMatcher matches no file by default; * becomes view,text and :root becomes page,… by default; rem2rpx and px2rpx convert rem and px to rpx',
    quotes: [
      { page: INTRO, text: '（默认把 `*` 换成 `view,text`、把 `:root` 换成 `page` 等选择器）' },
      { page: INTRO, text: '可以按需把 `rem`、`px` 转成 `rpx`（`rem2rpx`、`px2rpx` 选项）' },
      { page: INTRO_EN, text: '(by default `*` becomes `view,text` and `:root` becomes `page` and a few related selectors)' },
      { page: INTRO_EN, text: 'can convert `rem` and `px` to `rpx` if you ask it to (the `rem2rpx` and `px2rpx` options)' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as { wxsMatcher: (file: string) => boolean }
      assert.equal(defaults.wxsMatcher('pages/index/index.wxs'), false, 'no wxs file is matched by default')
      const css = await wxss('*{margin:0}:root{--a:1}')
      assert.match(css, /^view,text\{margin:0\}/, '* becomes view,text')
      assert.match(css, /\}page,[^{]*\{--a:1\}$/, ':root becomes page and related selectors')
      assert.equal(await wxss('.a{width:1rem;height:10px}'), '.a{width:1rem;height:10px}', 'no conversion by default')
      assert.equal(await wxss('.a{width:1rem;height:10px}', { rem2rpx: true, px2rpx: true }), '.a{width:32rpx;height:10rpx}')
    },
  },
  {
    id: 'intro-entry-points',
    says: 'weapp-tailwindcss/vite, /webpack, /webpack4 and /gulp are package exports, each exporting its plugin (Vite plugin, webpack 5 and 4 plugin classes, gulp createPlugins)',
    quotes: [
      { page: INTRO, text: 'Vite 项目用 `weapp-tailwindcss/vite`，webpack 5 项目用 `weapp-tailwindcss/webpack`，webpack 4 项目用 `weapp-tailwindcss/webpack4`，gulp 项目用 `weapp-tailwindcss/gulp`' },
      { page: INTRO_EN, text: 'Vite projects use `weapp-tailwindcss/vite`, webpack 5 projects use `weapp-tailwindcss/webpack`, webpack 4 projects use `weapp-tailwindcss/webpack4`, and gulp projects use `weapp-tailwindcss/gulp`' },
    ],
    proof() {
      const exports = (JSON.parse(packageFile('weapp-tailwindcss', 'package.json')) as { exports: Record<string, unknown> }).exports
      const plugins = { vite: 'UnifiedViteWeappTailwindcssPlugin', webpack: 'UnifiedWebpackPluginV5', webpack4: 'UnifiedWebpackPluginV4', gulp: 'createPlugins' }
      for (const [entry, name] of Object.entries(plugins)) {
        assert.ok(exports[`./${entry}`], `./${entry} is an export`)
        assert.match(packageFile('weapp-tailwindcss', `dist/${entry}.d.ts`), new RegExp(`export \\{[^}]*\\b${name}\\b`), `${entry} exports ${name}`)
      }
    },
  },
  {
    id: 'intro-wxss-rejects-universal-selector',
    says: 'The WeChat WXSS compiler (wcsc from miniprogram-compiler 0.2.3) fails on a stylesheet with a * rule and accepts view,text',
    quotes: [
      { page: INTRO, text: '而 WXSS 根本不接受通配符 `*`，整份样式会编译失败' },
      { page: INTRO_EN, text: 'but WXSS rejects the universal selector `*` outright and the whole stylesheet fails to compile' },
    ],
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-intro-wcsc-'))
      const compile = (file: string, text: string) => {
        fs.writeFileSync(path.join(dir, file), text)
        return runCommand(wcsc, [file, '-o', `${file}.js`], { cwd: dir, timeoutMs: 30_000 })
      }
      const star = await compile('star.wxss', '.a { color: red; }\n* { margin: 0; }\n')
      assert.notEqual(star.exitCode, 0, 'the * rule fails the whole file')
      assert.match(star.output, /unexpected token `\*`/)
      const ok = await compile('ok.wxss', '.a { color: red; }\nview,text { margin: 0; }\n')
      assert.equal(ok.exitCode, 0, ok.output)
    },
    slow: true,
    timeoutMs: 300_000,
  },
  // ── docs/evolution.md ────────────────────────────────────────────────────────────────────────────
  {
    id: 'evolution-style-chain-releases',
    says: 'cssRemoveProperty (remove @property) first appears in 4.1.2; 4.1.5 removes @supports color-mix nodes; 4.1.10 strips @layer before preset-env; px2rpx and the cssCalc default arrive in 4.3.0; 4.12.0 adds a built-in autoprefixer that writes -webkit-background-clip for bg-clip-text',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: EVO, text: '| 4.1.2 | 删除 `@property` 规则 |' },
      { page: EVO, text: '| 4.1.5 | 移除带 `color-mix` 的 `@supports` 分支 |' },
      { page: EVO, text: '| 4.1.10 | 在降级前去掉 `@layer` |' },
      { page: EVO, text: '| 4.3.0 | 预计算 CSS 变量与 `calc`；新增 `px2rpx` |' },
      { page: EVO, text: '| 4.12.0 | 内置 autoprefixer | 补齐 `-webkit-` 前缀，例如 `bg-clip-text` |' },
      { page: EVO_EN, text: '| 4.1.2 | `@property` rules removed |' },
      { page: EVO_EN, text: '| 4.1.5 | `@supports` branches containing `color-mix` removed |' },
      { page: EVO_EN, text: '| 4.1.10 | `@layer` stripped before downleveling |' },
      { page: EVO_EN, text: '| 4.3.0 | CSS variables and `calc` precomputed; new `px2rpx` |' },
      { page: EVO_EN, text: '| 4.12.0 | Built-in autoprefixer | Adds missing `-webkit-` prefixes, e.g. for `bg-clip-text` |' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveProperty' }, '4.1.2')
      assert.match(changelog('4.1.2'), /添加 `cssRemoveProperty` 选项，默认值为 `true`/)
      assert.match(changelog('4.1.5'), /移除带有 `@supports` `color-mix` 的 css 节点/)
      assert.match(changelog('4.1.10'), /默认自动去除 `@layer` 在 `postcss-env-preset` 处理之前/)
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
      await assertFirstRelease({ kind: 'option', name: 'cssCalc' }, '4.3.0')
      assert.match(atRelease('4.3.0', 'src/context/index.ts')!, /const cssCalcOptions = cssCalc \?\? twPatcher\.majorVersion === 4/)
      assert.match(changelog('4.12.0'), /默认启用内置 autoprefixer 后处理，为小程序 CSS 补齐 `-webkit-background-clip: text`/)
      assert.equal(await wxss('.bg-clip-text{background-clip:text}'), '.bg-clip-text{-webkit-background-clip:text;background-clip:text}')
    },
  },
  {
    id: 'evolution-ast-grep-and-tokenizer',
    says: 'jsAstTool (ast-grep) first appears in 3.1.0; the ast-grep code path exists through 4.0.3 and is gone in 4.0.4; 4.7.2 removes the option; 4.4.0 makes the WXML Tokenizer test whitespace by char code and reuse a token cache',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: EVO, text: '**3.1.0**：新增可选的 `@ast-grep/napi` 解析器' },
      { page: EVO, text: '4.0.0～4.0.3 仍保留这条路径，4.0.4 起统一回到 Babel' },
      { page: EVO, text: '选项说明里给出的速度约为 Babel 的 2 倍' },
      { page: EVO_EN, text: 'which its option description puts at about twice Babel\'s speed' },
      { page: EVO, text: '4.7.2 删除了对应选项' },
      { page: EVO, text: '**4.4.0**：Tokenizer 按字符码判断空白、复用 token 缓存' },
      { page: EVO_EN, text: '**3.1.0**: an optional `@ast-grep/napi` parser is added' },
      { page: EVO_EN, text: '4.0.0–4.0.3 still keep that path, and from 4.0.4 everything goes back to Babel' },
      { page: EVO_EN, text: '4.7.2 removed the corresponding option' },
      { page: EVO_EN, text: '**4.4.0**: the Tokenizer checks for whitespace by character code and reuses a token cache' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'jsAstTool' }, '3.1.0')
      assert.match(atRelease('4.0.3', 'src/js/ast-grep.ts')!, /import\('@ast-grep\/napi'\)/)
      assert.equal(atRelease('4.0.4', 'src/js/ast-grep.ts'), undefined)
      assert.match(atRelease('4.0.0', 'src/typedoc.export.ts')!, /来启用 `ast-grep` 来处理 `js`，速度会是 `babel` 的 `2` 倍左右/)
      assert.match(atRelease('4.7.1', 'src/typedoc.export.ts')!, /\bjsAstTool\?:/)
      assert.ok(!atRelease('4.7.2', 'src/typedoc.export.ts')!.includes('jsAstTool'))
      assert.match(changelog('4.4.0'), /WXML Tokenizer 采用字符码判断空白并复用 token 缓存/)
    },
  },
  {
    id: 'evolution-hover-and-postcss-package',
    says: 'cssRemoveHoverPseudoClass first appears in 3.2.1 and (4.12.0) drops :hover rules by default; 4.0.0 depends on @weapp-tailwindcss/postcss, which depends on postcss-preset-env, and has the cssPresetEnv option; 3.7.0 has neither',
    // Reads the upstream release tags (claims/support/upstream.ts).
    slow: true,
    quotes: [
      { page: EVO, text: '| 3.2.1 | 删除 `:hover` 规则 |' },
      { page: EVO, text: '| 4.0 | 集成 `postcss-preset-env`，样式处理拆成独立包 `@weapp-tailwindcss/postcss` |' },
      { page: EVO_EN, text: '| 3.2.1 | `:hover` rules removed |' },
      { page: EVO_EN, text: '| 4.0 | `postcss-preset-env` integrated; style processing split out into its own package, `@weapp-tailwindcss/postcss` |' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveHoverPseudoClass' }, '3.2.1')
      assert.equal(await wxss('.a:hover{color:red}.b{color:blue}'), '.b{color:blue}')
      assert.match(atRelease('4.0.0', 'package.json')!, /"@weapp-tailwindcss\/postcss": "workspace:\*"/)
      assert.ok(!atRelease('3.7.0', 'package.json')!.includes('@weapp-tailwindcss/postcss'))
      assert.match(upstreamFile('weapp-tailwindcss@4.0.0', 'packages/postcss/package.json')!, /"postcss-preset-env": "\^10/)
      await assertFirstRelease({ kind: 'option', name: 'cssPresetEnv' }, '4.0.0')
      assert.match(atRelease('4.0.0', 'src/typedoc.export.ts')!, /\bcssPresetEnv\?:/)
    },
  },
])
