// Claims of the uni-app pages of docs/quick-start/v4 (CLI Vue 3 + Vite, CLI Vue 2 + webpack, HBuilderX,
// uni-app x) and their English pages. The slow proofs build a real uni-app Vue 3 project from the registry.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/v4/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/${page}.mdx`
const VITE_ZH = zh('uni-app-vite')
const VITE_EN = en('uni-app-vite')

/** The versions of the uni-preset-vue template the page names. */
const UNI = '3.0.0-4020920240930001'

async function context(options: Record<string, unknown>) {
  const { createContext } = await import('weapp-tailwindcss/core')
  const { ROOT } = await import('./support/quick-start-v4')
  return createContext({ ...options, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })
}

/** A code block of a page by its title. */
async function block(page: string, title: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { ROOT } = await import('./support/quick-start-v4')
  const { codeBlocks } = await import('../lib/content/codeBlocks')
  const found = codeBlocks(fs.readFileSync(path.join(ROOT, page), 'utf8')).find(b => b.title === title)
  assert.ok(found, `${page} has a block titled ${title}`)
  return found.code
}

const count = (text: string, needle: string) => text.split(needle).length - 1

/**
 * A uni-app Vue 3 + Vite project with the template's dependencies, the page's vite.config.ts and src/app.css,
 * installed with the page's command (registry). Built once per proof run.
 */
