// Claims of the general Tailwind CSS 3 guides under docs/quick-start (install, this-plugin, rem2rpx, wxs,
// intelliSense, independent-pkg, build-or-import-outside-components, apply-themes) and their English pages,
// run against weapp-tailwindcss 4.12.0 and Tailwind CSS 3.4.19 (`tailwindcss-3`).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const INSTALL = page('install.mdx')

export default defineClaims(import.meta.url, [
  // ── install.mdx ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-install-node-range-cli-and-doctor',
    says: 'weapp-tailwindcss 4.12.0 declares engines.node ^20.19.0 || >=22.12.0; its CLI prints a warning when the running Node.js is outside that range, and weapp-tw doctor reports it with status error',
    quotes: [
      { page: INSTALL.zh, text: '**Node.js**：weapp-tailwindcss 4.12.0 在 `package.json` 中声明的版本范围是 `^20.19.0 || >=22.12.0`，低于这个范围时 CLI 会打印警告，`weapp-tw doctor` 会直接判定为错误。' },
      { page: INSTALL.en, text: 'weapp-tailwindcss 4.12.0 declares the version range `^20.19.0 || >=22.12.0` in its `package.json`. Below that range the CLI prints a warning, and `weapp-tw doctor` reports it as an error.' },
      { page: INSTALL.zh, text: '本页面向 **Tailwind CSS 3** 项目，配套 weapp-tailwindcss 4.x（文中以 4.12.0 为准）。' },
      { page: INSTALL.en, text: 'This page is for **Tailwind CSS 3** projects, used with weapp-tailwindcss 4.x (the text is based on 4.12.0).' },
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
    id: 'guides-install-container-and-directives',
    says: 'Tailwind CSS 3.4.19\'s first default breakpoint (sm) is 640px and container sets max-width per breakpoint; base.css, components.css and utilities.css of the package each hold the matching @tailwind directive, so @import of them equals the directives; a stylesheet Tailwind CSS did not process keeps @tailwind utilities;',
    quotes: [
      { page: INSTALL.zh, text: '但手机上小程序的显示宽度几乎都小于 Tailwind CSS 3 默认的第一个断点 `640px`，这些按断点设置 `max-width` 的规则基本用不上' },
      { page: INSTALL.en, text: 'the first default breakpoint of Tailwind CSS 3, so these rules that set `max-width` per breakpoint are of little use' },
      { page: INSTALL.zh, text: '使用 Sass 时可以改用 `@import` 引入 Tailwind CSS 包里的同名文件，效果相同：' },
      { page: INSTALL.en, text: 'If you use Sass, you can instead `@import` the files of the same names from the Tailwind CSS package; the effect is the same:' },
      { page: INSTALL.zh, text: '里面还能看到 `@tailwind utilities;` 原文，就说明 Tailwind CSS 没有执行，需要换到表格里对应的位置注册。' },
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
])
