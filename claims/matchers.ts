// What the file matchers of weapp-tailwindcss 4.12.0 are given and what they let through, proven with real
// webpack 5 and Vite builds of a small native mini program (Tailwind CSS 3, fake packages in its
// node_modules split into their own chunks), plus the isMainChunk switch of createContext().transformWxss.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))

const PRINCIPLE = 'docs/principle/index.mdx'
const PRINCIPLE_EN = 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx'
const API = 'docs/quick-start/frameworks/api.mdx'
const API_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/frameworks/api.mdx'

const MARKER = '@@RESULT '

const WXS = 'var cls = \'bg-[#123456] w-[77px]\'\nmodule.exports = { cls: cls }\n'

/**
 * node build-steps.mjs <webpack|vite> <options JSON>, run from the project root. Both builds split the fake
 * packages into chunks named common/vendor, common/plain and node_modules/fake-kit, record what the
 * plugin's jsMatcher is asked, and capture a chunk just before the plugin's hook runs. The webpack build
 * also emits a .wxs file and two stylesheets (app.wxss and a page's, both what Tailwind CSS 3 generates for
 * the project) for the plugin to process.
 */
const RUNNER = `
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import tailwindcss from 'tailwindcss'
import { getDefaultOptions } from 'weapp-tailwindcss/defaults'

const [bundler, optionsJson] = process.argv.slice(2)
const extra = JSON.parse(optionsJson)
const asked = new Set()
const defaultJsMatcher = getDefaultOptions().jsMatcher
const options = {
  appType: 'native',
  jsMatcher: file => { asked.add(file); return defaultJsMatcher(file) },
  ...(extra.wxsMatcher ? { wxsMatcher: file => file.endsWith('.wxs') } : {}),
}
const seen = {}
const chunkOf = id => id.includes('fake-ui') ? 'common/vendor' : id.includes('fake-plain') ? 'common/plain' : id.includes('fake-kit') ? 'node_modules/fake-kit' : undefined
// What Tailwind CSS 3 generates for the project, handed over as the global and as a page stylesheet.
const generated = (await postcss([tailwindcss()]).process('@tailwind base;\\n@tailwind utilities;\\n', { from: 'src/app.wxss' })).css
const extraAssets = { 'utils/fmt.wxs': ${JSON.stringify(WXS)}, 'app.wxss': generated, 'pages/index/index.wxss': generated }
let files = {}

if (bundler === 'webpack') {
  const { default: webpack } = await import('webpack')
  const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
  const probe = { apply(compiler) {
    compiler.hooks.compilation.tap('probe', compilation => {
      const { Compilation, sources } = compiler.webpack
      compilation.hooks.processAssets.tap({ name: 'probe', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, text] of Object.entries(extraAssets)) compilation.emitAsset(name, new sources.RawSource(text))
      })
      for (const [when, stage] of [['before', Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE - 1], ['after', Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE + 1]]) {
        compilation.hooks.processAssets.tap({ name: 'probe', stage }, assets => { seen[when] = assets['common/vendor.js'].source().toString() })
      }
    })
  } }
  const cacheGroups = Object.fromEntries(['fake-ui', 'fake-plain', 'fake-kit'].map(name => [name, { test: module => (module.resource ?? '').includes(path.join('node_modules', name, path.sep)), name: chunkOf(name), chunks: 'all', enforce: true }]))
  const compiler = webpack({
    mode: 'production',
    context: process.cwd(),
    entry: { app: './src/app.js' },
    output: { path: path.resolve('dist'), filename: '[name].js', clean: true },
    optimization: { minimize: false, splitChunks: { cacheGroups } },
    plugins: [new UnifiedWebpackPluginV5(options), probe],
  })
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => error ? reject(error) : resolve(result)))
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'))
  await new Promise(resolve => compiler.close(resolve))
  files = Object.fromEntries(fs.readdirSync('dist', { recursive: true }).filter(rel => fs.statSync(path.join('dist', rel)).isFile()).map(rel => [rel, fs.readFileSync(path.join('dist', rel), 'utf8')]))
} else if (bundler === 'core') {
  const { createContext } = await import('weapp-tailwindcss/core')
  const ctx = createContext({ appType: 'native' })
  const css = extraAssets['app.wxss']
  files = {
    'no option': (await ctx.transformWxss(css)).css,
    'isMainChunk: true': (await ctx.transformWxss(css, { isMainChunk: true })).css,
    'isMainChunk: false': (await ctx.transformWxss(css, { isMainChunk: false })).css,
  }
} else {
  const { build } = await import('vite')
  const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
  const probe = {
    name: 'probe',
    generateBundle(_, bundle) {
      seen.before = bundle['common/vendor.js'].code
      this.emitFile({ type: 'asset', fileName: 'utils/fmt.wxs', source: extraAssets['utils/fmt.wxs'] })
    },
  }
  const result = await build({
    root: process.cwd(), configFile: false, logLevel: 'silent',
    plugins: [UnifiedViteWeappTailwindcssPlugin(options), probe],
    build: { write: false, minify: false, rollupOptions: { input: { app: 'src/app.js' }, output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js', manualChunks: chunkOf } } },
  })
  for (const output of (Array.isArray(result) ? result : [result]).flatMap(r => r.output)) files[output.fileName] = output.type === 'chunk' ? output.code : String(output.source)
}
console.log(${JSON.stringify(MARKER)} + JSON.stringify({ files, seen, asked: [...asked] }))
`

