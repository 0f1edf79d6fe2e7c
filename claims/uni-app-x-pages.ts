// The uni-app x overview (docs/uni-app-x/index.mdx), its install tutorial (docs/uni-app-x/install.mdx) and the
// Tailwind CSS 3 guide (docs/quick-start/frameworks/uni-app-x.mdx) beyond claims/quick-start-v3-uni-app-x.ts:
// the uniAppX preset of weapp-tailwindcss 4.12.0 over a project whose tailwindcss is Tailwind CSS 3.4.19, the
// uvue trimming it turns on for App builds, the unit options, and Tailwind CSS 3's content scanning.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const EN = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/${page}`
const IDX = 'docs/uni-app-x/index.mdx'
const IDX_EN = EN('uni-app-x/index.mdx')
const INS = 'docs/uni-app-x/install.mdx'
const INS_EN = EN('uni-app-x/install.mdx')
const QS = 'docs/quick-start/frameworks/uni-app-x.mdx'
const QS_EN = EN('quick-start/frameworks/uni-app-x.mdx')

type Options = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- the preset returns a deep Partial<UserDefinedOptions>

/** uniAppX() for a project whose node_modules/tailwindcss is a copy of Tailwind CSS 3.4.19, with the platform variables HBuilderX sets. */
async function preset(env: { UNI_PLATFORM: string, UNI_UTS_PLATFORM: string }, options: Record<string, unknown> = {}) {
  const { Fixture } = await import('../lib/examples/cliFixtures')
  const { uniAppX } = await import('weapp-tailwindcss/presets')
  const project = Fixture.create(ROOT, 'uni-app-x-pages').copy('tailwindcss', 'tailwindcss-3')
  const saved = { UNI_PLATFORM: process.env.UNI_PLATFORM, UNI_UTS_PLATFORM: process.env.UNI_UTS_PLATFORM }
  try {
    Object.assign(process.env, env)
    return { base: project.dir, options: uniAppX({ base: project.dir, ...options } as never) as Options, remove: () => project.remove() }
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

const APP = { UNI_PLATFORM: 'app', UNI_UTS_PLATFORM: 'app-android' }
const MP = { UNI_PLATFORM: 'mp-weixin', UNI_UTS_PLATFORM: 'mp-weixin' }

/** What Tailwind CSS 3 generates for these utilities, as a uvue page's stylesheet gets it. */
const UTILITIES = 'flex p-4 mt-2 ml-2 block grid grid-cols-2 gap-4 min-h-screen space-x-2 space-y-2 divide-y'

async function uvue(mode?: 'warn' | 'error' | 'silent') {
  const { runTailwind3 } = await import('../lib/transforms/tailwind3')
  const css = (await runTailwind3({ template: `<view class="${UTILITIES}"></view>`, css: '@tailwind utilities;', options: {} })).css
  const { base, options, remove } = await preset(APP, mode ? { uvueUnsupported: mode } : {})
  try {
    const { createContext } = await import('weapp-tailwindcss/core')
    const ctx = createContext({ ...options, logLevel: 'silent', supportCustomLengthUnitsPatch: false } as never)
    const app = await ctx.transformWxss(css, { isMainChunk: true, uniAppXCssTarget: 'uvue', postcssOptions: { options: { from: `${base}/pages/index/index.uvue` } } } as never) as { css: string, warnings?: () => { text: string }[] }
    const mp = await ctx.transformWxss(css, { isMainChunk: true } as never)
    return { css, app: app.css, warnings: (app.warnings?.() ?? []).map(w => w.text), mp: mp.css }
  } finally {
    remove()
  }
}

/** Class names that have a rule in a stylesheet, and the selectors of its rules. */
async function rulesOf(css: string) {
  const postcss = (await import('postcss')).default
  const selectors: string[] = []
  postcss.parse(css).walkRules((rule) => { selectors.push(rule.selector) })
  return selectors
}

export default defineClaims(import.meta.url, [
  {
    id: 'uni-app-x-uvue-trimming',
    says: 'With the uniAppX preset on an App platform, a uvue stylesheet keeps only class-selector rules (space-x, space-y, divide-y dropped) and loses display: block/grid, grid-template-columns, gap and min-height: 100vh; uvueUnsupported warn (default) warns naming the class, error throws, silent is quiet; the mini-program stylesheet keeps them (gap, space-y), and everything the App keeps the mini-program keeps',
    quotes: [
      { page: IDX, text: '编译到原生 App 时，weapp-tailwindcss 会把 Tailwind CSS 的输出裁剪成 uvue 能接受的范围（4.12.0 起更加严格）：' },
      { page: IDX_EN, text: 'When compiling to native apps, weapp-tailwindcss trims Tailwind CSS\'s output down to what uvue accepts (more strictly since 4.12.0):' },
      { page: IDX, text: '只保留类选择器。`space-x-*`、`space-y-*`、`divide-*` 这类依赖兄弟或子代选择器的工具类会被跳过。' },
      { page: IDX_EN, text: 'Only class selectors are kept.' },
      { page: IDX_EN, text: 'Utility classes that rely on sibling or descendant selectors, such as `space-x-*`, `space-y-*` and `divide-*`, are skipped.' },
      { page: IDX, text: '过滤原生端不支持的声明，例如 `display: block`、`display: grid`、`grid-template-columns`、`gap`、`min-height: 100vh`。' },
      { page: IDX_EN, text: 'Declarations the native side doesn\'t support are filtered out, for example `display: block`, `display: grid`, `grid-template-columns`, `gap` and `min-height: 100vh`.' },
      { page: IDX, text: '被跳过时的提示方式由预设参数 `uvueUnsupported` 控制：默认 `\'warn\'` 打印警告，`\'error\'` 直接中断构建，`\'silent\'` 不提示。' },
      { page: IDX_EN, text: 'How you\'re told about skipped items is controlled by the preset parameter `uvueUnsupported`: the default `\'warn\'` prints a warning, `\'error\'` stops the build, and `\'silent\'` says nothing.' },
      { page: IDX, text: '**约束最严格的一端先过**：原生端不支持的写法会在 HBuilderX 控制台直接给出警告，及早改掉；' },
      { page: IDX_EN, text: '**Get past the strictest target first**: patterns the native side doesn\'t support produce warnings straight away in the HBuilderX console, so you can fix them early.' },
      { page: IDX_EN, text: 'A page that displays correctly on Android usually works in mini-programs and on the Web too; the reverse isn\'t necessarily true.' },
      { page: INS, text: '**`gap-4`、`space-y-2` 在小程序有效、在 App 上无效**：原生端不支持，改用子元素上的外边距。' },
      { page: INS_EN, text: '**`gap-4` and `space-y-2` work in mini-programs but not in the app**: the native side doesn\'t support them; use margins on child elements instead.' },
      { page: QS, text: '**小程序端正常，App 端样式缺失**：先看终端警告，多半是用了 App 端不支持的选择器或属性；' },
      { page: QS_EN, text: '**Styles work in the mini-program but are missing on App**: check the terminal warnings first; most likely a selector or property App does not support was used.' },
    ],
    async proof() {
      const warn = await uvue()
      const app = await rulesOf(warn.app)
      assert.deepEqual(app.filter(selector => !/^\.[\w-]+$/.test(selector)), [], `only plain class selectors stay: ${app.join(' | ')}`)
      assert.deepEqual(app.sort(), ['.flex', '.ml-2', '.mt-2', '.p-4'], 'flex and child margins stay')
      assert.match(warn.css, /\.space-y-2 > :not\(\[hidden\]\) ~ :not\(\[hidden\]\)/, 'Tailwind CSS 3 wrote the sibling selector')
      for (const cls of ['space-x-2', 'space-y-2', 'divide-y', 'block', 'grid', 'grid-cols-2', 'gap-4', 'min-h-screen'])
        assert.ok(warn.warnings.some(text => text.includes(`uni-app x uvue unsupported utility: ${cls} `)), `the default warns about ${cls}: ${warn.warnings.join(' | ')}`)
      assert.deepEqual((await uvue('silent')).warnings, [], 'silent')
      await assert.rejects(uvue('error'), /uni-app x uvue unsupported utility/, 'error stops the transform')
      // The mini-program stylesheet keeps what App drops, and everything App keeps.
      const mp = await rulesOf(warn.mp)
      assert.ok(mp.some(selector => selector.startsWith('.gap-4')) && mp.some(selector => selector.startsWith('.space-y-2>')), `gap-4 and space-y-2 work in the mini-program: ${mp.join(' | ')}`)
      for (const selector of app) assert.ok(mp.includes(selector), `${selector} is also in the mini-program stylesheet`)
    },
  },
  {
    id: 'uni-app-x-changelog-versions',
    says: 'The 4.2.0 changelog adds building native uni-app x apps; 4.11.0 adds component-local Tailwind styles with HBuilderX 5 and styleIsolationVersion=2, on by default in the preset; 4.12.0 adds the uvue filtering of non-class selectors and unsupported declarations with uvueUnsupported',
    quotes: [
      { page: IDX_EN, text: 'Since 4.2.x, weapp-tailwindcss supports uni-app x\'s multi-platform builds, so utility-class styles can be used on all five kinds of target at once.' },
      { page: IDX, text: 'weapp-tailwindcss 4.11.0 起支持在这种模式下把 Tailwind CSS 样式注入到组件内部（`componentLocalStyles`，`uniAppX` 预设默认开启），编译到原生 App 时组件里的工具类无需额外处理即可生效。' },
      { page: IDX_EN, text: 'Since 4.11.0, weapp-tailwindcss can inject Tailwind CSS styles into components in this mode (`componentLocalStyles`, on by default in the `uniAppX` preset), so utility classes inside components work on native apps without extra handling.' },
    ],
    slow: true,
    async proof() {
      const { changelog } = await import('./support/upstream')
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      const v411 = changelog('4.11.0')
      assert.match(v411, /正式支持 `uni-app x \+ HBuilderX 5 \+ styleIsolationVersion=2` 下组件级 Tailwind 局部样式注入/)
      assert.match(v411, /preset 默认开启该能力，并默认仅在 `manifest\.json` 的 `styleIsolationVersion=2` 时生效/)
      const v412 = changelog('4.12.0')
      assert.match(v412, /在 `uvue` 目标下过滤非 class selector/)
      assert.match(v412, /新增 `uniAppX\.uvueUnsupported` 配置，支持 `error \| warn \| silent`，默认 `warn`/)
    },
  },
  {
    id: 'uni-app-x-preset-app-only-parts',
    says: 'The uniAppX preset turns on componentLocalStyles by default (only with styleIsolationVersion 2) and the uni-app x handling only on App platforms; on App the Vite plugin adds the uni-app x plugins that carry the component-local styles, for mp-weixin it does not; it sets the roots from base, picks the installed Tailwind CSS 3, turns off border-style in the preflight; cssEntries only reaches the Tailwind CSS 4 patcher options; it is a set of options for UnifiedViteWeappTailwindcssPlugin, not a plugin',
    quotes: [
      { page: IDX, text: '这项处理和上面的裁剪一样只在 App 构建中运行，Web 与小程序构建里预设不会启用它。' },
      { page: IDX_EN, text: 'Like the trimming above, this only runs in App builds; the preset doesn\'t enable it in Web and mini-program builds.' },
      { page: INS, text: '**组件内部的类名在 App 端无效**：HBuilderX 5 且 `styleIsolationVersion` 为 `2` 时，需要保持预设默认开启的 `componentLocalStyles`，不要传 `false`。' },
      { page: INS_EN, text: '**Class names inside components don\'t work in the app**: with HBuilderX 5 and `styleIsolationVersion` set to `2`, keep `componentLocalStyles`, which the preset turns on by default; don\'t pass `false`.' },
      { page: QS_EN, text: 'In addition, when `styleIsolationVersion` is set to `2` in `manifest.json`, the preset turns on component-level local style injection (`componentLocalStyles`) by default, so that Tailwind CSS utilities also work inside components; pass `componentLocalStyles: false` if you do not need it.' },
      { page: INS, text: '`uniAppX` 预设会根据 `base` 设置插件与补丁工具的根目录、识别已安装的 Tailwind CSS 版本、只在编译到 App 时启用 uvue 专用的裁剪逻辑，并关闭与原生端冲突的基础样式。' },
      { page: INS_EN, text: 'Based on `base`, the `uniAppX` preset sets the root directory for the plugin and the patch tool, detects the installed Tailwind CSS version, enables the uvue-specific trimming only when compiling to App, and turns off base styles that conflict with the native side.' },
      { page: INS_EN, text: 'Note that `uniAppX` comes from `weapp-tailwindcss/presets`; it only produces a set of options suited to uni-app x, while the actual plugin is still `UnifiedViteWeappTailwindcssPlugin`:' },
      { page: QS_EN, text: 'It is not a plugin itself; it only assembles plugin options suited to uni-app x and hands them to `UnifiedViteWeappTailwindcssPlugin`:' },
      { page: QS_EN, text: '`cssEntries` is only for Tailwind CSS 4.' },
    ],
    async proof() {
      const app = await preset(APP, { cssEntries: ['/abs/app.css'] })
      const mp = await preset(MP)
      try {
        assert.deepEqual(app.options.uniAppX.componentLocalStyles, { enabled: true, onlyWhenStyleIsolationVersion2: true }, 'on by default, only with styleIsolationVersion 2')
        assert.equal(app.options.uniAppX.enabled, true)
        assert.equal(mp.options.uniAppX.enabled, false, 'mp-weixin: the uni-app x handling is off')
        assert.equal(app.options.tailwindcssBasedir, app.base)
        assert.equal(app.options.tailwindcssPatcherOptions.projectRoot, app.base)
        assert.equal(app.options.tailwindcss.version, 3, 'the installed Tailwind CSS 3 is detected')
        assert.deepEqual(app.options.cssPreflight, { 'border-style': false })
        // cssEntries: only the Tailwind CSS 4 part of the patcher options carries it.
        assert.deepEqual(app.options.tailwindcssPatcherOptions.tailwindcss.v4.cssEntries, ['/abs/app.css'])
        assert.ok(!('cssEntries' in app.options) && !('cssEntries' in app.options.tailwindcssPatcherOptions.tailwindcss.v3), 'nowhere else')
        // The plugin: the uni-app x plugins (component-local styles, uvue trimming) are added only when the handling is on.
        const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
        const names = (options: Options) => (UnifiedViteWeappTailwindcssPlugin({ ...options, logLevel: 'silent', supportCustomLengthUnitsPatch: false } as never) as { name: string }[]).map(plugin => plugin.name)
        const appPlugins = names(app.options)
        const mpPlugins = names(mp.options)
        assert.ok(appPlugins.length > mpPlugins.length, `App adds plugins: ${appPlugins.join(', ')} vs ${mpPlugins.join(', ')}`)
        assert.ok(appPlugins.some(name => /uni-app-x/i.test(name)) && !mpPlugins.some(name => /uni-app-x/i.test(name)), `uni-app x plugins only on App: ${appPlugins.join(', ')}`)
        assert.equal(typeof app.options, 'object')
        assert.ok(!('name' in app.options) && !('apply' in app.options), 'options, not a plugin')
      } finally {
        app.remove()
        mp.remove()
      }
    },
  },
  {
    id: 'uni-app-x-units',
    says: 'unitsToPx converts rem, rpx, vw, vh and em to px; rem2rpx converts rem to rpx at 1rem = 32rpx; with both on, rem becomes px and rem2rpx has no effect',
    quotes: [
      { page: IDX, text: '预设的 `unitsToPx` 会把 `rem`、`rpx`、`vw` 等统一换算为 `px`；' },
      { page: IDX_EN, text: 'The preset\'s `unitsToPx` converts `rem`, `rpx` (the mini-program unit that scales with screen width; 750rpx is the full width), `vw` and so on to `px`; if you target only mini-programs and want `rpx` output, use `rem2rpx` instead.' },
      { page: INS_EN, text: 'You ship only mini-programs and the Web and want sizes to scale with screen width' },
      { page: INS_EN, text: 'Don\'t turn on both options.' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      const wxss = async (options: Record<string, unknown>, css: string) => (await createContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false, ...options } as never).transformWxss(css)).css
      assert.equal(await wxss({ unitsToPx: true }, '.a{width:1rem;height:10rpx;margin:10vw;padding:10vh}'), '.a{width:16px;height:5px;margin:37.5px;padding:66.7px}')
      assert.equal(await wxss({ rem2rpx: true }, '.a{width:1rem}'), '.a{width:32rpx}', 'rem2rpx: rpx, which scales with the screen width')
      assert.equal(await wxss({ unitsToPx: true, rem2rpx: true }, '.a{width:1rem}'), '.a{width:16px}', 'both on: rem2rpx has no effect')
    },
  },
  {
    id: 'uni-app-x-install-steps',
    says: 'weapp-tailwindcss 4.12.0 declares node ^20.19.0 || >=22.12.0; npm runs a postinstall script after npm install; without the patch Tailwind CSS 3.4.19 reads text-[32rpx] as a color; words in plain text such as block and hidden get rules when the file is scanned; the preset logs UNI_PLATFORM and UNI_UTS_PLATFORM',
    quotes: [
      { page: INS, text: '本机 Node.js 满足 `^20.19.0 || >=22.12.0`。' },
      { page: INS_EN, text: 'Node.js on your machine satisfies `^20.19.0 || >=22.12.0`.' },
      { page: INS, text: '然后在 `package.json` 的 `scripts` 里加一条 `postinstall`，每次安装依赖后自动执行 `weapp-tw patch`：' },
      { page: INS_EN, text: 'Then add a `postinstall` entry to `scripts` in `package.json`, so `weapp-tw patch` runs automatically after every dependency install:' },
      { page: INS, text: '不打补丁时，`text-[32rpx]` 这类任意值里的 `rpx` 会被当成颜色。' },
      { page: INS, text: '不要把 `uni_modules` 整个加进来，第三方插件里的文本会被误当成类名。' },
      { page: INS_EN, text: 'Don\'t add the whole of `uni_modules`: text in third-party plugins would be mistaken for class names.' },
      { page: INS, text: '编译开始时终端会打印 `UNI_PLATFORM` 与 `UNI_UTS_PLATFORM` 两行日志，说明预设已加载；' },
    ],
    async proof() {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')) as { version: string, engines: { node: string } }
      assert.equal(manifest.version, '4.12.0')
      assert.equal(manifest.engines.node, '^20.19.0 || >=22.12.0')
      // npm runs the project's postinstall after an install (no dependencies, so nothing is fetched).
      const { scratch, write } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = scratch('uni-app-x-postinstall')
      fs.rmSync(path.join(dir, 'node_modules'))
      write(dir, { 'package.json': JSON.stringify({ name: 'p', version: '1.0.0', private: true, scripts: { postinstall: 'node -e "require(\'fs\').writeFileSync(\'ran.txt\', \'yes\')"' } }) })
      const install = await runCommand('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: dir, timeoutMs: 60_000 })
      assert.equal(install.exitCode, 0, install.output)
      assert.equal(fs.readFileSync(path.join(dir, 'ran.txt'), 'utf8'), 'yes', 'postinstall ran after npm install')
      // The site's tailwindcss-3 is unpatched, as a project's is before weapp-tw patch.
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      assert.match((await runTailwind3({ template: '<text class="text-[32rpx]">', options: {} })).css, /\.text-\\\[32rpx\\\] \{\s*color: 32rpx/)
      // Plain text in a scanned file turns into rules.
      const pluginText = (await runTailwind3({ template: '<view>This block is hidden until the table is fixed</view>', css: '@tailwind utilities;', options: {} })).css
      for (const word of ['block', 'hidden', 'table', 'fixed']) assert.match(pluginText, new RegExp(`\\.${word} \\{`), `the word ${word} became a utility`)
      const { runNode } = await import('./support/options')
      const logged = await runNode(`
        process.env.UNI_PLATFORM = 'mp-weixin'
        process.env.UNI_UTS_PLATFORM = 'mp-weixin'
        const { uniAppX } = await import('weapp-tailwindcss/presets')
        uniAppX({ base: process.cwd() })
      `)
      assert.match(logged, /UNI_PLATFORM: mp-weixin\n[^\n]*UNI_UTS_PLATFORM: mp-weixin/)
    },
  },
  {
    id: 'uni-app-x-content-paths',
    says: 'Tailwind CSS 3.4.19 resolves relative content globs against the working directory, so run from another directory it generates nothing; with absolute globs it works; a class that appears only in a .uts file is generated only when the glob lists uts; tailwindcss({ config }) with a relative path is looked up from the working directory',
    quotes: [
      { page: QS, text: '`content` 必须把 `uvue` 和 `uts` 两种扩展名都写上，类名写在 `uts` 字符串里的情况很常见。' },
      { page: QS_EN, text: '`content` must list both the `uvue` and the `uts` extensions; class names written in `uts` strings are very common.' },
      { page: QS_EN, text: '**No utilities are generated at all**: `content` uses relative paths, or does not include the `uts` files.' },
      { page: QS, text: '给它传入 `config`，并且必须是上面 `abs(\'tailwind.config.js\')` 这样的绝对路径。' },
      { page: QS_EN, text: 'Pass it `config`, and it must be an absolute path such as `abs(\'tailwind.config.js\')` above.' },
    ],
    async proof() {
      const { scratch, write } = await import('./support/uni-css')
      const { runNode } = await import('./support/options')
      const project = scratch('uni-app-x-content')
      write(project, {
        'pages/index/index.uvue': '<template><view class="p-[13px]"></view></template>\n',
        'pages/index/helper.uts': 'export const cls = \'m-[17px]\'\n',
      })
      // As the page writes it: content made absolute with abs().
      write(project, { 'tailwind.config.js': `module.exports = { content: [${JSON.stringify(`${project}/pages/**/*.{uvue,uts}`)}], corePlugins: { preflight: false } }\n` })
      const elsewhere = scratch('uni-app-x-cwd')
      const generate = (content: string, config = '') => runNode(`
        import postcss from 'postcss'
        import tailwindcss from 'tailwindcss-3'
        const plugin = ${config ? `tailwindcss({ config: ${JSON.stringify(config)} })` : `tailwindcss({ content: ${content}, corePlugins: { preflight: false } })`}
        const { css } = await postcss([plugin]).process('@tailwind utilities;', { from: undefined })
        console.log('CSS[' + css.replace(/\\s+/g, ' ').trim() + ']')
      `, elsewhere)
      const glob = (pattern: string) => JSON.stringify([pattern])
      assert.match(await generate(glob('./pages/**/*.{uvue,uts}')), /CSS\[\]/, 'relative globs, another working directory: nothing')
      const both = await generate(glob(`${project}/pages/**/*.{uvue,uts}`))
      assert.match(both, /\.p-\\\[13px\\\]/)
      assert.match(both, /\.m-\\\[17px\\\]/, 'the class from the .uts file')
      assert.doesNotMatch(await generate(glob(`${project}/pages/**/*.uvue`)), /m-\\\[17px\\\]/, 'without uts the class in the .uts file is missing')
      assert.match(await generate('', path.join(project, 'tailwind.config.js')), /\.p-\\\[13px\\\]/, 'an absolute config path works from any working directory')
      const relativeConfig = await generate('', './tailwind.config.js').catch((error: Error) => `FAILED ${error.message}`)
      assert.match(relativeConfig, /FAILED|Cannot find|ENOENT|missing or empty/, `a relative config path is looked up from the working directory: ${relativeConfig.slice(0, 300)}`)
    },
  },

  {
    id: 'uni-app-x-tailwind4-only-web-and-mini-programs',
    says: 'Tailwind CSS 4.3.5 output (through the weapp-tailwindcss entry) contains color-mix() and calc() over var(--spacing); the uni-app x overview in the weapp-tailwindcss repository at the 4.12.0 tag says cross-platform integration supports only tailwindcss@3.x because uni-app x does not fully cover the features v4 CSS depends on; 4.2.0\'s changelog adds native App builds',
    quotes: [
      { page: IDX, text: 'Tailwind CSS 4 的产物用到了 `color-mix()`、基于 CSS 变量的 `calc()` 等较新的写法（用 Tailwind CSS 4.3.5 实测）。' },
      { page: IDX, text: 'weapp-tailwindcss 仓库中 4.12.0 版本的文档写明，uni-app x 还没有完全覆盖这些特性，跨端集成目前只支持 Tailwind CSS 3，所以两个版本能覆盖的平台不同：' },
      { page: IDX_EN, text: 'Tailwind CSS 4\'s output uses newer features such as `color-mix()` and `calc()` over CSS variables (measured with Tailwind CSS 4.3.5).' },
      { page: IDX_EN, text: 'The weapp-tailwindcss documentation at version 4.12.0, in its repository, states that uni-app x doesn\'t fully cover these features yet and that cross-platform integration currently supports only Tailwind CSS 3, so the two versions cover different platforms:' },
      { page: INS, text: '要让同一套样式覆盖 Web、小程序和原生 App（Android、iOS、HarmonyOS），必须使用 **Tailwind CSS 3**，所以下面的步骤全部基于 `tailwindcss@3`，插件版本需要 weapp-tailwindcss 4.2.0 及以上（本文以 4.12.0 为准）。' },
      { page: INS_EN, text: 'For one set of styles to cover the Web, mini-programs and native apps (Android, iOS, HarmonyOS), you must use **Tailwind CSS 3**, so all the steps below are based on `tailwindcss@3`, and the plugin must be weapp-tailwindcss 4.2.0 or later (this page is based on 4.12.0).' },
    ],
    slow: true,
    async proof() {
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/package.json'), 'utf8')) as { version: string }
      assert.equal(manifest.version, '4.3.5')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { css } = await runTailwind4({ template: '<view class="p-4 bg-blue-500/50"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.ok(css.includes('color-mix('), 'color-mix()')
      assert.ok(css.includes('calc(var(--spacing)'), 'calc() over a CSS variable')
      const { upstreamFile, changelog } = await import('./support/upstream')
      const overview = upstreamFile('weapp-tailwindcss@4.12.0', 'website/docs/uni-app-x/index.mdx')!
      assert.match(overview, /当前跨端集成仅支持 `tailwindcss@3\.x`。/)
      assert.match(overview, /`tailwindcss@4\.x` 生成的 CSS 依赖诸多现代特性，`uni-app x` 暂未全部覆盖，故不建议在该场景使用 v4。/)
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      assert.equal(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')).version, '4.12.0')
    },
  },
  {
    id: 'uni-app-x-native-css-subset-and-text',
    says: 'DCloud\'s uni-app x docs: on App, uvue implements a subset of web CSS (flex and absolute positioning only, class selectors only, no style inheritance); Web and mini-program builds support all of web CSS; text must be inside <text> and text styles go on the text component, not on a view',
    quotes: [
      { page: IDX, text: 'uni-app x 在原生 App 端使用自己的样式引擎，只支持 CSS 的一个子集。' },
      { page: IDX_EN, text: 'On native apps, uni-app x uses its own style engine, which supports only a subset of CSS.' },
      { page: IDX, text: '**文本规则不同**：原生端的文字必须放在 `<text>` 里，字号、颜色等文本样式也要写在 `<text>` 元素上，写在外层 `<view>` 上不会继承。' },
      { page: IDX, text: 'Web 和小程序对此没有要求，只在它们上面调试很容易漏掉。' },
      { page: IDX_EN, text: '**Text rules differ**: on the native side, text must be inside `<text>`, and text styles such as font size and color must be set on the `<text>` element itself; set on an outer `<view>`, they aren\'t inherited.' },
      { page: IDX_EN, text: 'The Web and mini-programs have no such requirement, so debugging only there makes this easy to miss.' },
    ],
    manual: {
      ran: 'read through the search tool the vendor pages doc.dcloud.net.cn/uni-app-x/css ("uni-app x 在 app平台实现了 web css 的子集", "仅支持flex 布局和绝对定位", "选择器只能用 class 选择器", "样式不继承"; "当 uni-app x 编译到 web、小程序等平台时，可以支持 web 的全部 css") and uniapp.dcloud.net.cn/uni-app-x/component/text.html ("在app-uvue和app-nvue中，文本只能写在text中……文本样式的控制也应该在text组件上写style，而不是在view的样式里写")',
      versions: 'uni-app x documentation as stored on 2026-11-29; not run',
      on: '2026-11-29',
      why: 'the native App style engine runs only in HBuilderX builds on a device or emulator',
    },
  },

  {
    id: 'uni-app-x-hbuilderx-working-directory',
    says: 'HBuilderX starts a uni-app x build with process.cwd() set to its own uniapp-cli-vite plugin directory, not the project root, so relative paths resolve against the wrong directory',
    quotes: [
      { page: QS, text: 'uni-app x 同样运行在 HBuilderX 里，编译时的工作目录不是项目根目录，所有路径都要转换成绝对路径。' },
      { page: QS_EN, text: 'uni-app x also runs in HBuilderX, where the working directory during compilation is not the project root, so every path has to be made absolute.' },
      { page: INS, text: 'HBuilderX 编译时的工作目录不是项目根目录，所以配置中的路径都要转成绝对路径。' },
      { page: INS_EN, text: 'HBuilderX\'s working directory during compilation is not the project root, so every path in the configuration has to be absolute.' },
    ],
    manual: {
      ran: 'read through the search tool dcloudio/uni-app#5901 (HBuilderX 4.87, macOS): a uni-app x project\'s vite.config.ts prints process.cwd() as /Applications/HBuilderX.app/Contents/HBuilderX/plugins/uniapp-cli-vite on every platform; sonofmagic/weapp-tailwindcss#306 (uni-app Vue 3 + Vite in HBuilderX: tailwindcss not found because HBuilderX changes process.cwd(), fixed by passing tailwindcssBasedir: __dirname); what relative paths do from another working directory is run in uni-app-x-content-paths',
      versions: 'HBuilderX 4.87 as reported in the issue; issue threads as stored on 2026-11-29',
      on: '2026-11-29',
      why: 'HBuilderX cannot run here',
    },
  },

  {
    id: 'uni-app-x-style-isolation-2',
    says: 'DCloud\'s uni-app x documentation: from HBuilderX 5.0, setting "uni-app-x": { "styleIsolationVersion": "2" } in manifest.json turns on style isolation policy 2.0, under which components cannot use global classes and pages, components and parent and child components are isolated from each other',
    quotes: [
      { page: IDX, text: '另外，HBuilderX 5 配合 `manifest.json` 中的 `styleIsolationVersion` 为 `2` 时，组件默认样式隔离。' },
      { page: IDX_EN, text: 'Also, with HBuilderX 5 and `styleIsolationVersion` set to `2` in `manifest.json`, components have style isolation by default.' },
    ],
    manual: {
      ran: 'read through the search tool doc.dcloud.net.cn/uni-app-x/css/common/style-isolation.html: "从HBuilderX 5.0起，全平台统一了样式隔离策略"; non-steam mode turns policy 2.0 on with manifest.json -> uni-app-x -> styleIsolationVersion: "2"; under its default policy "组件不可以引用全局class" and "页面、组件、父子组件之间隔离，互不影响"',
      versions: 'uni-app x documentation as stored on 2026-11-29; HBuilderX not run',
      on: '2026-11-29',
      why: 'HBuilderX and the native App runtime cannot run here',
    },
  },
])
