// docs/multi-platform.md: the disabled switches, the uniApp preset, the entries, preflight, cssCalc and the
// colour downgrade, run with weapp-tailwindcss 4.12.0, Tailwind CSS 4.3.5 / 3.4.19 and postcss-preset-env here.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/multi-platform.md'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/multi-platform.md'
const ROOT = path.resolve(new URL('../', import.meta.url).pathname)
const BASE = { logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false }

/** The Vite plugin's plugins for a `disabled` value: names, and what its CSS import rewrite makes of `@import "tailwindcss"`. */
async function vitePlugins(disabled: unknown) {
  const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
  const plugins = (UnifiedViteWeappTailwindcssPlugin({ ...BASE, disabled } as never) ?? []) as { name: string, transform?: unknown }[]
  const rewrite = plugins.find(plugin => plugin.name.endsWith('rewrite-css-imports'))
  let rewritten: string | undefined
  if (rewrite) {
    type Handler = (this: unknown, code: string, id: string) => unknown
    const transform = rewrite.transform as { handler?: Handler } | Handler
    const handler = typeof transform === 'function' ? transform : transform.handler!
    rewritten = ((await handler.call({}, '@import "tailwindcss";\n', path.join(ROOT, 'src/app.css'))) as { code: string } | undefined)?.code
  }
  return { names: plugins.map(plugin => plugin.name), rewritten }
}