const PROJECT: Record<string, string> = {
  'package.json': '{ "name": "matchers", "private": true }\n',
  'build-steps.mjs': RUNNER,
  // fake-ui's index.js is scanned by Tailwind CSS, its uncovered.js is not.
  'tailwind.config.js': 'module.exports = {\n  content: [\'./src/**/*.js\', \'./node_modules/fake-ui/index.js\', \'./node_modules/fake-kit/index.js\', \'./node_modules/fake-plain/index.js\'],\n  corePlugins: { preflight: false },\n}\n',
  'src/app.js': 'import { libClass, otherClass } from \'fake-ui\'\nimport { kitClass } from \'fake-kit\'\nimport { plainClass } from \'fake-plain\'\n\nconst sameAsKit = \'bg-[#654321] w-[66px]\'\nApp({ globalData: { libClass, otherClass, kitClass, plainClass, sameAsKit } })\n',
  'node_modules/fake-ui/package.json': '{ "name": "fake-ui", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/fake-ui/index.js': 'export const libClass = \'bg-[#123456] w-[77px]\'\nexport { otherClass } from \'./uncovered.js\'\n',
  'node_modules/fake-ui/uncovered.js': 'export const otherClass = \'bg-[#abcdef] h-[88px]\'\n',
  'node_modules/fake-kit/package.json': '{ "name": "fake-kit", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/fake-kit/index.js': 'export const kitClass = \'bg-[#654321] w-[66px]\'\n',
  'node_modules/fake-plain/package.json': '{ "name": "fake-plain", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/fake-plain/index.js': 'export const plainClass = \'pt-[33px]\'\n',
}

interface Build {
  files: Record<string, string>
  seen: { before?: string; after?: string }
  asked: string[]
}

/**
 * One project: Tailwind CSS 3.4.19 copied (weapp-tw patches it; the repository's copy is never touched),
 * webpack, Vite and weapp-tailwindcss linked, `weapp-tw patch` run as the project's postinstall. Each
 * build runs in its own process, as a reader's `npm run build` does; results are kept per variant.
 */
let project: Promise<string> | undefined
function projectDir(): Promise<string> {
  project ??= (async () => {
    const { Fixture } = await import('../lib/examples/cliFixtures')
    const { runCommand } = await import('../lib/examples/runCommand')
    const fixture = Fixture.create(root, 'matchers')
    process.once('exit', () => fixture.remove())
    for (const [file, text] of Object.entries(PROJECT)) fixture.file(file, text)
    for (const name of ['weapp-tailwindcss', 'webpack', 'vite', 'postcss']) fixture.link(name)
    fs.cpSync(fs.realpathSync(path.join(root, 'node_modules/tailwindcss-3')), path.join(fixture.dir, 'node_modules/tailwindcss'), { recursive: true })
    const patch = await runCommand(process.execPath, ['node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js', 'patch'], { cwd: fixture.dir, env: env(fixture.dir) })
    assert.equal(patch.exitCode, 0, `weapp-tw patch failed:\n${patch.output}`)
    return fixture.dir
  })()
  return project
}

