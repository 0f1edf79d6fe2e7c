// The principle page (docs/principle/index.mdx) beyond the handler claims of claims/principle-handlers.ts:
// what the Vite and webpack 5 plugins of weapp-tailwindcss 4.12.0 hand to their processors, run as real
// builds in a scratch folder, and what createContext() and @weapp-core/escape return for the page's examples.
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))

const ZH = 'docs/principle/index.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx'

const WXS = 'var cls = \'bg-[#123456] w-[77px]\'\nmodule.exports = { cls: cls }\n'
const WXML = '<view class="bg-[#123456] w-[77px]"></view>'
const WXSS = '.w-\\[77px\\]{width:77px}'
// The plugins keep a result cache per file name and content for the whole process; a comment that differs
// from build to build makes every build process its files afresh.
let builds = 0
// weapp-tailwindcss 4.12.0 reuses a compiler context for options that serialize alike (a function counts by its
// source text), so onUpdate always writes to the list of the build that is running.
let handed: string[] = []
const onUpdate = (file: string) => { handed.push(file) }

interface PluginRun {
  /** Files the plugin handed to one of its processors (its onUpdate option is called for each). */
  handed: string[]
  files: Record<string, string>
}

/**
 * One Vite build of a one-chunk app; another plugin emits a .wxs, a .wxml and a .wxss file as assets before
 * weapp-tailwindcss's generateBundle (which runs with order: 'post').
 */
async function viteRun(dir: string, extra: Record<string, unknown>): Promise<PluginRun> {
  const { build } = await import('vite')
  const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
  handed = []
  const tag = `/* build ${++builds} */`
  const emitter = {
    name: 'emit-assets',
    generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void }) {
      this.emitFile({ type: 'asset', fileName: 'utils/fmt.wxs', source: WXS + tag })
      this.emitFile({ type: 'asset', fileName: 'pages/index.wxml', source: WXML + `<!-- ${tag} -->` })
      this.emitFile({ type: 'asset', fileName: 'app.wxss', source: WXSS + tag })
    },
  }
  const result = await build({
    root: dir, configFile: false, logLevel: 'silent',
    plugins: [UnifiedViteWeappTailwindcssPlugin({ appType: 'native', tailwindcssBasedir: dir, supportCustomLengthUnitsPatch: false, logLevel: 'silent', onUpdate, ...extra } as never), emitter],
    build: { write: false, minify: false, rollupOptions: { input: { app: `${dir}/app.js` }, output: { format: 'es', entryFileNames: '[name].js' } } },
  }) as { output: { fileName: string; type: string; code?: string; source?: string | Uint8Array }[] }
  const files = Object.fromEntries(result.output.map(output => [output.fileName, output.type === 'chunk' ? String(output.code) : String(output.source)]))
  return { handed, files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, text.replace(/(<!-- )?\/\* build \d+ \*\/( -->)?$/, '')])) }
}

/** One webpack 5 build of the same app; the .wxs, .wxml and .wxss files are emitted as assets. */
async function webpackRun(dir: string, extra: Record<string, unknown>): Promise<PluginRun> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const webpack = (await import('webpack')).default
  const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
  handed = []
  const tag = `/* build ${++builds} */`
  const out = path.join(dir, `webpack-${Object.keys(extra).join('-') || 'default'}`)
  const emitter = {
    apply(compiler: import('webpack').Compiler) {
      compiler.hooks.compilation.tap('emit-assets', (compilation) => {
        const { Compilation, sources } = compiler.webpack
        compilation.hooks.processAssets.tap({ name: 'emit-assets', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('utils/fmt.wxs', new sources.RawSource(WXS + tag))
          compilation.emitAsset('pages/index.wxml', new sources.RawSource(WXML + `<!-- ${tag} -->`))
          compilation.emitAsset('app.wxss', new sources.RawSource(WXSS + tag))
        })
      })
    },
  }
  const stats = await new Promise<import('webpack').Stats>((resolve, reject) => webpack({
    mode: 'development', devtool: false, context: dir, entry: { app: './app.js' }, output: { path: out, filename: '[name].js' },
    plugins: [new UnifiedWebpackPluginV5({ appType: 'native', tailwindcssBasedir: dir, supportCustomLengthUnitsPatch: false, logLevel: 'silent', onUpdate, ...extra } as never), emitter],
  }, (error, result) => error || !result ? reject(error) : resolve(result)))
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'))
  const files = Object.fromEntries(['utils/fmt.wxs', 'pages/index.wxml', 'app.wxss'].map(name => [name, fs.readFileSync(path.join(out, name), 'utf8').replace(/(<!-- )?\/\* build \d+ \*\/( -->)?$/, '')]))
  return { handed, files }
}

