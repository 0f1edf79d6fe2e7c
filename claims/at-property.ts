// docs/at-property.md: what Tailwind CSS 4 (4.3.5 installed; other versions from their tarballs in slow proofs)
// generates around @property, and what weapp-tailwindcss 4.12.0 makes of it, run here.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/at-property.md'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/at-property.md'
const ENTRY = '@import "weapp-tailwindcss";'
const NOT = /:not\(#\\#\)/g
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length

async function tw4(template: string, extra: Record<string, unknown> = {}) {
  const { runTailwind4 } = await import('../lib/transforms/tailwind4')
  return runTailwind4({ template, css: ENTRY, options: {}, ...extra })
}

/** The declarations of the first top-level rule whose selector is exactly `selector`. */
async function rule(css: string, selector: string): Promise<string[] | undefined> {
  const postcss = (await import('postcss')).default
  let found: string[] | undefined
  postcss.parse(css).each(node => {
    if (!found && node.type === 'rule' && node.selector.replace(/\s+/g, '') === selector.replace(/\s+/g, '')) found = node.nodes.filter(n => n.type === 'decl').map(n => `${n.prop}: ${n.value}`)
  })
  return found
}

export default defineClaims(import.meta.url, [
  {
    id: 'atp-tw3-has-no-property-and-sets-every-variable',
    says: 'Tailwind CSS 3.4.19 outputs no @property; its *, ::before, ::after rule assigns the whole set of --tw-* variables even for one shadow-md; Tailwind CSS 4.3.5 registers only the variables the used classes need',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 3 不输出 `@property`，不受影响。' },
      { page: EN, text: "Tailwind CSS 3 doesn't output `@property` and is not affected." },
      { page: ZH, text: '`*, ::before, ::after` 规则给所有元素赋值' },
      { page: ZH, text: '否，整套变量都会输出' },
      { page: ZH, text: '是，只登记被用到的变量' },
      { page: EN, text: 'A `*, ::before, ::after` rule assigns them on every element' },
      { page: EN, text: 'Only the variables in use are output' },
      { page: EN, text: 'No, the whole set is output' },
      { page: EN, text: 'Yes, only the variables in use are registered' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const three = await runTailwind3({ template: '<view class="shadow-md">x</view>', options: {} })
      assert.ok(!three.css.includes('@property'), 'Tailwind CSS 3 writes no @property')
      const all = await rule(three.css, '*, ::before, ::after')
      assert.ok(all, 'a *, ::before, ::after rule')
      for (const unused of ['--tw-rotate', '--tw-blur', '--tw-gradient-from-position', '--tw-scale-x']) assert.ok(all.some(d => d.startsWith(`${unused}:`)), `${unused} is assigned although unused`)
      const four = await tw4('<view class="shadow-md">x</view>')
      const registered = [...four.css.matchAll(/@property (--[\w-]+)/g)].map(m => m[1])
      assert.ok(registered.includes('--tw-ring-shadow'))
      for (const unused of ['--tw-rotate-x', '--tw-blur', '--tw-gradient-from', '--tw-scale-x']) assert.ok(!registered.includes(unused), `${unused} is not registered`)
    },
  },
  {
    id: 'atp-shadow-md-five-variables',
    says: 'In Tailwind CSS 4.3.5, box-shadow of shadow-md references five variables, shadow-md assigns only --tw-shadow, the other four are registered with initial-value 0 0 #0000; ring-*, from-/via-/to-*, translate-*, blur-* likewise reference several variables that only @property gives initial values',
    quotes: [
      { page: ZH, text: '`ring-*`、渐变（`from-*`、`via-*`、`to-*`）、`translate-*`、`blur-*` 等都是同样的结构。' },
      { page: EN, text: '`box-shadow` references five variables, but `shadow-md` assigns only one of them.' },
      { page: EN, text: 'The other four "have a value" only thanks to `@property`\'s `initial-value: 0 0 #0000` (a transparent, zero-size shadow).' },
      { page: EN, text: '`ring-*`, gradients (`from-*`, `via-*`, `to-*`), `translate-*`, `blur-*` and others are built the same way.' },
      { page: EN, text: 'Many Tailwind CSS utility classes are not a single declaration but are put together from several variables.' },
    ],
    async proof() {
      const out = await tw4('<view class="shadow-md ring-2 bg-linear-to-r from-red-500 via-white to-blue-500 translate-x-2 blur-sm">x</view>')
      const shadow = (await rule(out.css, '.shadow-md'))!
      const boxShadow = shadow.find(d => d.startsWith('box-shadow:'))!
      const used = [...boxShadow.matchAll(/var\((--[\w-]+)\)/g)].map(m => m[1])
      assert.deepEqual(used, ['--tw-inset-shadow', '--tw-inset-ring-shadow', '--tw-ring-offset-shadow', '--tw-ring-shadow', '--tw-shadow'])
      assert.deepEqual(shadow.filter(d => d.startsWith('--')).map(d => d.split(':')[0]), ['--tw-shadow'], 'shadow-md assigns only --tw-shadow')
      for (const name of used.slice(0, 4)) assert.match(out.css, new RegExp(`@property ${name} \\{[^}]*initial-value: 0 0 #0000;`), `${name} registered with 0 0 #0000`)
      // the others: their main declaration reads variables that no rule of theirs assigns, only @property does
      for (const [cls, prop] of [['.ring-2', 'box-shadow'], ['.from-red-500', '--tw-gradient-stops'], ['.translate-x-2', 'translate'], ['.blur-sm', 'filter']] as const) {
        const decls = (await rule(out.css, cls))!
        const value = decls.find(d => d.startsWith(`${prop}:`))!
        const refs = [...value.matchAll(/var\((--tw-[\w-]+)/g)].map(m => m[1]!)
        const own = new Set(decls.filter(d => d.startsWith('--')).map(d => d.split(':')[0]))
        const fromProperty = refs.filter(name => !own.has(name) && out.css.includes(`@property ${name} `))
        assert.ok(fromProperty.length >= 1 && refs.length >= 2, `${cls}: ${prop} references ${refs.join(', ')}, of which ${fromProperty.join(', ')} come from @property`)
      }
    },
  },
  {
    id: 'atp-tw4-fallback-block',
    says: 'Tailwind CSS 4.3.5 starts its output with @layer properties; and ends it with @layer properties { @supports (…margin-trim: block…) { *, ::before, ::after, ::backdrop {…} } }, variables with inherits: true going to :root, :host; the test targets old Safari (-webkit-hyphens, no margin-trim) and old Firefox (-moz-orient, no relative color)',
    quotes: [
      { page: ZH, text: '为了照顾不支持 `@property` 的浏览器，Tailwind CSS 4 还会在文件末尾附带一段兜底规则：' },
      { page: ZH, text: '它用 `@supports` 里的一组特征检测，粗略识别“旧版 Safari 和旧版 Firefox”，只在这些环境里把初始值直接写到所有元素上；' },
      { page: EN, text: 'It uses a set of feature tests inside `@supports` to roughly detect "old Safari and old Firefox", and only in those environments writes the initial values directly onto every element; variables with `inherits: true` are written on `:root, :host` instead.' },
      { page: ZH, text: '`inherits: true` 的变量则写在 `:root, :host` 上' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="shadow-md y">x</view>', css: `${ENTRY}\n@property --brand-x { syntax: "*"; inherits: true; initial-value: red; }\n.y { color: var(--brand-x) }`, options: {} })
      const lines = out.css.split('\n')
      assert.equal(lines[1], '@layer properties;', 'the second line (after the banner) only declares the layer')
      const tail = out.css.slice(out.css.lastIndexOf('@layer properties {'))
      assert.match(tail, /^@layer properties \{\s*@supports \(\(-webkit-hyphens: none\) and \(not \(margin-trim: block\)\)\) or \(\(-moz-orient: inline\) and \(not \(color:rgb\(from red r g b\)\)\)\) \{/)
      assert.match(tail, /\*, ::before, ::after, ::backdrop \{[^}]*--tw-shadow: 0 0 #0000;/, 'non-inherited variables on every element')
      assert.match(tail, /:root, :host \{\s*--brand-x: red;\s*\}/, 'the inherited variable goes on :root, :host')
      assert.ok(!/\*, ::before, ::after, ::backdrop \{[^}]*--brand-x/.test(tail), 'and not on every element')
      assert.ok(!/@property|\.shadow-md/.test(tail), 'nothing comes after the block')
    },
  },
  {
    id: 'atp-margin-trim-by-version',
    says: 'Tailwind CSS 4.1.18, 4.2.4 and 4.3.3 test margin-trim: inline, 4.3.4 and 4.3.5 margin-trim: block, the rest of the condition being identical; weapp-tailwindcss 4.12.0 gives 4.3.4/4.3.5 output :not(#\\#) and keeps @supports, 4.1.18/4.3.3 output has no :not(#\\#), @supports or @layer',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 4.3.3 生成的条件里是 `margin-trim: inline`，4.3.4 起改成了 `margin-trim: block`' },
      { page: EN, text: 'The condition Tailwind CSS 4.3.3 generates says `margin-trim: inline`; from Tailwind CSS 4.3.4 on it says `margin-trim: block`.' },
      { page: ZH, text: '兜底条件改成了 `margin-trim: block`，weapp-tailwindcss 4.12.0 的处理器不认识：Tailwind CSS 4.3.4、4.3.5 的产物都带 `:not(#\\#)`，`@supports` 外壳原样保留。' },
      { page: ZH, text: 'Tailwind CSS 4.1.18、4.3.3 生成的是 `margin-trim: inline`，产物里没有 `:not(#\\#)`、`@supports` 和 `@layer`' },
      { page: EN, text: "The fallback condition changed to `margin-trim: block`, which the weapp-tailwindcss 4.12.0 processor doesn't recognize: the output of both Tailwind CSS 4.3.4 and 4.3.5 has `:not(#\\#)`, and the `@supports` wrapper stays as it is." },
      { page: EN, text: 'Tailwind CSS 4.1.18 and 4.3.3 generate `margin-trim: inline`, and their output has no `:not(#\\#)`, `@supports` or `@layer`' },
      { page: ZH, text: '那里用的是 `tailwindcss` 4.2.4，它生成的还是 `margin-trim: inline`（查过该版本的发布包），所以版本这一条对它不成立' },
      { page: EN, text: "It used `tailwindcss` 4.2.4, which still generates `margin-trim: inline` (checked against that version's published package), so the version explanation doesn't apply there" },
      { page: ZH, text: '条件里只有 `margin-trim: block` 这一处和旧版不同' },
      { page: EN, text: '`margin-trim: block` is the only part of the condition that differs from older versions' },
      { page: ZH, text: '`tailwindcss` 是 4.3.4 或更新的版本' },
      { page: EN, text: '`tailwindcss` is 4.3.4 or newer' },
      { page: ZH, text: '1. Tailwind CSS 是 4.3.4 或更新：把 `tailwindcss` 和 `@tailwindcss/postcss`（用 Vite 插件的是 `@tailwindcss/vite`）一起固定到 Tailwind CSS 4.3.3' },
      { page: EN, text: 'Tailwind CSS is 4.3.4 or newer: pin `tailwindcss` together with `@tailwindcss/postcss` (`@tailwindcss/vite` if you use the Vite plugin) to Tailwind CSS 4.3.3.' },
    ],
    slow: true,
    async proof() {
      const { generateWith } = await import('./support/at-property')
      const { wxss } = await import('./support/options')
      const condition = (css: string) => /@supports ([^{]*margin-trim[^{]*)\{/.exec(css)?.[1]?.trim()
      const seen: Record<string, string> = {}
      for (const version of ['4.1.18', '4.2.4', '4.3.3', '4.3.4', '4.3.5']) {
        const css = await generateWith(version, ENTRY, ['shadow-md', 'p-4'])
        seen[version] = condition(css)!
        const out = await wxss(css)
        const inline = version < '4.3.4'
        assert.equal(seen[version].includes('margin-trim: inline'), inline, `${version}: ${seen[version]}`)
        assert.equal(seen[version].includes('margin-trim: block'), !inline, `${version}: ${seen[version]}`)
        if (inline) {
          assert.equal(count(out, NOT), 0, `${version}: no :not(#\\#)`)
          assert.ok(!out.includes('@supports') && !out.includes('@layer'), `${version}: no @supports, no @layer`)
        }
        else {
          assert.ok(count(out, NOT) > 0, `${version}: :not(#\\#)`)
          assert.match(out, /@supports \(\(-webkit-hyphens: none\) and \(not \(margin-trim: block\)\)\)/, `${version}: the wrapper stays`)
        }
      }
      assert.equal(seen['4.3.5']!.replace('margin-trim: block', 'margin-trim: inline'), seen['4.3.3'], 'only margin-trim differs')
    },
  },
  {
    id: 'atp-main-stylesheet-processing',
    says: 'On a main stylesheet whose fallback says margin-trim: inline, weapp-tailwindcss 4.12.0 unwraps the fallback into view,text,::before,::after at the top (where @layer properties; was), appends cssPreflight there, removes every @property (cssRemoveProperty defaults to true), turns #0000/#0000001a into rgba(0,0,0,0)/rgba(0,0,0,0.10196), leaves no @layer or @supports; the selector follows cssSelectorReplacement.universal; with cssRemoveProperty: false the @property rules stay and the initial values still come from the plain rule',
    quotes: [
      { page: ZH, text: '**删除所有 `@property`**：由 `cssRemoveProperty` 控制，默认 `true`。' },
      { page: EN, text: '**Removes every `@property`**: controlled by `cssRemoveProperty`, which defaults to `true`.' },
      { page: ZH, text: '**转换颜色写法**：`#0000`、`#0000001a` 这类带透明度的十六进制写法顺带被转换成 `rgba(0,0,0,0)`、`rgba(0,0,0,0.10196)`，兼容性更好。' },
      { page: EN, text: '**Converts color notation**: hexadecimal colors with alpha such as `#0000` and `#0000001a` are converted along the way into `rgba(0,0,0,0)` and `rgba(0,0,0,0.10196)`' },
      { page: EN, text: '**Removes the fallback block\'s wrapper**: it recognizes the feature-test `@supports` inside `@layer properties`, takes the rules out and puts them at the start of the file' },
      { page: ZH, text: '**拆掉兜底规则的外壳**：识别出 `@layer properties` 里那段特征检测的 `@supports`，把里面的规则提出来，放到文件开头' },
      { page: ZH, text: '**改写选择器**：`*, ::before, ::after, ::backdrop` 改为 `view,text,::before,::after`（由 `cssSelectorReplacement.universal` 控制），并在这条规则里追加 `cssPreflight` 的基础样式。' },
      { page: EN, text: '**Rewrites the selector**: `*, ::before, ::after, ::backdrop` becomes `view,text,::before,::after` (controlled by `cssSelectorReplacement.universal`), and the base styles from `cssPreflight` are appended to this rule.' },
      { page: ZH, text: '下面是用 weapp-tailwindcss 4.12.0 处理上面那段 `shadow-md` 的实际结果。' },
      { page: ZH, text: '这里用的是 Tailwind CSS 4.3.5，并已按[下文的第 3 种办法](#产物里的选择器都带着-not)把兜底条件改回 `margin-trim: inline`；' },
      { page: EN, text: 'Below is what weapp-tailwindcss 4.12.0 actually makes of the `shadow-md` above.' },
      { page: EN, text: 'It uses Tailwind CSS 4.3.5, with the fallback condition changed back to `margin-trim: inline` using [option 3 below](#产物里的选择器都带着-not)' },
      { page: ZH, text: '可以看到：`@property` 和 `@layer`、`@supports` 都不见了，变量的初始值由一条普通规则提供，效果与 Tailwind CSS 3 的做法一致。' },
      { page: EN, text: 'As you can see, `@property`, `@layer` and `@supports` are all gone, and the variables\' initial values come from an ordinary rule' },
      { page: ZH, text: '即便保留，变量的初始值仍由上面那条普通规则提供' },
      { page: ZH, text: '不支持的设备照样能正确显示静态样式。' },
      { page: EN, text: "Even when `@property` is kept, the variables' initial values still come from the ordinary rule above; `@property` only adds the ability to transition on devices that support it, and devices that don't still show static styles correctly." },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().cssRemoveProperty, true, 'cssRemoveProperty defaults to true')
      const template = '<view class="shadow-md p-4">x</view>'
      const out = await tw4(template, { marginTrimInline: true })
      assert.ok(out.css.split('\n')[1] === '@layer properties;', 'Tailwind CSS output had @layer properties; on top')
      const body = out.wxss.replace(/^\/\*![^*]*\*\/\n/, '')
      assert.match(body, /^::before,::after \{\s*--tw-content: "";\s*\}\s*view,text,::before,::after \{/, 'the unwrapped rules open the file')
      const initial = (await rule(out.wxss, 'view,text,::before,::after'))!
      assert.ok(initial.includes('--tw-shadow: 0 0 rgba(0,0,0,0)'), '#0000 became rgba(0,0,0,0)')
      assert.deepEqual(initial.slice(-4), ['box-sizing: border-box', 'border-width: 0', 'border-style: solid', 'border-color: currentColor'], 'cssPreflight appended')
      assert.match(out.wxss, /var\(--tw-shadow-color, rgba\(0,0,0,0\.10196\)\)/, '#0000001a became rgba(0,0,0,0.10196)')
      for (const gone of ['@property', '@layer', '@supports']) assert.ok(!out.wxss.includes(gone), `${gone} is gone`)
      const viewOnly = await tw4(template, { marginTrimInline: true, options: { cssSelectorReplacement: { universal: ['view'] } } })
      assert.ok(viewOnly.wxss.includes('view,::before,::after {') && !viewOnly.wxss.includes('view,text,::before,::after'), 'the selector follows cssSelectorReplacement.universal')
      const kept = await tw4(template, { marginTrimInline: true, options: { cssRemoveProperty: false } })
      assert.match(kept.wxss, /@property --tw-ring-shadow/, 'cssRemoveProperty: false keeps @property')
      assert.ok((await rule(kept.wxss, 'view,text,::before,::after'))!.includes('--tw-ring-shadow: 0 0 rgba(0,0,0,0)'), 'the plain rule still gives the initial value')
    },
  },
  {
    id: 'atp-remove-property-history',
    says: 'The changelog: 4.1.2 adds cssRemoveProperty defaulting to true; 4.2.7 sets it to false because @property already works in WeChat DevTools and on some devices; 4.2.9 turns it back on because @property makes the Alipay mini-program crash; 4.12.0 still defaults to true',
    quotes: [
      { page: ZH, text: '`cssRemoveProperty` 的默认值经历过调整：4.1.2 引入时默认 `true`；' },
      { page: ZH, text: '4.2.7 因为微信开发者工具和部分真机已经能识别 `@property`，一度改为 `false`；' },
      { page: ZH, text: '4.2.9 又因为支付宝小程序会直接挂掉而改回 `true`，此后一直保持。' },
      { page: EN, text: 'The default of `cssRemoveProperty` has changed over time: it was `true` when introduced in 4.1.2; in 4.2.7 it was briefly changed to `false`' },
      { page: ZH, text: 'weapp-tailwindcss 4.2.9 的更新日志写明，`@property` 会让支付宝小程序直接挂掉，这是它默认删除 `@property` 的直接原因。' },
      { page: EN, text: 'The weapp-tailwindcss 4.2.9 changelog states that `@property` makes the Alipay mini-program crash outright, which is the direct reason it removes `@property` by default.' },
      { page: ZH, text: '或者在支付宝小程序里直接挂掉' },
      { page: EN, text: 'or that the Alipay mini-program crashes outright' },
      { page: ZH, text: '**`cssRemoveProperty`**（4.1.2 起）。' },
      { page: EN, text: '**`cssRemoveProperty`** (since 4.1.2).' },
    ],
    slow: true,
    async proof() {
      const { changelog } = await import('./support/upstream')
      assert.match(changelog('4.1.2'), /添加 `cssRemoveProperty` 选项，默认值为 `true`/)
      assert.match(changelog('4.2.7'), /设置 `cssRemoveProperty` 默认为 `false`[\s\S]*部分小程序的真机，还有微信开发者工具中 `@property` 已经生效/)
      assert.match(changelog('4.2.9'), /默认开启 cssRemoveProperty, 因为 `@property` 会导致支付宝小程序直接挂掉/)
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveProperty' }, '4.1.2')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().cssRemoveProperty, true)
    },
  },
  {
    id: 'atp-inject-additional-css-var-scope',
    says: 'injectAdditionalCssVarScope (in the published releases since 2.6.0 at the latest) inserts, before the page,… rule that :root, :host became, a rule with initial values of the full Tailwind CSS 4 variable set, not only the ones in use',
    quotes: [
      { page: ZH, text: '**`injectAdditionalCssVarScope`**（2.6.0 起）。' },
      { page: EN, text: '**`injectAdditionalCssVarScope`** (since 2.6.0).' },
      { page: ZH, text: '开启后，样式处理器会在根变量规则（Tailwind CSS 4 中是 `:root, :host` 对应的那条）之前插入一条包含整套 Tailwind CSS 4 变量初始值的规则，而不只是本次用到的那些。' },
      { page: EN, text: 'When on, the style processor inserts, before the root variable rule (in Tailwind CSS 4, the one corresponding to `:root, :host`), a rule with initial values for the full set of Tailwind CSS 4 variables, not just the ones used in this build.' },
    ],
    async proof() {
      const { assertFirstRelease } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'injectAdditionalCssVarScope' }, '2.6.0')
      const plain = await tw4('<view class="shadow-md p-4">x</view>', { marginTrimInline: true })
      const on = await tw4('<view class="shadow-md p-4">x</view>', { marginTrimInline: true, options: { injectAdditionalCssVarScope: true } })
      const root = on.wxss.indexOf('page,.tw-root,wx-root-portal-content,:host {')
      const before = on.wxss.slice(0, root)
      assert.ok(root > 0)
      assert.match(before, /view,text,::after,::before \{[^}]*--tw-mask-left-to-color: transparent;[^}]*\}\s*::before,::after \{\s*--tw-content: "";\s*\}\s*$/, 'a full-set rule right before the root rule')
      assert.ok(!plain.wxss.includes('--tw-mask-left-to-color'), 'without the option only the variables in use')
      assert.ok(count(on.wxss, /--tw-[\w-]+:/g) > 3 * count(plain.wxss, /--tw-[\w-]+:/g))
    },
  },
  {
    id: 'atp-non-main-stylesheet',
    says: 'Processed with isMainChunk: false, the same margin-trim: inline output gets :not(#\\#) on every selector of the rules outside a layer (not on the fallback rules), keeps every @property and the @supports wrapper; processed as main it is clean',
    quotes: [
      { page: ZH, text: '兜底条件是 `margin-trim: inline` 的同一份输出（Tailwind CSS 4.3.3 生成的，或 4.3.5 生成后按下文第 3 种办法改写的），按主样式处理是干净的；' },
      { page: ZH, text: '按非主样式处理（`transformWxss` 传 `isMainChunk: false`），不在级联层里的规则，每个选择器都多出一个 `:not(#\\#)`' },
      { page: EN, text: 'The same output with the fallback condition `margin-trim: inline` (generated by Tailwind CSS 4.3.3, or generated by 4.3.5 and rewritten with option 3 below) is clean when processed as the main stylesheet.' },
      { page: EN, text: 'Processed as a non-main stylesheet (`transformWxss` with `isMainChunk: false`), every selector of the rules outside a cascade layer gets an extra `:not(#\\#)`' },
      { page: ZH, text: '删除 `@property` 只在主样式文件里进行' },
      { page: EN, text: '`@property` is removed only from the main stylesheet' },
      { page: ZH, text: 'weapp-tailwindcss 只有在**主样式文件**里、并且认出了这段 `@supports` 条件时，才会拆掉外壳，产物里也就不再留下级联层。' },
      { page: EN, text: 'weapp-tailwindcss removes the wrapper, and with it every cascade layer in the output, only in the **main stylesheet** and only when it recognizes that `@supports` condition.' },
      { page: ZH, text: '不在任何层里的规则要比层里的规则优先，于是给它们的每个选择器都补上 `:not(#\\#)` 来抬高优先级' },
      { page: ZH, text: '含 Tailwind CSS 的样式文件没被当作主样式文件' },
      { page: EN, text: "The stylesheet containing Tailwind CSS isn't treated as the main stylesheet" },
    ],
    async proof() {
      const template = '<view class="shadow-md p-4">x</view>'
      const main = await tw4(template, { marginTrimInline: true })
      assert.equal(count(main.wxss, NOT), 0)
      const other = await tw4(template, { marginTrimInline: true, isMainChunk: false })
      const postcss = (await import('postcss')).default
      const root = postcss.parse(other.wxss)
      root.each(node => {
        if (node.type !== 'rule') return
        for (const selector of node.selectors) assert.match(selector, /:not\(#\\#\)/, `outside a layer: ${selector}`)
      })
      const wrapped = root.nodes.find(node => node.type === 'atrule' && node.name === 'supports')
      assert.ok(wrapped, 'the @supports wrapper stays')
      assert.ok(!wrapped.toString().includes(':not('), 'the former @layer properties rules get none')
      assert.equal(count(other.wxss, /@property /g), count(other.css, /@property /g), 'every @property stays')
    },
  },
  {
    id: 'atp-wcsc-backslash-and-universal',
    says: 'wcsc from miniprogram-compiler 0.2.3 stops at the first backslash of the :not(#\\#) output with unexpected `\\`, and at * with an error',
    quotes: [
      { page: ZH, text: 'WXSS 编译器会在选择器里的第一个反斜杠处报错（npm 包 miniprogram-compiler 0.2.3 里的 `wcsc` 报的是 `` unexpected `\\` ``）' },
      { page: EN, text: 'the WXSS compiler stops with an error at the first backslash in a selector (`wcsc` from the npm package miniprogram-compiler 0.2.3 reports `` unexpected `\\` ``)' },
      { page: ZH, text: '而 WXSS 编译器不接受通配符：npm 包 miniprogram-compiler 0.2.3 里的 `wcsc` 遇到 `*` 直接报错。' },
      { page: EN, text: "the WXSS compiler doesn't accept the universal selector: `wcsc` from the npm package miniprogram-compiler 0.2.3 stops with an error at `*`." },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const os = await import('node:os')
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atp-wcsc-'))
      const compile = async (text: string) => {
        fs.writeFileSync(path.join(dir, 'app.wxss'), text)
        return runCommand(wcsc, ['app.wxss', '-o', 'app.js'], { cwd: dir, timeoutMs: 30_000 })
      }
      const broken = (await tw4('<view class="shadow-md p-4">x</view>')).wxss
      const first = broken.indexOf('\\') + 1
      const a = await compile(broken)
      assert.notEqual(a.exitCode, 0)
      assert.match(a.output, new RegExp(`unexpected \`\\\\\` at pos ${first}\\b`), a.output)
      const fixed = (await tw4('<view class="shadow-md p-4">x</view>', { marginTrimInline: true })).wxss
      assert.equal((await compile(fixed)).exitCode, 0, 'the clean output compiles')
      const star = await compile('*, ::before, ::after { --tw-shadow: 0 0 #0000; }\n')
      assert.notEqual(star.exitCode, 0)
      assert.match(star.output, /unexpected token `\*`/)
    },
  },
  {
    id: 'atp-main-css-chunk-matcher-defaults',
    says: 'weapp-tailwindcss 4.12.0 mainCssChunkMatcher: without appType app.wxss and common/main.acss match, app-origin.wxss does not (the names must start with app, common/main or bundle followed by . or /); taro matches anything starting with app; rax only names starting with bundle; a custom mainCssChunkMatcher replaces the default function',
    quotes: [
      { page: ZH, text: '4.12.0 默认规则的实测结果：不传 `appType` 时，认的是以 `app`、`common/main`、`bundle` 开头、后面紧跟 `.` 或 `/` 的文件名' },
      { page: ZH, text: '`appType: \'rax\'` 时只认 `bundle` 开头的文件。' },
      { page: ZH, text: '`appType: \'taro\'` 时，凡是以 `app` 开头的都算（`app-origin.wxss` 也在内）' },
      { page: EN, text: 'What the 4.12.0 default rules were measured to do: without `appType`, it accepts file names that start with `app`, `common/main` or `bundle` immediately followed by `.` or `/`' },
      { page: EN, text: "with `appType: 'taro'`, anything starting with `app` counts (including `app-origin.wxss`); with `appType: 'rax'`, only files starting with `bundle` count." },
      { page: ZH, text: '自定义 `mainCssChunkMatcher` 会完全替换默认规则，要把所有需要当作主样式的文件都写进去。' },
      { page: EN, text: 'A custom `mainCssChunkMatcher` replaces the default rules entirely, so include every file that should be treated as a main stylesheet.' },
      { page: ZH, text: '版本没问题，但出问题的文件名不在上面的默认规则里：在插件选项里写上正确的 `appType`；' },
      { page: EN, text: "The version is fine, but the affected file name isn't covered by the default rules above: set the correct `appType` in the plugin options; for unusual file names, name the main stylesheet directly with `mainCssChunkMatcher`:" },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const match = getDefaultOptions().mainCssChunkMatcher! as (file: string, appType?: string) => boolean
      const yes = (names: string[], appType?: string) => names.forEach(name => assert.equal(match(name, appType), true, `${name} (${appType})`))
      const no = (names: string[], appType?: string) => names.forEach(name => assert.equal(match(name, appType), false, `${name} (${appType})`))
      yes(['app.wxss', 'common/main.acss', 'bundle.css', 'app/x.wxss'])
      no(['app-origin.wxss', 'pages/app.wxss', 'appx.wxss', 'bundle-x.css', 'main.wxss'])
      yes(['app.wxss', 'app-origin.wxss', 'appx.wxss'], 'taro')
      no(['common/main.wxss', 'pages/app.wxss'], 'taro')
      yes(['bundle.css', 'bundle-x.css'], 'rax')
      no(['app.wxss', 'common/main.wxss'], 'rax')
      // a custom matcher: the context calls it instead of the default one
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const chunk = readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /\.js$/).find(f => f.text.includes('function getCompilerContext('))!
      const { getCompilerContext } = createRequire(import.meta.url)(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist', chunk.file))
      const custom = (file: string) => file === 'styles/entry.wxss'
      const ctx = getCompilerContext({ mainCssChunkMatcher: custom, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })
      assert.equal(ctx.mainCssChunkMatcher('app.wxss'), false, 'app.wxss no longer counts')
      assert.equal(ctx.mainCssChunkMatcher('styles/entry.wxss'), true)
      assert.ok(fs.existsSync(ROOT))
    },
  },
  {
    id: 'atp-npm-default-caret',
    says: 'npm records a caret range by default (save-prefix ^, save-exact false); --save-exact records the exact version',
    quotes: [
      { page: ZH, text: 'npm 默认会写成 `^4.3.3`，所以安装时加上 `--save-exact`：' },
      { page: EN, text: 'npm writes `^4.3.3` by default, so add `--save-exact` when installing:' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const os = await import('node:os')
      const cwd = os.tmpdir()
      const prefix = await runCommand('npm', ['config', 'get', 'save-prefix', '--location=project'], { cwd, timeoutMs: 30_000 })
      const exact = await runCommand('npm', ['config', 'get', 'save-exact', '--location=project'], { cwd, timeoutMs: 30_000 })
      assert.equal(prefix.output.trim(), '^')
      assert.equal(exact.output.trim(), 'false')
    },
  },
  {
    id: 'atp-margin-trim-plugin',
    says: 'The page\'s PostCSS plugin rewrites the fallback condition of both pretty and minified Tailwind CSS 4.3.5 output (minified: margin-trim:block, which a literal \'margin-trim: block\' replacement misses); run on the source stylesheet (before Tailwind CSS) it finds nothing to change; after it, weapp-tailwindcss 4.12.0 gives no :not(#\\#), and the initial values sit in view,text,::before,::after',
    quotes: [
      { page: ZH, text: '顺序不能反：这个插件必须排在 `@tailwindcss/postcss` 之后，它改的是 Tailwind CSS 生成出来的内容。' },
      { page: EN, text: 'The order matters: this plugin must come after `@tailwindcss/postcss`, because it changes what Tailwind CSS generates.' },
      { page: ZH, text: '匹配要用正则：生产构建时 `@tailwindcss/postcss` 会压缩输出，条件写成 `margin-trim:block`（冒号后没有空格），按字面替换 `\'margin-trim: block\'` 会落空。' },
      { page: EN, text: "in production builds `@tailwindcss/postcss` minifies its output and the condition becomes `margin-trim:block` (no space after the colon), so a literal replacement of `'margin-trim: block'` would miss it" },
      { page: ZH, text: '需要留在 Tailwind CSS 4.3.4 或更新的版本上：可以在 Tailwind CSS 之后加一个很小的 PostCSS 插件，把兜底块的检测条件改回 4.12.0 认得的写法。' },
      { page: EN, text: 'You need to stay on Tailwind CSS 4.3.4 or newer: add a tiny PostCSS plugin after Tailwind CSS that changes the fallback block\'s condition back to the form 4.12.0 recognizes.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const postcss = (await import('postcss')).default
      const { optimize } = await import('@tailwindcss/node')
      const { wxss, ROOT } = await import('./support/options')
      const page = fs.readFileSync(path.join(ROOT, ZH), 'utf8')
      const source = /```js title="postcss\.config\.js"\n([\s\S]*?)```/.exec(page)![1]!.replace(/^ {3}/gm, '')
      const plugin = new Function('module', 'require', `${source}; return marginTrimInline`)({ exports: {} }, () => () => ({ postcssPlugin: 'noop' }))
      const raw = (await tw4('<view class="shadow-md p-4">x</view>')).css
      const minified = optimize(raw, { minify: true }).code
      assert.match(minified, /margin-trim:block/, 'minified output has no space')
      assert.ok(!minified.replaceAll('margin-trim: block', 'margin-trim: inline').includes('margin-trim: inline'), 'a literal replacement misses it')
      const pretty = await wxss((await postcss([plugin]).process(raw, { from: undefined })).css)
      assert.equal(count(pretty, NOT), 0, 'no :not(#\\#) after the plugin')
      assert.match(pretty, /view,text,::before,::after\s*\{[^}]*--tw-shadow: 0 0/)
      // The minified form goes through weapp-tailwindcss in a fresh process: in one process, a main stylesheet
      // processed earlier in the pretty form changes what 4.12.0 makes of a later minified one.
      const os = await import('node:os')
      const { runNode } = await import('./support/options')
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'atp-min-')), 'app.css')
      fs.writeFileSync(file, (await postcss([plugin]).process(minified, { from: undefined })).css)
      assert.match(fs.readFileSync(file, 'utf8'), /margin-trim: inline/)
      const printed = await runNode(`import fs from 'node:fs'
import { createContext } from 'weapp-tailwindcss/core'
const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false })
console.log(JSON.stringify((await ctx.transformWxss(fs.readFileSync(${JSON.stringify(file)}, 'utf8'), { isMainChunk: true })).css))`)
      const min = JSON.parse(printed.trim().split('\n').pop()!)
      assert.equal(count(min, NOT), 0, 'minified: no :not(#\\#) after the plugin')
      assert.match(min, /view,text,:before,:after\{--tw-shadow:0 0/, 'minified: the initial values open the file')
      const before = (await postcss([plugin]).process(ENTRY, { from: undefined })).css
      assert.equal(before, ENTRY, 'before Tailwind CSS there is no condition to change')
    },
  },
  {
    id: 'atp-layer-components-order',
    says: 'Tailwind CSS 4.1.18, 4.3.3 and 4.3.5 with weapp-tailwindcss/index.css (last line @tailwind utilities;) or with-layer.css: .btn-primary from @layer components sits in the layer, .py-8 outside it (index.css); weapp-tailwindcss removes @layer and keeps the order, .btn-primary after .py-8; Tailwind CSS 3.4.19 puts it before; @utility btn-primary is sorted before .px-2 and .py-8 and lies outside any layer',
    quotes: [
      { page: ZH, text: '小程序不支持级联层，weapp-tailwindcss 会去掉 `@layer`，规则保持原来的书写顺序。' },
      { page: EN, text: "Mini-programs don't support cascade layers: weapp-tailwindcss removes `@layer`, and the rules keep their original order." },
      { page: ZH, text: '改用 `weapp-tailwindcss/with-layer.css` 也一样，去掉层以后 `.btn-primary` 仍然在 `.py-8` 后面。' },
      { page: EN, text: "Switching to `weapp-tailwindcss/with-layer.css` doesn't help: once the layers are removed, `.btn-primary` still comes after `.py-8`." },
      { page: ZH, text: '两者都是一个类选择器，优先级相同，后出现的 `.btn-primary` 胜出。' },
      { page: EN, text: 'both are a single class selector with equal specificity, so `.btn-primary`, coming later, wins' },
      { page: ZH, text: '`weapp-tailwindcss/index.css` 的最后一行就是生成工具类的 `@tailwind utilities;`' },
      { page: ZH, text: '用 Tailwind CSS 4.1.18、4.3.3 和 4.3.5 分别实测：Tailwind CSS 直接输出的样式（即 H5 拿到的）里，`.py-8` 不在任何层里，`.btn-primary` 在 `components` 层里，所以 `py-8` 的 32px 胜出；' },
      { page: ZH, text: '经过 weapp-tailwindcss 4.12.0 处理后，`@layer` 没有了，`.btn-primary` 排在 `.py-8` 后面，胜出的是 `py-4` 的 16px。' },
      { page: EN, text: 'Measured with Tailwind CSS 4.1.18, 4.3.3 and 4.3.5: in the styles Tailwind CSS outputs directly (what H5 gets), `.py-8` is in no layer and `.btn-primary` is in the `components` layer, so the 32px of `py-8` wins; after weapp-tailwindcss 4.12.0 there is no `@layer` any more and `.btn-primary` comes after `.py-8`, so the 16px of `py-4` wins.' },
      { page: ZH, text: 'Tailwind CSS 3 把 `@layer components` 里的规则提到 `@tailwind components` 的位置，排在工具类前面，实测 3.4.19 处理后 `.btn-primary` 在 `.py-8` 之前，没有这个问题。' },
      { page: EN, text: 'Tailwind CSS 3 moves the rules in `@layer components` to where `@tailwind components` is, ahead of the utility classes; measured with Tailwind CSS 3.4.19, `.btn-primary` comes before `.py-8` after processing, so the problem doesn\'t occur.' },
      { page: ZH, text: 'Tailwind CSS 会把 `btn-primary` 当作工具类一起排序，实测它被排在 `.px-2`、`.py-8` 这些单一用途的工具类前面' },
      { page: EN, text: 'Tailwind CSS then sorts `btn-primary` together with the utility classes; measured, it is placed before single-purpose utility classes such as `.px-2` and `.py-8`' },
      { page: ZH, text: '这是 Tailwind CSS 4 项目才有的现象。' },
      { page: EN, text: 'This happens only in Tailwind CSS 4 projects.' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const postcss = (await import('postcss')).default
      const { generateWith, ROOT } = await import('./support/at-property')
      const { wxss } = await import('./support/options')
      const index = fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/index.css'), 'utf8').trim()
      assert.ok(index.endsWith('@tailwind utilities;'), 'index.css ends with @tailwind utilities;')
      const apply = '@apply py-4 rounded-sm bg-red-500 text-white;'
      const layered = (entry: string) => `@import "${entry}";\n@layer components {\n  .btn-primary {\n    ${apply}\n  }\n}`
      const utility = `@import "weapp-tailwindcss/index.css";\n@utility btn-primary {\n  ${apply}\n}`
      const classes = ['btn-primary', 'py-8', 'px-2']
      /** Top-level position and enclosing layer of each class rule. */
      const where = (css: string) => {
        const found: Record<string, { at: number, layer?: string }> = {}
        let at = 0
        postcss.parse(css).walkRules((rule) => {
          at++
          const name = /^\.([\w-]+)$/.exec(rule.selector)?.[1]
          if (!name || found[name]) return
          const parent = rule.parent as { type?: string, name?: string, params?: string } | undefined
          const layer = parent?.type === 'atrule' && parent.name === 'layer' ? parent.params : undefined
          found[name] = { at, layer }
        })
        return found
      }
      for (const version of ['4.1.18', '4.3.3', '4.3.5']) {
        const raw = await generateWith(version, layered('weapp-tailwindcss/index.css'), classes)
        const r = where(raw)
        assert.equal(r['btn-primary']?.layer, 'components', `${version}: .btn-primary in the components layer`)
        assert.equal(r['py-8']?.layer, undefined, `${version}: .py-8 in no layer`)
        const out = where(await wxss(raw))
        assert.ok(!(await wxss(raw)).includes('@layer'), `${version}: no @layer after weapp-tailwindcss`)
        assert.ok(out['btn-primary']!.at > out['py-8']!.at, `${version}: .btn-primary after .py-8`)
        const withLayer = where(await wxss(await generateWith(version, layered('weapp-tailwindcss/with-layer.css'), classes)))
        assert.ok(withLayer['btn-primary']!.at > withLayer['py-8']!.at, `${version}: with-layer.css, .btn-primary still after .py-8`)
        const util = await generateWith(version, utility, classes)
        const u = where(util)
        const uo = where(await wxss(util))
        for (const map of [u, uo]) {
          assert.equal(map['btn-primary']?.layer, undefined, `${version}: @utility is in no layer`)
          assert.ok(map['btn-primary']!.at < map['px-2']!.at && map['btn-primary']!.at < map['py-8']!.at, `${version}: @utility sorted before .px-2 and .py-8`)
        }
      }
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const three = await runTailwind3({ template: '<view class="btn-primary py-8">x</view>', css: `@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@layer components {\n  .btn-primary {\n    ${apply}\n  }\n}`, options: {} })
      const t = where(three.wxss)
      assert.ok(t['btn-primary']!.at < t['py-8']!.at, 'Tailwind CSS 3: .btn-primary before .py-8')
    },
  },
  {
    id: 'atp-browser-support-versions',
    says: '@mdn/browser-compat-data 8.1.9: @property since Chrome 85, Edge 85, Safari 16.4 (released 2023-03-27), Safari on iOS 16.4, Firefox 128',
    quotes: [
      { page: ZH, text: '浏览器的支持时间大致是：Chrome 与 Edge 85、Safari 16.4、Firefox 128。' },
      { page: ZH, text: '也就是说，2023 年之前的 iOS 系统 WebKit 并不认识它。' },
      { page: EN, text: 'Browser support arrived roughly with Chrome and Edge 85, Safari 16.4 and Firefox 128.' },
      { page: EN, text: "In other words, the system WebKit on iOS before 2023 doesn't know it." },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const data = JSON.parse(fs.readFileSync(path.join(unpacked('@mdn/browser-compat-data@8.1.9'), 'data.json'), 'utf8'))
      const support = data.css['at-rules'].property.__compat.support
      const added = (browser: string) => (Array.isArray(support[browser]) ? support[browser][0] : support[browser]).version_added
      assert.deepEqual(['chrome', 'edge', 'safari', 'safari_ios', 'firefox'].map(added), ['85', '85', '16.4', '16.4', '128'])
      assert.equal(data.browsers.safari_ios.releases['16.4'].release_date.slice(0, 4), '2023')
    },
  },
  {
    id: 'atp-wechat-rendering-engines',
    says: 'WeChat runtime reference: on iOS the view layer is rendered by WKWebView (the system WebKit, so iOS before 16.4, whose Safari lacks @property per the claim above, lacks it too); on Android by WeChat\'s own XWeb engine based on the Mobile Chromium kernel',
    quotes: [
      { page: ZH, text: '微信小程序在 iOS 上用的是系统 WebKit，iOS 16.4 之前的设备不支持 `@property`；' },
      { page: EN, text: "On iOS, the WeChat mini-program uses the system WebKit, and devices before iOS 16.4 don't support `@property`." },
      { page: ZH, text: '安卓端由微信自研、基于 Mobile Chromium 内核的 XWeb 引擎渲染，它的内核版本也不是你能决定的；' },
      { page: EN, text: "On Android, pages are rendered by XWeb, WeChat's own engine based on the Mobile Chromium kernel, whose kernel version isn't yours to choose either." },
      { page: ZH, text: 'Skyline 渲染引擎遵循自己的样式规则，不能用浏览器版本去推断。' },
      { page: EN, text: "follows its own style rules, which you can't infer from browser versions." },
    ],
    manual: {
      ran: 'Read WeChat\'s "运行环境" page (developers.weixin.qq.com/miniprogram/dev/framework/runtime/env): on iOS/iPadOS/Mac the view layer is rendered by WKWebView; on Android by the WeChat-developed XWeb engine based on the Mobile Chromium kernel; WeChat\'s rich-text reference for Skyline: it "遵循 skyline 的样式和布局规则" and does not support some tags; together with @mdn/browser-compat-data 8.1.9 (claim atp-browser-support-versions): safari_ios added @property in 16.4',
      versions: 'the WeChat reference page as published; @mdn/browser-compat-data 8.1.9',
      on: '2026-11-29',
      why: 'which engine the WeChat client renders with can only be read from WeChat\'s documentation or seen on devices',
    },
  },
  {
    id: 'atp-css-custom-property-spec',
    says: 'CSS Variables / Properties and Values API / MDN: unregistered custom properties are token lists, always inherit, start as the guaranteed-invalid value so var() of an unset one makes the declaration invalid at computed-value time, and animate discretely (flip at 50%); registered ones get a syntax checked by the UA, an initial value and a chosen inheritance, and animate by computed value',
    quotes: [
      { page: ZH, text: '普通的 CSS 自定义属性（`--brand: #1677ff`）对浏览器来说只是一段文本：没有类型、没有默认值、总是向子元素继承。' },
      { page: EN, text: 'To a browser, an ordinary CSS custom property (`--brand: #1677ff`) is just a piece of text: it has no type and no default value, and it is always inherited by child elements.' },
      { page: ZH, text: '**有了初始值**：即使页面上没有任何规则给 `--card-lift` 赋值，`var(--card-lift)` 也能取到 `0px`，引用它的声明不会失效。' },
      { page: EN, text: "**It has an initial value**: even when no rule on the page assigns `--card-lift`, `var(--card-lift)` resolves to `0px`, so the declarations that reference it don't become invalid." },
      { page: ZH, text: '**可以不继承**：`inherits: false` 让父元素上的赋值不会“漏”到子元素里，组件嵌套时互不干扰。' },
      { page: EN, text: '**It can be non-inherited**: with `inherits: false`, a value set on a parent doesn\'t "leak" into its children, so nested components don\'t interfere with each other.' },
      { page: ZH, text: '**能校验取值**：登记了 `syntax` 以后，浏览器会按这个类型检查赋给它的值。' },
      { page: EN, text: '**Values are checked**: once a `syntax` is registered, the browser checks the values assigned to the property against that type.' },
      { page: ZH, text: '只要其中任何一个变量既没被赋值、也没有登记初始值，`var()` 就会让整条 `box-shadow` 在计算时失效，结果就是阴影完全不出现。' },
      { page: EN, text: 'If any one of these variables is neither assigned nor registered with an initial value, `var()` makes the whole `box-shadow` invalid at computed-value time, and the shadow doesn\'t appear at all.' },
    ],
    manual: {
      ran: 'Read CSS Properties and Values API Level 1 (W3C WD 2024-03-26, §1-2: css-variables properties "always take token lists as values, must always inherit"; registration gives "a syntax that\'s checked by the UA, an initial value, and a specific inheritance behavior"), the css-variables-1 definition of --* (initial: the guaranteed-invalid value; var() of it makes the referencing property invalid at computed-value time; MDN "Guaranteed-invalid value"), and MDN "Animatable CSS properties" (registered custom properties animate by computed value per their syntax, unregistered ones are discrete: they swap at 50%)',
      versions: 'the specification and MDN texts as stored; box-shadow with an invalid-at-computed-value-time value computes to its initial value none',
      on: '2026-11-29',
      why: 'browser cascade and animation behaviour; proving it by running needs a browser, which this machine does not run for proofs',
    },
  },
  {
    id: 'atp-cascade-unlayered-beats-layered',
    says: 'MDN @layer and !important: styles outside any layer override layered ones for normal declarations; for !important declarations the layer order is reversed',
    quotes: [
      { page: ZH, text: '在浏览器里，对不带 `!important` 的普通声明来说，不属于任何级联层的规则优先于层里的规则。' },
      { page: EN, text: 'In a browser, for normal declarations (without `!important`), rules that belong to no cascade layer take precedence over rules in a layer.' },
      { page: 'docs/multi-platform.md', text: '而按 CSS 层叠规则，对普通（不带 `!important`）的声明来说，不在层里的样式优先于所有层里的样式。' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/multi-platform.md', text: 'under the CSS cascade rules, for normal declarations (without `!important`), unlayered styles beat every layered style.' },
    ],
    manual: {
      ran: 'Read MDN @layer ("Styles that are not defined in a layer always override styles declared in named and anonymous layers"; unlayered styles form an implicit last layer) and MDN !important ("When it comes to important declarations, the cascade origin and layer orders are reversed")',
      versions: 'MDN pages as stored, describing CSS Cascading and Inheritance Level 5',
      on: '2026-11-29',
      why: 'browser cascade behaviour; running it needs a browser, which this machine does not run for proofs',
    },
  },
  {
    id: 'atp-inject-for-removed-universal-rule',
    says: 'The published typings of weapp-tailwindcss 4.12.0 say injectAdditionalCssVarScope is for build chains such as @tarojs/plugin-html that remove selectors containing *; with the fallback\'s * rule removed, the main stylesheet has no view,text,::before,::after initial values, and with the option on it has them again',
    quotes: [
      { page: ZH, text: '它适合这样的场景：构建链路里的其他插件（例如 Taro 的 `@tarojs/plugin-html`）会删掉带 `*` 的选择器，导致兜底规则没能走到 weapp-tailwindcss 这一步。' },
      { page: EN, text: "It is meant for this situation: another plugin in the build chain (Taro's `@tarojs/plugin-html`, for example) removes selectors containing `*`, so the fallback block never reaches weapp-tailwindcss." },
      { page: ZH, text: '如果连 `view,text,::before,::after` 这条规则都找不到，而上游确实生成过，尝试开启 `injectAdditionalCssVarScope`。' },
      { page: EN, text: "If you can't even find the `view,text,::before,::after` rule, although it was generated upstream, try turning on `injectAdditionalCssVarScope`." },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT, wxss } = await import('./support/options')
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      const typings = fs.readdirSync(dir).filter(f => f.endsWith('.d.ts')).map(f => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n')
      assert.match(typings, /当构建链路（例如 `@tarojs\/plugin-html`）移除了包含 `\*` 的选择器时，可启用该选项重新写入变量作用域/)
      const postcss = (await import('postcss')).default
      const raw = (await tw4('<view class="shadow-md p-4">x</view>', { marginTrimInline: true })).css.replace(/margin-trim:\s*block/g, 'margin-trim: inline')
      const root = postcss.parse(raw)
      root.walkRules(rule => { if (rule.selector.includes('*')) rule.remove() })
      const stripped = root.toString()
      postcss.parse(stripped).walkRules(rule => assert.ok(!rule.selector.includes('*'), `no * selector left: ${rule.selector}`))
      const without = await wxss(stripped)
      assert.ok(!/--tw-shadow: 0 0/.test(without), 'no initial value for --tw-shadow')
      const withOption = await wxss(stripped, { injectAdditionalCssVarScope: true })
      assert.match(withOption, /view,text,::after,::before \{[^}]*--tw-shadow: 0 0 rgba\(0,0,0,0\);/, 'the option writes the initial values again')
    },
  },
  {
    id: 'atp-caret-range-takes-newer',
    says: '^4.3.3 is satisfied by 4.3.4 and 4.3.5 (the installed tailwindcss is 4.3.5), so without a lockfile a caret range installs the newest 4.x; an exact 4.3.3 only matches 4.3.3',
    quotes: [
      { page: ZH, text: '`package.json` 里的版本号前不能带 `^`，否则没有锁文件时又会装回新版本。' },
      { page: EN, text: 'The version in `package.json` must not start with `^`, or a newer version gets installed again whenever there is no lockfile.' },
    ],
    async proof() {
      const semver = (await import('semver')).default
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/options')
      const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/package.json'), 'utf8')).version
      assert.equal(installed, '4.3.5')
      assert.equal(semver.maxSatisfying(['4.3.3', '4.3.4', installed], '^4.3.3'), installed)
      assert.equal(semver.maxSatisfying(['4.3.3', '4.3.4', installed], '4.3.3'), '4.3.3')
    },
  },
  {
    id: 'atp-vite-inline-postcss-skips-config-file',
    says: 'Vite 7.3.8 (which bundles postcss-load-config 6.0.1) ignores postcss.config.js when css.postcss is an inline object: a build with both applies only the inline plugins',
    quotes: [
      { page: ZH, text: '如果 PostCSS 插件已经写在 `vite.config.ts` 的 `css.postcss` 里（uni-app Vite 的接入页就是这样），Vite 不会再读取 `postcss.config.js`，要把这个插件加到那里的 `plugins` 数组末尾' },
      { page: EN, text: 'If your PostCSS plugins are already listed in `css.postcss` in `vite.config.ts` (as on the uni-app Vite setup page), Vite no longer reads `postcss.config.js`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { ROOT } = await import('./support/options')
      const vite = fs.readFileSync(path.join(ROOT, 'node_modules/vite/dist/node/chunks/config.js'), 'utf8')
      assert.match(vite, /postcss-load-config@6\.0\.1/, 'Vite bundles postcss-load-config 6.0.1')
      const { build } = await import('vite')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atp-vite-'))
      fs.writeFileSync(path.join(dir, 'app.css'), '.a { color: red; }\n')
      fs.writeFileSync(path.join(dir, 'main.js'), "import './app.css'\n")
      fs.writeFileSync(path.join(dir, 'postcss.config.js'), "module.exports = { plugins: [{ postcssPlugin: 'from-file', Once(root) { root.append({ selector: '.from-file', nodes: [] }).last.append({ prop: 'color', value: 'blue' }) } }] }\n")
      fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"commonjs"}')
      const marker = (name: string) => ({ postcssPlugin: name, Once(root: import('postcss').Root) { root.append(`.${name} { color: green; }`) } })
      const run = async (inline: boolean) => {
        type Output = { output: { fileName: string, source?: string | Uint8Array }[] }
        const out = await build({
          root: dir,
          configFile: false,
          logLevel: 'silent',
          css: inline ? { postcss: { plugins: [marker('from-inline')] } } : {},
          build: { write: false, lib: { entry: path.join(dir, 'main.js'), formats: ['es'], fileName: 'main' }, cssMinify: false },
        }) as Output | Output[]
        return (Array.isArray(out) ? out : [out]).flatMap(o => o.output).filter(f => f.fileName.endsWith('.css')).map(f => String(f.source)).join('\n')
      }
      const fileOnly = await run(false)
      assert.match(fileOnly, /\.from-file/, 'without css.postcss the config file is read')
      const inline = await run(true)
      assert.match(inline, /\.from-inline/)
      assert.doesNotMatch(inline, /\.from-file/, 'with css.postcss the config file is not read')
    },
  },
  {
    id: 'atp-postcss-config-measured',
    says: 'With tailwindcss and @tailwindcss/postcss 4.3.5 loaded by postcss-load-config 6.0.1 from postcss.config.js: without the page\'s plugin, weapp-tailwindcss 4.12.0 gives the main stylesheet :not(#\\#) on the rules outside layers and keeps @supports; with the page\'s config (plugin after @tailwindcss/postcss), in development and with NODE_ENV=production (minified), there is no :not(#\\#), no @supports, no @layer, and the initial values open the file in view,text,::before,::after; processed as non-main, the same output gets :not(#\\#) and keeps @property',
    quotes: [
      { page: ZH, text: '会走到这一步的情况有两种，都用 weapp-tailwindcss 4.12.0 + `@tailwindcss/postcss` 实际跑过：' },
      { page: EN, text: 'There are two ways to end up here, both actually run with weapp-tailwindcss 4.12.0 + `@tailwindcss/postcss`:' },
      { page: ZH, text: '实测（Tailwind CSS 4.3.5、weapp-tailwindcss 4.12.0，配置由 postcss-load-config 6.0.1 读取，Vite 也是用它读取 PostCSS 配置的）：不加时主样式里的层外规则都带着 `:not(#\\#)`，加上后一处都没有，变量初始值回到 `view,text,::before,::after` 开头的规则里，和 Tailwind CSS 4.3.3 的产物结构一致。' },
      { page: EN, text: 'Measured (Tailwind CSS 4.3.5, weapp-tailwindcss 4.12.0, config loaded by postcss-load-config 6.0.1, which is also what Vite uses to read PostCSS config): without the plugin the rules outside layers in the main stylesheet all carry `:not(#\\#)`; with it, there is none' },
      { page: ZH, text: '重新构建后在主样式产物里搜索 `not(#`，应当一处都没有；`@supports`、`@layer` 也应当消失' },
      { page: EN, text: "After rebuilding, search the main stylesheet in the output for `not(#`; there should be none. `@supports` and `@layer` should be gone as well, and the variables' initial values should be in an ordinary rule starting with `view,text,::before,::after`." },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { ROOT, runNode } = await import('./support/options')
      const project = await installed(['tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'postcss@8.5.6'])
      const page = fs.readFileSync(path.join(ROOT, ZH), 'utf8')
      const config = /```js title="postcss\.config\.js"\n([\s\S]*?)```/.exec(page)![1]!.replace(/^ {3}/gm, '')
      for (const dir of ['fixed', 'plain']) fs.mkdirSync(path.join(project, dir), { recursive: true })
      fs.writeFileSync(path.join(project, 'fixed/postcss.config.js'), config)
      fs.writeFileSync(path.join(project, 'plain/postcss.config.js'), "module.exports = { plugins: [require('@tailwindcss/postcss')()] }\n")
      // the mini-program entry, resolved from the project as a reader's project resolves it
      const link = path.join(project, 'node_modules/weapp-tailwindcss')
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules/weapp-tailwindcss'), link, 'dir')
      fs.writeFileSync(path.join(project, 'app.css'), '@import "weapp-tailwindcss" source(none);\n@source inline("shadow-md p-4");\n')
      /** postcss-load-config 6.0.1 (the site's) reads the config in the project; weapp-tailwindcss processes the result; each case in a process of its own. */
      const run = (configFile: string, env: string, isMainChunk: boolean) => runNode(`
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
process.env.NODE_ENV = ${JSON.stringify(env)}
const require = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))})
const loadConfig = require('postcss-load-config')
const projectRequire = createRequire(${JSON.stringify(path.join(project, 'package.json'))})
const postcss = projectRequire('postcss')
const { plugins, options, file: configPath } = await loadConfig({}, ${JSON.stringify(path.join(project, configFile))})
if (configPath !== ${JSON.stringify(path.join(project, configFile, 'postcss.config.js'))}) throw new Error('loaded ' + configPath)
const file = ${JSON.stringify(path.join(project, 'app.css'))}
const css = (await postcss(plugins).process(fs.readFileSync(file, 'utf8'), { ...options, from: file })).css
const { createContext } = await import(${JSON.stringify(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/core.mjs'))})
const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false })
console.log(JSON.stringify({ css, wxss: (await ctx.transformWxss(css, { isMainChunk: ${isMainChunk} })).css }))`, project).then(out => JSON.parse(out.trim().split('\n').pop()!) as { css: string, wxss: string })
      const plain = await run('plain', 'development', true)
      assert.match(plain.css, /margin-trim: block/)
      assert.ok(count(plain.wxss, NOT) > 0 && plain.wxss.includes('@supports'), 'without the plugin: :not(#\\#) and @supports')
      const postcss = (await import('postcss')).default
      postcss.parse(plain.wxss).each(node => {
        if (node.type === 'rule') for (const selector of node.selectors) assert.match(selector, /:not\(#\\#\)/, `outside a layer: ${selector}`)
      })
      for (const env of ['development', 'production']) {
        const fixed = await run('fixed', env, true)
        assert.match(fixed.css, /margin-trim: ?inline/, `${env}: the condition was rewritten`)
        assert.equal(count(fixed.wxss, NOT), 0, `${env}: no :not(#\\#)`)
        for (const gone of ['@supports', '@layer', '@property']) assert.ok(!fixed.wxss.includes(gone), `${env}: no ${gone}`)
        assert.match(fixed.wxss.replace(/^\/\*![^*]*\*\/\s*/, ''), /^::before,::after ?\{[^}]*\}\s*view,text,:?:before,:?:after ?\{[^}]*--tw-shadow: ?0 0/, `${env}: the initial values open the file`)
      }
      const notMain = await run('fixed', 'development', false)
      assert.ok(count(notMain.wxss, NOT) > 0 && notMain.wxss.includes('@property'), 'as non-main: :not(#\\#) and @property stay')
    },
  },
  {
    id: 'atp-tailwindcss-vite-then-postcss-config',
    says: 'Vite 6.4.6 with @tailwindcss/vite 4.3.5 and a postcss.config.js holding only the page\'s marginTrimInline: the built CSS says margin-trim: inline and no longer margin-trim: block',
    quotes: [
      { page: ZH, text: '用 `@tailwindcss/vite` 的项目，`plugins` 里只写 `marginTrimInline`：Tailwind CSS 的 Vite 插件先生成样式，Vite 随后才用 `postcss.config.js` 处理，实测（Vite 6.4.6、`@tailwindcss/vite` 4.3.5）产物里的条件同样被改成了 `margin-trim: inline`。' },
      { page: EN, text: "In projects that use `@tailwindcss/vite`, put only `marginTrimInline` in `plugins`: Tailwind CSS's Vite plugin generates the styles first and Vite then processes them with `postcss.config.js`" },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { ROOT, runNode } = await import('./support/options')
      const project = await installed(['vite@6.4.6', '@tailwindcss/vite@4.3.5', 'tailwindcss@4.3.5'])
      const page = fs.readFileSync(path.join(ROOT, ZH), 'utf8')
      const plugin = /```js title="postcss\.config\.js"\n([\s\S]*?)\n\s*module\.exports/.exec(page)![1]!.replace(/^ {3}/gm, '')
      fs.writeFileSync(path.join(project, 'postcss.config.cjs'), `${plugin}\nmodule.exports = { plugins: [marginTrimInline] }\n`)
      fs.writeFileSync(path.join(project, 'app.css'), '@import "tailwindcss" source(none);\n@source inline("shadow-md p-4");\n')
      fs.writeFileSync(path.join(project, 'main.js'), "import './app.css'\n")
      const out = await runNode(`
import { build } from 'vite'
import tailwindcss from '@tailwindcss/vite'
const result = await build({ root: ${JSON.stringify(project)}, logLevel: 'silent', plugins: [tailwindcss()], build: { write: false, lib: { entry: 'main.js', formats: ['es'], fileName: 'main' } } })
const files = (Array.isArray(result) ? result : [result]).flatMap(o => o.output).filter(f => f.fileName.endsWith('.css'))
console.log(JSON.stringify(files.map(f => String(f.source)).join('\\n')))`, project)
      const css = JSON.parse(out.trim().split('\n').pop()!) as string
      assert.match(css, /\.shadow-md/)
      assert.match(css, /margin-trim: ?inline/)
      assert.doesNotMatch(css, /margin-trim: ?block/)
      const version = JSON.parse(fs.readFileSync(path.join(project, 'node_modules/vite/package.json'), 'utf8')).version
      assert.equal(version, '6.4.6')
    },
  },
  {
    id: 'atp-issue-842-app-origin',
    says: 'weapp-tailwindcss#842 reports a WXSS compile error in ./app-origin.wxss (unexpected `\\`) with weapp-tailwindcss ^4.11.2, tailwindcss ^4.2.4, Taro 4 + webpack, and an app-origin.wxss built by tailwindcss v4.2.4 whose selectors carry :not(#\\#)',
    quotes: [
      { page: ZH, text: '[weapp-tailwindcss#842](https://github.com/sonofmagic/weapp-tailwindcss/issues/842) 报告的 `app-origin.wxss` 就是这种产物。' },
      { page: EN, text: 'The `app-origin.wxss` reported in [weapp-tailwindcss#842](https://github.com/sonofmagic/weapp-tailwindcss/issues/842) is output of this kind.' },
    ],
    manual: {
      ran: 'Read sonofmagic/weapp-tailwindcss#842 ("[ WXSS 文件编译错误] ./app-origin.wxss(5:11): unexpected `\\` at pos 2746"): weapp-tailwindcss ^4.11.2, tailwindcss ^4.2.4, Taro 4 React webpack; the quoted app-origin.wxss starts with "tailwindcss v4.2.4" and has page:not(#\\#),.tw-root:not(#\\#)… and .mt-5:not(#\\#)',
      versions: 'the issue thread as stored (opened 2026-04-30)',
      on: '2026-11-29',
      why: 'the content of a GitHub issue; it can be read, not run',
    },
  },
])
