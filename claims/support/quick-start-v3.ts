// Shared by the claims/quick-start-v3*.ts modules (the Tailwind CSS 3 setup guides): page paths in both
// languages, a code block of a page by its title, the main-stylesheet rule of an appType, and uni-app's own
// Vue 2 PostCSS plugin taken from the published @dcloudio/vue-cli-plugin-uni (slow proofs only).
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current/'
/** A page of docs/quick-start in both languages: `page('frameworks/uni-app.mdx')`. */
export const page = (rel: string) => ({ zh: `docs/quick-start/${rel}`, en: `${EN_DOCS}quick-start/${rel}` })

/** A code block of a page by its title (the Chinese and English pages carry the same code). */
export async function block(pagePath: string, title: string): Promise<string> {
  const { codeBlocks } = await import('../../lib/content/codeBlocks')
  const found = codeBlocks(fs.readFileSync(path.join(ROOT, pagePath), 'utf8')).find(b => b.title === title)
  assert.ok(found, `${pagePath} has a code block titled ${title}`)
  return found.code
}

/** Does weapp-tailwindcss 4.12.0 treat `file` as the main stylesheet (the one that gets the CSS variables) for `appType`? */
export async function isMainStylesheet(file: string, appType?: string): Promise<boolean> {
  const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
  return getDefaultOptions().mainCssChunkMatcher!(file, appType as never)
}

/** The release of uni-app's Vue 2 CLI plugin whose PostCSS plugin the proofs run (the newest 2.0.2 release). */
export const UNI_VUE2_RELEASE = '2.0.2-4080420251103001'

/**
 * A folder that can `require('./uni-postcss')`: the PostCSS plugin of @dcloudio/vue-cli-plugin-uni
 * (packages/postcss, which the uni-app Vue 2 template's postcss.config.js registers), copied out of the
 * published tarball. Its two helpers from @dcloudio/uni-cli-shared are stubbed (no platform CSS variables,
 * no url rewriting); postcss and its parsers resolve to this site's node_modules. Registry: slow proofs only.
 */
export async function uniVue2PostcssDir(): Promise<{ dir: string, source: string }> {
  const { scratch, unpacked, write } = await import('./uni-css')
  const pkg = await unpacked(`@dcloudio/vue-cli-plugin-uni@${UNI_VUE2_RELEASE}`)
  const dir = scratch('qs3-uni-postcss')
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  for (const file of ['index.js', 'tags.js']) fs.cpSync(path.join(pkg, 'packages/postcss', file), path.join(dir, 'uni-postcss', file))
  write(dir, {
    'uni-postcss/node_modules/@dcloudio/uni-cli-shared/index.js': 'exports.getPlatformCssVars = () => ({})\n',
    'uni-postcss/node_modules/@dcloudio/uni-cli-shared/lib/url-loader.js': 'exports.rewriteUrl = () => {}\n',
  })
  return { dir, source: fs.readFileSync(path.join(pkg, 'packages/postcss/index.js'), 'utf8') }
}

// ---------------------------------------------------------------------------------------------------
// A uni-app Vue 3 + Vite project made from the official template (dcloudio/uni-preset-vue, branch vite, whose
// dependencies are pinned to the release below and vite 5.2.8), set up as frameworks/uni-app-vite.mdx says:
// the Tailwind CSS 3 install command of the shared partial, weapp-tailwindcss with its `postinstall`, the
// page's tailwind.config.js, vite.config.ts and src/App.vue. Registry: slow proofs only.

/** The @dcloudio release of the template's `vite` branch. */
const UNI_VUE3_TEMPLATE_RELEASE = '3.0.0-4020920240930001'

interface UniRun {
  /** What the command printed, ANSI colours removed. */
  output: string
  exitCode: number | null
  /** Files of the output directory (dist/dev/mp-weixin for `uni -p`, dist/build/mp-weixin for `uni build -p`), by path. */
  dist: Record<string, string>
}

