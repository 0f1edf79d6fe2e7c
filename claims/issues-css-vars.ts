// Claims of docs/issues/css-vars.md and docs/issues/use-with-nutui.md (and their English twins): the
// --tw-* variable scope, what removes it, and injectAdditionalCssVarScope.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, declaredOption, root, taroHtmlTransform, unpacked } from './support/issues'

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
      { page: VARS_EN, text: "`@tailwind base` generates a \"variable scope\" block that declares the initial values of the `--tw-*` variables for every element; its original selectors are `*, ::before, ::after` and `::backdrop`." },
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
])