/** A terminal in the project; Tailwind CSS 3's own dependencies resolve from the repository. */
const env = (dir: string) => ({ NODE_PATH: path.join(root, 'node_modules'), PWD: dir })

const builds = new Map<string, Promise<Build>>()
function build(bundler: 'webpack' | 'vite' | 'core', variant: { wxsMatcher?: boolean; disablePrecheck?: boolean } = {}): Promise<Build> {
  const key = `${bundler} ${JSON.stringify(variant)}`
  let pending = builds.get(key)
  if (!pending) {
    pending = (async () => {
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await projectDir()
      const extraEnv: Record<string, string> = variant.disablePrecheck ? { WEAPP_TW_DISABLE_JS_PRECHECK: '1' } : {}
      const run = await runCommand(process.execPath, ['build-steps.mjs', bundler, JSON.stringify(variant)], { cwd: dir, env: { ...env(dir), ...extraEnv } })
      const line = run.output.split('\n').find(text => text.startsWith(MARKER))
      assert.ok(run.exitCode === 0 && line, `${key} build failed (exit ${run.exitCode}):\n${run.output}`)
      return JSON.parse(line.slice(MARKER.length)) as Build
    })()
    builds.set(key, pending)
  }
  return pending
}

/** The class string a chunk assigns to `name`, with either quote style (webpack keeps ', Vite prints "). */
function classOf(code: string | undefined, name: string): string | undefined {
  return new RegExp(`${name} = ['"]([^'"]*)['"]`).exec(code ?? '')?.[1]
}

const BUNDLERS = ['webpack', 'vite'] as const

