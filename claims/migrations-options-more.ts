// More claims of docs/options, docs/migrations and docs/upgrade and their English pages, run through the published
// weapp-tailwindcss 4.12.0 or read from its dist files.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const OPTIONS_ZH = 'docs/options/index.mdx'
const OPTIONS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/options/index.mdx'
const V3_ZH = 'docs/migrations/v3.md'
const V2_ZH = 'docs/migrations/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md'
const V3_EN = 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md'

/** The published source of one of weapp-tailwindcss's dist files. */
async function dist(file: string): Promise<string> {
  const fs = await import('node:fs')
  const { createRequire } = await import('node:module')
  return fs.readFileSync(createRequire(import.meta.url).resolve('weapp-tailwindcss/package.json').replace(/package\.json$/, `dist/${file}`), 'utf8')
}

/** Every dist file an entry loads, following its require('./…') calls. */
async function distClosure(entry: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    const source = await dist(file)
    seen.set(file, source)
    for (const m of source.matchAll(/require\('\.\/([\w.-]+\.js)'\)/g)) queue.push(m[1]!)
  }
  return seen
}

export default defineClaims(import.meta.url, [
  {
    id: 'options-disabled-read-by-webpack-and-vite-only',
    says: 'In 4.12.0 the webpack 5, webpack 4 and Vite plugins resolve `disabled` and stop when it is true (the Vite plugin then returns no plugin); the gulp plugin and createContext from weapp-tailwindcss/core never read it and escape a class with disabled: true',
    quotes: [
      { page: OPTIONS_ZH, text: '只有 webpack 插件（含 webpack 4 版）和 Vite 插件读取它，gulp 插件与 `weapp-tailwindcss/core` 的 API 不理会这个选项，照样转换' },
      { page: OPTIONS_EN, text: 'Only the webpack plugin (including its webpack 4 version) and the Vite plugin read it; the gulp plugin and the `weapp-tailwindcss/core` API ignore the option and transform as usual' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const base = { logLevel: 'silent', tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false } as const
      const reads = (sources: Map<string, string>) => [...sources.values()].some(source => /resolveDisabledOptions\.call\(void 0, disabled\)/.test(source))
      for (const entry of ['webpack.js', 'webpack4.js', 'vite.js'])
        assert.ok(reads(await distClosure(entry)), `${entry} resolves disabled`)
      for (const entry of ['gulp.js', 'core.js']) {
        const sources = await distClosure(entry)
        assert.ok(!reads(sources), `${entry} does not resolve disabled`)
      }
      for (const entry of ['webpack.js', 'webpack4.js'])
        assert.ok([...(await distClosure(entry)).values()].some(source => /if \(disabledOptions\.plugin\) \{\s*return;\s*\}/.test(source)), `${entry} stops when disabled`)

      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      assert.equal(UnifiedViteWeappTailwindcssPlugin({ ...base, disabled: true }), undefined, 'Vite: no plugin when disabled')
      assert.ok(Array.isArray(UnifiedViteWeappTailwindcssPlugin({ ...base })), 'Vite: plugins otherwise')

      const css = '.w-\\[10px\\]{width:10px}'
      const { createContext } = await import('weapp-tailwindcss/core')
      assert.equal((await createContext({ ...base, disabled: true }).transformWxss(css, { isMainChunk: false })).css, '.w-_b10px_B{width:10px}', 'core ignores disabled')
      const { createPlugins } = await import('weapp-tailwindcss/gulp')
      const stream = createPlugins({ ...base, disabled: true }).transformWxss()
      const out: string[] = []
      stream.on('data', (file: { contents: Buffer }) => out.push(file.contents.toString()))
      const ended = new Promise(resolve => stream.on('end', resolve))
      stream.end({ path: '/virtual/app.wxss', contents: Buffer.from(css) })
      await ended
      assert.deepEqual(out, ['.w-_b10px_B{width:10px}'], 'gulp ignores disabled')
    },
  },
  {
    id: 'partials-rewrite-css-imports-webpack-and-vite',
    says: 'rewriteCssImports defaults to true (first published in 4.8.0); with Tailwind CSS 4 the Vite plugin rewrites @import "tailwindcss" in a stylesheet to weapp-tailwindcss/index.css, and the webpack 5 / 4 plugins rewrite a tailwindcss request issued by a .css file to weapp-tailwindcss/index.css before resolution',
    quotes: [
      { page: 'docs/_partials/v4-css-entry-file.mdx', text: '`rewriteCssImports`（默认 `true`，4.8.0 起提供）会在 webpack / Vite 处理样式时把它改写成 `weapp-tailwindcss/index.css`' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/_partials/v4-css-entry-file.mdx', text: '`rewriteCssImports` (default `true`, available since 4.8.0) rewrites it to `weapp-tailwindcss/index.css` when webpack / Vite process the styles' },
    ],
    async proof() {
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { fileURLToPath } = await import('node:url')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const require = createRequire(`${root}package.json`)
      const pkgDir = path.dirname(require.resolve('weapp-tailwindcss/package.json'))
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { rewriteCssImports?: boolean }).rewriteCssImports, true)
      // Vite (Tailwind CSS 4 installed here)
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      type VitePlugin = { name: string, transform?: { handler: (code: string, id: string) => unknown } }
      const plugins = [UnifiedViteWeappTailwindcssPlugin({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never)].flat(3) as VitePlugin[]
      const rewriter = plugins.find(plugin => plugin?.name?.endsWith(':rewrite-css-imports'))
      assert.deepEqual(rewriter?.transform?.handler('@import "tailwindcss";\n', '/p/src/app.css'), { code: '@import "weapp-tailwindcss/index.css";\n', map: null })
      // webpack: both plugins call the same rewrite, which redirects the request before resolution
      for (const [file, call] of [['webpack.js', 'chunk-JZQBZHN5.js'], ['webpack4.js', 'webpack4.js']] as const) {
        const source = (await import('node:fs')).readFileSync(path.join(pkgDir, 'dist', call), 'utf8')
        assert.match(source, /const shouldRewriteCssImports = isTailwindcssV4 && this\.options\.rewriteCssImports !== false && !disabledOptions\.rewriteCssImports;[\s\S]{0,120}?if \(shouldRewriteCssImports\) \{\s*_chunkFS2NOOEBjs\.applyTailwindcssCssImportRewrite\.call\(void 0, compiler,/, `${file} applies the rewrite with Tailwind CSS 4`)
      }
      const { applyTailwindcssCssImportRewrite } = require(path.join(pkgDir, 'dist/chunk-FS2NOOEB.js')) as { applyTailwindcssCssImportRewrite: (compiler: unknown, options: object) => void }
      const taps: ((data: object) => void)[] = []
      const factory = { hooks: { beforeResolve: { tap: (_: string, cb: (data: object) => void) => taps.push(cb) } } }
      const compiler = { hooks: { normalModuleFactory: { tap: (_: string, fn: (f: typeof factory) => void) => fn(factory) } } }
      applyTailwindcssCssImportRewrite(compiler, { pkgDir, enabled: true })
      const fromCss = { request: 'tailwindcss', contextInfo: { issuer: '/p/src/app.css' } }
      const fromJs = { request: 'tailwindcss', contextInfo: { issuer: '/p/src/main.js' } }
      for (const tap of taps) { tap(fromCss); tap(fromJs) }
      assert.equal(fromCss.request, 'weapp-tailwindcss/index.css')
      assert.equal(fromJs.request, 'tailwindcss', 'only requests from stylesheets')
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'rewriteCssImports' }, '4.8.0')
    },
  },
  {
    id: 'options-exports-chunk-names-change-between-versions',
    says: 'Most dist/chunk-*.js names of weapp-tailwindcss 4.12.0 are absent from 4.11.0, chunk-HVNGIKLS.js (loaded by core.js, the example on the page) among them',
    quotes: [
      { page: 'docs/options/exports.md', text: '`dist` 下的 chunk 文件名由打包工具生成，换个版本就可能变' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/options/exports.md', text: 'the chunk file names under `dist` are generated by the bundler and may change from one version to the next' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { unpackedAsync } = await import('./support/issues')
      const chunks = (dir: string) => fs.readdirSync(path.join(dir, 'dist')).filter(name => /^chunk-\w+\.js$/.test(name)).sort()
      const current = path.dirname(createRequire(import.meta.url).resolve('weapp-tailwindcss/package.json'))
      const now = chunks(current)
      assert.ok(now.includes('chunk-HVNGIKLS.js'))
      assert.match(fs.readFileSync(path.join(current, 'dist/core.js'), 'utf8'), /require\('\.\/chunk-HVNGIKLS\.js'\)/)
      const before = chunks(await unpackedAsync('weapp-tailwindcss@4.11.0'))
      assert.ok(before.length > 5)
      const renamed = now.filter(name => !before.includes(name))
      assert.ok(renamed.includes('chunk-HVNGIKLS.js'), 'the example chunk is new in 4.12.0')
      assert.ok(renamed.length > now.length / 2, `${renamed.length} of ${now.length} chunk names are new`)
    },
  },
  {
    id: 'migration-v3-ast-grep-no-longer-needed',
    says: 'weapp-tailwindcss 4.12.0 neither depends on @ast-grep/napi (dependencies, peer or optional) nor loads it anywhere in dist',
    quotes: [
      { page: V3_ZH, text: '顺手把不再需要的 `@ast-grep/napi` 依赖也卸掉' },
      { page: V3_EN, text: 'While you\'re at it, uninstall the `@ast-grep/napi` dependency you no longer need' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const pkgFile = createRequire(import.meta.url).resolve('weapp-tailwindcss/package.json')
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'))
      assert.equal(pkg.version, '4.12.0')
      const declared = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies })
      assert.ok(!declared.some(name => name.startsWith('@ast-grep/')), declared.join(', '))
      const dist = path.join(path.dirname(pkgFile), 'dist')
      const files = fs.readdirSync(dist).filter(name => /\.(?:m?js)$/.test(name))
      assert.ok(files.length > 10)
      for (const file of files) assert.doesNotMatch(fs.readFileSync(path.join(dist, file), 'utf8'), /@ast-grep/, file)
    },
  },
  {
    id: 'migration-v3-project-postinstall-unaffected',
    says: 'pnpm 10 and 12 run the project\'s own postinstall on a bare install, and pnpm 12 runs it even with the weapp-tailwindcss script refused (proofs of package-managers.ts)',
    quotes: [
      { page: V3_ZH, text: '项目自己的 `postinstall` 不受影响，见下一条' },
      { page: V3_EN, text: 'Your project\'s own `postinstall` is not affected; see the next item' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./package-managers'), 'bare-install-runs-the-project-postinstall')
      await proofOf(() => import('./package-managers'), 'pnpm12-project-postinstall-patches-with-the-dependency-script-refused')
    },
  },
  {
    id: 'migration-v3-theme-extend-classes-vanish-under-tw4',
    says: 'With Tailwind CSS 4.3.5, an entry of only @import "weapp-tailwindcss" and a template using bg-primary, p-md (defined in a v3 theme.extend), flex and bg-blue-500: the main stylesheet has .flex and .bg-blue-500 but no .bg-primary or .p-md',
    quotes: [
      { page: V3_ZH, text: '`app.wxss` 里也搜不到对应规则，而 `flex`、`bg-blue-500` 这类内置的类一切正常' },
      { page: V3_EN, text: 'After switching to Tailwind CSS 4, classes defined in `theme.extend`, such as `bg-primary` and `p-md`, all stop working and can\'t be found in `app.wxss`, while built-in classes like `flex` and `bg-blue-500` work fine' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="flex bg-blue-500 bg-primary p-md"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.wxss, /\.flex\s*\{/)
      assert.match(out.wxss, /\.bg-blue-500\s*\{/)
      assert.doesNotMatch(out.wxss, /\.bg-primary|\.p-md/)
    },
  },
  {
    id: 'migration-v2-registration-unchanged-in-3x',
    says: 'At the upstream tags v2.11.3 and v3.0.0 alike: the webpack entry exports the class UnifiedWebpackPluginV5, the vite entry exports the function UnifiedViteWeappTailwindcssPlugin, package.json maps the weapp-tw bin, and the CLI handles patch',
    quotes: [
      { page: V2_ZH, text: '3.x 的插件注册方式（`UnifiedWebpackPluginV5`、`UnifiedViteWeappTailwindcssPlugin`、`weapp-tw patch`）与 2.x 相同' },
      { page: V2_EN, text: 'In 3.x the plugin is registered the same way as in 2.x (`UnifiedWebpackPluginV5`, `UnifiedViteWeappTailwindcssPlugin`, `weapp-tw patch`)' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      for (const [tag, dir] of [['v2.11.3', 'src'], ['v3.0.0', 'src/bundlers']] as const) {
        const pkg = JSON.parse(upstreamFile(tag, 'package.json')!)
        assert.equal(pkg.bin['weapp-tw'], 'bin/weapp-tailwindcss.js', `${tag}: weapp-tw bin`)
        assert.ok(pkg.exports['./webpack'] && pkg.exports['./vite'], `${tag}: ./webpack and ./vite`)
        assert.match(upstreamFile(tag, `${dir}/webpack/BaseUnifiedPlugin/v5.ts`)!, /export class UnifiedWebpackPluginV5\b/, `${tag}: webpack`)
        assert.match(upstreamFile(tag, `${dir}/vite/index.ts`)!, /export function UnifiedViteWeappTailwindcssPlugin\(/, `${tag}: vite`)
        assert.match(upstreamFile(tag, 'src/cli.ts')!, /if \(args\[0\] === 'patch'\)/, `${tag}: weapp-tw patch`)
      }
    },
  },
])