export interface UniVue3Tailwind3 {
  /** `npm run dev:mp-weixin` (uni -p mp-weixin) before sass is installed. */
  devWithoutSass: UniRun
  /** `npm run dev:mp-weixin` with the page's files once sass is installed (stopped after the first build). */
  dev: UniRun
  /** The installed sass version. */
  sassVersion: string
  /** `uni build -p mp-weixin` with the page's config plus a probe plugin that records css.postcss.plugins. */
  postcssPlugins: string[]
  /** `uni build -p mp-weixin` with Tailwind CSS in postcss.config.js and no css.postcss in vite.config.ts. */
  externalPostcssConfig: UniRun
  /** `npm run dev:mp-weixin` with the page's uniApp-preset config, without and with `tailwindcss: { version: 3 }`. */
  presetWithoutVersion: UniRun
  preset: UniRun
  /** `uni build -p mp-weixin` with the page's config as vite.config.mts and `require('tailwindcss')` instead of the import. */
  requireInMts: UniRun
  /** `uni build -p mp-weixin` with unplugin-auto-import (ESM only) imported at the top, then loaded with `await import()` in an async config. */
  esmOnlyImported: UniRun
  esmOnlyAwaited: UniRun
  /**
   * `uni build -p mp-weixin` with Tailwind CSS imported in uni.scss instead of App.vue, and again with only a variable
   * in uni.scss: pages/index and pages/other have `<style lang="scss">`, pages/plain a plain `<style>`, one rule each.
   */
  uniScssImports: UniRun
  uniScssVariablesOnly: UniRun
}

let uniVue3: Promise<UniVue3Tailwind3> | undefined