export default defineClaims(import.meta.url, [
  {
    id: 'vite-plugin-wxs-assets-not-handed-to-script-processor',
    says: 'weapp-tailwindcss 4.12.0 Vite plugin: .wxml and .wxss assets are processed, a .wxs asset is not handed to any processor and stays as written even with wxsMatcher, unless uniAppX is on; the webpack 5 plugin hands a .wxs asset matched by wxsMatcher to its processors',
    quotes: [
      { page: ZH, text: '用 Vite 插件时还要注意：模板和样式文件虽然以静态资源（asset）形式输出，照样会被处理；脚本却只处理 Rollup 以 chunk 形式输出的那些，所以以静态资源形式输出的 `.wxs` 即使匹配了 `wxsMatcher`，也不会交给脚本处理器，原样保留。' },
      { page: ZH, text: '只有开启 `uniAppX` 选项时，这类静态资源才会被处理（4.12.0 实测）。' },
      { page: ZH, text: 'webpack 插件没有这个限制，匹配了 `wxsMatcher` 的 `.wxs` 静态资源同样会交给脚本处理器。' },
      { page: EN, text: 'With the Vite plugin, note one more thing: templates and stylesheets are processed even though they are emitted as static assets, but among scripts only the files Rollup emits as chunks are processed.' },
      { page: EN, text: 'A `.wxs` file emitted as a static asset is therefore never handed to the script processor and stays unchanged, even when `wxsMatcher` matches it.' },
      { page: EN, text: 'Such assets are processed only when the `uniAppX` option is on (measured with 4.12.0).' },
      { page: EN, text: 'The webpack plugin has no such limit: a `.wxs` asset that `wxsMatcher` matches is handed to the script processor as well.' },
    ],
    async proof() {
      const { scratch, write } = await import('./support/uni-css')
      const dir = scratch('principle-wxs')
      write(dir, { 'package.json': '{"type":"module"}', 'app.js': 'export const cls = \'bg-[#123456] w-[77px]\'\nconsole.log(cls)\n' })
      const wxsMatcher = (file: string) => file.endsWith('.wxs')

      const plain = await viteRun(dir, { wxsMatcher })
      assert.deepEqual(plain.handed.sort(), ['app.js', 'app.wxss', 'pages/index.wxml'], 'Vite with wxsMatcher: the chunk and the template and stylesheet assets are processed, the .wxs asset is not')
      assert.equal(plain.files['pages/index.wxml'], '<view class="bg-_b_h123456_B w-_b77px_B"></view>', 'Vite: the .wxml asset is escaped')
      assert.equal(plain.files['app.wxss'], '.w-_b77px_B{width:77px}', 'Vite: the .wxss asset is escaped')
      assert.equal(plain.files['utils/fmt.wxs'], WXS, 'Vite with wxsMatcher: the .wxs asset is written as it was')

      const uniAppX = await viteRun(dir, { wxsMatcher, uniAppX: true })
      assert.ok(uniAppX.handed.includes('utils/fmt.wxs'), `Vite with wxsMatcher and uniAppX: the .wxs asset is handed over (${uniAppX.handed.join(', ')})`)

      const webpackNone = await webpackRun(dir, {})
      assert.ok(!webpackNone.handed.includes('utils/fmt.wxs'), 'webpack without wxsMatcher: the .wxs asset is not handed over')
      const webpack = await webpackRun(dir, { wxsMatcher })
      assert.ok(webpack.handed.includes('utils/fmt.wxs'), `webpack with wxsMatcher: the .wxs asset is handed over (${webpack.handed.join(', ')})`)
      assert.equal(webpack.files['pages/index.wxml'], '<view class="bg-_b_h123456_B w-_b77px_B"></view>', 'webpack: the .wxml asset is escaped')
    },
  },

  {
    id: 'principle-basis-and-escape-output',
    says: 'The installed plugin is weapp-tailwindcss 4.12.0, whose @weapp-core/escape is 7.0.0, and the page\'s escape() output block is what that escape() returns; the plugin itself adds no utility rules: a stylesheet without w-[100px] gets none even when a template uses it, while template, script and stylesheet all end up with w-_b100px_B',
    quotes: [
      { page: ZH, text: '本页以 weapp-tailwindcss 4.12.0 的实际行为为准，示例输出都是用这个版本的 `@weapp-core/escape` 与样式处理器真实跑出来的。' },
      { page: EN, text: 'This page describes the actual behavior of weapp-tailwindcss 4.12.0; every example output was really produced with this version\'s `@weapp-core/escape` and style processor.' },
      { page: EN, text: 'weapp-tailwindcss doesn\'t generate any styles itself.' },
      { page: EN, text: 'Tailwind CSS still produces the styles as usual; what weapp-tailwindcss does is rewrite three kinds of output (templates, scripts and stylesheets) together at the end of the build, so that every class name in a template, every class name put together in a script, and every selector in the [WXSS](/docs/glossary#wxml-wxss) uses only characters a [mini-program](/docs/glossary#mini-program) accepts, and the three match character for character.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const manifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }
      assert.equal(manifest(path.join(root, 'node_modules/weapp-tailwindcss/package.json')).version, '4.12.0')
      // weapp-tailwindcss has no nested copy, so it resolves the top-level @weapp-core/escape.
      assert.ok(!fs.existsSync(path.join(root, 'node_modules/weapp-tailwindcss/node_modules/@weapp-core/escape')))
      const fromPlugin = createRequire(path.join(root, 'node_modules/weapp-tailwindcss/package.json'))
      assert.ok(fromPlugin.resolve('@weapp-core/escape').startsWith(path.join(root, 'node_modules/@weapp-core/escape/')))
      assert.equal(manifest(path.join(root, 'node_modules/@weapp-core/escape/package.json')).version, '7.0.0', 'the escape package weapp-tailwindcss uses')
      const { escape } = await import('@weapp-core/escape')
      const page = fs.readFileSync(path.join(root, ZH), 'utf8')
      const block = /example="escape-output"\n([\s\S]*?)\n```/.exec(page)![1]!
      for (const line of block.split('\n')) {
        const [input, output] = line.split(/\s+->\s+/)
        assert.equal(escape(input!.trim()), output!.replace(/（.*）$/, '').trim(), line)
      }
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never) as unknown as { transformWxml: (s: string, o?: object) => Promise<string>; transformJs: (s: string, o: object) => Promise<{ code: string }>; transformWxss: (s: string) => Promise<{ css: string }> }
      const runtimeSet = new Set(['w-[100px]'])
      assert.equal((await ctx.transformWxss('.a{color:red}')).css, '.a{color:red}', 'no rule is added for w-[100px]')
      assert.equal(await ctx.transformWxml('<view class="w-[100px]"></view>', { runtimeSet }), '<view class="w-_b100px_B"></view>')
      assert.equal((await ctx.transformJs('const c = \'w-[100px]\'', { runtimeSet })).code, 'const c = \'w-_b100px_B\'')
      assert.equal((await ctx.transformWxss('.w-\\[100px\\]{width:100px}')).css, '.w-_b100px_B{width:100px}')
      const { isAllowedClassName } = await import('@weapp-core/escape')
      assert.ok(isAllowedClassName('w-_b100px_B'), 'only characters a mini-program accepts')
      // At the end of the build: the Vite plugin's generateBundle runs with order: 'post'.
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const plugins = UnifiedViteWeappTailwindcssPlugin({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never) as { generateBundle?: { order?: string } }[]
      assert.ok(plugins.some(plugin => plugin.generateBundle?.order === 'post'), 'generateBundle with order post')
    },
  },
  {
    id: 'principle-tailwind-class-punctuation',
    says: 'Tailwind CSS 4.3.5 generates rules for w-[100px], hover:, md:, bg-black/50, p-0.5, bg-[#ff0000] and !mt-0, whose selectors carry [ ] : / . # ! as backslash escapes',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 的类名大量使用标点：任意值用方括号 `w-[100px]`，变体用冒号 `hover:`、`md:`，透明度用斜杠 `bg-black/50`，小数用点 `p-0.5`，颜色用井号 `bg-[#ff0000]`，强制优先级用感叹号 `!mt-0`。' },
      { page: EN, text: 'Tailwind CSS class names are full of punctuation: square brackets for arbitrary values (`w-[100px]`), colons for variants (`hover:`, `md:`), a slash for opacity (`bg-black/50`), a dot for decimals (`p-0.5`), a hash for colors (`bg-[#ff0000]`) and an exclamation mark to force priority (`!mt-0`).' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { css } = await runTailwind4({ template: '<view class="w-[100px] hover:flex md:p-4 bg-black/50 p-0.5 bg-[#ff0000] !mt-0"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      for (const selector of ['.w-\\[100px\\]', '.hover\\:flex', '.md\\:p-4', '.bg-black\\/50', '.p-0\\.5', '.bg-\\[\\#ff0000\\]', '.\\!mt-0'])
        assert.ok(css.includes(selector), `${selector} in the generated CSS`)
      assert.match(css, /\.\\!mt-0 \{\s*margin-top: 0px !important;/, '! forces priority')
    },
  },
  {
    id: 'principle-play-runs-the-full-transform',
    says: 'The live table only calls escape(); the Play compiles the template with Tailwind CSS 4 and runs createContext() of the installed weapp-tailwindcss 4.12.0 (transformWxss, transformWxml, transformJs); the Play has an example named arbitrary',
    quotes: [
      { page: ZH, text: '它把整段模板和 CSS 入口交给 weapp-tailwindcss 4.12.0 的完整转换流程。' },
      { page: EN, text: 'This table only computes class names.' },
      { page: EN, text: 'To see the generated WXSS and a preview as well, open the [Play](/play#example=arbitrary), which runs a whole template and CSS entry through the complete weapp-tailwindcss 4.12.0 transform.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const transform = fs.readFileSync(path.join(root, 'lib/play/transform.mjs'), 'utf8')
      assert.match(transform, /import \{ createContext \} from 'weapp-tailwindcss\/core'/)
      for (const call of ['transformWxss(generated)', 'transformWxml(template', 'transformJs(script']) assert.ok(transform.includes(call), call)
      assert.match(fs.readFileSync(path.join(root, 'src/components/Play/examples.ts'), 'utf8'), /arbitrary/)
      const page = fs.readFileSync(path.join(root, ZH), 'utf8')
      const live = /```jsx live\n([\s\S]*?)```/.exec(page)![1]!
      assert.ok(live.includes('escape(name)') && !/transformW|createContext/.test(live), 'the live table only computes class names')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="w-[100px]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.wxss, /\.w-_b100px_B/)
      assert.equal(out.wxml, '<view class="w-_b100px_B"></view>')
    },
  },
  {
    id: 'principle-custom-dictionary-constraints',
    says: 'With a custom dictionary whose replacements use only letters, digits, - and _, every escaped name passes isAllowedClassName; a replacement with another character does not; a replacement can produce a name that is already another class (w-[2] -> w-2)',
    quotes: [
      { page: ZH, text: '自定义时只要保证替换结果只含字母、数字、`-`、`_`，并且不会和项目里已有的类名撞车即可。' },
      { page: EN, text: 'When customizing, just make sure the replacements contain only letters, digits, `-` and `_`, and don\'t collide with class names already in your project.' },
    ],
    async proof() {
      const { escape, isAllowedClassName, MappingChars2String } = await import('@weapp-core/escape')
      const good = { ...MappingChars2String, '#': '_hash_' }
      for (const name of ['bg-[#fff]', 'w-[100px]', 'hover:text-red-500/50']) assert.ok(isAllowedClassName(escape(name, { map: good })), name)
      assert.ok(!isAllowedClassName(escape('bg-[#fff]', { map: { ...MappingChars2String, '#': '$' } })), 'a $ replacement leaves an invalid name')
      assert.equal(escape('w-[2]', { map: { ...MappingChars2String, '[': '', ']': '' } }), 'w-2', 'collides with the real w-2')
    },
  },
  {
    id: 'principle-already-valid-words',
    says: 'escape() leaves font-medium unchanged',
    quotes: [
      { page: ZH, text: '`font-medium` 本身合法，转不转结果都一样' },
      { page: EN, text: '`font-medium` is already valid, so escaping it or not makes no difference' },
    ],
    async proof() {
      const { escape, isAllowedClassName } = await import('@weapp-core/escape')
      assert.equal(escape('font-medium'), 'font-medium')
      assert.ok(isAllowedClassName('font-medium'))
    },
  },
  {
    id: 'principle-parse-then-escape-and-leading-digit',
    says: 'transformWxss turns .w-\\[100px\\] into .w-_b100px_B (not _r) and .\\32xl\\:p-4 into ._2xl_cp-4, the same names transformWxml writes; {{ extraCls }} is left for the script processor, which escapes its value in JS',
    quotes: [
      { page: EN, text: 'So the style processor first parses `.w-\\[100px\\]` into nodes with a selector parser and takes the value of the class name node (by then the backslashes have been parsed away, leaving `w-[100px]`), and only then hands it to the same `escape` function.' },
      { page: EN, text: 'Look at the last rule: Tailwind CSS uses the CSS escape `\\32` for the leading digit 2; after parsing, the original text is `2xl:p-4`, and its escaped form `_2xl_cp-4` is exactly the same as in the template.' },
      { page: EN, text: '`{{ extraCls }}` is a variable whose value the template stage can\'t see; its content has to be escaped by the script processor in the JS.' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never) as unknown as { transformWxml: (s: string, o?: object) => Promise<string>; transformJs: (s: string, o: object) => Promise<{ code: string }>; transformWxss: (s: string) => Promise<{ css: string }> }
      const { escape } = await import('@weapp-core/escape')
      assert.equal((await ctx.transformWxss('.w-\\[100px\\]{width:100px}')).css, '.w-_b100px_B{width:100px}')
      assert.equal(escape('.w-\\[100px\\]'), '_dw-_r_b100px_r_B', 'replacing in the raw selector string would give _r')
      assert.equal((await ctx.transformWxss('.\\32xl\\:p-4{padding:1rem}')).css, '._2xl_cp-4{padding:1rem}')
      const runtimeSet = new Set(['2xl:p-4', 'w-[1px]'])
      assert.equal(await ctx.transformWxml('<view class="2xl:p-4 {{ extraCls }}"></view>', { runtimeSet }), '<view class="_2xl_cp-4 {{ extraCls }}"></view>')
      assert.equal((await ctx.transformJs('const extraCls = \'w-[1px]\'', { runtimeSet })).code, 'const extraCls = \'w-_b1px_B\'')
    },
  },
  {
    id: 'principle-preflight-replaced',
    says: 'Tailwind CSS 4\'s preflight resets margins and padding of every element (browser-oriented); the weapp-tailwindcss CSS entry leaves it out (its own base rule carries box-sizing and borders only), and cssPreflight defaults to box-sizing: border-box, border-width 0, border-style solid, border-color currentColor',
    quotes: [
      { page: EN, text: 'Tailwind CSS\'s own preflight is made for browsers and doesn\'t suit mini-program components, so weapp-tailwindcss replaces it with its own set of base styles.' },
      { page: EN, text: 'The default is:' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const preflight = fs.readFileSync(path.join(root, 'node_modules/tailwindcss/preflight.css'), 'utf8')
      assert.match(preflight, /html,\s*:host \{/, 'Tailwind CSS\'s preflight targets html documents')
      assert.match(preflight, /button,\s*input,\s*select,\s*optgroup,\s*textarea,\s*::file-selector-button \{/, 'and browser form controls')
      const entry = fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/index.css'), 'utf8')
      assert.ok(!entry.includes('preflight') && !entry.includes('html,'), 'the weapp-tailwindcss entry does not import it')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual((getDefaultOptions() as { cssPreflight: unknown }).cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
    },
  },
  {
    id: 'principle-rules-of-thumb',
    says: 'Tailwind CSS 3.4.19 generates nothing for \'w-[\' + width + \'px]\' and the script processor leaves it; with a custom dictionary the selector of w-[100px] is no longer w-_b100px_B, while a hand-written w-_b100px_B in a template stays as written; a class in an unregistered attribute gets its rule but stays raw in the template until customAttributes lists it; a class outside the scan is escaped in a class attribute but has no rule',
    quotes: [
      { page: ZH, text: '像 `\'w-[\' + width + \'px]\'` 这样的写法，Tailwind CSS 扫描源码时看不到完整的 `w-[120px]`，不会生成样式；' },
      { page: ZH, text: '两边都落空，结果就是完全不生效。' },
      { page: EN, text: '**Don\'t assemble class name fragments at runtime**.' },
      { page: EN, text: 'With something like `\'w-[\' + width + \'px]\'`, Tailwind CSS never sees the complete `w-[120px]` when scanning the source, so no style is generated; the script processor doesn\'t find it when looking up words either, so the string stays as it is.' },
      { page: EN, text: 'Both sides miss, and it doesn\'t work at all.' },
      { page: ZH, text: '一旦配置了 `customReplaceDictionary`，或者升级后映射有调整，这类“手工产物”会悄悄失效。' },
      { page: ZH, text: '源码里始终写 Tailwind CSS 的原始类名。' },
      { page: EN, text: '**Don\'t write escaped names by hand**.' },
      { page: EN, text: 'Always write Tailwind CSS\'s original class names in the source.' },
      { page: EN, text: 'If the template has the escaped name but the stylesheet doesn\'t, Tailwind CSS usually didn\'t find this class name; if the stylesheet has it but the template still has the original, the attribute is usually outside the processed range and needs `customAttributes`.' },
      { page: EN, text: 'Open the page\'s `.wxml` under `dist` (or `unpackage/dist/dev/mp-weixin`) and confirm that the class names now contain only letters, digits, `-` and `_`.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const script = 'const width = 120\nexport const cls = \'w-[\' + width + \'px]\'\n'
      const assembled = await runTailwind3({ template: '<view class="{{cls}}"></view>', script, options: {} })
      assert.doesNotMatch(assembled.css, /w-\\\[120px\\\]/, 'no rule for w-[120px]')
      assert.equal(assembled.js, script, 'the script stays as it is')
      // A hand-written escaped name against a custom dictionary.
      const { MappingChars2String } = await import('@weapp-core/escape')
      const custom = await runTailwind3({ template: '<view class="w-[100px]"></view><view class="w-_b100px_B"></view>', options: { customReplaceDictionary: { ...MappingChars2String, '[': '_l_', ']': '_r_' } } })
      assert.match(custom.wxss, /\.w-_l_100px_r_ \{/, 'the selector follows the custom table')
      assert.ok(!custom.wxss.includes('.w-_b100px_B'), 'no selector for the hand-written name')
      assert.ok(custom.wxml.includes('class="w-_b100px_B"'), 'the hand-written name stays as written')
      // Unregistered attribute: rule generated, template raw; registered: escaped.
      const raw = await runTailwind3({ template: '<van-button custom-class="w-[3px]"></van-button>', options: {} })
      assert.match(raw.wxss, /\.w-_b3px_B/)
      assert.equal(raw.wxml, '<van-button custom-class="w-[3px]"></van-button>')
      const registered = await runTailwind3({ template: '<van-button custom-class="w-[3px]"></van-button>', options: { customAttributes: { '*': ['custom-class'] } } })
      assert.equal(registered.wxml, '<van-button custom-class="w-_b3px_B"></van-button>')
      // Not scanned: the class attribute is still escaped, the stylesheet has no rule.
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never) as unknown as { transformWxml: (s: string, o?: object) => Promise<string> }
      assert.equal(await ctx.transformWxml('<view class="w-[7px]"></view>', { runtimeSet: new Set() }), '<view class="w-_b7px_B"></view>')
      const { isAllowedClassName } = await import('@weapp-core/escape')
      for (const name of registered.wxml.match(/custom-class="([^"]+)"/)![1]!.split(' ')) assert.ok(isAllowedClassName(name), name)
    },
  },

  {
    id: 'principle-tailwind-rem-units',
    says: 'Tailwind CSS 3.4.19 writes p-4 as 1rem and text-sm as 0.875rem; Tailwind CSS 4.3.5 bases spacing on --spacing: .25rem and font sizes on --text-*: rem values',
    quotes: [
      { page: ZH, text: '**单位**：Tailwind CSS 默认用 `rem` 表达间距和字号。' },
      { page: EN, text: '**Units**: Tailwind CSS uses `rem` for spacing and font sizes by default.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const v3 = (await runTailwind3({ template: '<view class="p-4 text-sm"></view>', css: '@tailwind utilities;', options: {} })).css
      assert.match(v3, /\.p-4 \{\s*padding: 1rem\b/)
      assert.match(v3, /\.text-sm \{\s*font-size: 0\.875rem;/)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const v4 = (await runTailwind4({ template: '<view class="p-4 text-sm"></view>', css: '@import "weapp-tailwindcss";', options: {} })).css
      assert.match(v4, /--spacing: 0?\.25rem/)
      assert.match(v4, /--text-sm: 0?\.875rem/)
      assert.match(v4, /padding: calc\(var\(--spacing\) \* 4\)/)
    },
  },
  {
    id: 'principle-rpx-definition',
    says: 'WeChat\'s WXSS documentation defines rpx as adapting to the screen width, with the screen specified as 750rpx wide',
    quotes: [
      { page: ZH, text: '小程序则另有一个随屏幕宽度缩放的单位 `rpx`，屏幕宽度规定为 750rpx。' },
      { page: EN, text: 'Mini-programs have a unit of their own, [`rpx`](/docs/glossary#rpx), which scales with screen width: the screen is defined as 750rpx wide.' },
    ],
    manual: {
      ran: 'read through the search tool the WeChat page developers.weixin.qq.com/miniprogram/en/dev/framework/view/wxss.html, section Dimension Unit: "rpx (responsive pixel): Adaptable to the screen width. The specified screen width is 750 rpx."',
      versions: 'WeChat mini-program documentation as stored on 2026-11-29',
      on: '2026-11-29',
      why: 'a definition in the vendor\'s documentation; the unit is applied by the WeChat runtime on a device',
    },
  },

  {
    id: 'principle-where-candidates-come-from',
    says: 'Tailwind CSS 3.4.19 takes candidates from content and writes rules only for the words that are utilities; Tailwind CSS 4.3.5\'s compile() keeps automatic source detection on (root null; \'none\' with source(none)), reports @source entries to the scanner, and build() writes rules only for candidates that are utilities; weapp-tailwindcss 4.12.0\'s cssEntries option names the Tailwind CSS 4 entry CSS',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 在生成样式时，本来就会从 `content`（Tailwind CSS 3）或自动扫描的源文件与 `@source`（Tailwind CSS 4）里提取候选词，并只为命中规则的词生成 CSS。' },
      { page: EN, text: 'When generating styles, Tailwind CSS already extracts candidates from `content` (Tailwind CSS 3) or from the automatically scanned source files plus `@source` (Tailwind CSS 4), and generates CSS only for the ones that match a rule.' },
      { page: ZH, text: '| 类名来源 | `tailwind.config.js` 的 `content` | 自动扫描加 `@source`，入口 CSS 可用 `cssEntries` 指定 |' },
      { page: EN, text: '| Where class names come from | `content` in `tailwind.config.js` | Automatic scanning plus `@source`; the entry CSS can be given with `cssEntries` |' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const v3 = (await runTailwind3({ template: '<view class="p-4 hello foo-bar w-[1px]"></view>', css: '@tailwind utilities;', options: {} })).css
      const v3Classes = [...v3.matchAll(/^\.([^\s{]+) \{/gm)].map(m => m[1]).sort()
      assert.deepEqual(v3Classes, ['p-4', 'w-\\[1px\\]'], 'Tailwind CSS 3: only the utilities among the words in content')
      const { compile } = await import('tailwindcss')
      const index = fs.readFileSync(path.join(root, 'node_modules/tailwindcss/index.css'), 'utf8')
      const loadStylesheet = async (id: string, base: string) => ({ path: id, base, content: id === 'tailwindcss' ? index : '' })
      const auto = await compile('@import "tailwindcss";\n@source "../lib";', { base: '/proj/src', loadStylesheet })
      assert.equal(auto.root, null, 'automatic source detection stays on')
      assert.deepEqual(auto.sources, [{ base: '/proj/src', pattern: '../lib', negated: false }], '@source is handed to the scanner')
      assert.equal((await compile('@import "tailwindcss" source(none);', { base: '/proj/src', loadStylesheet })).root, 'none', 'source(none) turns it off')
      const built = auto.build(['p-4', 'hello', 'foo-bar', 'w-[1px]'])
      assert.deepEqual([...built.matchAll(/^\s*\.([^\s{]+) \{/gm)].map(m => m[1]).sort(), ['p-4', 'w-\\[1px\\]'], 'Tailwind CSS 4: only the utilities')
      const types = fs.readdirSync(path.join(root, 'node_modules/weapp-tailwindcss/dist')).filter(file => /^index-.*\.d\.ts$/.test(file)).map(file => fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/dist', file), 'utf8')).join('\n')
      assert.match(types, /指定 tailwindcss@4 的入口 CSS。[\s\S]{0,200}cssEntries\?: string\[\];/, 'cssEntries names the Tailwind CSS 4 entry CSS')
    },
  },

  {
    id: 'principle-wcc-keeps-class-characters',
    says: 'wcc from miniprogram-compiler 0.2.3 (Linux) compiles a template whose class holds w-[100px] bg-[#fff] w-1/2 md:flex and keeps that string as written, and also accepts w-_b100px_B',
    quotes: [
      { page: ZH, text: '**WXML 一侧**：模板编译器本身并不挑剔类名里的字符。' },
      { page: EN, text: '**The WXML side**: the template compiler itself is not fussy about the characters in class names.' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcc')
      fs.chmodSync(wcc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'principle-wcc-'))
      try {
        for (const [file, cls] of [['a.wxml', 'w-[100px] bg-[#fff] w-1/2 md:flex'], ['b.wxml', 'w-_b100px_B']]) {
          fs.writeFileSync(path.join(dir, file), `<view class="${cls}">x</view>\n`)
          const result = await runCommand(wcc, [file, '-o', `${file}.js`], { cwd: dir, timeoutMs: 30_000 })
          assert.equal(result.exitCode, 0, result.output)
          assert.ok(fs.readFileSync(path.join(dir, `${file}.js`), 'utf8').includes(cls), `${file}: the class string is kept`)
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
])
