// Claims of the FAQ overview (docs/issues/index.md and its English twin): the short answers.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, root, tw4PostcssFresh, unpacked } from './support/issues'

const FAQ = 'docs/issues/index.md'
const FAQ_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/index.md'

/** Selectors of the first rule in `css` whose selector mentions `needle`. */
function selectorOf(css: string, needle: string): string {
  const line = css.split('\n').find(l => l.includes(needle) && l.trimEnd().endsWith('{'))
  assert.ok(line, `no rule mentions ${needle}`)
  return line.replace(/\s*\{\s*$/, '')
}

export default defineClaims(import.meta.url, [
  {
    id: 'faq-doctor-checks-node-packages-postcss',
    says: 'weapp-tw doctor (4.12.0) reports on the Node.js version, the installed weapp-tailwindcss and Tailwind CSS, and the PostCSS configuration',
    quotes: [
      { page: FAQ, text: '它会检查 Node.js 版本、weapp-tailwindcss 与 Tailwind CSS 是否安装、PostCSS 配置等' },
      { page: FAQ_EN, text: 'It checks your Node.js version, whether weapp-tailwindcss and Tailwind CSS are installed, your PostCSS configuration and more' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const result = await runCommand(process.execPath, [path.join(root, 'node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js'), 'doctor'], { cwd: root })
      assert.equal(result.exitCode, 0, result.output)
      for (const line of [/\] Node\.js: .*20\.|\] Node\.js: /, /\] weapp-tailwindcss: .*weapp-tailwindcss@4\.12\.0/, /\] Tailwind CSS: .*tailwindcss@4\.3\.5/, /\] PostCSS 配置: /]) {
        assert.match(result.output, line)
      }
    },
  },
  {
    id: 'faq-transform-wxss-keeps-tailwind-directives',
    says: 'transformWxss (4.12.0) leaves @tailwind base; and @import "tailwindcss"; in the output unchanged; Tailwind CSS 3.4.19 leaves @import "tailwindcss"; unchanged',
    quotes: [
      { page: FAQ, text: 'weapp-tailwindcss 本身不展开也不删除它们（实测交给 4.12.0 的 `transformWxss`，两种写法都原样保留）' },
      { page: FAQ, text: '3.x（实测 Tailwind CSS 3.4.19）' },
      { page: FAQ, text: '原样输出：这是 4 的写法，3 不认识' },
      { page: FAQ_EN, text: 'Output unchanged: this is the v4 syntax, which v3 does not understand' },
      { page: FAQ_EN, text: 'weapp-tailwindcss itself neither expands nor removes them (tested by passing both forms to `transformWxss` in 4.12.0: both are kept as they are)' },
      { page: FAQ_EN, text: '3.x (tested with Tailwind CSS 3.4.19)' },
    ],
    async proof() {
      for (const tailwind3 of [false, true]) {
        const ctx = await context({}, tailwind3)
        const css = (await ctx.transformWxss('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@import "tailwindcss";\n.card{color:red}')).css
        for (const kept of ['@tailwind base;', '@tailwind components;', '@tailwind utilities;', '@import "tailwindcss";']) assert.ok(css.includes(kept), `${kept} kept (tailwind3=${tailwind3})`)
      }
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      const out = await postcss([tailwindcss3({ content: [{ raw: '<view class="flex p-4"></view>', extension: 'html' }], corePlugins: { preflight: false } } as never)]).process('@import "tailwindcss";\n.card{color:red}', { from: undefined })
      assert.equal(out.css, '@import "tailwindcss";\n.card{color:red}', 'Tailwind CSS 3 leaves the v4 import alone')
    },
  },
  {
    id: 'faq-tw4-postcss-v3-directives',
    says: '@tailwindcss/postcss 4.3.5: only @tailwind base/components leaves the CSS unchanged; the three @tailwind lines generate flex and w-[120rpx] but not bg-red-500, p-4, text-lg, without an error',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FAQ, text: '4.x（4.3.5，`@tailwindcss/postcss`）' },
      { page: FAQ, text: '只有 `@tailwind base;`、`@tailwind components;` 两行' },
      { page: FAQ_EN, text: 'Only the two lines `@tailwind base;` and `@tailwind components;`' },
      { page: FAQ, text: '不报错，但只生成 `flex`、`w-[120rpx]` 这类不依赖主题的类；' },
      { page: FAQ, text: '`bg-red-500`、`p-4`、`text-lg` 都不会生成' },
      { page: FAQ_EN, text: '4.x (Tailwind CSS 4.3.5, `@tailwindcss/postcss`)' },
      { page: FAQ_EN, text: 'No error, but only classes that do not depend on the theme, such as `flex` and `w-[120rpx]`, are generated; `bg-red-500`, `p-4` and `text-lg` are not' },
    ],
    async proof() {
      const page = { 'index.wxml': '<view class="flex w-[120rpx] bg-red-500 p-4 text-lg"></view>' }
      const two = '@tailwind base;\n@tailwind components;\n'
      const onlyTwo = await tw4PostcssFresh('two-directives', two, page)
      assert.equal(onlyTwo.exitCode, 0, onlyTwo.output)
      assert.equal(onlyTwo.css, two, 'two @tailwind lines: output unchanged')
      const three = await tw4PostcssFresh('three-directives', `${two}@tailwind utilities;\n`, page)
      assert.equal(three.exitCode, 0, three.output)
      assert.ok(three.css.includes('.flex {') && three.css.includes('.w-\\[120rpx\\] {'), three.css)
      for (const missing of ['.bg-red-500', '.p-4', '.text-lg']) assert.ok(!three.css.includes(missing), `${missing} is not generated`)
    },
  },
  {
    id: 'faq-space-divide-children-view-text',
    says: 'By default 4.12.0 turns the child selectors of space-y-4/divide-y into view+view, view+text, text+view, text+text (TW4 and TW3); an array adds button; a comma string breaks the selector',
    quotes: [
      { page: FAQ, text: '| `space-y-*`、`divide-*` 只对 `view` 和 `text` 生效 |' },
      { page: FAQ, text: '子元素选择器里的 `*` 不会原样写进小程序样式：weapp-tailwindcss 4.12.0 默认把 `space-*`、`divide-*` 的子元素选择器限定为 `view` 和 `text`。' },
      { page: FAQ, text: '写成 `\'view,text,button\'` 这样的字符串会拼出错误的选择器' },
      { page: FAQ, text: '`space-y-4` 被展开成 `view+view`、`view+text`、`text+view`、`text+text` 四组相邻选择器' },
      { page: FAQ, text: '把其中一个子元素改成 `button`，它就不再拿到间距。' },
      { page: FAQ_EN, text: '| `space-y-*` and `divide-*` only work on `view` and `text` |' },
      { page: FAQ_EN, text: 'The `*` of child selectors is not written into mini-program styles as it is: weapp-tailwindcss 4.12.0 by default limits the child selectors of `space-*` and `divide-*` to `view` and `text`.' },
      { page: FAQ_EN, text: 'a string such as `\'view,text,button\'` produces broken selectors' },
      { page: FAQ_EN, text: '`space-y-4` expands into four adjacent sibling selectors, `view+view`, `view+text`, `text+view` and `text+text`' },
      { page: FAQ_EN, text: 'Change one of the children into a `button` and it no longer gets the spacing.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { EXAMPLES } = await import('../src/components/Play/examples')
      const example = EXAMPLES.find(e => e.id === 'space-y')!
      const four = (_cls: string) => ['view+view', 'view+text', 'text+view', 'text+text']
      const children = (selector: string) => selector.split(',').map(part => part.replace(/^.*>/, '')).sort()
      const tw4 = await runTailwind4({ template: `${example.input.template}<view class="divide-y"></view>`, css: example.input.css, options: {} })
      for (const cls of ['.space-y-4', '.divide-y']) assert.deepEqual(children(selectorOf(tw4.wxss, cls)), four(cls).sort(), `TW4 ${cls}`)
      const tw3 = await runTailwind3({ template: '<view class="space-y-4 divide-y"></view>', options: {} })
      for (const cls of ['.space-y-4', '.divide-y']) assert.deepEqual(children(selectorOf(tw3.wxss, cls)), four(cls).sort(), `TW3 ${cls}`)
      assert.ok(!selectorOf(tw4.wxss, '.space-y-4').includes('button') && !selectorOf(tw4.wxss, '.space-y-4').includes('*'), 'no button, no *')
      const widened = await runTailwind4({ template: '<view class="space-y-4"></view>', css: example.input.css, options: { cssChildCombinatorReplaceValue: ['view', 'text', 'button'] } })
      assert.ok(children(selectorOf(widened.wxss, '.space-y-4')).includes('button+button'), 'the array adds button')
      const broken = await runTailwind4({ template: '<view class="space-y-4"></view>', css: example.input.css, options: { cssChildCombinatorReplaceValue: 'view,text,button' } })
      const parts = selectorOf(broken.wxss, '.space-y-4').split(',')
      assert.ok(parts.some(part => /^text:not\(#\\#\)$/.test(part)), `a comma string leaves a bare text selector: ${parts.join(' | ')}`)
    },
  },
  {
    id: 'faq-hover-removed-hover-class-escaped-disabled-kept',
    says: 'By default (cssRemoveHoverPseudoClass: true) 4.12.0 removes hover: rules, keeps :disabled and :active rules, and escapes a hover-class attribute',
    quotes: [
      { page: FAQ, text: '小程序里没有鼠标悬停，插件默认删除 `:hover` 规则（选项 `cssRemoveHoverPseudoClass`）' },
      { page: FAQ, text: '属性值同样会被转义，例如 `hover-class="bg-[#0369a1]"`' },
      { page: FAQ, text: '`disabled:`、`active:` 生成的 `:disabled`、`:active` 规则插件会保留' },
      { page: FAQ_EN, text: 'the plugin removes `:hover` rules by default (option `cssRemoveHoverPseudoClass`)' },
      { page: FAQ_EN, text: 'its value is escaped too, for example `hover-class="bg-[#0369a1]"`' },
      { page: FAQ_EN, text: 'The plugin keeps the `:disabled` and `:active` rules that `disabled:` and `active:` generate' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<button class="hover:bg-red-500 disabled:opacity-50 active:bg-sky-500" hover-class="bg-[#0369a1]"></button>'
      for (const [name, out] of [['TW4', await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })], ['TW3', await runTailwind3({ template, options: {} })]] as const) {
        assert.ok(out.css.includes(':hover'), `${name}: Tailwind CSS generated a :hover rule`)
        assert.ok(!out.wxss.includes(':hover'), `${name}: the :hover rule is removed`)
        assert.ok(out.wxss.includes('.disabled_copacity-50:disabled'), `${name}: :disabled kept`)
        assert.ok(out.wxss.includes('.active_cbg-sky-500:active'), `${name}: :active kept`)
        assert.ok(out.wxml.includes('hover-class="bg-_b_h0369a1_B"'), `${name}: hover-class escaped`)
      }
      const kept = await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: { cssRemoveHoverPseudoClass: false } })
      assert.ok(kept.wxss.includes(':hover'), 'the option is what removes it')
    },
  },
  {
    id: 'faq-vite-plugin-name-before-and-after-4-1-0',
    says: 'The Vite adaptor plugin is named vite-plugin-uni-app-weapp-tailwindcss-adaptor in 4.0.11 and weapp-tailwindcss:adaptor from 4.1.0; 4.12.0 registers weapp-tailwindcss:adaptor:post',
    slow: true,
    quotes: [
      { page: FAQ, text: '方括号里是插件名，上面是 4.1.0 之前的写法。' },
      { page: FAQ, text: '插件从 4.1.0 起改名，在 4.12.0 中遇到同类错误时，方括号里会是 `weapp-tailwindcss:adaptor:post` 这类以 `weapp-tailwindcss:adaptor` 开头的名字。' },
      { page: FAQ_EN, text: 'The part in square brackets is the plugin name, and the one above is how it was written before 4.1.0.' },
      { page: FAQ_EN, text: 'The plugin was renamed in 4.1.0; with 4.12.0, the same kind of error shows a name starting with `weapp-tailwindcss:adaptor` in the brackets, such as `weapp-tailwindcss:adaptor:post`.' },
    ],
    async proof() {
      const nameIn = (dir: string) => {
        const names = new Set<string>()
        for (const file of fs.readdirSync(path.join(dir, 'dist')).filter(f => f.endsWith('.js'))) {
          for (const m of fs.readFileSync(path.join(dir, 'dist', file), 'utf8').matchAll(/vitePluginName = "([^"]+)"/g)) names.add(m[1]!)
        }
        return [...names]
      }
      assert.deepEqual(nameIn(unpacked('weapp-tailwindcss@4.0.11')), ['vite-plugin-uni-app-weapp-tailwindcss-adaptor'])
      assert.deepEqual(nameIn(unpacked('weapp-tailwindcss@4.1.0')), ['weapp-tailwindcss:adaptor'])
      const installed = path.join(root, 'node_modules/weapp-tailwindcss')
      assert.deepEqual(nameIn(installed), ['weapp-tailwindcss:adaptor'])
      const vite = fs.readdirSync(path.join(installed, 'dist')).filter(f => f.endsWith('.js')).map(f => fs.readFileSync(path.join(installed, 'dist', f), 'utf8')).join('\n')
      assert.ok(vite.includes('name: `${_chunkHVNGIKLSjs.vitePluginName}:post`'), 'a plugin named <name>:post is registered')
    },
  },
  {
    id: 'faq-uni-platform-app-vs-app-plus',
    says: 'uni-app Vue 3 (@dcloudio/uni-cli-shared 3.x) tests UNI_PLATFORM against app; the Vue 2 CLI (@dcloudio/vue-cli-plugin-uni 2.x) against app-plus',
    slow: true,
    quotes: [
      { page: FAQ, text: 'Vue 3 项目中 App 平台的 `UNI_PLATFORM` 值为 `app`，Vue 2 项目为 `app-plus`' },
      { page: FAQ_EN, text: 'For the App platform, `UNI_PLATFORM` is `app` in Vue 3 projects and `app-plus` in Vue 2 projects' },
    ],
    async proof() {
      const vue3 = unpacked('@dcloudio/uni-cli-shared@3.0.0-5020420260813003')
      const vue2 = unpacked('@dcloudio/vue-cli-plugin-uni@2.0.2-5000720260410001')
      const platform3 = fs.readFileSync(path.join(vue3, 'dist/platform.js'), 'utf8')
      assert.ok(platform3.includes("process.env.UNI_PLATFORM === 'app'"), 'Vue 3 compares with app')
      const env2 = fs.readFileSync(path.join(vue2, 'lib/env.js'), 'utf8')
      assert.ok(env2.includes("process.env.UNI_PLATFORM === 'app-plus'"), 'Vue 2 compares with app-plus')
      assert.ok(!/UNI_PLATFORM === 'app'[^-]/.test(env2), 'Vue 2 never compares with a bare app')
    },
  },
  {
    id: 'faq-pnpm-8-resolution-mode-default',
    says: 'pnpm 8.0.0 and 8.6.12 default resolution-mode to lowest-direct; 7.33.7 and 8.7.0 to highest',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FAQ, text: 'pnpm 8.0.0 至 8.6.x 把 `resolution-mode` 的默认值定为 `lowest-direct`（8.7.0 起又改回 `highest`）' },
      { page: FAQ_EN, text: 'pnpm 8.0.0 to 8.6.x set the default of `resolution-mode` to `lowest-direct` (8.7.0 changed it back to `highest`)' },
    ],
    async proof() {
      const defaultOf = (version: string) => {
        const text = fs.readFileSync(path.join(unpacked(`pnpm@${version}`), 'dist/pnpm.cjs'), 'utf8')
        return [...new Set([...text.matchAll(/"resolution-mode": "([a-z-]+)"/g)].map(m => m[1]))]
      }
      assert.deepEqual(defaultOf('7.33.7'), ['highest'])
      assert.deepEqual(defaultOf('8.0.0'), ['lowest-direct'])
      assert.deepEqual(defaultOf('8.6.12'), ['lowest-direct'])
      assert.deepEqual(defaultOf('8.7.0'), ['highest'])
    },
  },
  {
    id: 'faq-dev-rebuild-known-causes',
    says: 'uni-app-tailwindcss-template#33 (Windows, dev incremental build, <script> arbitrary values) was fixed in 4.10.3; weapp-tailwindcss#123 traced Taro updates not recomputing PostCSS to taro-plugin-compiler-optimization',
    quotes: [
      { page: FAQ, text: 'uni-app 项目在 Windows 上差量编译后，写在 `<script>` 里的任意值（如 `bg-[#000]`）转义失败，是 4.10.3 之前的问题' },
      { page: FAQ, text: 'Taro 项目装了 `taro-plugin-compiler-optimization` 时，保存页面不会触发 PostCSS 重新计算' },
      { page: FAQ_EN, text: 'In uni-app projects on Windows, arbitrary values written in `<script>` (such as `bg-[#000]`) failed to escape after an incremental build; that was a problem before 4.10.3' },
      { page: FAQ_EN, text: 'In Taro projects with `taro-plugin-compiler-optimization` installed, saving a page does not trigger a PostCSS recompute' },
    ],
    manual: {
      ran: 'Read the thread of sonofmagic/uni-app-tailwindcss-template#33 (Windows 11, `pnpm dev`, `bg-[#000]` in <script> lost after an incremental build; the reporter confirms 4.10.3 fixes it) and the 4.10.3 entry of packages/weapp-tailwindcss/CHANGELOG.md at tag weapp-tailwindcss@4.12.0 (fix for <script> arbitrary values in Vite dev incremental builds, issue #33); read sonofmagic/weapp-tailwindcss#123 (the maintainer reproduced on the reporter\'s Taro 3.3.10 repository and updates came back after commenting out taro-plugin-compiler-optimization)',
      versions: 'weapp-tailwindcss 4.10.3 / 4.12.0 CHANGELOG; Taro 3.3.10 with weapp-tailwindcss-webpack-plugin 1.9.2 (issue #123)',
      on: '2026-11-28',
      why: 'both need a watch build in WeChat DevTools (and Windows for #33); the sources are the issue threads and the changelog at the tag, which the checks cannot reach offline',
    },
  },
])
