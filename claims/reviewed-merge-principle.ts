// Second reading of the merge, principle, uni-app x and wxs pages: sentences no other module quoted yet.
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const ROOT_DIR = fileURLToPath(new URL('../', import.meta.url))

const MERGE = {
  cva: 'docs/community/merge/cva-and-variants.mdx',
  cvaEn: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/cva-and-variants.mdx',
  integration: 'docs/community/merge/integration.mdx',
  integrationEn: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/integration.mdx',
}

const MERGE_OVERVIEW = {
  zh: 'docs/community/merge/overview.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/overview.mdx',
}

const UNIX = {
  zh: 'docs/uni-app-x/index.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/uni-app-x/index.mdx',
  install: 'docs/uni-app-x/install.mdx',
  installEn: 'i18n/en/docusaurus-plugin-content-docs/current/uni-app-x/install.mdx',
}

const PRINCIPLE = {
  zh: 'docs/principle/index.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx',
}

const WXS = {
  zh: 'docs/quick-start/wxs.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/wxs.mdx',
}

/**
 * Vite builds (weapp-tailwindcss 4.12.0, Tailwind CSS 3 through the `tailwindcss-3` alias) of an ordinary
 * mini-program: one JS chunk holding the class string, the page's badge.wxs emitted as an asset, wxsMatcher on;
 * once without and once with `uniAppX`, each in a fresh Node process (the plugin keeps its class set per process).
 * Returns, per build, the files the plugin handed to a processor (its onUpdate option) and the output of the chunk
 * and the .wxs.
 */
async function viteWxsRuns(badge: string): Promise<Record<'plain' | 'uniAppX', { handed: string[]; wxs: string; chunk: string }>> {
  const { scratch, write } = await import('./support/uni-css')
  const { runCommand } = await import('../lib/examples/runCommand')
  const { ROOT } = await import('./support/quick-start-v3')
  const dir = scratch('reviewed-wxs-uniappx')
  write(dir, {
    'package.json': '{"type":"commonjs"}',
    'src/badge.wxs': badge,
    'app.js': 'export const cls = "bg-[#16a34a] text-white"\nconsole.log(cls)\n',
    'app.css': '@tailwind utilities;',
    'run.cjs': `
const fs = require('node:fs'); const path = require('node:path')
const tailwindcss = require('tailwindcss-3')
const dir = __dirname
const mode = process.argv[2]
async function main() {
  const { build } = await import('vite'); const { UnifiedViteWeappTailwindcssPlugin } = require('weapp-tailwindcss/vite')
  const handed = []
  const options = { logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false,
    tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, wxsMatcher: file => /\\.(?:wxs|sjs)$/.test(file),
    onUpdate: file => handed.push(file), ...(mode === 'uniAppX' ? { uniAppX: true } : {}) }
  const outDir = path.join(dir, 'dist-' + mode)
  const emit = { name: 'emit', buildStart() { this.emitFile({ type: 'asset', fileName: 'pages/order/badge.wxs', source: fs.readFileSync(path.join(dir, 'src/badge.wxs'), 'utf8') }) } }
  await build({ root: dir, configFile: false, logLevel: 'silent',
    css: { postcss: { plugins: [tailwindcss({ content: [path.join(dir, 'src/**/*'), path.join(dir, 'app.js')], corePlugins: { preflight: false } })] } },
    plugins: [emit, UnifiedViteWeappTailwindcssPlugin(options)],
    build: { outDir, minify: false, rollupOptions: { input: { app: path.join(dir, 'app.js'), style: path.join(dir, 'app.css') }, output: { entryFileNames: '[name].js' } } } })
  const result = { handed: handed.sort(), wxs: fs.readFileSync(path.join(outDir, 'pages/order/badge.wxs'), 'utf8'), chunk: fs.readFileSync(path.join(outDir, 'app.js'), 'utf8') }
  console.log('RESULT ' + JSON.stringify(result))
}
main().catch(error => { console.error(error); process.exit(1) })
`,
  })
  const one = async (mode: string) => {
    const result = await runCommand(process.execPath, ['run.cjs', mode], { cwd: dir, env: { WEAPP_TW_VITE_FORCE_RUNTIME_REFRESH: '' } })
    const line = result.output.split('\n').find(l => l.startsWith('RESULT '))
    assert.ok(line, `Vite build (${mode}):\n${result.output}`)
    return JSON.parse(line.slice('RESULT '.length))
  }
  const [plain, uniAppX] = await Promise.all([one('plain'), one('uniAppX')])
  return { plain, uniAppX }
}

