// Claims of the two HBuilderX pages of docs/quick-start/v4 (uni-app Vue 3 in HBuilderX, uni-app x) and their
// English pages. HBuilderX itself cannot run here: what it does is recorded from its vendor's documents and
// from the weapp-tailwindcss issue tracker; what the packages do is run.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/v4/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/${page}.mdx`
const HB_ZH = zh('uni-app-vite-hbuilder')
const HB_EN = en('uni-app-vite-hbuilder')
const X_ZH = zh('uni-app-x')
const X_EN = en('uni-app-x')

/** uniAppX() with the platform variables HBuilderX would set, restored afterwards. */
async function preset(env: Record<string, string | undefined>, options: Record<string, unknown> = {}) {
  const { uniAppX } = await import('weapp-tailwindcss/presets')
  const { ROOT } = await import('./support/quick-start-v4')
  const keys = ['UNI_PLATFORM', 'UNI_UTS_PLATFORM'] as const
  const saved = Object.fromEntries(keys.map(key => [key, process.env[key]]))
  try {
    for (const key of keys) {
      if (env[key] === undefined) delete process.env[key]
      else process.env[key] = env[key]
    }
    return uniAppX({ base: ROOT, rem2rpx: true, cssEntries: [`${ROOT}main.css`], ...options } as never) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- the preset's fields are read loosely by each proof
  } finally {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-tailwindcss-postcss-base-defaults-to-cwd',
    says: '@tailwindcss/postcss scans from base, which defaults to process.cwd(): run from another directory without base it finds no class of the project, with base it does',
    quotes: [
      { page: HB_ZH, text: 'Tailwind CSS 4 扫描源码的起点。缺省值是进程的工作目录' },
      { page: HB_EN, text: 'Where Tailwind CSS 4 starts scanning source code. It defaults to the process\'s working directory' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const tools = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      // Inside the install, so that the entry's @import resolves; the two directories are siblings.
      const project = fs.mkdtempSync(path.join(tools, 'hbuilderx-project-'))
      fs.mkdirSync(path.join(project, 'pages/index'), { recursive: true })
      fs.writeFileSync(path.join(project, 'pages/index/index.vue'), '<template><view class="w-[13px]"></view></template>\n')
      const elsewhere = fs.mkdtempSync(path.join(tools, 'hbuilderx-cwd-'))
      fs.writeFileSync(path.join(tools, 'run-base.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const project = process.argv[2]
const options = process.argv[3] === 'base' ? { base: project } : {}
const r = await postcss([tw(options)]).process('@import "tailwindcss/utilities.css";', { from: project + '/main.css' })
console.log(r.css.includes('13px') ? 'FOUND' : 'NONE')
`)
      const run = async (cwd: string, withBase: boolean) => (await runCommand('node', [path.join(tools, 'run-base.mjs'), project, withBase ? 'base' : ''], { cwd })).output.trim()
      assert.equal(await run(elsewhere, false), 'NONE', 'started from another directory, no class is found')
      assert.equal(await run(project, false), 'FOUND', 'started from the project, the classes are found')
      assert.equal(await run(elsewhere, true), 'FOUND', 'base brings them back')
      const source = fs.readFileSync(path.join(tools, 'node_modules/@tailwindcss/postcss/dist/index.mjs'), 'utf8')
      assert.match(source, /\.base\?\?process\.cwd\(\)/, 'the default is process.cwd()')
    },
  },
  {
    id: 'qs4-hbuilderx-working-directory',
    says: 'HBuilderX starts the build with a working directory that is not the project root',
    quotes: [
      { page: HB_ZH, text: '而 HBuilderX 启动编译进程时，工作目录通常不是你的项目根目录，结果就是一个类都扫不到' },
      { page: HB_EN, text: 'when HBuilderX starts the build process the working directory is usually not your project root, so not a single class gets found' },
    ],
    manual: {
      ran: 'read through the search tool (issues corpus) sonofmagic/weapp-tailwindcss#306, where the maintainer reports that building in HBuilderX fails to find tailwindcss "because HBuilderX changes process.cwd", fixed by tailwindcssBasedir: __dirname, and #75, whose log shows a config looked up in D:\\HBuilderX\\plugins\\uniapp-cli; the consequence for @tailwindcss/postcss (no classes when cwd is elsewhere) is proven by qs4-tailwindcss-postcss-base-defaults-to-cwd',
      versions: 'HBuilderX as reported in those issues (weapp-tailwindcss 3.3.0 era); not re-run with a current HBuilderX',
      on: '2026-11-28',
      why: 'HBuilderX is a desktop IDE that cannot run here',
    },
  },
  {
    id: 'qs4-tailwindcss-basedir-since-2-9-3',
    says: 'the tailwindcssBasedir option first appears in weapp-tailwindcss 2.9.3',
    quotes: [
      { page: HB_ZH, text: '同样需要指回项目根目录（2.9.3 起提供）' },
      { page: HB_EN, text: 'it too must point back to the project root (available since 2.9.3)' },
    ],
    manual: {
      ran: 'in the upstream repository, git grep tailwindcssBasedir v2.9.3 finds src/types.ts, src/vite/index.ts and src/gulp/index.ts; git grep tailwindcssBasedir v2.9.2 finds nothing',
      versions: 'weapp-tailwindcss v2.9.2 and v2.9.3 tags',
      on: '2026-11-28',
      why: 'releases before 3.0.3 are not served by the registry, so the version can only be read from the source history',
    },
  },
  {
    id: 'qs4-hbuilderx-run-to-devtools',
    says: 'HBuilderX writes the WeChat mini-program dev build to unpackage/dist/dev/mp-weixin and tries to open WeChat DevTools on it (needs the DevTools path and its service port)',
    quotes: [
      { page: HB_ZH, text: '编译结果写在 `unpackage/dist/dev/mp-weixin`，HBuilderX 会尝试打开开发者工具并加载它' },
      { page: HB_EN, text: 'The compiled output is written to `unpackage/dist/dev/mp-weixin`, and HBuilderX tries to open WeChat DevTools and load it' },
    ],
    manual: {
      ran: 'read through the search tool several setup guides for HBuilderX (blog.csdn.net/weixin_45392204/article/details/136352630, github.com/vueBlog/blog-uni README): Run → Run to mini-program simulator → WeChat DevTools compiles into unpackage/dist/dev/mp-weixin and then tries to open WeChat DevTools, which needs the DevTools path in HBuilderX run settings and the service port opened in DevTools; if it does not open, import the directory by hand',
      versions: 'HBuilderX as described in those guides; not run',
      on: '2026-11-28',
      why: 'HBuilderX and WeChat DevTools are desktop applications that cannot run here; no vendor page on this was found in the search tool, so the sentence only says what those guides agree on',
    },
  },
  {
    id: 'qs4-hbuilderx-vite-config-vue3-only',
    says: 'uni-app reads vite.config.js/ts only in Vue 3 projects, so the vite.config.ts of the page does not apply to Vue 2 projects',
    quotes: [
      { page: HB_ZH, text: 'Vue 2 项目不支持本页做法' },
      { page: HB_EN, text: 'Vue 2 projects are not supported by the approach on this page' },
    ],
    manual: {
      ran: 'read the vendor page https://uniapp.dcloud.io/collocation/vite-config through the search tool: "vite.config.js 是一个可选的配置文件 … 注意事项：vue 3项目生效"; its example also writes to unpackage/dist/{dev|build}/<UNI_PLATFORM>, the directory layout the Run section names',
      versions: 'uni-app documentation as stored on 2026-11-28',
      on: '2026-11-28',
      why: 'an HBuilderX Vue 2 project is compiled by HBuilderX, which cannot run here',
    },
  },
  {
    id: 'qs4-uni-app-x-css-entry',
    says: 'weapp-tailwindcss/uni-app-x.css gives hexadecimal palette values (not oklch) and no preflight reset on *, ::before, ::after, unlike index.css',
    quotes: [
      { page: X_ZH, text: '`weapp-tailwindcss/uni-app-x.css` 与默认的 `index.css` 有两点不同：调色板改用十六进制颜色值，而不是 `oklch()`' },
      { page: X_ZH, text: '同时不包含基于 `*`、`::before`、`::after` 的 preflight 重置' },
      { page: X_EN, text: '`weapp-tailwindcss/uni-app-x.css` differs from the default `index.css` in two ways: the color palette uses hexadecimal color values instead of `oklch()`' },
      { page: X_EN, text: 'it does not include the preflight reset based on `*`, `::before` and `::after`' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const run = (entry: string) => runTailwind4({ template: '<view class="bg-red-500 p-4">', css: `@import "${entry}";`, options: { rem2rpx: true }, marginTrimInline: true })
      const x = await run('weapp-tailwindcss/uni-app-x.css')
      const index = await run('weapp-tailwindcss/index.css')
      assert.match(x.css, /--color-red-500: #fb2c36/, 'uni-app-x.css: a hex value')
      assert.match(index.css, /--color-red-500: oklch\(/, 'index.css: oklch()')
      const reset = /margin: 0;\s*padding: 0;/
      assert.match(index.css, reset, 'index.css has the reset')
      assert.ok(!reset.test(x.css), 'uni-app-x.css has no reset')
    },
  },
  {
    id: 'qs4-uni-app-x-preset',
    says: "uniAppX({ base }) sets tailwindcssBasedir and the patcher directories to base and records the installed Tailwind CSS major version; uvueUnsupported defaults to 'warn' (first in 4.12.0); componentLocalStyles defaults to enabled and only with styleIsolationVersion 2; the uni-app x handling is on only when UNI_UTS_PLATFORM or UNI_PLATFORM is app/app-*",
    quotes: [
      { page: X_ZH, text: '预设据此设置 `tailwindcssBasedir` 与补丁目录，并自动识别已安装的 Tailwind CSS 主版本' },
      { page: X_ZH, text: '`\'warn\'`（默认）、`\'error\'`、`\'silent\'`，4.12.0 新增' },
      { page: X_ZH, text: '只在编译到 App 时起作用，本页的 Web 与小程序构建用不到' },
      { page: X_ZH, text: '`uniAppX` 预设只在 `UNI_UTS_PLATFORM`（或 `UNI_PLATFORM`）为 `app` / `app-*` 时才开启 uni-app x 专用处理，运行到 Web 或小程序时不会出现这条警告' },
      { page: X_ZH, text: '默认开启、且只在 `styleIsolationVersion` 为 2 时生效（4.12.0 的类型里 `enabled` 与 `onlyWhenStyleIsolationVersion2` 都默认为 `true`）' },
      { page: X_ZH, text: '但它和上一条一样只在编译到 App 时运行：Web 与小程序构建里预设把 uni-app x 专用处理整体关闭，这个选项不会起作用' },
      { page: X_EN, text: 'The preset uses it to set `tailwindcssBasedir` and the patch directory, and detects the installed major version of Tailwind CSS automatically' },
      { page: X_EN, text: '`\'warn\'` (default), `\'error\'`, `\'silent\'`; new in 4.12.0' },
      { page: X_EN, text: 'It only takes effect when compiling for App, so the Web and mini-program builds on this page do not use it' },
      { page: X_EN, text: 'the `uniAppX` preset turns on its uni-app x specific handling only when `UNI_UTS_PLATFORM` (or `UNI_PLATFORM`) is `app` / `app-*`' },
      { page: X_EN, text: 'it is on by default and only takes effect when `styleIsolationVersion` is 2' },
      { page: X_EN, text: 'But like the previous item, it only runs when compiling for App' },
    ],
    async proof() {
      const { ROOT } = await import('./support/quick-start-v4')
      const mp = await preset({ UNI_PLATFORM: 'mp-weixin', UNI_UTS_PLATFORM: undefined })
      assert.equal(mp.tailwindcssBasedir, ROOT)
      assert.equal(mp.tailwindcssPatcherOptions.projectRoot, ROOT)
      assert.equal(mp.tailwindcssPatcherOptions.tailwindcss.cwd, ROOT)
      assert.equal(mp.tailwindcssPatcherOptions.tailwindcss.v4.base, ROOT)
      assert.equal(mp.tailwindcssPatcherOptions.tailwindcss.version, 4, 'the installed major version is recorded')
      assert.deepEqual(mp.uniAppX, { enabled: false, componentLocalStyles: { enabled: true, onlyWhenStyleIsolationVersion2: true }, uvueUnsupported: 'warn' })
      assert.equal((await preset({ UNI_PLATFORM: 'h5', UNI_UTS_PLATFORM: 'web' })).uniAppX.enabled, false, 'Web: off')
      for (const env of [{ UNI_PLATFORM: 'app', UNI_UTS_PLATFORM: undefined }, { UNI_PLATFORM: undefined, UNI_UTS_PLATFORM: 'app-android' }, { UNI_PLATFORM: undefined, UNI_UTS_PLATFORM: 'app-ios' }]) {
        assert.equal((await preset(env)).uniAppX.enabled, true, `App: on (${JSON.stringify(env)})`)
      }
      assert.equal((await preset({ UNI_UTS_PLATFORM: 'app-android' }, { uvueUnsupported: 'error' })).uniAppX.uvueUnsupported, 'error')
      // The Vite plugin creates its uni-app x plugins only when the handling is on.
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const names = (options: Record<string, unknown>) => ((UnifiedViteWeappTailwindcssPlugin({ ...options, logLevel: 'silent' } as never) ?? []) as { name: string }[]).map(plugin => plugin.name)
      const off = names(mp)
      const on = names(await preset({ UNI_UTS_PLATFORM: 'app-android' }))
      const extra = on.filter(name => !off.includes(name))
      assert.ok(extra.some(name => /uni-app-x/.test(name)), `the App build adds uni-app x plugins: ${extra}`)
      assert.ok(!off.some(name => /uni-app-x/.test(name)), 'the mini-program build has none')
      const { loadVersionFacts, presence } = await import('../lib/version-facts/versionFacts')
      const rows = presence(loadVersionFacts(), { kind: 'option', name: 'uniAppX.uvueUnsupported' })
      assert.deepEqual(rows.filter(([, has]) => has).map(([v]) => v), ['4.12.0'], 'uvueUnsupported first in 4.12.0')
    },
  },
  {
    id: 'qs4-uvue-css-subset-no-inheritance',
    says: 'uni-app x on App implements a subset of web CSS: class selectors only, styles are not inherited, text styles belong on <text>',
    quotes: [
      { page: X_ZH, text: '原生端的 uvue 样式引擎只实现了 Web CSS 的一个子集（例如只认 class 选择器、样式不继承）' },
      { page: X_ZH, text: '文本样式（字号、颜色、粗细）写在 `<text>` 元素上，写在外层 `<view>` 上在原生端不会继承' },
      { page: X_EN, text: 'implements only a subset of web CSS (for example, only class selectors, and no inheritance of styles)' },
      { page: X_EN, text: 'Put text styles (font size, color, weight) on the `<text>` element; on an outer `<view>` they are not inherited on native targets' },
    ],
    manual: {
      ran: 'read the vendor page https://doc.dcloud.net.cn/uni-app-x/css ("uvue css使用") through the search tool: on App, uni-app x implements a subset of web CSS; only class selectors (no tag, #id or [attr]); styles are not inherited, parent styles do not affect children; text must be in <text>, and <view> should not carry text styles',
      versions: 'uni-app x documentation as stored on 2026-11-28',
      on: '2026-11-28',
      why: 'App builds of uni-app x need HBuilderX and a device or emulator',
    },
  },
  {
    id: 'qs4-uni-app-x-style-isolation-822',
    says: 'with HBuilderX 5 and styleIsolationVersion 2 in a uni-app x project, utility classes on child nodes inside components stopped working (weapp-tailwindcss#822)',
    quotes: [
      { page: X_ZH, text: '组件内部子节点上的工具类可能不生效：全局样式进不了组件的作用域' },
      { page: X_EN, text: 'utility classes on child nodes inside components may stop working: global styles cannot get into the component\'s scope' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss#822 through the search tool: with "uni-app-x": { "styleIsolationVersion": "2" } in manifest.json (HBuilderX 5 alpha), classes such as w-full h-[200px] on a component\'s child nodes got no scoped rule and did not apply, while the component root and the style block\'s own classes did; a reporter worked around it with styleIsolation: \'app\'; the maintainer later attributed the fix to componentLocalStyles injecting the used utilities into the component\'s local styles',
      versions: 'weapp-tailwindcss 4.10.3 and HBuilderX 5.03 alpha as reported in the issue',
      on: '2026-11-28',
      why: 'HBuilderX 5 and uni-app x App/Web runs cannot be done here',
    },
  },
  {
    id: 'qs4-uni-app-x-uvue-unsupported-warning-text',
    says: 'weapp-tailwindcss 4.12.0 prints the warning "uni-app x uvue unsupported utility" from its uvue (App) style handling',
    quotes: [
      { page: X_ZH, text: '`uni-app x uvue unsupported utility` 警告和预设参数 `uvueUnsupported` 都只属于 App 端' },
      { page: X_EN, text: 'The `uni-app x uvue unsupported utility` warning and the preset parameter `uvueUnsupported` both belong to the App target only' },
    ],
    async proof() {
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const files = readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /\.js$/).filter(file => file.text.includes('uni-app x uvue unsupported utility'))
      const files2 = readAll(path.join(ROOT, 'node_modules/@weapp-tailwindcss/postcss/dist'), /\.js$/).filter(file => file.text.includes('uni-app x uvue unsupported utility'))
      assert.ok(files.length + files2.length > 0, 'the warning text is in the published package')
      for (const file of [...files, ...files2]) assert.match(file.text, /uvue/i)
    },
  },
])
