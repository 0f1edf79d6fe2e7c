// The css-macro page: what the two plugins generate with the pinned Tailwind CSS 3.4.19 / 4.3.5 and
// weapp-tailwindcss 4.12.0, where PostCSS order does and does not matter, and what uni-app does with the
// comments (the Vue 2 CLI's loader chain from the published packages; a real Vue 3 `uni build`).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/quick-start/uni-app-css-macro.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/uni-app-css-macro.mdx'

/** The page's three template lines (“写出来是什么样子”). */
const PAGE_TEMPLATE = `<view class="ifdef-[MP-WEIXIN]:pt-6">……</view>
<view class="ifndef-[MP-ALIPAY]:shadow-md">……</view>
<text class="ifdef-[H5||MP-WEIXIN]:text-sky-600 ifndef-[H5||MP-WEIXIN]:text-slate-500">……</text>`

/** The page's “一个比较完整的例子” variantsMap. */
const FULL_VARIANTS = {
  'weixin': 'MP-WEIXIN',
  'not-weixin': { value: 'MP-WEIXIN', negative: true },
  'alipay': 'MP-ALIPAY',
  'web-or-weixin': { value: 'H5 || MP-WEIXIN' },
}

/**
 * Tailwind CSS 3 caches its context by a hash of the resolved config, in which two cssMacro(...) calls with
 * different options look the same (the plugin comes from Tailwind CSS 4's `tailwindcss/plugin`, which keeps no
 * options on the result). A run number in the content keeps every call's config apart.
 */
let runs = 0

/** Tailwind CSS 3.4.19 (the `tailwindcss-3` alias) with the css-macro Tailwind plugin, then the given PostCSS plugins around it. */
async function tailwind3(template: string, options: { macro?: 'after' | 'before' | 'none'; pluginOptions?: unknown; css?: string } = {}): Promise<string> {
  const postcss = (await import('postcss')).default
  const tailwindcss3 = (await import('tailwindcss-3')).default
  const cssMacro = (await import('weapp-tailwindcss/css-macro')).default as (options?: unknown) => unknown
  const macroPostcss = (await import('weapp-tailwindcss/css-macro/postcss')).default as () => unknown
  const tw = tailwindcss3({ corePlugins: { preflight: false }, content: [{ raw: `${template}\n<!-- run ${++runs} -->`, extension: 'html' }], plugins: [cssMacro(options.pluginOptions) as never] })
  const macro = options.macro ?? 'after'
  const plugins = macro === 'none' ? [tw] : macro === 'before' ? [macroPostcss(), tw] : [tw, macroPostcss()]
  return (await postcss(plugins as never[]).process(options.css ?? '@tailwind utilities;', { from: undefined })).css
}

/** Tailwind CSS 4.3.5 through @tailwindcss/node (what @tailwindcss/postcss runs), then the macro PostCSS plugin. */
async function tailwind4(css: string, candidates: string[], base: string): Promise<string> {
  const postcss = (await import('postcss')).default
  const { compile } = await import('@tailwindcss/node')
  const macroPostcss = (await import('weapp-tailwindcss/css-macro/postcss')).default as unknown as () => never
  const compiler = await compile(css, { base, onDependency: () => {} })
  return (await postcss([macroPostcss()]).process(compiler.build(candidates), { from: undefined })).css
}

/** The comment and the rule right after it, whitespace collapsed. */
const squash = (css: string) => css.replace(/\s+/g, ' ')

