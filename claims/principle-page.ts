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
      { page: ZH, text: '模板和样式文件虽然以静态资源（asset）形式输出，照样会被处理；脚本却只处理 Rollup 以 chunk 形式输出的那些，所以以静态资源形式输出的 `.wxs` 即使匹配了 `wxsMatcher`，也不会交给脚本处理器，原样保留。' },
      { page: ZH, text: '只有开启 `uniAppX` 选项时，这类静态资源才会被处理（4.12.0 实测）。' },
      { page: ZH, text: 'webpack 插件没有这个限制，匹配了 `wxsMatcher` 的 `.wxs` 静态资源同样会交给脚本处理器。' },
      { page: EN, text: 'templates and stylesheets are processed even though they are emitted as static assets, but among scripts only the files Rollup emits as chunks are processed.' },
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
])
