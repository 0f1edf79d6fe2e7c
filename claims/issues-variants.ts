// Claims of docs/issues/more-tags.md and docs/issues/group-and-peer.md (and their English twins):
// what weapp-tailwindcss 4.12.0 does with `*`, dark variants, hover and peer selectors.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, readAll, unpacked } from './support/issues'

const TAGS = 'docs/issues/more-tags.md'
const TAGS_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/more-tags.md'
const GP = 'docs/issues/group-and-peer.md'
const GP_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/group-and-peer.md'

const DARK_PAGE = '<view class="{{ theme === \'dark\' ? \'dark\' : \'\' }}"><view class="bg-white dark:bg-zinc-900 *:p-2">设置项</view><button class="bg-white dark:bg-zinc-900">退出登录</button></view>'

/** Tailwind CSS 3.4.19 with `darkMode`, then weapp-tailwindcss 4.12.0's transformWxss with `options`. */
async function tw3Dark(darkMode: unknown, options: Record<string, unknown> = {}, isMainChunk = true) {
  const { default: postcss } = await import('postcss')
  const { default: tailwindcss3 } = await import('tailwindcss-3')
  const raw = (await postcss([tailwindcss3({ content: [{ raw: DARK_PAGE, extension: 'html' }], corePlugins: { preflight: false }, darkMode } as never)]).process('@tailwind utilities;', { from: undefined })).css
  const wxss = (await (await context(options, true)).transformWxss(raw, { isMainChunk })).css
  return { raw, wxss }
}