export default defineClaims(import.meta.url, [
  {
    id: 'css-macro-since-2-10',
    says: 'weapp-tailwindcss ships css-macro from the 2.10 line on: the last 2.9 release the registry serves has no css-macro export, 2.10 has it',
    quotes: [
      { page: ZH, text: '`weapp-tailwindcss` 从 2.10 版本起内置了 css-macro 功能' },
      { page: EN, text: 'Since version 2.10, `weapp-tailwindcss` has a built-in css-macro feature' },
    ],
    async proof() {
      const { npmView } = await import('./support/uni-css')
      const versions = (await npmView('weapp-tailwindcss', 'versions')) as string[]
      const line = (minor: string) => versions.filter(version => version.startsWith(`2.${minor}.`))
      assert.ok(line('9').length > 0 && line('10').length > 0, `the registry serves 2.9.x and 2.10.x (2.9: ${line('9')}, 2.10: ${line('10')})`)
      for (const version of line('9')) {
        const exports = JSON.stringify(await npmView(`weapp-tailwindcss@${version}`, 'exports') ?? {})
        assert.doesNotMatch(exports, /css-macro/, `${version} has no css-macro export`)
      }
      for (const version of line('10')) {
        const exports = JSON.stringify(await npmView(`weapp-tailwindcss@${version}`, 'exports') ?? {})
        assert.match(exports, /"\.\/css-macro"/, `${version} exports ./css-macro`)
        assert.match(exports, /"\.\/css-macro\/postcss"/, `${version} exports ./css-macro/postcss`)
      }
    },
    slow: true,
  },
  {
    id: 'css-macro-dynamic-variants',
    says: 'cssMacro({}) gives the ifdef-[...] and ifndef-[...] variants, and `||` joins platforms into one #ifdef condition (Tailwind CSS 3 and 4)',
    quotes: [
      { page: ZH, text: '默认提供两个动态变体，方括号里填 uni-app 的平台标识（`%PLATFORM%`），可以用 `||` 组合多个平台' },
      { page: EN, text: 'Two dynamic variants are provided by default. Put a uni-app platform identifier (`%PLATFORM%`) in the square brackets, and combine several platforms with `||`' },
    ],
    async proof() {
      const { ROOT } = await import('./support/uni-css')
      const v3 = squash(await tailwind3(PAGE_TEMPLATE, { pluginOptions: {} }))
      const v4 = squash(await tailwind4('@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";',
        ['ifdef-[MP-WEIXIN]:pt-6', 'ifndef-[MP-ALIPAY]:shadow-md', 'ifdef-[H5||MP-WEIXIN]:text-sky-600', 'ifndef-[H5||MP-WEIXIN]:text-slate-500'], ROOT))
      for (const [name, css] of [['Tailwind CSS 3', v3], ['Tailwind CSS 4', v4]] as const) {
        assert.match(css, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{/, `${name}: ifdef-[MP-WEIXIN]:pt-6 sits in a #ifdef MP-WEIXIN block`)
        assert.match(css, /\/\* #ifndef MP-ALIPAY \*\/ \.ifndef-\\\[MP-ALIPAY\\\]\\:shadow-md \{/, `${name}: ifndef-[MP-ALIPAY]:shadow-md sits in a #ifndef MP-ALIPAY block`)
        assert.match(css, /\/\* #ifdef H5 \|\| MP-WEIXIN \*\/ \.ifdef-\\\[H5\\\|\\\|MP-WEIXIN\\\]\\:text-sky-600 \{/, `${name}: || becomes one condition, #ifdef H5 || MP-WEIXIN`)
        assert.match(css, /\/\* #ifndef H5 \|\| MP-WEIXIN \*\/ \.ifndef-\\\[H5\\\|\\\|MP-WEIXIN\\\]\\:text-slate-500 \{/, `${name}: the negated || condition becomes #ifndef H5 || MP-WEIXIN`)
      }
    },
  },
  {
    id: 'css-macro-apply-tailwind-3',
    says: 'With Tailwind CSS 3, @apply with ifdef-[MP-WEIXIN]: variants in a stylesheet gives the base rule plus the same selector inside a #ifdef MP-WEIXIN block',
    quotes: [
      { page: ZH, text: '在样式文件里同样可以配合 `@apply` 使用' },
      { page: EN, text: 'You can also use them with `@apply` in stylesheets' },
    ],
    async proof() {
      const css = squash(await tailwind3('', { pluginOptions: {}, css: '.order-card__price {\n  @apply text-base ifdef-[MP-WEIXIN]:text-lg ifdef-[MP-WEIXIN]:font-semibold;\n}' }))
      assert.equal(css.trim(), '.order-card__price { font-size: 1rem; line-height: 1.5rem } /* #ifdef MP-WEIXIN */ .order-card__price { font-size: 1.125rem; line-height: 1.75rem; font-weight: 600 } /* #endif */')
    },
  },
  {
    id: 'css-macro-how-it-works',
    says: 'The Tailwind plugin wraps macro classes in @media (weapp-tw-platform:"…") (negated: @media not screen and (…)); the PostCSS plugin turns those into #ifdef/#ifndef … #endif comments around the same rules; without it no comment exists',
    quotes: [
      { page: ZH, text: '带变体的类名会被包进一个特殊的媒体查询，例如 `@media (weapp-tw-platform:"MP-WEIXIN")`；取反的变体则生成 `@media not screen and (...)`' },
      { page: ZH, text: '找到这些媒体查询，把它们替换成 `/* #ifdef MP-WEIXIN */` 和 `/* #endif */` 两行注释，中间保留原来的规则' },
      { page: ZH, text: '因此两个插件缺一不可' },
      { page: EN, text: 'A class name with such a variant is wrapped in a special media query, for example `@media (weapp-tw-platform:"MP-WEIXIN")`; a negated variant generates `@media not screen and (...)`' },
      { page: EN, text: 'finds these media queries and replaces them with two comment lines, `/* #ifdef MP-WEIXIN */` and `/* #endif */`, keeping the original rules in between' },
      { page: EN, text: 'So you need both plugins' },
    ],
    async proof() {
      const template = '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-ALIPAY]:pt-2">'
      const tailwindOnly = squash(await tailwind3(template, { macro: 'none' }))
      assert.match(tailwindOnly, /@media \(weapp-tw-platform:"MP-WEIXIN"\) \{ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{ padding-top: 1\.5rem \} \}/)
      assert.match(tailwindOnly, /@media not screen and \(weapp-tw-platform:"MP-ALIPAY"\) \{ \.ifndef-\\\[MP-ALIPAY\\\]\\:pt-2 \{ padding-top: 0\.5rem \} \}/)
      assert.doesNotMatch(tailwindOnly, /#ifn?def/, 'without the PostCSS plugin there is no comment for uni-app to read')
      const both = squash(await tailwind3(template))
      assert.match(both, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{ padding-top: 1\.5rem \} \/\* #endif \*\//)
      assert.match(both, /\/\* #ifndef MP-ALIPAY \*\/ \.ifndef-\\\[MP-ALIPAY\\\]\\:pt-2 \{ padding-top: 0\.5rem \} \/\* #endif \*\//)
      assert.doesNotMatch(both, /weapp-tw-platform/)
      // The PostCSS plugin alone, on a stylesheet Tailwind CSS has not generated, finds nothing to replace.
      const postcss = (await import('postcss')).default
      const macroPostcss = (await import('weapp-tailwindcss/css-macro/postcss')).default as unknown as () => never
      const alone = (await postcss([macroPostcss()]).process('.ifdef-x { padding-top: 1rem }', { from: undefined })).css
      assert.doesNotMatch(alone, /#ifdef/)
    },
  },
  {
    id: 'css-macro-empty-options',
    says: "cssMacro's type declaration requires one argument (cssMacro() is TS2554), and cssMacro({}) generates the same CSS as cssMacro()",
    quotes: [
      { page: ZH, text: '（类型声明要求传一个参数，空对象与不传效果相同）' },
      { page: EN, text: '(the type declaration requires an argument; an empty object behaves the same as none)' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const ts = (await import('typescript')).default
      const { scratch } = await import('./support/uni-css')
      const dir = scratch('css-macro-types')
      const file = path.join(dir, 'tailwind.config.ts')
      fs.writeFileSync(file, "import cssMacro from 'weapp-tailwindcss/css-macro'\n\nexport const empty = cssMacro({})\nexport const none = cssMacro()\n")
      const program = ts.createProgram([file], {
        strict: true, noEmit: true, skipLibCheck: true, esModuleInterop: true,
        module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [],
      })
      const errors = ts.getPreEmitDiagnostics(program).filter(d => d.file?.fileName === file)
        .map(d => `${d.file!.getLineAndCharacterOfPosition(d.start!).line + 1}:TS${d.code}`)
      assert.deepEqual(errors, ['4:TS2554'], 'only the call without an argument is a type error (TS2554: expected 1 argument)')
      const template = '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-ALIPAY]:pt-2">'
      assert.equal(await tailwind3(template, { pluginOptions: {} }), await tailwind3(template, { pluginOptions: undefined }))
    },
  },
  {
    id: 'css-macro-matchvariant-tailwind-3-2',
    says: 'On Tailwind CSS 3.1.8 ifdef-[...] generates nothing while a variantsMap variant works; on 3.2.0 both work',
    quotes: [
      { page: ZH, text: '动态变体依赖 Tailwind CSS 的 `matchVariant` 接口，需要 Tailwind CSS 3.2 及以上版本' },
      { page: ZH, text: '（3.1 及更早的版本上，`ifdef-[...]`、`ifndef-[...]` 不生成样式，`variantsMap` 里的自定义变体仍然可用）' },
      { page: EN, text: "The dynamic variants rely on Tailwind CSS's `matchVariant` API and need Tailwind CSS 3.2 or later" },
      { page: EN, text: '(on 3.1 and earlier, `ifdef-[...]` and `ifndef-[...]` generate nothing, while the custom variants from `variantsMap` still work)' },
    ],
    async proof() {
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { installed, ROOT } = await import('./support/uni-css')
      const cssMacro = createRequire(path.join(ROOT, 'package.json'))('weapp-tailwindcss/css-macro') as (options: unknown) => unknown
      const run = async (version: string) => {
        const dir = await installed([`tailwindcss@${version}`, 'postcss@8.5.33'])
        const require = createRequire(path.join(dir, 'package.json'))
        const postcss = require('postcss') as typeof import('postcss').default
        const tailwindcss = require('tailwindcss') as (config: unknown) => never
        assert.equal((require('tailwindcss/package.json') as { version: string }).version, version)
        const config = { corePlugins: { preflight: false }, content: [{ raw: '<view class="ifdef-[MP-WEIXIN]:pt-6 weixin:pt-1">', extension: 'html' }], plugins: [cssMacro({ variantsMap: { weixin: 'MP-WEIXIN' } })] }
        return (await postcss([tailwindcss(config)]).process('@tailwind utilities;', { from: undefined })).css
      }
      const old = await run('3.1.8')
      assert.doesNotMatch(old, /ifdef-/, '3.1.8: ifdef-[MP-WEIXIN]:pt-6 generates no rule')
      assert.match(old, /\.weixin\\:pt-1/, '3.1.8: the static variant from variantsMap still works')
      const current = await run('3.2.0')
      assert.match(current, /\.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6/, '3.2.0: the dynamic variant works')
    },
    slow: true,
  },
  {
    id: 'css-macro-tailwind-4-plugin-and-config',
    says: 'Tailwind CSS 4: @plugin "weapp-tailwindcss/css-macro" gives the dynamic variants; @plugin rejects an object option; @config with the page\'s tailwind.config.ts gives weixin:',
    quotes: [
      { page: ZH, text: '`@plugin` 无法传入对象类型的选项。要使用自定义变体，就把插件写进一个 JS 配置文件，再在入口 CSS 里用 `@config` 引入它（配置文件里的插件已经提供两个动态变体，上面的 `@plugin` 不必再写）：' },
      { page: ZH, text: '在入口 CSS 里用 `@plugin` 注册即可使用两个动态变体' },
      { page: EN, text: '`@plugin` cannot pass object-type options.' },
      { page: EN, text: 'To use custom variants, put the plugin in a JS configuration file and bring that into the entry CSS with `@config` (the plugin in the configuration file already provides the two dynamic variants, so the `@plugin` line above is no longer needed):' },
      { page: EN, text: 'Register it with `@plugin` in the entry CSS to get the two dynamic variants' },
    ],
    async proof() {
      const path = await import('node:path')
      const { scratch, write } = await import('./support/uni-css')
      const dir = scratch('css-macro-tw4')
      write(dir, { 'tailwind.config.ts': "import cssMacro from 'weapp-tailwindcss/css-macro'\n\nexport default {\n  plugins: [\n    cssMacro({\n      variantsMap: {\n        weixin: 'MP-WEIXIN',\n      },\n    }),\n  ],\n}\n" })
      const base = path.join(dir, 'src')
      const withPlugin = squash(await tailwind4('@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";', ['ifdef-[MP-WEIXIN]:pt-6', 'weixin:pt-1'], base))
      assert.match(withPlugin, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6/)
      assert.doesNotMatch(withPlugin, /weixin\\:pt-1/, 'without options there is no weixin variant')
      await assert.rejects(
        tailwind4('@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro" { variantsMap: { weixin: "MP-WEIXIN" }; }', ['weixin:pt-1'], base),
        /`@plugin` options must be a flat list of declarations/,
      )
      const withConfig = squash(await tailwind4('@import "weapp-tailwindcss/index.css";\n@config "../tailwind.config.ts";', ['weixin:pt-1', 'ifdef-[MP-WEIXIN]:pt-6'], base))
      assert.match(withConfig, /\/\* #ifdef MP-WEIXIN \*\/ [^]*?\.weixin\\:pt-1 \{/)
      assert.match(withConfig, /\.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6/, '@config keeps the dynamic variants too')
    },
  },
  {
    id: 'css-macro-postcss-order-tailwind-3',
    says: 'With Tailwind CSS 3.4.19, the macro PostCSS plugin produces the #ifdef comments whether it is registered after or before tailwindcss',
    quotes: [
      { page: ZH, text: '把宏插件登记在 Tailwind CSS 的 PostCSS 插件后面，这是下面各个配置的写法。顺序排反其实也能工作' },
      { page: ZH, text: '插件的先后顺序不是原因' },
      { page: EN, text: "Register the macro plugin after Tailwind CSS's PostCSS plugin; every configuration below is written that way. The reverse order works too" },
      { page: EN, text: 'The order of the plugins is not the cause' },
    ],
    async proof() {
      const template = '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-ALIPAY]:pt-2">'
      for (const macro of ['after', 'before'] as const) {
        const css = squash(await tailwind3(template, { macro }))
        assert.match(css, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{ padding-top: 1\.5rem \} \/\* #endif \*\//, `macro plugin ${macro} tailwindcss`)
        assert.match(css, /\/\* #ifndef MP-ALIPAY \*\/ \.ifndef-\\\[MP-ALIPAY\\\]\\:pt-2/, `macro plugin ${macro} tailwindcss`)
        assert.doesNotMatch(css, /weapp-tw-platform/, `macro plugin ${macro} tailwindcss`)
      }
    },
  },
  {
    id: 'css-macro-postcss-order-tailwind-4',
    says: 'With @tailwindcss/postcss 4.3.5, the macro PostCSS plugin produces the #ifdef comments whether it is registered after or before it',
    quotes: [
      { page: ZH, text: '实测把宏插件排在 Tailwind CSS 3.4.19 的 `tailwindcss`、4.3.5 的 `@tailwindcss/postcss` 前面，注释照样生成' },
      { page: ZH, text: 'Tailwind CSS 4 项目如果通过 `@tailwindcss/postcss` 接入，把上面的 `tailwindcss()` 换成它即可，宏插件同样放在它后面' },
      { page: EN, text: 'with the macro plugin placed before `tailwindcss` from Tailwind CSS 3.4.19 or `@tailwindcss/postcss` from 4.3.5, the comments were generated all the same' },
      { page: EN, text: 'If a Tailwind CSS 4 project uses `@tailwindcss/postcss`, replace `tailwindcss()` above with it, and put the macro plugin after it in the same way' },
    ],
    async proof() {
      const path = await import('node:path')
      const fs = await import('node:fs')
      const { createRequire } = await import('node:module')
      const { installed, ROOT, write } = await import('./support/uni-css')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'postcss@8.5.33'])
      const link = path.join(dir, 'node_modules/weapp-tailwindcss')
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules/weapp-tailwindcss'), link, 'dir')
      write(dir, { 'src/index.vue': '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-WEIXIN]:text-red-500"></view>' })
      const require = createRequire(path.join(dir, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const tailwindcss = require('@tailwindcss/postcss') as (options: unknown) => never
      const macro = require('weapp-tailwindcss/css-macro/postcss') as () => never
      const entry = '@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";\n'
      for (const order of ['after', 'before']) {
        const tw = tailwindcss({ base: dir, optimize: false })
        const css = squash((await postcss(order === 'after' ? [tw, macro()] : [macro(), tw]).process(entry, { from: path.join(dir, 'src/main.css') })).css)
        assert.match(css, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:pt-6 \{/, `macro plugin ${order} @tailwindcss/postcss`)
        assert.match(css, /\/\* #ifndef MP-WEIXIN \*\/ \.ifndef-\\\[MP-WEIXIN\\\]\\:text-red-500 \{/, `macro plugin ${order} @tailwindcss/postcss`)
        assert.doesNotMatch(css, /weapp-tw-platform/, `macro plugin ${order} @tailwindcss/postcss`)
      }
    },
    slow: true,
  },
  {
    id: 'css-macro-options-table',
    says: 'cssMacro defaults: dynamic true (ifdef/ifndef exist), variantsMap {} (no static variant); dynamic: false removes them; negative: true generates #ifndef',
    quotes: [
      { page: ZH, text: '| `dynamic` | `boolean` | `true` | 是否提供 `ifdef-[...]` 和 `ifndef-[...]` 两个动态变体 |' },
      { page: ZH, text: '`negative: true` 表示取反，生成 `#ifndef`' },
      { page: EN, text: '| `dynamic` | `boolean` | `true` | Whether to provide the two dynamic variants `ifdef-[...]` and `ifndef-[...]` |' },
      { page: EN, text: '`negative: true` negates it and generates `#ifndef`' },
    ],
    async proof() {
      const template = '<view class="ifdef-[MP-WEIXIN]:pt-6 weixin:pt-1 not-weixin:pt-2">'
      const defaults = await tailwind3(template, { pluginOptions: {} })
      assert.match(defaults, /#ifdef MP-WEIXIN/, 'dynamic defaults to true')
      assert.doesNotMatch(defaults, /weixin\\:pt/, 'variantsMap defaults to {}')
      const off = await tailwind3(template, { pluginOptions: { dynamic: false, variantsMap: { 'weixin': 'MP-WEIXIN', 'not-weixin': { value: 'MP-WEIXIN', negative: true } } } })
      assert.doesNotMatch(off, /ifdef-\\\[/, 'dynamic: false: no ifdef-[...] rule')
      assert.match(squash(off), /\/\* #ifdef MP-WEIXIN \*\/ \.weixin\\:pt-1 \{/)
      assert.match(squash(off), /\/\* #ifndef MP-WEIXIN \*\/ \.not-weixin\\:pt-2 \{/, 'negative: true gives #ifndef')
    },
  },
  {
    id: 'css-macro-custom-variants-example',
    says: "The page's full variantsMap gives weixin: → #ifdef MP-WEIXIN, not-weixin: → #ifndef MP-WEIXIN, web-or-weixin: → #ifdef H5 || MP-WEIXIN",
    quotes: [
      { page: ZH, text: '配置后模板里就能写 `weixin:pt-6 not-weixin:pt-2`、`web-or-weixin:text-sky-600`' },
      { page: ZH, text: '// web-or-weixin:... → 条件里可以写表达式' },
      { page: EN, text: 'With this configuration you can write `weixin:pt-6 not-weixin:pt-2` and `web-or-weixin:text-sky-600` in templates' },
      { page: EN, text: '// web-or-weixin:... → the condition can be an expression' },
    ],
    async proof() {
      const css = squash(await tailwind3('<view class="weixin:pt-6 not-weixin:pt-2 web-or-weixin:text-sky-600 alipay:rounded-none">', { pluginOptions: { variantsMap: FULL_VARIANTS } }))
      assert.match(css, /\/\* #ifdef MP-WEIXIN \*\/ \.weixin\\:pt-6 \{ padding-top: 1\.5rem \} \/\* #endif \*\//)
      assert.match(css, /\/\* #ifndef MP-WEIXIN \*\/ \.not-weixin\\:pt-2 \{ padding-top: 0\.5rem \} \/\* #endif \*\//)
      assert.match(css, /\/\* #ifdef H5 \|\| MP-WEIXIN \*\/ \.web-or-weixin\\:text-sky-600 \{/)
      assert.match(css, /\/\* #ifdef MP-ALIPAY \*\/ \.alipay\\:rounded-none \{/)
    },
  },
  {
    id: 'css-macro-variant-list',
    says: "The registered variants appear in Tailwind CSS's own variant list under the names ifdef, ifndef and the variantsMap keys, in Tailwind CSS 3 (getVariants) and 4 (design system)",
    quotes: [
      { page: ZH, text: '`cssMacro` 注册的变体和 Tailwind CSS 自带的变体登记在同一份变体列表里' },
      { page: ZH, text: 'Tailwind CSS 3 和 4 都是如此' },
      { page: EN, text: "The variants that `cssMacro` registers go into the same variant list as Tailwind CSS's built-in ones" },
      { page: EN, text: 'This holds for both Tailwind CSS 3 and 4' },
    ],
    async proof() {
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { ROOT, scratch, write } = await import('./support/uni-css')
      const require = createRequire(path.join(ROOT, 'package.json'))
      const { createContext } = require('tailwindcss-3/lib/lib/setupContextUtils') as { createContext: (config: unknown) => { getVariants: () => { name: string }[] } }
      const resolveConfig = require('tailwindcss-3/resolveConfig') as (config: unknown) => unknown
      const cssMacro = require('weapp-tailwindcss/css-macro') as (options: unknown) => unknown
      const v3 = createContext(resolveConfig({ content: [], plugins: [cssMacro({ variantsMap: { weixin: 'MP-WEIXIN' } })] })).getVariants().map(variant => variant.name)
      for (const name of ['hover', 'ifdef', 'ifndef', 'weixin']) assert.ok(v3.includes(name), `Tailwind CSS 3 variant list has ${name}`)
      const dir = scratch('css-macro-variants')
      write(dir, { 'tailwind.config.ts': "import cssMacro from 'weapp-tailwindcss/css-macro'\n\nexport default { plugins: [cssMacro({ variantsMap: { weixin: 'MP-WEIXIN' } })] }\n" })
      const { __unstable__loadDesignSystem } = await import('@tailwindcss/node')
      const system = await __unstable__loadDesignSystem('@import "weapp-tailwindcss/index.css";\n@config "./tailwind.config.ts";', { base: dir })
      const v4 = system.getVariants().map((variant: { name: string }) => variant.name)
      for (const name of ['hover', 'ifdef', 'ifndef', 'weixin']) assert.ok(v4.includes(name), `Tailwind CSS 4 variant list has ${name}`)
    },
  },
  {
    id: 'css-macro-variant-name-collision',
    says: 'A variantsMap key named like a built-in variant replaces it in Tailwind CSS 3.4.19: with hover: MP-WEIXIN, hover:pt-1 becomes a #ifdef MP-WEIXIN rule without :hover',
    quotes: [
      { page: ZH, text: '变体名可以自由取，只要别和 Tailwind CSS 自带的变体（如 `hover`、`dark`、`md`）重名。' },
      { page: EN, text: "You can name variants freely, as long as the names do not collide with Tailwind CSS's built-in variants (such as `hover`, `dark` or `md`)." },
    ],
    async proof() {
      const template = '<view class="hover:pt-1">'
      assert.match(await tailwind3(template, { pluginOptions: {} }), /\.hover\\:pt-1:hover \{/, 'the built-in hover variant')
      const clashed = squash(await tailwind3(template, { pluginOptions: { variantsMap: { hover: 'MP-WEIXIN' } } }))
      assert.match(clashed, /\/\* #ifdef MP-WEIXIN \*\/ \.hover\\:pt-1 \{/, 'hover: now means MP-WEIXIN')
      assert.doesNotMatch(clashed, /:hover \{/, 'and no longer :hover')
    },
  },
  {
    id: 'hbuilderx-vite-config-inlines-postcss',
    says: "The HBuilderX page's vite.config.js puts the PostCSS plugins in css.postcss.plugins, tailwindcss(...) among them",
    quotes: [
      { page: ZH, text: '接入的 vue3 项目，PostCSS 插件写在 `vite.config.js` 的 `css.postcss.plugins` 里' },
      { page: EN, text: 'the PostCSS plugins go in `css.postcss.plugins` in `vite.config.js`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/uni-css')
      for (const page of ['docs/quick-start/frameworks/hbuilderx.mdx', 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/frameworks/hbuilderx.mdx']) {
        const source = fs.readFileSync(path.join(ROOT, page), 'utf8')
        const block = /```js title="vite\.config\.js"\n([^]*?)```/.exec(source)?.[1] ?? ''
        assert.match(block, /css: \{\s*postcss: \{\s*plugins: \[[^\]]*tailwindcss\(\{ config: fromRoot\('tailwind\.config\.js'\) \}\)/, `${page}: vite.config.js inlines css.postcss.plugins with tailwindcss(...)`)
      }
    },
  },
  {
    id: 'vite-inline-postcss-ignores-config-file',
    says: 'Vite (7.3.8) with css.postcss inlined in its configuration does not read postcss.config.js; without it, it does',
    quotes: [
      { page: ZH, text: 'Vite 的配置里一旦内联了 `css.postcss`，就不会再去找根目录的 `postcss.config.js`' },
      { page: ZH, text: '例如 Vite 配置里内联了 `css.postcss`，宏插件却写在 `postcss.config.js` 里，这个文件根本不会被读取' },
      { page: EN, text: 'Once `css.postcss` is inlined in the Vite configuration, Vite no longer looks for a `postcss.config.js` in the project root' },
      { page: EN, text: 'For example, the Vite configuration inlines `css.postcss` but the macro plugin was added to `postcss.config.js`, a file that is then never read' },
      { page: ZH, text: '**产物里出现 `@media (weapp-tw-platform:...)`**：宏插件没有加进实际生效的那份 PostCSS 配置。' },
      { page: EN, text: '**`@media (weapp-tw-platform:...)` appears in the output**: the macro plugin is not in the PostCSS configuration that is actually used.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { build } = await import('vite')
      const { scratch, write } = await import('./support/uni-css')
      const dir = scratch('css-macro-vite')
      const mark = (name: string) => `{ postcssPlugin: '${name}', Once(root) { root.append({ selector: '.${name}' }); root.last.append({ prop: 'color', value: 'red' }) } }`
      write(dir, {
        'package.json': '{"type":"commonjs"}',
        'postcss.config.js': `module.exports = { plugins: [${mark('from-postcss-config-js')}] }\n`,
        'main.css': '.a { color: blue }\n',
      })
      const marker = (name: string) => ({ postcssPlugin: name, Once(root: import('postcss').Root) { root.append({ selector: `.${name}` }); (root.last as import('postcss').Rule).append({ prop: 'color', value: 'red' }) } })
      const output = async (inline: boolean) => {
        const outDir = path.join(dir, inline ? 'dist-inline' : 'dist-file')
        await build({ root: dir, configFile: false, logLevel: 'silent', css: inline ? { postcss: { plugins: [marker('from-inline')] } } : {}, build: { outDir, minify: false, rollupOptions: { input: path.join(dir, 'main.css') } } })
        const assets = path.join(outDir, 'assets')
        return fs.readdirSync(assets).map(file => fs.readFileSync(path.join(assets, file), 'utf8')).join('')
      }
      const fromFile = await output(false)
      assert.match(fromFile, /from-postcss-config-js/, 'without css.postcss, postcss.config.js is used')
      const inline = await output(true)
      assert.match(inline, /from-inline/)
      assert.doesNotMatch(inline, /from-postcss-config-js/, 'with css.postcss inlined, postcss.config.js is not read')
    },
  },
  {
    id: 'vue2-cli-style-conditional-compilation-loader',
    says: "In @dcloudio/vue-cli-plugin-uni 2.0.2-4080420251103001 packages/postcss has no #ifdef handling; webpack-preprocess-loader is put .after('css-loader') for css/postcss/scss/sass/less/stylus rules, i.e. between css-loader and postcss-loader (@vue/cli-service 5.0.8), so it runs after PostCSS: run that way with the real loader and uni's real preprocess context, the macro output keeps the MP-WEIXIN block on mp-weixin and the other on h5, and the directive comments are gone",
    quotes: [
      { page: ZH, text: '列表末尾那个来自 @dcloudio/vue-cli-plugin-uni 包的插件并不负责条件编译，它的源码里没有处理 `#ifdef` 的代码' },
      { page: ZH, text: '样式的条件编译由同一个包里的 webpack-preprocess-loader 完成：这个 loader 被插进 css、scss、less、stylus 等每一种样式规则的 loader 链，紧挨着 css-loader，在 postcss-loader 之后执行' },
      { page: ZH, text: '轮到它时，配置里的 PostCSS 插件都已跑完，宏插件生成的注释已经就位' },
      { page: ZH, text: 'uni-app 的条件编译会把它处理过的 `#ifdef`、`#endif` 注释一并删掉' },
      { page: ZH, text: 'Vue 2 CLI 项目里，走 webpack 样式规则的文件都会经过条件编译 loader，而且它在所有 PostCSS 插件之后才执行，所以调整 PostCSS 插件的顺序解决不了这个问题' },
      { page: EN, text: 'is not the one that does conditional compilation: its source has no code that handles `#ifdef`' },
      { page: EN, text: 'This loader is inserted into the loader chain of every kind of style rule (css, scss, less, stylus and so on), right next to css-loader, and it runs after postcss-loader' },
      { page: EN, text: 'By the time it runs, every PostCSS plugin in the configuration has finished, so the comments from the macro plugin are already in place' },
      { page: EN, text: "uni-app's conditional compilation also deletes the `#ifdef` and `#endif` comments it has handled" },
      { page: EN, text: "In a Vue 2 CLI project, every file that goes through webpack's style rules passes the conditional compilation loader, and that loader runs after all PostCSS plugins, so reordering PostCSS plugins will not fix this" },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { unpacked, scratch, write, ROOT } = await import('./support/uni-css')
      const plugin = await unpacked('@dcloudio/vue-cli-plugin-uni@2.0.2-4080420251103001')
      const shared = await unpacked('@dcloudio/uni-cli-shared@2.0.2-4080420251103001')
      const xregexp = await unpacked('xregexp@4.0.0')
      const cliService = await unpacked('@vue/cli-service@5.0.8')

      // The PostCSS plugin at the end of the template's list has no conditional compilation in it.
      for (const file of ['packages/postcss/index.js', 'packages/postcss/index.v3.js']) {
        assert.doesNotMatch(fs.readFileSync(path.join(plugin, file), 'utf8'), /ifdef|ifndef|endif/, `${file} has no #ifdef handling`)
      }
      // The loader goes next to css-loader in every style rule.
      const chain = fs.readFileSync(path.join(plugin, 'lib/chain-webpack.js'), 'utf8')
      assert.match(chain, /const cssLang = \['css', 'postcss', 'scss', 'sass', 'less', 'stylus'\]/)
      assert.match(chain, /const cssTypes = \['vue-modules', 'vue', 'normal-modules', 'normal'\]/)
      assert.match(chain, /cssLang\.forEach\(lang => \{[^]*?cssTypes\.forEach\(type => \{[^]*?langRule\.oneOf\(type\)\s*\.use\('uniapp-preprocss'\)\s*\.loader\(resolve\('packages\/webpack-preprocess-loader'\)\)\s*\.options\(cssPreprocessOptions\)\s*\.after\('css-loader'\)/)
      // vue-cli declares css-loader, then postcss-loader: the loader placed after css-loader sits in front of postcss-loader.
      const css = fs.readFileSync(path.join(cliService, 'lib/config/css.js'), 'utf8')
      assert.ok(css.indexOf(".use('css-loader')") > 0 && css.indexOf(".use('css-loader')") < css.indexOf(".use('postcss-loader')"), '@vue/cli-service declares css-loader before postcss-loader')

      // That loader order, run by webpack: [css-loader stand-in, uni's real loader, postcss-loader with tailwindcss + the macro plugin].
      fs.mkdirSync(path.join(plugin, 'node_modules/@dcloudio'), { recursive: true })
      if (!fs.existsSync(path.join(plugin, 'node_modules/xregexp'))) fs.symlinkSync(xregexp, path.join(plugin, 'node_modules/xregexp'), 'dir')
      // The loader only takes normalizePath from uni-cli-shared, for its error messages.
      write(path.join(plugin, 'node_modules/@dcloudio/uni-cli-shared'), { 'package.json': '{"name":"@dcloudio/uni-cli-shared","main":"index.js"}', 'index.js': 'exports.normalizePath = p => p\n' })
      if (!fs.existsSync(path.join(plugin, 'node_modules/loader-utils'))) fs.symlinkSync(path.join(ROOT, 'node_modules/loader-utils'), path.join(plugin, 'node_modules/loader-utils'), 'dir')
      const initPreprocess = createRequire(path.join(shared, 'package.json'))('./lib/preprocess.js') as (name: string, platforms: string[]) => { vueContext: Record<string, unknown> }
      const dir = scratch('vue2-loader-chain')
      write(dir, {
        'src/style.css': '@tailwind utilities;\n',
        'src/index.js': "import css from './style.css'\nexport default css\n",
        'record-loader.cjs': "module.exports = function (source) { require('fs').writeFileSync(this.getOptions().file, source); return 'export default ' + JSON.stringify(source) }\n",
      })
      const require = createRequire(path.join(ROOT, 'package.json'))
      const webpack = (await import('webpack')).default
      const seen: Record<string, string> = {}
      for (const platform of ['mp-weixin', 'h5']) {
        const file = path.join(dir, `seen-${platform}.css`)
        const stats = await new Promise<import('webpack').Stats>((resolve, reject) => webpack({
          mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: path.join(dir, `dist-${platform}`) },
          module: { rules: [{ test: /\.css$/, use: [
            { loader: path.join(dir, 'record-loader.cjs'), options: { file } },
            { loader: path.join(plugin, 'packages/webpack-preprocess-loader'), options: { type: 'css', context: initPreprocess(platform, ['h5', 'mp-weixin', 'mp-alipay']).vueContext } },
            { loader: require.resolve('postcss-loader'), options: { postcssOptions: { plugins: [
              require('tailwindcss-3')({ corePlugins: { preflight: false }, content: [{ raw: '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-WEIXIN]:pt-2">', extension: 'html' }], plugins: [require('weapp-tailwindcss/css-macro')({})] }),
              require('weapp-tailwindcss/css-macro/postcss'),
            ] } } },
          ] }] },
        }, (error, result) => error || !result ? reject(error) : resolve(result)))
        assert.ok(!stats.hasErrors(), stats.toString('errors-only'))
        seen[platform] = squash(fs.readFileSync(file, 'utf8')).trim()
      }
      assert.equal(seen['mp-weixin'], '.ifdef-\\[MP-WEIXIN\\]\\:pt-6 { padding-top: 1.5rem }', 'mp-weixin keeps the #ifdef MP-WEIXIN rule, drops the #ifndef one, and no directive comment is left')
      assert.equal(seen.h5, '.ifndef-\\[MP-WEIXIN\\]\\:pt-2 { padding-top: 0.5rem }', 'h5 keeps the #ifndef MP-WEIXIN rule only')
    },
    slow: true,
    timeoutMs: 300_000,
  },
  {
    id: 'css-macro-platform-name-case-vue2',
    says: "uni-app's Vue 2 preprocessor (with its real mp-weixin/h5 contexts) keeps #ifdef MP-WEIXIN on mp-weixin only, and drops #ifdef mp-weixin on every platform",
    quotes: [
      { page: ZH, text: '它区分大小写，要写成 `MP-WEIXIN` 这样的大写形式；写成 `ifdef-[mp-weixin]` 时样式照常生成，uni-app 却会在所有平台上删掉这一段' },
      { page: EN, text: 'It is case-sensitive and must be written in capitals, like `MP-WEIXIN`; with `ifdef-[mp-weixin]` the styles are still generated, but uni-app deletes the block on every platform' },
    ],
    async proof() {
      const path = await import('node:path')
      const fs = await import('node:fs')
      const { createRequire } = await import('node:module')
      const { unpacked } = await import('./support/uni-css')
      const plugin = await unpacked('@dcloudio/vue-cli-plugin-uni@2.0.2-4080420251103001')
      const shared = await unpacked('@dcloudio/uni-cli-shared@2.0.2-4080420251103001')
      const xregexp = await unpacked('xregexp@4.0.0')
      fs.mkdirSync(path.join(plugin, 'node_modules'), { recursive: true })
      if (!fs.existsSync(path.join(plugin, 'node_modules/xregexp'))) fs.symlinkSync(xregexp, path.join(plugin, 'node_modules/xregexp'), 'dir')
      const { preprocess } = createRequire(path.join(plugin, 'package.json'))('./packages/webpack-preprocess-loader/preprocess/lib/preprocess') as { preprocess: (source: string, context: unknown, options: unknown) => string }
      const initPreprocess = createRequire(path.join(shared, 'package.json'))('./lib/preprocess.js') as (name: string, platforms: string[]) => { vueContext: Record<string, unknown> }
      const css = await tailwind3('<view class="ifdef-[MP-WEIXIN]:pt-6 ifdef-[mp-weixin]:pt-7">')
      assert.match(css, /\/\* #ifdef mp-weixin \*\/\s*\.ifdef-\\\[mp-weixin\\\]\\:pt-7/, 'the lower-case class is generated')
      const kept = (platform: string) => squash(preprocess(css, initPreprocess(platform, ['h5', 'mp-weixin', 'mp-alipay']).vueContext, { type: 'css' }))
      assert.match(kept('mp-weixin'), /pt-6/)
      for (const platform of ['mp-weixin', 'h5', 'mp-alipay']) assert.doesNotMatch(kept(platform), /pt-7/, `${platform} drops #ifdef mp-weixin`)
    },
    slow: true,
  },
  {
    id: 'uni-vue3-build-css-macro',
    says: 'A real uni-app Vue 3 project (compiler 5.14) with @tailwindcss/postcss + the macro plugin: mp-weixin app.wxss keeps ifdef-[MP-WEIXIN]:pt-6, drops ifndef-[MP-WEIXIN]:text-red-500 and the lower-case ifdef-[mp-weixin] block, has no #ifdef comment left; h5 is the opposite; the @apply example keeps its MP-WEIXIN part on mp-weixin only; registering the macro plugin first gives the same result',
    quotes: [
      { page: ZH, text: 'uni-app Vue 3 自己的条件编译发生在这些 PostCSS 插件之后，不需要额外处理' },
      { page: ZH, text: '在样式文件里同样可以配合 `@apply` 使用' },
      { page: ZH, text: '写成 `ifdef-[mp-weixin]` 时样式照常生成，uni-app 却会在所有平台上删掉这一段' },
      { page: ZH, text: '实测（uni-app 编译器 5.14、Tailwind CSS 4.3.5、weapp-tailwindcss 4.12.0）带着这段警告构建出的 `app.wxss` 里，`ifdef-[MP-WEIXIN]:pt-6` 保留，`ifndef-[MP-WEIXIN]:text-red-500` 被去掉；H5 产物正好相反' },
      { page: ZH, text: '它只是提示：紧随其后的宏插件照样把这些媒体查询换成注释，uni-app 再按平台取舍' },
      { page: ZH, text: '实测把宏插件排在 Tailwind CSS 3.4.19 的 `tailwindcss`、4.3.5 的 `@tailwindcss/postcss` 前面，注释照样生成' },
      { page: EN, text: "uni-app Vue 3's own conditional compilation happens after these PostCSS plugins, so nothing else is needed" },
      { page: ZH, text: 'uni-app 允许在样式里用特殊注释包住一段代码，只在指定平台保留它，这就是样式的条件编译：' },
      { page: EN, text: 'uni-app lets you wrap a piece of style code in special comments so that it is kept only on the platforms you specify.' },
      { page: EN, text: 'You can also use them with `@apply` in stylesheets' },
      { page: EN, text: 'with `ifdef-[mp-weixin]` the styles are still generated, but uni-app deletes the block on every platform' },
      { page: EN, text: 'In our test (uni-app compiler 5.14, Tailwind CSS 4.3.5, weapp-tailwindcss 4.12.0), the `app.wxss` built with this warning keeps `ifdef-[MP-WEIXIN]:pt-6` and drops `ifndef-[MP-WEIXIN]:text-red-500`; the H5 output is exactly the opposite' },
      { page: EN, text: 'It is only a notice: the macro plugin that runs right after still replaces these media queries with comments, and uni-app then keeps or drops them per platform' },
    ],
    async proof() {
      const { uniBuild, rulesFor } = await import('./support/uni-css')
      const mp = await uniBuild('mp-weixin')
      assert.equal(mp.exitCode, 0, mp.log)
      assert.match(mp.log, /Compiler version: 5\.14/)
      assert.match(mp.log, /Unexpected token Colon/, 'this is the build that prints the warning')
      assert.equal(rulesFor(mp.css, 'ifdef-_bMP-WEIXIN_B_cpt-6').length, 1, 'mp-weixin keeps ifdef-[MP-WEIXIN]:pt-6')
      assert.equal(rulesFor(mp.css, 'ifndef-_bMP-WEIXIN_B_ctext-red-500').length, 0, 'mp-weixin drops ifndef-[MP-WEIXIN]:text-red-500')
      assert.equal(rulesFor(mp.css, 'ifdef-_bmp-weixin_B_cpt-7').length, 0, 'mp-weixin drops the lower-case ifdef-[mp-weixin]')
      assert.doesNotMatch(mp.css, /#ifn?def|#endif|weapp-tw-platform/, 'no directive comment or macro media query is left')
      const apply = rulesFor(mp.css, 'order-card__price')
      assert.equal(apply.length, 2, '@apply: the base rule and the MP-WEIXIN rule')
      assert.match(apply[1]!, /font-weight:600/)
      const h5 = await uniBuild('h5')
      assert.equal(h5.exitCode, 0, h5.log)
      assert.ok(h5.css, 'the H5 entry stylesheet exists')
      assert.equal(rulesFor(h5.css, 'ifdef-_bMP-WEIXIN_B_cpt-6').length, 0, 'h5 drops ifdef-[MP-WEIXIN]:pt-6')
      assert.equal(rulesFor(h5.css, 'ifndef-_bMP-WEIXIN_B_ctext-red-500').length, 1, 'h5 keeps ifndef-[MP-WEIXIN]:text-red-500')
      assert.equal(rulesFor(h5.css, 'ifdef-_bmp-weixin_B_cpt-7').length, 0, 'h5 drops the lower-case ifdef-[mp-weixin] too')
      assert.equal(rulesFor(h5.css, 'order-card__price').length, 1, '@apply on h5: the base rule only')
      const reversed = await uniBuild('mp-weixin', { MACRO_ORDER: 'before' })
      assert.equal(rulesFor(reversed.css, 'ifdef-_bMP-WEIXIN_B_cpt-6').length, 1, 'macro plugin first: still kept')
      assert.equal(rulesFor(reversed.css, 'ifndef-_bMP-WEIXIN_B_ctext-red-500').length, 0, 'macro plugin first: still dropped')
      assert.doesNotMatch(reversed.css, /weapp-tw-platform/)
    },
    slow: true,
    timeoutMs: 1_200_000,
  },
  {
    id: 'uni-vue3-build-optimize-warnings',
    says: "The uni-app Vue 3 production builds (mp-weixin and h5) print Tailwind's optimizer warnings (Unexpected token Colon) and still end with DONE  Build complete.; with optimize: false there is no such warning and app.wxss is still minified, and it still keeps only the mp-weixin branch",
    quotes: [
      { page: ZH, text: '执行 `npm run build:mp-weixin` 或 `npm run build:h5` 时终端打印一段警告' },
      { page: ZH, text: '构建本身照常结束（`DONE  Build complete.`）' },
      { page: ZH, text: '实测改完后 `app.wxss` 里的规则仍是压缩过的单行写法，因为 uni-app 的生产构建自己还会压缩一次' },
      { page: ZH, text: '**验证**：重新构建，终端不再出现 `Unexpected token Colon`；' },
      { page: ZH, text: '在 `app.wxss` 里搜宏变体的类名，只剩当前平台该有的那一支' },
      { page: EN, text: 'running `npm run build:mp-weixin` or `npm run build:h5` prints a block of warnings in the terminal' },
      { page: EN, text: 'The build itself finishes normally (`DONE  Build complete.`)' },
      { page: EN, text: "in our test, after the change the rules in `app.wxss` were still minified onto single lines, because uni-app's production build minifies again on its own" },
      { page: EN, text: '**Verify**: rebuild; `Unexpected token Colon` no longer appears in the terminal.' },
      { page: EN, text: 'Search `app.wxss` for the class names with macro variants: only the branch that belongs to the current platform remains.' },
    ],
    async proof() {
      const { uniBuild, rulesFor } = await import('./support/uni-css')
      for (const platform of ['mp-weixin', 'h5'] as const) {
        const built = await uniBuild(platform)
        assert.match(built.log, /Found \d+ warnings while optimizing generated CSS:/, `${platform}: the warning block`)
        assert.match(built.log, /\^-- Unexpected token Colon/, `${platform}: the warning names the colon`)
        assert.match(built.log, /DONE {2}Build complete\./, `${platform}: the build still finishes`)
      }
      const quiet = await uniBuild('mp-weixin', { TW_OPTIMIZE: '0' })
      assert.equal(quiet.exitCode, 0, quiet.log)
      assert.doesNotMatch(quiet.log, /Unexpected token Colon|while optimizing generated CSS/, 'optimize: false: no warning')
      assert.match(quiet.log, /DONE {2}Build complete\./)
      const rule = rulesFor(quiet.css, 'ifdef-_bMP-WEIXIN_B_cpt-6')
      assert.equal(rule.length, 1, 'the mp-weixin branch is kept')
      assert.doesNotMatch(rule[0]!, /\n/, 'the rule is still minified onto one line')
      assert.doesNotMatch(quiet.css, /\{\n/, 'no rule of app.wxss is written over several lines')
      assert.equal(rulesFor(quiet.css, 'ifndef-_bMP-WEIXIN_B_ctext-red-500').length, 0, 'the other branch is gone')
    },
    slow: true,
    timeoutMs: 1_200_000,
  },
  {
    id: 'tailwind4-optimize-warning-count',
    says: '@tailwindcss/postcss 4.3.5 in production prints "Found 2 warnings while optimizing generated CSS:" with Issue #1 at @media (weapp-tw-platform:"MP-WEIXIN") ^-- Unexpected token Colon for the two page classes (a third class with an existing condition adds none), two more for two macro variants in @apply, none in development or with optimize: false',
    quotes: [
      { page: ZH, text: '用到几种宏条件就报几条（下例中 `ifdef-[MP-WEIXIN]` 和 `ifndef-[MP-WEIXIN]` 各一条），写在 `@apply` 里的宏变体则每个另报一条' },
      { page: ZH, text: '生产构建时 `@tailwindcss/postcss` 会优化它生成的 CSS' },
      { page: EN, text: 'one for each macro condition used (in the example below, one each for `ifdef-[MP-WEIXIN]` and `ifndef-[MP-WEIXIN]`), plus one for every macro variant written inside `@apply`' },
      { page: EN, text: 'in a production build, `@tailwindcss/postcss` optimizes the CSS it generates' },
    ],
    async proof() {
      const path = await import('node:path')
      const fs = await import('node:fs')
      const { execFile } = await import('node:child_process')
      const { promisify } = await import('node:util')
      const { installed, ROOT, write } = await import('./support/uni-css')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'postcss@8.5.33'])
      const link = path.join(dir, 'node_modules/weapp-tailwindcss')
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules/weapp-tailwindcss'), link, 'dir')
      write(dir, {
        'warn.cjs': `const postcss = require('postcss')
const tailwindcss = require('@tailwindcss/postcss')
const macro = require('weapp-tailwindcss/css-macro/postcss')
const [, , base, optimize] = process.argv
const options = { base }
if (optimize === 'off') options.optimize = false
const entry = require('fs').readFileSync(base + '/main.css', 'utf8')
postcss([tailwindcss(options), macro()]).process(entry, { from: base + '/main.css' }).then(result => { if (/weapp-tw-platform/.test(result.css)) process.exitCode = 3 })
`,
        'page/main.css': '@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";\n',
        'page/index.vue': '<view class="ifdef-[MP-WEIXIN]:pt-6 ifdef-[MP-WEIXIN]:pt-3 ifndef-[MP-WEIXIN]:text-red-500"></view>',
        'apply/main.css': '@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";\n.order-card__price {\n  @apply text-base ifdef-[MP-WEIXIN]:text-lg ifdef-[MP-WEIXIN]:font-semibold;\n}\n',
        'apply/index.vue': '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-WEIXIN]:text-red-500"></view>',
      })
      const run = async (base: string, nodeEnv: string, optimize = 'on') => {
        const { stdout, stderr } = await promisify(execFile)('node', ['warn.cjs', path.join(dir, base), optimize], { cwd: dir, env: { PATH: process.env.PATH ?? '', NODE_ENV: nodeEnv } })

        return (stdout + stderr).replace(/\u001B\[[0-9;]*m/g, '')
      }
      const page = await run('page', 'production')
      assert.match(page, /^Found 2 warnings while optimizing generated CSS:$/m)
      assert.match(page, /Issue #1:\n(?:.*\n)*?│ @media \(weapp-tw-platform:"MP-WEIXIN"\) \{\n┆ {26}\^-- Unexpected token Colon/)
      assert.match(await run('apply', 'production'), /^Found 4 warnings while optimizing generated CSS:$/m, 'two conditions plus two macro variants inside @apply')
      assert.doesNotMatch(await run('page', 'development'), /warnings while optimizing/, 'development: no optimization, no warning')
      assert.doesNotMatch(await run('page', 'production', 'off'), /warnings while optimizing/, 'optimize: false: no warning')
    },
    slow: true,
  },
])
