// Claims of the guide on several Tailwind CSS contexts and independent subpackages
// (docs/quick-start/independent-pkg.mdx) and its English page. Tailwind CSS 3.4.19 and 4.3.5 run with the page's
// configurations on scratch files; which stylesheet counts as the main one is asked of weapp-tailwindcss 4.12.0.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const IND = page('independent-pkg.mdx')

/** The classes `.bg-[#…]` a stylesheet has a rule for. */
const bgClasses = (css: string) => (css.match(/\.bg-\\\[\\#\d+\\\]/g) ?? []).map(s => s.replace(/\\/g, ''))

/** A scratch project: a main page, a page in src/moduleA, and the page's two Tailwind CSS 3 configurations. */
async function tailwind3Project() {
  const { scratch, write } = await import('./support/uni-css')
  const dir = scratch('qs3-independent')
  write(dir, {
    'src/pages/index.html': '<view class="bg-[#111111]"></view>',
    'src/moduleA/pages/detail.html': '<view class="bg-[#222222]"></view>',
    'tailwind.config.js': 'module.exports = { content: [\'./src/**/*.{html,vue,js,ts,jsx,tsx}\', \'!./src/moduleA/**/*\'], corePlugins: { preflight: false } }\n',
    'tailwind.config.module-a.js': 'module.exports = { content: [\'./src/moduleA/**/*.{html,vue,js,ts,jsx,tsx}\'], corePlugins: { preflight: false } }\n',
    'src/moduleA/tailwind.scss': '@config "../../tailwind.config.module-a.js";\n@tailwind utilities;\n',
    'src/app.scss': '@config "../tailwind.config.js";\n@tailwind utilities;\n',
  })
  return dir
}

/** Tailwind CSS 3.4.19 over `css` as the file `from` (relative paths resolve from the project, as a build runs there). */
async function tailwind3(dir: string, from: string, css: string, config?: object): Promise<string> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const { ROOT } = await import('./support/quick-start-v3')
  const out = await runCommand(process.execPath, ['-e', `
    const path = require('node:path')
    const postcss = require(${JSON.stringify(`${ROOT}node_modules/postcss`)}); const tw = require(${JSON.stringify(`${ROOT}node_modules/tailwindcss-3`)})
    postcss([tw(${config ? JSON.stringify(config) : ''})]).process(${JSON.stringify(css)}, { from: path.resolve(${JSON.stringify(from)}) }).then(r => console.log('CSS ' + JSON.stringify(r.css)))
  `], { cwd: dir })
  const line = out.output.split('\n').find(l => l.startsWith('CSS '))
  assert.ok(line, out.output)
  return JSON.parse(line.slice(4)) as string
}

export default defineClaims(import.meta.url, [
  {
    id: 'guides-independent-wechat-rules',
    says: 'WeChat\'s independent subpackages: run without the main package (downloaded when a main-package or regular-subpackage page is entered); cannot depend on JS, templates, WXSS, custom components or plugins of the main package or other subpackages (async subpackages excepted for JS, components, plugins); app.wxss has no effect; App cannot be defined; plugins not supported for now',
    quotes: [
      { page: IND.zh, text: '独立分包能脱离主包单独运行：用户直接打开其中的页面时，小程序只下载这个分包，等用户走到主包或普通分包的页面时才去下载主包。' },
      { page: IND.en, text: 'An independent subpackage can run without the main package: when a user opens one of its pages directly, the mini-program downloads only that subpackage, and fetches the main package only when the user moves on to a page in the main package or in a regular subpackage.' },
      { page: IND.zh, text: '不能引用主包和其他分包里的 JS、模板、WXSS、自定义组件和插件（使用分包异步化时，JS、自定义组件和插件可以例外）；' },
      { page: IND.en, text: 'It cannot reference JS, templates, WXSS, custom components or plugins from the main package or from other subpackages (with asynchronous subpackage loading, JS, custom components and plugins can be an exception);' },
      { page: IND.zh, text: '**主包的 `app.wxss` 对独立分包里的页面不起作用**；' },
      { page: IND.zh, text: '不能在独立分包里定义 `App`；' },
      { page: IND.en, text: 'It cannot define `App`;' },
      { page: IND.zh, text: '暂时不支持使用插件。' },
      { page: IND.en, text: 'Plugins are not supported for now.' },
      { page: IND.zh, text: '这在普通分包里没有问题，但独立分包根本读不到这份样式，页面上的 Tailwind CSS 类名因此全部失效。' },
      { page: IND.en, text: 'That works for regular subpackages, but an independent subpackage cannot read that stylesheet at all, so every Tailwind CSS class name on its pages stops working.' },
    ],
    manual: {
      ran: 'read WeChat\'s independent subpackage page (developers.weixin.qq.com/miniprogram/dev/framework/subpackages/independent.html) as copied in pages the search tool returned (yzsam.com/html/gLrYmu.html: "独立分包中不能依赖主包和其他分包中的内容，包括 js 文件、template、wxss、自定义组件、插件等（使用分包异步化时 js 文件、自定义组件、插件不受此条限制）；主包中的 app.wxss 对独立分包无效；App 只能在主包内定义，独立分包中不能定义 App；独立分包中暂时不支持使用插件"; lrmb.net/wx/s_13254.html: "从独立分包中页面进入小程序时，不需要下载主包。当用户进入普通分包或主包内页面时，主包才会被下载"); the glossary claim glossary-subpackages records the same pages',
      versions: 'WeChat documentation as copied in those pages',
      on: '2026-11-29',
      why: 'how the WeChat client loads packages cannot run here',
    },
  },
  {
    id: 'guides-independent-one-context-vs-two',
    says: 'Tailwind CSS 3.4.19 with one configuration scanning the whole project writes both packages\' classes into every stylesheet; with the page\'s two configurations (the main one excluding ./src/moduleA with !, the other scanning only it) and @config in each entry, each stylesheet has only its own classes; @config paths resolve from the stylesheet',
    quotes: [
      { page: IND.zh, text: '这时就需要多个上下文，每个上下文只负责自己那一块的类名。' },
      { page: IND.en, text: 'Such projects need several contexts, each responsible only for the class names of its own part.' },
      { page: IND.zh, text: '样式确实回来了，但只要项目里仍只有**一个**上下文，Tailwind CSS 就会把整个项目扫描到的所有类名，原封不动地输出到每一处引入点：' },
      { page: IND.en, text: 'The styles do come back, but as long as the project still has only **one** context, Tailwind CSS outputs every class name it found across the whole project, unchanged, at every place it is included:' },
      { page: IND.zh, text: '独立分包的样式里，同样有两边全部的类。' },
      { page: IND.zh, text: '两边都背上了用不到的样式，分包越多重复越严重，白白占用本就有限的包体积。正确的做法是拆成多个上下文，让每份样式只包含自己区域里出现过的类名。' },
      { page: IND.en, text: 'Both sides carry styles they never use, and the more subpackages there are, the worse the duplication gets, wasting package size that is limited to begin with.' },
      { page: IND.en, text: 'The right approach is to split into several contexts, so that each stylesheet contains only the class names that appear in its own area.' },
      { page: IND.zh, text: '主包的配置排除独立分包目录，独立分包的配置只扫描自己的目录：' },
      { page: IND.en, text: 'The main package\'s configuration excludes the independent subpackage\'s directory, and the subpackage\'s configuration scans only its own directory:' },
      { page: IND.zh, text: '主包的全局样式也用 `@config` 写明自己的配置文件，避免两个上下文互相串用。' },
      { page: IND.en, text: 'Have the main package\'s global stylesheet name its own configuration file with `@config` as well, so the two contexts never pick up each other\'s configuration.' },
      { page: IND.zh, text: '执行一次生产构建，打开产物里的 `app.wxss`，搜索一个只在独立分包里使用的类名，应当搜不到。' },
      { page: IND.en, text: 'Run a production build, open `app.wxss` in the output and search for a class name used only in the independent subpackage: it should not be found.' },
      { page: IND.zh, text: '打开独立分包的样式文件，搜索一个只在主包使用的类名，同样应当搜不到，而分包自己用到的类都在。' },
      { page: IND.en, text: 'Open the independent subpackage\'s stylesheet and search for a class name used only in the main package: it should not be found either, while all the classes the subpackage uses are present.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { block } = await import('./support/quick-start-v3')
      const dir = await tailwind3Project()
      // The project's files carry the page's two configurations and subpackage entry.
      for (const [file, title] of [['tailwind.config.js', 'tailwind.config.js'], ['tailwind.config.module-a.js', 'tailwind.config.module-a.js']] as const) {
        const content = /content: (\[[\s\S]*?\]),/.exec(await block(IND.zh, title))![1]!.replace(/\/\/.*\n/g, '').replace(/\s+/g, '')
        assert.ok(fs.readFileSync(path.join(dir, file), 'utf8').replace(/\s+/g, '').includes(content.replace(/,\]$/, ']')), `${file}: ${content}`)
      }
      assert.ok((await block(IND.zh, 'src/moduleA/tailwind.scss')).startsWith('@config "../../tailwind.config.module-a.js";'))
      const one = { content: ['./src/**/*.html'], corePlugins: { preflight: false } }
      for (const entry of ['src/app.css', 'src/moduleA/tailwind.css']) {
        assert.deepEqual(bgClasses(await tailwind3(dir, entry, '@tailwind utilities;', one)), ['.bg-[#111111]', '.bg-[#222222]'], `one context: ${entry}`)
      }
      const main = await tailwind3(dir, 'src/app.scss', fs.readFileSync(path.join(dir, 'src/app.scss'), 'utf8'))
      const sub = await tailwind3(dir, 'src/moduleA/tailwind.scss', fs.readFileSync(path.join(dir, 'src/moduleA/tailwind.scss'), 'utf8'))
      assert.deepEqual(bgClasses(main), ['.bg-[#111111]'], 'main package: its own classes only')
      assert.deepEqual(bgClasses(sub), ['.bg-[#222222]'], 'subpackage: its own classes only')
    },
  },
  {
    id: 'guides-independent-config-directive-since-3-2',
    says: 'Tailwind CSS 3.2.0 reads @config (findAtConfigPath in lib/index.js); 3.1.8 has no such handling',
    quotes: [
      { page: IND.zh, text: '最简单的办法是 `@config` 指令（Tailwind CSS 3.2 起可用）。' },
      { page: IND.en, text: 'The simplest way is the `@config` directive (available since Tailwind CSS 3.2).' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const index = async (version: string) => fs.readFileSync(path.join(await unpacked(`tailwindcss@${version}`), 'lib/index.js'), 'utf8')
      assert.doesNotMatch(await index('3.1.8'), /findAtConfigPath/)
      assert.match(await index('3.2.0'), /findAtConfigPath/)
    },
  },
  {
    id: 'guides-independent-postcss-config-function',
    says: 'postcss-loader calls a function exported by postcss.config.js with an object whose file is the resource being processed; the page\'s function then picks tailwind.config.module-a.js for files under moduleA and tailwind.config.js otherwise',
    quotes: [
      { page: IND.zh, text: '如果项目基于 webpack，也可以不用 `@config`，而是把 `postcss.config.js` 写成函数，根据当前处理的文件路径返回不同的 Tailwind CSS 配置：' },
    ],
    async proof() {
      const path = await import('node:path')
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('postcss-loader', 'dist/utils.js'), /const api = \{\s*mode: loaderContext\.mode,\s*file: loaderContext\.resourcePath,/)
      const { block, ROOT } = await import('./support/quick-start-v3')
      const source = await block(IND.zh, 'postcss.config.js')
      const module = { exports: undefined as unknown as (api: { file: string }) => { plugins: { tailwindcss: { config: string } } } }
      new Function('require', 'module', '__dirname', source)((id: string) => id === 'node:path' ? path : undefined, module, ROOT)
      assert.equal(module.exports({ file: path.join(ROOT, 'src/moduleA/pages/detail/index.scss') }).plugins.tailwindcss.config, path.join(ROOT, 'tailwind.config.module-a.js'))
      assert.equal(module.exports({ file: path.join(ROOT, 'src/app.scss') }).plugins.tailwindcss.config, path.join(ROOT, 'tailwind.config.js'))
    },
  },
  {
    id: 'guides-independent-main-stylesheet',
    says: 'weapp-tailwindcss 4.12.0: the default mainCssChunkMatcher gives app.wxss true for taro, uni-app-vite and no appType; common/main.wxss true except for taro; moduleA/tailwind.wxss and moduleA/pages/detail/index.wxss false in all three; a matcher of () => true makes them main; the matcher receives (file, appType); the Vite plugin infers appType',
    quotes: [
      { page: IND.zh, text: '插件只在“主样式文件”里补上基础样式的一部分（`border-style`、`--tw-content` 等，详见下文[独立分包里 border 没有边框](#独立分包里-border-没有边框after-伪元素不显示)），而主样式文件是按产物路径判断的，通常只认 `app` 开头的那一个。' },
      { page: IND.en, text: 'The plugin adds part of the base styles (`border-style`, `--tw-content` and so on; see [No border in an independent subpackage](#独立分包里-border-没有边框after-伪元素不显示) below) only to the "main stylesheet", and the main stylesheet is recognized by its output path, normally only the one starting with `app`.' },
      { page: IND.zh, text: '独立分包的样式文件同样需要这些内容，所以显式传入 `mainCssChunkMatcher: () => true`，让每个样式文件都按主样式文件处理。' },
      { page: IND.en, text: 'The independent subpackage\'s stylesheet needs these too, so pass `mainCssChunkMatcher: () => true` explicitly to have every stylesheet treated as a main stylesheet.' },
      { page: IND.zh, text: '只去掉 `appType` 在 4.12.0 里不再够用：不传时分包里的样式文件仍不算主样式文件（用 `weapp-tailwindcss/defaults` 的默认匹配函数实测，`moduleA/tailwind.wxss` 返回 `false`）。' },
      { page: IND.en, text: 'Just removing `appType` is no longer enough in 4.12.0: without it, stylesheets in a subpackage are still not main stylesheets (tested with the default matcher from `weapp-tailwindcss/defaults`: `moduleA/tailwind.wxss` returns `false`).' },
      { page: IND.zh, text: '4.12.0 的默认实现按 `appType` 挑规则，对几种产物路径的判断如下（直接调用 `weapp-tailwindcss/defaults` 导出的默认选项得到）：' },
      { page: IND.en, text: 'The default implementation in 4.12.0 picks its rule according to `appType`, and classifies these output paths as follows (obtained by calling the default options exported from `weapp-tailwindcss/defaults` directly):' },
      { page: IND.zh, text: '| `app.wxss` | 是 | 是 | 是 |' },
      { page: IND.zh, text: '| `common/main.wxss` | 否 | 是 | 是 |' },
      { page: IND.zh, text: '| `moduleA/tailwind.wxss` | 否 | 否 | 否 |' },
      { page: IND.zh, text: '| `moduleA/pages/detail/index.wxss` | 否 | 否 | 否 |' },
      { page: IND.zh, text: '也就是说，在 4.12.0 里**只去掉 `appType` 并不能让分包样式被当作主样式文件**：不传时只认 `app`、`common/main`、`bundle` 开头的文件，外加 Mpx 的 `styles/` 目录和 kbone 的入口样式' },
      { page: IND.en, text: 'In other words, in 4.12.0 **removing `appType` alone does not make the subpackage\'s styles count as a main stylesheet**: without it, only files starting with `app`, `common/main` or `bundle` are recognized, plus Mpx\'s `styles/` directory and kbone\'s entry stylesheet.' },
      { page: IND.zh, text: 'Vite 插件在没有传 `appType` 时还会尝试根据项目根目录推断一个，推断出的类型同样按上表这类路径规则判断，分包目录照样不在其中。' },
      { page: IND.zh, text: '`appType` 保留与否都可以，匹配函数收到它但不必使用。' },
      { page: IND.en, text: 'Keeping `appType` or not makes no difference: the matcher receives it but does not have to use it.' },
    ],
    async proof() {
      const { isMainStylesheet, proofOf } = await import('./support/quick-start-v3')
      const table: [string, boolean, boolean, boolean][] = [
        ['app.wxss', true, true, true],
        ['common/main.wxss', false, true, true],
        ['moduleA/tailwind.wxss', false, false, false],
        ['moduleA/pages/detail/index.wxss', false, false, false],
      ]
      for (const [file, taro, uniVite, none] of table) {
        assert.deepEqual([await isMainStylesheet(file, 'taro'), await isMainStylesheet(file, 'uni-app-vite'), await isMainStylesheet(file)], [taro, uniVite, none], file)
      }
      for (const file of ['bundle.wxss', 'styles/a.wxss', 'miniprogram-app.wxss']) assert.equal(await isMainStylesheet(file), true, file)
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /mainCssChunkMatcher\?: \(name: string, appType\?: AppType\) => boolean;/)
      // The file is a main stylesheet for the plugin when the matcher says so; () => true says so for every file.
      const matcher = () => true
      for (const [file] of table) assert.equal(matcher(), true, file)
      await proofOf(() => import('./options'), 'options-overview-main-stylesheet-by-name')
    },
  },
  {
    id: 'guides-independent-main-matcher-before-4-8',
    says: 'At upstream tag weapp-tailwindcss@4.7.7 the default mainCssChunkMatcher returned true for every file when appType was not set',
    quotes: [
      { page: IND.zh, text: '（旧版本不是这样：4.7.7 的源码里，不传 `appType` 时所有样式文件都算主样式文件，“不传 `appType` 或传 `mainCssChunkMatcher` 二选一”的说法来自那时）' },
      { page: IND.en, text: '(Older versions behaved differently: in the 4.7.7 source, every stylesheet counted as a main stylesheet when `appType` was not passed, which is where the advice "either omit `appType` or pass `mainCssChunkMatcher`" comes from.) When no `appType` is passed, the Vite plugin also tries to infer one from the project root, and the inferred type is judged by path rules like those in the table above, so subpackage directories are still not included.' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      assert.match(atRelease('4.7.7', 'src/defaults.ts') ?? '', /function createMainCssChunkMatcher\(\) \{\s*return \(file: string, appType\?: AppType\) => \{\s*if \(!appType\) \{\s*return true\s*\}/)
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./options'), 'options-overview-main-stylesheet-by-name')
    },
  },
  {
    id: 'guides-independent-tailwind3-border-and-content',
    says: 'Tailwind CSS 3.4.19 + weapp-tailwindcss 4.12.0: in a stylesheet that is not the main one, .border is only border-width: 1px, .after_cblock::after has content: var(--tw-content), and neither border-style: solid nor --tw-content: "" appears while the --tw-* defaults on view,text,::before,::after do; in the main stylesheet both appear; cssPreflight defaults are the four declarations',
    quotes: [
      { page: IND.zh, text: '打开分包的样式产物，`.border` 只有一行 `border-width: 1px`，`.after_cblock::after` 里是 `content: var(--tw-content)`，整份文件却搜不到 `border-style: solid`，也搜不到 `--tw-content` 的默认值。' },
      { page: IND.en, text: 'In the subpackage\'s style output, `.border` has just one line, `border-width: 1px`, `.after_cblock::after` contains `content: var(--tw-content)`, and the whole file has neither `border-style: solid` nor a default value for `--tw-content`.' },
      { page: IND.zh, text: '同样的类名放到主包页面里一切正常。' },
      { page: IND.zh, text: 'weapp-tailwindcss 只在**主样式文件**里补两样东西：把 `cssPreflight` 的声明（默认是 `box-sizing: border-box`、`border-width: 0`、`border-style: solid`、`border-color: currentColor`）追加到变量规则上，以及给 `::before`、`::after` 写上 `--tw-content: ""`。' },
      { page: IND.en, text: 'weapp-tailwindcss adds two things only to the **main stylesheet**: it appends the `cssPreflight` declarations (by default `box-sizing: border-box`, `border-width: 0`, `border-style: solid`, `border-color: currentColor`) to the variables rule, and it writes `--tw-content: ""` on `::before` and `::after`.' },
      { page: IND.zh, text: '其他样式文件里，`view,text,::before,::after` 上的 `--tw-*` 变量默认值照样会写入，所以阴影、旋转不受影响，少的恰好是这两样。' },
      { page: IND.en, text: 'In other stylesheets, the default values of the `--tw-*` variables on `view,text,::before,::after` are still written, so shadows and rotations are not affected; exactly these two things are missing.' },
      { page: IND.en, text: 'pseudo-elements such as `after:absolute after:block after:h-2` are not rendered at all.' },
      { page: IND.en, text: 'A regular subpackage can borrow those rules from the main package\'s `app.wxss`, but an independent subpackage cannot read it: the initial value of `border-style` is `none`, so a border with only a width set is never drawn, and with no value for `content` the pseudo-element is not generated.' },
      { page: IND.zh, text: '重新构建，打开独立分包的样式产物，搜索 `border-style: solid` 和 `--tw-content: ""`，两者都应出现。' },
      { page: IND.en, text: 'Rebuild, open the independent subpackage\'s style output and search for `border-style: solid` and `--tw-content: ""`: both should be there.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="border border-red-500 after:absolute after:block after:h-2 shadow rotate-3"></view>'
      const flat = (css: string) => css.replace(/\s+/g, ' ')
      const sub = flat((await runTailwind3({ template, options: {}, isMainChunk: false })).wxss)
      assert.match(sub, /\.border \{ border-width: 1px \}/)
      assert.match(sub, /\.after_cblock::after \{ content: var\(--tw-content\); display: block \}/)
      assert.doesNotMatch(sub, /border-style: solid/)
      assert.doesNotMatch(sub, /--tw-content: ""/)
      assert.match(sub, /view,text,::before,::after \{[^}]*--tw-rotate: 0;[^}]*--tw-shadow: 0 0 #0000;/)
      const main = flat((await runTailwind3({ template, options: {}, isMainChunk: true })).wxss)
      assert.match(main, /box-sizing: border-box; border-width: 0; border-style: solid; border-color: currentColor/)
      assert.match(main, /::before,::after \{ --tw-content: ""\s?\}/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
    },
  },
  {
    id: 'guides-independent-tailwind4-output',
    says: 'Tailwind CSS 4.3.5 + weapp-tailwindcss 4.12.0 (@import "weapp-tailwindcss"): main and other stylesheets both have border: 0 solid on view,text from preflight.css and --tw-content: "" inside the @supports fallback; @property rules are removed from the main stylesheet only',
    quotes: [
      { page: IND.zh, text: 'Tailwind CSS 4 项目里主包和分包产物的差别小得多：`weapp-tailwindcss/index.css` 里的 `preflight.css` 本身就给 `view`、`text` 写了 `border: 0 solid`，`--tw-content` 的默认值也会写进每份产物（位于 Tailwind CSS 生成的 `@supports` 兜底块中）。' },
      { page: IND.en, text: 'In Tailwind CSS 4 projects the difference between main package and subpackage output is much smaller: the `preflight.css` in `weapp-tailwindcss/index.css` already gives `view` and `text` `border: 0 solid`, and the default value of `--tw-content` is written into every output file (inside the `@supports` fallback block that Tailwind CSS generates).' },
      { page: IND.zh, text: '是否为主样式文件只决定一件事：`@property --tw-*` 规则在主样式文件里会被移除，在其他文件里原样保留。' },
      { page: IND.en, text: 'Whether a file is a main stylesheet decides only one thing: `@property --tw-*` rules are removed from the main stylesheet and left as they are in other files.' },
      { page: IND.zh, text: '想让分包产物和主包一致，同样加上 `mainCssChunkMatcher: () => true`。' },
      { page: IND.zh, text: 'Tailwind CSS 4 项目在同一个文件里搜索 `@property`，应当搜不到。' },
      { page: IND.en, text: 'In a Tailwind CSS 4 project, search the same file for `@property`: it should not be found.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="border after:block shadow rotate-3"></view>'
      const out = async (isMainChunk: boolean) => (await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {}, isMainChunk })).wxss
      const { packageFile } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'preflight.css'), /^\*,:after,:before,::backdrop\{box-sizing:border-box;border:0 solid;/)
      for (const isMainChunk of [true, false]) {
        const css = await out(isMainChunk)
        assert.match(css, /view(?::not\(#\\#\))?,text(?::not\(#\\#\))?,[^{]*\{\s*box-sizing: border-box;\s*border: 0 solid;/, `border: 0 solid on view,text (main: ${isMainChunk})`)
        assert.match(css, /@supports[^{]*\{[\s\S]*?--tw-content:\s*""/, `--tw-content in @supports (main: ${isMainChunk})`)
        assert.equal(/@property --tw-/.test(css), !isMainChunk, `@property (main: ${isMainChunk})`)
      }
    },
  },
  {
    id: 'guides-independent-tailwind4-entries',
    says: 'Tailwind CSS 4.3.5 with weapp-tailwindcss 4.12.0: src/app.css with @source not "./moduleA" generates only the main package\'s class, src/moduleA/tailwind.css with source(none) and @source "./" only the subpackage\'s; negated @source first appears in tailwindcss 4.1.0 (absent in 4.0.17)',
    quotes: [
      { page: IND.zh, text: 'Tailwind CSS 4 中，每个引入了 `weapp-tailwindcss` 的 CSS 文件都是一个独立的上下文，拆分起来更直接。关键是用 `@source` 控制各自的扫描范围：' },
      { page: IND.en, text: 'In Tailwind CSS 4, every CSS file that imports `weapp-tailwindcss` is a separate context, which makes splitting more direct.' },
      { page: IND.en, text: 'The key is to control what each one scans with `@source`:' },
      { page: IND.zh, text: '/* 主包不扫描独立分包（@source not 需要 Tailwind CSS 4.1 及以上） */' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed, unpacked, write } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { block } = await import('./support/quick-start-v3')
      const dir = await installed(['weapp-tailwindcss@4.12.0', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'postcss@8'])
      write(dir, {
        'src/pages/index.wxml': '<view class="bg-[#111111]"></view>',
        'src/moduleA/pages/detail.wxml': '<view class="bg-[#222222]"></view>',
        'src/app.css': await block(IND.zh, 'src/app.css'),
        'src/moduleA/tailwind.css': await block(IND.zh, 'src/moduleA/tailwind.css'),
      })
      const generate = async (file: string) => {
        const out = await runCommand(process.execPath, ['-e', `
          const fs = require('node:fs'); const path = require('node:path'); const postcss = require('postcss'); const tw = require('@tailwindcss/postcss')
          const file = path.resolve(${JSON.stringify(file)})
          postcss([tw()]).process(fs.readFileSync(file, 'utf8'), { from: file }).then(r => console.log('CSS ' + JSON.stringify(r.css)))
        `], { cwd: dir })
        const line = out.output.split('\n').find(l => l.startsWith('CSS '))
        assert.ok(line, out.output)
        return JSON.parse(line.slice(4)) as string
      }
      assert.deepEqual(bgClasses(await generate('src/app.css')), ['.bg-[#111111]'])
      assert.deepEqual(bgClasses(await generate('src/moduleA/tailwind.css')), ['.bg-[#222222]'])
      const lib = async (version: string) => fs.readFileSync(path.join(await unpacked(`tailwindcss@${version}`), 'dist/lib.js'), 'utf8')
      assert.ok(!(await lib('4.0.17')).includes('negated'), '4.0.17 has no negated sources')
      assert.ok((await lib('4.1.0')).includes('negated'), '4.1.0 has them')
    },
  },
  {
    id: 'guides-independent-css-entries',
    says: 'cssEntries is absent in 4.2.5 and present in 4.2.8 among published releases (JSDoc @since ^4.2.6); 4.12.0 resolves a relative entry against tailwindcssBasedir',
    quotes: [
      { page: IND.zh, text: '然后把两个入口都写进 `cssEntries`（`weapp-tailwindcss` 4.2.6 起提供该选项。' },
      { page: IND.zh, text: '建议写绝对路径：4.12.0 会把相对路径按 `tailwindcssBasedir` 解析，而不是按配置文件所在的目录）：' },
      { page: IND.en, text: 'Then list both entries in `cssEntries` (an option available since `weapp-tailwindcss` 4.2.6.' },
      { page: IND.en, text: 'Write absolute paths: 4.12.0 resolves a relative path against `tailwindcssBasedir`, not against the directory of the config file):' },
    ],
    async proof() {
      const { assertFirstRelease, packageFile } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /@since \^4\.2\.6[\s\S]{0,200}?cssEntries\?: string\[\];/)
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const { UnifiedWebpackPluginV5 } = createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack')
      const base = path.join(ROOT, 'claims')
      const plugin = new UnifiedWebpackPluginV5({ logLevel: 'silent', supportCustomLengthUnitsPatch: false, tailwindcssBasedir: base, cssEntries: ['src/app.css'], tailwindcss: { version: 4, packageName: 'tailwindcss' } })
      assert.deepEqual(plugin.options.cssEntries, [path.join(base, 'src/app.css')])
    },
  },
  {
    id: 'guides-independent-demos',
    says: 'At upstream tag weapp-tailwindcss@4.12.0: demo/taro-app (Tailwind CSS 3, webpack5) sets compiler.prebundle.enable false and declares independent subpackages; demo/uni-app-tailwindcss-v4 has src/common.css with @config "../tailwind.config.order.js" for the pages-order subpackage, and lists it in cssEntries',
    quotes: [
      { page: IND.zh, text: '使用 Taro 的 webpack 5 构建时，还建议关闭依赖预编译（prebundle），仓库里带独立分包的 Taro 示例工程就是这样配置的：' },
      { page: IND.en, text: 'When building with Taro\'s webpack 5, it is also advisable to turn off dependency prebundling (prebundle); the repository\'s Taro example project, which has independent subpackages, is configured this way:' },
      { page: IND.zh, text: '也可以沿用 Tailwind CSS 3 的 JS 配置：每个入口 CSS 用 `@config` 指向各自的配置文件，仓库里的 <a href={uniV4DemoUrl}>uni-app + Tailwind CSS 4 示例</a> 就是用这种方式给分包单独生成样式的。' },
      { page: IND.en, text: 'The <a href={uniV4DemoUrl}>uni-app + Tailwind CSS 4 example</a> in the repository generates separate styles for a subpackage this way.' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const at = (file: string) => upstreamFile('weapp-tailwindcss@4.12.0', file) ?? ''
      assert.match(at('demo/taro-app/config/index.js'), /compiler: \{\s*prebundle: \{\s*enable: false,\s*\},\s*type: 'webpack5'/)
      assert.match(at('demo/taro-app/src/app.config.ts'), /independent: true/)
      assert.match(at('demo/taro-app/package.json'), /"tailwindcss": "catalog:tailwindcss3"/, 'Tailwind CSS 3')
      assert.match(at('demo/uni-app-tailwindcss-v4/src/common.css'), /@config "\.\.\/tailwind\.config\.order\.js";/)
      assert.match(at('demo/uni-app-tailwindcss-v4/tailwind.config.order.js'), /"\.\/src\/pages-order\/\*\*\/\*/)
      assert.match(at('demo/uni-app-tailwindcss-v4/src/pages.json'), /"root": "pages-order"/)
    },
  },
  {
    id: 'guides-independent-issue-951',
    says: 'In sonofmagic/weapp-tailwindcss#951 a Taro configuration with several independent subpackages passes mainCssChunkMatcher: () => true',
    quotes: [
      { page: IND.zh, text: '[weapp-tailwindcss#951](https://github.com/sonofmagic/weapp-tailwindcss/issues/951) 里多个独立分包的 Taro 配置用的也是这一行。' },
      { page: IND.en, text: 'The Taro configuration with several independent subpackages in [weapp-tailwindcss#951](https://github.com/sonofmagic/weapp-tailwindcss/issues/951) uses this same line.' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss#951 through the search tool (issues): its Taro config/index.ts lists cssEntries for src/app.css and three independent subpackages (packageSubSingle…) and sets mainCssChunkMatcher: () => true ("方法2: 显式让所有 css chunk 都是 main chunk")',
      versions: 'the configuration as posted in the issue',
      on: '2026-11-29',
      why: 'an issue thread is read, not run',
    },
  },
])
