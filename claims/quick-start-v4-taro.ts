// Claims of the two Taro pages of docs/quick-start/v4 (webpack 5 and Vite) and their English pages, proven
// with the published Taro 4.2.x packages (their sources and their config loader) and weapp-tailwindcss 4.12.0.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { context, en, file, zh } from './support/quick-start-v4-pages'

const WP_ZH = zh('taro-webpack')
const WP_EN = en('taro-webpack')
const VITE_ZH = zh('taro-vite')
const VITE_EN = en('taro-vite')
const README_ZH = zh('readme')
const README_EN = en('readme')

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-taro-config-loaded-as-commonjs',
    says: 'Taro 4.2.1 (@tarojs/service Config) compiles config/index.ts to CommonJS and require()s it: importing @tailwindcss/vite 4.1.13 fails with No "exports" main defined, 4.1.14 loads on this Node.js',
    quotes: [
      { page: README_ZH, text: '而 Taro 等框架用 CommonJS 加载配置文件' },
      { page: README_ZH, text: '在 weapp-tailwindcss 要求的 Node.js 版本（`^20.19.0 || >=22.12.0`，可以直接 `require` ESM）里实测能加载' },
      { page: README_EN, text: 'while frameworks such as Taro load their config files as CommonJS' },
      { page: README_EN, text: 'which can `require` ESM directly) it was tested to load' },
      { page: VITE_ZH, text: 'Taro 以 CommonJS 方式加载配置文件时会报 `No "exports" main defined`（4.1.14 起改成了 `default` 条件，不再报这一条）' },
      { page: VITE_ZH, text: '项目里仍在 `vitePlugins` 中引入了 4.1.13 或更早版本的 `@tailwindcss/vite`' },
      { page: VITE_EN, text: 'so when Taro loads its config file as CommonJS it fails with `No "exports" main defined` (from 4.1.14 it uses the `default` condition instead and no longer fails this way)' },
      { page: VITE_EN, text: 'the project still imports `@tailwindcss/vite` 4.1.13 or earlier in `vitePlugins`' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      for (const [version, expected] of [['4.1.13', /No "exports" main defined in .*@tailwindcss\/vite\/package\.json[\s\S]*success false/], ['4.1.14', /success true \{"plugin":"function"\}/]] as const) {
        const dir = await installed(['@tarojs/service@4.2.1', `@tailwindcss/vite@${version}`, 'vite@5'])
        fs.mkdirSync(path.join(dir, 'config'), { recursive: true })
        fs.writeFileSync(path.join(dir, 'config/index.ts'), "import tailwindcss from '@tailwindcss/vite'\nexport default { plugin: typeof tailwindcss }\n")
        fs.writeFileSync(path.join(dir, 'load-config.cjs'), `const { Config } = require('@tarojs/service')
const config = new Config({ appPath: __dirname, disableGlobalConfig: true })
config.init({ command: 'build', mode: 'production' }).then(() => console.log('success', config.isInitSuccess, JSON.stringify(config.initialConfig)))
`)
        const out = (await runCommand('node', ['load-config.cjs'], { cwd: dir })).output
        assert.match(out, expected, `@tailwindcss/vite ${version}:\n${out}`)
      }
      const service = await file('@tarojs/service@4.2.1', 'dist/Config.js')
      assert.match(service, /createSwcRegister\)\(\{/)
      assert.match(service, /require\(this\.configPath\)/)
    },
  },
  {
    id: 'qs4-taro-vite-runner-is-on-vite-4',
    says: '@tarojs/vite-runner 4.2.0 peers on vite ^4, every @tailwindcss/vite release needs Vite 5.2 or later',
    quotes: [
      { page: VITE_ZH, text: '一是 Taro 4 的 Vite 编译器仍停留在 Vite 4（`@tarojs/vite-runner` 4.2.0 声明的 peer 依赖是 `vite@^4`），而 `@tailwindcss/vite` 要求 Vite 5.2 及以上' },
      { page: VITE_ZH, text: 'Taro 的 Vite 编译模式依赖的 Vite 版本偏旧（`@tarojs/vite-runner` 4.2.0 的 peer 依赖是 `vite@^4`）' },
      { page: VITE_EN, text: 'First, Taro 4\'s Vite compiler is still on Vite 4 (the peer dependency declared by `@tarojs/vite-runner` 4.2.0 is `vite@^4`), while `@tailwindcss/vite` requires Vite 5.2 or later' },
      { page: VITE_EN, text: 'The Vite version Taro\'s Vite compile mode depends on is rather old (the peer dependency of `@tarojs/vite-runner` 4.2.0 is `vite@^4`)' },
    ],
    slow: true,
    async proof() {
      const semver = (await import('semver')).default
      const { npmView } = await import('./support/quick-start-v4')
      assert.equal((npmView('@tarojs/vite-runner@4.2.0', 'peerDependencies') as Record<string, string>).vite, '^4')
      const versions = (npmView('@tailwindcss/vite', 'versions') as string[]).filter(v => semver.valid(v) && !semver.prerelease(v) && semver.major(v) === 4)
      assert.ok(versions.length > 20)
      for (const version of versions) {
        const range = (npmView(`@tailwindcss/vite@${version}`, 'peerDependencies') as Record<string, string>).vite!
        assert.equal(semver.minVersion(range)!.version, '5.2.0', `${version} peers on ${range}`)
      }
    },
  },
  {
    id: 'qs4-taro-vite-mode-inlines-postcss',
    says: '@tarojs/vite-runner 4.2.0 sets css.postcss to an inline object with its own plugins for mini-programs, and Vite (4.x as Taro uses it) then does not load postcss.config.*',
    quotes: [
      { page: VITE_ZH, text: 'Taro 的 Vite 模式不会读取项目根目录的 `postcss.config.*`' },
      { page: VITE_ZH, text: 'Taro 的 Vite 模式不读根目录的 `postcss.config.*`，只在那里写 `\'@tailwindcss/postcss\': {}` 不会让工具类生成出来' },
      { page: VITE_EN, text: 'Taro\'s Vite mode does not read `postcss.config.*` in the project root' },
      { page: VITE_EN, text: 'Taro\'s Vite mode does not read `postcss.config.*` in the root, so writing only' },
    ],
    slow: true,
    async proof() {
      const config = await file('@tarojs/vite-runner@4.2.0', 'dist/mini/config.js')
      assert.match(config, /postcss: \{\s*plugins: \(0, utils_1\.getPostcssPlugins\)\(appPath, __postcssOption, constants_1\.MINI_EXCLUDE_POSTCSS_PLUGIN_NAME\),/)
      const viteVersion = (await import('./support/quick-start-v4')).npmView('vite@^4', 'version') as string[]
      const latest4 = ([] as string[]).concat(viteVersion).pop()!
      const { readAll, unpacked } = await import('./support/quick-start-v4')
      const source = readAll(unpacked(`vite@${latest4}`), /dist\/node\/chunks\/.*\.js$/).map(f => f.text).find(text => text.includes('async function resolvePostcssConfig('))!
      const fn = source.slice(source.indexOf('async function resolvePostcssConfig('), source.indexOf('async function resolvePostcssConfig(') + 1500)
      assert.match(fn, /if \(isObject[\w$]*\(inlineOptions\)\) \{[\s\S]*plugins: inlineOptions\.plugins \|\| \[\][\s\S]*\}\s*else \{[\s\S]*postcssrc/, `vite ${latest4}: an object skips the config search`)
    },
  },
  {
    id: 'qs4-taro-webpack-reads-postcss-config',
    says: '@tarojs/webpack5-runner 4.2.1 gives postcss-loader only postcssOptions.plugins (no config: false), and postcss-loader 8 then also loads postcss.config.* from the project',
    quotes: [
      { page: WP_ZH, text: '新建 `postcss.config.mjs`，Taro 的 webpack 构建会读取它' },
      { page: WP_EN, text: 'Taro\'s webpack build reads it' },
    ],
    slow: true,
    async proof() {
      const semver = (await import('semver')).default
      const { npmView } = await import('./support/quick-start-v4')
      const mini = await file('@tarojs/webpack5-runner@4.2.1', 'dist/webpack/MiniWebpackModule.js')
      assert.match(mini, /getPostCSSLoader\(\{\s*postcssOptions: \{\s*plugins: postcssPlugins\s*\}\s*\}\)/)
      assert.ok(!/config:\s*false/.test(mini), 'the config file is not switched off')
      const range = (npmView('@tarojs/webpack5-runner@4.2.1', 'dependencies') as Record<string, string>)['postcss-loader']!
      const loader = semver.maxSatisfying(([] as string[]).concat(npmView(`postcss-loader@${range}`, 'version') as string[]), range)!
      const index = await file(`postcss-loader@${loader}`, 'dist/index.js')
      assert.match(index, /typeof options\.postcssOptions\.config === "undefined" \? true : options\.postcssOptions\.config/, `postcss-loader ${loader} loads the config file unless config is false`)
    },
  },
  {
    id: 'qs4-taro-app-origin-split',
    says: '@tarojs/webpack5-runner 4.2.1 moves app.wxss into app-origin.wxss and leaves @import lines only when there are common style chunks',
    quotes: [
      { page: WP_ZH, text: 'Taro 就会把这部分样式拆进 `common.wxss`，同时把 `app.wxss` 原来的内容挪到 `app-origin.wxss`' },
      { page: WP_ZH, text: '没有公共样式时（例如只有一个页面的新项目）就只有 `app.wxss`' },
      { page: WP_EN, text: 'Taro splits those styles into `common.wxss` and moves the original contents of `app.wxss` into `app-origin.wxss`' },
      { page: WP_EN, text: 'Without shared styles (for example in a new project with a single page) there is only `app.wxss`' },
    ],
    slow: true,
    async proof() {
      const plugin = await file('@tarojs/webpack5-runner@4.2.1', 'dist/plugins/MiniPlugin.js')
      assert.match(plugin, /if \(commons\.size\(\) > 0\) \{\s*const APP_STYLE_NAME = 'app-origin' \+ styleExt;\s*assets\[APP_STYLE_NAME\] = new ConcatSource\(originSource\);\s*const source = new ConcatSource\(''\);\s*source\.add\(`@import \$\{JSON\.stringify\(\(0, loader_utils_1\.urlToRequest\)\(APP_STYLE_NAME\)\)\};`\);\s*source\.add\(commons\);/)
    },
  },
  {
    id: 'qs4-taro-app-type-main-stylesheets',
    says: "with appType 'taro' every app* file (app-origin.wxss included) is a main stylesheet, without appType app-origin.wxss is not; a non-main stylesheet keeps :not(#\\#) and @property, a main one has neither",
    quotes: [
      { page: WP_ZH, text: '默认规则只有在 `appType` 为 `\'taro\'` 时才把以 `app` 开头的文件都当作主样式文件（4.12.0 的默认匹配函数实测：不传时 `app-origin.wxss` 返回 `false`）' },
      { page: WP_ZH, text: '不算主样式的文件里，Tailwind CSS 4 的变量兜底不会被展开，选择器会带上 `:not(#\\#)`' },
      { page: WP_ZH, text: '把同一份 Tailwind CSS 产物（按 Tailwind CSS 4.3.3 的写法检测 `margin-trim: inline`）分别当作非主样式和主样式处理' },
      { page: WP_ZH, text: '前者的选择器带着 `:not(#\\#)`，`@property` 也原样留着' },
      { page: zh('tutorial/index'), text: '`appType: \'taro\'` 让插件把 Taro 的 `app-origin.wxss` 也当作主样式文件处理' },
      { page: WP_EN, text: 'The default rule treats every file starting with `app` as a main stylesheet only when `appType` is `\'taro\'`' },
      { page: WP_EN, text: 'In files that do not count as main stylesheets, Tailwind CSS 4\'s variable fallback is not unwrapped and selectors carry `:not(#\\#)`' },
      { page: WP_EN, text: 'the former has selectors with `:not(#\\#)` and keeps its `@property` rules; the latter has neither' },
      { page: en('tutorial/index'), text: '`appType: \'taro\'` makes the plugin treat Taro\'s `app-origin.wxss` as a main stylesheet too' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType?: string) => boolean }).mainCssChunkMatcher
      assert.equal(matcher('app-origin.wxss', 'taro'), true)
      assert.equal(matcher('app.wxss', 'taro'), true)
      assert.equal(matcher('app-origin.wxss', undefined), false)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const input = { template: '<view class="p-4 shadow rounded-lg">', css: '@import "weapp-tailwindcss";', options: { appType: 'taro', rem2rpx: true }, marginTrimInline: true }
      const other = await runTailwind4({ ...input, isMainChunk: false })
      const main = await runTailwind4(input)
      assert.ok(other.wxss.includes(':not(#\\#)') && other.wxss.includes('@property'), 'non-main: :not(#\\#) and @property')
      assert.ok(!main.wxss.includes(':not(#\\#)') && !main.wxss.includes('@property'), 'main: neither')
    },
  },
  {
    id: 'qs4-taro-cli-template',
    says: "Taro CLI 4.2.1's default template: TypeScript + Webpack5 projects get mini.webpackChain registering tsconfig-paths; project.config.json points miniprogramRoot at ./dist; a second webpackChain key in the same object literal replaces the first",
    quotes: [
      { page: WP_ZH, text: '`mini` 下已经有一个 `webpackChain`，里面是一行注册 `tsconfig-paths` 插件的代码' },
      { page: WP_ZH, text: '否则对象里同名的键只有后写的那个生效，原有的注册就丢了' },
      { page: WP_ZH, text: 'Taro 的 `project.config.json` 已把 `miniprogramRoot` 指向 `dist/`' },
      { page: WP_EN, text: '`mini` already has a `webpackChain` containing one line that registers the `tsconfig-paths` plugin' },
      { page: WP_EN, text: 'or only the later of the two same-named keys in the object takes effect and the original registration is lost' },
      { page: WP_EN, text: 'Taro\'s `project.config.json` already points `miniprogramRoot` at `dist/`' },
    ],
    slow: true,
    async proof() {
      const config = await file('@tarojs/cli@4.2.1', 'templates/default/config/index.js')
      assert.match(config, /mini: \{[\s\S]*?\{\{#if typescript \}\}\{\{#unless \(eq compiler "Vite"\)\}\}\s*webpackChain\(chain\) \{\s*chain\.resolve\.plugin\('tsconfig-paths'\)\.use\(TsconfigPathsPlugin\)\s*\}\{\{\/unless\}\}\{\{\/if\}\}\s*\},\s*h5:/)
      const project = JSON.parse(await file('@tarojs/cli@4.2.1', 'templates/default/project.config.json'))
      assert.equal(project.miniprogramRoot, './dist')

      const mini = new Function('return { webpackChain() { return "template" }, webpackChain() { return "added" } }')() as { webpackChain: () => string }
      assert.equal(mini.webpackChain(), 'added', 'the later key wins')
    },
  },
  {
    id: 'qs4-taro-autoprefixer',
    says: '@tailwindcss/postcss adds prefixes only in production; weapp-tailwindcss 4.12.0 with Tailwind CSS 4 adds -webkit-background-clip: text by default (autoprefixer option new in 4.12.0)',
    quotes: [
      { page: WP_ZH, text: '`@tailwindcss/postcss` 在生产构建的优化阶段会补前缀，开发构建不补，这时由 weapp-tailwindcss 4.12.0 在 v4 场景下默认开启的 `autoprefixer` 后处理补齐小程序需要的 `-webkit-` 前缀' },
      { page: WP_EN, text: '`@tailwindcss/postcss` adds prefixes during the optimization stage of production builds' },
      { page: WP_EN, text: 'there, the `autoprefixer` post-processing that weapp-tailwindcss 4.12.0 turns on by default for v4 adds the `-webkit-` prefixes' },
      { page: zh('tutorial/advanced'), text: '4.12.0 起 v4 场景默认补前缀' },
      { page: en('tutorial/advanced'), text: 'Since 4.12.0, prefixes are added by default for v4' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const on = (await (await context({})).transformWxss('.bg-clip-text{background-clip:text}')).css
      const off = (await (await context({ autoprefixer: false })).transformWxss('.bg-clip-text{background-clip:text}')).css
      assert.equal(on, '.bg-clip-text{-webkit-background-clip:text;background-clip:text}')
      assert.equal(off, '.bg-clip-text{background-clip:text}')
      const { loadVersionFacts, presence } = await import('../lib/version-facts/versionFacts')
      assert.deepEqual(presence(loadVersionFacts(), { kind: 'option', name: 'autoprefixer' }).filter(([, has]) => has).map(([v]) => v), ['4.12.0'])
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/clip.html'), '<view class="bg-clip-text">')
      fs.writeFileSync(path.join(dir, 'run-clip.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const r = await postcss([tw({ base: process.cwd() })]).process('@import "tailwindcss/utilities.css" source("./");', { from: process.cwd() + '/src/app.css' })
console.log(r.css)
`)
      const prod = (await runCommand('node', ['run-clip.mjs'], { cwd: dir, env: { NODE_ENV: 'production' } })).output
      const dev = (await runCommand('node', ['run-clip.mjs'], { cwd: dir, env: { NODE_ENV: 'development' } })).output
      assert.match(prod, /-webkit-background-clip:text/)
      assert.ok(dev.includes('background-clip: text') && !dev.includes('-webkit-background-clip'))
    },
  },
  {
    id: 'qs4-taro-plugin-html-removes-universal-rules',
    says: '@tarojs/plugin-html 4.2.1 turns on the htmltransform PostCSS step for mini-programs, which @tarojs/webpack5-runner 4.2.1 runs with postcss-html-transform 4.2.1; it deletes rules with a * selector, taking Tailwind CSS variable initialisation with them; injectAdditionalCssVarScope: true puts it back',
    quotes: [
      { page: WP_ZH, text: '该插件会删掉含 `*` 的选择器，连带删掉 Tailwind CSS 的变量初始化' },
      { page: WP_ZH, text: '给 weapp-tailwindcss 加上 `injectAdditionalCssVarScope: true` 重新注入变量作用域' },
      { page: WP_EN, text: 'that plugin removes selectors containing `*`, and Tailwind CSS\'s variable initialization goes with them' },
      { page: WP_EN, text: 'Add `injectAdditionalCssVarScope: true` to weapp-tailwindcss to inject the variable scope again' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { unpacked, npmView } = await import('./support/quick-start-v4')
      const plugin = fs.readFileSync(path.join(unpacked('@tarojs/plugin-html@4.2.1'), 'dist/index.js'), 'utf8')
      assert.match(plugin, /if \(!isH5\) \{\s*postcssConfig\.htmltransform \|\| \(postcssConfig\.htmltransform = \{\s*enable: true\s*\}\);/)
      assert.equal((npmView('@tarojs/webpack5-runner@4.2.1', 'dependencies') as Record<string, string>)['postcss-html-transform'], '4.2.1')
      const dir = unpacked('postcss-html-transform@4.2.1')
      const transform = createRequire(path.join(dir, 'package.json'))(path.join(dir, 'dist/index.js'))
      const postcss = (await import('postcss')).default
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      // p-4 puts --spacing into the :root/:host theme rule, next to which the scope is injected (a real page always has one).
      const out = await runTailwind4({ template: '<view class="shadow p-4">', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true }, marginTrimInline: true })
      assert.match(out.css, /\*, ::before, ::after, ::backdrop \{\s*--tw-shadow: 0 0 #0000;/)
      const stripped = (await postcss([(transform.default ?? transform)({ platform: 'weapp' })]).process(out.css, { from: undefined })).css
      assert.ok(!/\*, ::before/.test(stripped), 'the * rule is gone')
      const init = /--tw-shadow: 0 0 rgba\(0,0,0,0\)/
      assert.ok(!init.test((await (await context({ rem2rpx: true })).transformWxss(stripped)).css), 'no variable initialisation left')
      assert.match((await (await context({ rem2rpx: true, injectAdditionalCssVarScope: true })).transformWxss(stripped)).css, init, 'injected again')
    },
  },
  {
    id: 'qs4-taro-pxtransform-design-width',
    says: "Taro's postcss-pxtransform (4.2.1) converts px by designWidth: with 375, 100px becomes 200rpx (750: 100rpx); rem2rpx converts 1rem = 32rpx, which is 16px on a 375-wide design",
    quotes: [
      { page: WP_ZH, text: 'Taro 会按它把 `px` 换算成 `rpx`' },
      { page: WP_ZH, text: '任意值里的 `px` 由 Taro 的 `pxtransform` 按 `designWidth` 换算，工具类自带的 `rem` 则由 `rem2rpx` 按 `1rem = 32rpx`（相当于 375 宽设计稿上的 16px）换算' },
      { page: WP_ZH, text: '设计稿是 375 宽时，把 `designWidth` 设为 375，`100px` 就会变成 `200rpx`' },
      { page: WP_EN, text: 'Taro uses it to convert `px` into' },
      { page: WP_EN, text: '`px` in arbitrary values is converted by Taro\'s `pxtransform` according to `designWidth`' },
      { page: WP_EN, text: 'If your design is 375 wide, set `designWidth` to 375 and `100px` becomes `200rpx`' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['postcss-pxtransform@4.2.1', 'postcss@8'])
      fs.writeFileSync(path.join(dir, 'px.cjs'), `const postcss = require('postcss')
const px = require('postcss-pxtransform')
const run = designWidth => postcss([px({ platform: 'weapp', designWidth, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })]).process('.w{width:100px}', { from: undefined }).css
console.log(run(375), run(750))
`)
      assert.match((await runCommand('node', ['px.cjs'], { cwd: dir })).output, /\.w\{width:200rpx\} \.w\{width:100rpx\}/)
      assert.equal((await (await context({ rem2rpx: true })).transformWxss('.a{font-size:1rem}')).css, '.a{font-size:32rpx}')
    },
  },
  {
    id: 'qs4-taro-template-99bc76f',
    says: 'icebreaker-template/taro-webpack-tailwindcss-v4 at 99bc76f (2026-05-05) registers UnifiedWebpackPluginV5 without appType and its src/app.css is @import "tailwindcss"',
    quotes: [
      { page: WP_ZH, text: '它的 `config/index.ts` 没有写 `appType: \'taro\'`' },
      { page: WP_ZH, text: '`src/app.css` 沿用了 `@import "tailwindcss";`' },
      { page: WP_EN, text: 'its `config/index.ts` does not set `appType: \'taro\'`' },
      { page: WP_EN, text: 'its `src/app.css` keeps `@import "tailwindcss";`' },
    ],
    manual: {
      ran: 'fetched a snapshot of icebreaker-template/taro-webpack-tailwindcss-v4 and ran git show 99bc76ff3566e0b294c09e07f334cc97f68104a0 (2026-05-05, "chore: sync from monorepo"): config/index.ts registers UnifiedWebpackPluginV5 with cssEntries and no appType; src/app.css starts with @import "tailwindcss";',
      versions: 'commit 99bc76f of the template',
      on: '2026-11-28',
      why: 'the template lives on GitHub, not in a registry the proofs may use',
    },
  },
  {
    id: 'qs4-rewrite-css-imports-default',
    says: 'rewriteCssImports is on by default in 4.12.0',
    quotes: [
      { page: WP_ZH, text: '靠 `rewriteCssImports` 改写成 `weapp-tailwindcss/index.css`' },
      { page: WP_EN, text: 'relying on `rewriteCssImports` to rewrite it to `weapp-tailwindcss/index.css`' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { rewriteCssImports?: unknown }).rewriteCssImports ?? true, true)
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      assert.ok(readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /\.js$/).some(f => f.text.includes('"weapp-tailwindcss/index.css"') || f.text.includes("'weapp-tailwindcss/index.css'")), 'the rewrite target is weapp-tailwindcss/index.css')
    },
  },
  {
    id: 'qs4-taro-vite-fixes-4-11-1-and-4-12-0',
    says: 'the 4.11.1 changelog fixes leftover :not(#\\#) in Taro Vite builds; 4.12.0 removes the lab @supports branch of bg-linear-* (the output of the installed packages has none)',
    quotes: [
      { page: VITE_ZH, text: '4.11.1 之前的版本在 Taro Vite 下有这个已知问题' },
      { page: VITE_ZH, text: 'weapp-tailwindcss 也到 4.11.1 才修好这种模式下产物残留 `:not(#\\#)` 的问题' },
      { page: VITE_ZH, text: '4.12.0 起插件会去掉 Tailwind CSS 4 为 lab 色彩空间准备的 `@supports` 分支' },
      { page: VITE_EN, text: 'versions before 4.11.1 have this known problem under Taro Vite' },
      { page: VITE_EN, text: 'weapp-tailwindcss only fixed leftover `:not(#\\#)` in this mode\'s output in 4.11.1' },
      { page: VITE_EN, text: 'since 4.12.0 the plugin removes the `@supports` branch Tailwind CSS 4 prepares for the lab color space' },
      { page: zh('tutorial/advanced'), text: '4.12.0 起移除该分支' },
      { page: en('tutorial/advanced'), text: 'Since 4.12.0 the branch is removed' },
    ],
    async proof() {
      // The changelog entries (4.11.1: "修复 Taro Vite Tailwind CSS v4 构建时最终样式产物仍残留 :not(#\#)"; 4.12.0: lab @supports
      // removal) are in the repository only; what the installed 4.12.0 does is checked here.
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="bg-linear-to-r from-red-500 to-blue-500">', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true }, marginTrimInline: true })
      assert.match(out.css, /@supports \(background-image: linear-gradient\(in lab, red, red\)\)/, 'Tailwind CSS writes the lab branch')
      assert.ok(!out.wxss.includes('in lab'), 'weapp-tailwindcss 4.12.0 removes it')
    },
  },
  {
    id: 'qs4-tailwindcss-default-export-and-postcss-plugin-type',
    says: "tailwindcss 4's default export is declared (): void; with @tailwindcss/postcss 4.3.5 and TypeScript 5.9 the unshift(tailwindcss()) code type-checks, and the plugin object's postcssPlugin is '@tailwindcss/postcss'; the English TS message reads Argument of type 'void' is not assignable to parameter of type 'AcceptedPlugin'",
    quotes: [
      { page: VITE_ZH, text: '英文环境下是 `Argument of type \'void\' is not assignable to parameter of type \'AcceptedPlugin\'`' },
      { page: VITE_ZH, text: '它的默认导出只是一个提示函数，类型声明为 `(): void`，调用时就抛出上面这段话' },
      { page: VITE_ZH, text: '改成从 `@tailwindcss/postcss` 导入后 `tsc` 不再报错，调用它返回的对象 `postcssPlugin` 为 `\'@tailwindcss/postcss\'`' },
      { page: VITE_EN, text: 'In an English locale it reads `Argument of type \'void\' is not assignable to parameter of type \'AcceptedPlugin\'`' },
      { page: VITE_EN, text: 'its type is declared as `(): void`, and calling it throws the message above' },
      { page: VITE_ZH, text: '**原因**：Tailwind CSS 4 的 `tailwindcss` 包不再是 PostCSS 插件' },
      { page: VITE_EN, text: 'in Tailwind CSS 4 the `tailwindcss` package is no longer a PostCSS plugin' },
      { page: VITE_EN, text: 'after switching the import to `@tailwindcss/postcss`, `tsc` no longer reports the error' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const ts = (await import('typescript')).default
      const { installed, ROOT } = await import('./support/quick-start-v4')
      assert.match(ts.version, /^5\.9\./)
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      const errors = (importFrom: string) => {
        const fileName = path.join(dir, `check-${importFrom.replace(/\W/g, '')}.ts`)
        fs.writeFileSync(fileName, `import tailwindcss from '${importFrom}'\nimport type { AcceptedPlugin } from 'postcss'\nconst postcss: { plugins?: AcceptedPlugin[] } = { plugins: [] }\npostcss.plugins?.unshift(tailwindcss())\n`)
        const program = ts.createProgram([fileName], {
          strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, esModuleInterop: true, types: [],
        })
        return ts.getPreEmitDiagnostics(program).filter(d => d.category === ts.DiagnosticCategory.Error).map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      }
      assert.deepEqual(errors('tailwindcss'), ['Argument of type \'void\' is not assignable to parameter of type \'AcceptedPlugin\'.'])
      assert.deepEqual(errors('@tailwindcss/postcss'), [])
      const dts = fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/dist/lib.d.mts'), 'utf8')
      const { tailwind4DefaultExportError } = await import('../lib/examples/toolMessages')
      assert.match(await tailwind4DefaultExportError(), /It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin/)
      assert.match(dts, /declare function postcssPluginWarning\(\): void;[\s\S]*export \{[^}]*postcssPluginWarning as default/)
      const { runCommand } = await import('../lib/examples/runCommand')
      fs.writeFileSync(path.join(dir, 'plugin-name.mjs'), "import tw from '@tailwindcss/postcss'\nconsole.log(tw().postcssPlugin)\n")
      assert.equal((await runCommand('node', ['plugin-name.mjs'], { cwd: dir })).output.trim(), '@tailwindcss/postcss')
    },
  },
])