export function uniVue3Tailwind3(): Promise<UniVue3Tailwind3> {
  uniVue3 ??= (async () => {
    const os = await import('node:os')
    const { runCommand } = await import('../../lib/examples/runCommand')
    const VITE = 'docs/quick-start/frameworks/uni-app-vite.mdx'
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs3-uni-vue3-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    const R = UNI_VUE3_TEMPLATE_RELEASE
    write('package.json', JSON.stringify({
      name: 'uni-preset-vue',
      version: '0.0.0',
      scripts: { 'dev:mp-weixin': 'uni -p mp-weixin', 'build:mp-weixin': 'uni build -p mp-weixin' },
      dependencies: { '@dcloudio/uni-app': R, '@dcloudio/uni-components': R, '@dcloudio/uni-h5': R, '@dcloudio/uni-mp-weixin': R, 'vue': '^3.4.21', 'vue-i18n': '^9.1.9' },
      devDependencies: { '@dcloudio/uni-cli-shared': R, '@dcloudio/vite-plugin-uni': R, '@vue/runtime-core': '^3.4.21', 'vite': '5.2.8' },
    }, null, 2))
    write('index.html', '<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>\n')
    write('src/main.js', "import { createSSRApp } from 'vue'\nimport App from './App.vue'\nexport function createApp() {\n  const app = createSSRApp(App)\n  return { app }\n}\n")
    write('src/pages.json', JSON.stringify({ pages: [{ path: 'pages/index/index', style: { navigationBarTitleText: 'uni-app' } }] }))
    write('src/manifest.json', JSON.stringify({ 'name': 'qs3', 'appid': '', 'versionName': '1.0.0', 'versionCode': '100', 'vueVersion': '3', 'mp-weixin': { appid: '', usingComponents: true } }))
    write('src/uni.scss', '$uni-color-primary: #007aff;\n')
    write('src/pages/index/index.vue', '<template>\n  <view class="w-[120rpx] h-[120rpx] bg-[#1677ff] p-4 rounded-lg">tw</view>\n</template>\n')
    write('tailwind.config.js', `${await block(VITE, 'tailwind.config.js')}\n`)
    write('src/App.vue', `${await block(VITE, 'src/App.vue')}\n`)
    const { codeBlocks } = await import('../../lib/content/codeBlocks')
    const [pageConfig, presetConfig] = codeBlocks(fs.readFileSync(path.join(ROOT, VITE), 'utf8')).filter(b => b.title === 'vite.config.ts').map(b => `${b.code}\n`)
    assert.ok(pageConfig && presetConfig, 'the page has the two vite.config.ts blocks')

    const npm = async (args: string[]) => {
      const result = await runCommand('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir, baseEnv: 'shell', timeoutMs: 600_000 })
      assert.equal(result.exitCode, 0, `npm ${args.join(' ')}:\n${result.output}`)
    }
    await npm(['install'])
    await npm(['install', '-D', 'tailwindcss@3', 'postcss', 'autoprefixer'])
    await npm(['install', '-D', 'weapp-tailwindcss'])
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    pkg.scripts.postinstall = 'weapp-tw patch'
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
    await npm(['run', 'postinstall'])

    const uniBin = path.join(dir, 'node_modules/.bin/uni')
    const read = (out: string) => {
      const base = path.join(dir, out)
      if (!fs.existsSync(base)) return {}
      return Object.fromEntries(fs.readdirSync(base, { recursive: true }).map(String)
        .filter(rel => fs.statSync(path.join(base, rel)).isFile()).map(rel => [rel, fs.readFileSync(path.join(base, rel), 'utf8')]))
    }
    const plain = (text: string) => text.replace(/\u001B\[[0-9;]*m/g, '')
    const run = async (config: string, mode: 'dev' | 'build', file = 'vite.config.ts'): Promise<UniRun> => {
      for (const name of ['vite.config.ts', 'vite.config.mts']) fs.rmSync(path.join(dir, name), { force: true })
      write(file, config)
      fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
      const args = mode === 'dev' ? ['-p', 'mp-weixin'] : ['build', '-p', 'mp-weixin']
      const result = await runCommand(uniBin, args, {
        cwd: dir,
        timeoutMs: 300_000,
        until: mode === 'dev' ? /Build complete\. Watching for changes|Preprocessor dependency|failed to load config/ : undefined,
      })
      return { output: plain(result.output), exitCode: result.exitCode, dist: read(mode === 'dev' ? 'dist/dev/mp-weixin' : 'dist/build/mp-weixin') }
    }

    const devWithoutSass = await run(pageConfig, 'dev')
    // The page's command, at the version its sentence names.
    await npm(['install', '-D', 'sass@1.108.2'])
    const sassVersion = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/sass/package.json'), 'utf8')).version as string
    const dev = await run(pageConfig, 'dev')
    const probe = "import { writeFileSync } from 'node:fs'\n" + pageConfig.replace('  plugins: [\n    uni(),',
      "  plugins: [\n    { name: 'probe', configResolved(c) { writeFileSync('postcss-plugins.json', JSON.stringify(c.css.postcss.plugins.map(p => p.postcssPlugin ?? p.name))) } },\n    uni(),")
    assert.notEqual(probe, pageConfig, 'the probe plugin was added')
    await run(probe, 'build')
    const postcssPlugins = JSON.parse(fs.readFileSync(path.join(dir, 'postcss-plugins.json'), 'utf8')) as string[]
    const inline = /\n {2}css: \{\n {4}postcss: \{\n[^]*?\n {2}\},\n/
    assert.match(pageConfig, inline)
    write('postcss.config.js', 'module.exports = {\n  plugins: {\n    tailwindcss: {},\n    autoprefixer: {},\n  },\n}\n')
    const externalPostcssConfig = await run(pageConfig.replace(inline, '\n'), 'build')
    fs.rmSync(path.join(dir, 'postcss.config.js'))
    const withoutVersion = presetConfig.replace(/\n\s*\/\/[^\n]*\n\s*tailwindcss: \{ version: 3 \},/, '')
    assert.notEqual(withoutVersion, presetConfig, 'the version line was taken out')
    const presetWithoutVersion = await run(withoutVersion, 'dev')
    const preset = await run(presetConfig, 'dev')
    const required = pageConfig.replace("import tailwindcss from 'tailwindcss'\n", "const tailwindcss = require('tailwindcss')\n")
    assert.notEqual(required, pageConfig)
    const requireInMts = await run(required, 'build', 'vite.config.mts')
    // The plugin's peer range does not include the template's vue, so npm needs --legacy-peer-deps.
    await npm(['install', '-D', '--legacy-peer-deps', 'unplugin-auto-import@21.1.0'])
    const withAutoImport = (config: string) => config.replace('  plugins: [\n    uni(),', "  plugins: [\n    AutoImport({ imports: ['vue'] }),\n    uni(),")
    const viteImport = "import { defineConfig } from 'vite'\n"
    const imported = withAutoImport(pageConfig.replace(viteImport, `import AutoImport from 'unplugin-auto-import/vite'\n${viteImport}`))
    const esmOnlyImported = await run(imported, 'build')
    const body = pageConfig.slice(pageConfig.indexOf('export default defineConfig({\n') + 'export default defineConfig({\n'.length, pageConfig.lastIndexOf('})'))
    const head = pageConfig.slice(0, pageConfig.indexOf('export default defineConfig({'))
    const awaited = `${head}export default defineConfig(async () => {\n  const { default: AutoImport } = await import('unplugin-auto-import/vite')\n  return {\n${withAutoImport(body)}  }\n})\n`
    const esmOnlyAwaited = await run(awaited, 'build')
    // Tailwind CSS imported in uni.scss (the HBuilderX page's trouble case), the page's config otherwise.
    write('src/App.vue', '<script>\nexport default {}\n</script>\n<style>\n.app-root { margin: 0; }\n</style>\n')
    write('src/pages.json', JSON.stringify({ pages: ['index/index', 'other/other', 'plain/plain'].map(page => ({ path: `pages/${page}` })) }))
    write('src/pages/index/index.vue', '<template>\n  <view class="w-[120rpx] h-[120rpx] bg-[#1677ff] p-4 rounded-lg">tw</view>\n</template>\n<style lang="scss">\n.index-card { margin: 3px; }\n</style>\n')
    write('src/pages/other/other.vue', '<template>\n  <view class="flex">other</view>\n</template>\n<style lang="scss">\n.other-card { margin: 1px; }\n</style>\n')
    write('src/pages/plain/plain.vue', '<template>\n  <view class="flex">plain</view>\n</template>\n<style>\n.plain-card { margin: 2px; }\n</style>\n')
    write('src/uni.scss', "$uni-color-primary: #007aff;\n@import 'tailwindcss/base';\n@import 'tailwindcss/components';\n@import 'tailwindcss/utilities';\n")
    const uniScssImports = await run(pageConfig, 'build')
    write('src/uni.scss', '$uni-color-primary: #007aff;\n')
    const uniScssVariablesOnly = await run(pageConfig, 'build')
    return {
      uniScssImports, uniScssVariablesOnly,
      devWithoutSass, dev, sassVersion, postcssPlugins, externalPostcssConfig, presetWithoutVersion, preset, requireInMts, esmOnlyImported, esmOnlyAwaited,
    }
  })()
  return uniVue3
}

// ---------------------------------------------------------------------------------------------------
// Running one CommonJS file of a published package without installing its dependencies: the modules
// named in `stubs` are replaced, everything else resolves from this site's node_modules, and what the
// file prints with console.log is captured.

export interface CommonJsRun {
  exports: Record<string, unknown>
  /** What the file printed with console.log / console.warn, one entry per call (strings as they are, an error as the line Node prints first for it). */
  printed: string[]
}

export async function runCommonJs(file: string, stubs: Record<string, unknown> = {}): Promise<CommonJsRun> {
  const vm = await import('node:vm')
  const util = await import('node:util')
  const { createRequire } = await import('node:module')
  const siteRequire = createRequire(`${ROOT}package.json`)
  const printed: string[] = []
  // An error's toString() is the first line Node prints for it (`TypeError [ERR_…]: …`); its stack is left out, as vite-node rewrites it.
  const log = (...args: unknown[]) => { printed.push(args.map(arg => typeof arg === 'string' ? arg : arg instanceof Error ? String(arg) : util.inspect(arg)).join(' ')) }
  const module = { exports: {} as Record<string, unknown> }
  const require = (id: string) => (id in stubs ? stubs[id] : siteRequire(id))
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname, console) {\n${fs.readFileSync(file, 'utf8')}\n})`, { filename: file })
  wrapper(module.exports, require, module, file, path.dirname(file), { log, warn: log, error: log, info: log })
  return { exports: module.exports, printed }
}

/** The source of `function <name>(…) { … }` in a file, by brace matching: a published helper's own code, for a stub. */
export function functionSource(file: string, name: string): string {
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf(`function ${name}(`)
  assert.ok(start !== -1, `${file} defines ${name}`)
  // The body starts at the first `) {` (a default parameter such as `opts = {}` has braces of its own).
  const body = start + text.slice(start).search(/\)\s*\{/)
  let depth = 0
  for (let i = text.indexOf('{', body); i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1)
  }
  throw new Error(`${name} in ${file} has no end`)
}

/**
 * The languages the Tailwind CSS IntelliSense language service knows without tailwindCSS.includeLanguages
 * (the html, css, js and special lists of the latest @tailwindcss/language-service, read from its bundle). Registry: slow proofs only.
 */
export async function builtInLanguages(): Promise<string[]> {
  const { unpacked } = await import('./uni-css')
  const bundle = fs.readFileSync(path.join(await unpacked('@tailwindcss/language-service'), 'dist/index.js'), 'utf8')
  const list = (name: string) => {
    const found = bundle.match(new RegExp(`var ${name} = \\[([^\\]]*)\\]`))
    assert.ok(found, `the bundle defines ${name}`)
    return [...found[1]!.matchAll(/"([^"]+)"/g)].map(m => m[1]!)
  }
  return [...list('htmlLanguages'), ...list('cssLanguages'), ...list('jsLanguages'), ...list('specialLanguages')]
}

// ---------------------------------------------------------------------------------------------------
// An rsmax 1.3.14 project set up as frameworks/rsmax.mdx says, built with `rsmax build` for each case the page
// reports (Tailwind CSS 3, then the page's switch to Tailwind CSS 4). Registry: slow proofs only.

interface RsmaxBuild {
  output: string
  exitCode: number | null
  files: Record<string, string>
}

export interface RsmaxExperiment {
  versions: { rspack: string, rspackChain: string, postcssLoader: string }
  tw3: RsmaxBuild
  tw3FunctionConfig: RsmaxBuild
  pxDefault: RsmaxBuild
  pxOff: RsmaxBuild
  noTarget: RsmaxBuild
  configFiles: Record<'postcss.config.cjs' | '.postcssrc.json' | 'src/postcss.config.js' | 'none', RsmaxBuild>
  doctorTw3: { output: string, exitCode: number | null }
  doctorTw3Rc: { output: string, exitCode: number | null }
  plainInstallVersion: string
  tw4Exact: { recorded: Record<string, string>, build: RsmaxBuild }
  /** Tailwind CSS 4.3.3, the page's example without cssEntries in rsmax.config.js. */
  tw4NoEntries: RsmaxBuild
  tw435: RsmaxBuild
  tw435MarginTrim: RsmaxBuild
  brandWithoutEntries: RsmaxBuild
  brandWithEntries: RsmaxBuild
  doctorTw4: { output: string, exitCode: number | null }
}

let rsmax: Promise<RsmaxExperiment> | undefined

export function rsmaxExperiment(): Promise<RsmaxExperiment> {
  rsmax ??= (async () => {
    const os = await import('node:os')
    const { runCommand } = await import('../../lib/examples/runCommand')
    const { codeBlocks } = await import('../../lib/content/codeBlocks')
    const PAGE = 'docs/quick-start/frameworks/rsmax.mdx'
    const blocks = codeBlocks(fs.readFileSync(path.join(ROOT, PAGE), 'utf8'))
    const titled = (title: string, index = 0) => {
      const found = blocks.filter(b => b.title === title)[index]
      assert.ok(found, `${PAGE} has block ${index} titled ${title}`)
      return `${found.code}\n`
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs3-rsmax-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    const remove = (file: string) => fs.rmSync(path.join(dir, file), { force: true })
    const npm = async (args: string[]) => {
      const result = await runCommand('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir, baseEnv: 'shell', timeoutMs: 600_000 })
      assert.equal(result.exitCode, 0, `npm ${args.join(' ')}:\n${result.output}`)
    }
    const version = (pkg: string) => JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version as string
    const read = () => Object.fromEntries(fs.existsSync(path.join(dir, 'dist'))
      ? fs.readdirSync(path.join(dir, 'dist'), { recursive: true }).map(String).filter(rel => fs.statSync(path.join(dir, 'dist', rel)).isFile())
        .map(rel => [rel, fs.readFileSync(path.join(dir, 'dist', rel), 'utf8')])
      : [])
    /** `rsmax build -t <target>`; `null` builds without -t. */
    const build = async (target: string | null = 'wechat'): Promise<RsmaxBuild> => {
      fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
      const result = await runCommand(path.join(dir, 'node_modules/.bin/rsmax'), ['build', ...(target === null ? [] : ['-t', target])], { cwd: dir, timeoutMs: 300_000 })
      return { output: result.output, exitCode: result.exitCode, files: read() }
    }
    const doctor = async () => {
      const result = await runCommand(path.join(dir, 'node_modules/.bin/weapp-tw'), ['doctor'], { cwd: dir, timeoutMs: 120_000 })
      return { output: result.output, exitCode: result.exitCode }
    }

    write('package.json', JSON.stringify({ name: 'rsmax-app', private: true, version: '1.0.0', dependencies: { 'react': '^18.3.1', 'rsmax': '1.3.14' } }, null, 2))
    await npm(['install'])
    await npm(['install', '-D', 'tailwindcss@3', 'postcss', 'autoprefixer'])
    await npm(['install', '-D', 'weapp-tailwindcss'])
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    pkg.scripts = { postinstall: 'weapp-tw patch' }
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
    await npm(['run', 'postinstall'])
    const versions = { rspack: version('@rspack/core'), rspackChain: version('rspack-chain'), postcssLoader: version('postcss-loader') }

    // The app shell rsmax needs besides the page's files.
    write('src/app.js', 'import \'./app.css\'\nconst App = (props) => props.children\nexport default App\n')
    write('src/app.config.js', 'module.exports = { pages: [\'pages/index/index\'] }\n')
    const pageTsx = titled('src/pages/index/index.tsx')
    write('src/pages/index/index.tsx', pageTsx)
    write('tailwind.config.js', titled('tailwind.config.js'))
    write('postcss.config.js', titled('postcss.config.js', 0))
    const tw3Rsmax = titled('rsmax.config.js', 0)
    write('rsmax.config.js', tw3Rsmax)
    write('src/app.css', titled('src/app.css', 0))
    const tw3 = await build()
    write('postcss.config.js', titled('postcss.config.js（函数写法）'))
    const tw3FunctionConfig = await build()
    write('postcss.config.js', titled('postcss.config.js', 0))
    const noTarget = await build(null)
    // px: a page with w-[100px], border and shadow-md, with rsmax's default and with the page's pxToRpx: false.
    write('src/pages/index/index.tsx', pageTsx.replace('<View className="w-[120rpx]', '<View className="w-[100px] border" />\n      <View className="w-[120rpx]'))
    const pxDefault = await build()
    assert.match(titled('rsmax.config.js（片段）'), /pxToRpx: false,/)
    write('rsmax.config.js', tw3Rsmax.replace('module.exports = {\n', 'module.exports = {\n  pxToRpx: false,\n'))
    const pxOff = await build()
    write('rsmax.config.js', tw3Rsmax)
    write('src/pages/index/index.tsx', pageTsx)
    // Where the PostCSS config can be.
    const objectConfig = titled('postcss.config.js', 0)
    remove('postcss.config.js')
    const configFiles = {} as RsmaxExperiment['configFiles']
    for (const [file, text] of [['postcss.config.cjs', objectConfig], ['.postcssrc.json', '{ "plugins": { "tailwindcss": {}, "autoprefixer": {} } }\n'], ['src/postcss.config.js', objectConfig]] as const) {
      write(file, text)
      configFiles[file] = await build()
      remove(file)
    }
    configFiles.none = await build()
    write('.postcssrc.json', '{ "plugins": { "tailwindcss": {}, "autoprefixer": {} } }\n')
    const doctorTw3Rc = await doctor()
    remove('.postcssrc.json')
    write('postcss.config.js', objectConfig)
    const doctorTw3 = await doctor()
    // A plain `npm install -D tailwindcss` after Tailwind CSS 3 is recorded as ^3.4.19.
    await npm(['install', '-D', 'tailwindcss'])
    const plainInstallVersion = version('tailwindcss')

    // Tailwind CSS 4, as the page switches: the exact install, the new PostCSS config, entry and rsmax.config.js.
    await npm(['install', '-D', '--save-exact', 'tailwindcss@4.3.3', '@tailwindcss/postcss@4.3.3', 'postcss'])
    const recorded = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).devDependencies as Record<string, string>
    remove('tailwind.config.js')
    write('postcss.config.js', titled('postcss.config.js', 1))
    write('src/app.css', titled('src/app.css', 1))
    const tw4Rsmax = titled('rsmax.config.js', 1)
    write('rsmax.config.js', tw4Rsmax)
    const tw4Exact = { recorded, build: await build() }
    const doctorTw4 = await doctor()
    write('rsmax.config.js', tw4Rsmax.replace(/\n\s*cssEntries: \[[^\]]*\],/, ''))
    const tw4NoEntries = await build()
    const brandCss = titled('src/app.css（加了自定义颜色）')
    write('src/app.css', brandCss)
    write('src/pages/index/index.tsx', pageTsx.replace('text-[#1677ff]">Hello', 'text-brand/50">Hello'))
    write('rsmax.config.js', tw4Rsmax.replace(/\n\s*cssEntries: \[[^\]]*\],/, ''))
    const brandWithoutEntries = await build()
    write('rsmax.config.js', tw4Rsmax)
    const brandWithEntries = await build()
    write('src/app.css', titled('src/app.css', 1))
    write('src/pages/index/index.tsx', pageTsx)
    await npm(['install', '-D', '--save-exact', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5'])
    const tw435 = await build()
    // The at-property page's plugin that rewrites the condition, after @tailwindcss/postcss.
    const { codeBlocks: blocksOf } = await import('../../lib/content/codeBlocks')
    const marginTrim = blocksOf(fs.readFileSync(path.join(ROOT, 'docs/at-property.md'), 'utf8')).find(b => b.title === 'postcss.config.js')
    assert.ok(marginTrim, 'the at-property page has its postcss.config.js')
    write('postcss.config.js', `${marginTrim.code}\n`)
    const tw435MarginTrim = await build()
    return {
      versions, tw3, tw3FunctionConfig, pxDefault, pxOff, noTarget, configFiles, doctorTw3, doctorTw3Rc, plainInstallVersion,
      tw4Exact, tw4NoEntries, tw435, tw435MarginTrim, brandWithoutEntries, brandWithEntries, doctorTw4,
    }
  })()
  return rsmax
}

/** Runs the proof of a claim of another module (the module is loaded the way check:claims loads it). */
export async function proofOf(load: () => Promise<{ default: { claims: { id: string }[] } }>, id: string): Promise<void> {
  const claim = (await load()).default.claims.find(c => c.id === id) as { proof?: () => Promise<void> | void } | undefined
  assert.ok(claim?.proof, `claim ${id} exists and has a proof`)
  await claim.proof()
}

/**
 * `disabled: true` (4.12.0): the Vite plugin factory returns nothing and the webpack 5 / 4 plugins' apply() returns
 * before touching the compiler (an enabled plugin throws on the empty stand-in), while createContext and the gulp
 * streams, which do not read the option, still escape class names and convert rem when rem2rpx is set.
 */
export async function assertDisabledStopsOnlyBuildPlugins(): Promise<void> {
  const { createRequire } = await import('node:module')
  const { QUIET, TW3, wxss } = await import('./options')
  const require = createRequire(`${ROOT}package.json`)
  const base = { ...QUIET, ...TW3 }
  assert.equal(require('weapp-tailwindcss/vite').UnifiedViteWeappTailwindcssPlugin({ ...base, disabled: true }), undefined)
  assert.ok(require('weapp-tailwindcss/vite').UnifiedViteWeappTailwindcssPlugin(base), 'enabled: plugins')
  for (const [entry, name] of [['weapp-tailwindcss/webpack', 'UnifiedWebpackPluginV5'], ['weapp-tailwindcss/webpack4', 'UnifiedWebpackPluginV4']] as const) {
    const Plugin = require(entry)[name]
    assert.equal(new Plugin({ ...base, disabled: true }).apply({}), undefined, `${name}: disabled returns at once`)
    assert.throws(() => new Plugin(base).apply({}), TypeError, `${name}: enabled goes on to the compiler's hooks`)
  }
  assert.equal(await wxss('.w-\\[1px\\]{width:1rem}', { ...TW3, disabled: true, rem2rpx: true }), '.w-_b1px_B{width:32rpx}', 'createContext ignores disabled')
  const streams = require('weapp-tailwindcss/gulp').createPlugins({ ...base, disabled: true, rem2rpx: true })
  const stream = streams.transformWxss()
  const out = new Promise<string>((resolve, reject) => {
    stream.on('data', (file: { contents: Buffer }) => resolve(file.contents.toString()))
    stream.on('error', reject)
  })
  stream.end({ path: path.join(ROOT, 'app.wxss'), relative: 'app.wxss', contents: Buffer.from('.w-\\[1px\\]{width:1rem}'), isBuffer: () => true, isNull: () => false })
  assert.equal(await out, '.w-_b1px_B{width:32rpx}', 'the gulp stream ignores disabled')
}