export default defineClaims(import.meta.url, [
  {
    id: 'mp-disabled-switches',
    says: 'Vite plugin of weapp-tailwindcss 4.12.0 with Tailwind CSS 4: disabled: true and { plugin: true } both drop the main pipeline and keep the rewrite of @import "tailwindcss" to weapp-tailwindcss/index.css (also with UNI_PLATFORM=h5); { plugin: true, rewriteCssImports: true } returns no plugin; { rewriteCssImports: true } keeps the main pipeline without the rewrite',
    quotes: [
      { page: ZH, text: '插件的 `disabled` 选项为 `true` 时，整个转义流程都会跳过。' },
      { page: ZH, text: '与下一行完全相同：关闭主转义流程，`@import "tailwindcss"` 照样被改写' },
      { page: EN, text: 'Exactly the same as the next row: turns off the main escaping pipeline, while `@import "tailwindcss"` is still rewritten' },
      { page: ZH, text: '只关闭主转义流程，仍保留对 `@import "tailwindcss"` 的改写' },
      { page: EN, text: 'Turns off only the main escaping pipeline; `@import "tailwindcss"` is still rewritten' },
      { page: ZH, text: '两样都关：H5 端拿到的是 Tailwind CSS 原版入口' },
      { page: ZH, text: '主流程照常，只是不再改写 `@import "tailwindcss"`' },
      { page: EN, text: 'The main pipeline runs as usual; only the rewriting of `@import "tailwindcss"` stops' },
      { page: ZH, text: '注意第一行：在 4.12.0 里，`disabled: true` 只等于 `{ plugin: true }`，并不会停掉入口改写。' },
      { page: EN, text: 'Note the first row: in 4.12.0, `disabled: true` means no more than `{ plugin: true }` and does not stop the entry rewrite.' },
      { page: ZH, text: '项目装的是 Tailwind CSS 4 时，H5 端样式里的 `@import "tailwindcss"` 仍会被换成 `weapp-tailwindcss/index.css`。' },
      { page: ZH, text: '上面 `#ifdef H5` 这一支要真正用上原版 `tailwindcss`，H5 端的开关必须写成 `disabled: { plugin: true, rewriteCssImports: true }`；' },
      { page: ZH, text: '只写 `disabled: true` 时，这一行同样会被改写成 `weapp-tailwindcss/index.css`，条件编译就白写了。' },
      { page: ZH, text: '**原因**：weapp-tailwindcss 4.12.0 的 `disabled` 有两个开关，`plugin`（类名与样式转义）和 `rewriteCssImports`（把 `@import "tailwindcss"` 换成 `weapp-tailwindcss/index.css`）。' },
      { page: ZH, text: '`disabled: true` 只打开了前一个，改写照旧执行，而且不分平台。' },
      { page: EN, text: '**Cause**: in weapp-tailwindcss 4.12.0, `disabled` has two switches: `plugin` (escaping class names and styles) and `rewriteCssImports`' },
      { page: EN, text: '`disabled: true` sets only the first of them, so the rewrite still happens, on every platform.' },
    ],
    async proof() {
      const saved = process.env.UNI_PLATFORM
      process.env.UNI_PLATFORM = 'h5'
      try {
        const on = await vitePlugins(true)
        const pluginOnly = await vitePlugins({ plugin: true })
        assert.deepEqual(on, pluginOnly, 'disabled: true is { plugin: true }')
        assert.deepEqual(on.names, ['weapp-tailwindcss:adaptor:rewrite-css-imports'], 'only the import rewrite is left')
        assert.equal(on.rewritten, '@import "weapp-tailwindcss/index.css";\n', 'also with UNI_PLATFORM=h5')
        assert.equal((await vitePlugins({ plugin: true, rewriteCssImports: true })).names.length, 0, 'both off: no plugin at all')
        const rewriteOff = await vitePlugins({ rewriteCssImports: true })
        assert.deepEqual(rewriteOff.names, ['weapp-tailwindcss:adaptor:post'], 'the main pipeline, no rewrite')
        const enabled = await vitePlugins(false)
        assert.deepEqual(enabled.names, ['weapp-tailwindcss:adaptor:rewrite-css-imports', 'weapp-tailwindcss:adaptor:post'])
      }
      finally {
        if (saved === undefined) delete process.env.UNI_PLATFORM
        else process.env.UNI_PLATFORM = saved
      }
    },
  },
  {
    id: 'mp-uniapp-preset-disables-h5-and-app',
    says: 'weapp-tailwindcss/presets uniApp() sets disabled: true when UNI_PLATFORM is h5, app or app-plus and leaves it unset for mp-weixin',
    quotes: [
      { page: ZH, text: '它会在 `UNI_PLATFORM` 为 `h5`、`app`、`app-plus` 时自动设置 `disabled: true`，不必手写判断。' },
      { page: EN, text: 'it sets `disabled: true` by itself whenever `UNI_PLATFORM` is `h5`, `app`' },
    ],
    async proof() {
      const { uniApp } = await import('weapp-tailwindcss/presets')
      const saved = process.env.UNI_PLATFORM
      try {
        for (const platform of ['h5', 'app', 'app-plus']) {
          process.env.UNI_PLATFORM = platform
          assert.equal(uniApp().disabled, true, platform)
        }
        process.env.UNI_PLATFORM = 'mp-weixin'
        assert.equal(uniApp().disabled, undefined)
      }
      finally {
        if (saved === undefined) delete process.env.UNI_PLATFORM
        else process.env.UNI_PLATFORM = saved
      }
    },
  },
  {
    id: 'mp-preset-and-object-disabled-releases',
    says: 'The 4.8.13 changelog adds the uni-app preset that disables the transform for H5/App; the 4.8.14 changelog adds the fine-grained disabled object (main pipeline or @import "tailwindcss" rewrite only); cssCalc first appears in 4.3.0',
    quotes: [
      { page: ZH, text: '使用 `weapp-tailwindcss/presets` 中的 `uniApp` 预设（4.8.13 起）时' },
      { page: EN, text: 'If you use the `uniApp` preset from `weapp-tailwindcss/presets` (available since 4.8.13)' },
      { page: ZH, text: '从 4.8.14 起，`disabled` 还可以传对象：' },
      { page: EN, text: 'Since 4.8.14, `disabled` also accepts an object:' },
      { page: ZH, text: 'weapp-tailwindcss 的 `cssCalc` 选项（4.3.0 起）在构建时预先算出结果：' },
      { page: EN, text: "weapp-tailwindcss's `cssCalc` option (since 4.3.0) works out the result in advance at build time:" },
    ],
    slow: true,
    async proof() {
      const { changelog } = await import('./support/upstream')
      assert.match(changelog('4.8.13'), /补充 uni-app\/Taro\/HBuilderX 预设，uni-app 在 H5\/App 目标默认禁用转换/)
      assert.match(changelog('4.8.14'), /为 `disabled` 增加细粒度配置，支持仅关闭主流程或仅关闭 `@import "tailwindcss"` 重写/)
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'cssCalc' }, '4.3.0')
    },
  },
  {
    id: 'mp-weapp-index-css-and-tailwind-preflight',
    says: 'weapp-tailwindcss/index.css (4.12.0) has no @layer and one preflight rule *,:after,:before,::backdrop{box-sizing:border-box;border:0 solid;margin:0;padding:0}; Tailwind CSS 4.3.5 preflight.css has html/body/button rules and svg display: block in @layer base; Tailwind CSS 3.4.19 preflight also sets svg display: block',
    quotes: [
      { page: ZH, text: '`weapp-tailwindcss/index.css` 本来就是给小程序准备的：去掉了 `@layer`，preflight 也只保留上面那一条。' },
      { page: EN, text: '`weapp-tailwindcss/index.css` is made for mini-programs: it drops `@layer`, and its preflight keeps only the one rule above.' },
      { page: ZH, text: 'Tailwind CSS 的基础样式会把 `svg` 设为 `display: block`' },
      { page: ZH, text: '`html`、`button`、`svg` 这些标签的重置都不见了。' },
      { page: EN, text: "Tailwind CSS's base styles set `svg` to `display: block`" },
      { page: EN, text: 'the resets for tags such as `html`, `button` and `svg` are gone.' },
    ],
    async proof() {
      const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8')
      const index = read('weapp-tailwindcss/index.css')
      assert.ok(!index.includes('@layer'), 'no @layer in index.css')
      const postcss = (await import('postcss')).default
      const rules: string[] = []
      postcss.parse(index).walkRules(rule => { if (rule.parent?.type === 'root') rules.push(rule.toString().replace(/\s+/g, '')) })
      assert.deepEqual(rules, ['*,:after,:before,::backdrop{box-sizing:border-box;border:0solid;margin:0;padding:0}'])
      const tw4 = read('tailwindcss/preflight.css')
      for (const selector of [/^html,\n:host \{/m, /^button,/m, /^svg,/m]) assert.match(tw4, selector)
      assert.doesNotMatch(tw4, /\bbody\b/, 'Tailwind CSS 4 preflight has no body rule')
      assert.match(read('tailwindcss/index.css'), /@layer base \{/, 'the full entry puts preflight in @layer base')
      assert.match(tw4, /svg,[\s\S]*?\{\s*display: block;/, 'Tailwind CSS 4 preflight: svg display block')
      const tw3 = read('tailwindcss-3/src/css/preflight.css')
      assert.match(tw3, /svg,[\s\S]*?\{\s*display: block;/, 'Tailwind CSS 3 preflight: svg display block')
    },
  },
  {
    id: 'mp-border-defaults-and-preflight',
    says: 'CSS initial values (mdn-data): border-*-width medium, border-*-style none; Tailwind CSS 4.3.5 preflight sets border: 0 solid and Tailwind CSS 3.4.19 border-width: 0; border-style: solid on every element; border-t sets only the top width, border-solid sets the style of all four sides; cssPreflight in 4.12.0 defaults to box-sizing: border-box; border-width: 0; border-style: solid; border-color: currentColor',
    quotes: [
      { page: ZH, text: '**原因**：浏览器给元素的默认边框宽度是 `medium`，只是默认 `border-style` 为 `none` 所以看不见。' },
      { page: EN, text: "**Cause**: the browser's default border width is `medium`; you just can't see it because the default `border-style` is `none`." },
      { page: ZH, text: 'Tailwind CSS 的 preflight 会把所有元素的 `border-width` 重置为 `0`、`border-style` 设为 `solid`，`border-t` 才能只亮出上边。' },
      { page: EN, text: "Tailwind CSS's preflight resets `border-width` to `0` and sets `border-style` to `solid` on every element, which is what lets `border-t` light up only the top side." },
      { page: ZH, text: '小程序端，weapp-tailwindcss 用 `cssPreflight` 选项给 `view`、`text` 注入了同样的重置（4.12.0 的默认值是 `box-sizing: border-box; border-width: 0; border-style: solid; border-color: currentColor`）。' },
      { page: EN, text: 'On the mini-program side, weapp-tailwindcss injects the same reset into `view` and `text` through the `cssPreflight` option (in 4.12.0 the default is `box-sizing: border-box; border-width: 0; border-style: solid; border-color: currentColor`).' },
      { page: ZH, text: '这时一旦有 `border-solid` 之类的规则给了边框样式，四条边都会以默认宽度出现。' },
      { page: EN, text: 'As soon as a rule such as `border-solid` gives the element a border style, all four sides appear at the default width.' },
      { page: ZH, text: '3. 只改出问题的元素：写成 `border-0 border-t`。' },
      { page: EN, text: '3. Fix only the affected element: write `border-0 border-t`.' },
    ],
    async proof() {
      const properties = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/mdn-data/css/properties.json'), 'utf8'))
      for (const side of ['top', 'right', 'bottom', 'left']) {
        assert.equal(properties[`border-${side}-width`].initial, 'medium')
        assert.equal(properties[`border-${side}-style`].initial, 'none')
      }
      const tw4 = fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/preflight.css'), 'utf8')
      assert.match(tw4, /\*,\s*::after,\s*::before,\s*::backdrop,\s*::file-selector-button \{[^}]*border: 0 solid;/)
      const tw3 = fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss-3/src/css/preflight.css'), 'utf8')
      assert.match(tw3, /\*,\s*::before,\s*::after \{[^}]*border-width: 0;[^}]*border-style: solid;/)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="border-t border-solid">x</view>', css: '@import "tailwindcss/utilities.css";', options: {} })
      const block = (cls: string) => new RegExp(`\\.${cls} \\{([^}]*)\\}`).exec(out.css)![1]!
      assert.match(block('border-t'), /border-top-width: 1px;/)
      assert.doesNotMatch(block('border-t'), /border-(?:right|bottom|left)-width|border-width/)
      assert.match(block('border-solid'), /border-style: solid;/, 'border-solid styles all four sides')
      const zeroTop = await runTailwind4({ template: '<view class="border-0 border-t">x</view>', css: '@import "tailwindcss/utilities.css";', options: {} })
      const zero = zeroTop.css.indexOf('.border-0 {')
      const top = zeroTop.css.indexOf('.border-t {')
      assert.ok(zero >= 0 && top > zero, 'border-t comes after border-0, so only the top width is 1px')
      assert.match(zeroTop.css, /\.border-0 \{[^}]*border-width: 0px;/)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.deepEqual(getDefaultOptions().cssPreflight, { 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid', 'border-color': 'currentColor' })
    },
  },
  {
    id: 'mp-postcss-preset-env-rgb',
    says: 'postcss-preset-env 10.6.1 with browsers chrome >= 50 turns rgb(59 130 246 / 0.5) into rgba(59, 130, 246, 0.5)',
    quotes: [
      { page: ZH, text: '转换后 `rgb(59 130 246 / 0.5)` 会变成 `rgba(59, 130, 246, 0.5)`。' },
      { page: EN, text: 'After the transform, `rgb(59 130 246 / 0.5)` becomes `rgba(59, 130, 246, 0.5)`.' },
    ],
    async proof() {
      const postcss = (await import('postcss')).default
      const presetEnv = (await import('postcss-preset-env')).default
      const out = await postcss([presetEnv({ browsers: 'chrome >= 50' })]).process('.a { color: rgb(59 130 246 / 0.5); }', { from: undefined })
      assert.match(out.css, /color: rgba\(59, 130, 246, 0\.5\);/)
      assert.doesNotMatch(out.css, /rgb\(59 130 246/)
    },
  },
  {
    id: 'mp-css-calc-modes',
    says: 'Tailwind CSS 4.3.5 + weapp-tailwindcss 4.12.0: by default a precomputed line precedes the calc(var(--spacing)*n) line (--spacing included without listing it), cssCalc: true does the same, cssCalc: false keeps only the original, [\'--spacing\'] or a RegExp leaves only the result while --spacing: 8rpx stays in the variable rule; Tailwind CSS 3.4.19 gets no precomputed line by default; w-5 is calc(var(--spacing) * 5) with --spacing .25rem, 40rpx with rem2rpx; w-[40rpx] stays 40rpx',
    quotes: [
      { page: ZH, text: '`.h-2` 里的第一行是算好的值，不支持变量运算的环境会使用它；' },
      { page: ZH, text: 'Tailwind CSS 4 项目默认就启用这种模式，并会自动把 `--spacing` 纳入计算；' },
      { page: ZH, text: 'Tailwind CSS 3 项目默认不启用。' },
      { page: EN, text: 'Tailwind CSS 4 projects get this mode by default, and `--spacing` is included in the computation automatically; Tailwind CSS 3 projects don\'t get it by default.' },
      { page: EN, text: 'the second line keeps the original expression, so changing `--spacing` at runtime still' },
      { page: ZH, text: '开启默认模式（输出计算值，同时保留原式）' },
      { page: EN, text: 'Turns on the default mode (outputs the computed value and keeps the original expression)' },
      { page: ZH, text: '列出的变量直接替换为具体值，对应规则只保留计算结果，不再保留 `calc()` 原式' },
      { page: EN, text: 'The listed variables are replaced with their concrete values; the rules that use them keep only the computed result, without the original `calc()`' },
      { page: EN, text: 'Same as above, matching variable names with a regular expression' },
      { page: ZH, text: '完全关闭预计算，保持 Tailwind CSS 的原始输出' },
      { page: EN, text: 'The `--spacing: 8rpx` in the variable rule is still there (the `:root` in the source is written as `page,.tw-root,wx-root-portal-content,:host` in the output), but the rules that use it keep' },
      { page: ZH, text: '优先用主题刻度类：`w-5` 在 Tailwind CSS 4 里是 `calc(var(--spacing) * 5)`，`--spacing` 默认 `.25rem`，也就是 `1.25rem`；' },
      { page: EN, text: 'In Tailwind CSS 4, `w-5` is `calc(var(--spacing) * 5)` and `--spacing` defaults to `.25rem`, so it is `1.25rem`; the mini-program build turns it into `40rpx` via' },
      { page: ZH, text: '当你确认某些变量在运行时不会被修改，把它们列进去可以让产物更短、兼容性更好；需要在运行时切换主题的变量（例如颜色变量）则不要列入。' },
      { page: EN, text: 'When you are sure certain variables are never changed at runtime, listing them makes the output shorter and more compatible.' },
      { page: EN, text: "Don't list variables you switch at runtime for theming (color variables, for example)." },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const run = (cssCalc?: unknown) => runTailwind4({ template: '<view class="h-2 w-5 w-[40rpx]">x</view>', css: '@import "weapp-tailwindcss";', options: cssCalc === undefined ? { rem2rpx: true } : { rem2rpx: true, cssCalc } })
      const block = (css: string, cls: string) => new RegExp(`\\.${cls} \\{([^}]*)\\}`).exec(css)![1]!.split(';').map(s => s.trim()).filter(Boolean)
      const byDefault = await run()
      assert.deepEqual(block(byDefault.wxss, 'h-2'), ['height: 16rpx', 'height: calc(var(--spacing)*2)'])
      assert.deepEqual(block(byDefault.wxss, 'w-5'), ['width: 40rpx', 'width: calc(var(--spacing)*5)'])
      assert.match(byDefault.css, /\.w-5 \{\s*width: calc\(var\(--spacing\) \* 5\);/)
      assert.match(byDefault.css, /--spacing: \.25rem;/)
      assert.deepEqual(block(byDefault.wxss, 'w-_b40rpx_B'), ['width: 40rpx'])
      assert.deepEqual(block((await run(true)).wxss, 'h-2'), block(byDefault.wxss, 'h-2'))
      assert.deepEqual(block((await run(false)).wxss, 'h-2'), ['height: calc(var(--spacing) * 2)'], 'cssCalc: false leaves Tailwind CSS\'s own text')
      for (const listed of [['--spacing'], [/^--(gap|spacing)$/]]) {
        const out = (await run(listed)).wxss
        assert.deepEqual(block(out, 'h-2'), ['height: 16rpx'], String(listed))
        assert.doesNotMatch(block(out, 'h-2').join(';'), /var\(/, 'no var() is left, so changing the variable at runtime no longer reaches this rule')
        assert.match(out, /page,\.tw-root,wx-root-portal-content,:host \{\s*--spacing: 8rpx;/)
      }
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const three = await runTailwind3({ template: '<view class="m-gap">x</view>', css: ':root { --gap: 6px; }\n.m-gap { margin: calc(var(--gap) * 3); }', options: {} })
      assert.deepEqual(block(three.wxss, 'm-gap'), ['margin: calc(var(--gap) * 3)'], 'Tailwind CSS 3: no precomputed line')
    },
  },
  {
    id: 'mp-entries-and-escaping',
    says: 'Tailwind CSS 4.3.5: weapp-tailwindcss/index.css generates no @layer and no html rule; tailwindcss generates @layer theme, base, components, utilities; then @layer theme/base/utilities blocks with the html preflight in @layer base; the Vite plugin of weapp-tailwindcss 4.12.0 with Tailwind CSS 3 adds no import rewrite; weapp-tailwindcss escapes w-1/2 to w-1_f2',
    quotes: [
      { page: ZH, text: '差别来自入口本身，用 Tailwind CSS 4.3.5 分别编译两个入口可以看到：' },
      { page: ZH, text: '`disabled: true` 时用的 `weapp-tailwindcss/index.css` 生成的样式里一处 `@layer` 也没有；`{ plugin: true, rewriteCssImports: true }` 时用的原版 `tailwindcss` 生成的样式以 `@layer theme, base, components, utilities;` 开头，后面有 `@layer theme`、`@layer base`、`@layer utilities` 几段。' },
      { page: EN, text: 'The difference comes from the entry itself, as compiling both entries with Tailwind CSS 4.3.5 shows' },
      { page: EN, text: 'generates styles that open with `@layer theme, base, components, utilities;` followed by `@layer theme`, `@layer base` and `@layer utilities` blocks.' },
      { page: ZH, text: '全局样式里应能看到 `@layer base` 和 Tailwind CSS 官方 preflight（例如针对 `html` 的规则）；只写 `disabled: true` 时看不到，这是入口被改写的结果。' },
      { page: EN, text: 'With just `disabled: true` you won\'t see them, because the entry has been rewritten.' },
      { page: ZH, text: 'Tailwind CSS 3 项目各端都写同样的三条 `@tailwind` 指令即可。' },
      { page: EN, text: 'In a Tailwind CSS 3 project, every platform uses the same three `@tailwind` directives.' },
      { page: ZH, text: 'H5 产物中的类名应保持 `w-1/2` 这样的原样，小程序产物中应是 `w-1_f2`。' },
      { page: EN, text: 'class names in the H5 output should stay as written, like `w-1/2`; in the mini-program output they should look like `w-1_f2`.' },
    ],
    async proof() {
      const { generateInstalled } = await import('./support/at-property')
      const weapp = await generateInstalled('@import "weapp-tailwindcss/index.css";', ['w-1/2'])
      assert.doesNotMatch(weapp, /@layer/)
      assert.doesNotMatch(weapp, /^\s*html/m)
      const full = await generateInstalled('@import "tailwindcss";', ['w-1/2'])
      assert.match(full, /^@layer theme, base, components, utilities;$/m)
      for (const layer of ['theme', 'base', 'utilities']) assert.match(full, new RegExp(`^@layer ${layer} \\{`, 'm'))
      assert.match(full.slice(full.indexOf('@layer base {')), /^ {2}html, :host \{/m, 'the html rule is in @layer base')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const three = (UnifiedViteWeappTailwindcssPlugin({ ...BASE, tailwindcss: { version: 3, packageName: 'tailwindcss-3' } } as never) ?? []) as { name: string }[]
      assert.deepEqual(three.map(plugin => plugin.name), ['weapp-tailwindcss:adaptor:post'], 'Tailwind CSS 3: no entry rewrite')
      const { wxml } = await import('./support/options')
      assert.equal(await wxml('<view class="w-1/2"></view>', ['w-1/2']), '<view class="w-1_f2"></view>')
    },
  },
  {
    id: 'mp-uni-h5-rpx-and-rem',
    says: 'uni-app 3.0.0-5010420260703001: @dcloudio/uni-shared converts rpx with its default H5 options (rem, ratio 10/320), so 40rpx becomes 1.25rem (32rpx = 1rem); @dcloudio/uni-h5 useRem sets the root font size to window width / 23.4375, using 375 when the width exceeds 960; 1.25rem is then 40/750 of the window, like 40rpx; weapp-tailwindcss keeps w-[40rpx] as 40rpx',
    quotes: [
      { page: ZH, text: 'uni-app 自己对 H5 另有一套换算：构建时把 `rpx` 换成 `rem`（实测 `h-[40rpx]` 变成 `height:1.25rem`，即 32rpx = 1rem），运行时再把根字号设为“窗口宽度 ÷ 23.4375”（源码见 `@dcloudio/uni-h5` 的 `useRem`，窗口宽过 960px 时按 375px 计算）。' },
      { page: EN, text: 'uni-app has its own conversion for H5: at build time it turns `rpx` into `rem`' },
      { page: EN, text: 'So on H5, `rpx` and `rem` both scale with the screen width, and only `px` is fixed.' },
      { page: ZH, text: '确实需要任意值时写 `rpx`：`w-[40rpx]` 在小程序里原样保留，在 H5 上由 uni-app 换成 `1.25rem`，两端同样一致。' },
      { page: ZH, text: '按上面的根字号，窗口不超过 960px 时两端都是屏宽的 40/750。' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const { installed, unpacked } = await import('./support/quick-start-v4')
      const { runNode } = await import('./support/options')
      const release = '3.0.0-5010420260703001'
      const project = await installed([`@dcloudio/uni-shared@${release}`])
      const out = await runNode(`
import { createRequire } from 'node:module'
const require = createRequire(${JSON.stringify(path.join(project, 'package.json'))})
const { createRpx2Unit, defaultRpx2Unit } = require('@dcloudio/uni-shared')
const { unit, unitRatio, unitPrecision } = defaultRpx2Unit
console.log(JSON.stringify({ unit, unitRatio, h: createRpx2Unit(unit, unitRatio, unitPrecision)('height:40rpx'), one: createRpx2Unit(unit, unitRatio, unitPrecision)('32rpx') }))`, project)
      const r = JSON.parse(out.trim().split('\n').pop()!)
      assert.equal(r.unit, 'rem')
      assert.equal(r.h, 'height:1.25rem')
      assert.equal(r.one, '1rem')
      const h5 = fs.readFileSync(path.join(unpacked(`@dcloudio/uni-h5@${release}`), 'dist/uni-h5.es.js'), 'utf8')
      const useRem = /function useRem\(\) \{[\s\S]*?\n\}/.exec(h5)![0]
      assert.match(useRem, /rpxCalcMaxDeviceWidth, 960\)/)
      assert.match(useRem, /rpxCalcBaseDeviceWidth, 375\)/)
      assert.match(useRem, /width = width <= maxWidth2 \? width : baseWidth2;/)
      assert.match(useRem, /document\.documentElement\.style\.fontSize = width \/ 23\.4375 \+ "px";/)
      assert.ok(Math.abs(1.25 / 23.4375 - 40 / 750) < 1e-12, '1.25rem = 40/750 of the window')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const mp = await runTailwind4({ template: '<view class="w-[40rpx]">x</view>', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true } })
      assert.match(mp.wxss, /\.w-_b40rpx_B \{\s*width: 40rpx;\s*\}/, 'kept as 40rpx in the mini-program')
    },
  },
  {
    id: 'mp-uni-components-unlayered',
    says: '@dcloudio/uni-components 3.0.0-5010420260703001: style/button.css gives uni-button background-color #f8f8f8 and no style file has @layer; Tailwind CSS 4.3.5 with the original entry puts bg-emerald-500 in @layer utilities',
    quotes: [
      { page: ZH, text: 'uni-app 给 H5 注入的 `uni.*.css` 没有放进任何 `@layer`（例如 `uni-button` 自带 `background-color:#f8f8f8`）' },
      { page: EN, text: 'The `uni.*.css` that uni-app injects into H5 is not in any `@layer` (for example, `uni-button` comes with `background-color:#f8f8f8`)' },
      { page: ZH, text: '换成原版入口后，写在 `button` 上的 `bg-emerald-500` 处在 `@layer utilities` 里，会输给这条内置样式' },
    ],
    slow: true,
    async proof() {
      const { unpacked, readAll } = await import('./support/quick-start-v4')
      const dir = unpacked('@dcloudio/uni-components@3.0.0-5010420260703001')
      const button = fs.readFileSync(path.join(dir, 'style/button.css'), 'utf8')
      assert.match(button, /^uni-button \{[^}]*background-color: #f8f8f8;/m)
      const styles = readAll(path.join(dir, 'style'), /\.css$/)
      assert.ok(styles.length > 10 && styles.every(f => !f.text.includes('@layer')), 'no @layer in the component styles')
      const { generateInstalled } = await import('./support/at-property')
      const full = await generateInstalled('@import "tailwindcss";', ['bg-emerald-500'])
      assert.match(full.slice(full.indexOf('@layer utilities {')), /^ {2}\.bg-emerald-500 \{/m, 'bg-emerald-500 is inside @layer utilities')
    },
  },
  {
    id: 'mp-android-webview-color-syntax',
    says: '@mdn/browser-compat-data 8.1.9: Android WebView supports space-separated rgb() with a slash alpha from 65, oklch() and color-mix() from 111, so older WebViews (the page\'s example targets chrome >= 50) do not understand them',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 3 生成的 `rgb(59 130 246 / var(--tw-bg-opacity))` 这种以空格分隔、带斜杠透明度的写法；' },
      { page: ZH, text: 'Tailwind CSS 4 生成的 `oklch()` 颜色和 `color-mix()`。' },
      { page: EN, text: 'the space-separated form with a slash for opacity that Tailwind CSS 3 generates, such as `rgb(59 130 246 / var(--tw-bg-opacity))`;' },
      { page: EN, text: 'the `oklch()` colors and `color-mix()` that Tailwind CSS 4 generates.' },
      { page: ZH, text: '只是旧版安卓 WebView 认不出一部分较新的颜色写法' },
      { page: EN, text: "older Android WebViews just don't understand some of the newer color syntax" },
    ],
    slow: true,
    async proof() {
      const { unpacked } = await import('./support/quick-start-v4')
      const data = JSON.parse(fs.readFileSync(path.join(unpacked('@mdn/browser-compat-data@8.1.9'), 'data.json'), 'utf8'))
      type Support = { version_added: string }
      const added = (node: { __compat: { support: { webview_android: Support | Support[] } } }) => {
        const entry = node.__compat.support.webview_android
        return Number((Array.isArray(entry) ? entry[0]! : entry).version_added)
      }
      const color = data.css.types.color
      assert.equal(added(color.rgb.space_separated_parameters), 65)
      assert.equal(added(color.rgb.alpha_parameter), 65)
      assert.equal(added(color.oklch), 111)
      assert.equal(added(color['color-mix']), 111)
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const three = await runTailwind3({ template: '<view class="bg-blue-500">x</view>', options: {} })
      assert.match(three.css, /background-color: rgb\(59 130 246 \/ var\(--tw-bg-opacity, 1\)\)/, 'Tailwind CSS 3.4.19 writes the space-separated form')
      const { generateInstalled } = await import('./support/at-property')
      const four = await generateInstalled('@import "tailwindcss";', ['bg-blue-500/50'])
      assert.match(four, /oklch\(/)
      assert.match(four, /color-mix\(/)
    },
  },
  {
    id: 'mp-px2rpx-and-disabled-webpack',
    says: 'weapp-tailwindcss 4.12.0 with px2rpx turns w-[20px] into width: 20rpx while Tailwind CSS\'s own output (what H5 gets with the plugin off) is width: 20px; 20rpx is 10px on a 375px-wide screen; the webpack plugin with disabled: true taps no compilation hook (only the import rewrite on normalModuleFactory), so the Taro snippet keeps the pipeline away from H5 and React Native',
    quotes: [
      { page: ZH, text: '**现象**：开了 `px2rpx`，微信小程序里 `w-[20px]` 变成了 `width:20rpx`，H5 上却仍是 `width:20px`；同一个元素在 375 宽的手机上，小程序里只有 H5 的一半宽' },
      { page: EN, text: '**Symptom**: with `px2rpx` on, `w-[20px]` becomes `width:20rpx` in the WeChat mini-program' },
      { page: ZH, text: '下文的 Taro 配置同样不让插件处理它。' },
      { page: EN, text: 'and the Taro configuration below keeps the plugin away from it too.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="w-[20px]">x</view>', css: '@import "weapp-tailwindcss";', options: { px2rpx: true } })
      assert.match(out.wxss, /\.w-_b20px_B \{\s*width: 20rpx;/)
      assert.match(out.css, /\{\s*width: 20px;/, 'Tailwind CSS itself writes 20px')
      assert.equal(20 * 375 / 750, 10, '20rpx on a 375px screen is 10px, half of 20px')
      const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
      const taps = (disabled: boolean) => {
        const seen: string[] = []
        const hooks = new Proxy({}, { get: (_t, hook) => new Proxy({}, { get: (_h, method) => () => { seen.push(`${String(hook)}.${String(method)}`) } }) })
        const Plugin = UnifiedWebpackPluginV5 as unknown as new (options: object) => { apply: (compiler: object) => void }
        new Plugin({ ...BASE, disabled }).apply({ hooks, options: { output: {} }, webpack: { sources: {} } })
        return seen
      }
      assert.deepEqual(taps(true), ['normalModuleFactory.tap'], 'disabled: only the import rewrite')
      assert.ok(taps(false).includes('compilation.tap'), 'enabled: the compilation is processed')
    },
  },
  {
    id: 'mp-tailwind-issue-7618',
    says: 'tailwindlabs/tailwindcss#7618 ("Browser support is reduced by using rgb/opacity convention, maybe should favor rgba convention for legacy and modern browsers") reports that older browsers do not support the rgb/opacity form Tailwind CSS 3 generates',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 仓库的 issue #7618 讨论的正是这种写法让旧浏览器认不出颜色的问题。' },
      { page: EN, text: 'Issue #7618 in the Tailwind CSS repository is about exactly this: the syntax leaves older browsers unable to read the colors.' },
    ],
    manual: {
      ran: 'Read tailwindlabs/tailwindcss#7618 (open): reported with v3.0.18 on iOS Safari, "With the *Opacity core plugins enabled, rgb/opacity convention is used for colors. Older browser don\'t support this format."',
      versions: 'the issue thread as stored; Tailwind CSS 3.0.18 in the report',
      on: '2026-11-29',
      why: 'the content of a GitHub thread; it can be read, not run',
    },
  },
  {
    id: 'mp-uni-platform-values',
    says: '@dcloudio/vite-plugin-uni 3.0.0-5010420260703001 turns the CLI platform app-plus into app and web into h5 before setting UNI_PLATFORM; @dcloudio/vue-cli-plugin-uni 2.0.2-alpha-4070620250731001 (Vue 2, vue-cli) compares UNI_PLATFORM with app-plus and never with app',
    quotes: [
      { page: ZH, text: 'Vite 版（Vue 3）把命令行里的 app-plus 记作 app、web 记作 h5' },
      { page: EN, text: 'The Vite build (Vue 3) records app-plus from the command line as app, and web as h5' },
      { page: ZH, text: 'uni-app 的 Vue 2 项目用 vue-cli 构建，App 端的 `UNI_PLATFORM` 是 `app-plus`，在 `vue.config.js` 里做同样的判断时要写这个值。' },
      { page: EN, text: "uni-app's Vue 2 projects build with vue-cli, and there the App target's `UNI_PLATFORM` is `app-plus`: when you make the same check in `vue.config.js`, test for that value." },
    ],
    slow: true,
    async proof() {
      const { unpacked } = await import('./support/quick-start-v4')
      const cli = fs.readFileSync(path.join(unpacked('@dcloudio/vite-plugin-uni@3.0.0-5010420260703001'), 'dist/cli/utils.js'), 'utf8')
      const initEnv = cli.slice(cli.indexOf('function initEnv('), cli.indexOf('process.env.UNI_PLATFORM = options.platform;'))
      assert.match(initEnv, /if \(options\.platform === 'web'\) \{\s*options\.platform = 'h5';/)
      assert.match(initEnv, /initUTSPlatform\(options\);/)
      assert.match(cli, /function initUTSPlatform\(options\) \{[\s\S]*?if \(options\.platform === 'app-plus'\) \{\s*options\.platform = 'app';/)
      const env = fs.readFileSync(path.join(unpacked('@dcloudio/vue-cli-plugin-uni@2.0.2-alpha-4070620250731001'), 'lib/env.js'), 'utf8')
      assert.match(env, /process\.env\.UNI_PLATFORM === 'app-plus'/)
      assert.doesNotMatch(env, /process\.env\.UNI_PLATFORM === 'app'(?!-)/)
    },
  },
  {
    id: 'mp-mpx-target-mode',
    says: '@mpxjs/cli-shared-utils 2.2.21 sets process.env.MPX_CURRENT_TARGET_MODE to the target mode, and web is one of the supported modes',
    quotes: [
      { page: ZH, text: 'Mpx 可以读取 `MPX_CURRENT_TARGET_MODE`（输出 Web 时为 `web`）' },
      { page: EN, text: 'Mpx exposes `MPX_CURRENT_TARGET_MODE` (it is `web` when building for the Web).' },
    ],
    slow: true,
    async proof() {
      const { unpacked } = await import('./support/quick-start-v4')
      const target = fs.readFileSync(path.join(unpacked('@mpxjs/cli-shared-utils@2.2.21'), 'lib/target.js'), 'utf8')
      assert.match(target, /const SUPPORT_MODE = \[[^\]]*'web'[^\]]*\]/)
      assert.match(target, /process\.env\.MPX_CURRENT_TARGET_MODE = target\.mode/)
    },
  },
  {
    id: 'mp-uni-app-rendering-and-border-reports',
    says: 'uni-app docs: in the App, vue pages are rendered by a WebView and nvue pages natively; dcloudio/uni-app#4924 reports only border-t set, four borders on H5 (fine in the mini-program) and no rules for the other three sides in the devtools, fixed with border-0 border-t; uni-app-tailwindcss-template#20 reports borders not showing on H5 while working on mp-weixin',
    quotes: [
      { page: ZH, text: 'uni-app 打包的 App 里，vue 页面由 WebView 渲染（nvue 页面才是原生渲染）' },
      { page: EN, text: "In an App packaged by uni-app, pages written as `.vue` files are rendered by a WebView (only `.nvue` pages, uni-app's page type for native rendering, are rendered natively)" },
      { page: EN, text: 'and the App target of uni-app (its iOS and Android app build), which renders its pages in a WebView' },
      { page: ZH, text: '小程序里只有上边框，H5 上四周都有框，而且开发者工具里找不到另外三条边的规则' },
      { page: EN, text: "The mini-program shows only a top border, while H5 shows a border all around, and the browser's developer tools show no rule for the other three sides" },
      { page: ZH, text: '里 H5 边框完全不显示，是同一个原因的另一面：没有 preflight 时 `border-style` 是 `none`。' },
      { page: EN, text: "borders don't show up at all on H5; that is the other side of the same cause: without preflight, `border-style` is `none`." },
    ],
    manual: {
      ran: 'Read uni-app\'s nvue introduction (uniapp.dcloud.io/tutorial/nvue-outline: "在 App 端，如果使用 vue 页面，则使用 webview 渲染；如果使用 nvue 页面…则使用原生渲染"), dcloudio/uni-app#4924 (title: only border-t set, four borders on H5, mini-program fine, no rules for the other three borders in the devtools; reply "改成 border-0 border-t" confirmed by the reporter) and sonofmagic/uni-app-tailwindcss-template#20 ("border is not working for H5, but worked on mp-weixin"); the initial border-style none is proven in mp-border-defaults-and-preflight',
      versions: 'the documentation page and issue threads as stored',
      on: '2026-11-29',
      why: 'documentation and issue reports; H5 rendering needs a browser, which this machine does not run for proofs',
    },
  },
])