export default defineClaims(import.meta.url, [
  {
    id: 'reviewed-merge-uni-ifdef-mp-in-ts',
    says: '@dcloudio/uni-cli-shared 3.0.0-alpha-5020620260914001 (Vue 3): the uni:pre plugin preprocesses files with the EXTNAME_JS extensions, which include .ts; its context sets MP for every platform starting with mp-; preprocessing a .ts snippet with // #ifdef MP keeps the branch for mp-weixin, mp-alipay and mp-toutiao and drops it for h5 and app (xregexp 4.0.0 stands in for the pinned 5.1.2)',
    quotes: [
      { page: MERGE.integration, text: 'uni-app 的条件编译在 `.ts` 文件里同样有效，`MP` 代表所有小程序平台：' },
      { page: MERGE.integrationEn, text: 'uni-app\'s conditional compilation works in `.ts` files too, and `MP` stands for all mini-program platforms:' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { unpacked } = await import('./support/uni-css')
      const shared = await unpacked('@dcloudio/uni-cli-shared@3.0.0-alpha-5020620260914001')
      const xregexp = await unpacked('xregexp@4.0.0')
      fs.mkdirSync(path.join(shared, 'node_modules'), { recursive: true })
      if (!fs.existsSync(path.join(shared, 'node_modules/xregexp'))) fs.symlinkSync(xregexp, path.join(shared, 'node_modules/xregexp'), 'dir')
      const read = (file: string) => fs.readFileSync(path.join(shared, file), 'utf8')
      assert.match(read('dist/constants.js'), /exports\.EXTNAME_JS = \['\.js', '\.ts', '\.jsx', '\.tsx', '\.uts'\];/)
      assert.match(read('dist/vite/plugins/pre.js'), /const PRE_JS_EXTNAME = \['\.json', '\.css'\][\s\S]{0,200}?\.concat\(constants_1\.EXTNAME_JS\);/)
      assert.match(read('dist/preprocess/context.js'), /else if \(platform\.startsWith\('mp-'\)\) \{\s*defaultContext\.MP = true;/)
      const load = createRequire(path.join(shared, 'package.json'))
      const { preprocess } = load('./lib/preprocess/lib/preprocess') as { preprocess: (source: string, context: unknown, options: unknown) => string }
      const { initScopedPreContext } = load('./dist/preprocess/context.js') as { initScopedPreContext: (platform: string, user?: unknown, uts?: unknown, isX?: boolean) => { preVueContext: unknown } }
      const source = 'let miniProgram = false\n// #ifdef MP\nminiProgram = true\n// #endif\nexport const flag = miniProgram\n'
      const kept = (platform: string) => preprocess(source, initScopedPreContext(platform, undefined, undefined, false).preVueContext, { type: 'js' }).includes('miniProgram = true')
      for (const platform of ['mp-weixin', 'mp-alipay', 'mp-toutiao']) assert.ok(kept(platform), `${platform} keeps the #ifdef MP branch`)
      for (const platform of ['h5', 'app']) assert.ok(!kept(platform), `${platform} drops it`)
    },
  },
  {
    id: 'reviewed-merge-taro-webpackchain-mini-only',
    says: 'Taro 4.2.1: the weapp platform plugin uses the mini config, the H5 platform the h5 config, and the webpack runner calls that config\'s webpackChain, so a plugin registered in mini.webpackChain is not part of H5 builds',
    quotes: [
      { page: MERGE.integration, text: 'Taro 的 webpack 版通常把插件注册在 `mini.webpackChain` 里，因此只作用于小程序构建，H5 构建不会经过它：' },
      { page: MERGE.integrationEn, text: 'The webpack version of Taro usually registers the plugin in `mini.webpackChain`, so it only applies to mini-program builds; H5 builds never go through it:' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v3-taro'), 'qs3-taro-webpack-postcss-order-and-mini-postcss-keys')
    },
  },
  {
    id: 'reviewed-merge-taro-vite-defines-taro-env',
    says: '@tarojs/vite-runner 4.2.0 defines process.env.TARO_ENV as the build adapter in its mini-program and H5 configs, as the webpack runner does, so the runtime\'s TARO_ENV check works unchanged with Vite',
    quotes: [
      { page: MERGE.integration, text: 'Vite 版 Taro 的插件写法见 [Taro Vite 版](/docs/quick-start/v4/taro-vite)，运行时部分与上面相同。' },
      { page: MERGE.integrationEn, text: 'the runtime part is the same as above.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const runner = await unpacked('@tarojs/vite-runner@4.2.0')
      for (const file of ['dist/mini/config.js', 'dist/h5/config.js']) {
        const source = fs.readFileSync(path.join(runner, file), 'utf8')
        assert.match(source, /env\.TARO_ENV = JSON\.stringify\(buildAdapter\);/, file)
        assert.match(source, /target\[`process\.env\.\$\{key\}`\] = env\[key\];/, `${file}: env entries become process.env.* defines`)
      }
      const page = fs.readFileSync(path.join(ROOT_DIR, MERGE.integration), 'utf8')
      assert.match(page, /const isH5 = process\.env\.TARO_ENV === 'h5'/, 'the runtime part checks process.env.TARO_ENV')
    },
  },
  {
    id: 'reviewed-merge-weapp-vite-platform',
    says: 'weapp-vite 6.20.4: build and dev take -p, --platform (weapp | web | all); without it the backend falls back to the mini-program one',
    quotes: [
      { page: MERGE.integration, text: 'weapp-vite 6.20.4 的构建命令虽然也能用 `--platform web` 产出 Web 版，但不指定时只构建小程序。' },
      { page: MERGE.integrationEn, text: 'The weapp-vite 6.20.4 build command can also produce a Web version with `--platform web`, but without that option it builds only the mini-program.' },
      { page: MERGE.integration, text: '只做小程序时不需要区分平台，直接用默认导出即可：' },
      { page: MERGE.integrationEn, text: 'When you ship only the mini-program there is no platform to tell apart; just use the default exports:' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const dist = path.join(await unpacked('weapp-vite@6.20.4'), 'dist')
      const cli = fs.readFileSync(path.join(dist, 'cli.mjs'), 'utf8')
      assert.match(cli, /cli\.command\("build \[root\]", "build for production"\)[\s\S]{0,400}?\.option\("-p, --platform <platform>", `\[string\] target platform \(weapp \| web \| all\)`\)/)
      const context = fs.readdirSync(dist).filter(name => /^createContext-.*\.mjs$/.test(name)).map(name => fs.readFileSync(path.join(dist, name), 'utf8')).join('\n')
      assert.match(context, /function resolveBackendExecution\(input, options = \{\}\) \{\s*return platformBackendRegistry\.resolve\(input, \{\s*fallbackBackendId: "miniprogram",/)
    },
  },
  {
    id: 'reviewed-merge-issue-728',
    says: 'sonofmagic/weapp-tailwindcss#728 (weapp-tailwindcss 4.6.3, tailwindcss 3.4.18, Taro React to WeChat, twMerge from @weapp-tailwindcss/merge/v3): cn("px-4 border py-3.5", "py-1") printed "px-4 border py-3d5 py-1", both kept',
    quotes: [
      { page: MERGE_OVERVIEW.zh, text: '[weapp-tailwindcss#728](https://github.com/sonofmagic/weapp-tailwindcss/issues/728) 里 `py-3.5` 与 `py-1` 同时留下，就是这一类现象。' },
      { page: MERGE_OVERVIEW.en, text: 'In [weapp-tailwindcss#728](https://github.com/sonofmagic/weapp-tailwindcss/issues/728), `py-3.5` and `py-1` both remaining is exactly this kind of problem.' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss#728 through the search tool (issues): "[Bug]: @weapp-tailwindcss/merge 类名合并错误", weapp-tailwindcss 4.6.3, tailwindcss 3.4.18, Taro React to WeChat; cn = twMerge(clsx(...)) from "@weapp-tailwindcss/merge/v3"; cn("px-4 border py-3.5", "py-1") gives "px-4 border py-3d5 py-1" where "px-4 border py-1" was expected; the reporter: escaped class names such as py-3.5 and py-[100px] are not merged',
      versions: 'weapp-tailwindcss 4.6.3 and @weapp-tailwindcss/merge 1.x (/v3 entry) as reported',
      on: '2026-11-29',
      why: 'the content of a third-party issue thread',
    },
  },
  {
    id: 'reviewed-merge-devtools-devdependencies-not-built',
    says: 'WeChat DevTools since 1.02.1811150 builds npm from the dependencies field of package.json, so a package only in devDependencies is not built into miniprogram_npm; requiring a js file that is not in the package fails with an error of the form "… is not defined"',
    quotes: [
      { page: MERGE.integration, text: '**现象**：原生小程序项目在模拟器里报 `module ... is not defined` 一类的错误，指向 merge 运行时。' },
      { page: MERGE.integrationEn, text: '**Symptom**: a native mini-program project reports an error like `module ... is not defined` in the simulator, pointing at the merge runtime.' },
    ],
    manual: {
      ran: 'read through the search tool: WeChat\'s npm support page (developers.weixin.qq.com, devtools/npm): "开发者工具 v1.02.1811150 版本开始，调整为根据 package.json 的 dependencies 字段构建，所以声明在 devDependencies 里的包 … 不会参与到构建中" (English page: "packages declared in devDependencies can also be installed and used during development, without getting involved in the building"); a WeChat developer community article on DevTools 1.05.2201210 dependency filtering: a js file that is required at run time but not in the package gives "xxx.js is not defined" on devices, and the simulator reports a module error',
      versions: 'WeChat DevTools 1.02.1811150 and later, as documented',
      on: '2026-11-29',
      why: 'WeChat DevTools and its simulator cannot run here',
    },
  },
  {
    id: 'reviewed-uni-app-x-intellisense-languages',
    says: 'The Tailwind CSS language service does not list uvue or uts among its built-in languages and its includeLanguages default is empty (the proof of blog42-intellisense-languages)',
    quotes: [
      { page: UNIX.zh, text: 'IntelliSense 扩展默认不认识 `uvue`、`uts` 两种语言，需要告诉它按哪种语言处理。' },
      { page: UNIX.en, text: 'The IntelliSense extension doesn\'t know the `uvue` and `uts` languages by default, so you have to tell it how to treat them.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./blog-posts-more'), 'blog42-intellisense-languages')
    },
  },
  {
    id: 'reviewed-uni-app-x-intellisense-is-a-vscode-extension',
    says: 'The Tailwind CSS IntelliSense README describes it as a Visual Studio Code extension (installed from the VS Code Marketplace) with autocomplete, hover preview of the complete CSS and color decorators; HBuilderX plugins are their own package.json format with a required engines.HBuilderX',
    quotes: [
      { page: UNIX.zh, text: 'Tailwind CSS 官方的 IntelliSense 是一个 VS Code 扩展，提供类名补全、颜色预览和悬浮查看生成的 CSS；HBuilderX 的插件是另一种格式，装不了它。' },
      { page: UNIX.en, text: 'the official Tailwind CSS IntelliSense is a VS Code extension that offers class name completion, color previews and hovering to see the generated CSS, while HBuilderX plugins use a format of their own, so HBuilderX cannot install it.' },
    ],
    manual: {
      ran: 'read through the search tool: the README of tailwindlabs/tailwindcss-intellisense (packages/vscode-tailwindcss/README.md at v0.16.0): "providing Visual Studio Code users with advanced features such as autocomplete, syntax highlighting, and linting", installed via the Visual Studio Code Marketplace, "Hover Preview: See the complete CSS for a Tailwind class name by hovering over it", and the tailwindCSS.colorDecorators setting for inline color decorators; the HBuilderX plugin development guide (bookstack.cn HBuilderX-plugin-dev-guide, ExtensionDocs-manifest): every plugin needs a package.json whose required engines object must contain HBuilderX',
      versions: 'Tailwind CSS IntelliSense 0.16.0 README; HBuilderX plugin guide for 2.7+',
      on: '2026-11-29',
      why: 'VS Code and HBuilderX are desktop editors that cannot run here',
    },
  },
  {
    id: 'reviewed-uni-app-x-tailwind4-web-and-mini-programs',
    says: 'At the 4.12.0 tag, the weapp-tailwindcss docs say Tailwind CSS 4 only supports the h5 and mini-program targets of uni-app x (not native Android/iOS) and cross-platform integration supports only tailwindcss@3.x; the Tailwind CSS 4 uni-app x page is quick-start/v4/uni-app-x',
    quotes: [
      { page: UNIX.en, text: 'If you only ship to the Web and mini-programs: either version works; for Tailwind CSS 4 see [Using Tailwind CSS 4 with uni-app x](/docs/quick-start/v4/uni-app-x).' },
      { page: UNIX.zh, text: '只发布 Web 和小程序：两个版本都可以，想用 Tailwind CSS 4 的话看 [uni-app x 接入 Tailwind CSS 4](/docs/quick-start/v4/uni-app-x)。' },
      { page: UNIX.en, text: 'The Tailwind CSS 4 option for the Web and mini-programs only: [Using Tailwind CSS 4 with uni-app x](/docs/quick-start/v4/uni-app-x)' },
      { page: UNIX.zh, text: '只面向 Web 与小程序的 Tailwind CSS 4 方案：[uni-app x 接入 Tailwind CSS 4](/docs/quick-start/v4/uni-app-x)' },
      { page: UNIX.installEn, text: 'For projects that target only the Web and mini-programs and want Tailwind CSS 4, see [Using Tailwind CSS 4 with uni-app x](/docs/quick-start/v4/uni-app-x) instead.' },
      { page: UNIX.install, text: '只面向 Web 与小程序、想使用 Tailwind CSS 4 的项目，请改看 [uni-app x 接入 Tailwind CSS 4](/docs/quick-start/v4/uni-app-x)。' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { upstreamFile } = await import('./support/upstream')
      const v4 = upstreamFile('weapp-tailwindcss@4.12.0', 'website/docs/quick-start/v4/uni-app-x.mdx')!
      assert.match(v4, /tailwindcss@4 版本，暂时只支持 hbuilderx uni-app x 跨 `h5` 和 `小程序` 平台/)
      assert.match(v4, /原生安卓和IOS平台无法支持/)
      const overview = upstreamFile('weapp-tailwindcss@4.12.0', 'website/docs/uni-app-x/index.mdx')!
      assert.match(overview, /当前跨端集成仅支持 `tailwindcss@3\.x`。/)
      assert.match(overview, /需要一套能同时覆盖 Web\/小程序\/Android\/iOS\/鸿蒙 的原子化样式方案/)
      assert.ok(fs.existsSync(path.join(ROOT_DIR, 'docs/quick-start/v4/uni-app-x.mdx')), 'the linked page exists')
    },
  },
  {
    id: 'reviewed-principle-browsers-accept-punctuation',
    says: 'A CSS selector engine (css-what 6 / css-select, as cheerio uses them) reads .w-\[100px\], .md\:flex, .bg-black\/50, .p-0\.5, .bg-\[\#ff0000\] and .\!mt-0 as those class names and matches them on one element whose class attribute separates them by spaces and a tab; a class selector is a whitespace-separated-list match on the class attribute',
    quotes: [
      { page: PRINCIPLE.zh, text: '浏览器对这些字符没有意见，因为 CSS 规范允许在选择器里用反斜杠转义任何字符，HTML 的 `class` 属性也只按空白分隔。' },
      { page: PRINCIPLE.en, text: 'Browsers don\'t mind these characters, because the CSS specification lets you escape any character in a selector with a backslash, and the HTML `class` attribute is split only on whitespace.' },
    ],
    async proof() {
      const { parse } = await import('css-what')
      const cheerio = await import('cheerio')
      const classes = ['w-[100px]', 'md:flex', 'bg-black/50', 'p-0.5', 'bg-[#ff0000]', '!mt-0']
      const $ = cheerio.load(`<div class="${classes.slice(0, 3).join('  ')}\t${classes.slice(3).join(' ')}"></div>`)
      for (const cls of classes) {
        const selector = `.${cls.replace(/[^\w-]/g, char => `\\${char}`)}`
        const [[token]] = parse(selector) as unknown as [[{ type: string; name: string; action: string; value: string }]]
        assert.deepEqual([token.type, token.name, token.action, token.value], ['attribute', 'class', 'element', cls], `${selector} is the class ${cls}, matched as one whitespace-separated word`)
        assert.equal($(selector).length, 1, `${selector} matches the element`)
      }
    },
  },
  {
    id: 'reviewed-principle-four-jobs-and-round-trip',
    says: 'weapp-tailwindcss 4.12.0 createContext: transformWxss escapes the class in a selector (.w-\[100px\] -> .w-_b100px_B), rewrites :root to page and * to view,text and the space-y child combinator to view+view…, converts rem to rpx with rem2rpx; transformWxml and transformJs give the same w-_b100px_B that escape() returns',
    quotes: [
      { page: PRINCIPLE.zh, text: '所以 weapp-tailwindcss 需要解决的其实是四件事：把类名里的字符换掉、把选择器换成小程序认识的写法、保证模板和样式换得一模一样、顺手处理单位。' },
      { page: PRINCIPLE.en, text: 'So weapp-tailwindcss really has four jobs: replace the characters in class names, turn selectors into forms mini-programs understand, make sure templates and stylesheets are rewritten in exactly the same way, and take care of units along the way.' },
      { page: PRINCIPLE.zh, text: '同一个类名的两条转义路径：模板和 JS 中的字符串直接经过 escape，样式中的选择器先解析出类名值再经过 escape，两边得到相同的 w-_b100px_B' },
      { page: PRINCIPLE.en, text: 'Two escaping paths for the same class name: strings in templates and JS go straight through escape; selectors in stylesheets are first parsed to get the class name value, which then goes through escape; both sides end up with the same w-_b100px_B' },
    ],
    async proof() {
      const { escape } = await import('@weapp-core/escape')
      const { context } = await import('./support/issues')
      const ctx = await context({ rem2rpx: true })
      const wxss = (await ctx.transformWxss(':root{--a:1}*,::before{--b:2}.w-\\[100px\\]{width:1rem}.space-y-2>:not(:last-child){margin:0}')).css
      assert.equal(wxss, 'page,.tw-root,wx-root-portal-content,:host{--a:1}view,text,::before{--b:2}.w-_b100px_B{width:32rpx}.space-y-2>view+view,.space-y-2>view+text,.space-y-2>text+view,.space-y-2>text+text{margin:0}')
      assert.equal(escape('w-[100px]'), 'w-_b100px_B')
      const runtimeSet = new Set(['w-[100px]'])
      assert.equal(await (ctx as unknown as { transformWxml: (s: string, o: object) => Promise<string> }).transformWxml('<view class="w-[100px]"></view>', { runtimeSet }), '<view class="w-_b100px_B"></view>')
      assert.equal((await ctx.transformJs('const c = \'w-[100px]\'', { runtimeSet })).code, 'const c = \'w-_b100px_B\'')
    },
  },
  {
    id: 'reviewed-principle-tw3-tw4-same-chain',
    says: 'Tailwind CSS 3.4.19 output initialises variables in a *, ::before, ::after rule, Tailwind CSS 4.3.5 output registers them with @property; the same weapp-tailwindcss 4.12.0 transformWxss rewrites both, giving .w-_b100px_B from each',
    quotes: [
      { page: PRINCIPLE.zh, text: '两个大版本在 weapp-tailwindcss 里走的是同一条改写链路，但输入的 CSS 长得不一样，需要关注的点也不同：' },
      { page: PRINCIPLE.en, text: 'Both major versions go through the same rewriting chain in weapp-tailwindcss, but the CSS that comes in looks different, and so do the things to watch:' },
    ],
    async proof() {
      const { tailwind3Css, context } = await import('./support/issues')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw3 = await tailwind3Css({ 'a.wxml': '<view class="w-[100px] shadow"></view>' }, ['*.wxml'], '@tailwind base;\n@tailwind utilities;')
      const tw4 = await runTailwind4({ template: '<view class="w-[100px] shadow"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(tw3, /\*, ::before, ::after \{/, 'Tailwind CSS 3: a *, ::before, ::after rule')
      assert.doesNotMatch(tw3, /@property/)
      assert.match(tw4.css, /@property --tw-shadow /, 'Tailwind CSS 4: @property')
      const wxss3 = (await (await context({}, true)).transformWxss(tw3)).css
      assert.match(wxss3, /\.w-_b100px_B(?![\w-])/, wxss3)
      assert.match(tw4.wxss, /\.w-_b100px_B(?![\w-])/, tw4.wxss)
    },
  },
  {
    id: 'reviewed-principle-logical-margins-horizontal',
    says: 'lightningcss 1.33.0, for a target without logical properties, writes margin-block-end as margin-bottom and margin-block-start as margin-top (the horizontal writing mode mapping)',
    quotes: [
      { page: PRINCIPLE.zh, text: '两种写法在横排文字里效果相同。' },
      { page: PRINCIPLE.en, text: 'In horizontal text both forms have the same effect.' },
    ],
    async proof() {
      const { transform } = await import('lightningcss')
      const out = transform({ filename: 'a.css', code: Buffer.from('.a{margin-block-end:1px;margin-block-start:2px}'), targets: { chrome: 60 << 16 } }).code.toString()
      assert.match(out, /margin-top: 2px;\s*margin-bottom: 1px;/, out)
    },
  },
  {
    id: 'reviewed-merge-tw4-scan-skips-node-modules-and-ignored',
    says: '@tailwindcss/postcss 4.3.5 with automatic detection generates a class written as a literal in the project, but none for a template literal text-[${size}rpx], a class in node_modules or a class in a .gitignore-d directory; @source "../node_modules/<pkg>" in the entry CSS adds the package',
    quotes: [
      { page: MERGE.cva, text: 'Tailwind CSS 4 会自动扫描项目文件，但会跳过 `node_modules` 和被 git 忽略的目录；如果变体组件来自一个发布到 npm 的组件库，需要在入口 CSS 里用 `@source` 把它的目录加进扫描范围。' },
      { page: MERGE.cvaEn, text: 'Tailwind CSS 4 scans project files automatically but skips `node_modules` and directories ignored by git; if your variant components come from a component library published to npm, add its directory to the scan with `@source` in your entry CSS.' },
      { page: MERGE.integration, text: '多半是类名在源码里是拼出来的，比如 `` `text-[${size}rpx]` ``，Tailwind CSS 扫描不到；或者类名写在不被扫描的目录里（`node_modules`、被 git 忽略的目录）。' },
      { page: MERGE.integration, text: '**现象**：WXML 面板里是 `text-_b30rpx_B`，WXSS 里却搜不到这个选择器。' },
      { page: MERGE.integrationEn, text: '**Symptom**: the WXML panel shows `text-_b30rpx_B`, but the selector cannot be found in the WXSS.' },
      { page: MERGE.integrationEn, text: 'Most likely the class name is assembled in the source, such as `` `text-[${size}rpx]` ``, which Tailwind CSS cannot pick up when scanning; or it is written in a directory that is not scanned (`node_modules`, directories ignored by git).' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      // The runtime writes text-[30rpx] as text-_b30rpx_B, the form the symptom shows in the WXML panel.
      const { twMerge } = await import('@weapp-tailwindcss/merge')
      assert.equal(twMerge('text-[30rpx]'), 'text-_b30rpx_B')
      const { tw4PostcssFresh } = await import('./support/issues')
      const files = {
        '.gitignore': 'generated\n',
        'src/button.ts': 'const size = 30\nexport const a = `text-[${size}rpx]`\nexport const b = \'px-[3px]\'\n',
        'generated/tokens.js': 'export const g = \'pt-[9px]\'\n',
        'node_modules/my-ui/package.json': '{"name":"my-ui","version":"1.0.0","main":"variants.js"}',
        'node_modules/my-ui/variants.js': 'exports.primary = \'bg-[#07c160]\'\n',
      }
      const auto = await tw4PostcssFresh('reviewed-merge-scan-auto', '@import "tailwindcss/utilities";\n', files, { cssPath: 'src/app.css' })
      assert.equal(auto.exitCode, 0, auto.output)
      assert.ok(auto.css.includes('.px-\\[3px\\]'), `a literal in the project is generated:\n${auto.css}`)
      assert.ok(!auto.css.includes('.text-\\['), 'no rule for the assembled text-[${size}rpx]')
      assert.ok(!auto.css.includes('.bg-\\[\\#07c160\\]'), 'node_modules is skipped')
      assert.ok(!auto.css.includes('.pt-\\[9px\\]'), 'the .gitignore-d directory is skipped')
      const withSource = await tw4PostcssFresh('reviewed-merge-scan-source', '@import "tailwindcss/utilities";\n@source "../node_modules/my-ui";\n', files, { cssPath: 'src/app.css' })
      assert.equal(withSource.exitCode, 0, withSource.output)
      assert.ok(withSource.css.includes('.bg-\\[\\#07c160\\]'), `@source adds the package in node_modules:\n${withSource.css}`)
    },
  },
  {
    id: 'reviewed-wxs-vite-uniappx-hands-assets-over',
    says: 'weapp-tailwindcss 4.12.0 Vite plugin, ordinary mini-program build: without uniAppX, a .wxs asset matching wxsMatcher is not handed to any processor and comes out unchanged while the JS chunk is escaped (the class was generated); with uniAppX on (a single build in a fresh process), the .wxs asset is handed to the script processor, yet bg-[#16a34a] stays unescaped in both the .wxs and the JS chunk; the JSDoc of uniAppX reads 配置 uni-app x 场景的行为; the asset branch of generateBundle is guarded by uniAppX',
    quotes: [
      { page: WXS.zh, text: '例外是开启了 `uniAppX` 选项：这时匹配 `wxsMatcher` 的静态资源也会交给脚本处理器。' },
      { page: WXS.zh, text: '不过这个选项是为 uni-app x 项目准备的（它的类型说明写的是“配置 uni-app x 场景的行为”）' },
      { page: WXS.zh, text: '我们用 4.12.0 在一个普通小程序的 Vite 构建里试过，开启后 `.wxs` 虽然交了过去，但单独构建一次时，`.wxs` 和 JS chunk 里的 `bg-[#16a34a]` 都没有被转义。' },
      { page: WXS.en, text: 'The exception is the `uniAppX` option: with it on, static assets that match `wxsMatcher` are handed to the script processor as well.' },
      { page: WXS.en, text: 'That option is meant for uni-app x projects, though (its type documentation says it configures the behavior for uni-app x)' },
      { page: WXS.en, text: 'we tried it with 4.12.0 in a Vite build of an ordinary mini-program, and although the `.wxs` file was handed over, a single build left `bg-[#16a34a]` unescaped in both the `.wxs` file and the JS chunk.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { block, ROOT } = await import('./support/quick-start-v3')
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')) as { version: string; types?: string }
      assert.equal(manifest.version, '4.12.0')
      const badge = await block(WXS.zh, 'pages/order/badge.wxs')
      assert.match(badge, /paid: "bg-\[#16a34a\] text-white"/)
      const { plain, uniAppX } = await viteWxsRuns(badge)
      // Default: only the chunk (and the stylesheet) reach a processor; the chunk is escaped, the .wxs is not touched.
      assert.ok(!plain.handed.includes('pages/order/badge.wxs'), `without uniAppX the .wxs is not handed over (${plain.handed.join(', ')})`)
      assert.ok(plain.handed.includes('app.js'), 'without uniAppX the JS chunk is handed over')
      assert.match(plain.chunk, /"bg-_b_h16a34a_B text-white"/, 'without uniAppX the chunk is escaped, so the class was generated')
      assert.equal(plain.wxs, badge, 'without uniAppX the .wxs asset is emitted unchanged')
      // uniAppX on: the .wxs asset is handed to the script processor, and its class name is still as written.
      assert.ok(uniAppX.handed.includes('pages/order/badge.wxs'), `with uniAppX the .wxs is handed over (${uniAppX.handed.join(', ')})`)
      assert.match(uniAppX.wxs, /paid: "bg-\[#16a34a\] text-white"/, `with uniAppX the .wxs output still has bg-[#16a34a]: ${uniAppX.wxs}`)
      assert.match(uniAppX.chunk, /"bg-\[#16a34a\] text-white"/, `with uniAppX the JS chunk still has bg-[#16a34a]: ${uniAppX.chunk}`)
      // The option's own documentation: the uni-app x scenario; the generateBundle asset branch needs uniAppX.
      const { packageFile } = await import('./support/options')
      const dts = fs.readdirSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')).filter(name => name.endsWith('.d.ts'))
        .map(name => packageFile('weapp-tailwindcss', `dist/${name}`)).find(text => /uniAppX\?: boolean \| UniAppXOptions;/.test(text))!
      assert.match(dts, /\* 配置 uni-app x 场景的行为。[\s\S]{0,120}?\*\/\s*uniAppX\?: boolean \| UniAppXOptions;/)
      assert.match(packageFile('weapp-tailwindcss', 'dist/chunk-OFB2KBRP.js'), /if \(originalSource\.type === "chunk"\) \{[\s\S]{0,4000}?\} else if \(uniAppX && originalSource\.type === "asset"\) \{/)
    },
  },
])
