// Second reading of the options pages, the migration guides and the English merge pages: sentences that had
// no proof, or were rewritten because running the case showed something else. 4.x facts run against
// weapp-tailwindcss 4.12.0, 2.x facts against weapp-tailwindcss-webpack-plugin 2.11.3, 3.x facts against
// weapp-tailwindcss 3.7.0 installed from the registry (slow), merge facts against @weapp-tailwindcss/merge 2.2.0.
// Nothing here writes to the repository's node_modules: contexts use supportCustomLengthUnitsPatch: false,
// and the 2.x patch command runs on copies in a temporary directory.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { js, packageFile, QUIET, ROOT, runNode, TW3, wxml, wxss } from './support/options'

const OPT = 'docs/options/index.mdx'
const OPT_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/index.mdx'
const EXP = 'docs/options/exports.md'
const EXP_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/exports.md'
const V1 = 'docs/migrations/v1.md'
const V1_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md'
const V2 = 'docs/migrations/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md'
const V3 = 'docs/migrations/v3.md'
const V3_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md'
const MERGE = (page: string) => `docs/community/merge/${page}.mdx`
const MERGE_EN = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/community/merge/${page}.mdx`

/** The core of weapp-tailwindcss-webpack-plugin 2.11.3: its getOptions() with the run-time patch off. */
async function v2Options(options: Record<string, unknown> = {}) {
  const { createRequire } = await import('node:module')
  const require = createRequire(`${ROOT}package.json`)
  const { getOptions } = require('weapp-tailwindcss-webpack-plugin/dist/options-BAFFNEBI.js') as {
    getOptions: (o: object) => {
      styleHandler: (css: string, o: { isMainChunk: boolean }) => Promise<{ css: string } | string>
      templateHandler: (html: string, o?: object) => Promise<string> | string
      mainCssChunkMatcher: (file: string, appType?: string) => boolean
    }
  }
  return getOptions({ supportCustomLengthUnitsPatch: false, ...options })
}
/** Runs an ES module snippet with node in `dir`, with NODE_PATH pointing at the repository's packages. */
async function nodeIn(dir: string, source: string): Promise<string> {
  const path = await import('node:path')
  const { runCommand } = await import('../lib/examples/runCommand')
  const result = await runCommand(process.execPath, ['--input-type=module', '-e', source], { cwd: dir, env: { NODE_PATH: path.join(ROOT, 'node_modules') }, timeoutMs: 60_000 })
  assert.equal(result.exitCode, 0, `node exited with ${result.exitCode}:\n${result.output}`)
  return result.output
}
async function v2Css(css: string, options: Record<string, unknown> = {}, isMainChunk = true): Promise<string> {
  const result = await (await v2Options(options)).styleHandler(css, { isMainChunk })
  return typeof result === 'string' ? result : result.css
}

/** weapp-tailwindcss 3.7.0 (the last 3.x) with Tailwind CSS 3.4.19, installed once from the registry. */
let three: Promise<string> | undefined
function weappTailwindcss3(): Promise<string> {
  three ??= (async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { runCommand } = await import('../lib/examples/runCommand')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-read-w3-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"w3","private":true,"version":"1.0.0"}\n')
    const install = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', 'weapp-tailwindcss@3.7.0', 'tailwindcss@3.4.19'], { cwd: dir, baseEnv: 'shell', timeoutMs: 240_000 })
    assert.equal(install.exitCode, 0, install.output)
    return dir
  })()
  return three
}

export default defineClaims(import.meta.url, [
  // ── docs/options/index.mdx ──────────────────────────────────────────────────────────────────────
  {
    id: 'sr2-options-one-options-type',
    says: 'The Vite plugin, the webpack plugin, the gulp createPlugins and createContext all take UserDefinedOptions, which weapp-tailwindcss/types exports',
    quotes: [
      { page: OPT, text: 'weapp-tailwindcss 的 Vite 插件、webpack 插件、Gulp 插件和 `createContext` 接收同一份选项对象，类型名为 `UserDefinedOptions`。' },
      { page: OPT_EN, text: 'weapp-tailwindcss\'s Vite plugin, webpack plugin, gulp plugin and `createContext` all take the same options object, whose type is named `UserDefinedOptions`.' },
      { page: OPT, text: '想在单独的文件里维护选项并获得类型提示，可以使用 `weapp-tailwindcss/types` 导出的类型：' },
      { page: OPT_EN, text: 'To keep the options in a separate file with type hints, use the type exported by `weapp-tailwindcss/types`:' },
    ],
    async proof() {
      const dts = (name: string) => packageFile('weapp-tailwindcss', `dist/${name}.d.ts`)
      const alias = /import \{[^}]*\be as UserDefinedOptions\b[^}]*\} from '\.\/index-BXrmQelt\.js';/
      for (const name of ['vite', 'webpack', 'gulp', 'core', 'types']) assert.match(dts(name), alias, `${name}.d.ts uses the one UserDefinedOptions`)
      assert.match(dts('vite'), /declare function UnifiedViteWeappTailwindcssPlugin\(options\?: UserDefinedOptions\)/)
      assert.match(dts('webpack'), /constructor\(options\?: UserDefinedOptions\);/)
      assert.match(dts('gulp'), /declare function createPlugins\(options\?: UserDefinedOptions\)/)
      assert.match(dts('core'), /declare function createContext\(options\?: UserDefinedOptions\)/)
      assert.match(dts('types'), /^export \{[^}]*\bUserDefinedOptions \};$/m)
    },
  },
  {
    id: 'sr2-options-inject-additional-var-scope',
    says: 'injectAdditionalCssVarScope (default false) writes an extra view,text,::after,::before rule with the Tailwind CSS variables in front of the variable rules Tailwind CSS emits, in the main stylesheet only',
    quotes: [
      { page: OPT, text: '额外注入 Tailwind CSS 变量作用域，配合 `@tarojs/plugin-html` 使用' },
      { page: OPT_EN, text: 'Injects an extra Tailwind CSS variable scope, for use with `@tarojs/plugin-html`' },
      { page: OPT, text: '`cssPreflight` 的基础样式和 `injectAdditionalCssVarScope` 补上的变量作用域只写进主样式文件' },
      { page: OPT_EN, text: 'The base styles of `cssPreflight` and the extra variable scope of `injectAdditionalCssVarScope` are written only into the main stylesheet' },
    ],
    async proof() {
      const v4 = ':root,:host{--color-red-500:red}\n.a{color:red}'
      const off = await wxss(v4)
      assert.doesNotMatch(off, /--tw-/)
      const on = await wxss(v4, { injectAdditionalCssVarScope: true })
      assert.match(on, /^view,text,::after,::before\{--tw-border-spacing-x:0;/, 'Tailwind CSS 4: the extra scope comes first')
      assert.doesNotMatch(await wxss(v4, { injectAdditionalCssVarScope: true }, false), /--tw-/, 'not in a stylesheet that is not the main one')
      const v3 = '::backdrop{--tw-border-spacing-x:0;--tw-shadow:0 0 #0000}\n.a{color:red}'
      assert.match(await wxss(v3, { ...TW3, injectAdditionalCssVarScope: true }), /^view,text,::after,::before\{--tw-border-spacing-x:0;/, 'Tailwind CSS 3: before ::backdrop')
      // The base styles: in the variable scope of the main stylesheet, not of another one.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="shadow-md border"></view>'
      const scope = (css: string) => css.split('}').find(rule => rule.includes('--tw-shadow:')) ?? ''
      assert.match(scope((await runTailwind3({ template, options: {} })).wxss), /box-sizing: border-box/)
      assert.doesNotMatch(scope((await runTailwind3({ template, options: {}, isMainChunk: false })).wxss), /box-sizing/)
    },
  },
  {
    id: 'sr2-options-preflight-object-and-calc-list',
    says: 'cssPreflight as an object overrides the four defaults one by one (false drops one, new keys are added); cssCalc as a list precomputes only the listed variables',
    quotes: [
      { page: OPT, text: '向 `view`、`text` 注入的基础样式；传 `false` 关闭，传对象逐项覆盖' },
      { page: OPT_EN, text: 'Base styles injected into `view` and `text`; pass `false` to turn them off, or an object to override them one by one' },
      { page: OPT, text: '预先计算 `calc()` 与 CSS 变量，可传布尔值、对象或变量名列表' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const scope = async (options: Record<string, unknown>) => ((await runTailwind3({ template: '<view class="shadow-md"></view>', options })).wxss.split('}').find(rule => rule.includes('--tw-shadow:')) ?? '')
      const overridden = await scope({ cssPreflight: { 'box-sizing': false, 'background': 'black' } })
      assert.match(overridden, /^\s*view,text,::before,::after \{/)
      assert.doesNotMatch(overridden, /box-sizing/)
      for (const declaration of ['border-width: 0', 'border-style: solid', 'border-color: currentColor', 'background: black']) assert.ok(overridden.includes(declaration), declaration)
      const css = ':root{--spacing:0.25rem;--foo:2px}\n.w{width:calc(var(--spacing) * 4)}\n.f{height:calc(var(--foo) * 2)}'
      const listed = await wxss(css, { cssCalc: ['--spacing'] })
      assert.match(listed, /\.w\{width:1rem\}/, 'the listed variable: only the computed value is left')
      assert.match(listed, /\.f\{height:4px;height:calc\(var\(--foo\)\*2\)\}/, 'another variable: the calc() stays next to the value')
      assert.match(await wxss(css), /\.w\{width:1rem;width:calc\(var\(--spacing\)\*4\)\}/)
    },
  },
  {
    id: 'sr2-options-js-arbitrary-value-fallback',
    says: 'jsArbitraryValueFallback: unset acts as auto (Tailwind CSS 4 and an empty set); true escapes arbitrary values missing from the set in class positions even with a set, false never; plain strings are never touched',
    quotes: [
      { page: OPT, text: '| `jsArbitraryValueFallback` | 未设置，按 `\'auto\'` 处理 |' },
      { page: OPT, text: '对类名集合里没有的任意值，在 `className` 属性、`cn()` 参数这类类名位置上按规则兜底转义：`true` 始终兜底，`false` 关闭，`\'auto\'` 只在 Tailwind CSS 4 且集合为空时兜底' },
      { page: OPT_EN, text: '| `jsArbitraryValueFallback` | Not set, which acts as `\'auto\'` |' },
      { page: OPT_EN, text: 'A fallback that escapes arbitrary values missing from the class name set when they sit in a class-name position, such as a `className` property or an argument of `cn()`' },
      { page: OPT_EN, text: '`true` always does it, `false` never does, `\'auto\'` only with Tailwind CSS 4 when the set is empty' },
    ],
    async proof() {
      const head = 'import { x } from \'./x\'\n'
      const code = `${head}const a = { className: 'w-[3px]' }\nconst b = cn('h-[4px]')\nconst c = 'w-[3px]'`
      const escaped = `${head}const a = { className: 'w-_b3px_B' }\nconst b = cn('h-_b4px_B')\nconst c = 'w-[3px]'`
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().jsArbitraryValueFallback, undefined)
      for (const [label, options, set, expected] of [
        ['unset, Tailwind CSS 4, empty set', {}, [], escaped],
        ['unset, Tailwind CSS 4, a set', {}, ['p-1'], code],
        ['auto, Tailwind CSS 4, empty set', { jsArbitraryValueFallback: 'auto' }, [], escaped],
        ['unset, Tailwind CSS 3, empty set', TW3, [], code],
        ['true, a set', { jsArbitraryValueFallback: true }, ['p-1'], escaped],
        ['true, Tailwind CSS 3', { ...TW3, jsArbitraryValueFallback: true }, [], escaped],
        ['false, empty set', { jsArbitraryValueFallback: false }, [], code],
      ] as const) assert.equal(await js(code, [...set], options), expected, label)
    },
  },
  {
    id: 'sr2-options-runtime-packages-and-inline-wxs',
    says: 'replaceRuntimePackages true rewrites tailwind-merge, class-variance-authority and tailwind-variants imports to the weapp packages (default false leaves them); inlineWxs true escapes class names in an inline <wxs> block, off by default',
    quotes: [
      { page: OPT, text: '把 `tailwind-merge` 等运行时包替换为小程序版本，`true` 使用内置映射' },
      { page: OPT_EN, text: 'Replaces runtime packages such as `tailwind-merge` with their mini-program versions; `true` uses the built-in mapping' },
      { page: OPT, text: '是否转义 WXML 中内联 `wxs` 里的类名（实验性）' },
      { page: OPT_EN, text: 'Whether to escape class names in inline `wxs` inside WXML (experimental)' },
    ],
    async proof() {
      const code = 'import { twMerge } from \'tailwind-merge\'\nimport { cva } from \'class-variance-authority\'\nimport { tv } from \'tailwind-variants\'\nexport const a = [twMerge, cva, tv]'
      assert.equal(await js(code, ['p-1']), code)
      assert.equal(await js(code, ['p-1'], { replaceRuntimePackages: true }), code.replace('\'tailwind-merge\'', '\'@weapp-tailwindcss/merge\'').replace('\'class-variance-authority\'', '\'@weapp-tailwindcss/cva\'').replace('\'tailwind-variants\'', '\'@weapp-tailwindcss/variants\''))
      const template = '<wxs module="inline">\nvar className = "w-[3px]"\nmodule.exports = { className: className }\n</wxs>\n<view class="{{inline.className}} w-[3px]"></view>'
      assert.equal(await wxml(template, ['w-[3px]']), template.replace('w-[3px]"></view>', 'w-_b3px_B"></view>'))
      assert.equal(await wxml(template, ['w-[3px]'], { inlineWxs: true }), template.replaceAll('w-[3px]', 'w-_b3px_B'))
    },
  },
  {
    id: 'sr2-options-lifecycle-callbacks',
    says: 'In a webpack 5 build the callbacks run as onLoad, onStart, one onUpdate per processed file with its name and the contents before and after (also when nothing changed, not for a JS file the pre-check skips), then onEnd; logLevel takes info, warn, error, silent',
    quotes: [
      { page: OPT, text: '插件加载、开始处理、处理完一个文件、全部处理结束时的回调。' },
      { page: OPT, text: '`onUpdate` 收到文件名和处理前后的内容；处理过但内容没变的文件也会触发，被 JS 预检查整个跳过的文件不会' },
      { page: OPT_EN, text: 'Callbacks for when the plugin loads, starts processing, has processed a file, and has finished processing.' },
      { page: OPT_EN, text: '`onUpdate` receives the file name and the contents before and after processing; it fires for a processed file even when its contents did not change, but not for a file the JS pre-check skips entirely' },
      { page: OPT, text: '可选 `\'info\'`、`\'warn\'`、`\'error\'`、`\'silent\'`' },
      { page: OPT_EN, text: 'Log level: one of `\'info\'`, `\'warn\'`, `\'error\'`, `\'silent\'`' },
    ],
    async proof() {
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /logLevel\?: 'info' \| 'warn' \| 'error' \| 'silent';/)
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /onUpdate\?: \(filename: string, oldVal: string, newVal: string\) => void;/)
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-read-lifecycle-'))
      fs.mkdirSync(path.join(dir, 'src'))
      // app.js passes the JS pre-check (it has a w- class hint) and stays as it is: w-[3px] is in no class set.
      // plain.js has no hint at all, so the pre-check skips it.
      fs.writeFileSync(path.join(dir, 'src/app.js'), 'App({ globalData: { cls: \'w-[3px]\' } })\n')
      fs.writeFileSync(path.join(dir, 'src/plain.js'), 'Page({ data: { n: 1 } })\n')
      const webpack = (await import('webpack')).default
      const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
      const events: string[] = []
      const updates: [string, string, string][] = []
      const compiler = webpack({
        mode: 'development', devtool: false, context: dir, entry: { app: './src/app.js', plain: './src/plain.js' }, output: { path: path.join(dir, 'dist'), filename: '[name].js' },
        plugins: [
          { apply(c: import('webpack').Compiler) {
            c.hooks.compilation.tap('stylesheet', compilation => compilation.hooks.processAssets.tap({ name: 'stylesheet', stage: c.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              compilation.emitAsset('app.wxss', new c.webpack.sources.RawSource('*{color:red}'))
            }))
          } },
          new UnifiedWebpackPluginV5({ ...QUIET, appType: 'native',
            onLoad: () => events.push('onLoad'), onStart: () => events.push('onStart'), onEnd: () => events.push('onEnd'),
            onUpdate: (file: string, before: string, after: string) => { events.push(`onUpdate ${file}`); updates.push([file, before, after]) } } as never),
        ],
      })
      const stats = await new Promise<import('webpack').Stats>((resolve, reject) => compiler.run((error, result) => error ? reject(error) : resolve(result!)))
      assert.ok(!stats.hasErrors(), stats.toString('errors-only'))
      await new Promise(resolve => compiler.close(resolve))
      assert.deepEqual(events, ['onLoad', 'onStart', 'onUpdate app.js', 'onUpdate app.wxss', 'onEnd'])
      const [js1, css1] = updates
      assert.equal(js1![1], js1![2], 'app.js: reported although nothing changed')
      assert.deepEqual(css1, ['app.wxss', '*{color:red}', 'view,text{color:red}'])
      fs.rmSync(dir, { recursive: true, force: true })
    },
    timeoutMs: 60_000,
  },
  // ── docs/options/exports.md ─────────────────────────────────────────────────────────────────────
  {
    id: 'sr2-exports-gulp-factories-and-core',
    says: 'createPlugins returns three functions, each returning a new stream.Transform; createContext escapes template class names without a class set and converts rem with rem2rpx',
    quotes: [
      { page: EXP, text: '`createPlugins`（别名 `weappTailwindcss`），返回三个函数，每调用一次得到一个 Gulp 转换流' },
      { page: EXP_EN, text: 'which returns three functions, each giving a new gulp transform stream when called' },
      { page: EXP, text: '// 模板中的类名会被转义' },
      { page: EXP, text: '// 样式中的单位、选择器会被改写' },
    ],
    async proof() {
      const stream = await import('node:stream')
      const { createPlugins } = await import('weapp-tailwindcss/gulp')
      const plugins = createPlugins({ ...QUIET, rem2rpx: true } as never)
      assert.deepEqual(Object.keys(plugins), ['transformWxss', 'transformWxml', 'transformJs'])
      for (const factory of Object.values(plugins)) {
        assert.equal(typeof factory, 'function')
        const first = factory()
        assert.ok(first instanceof stream.Transform)
        assert.notEqual(factory(), first, 'a new stream per call')
      }
      // The page's scripts/transform.ts, as written (no class set passed).
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ ...QUIET, rem2rpx: true } as never)
      assert.equal(await ctx.transformWxml('<view class="w-1/2 bg-[#0ea5e9]"></view>'), '<view class="w-1_f2 bg-_b_h0ea5e9_B"></view>')
      assert.equal((await ctx.transformWxss('.p-4 { padding: 1rem; }')).css, '.p-4 { padding: 32rpx; }')
    },
  },
  {
    id: 'sr2-exports-reset-in-tailwind3',
    says: 'With Tailwind CSS 3.4.19, require("weapp-tailwindcss/reset") in plugins is the module object and generates no reset, silently; .reset() (and .default) generate the button and image resets, reset({ preset: form }) adds input',
    quotes: [
      { page: EXP, text: 'Tailwind CSS 3 项目写进 `tailwind.config.js` 的 `plugins`，CommonJS 配置里要写成 `require(\'weapp-tailwindcss/reset\').reset()`' },
      { page: EXP, text: '只写 `require(\'weapp-tailwindcss/reset\')` 拿到的是模块对象，Tailwind CSS 3.4.19 不报错，但一条重置样式也不生成。' },
      { page: EXP_EN, text: 'in a CommonJS config, write `require(\'weapp-tailwindcss/reset\').reset()`.' },
      { page: EXP_EN, text: 'A bare `require(\'weapp-tailwindcss/reset\')` gives you the module object: Tailwind CSS 3.4.19 reports no error, but generates no reset styles at all.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-read-reset3-'))
      fs.mkdirSync(path.join(dir, 'node_modules'))
      fs.symlinkSync(path.join(ROOT, 'node_modules/weapp-tailwindcss'), path.join(dir, 'node_modules/weapp-tailwindcss'))
      const config = (plugin: string) => `module.exports = {\n  content: [{ raw: '<view></view>', extension: 'html' }],\n  corePlugins: { preflight: false },\n  plugins: [${plugin}],\n}\n`
      const variants = { bare: 'require(\'weapp-tailwindcss/reset\')', call: 'require(\'weapp-tailwindcss/reset\').reset()', form: 'require(\'weapp-tailwindcss/reset\').reset({ preset: \'form\' })', fallback: 'require(\'weapp-tailwindcss/reset\').default' }
      for (const [name, plugin] of Object.entries(variants)) fs.writeFileSync(path.join(dir, `${name}.config.js`), config(plugin))
      // Tailwind CSS 3 loads each tailwind.config.js itself, as a reader's build does.
      const output = await runNode(`
        import { createRequire } from 'node:module'
        const require = createRequire(${JSON.stringify(`${ROOT}package.json`)})
        const postcss = require('postcss')
        const tailwindcss = require('tailwindcss-3')
        for (const name of ${JSON.stringify(Object.keys(variants))}) {
          const css = (await postcss([tailwindcss(${JSON.stringify(dir)} + '/' + name + '.config.js')]).process('@tailwind base;', { from: undefined })).css
          console.log('RESULT ' + name + ' ' + JSON.stringify({ button: /^button \\{/m.test(css), image: /^image,img \\{/m.test(css), input: /^input \\{/m.test(css) }))
        }
      `, dir)
      const result = (name: string) => JSON.parse(output.match(new RegExp(`^RESULT ${name} (.*)$`, 'm'))?.[1] ?? 'null')
      assert.deepEqual(result('bare'), { button: false, image: false, input: false })
      assert.deepEqual(result('call'), { button: true, image: true, input: false })
      assert.deepEqual(result('fallback'), { button: true, image: true, input: false })
      assert.deepEqual(result('form'), { button: true, image: true, input: true })
      assert.doesNotMatch(output, /Error/)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    timeoutMs: 60_000,
  },
  // ── docs/migrations/v1.md ───────────────────────────────────────────────────────────────────────
  {
    id: 'sr2-v1-apptype-in-2x',
    says: '2.11.3: preflight injection and the space-* / divide-* sibling replacement happen only in the main stylesheet; without appType every stylesheet is main, uni-app means common/main.wxss, taro app.wxss',
    quotes: [
      { page: V1, text: '基础样式（`cssPreflight`）的注入和 `space-*`、`divide-*` 兄弟选择器的替换，都只在主样式文件里做。' },
      { page: V1, text: '2.x（以 2.11.3 为准）不传 `appType` 时把每个样式文件都当作主样式文件；传了就只认该框架的全局样式文件，例如 uni-app 的 `common/main.wxss`、Taro 的 `app.wxss`。' },
      { page: V1, text: '所以 `appType` 必须和框架对得上，写错了，全局样式文件反而得不到这些处理。' },
      { page: V1_EN, text: 'injecting the base styles (`cssPreflight`) and replacing the sibling selectors of `space-*` and `divide-*` happen only in the main stylesheet.' },
      { page: V1_EN, text: 'Without `appType`, 2.x (as of 2.11.3) treats every stylesheet as a main stylesheet; with it, only the framework\'s global stylesheet counts, such as uni-app\'s `common/main.wxss` or Taro\'s `app.wxss`.' },
      { page: V1_EN, text: 'So `appType` has to match your framework: with the wrong value, the global stylesheet misses all of that processing.' },
    ],
    async proof() {
      const css = '*, ::before, ::after{--tw-shadow:0 0 #0000;--tw-ring-inset: ;}\n.space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}'
      const main = await v2Css(css)
      assert.match(main, /box-sizing:border-box/)
      assert.match(main, /\.space-y-4>view \+ view\{/)
      const other = await v2Css(css, {}, false)
      assert.doesNotMatch(other, /box-sizing/)
      assert.match(other, /\.space-y-4>:not\(\[hidden\]\)~:not\(\[hidden\]\)\{/)
      const { mainCssChunkMatcher } = await v2Options()
      for (const file of ['app.wxss', 'common/main.wxss', 'pages/index/index.wxss']) assert.equal(mainCssChunkMatcher(file, undefined), true, `no appType: ${file}`)
      assert.deepEqual(['app.wxss', 'common/main.wxss', 'pages/index/index.wxss'].map(file => mainCssChunkMatcher(file, 'uni-app')), [false, true, false])
      assert.deepEqual(['app.wxss', 'common/main.wxss', 'pages/index/index.wxss'].map(file => mainCssChunkMatcher(file, 'taro')), [true, false, false])
    },
  },
  {
    id: 'sr2-v1-patch-command-in-2x',
    says: 'weapp-tw patch of 2.11.3 prints a line with "successfully" when it patches Tailwind CSS 3.4.19 and prints nothing when the patch is already there; unpatched, text-[28rpx] becomes a color, patched a font size',
    quotes: [
      { page: V1, text: '终端里出现包含 `successfully` 的提示就说明补丁生效；补丁已经打过时再执行，2.x 什么也不输出。' },
      { page: V1_EN, text: 'a message in the terminal containing `successfully` means the patch took effect. If the patch is already in place, running it again with 2.x prints nothing.' },
      { page: V1, text: '若 `rpx` 任意值被当成颜色处理（例如 `text-[28rpx]` 变成了 `color`），通常是补丁没有执行，回到第 2 步。' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'second-read-v2patch-'))
      const modules = path.join(dir, 'node_modules')
      fs.mkdirSync(modules)
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"v2-project","private":true}\n')
      // Copies: the plugin resolves tailwindcss from where it sits, and the patch writes into it.
      fs.cpSync(fs.realpathSync(path.join(ROOT, 'node_modules/tailwindcss-3')), path.join(modules, 'tailwindcss'), { recursive: true })
      fs.cpSync(fs.realpathSync(path.join(ROOT, 'node_modules/weapp-tailwindcss-webpack-plugin')), path.join(modules, 'weapp-tailwindcss-webpack-plugin'), { recursive: true })
      // The repository's copy already carries the rpx unit: take it out again, as a fresh install has it.
      const dataTypes = path.join(modules, 'tailwindcss/lib/util/dataTypes.js')
      fs.writeFileSync(dataTypes, fs.readFileSync(dataTypes, 'utf8').replace(/,\s*'rpx'\]/, ']'))
      assert.doesNotMatch(fs.readFileSync(dataTypes, 'utf8'), /rpx/)
      const env = { NODE_PATH: path.join(ROOT, 'node_modules') }
      const fontOrColor = async () => (await nodeIn(dir, `
        import { createRequire } from 'node:module'
        const require = createRequire(${JSON.stringify(path.join(dir, 'package.json'))})
        const postcss = require(${JSON.stringify(path.join(ROOT, 'node_modules/postcss'))})
        const css = (await postcss([require('tailwindcss')({ content: [{ raw: '<view class="text-[28rpx]"></view>', extension: 'html' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })).css
        console.log('RULE ' + css.replace(/\\s+/g, ' '))
      `)).match(/^RULE (.*)$/m)?.[1]
      assert.match((await fontOrColor())!, /\{ color: 28rpx \}/, 'unpatched: a color')
      const patch = () => runCommand(process.execPath, [path.join(modules, 'weapp-tailwindcss-webpack-plugin/bin/weapp-tailwindcss.js'), 'patch'], { cwd: dir, env })
      const first = await patch()
      assert.equal(first.exitCode, 0, first.output)
      assert.match(first.output, /patch tailwindcss for custom length unit successfully!/)
      const second = await patch()
      assert.equal(second.exitCode, 0, second.output)
      assert.equal(second.output.trim(), '', 'already patched: nothing printed')
      assert.match((await fontOrColor())!, /\{ font-size: 28rpx \}/, 'patched: a font size')
      fs.rmSync(dir, { recursive: true, force: true })
    },
    timeoutMs: 90_000,
  },
  // ── docs/migrations/v2.md ───────────────────────────────────────────────────────────────────────
  {
    id: 'sr2-v2-dictionary-and-combinator-in-2x',
    says: '2.11.3: "complex" is MappingChars2String of @weapp-core/escape 2.1.0 (which has no ComplexMappingChars2String); the default child combinator view + view, an array joined as view + view,text + text; in @weapp-core/escape 7.0.0 MappingChars2String is the 4.x default table',
    quotes: [
      { page: V2, text: '想继续用 `\'complex\'` 那套较长的映射，从 `@weapp-core/escape` 导入 `MappingChars2String`，以对象形式传进去。' },
      { page: V2, text: '3.x 依赖的是这个包的 2.x 版本，同名导出在它的新版本里是另一套映射' },
      { page: V2_EN, text: 'To keep the longer `\'complex\'` mapping, import `MappingChars2String` from `@weapp-core/escape` and pass it in as an object.' },
      { page: V2_EN, text: '3.x depends on version 2.x of that package; in its newer versions the same export name holds a different mapping.' },
      { page: V2, text: '2.x 把 `[\'view\', \'text\']` 拼成 `view + view,text + text`' },
      { page: V2_EN, text: '2.x joins `[\'view\', \'text\']` into `view + view,text + text`' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const path = await import('node:path')
      const require = createRequire(`${ROOT}package.json`)
      const pluginDir = path.dirname(require.resolve('weapp-tailwindcss-webpack-plugin/package.json'))
      // The copy of @weapp-core/escape that 2.11.3 (and, by its range ~2.1.0, 3.7.0) loads.
      const escapeDir = path.join(pluginDir, 'node_modules/@weapp-core/escape')
      assert.equal(JSON.parse((await import('node:fs')).readFileSync(path.join(escapeDir, 'package.json'), 'utf8')).version, '2.1.0')
      const old = createRequire(path.join(pluginDir, 'package.json'))('@weapp-core/escape') as Record<string, unknown>
      assert.equal(old.MappingChars2String, createRequire(path.join(escapeDir, 'package.json'))('@weapp-core/escape').MappingChars2String)
      assert.ok(!('ComplexMappingChars2String' in old), '2.1.0 has no ComplexMappingChars2String')
      const template = '<view class="w-[10px]"></view>'
      const complex = await (await v2Options({ customReplaceDictionary: 'complex' })).templateHandler(template)
      assert.equal(complex, '<view class="w-_bl_10px_br_"></view>')
      assert.equal(await (await v2Options({ customReplaceDictionary: old.MappingChars2String })).templateHandler(template), complex)
      // The newer @weapp-core/escape (7.0.0, the one 4.x uses): the same name is the short 4.x table.
      const { MappingChars2String: newer } = await import('@weapp-core/escape')
      assert.equal(newer['['], '_b')
      const spacing = '.space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}'
      assert.equal(await v2Css(spacing), '.space-y-4>view + view{margin-top:1rem}')
      assert.equal(await v2Css(spacing, { cssChildCombinatorReplaceValue: ['view', 'text'] }), '.space-y-4>view + view,text + text{margin-top:1rem}')
    },
  },
  {
    id: 'sr2-v2-dictionary-and-combinator-in-3x',
    says: 'weapp-tailwindcss 3.7.0: customReplaceDictionary is typed Record only, "simple" turns w-[10px] into w-[ispx], MappingChars2String of its @weapp-core/escape 2.1.0 gives the 2.x complex names; the default child combinator gives view+view and [view, text] four selectors',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: V2, text: '3.2.1 起类型只接受对象，传字符串不报错，却会把类名转坏（3.7.0 实测：`w-[10px]` 变成 `w-[ispx]`），所以这一项直接删掉。' },
      { page: V2_EN, text: 'from 3.2.1 the type accepts only an object, and a string raises no error but mangles class names (tested with 3.7.0: `w-[10px]` becomes `w-[ispx]`), so simply delete the option.' },
      { page: V2, text: 'customReplaceDictionary: \'simple\' // 删除 → 3.2.1 起只接受对象，再传字符串会把类名转坏' },
      { page: V2, text: '默认值从字符串 `\'view + view\'` 改成了数组 `[\'view\']`，按默认值生成的仍是 `view+view`，页面不受影响。' },
      { page: V2, text: '3.x（3.7.0 实测）展开成 `view+view`、`view+text`、`text+view`、`text+text` 四条。' },
      { page: V2_EN, text: 'the default changed from the string `\'view + view\'` to the array `[\'view\']`, and with the default the generated selector is still `view+view`, so pages are not affected.' },
      { page: V2_EN, text: 'while 3.x (tested with 3.7.0) expands it into four selectors, `view+view`, `view+text`, `text+view` and `text+text`.' },
      { page: V3, text: '如果某个列表在升级后间距多出一截，通常是 `text` 之间也被加上了间距。' },
      { page: V3_EN, text: 'If a list suddenly has extra spacing after the upgrade, it\'s usually because `text` elements now get spacing between them too.' },
    ],
    async proof() {
      const dir = await weappTailwindcss3()
      const output = await nodeIn(dir, `
        import { createContext } from 'weapp-tailwindcss/core'
        import { MappingChars2String } from '@weapp-core/escape'
        const show = (label, value) => console.log('RESULT ' + label + ' ' + JSON.stringify(value))
        const html = async options => createContext({ supportCustomLengthUnitsPatch: false, ...options }).transformWxml('<view class="w-[10px]"></view>')
        const css = async options => (await createContext({ supportCustomLengthUnitsPatch: false, ...options }).transformWxss('.space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}')).css
        show('default', await html({}))
        show('simple', await html({ customReplaceDictionary: 'simple' }))
        show('mapping', await html({ customReplaceDictionary: MappingChars2String }))
        show('spacing', await css({}))
        show('spacing-array', await css({ cssChildCombinatorReplaceValue: ['view', 'text'] }))
      `)
      const result = (label: string) => JSON.parse(output.match(new RegExp(`^RESULT ${label} (.*)$`, 'm'))?.[1] ?? 'null')
      assert.equal(result('default'), '<view class="w-_10px_"></view>')
      assert.equal(result('simple'), '<view class="w-[ispx]"></view>')
      assert.equal(result('mapping'), '<view class="w-_bl_10px_br_"></view>', 'the same names as 2.x customReplaceDictionary: complex')
      assert.equal(result('spacing'), '.space-y-4>view+view{margin-top:1rem}')
      assert.equal(result('spacing-array'), '.space-y-4>view+view,.space-y-4>view+text,.space-y-4>text+view,.space-y-4>text+text{margin-top:1rem}')
      // 4.12.0's default ['view', 'text'] gives what 3.7.0 gave only for that array: text siblings get the margin too.
      assert.equal(await wxss('.space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}'), result('spacing-array'))
      const fs = await import('node:fs')
      const path = await import('node:path')
      assert.match(fs.readFileSync(path.join(dir, 'node_modules/weapp-tailwindcss/dist/types.d.ts'), 'utf8'), /customReplaceDictionary\?: Record<string, string>;/)
      assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@weapp-core/escape/package.json'), 'utf8')).version, '2.1.0')
    },
  },
  {
    id: 'sr2-v2-simple-string-history',
    says: 'customReplaceDictionary accepted the string simple up to the 3.2.0 sources and only Record from 3.2.1; 3.x depends on @weapp-core/escape ^2.0.0 / ~2.1.0, whose last 2.x is 2.1.0',
    quotes: [
      { page: V2, text: '3.x 不再接受 `\'complex\'`；`\'simple\'`（即默认映射）也只有 3.0.0～3.2.0 还能写' },
      { page: V2_EN, text: '3.x no longer accepts `\'complex\'`, and `\'simple\'` (the default mapping) only works in 3.0.0 to 3.2.0' },
    ],
    manual: {
      ran: 'git show at the upstream tags: src/types.ts has customReplaceDictionary?: \'simple\' | Record<string, string> at v3.0.0, v3.0.11, v3.1.0 and v3.2.0-alpha.0 (src/options.ts maps \'simple\' to SimpleMappingChars2String), and customReplaceDictionary?: Record<string, string> at v3.2.1, v3.2.2, weapp-tailwindcss@3.5.1 and @3.7.0 (no \'simple\' in options.ts); package.json: "@weapp-core/escape": "^2.0.0" at v3.0.0 and v3.0.11, "~2.1.0" at weapp-tailwindcss@3.5.1, @3.6.0 and @3.7.0; npm view @weapp-core/escape versions: 1.0.0, 1.1.0, 2.0.0, 2.1.0, 3.0.2, 4.0.0, 4.0.1, 5.0.1, 6.0.1, 7.0.0',
      versions: 'upstream tags v3.0.0 … weapp-tailwindcss@3.7.0; the npm registry on 2026-11-28',
      on: '2026-11-28',
      why: 'only 3.7.0 is installed by the slow proof; the releases between 3.0.0 and 3.2.1 are read from the sources at their tags',
    },
  },
  // ── docs/migrations/v3.md ───────────────────────────────────────────────────────────────────────
  {
    id: 'sr2-v3-tailwind2-jit',
    says: 'weapp-tailwindcss 4.12.0 works with Tailwind CSS 4 and 3, and its README and patcher types also cover the 2.x jit mode',
    quotes: [
      { page: V3, text: 'weapp-tailwindcss 4.x 同时兼容 Tailwind CSS 4、3 以及 2 的 `jit` 模式。' },
      { page: V3_EN, text: 'weapp-tailwindcss 4.x supports Tailwind CSS 4, Tailwind CSS 3, and the `jit` mode of Tailwind CSS 2.' },
    ],
    async proof() {
      assert.match(packageFile('weapp-tailwindcss', 'README.md'), /支持最新版本的 `tailwindcss v4` 和 `v3` 还有 `v2 jit` 版本。/)
      assert.match(packageFile('tailwindcss-patch', 'dist/validate-Bu_rkfQF.d.ts'), /version\?: 2 \| 3 \| 4;/)
      assert.match(packageFile('tailwindcss-patch', 'dist/validate-Bu_rkfQF.d.ts'), /v2\?: TailwindV2Options;/)
      const { uniApp } = await import('weapp-tailwindcss/presets')
      assert.ok((uniApp({ base: ROOT } as never) as { tailwindcss: { v2?: unknown } }).tailwindcss.v2, 'the uniApp preset configures a v2 entry too')
      assert.match(await wxss('.w-\\[10px\\]{width:10px}'), /\.w-_b10px_B/)
      assert.match(await wxss('.w-\\[10px\\]{width:10px}', TW3), /\.w-_b10px_B/)
    },
  },
  {
    id: 'sr2-v3-source-and-the-js-class-set',
    says: 'Tailwind CSS 4.3.5 generates a style for code outside the project only with @source; weapp-tailwindcss/webpack leaves the JS of that code raw even with @source until tailwindcss.v4.sources lists it; weapp-tailwindcss/vite escapes it anyway',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V3, text: 'Tailwind CSS 4 用 `@source` 声明需要扫描的源码，没扫描到的文件里的类名不会生成样式。' },
      { page: V3, text: '插件转义 JS 用的类名集合另外收集，不读 `@source`：用 `weapp-tailwindcss/webpack` 时，插件基准目录之外的代码（例如 monorepo 里的共享包）即使写了 `@source`，JS 里的任意值也原样不动，要另外写进插件选项 `tailwindcss.v4.sources`；用 `weapp-tailwindcss/vite` 时这些 JS 照样转义，缺的只是样式。' },
      { page: V3_EN, text: 'Tailwind CSS 4 declares the sources to scan with `@source`, and class names in files it doesn\'t scan get no styles.' },
      { page: V3_EN, text: 'The class name set the plugin uses to escape JS is collected separately and doesn\'t read `@source`' },
      { page: V3_EN, text: 'with `weapp-tailwindcss/vite` that JS is escaped anyway, and only the styles are missing.' },
    ],
    async proof() {
      const { formIn, MARK, tw4Experiment, tw4Selector } = await import('./support/issues')
      const x = await tw4Experiment() // shared/ui sits next to the app, outside its base directory
      assert.ok(!x.css.fromApp.includes(tw4Selector(MARK.outside)), 'no @source: no style')
      assert.ok(x.css.withSources.includes(tw4Selector(MARK.outside)), '@source: style')
      assert.equal(formIn(x.webpack.source, MARK.outside), 'raw', 'webpack with @source only: raw')
      assert.equal(formIn(x.webpack.sources, MARK.outside), 'escaped', 'webpack with tailwindcss.v4.sources: escaped')
      assert.equal(formIn(x.vite['no-entries'], MARK.outside), 'escaped', 'Vite: escaped anyway')
      assert.equal(formIn(x.vite.entries, MARK.outside), 'escaped')
    },
  },
  // ── English merge pages: the live examples and the prose that describes them ─────────────────────
  {
    id: 'sr2-merge-overview-demo',
    says: 'In the overview example: text-[32rpx] from outside replaces text-[28rpx] and keeps text-[#333]; p-[20rpx] replaces both px and py; the table has the joined, readable, dropped and escaped rows',
    quotes: [
      { page: MERGE_EN('overview'), text: 'Try changing the outside class names to `text-[32rpx]`: the font size is replaced, and the color `text-[#333]` stays.' },
      { page: MERGE_EN('overview'), text: 'Then try `p-[20rpx]`: the default `px` and `py` are both replaced by the more general `p`.' },
      { page: MERGE_EN('overview'), text: 'the table shows, row by row, the plain concatenation without merging, the merged result in readable form, the classes that were dropped, and the escaped output handed to the mini-program.' },
      { page: MERGE('overview'), text: '表格逐行给出直接拼接的结果、合并后的可读写法、被丢弃的类名，以及最终交给小程序的转义结果。' },
    ],
    async proof() {
      const { twMerge, create } = await import('@weapp-tailwindcss/merge')
      const readable = create({ escape: false })
      const base = 'px-[24rpx] py-[12rpx] text-[28rpx] text-[#333] bg-white rounded-[8rpx]'
      const dropped = (extra: string) => { const kept = readable.twMerge(base, extra).split(' '); return `${base} ${extra}`.split(' ').filter(name => !kept.includes(name)) }
      assert.deepEqual(dropped('text-[32rpx]'), ['text-[28rpx]'])
      assert.deepEqual(dropped('p-[20rpx]'), ['px-[24rpx]', 'py-[12rpx]'])
      assert.equal(twMerge(base, 'text-[32rpx]'), 'px-_b24rpx_B py-_b12rpx_B text-_b_h333_B bg-white rounded-_b8rpx_B text-_b32rpx_B')
      const block = (await import('node:fs')).readFileSync(`${ROOT}${MERGE_EN('overview')}`, 'utf8')
      assert.match(block, /\['joined \(not merged\)', joined\.join\(' '\)\],\n\s*\['after twMerge \(readable form\)', mergedText\],\n\s*\['dropped classes', [^\n]*\],\n\s*\['twMerge output for the mini-program', miniText\],/)
    },
  },
  {
    id: 'sr2-merge-variant-demos',
    says: 'tv 4.0.2 with its own merger drops text-[22rpx] for the color with size normal and the color for text-[26rpx] with lg; through the merge runtime both stay; the cva example joins the cva output with the extra classes in its first row',
    quotes: [
      { page: MERGE_EN('cva-and-variants'), text: 'with size `normal`, the color that comes later pushes out the font size `text-[22rpx]`; switch to `lg`, and the font size that comes later pushes out the color instead.' },
      { page: MERGE_EN('cva-and-variants'), text: 'The two rows processed by the runtime always keep both the font size and the color.' },
      { page: MERGE_EN('cva-and-variants'), text: 'cva\'s output joined with the extra classes but not merged, the merged result in readable form, and the final string handed to the mini-program.' },
      { page: MERGE('cva-and-variants'), text: '逐行对比 cva 的输出与额外类名直接拼接的结果、合并后的可读写法和最终交给小程序的字符串。' },
    ],
    async proof() {
      assert.equal(JSON.parse(packageFile('tailwind-variants', 'package.json')).version, '4.0.2')
      const { tv } = await import('tailwind-variants')
      const { twMerge, create } = await import('@weapp-tailwindcss/merge')
      const config = {
        base: 'inline-flex rounded-full px-2 text-[22rpx]',
        variants: { tone: { info: 'bg-[#e6f4ff] text-[#1677ff]', danger: 'bg-[#fff1f0] text-[#f5222d]' }, size: { normal: '', lg: 'px-4 text-[26rpx]' } },
        defaultVariants: { tone: 'info', size: 'normal' },
      } as const
      const builtin = tv(config)
      const readable = tv(config, { twMerge: create({ escape: false }).twMerge })
      const withRuntime = tv(config, { twMerge })
      for (const tone of ['info', 'danger'] as const) {
        const color = tone === 'info' ? 'text-[#1677ff]' : 'text-[#f5222d]'
        const normal = builtin({ tone, size: 'normal' }).split(' ')
        assert.ok(normal.includes(color) && !normal.includes('text-[22rpx]'), `${tone} normal: the color pushes out the font size`)
        const lg = builtin({ tone, size: 'lg' }).split(' ')
        assert.ok(lg.includes('text-[26rpx]') && !lg.includes(color), `${tone} lg: the font size pushes out the color`)
        for (const size of ['normal', 'lg'] as const) {
          const kept = readable({ tone, size }).split(' ')
          assert.ok(kept.includes(color) && kept.includes(size === 'lg' ? 'text-[26rpx]' : 'text-[22rpx]'), `${tone} ${size}: runtime keeps both`)
          assert.equal(withRuntime({ tone, size }), twMerge(readable({ tone, size })))
        }
      }
      const block = (await import('node:fs')).readFileSync(`${ROOT}${MERGE_EN('cva-and-variants')}`, 'utf8')
      assert.match(block, /\['cva output \+ extra classes \(not merged\)', \[raw, extra\]\.filter\(Boolean\)\.join\(' '\)\],/)
    },
  },
  {
    id: 'sr2-merge-checker-and-playground-demos',
    says: 'The self-check example: px-[24rpx] and px-_b40rpx_B merge to px-_b40rpx_B, both stay with escape and unescape off; the API playground: twMerge drops text-title, the extended instance keeps it, twJoin keeps everything and escapes it',
    quotes: [
      { page: MERGE_EN('integration'), text: 'With the default input, `px-[24rpx]` and `px-_b40rpx_B`, in its built form, are recognized as a conflict and only the latter remains.' },
      { page: MERGE_EN('integration'), text: 'Switch to the simulated mode and, since nothing is restored, both are kept' },
      { page: MERGE_EN('runtime-api'), text: 'With the default input, `twMerge` takes `text-title` for a color and drops it, while the version that extends the `text` theme keeps it; `twJoin` keeps every class and only escapes them.' },
    ],
    async proof() {
      const { twMerge, twJoin, create, extendTailwindMerge } = await import('@weapp-tailwindcss/merge')
      const { escape, isAllowedClassName } = await import('weapp-tailwindcss/escape')
      const check = 'px-[24rpx] px-_b40rpx_B w-1/2 hover:bg-[#f5f5f5] text-[28rpx] text-[#333]'
      assert.equal(twMerge(check), 'px-_b40rpx_B w-1_f2 hover_cbg-_b_hf5f5f5_B text-_b28rpx_B text-_b_h333_B')
      assert.equal(create({ escape: false, unescape: false }).twMerge(check), check)
      assert.equal(isAllowedClassName('px-_b40rpx_B'), true)
      assert.equal(isAllowedClassName('px-[24rpx]'), false)
      assert.equal(escape('px-[24rpx]'), 'px-_b24rpx_B')
      const input = 'text-title text-[#ececec] text-[#ECECEC] p-[20rpx] p-[32rpx] hover:opacity-80'
      assert.ok(!twMerge(input).split(' ').includes('text-title'))
      assert.equal(extendTailwindMerge({ extend: { theme: { text: ['title', 'caption'] } } })(input).split(' ')[0], 'text-title')
      assert.equal(twJoin(input), 'text-title text-_b_hececec_B text-_b_hECECEC_B p-_b20rpx_B p-_b32rpx_B hover_copacity-80')
    },
  },
])
