// Second reading of the px2rpx page, the css-macro page and the Tailwind CSS 4 quick-start pages (overview,
// uni-app Vite, Taro webpack): sentences that had no proof, or were rewritten because running the case showed
// something else. Everything runs against the site's pinned packages (weapp-tailwindcss 4.12.0, Tailwind CSS
// 3.4.19 as `tailwindcss-3`); contexts use supportCustomLengthUnitsPatch: false, so nothing is written to
// the repository's node_modules.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { wxss } from './support/options'

const UNITS = 'docs/quick-start/css-unit-transform.mdx'
const UNITS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/css-unit-transform.mdx'
const MACRO = 'docs/quick-start/uni-app-css-macro.mdx'
const MACRO_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/uni-app-css-macro.mdx'
const V4 = 'docs/quick-start/v4/readme.mdx'
const V4_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/readme.mdx'
const TARO = 'docs/quick-start/v4/taro-webpack.mdx'
const TARO_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/taro-webpack.mdx'

/** Whitespace collapsed. */
const squash = (css: string) => css.replace(/\s+/g, ' ').trim()

let runs = 0
/** Tailwind CSS 3.4.19 with the css-macro Tailwind plugin, the macro PostCSS plugin before or after it. */
async function macroWithTailwind3(template: string, order: 'before' | 'after'): Promise<string> {
  const postcss = (await import('postcss')).default
  const tailwindcss3 = (await import('tailwindcss-3')).default
  const cssMacro = (await import('weapp-tailwindcss/css-macro')).default as (options?: unknown) => unknown
  const macroPostcss = (await import('weapp-tailwindcss/css-macro/postcss')).default as () => unknown
  // A run number in the content keeps Tailwind CSS 3's context cache from reusing an earlier run.
  const tw = tailwindcss3({ corePlugins: { preflight: false }, content: [{ raw: `${template}\n<!-- second-read-3 ${++runs} -->`, extension: 'html' }], plugins: [cssMacro({}) as never] })
  const plugins = order === 'before' ? [macroPostcss(), tw] : [tw, macroPostcss()]
  return (await postcss(plugins as never[]).process('@tailwind utilities;', { from: undefined })).css
}