/** Which build runs view-layer scripts through weapp-tailwindcss 4.12.0 in wxsBuild(). */
export type WxsBundler = 'vite' | 'webpack' | 'gulp'

/**
 * A build of the wxs page's case in a child process (so WEAPP_TW_DISABLE_JS_PRECHECK and Tailwind CSS's runtime
 * contexts start fresh): Tailwind CSS 3.4.19 generates utilities for the files' classes (content: every file),
 * then the given bundler writes each file under pages/order/ as an output asset (Vite: emitFile type asset,
 * the way weapp-vite 6.20.4 emits .wxs; webpack: emitAsset) next to app.wxss, with the weapp-tailwindcss
 * plugin of that bundler; gulp pipes .wxml through transformWxml() and every other file through transformJs().
 * `wxsMatcher: true` stands for the page's `file => /\.(?:wxs|sjs)$/.test(file)`. Returns the output files.
 */
export async function wxsBuild(
  bundler: WxsBundler,
  files: Record<string, string>,
  options: Record<string, unknown> = {},
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  const { scratch, write } = await import('./uni-css')
  const { runCommand } = await import('../../lib/examples/runCommand')
  const dir = scratch(`qs3-wxs-${bundler}`)
  write(dir, Object.fromEntries(Object.entries(files).map(([name, text]) => [`src/${name}`, text])))
  const script = `
const fs = require('node:fs'); const path = require('node:path')
const postcss = require('postcss'); const tailwindcss = require('tailwindcss-3')
const dir = ${JSON.stringify(dir)}; const names = ${JSON.stringify(Object.keys(files))}
const read = name => fs.readFileSync(path.join(dir, 'src', name), 'utf8')
const options = { logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false, tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, ...${JSON.stringify(options)} }
if (options.wxsMatcher === true) options.wxsMatcher = file => /\\.(?:wxs|sjs)$/.test(file)
const tw = () => tailwindcss({ content: [path.join(dir, 'src/**/*')], corePlugins: { preflight: false } })
const out = {}
async function main() {
  if (${JSON.stringify(bundler)} === 'vite') {
    const { build } = await import('vite'); const { UnifiedViteWeappTailwindcssPlugin } = require('weapp-tailwindcss/vite')
    fs.writeFileSync(path.join(dir, 'app.css'), '@tailwind utilities;')
    const emit = { name: 'emit', buildStart() { for (const name of names) this.emitFile({ type: 'asset', fileName: 'pages/order/' + name, source: read(name) }) } }
    await build({ root: dir, configFile: false, logLevel: 'silent', css: { postcss: { plugins: [tw()] } }, plugins: [emit, UnifiedViteWeappTailwindcssPlugin(options)],
      build: { outDir: path.join(dir, 'dist'), minify: false, rollupOptions: { input: path.join(dir, 'app.css') } } })
    for (const name of names) out[name] = fs.readFileSync(path.join(dir, 'dist/pages/order', name), 'utf8')
  } else if (${JSON.stringify(bundler)} === 'webpack') {
    const webpack = require('webpack'); const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')
    const css = (await postcss([tw()]).process('@tailwind utilities;', { from: undefined })).css
    fs.writeFileSync(path.join(dir, 'entry.js'), '')
    const emit = { apply(compiler) { compiler.hooks.thisCompilation.tap('emit', c => c.hooks.processAssets.tap({ name: 'emit', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
      for (const name of names) c.emitAsset('pages/order/' + name, new webpack.sources.RawSource(read(name)))
      c.emitAsset('app.wxss', new webpack.sources.RawSource(css))
    })) } }
    const compiler = webpack({ mode: 'none', context: dir, entry: './entry.js', output: { path: path.join(dir, 'dist') }, plugins: [emit, new UnifiedWebpackPluginV5(options)] })
    await new Promise((resolve, reject) => compiler.run((error, stats) => error ? reject(error) : stats.hasErrors() ? reject(new Error(stats.toString())) : resolve()))
    for (const name of names) out[name] = fs.readFileSync(path.join(dir, 'dist/pages/order', name), 'utf8')
  } else {
    await postcss([tw()]).process('@tailwind utilities;', { from: undefined })
    const streams = require('weapp-tailwindcss/gulp').createPlugins(options)
    for (const name of names) {
      const stream = name.endsWith('.wxml') ? streams.transformWxml() : streams.transformJs()
      out[name] = await new Promise((resolve, reject) => {
        stream.on('data', file => resolve(file.contents.toString())); stream.on('error', reject)
        stream.end({ path: path.join(dir, 'src', name), relative: name, base: path.join(dir, 'src'), contents: Buffer.from(read(name)), isBuffer: () => true, isNull: () => false })
      })
    }
  }
  console.log('RESULT ' + JSON.stringify(out))
}
main().catch(error => { console.error(error); process.exit(1) })
`
  write(dir, { 'run.cjs': script })
  const run = await runCommand(process.execPath, ['run.cjs'], { cwd: dir, env })
  const line = run.output.split('\n').find(l => l.startsWith('RESULT '))
  assert.ok(line, `${bundler} build:\n${run.output}`)
  return JSON.parse(line.slice('RESULT '.length)) as Record<string, string>
}
