// Claims of docs/issues/css-vars.md and docs/issues/use-with-nutui.md (and their English twins): the
// --tw-* variable scope, what removes it, and injectAdditionalCssVarScope.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { execFile } from 'node:child_process'
import { context, declaredOption, root, taroHtmlTransform, unpacked, unpackedAsync } from './support/issues'

const NUT = 'docs/issues/use-with-nutui.md'
const NUT_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-nutui.md'
const VARS = 'docs/issues/css-vars.md'
const VARS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/css-vars.md'

const PAGE = '<View className="h-14 bg-gradient-to-r from-emerald-400 to-sky-500" /><View className="mt-4 h-14 rounded-lg bg-white shadow-lg" /><View className="mt-4 h-14 w-14 translate-x-1/2 rotate-12 bg-amber-400" />'

async function tw3(css: string): Promise<string> {
  const { default: postcss } = await import('postcss')
  const { default: tailwindcss3 } = await import('tailwindcss-3')
  return (await postcss([tailwindcss3({ content: [{ raw: PAGE, extension: 'html' }], corePlugins: { preflight: false } } as never)]).process(css, { from: undefined })).css
}
const BASE = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'
const rule = (css: string, selector: string) => new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1]
/** Removes the rules whose selector has a standalone `*`, as Taro's postcss-html-transform does. */
async function withoutStarRules(css: string): Promise<string> {
  const { default: postcss } = await import('postcss')
  const root = postcss.parse(css)
  root.walkRules(r => { if (/(^| )\*(?![=/*])/.test(r.selector)) r.remove() })
  return root.toString()
}

export default defineClaims(import.meta.url, [
  {
    id: 'vars-utilities-read-unset-variables',
    says: 'TW3 translate/gradient utilities read --tw-translate-y / --tw-gradient-from-position they do not set; TW3 shadow-lg gives the ring variables fallbacks, TW4 shadow-lg does not',
    quotes: [
      { page: VARS, text: '但是 `--tw-translate-y`、`--tw-gradient-from-position` 这类工具类自己不赋值、只等全局规则给初始值的变量' },
      { page: VARS, text: 'Tailwind CSS 3 的 `shadow-lg` 给其他阴影变量都写了兜底值' },
      { page: VARS, text: 'Tailwind CSS 4 的阴影引用 `--tw-inset-shadow`、`--tw-ring-shadow` 等变量时没有兜底值' },
      { page: VARS_EN, text: 'But variables such as `--tw-translate-y` and `--tw-gradient-from-position`, which the utility class does not set itself' },
      { page: VARS_EN, text: 'In Tailwind CSS 3, `shadow-lg` gives the other shadow variables fallback values' },
      { page: VARS_EN, text: 'In Tailwind CSS 4, the shadow references variables such as `--tw-inset-shadow` and `--tw-ring-shadow` without fallbacks' },
    ],
    async proof() {
      const css = await tw3('@tailwind utilities;')
      const translate = rule(css, '.translate-x-1\\/2')!
      assert.ok(translate.includes('var(--tw-translate-y)') && !translate.includes('--tw-translate-y:'), translate)
      const from = rule(css, '.from-emerald-400')!
      assert.ok(from.includes('var(--tw-gradient-from-position)') && !from.includes('--tw-gradient-from-position:'), from)
      assert.match(rule(css, '.shadow-lg')!, /box-shadow: var\(--tw-ring-offset-shadow, 0 0 #0000\), var\(--tw-ring-shadow, 0 0 #0000\), var\(--tw-shadow\)/)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw4 = await runTailwind4({ template: PAGE.replaceAll('className', 'class'), css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(tw4.css, /box-shadow: var\(--tw-inset-shadow\), var\(--tw-inset-ring-shadow\), var\(--tw-ring-offset-shadow\), var\(--tw-ring-shadow\), var\(--tw-shadow\);/)
    },
  },
  {
    id: 'vars-scope-selectors-and-rewrite',
    says: 'TW3 @tailwind base declares the --tw-* defaults on *, ::before, ::after and ::backdrop; 4.12.0 rewrites the first to view,text,::before,::after in the main stylesheet; with @tailwind utilities alone there is no such block',
    quotes: [
      { page: VARS, text: '以 Tailwind CSS 3 为例，`@tailwind base` 会生成一块「变量作用域」，为所有元素声明 `--tw-*` 变量的初始值，原始选择器是 `*, ::before, ::after` 和 `::backdrop`。' },
      { page: VARS, text: 'weapp-tailwindcss 会把它改写成 `view,text,::before,::after`，并放进 `app.wxss` 这类主样式文件' },
      { page: VARS, text: '只在某个页面的样式里写了 `@tailwind utilities`，全局就没有变量作用域。' },
      { page: VARS_EN, text: '`@tailwind base` generates a "variable scope" block that declares the initial values of the `--tw-*` variables for every element; its original selectors are `*, ::before, ::after` and `::backdrop`.' },
      { page: VARS_EN, text: 'so weapp-tailwindcss rewrites it to `view,text,::before,::after` and places it in the main stylesheet, such as `app.wxss`' },
      { page: VARS_EN, text: "If you only wrote `@tailwind utilities` in one page's styles, there is no global variable scope." },
    ],
    async proof() {
      const raw = await tw3(BASE)
      assert.ok(rule(raw, '*, ::before, ::after')?.includes('--tw-translate-y: 0'), 'the * block')
      assert.ok(rule(raw, '::backdrop')?.includes('--tw-translate-y: 0'), 'the ::backdrop block')
      const wxss = (await (await context({}, true)).transformWxss(raw)).css
      const scope = rule(wxss, 'view,text,::before,::after')
      assert.ok(scope?.includes('--tw-translate-y: 0') && scope.includes('--tw-gradient-to-position'), 'rewritten block in the main stylesheet')
      assert.ok(!/(^|\n)\*/.test(wxss), 'no * left')
      const utilities = await tw3('@tailwind utilities;')
      assert.ok(!utilities.includes('--tw-translate-y: 0'), 'utilities alone: no variable defaults')
    },
  },
  {
    id: 'vars-main-css-chunk-matcher-defaults',
    says: "4.12.0's default mainCssChunkMatcher picks app… for taro/native and app… or common/main… for uni-app, not page stylesheets",
    quotes: [
      { page: VARS, text: 'weapp-tailwindcss 通过 `mainCssChunkMatcher` 判断哪个文件是主样式，默认按 `appType` 匹配 `app`、`common/main` 等文件名。' },
      { page: VARS_EN, text: 'weapp-tailwindcss decides which file is the main stylesheet with `mainCssChunkMatcher`, which by default matches file names such as `app` and `common/main` according to `appType`.' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const match = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType?: string) => boolean }).mainCssChunkMatcher
      assert.equal(match('app.wxss', 'taro'), true)
      assert.equal(match('app-origin.wxss', 'taro'), true)
      assert.equal(match('pages/index/index.wxss', 'taro'), false)
      assert.equal(match('common/main.wxss', 'uni-app'), true)
      assert.equal(match('app.wxss', 'uni-app-vite'), true)
      assert.equal(match('pages/index/index.wxss', 'uni-app-vite'), false)
    },
  },
  {
    id: 'vars-tw4-fallback-stays-in-supports',
    says: 'With Tailwind CSS 4.3.5, 4.12.0 leaves the --tw-* initial values inside the @supports fallback wrapper of the main stylesheet',
    quotes: [
      { page: VARS, text: 'weapp-tailwindcss 4.12.0 拆不掉这层外壳，变量初始值会继续包在 `@supports` 里' },
      { page: VARS_EN, text: "weapp-tailwindcss 4.12.0 cannot strip that wrapper, so the variables' initial values stay wrapped in `@supports`" },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { wxss } = await runTailwind4({ template: PAGE.replaceAll('className', 'class'), css: '@import "weapp-tailwindcss";', options: {} })
      const supports = wxss.indexOf('@supports ((-webkit-hyphens: none) and (not (margin-trim: block)))')
      assert.ok(supports >= 0, 'the fallback @supports is there')
      const after = wxss.slice(supports)
      assert.ok(/--tw-translate-y:\s*0/.test(after), 'the initial values sit inside it')
      assert.ok(!/--tw-translate-y:\s*0/.test(wxss.slice(0, supports)), 'and nowhere outside it')
    },
  },
  {
    id: 'vars-inject-additional-scope',
    says: 'injectAdditionalCssVarScope (declared @since ^2.6.0, default false) re-adds a view,text,::after,::before block after * rules are removed (TW3 via ::backdrop, TW4 via the theme rule), and adds nothing when there is no base layer',
    quotes: [
      { page: VARS, text: '把 `injectAdditionalCssVarScope` 设为 `true`（weapp-tailwindcss 2.6.0 起提供，默认 `false`）。' },
      { page: VARS, text: '开启后，插件会在主样式里额外写入一份完整的 `--tw-*` 变量声明，不再依赖原始那块是否幸存。' },
      { page: VARS, text: '插入位置是靠 base 层里另一条不含 `*` 的规则定位的：Tailwind CSS 3 是 `::backdrop` 那条变量规则，Tailwind CSS 4 是 `:root, :host` 主题变量规则。' },
      { page: VARS, text: '所以它只能补回被其他插件删掉的变量块，主样式里根本没有 base 层时（下面第二种情况）不起作用。' },
      { page: VARS, text: '应当能找到以 `view,text,::before,::after`（原始的变量块）或 `view,text,::after,::before`（`injectAdditionalCssVarScope` 补写的一份）开头的变量规则' },
      { page: VARS_EN, text: 'Set `injectAdditionalCssVarScope` to `true` (available since weapp-tailwindcss 2.6.0, default `false`).' },
      { page: VARS_EN, text: 'With it on, the plugin writes an extra, complete set of `--tw-*` variable declarations into the main stylesheet, so it no longer matters whether the original block survived.' },
      { page: VARS_EN, text: 'The insertion point is found through another rule in the base layer that contains no `*`: the `::backdrop` variable rule in Tailwind CSS 3, and the `:root, :host` theme variable rule in Tailwind CSS 4.' },
      { page: VARS_EN, text: 'That means it can only restore a variable block that another plugin removed; when the main stylesheet has no base layer at all (the second case above), it does nothing.' },
      { page: VARS_EN, text: 'You should find a variable rule starting with `view,text,::before,::after` (the original variable block) or `view,text,::after,::before` (the copy added by `injectAdditionalCssVarScope`).' },
    ],
    async proof() {
      assert.deepEqual(declaredOption('injectAdditionalCssVarScope'), { since: '^2.6.0', default: 'false' })
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.ok(!(getDefaultOptions() as { injectAdditionalCssVarScope?: boolean }).injectAdditionalCssVarScope, 'off by default')
      const stripped3 = await withoutStarRules(await tw3(BASE))
      const off = (await (await context({}, true)).transformWxss(stripped3)).css
      assert.ok(!/--tw-translate-y:\s*0/.test(off.replace(rule(off, '::backdrop') ?? '', '')), 'TW3: the block is gone without the option')
      const on = (await (await context({ injectAdditionalCssVarScope: true }, true)).transformWxss(stripped3)).css
      assert.ok(rule(on, 'view,text,::after,::before')?.includes('--tw-translate-y: 0'), 'TW3: re-added')
      const noBase = (await (await context({ injectAdditionalCssVarScope: true }, true)).transformWxss(await tw3('@tailwind utilities;'))).css
      assert.ok(!noBase.includes('--tw-translate-y: 0'), 'TW3: no base layer, nothing added')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw4 = await runTailwind4({ template: PAGE.replaceAll('className', 'class'), css: '@import "weapp-tailwindcss";', options: {} })
      const stripped4 = await withoutStarRules(tw4.css)
      assert.ok(!/--tw-translate-y:\s*0/.test(stripped4), 'TW4: the fallback block is gone')
      const on4 = (await (await context({ injectAdditionalCssVarScope: true })).transformWxss(stripped4)).css
      assert.ok(rule(on4, 'view,text,::after,::before')?.includes('--tw-translate-y: 0'), 'TW4: re-added')
      const noTheme4 = (await (await context({ injectAdditionalCssVarScope: true })).transformWxss(await withoutStarRules(tw4.css.replace(/(^|\n):root, :host \{[^}]*\}/g, '')))).css
      assert.ok(!noTheme4.includes('view,text,::after,::before'), 'TW4: without the :root, :host rule nothing is added')
    },
  },
  {
    id: 'vars-rewrite-css-imports-default',
    says: 'rewriteCssImports defaults to true in 4.12.0 and rewrites @import "tailwindcss" to weapp-tailwindcss',
    quotes: [
      { page: VARS, text: '（webpack、Vite 插件的 `rewriteCssImports` 默认开启，写 `@import "tailwindcss";` 也会被改成这个入口）' },
      { page: VARS_EN, text: '(the `rewriteCssImports` option of the webpack and Vite plugins is on by default, so `@import "tailwindcss";` is rewritten to this entry too)' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { rewriteCssImports?: boolean }).rewriteCssImports, true)
      // The webpack plugin's rewrite loader, run the way webpack calls it.
      const { createRequire } = await import('node:module')
      const loaded = createRequire(import.meta.url)(path.join(root, 'node_modules/weapp-tailwindcss/dist/weapp-tw-css-import-rewrite-loader.js'))
      const loader = (loaded.default ?? loaded) as (this: unknown, source: string) => unknown
      const query = { rewriteCssImports: { pkgDir: path.join(root, 'node_modules/weapp-tailwindcss'), appType: 'taro' } }
      const out = String(loader.call({ query, getOptions: () => query, resourcePath: '/app/src/app.css' }, '@import "tailwindcss";\n.card{color:red}'))
      assert.equal(out, '@import "weapp-tailwindcss/index.css";\n.card{color:red}')
    },
  },
  {
    id: 'vars-taro-html-transform-removes-star-rules',
    says: "@tarojs/plugin-html 4.2.1 turns on Taro's htmltransform step for mini-programs, and postcss-html-transform 4.2.1 removes the TW3 * variable block",
    slow: true,
    quotes: [
      { page: VARS, text: 'Taro 的 `@tarojs/plugin-html` 自带 `postcss-html-transform`，会移除带 `*` 的规则，整块变量声明随之消失。' },
      { page: VARS_EN, text: "Taro's `@tarojs/plugin-html` ships `postcss-html-transform`, which removes rules containing `*`, and the whole block of variable declarations goes with them." },
    ],
    async proof() {
      const plugin = fs.readFileSync(path.join(unpacked('@tarojs/plugin-html@4.2.1'), 'dist/index.js'), 'utf8')
      assert.match(plugin, /if \(!isH5\) \{\s*postcssConfig\.htmltransform \|\| \(postcssConfig\.htmltransform = \{\s*enable: true/, 'plugin-html enables htmltransform off H5')
      const raw = await tw3(BASE)
      const out = await taroHtmlTransform('4.2.1', raw)
      assert.ok(!out.includes('*, ::before, ::after'), 'the * block is removed')
      assert.ok(out.includes('::backdrop'), 'the ::backdrop rule stays')
    },
  },
  {
    id: 'vars-nutui-needs-plugin-html',
    says: "Taro's NutUI setup guide tells projects to install and enable @tarojs/plugin-html",
    quotes: [
      { page: VARS, text: 'NutUI 必须搭配这个插件使用，所以 NutUI 项目几乎都会遇到。' },
      { page: VARS_EN, text: 'NutUI has to be used with this plugin, so almost every NutUI project runs into this.' },
    ],
    manual: {
      ran: 'Read the NutUI guide in the Taro documentation (docs.taro.zone/docs/nutui, version 4.x): step "Taro 相关配置" installs @tarojs/plugin-html and adds it to `plugins` in config/index.js ("开启 HTML 插件")',
      versions: 'Taro 4.x documentation, NutUI 4 (Vue) and NutUI React Taro',
      on: '2026-11-28',
      why: 'a documentation requirement of a third party, not a behaviour the checks can run',
    },
  },
  // ------------------------------------------------------------------ use-with-nutui
  {
    id: 'nut-star-removal-breaks-variable-declarations',
    says: 'After the * rule is removed, TW3 utilities keep only the var() uses (no initial values), TW3 transform references unset variables, TW4 box-shadow references variables without fallbacks; bg-red-500/p-4/rounded-lg have no variables; injecting restores a view,text,::after,::before rule',
    quotes: [
      { page: NUT, text: '`bg-red-500`、`p-4`、`rounded-lg` 这类直接输出数值的工具类依然正常。' },
      { page: NUT, text: '在 `dist/app.wxss` 里搜索 `--tw-translate-x`、`--tw-ring-shadow`，只能找到使用变量的地方，找不到给变量赋初值的规则。' },
      { page: NUT, text: '（Tailwind CSS 3.4 的 `shadow-*` 在 `box-shadow` 里给 ring 变量带了回退值，阴影通常仍能显示；Tailwind CSS 4 的 `shadow-*` 会一起失效。）' },
      { page: NUT, text: '规则被删掉后，Tailwind CSS 3 的 `transform: translate(var(--tw-translate-x), var(--tw-translate-y)) rotate(var(--tw-rotate)) …`、Tailwind CSS 4 的 `box-shadow: var(--tw-inset-shadow), var(--tw-inset-ring-shadow), …, var(--tw-shadow)` 之类的声明引用了未定义又没有回退值的变量，整条失效。' },
      { page: NUT, text: '以 Tailwind CSS 3 为例，补写那一份的选择器是 `view,text,::after,::before`；原始变量块的选择器是 `view,text,::before,::after`，两个伪元素的顺序正好相反，而原始那块已被 HTML 插件删掉。' },
      { page: NUT, text: '开启后，主样式中会重新写入一份完整的变量声明，不再受 HTML 转换步骤影响' },
      { page: NUT_EN, text: 'Utility classes that output values directly, such as `bg-red-500`, `p-4` and `rounded-lg`, still work.' },
      { page: NUT_EN, text: 'Searching `dist/app.wxss` for `--tw-translate-x` and `--tw-ring-shadow` only finds the places that use the variables, not the rule that gives them initial values.' },
      { page: NUT_EN, text: "(Tailwind CSS 3.4's `shadow-*` gives the ring variables fallback values inside `box-shadow`, so the shadow usually still shows; with Tailwind CSS 4, `shadow-*` fails too.)" },
      { page: NUT_EN, text: "Once that rule is gone, declarations such as Tailwind CSS 3's `transform: translate(var(--tw-translate-x), var(--tw-translate-y)) rotate(var(--tw-rotate)) …` or Tailwind CSS 4's `box-shadow: var(--tw-inset-shadow), var(--tw-inset-ring-shadow), …, var(--tw-shadow)` reference variables that are undefined and have no fallback, so the whole declaration is invalid." },
      { page: NUT_EN, text: 'Take Tailwind CSS 3: the added copy has the selector `view,text,::after,::before`, while the original variable block has `view,text,::before,::after`, with the two pseudo-elements the other way round' },
    ],
    async proof() {
      const page = '<view class="shadow-lg -translate-y-2 rotate-45 bg-red-500 p-4 rounded-lg"></view>'
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      const raw = (await postcss([tailwindcss3({ content: [{ raw: page, extension: 'html' }], corePlugins: { preflight: false } } as never)]).process(BASE, { from: undefined })).css
      const stripped = await withoutStarRules(raw)
      const wxss = (await (await context({}, true)).transformWxss(stripped)).css
      for (const name of ['--tw-translate-x', '--tw-ring-shadow']) {
        assert.ok(wxss.includes(`var(${name}`), `${name} is used`)
        assert.ok(!wxss.includes(`${name}:`), `${name} is assigned nowhere`)
      }
      assert.match(wxss, /transform: translate\(var\(--tw-translate-x\), var\(--tw-translate-y\)\) rotate\(var\(--tw-rotate\)\)/)
      for (const plain of ['.bg-red-500', '.p-4', '.rounded-lg']) {
        const body = rule(wxss, plain)!
        // Every --tw- variable it reads is set in the same rule or has a fallback.
        for (const [, name, fallback] of body.matchAll(/var\((--tw-[\w-]+)(,)?/g)) assert.ok(fallback || body.includes(`${name}:`), `${plain} reads ${name} without a value`)
      }
      assert.match(rule(wxss, '.shadow-lg')!, /var\(--tw-ring-shadow, 0 0 (?:#0000|rgba\(0,\s*0,\s*0,\s*0\))\)/, 'TW3 shadow keeps fallbacks')
      const injected = (await (await context({ injectAdditionalCssVarScope: true }, true)).transformWxss(stripped)).css
      assert.ok(rule(injected, 'view,text,::after,::before')?.includes('--tw-shadow:'), 'the injected rule')
      const original = (await (await context({}, true)).transformWxss(raw)).css
      assert.ok(rule(original, 'view,text,::before,::after')?.includes('--tw-shadow:'), 'the original rule has the other order')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw4 = await runTailwind4({ template: page, css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(tw4.css, /box-shadow: var\(--tw-inset-shadow\), var\(--tw-inset-ring-shadow\), var\(--tw-ring-offset-shadow\), var\(--tw-ring-shadow\), var\(--tw-shadow\);/)
    },
  },
  {
    id: 'nut-inject-option-and-vite-replacement',
    says: "injectAdditionalCssVarScope is declared since ^2.6.0 and off by default; 4.12.0's Vite plugin swaps a postcss-html-transform in the Vite PostCSS list for its own, which keeps * rules",
    quotes: [
      { page: NUT, text: '该选项自 2.6.0 版起提供，默认关闭，Tailwind CSS 3 和 4 都适用' },
      { page: NUT, text: '会把 PostCSS 插件列表中的 HTML 转换替换成自带的实现，后者默认保留 `*` 规则' },
      { page: NUT_EN, text: 'This option has been available since version 2.6.0, is off by default, and applies to both Tailwind CSS 3 and 4' },
      { page: NUT_EN, text: 'replaces the HTML transform in the PostCSS plugin list with its own implementation when it reads the config, and that implementation keeps `*` rules by default' },
    ],
    async proof() {
      assert.deepEqual(declaredOption('injectAdditionalCssVarScope'), { since: '^2.6.0', default: 'false' })
      const vite = fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/dist/chunk-OFB2KBRP.js'), 'utf8')
      assert.match(vite, /getPostcssPluginName\(x\) === "postcss-html-transform"\);\s*if \(idx > -1\) \{\s*postcssPlugins\.splice\(idx, 1, _htmltransform2\.default\.call\(void 0, \)\)/, 'the Vite plugin swaps the transform')
      const { createRequire } = await import('node:module')
      const own = createRequire(path.join(root, 'node_modules/weapp-tailwindcss/package.json'))('@weapp-tailwindcss/postcss/html-transform')
      const { default: postcss } = await import('postcss')
      const out = (await postcss([(own.default ?? own)()]).process('*, ::before, ::after { --tw-x: 0 }\ndiv { color: red }', { from: undefined })).css
      assert.ok(out.includes('*, ::before, ::after { --tw-x: 0 }'), `its own transform keeps the * rule: ${out}`)
      // The TW3 and TW4 halves of "applies to both" are the css-vars proof above (vars-inject-additional-scope).
    },
  },
  {
    id: 'nut-vite-and-tw4-since-4-1-8',
    says: 'weapp-tailwindcss 4.1.8 fixed injectAdditionalCssVarScope for Tailwind CSS 4 and made the Vite plugin replace postcss-html-transform',
    quotes: [
      { page: NUT, text: '在 Tailwind CSS 4 项目里，要 4.1.8 及以上版本才能正确注入（该版本修复了 v4 下的这一功能）' },
      { page: NUT, text: '使用 `compiler: \'vite\'` 的 Taro 项目，4.1.8 起的 Vite 插件在读取配置时' },
      { page: NUT_EN, text: 'in Tailwind CSS 4 projects it needs 4.1.8 or later to inject correctly (that version fixed this feature under v4)' },
      { page: NUT_EN, text: "In Taro projects using `compiler: 'vite'`, the Vite plugin from 4.1.8 on" },
    ],
    manual: {
      ran: 'Read the 4.1.8 entry of packages/weapp-tailwindcss/CHANGELOG.md at tag weapp-tailwindcss@4.12.0: "feat: default remove postcss-html-transform", "feat: add postcss-html-transform plugin", "fix: injectAdditionalCssVarScope for tailwindcss@4"; the 4.12.0 behaviour itself is proven by nut-inject-option-and-vite-replacement and vars-inject-additional-scope',
      versions: 'weapp-tailwindcss 4.1.8 (changelog), 4.12.0',
      on: '2026-11-28',
      why: 'the registry mirror here has no 4.1.6/4.1.7 to compare against, and the changelog at the tag is not reachable offline',
    },
  },
  {
    id: 'nut-remove-cursor-style-and-every-taro-version',
    says: 'Every published postcss-html-transform from 3.3.0 to 4.2.1 removes the TW3 * variable block for a mini-program platform, with removeCursorStyle false as well; in 4.2.1 that option only decides whether cursor declarations go',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: NUT, text: '实际上这个选项只决定是否删除 `cursor` 声明，与 `*` 规则无关' },
      { page: NUT, text: 'Taro 发布的 `postcss-html-transform` 从 3.3.0 到 4.2.1，在小程序平台都会无条件删除含 `*` 的规则，没有哪个配置项能关掉这一步。' },
      { page: NUT, text: '会在 PostCSS 阶段追加一个 HTML 转换步骤，它会移除含 `*` 通配符的规则' },
      { page: NUT_EN, text: 'Every `postcss-html-transform` Taro has published from 3.3.0 to 4.2.1 unconditionally deletes rules containing `*` on mini-program platforms, and no option turns that step off.' },
      { page: NUT_EN, text: 'adds an HTML transform step at the PostCSS stage, and that step removes rules containing the `*` wildcard' },
    ],
    async proof() {
      const { promisify } = await import('node:util')
      const { stdout } = await promisify(execFile)('npm', ['view', 'postcss-html-transform', 'versions', '--json'], { encoding: 'utf8', timeout: 120_000 })
      const versions = (JSON.parse(stdout) as string[])
        .filter(v => !v.includes('-'))
        .filter(v => { const [a, b, c] = v.split('.').map(Number); return (a === 3 && b! >= 3) || (a === 4 && (b! < 2 || (b === 2 && c! <= 1))) })
      assert.ok(versions.includes('3.3.0') && versions.includes('4.2.1') && versions.length > 50, `versions: ${versions.join(' ')}`)
      const raw = await tw3(BASE)
      const { createRequire } = await import('node:module')
      const { default: postcss } = await import('postcss')
      for (const version of versions) {
        const dir = await unpackedAsync(`postcss-html-transform@${version}`)
        // Older releases require('postcss') themselves: let them find this site's.
        if (!fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
        const plugin = createRequire(import.meta.url)(path.join(dir, 'index.js'))
        const make = plugin.default ?? plugin
        for (const options of [{ platform: 'weapp' }, { platform: 'weapp', removeCursorStyle: false }]) {
          const out = (await postcss([make(options)]).process(`${raw}\n.pointer { cursor: pointer }`, { from: undefined })).css
          assert.ok(!out.includes('*, ::before, ::after'), `${version} ${JSON.stringify(options)}: the * rule is removed`)
        }
        const source = fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8')
        assert.ok(!/options\.\w+\s*(?:===|&&)[^;\n]*\*/.test(source.replace(/removeCursorStyle/g, '')), `${version}: no option guards the * removal`)
      }
      const latest = createRequire(import.meta.url)(path.join(await unpackedAsync('postcss-html-transform@4.2.1'), 'index.js'))
      const cursor = async (removeCursorStyle: boolean) => (await postcss([(latest.default ?? latest)({ platform: 'weapp', removeCursorStyle })]).process('.a { cursor: pointer; color: red }', { from: undefined })).css
      assert.equal(await cursor(true), '.a { color: red }', 'removeCursorStyle: true drops cursor')
      assert.equal(await cursor(false), '.a { cursor: pointer; color: red }', 'removeCursorStyle: false keeps it')
    },
  },
])
