// Claims of the Tailwind CSS 3 Rax guide (docs/quick-start/frameworks/rax.mdx) and its English page. rax-app
// 3.8.22 (the version of the removed upstream demo) is not served by the registry this site checks against, so
// the slow proofs read the build plugins rax-app 3.x consists of, in the versions the registry has.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { isMainStylesheet, page, ROOT } from './support/quick-start-v3'

const RAX = page('frameworks/rax.mdx')

/** A file of a published package (registry: slow proofs only). */
async function packed(spec: string, file: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { unpacked } = await import('./support/uni-css')
  return fs.readFileSync(path.join(await unpacked(spec), file), 'utf8')
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-rax-pages-pin-node-and-entries',
    says: 'The Rax page names weapp-tailwindcss 4.12.0 and its engines range; appType rax makes bundle.* the main stylesheet; the webpack4 entry exports UnifiedWebpackPluginV4; Tailwind CSS 3.4.19 depends on PostCSS 8',
    quotes: [
      { page: RAX.zh, text: '本页适用于 **Tailwind CSS 3** + rax-app 3.x，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: RAX.en, text: 'This page covers **Tailwind CSS 3** with rax-app 3.x, with weapp-tailwindcss 4.12.0 as the reference version.' },
      { page: RAX.zh, text: '- Node.js 满足 `^20.19.0 || >=22.12.0`。' },
      { page: RAX.en, text: '- Node.js satisfies `^20.19.0 || >=22.12.0`.' },
      { page: RAX.zh, text: '`appType: \'rax\'` 告诉插件以 `bundle` 开头的样式文件是全局样式，Tailwind CSS 的 CSS 变量会注入到这里。' },
      { page: RAX.en, text: '`appType: \'rax\'` tells the plugin that stylesheets whose names start with `bundle` are global styles, and Tailwind CSS\'s CSS variables are injected there.' },
      { page: RAX.zh, text: '构建跑在 webpack 4 上时，插件要改用 `require(\'weapp-tailwindcss/webpack4\')` 中的 `UnifiedWebpackPluginV4`。Tailwind CSS 3 依赖 PostCSS 8' },
      { page: RAX.en, text: 'when the build runs on webpack 4, the plugin must be `UnifiedWebpackPluginV4` from `require(\'weapp-tailwindcss/webpack4\')`. Tailwind CSS 3 depends on PostCSS 8' },
    ],
    async proof() {
      const { packageFile, wxss, TW3 } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      assert.equal(await isMainStylesheet('bundle.wxss', 'rax'), true)
      assert.equal(await isMainStylesheet('app.wxss', 'rax'), false)
      // The main stylesheet is where the variable block lands.
      const scope = '*, ::before, ::after { --tw-translate-x: 0; --tw-translate-y: 0 }'
      assert.match(await wxss(scope, { ...TW3, appType: 'rax' }, true), /view,text,::before,::after\s*\{[^}]*--tw-translate-y: 0/)
      const { createRequire } = await import('node:module')
      assert.equal(typeof createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack4').UnifiedWebpackPluginV4, 'function')
      assert.equal(JSON.parse(packageFile('tailwindcss-3', 'package.json')).dependencies.postcss, '^8.4.47')
    },
  },
  {
    id: 'qs3-rax-digit-class-escaped',
    says: 'Tailwind CSS 3.4.19 writes 2xl:top-28 as .\\32xl\\:top-28; weapp-tailwindcss 4.12.0 turns it into ._2xl_ctop-28 and the className string 2xl:top-28 into _2xl_ctop-28',
    quotes: [
      { page: RAX.zh, text: '这是 Tailwind CSS 给数字开头的类名（如响应式前缀 `2xl:`）做的 CSS 转义，说明这个文件没有经过插件处理，原因同上一条。' },
      { page: RAX.zh, text: '插件正常工作时，实测（Tailwind CSS 3.4.19、weapp-tailwindcss 4.12.0）这条选择器会变成 `._2xl_ctop-28`，模板里的 `2xl:top-28` 同步变成 `_2xl_ctop-28`。' },
      { page: RAX.en, text: 'this is the CSS escaping Tailwind CSS applies to class names that start with a digit (such as the responsive prefix `2xl:`), and it means the file was not processed by the plugin' },
      { page: RAX.en, text: 'When the plugin works, this selector becomes `._2xl_ctop-28` in our test (Tailwind CSS 3.4.19, weapp-tailwindcss 4.12.0), and `2xl:top-28` in the template becomes `_2xl_ctop-28` to match.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const script = 'createElement(View, { className: "2xl:top-28" })'
      const r = await runTailwind3({ template: '<View className="2xl:top-28">', script, options: { appType: 'rax' } })
      assert.match(r.css, /\.\\32xl\\:top-28 \{/)
      assert.match(r.wxss, /\._2xl_ctop-28 \{/)
      assert.equal(r.js, 'createElement(View, { className: "_2xl_ctop-28" })')
    },
  },
  {
    id: 'qs3-rax-build-plugins',
    says: 'rax-app 3.x\'s build plugins: postcssrc (default false) clears postcss-loader\'s options so the project\'s PostCSS config file is used; the webpack5 field switches on webpack 5 handling; mini-program output goes to build/<target>; src/global.(scss|less|css) is picked up as the global stylesheet; the mini-program bundle is named bundle',
    quotes: [
      { page: RAX.zh, text: '要让 Tailwind CSS 生效，需要同时打开三项：`webpack5` 切换到 webpack 5，`postcssrc` 让构建读取根目录的 `postcss.config.js`，`plugins` 引入下一步要创建的构建插件：' },
      { page: RAX.en, text: 'For Tailwind CSS to work, three settings are needed together: `webpack5` switches to webpack 5, `postcssrc` makes the build read `postcss.config.js` in the project root, and `plugins` loads the build plugin you will create in the next step:' },
      { page: RAX.zh, text: 'Rax 的全局样式文件是 `src/global.scss`（或 `global.css`），它会被自动引入：' },
      { page: RAX.en, text: 'Rax\'s global stylesheet is `src/global.scss` (or `global.css`), and it is included automatically:' },
      { page: RAX.zh, text: '执行 `npm run start`（开发）或 `npm run build`，微信小程序产物在 `build/wechat-miniprogram`，用微信开发者工具导入该目录。' },
      { page: RAX.en, text: 'The WeChat mini-program output is in `build/wechat-miniprogram`; import that directory into WeChat DevTools.' },
      { page: RAX.zh, text: '注意 Rax 的全局样式文件名是 `bundle.wxss`，验证时到这个文件里搜索转义后的选择器。' },
      { page: RAX.en, text: 'Note that Rax\'s global stylesheet is named `bundle.wxss`; when verifying, search that file for the escaped selectors.' },
      { page: RAX.zh, text: '**`@tailwind` 指令原样出现在产物中**：`build.json` 缺少 `"postcssrc": true`，构建没有读取根目录的 PostCSS 配置。' },
      { page: RAX.en, text: '**The `@tailwind` directives appear unchanged in the output**: `build.json` is missing `"postcssrc": true`, so the build did not read the PostCSS config in the project root.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const USER = '@builder/user-config@2.2.5'
      assert.match(await packed(USER, 'lib/config/user.config.js'), /name: 'postcssrc',\s*validation: 'boolean',\s*defaultValue: false/)
      const postcssrc = await packed(USER, 'lib/userConfig/postcssrc.js')
      assert.match(postcssrc, /if \(postcssrc\) \{\s*\/\/ remove postcss-loader options, use postcss config file/)
      assert.match(postcssrc, /\.use\('postcss-loader'\)\s*\.tap\(function \(\) \{ return \(\{\}\); \}\);/)
      assert.match(await packed(USER, 'lib/getEnhancedWebpackConfig.js'), /\/\/ rax-app will add webpack5 field to userConfig\s*if \(!Object\.prototype\.hasOwnProperty\.call\(userConfig, 'webpack5'\) \|\| userConfig\.webpack5\) \{\s*\(0, webpack5_1\.default\)\(webpackConfig, api\);/)
      const miniapp = await packed('build-plugin-rax-miniapp@1.3.1', 'lib/index.js')
      assert.match(miniapp, /const \{ outputDir = 'build' \} = userConfig;\s*\/\/ Set output dir\s*const outputPath = path\.resolve\(rootDir, outputDir, target\);/)
      assert.match(miniapp, /\['miniapp', 'wechat-miniprogram', 'bytedance-microapp'\]\.includes\(target\)/)
      assert.match(await packed('build-plugin-app-core@1.4.3', 'lib/generator/index.js'), /globby\.sync\(\['src\/global\.@\(scss\|less\|css\)'\]/)
      assert.match(await packed('miniapp-builder-shared', 'lib/pathHelper.js'), /const BUNDLE_NAME = 'bundle';/)
    },
  },
  {
    id: 'qs3-rax-upstream-demo-history',
    says: 'The upstream rax-app demo was deleted on 2026-03-23 as an outdated demo; it is in the weapp-tailwindcss@4.10.3 tag and absent from 4.11.0 on; that demo has build.json with webpack5, postcssrc and ./build.plugin.js, and its build.plugin.js registers the plugin through onGetWebpackConfig(config => config.plugin(…).use(…))',
    quotes: [
      { page: RAX.zh, text: 'weapp-tailwindcss 仓库也在 2026 年 3 月 23 日把 rax-app 示例作为过时 demo 移除了，4.11.0 起的版本标签里已经没有 `demo/rax-app` 目录' },
      { page: RAX.en, text: 'on 23 March 2026 the weapp-tailwindcss repository removed its rax-app example as an outdated demo; the version tags from 4.11.0 on no longer contain a `demo/rax-app` directory' },
      { page: RAX.zh, text: '在项目根目录创建 `build.plugin.js`。rax-app 会调用它导出的函数，`onGetWebpackConfig` 拿到的是 webpack-chain 对象：' },
      { page: RAX.en, text: 'rax-app calls the function it exports, and `onGetWebpackConfig` receives a webpack-chain object:' },
    ],
    manual: {
      ran: 'in the upstream repository: git log --diff-filter=D -- demo/rax-app/package.json gives 438a40d1f, 2026-03-23 23:43:56 +0800, "chore: 删除过时 demo 与旧版文档入口"; git ls-tree weapp-tailwindcss@4.10.3 demo/rax-app lists the demo, weapp-tailwindcss@4.11.0 and later tags do not; at 4.10.3 demo/rax-app/build.json has "webpack5": true, "postcssrc": true and "plugins": ["./build.plugin.js"], build.plugin.js calls onGetWebpackConfig((config) => config.plugin(\'RaxTailwindcssWebpackPluginV5\').use(UnifiedWebpackPluginV5, […])), and package.json pins rax-app 3.8.22',
      versions: 'weapp-tailwindcss tags 4.10.3, 4.11.0, 4.12.0',
      on: '2026-11-29',
      why: 'the repository history is not part of a published package, and rax-app 3.8.22 is not served by the registry these checks use',
    },
  },
])
