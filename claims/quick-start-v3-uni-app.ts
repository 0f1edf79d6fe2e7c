// Claims of the Tailwind CSS 3 uni-app guides (docs/quick-start/frameworks/uni-app, uni-app-vite, hbuilderx) and their
// English pages, run against weapp-tailwindcss 4.12.0 with Tailwind CSS 3.4.19 (`tailwindcss-3`). The slow
// proofs take framework files out of the published packages (npm pack).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { wxml } from './support/options'
import { isMainStylesheet, page, ROOT, UNI_VUE2_RELEASE, uniVue2PostcssDir } from './support/quick-start-v3'

const UNI = page('frameworks/uni-app.mdx')
const VITE = page('frameworks/uni-app-vite.mdx')
const HB = page('frameworks/hbuilderx.mdx')

/** The three rules of the input/border section: the variable scope, and the two templates' utilities. */
async function loginWxss(options: Record<string, unknown>) {
  const { runTailwind3 } = await import('../lib/transforms/tailwind3')
  const template = '<view class="p-4"><input class="border-2 border-red-500 bg-white" placeholder="x" /><view class="space-x-2 divide-y"></view></view>'
  return (await runTailwind3({ template, options: { rem2rpx: true, ...options } })).wxss
}
/** The selector of the rule that carries the injected base styles (box-sizing: border-box). */
const preflightSelector = (css: string) => css.split('}').find(rule => rule.includes('box-sizing: border-box'))?.split('{')[0]?.trim()

