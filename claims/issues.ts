// Claims of the troubleshooting pages under docs/issues (and their English twins). The fast proofs run
// weapp-tailwindcss 4.12.0 (`weapp-tailwindcss/core`), Tailwind CSS 4.3.5 and `tailwindcss-3` from this
// repository's node_modules; the slow ones install the packages a Tailwind CSS 4 reader has into a
// scratch project, or unpack published tarballs (helpers: claims/support/issues.ts).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { context, formIn, js, MARK, tailwind3Css, tw4Experiment, tw4Selector } from './support/issues'

const JS_PAGE = 'docs/issues/js-string-invalid.md'
const JS_PAGE_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/js-string-invalid.md'

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ js-string-invalid
  {
    id: 'js-strings-escaped-only-when-in-class-set',
    says: 'transformJs escapes a class string only when it is in the class set; otherwise it stays raw and no WXSS rule matches it',
    quotes: [
      { page: JS_PAGE, text: 'weapp-tailwindcss 不仅改写模板和样式，也会改写编译后 JavaScript 里的类名字符串。' },
      { page: JS_PAGE, text: '在 `app.wxss` 中能搜到 `.px-_b4px_B`，和 JS 产物里的字符串是同一个名字，样式生效。' },
      { page: JS_PAGE_EN, text: 'weapp-tailwindcss rewrites not only templates and stylesheets but also the class name strings in the compiled JavaScript.' },
      { page: JS_PAGE_EN, text: '`.px-_b4px_B` can be found in `app.wxss`, the same name as the string in the JS output, and the styles apply.' },
      { page: JS_PAGE, text: '前提是这些字符串在插件收集到的类名集合里：集合里没有的任意值会原样留在产物里，与样式表对不上。' },
      { page: JS_PAGE, text: '页面上这些任意值的样式都没有生效。' },
      { page: JS_PAGE, text: "正常情况下它应该变成 `'px-_b4px_B h-_b40px_B bg-_b_hf5f5f4_B'`" },
      { page: JS_PAGE, text: '字符串出现在类名集合里才转义，其余的不动，以免误伤业务文本。' },
      { page: JS_PAGE_EN, text: 'an arbitrary value missing from that set is left untouched in the output and no longer matches the stylesheet' },
      { page: JS_PAGE_EN, text: 'None of these arbitrary value styles take effect on the page.' },
      { page: JS_PAGE_EN, text: "Normally it would have become `'px-_b4px_B h-_b40px_B bg-_b_hf5f5f4_B'`" },
      { page: JS_PAGE_EN, text: 'a string is escaped when it is in the class name set, and every other string is left alone' },
    ],
    async proof() {
      const source = "export const cardStyles = {\n  wrapper: 'px-[4px] h-[40px] bg-[#f5f5f4]',\n  title: 'text-[30rpx] font-bold',\n}\n"
      const all = ['px-[4px]', 'h-[40px]', 'bg-[#f5f5f4]', 'text-[30rpx]', 'font-bold']
      const inSet = await js(source, all)
      assert.ok(inSet.includes("'px-_b4px_B h-_b40px_B bg-_b_hf5f5f4_B'"), inSet)
      // The set of a build that never saw this file: other classes, not these.
      const notInSet = await js(source, ['font-bold', 'p-2'])
      assert.equal(notInSet, source, 'strings outside a non-empty class set stay as written')
      assert.equal(await js("const tip = 'user/getUserInfo'", ['px-[4px]']), "const tip = 'user/getUserInfo'")
      // The stylesheet has the escaped selector; the raw class left in JS matches no rule.
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { wxss, wxml } = await runTailwind4({ template: '<view class="px-[4px] h-[40px] bg-[#f5f5f4]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.equal(wxml, '<view class="px-_b4px_B h-_b40px_B bg-_b_hf5f5f4_B"></view>', 'templates are rewritten too')
      assert.ok(wxss.includes('.px-_b4px_B'), 'the WXSS rule is written for the escaped name')
      assert.ok(!wxss.includes('px-\\[4px\\]') && !wxss.includes('.px-[4px]'), 'no rule selects the raw px-[4px]')
    },
  },
  {
    id: 'js-class-names-with-slash-colon-dot',
    says: 'max-w-2/3, after:absolute, w-1/2 and p-0.5 stay raw in JS when outside the class set, escape to max-w-2_f3, after_cabsolute, w-1_f2 inside it, and a static template class escapes regardless',
    quotes: [
      { page: JS_PAGE, text: '不带方括号的类名也会这样，只要里面有 `/`、`:`、`.` 这类字符。' },
      { page: JS_PAGE, text: '而同样的类名写在静态 `class` 里一切正常' },
      { page: JS_PAGE, text: '它们在 JS 产物里的正确样子分别是 `max-w-2_f3` 和 `after_cabsolute`（weapp-tailwindcss 4.12.0 实测），`w-1/2` 是 `w-1_f2`。' },
      { page: JS_PAGE_EN, text: 'Class names without square brackets do the same, as long as they contain characters such as `/`, `:` or `.`.' },
      { page: JS_PAGE_EN, text: 'while the same class names in a static `class` work perfectly' },
      { page: JS_PAGE_EN, text: 'Their correct forms in the JS output are `max-w-2_f3` and `after_cabsolute` (tested with weapp-tailwindcss 4.12.0), and `w-1/2` becomes `w-1_f2`.' },
    ],
    async proof() {
      const source = "const cls = ['max-w-2/3', 'after:absolute', 'w-1/2', 'p-0.5']"
      const classes = ['max-w-2/3', 'after:absolute', 'w-1/2', 'p-0.5']
      assert.equal(await js(source, classes), "const cls = ['max-w-2_f3', 'after_cabsolute', 'w-1_f2', 'p-0_d5']")
      assert.equal(await js(source, ['font-bold']), source, 'without the classes in the set nothing is rewritten')
      const ctx = await context()
      const wxml = await ctx.transformWxml('<view class="max-w-2/3 after:absolute"></view>', { runtimeSet: new Set(['font-bold']) })
      assert.equal(wxml, '<view class="max-w-2_f3 after_cabsolute"></view>', 'the static class is escaped whatever the set holds')
    },
  },
  {
    id: 'js-arbitrary-fallback-only-tw4-empty-set',
    says: 'With the default jsArbitraryValueFallback (auto), only a Tailwind CSS 4 context with an empty class set escapes arbitrary values, and only in class positions (className, clsx)',
    quotes: [
      { page: JS_PAGE, text: "例外只有一个：Tailwind CSS 4 项目的集合为空时，写在 `className`、`clsx(...)` 这类类名位置上的任意值会按规则兜底转义（`jsArbitraryValueFallback` 的默认值 `'auto'`）。" },
      { page: JS_PAGE_EN, text: "There is one exception: in a Tailwind CSS 4 project whose set is empty, arbitrary values in class positions such as `className` or `clsx(...)` are escaped by rule as a fallback (the default `'auto'` of `jsArbitraryValueFallback`)." },
    ],
    async proof() {
      const source = "const a = { className: 'px-[4px]' }; const b = clsx('h-[40px]'); const c = 'w-[3px]'"
      const fallback = "const a = { className: 'px-_b4px_B' }; const b = clsx('h-_b40px_B'); const c = 'w-[3px]'"
      assert.equal(await js(source, []), fallback, 'Tailwind CSS 4, empty set, default option')
      assert.equal(await js(source, [], { jsArbitraryValueFallback: 'auto' }), fallback, "the default behaves as 'auto'")
      assert.equal(await js(source, [], { jsArbitraryValueFallback: false }), source, 'false turns the fallback off')
      assert.equal(await js(source, ['font-bold']), source, 'a non-empty set: no fallback')
      assert.equal(await js(source, [], {}, true), source, 'Tailwind CSS 3, empty set: no fallback')
    },
  },
  {
    id: 'template-static-class-by-rule-expressions-by-set',
    says: 'transformWxml escapes static class attributes without the class set, but string literals in {{ }} expressions only when they are in the set',
    quotes: [
      { page: JS_PAGE, text: '模板里 `class="..."` 写死的类名不受影响：静态的模板属性直接按规则转义，不查类名集合。' },
      { page: JS_PAGE, text: '会出问题的是 JS 里的字符串，以及模板 `{{ }}` 表达式里的字符串，后者和 JS 一样按类名集合匹配。' },
      { page: JS_PAGE_EN, text: 'Class names hard-coded in a template\'s `class="..."` are not affected: static template attributes are escaped by rule, without looking at the class name set.' },
      { page: JS_PAGE_EN, text: 'The trouble is with strings in JS, and with strings inside a template\'s `{{ }}` expressions, which are matched against the class name set just as JS is.' },
    ],
    async proof() {
      const ctx = await context()
      const template = `<view class="px-[4px] bg-[#f5f5f4]"></view><view class="{{ ok ? 'h-[40px]' : '' }}"></view>`
      const without = await ctx.transformWxml(template, { runtimeSet: new Set(['font-bold']) })
      assert.ok(without.includes('class="px-_b4px_B bg-_b_hf5f5f4_B"'), without)
      assert.ok(without.includes("'h-[40px]'"), 'the expression string stays raw outside the set')
      const withIt = await ctx.transformWxml(template, { runtimeSet: new Set(['h-[40px]']) })
      assert.ok(withIt.includes("'h-_b40px_B'"), withIt)
    },
  },
  {
    id: 'tw3-content-globs-decide-generation',
    says: 'Tailwind CSS 3.4.19 generates no rule for a class in a .ts file that the content globs do not cover',
    quotes: [
      { page: JS_PAGE, text: '`.ts`、`.js` 文件或者某个子目录没有写进 glob，里面的类名既没有样式，也不在集合中。' },
      { page: JS_PAGE_EN, text: 'If `.ts` or `.js` files, or some subdirectory, are not covered by the globs, the class names in them get no styles and are not in the set either.' },
    ],
    async proof() {
      const files = { 'src/pages/order/index.vue': '<view class="p-[3px]"></view>', 'src/pages/order/styles.ts': "export const s = 'px-[4px]'", 'shared/ui/btn.ts': "export const b = 'mb-[8px]'" }
      const narrow = await tailwind3Css(files, ['src/**/*.vue'])
      assert.ok(narrow.includes('.p-\\[3px\\]') && !narrow.includes('.px-\\[4px\\]'), 'a .ts file outside the globs gets no rule')
      const src = await tailwind3Css(files, ['src/**/*.{vue,ts}'])
      assert.ok(src.includes('.px-\\[4px\\]') && !src.includes('.mb-\\[8px\\]'), 'a directory outside the globs gets no rule')
      const full = await tailwind3Css(files, ['src/**/*.{vue,ts}', 'shared/ui/**/*.ts'])
      assert.ok(full.includes('.mb-\\[8px\\]'), 'listing the directory brings the rule')
    },
  },
  {
    id: 'concatenated-class-neither-generated-nor-escaped',
    says: "A class built as 'w-[' + size + 'px]' gets no rule from Tailwind CSS 3.4.19 and is left alone by transformJs",
    quotes: [
      { page: JS_PAGE, text: "`'w-[' + size + 'px]'` 这样的字符串在源码里并不存在完整的类名，Tailwind CSS 扫描不到，既不会生成样式，也不会被转义。" },
      { page: JS_PAGE_EN, text: "a string such as `'w-[' + size + 'px]'` never contains a complete class name in the source, so Tailwind CSS cannot find it while scanning; it neither generates styles nor gets escaped." },
    ],
    async proof() {
      const source = "export const width = (size: number) => 'w-[' + size + 'px]'"
      const css = await tailwind3Css({ 'src/size.ts': source }, ['src/**/*.ts'])
      assert.ok(!/\.w-\\\[/.test(css), `no w-[…] rule: ${css}`)
      assert.equal(await js(source, ['px-2'], {}, true), source)
      assert.equal(await js(source, ['px-2']), source)
    },
  },
  {
    id: 'tw4-scan-starts-at-cwd-skips-ignored-needs-source',
    says: '@tailwindcss/postcss 4.3.5 scans from process.cwd() (not the CSS file), @tailwindcss/vite from Vite root; .gitignore and node_modules are skipped; @source paths, relative to the CSS file, add outside code',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: JS_PAGE, text: '它默认从项目根目录而不是入口 CSS 所在目录开始（`@tailwindcss/postcss` 取进程的当前工作目录，`@tailwindcss/vite` 取 Vite 的 `root`），跳过 `.gitignore` 里的路径和 `node_modules`；起点之外的代码（例如 monorepo 里的共享包）要用 `@source` 登记才有样式。' },
      { page: JS_PAGE, text: '在入口 CSS 里追加来源，路径相对于这个 CSS 文件' },
      { page: JS_PAGE_EN, text: "It starts from the project root, not from the directory of the entry CSS (`@tailwindcss/postcss` uses the process's current working directory, `@tailwindcss/vite` uses Vite's `root`), and skips paths in `.gitignore` as well as `node_modules`." },
      { page: JS_PAGE_EN, text: 'Code outside that starting point (such as a shared package in a monorepo) gets styles only once it is registered with `@source`.' },
      { page: JS_PAGE_EN, text: 'Add sources in the entry CSS; paths are relative to that CSS file' },
    ],
    async proof() {
      const x = await tw4Experiment()
      const has = (css: string, cls: string) => css.includes(tw4Selector(cls))
      // Run from the project root with the CSS in src/: the project root's file is scanned.
      assert.ok(has(x.css.fromApp, MARK.src) && has(x.css.fromApp, MARK.projectRoot), 'cwd = project root scans the whole project')
      assert.ok(!has(x.css.fromApp, MARK.ignored), '.gitignore paths are skipped')
      assert.ok(!has(x.css.fromApp, MARK.nodeModules), 'node_modules is skipped')
      assert.ok(!has(x.css.fromApp, MARK.outside), 'code outside the project is not scanned')
      // The same CSS run from src/: the start moved with the working directory, not with the CSS file.
      assert.ok(has(x.css.fromSrc, MARK.src) && !has(x.css.fromSrc, MARK.projectRoot), 'the start is the working directory')
      // @source "../../shared/ui" and "./generated/**/*.js", relative to src/app.css.
      assert.ok(has(x.css.withSources, MARK.outside) && has(x.css.withSources, MARK.ignored), '@source adds both')
      assert.match(x.postcssSource, /let r=e\.base\?\?process\.cwd\(\)/, '@tailwindcss/postcss: base defaults to process.cwd()')
      assert.match(x.postcssSource, /\[\{base:r,pattern:"\*\*\/\*",negated:!1\}\]/, '@tailwindcss/postcss: the automatic source is that base')
      assert.match(x.viteSource, /return new \w+\(\w+,(\w+)\.root,\1\?\.css\.devSourcemap/, '@tailwindcss/vite: the base is the resolved config root')
      assert.match(x.viteSource, /\{base:this\.base,pattern:"\*\*\/\*",negated:!1\}/, '@tailwindcss/vite: the automatic source is that base')
    },
  },
  {
    id: 'webpack-tw4-class-set-ignores-at-source',
    says: 'weapp-tailwindcss/webpack 4.12.0 with Tailwind CSS 4 collects its class set from the base directory, skipping .gitignore and node_modules and ignoring @source; tailwindcss.v4.sources replaces that scan',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: JS_PAGE, text: 'JS 用的类名集合则由 weapp-tailwindcss 4.12.0 另外收集，它不读取入口 CSS 里的 `@source`' },
      { page: JS_PAGE, text: '`weapp-tailwindcss/webpack` 从插件的基准目录扫描源码，同样跳过 `.gitignore` 和 `node_modules`。基准目录之外或被忽略的代码，即使写了 `@source`、样式也生成了，JS 里的任意值仍原样不动，要另外写进插件选项 `tailwindcss.v4.sources`（见下文）。' },
      { page: JS_PAGE, text: '用 `weapp-tailwindcss/webpack` 时，`@source` 只管样式。' },
      { page: JS_PAGE, text: '写了这一项就不再用默认的扫描范围，所以项目目录本身也要列进去' },
      { page: JS_PAGE_EN, text: 'The class name set used for JS is collected separately by weapp-tailwindcss 4.12.0, which does not read the `@source` lines of the entry CSS' },
      { page: JS_PAGE_EN, text: '`weapp-tailwindcss/webpack` scans the source from the plugin\'s base directory and also skips `.gitignore` and `node_modules`.' },
      { page: JS_PAGE_EN, text: 'For code outside the base directory or in an ignored one, the arbitrary values in JS stay as they are even when `@source` is there and the styles were generated' },
      { page: JS_PAGE_EN, text: 'With `weapp-tailwindcss/webpack`, `@source` only takes care of the styles.' },
      { page: JS_PAGE_EN, text: 'Once this option is set, the default scan is no longer used, so list the project\'s own directory as well' },
    ],
    async proof() {
      const x = await tw4Experiment()
      const w = x.webpack.source
      assert.equal(formIn(w, MARK.src), 'escaped', 'a class inside the project is escaped')
      assert.equal(formIn(w, MARK.outside), 'raw', 'outside the base directory: raw, although @source lists it')
      assert.equal(formIn(w, MARK.ignored), 'raw', 'in a .gitignore path: raw, although @source lists it')
      assert.equal(formIn(w, MARK.nodeModules), 'raw', 'in node_modules: raw')
      const tw4Css = x.css.withSources
      assert.ok(tw4Css.includes(tw4Selector(MARK.outside)) && tw4Css.includes(tw4Selector(MARK.ignored)), 'the styles for both were generated')
      const s = x.webpack.sources
      for (const cls of [MARK.src, MARK.outside, MARK.ignored]) assert.equal(formIn(s, cls), 'escaped', `${cls} with tailwindcss.v4.sources`)
      const only = x.webpack['sources-without-project']
      assert.equal(formIn(only, MARK.outside), 'escaped', 'the listed directory is scanned')
      assert.equal(formIn(only, MARK.src), 'raw', 'the project itself is no longer scanned once sources is set without it')
    },
  },
  {
    id: 'vite-tw4-class-set-from-bundle',
    says: 'weapp-tailwindcss/vite 4.12.0 with Tailwind CSS 4 escapes class strings of every bundled file, scanned or not, while @tailwindcss/postcss generates no rule for the unscanned file',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: JS_PAGE, text: '`weapp-tailwindcss/vite` 直接从构建产物的 JS 和模板里收集，打包进来的字符串都会转义。这时缺的是样式：文件没被 Tailwind CSS 扫描到，JS 里已是 `px-_b4px_B`，`app.wxss` 里却没有这条规则。' },
      { page: JS_PAGE_EN, text: '`weapp-tailwindcss/vite` collects the class names from the built JS and templates themselves, so every bundled string is escaped.' },
      { page: JS_PAGE_EN, text: 'when Tailwind CSS did not scan the file, the JS already says `px-_b4px_B` but `app.wxss` has no such rule' },
    ],
    async proof() {
      const x = await tw4Experiment()
      const v = x.vite.entries // cssEntries: src/plain.css, which has no @source
      for (const cls of [MARK.src, MARK.outside, MARK.ignored, MARK.nodeModules]) assert.equal(formIn(v, cls), 'escaped', `${cls} in the Vite bundle`)
      assert.ok(!x.css.fromApp.includes(tw4Selector(MARK.outside)), 'Tailwind CSS generated no rule for the unscanned file')
    },
  },
  {
    id: 'tw4-class-set-needs-css-entries-for-theme',
    says: 'Without cssEntries, weapp-tailwindcss 4.12.0 (webpack and Vite) does not escape a class that uses an @theme colour; with it, it does',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: JS_PAGE, text: '两者都靠 `cssEntries` 找到入口 CSS，才认得 `@theme` 里定义的名字：漏配时，`bg-brand/50` 这种用了自定义颜色的类名不会被转义。' },
      { page: JS_PAGE_EN, text: 'Both rely on `cssEntries` to find the entry CSS, which is how they know the names defined in `@theme`: without it, a class such as `bg-brand/50` that uses a custom color is not escaped.' },
    ],
    async proof() {
      const x = await tw4Experiment()
      assert.equal(formIn(x.webpack.source, MARK.theme), 'escaped', 'webpack with cssEntries')
      assert.equal(formIn(x.webpack['no-entries'], MARK.theme), 'raw', 'webpack without cssEntries')
      assert.equal(formIn(x.webpack['no-entries'], MARK.src), 'escaped', 'webpack without cssEntries still escapes default-theme classes')
      assert.equal(formIn(x.vite.entries, MARK.theme), 'escaped', 'Vite with cssEntries')
      assert.equal(formIn(x.vite['no-entries'], MARK.theme), 'raw', 'Vite without cssEntries')
    },
  },
])