export default defineClaims(import.meta.url, [
  {
    id: 'library-class-strings-follow-the-class-set',
    says: 'Library code bundled into a shared chunk is escaped when Tailwind CSS generated its classes and left raw when it did not; only an output file whose own path has node_modules is skipped',
    quotes: [
      { page: PRINCIPLE, text: '库的代码被打包进 `common/vendor.js` 这样的公共 chunk 以后，和业务代码一样交给脚本处理器：`jsMatcher` 只看产物的文件名，只有产物自己的路径里带 `node_modules` 时才会跳过' },
      { page: PRINCIPLE, text: '所以库里的类名字符串会不会被转义，取决于 Tailwind CSS 有没有生成这些类，也就是库的文件在不在扫描范围里：在，就和业务代码一样被转义' },
      { page: PRINCIPLE, text: '不在，样式不会生成，字符串也原样保留' },
      { page: PRINCIPLE, text: '**Tailwind CSS 没扫描到的类名，脚本里也不会被转义**' },
      { page: PRINCIPLE, text: '**组件库里的类名，同样看类名集合**' },
      { page: PRINCIPLE_EN, text: '**a class name that Tailwind CSS didn\'t find isn\'t escaped in scripts either**' },
      { page: PRINCIPLE_EN, text: '**Class names in a component library also depend on the class name set**' },
      { page: PRINCIPLE_EN, text: 'Once a library\'s code is bundled into a shared chunk such as `common/vendor.js`, the script processor handles it just like your own code: `jsMatcher` looks only at output file names, and skips a file only when the output file\'s own path contains `node_modules`' },
      { page: PRINCIPLE_EN, text: 'So whether a library\'s class name strings are escaped depends on whether Tailwind CSS generated those classes, that is, on whether the library\'s files are in the scanned range' },
    ],
    async proof() {
      for (const bundler of BUNDLERS) {
        const { files } = await build(bundler)
        assert.equal(classOf(files['common/vendor.js'], 'libClass'), 'bg-_b_h123456_B w-_b77px_B', `${bundler}: the scanned library file is escaped in common/vendor.js`)
        assert.equal(classOf(files['common/vendor.js'], 'otherClass'), 'bg-[#abcdef] h-[88px]', `${bundler}: the library file Tailwind CSS did not scan stays raw`)
        assert.equal(classOf(files['app.js'], 'sameAsKit'), 'bg-_b_h654321_B w-_b66px_B', `${bundler}: fake-kit's classes are in the set (escaped in app.js)`)
        assert.equal(classOf(files['node_modules/fake-kit.js'], 'kitClass'), 'bg-[#654321] w-[66px]', `${bundler}: an output file under node_modules/ is skipped`)
      }
    },
  },
  {
    id: 'jsmatcher-is-given-output-file-names',
    says: 'jsMatcher is called with output file names, not source module paths; by default it accepts .js/.mjs/.cjs names without node_modules in the path',
    quotes: [
      { page: PRINCIPLE, text: '它拿到的是产物的文件名（例如 `common/vendor.js`），不是源码模块的路径，默认放行以 `.js`、`.mjs`、`.cjs` 结尾、且路径里不含 `node_modules` 的文件名' },
      { page: PRINCIPLE, text: '| `jsMatcher` | 按产物文件名决定哪些 JS 产物进入处理 | 排除路径含 `node_modules` 的产物 |' },
      { page: PRINCIPLE_EN, text: 'which is given the names of the output files (such as `common/vendor.js`), not the paths of the source modules; by default it accepts names ending in `.js`, `.mjs` or `.cjs` whose path does not contain `node_modules`' },
      { page: PRINCIPLE_EN, text: '| `jsMatcher` | Decides by output file name which JS output files are processed | Excludes output files whose path contains `node_modules` |' },
    ],
    async proof() {
      for (const bundler of BUNDLERS) {
        const { asked, files } = await build(bundler)
        const outputs = Object.keys(files)
        assert.ok(asked.includes('common/vendor.js') && asked.includes('node_modules/fake-kit.js'), `${bundler}: asked about the output chunks (${asked.join(', ')})`)
        assert.deepEqual(asked.filter(name => !outputs.includes(name)), [], `${bundler}: every name jsMatcher is given is an output file`)
        assert.ok(!asked.some(name => name.includes('src/') || path.isAbsolute(name) || name.includes('uncovered')), `${bundler}: no source module path`)
      }
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const jsMatcher = getDefaultOptions().jsMatcher!
      for (const name of ['common/vendor.js', 'app.js', 'chunk.mjs', 'chunk.cjs']) assert.equal(jsMatcher(name), true, `${name} is accepted`)
      for (const name of ['node_modules/fake-kit.js', 'miniprogram_npm/node_modules/x.js', 'app.wxss', 'app.json', 'a.ts']) assert.equal(jsMatcher(name), false, `${name} is not`)
    },
  },
  {
    id: 'precheck-applies-to-bundler-chunks',
    says: 'In 4.12.0 the JS pre-check also skips a webpack or Vite chunk without class hints (here one holding only pt-[33px], which is in the class set)',
    quotes: [
      { page: PRINCIPLE, text: '在 4.12.0 中，转换之前还有一道正则预检查：文件里既没有依赖语句，也没有 `className`、`bg-[`、`w-` 之类的类名迹象时，整份原样输出，webpack 和 Vite 插件处理的每个 chunk 也要过这道检查' },
      { page: PRINCIPLE_EN, text: 'In 4.12.0, a regular-expression pre-check runs before the transform: a file with neither a dependency statement nor a sign of class names such as `className`, `bg-[` or `w-` is output unchanged, and every chunk the webpack and Vite plugins process goes through this check as well' },
    ],
    async proof() {
      for (const bundler of BUNDLERS) {
        const { files } = await build(bundler)
        assert.equal(classOf(files['common/plain.js'], 'plainClass'), 'pt-[33px]', `${bundler}: the chunk without hints is output unchanged`)
        const { files: unchecked } = await build(bundler, { disablePrecheck: true })
        assert.equal(classOf(unchecked['common/plain.js'], 'plainClass'), 'pt-_b33px_B', `${bundler}: with WEAPP_TW_DISABLE_JS_PRECHECK=1 it is escaped, so the class is in the set`)
      }
    },
  },
  {
    id: 'webpack-summarize-stage-vite-generate-bundle',
    says: 'The webpack plugin rewrites assets in processAssets at PROCESS_ASSETS_STAGE_SUMMARIZE; the Vite plugin in generateBundle',
    quotes: [
      { page: PRINCIPLE, text: 'webpack 插件挂在 `processAssets` 钩子的 `PROCESS_ASSETS_STAGE_SUMMARIZE` 阶段，Vite 插件在 `generateBundle` 阶段' },
      { page: PRINCIPLE_EN, text: 'the webpack plugin hooks into the `PROCESS_ASSETS_STAGE_SUMMARIZE` stage of the `processAssets` hook, the Vite plugin works in `generateBundle`' },
    ],
    async proof() {
      const webpack = await build('webpack')
      assert.equal(classOf(webpack.seen.before, 'libClass'), 'bg-[#123456] w-[77px]', 'webpack, stage SUMMARIZE - 1: not yet rewritten')
      assert.equal(classOf(webpack.seen.after, 'libClass'), 'bg-_b_h123456_B w-_b77px_B', 'webpack, stage SUMMARIZE + 1: rewritten')
      const vite = await build('vite')
      assert.equal(classOf(vite.seen.before, 'libClass'), 'bg-[#123456] w-[77px]', 'Vite, another plugin\'s generateBundle: not yet rewritten')
      assert.equal(classOf(vite.files['common/vendor.js'], 'libClass'), 'bg-_b_h123456_B w-_b77px_B', 'Vite, the bundle after generateBundle: rewritten')
    },
  },
  {
    id: 'wxs-files-need-wxsmatcher',
    says: 'A .wxs file is processed only when wxsMatcher matches it (a .filter.js already passes the default jsMatcher); the Vite plugin leaves a .wxs emitted as an asset raw even then, the webpack plugin escapes it; wxsMatcher and inlineWxs are typed experimental',
    quotes: [
      { page: PRINCIPLE, text: '独立的 `.wxs`（以及支付宝的 `.sjs`）需要通过 `wxsMatcher` 声明匹配规则，百度的 `.filter.js` 以 `.js` 结尾，默认的 `jsMatcher` 已经会放行' },
      { page: PRINCIPLE, text: '`inlineWxs` 和 `wxsMatcher` 都标记为实验性质' },
      { page: PRINCIPLE_EN, text: 'standalone `.wxs` files (and Alipay\'s `.sjs`) need a matching rule declared with `wxsMatcher`, while Baidu\'s `.filter.js` ends in `.js` and already passes the default `jsMatcher`' },
      { page: PRINCIPLE_EN, text: '`inlineWxs` and `wxsMatcher` are both marked experimental' },
    ],
    async proof() {
      for (const bundler of BUNDLERS) {
        const { files } = await build(bundler)
        assert.equal(classOf(files['utils/fmt.wxs'], 'cls'), 'bg-[#123456] w-[77px]', `${bundler}, default options: the .wxs file is left alone`)
      }
      const webpack = await build('webpack', { wxsMatcher: true })
      assert.equal(classOf(webpack.files['utils/fmt.wxs'], 'cls'), 'bg-_b_h123456_B w-_b77px_B', 'webpack with wxsMatcher: the .wxs asset is escaped')
      const vite = await build('vite', { wxsMatcher: true })
      assert.equal(classOf(vite.files['utils/fmt.wxs'], 'cls'), 'bg-[#123456] w-[77px]', 'Vite with wxsMatcher: the .wxs asset stays raw')
      assert.equal(classOf(vite.files['common/vendor.js'], 'libClass'), 'bg-_b_h123456_B w-_b77px_B', 'Vite with wxsMatcher: chunks are still escaped')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions()
      for (const name of ['utils/fmt.wxs', 'utils/fmt.sjs']) {
        assert.equal(defaults.jsMatcher!(name) || defaults.wxsMatcher!(name), false, `${name}: neither default matcher takes it`)
      }
      assert.equal(defaults.jsMatcher!('pages/order/fmt.filter.js'), true, '.filter.js passes the default jsMatcher')
      // The published option types (a hashed .d.ts chunk of dist/).
      const dist = path.join(fs.realpathSync(path.join(root, 'node_modules/weapp-tailwindcss')), 'dist')
      const types = fs.readdirSync(dist).filter(name => name.endsWith('.d.ts')).map(name => fs.readFileSync(path.join(dist, name), 'utf8')).find(text => text.includes('wxsMatcher?:')) ?? ''
      for (const option of ['wxsMatcher', 'inlineWxs']) {
        const doc = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*${option}\\?:`).exec(types)?.[1]
        assert.match(doc ?? '', /@experimental/, `${option} is typed @experimental`)
      }
    },
  },
  {
    id: 'main-css-chunk-by-apptype-and-ismainchunk-default',
    says: 'The webpack plugin picks the global stylesheet by appType (native: app.wxss gets the --tw-content rule and cssPreflight, a page stylesheet does not); createContext().transformWxss treats a file as global unless isMainChunk: false',
    quotes: [
      { page: API, text: '构建插件会根据 `appType` 自动判断哪个文件是全局样式' },
      { page: API, text: '直接调用 API 时 `isMainChunk` 默认按 `true` 处理' },
      { page: API, text: '为 `true` 时，处理器才会补上 `::before,::after` 的 `--tw-content` 规则，并把 `cssPreflight` 的基础样式追加到变量作用域那条规则里' },
      { page: API_EN, text: 'the build plugins use `appType` to work out automatically which file is the global stylesheet; when you call the API directly, `isMainChunk` is treated as `true` by default' },
    ],
    async proof() {
      const { files } = await build('webpack')
      const app = files['app.wxss']
      const page = files['pages/index/index.wxss']
      assert.match(app, /::before,::after \{\s*--tw-content: ""\s*\}/, 'app.wxss: the --tw-content rule')
      assert.match(app, /view,text,::before,::after \{[^}]*box-sizing: border-box/, 'app.wxss: cssPreflight appended to the variable scope rule')
      assert.doesNotMatch(page, /--tw-content/, 'page stylesheet: no --tw-content rule')
      assert.doesNotMatch(page, /box-sizing/, 'page stylesheet: no cssPreflight')
      // Node.js API in the same project: the stylesheet without options, as global, and as a page's.
      const core = (await build('core')).files
      assert.equal(core['no option'], core['isMainChunk: true'], 'no option = isMainChunk: true')
      assert.match(core['no option'], /::before,::after \{\s*--tw-content: ""\s*\}/)
      assert.match(core['no option'], /view,text,::before,::after \{[^}]*box-sizing: border-box/)
      assert.doesNotMatch(core['isMainChunk: false'], /--tw-content|box-sizing/, 'isMainChunk: false: neither')
    },
  },
  {
    id: 'ismainchunk-tailwind4-property-and-supports',
    says: 'With Tailwind CSS 4, isMainChunk: true also deletes @property; the @supports wrapper of the fallback rules goes only when its condition is margin-trim: inline, and Tailwind CSS 4.3.5 generates margin-trim: block, so it stays',
    quotes: [
      { page: API, text: 'Tailwind CSS 4 下还会删除 `@property`' },
      { page: API, text: '兜底规则外面那层 `@supports`，只有条件写的是 `margin-trim: inline` 时才会拆掉，Tailwind CSS 4.3.5 生成的是 `margin-trim: block`，这层会留下来' },
      { page: API_EN, text: 'under Tailwind CSS 4 it also deletes `@property`; the `@supports` wrapper around the fallback rules is removed only when its condition says `margin-trim: inline`, and Tailwind CSS 4.3.5 generates `margin-trim: block`, so that wrapper stays' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tailwindVersion = (JSON.parse(fs.readFileSync(path.join(root, 'node_modules/tailwindcss/package.json'), 'utf8')) as { version: string }).version
      assert.equal(tailwindVersion, '4.3.5')
      const input = { template: '<view class="shadow translate-x-2"></view>', css: '@import "weapp-tailwindcss";', options: {} }
      const asIs = await runTailwind4(input)
      assert.match(asIs.css, /@supports[^{]*margin-trim: block/, 'Tailwind CSS 4.3.5 generates margin-trim: block')
      const page = await runTailwind4({ ...input, isMainChunk: false })
      assert.match(asIs.wxss, /@supports/, 'global, margin-trim: block: the @supports wrapper stays')
      assert.doesNotMatch(asIs.wxss, /@property/, 'global: @property deleted')
      assert.match(page.wxss, /@property/, 'page stylesheet: @property kept')
      const inline = await runTailwind4({ ...input, marginTrimInline: true })
      const inlinePage = await runTailwind4({ ...input, marginTrimInline: true, isMainChunk: false })
      assert.doesNotMatch(inline.wxss, /@supports/, 'global, margin-trim: inline: the wrapper is removed')
      assert.match(inlinePage.wxss, /@supports/, 'page stylesheet, margin-trim: inline: the wrapper stays')
    },
  },
])
