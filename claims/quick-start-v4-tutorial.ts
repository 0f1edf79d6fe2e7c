// Claims of the three tutorial pages of docs/quick-start/v4/tutorial (getting started, workflow, advanced) and
// their English pages, proven with Tailwind CSS 4 and weapp-tailwindcss 4.12.0 as installed here.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/v4/tutorial/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/${page}.mdx`
const INDEX_ZH = zh('index')
const INDEX_EN = en('index')
const FLOW_ZH = zh('workflow')
const FLOW_EN = en('workflow')
const ADV_ZH = zh('advanced')
const ADV_EN = en('advanced')

async function tw4(template: string, css = '@import "weapp-tailwindcss";', options: Record<string, unknown> = { rem2rpx: true }, script = '') {
  const { runTailwind4 } = await import('../lib/transforms/tailwind4')
  return runTailwind4({ template, css, options, script, marginTrimInline: true })
}

async function context(options: Record<string, unknown>) {
  const { createContext } = await import('weapp-tailwindcss/core')
  const { ROOT } = await import('./support/quick-start-v4')
  return createContext({ ...options, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })
}

const THEME = '@import "weapp-tailwindcss/index.css";\n\n@theme {\n  --color-brand: #6d28d9;\n  --color-brand-soft: #ede9fe;\n  --radius-card: 1.5rem;\n}\n'

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-tutorial-escaping-example',
    says: 'class="w-1/2 bg-[#1e40af]" becomes w-1_f2 bg-_b_h1e40af_B in WXML and the WXSS selectors get the same names; weapp-tailwindcss/escape gives the same',
    quotes: [
      { page: INDEX_ZH, text: '最终 WXML 里会变成 `class="w-1_f2 bg-_b_h1e40af_B"`，WXSS 里对应的选择器也被改成同样的名字' },
      { page: INDEX_EN, text: 'class="w-1_f2 bg-_b_h1e40af_B"' },
      { page: ADV_ZH, text: '在 Node.js 中调用 `weapp-tailwindcss/escape` 导出的 `escape` 函数' },
      { page: ADV_EN, text: 'Call the `escape` function exported by `weapp-tailwindcss/escape` in Node.js' },
    ],
    async proof() {
      const out = await tw4('<view class="w-1/2 bg-[#1e40af]"></view>')
      assert.equal(out.wxml, '<view class="w-1_f2 bg-_b_h1e40af_B"></view>')
      assert.match(out.wxss, /\.w-1_f2 \{/)
      assert.match(out.wxss, /\.bg-_b_h1e40af_B \{/)
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.deepEqual([escape('w-1/2'), escape('bg-[#1e40af]')], ['w-1_f2', 'bg-_b_h1e40af_B'])
    },
  },
  {
    id: 'qs4-tutorial-theme-namespaces',
    says: '@theme variables become utilities by namespace (--color-brand: bg-/text-/border-brand, --radius-card: rounded-card); only the variables in use are output; 1.25rem becomes 40rpx with rem2rpx; rgb(... / 0.35) becomes rgba(); rem2rpx makes p-4 32rpx',
    quotes: [
      { page: INDEX_ZH, text: '`@theme` 中的变量会按命名空间变成工具类：`--color-brand` 带来 `bg-brand`、`text-brand`、`border-brand`，`--radius-card` 带来 `rounded-card`' },
      { page: INDEX_ZH, text: '第 4 版只会把实际用到的变量输出到产物里，不用担心定义太多拖大体积' },
      { page: INDEX_ZH, text: '`rem2rpx: true` 会把以 `rem` 为单位的尺寸换算成 `rpx`（`1rem = 32rpx`），这样 `p-4` 在小程序里就是 `32rpx`' },
      { page: FLOW_ZH, text: '写成 `1.25rem` 的圆角会在 `rem2rpx` 开启时变成 `40rpx`，阴影里的 `rgb(... / 0.35)` 会被降级成小程序能识别的 `rgba()`' },
      { page: ADV_ZH, text: 'Tailwind CSS 4 只输出源码中用到的工具类和主题变量' },
      { page: INDEX_EN, text: 'Version 4 only writes the variables you actually use into the output' },
      { page: INDEX_EN, text: '`rem2rpx: true` converts sizes in `rem` to `rpx` (`1rem = 32rpx`), so `p-4` becomes `32rpx` in the mini-program' },
      { page: FLOW_EN, text: 'With `rem2rpx` on, the `1.25rem` radius turns into `40rpx`' },
      { page: ADV_EN, text: 'Tailwind CSS 4 only outputs the utilities and theme variables your source code uses' },
    ],
    async proof() {
      const out = await tw4('<view class="bg-brand text-brand border-brand rounded-card p-4"></view>', THEME)
      for (const utility of ['.bg-brand', '.text-brand', '.border-brand', '.rounded-card']) assert.ok(out.css.includes(utility), `${utility} is generated`)
      assert.ok(out.css.includes('--color-brand:') && !out.css.includes('--color-brand-soft'), 'the unused variable is not output')
      assert.ok(!out.css.includes('.p-8'), 'unused utilities are not output')
      assert.match(out.wxss, /\.p-4 \{\s*padding: 32rpx;/)
      const flow = await tw4('<view class="rounded-card shadow-card"></view>', '@import "weapp-tailwindcss/index.css";\n@theme {\n  --radius-card: 1.25rem;\n  --shadow-card: 0 12px 24px -16px rgb(15 23 42 / 0.35);\n}\n')
      assert.match(flow.wxss, /--radius-card: 40rpx/)
      assert.match(flow.wxss, /rgba\(15, ?23, ?42, ?0\.35\)/)
      assert.ok(!/rgb\(15 23 42/.test(flow.wxss))
    },
  },
  {
    id: 'qs4-tutorial-hover',
    says: 'cssRemoveHoverPseudoClass defaults to true and removes :hover rules; values of hover-class are escaped',
    quotes: [
      { page: INDEX_ZH, text: '插件默认会删除 CSS 里的 `:hover` 规则（`cssRemoveHoverPseudoClass` 默认为 `true`）' },
      { page: INDEX_ZH, text: '`hover-class` 里的值同样会被转义，可以放心写工具类' },
      { page: FLOW_ZH, text: '小程序没有鼠标悬停，插件默认会删除 `:hover` 规则，而 `hover-class` 属性里的类会被正常转义' },
      { page: ADV_ZH, text: '| `:hover` 规则 | 小程序没有悬停 | 默认删除，改用 `hover-class` |' },
      { page: INDEX_EN, text: 'by default the plugin removes `:hover` rules from the CSS (`cssRemoveHoverPseudoClass` defaults to `true`)' },
      { page: INDEX_EN, text: 'Values in `hover-class` are escaped too' },
      { page: FLOW_EN, text: 'the plugin removes `:hover` rules by default, while the classes in the `hover-class` attribute are escaped as usual' },
      { page: ADV_EN, text: 'Removed by default; use `hover-class` instead' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { cssRemoveHoverPseudoClass: boolean }).cssRemoveHoverPseudoClass, true)
      const out = await tw4('<view class="hover:bg-brand" hover-class="bg-[#ede9fe]"></view>', THEME)
      assert.match(out.css, /:hover/)
      assert.ok(!out.wxss.includes(':hover'), 'the :hover rule is gone')
      assert.match(out.wxml, /hover-class="bg-_b_hede9fe_B"/)
      const kept = await tw4('<view class="hover:bg-brand"></view>', THEME, { rem2rpx: true, cssRemoveHoverPseudoClass: false })
      assert.match(kept.wxss, /:hover/, 'false keeps it')
    },
  },
  {
    id: 'qs4-tutorial-utility-and-custom-variant',
    says: '@utility classes take variants (active-tab:card) and can be @applied; @custom-variant active-tab (&.is-active) produces a compound class selector',
    quotes: [
      { page: FLOW_ZH, text: '`@utility` 定义的类和内置工具类地位相同：可以加前缀变体（如 `active-tab:card`），也能被其它地方 `@apply`' },
      { page: FLOW_ZH, text: '生成的是普通的复合类选择器' },
      { page: FLOW_EN, text: 'Classes defined with `@utility` have the same standing as the built-in utilities' },
      { page: FLOW_EN, text: 'which produces an ordinary compound class selector' },
    ],
    async proof() {
      const css = '@import "weapp-tailwindcss/index.css";\n@theme { --color-brand-600: #4f46e5; }\n@utility card { padding: 1rem; }\n@custom-variant active-tab (&.is-active);\n.box { @apply card; }\n'
      const out = await tw4('<view class="active-tab:card active-tab:bg-brand-600"></view>', css)
      assert.match(out.css, /\.active-tab\\:card\.is-active \{\s*padding: 1rem;/)
      assert.match(out.css, /\.active-tab\\:bg-brand-600\.is-active \{/)
      assert.match(out.css, /\.box \{\s*padding: 1rem;/, '@apply card works')
    },
  },
  {
    id: 'qs4-tutorial-space-y-and-color-mix',
    says: 'space-y-3 becomes view/text sibling selectors; bg-white/95 is color-mix() in Tailwind CSS 4 and rgba(255, 255, 255, 0.95) after weapp-tailwindcss',
    quotes: [
      { page: FLOW_ZH, text: '`space-y-3` 在小程序里会被改写成 `view + view` 形式的兄弟选择器' },
      { page: FLOW_ZH, text: '`bg-white/95` 在 Tailwind CSS 4 中会生成 `color-mix()`，插件会把它换算成 `rgba(255, 255, 255, 0.95)`' },
      { page: FLOW_EN, text: 'In a mini-program, `space-y-3` is rewritten into a sibling selector of the form `view + view`' },
      { page: FLOW_EN, text: 'In Tailwind CSS 4, `bg-white/95` generates `color-mix()`, which the plugin converts to `rgba(255, 255, 255, 0.95)`' },
    ],
    async proof() {
      const out = await tw4('<view class="space-y-3 bg-white/95"></view>')
      assert.match(out.wxss, /\.space-y-3>view\+view/)
      assert.match(out.css, /color-mix\(/)
      assert.match(out.wxss, /rgba\(255, 255, 255, 0\.95\)/)
    },
  },
  {
    id: 'qs4-tutorial-unpatched-rpx',
    says: 'an unpatched Tailwind CSS 4.3.5 reads text-[30rpx] as a color but a multi-part shadow-[0_-8rpx_24rpx_rgba(...)] as a box-shadow',
    quotes: [
      { page: INDEX_ZH, text: '依赖安装后没有执行 `weapp-tw patch`，`text-[30rpx]` 被当成了颜色' },
      { page: FLOW_ZH, text: '这类多段的阴影值即使没打补丁也会按阴影处理。真正依赖 `weapp-tw patch` 的是 `text-[30rpx]` 这种只有一个值、既可能是字号也可能是颜色的写法' },
      { page: INDEX_EN, text: '`weapp-tw patch` was not run after installing the dependencies, so `text-[30rpx]` is treated as a color' },
      { page: FLOW_EN, text: 'a multi-part shadow value like this is treated as a shadow even without the patch' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const pristine = unpacked('tailwindcss@4.3.5')
      assert.ok(!fs.readFileSync(path.join(pristine, 'dist/lib.js'), 'utf8').includes('"rpx"'), 'the published tailwindcss has no rpx unit')
      fs.writeFileSync(path.join(pristine, 'check-rpx.cjs'), `const { compile } = require('./dist/lib.js')
compile('@tailwind utilities;').then(c => console.log(c.build(['text-[30rpx]', 'shadow-[0_-8rpx_24rpx_rgba(15,23,42,0.08)]'])))
`)
      const out = (await runCommand('node', ['check-rpx.cjs'], { cwd: pristine })).output
      assert.match(out, /\.text-\\\[30rpx\\\] \{\s*color: 30rpx;/)
      assert.match(out, /box-shadow: [^;]*--tw-shadow/)
      assert.match(out, /0 -8rpx 24rpx/)
    },
  },
  {
    id: 'qs4-tutorial-root-and-universal-selectors',
    says: ':root theme variables go to page, .tw-root and wx-root-portal-content; cssSelectorReplacement.root takes an array; * becomes view/text',
    quotes: [
      { page: ADV_ZH, text: '`:root` 上的主题变量默认会落到 `page`、`.tw-root` 和 `wx-root-portal-content` 上' },
      { page: ADV_ZH, text: '需要其它容器名时，通过 `cssSelectorReplacement.root` 传入数组扩展' },
      { page: ADV_ZH, text: '改为 `view`、`text` 与 `page`、`.tw-root` 等' },
      { page: ADV_EN, text: 'By default, theme variables declared on `:root` are placed on `page`, `.tw-root` and `wx-root-portal-content`' },
      { page: ADV_EN, text: 'pass an array to `cssSelectorReplacement.root` to extend the list' },
      { page: ADV_EN, text: 'Replaced with `view`, `text` and `page`, `.tw-root`, etc.' },
    ],
    async proof() {
      const out = await tw4('<view class="p-4"></view>')
      assert.match(out.wxss, /page,\.tw-root,wx-root-portal-content,:host \{\s*--spacing: 8rpx;/)
      assert.match(out.wxss, /view,text,:after,:before \{/)
      const custom = await tw4('<view class="p-4"></view>', '@import "weapp-tailwindcss";', { rem2rpx: true, cssSelectorReplacement: { root: ['page', '.tw-root', '.my-tab-bar'] } })
      assert.match(custom.wxss, /page,\.tw-root,\.my-tab-bar[^{]*\{\s*--spacing: 8rpx;/)
    },
  },
  {
    id: 'qs4-tutorial-disabled-object',
    says: 'disabled accepts { plugin, rewriteCssImports } (in the type declarations, first released after 4.8.7, by 4.8.14): plugin turns off the main pipeline, rewriteCssImports only the @import "tailwindcss" rewrite',
    quotes: [
      { page: ADV_ZH, text: '插件的 `disabled` 除了接受布尔值，从 4.8.14 起还可以传对象做细粒度控制：`{ plugin: true }` 只关闭主转义流程，`{ rewriteCssImports: true }` 只关闭对 `@import "tailwindcss"` 的改写' },
      { page: ADV_EN, text: 'Besides a boolean, the plugin\'s `disabled` option accepts an object for finer control since 4.8.14' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/quick-start-v4')
      const { loadVersionFacts, appearance, judgeSince } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts()
      for (const field of ['disabled.plugin', 'disabled.rewriteCssImports']) assert.deepEqual(judgeSince(appearance(facts, { kind: 'option', name: field }), '4.8.14'), { ok: true }, field)
      const dts = fs.readdirSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')).filter(name => /^index-.*\.d\.ts$/.test(name)).map(name => fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist', name), 'utf8')).join('\n')
      assert.match(dts, /interface DisabledOptions \{[\s\S]*禁用主插件流程，等同于 `disabled: true`[\s\S]*plugin\?: boolean;[\s\S]*禁用对 `@import "tailwindcss"` 的预处理重写[\s\S]*rewriteCssImports\?: boolean;/)
    },
  },
  {
    id: 'qs4-tutorial-js-precheck',
    says: 'before transforming JS, weapp-tailwindcss 4.12.0 skips files that match no hint pattern (webpack, Vite, gulp and the core API all call the same check); WEAPP_TW_DISABLE_JS_PRECHECK=1 turns it off',
    quotes: [
      { page: ADV_ZH, text: '在转义 JS 前都会先用正则判断文件是否可能包含类名，不相关的文件直接跳过' },
      { page: ADV_ZH, text: '排查疑难问题时可设置环境变量 `WEAPP_TW_DISABLE_JS_PRECHECK=1` 强制全量处理' },
      { page: ADV_EN, text: 'first use a regular expression to decide whether a JS file could contain class names before escaping it, and skip unrelated files' },
      { page: ADV_EN, text: 'set the environment variable `WEAPP_TW_DISABLE_JS_PRECHECK=1` to force every file through' },
    ],
    async proof() {
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const dist = readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /\.js$/)
      const callers = dist.filter(f => f.text.includes('shouldSkipJsTransform')).map(f => f.file)
      for (const builder of ['vite', 'webpack', 'gulp', 'core']) {
        const entry = dist.find(f => f.file === `${builder}.js`)!
        const chunks = [...entry.text.matchAll(/require\('\.\/(chunk-[\w]+\.js)'\)/g)].map(m => m[1]!)
        assert.ok(chunks.some(chunk => callers.includes(chunk)) || callers.includes(`${builder}.js`), `${builder} reaches the pre-check`)
      }
      const ctx = await context({})
      const source = "Page({ data: { cls: 'pt-[33px]' }, onLoad() {} })"
      const runtimeSet = new Set(['pt-[33px]'])
      const saved = process.env.WEAPP_TW_DISABLE_JS_PRECHECK
      try {
        delete process.env.WEAPP_TW_DISABLE_JS_PRECHECK
        assert.match((await ctx.transformJs(source, { runtimeSet } as never)).code, /pt-\[33px\]/, 'no hint: the file is skipped')
        process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1'
        assert.match((await ctx.transformJs(source, { runtimeSet } as never)).code, /pt-_b33px_B/, 'with the variable the file is transformed')
      } finally {
        if (saved === undefined) delete process.env.WEAPP_TW_DISABLE_JS_PRECHECK
        else process.env.WEAPP_TW_DISABLE_JS_PRECHECK = saved
      }
    },
  },
  {
    id: 'qs4-tutorial-changelog-facts',
    says: 'weapp-tailwindcss changelog: 4.12.0 extends the JS pre-check to every builder path; 4.9.0 moves the tailwindcss-patcher cache from files to memory; 4.3.0 turns on calc precomputation for Tailwind CSS 4 to address calc + rpx problems on many phones; 4.2.9 turns on cssRemoveProperty because @property breaks Alipay mini-programs',
    quotes: [
      { page: ADV_ZH, text: '**利用内置的 JS 预检查**：4.12.0 起，webpack、Vite、Gulp 和 Node API' },
      { page: ADV_ZH, text: '**缓存**：4.9.0 起类名缓存默认放在内存里，不再写文件' },
      { page: ADV_ZH, text: '| 部分机型对 `calc` 与 `rpx` 组合计算出错 |' },
      { page: ADV_ZH, text: '部分平台（如支付宝）构建报错' },
      { page: ADV_EN, text: '**Rely on the built-in JS pre-check**: since 4.12.0, webpack, Vite, gulp and the Node API' },
      { page: ADV_EN, text: '**Caching**: since 4.9.0, the class name cache is kept in memory by default instead of being written to files' },
      { page: ADV_EN, text: 'Some devices compute `calc` combined with `rpx` incorrectly' },
      { page: ADV_EN, text: 'Build errors on some platforms (such as Alipay)' },
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@4.12.0:packages/weapp-tailwindcss/CHANGELOG.md in the upstream repository: 4.12.0 "将 JS 快速预检查机制扩展到所有构建器路径（Webpack v5、Webpack v4、Gulp、核心 API）" (the Vite path already had it; the installed dist calls shouldSkipJsTransform from the vite, webpack, gulp and core chunks, see qs4-tutorial-js-precheck); 4.9.0 "默认 tailwindcss-patcher 的缓存策略从 文件缓存，变为内存缓存"; 4.3.0 "在 tailwindcss@4 下默认启用计算模式 … 可以解决很多手机机型 calc rpx 单位的兼容问题"; 4.2.9 "默认开启 cssRemoveProperty, 因为 @property 会导致支付宝小程序直接挂掉"',
      versions: 'weapp-tailwindcss changelog at the 4.12.0 tag',
      on: '2026-11-28',
      why: 'changelog statements and device behaviour (Alipay, phones) cannot be run here; the published tarballs carry no changelog',
    },
  },
  {
    id: 'qs4-tutorial-css-remove-property',
    says: 'cssRemoveProperty (first in 4.1.2) removes @property from the main stylesheet by default; other stylesheets keep it; false keeps it in the main stylesheet; cssCalc first in 4.3.x',
    quotes: [
      { page: ADV_ZH, text: '主样式文件里默认删除，其他样式文件原样保留' },
      { page: ADV_ZH, text: '`cssRemoveProperty`（4.1.2 起，只作用于主样式文件）' },
      { page: ADV_ZH, text: '`cssCalc`（4.3.0 起）' },
      { page: ADV_EN, text: 'Removed by default in main stylesheets, other stylesheets are left as they are' },
      { page: ADV_EN, text: '`cssRemoveProperty` (since 4.1.2, applies only to main stylesheets)' },
      { page: ADV_EN, text: '`cssCalc` (since 4.3.0)' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const input = { template: '<view class="shadow"></view>', css: '@import "weapp-tailwindcss";', marginTrimInline: true }
      assert.ok(!(await runTailwind4({ ...input, options: { rem2rpx: true } })).wxss.includes('@property'), 'main: removed')
      assert.ok((await runTailwind4({ ...input, options: { rem2rpx: true }, isMainChunk: false })).wxss.includes('@property'), 'other: kept')
      assert.ok((await runTailwind4({ ...input, options: { rem2rpx: true, cssRemoveProperty: false } })).wxss.includes('@property'), 'false: kept in main')
      assert.ok((await runTailwind4({ ...input, options: { rem2rpx: true, cssRemoveProperty: true }, isMainChunk: false })).wxss.includes('@property'), 'true does not touch other stylesheets')
      const { loadVersionFacts, appearance, judgeSince } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts()
      assert.deepEqual(judgeSince(appearance(facts, { kind: 'option', name: 'cssRemoveProperty' }), '4.1.2'), { ok: true })
      assert.deepEqual(judgeSince(appearance(facts, { kind: 'option', name: 'cssCalc' }), '4.3.0'), { ok: true })
    },
  },
  {
    id: 'qs4-tutorial-cli',
    says: 'weapp-tw 4.12.0: tokens has --format grouped-json and --no-write; doctor --strict exits 1 on warnings; status reports extendLengthUnits; WEAPP_TW_DEBUG=1 adds the error stack',
    quotes: [
      { page: ADV_ZH, text: '`npx weapp-tw tokens --format grouped-json` 按文件列出扫描到的候选类名' },
      { page: ADV_ZH, text: '`npx weapp-tw doctor`，CI 中加 `--strict` 让警告也返回非零退出码' },
      { page: ADV_ZH, text: '`npx weapp-tw status`，查看 `extendLengthUnits` 是否为已应用' },
      { page: ADV_ZH, text: '`npx weapp-tw tokens --no-write --format grouped-json`' },
      { page: ADV_ZH, text: '设置 `WEAPP_TW_DEBUG=1` 后重跑，会额外打印错误堆栈' },
      { page: ADV_EN, text: '`npx weapp-tw tokens --format grouped-json` lists the candidate class names found, grouped by file' },
      { page: ADV_EN, text: 'in CI, add `--strict` so that warnings also return a non-zero exit code' },
      { page: ADV_EN, text: 'check that `extendLengthUnits` shows as applied' },
      { page: ADV_EN, text: 'Set `WEAPP_TW_DEBUG=1` and run again; it also prints the error stack' },
    ],
    async proof() {
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const bin = path.join(ROOT, 'node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js')
      const help = async (command: string) => (await runCommand('node', [bin, command, '--help'], { cwd: ROOT })).output
      const tokens = await help('tokens')
      assert.match(tokens, /--format <format>\s+Output format \(json\|lines\|grouped-json\)/)
      assert.match(tokens, /--no-write\s+Skip writing to disk/)
      assert.match(await help('doctor'), /--strict\s+Exit with code 1 when warnings are found/)
      const status = (await runCommand('node', [bin, 'status'], { cwd: ROOT })).output
      assert.match(status, /extendLengthUnits/)
      const cli = readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /^cli\.js$|\/cli\.js$/).map(f => f.text).join('\n')
      assert.match(cli, /if \(error\.stack && [\w.]+\.env\.WEAPP_TW_DEBUG === "1"\)/)
    },
  },
  {
    id: 'qs4-tutorial-auto-source-detection',
    says: '@tailwindcss/postcss 4.3.5 scans the project by itself, @source not removes a directory and @source adds one outside',
    quotes: [
      { page: INDEX_ZH, text: '自动扫描项目文件，用 CSS 中的 `@source` 增减范围' },
      { page: INDEX_EN, text: 'Project files are scanned automatically; widen or narrow the scope with `@source` in CSS' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      const project = path.join(dir, 'scan-project')
      fs.mkdirSync(path.join(project, 'src/pages'), { recursive: true })
      fs.mkdirSync(path.join(project, 'dist'), { recursive: true })
      fs.mkdirSync(path.join(dir, 'scan-extra'), { recursive: true })
      fs.writeFileSync(path.join(project, 'src/pages/a.html'), '<view class="w-[11px]">')
      fs.writeFileSync(path.join(project, 'dist/b.html'), '<view class="w-[12px]">')
      fs.writeFileSync(path.join(dir, 'scan-extra/c.html'), '<view class="w-[13px]">')
      fs.writeFileSync(path.join(dir, 'run-scan.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const project = process.argv[2]
const css = process.argv[3]
const r = await postcss([tw({ base: project })]).process(css, { from: project + '/src/app.css' })
console.log(['11px', '12px', '13px'].filter(v => r.css.includes(v)).join(','))
`)
      const run = async (css: string) => (await runCommand('node', ['run-scan.mjs', project, css], { cwd: dir })).output.trim()
      assert.equal(await run('@import "tailwindcss/utilities.css";'), '11px,12px', 'the project is scanned without configuration')
      assert.equal(await run('@import "tailwindcss/utilities.css";\n@source not "../dist";'), '11px', '@source not narrows it')
      assert.equal(await run('@import "tailwindcss/utilities.css";\n@source "../../scan-extra";'), '11px,12px,13px', '@source widens it')
    },
  },
  {
    id: 'qs4-tutorial-tw4-targets-modern-browsers',
    says: 'Tailwind CSS v4 is designed for and tested on modern browsers (Chrome 111, Safari 16.4, Firefox 128)',
    quotes: [
      { page: ADV_ZH, text: 'Tailwind CSS 4 的输出默认面向现代浏览器' },
      { page: ADV_EN, text: 'By default, Tailwind CSS 4 produces output for modern browsers' },
    ],
    manual: {
      ran: 'read https://tailwindcss.com/docs/compatibility through the search tool (docs corpus): "Tailwind CSS v4.0 is designed for and tested on modern browsers … Chrome 111, Safari 16.4, Firefox 128"',
      versions: 'Tailwind CSS v4 documentation as stored on 2026-11-28',
      on: '2026-11-28',
      why: 'a statement of the vendor documentation',
    },
  },
  {
    id: 'qs4-tutorial-wxss-selectors',
    says: 'WXSS supports class, ID, element, grouped and ::after/::before selectors, not * or :root',
    quotes: [
      { page: ADV_ZH, text: '| `*`、`:root` 选择器 | WXSS 不支持 |' },
      { page: ADV_EN, text: '| `*` and `:root` selectors | Not supported by WXSS |' },
    ],
    manual: {
      ran: 'read the WXSS selector list of the WeChat documentation as quoted through the search tool (developer.aliyun.com/ask/444344, cnblogs.com/maomao-Sunshine/p/10018598.html): "目前 WXSS 支持类选择器、ID 选择器、标签选择器、选择器分组、伪元素选择器(::after, ::before)"; neither * nor :root is in it',
      versions: 'WeChat WXSS documentation as quoted there',
      on: '2026-11-28',
      why: 'needs WeChat DevTools or a phone',
    },
  },
  {
    id: 'qs4-tutorial-prettier-tailwind-stylesheet',
    says: 'prettier-plugin-tailwindcss (latest) has the tailwindStylesheet option for Tailwind CSS v4 projects',
    quotes: [
      { page: ADV_ZH, text: 'Tailwind CSS 4 项目需要在 Prettier 配置中通过 `tailwindStylesheet` 指向 `src/app.css`' },
      { page: ADV_EN, text: 'in Tailwind CSS 4 projects, point `tailwindStylesheet` at `src/app.css` in the Prettier configuration' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const readme = fs.readFileSync(path.join(unpacked('prettier-plugin-tailwindcss@latest'), 'README.md'), 'utf8')
      assert.match(readme, /tailwindStylesheet/)
      assert.match(readme, /Tailwind CSS v4/i)
    },
  },
])