const selectors = (css: string, needle: string) => css.split('\n').filter(line => line.includes(needle) && line.trimEnd().endsWith('{')).map(line => line.replace(/\s*\{\s*$/, ''))

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ more-tags
  {
    id: 'tags-universal-replaced-by-view-text',
    says: 'With the default cssSelectorReplacement.universal (view, text), 4.12.0 turns the * of dark:(selector/class strategy, TW3 and TW4) and *:p-2 into view and text only; the defaults of universal and cssChildCombinatorReplaceValue are [view, text]',
    quotes: [
      { page: TAGS, text: 'weapp-tailwindcss 会把 `*` 换成具体的标签列表，默认只有 `view` 和 `text`。' },
      { page: TAGS, text: '切到深色后，`view` 变成深色，`button` 依旧是白色。' },
      { page: TAGS, text: '查看 `app.wxss`，生成的规则只列出了 `view` 和 `text`（下面是 Tailwind CSS 3.4 的输出）' },
      { page: TAGS, text: '同样的现象也会出现在 `*:p-2`、`space-x-*`、`divide-*` 等依赖通配符或子元素选择器的工具类上。' },
      { page: TAGS, text: "所以 weapp-tailwindcss 在处理样式时，会用 `cssSelectorReplacement` 里的 `universal` 字段替换它，默认值为 `['view', 'text']`。" },
      { page: TAGS, text: '`dark:` 变体在 `selector` 模式下生成的是 `:where(.dark, .dark *)`，替换后变成只匹配 `view`、`text` 后代的规则，`button` 自然不在其中。' },
      { page: TAGS, text: '换成 Tailwind CSS 3 的 `darkMode: \'class\'` 也躲不开：Tailwind CSS 3.4 在 `class` 策略下生成的是 `.dark\\:xxx:is(.dark *)`，同样含 `*`，替换后变成 `.dark view.dark_cbg-zinc-900,.dark text.dark_cbg-zinc-900`，`button` 照样不在其中。' },
      { page: TAGS, text: "子元素类工具（`space-*`、`divide-*`）走的是另一个选项 `cssChildCombinatorReplaceValue`，默认同样是 `['view', 'text']`。" },
      { page: TAGS_EN, text: 'weapp-tailwindcss replaces `*` with a concrete list of tags, which by default is just `view` and `text`.' },
      { page: TAGS_EN, text: 'After switching to dark, the `view` turns dark but the `button` stays white.' },
      { page: TAGS_EN, text: 'Look at `app.wxss` and the generated rules list only `view` and `text` (the output below is from Tailwind CSS 3.4)' },
      { page: TAGS_EN, text: 'When your styles need to land on other components such as `button`, `image` or `input`, you end up with "only some of the elements are styled".' },
      { page: TAGS_EN, text: 'The same thing happens with utility classes that rely on the universal selector or on child selectors, such as `*:p-2`, `space-x-*` and `divide-*`.' },
      { page: TAGS_EN, text: "so when weapp-tailwindcss processes styles it replaces it with the `universal` field of `cssSelectorReplacement`, whose default is `['view', 'text']`" },
      { page: TAGS_EN, text: 'In `selector` mode, the `dark:` variant generates `:where(.dark, .dark *)`, which after replacement becomes a rule that only matches `view` and `text` descendants, and `button` is naturally not among them.' },
      { page: TAGS_EN, text: "Switching to Tailwind CSS 3's `darkMode: 'class'` does not get around it either: under the `class` strategy, Tailwind CSS 3.4 generates `.dark\\:xxx:is(.dark *)`, which also contains `*`; after replacement it becomes `.dark view.dark_cbg-zinc-900,.dark text.dark_cbg-zinc-900`, and `button` is still not included." },
      { page: TAGS_EN, text: "Child utilities (`space-*`, `divide-*`) go through a different option, `cssChildCombinatorReplaceValue`, whose default is also `['view', 'text']`." },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as { cssSelectorReplacement: { universal: unknown }; cssChildCombinatorReplaceValue: unknown }
      assert.deepEqual(defaults.cssSelectorReplacement.universal, ['view', 'text'])
      assert.deepEqual(defaults.cssChildCombinatorReplaceValue, ['view', 'text'])
      const selector = await tw3Dark('selector')
      assert.ok(selector.raw.includes('.dark\\:bg-zinc-900:where(.dark, .dark *)'), 'TW3 selector strategy output')
      assert.deepEqual(selectors(selector.wxss, 'dark_cbg-zinc-900'), ['.dark_cbg-zinc-900:where(.dark,.dark view)', '.dark_cbg-zinc-900:where(.dark,.dark text)'])
      assert.ok(selector.wxss.includes('background-color: rgba(24, 24, 27, var(--tw-bg-opacity, 1))'), 'the declaration shown on the page')
      assert.deepEqual(selectors(selector.wxss, 'p-2'), ['._x_cp-2>view,._x_cp-2>text'], '*:p-2 reaches view and text only')
      const cls = await tw3Dark('class')
      assert.ok(cls.raw.includes('.dark\\:bg-zinc-900:is(.dark *)'), 'TW3 class strategy output')
      assert.deepEqual(selectors(cls.wxss, 'dark_cbg-zinc-900'), ['.dark view.dark_cbg-zinc-900,.dark text.dark_cbg-zinc-900'])
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw4 = await runTailwind4({ template: DARK_PAGE, css: '@import "weapp-tailwindcss";\n@custom-variant dark (&:where(.dark, .dark *));', options: {} })
      assert.deepEqual(selectors(tw4.wxss, 'dark_cbg-zinc-900'), ['.dark_cbg-zinc-900:where(.dark,.dark view)', '.dark_cbg-zinc-900:where(.dark,.dark text)'], 'TW4 with the @custom-variant')
      for (const css of [selector.wxss, cls.wxss, tw4.wxss]) assert.ok(!css.includes('button'), 'no rule reaches button')
    },
  },
  {
    id: 'tags-wxss-rejects-universal-selector',
    says: 'WeChat DevTools fails to compile WXSS containing a * selector with unexpected token *',
    quotes: [
      { page: TAGS, text: '网页端的 Tailwind CSS 大量使用 `*` 通配符选择器，而小程序的 WXSS 不支持它。' },
      { page: TAGS, text: '`*` 写进 WXSS 会导致编译失败（常见报错为 `unexpected token *`）' },
      { page: TAGS_EN, text: 'Tailwind CSS on the web uses the `*` universal selector a lot, but WXSS in mini-programs does not support it.' },
      { page: TAGS_EN, text: 'A `*` in WXSS makes the compile fail (the usual error is `unexpected token *`)' },
    ],
    manual: {
      ran: 'Read three independent reports of the WeChat DevTools error on a stylesheet with a * selector: mrleidesen/WeAppTailwind#2 (`./tailwind.min.wxss(1:61069): unexpected token `*``, DevTools 1.05.2110110), ttk-cli/uni-vue3-vite-ts-pinia#32 and #35, dcloudio/uni-preset-vue#91 (`unexpected token "*"` at the `*, ::before, ::after` preflight rule, DevTools 1.06.2310080)',
      versions: 'WeChat DevTools 1.05.2110110 and 1.06.2310080 (as reported)',
      on: '2026-11-28',
      why: 'WeChat DevTools does not run here',
    },
  },
  {
    id: 'tags-widen-universal-and-its-cost',
    says: 'Adding tags to universal gives one dark rule per tag (including .dark button) and one more *:p-2 selector per tag',
    quotes: [
      { page: TAGS, text: '列表越长，生成的规则越多，只加项目里真正用到的标签' },
      { page: TAGS, text: '重新编译后在 `app.wxss` 中搜索 `dark_cbg-zinc-900`，应能看到包含 `.dark button` 的规则。' },
      { page: TAGS, text: '每多一个标签，所有含 `*` 的规则都会多出一份。' },
      { page: TAGS_EN, text: 'The longer the list, the more rules are generated, so add only the tags your project really uses' },
      { page: TAGS_EN, text: 'search `app.wxss` for `dark_cbg-zinc-900`: you should see a rule containing `.dark button`.' },
      { page: TAGS_EN, text: 'every extra tag adds another copy of every rule that contains `*`.' },
    ],
    async proof() {
      const universal = ['view', 'text', 'button', 'image', 'input', 'scroll-view']
      const wide = await tw3Dark('selector', { cssSelectorReplacement: { universal } })
      const dark = selectors(wide.wxss, 'dark_cbg-zinc-900')
      assert.equal(dark.length, universal.length, 'one dark rule per tag')
      assert.ok(dark.some(s => s.includes('.dark button')), 'a rule with .dark button')
      assert.equal(selectors(wide.wxss, 'p-2')[0]!.split(',').length, universal.length, 'one *:p-2 selector per tag')
    },
  },
  {
    id: 'tags-dark-variant-without-universal',
    says: "TW4 @custom-variant dark (:where(.dark) &) and TW3 darkMode ['variant', ':where(.dark) &'] give the descendant selector .dark .dark_cbg-zinc-900 with no tag in it",
    quotes: [
      { page: TAGS, text: 'Tailwind CSS 3.4 的产物是 `.dark .dark_cbg-zinc-900`，对任何标签都有效，也不必扩大 `universal`。代价是只有 `.dark` 的后代会变色，写着 `dark` 类的那个节点本身不再匹配。' },
      { page: TAGS_EN, text: 'The Tailwind CSS 3.4 output is `.dark .dark_cbg-zinc-900`, which works on any tag, and there is no need to widen `universal`. The price is that only descendants of `.dark` change color; the node that carries the `dark` class itself no longer matches.' },
    ],
    async proof() {
      const tw3 = await tw3Dark(['variant', ':where(.dark) &'])
      assert.deepEqual(selectors(tw3.wxss, 'dark_cbg-zinc-900'), ['.dark .dark_cbg-zinc-900'], 'TW3 descendant selector')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const tw4 = await runTailwind4({ template: DARK_PAGE, css: '@import "weapp-tailwindcss";\n@custom-variant dark (:where(.dark) &);', options: {} })
      assert.deepEqual(selectors(tw4.wxss, 'dark_cbg-zinc-900'), ['.dark .dark_cbg-zinc-900'], 'TW4 descendant selector')
    },
  },
  {
    id: 'tags-universal-false-deletes-or-keeps',
    says: 'universal: false in 4.12.0 deletes selectors with * from the main stylesheet (dark rule left as :where(.dark), *:p-2 gone) and keeps * in other stylesheets',
    quotes: [
      { page: TAGS, text: '`universal` 设为 `false` 只是不做替换，帮不上忙。' },
      { page: TAGS_EN, text: 'Setting `universal` to `false` only turns the replacement off, which does not help.' },
      { page: TAGS, text: 'weapp-tailwindcss 4.12.0 实测：主样式文件里含 `*` 的选择器会被整条删掉（上面的规则只剩 `.dark_cbg-zinc-900:where(.dark)`，`*:p-2` 的规则整条消失）；其他样式文件里 `*` 原样保留' },
      { page: TAGS_EN, text: 'Tested with weapp-tailwindcss 4.12.0: in the main stylesheet, selectors containing `*` are deleted outright (the rule above is left with only `.dark_cbg-zinc-900:where(.dark)`, and the `*:p-2` rule disappears entirely); in other stylesheets `*` is kept as it is' },
    ],
    async proof() {
      const main = await tw3Dark('selector', { cssSelectorReplacement: { universal: false } })
      assert.deepEqual(selectors(main.wxss, 'dark_cbg-zinc-900'), ['.dark_cbg-zinc-900:where(.dark)'])
      assert.deepEqual(selectors(main.wxss, 'p-2'), [], 'the *:p-2 rule is gone')
      const other = await tw3Dark('selector', { cssSelectorReplacement: { universal: false } }, false)
      assert.deepEqual(selectors(other.wxss, 'dark_cbg-zinc-900'), ['.dark_cbg-zinc-900:where(.dark,.dark *)'])
      assert.deepEqual(selectors(other.wxss, 'p-2'), ['._x_cp-2>*'])
    },
  },
  {
    id: 'tags-tailwind3-dark-selector-and-variant-since-3-4-1',
    says: "tailwindcss 3.4.1 adds darkMode 'selector' and 'variant'; 3.4.0 has neither",
    slow: true,
    quotes: [
      { page: TAGS, text: "Tailwind CSS 3 项目把 `darkMode` 设为 `'selector'`（3.4.1 起提供）" },
      { page: TAGS, text: "Tailwind CSS 3 写 `darkMode: ['variant', ':where(.dark) &']`（3.4.1 起提供）" },
      { page: TAGS_EN, text: "A Tailwind CSS 3 project sets `darkMode` to `'selector'` (available since 3.4.1)" },
      { page: TAGS_EN, text: "in Tailwind CSS 3 write `darkMode: ['variant', ':where(.dark) &']` (available since 3.4.1)" },
    ],
    async proof() {
      const plugins = (version: string) => fs.readFileSync(path.join(unpacked(`tailwindcss@${version}`), 'lib/corePlugins.js'), 'utf8')
      for (const mode of ['selector', 'variant']) {
        assert.ok(!plugins('3.4.0').includes(`mode === "${mode}"`), `3.4.0 has no ${mode}`)
        assert.ok(plugins('3.4.1').includes(`mode === "${mode}"`), `3.4.1 has ${mode}`)
      }
    },
  },
  // ------------------------------------------------------------------ group-and-peer
  {
    id: 'gp-hover-rules-removed-group-hover-gone',
    says: 'cssRemoveHoverPseudoClass (default true) removes group-hover rules in TW3 and the @media (hover: hover) ones of TW4, so no group-hover selector is left',
    quotes: [
      { page: GP, text: '按压父元素时，子元素的 `group-hover:` 样式没有任何变化；在 `app.wxss` 里也搜不到 `group-hover` 相关的选择器。' },
      { page: GP, text: 'weapp-tailwindcss 的 `cssRemoveHoverPseudoClass` 选项默认开启（3.2.1 起提供），会删除所有含 `:hover` 的规则，Tailwind CSS 4 中包在 `@media (hover: hover)` 里的规则也一并删除。`group-hover:` 生成的正是这类规则，所以它在产物里直接消失。' },
      { page: GP_EN, text: 'and searching `app.wxss` finds no selector related to `group-hover`' },
      { page: GP_EN, text: "weapp-tailwindcss's `cssRemoveHoverPseudoClass` option is on by default (available since 3.2.1) and removes every rule containing `:hover`; in Tailwind CSS 4, rules wrapped in `@media (hover: hover)` are removed as well. That is exactly the kind of rule `group-hover:` generates, so it simply disappears from the output." },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal((getDefaultOptions() as { cssRemoveHoverPseudoClass: unknown }).cssRemoveHoverPseudoClass, true)
      const template = '<view class="group rounded-lg p-4"><text class="text-gray-500 group-hover:text-sky-600 hover:underline">按住卡片试试</text></view>'
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const tw4 = await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })
      assert.ok(tw4.css.includes('@media (hover: hover)') && tw4.css.includes('group-hover'), 'TW4 wraps hover rules in @media (hover: hover)')
      const tw3 = await runTailwind3({ template, options: {} })
      assert.ok(tw3.css.includes('.group:hover .group-hover'), 'TW3 generates .group:hover …')
      for (const out of [tw3, tw4]) {
        assert.ok(!out.wxss.includes('group-hover') && !out.wxss.includes(':hover') && !out.wxss.includes('(hover: hover)'), out.wxss)
      }
    },
  },
  {
    id: 'gp-hover-option-since-3-2-1',
    says: 'weapp-tailwindcss 3.2.1 has cssRemoveHoverPseudoClass; 3.1.1, the release before it, does not',
    slow: true,
    quotes: [
      { page: GP, text: '`cssRemoveHoverPseudoClass` 选项默认开启（3.2.1 起提供）' },
      { page: GP_EN, text: '`cssRemoveHoverPseudoClass` option is on by default (available since 3.2.1)' },
    ],
    async proof() {
      const has = (version: string) => readAll(path.join(unpacked(`weapp-tailwindcss@${version}`), 'dist'), /\.js$/).some(f => f.text.includes('cssRemoveHoverPseudoClass'))
      assert.equal(has('3.1.1'), false, '3.1.1 (3.2.0 was never published)')
      assert.equal(has('3.2.1'), true, '3.2.1')
    },
  },
  {
    id: 'gp-peer-and-group-selectors',
    says: 'peer-checked: gives .peer:checked~…; peer-[.is-pressed]: gives .peer.is-pressed~…; group-[.is-pressed]: gives .group.is-pressed … (TW3 and TW4, after 4.12.0)',
    quotes: [
      { page: GP, text: '`peer-*` 会生成 `.peer:checked ~ .peer-checked\\:xxx` 这样的选择器。' },
      { page: GP, text: '编译后的选择器只由类名组成' },
      { page: GP, text: '`peer-[.类名]:` 生成的是 `.peer.is-pressed ~ .xxx`，`~` 前面是类选择器' },
      { page: GP_EN, text: '`peer-*` generates selectors such as `.peer:checked ~ .peer-checked\\:xxx`.' },
      { page: GP_EN, text: 'The compiled selector consists only of class names' },
      { page: GP_EN, text: '`peer-[.<class name>]:` generates `.peer.is-pressed ~ .xxx`: the part before `~` is a class selector' },
    ],
    async proof() {
      const template = '<view class="group rounded-lg p-4" hover-class="is-pressed"><text class="text-gray-500 group-[.is-pressed]:text-sky-600">按住卡片试试</text></view><view class="peer h-20 w-20 bg-gray-300" hover-class="is-pressed" /><view class="h-20 w-20 bg-sky-400 peer-[.is-pressed]:bg-rose-400 peer-checked:bg-rose-400" />'
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const tw3 = await runTailwind3({ template, options: {} })
      assert.ok(tw3.css.includes('.peer:checked ~ .peer-checked\\:bg-rose-400'), 'TW3 peer-checked')
      for (const out of [tw3, await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })]) {
        assert.ok(out.wxss.includes('.group.is-pressed .group-_b_dis-pressed_B_ctext-sky-600 {'), 'group-[.is-pressed]')
        assert.ok(out.wxss.includes('.peer.is-pressed~.peer-_b_dis-pressed_B_cbg-rose-400 {'), 'peer-[.is-pressed]')
        assert.ok(out.wxss.includes('.peer:checked~.peer-checked_cbg-rose-400 {'), 'peer-checked keeps :checked before ~')
      }
      assert.ok(tw3.wxss.includes('color: rgba(2, 132, 199, var(--tw-text-opacity, 1))'), 'the TW3 declaration on the page')
    },
  },
  {
    id: 'gp-comments-still-generate',
    says: 'Tailwind CSS 3.4.19 generates the rule for a peer-checked: class that only appears inside a comment',
    quotes: [
      { page: GP, text: 'Tailwind CSS 会从注释里提取类名，注释中的写法照样生成规则。' },
      { page: GP_EN, text: 'Tailwind CSS extracts class names from comments too, and a class inside a comment still generates its rule.' },
    ],
    async proof() {
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss3 } = await import('tailwindcss-3')
      for (const raw of ['<view class="peer"></view>\n<!-- <view class="peer-checked:bg-rose-400"></view> -->', "// const cls = 'peer-checked:bg-rose-400'\nexport {}"]) {
        const css = (await postcss([tailwindcss3({ content: [{ raw, extension: raw.startsWith('//') ? 'js' : 'html' }], corePlugins: { preflight: false } } as never)]).process('@tailwind utilities;', { from: undefined })).css
        assert.ok(css.includes('.peer-checked\\:bg-rose-400'), `commented class generated: ${raw}`)
      }
    },
  },
])