export default defineClaims(import.meta.url, [
  {
    id: 'px2rpx-table-platform-unit-onepx-precision',
    says: 'px2rpx defaults: platform weapp and targetUnit rpx are what true uses (writing them out changes nothing, another targetUnit or platform changes the output), 1px is converted by default (onePxTransform true) and results keep 5 decimal places',
    quotes: [
      { page: UNITS, text: '| `targetUnit` | `\'rpx\'` | 输出单位 |' },
      { page: UNITS_EN, text: '| `platform` | `\'weapp\'` | Target platform |' },
      { page: UNITS_EN, text: '| `targetUnit` | `\'rpx\'` | Output unit |' },
      { page: UNITS_EN, text: '| `onePxTransform` | `true` | Whether values of exactly `1px` are converted |' },
      { page: UNITS_EN, text: '| `unitPrecision` | `5` | Number of decimal places |' },
    ],
    async proof() {
      const css = '.b{border-width:1px}.t{font-size:14px}'
      const byDefault = await wxss(css, { px2rpx: true })
      assert.equal(byDefault, '.b{border-width:1rpx}.t{font-size:14rpx}', 'true: 1px converted (onePxTransform true), unit rpx')
      assert.equal(await wxss(css, { px2rpx: { platform: 'weapp', targetUnit: 'rpx', onePxTransform: true } }), byDefault, 'the three defaults written out')
      assert.notEqual(await wxss(css, { px2rpx: { targetUnit: 'rem' } }), byDefault, 'targetUnit is in effect')
      assert.notEqual(await wxss(css, { px2rpx: { platform: 'h5' } }), byDefault, 'platform is in effect')
      assert.equal(await wxss(css, { px2rpx: { onePxTransform: false } }), '.b{border-width:1px}.t{font-size:14rpx}', 'onePxTransform false keeps 1px')
      // 20px at a 414 design: 20 × 750 / 414 = 36.231884… → five decimals.
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 414, deviceRatio: { 414: 750 / 414 } } }), '.a{width:36.23188rpx}', 'unitPrecision 5')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 414, deviceRatio: { 414: 750 / 414 }, unitPrecision: 5 } }), '.a{width:36.23188rpx}', 'writing unitPrecision: 5 changes nothing')
    },
  },
  {
    id: 'css-macro-order-either-way-in-overview',
    says: 'The overview of how css-macro works no longer says the macro PostCSS plugin must come after Tailwind CSS: with Tailwind CSS 3.4.19 the #ifdef / #ifndef comments are generated with the macro plugin before or after tailwindcss (Tailwind CSS 4.3.5 is covered by css-macro-postcss-order-tailwind-4)',
    quotes: [
      { page: MACRO, text: '至于它排在 Tailwind CSS 的 PostCSS 插件前面还是后面，两种顺序都能生成注释' },
      { page: MACRO_EN, text: 'the comments are generated whether the macro plugin comes before or after it' },
    ],
    async proof() {
      const template = '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-ALIPAY]:pt-2">'
      for (const order of ['after', 'before'] as const) {
        const css = squash(await macroWithTailwind3(template, order))
        assert.match(css, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{ padding-top: 1\.5rem \} \/\* #endif \*\//, `macro plugin ${order} tailwindcss`)
        assert.match(css, /\/\* #ifndef MP-ALIPAY \*\/ \.ifndef-\\\[MP-ALIPAY\\\]\\:pt-2 \{ padding-top: 0\.5rem \} \/\* #endif \*\//, `macro plugin ${order} tailwindcss`)
        assert.doesNotMatch(css, /weapp-tw-platform/, `macro plugin ${order} tailwindcss: no media query left`)
      }
      // Without the macro PostCSS plugin the media query stays: the PostCSS plugin is what writes the comments.
      const postcss = (await import('postcss')).default
      const tailwindcss3 = (await import('tailwindcss-3')).default
      const cssMacro = (await import('weapp-tailwindcss/css-macro')).default as (options?: unknown) => unknown
      const alone = (await postcss([tailwindcss3({ corePlugins: { preflight: false }, content: [{ raw: `${template}<!-- alone ${++runs} -->`, extension: 'html' }], plugins: [cssMacro({}) as never] })]).process('@tailwind utilities;', { from: undefined })).css
      assert.match(alone, /weapp-tw-platform/)
      assert.doesNotMatch(alone, /#ifdef/)
    },
  },
  {
    id: 'taro-webpack-commonjs-config',
    says: "A CommonJS config/index.js (module.exports) that loads path and UnifiedWebpackPluginV5 with the page's two require lines and keeps the page's chain.merge(...) unchanged registers the plugin class under install with the page's options, and __dirname resolves cssEntries to <project>/src/app.css",
    quotes: [
      { page: TARO, text: "`path` 和插件改用 `const path = require('node:path')`、`const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')` 引入，`defineConfig` 那一行不需要；`mini.webpackChain` 里的写法不变，`__dirname` 照常可用" },
      { page: TARO_EN, text: "load `path` and the plugin with `const path = require('node:path')` and `const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')`; the `defineConfig` line is not needed. The code inside `mini.webpackChain` stays the same, and `__dirname` works as usual" },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { block } = await import('./support/quick-start-v3')
      const { scratch, write } = await import('./support/uni-css')
      const code = await block(TARO, 'config/index.ts')
      const merge = /chain\.merge\(\{[\s\S]*?\n {8}\}\)/.exec(code)?.[0]
      assert.ok(merge, 'the page block has a chain.merge({...}) call')
      const dir = scratch('second-read-3-taro-cjs')
      write(dir, {
        'package.json': JSON.stringify({ name: 'taro-cjs', private: true }),
        'config/index.js': `const path = require('node:path')\nconst { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')\n\nconst config = {\n  compiler: 'webpack5',\n  mini: {\n    webpackChain(chain) {\n      ${merge}\n    },\n  },\n}\n\nmodule.exports = function (merge) {\n  return merge({}, config)\n}\n`,
      })
      const require = createRequire(path.join(dir, 'package.json'))
      const configFn = require(path.join(dir, 'config/index.js')) as (m: (...o: object[]) => object) => { mini: { webpackChain: (chain: unknown) => void } }
      const config = configFn((...objects) => Object.assign({}, ...objects))
      const merged: unknown[] = []
      config.mini.webpackChain({ merge: (o: unknown) => merged.push(o) })
      assert.equal(merged.length, 1)
      const { plugin } = merged[0] as { plugin: { install: { plugin: unknown; args: [{ appType: string; rem2rpx: boolean; cssEntries: string[] }] } } }
      const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack') as { UnifiedWebpackPluginV5: { prototype: { apply: unknown } } }
      assert.equal(plugin.install.plugin, UnifiedWebpackPluginV5, 'the class the page registers')
      assert.equal(typeof UnifiedWebpackPluginV5.prototype.apply, 'function', 'a webpack plugin class')
      assert.deepEqual(plugin.install.args[0], { appType: 'taro', rem2rpx: true, cssEntries: [path.join(fs.realpathSync(dir), 'src/app.css')] })
    },
  },
  {
    id: 'qs4-variable-rule-only-with-shadow-gradient-translate',
    says: 'With the split entry (theme.css + utilities.css), Tailwind CSS 4.3.5 and weapp-tailwindcss 4.12.0 (rem2rpx), the view/text/pseudo-element rule that initializes variables, with the cssPreflight declarations appended, is in the output for shadow, a gradient and translate, and absent for p-4 and text-white',
    quotes: [
      { page: V4, text: '只有用到了阴影、渐变、位移这类需要初始化变量的工具类，产物里才有这条规则' },
      { page: V4_EN, text: 'this rule only appears in the output when you use utility classes that need initialized variables, such as shadows, gradients and transforms' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const split = '@import "weapp-tailwindcss/theme.css";\n@import "weapp-tailwindcss/utilities.css";'
      const varRule = (wxss: string) => /view,text,::before,::after \{([^}]*)\}/.exec(wxss)?.[1] ?? ''
      for (const cls of ['shadow', 'bg-linear-to-r from-sky-500 to-rose-500', 'translate-x-2']) {
        const out = await runTailwind4({ template: `<view class="${cls}">`, css: split, options: { rem2rpx: true }, marginTrimInline: true })
        assert.match(varRule(out.wxss), /--tw-[\s\S]*box-sizing: border-box;\s*border-width: 0;\s*border-style: solid;/, `${cls}: the variable rule with the appended declarations`)
      }
      for (const cls of ['p-4', 'text-white']) {
        const out = await runTailwind4({ template: `<view class="${cls}">`, css: split, options: { rem2rpx: true }, marginTrimInline: true })
        assert.equal(varRule(out.wxss), '', `${cls}: no such rule`)
        assert.doesNotMatch(out.wxss, /box-sizing/, `${cls}: nothing appended anywhere`)
      }
    },
  },
  {
    id: 'qs4-speed-row-cites-tailwind-changelog',
    says: "The overview's speed row quotes Tailwind CSS's own 4.0.0 changelog entry: full builds up to 5x faster, incremental builds over 100x faster (the site does not measure it itself)",
    quotes: [
      { page: V4, text: '称完整构建最高快 5 倍，增量构建快 100 倍以上' },
      { page: V4_EN, text: 'says full builds are up to 5x faster and incremental builds over 100x faster' },
    ],
    manual: {
      ran: "read the '## [4.0.0] - 2025-01-21' section of tailwindlabs/tailwindcss CHANGELOG.md: 'New high-performance engine — where full builds are up to 5x faster, and incremental builds are over 100x faster'",
      versions: 'Tailwind CSS 4.0.0 changelog entry (unchanged in later versions of the file)',
      on: '2026-11-28',
      why: 'the changelog is not shipped in the tailwindcss package, and fast proofs run offline',
    },
  },
  {
    id: 'qs4-h5-and-mp-entries-by-conditional-compilation',
    says: "In a uni-app Vue 3 + Vite project (the uni-preset-vue dependencies, @tailwindcss/postcss 4.3.5, weapp-tailwindcss 4.12.0 with the quick start's disabled switch), the overview's src/app.css with #ifdef H5 / #ifndef H5 around the two imports builds: the mp-weixin app.wxss is byte-identical to the one built from the weapp-tailwindcss entry alone, and the H5 CSS comes from the plain tailwindcss entry (no weapp-tailwindcss page selector); no #ifdef comment is left in either",
    quotes: [
      { page: V4, text: '让 H5 继续使用 Tailwind CSS 原版入口，小程序使用 weapp-tailwindcss 的入口' },
      { page: V4_EN, text: 'so that H5 keeps the original Tailwind CSS entry and mini-programs use the weapp-tailwindcss entry' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { installed, write } = await import('./support/uni-css')
      const { block } = await import('./support/quick-start-v3')
      const release = '3.0.0-4020920240930001'
      const dir = await installed([
        ...['@dcloudio/uni-app', '@dcloudio/uni-mp-weixin', '@dcloudio/uni-components', '@dcloudio/uni-h5', '@dcloudio/vite-plugin-uni', '@dcloudio/uni-cli-shared'].map(name => `${name}@${release}`),
        'vue@3.4.21', 'vite@5.2.8', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'weapp-tailwindcss@4.12.0',
      ])
      const conditional = await block(V4, 'src/app.css')
      assert.match(conditional, /#ifdef H5/)
      write(dir, {
        'index.html': '<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>\n',
        'src/main.js': "import { createSSRApp } from 'vue'\nimport App from './App.vue'\n\nexport function createApp() {\n  return { app: createSSRApp(App) }\n}\n",
        'src/App.vue': '<script>\nexport default {}\n</script>\n<style src="./app.css"></style>\n',
        'src/pages.json': JSON.stringify({ pages: [{ path: 'pages/index/index' }], globalStyle: {} }),
        'src/manifest.json': JSON.stringify({ name: 'h5-mp', appid: '', versionName: '1.0.0', versionCode: '100', vueVersion: '3', 'mp-weixin': { appid: '' } }),
        'src/pages/index/index.vue': '<template>\n  <view class="p-4 shadow rounded-lg text-[32rpx] w-[100px]">hi</view>\n</template>\n',
        'vite.config.ts': await block('docs/quick-start/v4/uni-app-vite.mdx', 'vite.config.ts'),
      })
      const build = async (css: string, platform: 'mp-weixin' | 'h5') => {
        write(dir, { 'src/app.css': css })
        fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
        const result = await runCommand('npx', platform === 'h5' ? ['uni', 'build'] : ['uni', 'build', '-p', platform], { cwd: dir, timeoutMs: 600_000 })
        assert.equal(result.exitCode, 0, `${platform}: ${result.output}`)
        if (platform === 'mp-weixin') return fs.readFileSync(path.join(dir, 'dist/build/mp-weixin/app.wxss'), 'utf8')
        const assets = path.join(dir, 'dist/build/h5/assets')
        return fs.readdirSync(assets).filter(file => /^index-.*\.css$/.test(file)).map(file => fs.readFileSync(path.join(assets, file), 'utf8')).join('\n')
      }
      const mp = await build(conditional, 'mp-weixin')
      const mpPlain = await build('@import "weapp-tailwindcss/index.css";\n', 'mp-weixin')
      assert.equal(mp, mpPlain, 'mp-weixin: same app.wxss as the weapp-tailwindcss entry alone')
      // Tailwind CSS 4.3.5 without the margin-trim plugin: selectors carry :not(#\#), as the uni-app page says.
      assert.match(mp, /\.p-4(?::not\(#\\#\))?\{padding:32rpx/)
      const h5 = await build(conditional, 'h5')
      assert.match(h5, /tailwindcss v4\.3\.5/)
      assert.match(h5, /\.p-4\{padding:calc\(var\(--spacing\) \* 4\)\}/, 'H5: the plain Tailwind CSS output, no rpx fallback line')
      assert.doesNotMatch(h5, /page,\.tw-root|wx-root-portal-content/, "H5: not the weapp-tailwindcss entry's variable scope")
      for (const css of [mp, h5]) assert.doesNotMatch(css, /#ifn?def|#endif/)
    },
  },
])