export default defineClaims(import.meta.url, [
  // ── shared by every page ────────────────────────────────────────────────────────────────────────
  {
    id: 'qs3-pages-pin-weapp-tailwindcss-4-12-0',
    says: 'The Tailwind CSS 3 guides are written for weapp-tailwindcss 4.12.0, the version installed here, with Tailwind CSS 3.4.19; its engines field is ^20.19.0 || >=22.12.0',
    quotes: [
      { page: UNI.zh, text: '本页适用于 **Tailwind CSS 3** + 用命令行（`@vue/cli`）创建的 **uni-app vue2** 项目，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: UNI.en, text: 'with weapp-tailwindcss 4.12.0 as the reference version' },
      { page: UNI.zh, text: 'Node.js 满足 `^20.19.0 || >=22.12.0`，并且已经能用 `npm run dev:mp-weixin` 正常编译出微信小程序。' },
      { page: UNI.en, text: 'Node.js satisfies `^20.19.0 || >=22.12.0`, and `npm run dev:mp-weixin` already compiles' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      assert.equal(JSON.parse(packageFile('tailwindcss-3', 'package.json')).version, '3.4.19')
      const site = JSON.parse((await import('node:fs')).readFileSync(`${ROOT}package.json`, 'utf8'))
      assert.equal(site.devDependencies['weapp-tailwindcss'], '4.12.0', 'the site pins the version its pages name')
    },
  },

  // ── frameworks/uni-app.mdx (Vue 2 CLI + webpack) ────────────────────────────────────────────────
  {
    id: 'qs3-uni-vue2-preset-supports-vue-cli-5-since-2022-08',
    says: 'The dcloudio/uni-preset-vue template added @vue/cli 5 support in August 2022, and ships a postcss.config.js with postcss-import, autoprefixer and the uni-app PostCSS plugin',
    quotes: [
      { page: UNI.zh, text: 'uni-app 的 vue2 预设从 2022 年 8 月起支持 `@vue/cli` 5' },
      { page: UNI.en, text: 'uni-app\'s Vue 2 preset has supported `@vue/cli` 5 since August 2022' },
      { page: UNI.zh, text: '和很多框架不同，uni-app vue2 模板**自带**一份 `postcss.config.js`，里面已经注册了 `postcss-import`、`autoprefixer` 和 uni-app 自己的 PostCSS 插件' },
      { page: UNI.en, text: 'the uni-app Vue 2 template **comes with** its own `postcss.config.js`, which already registers `postcss-import`, `autoprefixer` and uni-app\'s own PostCSS plugin' },
    ],
    manual: {
      ran: 'git log on the master branch of github.com/dcloudio/uni-preset-vue (the preset `vue create -p dcloudio/uni-preset-vue` downloads): commit 7d481b4 of 2022-08-10 "feat: support @vue/cli@5" adds the `webpack.version[0] > 4` branch to template/common/postcss.config.js, and ea3c35d of 2022-08-22 makes generator.js pick dependencies by api.cliVersion; template/common/postcss.config.js at master registers postcss-import (with the @/, ~@/ and / resolver the page shows), autoprefixer({ remove: UNI_PLATFORM !== "h5" }) and @dcloudio/vue-cli-plugin-uni/packages/postcss',
      versions: 'dcloudio/uni-preset-vue master at b0dc0e1',
      on: '2026-11-29',
      why: 'the preset is a GitHub repository that `vue create` downloads, not a package the registry serves',
    },
  },
  {
    id: 'qs3-uni-vue2-webpack-follows-the-vue-cli-that-creates',
    says: '`vue create` writes @vue/cli-service in the version line of the @vue/cli that runs it (a CLI 4 stays on 4.x even when 5 is out); @vue/cli-service 5 brings webpack 5, 4 brings webpack 4',
    quotes: [
      { page: UNI.zh, text: '生成的工程用哪一版 webpack 取决于执行 `vue create` 的那个 `@vue/cli`：用 `@vue/cli` 5 创建的是 webpack 5，用 4 创建的仍是 webpack 4。' },
      { page: UNI.en, text: 'which webpack version a generated project gets depends on the `@vue/cli` that ran `vue create`: `@vue/cli` 5 creates a webpack 5 project, while version 4 still creates a webpack 4 one.' },
      { page: UNI.zh, text: '暂时无法升级的，只能退回 [Tailwind CSS 2.x 的兼容方案](/docs/quick-start/v2)' },
      { page: UNI.en, text: 'if you cannot upgrade for now, your only option is to fall back to [the Tailwind CSS 2.x compatibility setup](/docs/quick-start/v2)' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { npmView, unpacked } = await import('./support/uni-css')
      for (const version of ['4.5.19', '5.0.9']) {
        const cli = await unpacked(`@vue/cli@${version}`)
        const creator = fs.readFileSync(path.join(cli, 'lib/Creator.js'), 'utf8')
        // The preset names no version for @vue/cli-service, so Creator takes `~${latestMinor}`.
        assert.match(creator, /dep === '@vue\/cli-service'[^\n]*\)\s*\{\s*version = isTestOrDebug \? [^\n]*: `~\$\{latestMinor\}`/, `@vue/cli@${version}: cli-service gets ~latestMinor`)
        const versions = fs.readFileSync(path.join(cli, 'lib/util/getVersions.js'), 'utf8')
        assert.match(versions, /\/major\/\.test\(semver\.diff\(local, latest\)\)[\s\S]*?latestMinor = local/, `@vue/cli@${version}: a major gap falls back to the running CLI's own version`)
      }
      const deps = async (version: string) => await npmView(`@vue/cli-service@${version}`, 'dependencies') as Record<string, string>
      assert.equal((await deps('4.5.19')).webpack, '^4.0.0')
      assert.equal((await deps('5.0.9')).webpack, '^5.54.0')
      // The webpack 4 line is PostCSS 7 (postcss-loader 3); Tailwind CSS 3 needs PostCSS 8, its PostCSS 7 build stops at 2.x.
      assert.equal((await deps('4.5.19'))['postcss-loader'], '^3.0.0')
      assert.equal((await npmView('postcss-loader@3.0.0', 'dependencies') as Record<string, string>).postcss, '^7.0.0')
      const { packageFile } = await import('./support/options')
      assert.equal(JSON.parse(packageFile('tailwindcss-3', 'package.json')).dependencies.postcss, '^8.4.47')
      assert.equal(await npmView('@tailwindcss/postcss7-compat', 'version'), '2.2.17')
    },
  },
  {
    id: 'qs3-uni-vue2-postcss-plugin-converts-units-not-conditional-comments',
    says: 'uni-app\'s Vue 2 PostCSS plugin converts upx/rpx and rewrites tag selectors; it has no #ifdef handling and leaves conditional-compilation comments as they are',
    quotes: [
      { page: UNI.zh, text: '（负责 `upx`、`rpx` 单位的换算和标签选择器的改写等）' },
      { page: UNI.en, text: '(which converts the `upx` and `rpx` units, rewrites tag selectors and so on)' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { runNode } = await import('./support/options')
      const { dir, source } = await uniVue2PostcssDir()
      assert.doesNotMatch(source, /#ifdef|#ifndef|#endif/, 'no conditional-compilation handling in the plugin')
      const run = (platform: string) => runNode(`
        import { createRequire } from 'node:module'
        import postcss from 'postcss'
        process.env.UNI_PLATFORM = ${JSON.stringify(platform)}
        const uni = createRequire(process.cwd() + '/')('./uni-postcss')
        const css = '/* #ifdef H5 */\\n.a{width:3upx;height:4rpx}\\n/* #endif */\\nview .b{color:red}\\n'
        console.log(JSON.stringify((await postcss([uni()]).process(css, { from: undefined })).css))
      `, dir)
      const h5 = JSON.parse(await run('h5'))
      assert.match(h5, /\.a\{width:%\?3\?%;height:%\?4\?%\}/, 'H5: upx and rpx become uni-app\'s placeholders')
      assert.match(h5, /uni-view \.b/, 'H5: tag selectors are rewritten')
      const mp = JSON.parse(await run('mp-weixin'))
      assert.match(mp, /\.a\{width:3rpx;height:4rpx\}/, 'mini program: upx becomes rpx')
      for (const out of [h5, mp]) assert.match(out, /\/\* #ifdef H5 \*\/\n[^]*\/\* #endif \*\//, 'the comments stay')
    },
  },
  {
    id: 'qs3-uni-vue2-postcss-plugin-order',
    says: 'With postcss-import, then tailwindcss, then the uni-app plugin, imported files reach Tailwind CSS and the uni-app plugin converts what Tailwind CSS generated; with postcss-import after the uni-app plugin, rpx in imported files is not converted on H5',
    quotes: [
      { page: UNI.zh, text: '`tailwindcss` 放在 `postcss-import` 之后，保证被 `@import` 进来的样式也能被 Tailwind CSS 处理；放在 uni-app 插件之前，让 uni-app 的转换作用在 Tailwind CSS 生成的结果上。' },
      { page: UNI.en, text: '`tailwindcss` comes after `postcss-import`, so that styles pulled in with `@import` are processed by Tailwind CSS as well, and before the uni-app plugin, so that uni-app\'s transforms apply to what Tailwind CSS generates.' },
      { page: UNI.zh, text: '**H5 端通过 `@import` 引入的样式里 `rpx` 没有生效**：说明 `postcss-import` 没有在 uni-app 插件之前执行' },
      { page: UNI.en, text: '**`rpx` has no effect in styles pulled in with `@import` on H5**: `postcss-import` did not run before the uni-app plugin' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { runNode } = await import('./support/options')
      const { dir } = await uniVue2PostcssDir()
      const out = JSON.parse(await runNode(`
        import fs from 'node:fs'
        import { createRequire } from 'node:module'
        import postcss from 'postcss'
        import postcssImport from 'postcss-import'
        import tailwindcss from 'tailwindcss-3'
        process.env.UNI_PLATFORM = 'h5'
        const uni = createRequire(process.cwd() + '/')('./uni-postcss')
        fs.writeFileSync('imported.css', '.imported{width:10rpx}\\n')
        // What App.vue's @import 'tailwindcss/utilities' pulls in.
        fs.writeFileSync('utilities.css', '@tailwind utilities;\\n')
        const app = "@import './imported.css';\\n@import './utilities.css';\\n"
        const tw = () => tailwindcss({ content: [{ raw: '<view class="w-[20rpx]">', extension: 'html' }], corePlugins: { preflight: false } })
        const orders = {
          page: () => [postcssImport(), tw(), uni()],
          importAfterUni: () => [uni(), postcssImport(), tw()],
          tailwindAfterUni: () => [postcssImport(), uni(), tw()],
          tailwindBeforeImport: () => [tw(), postcssImport(), uni()],
        }
        const out = {}
        for (const [name, plugins] of Object.entries(orders)) out[name] = (await postcss(plugins()).process(app, { from: process.cwd() + '/App.css' })).css
        console.log(JSON.stringify(out))
      `, dir)) as Record<string, string>
      assert.match(out.page!, /\.imported\{width:%\?10\?%\}/, 'page order: the imported rpx is converted')
      assert.match(out.page!, /\.w-\\\[20rpx\\\]\{width:%\?20\?%\}/, 'page order: the generated rpx is converted')
      assert.match(out.importAfterUni!, /\.imported\{width:10rpx\}/, 'postcss-import after the uni-app plugin: the imported rpx stays rpx on H5')
      assert.match(out.tailwindAfterUni!, /\.w-\\\[20rpx\\\]\{width:20rpx\}/, 'tailwindcss after the uni-app plugin: the generated rpx stays rpx')
      assert.match(out.tailwindBeforeImport!, /@tailwind utilities;/, 'tailwindcss before postcss-import never sees the imported directive')
    },
  },
  {
    id: 'qs3-uni-vue2-output-dirs-and-app-platform',
    says: 'The uni-app Vue 2 CLI scripts set NODE_ENV=development for dev:mp-weixin and production for build:mp-weixin, and the output goes to dist/dev/<platform> or dist/build/<platform>; App builds use UNI_PLATFORM app-plus',
    quotes: [
      { page: UNI.zh, text: '执行 `npm run dev:mp-weixin`，开发模式的产物在 `dist/dev/mp-weixin`（`npm run build:mp-weixin` 则输出到 `dist/build/mp-weixin`）' },
      { page: UNI.en, text: 'Run `npm run dev:mp-weixin`. The development output goes to `dist/dev/mp-weixin` (`npm run build:mp-weixin` writes to `dist/build/mp-weixin`)' },
      { page: UNI.zh, text: '// vue2 版本编译到 App 时 UNI_PLATFORM 是 app-plus\nconst platform = process.env.UNI_PLATFORM\nconst isMiniProgram' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const pkg = await unpacked(`@dcloudio/vue-cli-plugin-uni@${UNI_VUE2_RELEASE}`)
      const generator = fs.readFileSync(path.join(pkg, 'generator.js'), 'utf8')
      assert.match(generator, /'dev:mp-weixin': 'cross-env NODE_ENV=development UNI_PLATFORM=mp-weixin vue-cli-service uni-build --watch'/)
      assert.match(generator, /'build:mp-weixin': 'cross-env NODE_ENV=production UNI_PLATFORM=mp-weixin vue-cli-service uni-build'/)
      const env = fs.readFileSync(path.join(pkg, 'lib/env.js'), 'utf8')
      assert.match(env, /const defaultOutputDir = '\.\/dist\/' \+\s*\(process\.env\.NODE_ENV === 'production' \? 'build' : 'dev'\) \+ '\/' \+\s*\(process\.env\.UNI_SUB_PLATFORM \|\| process\.env\.UNI_PLATFORM\)/)
      assert.match(env, /process\.env\.UNI_OUTPUT_DIR = process\.env\.UNI_OUTPUT_DIR \|\| process\.env\.UNI_OUTPUT_DEFAULT_DIR/)
      assert.match(env, /if \(process\.env\.UNI_PLATFORM === 'app-plus'\)/, 'the App platform is app-plus')
    },
  },
  {
    id: 'qs3-uni-vue2-apptype-main-stylesheet',
    says: 'With appType uni-app, common/main.wxss is the main stylesheet (the one that gets the CSS variables)',
    quotes: [
      { page: UNI.zh, text: '写上之后插件会直接把 `common/main.wxss` 当作注入 CSS 变量的全局样式文件' },
      { page: UNI.en, text: 'with it, the plugin takes `common/main.wxss` directly as the global stylesheet that receives the CSS variables' },
    ],
    async proof() {
      assert.equal(await isMainStylesheet('common/main.wxss', 'uni-app'), true)
      assert.equal(await isMainStylesheet('pages/index/index.wxss', 'uni-app'), false)
      assert.equal(await isMainStylesheet('common/vendor.wxss', 'uni-app'), false)
    },
  },
  {
    id: 'qs3-custom-class-needs-custom-attributes',
    says: 'custom-class is not escaped by default; customAttributes { "*": [/[A-Za-z-]*[Cc]lass/] } makes it escaped',
    quotes: [
      { page: UNI.zh, text: '这些属性默认不会被转义，需要在插件参数里用 `customAttributes` 声明，例如 `customAttributes: { \'*\': [/[A-Za-z-]*[Cc]lass/] }`' },
      { page: UNI.en, text: 'these attributes are not escaped by default; declare them with `customAttributes` in the plugin options, for example `customAttributes: { \'*\': [/[A-Za-z-]*[Cc]lass/] }`' },
    ],
    async proof() {
      const template = '<my-card custom-class="w-[10px]" title-class="bg-[#fff]"></my-card>'
      const classes = ['w-[10px]', 'bg-[#fff]']
      assert.equal(await wxml(template, classes), template, 'default: left alone')
      assert.equal(await wxml(template, classes, { customAttributes: { '*': [/[A-Za-z-]*[Cc]lass/] } }), '<my-card custom-class="w-_b10px_B" title-class="bg-_b_hfff_B"></my-card>')
    },
  },
  {
    id: 'qs3-border-style-only-on-view-text',
    says: 'With Tailwind CSS 3 and preflight off, border-2 only sets border-width; border-style: solid comes from the base styles on view,text,::before,::after; universal [view,text,input] adds input to that rule; cssPreflightRange all gives view,text,::before,::after,:not(not)',
    quotes: [
      { page: UNI.zh, text: '`border-style: solid` 由只覆盖 `view`、`text` 的基础样式提供，其他组件上没有别的规则时边框样式停在初始值 `none`' },
      { page: UNI.en, text: '`border-style: solid` comes from base styles that only cover `view` and `text`, so on other components, when no other rule sets it, the border style stays at its initial value `none`.' },
      { page: UNI.zh, text: '补写 `border-solid`，或在插件参数里加上 `cssSelectorReplacement: { universal: [\'view\', \'text\', \'input\'] }`' },
      { page: UNI.en, text: 'Add `border-solid`, or add `cssSelectorReplacement: { universal: [\'view\', \'text\', \'input\'] }` to the plugin options.' },
      { page: VITE.zh, text: '**原因**：Tailwind CSS 3 的 `border-2` 只输出 `border-width: 2px`，让边框真正画出来的 `border-style: solid` 来自基础样式。' },
      { page: VITE.zh, text: '而这份重置只写给 `view`、`text` 和伪元素' },
      { page: VITE.zh, text: '重新编译后，这条规则的选择器变成 `view,text,input,::before,::after`，`input` 同时也会拿到 `box-sizing: border-box` 和 `border-width: 0`。' },
      { page: VITE.zh, text: '实测生成的选择器是 `view,text,::before,::after,:not(not)`。' },
    ],
    async proof() {
      const plain = await loginWxss({})
      assert.match(plain, /\.border-2 \{\s*border-width: 2px\s*\}/, 'border-2 is border-width only')
      assert.equal(preflightSelector(plain), 'view,text,::before,::after')
      assert.match(plain, /view,text,::before,::after \{[^}]*border-style: solid/)
      assert.doesNotMatch(plain, /\binput\b[^{]*\{/, 'no rule reaches input')
      const widened = await loginWxss({ cssSelectorReplacement: { universal: ['view', 'text', 'input'] } })
      assert.equal(preflightSelector(widened), 'view,text,input,::before,::after')
      assert.match(widened, /view,text,input,::before,::after \{[^}]*box-sizing: border-box;\s*border-width: 0;\s*border-style: solid/)
      assert.equal(preflightSelector(await loginWxss({ cssPreflightRange: 'all' })), 'view,text,::before,::after,:not(not)')
      // The border-solid fix: a rule of its own on the element.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      assert.match((await runTailwind3({ template: '<input class="border-2 border-solid">', options: {} })).wxss, /\.border-solid \{\s*border-style: solid/)
    },
  },
  {
    id: 'qs3-space-divide-children-view-text',
    says: 'space-x-* and divide-* child selectors only reach view and text in the output',
    quotes: [
      { page: UNI.zh, text: '小程序里这类子代选择器只会作用到 `view`、`text`' },
      { page: UNI.en, text: 'in mini-programs these child selectors only reach `view` and `text`' },
    ],
    async proof() {
      const css = await loginWxss({})
      for (const cls of ['space-x-2', 'divide-y']) {
        const rule = css.split('}').find(r => r.trim().startsWith(`.${cls}>`))
        assert.ok(rule, `${cls} has a child rule`)
        assert.equal(rule.split('{')[0]!.trim(), `.${cls}>view+view,.${cls}>view+text,.${cls}>text+view,.${cls}>text+text`)
      }
    },
  },

  // ── frameworks/uni-app-vite.mdx (Vue 3 CLI + Vite) ──────────────────────────────────────────────
  {
    id: 'qs3-uni-vite-pages-pin-and-node',
    says: 'The Vue 3 page names weapp-tailwindcss 4.12.0 and the engines range of 4.12.0',
    quotes: [
      { page: VITE.zh, text: '本页适用于 **Tailwind CSS 3** + 用命令行创建的 **uni-app vue3（Vite）** 项目，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: VITE.en, text: 'Vue 3 (Vite)** project created from the command line, with weapp-tailwindcss 4.12.0 as the reference version' },
      { page: VITE.zh, text: '- Node.js 满足 `^20.19.0 || >=22.12.0`；' },
      { page: VITE.en, text: '- Node.js satisfies `^20.19.0 || >=22.12.0`;' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
    },
  },
  {
    id: 'qs3-uni-vite-template-branches',
    says: 'npx degit dcloudio/uni-preset-vue#vite gives the JavaScript template, #vite-ts the TypeScript one; uni-app\'s quick-start page points to a Gitee download when the command fails; the vite template has no sass',
    quotes: [
      { page: VITE.zh, text: '可以用 `npx degit dcloudio/uni-preset-vue#vite my-vue3-project` 创建 JavaScript 工程，把 `#vite` 换成 `#vite-ts` 则得到 TypeScript 工程' },
      { page: VITE.en, text: '`npx degit dcloudio/uni-preset-vue#vite my-vue3-project` creates a JavaScript project, and replacing `#vite` with `#vite-ts` gives you a TypeScript one' },
      { page: VITE.zh, text: 'uni-app 官方的 Vite 模板没有自带 Sass' },
      { page: VITE.en, text: 'uni-app\'s official Vite template does not come with Sass' },
    ],
    manual: {
      ran: 'git ls-remote / branch list of github.com/dcloudio/uni-preset-vue: branches vite and vite-ts exist; vite has package.json, src/App.vue, src/main.js and vite.config.js (JavaScript), and its package.json lists no sass (dependencies pinned to 3.0.0-4020920240930001, vite 5.2.8); the command lines and the "如命令行创建失败，请直接访问 gitee 下载模板" note are on uni-app\'s quick-start (command line) page, read through the search tool in a copy at blog.csdn.net/qq_38951795/article/details/130231117',
      versions: 'dcloudio/uni-preset-vue branches vite and vite-ts as mirrored on 2026-11-29',
      on: '2026-11-29',
      why: 'the template is a GitHub repository fetched by degit, and the Gitee archive sits behind a vendor web page, neither a package the registry serves',
    },
  },
  {
    id: 'qs3-uni-vite-plugin-is-post',
    says: 'In 4.12.0 the Vite transform plugin has enforce: post and its generateBundle hook order: post',
    quotes: [
      { page: VITE.zh, text: '4.12.0 的转换插件本身声明了 `enforce: \'post\'`，改写产物的 `generateBundle` 钩子也标了 `order: \'post\'`' },
      { page: VITE.en, text: 'In 4.12.0 the transform plugin itself declares `enforce: \'post\'`, and the `generateBundle` hook that rewrites the output is also marked `order: \'post\'`' },
    ],
    async proof() {
      const { QUIET, TW3 } = await import('./support/options')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      type VitePlugin = { name: string, enforce?: string, generateBundle?: { order?: string } }
      const plugins = [UnifiedViteWeappTailwindcssPlugin({ ...QUIET, ...TW3 } as never)].flat(3) as VitePlugin[]
      const bundler = plugins.filter(plugin => plugin?.generateBundle)
      assert.ok(bundler.length > 0, 'a plugin rewrites the bundle')
      for (const plugin of bundler) {
        assert.equal(plugin.enforce, 'post', `${plugin.name}: enforce`)
        assert.equal(plugin.generateBundle?.order, 'post', `${plugin.name}: generateBundle order`)
      }
    },
  },
  {
    id: 'qs3-uni-vite-weapp-tailwindcss-alias-since-4-11-0',
    says: 'weapp-tailwindcss/vite exports weappTailwindcss as the same function as UnifiedViteWeappTailwindcssPlugin, first in 4.11.0',
    quotes: [
      { page: VITE.zh, text: '4.11.0 起还可以写成 `import { weappTailwindcss } from \'weapp-tailwindcss/vite\'`，它就是 `UnifiedViteWeappTailwindcssPlugin` 的别名' },
      { page: VITE.en, text: 'since 4.11.0 you can also write `import { weappTailwindcss } from \'weapp-tailwindcss/vite\'`; it is an alias of `UnifiedViteWeappTailwindcssPlugin`' },
    ],
    async proof() {
      const vite = await import('weapp-tailwindcss/vite') as Record<string, unknown>
      assert.equal(vite.weappTailwindcss, vite.UnifiedViteWeappTailwindcssPlugin)
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'exportName', name: 'weappTailwindcss' }, '4.11.0')
    },
  },
  {
    id: 'qs3-tailwindcss3-config-from-cwd',
    says: 'tailwindcss() without arguments (Tailwind CSS 3) reads tailwind.config.js from the working directory; with { config } it reads the given file',
    quotes: [
      { page: VITE.zh, text: '**`tailwindcss()` 不传参**：它会从当前工作目录查找 `tailwind.config.js`。' },
      { page: VITE.en, text: '**`tailwindcss()` without arguments**: it looks for `tailwind.config.js` in the current working directory.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runNode } = await import('./support/options')
      const { scratch, write } = await import('./support/uni-css')
      const project = scratch('qs3-tw3-cwd')
      const elsewhere = path.join(project, 'elsewhere')
      const config = (cls: string) => `module.exports = { content: [{ raw: '<view class="${cls}">', extension: 'html' }], corePlugins: { preflight: false } }\n`
      write(project, { 'tailwind.config.js': config('w-[13px]'), 'elsewhere/tailwind.config.js': config('w-[17px]'), 'other/my.config.js': config('w-[19px]') })
      const run = (cwd: string, options = '') => runNode(`
        import postcss from 'postcss'
        import tailwindcss from 'tailwindcss-3'
        const { css } = await postcss([tailwindcss(${options})]).process('@tailwind utilities;', { from: undefined })
        console.log(css.match(/w-\\\\\\[(\\d+)px/g)?.join(',') ?? 'none')
      `, cwd)
      try {
        assert.match(await run(project), /w-\\\[13px/, 'from the project root: its tailwind.config.js')
        assert.match(await run(elsewhere), /w-\\\[17px/, 'from another directory: that directory\'s file')
        assert.match(await run(elsewhere, `{ config: ${JSON.stringify(path.join(project, 'other/my.config.js'))} }`), /w-\\\[19px/, 'config: an absolute path')
      } finally {
        fs.rmSync(project, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs3-uni-app-preset',
    says: 'uniApp() sets disabled true when UNI_PLATFORM is h5, app or app-plus, sets tailwindcssBasedir from base, and holds configurations for Tailwind CSS 2, 3 and 4 without choosing a version',
    quotes: [
      { page: VITE.zh, text: '`weapp-tailwindcss/presets` 导出的 `uniApp` 预设会在 `UNI_PLATFORM` 为 `h5`、`app` 或 `app-plus` 时自动把 `disabled` 设为 `true`，并用 `base` 同时设置 `tailwindcssBasedir`' },
      { page: VITE.en, text: 'The `uniApp` preset exported by `weapp-tailwindcss/presets` sets `disabled` to `true` automatically when `UNI_PLATFORM` is `h5`, `app` or `app-plus`, and uses `base` to set `tailwindcssBasedir` at the same time' },
      { page: HB.zh, text: '它会同时设置 `tailwindcssBasedir`，并在 H5、App 平台自动禁用插件' },
    ],
    async proof() {
      const { uniApp } = await import('weapp-tailwindcss/presets')
      const saved = process.env.UNI_PLATFORM
      const at = (platform: string) => {
        process.env.UNI_PLATFORM = platform
        return uniApp({ base: ROOT, rem2rpx: true } as never) as { disabled?: boolean, tailwindcssBasedir?: string }
      }
      try {
        for (const platform of ['h5', 'app', 'app-plus']) assert.equal(at(platform).disabled, true, platform)
        for (const platform of ['mp-weixin', 'mp-alipay']) assert.notEqual(at(platform).disabled, true, platform)
        const preset = at('mp-weixin')
        assert.equal(preset.tailwindcssBasedir, ROOT)
      } finally {
        if (saved === undefined) delete process.env.UNI_PLATFORM
        else process.env.UNI_PLATFORM = saved
      }
    },
  },
  {
    id: 'qs3-uni-vite-real-build',
    says: 'In a uni-app Vue 3 + Vite project from the official template: inline css.postcss puts tailwindcss before uni-app\'s plugins and an external postcss.config.js is ignored; without sass the dev build fails with the quoted message and sass 1.108.2 prints the legacy-js-api deprecation; the dev output is dist/dev/mp-weixin; the uniApp preset fails to load without tailwindcss.version 3 and compiles the same output with it; require() in an ESM config fails with "Dynamic require of … is not supported"; an ESM-only plugin imported at the top fails and loads with await import()',
    quotes: [
      { page: VITE.zh, text: '**为什么要内联 PostCSS**：uni-app 的小程序编译插件（`@dcloudio/uni-mp-vite`）会在 Vite 配置里写入一份内联的 `css.postcss.plugins`（rpx 换算、autoprefixer）。' },
      { page: VITE.zh, text: '只要存在内联配置，Vite 就不会再去查找 `postcss.config.js`，所以写在外部文件里的 `tailwindcss` 在小程序端根本不会执行。写进 `css.postcss.plugins` 后，它会和 uni-app 的插件合并，并排在它们前面' },
      { page: VITE.en, text: 'uni-app\'s mini-program build plugin (`@dcloudio/uni-mp-vite`) writes an inline `css.postcss.plugins` list ([rpx](/docs/glossary#rpx) conversion, autoprefixer) into the Vite config.' },
      { page: VITE.en, text: 'As soon as an inline configuration exists, Vite stops looking for `postcss.config.js`, so a `tailwindcss` registered in an external file never runs for the mini-program at all. Once it is in `css.postcss.plugins`, it is merged with uni-app\'s plugins and runs before them' },
      { page: VITE.zh, text: '实测 Tailwind CSS 3.4.19 的项目漏掉 `tailwindcss: { version: 3 }` 时，`npm run dev:mp-weixin` 在加载 `vite.config.ts` 阶段就会失败，报 `Unable to locate Tailwind CSS package "@tailwindcss/postcss"`；加上之后能正常编译，产物里的类名转义和 rpx 换算与上一节的写法相同。' },
      { page: VITE.en, text: 'We tried it: in a Tailwind CSS 3.4.19 project that leaves out `tailwindcss: { version: 3 }`, `npm run dev:mp-weixin` already fails while loading `vite.config.ts`, with `Unable to locate Tailwind CSS package "@tailwindcss/postcss"`; with it added, the project compiles normally, and class name escaping and rpx conversion in the output are the same as with the setup in the previous section.' },
      { page: VITE.zh, text: '// 声明使用 Tailwind CSS 3，不写会去找 @tailwindcss/postcss' },
      { page: HB.zh, text: '`tailwindcss: { version: 3 }` 不能省：weapp-tailwindcss 4.12.0 的预设默认按 Tailwind CSS 4 去找 `@tailwindcss/postcss`，在只装了 Tailwind CSS 3 的项目里，加载配置时就报 `Unable to locate Tailwind CSS package "@tailwindcss/postcss"`（Tailwind CSS 3.4.19 实测）。' },
      { page: HB.en, text: '`tailwindcss: { version: 3 }` cannot be left out: the preset in weapp-tailwindcss 4.12.0 assumes Tailwind CSS 4 by default and looks for `@tailwindcss/postcss`, so in a project with only Tailwind CSS 3 installed, loading the config fails with `Unable to locate Tailwind CSS package "@tailwindcss/postcss"` (tested with Tailwind CSS 3.4.19).' },
      { page: VITE.zh, text: '预设会为 Tailwind CSS 2、3、4 各准备一份配置，没有指明版本时，weapp-tailwindcss 4.12.0 会按 Tailwind CSS 4 去定位 `@tailwindcss/postcss`。' },
      { page: VITE.en, text: 'The preset prepares a separate configuration for each of Tailwind CSS 2, 3 and 4; when no version is given, weapp-tailwindcss 4.12.0 assumes Tailwind CSS 4 and looks for `@tailwindcss/postcss`.' },
      { page: VITE.zh, text: '不装就编译，`npm run dev:mp-weixin` 会报 `[plugin:vite:css] Preprocessor dependency "sass" not found. Did you install it?`。' },
      { page: VITE.en, text: 'If you compile without it, `npm run dev:mp-weixin` fails with `[plugin:vite:css] Preprocessor dependency "sass" not found. Did you install it?`.' },
      { page: VITE.zh, text: '用 sass 1.108.2 与 Vite 5.2.8 编译时，终端会打印一条 `DEPRECATION WARNING [legacy-js-api]`，这是 Vite 调用 Sass 旧版接口引起的提示，不影响产物。' },
      { page: VITE.en, text: 'When compiling with sass 1.108.2 and Vite 5.2.8, the terminal prints a `DEPRECATION WARNING [legacy-js-api]`. It comes from Vite calling Sass\'s legacy API and does not affect the output.' },
      { page: VITE.zh, text: '执行 `npm run dev:mp-weixin`，产物位于 `dist/dev/mp-weixin`，用微信开发者工具导入该目录。' },
      { page: VITE.en, text: 'Run `npm run dev:mp-weixin`; the output goes to `dist/dev/mp-weixin`.' },
      { page: VITE.zh, text: '**加载配置时报 `Dynamic require of "…" is not supported`**：项目是 ES 模块（`package.json` 里有 `"type": "module"`，或者配置文件是 `.mts`），Vite 会把配置文件打包成 ES 模块，里面的 `require(...)` 执行不了。' },
      { page: VITE.en, text: '**Loading the config fails with `Dynamic require of "…" is not supported`**: the project is an ES module (`package.json` has `"type": "module"`, or the config file is `.mts`), so Vite bundles the config file as an ES module, where `require(...)` cannot run.' },
      { page: VITE.zh, text: '**`unplugin-auto-import` 之类只提供 ESM 产物的插件加载失败**：把 `defineConfig` 的参数改成异步函数，在里面用 `await import()` 动态引入这些插件。' },
      { page: VITE.en, text: '**Plugins that ship only ESM builds, such as `unplugin-auto-import`, fail to load**: make the argument of `defineConfig` an async function and load those plugins inside it with `await import()`.' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const { uniVue3Tailwind3 } = await import('./support/quick-start-v3')
      const r = await uniVue3Tailwind3()
      const classOf = (dist: Record<string, string>) => dist['pages/index/index.wxml']?.match(/class="([^"]*)"/)?.[1]
      const rule = (dist: Record<string, string>, selector: string) => dist['app.wxss']?.match(new RegExp(`\\n${selector.replace(/[.[\]]/g, '\\$&')} \\{[^}]*\\}`))?.[0].trim()
      // Sass
      assert.match(r.devWithoutSass.output, /\[plugin:vite:css\] Preprocessor dependency "sass" not found\. Did you install it\?/)
      assert.equal(r.sassVersion, '1.108.2')
      assert.match(r.dev.output, /DEPRECATION WARNING \[legacy-js-api\]/)
      // The page's setup, in dev mode, writes dist/dev/mp-weixin with escaped classes and rpx.
      assert.equal(classOf(r.dev.dist), 'w-_b120rpx_B h-_b120rpx_B bg-_b_h1677ff_B p-4 rounded-lg')
      assert.match(rule(r.dev.dist, '.p-4') ?? '', /padding: 32rpx/)
      // Inline PostCSS: tailwindcss and autoprefixer from the config, then uni-app's own two.
      assert.deepEqual(r.postcssPlugins, ['tailwindcss', 'autoprefixer', 'uni-app', 'autoprefixer'])
      assert.match(r.externalPostcssConfig.dist['app.wxss'] ?? '', /@tailwind utilities;/, 'postcss.config.js was not read: the directive is left as written')
      assert.doesNotMatch(r.externalPostcssConfig.dist['app.wxss'] ?? '', /w-_b120rpx_B/)
      // The uniApp preset: one configuration per Tailwind CSS major version and no version chosen, so a Tailwind CSS 3 project fails.
      const { uniApp } = await import('weapp-tailwindcss/presets')
      const preset = uniApp({ base: ROOT } as never) as { tailwindcss: Record<string, unknown> }
      assert.deepEqual(Object.keys(preset.tailwindcss).sort(), ['v2', 'v3', 'v4'])
      assert.match(r.presetWithoutVersion.output, /failed to load config from [^\n]*vite\.config\.ts/)
      assert.match(r.presetWithoutVersion.output, /Unable to locate Tailwind CSS package "@tailwindcss\/postcss"/)
      assert.equal(classOf(r.preset.dist), classOf(r.dev.dist))
      for (const selector of ['.p-4', '.w-_b120rpx_B', '.bg-_b_h1677ff_B']) assert.equal(rule(r.preset.dist, selector), rule(r.dev.dist, selector), selector)
      // ES module configs.
      assert.match(r.requireInMts.output, /failed to load config from [^\n]*vite\.config\.mts\s*\n[^\n]*Dynamic require of "[^"]*tailwindcss[^"]*" is not supported/)
      assert.match(r.esmOnlyImported.output, /"unplugin-auto-import\/vite" resolved to an ESM file\. ESM file cannot be loaded by `require`/)
      assert.notEqual(r.esmOnlyImported.exitCode, 0)
      assert.equal(r.esmOnlyAwaited.exitCode, 0, r.esmOnlyAwaited.output)
      assert.equal(classOf(r.esmOnlyAwaited.dist), classOf(r.dev.dist))
    },
  },
  {
    id: 'qs3-uni-vite-border-css-facts',
    says: 'border-style is not an inherited property; :not(not) matches every element, button included',
    quotes: [
      { page: VITE.zh, text: '`border-style` 不会从父元素继承。' },
      { page: VITE.en, text: '`border-style` is not inherited from the parent.' },
      { page: VITE.zh, text: '这份重置同样会落到 `button` 等原生组件上，开启后请逐页检查它们的外观。' },
      { page: VITE.en, text: 'The reset then also lands on native components such as `button`, so check how they look on every page after turning it on.' },
      { page: VITE.en, text: 'but that reset only targets `view`, `text` and pseudo-elements' },
      { page: VITE.en, text: 'In our test the generated selector is `view,text,::before,::after,:not(not)`.' },
      { page: VITE.en, text: 'After recompiling, the rule\'s selector becomes `view,text,input,::before,::after`, and `input` also gets `box-sizing: border-box` and `border-width: 0`.' },
      { page: VITE.en, text: '**Cause**: in Tailwind CSS 3, `border-2` only outputs `border-width: 2px`; the `border-style: solid` that actually makes a border visible comes from the base styles.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(`${ROOT}package.json`)
      const properties = require('mdn-data/css/properties.json') as Record<string, { inherited: boolean }>
      assert.equal(properties['border-style']!.inherited, false)
      const { selectAll } = await import('css-select')
      const { parseDocument } = await import('htmlparser2')
      const doc = parseDocument('<view><button>b</button><input/><image/></view>')
      assert.deepEqual(selectAll(':not(not)', doc).map(node => (node as unknown as { name: string }).name), ['view', 'button', 'input', 'image'])
      // The English quotes of this claim restate qs3-border-style-only-on-view-text, which runs the transform.
      assert.equal(preflightSelector(await loginWxss({ cssPreflightRange: 'all' })), 'view,text,::before,::after,:not(not)')
    },
  },
])
