// Claims of the Tailwind CSS 3 Taro guide (docs/quick-start/frameworks/taro.mdx) and its English page. The slow
// proofs run the files of Taro's published packages that decide each behaviour (npm pack), with their own
// helpers where a stub is needed; the fast ones run Tailwind CSS 3.4.19 and weapp-tailwindcss 4.12.0.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page, ROOT } from './support/quick-start-v3'

const TARO = page('frameworks/taro.mdx')

/** Tailwind CSS 3's output for a page using shadow-md, translate-x-2 and ring-2 (preflight off). */
async function varsCss(): Promise<string> {
  const { runTailwind3 } = await import('../lib/transforms/tailwind3')
  return (await runTailwind3({ template: '<view class="shadow-md translate-x-2 ring-2">', options: {} })).css
}

/** The Tailwind CSS 3 variable block as weapp-tailwindcss writes it for mini-programs (selector order may vary). */
const VAR_BLOCK = /(?:^|\})\s*view,text,(?:::before,::after|::after,::before)\s*\{[^}]*--tw-translate-y: 0;/

/** A package file from its published tarball (registry: slow proofs only). */
async function packed(spec: string, file: string): Promise<string> {
  const path = await import('node:path')
  const { unpacked } = await import('./support/uni-css')
  return path.join(await unpacked(spec), file)
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-taro-pages-pin-and-node',
    says: 'The Taro page names weapp-tailwindcss 4.12.0 and the engines range of 4.12.0; the webpack 4 entry exports the V4 plugin class',
    quotes: [
      { page: TARO.zh, text: '本页适用于 **Tailwind CSS 3** + Taro，插件版本以 weapp-tailwindcss 4.12.0 为准' },
      { page: TARO.en, text: 'with weapp-tailwindcss 4.12.0 as the reference version; the setup is the same for React, Preact, Vue 2 and Vue 3' },
      { page: TARO.zh, text: '- Node.js 满足 `^20.19.0 || >=22.12.0`。' },
      { page: TARO.en, text: '- Node.js satisfies `^20.19.0 || >=22.12.0`.' },
      { page: TARO.zh, text: '仍在使用 webpack 4 的 Taro 3 老项目，要改从 webpack4 子路径导入对应的 V4 版本插件类' },
      { page: TARO.en, text: 'Older Taro 3 projects still on webpack 4 should import the corresponding V4 plugin class from the webpack4 subpath instead' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      const { createRequire } = await import('node:module')
      assert.equal(typeof createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack4').UnifiedWebpackPluginV4, 'function')
    },
  },
  {
    id: 'qs3-taro-webpack-postcss-order-and-mini-postcss-keys',
    says: 'Taro 4.2.1\'s webpack runner hands its built-in plugins to postcss-loader as postcssOptions.plugins; postcss-loader puts the config file\'s plugins first; unknown mini.postcss keys are appended after the built-ins and loaded by package name; Taro passes config.mini (not h5) to mini-program builds',
    quotes: [
      { page: TARO.zh, text: 'Taro 的 webpack 编译器会读取根目录的这份 PostCSS 配置，并和它自己内置的插件（如 `pxtransform`）合并。' },
      { page: TARO.en, text: 'Taro\'s webpack compiler reads this PostCSS config from the project root and merges it with its own built-in plugins (such as `pxtransform`).' },
      { page: TARO.zh, text: 'Taro 会把 `mini.postcss` 里不认识的键当作 PostCSS 插件的包名去加载，所以 `tailwindcss: { enable: true, config: {} }` 其实也会执行，只是它在插件列表里排在 Taro 内置插件（`pxtransform`、`postcss-html-transform` 等）之后' },
      { page: TARO.en, text: 'Taro loads every key it does not recognize in `mini.postcss` as the package name of a PostCSS plugin, so `tailwindcss: { enable: true, config: {} }` does actually run, but it comes after Taro\'s built-in plugins' },
      { page: TARO.zh, text: '（webpack 下它的插件排在 Taro 内置插件前面）' },
      { page: TARO.en, text: '(under webpack its plugins come before Taro\'s built-in ones)' },
      { page: TARO.zh, text: '`webpackChain` 只写在 `mini` 下面，H5 端走的是 `h5.webpackChain`，自然不会加载这个插件。' },
      { page: TARO.en, text: '`webpackChain` only goes under `mini`; H5 builds use `h5.webpackChain`, so they naturally do not load this plugin.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const R = '@tarojs/webpack5-runner@4.2.1'
      const mini = fs.readFileSync(await packed(R, 'dist/webpack/MiniWebpackModule.js'), 'utf8')
      assert.match(mini, /getPostCSSLoader\(\{\s*postcssOptions: \{\s*plugins: postcssPlugins\s*\}\s*\}\)/, 'Taro\'s plugins go in as postcssOptions.plugins')
      const runnerPkg = JSON.parse(fs.readFileSync(await packed(R, 'package.json'), 'utf8'))
      const loader = runnerPkg.dependencies['postcss-loader'] as string
      assert.equal(loader, '^8.1.1')
      const utils = fs.readFileSync(await packed('postcss-loader@8', 'dist/utils.js'), 'utf8')
      assert.match(utils, /if \(loadedConfig\.config && loadedConfig\.config\.plugins\) \{\s*factory\(loadedConfig\.config\.plugins\);\s*\}\s*factory\(normalizedPostcssOptions\.plugins\);/, 'postcss-loader: the config file\'s plugins, then the options\' plugins')
      // getDefaultPostcssConfig: the built-ins first, then every other mini.postcss key, loaded by name.
      const { runCommonJs, functionSource } = await import('./support/quick-start-v3')
      const helperFile = await packed('@tarojs/helper@4.2.1', 'dist/utils.js')
      const helperSource = `${functionSource(helperFile, 'isNpmPkg')}\n${functionSource(helperFile, 'resolveSync')}`
      const siteRequire = (await import('node:module')).createRequire(`${ROOT}package.json`)
      const exported = 'return { isNpmPkg, resolveSync, recursiveMerge: (a, ...rest) => Object.assign(a, ...rest) }'
      const helper = new Function('require', `${helperSource}\n${exported}`)(siteRequire)
      const plugin = (name: string) => Object.assign(() => ({ postcssPlugin: name }), { postcss: true })
      const { exports, printed } = await runCommonJs(await packed(R, 'dist/postcss/postcss.mini.js'), {
        '@tarojs/helper': helper,
        'postcss-import': plugin('postcss-import'),
        'autoprefixer': plugin('autoprefixer'),
        'postcss-pxtransform': plugin('postcss-pxtransform'),
        './postcss-alias': { default: plugin('postcss-alias') },
        'postcss-url': plugin('postcss-url'),
        'postcss-html-transform': plugin('postcss-html-transform'),
      })
      const getDefaultPostcssConfig = exports.getDefaultPostcssConfig as (o: object) => [string, unknown][]
      const list = getDefaultPostcssConfig({ postcssOption: { tailwindcss: { enable: true, config: {} } } }).map(([name]) => name)
      assert.deepEqual(list, ['postcss-import', 'autoprefixer', 'postcss-pxtransform', 'postcss-alias', 'postcss-url', 'postcss-html-transform', 'tailwindcss'])
      // Here Tailwind CSS 3 is installed under the name tailwindcss-3, so that key stands for the page's `tailwindcss`.
      const loaded = (exports.getPostcssPlugins as (root: string, o: unknown[]) => { postcssPlugin: string }[])(ROOT, [['tailwindcss-3', { enable: true, config: { content: [] } }]])
      assert.equal(loaded.at(-1)?.postcssPlugin, 'tailwindcss', 'the unknown key is required as a package and appended')
      assert.deepEqual(printed, [])
      // Which part of config/index the mini-program build gets: the platform plugin names `mini`, the service merges that field.
      const service = fs.readFileSync(await packed('@tarojs/service@4.2.1', 'dist/Config.js'), 'utf8')
      assert.match(service, /initialConfig\[configName\]\), initialConfig\[platform\]\);/)
      assert.match(fs.readFileSync(await packed('@tarojs/plugin-platform-weapp@4.2.1', 'dist/index.js'), 'utf8'), /useConfigName: 'mini'/)
      assert.match(fs.readFileSync(await packed('@tarojs/plugin-platform-h5@4.2.1', 'dist/index.js'), 'utf8'), /useConfigName: 'h5'/)
      assert.match(fs.readFileSync(await packed(R, 'dist/webpack/Combination.js'), 'utf8'), /const \{ modifyWebpackChain, webpackChain, onWebpackChainReady \} = config;[\s\S]*webpackChain\(chain, webpack_1\.default, helper_1\.META_TYPE\)/)
    },
  },
  {
    id: 'qs3-taro-webpack-chain-inside-mini-postcss',
    says: 'A webpackChain function put inside mini.postcss is required as a PostCSS plugin package: @tarojs/webpack5-runner 3.6.35 prints "缺少postcss插件webpackChain, 已忽略", 4.2.1 prints a TypeError [ERR_INVALID_ARG_VALUE] about an empty id; either way the plugin is skipped',
    quotes: [
      { page: TARO.zh, text: '编译开始时终端打印一行（Taro 3.6 的 webpack5 编译器，以 `@tarojs/webpack5-runner` 3.6.35 为准）' },
      { page: TARO.en, text: 'When compilation starts, the terminal prints one line (Taro 3.6\'s webpack5 compiler, as of `@tarojs/webpack5-runner` 3.6.35)' },
      { page: TARO.zh, text: 'Taro 4 的编译器（以 `@tarojs/webpack5-runner` 4.2.1 为准）在同样情况下打印的是一个报错对象，开头为：' },
      { page: TARO.en, text: 'In the same situation, Taro 4\'s compiler (as of `@tarojs/webpack5-runner` 4.2.1) prints an error object instead, beginning with:' },
      { page: TARO.zh, text: 'Taro 把 `mini.postcss` 下除内置项以外的每个键都当成一个 PostCSS 插件的包名去 `require`；找不到名为 `webpackChain` 的包，就打印上面那行字并跳过它，于是 `UnifiedWebpackPluginV5` 根本没有注册，转义也就没有发生。这一段逻辑在 Taro 编译器的 `postcss.mini.js` 里，3.6.35 和 4.2.1 都是如此，只是找不到包时打印的内容不同。' },
      { page: TARO.en, text: 'Taro `require`s every key under `mini.postcss` other than the built-in ones as the package name of a PostCSS plugin; it finds no package named `webpackChain`, prints the line above and skips it' },
      { page: TARO.en, text: 'This logic lives in `postcss.mini.js` in Taro\'s compiler and is the same in 3.6.35 and 4.2.1; only what gets printed when the package is missing differs.' },
      { page: TARO.zh, text: '**验证**：重新编译，终端不再出现那行提示；' },
      { page: TARO.en, text: '**Verify**: recompile; the line no longer appears in the terminal' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { runCommonJs, functionSource } = await import('./support/quick-start-v3')
      const { createRequire } = await import('node:module')
      const siteRequire = createRequire(`${ROOT}package.json`)
      const webpackChain = () => {}
      for (const version of ['3.6.35', '4.2.1']) {
        const helperFile = await packed(`@tarojs/helper@${version}`, 'dist/utils.js')
        const fns = version === '4.2.1' ? ['isNpmPkg', 'resolveSync'] : ['isNpmPkg']
        const helper = new Function('require', `${fns.map(name => functionSource(helperFile, name)).join('\n')}\nreturn { ${fns.join(', ')} }`)(siteRequire)
        const { exports, printed } = await runCommonJs(await packed(`@tarojs/webpack5-runner@${version}`, 'dist/postcss/postcss.mini.js'), { '@tarojs/helper': helper })
        const plugins = (exports.getPostcssPlugins as (root: string, o: unknown[]) => unknown[])(ROOT, [['webpackChain', webpackChain]])
        assert.equal(plugins.length, 0, `${version}: nothing is registered`)
        assert.equal(printed.length, 1, `${version}: one line printed`)
        if (version === '3.6.35') assert.equal(printed[0], '缺少postcss插件webpackChain, 已忽略')
        else assert.ok(printed[0]!.startsWith('TypeError [ERR_INVALID_ARG_VALUE]: The argument \'id\' must be a non-empty string. Received \'\''), printed[0])
        // Moved out of mini.postcss, the key is no longer there: a fresh run of the file with only the built-ins prints nothing.
        const again = await runCommonJs(await packed(`@tarojs/webpack5-runner@${version}`, 'dist/postcss/postcss.mini.js'), { '@tarojs/helper': helper })
        ;(again.exports.getPostcssPlugins as (root: string, o: unknown[]) => unknown[])(ROOT, [['cssModules', { enable: false }]])
        assert.deepEqual(again.printed, [], `${version}: nothing printed without the key`)
      }
    },
  },
  {
    id: 'qs3-taro-vite-postcss-and-html-transform',
    says: 'Taro\'s Vite runner writes css.postcss inline (so Vite loads no postcss.config.*), enables postcss-html-transform by default for mini-programs, and that plugin (4.2.1) deletes rules whose selector contains *; @tarojs/plugin-html turns htmltransform on; weapp-tailwindcss\'s Vite plugin swaps the plugin for its own, which keeps the * rule',
    quotes: [
      { page: TARO.zh, text: 'Taro 4 的 Vite 编译器目前不会加载外部 PostCSS 配置文件' },
      { page: TARO.en, text: 'Taro 4\'s Vite compiler currently does not load an external PostCSS config file' },
      { page: TARO.zh, text: 'Taro 的 Vite 编译器默认启用 `postcss-html-transform`，它会删掉含 `*` 的规则，也就删掉了 Tailwind CSS 3 的 `*, ::before, ::after { --tw-… }` 变量声明块。' },
      { page: TARO.zh, text: 'weapp-tailwindcss 4.12.0 的 Vite 插件在启用时会把这个 PostCSS 插件换成自己封装的版本，不再删除含 `*` 的规则，所以这个变量块通常能保留下来，`injectAdditionalCssVarScope` 在这里只是保险，不写也可以。' },
      { page: TARO.en, text: 'Taro\'s Vite compiler enables `postcss-html-transform` by default, which deletes rules containing `*` and with them Tailwind CSS 3\'s `*, ::before, ::after { --tw-… }` variable declaration block.' },
      { page: TARO.en, text: 'When enabled, the Vite plugin of weapp-tailwindcss 4.12.0 replaces this PostCSS plugin with its own wrapped version, which no longer deletes rules containing `*`, so the variable block usually survives; `injectAdditionalCssVarScope` is only a safeguard here and can be left out.' },
      { page: TARO.zh, text: 'Taro 的 html 插件会打开 `postcss-html-transform`，删掉含 `*` 的规则，连带删掉 Tailwind CSS 的变量声明块。' },
      { page: TARO.en, text: 'Taro\'s html plugin turns on `postcss-html-transform`, which deletes rules containing `*` and takes Tailwind CSS\'s variable declaration block with them.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const V = '@tarojs/vite-runner@4.2.0'
      const config = fs.readFileSync(await packed(V, 'dist/mini/config.js'), 'utf8')
      assert.match(config, /css: \{\s*postcss: \{\s*plugins: \(0, utils_1\.getPostcssPlugins\)\(/, 'inline css.postcss: Vite then reads no config file')
      const defaults = fs.readFileSync(await packed(V, 'dist/defaultConfig/defaultConfig.mini.js'), 'utf8')
      assert.match(defaults, /htmltransform: \{\s*enable: true,/, 'on by default for mini-programs')
      assert.match(fs.readFileSync(await packed('@tarojs/plugin-html@4.2.1', 'dist/index.js'), 'utf8'), /postcssConfig\.htmltransform \|\| \(postcssConfig\.htmltransform = \{\s*enable: true/)
      const { default: postcss } = await import('postcss')
      const { createRequire } = await import('node:module')
      const taroHtml = createRequire(`${ROOT}package.json`)(await packed('postcss-html-transform@4.2.1', 'dist/index.js')).default
      const css = await varsCss()
      assert.match(css, /\*, ::before, ::after \{/)
      assert.doesNotMatch((await postcss([taroHtml({ platform: 'weapp' })]).process(css, { from: undefined })).css, /\*, ::before, ::after/, 'Taro\'s plugin deletes the * rule')
      const { default: ours } = await import('weapp-tailwindcss/postcss-html-transform')
      assert.match((await postcss([(ours as unknown as () => never)()]).process(css, { from: undefined })).css, /\*, ::before, ::after \{/, 'weapp-tailwindcss\'s keeps it')
      // The Vite plugin swaps a plugin named postcss-html-transform in css.postcss.plugins.
      const { QUIET, TW3 } = await import('./support/options')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      type VitePlugin = { name?: string, configResolved?: (config: unknown) => unknown }
      const post = ([UnifiedViteWeappTailwindcssPlugin({ ...QUIET, ...TW3 } as never)].flat(3) as VitePlugin[]).find(p => p?.name?.endsWith(':post'))
      const plugins = [{ postcssPlugin: 'postcss-pxtransform' }, taroHtml({ platform: 'weapp' })]
      await post!.configResolved!.call({}, { root: ROOT, command: 'build', build: { outDir: 'dist', watch: null }, plugins: [], css: { postcss: { plugins } }, mode: 'production', env: {} })
      assert.equal(plugins.length, 2)
      assert.notEqual(plugins[1], undefined)
      assert.match((await postcss([plugins[1] as never]).process(css, { from: undefined })).css, /\*, ::before, ::after \{/, 'after the swap the * rule stays')
    },
  },
  {
    id: 'qs3-taro-inject-additional-css-var-scope',
    says: 'After Taro\'s postcss-html-transform deleted the * rule, weapp-tailwindcss 4.12.0 writes no variable block unless injectAdditionalCssVarScope is on; translate and ring use variables without fallbacks, shadow-* sets --tw-shadow itself and has fallbacks for the ring variables',
    quotes: [
      { page: TARO.zh, text: '如果产物里 `translate-*`、`rotate-*`、渐变、`ring-*` 这类依赖 `--tw-*` 变量的工具类没有效果，而 `app.wxss` 里又找不到这个变量块，就把它打开。' },
      { page: TARO.zh, text: '`shadow-*` 不受影响，因为它引用变量时带了回退值。' },
      { page: TARO.en, text: 'If utilities that depend on `--tw-*` variables, such as `translate-*`, `rotate-*`, gradients and `ring-*`, have no effect in the output and `app.wxss` does not contain this variable block, turn it on.' },
      { page: TARO.en, text: '`shadow-*` is not affected, because it references the variables with fallback values.' },
      { page: TARO.zh, text: 'webpack 模式下同样给插件加上 `injectAdditionalCssVarScope: true`' },
      { page: TARO.en, text: 'In webpack mode, likewise add `injectAdditionalCssVarScope: true` to the plugin' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { default: postcss } = await import('postcss')
      const { createRequire } = await import('node:module')
      const taroHtml = createRequire(`${ROOT}package.json`)(await packed('postcss-html-transform@4.2.1', 'dist/index.js')).default
      const css = await varsCss()
      const shadow = css.match(/\.shadow-md \{[^}]*\}/)![0]
      assert.match(shadow, /--tw-shadow: /)
      assert.match(shadow, /box-shadow: var\(--tw-ring-offset-shadow, 0 0 #0000\), var\(--tw-ring-shadow, 0 0 #0000\), var\(--tw-shadow\)/)
      assert.match(css, /transform: translate\(var\(--tw-translate-x\), var\(--tw-translate-y\)\)/, 'translate: no fallback')
      assert.match(css, /--tw-ring-shadow: var\(--tw-ring-inset\) 0 0 0 calc\(2px \+ var\(--tw-ring-offset-width\)\)/, 'ring: no fallback')
      const stripped = (await postcss([taroHtml({ platform: 'weapp' })]).process(css, { from: undefined })).css
      const { wxss, TW3 } = await import('./support/options')
      assert.doesNotMatch(await wxss(stripped, TW3), VAR_BLOCK, 'without the option: no variable block')
      assert.match(await wxss(stripped, { ...TW3, injectAdditionalCssVarScope: true }), VAR_BLOCK, 'with it: the block is back')
    },
  },
  {
    id: 'qs3-taro-dist-and-miniprogram-root',
    says: 'Taro\'s default template project.config.json points miniprogramRoot at ./dist',
    quotes: [
      { page: TARO.zh, text: '用微信开发者工具导入项目根目录（Taro 已经在 `project.config.json` 里把 `miniprogramRoot` 指向了 `dist`）' },
      { page: TARO.en, text: 'Import the project root into WeChat DevTools (Taro has already pointed `miniprogramRoot` at `dist` in `project.config.json`).' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const config = JSON.parse(fs.readFileSync(await packed('@tarojs/cli@4.2.1', 'templates/default/project.config.json'), 'utf8'))
      assert.equal(config.miniprogramRoot, './dist')
    },
  },
  {
    id: 'qs3-taro-arbitrary-value-escaped',
    says: 'transformWxss of weapp-tailwindcss 4.12.0 turns .w-\\[64px\\] into .w-_b64px_B',
    quotes: [
      { page: TARO.zh, text: '`dist/app.wxss` 中的 `.w-\\[64px\\]` 变成 `.w-_b64px_B`（用 weapp-tailwindcss 4.12.0 的 `transformWxss` 实测的转义结果）' },
      { page: TARO.en, text: '`.w-\\[64px\\]` in `dist/app.wxss` becomes `.w-_b64px_B` (the escaping result measured with `transformWxss` from weapp-tailwindcss 4.12.0)' },
    ],
    async proof() {
      const { wxss, TW3 } = await import('./support/options')
      assert.equal(await wxss('.w-\\[64px\\]{width:64px}', { ...TW3, appType: 'taro' }), '.w-_b64px_B{width:64px}')
    },
  },
  {
    id: 'qs3-taro-pxtransform-and-type-cast',
    says: 'postcss-pxtransform (Taro 4.2.1) turns px into rpx by designWidth (750: 100px → 100rpx, 375: 100px → 200rpx) and leaves rem alone; `as Plugin[]` is erased by TypeScript',
    quotes: [
      { page: TARO.zh, text: 'Taro 内置的 `pxtransform` 会按 `designWidth` 把 `px` 转成 `rpx`，所以 Taro 项目一般不需要再开启插件的 `px2rpx`，只用 `rem2rpx` 处理 Tailwind CSS 的 `rem` 即可' },
      { page: TARO.en, text: 'Taro\'s built-in `pxtransform` converts `px` to [`rpx`](/docs/glossary#rpx) according to `designWidth`, so Taro projects usually do not need the plugin\'s `px2rpx`' },
      { page: TARO.zh, text: '`as Plugin[]` 只是为了类型提示。' },
      { page: TARO.en, text: '`as Plugin[]` is there only for the type hints.' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { default: postcss } = await import('postcss')
      const { createRequire } = await import('node:module')
      const pxtransform = createRequire(`${ROOT}package.json`)(await packed('postcss-pxtransform@4.2.1', 'index.js'))
      const run = async (designWidth: number) => (await postcss([pxtransform({ platform: 'weapp', designWidth })]).process('.a{width:100px;height:1rem}', { from: undefined })).css
      assert.equal(await run(750), '.a{width:100rpx;height:1rem}')
      assert.equal(await run(375), '.a{width:200rpx;height:1rem}')
      const ts = await import('typescript')
      const out = ts.transpileModule('const plugins = [a, b] as Plugin[]\n', { compilerOptions: { target: ts.ScriptTarget.ES2020 } }).outputText
      assert.equal(out.trim(), 'const plugins = [a, b];')
    },
  },
])
