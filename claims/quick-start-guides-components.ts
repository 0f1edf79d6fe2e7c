// Claims of the guide on building and importing components written with Tailwind CSS
// (docs/quick-start/build-or-import-outside-components.mdx) and its English page. The page's CSS runs through
// Tailwind CSS 3.4.19 and 4.3.5 (@tailwindcss/node), Vue's scoped styles through @vue/compiler-sfc.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const COMP = page('build-or-import-outside-components.mdx')
const BADGE = 'src/components/StatusBadge/index.css'

/** @tailwindcss/node 4.3.5 as this site installs it. */
async function tailwind4Node() {
  const { createRequire } = await import('node:module')
  const { ROOT } = await import('./support/quick-start-v3')
  return { ROOT, node: createRequire(`${ROOT}package.json`)('@tailwindcss/node') as {
    compile: (css: string, o: { base: string, onDependency: () => void }) => Promise<{ build: (candidates: string[]) => string }>
  } }
}

export default defineClaims(import.meta.url, [
  {
    id: 'guides-components-global-utilities-and-preflight',
    says: 'Tailwind CSS 3.4.19 writes utilities as bare class selectors (.p-4, .rounded), so two stylesheets generating them both target the same class; its preflight resets tag selectors (h1, img, button …)',
    quotes: [
      { page: COMP.zh, text: '生成结果默认是**全局生效**的工具类。' },
      { page: COMP.en, text: 'By default the result is utility classes that **apply globally**.' },
      { page: COMP.zh, text: '组件库自带一份 `.p-4`、`.rounded` 之类的样式，使用方自己也会生成一份。' },
      { page: COMP.zh, text: '组件库把 preflight（基础重置样式）一起打包时，会把使用方页面里的标签样式也重置一遍。' },
      { page: COMP.en, text: 'If the component library bundles preflight (the base reset styles), it resets the tag styles on the consuming project\'s pages as well.' },
    ],
    async proof() {
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      const run = async (css: string, preflight: boolean) => (await postcss([tailwindcss3({ content: [{ raw: '<a class="p-4 rounded">', extension: 'html' }], corePlugins: { preflight } } as never)]).process(css, { from: undefined })).css
      assert.deepEqual((await run('@tailwind utilities;', false)).match(/^\.[^ ]+ \{/gm), ['.rounded {', '.p-4 {'])
      const base = await run('@tailwind base;', true)
      for (const tag of ['h1,\nh2', 'img,\nsvg', 'button,\ninput']) assert.ok(base.includes(tag), tag)
    },
  },
  {
    id: 'guides-components-apply-tailwind3',
    says: 'Tailwind CSS 3.4.19 with the page\'s component CSS (@config to a config scanning only index.vue, @tailwind utilities, .ice-badge with @apply and theme()) outputs only the .ice-badge rule, with the declarations @apply expands and background-color #059669',
    quotes: [
      { page: COMP.zh, text: '组件模板里只出现一个自己命名、足够独特的类名，样式在 CSS 里用 `@apply` 和主题值拼出来。' },
      { page: COMP.en, text: 'The component\'s template contains only one class name, named by you and distinctive enough, and the styles are assembled in CSS with `@apply` and theme values.' },
      { page: COMP.zh, text: '以组件文件（或统一导出的 `index.ts`）为入口打包后，产物里只有 `.ice-badge` 一条规则，声明由 `@apply` 展开而来，不会夹带任何全局工具类。' },
      { page: COMP.en, text: 'After bundling with the component file (or an `index.ts` that exports everything) as the entry, the output contains a single `.ice-badge` rule whose declarations come from expanding `@apply`, with no global utility classes mixed in.' },
      { page: COMP.zh, text: '| 自定义类名 + `@apply` | 组件自己命名的类，如 `.ice-badge` |' },
      { page: COMP.en, text: '| Custom class names + `@apply` | Classes the component names itself, such as `.ice-badge` |' },
    ],
    async proof() {
      const { scratch, write } = await import('./support/uni-css')
      const { block, ROOT } = await import('./support/quick-start-v3')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = scratch('qs3-components')
      const css = await block(COMP.zh, BADGE) // the first block with this title: the Tailwind CSS 3 one
      assert.ok(css.startsWith('@config'), css)
      write(dir, {
        'src/components/StatusBadge/index.vue': await block(COMP.zh, 'src/components/StatusBadge/index.vue'),
        'src/components/StatusBadge/tailwind.config.js': await block(COMP.zh, 'src/components/StatusBadge/tailwind.config.js'),
        [BADGE]: css,
      })
      const out = await runCommand(process.execPath, ['-e', `
        const fs = require('node:fs'); const path = require('node:path')
        const postcss = require(${JSON.stringify(`${ROOT}node_modules/postcss`)}); const tw = require(${JSON.stringify(`${ROOT}node_modules/tailwindcss-3`)})
        const file = path.resolve(${JSON.stringify(BADGE)})
        postcss([tw()]).process(fs.readFileSync(file, 'utf8'), { from: file }).then(r => console.log('CSS ' + JSON.stringify(r.css)))
      `], { cwd: dir })
      const line = out.output.split('\n').find(l => l.startsWith('CSS '))
      assert.ok(line, out.output)
      const result = (JSON.parse(line.slice(4)) as string).trim().replace(/\s+/g, ' ')
      assert.equal((result.match(/\{/g) ?? []).length, 1, `one rule: ${result}`)
      assert.match(result, /^\.ice-badge \{ display: inline-flex; align-items: center; border-radius: 9999px; padding-left: 0\.5rem; padding-right: 0\.5rem; font-size: 0\.75rem; line-height: 1rem;[^}]*background-color: #059669 \}$/)
    },
  },
  {
    id: 'guides-components-apply-tailwind4',
    says: 'Tailwind CSS 4.3.5: the page\'s @reference "tailwindcss" CSS outputs only .ice-badge; --theme(--color-emerald-600) becomes var(--color-emerald-600, oklch(59.6% 0.145 163.225)) and the @apply declarations carry fallbacks; no theme variable is defined in it; a plain build outputs only the theme variables that are used',
    quotes: [
      { page: COMP.zh, text: 'Tailwind CSS 4 的写法，用 `@reference` 引入主题而不输出任何工具类：' },
      { page: COMP.en, text: 'With Tailwind CSS 4, bring in the theme with `@reference`, which outputs no utility classes:' },
      { page: COMP.zh, text: '取主题值时用 `--theme()` 而不是直接写 `var(--color-emerald-600)`：`@reference` 不会输出主题变量，而使用方的 Tailwind CSS 4 默认只输出用到过的主题变量，直接写 `var()` 时这个变量在使用方那里可能根本不存在，背景色就丢了；`--theme()` 编译后是 `var(--color-emerald-600, oklch(59.6% 0.145 163.225))`，自带回退值。`@apply` 展开的声明同样带有回退值。' },
      { page: COMP.en, text: 'Use `--theme()` to read theme values rather than writing `var(--color-emerald-600)` directly: `@reference` does not output theme variables, and the consuming project\'s Tailwind CSS 4 by default outputs only the theme variables that are actually used, so with a bare `var()` the variable may not exist at all in the consuming project and the background color is lost.' },
      { page: COMP.en, text: '`--theme()` compiles to `var(--color-emerald-600, oklch(59.6% 0.145 163.225))`, which carries its own fallback.' },
      { page: COMP.en, text: 'The declarations that `@apply` expands into carry fallbacks as well.' },
    ],
    async proof() {
      const { ROOT, node } = await tailwind4Node()
      const blocks = await import('../lib/content/codeBlocks')
      const fs = await import('node:fs')
      const path = await import('node:path')
      const v4 = blocks.codeBlocks(fs.readFileSync(path.join(ROOT, COMP.zh), 'utf8')).filter(b => b.title === BADGE).map(b => b.code).find(code => code.startsWith('@reference'))
      assert.ok(v4, 'the Tailwind CSS 4 block')
      const out = (await node.compile(v4, { base: ROOT, onDependency() {} })).build([]).replace(/\/\*![^*]*\*\/\s*/, '').trim()
      assert.equal((out.match(/\{/g) ?? []).length, 1, `one rule: ${out}`)
      assert.match(out, /background-color: var\(--color-emerald-600, oklch\(59\.6% 0\.145 163\.225\)\);/)
      assert.match(out, /padding-inline: calc\(var\(--spacing, 0\.25rem\) \* 2\);/)
      assert.match(out, /color: var\(--color-white, #fff\);/)
      assert.doesNotMatch(out, /--color-emerald-600:/, 'no theme variable defined')
      const used = (await node.compile('@import "tailwindcss";', { base: ROOT, onDependency() {} })).build(['bg-emerald-600'])
      assert.match(used, /--color-emerald-600:/)
      assert.doesNotMatch(used, /--color-emerald-500:/, 'only the variables in use')
    },
  },
  {
    id: 'guides-components-prefix',
    says: 'Tailwind CSS 3.4.19 with prefix: \'ice-\' generates .ice-rounded-full and .ice-px-2 and nothing for rounded-full; Tailwind CSS 4.3.5 with @import "tailwindcss" prefix(ice) generates .ice\\:rounded-full, prefixes the theme variables (--ice-spacing) and ignores the unprefixed class',
    quotes: [
      { page: COMP.zh, text: 'Tailwind CSS 3 中类名写成 `ice-rounded-full ice-px-2`。Tailwind CSS 4 在导入时声明前缀，前缀以变体的形式出现在最前面，写成 `ice:rounded-full ice:px-2`，生成的主题变量也会带上前缀：' },
      { page: COMP.en, text: 'In Tailwind CSS 3 the class names are written `ice-rounded-full ice-px-2`.' },
      { page: COMP.en, text: 'Tailwind CSS 4 declares the prefix at import time; the prefix appears first, in the form of a variant, as in `ice:rounded-full ice:px-2`, and the generated theme variables are prefixed too:' },
      { page: COMP.zh, text: '产物里的选择器都以 `ice` 开头，和使用方的无前缀工具类互不干扰。' },
      { page: COMP.en, text: 'Every selector in the output starts with `ice`, so it does not interfere with the consuming project\'s unprefixed utility classes.' },
      { page: COMP.zh, text: '各家 UI 库都用前缀隔离样式，Tailwind CSS 也内置了这个能力。' },
      { page: COMP.en, text: 'UI libraries all isolate their styles with a prefix, and Tailwind CSS has this built in.' },
    ],
    async proof() {
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      const v3 = (await postcss([tailwindcss3({ prefix: 'ice-', content: [{ raw: '<a class="ice-rounded-full ice-px-2 rounded-full">', extension: 'html' }], corePlugins: { preflight: false } } as never)]).process('@tailwind utilities;', { from: undefined })).css
      assert.deepEqual(v3.match(/^\.[^ ]+/gm), ['.ice-rounded-full', '.ice-px-2'])
      const { ROOT, node } = await tailwind4Node()
      const v4 = (await node.compile('@import "tailwindcss" prefix(ice);', { base: ROOT, onDependency() {} })).build(['ice:rounded-full', 'ice:px-2', 'rounded-full'])
      const utilities = v4.slice(v4.indexOf('@layer utilities'))
      assert.deepEqual(utilities.match(/^\s+\.[^ ]+/gm)!.map(s => s.trim()), ['.ice\\:rounded-full', '.ice\\:px-2'])
      assert.match(utilities, /padding-inline: calc\(var\(--ice-spacing\) \* 2\);/)
      assert.match(v4, /--ice-spacing: 0\.25rem;/)
    },
  },
  {
    id: 'guides-components-scoped',
    says: '@vue/compiler-sfc compileStyle with scoped and id data-v-5f1c rewrites .rounded into .rounded[data-v-5f1c]',
    quotes: [
      { page: COMP.zh, text: 'Vue 的 `<style scoped>` 会给组件节点加上 `data-v-哈希` 属性，并把样式选择器改写成 `.rounded[data-v-5f1c]` 的形式：' },
      { page: COMP.en, text: 'Vue\'s `<style scoped>` adds a `data-v-<hash>` attribute to the component\'s nodes and rewrites the style selectors into the form `.rounded[data-v-5f1c]`:' },
      { page: COMP.zh, text: '| scoped | 工具类加属性选择器，如 `.rounded[data-v-5f1c]` |' },
      { page: COMP.en, text: '| scoped | Utility classes plus an attribute selector, such as `.rounded[data-v-5f1c]` |' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const { compileStyle } = createRequire(`${ROOT}package.json`)('@vue/compiler-sfc') as { compileStyle: (o: object) => { code: string } }
      assert.equal(compileStyle({ source: '.rounded{border-radius:.25rem}', filename: 'index.vue', id: 'data-v-5f1c', scoped: true }).code, '.rounded[data-v-5f1c]{border-radius:.25rem}')
    },
  },
  {
    id: 'guides-components-publish-source',
    says: 'Taro 4.2.1\'s webpack5 runner compiles scripts from the source directory and node_modules paths containing taro only, plus compile.include; Tailwind CSS 4.3.5 automatic detection skips a package in node_modules and @source adds it; Tailwind CSS 3 content globs may name node_modules paths',
    quotes: [
      { page: COMP.zh, text: '第一，让打包工具编译这个依赖的源码（例如 Vue 单文件组件、TypeScript），Taro 等框架默认不编译 `node_modules`，需要在配置里单独放行。' },
      { page: COMP.en, text: 'First, have its bundler compile this dependency\'s source (for example Vue single-file components, TypeScript); frameworks such as Taro do not compile `node_modules` by default, so the package has to be let through explicitly in the configuration.' },
      { page: COMP.zh, text: '/* 自动扫描会跳过 node_modules，需要显式登记组件库源码 */' },
      { page: COMP.en, text: '/* automatic scanning skips node_modules, so register the component library\'s source explicitly */' },
      { page: COMP.zh, text: '这样组件用到的类名会和项目自己的类名一起生成到主样式里，只有一份，也不存在冲突。' },
      { page: COMP.en, text: 'The class names the components use are then generated into the main stylesheet together with the project\'s own, in a single copy with no conflicts.' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed, unpacked, write } = await import('./support/uni-css')
      const mini = fs.readFileSync(path.join(await unpacked('@tarojs/webpack5-runner@4.2.1'), 'dist/webpack/MiniWebpackModule.js'), 'utf8')
      assert.match(mini, /rule\.include = \[\s*sourceDir,\s*filename => \/\(\?<=node_modules\[\\\\\/\]\)\.\*taro\/\.test\(filename\)\s*\];\s*if \(Array\.isArray\(compile\.include\)\) \{\s*rule\.include\.unshift\(\.\.\.compile\.include\);/)
      const dir = await installed(['weapp-tailwindcss@4.12.0', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'postcss@8'])
      write(dir, {
        'src/index.vue': '<view class="bg-[#111111]"></view>',
        'node_modules/@acme/mini-ui/src/badge.vue': '<view class="bg-[#333333]"></view>',
      })
      const { runCommand } = await import('../lib/examples/runCommand')
      const classes = async (css: string) => {
        write(dir, { 'src/app.css': css })
        const out = await runCommand(process.execPath, ['-e', `
          const fs = require('node:fs'); const path = require('node:path'); const postcss = require('postcss'); const tw = require('@tailwindcss/postcss')
          const file = path.resolve('src/app.css')
          postcss([tw()]).process(fs.readFileSync(file, 'utf8'), { from: file }).then(r => console.log('CLASSES ' + (r.css.match(/\\.bg-\\\\\\[\\\\#\\d+\\\\\\]/g) || []).join(' ')))
        `], { cwd: dir })
        return out.output.split('CLASSES ')[1]?.trim()
      }
      assert.equal(await classes('@import "weapp-tailwindcss/index.css";\n'), '.bg-\\[\\#111111\\]', 'node_modules skipped')
      const { block } = await import('./support/quick-start-v3')
      assert.equal(await classes(await block(COMP.zh, 'src/app.css（Tailwind CSS 4）')), '.bg-\\[\\#111111\\] .bg-\\[\\#333333\\]', 'the page\'s @source adds it')
    },
  },
  {
    id: 'guides-components-wechat-styles',
    says: 'WeChat custom components: styles are isolated by default (page and app.wxss classes do not apply); styleIsolation apply-shared (in the component json since base library 2.10.1) or addGlobalClass: true lets page/app styles in; component styles must not use attribute selectors',
    quotes: [
      { page: COMP.zh, text: '这种做法依赖属性选择器，而微信小程序的 WXSS 并不保证支持属性选择器，所以它只适合在 Web 端使用的组件。小程序自定义组件本来就有样式隔离，用不着这一招。' },
      { page: COMP.en, text: 'This approach relies on attribute selectors, and WeChat mini-program WXSS does not guarantee support for attribute selectors, so it only suits components used on the web.' },
      { page: COMP.en, text: 'Mini-program custom components already have style isolation, so they do not need this trick.' },
      { page: COMP.zh, text: '**原生自定义组件的样式隔离**：微信小程序的自定义组件默认只接受自身 WXSS 里的类选择器，`app.wxss` 里的工具类进不去。组件里要用全局工具类时，在组件的 `json` 里设置 `"styleIsolation": "apply-shared"`，或在 `Component` 选项里写 `options: { addGlobalClass: true }`。' },
      { page: COMP.en, text: '**Style isolation of native custom components**: a WeChat mini-program custom component by default accepts only the class selectors from its own WXSS, so utility classes in `app.wxss` cannot get in.' },
      { page: COMP.en, text: 'To use global utility classes in a component, set `"styleIsolation": "apply-shared"` in the component\'s `json`, or write `options: { addGlobalClass: true }` in the `Component` options.' },
    ],
    manual: {
      ran: 'read WeChat\'s custom component style page as copied in pages the search tool returned: coreui.cn/news/270585.html ("默认情况下，自定义组件的样式只受到自定义组件 wxss 的影响"; styleIsolation isolated / apply-shared / shared, supported from base library 2.10.1) and muzhuangnet.com/show/120586/2.html (styleIsolation can be set in the page or component json from 2.10.1; addGlobalClass: true in Component options equals apply-shared); taro.redwoodjs.cn/docs/2.x/component-style quotes the rule that components and the pages using them cannot use id, attribute or tag-name selectors',
      versions: 'WeChat documentation as copied in those pages (base library 2.2.3 and 2.10.1 features)',
      on: '2026-11-29',
      why: 'the WeChat runtime cannot run here',
    },
  },
  {
    id: 'guides-components-custom-attributes',
    says: 'transformWxml escapes class, hover-class and virtualHostClass by default; other attributes need customAttributes',
    quotes: [
      { page: COMP.zh, text: '**通过属性传入类名**：组件对外暴露 `custom-class` 之类的属性时，默认只转义 `class`、`hover-class` 和 `virtualHostClass`，其余属性需要通过 `customAttributes` 选项登记' },
      { page: COMP.en, text: '**Passing class names through attributes**: when a component exposes attributes such as `custom-class`, only `class`, `hover-class` and `virtualHostClass` are escaped by default; any other attribute must be registered through the `customAttributes` option.' },
    ],
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./issues-components'), 'ext-default-attributes-and-custom-attributes')
    },
  },
  {
    id: 'guides-components-demo-removed',
    says: 'how-to-build-components-by-tailwindcss (react-lib and vue-lib, both on the tailwindcss3 catalog) exists at upstream commit 7e1cb77a, which is the parent of c3cb5c4e (2026-03-03) where it is gone',
    quotes: [
      { page: COMP.zh, text: '主仓库曾提供分别用 React 和 Vue 演示以上几种构建方式的示例工程（基于 Tailwind CSS 3），2026 年 3 月已从主分支删除，链接指向删除前的 <a href={buildDemoUrl}>最后一个版本</a>，可以对照源码观察每种做法的写法与最终生成的 CSS。' },
      { page: COMP.en, text: 'The main repository used to provide example projects demonstrating each of these build approaches in React and in Vue (based on Tailwind CSS 3).' },
      { page: COMP.en, text: 'They were removed from the main branch in March 2026; the link points to the <a href={buildDemoUrl}>last version before the removal</a>, where you can compare the source of each approach with the CSS it finally generates.' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile, upstreamCommit } = await import('./support/upstream')
      const before = '7e1cb77a24ce7edb142cf4a21871fbd1d9dbca0e'
      const removal = 'c3cb5c4e6eb902f06306a3564d06e20c5f649e71'
      for (const lib of ['react-lib', 'vue-lib']) assert.match(upstreamFile(before, `how-to-build-components-by-tailwindcss/${lib}/package.json`) ?? '', /"tailwindcss": "catalog:tailwindcss3"/, lib)
      assert.equal(upstreamFile(removal, 'how-to-build-components-by-tailwindcss/README.md'), undefined)
      const commit = upstreamCommit(removal)
      assert.equal(commit.parent, before)
      assert.match(commit.date, /^2026-03-/)
    },
  },
])
