// Claims of the Tailwind CSS 3 Mpx guide (docs/quick-start/frameworks/mpx.mdx) and its English page. The slow
// proofs read the published Mpx build packages (npm pack): how the CLI plugin passes pluginOptions.mpx.plugin to
// @mpxjs/webpack-plugin, how its style compiler merges postcssInlineConfig with a config file, and the output
// directory. Which config file Vue CLI reads is proven in claims/framework-config-files.ts.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { isMainStylesheet, page, ROOT } from './support/quick-start-v3'

const MPX = page('frameworks/mpx.mdx')

/** A file of a published package (registry: slow proofs only). */
async function packed(spec: string, file: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { unpacked } = await import('./support/uni-css')
  return fs.readFileSync(path.join(await unpacked(spec), file), 'utf8')
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-mpx-pages-pin-and-node',
    says: 'The Mpx page names weapp-tailwindcss 4.12.0 and the engines range of 4.12.0',
    quotes: [
      { page: MPX.zh, text: '本页适用于 **Tailwind CSS 3** + Mpx，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: MPX.en, text: 'with weapp-tailwindcss 4.12.0 as the reference version' },
      { page: MPX.zh, text: '- Node.js 满足 `^20.19.0 || >=22.12.0`。' },
      { page: MPX.en, text: '- Node.js satisfies `^20.19.0 || >=22.12.0`.' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
    },
  },
  {
    id: 'qs3-mpx-cli-project-build-chain',
    says: 'mpx-cli-service builds on @vue/cli-service; @mpxjs/vue-cli-plugin-mpx requires webpack 5, hands pluginOptions.mpx.plugin to @mpxjs/webpack-plugin and writes to dist/<target> (dist/wx by default); the webpack plugin\'s style compiler takes postcssInlineConfig for .mpx styles, appends a config file\'s plugins unless ignoreConfigFile is set',
    quotes: [
      { page: MPX.zh, text: '用 `@mpxjs/cli` 的 `mpx create` 创建的工程基于 `@vue/cli-service`，所有构建配置都集中在一个配置文件里：PostCSS 通过 Mpx 插件的选项注入，weapp-tailwindcss 通过 `configureWebpack` 注册。' },
      { page: MPX.en, text: 'Projects created with `mpx create` from `@mpxjs/cli` are based on `@vue/cli-service`, and all build configuration lives in one config file: PostCSS is injected through the options of the Mpx plugin, and weapp-tailwindcss is registered through `configureWebpack`.' },
      { page: MPX.zh, text: '- webpack 5（这类工程使用的 `@mpxjs/vue-cli-plugin-mpx` 要求 webpack 5）；' },
      { page: MPX.en, text: '- webpack 5 (the `@mpxjs/vue-cli-plugin-mpx` that these projects use requires webpack 5);' },
      { page: MPX.zh, text: '`postcssInlineConfig` 是 Mpx 编译 `.mpx` 里 `<style>` 块时使用的 PostCSS 配置。写成内联以后，Tailwind CSS 直接和 Mpx 的样式编译流程绑定，不受外部配置文件查找规则的影响；`ignoreConfigFile: true` 则避免根目录另有一份 PostCSS 配置时重复执行插件。' },
      { page: MPX.en, text: '`postcssInlineConfig` is the PostCSS configuration Mpx uses when it compiles the `<style>` blocks in `.mpx` files.' },
      { page: MPX.en, text: '`ignoreConfigFile: true` prevents plugins from running twice when the root directory has a separate PostCSS config as well.' },
      { page: MPX.zh, text: '// 不再读取外部 postcss.config.js，全部以这里为准' },
      { page: MPX.zh, text: '执行 `npm run serve`（开发）或 `npm run build`，微信小程序产物默认在 `dist/wx`，用微信开发者工具导入该目录。' },
      { page: MPX.en, text: 'The WeChat mini-program output goes to `dist/wx` by default; import that directory into WeChat DevTools.' },
      { page: MPX.zh, text: '**`@tailwind` 或 `@import \'tailwindcss/…\'` 原样留在产物里**：Tailwind CSS 没有注册到 `postcssInlineConfig`，或者写到了外部的 PostCSS 配置里而 `ignoreConfigFile` 为 `true`。' },
      { page: MPX.en, text: '**`@tailwind` or `@import \'tailwindcss/…\'` stays unchanged in the output**: Tailwind CSS is not registered in `postcssInlineConfig`, or it was put in an external PostCSS config while `ignoreConfigFile` is `true`.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { npmView } = await import('./support/uni-css')
      const service = await npmView('@mpxjs/mpx-cli-service@2.2.20', 'dependencies') as Record<string, string>
      assert.ok(service['@vue/cli-service'], 'mpx-cli-service depends on @vue/cli-service')
      const CLI = '@mpxjs/vue-cli-plugin-mpx@2.2.20'
      assert.equal(JSON.parse(await packed(CLI, 'package.json')).peerDependencies.webpack, '^5.48.0')
      const base = await packed(CLI, 'config/base.js')
      assert.match(base, /const mpxOptions = getMpxPluginOptions\(options\)\s*const mpxPluginConf = mpxOptions\.plugin \|\| \{\}/, 'pluginOptions.mpx.plugin is the webpack plugin\'s configuration')
      assert.match(await packed('@mpxjs/cli-shared-utils@2.2.20', 'lib/mpx.js'), /return options\.pluginOptions \? options\.pluginOptions\.mpx \|\| \{\} : \{\}/)
      assert.match(await packed(CLI, 'index.js'), /options\.outputDir = outputDir !== 'dist' \? outputDir : `dist\/\$\{target\.mode\}`/)
      assert.match(await packed('@mpxjs/cli-shared-utils@2.2.20', 'lib/target.js'), /const DEFAULT_MODE = 'wx'/)
      // @mpxjs/webpack-plugin: the style compiler of .mpx styles takes postcssInlineConfig and merges a config file's plugins after it.
      const W = '@mpxjs/webpack-plugin@2.10.20'
      const compiler = await packed(W, 'lib/style-compiler/index.js')
      assert.match(compiler, /const inlineConfig = Object\.assign\(\{\}, mpx\.postcssInlineConfig,/)
      const load = await packed(W, 'lib/style-compiler/load-postcss-config.js')
      assert.match(load, /if \(inlineConfig\.ignoreConfigFile\) \{\s*loaded = Promise\.resolve\(\{\s*plugins: \[\],/, 'ignoreConfigFile: no config file is read')
      assert.match(load, /let plugins = formatPlugins\(inlineConfig\.plugins, inlineConfig\.inlineConfigFile\)[\s\S]*if \(config\.plugins\) \{\s*plugins = plugins\.concat\(config\.plugins\)/, 'otherwise the file\'s plugins are added after the inline ones')
      assert.match(await packed(W, 'lib/index.js'), /postcssInlineConfig: this\.options\.postcssInlineConfig/)
    },
  },
  {
    id: 'qs3-mpx-apptype-and-platform-extensions',
    says: 'appType mpx makes app.* and stylesheets under styles/ main stylesheets; the default matchers take axml, swan and acss (and Baidu\'s css) without options',
    quotes: [
      { page: MPX.zh, text: '`appType: \'mpx\'` 让插件把 `app.wxss` 以及 `styles` 目录下的样式文件当作全局样式。' },
      { page: MPX.en, text: '`appType: \'mpx\'` makes the plugin treat `app.wxss` and the stylesheets in the `styles` directory as global styles.' },
      { page: MPX.zh, text: '插件不需要额外配置，它默认就能识别 `axml`、`swan`、`acss` 等各平台的模板和样式扩展名。' },
      { page: MPX.en, text: 'the plugin needs no extra configuration, since it recognizes each platform\'s template and style extensions, such as `axml`, `swan` and `acss`, by default.' },
    ],
    async proof() {
      for (const file of ['app.wxss', 'app.acss', 'styles/base.wxss']) assert.equal(await isMainStylesheet(file, 'mpx'), true, file)
      assert.equal(await isMainStylesheet('pages/index.wxss', 'mpx'), false)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions()
      for (const file of ['pages/index.axml', 'pages/index.swan']) assert.equal(d.htmlMatcher!(file), true, file)
      for (const file of ['app.acss', 'app.css']) assert.equal(d.cssMatcher!(file), true, file)
    },
  },
  {
    id: 'qs3-mpx-tailwind3-css-files',
    says: 'Tailwind CSS 3.4.19 has base.css, components.css and utilities.css in its root, each holding one @tailwind directive; Tailwind CSS 4.3.5 has none of base.css/components.css, weapp-tailwindcss exports index.css',
    quotes: [
      { page: MPX.zh, text: '导入直接指向 Tailwind CSS 3 包根目录下的 `base.css`、`components.css`、`utilities.css`，这三个文件里各只有一条对应的 `@tailwind` 指令。' },
      { page: MPX.en, text: 'each of which holds just the matching `@tailwind` directive.' },
      { page: MPX.zh, text: 'Tailwind CSS 4 的包里没有这三个文件，那时改用 `weapp-tailwindcss` 提供的 `index.css`' },
      { page: MPX.en, text: 'The Tailwind CSS 4 package does not have these three files; there you use the `index.css` provided by `weapp-tailwindcss` instead' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const { packageFile } = await import('./support/options')
      for (const layer of ['base', 'components', 'utilities']) assert.equal(packageFile('tailwindcss-3', `${layer}.css`).trim(), `@tailwind ${layer};`)
      assert.equal(JSON.parse(packageFile('tailwindcss', 'package.json')).version, '4.3.5')
      for (const layer of ['base', 'components']) assert.equal(fs.existsSync(`${ROOT}node_modules/tailwindcss/${layer}.css`), false, `tailwindcss 4: no ${layer}.css`)
      assert.ok(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).exports['./index.css'])
    },
  },
  {
    id: 'qs3-mpx-intellisense-language-list',
    says: 'The Tailwind CSS IntelliSense language service (latest @tailwindcss/language-service) has no mpx among its built-in languages, so .mpx needs tailwindCSS.includeLanguages',
    quotes: [
      { page: MPX.zh, text: 'VS Code 的 Tailwind CSS IntelliSense 插件默认不认识 `.mpx` 文件，在 `.mpx` 里写 `class` 时没有补全。' },
      { page: MPX.en, text: 'VS Code\'s Tailwind CSS IntelliSense extension does not recognize `.mpx` files by default, so there is no completion when you write `class` in a `.mpx` file.' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { builtInLanguages } = await import('./support/quick-start-v3')
      const languages = await builtInLanguages()
      assert.ok(languages.includes('html') && languages.includes('vue'), 'the list is the one the service matches documents against')
      assert.ok(!languages.includes('mpx'), 'mpx is not a built-in language')
    },
  },
  {
    id: 'qs3-mpx-external-classes',
    says: 'custom-class on a component is not escaped by default; customAttributes makes it escaped',
    quotes: [
      { page: MPX.zh, text: '组件的外部样式类属性（例如 `custom-class`）默认不会被转义，需要在插件参数中用 `customAttributes` 声明' },
      { page: MPX.en, text: 'a component\'s external style class attributes (such as `custom-class`) are not escaped by default; declare them with `customAttributes` in the plugin options' },
    ],
    async proof() {
      const { wxml } = await import('./support/options')
      const template = '<list-item custom-class="bg-[#fafafa]"></list-item>'
      assert.equal(await wxml(template, ['bg-[#fafafa]']), template)
      assert.equal(await wxml(template, ['bg-[#fafafa]'], { customAttributes: { 'list-item': ['custom-class'] } }), '<list-item custom-class="bg-_b_hfafafa_B"></list-item>')
    },
  },
])