let project: Promise<{ dir: string, build: () => Promise<{ exitCode: number | null, output: string, wxss: string }>, dev: () => Promise<string> }> | undefined
function uniAppProject() {
  project ??= (async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { spawn } = await import('node:child_process')
    const { runCommand } = await import('../lib/examples/runCommand')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-uniapp-'))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    write('package.json', JSON.stringify({
      name: 'uniapp-v4',
      version: '0.0.0',
      private: true,
      scripts: { 'dev:mp-weixin': 'uni -p mp-weixin', 'build:mp-weixin': 'uni build -p mp-weixin' },
      dependencies: { '@dcloudio/uni-app': UNI, '@dcloudio/uni-components': UNI, '@dcloudio/uni-h5': UNI, '@dcloudio/uni-mp-weixin': UNI, 'vue': '3.4.21', 'vue-i18n': '^9.1.9' },
      devDependencies: { '@dcloudio/types': '^3.4.8', '@dcloudio/uni-cli-shared': UNI, '@dcloudio/vite-plugin-uni': UNI, '@vue/runtime-core': '3.4.21', 'typescript': '^5.4.5', 'vite': '5.2.8' },
    }, null, 2))
    write('index.html', '<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.ts"></script></body></html>\n')
    write('src/main.ts', "import { createSSRApp } from 'vue'\nimport App from './App.vue'\nexport function createApp() {\n  return { app: createSSRApp(App) }\n}\n")
    write('src/App.vue', `${await block(VITE_ZH, 'src/App.vue')}\n`)
    write('src/pages.json', JSON.stringify({ pages: [{ path: 'pages/index/index', style: { navigationBarTitleText: 'uni-app' } }] }))
    write('src/manifest.json', JSON.stringify({ 'name': 'uniapp-v4', 'appid': '', 'versionName': '1.0.0', 'versionCode': '100', 'mp-weixin': { appid: '', usingComponents: true }, 'vueVersion': '3' }))
    write('src/pages/index/index.vue', '<template>\n  <view class="p-4 shadow rounded-lg bg-primary text-[32rpx] w-[100px]">\n    <text class="text-white">hello</text>\n  </view>\n</template>\n')
    write('src/app.css', `${await block(VITE_ZH, 'src/app.css')}\n`)
    write('vite.config.ts', `${await block(VITE_ZH, 'vite.config.ts')}\n`)
    let install = await runCommand('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, timeoutMs: 600_000 })
    assert.equal(install.exitCode, 0, install.output)
    // The page's install command.
    install = await runCommand('npm', ['install', '--no-audit', '--no-fund', '-D', 'tailwindcss@4', '@tailwindcss/postcss', 'weapp-tailwindcss'], { cwd: dir, timeoutMs: 600_000 })
    assert.equal(install.exitCode, 0, install.output)
    // The postinstall script the install section adds to the project.
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    pkg.scripts.postinstall = 'weapp-tw patch'
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
    const uni = path.join(dir, 'node_modules/.bin/uni')
    const build = async () => {
      fs.rmSync(path.join(dir, 'dist/build'), { recursive: true, force: true })
      const result = await runCommand(uni, ['build', '-p', 'mp-weixin'], { cwd: dir, timeoutMs: 300_000 })
      const file = path.join(dir, 'dist/build/mp-weixin/app.wxss')
      return { exitCode: result.exitCode, output: result.output, wxss: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' }
    }
    // `uni -p mp-weixin` watches; stop it once the first build is written.
    const dev = () => new Promise<string>((resolve, reject) => {
      fs.rmSync(path.join(dir, 'dist/dev'), { recursive: true, force: true })
      const child = spawn(uni, ['-p', 'mp-weixin'], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME }, detached: true })
      let output = ''
      const stop = (error?: Error) => {
        clearTimeout(timer)
        try {
          process.kill(-child.pid!, 'SIGTERM')
        } catch {}
        if (error) reject(error)
        else resolve(fs.readFileSync(path.join(dir, 'dist/dev/mp-weixin/app.wxss'), 'utf8'))
      }
      const timer = setTimeout(() => stop(new Error(`uni -p mp-weixin did not finish its first build:\n${output}`)), 240_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('DONE')) stop()
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
    })
    return { dir, build, dev }
  })()
  return project
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-uni-app-vite-real-build',
    says: 'in a uni-app 3.0.0-4020920240930001 + Vite 5.2.8 project: vite already brings PostCSS; tailwindcss@4 installs 4.3.5 and app.wxss carries :not(#\\#); a plugin only in postcss.config.js changes nothing; the regex plugin in vite.config.ts cleans dev and build; a literal replacement only cleans dev; vite.config.mts fails with uni is not a function; pinning 4.3.3 with --save-exact writes exact versions, the project postinstall does not run, weapp-tw status reports extendLengthUnits missing, and the next build patches and outputs clean CSS with text-[32rpx] as font-size:32rpx',
    quotes: [
      { page: VITE_ZH, text: 'uni-app 的 Vite 工程已经自带 PostCSS，只需要安装下面三个包' },
      { page: VITE_ZH, text: '不要把 `vite.config.ts` 改名为 `vite.config.mts`' },
      { page: VITE_ZH, text: '在 `.mts` 配置里默认导入会拿到一个对象，启动时报 `uni is not a function`' },
      { page: VITE_ZH, text: '按上面的命令安装，`tailwindcss@4` 会装到当前最新的 4.x（实测装到的是 Tailwind CSS 4.3.5），产物里就会出现「安装依赖」一节提到的 `:not(#\\#)`' },
      { page: VITE_ZH, text: '否则 npm 会在 `package.json` 里写成 `^4.3.3`' },
      { page: VITE_ZH, text: '带包名的 `npm install` 不会执行项目自己的 `postinstall`（npm 11.19.1 实测）' },
      { page: VITE_ZH, text: '此时 `npx weapp-tw status` 会提示 `extendLengthUnits` 缺少单位' },
      { page: VITE_ZH, text: '不执行的话，weapp-tailwindcss 的 Vite 插件在下次启动构建时也会自动补上' },
      { page: VITE_ZH, text: 'PostCSS 插件已经在这里内联配置，Vite 就不会再读取 `postcss.config.js`，写在那个文件里不起作用' },
      { page: VITE_ZH, text: '按字面替换 `\'margin-trim: block\'` 只在 `dev` 时生效' },
      { page: VITE_ZH, text: '不加插件时 `app.wxss` 里的选择器带着 `:not(#\\#)`' },
      { page: VITE_ZH, text: '只写 `postcss.config.js` 时结果不变' },
      { page: VITE_ZH, text: '`dev:mp-weixin` 和 `build:mp-weixin` 的 `app.wxss` 里都没有 `:not(#\\#)`、`@supports`、`@layer`' },
      { page: VITE_ZH, text: '固定到 Tailwind CSS 4.3.3 时（不加插件），`build:mp-weixin` 的产物同样干净，`text-[32rpx]` 仍输出 `font-size:32rpx`' },
      { page: VITE_ZH, text: '执行 `npm run dev:mp-weixin`，在微信开发者工具中导入 `dist/dev/mp-weixin` 目录' },
      { page: VITE_EN, text: 'uni-app\'s Vite projects already come with PostCSS, so you only need to install these three packages' },
      { page: VITE_EN, text: 'Do not rename `vite.config.ts` to `vite.config.mts`.' },
      { page: VITE_EN, text: 'in an `.mts` config the default import gets an object, and startup fails with `uni is not a function`' },
      { page: VITE_EN, text: 'in testing, Tailwind CSS 4.3.5 was installed), and the output then contains the `:not(#\\#)`' },
      { page: VITE_EN, text: 'otherwise npm writes `^4.3.3` into `package.json`' },
      { page: VITE_EN, text: 'An `npm install` with package names does not run the project\'s own `postinstall` (tested with npm 11.19.1)' },
      { page: VITE_EN, text: '`npx weapp-tw status` reports that `extendLengthUnits` is missing units' },
      { page: VITE_EN, text: 'the weapp-tailwindcss Vite plugin applies the patch automatically the next time a build starts' },
      { page: VITE_EN, text: 'PostCSS plugins are already configured inline here, so Vite no longer reads `postcss.config.js`' },
      { page: VITE_EN, text: 'a literal replacement of `\'margin-trim: block\'` only works for `dev`' },
      { page: VITE_EN, text: 'without the plugin, the selectors in `app.wxss` carry `:not(#\\#)`' },
      { page: VITE_EN, text: 'writing only `postcss.config.js` changes nothing' },
      { page: VITE_EN, text: 'the `app.wxss` of both `dev:mp-weixin` and `build:mp-weixin` contains no `:not(#\\#)`, `@supports` or `@layer`' },
      { page: VITE_EN, text: 'Pinned to Tailwind CSS 4.3.3 (without the plugin), the `build:mp-weixin` output is just as clean' },
      { page: VITE_EN, text: 'Run `npm run dev:mp-weixin` and import the `dist/dev/mp-weixin` directory into WeChat DevTools.' },
    ],
    slow: true,
    timeoutMs: 1_500_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { dir, build, dev } = await uniAppProject()
      const config = path.join(dir, 'vite.config.ts')
      const base = fs.readFileSync(config, 'utf8')
      const version = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version
      assert.equal(version('vite'), '5.2.8')
      const declared = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      assert.ok(!declared.dependencies.postcss && !declared.devDependencies.postcss, 'the project does not install postcss itself')
      assert.ok(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/vite/package.json'), 'utf8')).dependencies.postcss, 'vite depends on postcss')
      assert.equal(version('tailwindcss'), '4.3.5', 'tailwindcss@4 resolves to 4.3.5')
      // 1. the page's config, Tailwind CSS 4.3.5
      const plain = await build()
      assert.equal(plain.exitCode, 0, plain.output)
      assert.ok(count(plain.wxss, ':not(#\\#)') > 0, 'app.wxss carries :not(#\\#)')
      // 2. the rewrite only in postcss.config.js
      const plugin = await block(VITE_ZH, 'vite.config.ts（在上面的基础上改两处）')
      const pluginConst = plugin.slice(plugin.indexOf('const marginTrimInline'), plugin.indexOf('export default'))
      fs.writeFileSync(path.join(dir, 'postcss.config.js'), `${pluginConst.replace(/rule: \{ params: string \}/, 'rule')}\nmodule.exports = { plugins: [marginTrimInline] }\n`)
      const onlyFile = await build()
      assert.ok(count(onlyFile.wxss, ':not(#\\#)') > 0, 'postcss.config.js is not read')
      fs.rmSync(path.join(dir, 'postcss.config.js'))
      // 3. the rewrite in vite.config.ts, as the page writes it
      fs.writeFileSync(config, base.replace('export default defineConfig({', `${pluginConst}export default defineConfig({`).replace('plugins: [tailwindcss()]', 'plugins: [tailwindcss(), marginTrimInline]'))
      const fixed = await build()
      const fixedDev = await dev()
      for (const [label, wxss] of [['build', fixed.wxss], ['dev', fixedDev]] as const) {
        assert.ok(wxss.length > 0, `${label} wrote app.wxss`)
        for (const left of [':not(#\\#)', '@supports', '@layer']) assert.equal(count(wxss, left), 0, `${label}: no ${left}`)
      }
      assert.match(fixed.wxss, /margin-trim|box-sizing:border-box/, 'the build output is minified CSS')
      // 4. a literal replacement: works for dev only
      fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('/margin-trim:\\s*block/g', '\'margin-trim: block\''))
      assert.ok(fs.readFileSync(config, 'utf8').includes('\'margin-trim: block\''))
      assert.ok(count((await build()).wxss, ':not(#\\#)') > 0, 'build: the literal replacement misses margin-trim:block')
      assert.equal(count(await dev(), ':not(#\\#)'), 0, 'dev: the literal replacement works')
      // 5. vite.config.mts
      fs.writeFileSync(config, base)
      fs.renameSync(config, path.join(dir, 'vite.config.mts'))
      const mts = await build()
      assert.notEqual(mts.exitCode, 0)
      assert.match(mts.output, /TypeError: uni is not a function/)
      fs.renameSync(path.join(dir, 'vite.config.mts'), config)
      // 6. pin 4.3.3 with --save-exact
      const pin = await runCommand('npm', ['install', '--no-audit', '--no-fund', '-D', '--save-exact', 'tailwindcss@4.3.3', '@tailwindcss/postcss@4.3.3'], { cwd: dir, timeoutMs: 300_000 })
      assert.equal(pin.exitCode, 0, pin.output)
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      assert.equal(pkg.devDependencies.tailwindcss, '4.3.3')
      assert.equal(pkg.devDependencies['@tailwindcss/postcss'], '4.3.3')
      assert.ok(!fs.readFileSync(path.join(dir, 'node_modules/tailwindcss/dist/lib.js'), 'utf8').includes('"rpx"'), 'the project postinstall (weapp-tw patch) did not run')
      const status = await runCommand(path.join(dir, 'node_modules/.bin/weapp-tw'), ['status'], { cwd: dir })
      assert.match(status.output, /extendLengthUnits[^\n]*missing units/)
      const pinned = await build()
      assert.match(pinned.output, /Patched Tailwind CSS length unit list \(v4\)\./, 'the build patches')
      for (const left of [':not(#\\#)', '@supports', '@layer']) assert.equal(count(pinned.wxss, left), 0, `4.3.3: no ${left}`)
      assert.match(pinned.wxss, /\.text-_b32rpx_B\{font-size:32rpx\}/)
      assert.ok(fs.existsSync(path.join(dir, 'dist/dev/mp-weixin/app.wxss')), 'dev writes dist/dev/mp-weixin')
      // --save-exact left out: npm writes a caret range
      const loose = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '-D', 'tailwindcss@4.3.3'], { cwd: dir, timeoutMs: 300_000 })
      assert.equal(loose.exitCode, 0, loose.output)
      assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).devDependencies.tailwindcss, '^4.3.3')
    },
  },
  {
    id: 'qs4-uni-build-runs-in-production-mode',
    says: '@dcloudio/vite-plugin-uni 3.0.0-4020920240930001 sets NODE_ENV=production for uni build (development for uni and uni build --watch), and @tailwindcss/postcss then minifies, writing margin-trim:block without a space',
    quotes: [
      { page: VITE_ZH, text: '`uni build` 以生产模式运行，`@tailwindcss/postcss` 会压缩输出，条件里的 `margin-trim:block` 冒号后没有空格' },
      { page: VITE_EN, text: '`uni build` runs in production mode and `@tailwindcss/postcss` minifies its output, so there is no space after the colon in `margin-trim:block`' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked, installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const utils = fs.readFileSync(path.join(unpacked(`@dcloudio/vite-plugin-uni@${UNI}`), 'dist/cli/utils.js'), 'utf8')
      assert.match(utils, /if \(type === 'dev'\) \{\s*process\.env\.NODE_ENV = 'development';/)
      assert.match(utils, /else if \(type === 'build'\) \{\s*if \(options\.watch\) \{\s*process\.env\.NODE_ENV = 'development';[\s\S]*?else \{\s*process\.env\.NODE_ENV = 'production';/)
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/shadow.html'), '<view class="shadow">')
      fs.writeFileSync(path.join(dir, 'run-shadow.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const r = await postcss([tw({ base: process.cwd() })]).process('@import "tailwindcss/theme.css";\\n@import "tailwindcss/utilities.css" source("./");', { from: process.cwd() + '/src/app.css' })
console.log(r.css)
`)
      const prod = (await runCommand('node', ['run-shadow.mjs'], { cwd: dir, env: { NODE_ENV: 'production' } })).output
      const devOut = (await runCommand('node', ['run-shadow.mjs'], { cwd: dir, env: { NODE_ENV: 'development' } })).output
      assert.match(prod, /not \(margin-trim:block\)/)
      assert.ok(!prod.includes('margin-trim: block'))
      assert.match(devOut, /not \(margin-trim: block\)/)
    },
  },
  {
    id: 'qs4-vite-inline-postcss-skips-config-file',
    says: 'when css.postcss is an inline object, Vite (7.3.8 here, 5.2.8 for uni-app) does not load postcss.config.js',
    quotes: [
      { page: VITE_ZH, text: '插件要写进 `vite.config.ts` 的 `css.postcss.plugins`' },
      { page: VITE_EN, text: 'The plugin goes into `css.postcss.plugins` in `vite.config.ts`.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { build } = await import('vite')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-vite-postcss-'))
      fs.writeFileSync(path.join(dir, 'postcss.config.cjs'), "module.exports = { plugins: [{ postcssPlugin: 'from-file', Once(root) { root.append({ selector: '.from-file', nodes: [] }).last.append({ prop: 'color', value: 'red' }) } }] }\n")
      fs.writeFileSync(path.join(dir, 'index.css'), '.a { color: blue }\n')
      fs.writeFileSync(path.join(dir, 'main.js'), "import './index.css'\n")
      const run = async (postcss: unknown) => {
        const out = await build({ root: dir, logLevel: 'silent', configFile: false, css: postcss === undefined ? {} : { postcss: postcss as never }, build: { write: false, minify: false, rollupOptions: { input: path.join(dir, 'main.js') } } })
        const outputs = (Array.isArray(out) ? out : [out]) as { output: { fileName: string, source?: unknown }[] }[]
        return outputs.flatMap(o => o.output).filter(f => f.fileName.endsWith('.css')).map(f => String(f.source)).join('')
      }
      assert.match(await run(undefined), /from-file/, 'without inline options Vite loads postcss.config.cjs')
      const inline = await run({ plugins: [{ postcssPlugin: 'inline', Once() {} }] })
      assert.ok(inline.includes('color:') && !inline.includes('from-file'), 'with inline css.postcss the config file is not loaded')
    },
  },
  {
    id: 'qs4-weapp-tailwindcss-alias-since-4-11-0',
    says: 'weapp-tailwindcss/vite exports weappTailwindcss as the same function as UnifiedViteWeappTailwindcssPlugin; the name first appears after 4.10.3, by 4.11.0',
    quotes: [
      { page: VITE_ZH, text: '`UnifiedViteWeappTailwindcssPlugin` 从 4.11.0 起还有一个更短的别名 `weappTailwindcss`，两者完全相同' },
      { page: VITE_EN, text: 'Since 4.11.0, `UnifiedViteWeappTailwindcssPlugin` also has a shorter alias, `weappTailwindcss`. The two are exactly the same' },
    ],
    async proof() {
      const vite = await import('weapp-tailwindcss/vite') as Record<string, unknown>
      assert.equal(typeof vite.weappTailwindcss, 'function')
      assert.equal(vite.weappTailwindcss, vite.UnifiedViteWeappTailwindcssPlugin, 'the same function')
      const { loadVersionFacts, presence } = await import('../lib/version-facts/versionFacts')
      const rows = presence(loadVersionFacts(), { kind: 'exportName', name: 'weappTailwindcss' })
      assert.deepEqual(rows.filter(([, has]) => has)[0]?.[0], '4.11.0', 'first in 4.11.0')
      assert.equal(rows.find(([version]) => version === '4.10.3')?.[1], false, 'not in 4.10.3')
    },
  },
  {
    id: 'qs4-uni-app-vite-rem2rpx-and-child-combinator',
    says: 'rem2rpx: true turns rem spacing and font sizes into rpx; by default space-x-* is rewritten to view/text sibling selectors',
    quotes: [
      { page: VITE_ZH, text: '`rem2rpx: true` 会把 Tailwind CSS 4 以 `rem` 表示的间距、字号换算成 `rpx`' },
      { page: VITE_ZH, text: 'weapp-tailwindcss 默认把子元素选择器替换为 `view`、`text`' },
      { page: VITE_EN, text: '`rem2rpx: true` converts the spacing and font sizes that Tailwind CSS 4 expresses in `rem` into `rpx`' },
      { page: VITE_EN, text: 'by default weapp-tailwindcss replaces the child selector with `view` and `text`' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="p-4 text-lg space-x-4">', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true }, marginTrimInline: true })
      assert.match(out.wxss, /--spacing: 8rpx/)
      assert.match(out.wxss, /--text-lg: 36rpx/)
      assert.match(out.wxss, /\.space-x-4>view\+view,\.space-x-4>view\+text,\.space-x-4>text\+view,\.space-x-4>text\+text \{/)
      const ctx = await context({ cssChildCombinatorReplaceValue: ['view', 'custom-item'] })
      const custom = (await ctx.transformWxss('.space-x-4 > :not(:last-child) { margin: 0 }')).css
      assert.match(custom, /custom-item/, 'cssChildCombinatorReplaceValue changes the elements')
    },
  },
  {
    id: 'qs4-uni-scss-prepended-to-scss-blocks',
    says: '@dcloudio/vite-plugin-uni 3.0.0-4020920240930001 passes the content of uni.scss as scss additionalData, i.e. prepends it to every scss style',
    quotes: [
      { page: VITE_ZH, text: 'uni-app 会把 `uni.scss` 的内容拼到每个 `lang="scss"` 样式块的开头' },
      { page: VITE_EN, text: 'uni-app prepends the content of `uni.scss` to every `lang="scss"` style block' },
      { page: zh('tutorial/advanced'), text: '不要在 `uni.scss` 或会被每个组件引入的文件里 `@import` Tailwind 入口，否则每个组件都会重复携带一整份工具类' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: 'Do not `@import` the Tailwind entry in `uni.scss` or in any file that every component includes' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const css = fs.readFileSync(path.join(unpacked(`@dcloudio/vite-plugin-uni@${UNI}`), 'dist/config/css.js'), 'utf8')
      assert.match(css, /path_1\.default\.resolve\(inputDir, 'uni\.scss'\)/)
      assert.match(css, /return content \+ '\\n' \+ userAdditionalData;/)
      assert.match(css, /scss: \{[^}]*additionalData: resolveAdditionalData\(options\.inputDir, config\)/)
    },
  },
  {
    id: 'qs4-uni-app-webpack-toolchain-errors',
    says: 'Vue CLI 4 brings webpack 4 and postcss-loader 3 (PostCSS 7), Vue CLI 5 webpack 5 and PostCSS 8; under PostCSS 7 @tailwindcss/postcss fails with "requires PostCSS 8" (no parentheses) or "plugin is not a function" (called); UnifiedWebpackPluginV5 on a webpack 4 compiler fails with "Cannot destructure property \'NormalModule\' of \'compiler.webpack\'"',
    quotes: [
      { page: zh('uni-app-webpack'), text: 'Tailwind CSS 4 的 `@tailwindcss/postcss` 只能运行在 PostCSS 8 上，而 weapp-tailwindcss 的 `UnifiedWebpackPluginV5` 要求 webpack 5' },
      { page: zh('uni-app-webpack'), text: '还在用 Vue CLI 4 的项目（它带的是 webpack 4 和 PostCSS 7）不满足条件' },
      { page: zh('uni-app-webpack'), text: '插件没加括号时报前一条，像上文那样写成 `require(\'@tailwindcss/postcss\')()` 时报后一条' },
      { page: zh('uni-app-webpack'), text: '说明实际运行的是 webpack 4。`UnifiedWebpackPluginV5` 一注册就要读取 webpack 5 才有的 `compiler.webpack`' },
      { page: en('uni-app-webpack'), text: 'Tailwind CSS 4\'s `@tailwindcss/postcss` only runs on PostCSS 8, and weapp-tailwindcss\'s `UnifiedWebpackPluginV5` requires webpack 5' },
      { page: en('uni-app-webpack'), text: 'Projects still on Vue CLI 4 (which brings webpack 4 and PostCSS 7) do not meet these requirements.' },
      { page: en('uni-app-webpack'), text: 'You get the first error when the plugin is written without parentheses, and the second when it is written as `require(\'@tailwindcss/postcss\')()` as above' },
      { page: en('uni-app-webpack'), text: 'As soon as `UnifiedWebpackPluginV5` is registered it reads `compiler.webpack`, which only webpack 5 has' },
      { page: en('uni-app-webpack'), text: 'the project is actually still running PostCSS 7' },
      { page: en('uni-app-webpack'), text: 'you are actually running webpack 4' },
      { page: zh('uni-app-webpack'), text: '项目实际运行的仍是 PostCSS 7' },
      { page: zh('taro-webpack'), text: '仍在使用 webpack 4 的老项目用不了本页的做法（`UnifiedWebpackPluginV5` 要求 webpack 5）' },
      { page: en('taro-webpack'), text: 'Older projects still on webpack 4 cannot use the setup on this page (`UnifiedWebpackPluginV5` requires webpack 5)' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed, npmView, ROOT } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const semver = (await import('semver')).default
      const latest = (range: string) => semver.maxSatisfying(([] as string[]).concat(npmView(`@vue/cli-service@${range}`, 'version') as string[]), range)!
      const deps = (spec: string) => npmView(spec, 'dependencies') as Record<string, string>
      const four = deps(`@vue/cli-service@${latest('^4')}`)
      assert.match(four.webpack!, /^\^4\./)
      const loader = semver.maxSatisfying(([] as string[]).concat(npmView(`postcss-loader@${four['postcss-loader']}`, 'version') as string[]), four['postcss-loader']!)!
      assert.match(deps(`postcss-loader@${loader}`).postcss!, /^\^7\./, 'postcss-loader of Vue CLI 4 runs PostCSS 7')
      const five = deps(`@vue/cli-service@${latest('^5')}`)
      assert.match(five.webpack!, /^\^5\./)
      assert.match(five.postcss!, /^\^8\./)
      const dir = await installed(['postcss@7', '@tailwindcss/postcss@4.3.5', 'webpack@4'])
      fs.writeFileSync(path.join(dir, 'postcss7.cjs'), `const postcss = require('postcss')
const run = (label, plugin) => { try { return postcss([plugin]).process('.a{}', { from: undefined }).then(() => console.log(label, 'ok'), e => console.log(label, e.message.split('\\n')[0])) } catch (e) { console.log(label, e.message.split('\\n')[0]) } }
Promise.resolve(run('bare', require('@tailwindcss/postcss'))).then(() => run('called', require('@tailwindcss/postcss')()))
`)
      const seven = (await runCommand('node', ['postcss7.cjs'], { cwd: dir })).output
      assert.match(seven, /bare PostCSS plugin @tailwindcss\/postcss requires PostCSS 8/)
      assert.match(seven, /called plugin is not a function/)
      fs.writeFileSync(path.join(dir, 'webpack4.cjs'), `const webpack = require('webpack')
const { UnifiedWebpackPluginV5 } = require(${JSON.stringify(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/webpack.js'))})
const compiler = webpack({ entry: './postcss7.cjs', mode: 'development' })
try { new UnifiedWebpackPluginV5({ appType: 'uni-app', logLevel: 'silent', supportCustomLengthUnitsPatch: false, tailwindcssBasedir: ${JSON.stringify(ROOT)} }).apply(compiler); console.log('applied') } catch (e) { console.log('webpack', webpack.version, e.message) }
`)
      const wp = (await runCommand('node', ['webpack4.cjs'], { cwd: dir })).output
      assert.match(wp, /webpack 4\.\d+\.\d+ Cannot destructure property 'NormalModule' of 'compiler\.webpack' as it is undefined/)
    },
  },
  {
    id: 'qs4-postcss-7-only-tailwind-2-compat',
    says: 'Tailwind CSS 3.4.19 needs PostCSS 8 (peer ^8.4.47); the PostCSS 7 build that exists is @tailwindcss/postcss7-compat (2.2.17, postcss ^7)',
    quotes: [
      { page: zh('uni-app-webpack'), text: '暂时无法升级的项目只能使用 [Tailwind CSS 2 的兼容方案](/docs/quick-start/v2)' },
      { page: en('uni-app-webpack'), text: 'projects that cannot upgrade yet can only use the [Tailwind CSS 2 compatibility approach](/docs/quick-start/v2)' },
    ],
    slow: true,
    async proof() {
      const { npmView } = await import('./support/quick-start-v4')
      assert.equal((npmView('tailwindcss@3.4.19', 'peerDependencies') as Record<string, string> | undefined)?.postcss ?? (npmView('tailwindcss@3.4.19', 'dependencies') as Record<string, string>).postcss, '^8.4.47')
      assert.match((npmView('@tailwindcss/postcss7-compat@latest', 'dependencies') as Record<string, string>).postcss!, /^\^7/)
      assert.equal(npmView('@tailwindcss/postcss7-compat@latest', 'version'), '2.2.17')
    },
  },
  {
    id: 'qs4-uni-app-vue2-main-stylesheet',
    says: "the uni-app main-stylesheet matcher of 4.12.0 takes common/main.wxss, with appType 'uni-app' and without any appType",
    quotes: [
      { page: zh('uni-app-webpack'), text: '`appType: \'uni-app\'` 用来帮助插件找到 uni-app Vue 2 的主样式包（`common/main.wxss`），不写时插件也会尝试自动判断' },
      { page: en('uni-app-webpack'), text: '`appType: \'uni-app\'` helps the plugin find the main style bundle of uni-app Vue 2 (`common/main.wxss`); without it, the plugin still tries to work it out automatically' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType?: string) => boolean }).mainCssChunkMatcher
      assert.equal(matcher('common/main.wxss', 'uni-app'), true)
      assert.equal(matcher('common/main.wxss', undefined), true, 'recognised without appType')
      assert.equal(matcher('pages/index/index.wxss', 'uni-app'), false)
    },
  },
  {
    id: 'qs4-uni-app-vue2-global-styles-in-common-main',
    says: '@dcloudio/vue-cli-plugin-uni (2.0.0) writes the global styles to common/main.wxss and imports it from app.wxss',
    quotes: [
      { page: zh('uni-app-webpack'), text: 'Vue 2 项目的全局样式输出在 `common/main.wxss`' },
      { page: en('uni-app-webpack'), text: 'In Vue 2 projects the global styles are output to `common/main.wxss`' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const mp = fs.readFileSync(path.join(unpacked('@dcloudio/vue-cli-plugin-uni@2.0.0'), 'lib/mp/index.js'), 'utf8')
      assert.match(mp, /const mainWxssCode = `@import "\$\{normalizePath\(path\.relative\(dirname, 'common\/main\.wxss'\)\)\}";`/)
      assert.match(mp, /assets\['common\/main\.wxss'\]/)
    },
  },
  {
    id: 'qs4-uni-app-vue2-template-postcss-config',
    says: "uni-app's Vue 2 CLI template ships a postcss.config.js with postcss-import, autoprefixer and @dcloudio/vue-cli-plugin-uni/packages/postcss",
    quotes: [
      { page: zh('uni-app-webpack'), text: 'uni-app Vue 2 项目自带一份 `postcss.config.js`，里面有 `postcss-import`、`autoprefixer` 和 uni-app 自己的 PostCSS 插件' },
      { page: en('uni-app-webpack'), text: 'uni-app Vue 2 projects come with a `postcss.config.js` that contains `postcss-import`, `autoprefixer` and uni-app\'s own PostCSS plugin' },
    ],
    manual: {
      ran: 'read dcloudio/uni-preset-vue template/common/postcss.config.js through the search tool (code corpus): plugins postcss-import, autoprefixer({ remove: UNI_PLATFORM !== "h5" }) and @dcloudio/vue-cli-plugin-uni/packages/postcss, parser postcss-comment',
      versions: 'uni-preset-vue default (Vue 2 CLI) template as stored on 2026-11-28',
      on: '2026-11-28',
      why: 'the template is generated by the uni-app Vue 2 preset through vue create; it is not a package this site can install offline',
    },
  },
  {
    id: 'qs4-uni-app-webpack-tailwind-expands-imports-first',
    says: '@tailwindcss/postcss inlines the @import of its entry, so a postcss-import placed after it receives no @import',
    quotes: [
      { page: zh('uni-app-webpack'), text: '入口里的 `@import` 先由 Tailwind CSS 展开，`postcss-import` 拿到的已经是展开后的 CSS' },
      { page: en('uni-app-webpack'), text: 'the `@import` in the entry is expanded by Tailwind CSS first, so `postcss-import` receives CSS that is already expanded' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/part.css'), '.imported { color: blue }\n')
      fs.writeFileSync(path.join(dir, 'run-order.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const seen = []
const spy = { postcssPlugin: 'after-tailwind', Once(root) { root.walkAtRules('import', rule => seen.push(rule.params)) } }
const r = await postcss([tw({ base: process.cwd() }), spy]).process('@import "./part.css";\\n@import "tailwindcss/utilities.css";\\n', { from: process.cwd() + '/src/app.css' })
console.log('imports seen after tailwind:', seen.length, r.css.includes('.imported') ? 'inlined' : 'missing')
`)
      const out = (await runCommand('node', ['run-order.mjs'], { cwd: dir })).output
      assert.match(out, /imports seen after tailwind: 0 inlined/)
    },
  },
])
