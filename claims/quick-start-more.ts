// More claims of docs/quick-start pages and their English pages, read from the published weapp-tailwindcss 4.12.0
// (node_modules/weapp-tailwindcss/dist) or run through it.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/${page}.mdx`
const WV_ZH = zh('v4/weapp-vite')
const WV_EN = en('v4/weapp-vite')
const RS_ZH = zh('frameworks/rsmax')
const RS_EN = en('frameworks/rsmax')
const NI_ZH = zh('native/install')
const NI_EN = en('native/install')
const UV_ZH = zh('frameworks/uni-app-vite')
const UV_EN = en('frameworks/uni-app-vite')
const API_ZH = zh('frameworks/api')
const API_EN = en('frameworks/api')

/** The published source of one of weapp-tailwindcss's dist files. */
async function dist(file: string): Promise<string> {
  const fs = await import('node:fs')
  const { createRequire } = await import('node:module')
  const require = createRequire(import.meta.url)
  return fs.readFileSync(require.resolve(`weapp-tailwindcss/package.json`).replace(/package\.json$/, `dist/${file}`), 'utf8')
}

/** The dist chunk a CommonJS entry takes an export from. */
async function chunkExporting(entry: string, name: string): Promise<string> {
  const source = await dist(entry)
  const match = new RegExp(`exports\\.${name} = _chunk(\\w+)js\\.${name}`).exec(source)
  assert.ok(match, `${entry} re-exports ${name} from a chunk`)
  return dist(`chunk-${match[1]}.js`)
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs-weapp-vite-wxs-assets-untouched',
    says: 'The Vite plugin of weapp-tailwindcss 4.12.0 sorts files matched by wxsMatcher into its JS group but transforms only entries of type "chunk" (assets only with uniAppX, which is off by default), so a .wxs asset is emitted unchanged even when wxsMatcher matches it; the webpack plugin transforms assets matched by wxsMatcher, which matches nothing by default; inlineWxs escapes class names inside an inline <wxs>',
    quotes: [
      { page: WV_ZH, text: '才会转换独立的 `.wxs`，在 weapp-vite 里这个选项却帮不上忙' },
      { page: WV_ZH, text: 'weapp-tailwindcss 4.12.0 的 Vite 插件在没开 `uniAppX` 时只转换打包出的 JS chunk，这些文件即使被 `wxsMatcher` 匹配也原样输出' },
      { page: WV_ZH, text: '就把脚本写成模板里的内联 `<wxs>` 并开启 `inlineWxs`' },
      { page: WV_EN, text: 'before a standalone `.wxs` file is transformed, but under weapp-vite the option does not help' },
      { page: WV_EN, text: 'the Vite plugin of weapp-tailwindcss 4.12.0, with `uniAppX` off, transforms only the JS chunks of the bundle, so these files come out unchanged even when `wxsMatcher` matches them' },
      { page: WV_EN, text: 'write the script inline in the template as `<wxs>` and turn on `inlineWxs`' },
    ],
    async proof() {
      const vite = await chunkExporting('vite.js', 'UnifiedViteWeappTailwindcssPlugin')
      assert.match(vite, /if \(opts\.jsMatcher\(file\) \|\| opts\.wxsMatcher\(file\)\) \{\s*return "js";/, 'wxsMatcher files join the JS group')
      const start = vite.indexOf('if (type !== "js") {')
      const end = vite.indexOf('pushConcurrentTaskFactories', start)
      assert.ok(start > 0 && end > start, 'the JS step of generateBundle')
      const jsStep = vite.slice(start, end)
      const branches = [...jsStep.matchAll(/^ {6}(?:\} else )?if \((.*originalSource.*)\) \{$/gm)].map(m => m[1])
      assert.deepEqual(branches, ['originalSource.type === "chunk"', 'uniAppX && originalSource.type === "asset"'], 'only chunks, or assets under uniAppX, are transformed')
      assert.doesNotMatch(jsStep, /^ {6}\} else \{$/m, 'no branch for other assets')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as { uniAppX?: unknown, wxsMatcher: (file: string) => boolean }
      assert.equal(defaults.uniAppX, undefined, 'uniAppX is off unless set')
      assert.equal(defaults.wxsMatcher('pages/index/index.wxs'), false, 'wxsMatcher matches nothing by default')

      const webpack = await chunkExporting('webpack.js', 'UnifiedWebpackPluginV5')
      assert.match(webpack, /if \(compilerOptions\.jsMatcher\(file\) \|\| compilerOptions\.wxsMatcher\(file\)\) \{/, 'the webpack plugin picks assets by wxsMatcher')

      const { createContext } = await import('weapp-tailwindcss/core')
      const { fileURLToPath } = await import('node:url')
      const ctx = createContext({ inlineWxs: true, logLevel: 'silent', tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false })
      const wxml = '<wxs module="ui">module.exports = { badge: function () { return \'w-[18px]\' } }</wxs>\n<view class="{{ui.badge()}}"></view>'
      const out = await ctx.transformWxml(wxml, { runtimeSet: new Set(['w-[18px]']) })
      assert.match(out, /return 'w-_b18px_B'/, 'inline <wxs> escaped with inlineWxs')
    },
  },
  {
    id: 'qs-rsmax-tw4-postcss-plugin-and-css-config',
    says: 'tailwindcss 4.3.5 used directly as a PostCSS plugin throws and names @tailwindcss/postcss; Tailwind CSS 4 generates from the CSS entry (@theme included) with no tailwind.config.js',
    quotes: [
      { page: RS_ZH, text: 'Tailwind CSS 4 的 PostCSS 插件换成了 `@tailwindcss/postcss`，配置挪进了 CSS，不再需要 `tailwind.config.js`' },
      { page: RS_EN, text: 'In Tailwind CSS 4, the PostCSS plugin is now `@tailwindcss/postcss`, and the configuration has moved into CSS, so `tailwind.config.js` is no longer needed' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const { fileURLToPath } = await import('node:url')
      const root = fileURLToPath(new URL('../', import.meta.url))
      assert.equal(JSON.parse(fs.readFileSync(`${root}node_modules/tailwindcss/package.json`, 'utf8')).version, '4.3.5')
      const postcss = (await import('postcss')).default
      const tailwindcss = (await import('tailwindcss')).default as unknown as () => import('postcss').AcceptedPlugin
      assert.throws(() => postcss([tailwindcss()]).process('@import "tailwindcss";', { from: undefined }).css, /install `@tailwindcss\/postcss`/)
      assert.ok(!fs.readdirSync(root).some(name => name.startsWith('tailwind.config')), 'no tailwind.config.* in the run')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="text-brand p-4"></view>', css: '@import "weapp-tailwindcss";\n@theme {\n  --color-brand: #1677ff;\n}', options: {} })
      assert.match(out.wxss, /\.text-brand\s*\{\s*color: (?:#1677ff|var\(--color-brand\))/)
    },
  },
  {
    id: 'qs-rsmax-tw4-from-4-3-4-not-hash',
    says: 'With weapp-tailwindcss 4.12.0 (main stylesheet), Tailwind CSS 4.3.3 output for shadow-md/border has no :not(#\\#) and no @supports; 4.3.4 output keeps the @supports fallback (its condition now tests margin-trim: block instead of inline) and every selector outside it carries :not(#\\#) while the rules inside do not; with only p-4 and an arbitrary value neither appears',
    quotes: [
      { page: RS_ZH, text: '**Tailwind CSS 4.3.4 起的产物带 `:not(#\\#)`**' },
      { page: RS_ZH, text: '从这个版本开始，Tailwind CSS 给变量初始值兜底的那段 `@supports` 换了检测条件，weapp-tailwindcss 4.12.0 认不出来，拆不掉这层外壳' },
      { page: RS_ZH, text: '页面上只要用到 `shadow-md`、`border` 这类要靠变量初始值的工具类，`app.wxss` 里 `@supports` 以外的每个选择器都会带上 `:not(#\\#)`，兜底的 `@supports` 也原样留在文件里' },
      { page: RS_ZH, text: '只是 `@supports` 以外的选择器都跟着 `:not(#\\#)`**，文件里还留着一段 `@supports`：插件在工作，问题出在 Tailwind CSS 的版本上，这是 4.3.4 及更新版本在 weapp-tailwindcss 4.12.0 下的已知表现' },
      { page: RS_EN, text: '**From Tailwind CSS 4.3.4 on, the output carries `:not(#\\#)`**' },
      { page: RS_EN, text: 'Starting with that version, Tailwind CSS changed the detection condition of the `@supports` block that provides fallback initial values for variables; weapp-tailwindcss 4.12.0 does not recognize it and cannot remove that wrapper' },
      { page: RS_EN, text: 'As soon as a page uses utilities that rely on variable initial values, such as `shadow-md` or `border`, every selector in `app.wxss` outside the `@supports` block gets `:not(#\\#)`, and the fallback `@supports` stays in the file unchanged' },
      { page: 'docs/_partials/v4-patch-script.mdx', text: 'Tailwind CSS 4.3.4 起，产物末尾兜底规则的 `@supports` 条件改成了 `margin-trim: block`，weapp-tailwindcss 4.12.0 还认不出这种写法：只要页面用到阴影、边框这类依赖 `--tw-*` 变量的工具类，全局样式产物里的选择器就会带上大量 `:not(#\\#)`' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/_partials/v4-patch-script.mdx', text: 'Since Tailwind CSS 4.3.4, the `@supports` condition of the fallback rule at the end of the output has changed to `margin-trim: block`, a form weapp-tailwindcss 4.12.0 does not recognize yet: as soon as a page uses utility classes that depend on `--tw-*` variables, such as shadows and borders, the selectors in the global stylesheet output carry lots of `:not(#\\#)`' },
      { page: RS_EN, text: 'but every selector outside the `@supports` block carries `:not(#\\#)`**, and a `@supports` block remains in the file: the plugin is working, and the problem is the Tailwind CSS version' },
      { page: RS_EN, text: 'This is the known behavior of 4.3.4 and later under weapp-tailwindcss 4.12.0' },
    ],
    slow: true,
    async proof() {
      const postcss = (await import('postcss')).default
      const { generateWith, processed } = await import('./support/at-property')
      const entry = '@import "weapp-tailwindcss/index.css";'
      const shape = async (version: string, candidates: string[]) => {
        const raw = await generateWith(version, entry, candidates)
        const out = await processed(raw)
        const inside: string[] = []
        const outside: string[] = []
        postcss.parse(out).walkRules((rule) => {
          const inSupports = rule.parent?.type === 'atrule' && (rule.parent as import('postcss').AtRule).name === 'supports'
          ;(inSupports ? inside : outside).push(...rule.selectors)
        })
        const condition = /@supports ([^{]*)\{/.exec(raw)?.[1] ?? ''
        return { out, inside, outside, condition }
      }
      const used = ['shadow-md', 'border', 'p-4']
      const v433 = await shape('4.3.3', used)
      assert.doesNotMatch(v433.out, /:not\(#\\#\)|@supports/)
      assert.match(v433.condition, /not \(margin-trim: inline\)/)
      for (const version of ['4.3.4', '4.3.5']) {
        const v = await shape(version, used)
        assert.match(v.condition, /not \(margin-trim: block\)/, `${version}: the new condition`)
        assert.equal(v.condition.replace('block', 'inline'), v433.condition, `${version}: only the margin-trim test changed`)
        assert.match(v.out, /@supports/, `${version}: the wrapper stays`)
        const last = postcss.parse(v.out).nodes.at(-1)
        assert.ok(last?.type === 'atrule' && last.name === 'supports', `${version}: the fallback is the last block of the output`)
        assert.ok(v.outside.length > 5 && v.outside.every(selector => selector.includes(':not(#\\#)')), `${version}: every selector outside @supports carries :not(#\\#)`)
        assert.ok(v.inside.length > 0 && v.inside.every(selector => !selector.includes(':not(#\\#)')), `${version}: the rules inside do not`)
      }
      const plain = await shape('4.3.4', ['p-4', 'text-[32rpx]'])
      assert.doesNotMatch(plain.out, /:not\(#\\#\)|@supports/, 'no utility that needs initial values: neither appears')
    },
  },
  {
    id: 'qs-native-npm-without-package-json',
    says: 'npm 11 run in a directory without package.json installs into the nearest parent directory that has one; with none above, it creates a package.json holding only the dependency',
    quotes: [
      { page: NI_ZH, text: 'npm 会往上层目录找：上层哪一级有 `package.json`，依赖就装到那一级，而不是装进这个项目' },
      { page: NI_ZH, text: '一直找不到，npm 11 才在当前目录自动建一份只记着依赖的 `package.json`' },
      { page: NI_EN, text: 'npm looks for one in the parent directories: if some level above has a `package.json`, the dependencies go there instead of into this project; only when it finds none does npm 11 create a `package.json` in the current directory that records nothing but the dependencies' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const base = fs.mkdtempSync(path.join(os.tmpdir(), 'qs-npm-no-pkg-'))
      try {
        const npmVersion = (await runCommand('npm', ['-v'], { cwd: base })).output.trim()
        assert.match(npmVersion, /^11\./)
        fs.mkdirSync(path.join(base, 'dep'))
        fs.writeFileSync(path.join(base, 'dep/package.json'), '{ "name": "tiny-dep", "version": "1.0.0" }\n')
        const install = (cwd: string) => runCommand('npm', ['install', '-D', '--offline', '--no-audit', '--no-fund', path.join(base, 'dep')], { cwd })
        // Nothing above: a package.json appears here with only the dependency.
        fs.mkdirSync(path.join(base, 'alone'))
        const alone = await install(path.join(base, 'alone'))
        assert.equal(alone.exitCode, 0, alone.output)
        assert.deepEqual(Object.keys(JSON.parse(fs.readFileSync(path.join(base, 'alone/package.json'), 'utf8'))), ['devDependencies'])
        assert.ok(fs.existsSync(path.join(base, 'alone/node_modules/tiny-dep')))
        // A package.json one level up: the dependency goes there, the project gets nothing.
        fs.mkdirSync(path.join(base, 'outer/miniprogram'), { recursive: true })
        fs.writeFileSync(path.join(base, 'outer/package.json'), '{ "name": "outer", "version": "1.0.0" }\n')
        const nested = await install(path.join(base, 'outer/miniprogram'))
        assert.equal(nested.exitCode, 0, nested.output)
        assert.deepEqual(fs.readdirSync(path.join(base, 'outer/miniprogram')), [], 'nothing lands in the project')
        assert.ok(JSON.parse(fs.readFileSync(path.join(base, 'outer/package.json'), 'utf8')).devDependencies['tiny-dep'])
        assert.ok(fs.existsSync(path.join(base, 'outer/node_modules/tiny-dep')))
      }
      finally {
        fs.rmSync(base, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs-uni-vite-border-2-on-view-and-main-wxss',
    says: 'Tailwind CSS 3.4.19 + weapp-tailwindcss 4.12.0 (rem2rpx, preflight off) on the login page: the main stylesheet has view,text,::before,::after { … box-sizing: border-box; border-width: 0; border-style: solid; border-color: currentColor } and .border-2 { border-width: 2px }; a view carrying border-2 is matched by that rule (border-style solid), an input is not',
    quotes: [
      { page: UV_ZH, text: '把同样的类名挪到 `view` 上，边框又出现了' },
      { page: UV_ZH, text: '用 Tailwind CSS 3.4.19 与 weapp-tailwindcss 4.12.0 处理上面的页面，主样式里是这样（省略了中间的 `--tw-*` 变量）' },
      { page: UV_EN, text: 'move the same classes onto a `view` and the border is back' },
      { page: UV_EN, text: 'Processing the page above with Tailwind CSS 3.4.19 and weapp-tailwindcss 4.12.0 gives this in the main stylesheet (the `--tw-*` variables in the middle are left out)' },
    ],
    async proof() {
      const postcss = (await import('postcss')).default
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="p-4">\n  <input class="border-2 border-red-500 bg-white" placeholder="手机号" />\n  <view class="border-2 border-red-500"></view>\n</view>'
      const wxss = (await runTailwind3({ template, options: { rem2rpx: true } })).wxss
      const rules: { selectors: string[], decls: string[] }[] = []
      postcss.parse(wxss).walkRules(rule => { rules.push({ selectors: rule.selectors, decls: rule.nodes.filter(n => n.type === 'decl').map(d => `${(d as import('postcss').Declaration).prop}: ${(d as import('postcss').Declaration).value}`) }) })
      const reset = rules.find(rule => rule.decls.includes('box-sizing: border-box'))
      assert.deepEqual(reset?.selectors, ['view', 'text', '::before', '::after'])
      assert.deepEqual(reset?.decls.filter(d => !d.startsWith('--tw-')), ['box-sizing: border-box', 'border-width: 0', 'border-style: solid', 'border-color: currentColor'])
      assert.deepEqual(rules.find(rule => rule.selectors.includes('.border-2'))?.decls, ['border-width: 2px'])
      const styleFor = (tag: string) => rules.filter(rule => rule.selectors.includes(tag)).flatMap(rule => rule.decls).filter(d => d.startsWith('border-style'))
      assert.deepEqual(styleFor('view'), ['border-style: solid'], 'a view with border-2 gets a solid border style')
      assert.deepEqual(styleFor('input'), [], 'nothing gives input a border style')
    },
  },
  {
    id: 'qs-api-core-for-tailwind-3-and-4',
    says: 'createContext from weapp-tailwindcss/core (4.12.0) transforms Tailwind CSS 3.4.19 output and Tailwind CSS 4.3.5 output alike; only the generation step differs',
    quotes: [
      { page: API_ZH, text: '本页以 **Tailwind CSS 3** 为例，API 来自 weapp-tailwindcss 4.12.0 的 `weapp-tailwindcss/core`' },
      { page: API_ZH, text: 'Tailwind CSS 4 项目同样可以使用这套 API，只是生成样式的方式换成 Tailwind CSS 4 的写法' },
      { page: API_EN, text: 'Tailwind CSS 4 projects can use the same API; only the way styles are generated changes to the Tailwind CSS 4 approach' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      assert.equal(JSON.parse(fs.readFileSync(require.resolve('weapp-tailwindcss/package.json'), 'utf8')).version, '4.12.0')
      const core = await import('weapp-tailwindcss/core')
      assert.equal(typeof core.createContext, 'function')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="w-[120rpx] bg-[#1677ff]"></view>'
      for (const out of [await runTailwind3({ template, options: {} }), await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })]) {
        assert.match(out.wxml, /class="w-_b120rpx_B bg-_b_h1677ff_B"/)
        assert.match(out.wxss, /\.w-_b120rpx_B\s*\{/)
      }
    },
  },
  {
    id: 'qs-api-js-unchanged-causes',
    says: 'transformJs (4.12.0) leaves an arbitrary-value class unchanged when it is not in the class set (not covered by content), and skips a whole script holding only mb-[1.5rem] by its regular-expression pre-check even when the class is in the set; with WEAPP_TW_DISABLE_JS_PRECHECK=1 it is escaped',
    quotes: [
      { page: API_ZH, text: '只跑一遍时 JS 里的任意值类名仍然原样保留，通常是类名所在的文件不在 `content` 覆盖范围内，或者整份文件被 4.12.0 的正则预检查跳过了' },
      { page: API_EN, text: 'In a single run, when an arbitrary-value class name in JS still stays unchanged, it is usually because the file containing it is not covered by `content`, or because the whole file was skipped by the regular-expression pre-check in 4.12.0' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false } as never)
      const set = new Set(['mb-[1.5rem]', 'w-[3px]'])
      const js = async (code: string) => (await ctx.transformJs(code, { runtimeSet: set })).code
      assert.equal(await js("export const a = 'w-[3px]'\n"), "export const a = 'w-_b3px_B'\n", 'in the set: escaped')
      assert.equal(await js("export const a = 'h-[5px]'\n"), "export const a = 'h-[5px]'\n", 'not in the set: unchanged')
      assert.equal(await js("export const b = 'mb-[1.5rem]'\n"), "export const b = 'mb-[1.5rem]'\n", 'in the set, but the pre-check skips the file')
      const before = process.env.WEAPP_TW_DISABLE_JS_PRECHECK
      process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1'
      try {
        assert.equal(await js("export const c = 'mb-[1.5rem]'\n"), "export const c = 'mb-_b1_d5rem_B'\n", 'without the pre-check it is escaped')
      }
      finally {
        if (before === undefined) delete process.env.WEAPP_TW_DISABLE_JS_PRECHECK
        else process.env.WEAPP_TW_DISABLE_JS_PRECHECK = before
      }
    },
  },
  {
    id: 'qs-v2-default-mode-generates-everything',
    says: '@tailwindcss/postcss7-compat 2.2.17 (with PostCSS 7) in its default mode generates every utility (megabytes of CSS, e.g. .bg-red-500 though unused) and no arbitrary value such as w-[120rpx]; mode: "jit" generates only the used classes, w-[120rpx] included',
    quotes: [
      { page: zh('v2/index'), text: 'Tailwind CSS 2 默认一次性生成全部工具类，体积巨大，也不支持 `w-[120rpx]` 这样的任意值' },
      { page: en('v2/index'), text: 'By default Tailwind CSS 2 generates every utility class at once, which is huge, and it does not support arbitrary values such as `w-[120rpx]`' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs-tw2-'))
      try {
        fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "tw2", "private": true }\n')
        const install = await runCommand('npm', ['install', '--no-audit', '--no-fund', 'tailwindcss@npm:@tailwindcss/postcss7-compat@2.2.17', 'postcss@^7'], { cwd: dir, timeoutMs: 480_000 })
        assert.equal(install.exitCode, 0, install.output)
        fs.writeFileSync(path.join(dir, 'page.html'), '<view class="w-[120rpx] mt-4"></view>\n')
        fs.writeFileSync(path.join(dir, 'run.cjs'), `const postcss = require('postcss')
const tailwindcss = require('tailwindcss')
const run = config => postcss([tailwindcss(config)]).process('@tailwind utilities;', { from: undefined }).then(r => r.css)
;(async () => {
  const all = await run({ corePlugins: { preflight: false } })
  const jit = await run({ mode: 'jit', purge: ['./page.html'], corePlugins: { preflight: false } })
  console.log('RESULT ' + JSON.stringify({ allBytes: all.length, allArbitrary: all.includes('120rpx'), allUnused: /\\.bg-red-500 \\{/.test(all), jit }))
})()
`)
        const run = await runCommand('node', ['run.cjs'], { cwd: dir, timeoutMs: 240_000 })
        assert.equal(run.exitCode, 0, run.output)
        const result = JSON.parse(/^RESULT (.*)$/m.exec(run.output)![1]!) as { allBytes: number, allArbitrary: boolean, allUnused: boolean, jit: string }
        assert.ok(result.allBytes > 1_000_000, `default mode: ${result.allBytes} bytes`)
        assert.equal(result.allUnused, true, 'default mode: unused utilities are generated')
        assert.equal(result.allArbitrary, false, 'default mode: no w-[120rpx]')
        assert.match(result.jit, /\.w-\\\[120rpx\\\] \{\s*width: 120rpx/)
        assert.doesNotMatch(result.jit, /bg-red-500/)
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs-v4-readme-old-h5-layers-and-preset-env',
    says: 'caniuse-lite lists cascade layers (@layer) as unsupported in iOS Safari before 15.4; postcss-preset-env with an older target (iOS >= 14) removes @layer and keeps the layer order with :not(#\\#) on the selectors',
    quotes: [
      { page: zh('v4/readme'), text: '同样的问题也会出现在低版本的移动端 H5 上，H5 构建时可以单独为 PostCSS 加上 `postcss-preset-env`' },
      { page: en('v4/readme'), text: 'The same problem also appears in older mobile H5 browsers; for H5 builds you can add `postcss-preset-env` to PostCSS separately' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const caniuse = require('caniuse-lite') as { feature: (data: unknown) => { stats: Record<string, Record<string, string>> } }
      const ios = caniuse.feature(require('caniuse-lite/data/features/css-cascade-layers.js')).stats.ios_saf!
      assert.equal(ios['15.2-15.3'], 'n')
      assert.equal(ios['12.2-12.5'], 'n')
      assert.equal(ios['15.4'], 'y')
      const postcss = (await import('postcss')).default
      const presetEnv = require('postcss-preset-env') as (options: object) => import('postcss').AcceptedPlugin
      const css = '@layer base { button { padding: 0 } }\n.p-4 { padding: 1rem }\n@layer utilities { .m-1 { margin: 4px } }'
      const out = (await postcss([presetEnv({ browsers: 'iOS >= 14' })]).process(css, { from: undefined })).css
      assert.doesNotMatch(out, /@layer/)
      assert.match(out, /\.p-4:not\(#\\#\):not\(#\\#\) \{/, 'unlayered rule gets the most')
      assert.match(out, /\.m-1:not\(#\\#\) \{/)
    },
  },
  {
    id: 'qs-api-order-once-and-in-watch-en',
    says: 'The English wording of the order rules of the Node.js API page, proven by the runs of js-precheck.ts: transformJs collects the set itself (order irrelevant in one run), and in a long-running context only transformWxss refreshes it (styles first)',
    quotes: [
      { page: API_ZH, text: '所以只跑一遍的脚本里，先后顺序不影响结果' },
      { page: API_ZH, text: '把脚本改成常驻的监听进程后，文件一有变化就要先重新生成并转换样式，再转换脚本' },
      { page: API_EN, text: 'So in a script that runs once, the order does not change the result' },
      { page: API_EN, text: 'Once the script becomes a long-running watch process, every file change has to regenerate and transform the styles first, and only then the scripts' },
    ],
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./js-precheck'), 'api-transformjs-collects-class-set-itself')
      await proofOf(() => import('./js-precheck'), 'api-class-set-refreshed-only-by-transformwxss')
    },
  },
  {
    id: 'qs-api-promise-history-en',
    says: 'At the upstream tags: core.ts of v2.11.0 has async transformWxss and a plain transformJs; v3.0.11 still a plain transformJs, v3.1.0 async; transformWxml becomes async at weapp-tailwindcss@4.6.0 (plain at 4.5.2)',
    quotes: [
      { page: API_EN, text: 'Of its three methods, `transformWxss` has returned a Promise from the start, `transformJs` since 3.1.0 and `transformWxml` since 4.6.0, so code written for older versions that uses the return values directly needs an `await`' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const v2 = upstreamFile('v2.11.0', 'src/core.ts')!
      assert.match(v2, /async function transformWxss\(/)
      assert.match(v2, /\n {2}function transformJs\(/)
      assert.match(upstreamFile('v3.0.11', 'src/core.ts')!, /\n {2}function transformJs\(/)
      assert.match(upstreamFile('v3.1.0', 'src/core.ts')!, /async function transformJs\(/)
      const core = (tag: string) => upstreamFile(`weapp-tailwindcss@${tag}`, 'packages/weapp-tailwindcss/src/core.ts')!
      assert.match(core('4.5.2'), /\n {2}function transformWxml\(/)
      assert.match(core('4.6.0'), /async function transformWxml\(/)
    },
  },
  {
    id: 'qs-uni-vite-h5-preflight-and-border-solid-en',
    says: 'Tailwind CSS 3.4.19\'s own preflight sets border-style: solid on *, ::before, ::after; border-solid is a single class rule, so it reaches only the elements carrying it',
    quotes: [
      { page: UV_EN, text: 'H5 uses Tailwind CSS\'s original preflight (whose `*` selector covers every element), which is why only the mini-program is affected' },
      { page: UV_EN, text: 'This only affects the elements you add it to' },
    ],
    async proof() {
      const postcss = (await import('postcss')).default
      const tailwindcss = (await import('tailwindcss-3')).default as unknown as (config: object) => import('postcss').AcceptedPlugin
      const css = (await postcss([tailwindcss({ content: [{ raw: '<input class="border-2 border-solid">', extension: 'html' }] })]).process('@tailwind base;\n@tailwind utilities;', { from: undefined })).css
      assert.match(css, /\*,\s*::before,\s*::after \{[^}]*border-style: solid/, 'preflight: * gets a solid border style')
      const rules: string[] = []
      postcss.parse(css).walkRules((rule) => { if (rule.nodes.some(n => n.type === 'decl' && (n as import('postcss').Declaration).prop === 'border-style' && (n as import('postcss').Declaration).value === 'solid') && !rule.selector.includes('*')) rules.push(rule.selector) })
      assert.deepEqual(rules, ['.border-solid'])
    },
  },
  {
    id: 'qs-v2-only-postcss7-compat-and-webpack4',
    says: 'Tailwind CSS 3 needs PostCSS 8, its PostCSS 7 line is @tailwindcss/postcss7-compat (Tailwind CSS 2, up to 2.2.17, purge only), and weapp-tailwindcss 4.12.0 has a webpack 4 plugin (proofs of quick-start-v3-v2.ts)',
    quotes: [
      { page: zh('v2/index'), text: '这类项目只能使用 Tailwind CSS 2 官方提供的 PostCSS 7 兼容版，再搭配 weapp-tailwindcss 的 webpack 4 插件' },
      { page: en('v2/index'), text: 'Such projects can only use the PostCSS 7 compatibility build officially provided for Tailwind CSS 2, together with weapp-tailwindcss\'s webpack 4 plugin' },
      { page: en('v2/index'), text: 'The configuration differs too: the scan scope can only go in `purge` (as an array, or as `purge.content` as above), and the top-level `content` field of 3.x is not read' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v3-v2'), 'qs3-v2-postcss7-compat')
      await proofOf(() => import('./quick-start-v3-v2'), 'qs3-v2-webpack4-entry')
    },
  },
  {
    id: 'qs-v4-workflow-concatenation-and-4-10-1-en',
    says: 'Tailwind CSS 4.3.5 generates nothing for a name built as \'text-\' + color, and weapp-tailwindcss 4.12.0 leaves it alone while escaping a complete bg-[#fafafa]; the 4.10.1 changelog restricts JS escaping to hits of the classNameSet',
    quotes: [
      { page: en('v4/tutorial/workflow'), text: 'Tailwind CSS only scans the text of your source code, so it cannot see a name assembled like `\'text-\' + color`; and since 4.10.1, weapp-tailwindcss also only escapes class names that really exist in the scan results' },
    ],
    slow: true,
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const script = "const color = 'red-500'\nconst a = 'text-' + color\nconst b = 'bg-[#fafafa]'\n"
      const out = await runTailwind4({ template: '<view></view>', script, css: '@import "weapp-tailwindcss";', options: {} })
      assert.doesNotMatch(out.css, /\.text-red-500/)
      assert.match(out.js, /'text-' \+ color/)
      assert.match(out.js, /bg-_b_hfafafa_B/)
      const { changelog } = await import('./support/upstream')
      assert.match(changelog('4.10.1'), /JS 仅转译来自 `tailwindcss-patch` 的 `classNameSet` 命中项/)
    },
  },
  {
    id: 'qs-v4-readme-en-tw4-not-a-postcss-plugin-and-csscalc',
    says: 'tailwindcss 4.3.5 itself refuses to run as a PostCSS plugin and its compile() fetches @import targets through its own loadStylesheet; cssCalc [\'--spacing\'] leaves only the computed value (proof of qs4-csscalc-spacing-keeps-only-the-computed-value)',
    quotes: [
      { page: en('v4/readme'), text: 'As of version 4, Tailwind CSS is no longer "a plugin hanging in the PostCSS pipeline"' },
      { page: en('v4/readme'), text: 'If you want the output to keep only the computed value and not depend on runtime calculation, hand `--spacing` to `cssCalc` for precomputation' },
    ],
    async proof() {
      const postcss = (await import('postcss')).default
      const tailwindcss = await import('tailwindcss') as unknown as { default: () => import('postcss').AcceptedPlugin, compile: (css: string, options: object) => Promise<{ build: (c: string[]) => string }> }
      assert.throws(() => postcss([tailwindcss.default()]).process('@import "tailwindcss";', { from: undefined }).css, /moved to a separate package/)
      const asked: string[] = []
      const compiler = await tailwindcss.compile('@import "my-theme";\n@tailwind utilities;', {
        base: '/',
        loadStylesheet: async (id: string) => { asked.push(id); return { path: '/my-theme.css', base: '/', content: '@theme { --color-brand: #123456; }' } },
      })
      assert.deepEqual(asked, ['my-theme'])
      assert.match(compiler.build(['text-brand']), /\.text-brand \{\s*color: var\(--color-brand\)/)
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v4'), 'qs4-csscalc-spacing-keeps-only-the-computed-value')
    },
  },
  {
    id: 'qs-native-default-matchers-cover-other-platforms',
    says: 'The default matchers of 4.12.0 take the template extensions .wxml, .axml, .ttml, .swan, .qml, .ksml, .jxml and the style extensions .wxss, .acss, .ttss, .qss, .jxss, .css',
    quotes: [
      { page: zh('frameworks/native'), text: '插件默认就能识别各平台的模板和样式扩展名，只需调整构建产物的扩展名和 `content`' },
      { page: en('frameworks/native'), text: 'the plugin recognizes each platform\'s template and style extensions by default; you only need to adjust the extensions of the build output and `content`' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const d = getDefaultOptions() as { htmlMatcher: (f: string) => boolean, cssMatcher: (f: string) => boolean }
      for (const ext of ['wxml', 'axml', 'ttml', 'swan', 'qml', 'ksml', 'jxml']) assert.equal(d.htmlMatcher(`pages/index/index.${ext}`), true, ext)
      for (const ext of ['wxss', 'acss', 'ttss', 'qss', 'jxss', 'css']) assert.equal(d.cssMatcher(`pages/index/index.${ext}`), true, ext)
      assert.equal(d.htmlMatcher('pages/index/index.js'), false)
    },
  },
  {
    id: 'qs-uni-component-class-attributes-need-custom-attributes',
    says: 'A component class attribute such as custom-class is left unescaped by default and escaped once it is listed in customAttributes',
    quotes: [
      { page: zh('frameworks/uni-app'), text: '组件库的类名属性需要同样加入 `customAttributes`' },
      { page: en('frameworks/uni-app'), text: 'the library\'s class name attributes also need to be added to `customAttributes`' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { createContext } = await import('weapp-tailwindcss/core')
      const base = { logLevel: 'silent', tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false }
      const template = '<u-button custom-class="mt-[10px]" class="mt-[10px]"></u-button>'
      const runtimeSet = new Set(['mt-[10px]'])
      assert.equal(await createContext(base as never).transformWxml(template, { runtimeSet }), '<u-button custom-class="mt-[10px]" class="mt-_b10px_B"></u-button>')
      assert.equal(await createContext({ ...base, customAttributes: { '*': ['custom-class'] } } as never).transformWxml(template, { runtimeSet }), '<u-button custom-class="mt-_b10px_B" class="mt-_b10px_B"></u-button>')
    },
  },
  {
    id: 'qs-mpx-v4-neither-place-no-tailwind',
    says: 'The Mpx style compiler takes its PostCSS plugins only from postcssInlineConfig and the postcss.config.* file (proof of qs4-mpx-postcss-config-sources), so with @tailwindcss/postcss in neither, Tailwind CSS 4 never runs',
    quotes: [
      { page: zh('v4/mpx'), text: '两处都没有时，Tailwind CSS 4 根本不会运行' },
      { page: en('v4/mpx'), text: 'If it is in neither place, Tailwind CSS 4 never runs' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v4-native'), 'qs4-mpx-postcss-config-sources')
    },
  },
  {
    id: 'qs-css-units-issue-1214-report',
    says: 'Issue #1214 of sonofmagic/weapp-tailwindcss reports that in WeChat DevTools, with @theme --spacing: 1rpx, sizes from calc(var(--spacing) * N) differ from the same rpx written directly',
    quotes: [
      { page: zh('css-unit-transform'), text: '报告，在微信开发者工具里 `--spacing` 设成 rpx 后，`calc(var(--spacing) * N)` 算出的尺寸与直接写同样的 rpx 有偏差' },
      { page: en('css-unit-transform'), text: 'reports that in WeChat DevTools, once `--spacing` is set in rpx, sizes computed by `calc(var(--spacing) * N)` differ from the same rpx value written directly' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss issue #1214 ("微信小程序 @theme --spacing 使用 rpx 时，calc 计算后的尺寸与直接 rpx 不一致", opened 2026-09-18 by the maintainer): a uni-app page with @theme { --spacing: 1rpx } and p-4 mt-4 gap-4 w-32 h-32 next to a control element with the same rpx values inline; the sizes from calc(var(--spacing) * N) do not match the control in WeChat DevTools 2.02.2608070 (base library 3.17.2/3.17.3); pull request #1216 refers to it',
      versions: 'as reported: weapp-tailwindcss 5.5.6, Tailwind CSS 4.3.3, WeChat DevTools 2.02.2608070',
      on: '2026-11-29',
      why: 'the measurement needs WeChat DevTools, which does not run here',
    },
  },
  {
    id: 'qs-v4-readme-one-class-set-for-both-sides',
    says: 'transformWxss escapes .text-brand/50 to .text-brand_f50 whatever the class set, while transformJs escapes the same string only when the set holds it (otherwise the two sides no longer match); 4.12.0 warns without cssEntries that the generated class names then take no part in the escaping',
    quotes: [
      { page: zh('v4/readme'), text: '两边用到的类名集合必须一致，这就是 `cssEntries` 存在的原因' },
      { page: en('v4/readme'), text: 'Both sides must use the same set of class names, and that is why `cssEntries` exists' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { fileURLToPath } = await import('node:url')
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false } as never)
      const wxss = (await ctx.transformWxss('.text-brand\\/50{color:rgb(22 119 255/.5)}', { isMainChunk: false })).css
      assert.match(wxss, /^\.text-brand_f50\{/)
      const without = (await ctx.transformJs("export const a = 'text-brand/50 w-[3px]'\n", { runtimeSet: new Set(['w-[3px]']) })).code
      assert.equal(without, "export const a = 'text-brand/50 w-_b3px_B'\n", 'not in the set: JS keeps text-brand/50')
      const within = (await ctx.transformJs("export const b = 'text-brand/50 w-[3px]'\n", { runtimeSet: new Set(['w-[3px]', 'text-brand/50']) })).code
      assert.equal(within, "export const b = 'text-brand_f50 w-_b3px_B'\n")
      const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('weapp-tailwindcss/package.json')), 'dist/chunk-ZAA5ZG3D.js')
      const warning = /'(\[tailwindcss@4\] \\u672A[^']*)'/.exec(fs.readFileSync(dist, 'utf8'))![1]!.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      assert.match(warning, /^\[tailwindcss@4\] 未检测到 cssEntries 配置。.*否则 tailwindcss 生成的类名不会参与转译。$/)
    },
  },
])
