// Claims of the Taro pages under docs/issues (taro-terser, use-with-taroify) and their English twins.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { defineClaims } from '../lib/claims/define'
import { root, unpacked } from './support/issues'

const TAROIFY = 'docs/issues/use-with-taroify.md'
const TAROIFY_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-taroify.md'
const TERSER = 'docs/issues/taro-terser.md'
const TERSER_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/taro-terser.md'

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ taro-terser
  {
    id: 'terser-escaped-forms-tw3',
    says: 'Tailwind CSS 3.4.19 writes .h-4\\/6, .\\!w-full, .bg-\\[\\#123456\\]; after 4.12.0 they are .h-4_f6, ._ew-full, .bg-_b_h123456_B',
    quotes: [
      { page: TERSER, text: '打开 `dist/app-origin.wxss`，能看到没有经过转义的选择器，例如 `.h-4\\/6`、`.\\!w-full`、`.bg-\\[\\#123456\\]`；正常情况下它们应该是 `.h-4_f6`、`._ew-full`、`.bg-_b_h123456_B`。' },
      { page: TERSER_EN, text: 'Open `dist/app-origin.wxss` and you see selectors that were never escaped, such as `.h-4\\/6`, `.\\!w-full` and `.bg-\\[\\#123456\\]`; normally they would be `.h-4_f6`, `._ew-full` and `.bg-_b_h123456_B`.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const out = await runTailwind3({ template: '<view class="h-4/6 !w-full bg-[#123456]"></view>', options: { appType: 'taro' } })
      for (const raw of ['.h-4\\/6 {', '.\\!w-full {', '.bg-\\[\\#123456\\] {']) assert.ok(out.css.includes(raw), `raw ${raw}`)
      for (const escaped of ['.h-4_f6 {', '._ew-full {', '.bg-_b_h123456_B {']) assert.ok(out.wxss.includes(escaped), `escaped ${escaped}`)
    },
  },
  {
    id: 'terser-tw4-raw-layer-property-cleaned',
    says: 'Tailwind CSS 4.3.5 output for text-[#bcbcbc] outline has @layer properties, @property --tw-outline-style and .text-\\[\\#bcbcbc\\]; transformWxss of 4.12.0 removes @layer and @property and writes .text-_b_hbcbcbc_B',
    quotes: [
      { page: TERSER, text: '用 Tailwind CSS 4.3.5 生成 `text-[#bcbcbc] outline` 的样式，原始结果三样都有，交给 weapp-tailwindcss 4.12.0 的 `transformWxss` 处理后，`@layer` 和 `@property` 都不见了，选择器变成 `.text-_b_hbcbcbc_B`。' },
      { page: TERSER_EN, text: 'generating the styles for `text-[#bcbcbc] outline` with Tailwind CSS 4.3.5, the raw result contains all three, and after `transformWxss` from weapp-tailwindcss 4.12.0 has processed it, both `@layer` and `@property` are gone and the selector becomes `.text-_b_hbcbcbc_B`' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<text class="text-[#bcbcbc] outline">x</text>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.ok(out.css.includes('@layer properties') && out.css.includes('@property --tw-outline-style') && out.css.includes('.text-\\[\\#bcbcbc\\]'), 'raw output has all three')
      assert.ok(!out.wxss.includes('@layer') && !out.wxss.includes('@property'), 'both gone after transformWxss')
      assert.match(out.wxss, /\.text-_b_hbcbcbc_B[:{ ]/)
    },
  },
  {
    id: 'terser-webpack-chain-merge-same-name',
    says: 'webpack-chain 6.5.1 (the range @tarojs/webpack5-runner 4.2.1 depends on): a second chain.merge with plugin name install replaces the first plugin; under another name both remain',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: TERSER, text: 'webpack-chain 中插件以名字为键，第二次对同名插件调用 `merge` 会替换掉前一次设置的插件类和参数。' },
      { page: TERSER, text: '用 Taro 编译器依赖的 webpack-chain 6.5.1 实测：两次 `chain.merge` 都用 `install` 这个名字时，只打印出一个 `install`，生成的 webpack 配置里只剩后注册的 terser 插件；给 terser 换名 `terser-minify` 后，打印出 `install` 和 `terser-minify` 两项，两个插件都在。' },
      { page: TERSER_EN, text: 'In webpack-chain, plugins are keyed by name, and calling `merge` a second time for a plugin with the same name replaces the plugin class and arguments set the first time.' },
      { page: TERSER_EN, text: "Tested with webpack-chain 6.5.1, the version Taro's compiler depends on: when both `chain.merge` calls use the name `install`, only one `install` is printed, and the generated webpack configuration contains only the terser plugin registered last; after renaming terser to `terser-minify`, two entries are printed, `install` and `terser-minify`, and both plugins are present." },
    ],
    async proof() {
      const runner = JSON.parse(fs.readFileSync(path.join(unpacked('@tarojs/webpack5-runner@4.2.1'), 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
      assert.equal(runner.dependencies['webpack-chain'], '^6.5.1')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-webpack-chain-'))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
      await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'webpack-chain@6.5.1'], { cwd: dir, timeout: 240_000 })
      const script = `
const Config = require('webpack-chain')
class UnifiedWebpackPluginV5 { constructor(o) { this.o = o } }
class TerserPlugin { constructor(o) { this.o = o } }
function build(name) {
  const chain = new Config()
  chain.merge({ plugin: { install: { plugin: UnifiedWebpackPluginV5, args: [{ rem2rpx: true }] } } })
  if (name === 'install') chain.merge({ plugin: { install: { plugin: TerserPlugin, args: [{ terserOptions: { compress: true, keep_classnames: true } }] } } })
  else chain.plugin(name).use(TerserPlugin, [{ terserOptions: { compress: true, keep_classnames: true } }])
  return { names: chain.plugins.values().map(p => p.name), plugins: chain.toConfig().plugins.map(p => p.constructor.name) }
}
console.log(JSON.stringify([build('install'), build('terser-minify')]))
`
      fs.writeFileSync(path.join(dir, 'chain.cjs'), script)
      const { stdout } = await promisify(execFile)(process.execPath, ['chain.cjs'], { cwd: dir })
      const [same, renamed] = JSON.parse(stdout) as { names: string[]; plugins: string[] }[]
      assert.deepEqual(same, { names: ['install'], plugins: ['TerserPlugin'] })
      assert.deepEqual(renamed, { names: ['install', 'terser-minify'], plugins: ['UnifiedWebpackPluginV5', 'TerserPlugin'] })
    },
  },
  {
    id: 'terser-taro-minifies-in-production-only',
    says: '@tarojs/webpack5-runner 4.2.1 sets up the minimizer only when mode is production; mode comes from NODE_ENV, and a --watch build without NODE_ENV=production is development',
    slow: true,
    quotes: [
      { page: TERSER, text: 'Taro 只在生产模式下启用这项压缩。如果希望 `--watch` 开发时也压缩，需要让 `NODE_ENV` 为 `production`' },
      { page: TERSER_EN, text: 'Taro only enables this minification in production mode. If you also want minification while developing with `--watch`, `NODE_ENV` has to be `production`' },
    ],
    async proof() {
      const dist = path.join(unpacked('@tarojs/webpack5-runner@4.2.1'), 'dist/webpack')
      const base = fs.readFileSync(path.join(dist, 'BaseConfig.js'), 'utf8')
      assert.match(base, /setMinimizer\(config, defaultTerserOptions\) \{[\s\S]{0,80}if \(config\.mode !== 'production'\)\s*return;/)
      const combination = fs.readFileSync(path.join(dist, 'Combination.js'), 'utf8')
      assert.match(combination, /const preMode = rawConfig\.mode \|\| process\.env\.NODE_ENV;/)
      assert.match(combination, /\(!rawConfig\.isWatch \|\| process\.env\.NODE_ENV === 'production' \? 'production' : 'development'\)/)
    },
  },
  {
    id: 'terser-site-taro-examples-names',
    says: "This site's Taro (webpack) Tailwind CSS 4 quick start registers UnifiedWebpackPluginV5 through chain.merge under the name install; the Taro setup guide uses chain.plugin('weapp-tailwindcss')",
    quotes: [
      { page: TERSER, text: '而 weapp-tailwindcss 的 Taro 接入示例也是通过 `chain.merge` 注册，插件名同样叫 `install`。' },
      { page: TERSER, text: '[Taro 接入指南](/docs/quick-start/frameworks/taro)里的写法 `chain.plugin(\'weapp-tailwindcss\')` 用的是自己的名字，本来就不会和 `install` 冲突。' },
      { page: TERSER_EN, text: "weapp-tailwindcss's Taro setup example also registers itself through `chain.merge`, and its plugin is also named `install`." },
      { page: TERSER_EN, text: "The setup in the [Taro setup guide](/docs/quick-start/frameworks/taro), `chain.plugin('weapp-tailwindcss')`, uses its own name and never collides with `install` in the first place." },
    ],
    proof() {
      const quickStart = fs.readFileSync(path.join(root, 'docs/quick-start/v4/taro-webpack.mdx'), 'utf8')
      assert.match(quickStart, /chain\.merge\(\{\s*plugin: \{\s*install: \{\s*plugin: UnifiedWebpackPluginV5/)
      const guide = fs.readFileSync(path.join(root, 'docs/quick-start/frameworks/taro.mdx'), 'utf8')
      assert.match(guide, /chain\.plugin\('weapp-tailwindcss'\)\.use\(UnifiedWebpackPluginV5/)
    },
  },
  // ------------------------------------------------------------------ use-with-taroify
  {
    id: 'taroify-important-modifier-escaped',
    says: '4.12.0 escapes the ! of !bg-rose-500 (TW3) to ._ebg-rose-500 and of bg-rose-500! (TW4) to .bg-rose-500_e, both with !important declarations',
    quotes: [
      { page: TAROIFY, text: 'Tailwind CSS 3 写 `!bg-rose-500`，Tailwind CSS 4 写 `bg-rose-500!`。weapp-tailwindcss 会把其中的 `!` 转义成小程序允许的字符。' },
      { page: TAROIFY_EN, text: '`!bg-rose-500` in Tailwind CSS 3, `bg-rose-500!` in Tailwind CSS 4. weapp-tailwindcss escapes the `!` into a character mini-programs allow.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw3 = await runTailwind3({ template: '<view class="!bg-rose-500"></view>', options: {} })
      assert.equal(tw3.wxml, '<view class="_ebg-rose-500"></view>')
      assert.match(tw3.wxss, /\._ebg-rose-500 \{[^}]*background-color: [^;}]*!important/)
      const tw4 = await runTailwind4({ template: '<view class="bg-rose-500!"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.equal(tw4.wxml, '<view class="bg-rose-500_e"></view>')
      assert.match(tw4.wxss, /\.bg-rose-500_e[^{]*\{[^}]*background-color: [^;}]*!important/)
      for (const out of [tw3.wxss, tw4.wxss]) assert.ok(!/\.\\?!|\\!/.test(out), 'no ! left in a selector')
    },
  },
  {
    id: 'taroify-package-facts',
    says: '@taroify/core 0.9.2 is the Taro React port of Vant; .taroify-button--primary is a one-class rule setting background; some button selectors combine two classes; @taroify/core/index.scss, @taroify/icons/index.scss and @taroify/icons/van/VanIcon exist',
    slow: true,
    quotes: [
      { page: TAROIFY, text: '是移植自 Vant 的 Taro React 组件库' },
      { page: TAROIFY, text: '生效的是来自组件样式的 `.taroify-button--primary` 规则' },
      { page: TAROIFY, text: '组件内部有些选择器由多个类组成，特异性更高，就算顺序调对了也仍然会赢。' },
      { page: TAROIFY_EN, text: 'is a Taro React component library ported from Vant' },
      { page: TAROIFY_EN, text: 'the rule in effect is `.taroify-button--primary` from the component styles' },
      { page: TAROIFY_EN, text: 'Some selectors inside the components are made up of several classes and are more specific, so they still win even once the order is right.' },
    ],
    async proof() {
      const core = unpacked('@taroify/core@0.9.2')
      const icons = unpacked('@taroify/icons@0.9.2')
      assert.match(fs.readFileSync(path.join(core, 'README.md'), 'utf8'), /Taroify 是移动端组件库 \[Vant\]\([^)]*\) 的 Taro React 版本/)
      const button = fs.readFileSync(path.join(core, 'button/index.css'), 'utf8')
      assert.match(button, /(^|\})\.taroify-button--primary\{background:/, 'a one-class rule that sets background')
      assert.ok(button.includes('.taroify-button--text.taroify-button--primary{'), 'a two-class selector')
      for (const file of [path.join(core, 'index.scss'), path.join(icons, 'index.scss'), path.join(icons, 'van/VanIcon.js')]) assert.ok(fs.existsSync(file), file)
    },
  },
])
