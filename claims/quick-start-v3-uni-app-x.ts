// Claims of the Tailwind CSS 3 uni-app x guide (docs/quick-start/frameworks/uni-app-x.mdx) and its English page:
// the uniAppX preset of weapp-tailwindcss 4.12.0 over a project whose `tailwindcss` is Tailwind CSS 3.4.19, and
// the uvue style filtering it switches on for App builds. HBuilderX and the native engines are recorded.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page, ROOT } from './support/quick-start-v3'

const X = page('frameworks/uni-app-x.mdx')

/** uniAppX() for a project whose node_modules/tailwindcss is a copy of Tailwind CSS 3.4.19, with the platform variables HBuilderX would set. */
async function preset(env: { UNI_PLATFORM?: string, UNI_UTS_PLATFORM?: string }, options: Record<string, unknown> = {}) {
  const { Fixture } = await import('../lib/examples/cliFixtures')
  const { uniAppX } = await import('weapp-tailwindcss/presets')
  const project = Fixture.create(ROOT, 'qs3-uni-app-x').copy('tailwindcss', 'tailwindcss-3')
  const keys = ['UNI_PLATFORM', 'UNI_UTS_PLATFORM'] as const
  const saved = Object.fromEntries(keys.map(key => [key, process.env[key]]))
  try {
    for (const key of keys) {
      if (env[key] === undefined) delete process.env[key]
      else process.env[key] = env[key]
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the preset returns a deep Partial<UserDefinedOptions>
    const built = uniAppX({ base: project.dir, rem2rpx: true, ...options } as never) as Record<string, any>
    return { base: project.dir, options: built, remove: () => project.remove() }
  } finally {
    for (const key of keys) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}

const UVUE_CSS = [
  '.space-x-2 > :not([hidden]) ~ :not([hidden]){margin-left:0.5rem}',
  '.block{display:block}', '.inline-flex{display:inline-flex}', '.grid{display:grid}',
  '.grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}', '.gap-2{gap:0.5rem}', '.min-h-screen{min-height:100vh}',
  '.flex{display:flex}', '.p-4{padding:1rem}',
].join('\n')

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-uni-app-x-versions',
    says: 'The uniAppX preset first appears in 4.1.6 (4.1.5 has none); 4.2.0\'s changelog adds building native apps for uni-app x; the page is written for 4.12.0 with the engines range of 4.12.0',
    quotes: [
      { page: X.zh, text: '本页适用于 **Tailwind CSS 3** + uni-app x，需要 weapp-tailwindcss **4.2.0 及以上**（文中以 4.12.0 为准）。' },
      { page: X.en, text: 'requires weapp-tailwindcss **4.2.0 or later** (4.12.0 is the reference version here)' },
      { page: X.zh, text: 'weapp-tailwindcss 从 4.1.6 开始支持它，4.2.0 起能构建原生 App：编译到小程序时做的事情和普通 uni-app 一样；编译到 App 时，还会把 Tailwind CSS 的输出裁剪成 `uvue` 样式引擎能接受的子集。' },
      { page: X.en, text: 'weapp-tailwindcss has supported it since 4.1.6 and can build native apps with it since 4.2.0' },
      { page: X.zh, text: '- 终端里的 Node.js 满足 `^20.19.0 || >=22.12.0`；' },
      { page: X.en, text: '- Node.js in your terminal satisfies `^20.19.0 || >=22.12.0`;' },
    ],
    manual: {
      ran: 'in the upstream repository: git grep "export function uniAppX" finds packages/weapp-tailwindcss/src/presets.ts at weapp-tailwindcss@4.1.6 and nothing at @4.1.5 (added by 0a37e6290, 2025-04-14, "chore: try add uni-app x support"); packages/weapp-tailwindcss/CHANGELOG.md at @4.12.0, section 4.2.0, Minor Changes: "feat: 支持 uni-app-x 构建 app 原生的方式"; the committed version facts agree (uniAppX absent in 4.1.5, present in 4.1.8, no release in between in the facts); package.json of 4.12.0 has engines.node ^20.19.0 || >=22.12.0',
      versions: 'weapp-tailwindcss tags 4.1.5, 4.1.6, 4.2.0, 4.12.0',
      on: '2026-11-29',
      why: 'releases 4.1.6 and 4.2.0 are not installed here, so the first versions are read from the repository history',
    },
  },
  {
    id: 'qs3-uni-app-x-preset-options',
    says: 'uniAppX({ base }) sets tailwindcssBasedir and the patcher projectRoot from base, picks Tailwind CSS 3 when the installed tailwindcss is 3.x, enables the uni-app x handling only for App platforms, turns off border-style in cssPreflight and sets custom-properties preserve: false; it logs UNI_PLATFORM and UNI_UTS_PLATFORM; its options are base, rem2rpx, unitsToPx, customAttributes, resolve, rawOptions, uvueUnsupported, componentLocalStyles, uniAppX and cssEntries; componentLocalStyles defaults to on, only with styleIsolationVersion 2',
    quotes: [
      { page: X.zh, text: '下面的 `uniAppX` 来自 `weapp-tailwindcss/presets` 子路径，而不是 `weapp-tailwindcss/vite`。它本身不是插件，只负责拼出一份适合 uni-app x 的插件配置，再交给 `UnifiedViteWeappTailwindcssPlugin`：' },
      { page: X.zh, text: '用 `base` 设置 `tailwindcssBasedir` 和补丁工具的项目根目录，解决 HBuilderX 工作目录的问题；' },
      { page: X.zh, text: '读取已安装的 `tailwindcss` 版本，3.x 时按 Tailwind CSS 3 的方式处理；' },
      { page: X.zh, text: '只在编译到 App 端时启用 uni-app x 专用的样式适配，小程序和 Web 端走常规流程；' },
      { page: X.zh, text: '关闭基础样式里的 `border-style`，并让能静态求值的 CSS 变量直接替换成具体值。' },
      { page: X.zh, text: '预设支持的参数：`base`（必填）、`rem2rpx`、`unitsToPx`、`customAttributes`、`resolve`、`rawOptions`（原样透传给插件的其他配置项）、`uvueUnsupported`、`componentLocalStyles` 和 `uniAppX`。`cssEntries` 只用于 Tailwind CSS 4。' },
      { page: X.en, text: 'It uses `base` to set `tailwindcssBasedir` and the patch tool\'s project root, which solves the HBuilderX working directory problem;' },
      { page: X.en, text: 'It reads the installed `tailwindcss` version and, for 3.x, handles things the Tailwind CSS 3 way;' },
      { page: X.en, text: 'It turns on the style adaptation specific to uni-app x only when compiling to App; mini-program and Web builds follow the usual flow;' },
      { page: X.en, text: 'It turns off `border-style` in the base styles, and replaces CSS variables that can be evaluated statically with their concrete values.' },
      { page: X.en, text: 'Options the preset accepts: `base` (required), `rem2rpx`, `unitsToPx`, `customAttributes`, `resolve`, `rawOptions` (other options passed through to the plugin unchanged), `uvueUnsupported`, `componentLocalStyles` and `uniAppX`.' },
      { page: X.zh, text: '另外，当 `manifest.json` 里设置了 `styleIsolationVersion` 为 `2` 时，预设默认开启组件级局部样式注入（`componentLocalStyles`），让组件内部也能使用 Tailwind CSS 工具类；不需要时传入 `componentLocalStyles: false`。和 `uvueUnsupported` 一样，它只在编译到 App 时运行，小程序和 Web 构建里预设不会启用这部分处理。' },
      { page: X.en, text: 'Like `uvueUnsupported`, it only runs when compiling to App; in mini-program and Web builds the preset does not enable this processing.' },
      { page: X.zh, text: '开始编译时，终端会先打印 `UNI_PLATFORM: mp-weixin` 和 `UNI_UTS_PLATFORM` 两行日志，说明预设已经加载；' },
      { page: X.en, text: 'When compilation starts, the terminal first prints two log lines, `UNI_PLATFORM: mp-weixin` and `UNI_UTS_PLATFORM`, which show that the preset has loaded' },
    ],
    async proof() {
      const app = await preset({ UNI_PLATFORM: 'app', UNI_UTS_PLATFORM: 'app-android' })
      const mp = await preset({ UNI_PLATFORM: 'mp-weixin', UNI_UTS_PLATFORM: 'mp-weixin' }, { componentLocalStyles: false })
      try {
        const o = app.options
        assert.equal(o.tailwindcssBasedir, app.base)
        assert.equal(o.tailwindcssPatcherOptions.projectRoot, app.base)
        assert.equal(o.tailwindcss.version, 3, 'the installed 3.x is picked')
        assert.equal(o.tailwindcss.postcssPlugin, 'tailwindcss')
        assert.equal(o.uniAppX.enabled, true, 'App: on')
        assert.equal(mp.options.uniAppX.enabled, false, 'mini-program: off')
        assert.deepEqual(o.cssPreflight, { 'border-style': false })
        assert.deepEqual(o.cssPresetEnv, { features: { 'custom-properties': { preserve: false } } })
        assert.deepEqual(o.uniAppX.componentLocalStyles, { enabled: true, onlyWhenStyleIsolationVersion2: true })
        assert.equal(mp.options.uniAppX.componentLocalStyles.enabled, false, 'componentLocalStyles: false turns it off')
        const { createRequire } = await import('node:module')
        assert.equal(typeof createRequire(`${ROOT}package.json`)('weapp-tailwindcss/vite').UnifiedViteWeappTailwindcssPlugin, 'function')
        assert.equal(typeof o, 'object', 'a configuration object, not a plugin')
      } finally {
        app.remove()
        mp.remove()
      }
      // The options of the preset's type and its two log lines.
      const { packageFile, runNode } = await import('./support/options')
      const types = packageFile('weapp-tailwindcss', 'dist/presets.d.ts')
      const body = types.slice(types.indexOf('interface UniAppXOptions'), types.indexOf('declare function uniAppX'))
      const keys = [...body.matchAll(/^\s{4}(\w+)\??:/gm)].map(m => m[1]).sort()
      assert.deepEqual(keys, ['base', 'componentLocalStyles', 'cssEntries', 'customAttributes', 'rawOptions', 'rem2rpx', 'resolve', 'uniAppX', 'unitsToPx', 'uvueUnsupported'].sort())
      const logged = await runNode(`
        process.env.UNI_PLATFORM = 'mp-weixin'
        const { uniAppX } = await import('weapp-tailwindcss/presets')
        uniAppX({ base: process.cwd() })
      `)
      assert.match(logged, /UNI_PLATFORM: mp-weixin\n[^\n]*UNI_UTS_PLATFORM: /)
    },
  },
  {
    id: 'qs3-uni-app-x-uvue-filtering',
    says: 'For a uvue stylesheet with uniAppX on, 4.12.0 drops rules whose selectors are not class-only (space-x-*) and declarations such as display: block/inline-flex/grid, grid-template-columns, gap and min-height: 100vh; uvueUnsupported warn (default) reports the class and the source file, error throws, silent says nothing; the same CSS outside uvue is kept',
    quotes: [
      { page: X.zh, text: 'weapp-tailwindcss 4.12.0 在 `uvue` 目标下会自动做两件事：' },
      { page: X.zh, text: '过滤非类选择器的规则，例如 `space-x-*`、`space-y-*` 生成的子代组合选择器；' },
      { page: X.zh, text: '过滤宿主不支持的声明，例如 `display: block`、`display: inline-flex`、`display: grid`、`grid-template-columns`、`gap`、`min-height: 100vh`。' },
      { page: X.zh, text: '| `\'warn\'`（默认） | 跳过并在终端打印警告，警告里带有类名和来源文件 |' },
      { page: X.zh, text: '| `\'error\'` | 直接报错，适合在 CI 中强制清理不兼容的写法 |' },
      { page: X.zh, text: '| `\'silent\'` | 跳过且不提示 |' },
      { page: X.en, text: 'For the `uvue` target, weapp-tailwindcss 4.12.0 automatically does two things:' },
      { page: X.en, text: 'It filters out rules whose selectors are not class selectors, for example the child combinator selectors generated by `space-x-*` and `space-y-*`;' },
      { page: X.en, text: 'It filters out declarations the host does not support, for example `display: block`, `display: inline-flex`, `display: grid`, `grid-template-columns`, `gap` and `min-height: 100vh`.' },
      { page: X.en, text: '| `\'warn\'` (default) | Skips them and prints a warning in the terminal, naming the class and the source file |' },
      { page: X.en, text: '| `\'silent\'` | Skips them without any message |' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      const run = async (mode?: string) => {
        const { base, options, remove } = await preset({ UNI_PLATFORM: 'app', UNI_UTS_PLATFORM: 'app-android' }, mode ? { uvueUnsupported: mode } : {})
        try {
          const ctx = createContext({ ...options, logLevel: 'silent', supportCustomLengthUnitsPatch: false } as never)
          const result = await ctx.transformWxss(UVUE_CSS, { isMainChunk: true, uniAppXCssTarget: 'uvue', postcssOptions: { options: { from: `${base}/pages/index/index.uvue` } } } as never) as { css: string, warnings?: () => { text: string }[] }
          const plain = (await ctx.transformWxss(UVUE_CSS, { isMainChunk: true } as never)).css
          return { css: result.css, warnings: (result.warnings?.() ?? []).map(w => w.text), plain }
        } finally {
          remove()
        }
      }
      const warn = await run()
      assert.equal(warn.css.trim(), '.flex{display:flex}\n.p-4{padding:32rpx}')
      for (const cls of ['space-x-2', 'block', 'inline-flex', 'grid', 'grid-cols-2', 'gap-2', 'min-h-screen']) {
        assert.ok(warn.warnings.some(w => w.includes(`uni-app x uvue unsupported utility: ${cls} `) && w.includes('index.uvue')), `warn names ${cls} and the file: ${warn.warnings.join(' | ')}`)
      }
      assert.match(warn.plain, /\.grid\{display:grid\}/, 'outside uvue the rule stays')
      assert.deepEqual((await run('silent')).warnings, [])
      await assert.rejects(run('error'), /uni-app x uvue unsupported utility/)
    },
  },
  {
    id: 'qs3-uni-app-x-common-problems',
    says: 'Tailwind CSS 3.4.19 without a config file warns that content is missing or empty and generates nothing; without the rpx patch it reads text-[32rpx] as a color',
    quotes: [
      { page: X.zh, text: '**终端提示 ``The `content` option in your Tailwind CSS configuration is missing or empty``**：`tailwindcss()` 没找到项目的配置文件，转而使用了空的默认配置。' },
      { page: X.en, text: '**The terminal reports ``The `content` option in your Tailwind CSS configuration is missing or empty``**: `tailwindcss()` did not find the project\'s config file and fell back to an empty default configuration.' },
      { page: X.zh, text: '**`text-[32rpx]` 成了颜色**：补丁没打到项目里的 `tailwindcss` 上' },
      { page: X.en, text: '**`text-[32rpx]` became a color**: the patch was not applied to the project\'s `tailwindcss`' },
    ],
    async proof() {
      const { runNode } = await import('./support/options')
      const { scratch } = await import('./support/uni-css')
      const fs = await import('node:fs')
      const dir = scratch('qs3-uni-app-x-noconfig')
      try {
        const out = await runNode(`
          import postcss from 'postcss'
          import tailwindcss from 'tailwindcss-3'
          const { css } = await postcss([tailwindcss()]).process('@tailwind utilities;', { from: undefined })
          console.log('CSS[' + css.trim() + ']')
        `, dir)
        assert.match(out, /The `content` option in your Tailwind CSS configuration is missing or empty/)
        assert.match(out, /CSS\[\]/)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      // The site's tailwindcss-3 is unpatched, as a project's is before weapp-tw patch.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      assert.match((await runTailwind3({ template: '<text class="text-[32rpx]">', options: {} })).css, /color: 32rpx/)
    },
  },
  {
    id: 'qs3-uni-app-x-engine-and-hbuilderx',
    says: 'On App, uni-app x renders a CSS subset: class selectors only, flex (and absolute positioning) layout, no grid; HBuilderX writes the mini-program dev build to unpackage/dist/dev/mp-weixin',
    quotes: [
      { page: X.zh, text: 'uni-app x 编译到 Android、iOS、鸿蒙时，样式由原生渲染引擎解析，只支持 CSS 的一个子集：只认类选择器，默认就是 flex 布局，不支持 grid 等属性。' },
      { page: X.en, text: 'When uni-app x compiles to Android, iOS or HarmonyOS, styles are parsed by the native rendering engine, which supports only a subset of CSS: it recognizes class selectors only, uses flex layout by default, and does not support properties such as grid.' },
      { page: X.zh, text: '产物在 `unpackage/dist/dev/mp-weixin`。' },
      { page: X.en, text: 'the output is in `unpackage/dist/dev/mp-weixin`.' },
    ],
    manual: {
      ran: 'read through the search tool the vendor pages doc.dcloud.net.cn/uni-app-x/css ("仅支持flex 布局和绝对定位", "选择器只能用 class 选择器") and doc.dcloud.net.cn/uni-app-x/css/css_diff_web.html ("不支持完整的 block、inline、grid、table 等标准 Web 布局模型"); for the output directory, the same sources as qs3-hbuilderx-run-to-devtools-output (uni-app vite-config page, HBuilderX guides, sonofmagic/weapp-tailwindcss#882 checking unpackage/dist/dev/mp-weixin of its uni-app x HBuilderX demos)',
      versions: 'uni-app x documentation as stored on 2026-11-29; not run',
      on: '2026-11-29',
      why: 'the native App engines and HBuilderX cannot run here',
    },
  },
])
