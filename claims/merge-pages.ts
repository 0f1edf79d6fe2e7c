// The merge runtime pages (docs/community/merge/*.mdx) beyond claims/community.ts: each proof calls the installed
// @weapp-tailwindcss/merge 2.2.0 (with its /slim and /lite entries), plain tailwind-merge 3.7.0,
// tailwind-variants 4.0.2, class-variance-authority 0.7.1 and @weapp-tailwindcss/variants 0.1.4.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const MERGE = (page: string) => `docs/community/merge/${page}.mdx`
const MERGE_EN = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/community/merge/${page}.mdx`
const API = MERGE('runtime-api')
const API_EN = MERGE_EN('runtime-api')
const OV = MERGE('overview')
const OV_EN = MERGE_EN('overview')
const INT = MERGE('integration')
const INT_EN = MERGE_EN('integration')
const CVA = MERGE('cva-and-variants')
const CVA_EN = MERGE_EN('cva-and-variants')

const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, unknown>
const declarations = (name: string, file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', name, 'dist', file), 'utf8')

type Merge = (...inputs: unknown[]) => string

export default defineClaims(import.meta.url, [
  // ── runtime-api ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'merge-api-version-and-twmerge-basics',
    says: 'The page documents @weapp-tailwindcss/merge 2.2.0; twMerge keeps only the last of classes for one CSS property; its inputs take strings, numbers, nested arrays and objects; /slim twMerge has fewer groups',
    quotes: [
      { page: API, text: '这一页是 merge 运行时（npm 包 `@weapp-tailwindcss/merge`，版本 2.2.0）的接口手册。' },
      { page: API_EN, text: 'This page is the API reference for the merge runtime (the npm package `@weapp-tailwindcss/merge`, version 2.2.0).' },
      { page: API, text: '合并类名并去掉冲突项：控制同一个 CSS 属性的多个类，只保留最后出现的那个。' },
      { page: API_EN, text: 'Merges class names and removes conflicts: of several classes that control the same CSS property, only the last one is kept.' },
      { page: API, text: '任意多个类名值，类型与 `clsx` 的 `ClassValue` 相同，可以是字符串、数字、数组（可嵌套）、以类名为键、布尔值为值的对象' },
      { page: API_EN, text: 'The `/slim` entry also exports `twMerge`; the only difference is that it has fewer grouping rules.' },
    ],
    async proof() {
      assert.equal(manifest('@weapp-tailwindcss/merge').version, '2.2.0')
      const { twMerge } = await import('@weapp-tailwindcss/merge') as { twMerge: Merge }
      const slim = await import('@weapp-tailwindcss/merge/slim') as { twMerge: Merge }
      assert.equal(twMerge('px-2 py-1 px-4 px-[10px]'), 'py-1 px-_b10px_B', 'only the last px-* stays, py-1 is another property')
      assert.equal(twMerge('p-1', 2, ['m-1', ['m-2', { 'text-[#333]': true, hidden: false }]]), 'p-1 2 m-2 text-_b_h333_B', 'numbers, nested arrays and objects')
      assert.ok(declarations('@weapp-tailwindcss/merge', 'index.d.mts').includes('ClassValue'), 'the type is ClassValue')
      assert.equal(slim.twMerge('px-2 px-4'), 'px-4', '/slim merges common groups')
      assert.equal(slim.twMerge('line-clamp-2 line-clamp-3'), 'line-clamp-2 line-clamp-3', '/slim lacks the line-clamp group')
      assert.equal(twMerge('line-clamp-2 line-clamp-3'), 'line-clamp-3', 'the main entry has it')
    },
  },
  {
    id: 'merge-api-same-wrapper-for-all-functions',
    says: 'twMerge, twJoin and the functions made by extendTailwindMerge and createTailwindMerge all undo escaping before and escape after; twJoin only joins (keeps conflicts), and costs less than twMerge',
    quotes: [
      { page: API, text: '默认导出的合并函数和拼接函数，以及两个工厂函数新建出来的函数，外面包的是同一层逻辑，按下面的顺序处理输入：' },
      { page: API_EN, text: 'The default merge and join functions, and the functions that the two factories create, are all wrapped in the same layer of logic, which processes the input in this order:' },
      { page: API_EN, text: '**Merge**: the matching tailwind-merge function resolves the conflicts (`twJoin` only joins).' },
      { page: API_EN, text: 'Joins only, without detecting conflicts, but still undoes escaping and escapes the result.' },
      { page: API_EN, text: 'It suits cases where you only want to filter out invalid values such as `false` and `undefined` and still need class names a mini-program can use, and it costs less than `twMerge`.' },
      { page: API, text: '**返回**：与 `twMerge` 用法相同的函数，输出同样经过还原与转义。' },
      { page: API_EN, text: '**Returns**: a function used just like `twMerge`, whose output also goes through undoing and escaping.' },
    ],
    async proof() {
      const merge = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; twJoin: Merge; extendTailwindMerge: (c: unknown) => Merge; createTailwindMerge: (...c: unknown[]) => Merge; getDefaultConfig: () => unknown }
      const made: Record<string, Merge> = {
        twMerge: merge.twMerge,
        extendTailwindMerge: merge.extendTailwindMerge({}),
        createTailwindMerge: merge.createTailwindMerge(merge.getDefaultConfig),
      }
      for (const [name, fn] of Object.entries(made)) {
        assert.equal(fn('px-_b10px_B px-2'), 'px-2', `${name}: a built form is undone before merging`)
        assert.equal(fn('text-[#333]'), 'text-_b_h333_B', `${name}: the output is escaped`)
      }
      assert.equal(merge.twJoin('px-_b10px_B', 'px-2', false, undefined, 'text-[#333]'), 'px-_b10px_B px-2 text-_b_h333_B', 'twJoin keeps both conflicting classes, drops false/undefined and escapes')
      // Cost: 3000 fresh inputs (no cache hits) per round; three warm-up rounds each, then seven interleaved rounds, medians compared.
      const inputs = Array.from({ length: 3000 }, (_, i) => `px-[${i}rpx] py-2 text-[#${(i % 4096).toString(16).padStart(3, '0')}] px-4 bg-white m-${i % 9}`)
      let round = 0
      const time = (fn: Merge) => {
        round++
        const start = performance.now()
        for (const input of inputs) fn(`${input} r${round}`)
        return performance.now() - start
      }
      for (let i = 0; i < 3; i++) { time(merge.twJoin); time(merge.twMerge) }
      const joins: number[] = []
      const merges: number[] = []
      for (let i = 0; i < 7; i++) { joins.push(time(merge.twJoin)); merges.push(time(merge.twMerge)) }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[3]!
      const join = median(joins)
      const full = median(merges)
      assert.ok(join < full, `twJoin ${join.toFixed(1)} ms vs twMerge ${full.toFixed(1)} ms`)
    },
  },
  {
    id: 'merge-api-create-options',
    says: 'create() makes new functions equivalent to the default exports, with their own cache; the escape/unescape option types come from @weapp-core/escape with just map and ignoreHead; a map is layered over the default table; a leading digit gets _ unless ignoreHead; true equals omitted; without unescape built forms are not recognised',
    quotes: [
      { page: API, text: '包里直接导出的 `twMerge`、`twJoin` 等，其实就是 `create()` 不带参数时的结果；自己调用 `create` 得到的是新实例，有自己的缓存，不会影响默认导出。' },
      { page: API_EN, text: 'The `twMerge`, `twJoin` and other functions the package exports directly are simply what `create()` returns without arguments; calling `create` yourself gives you a new instance with its own cache, which does not affect the default exports.' },
      { page: API_EN, text: '| `escape`: boolean or escape options object | On, with the default escape table | Controls the escaping before output in step 7. `false` means output as is |' },
      { page: API_EN, text: '| `unescape`: boolean or unescape options object | On, with the default escape table | Controls undoing the escaping before merging in step 3. `false` means no undoing |' },
      { page: API, text: '这两个选项对象的类型定义在转义库 `@weapp-core/escape` 里，结构相同，只有两个可选字段：' },
      { page: API, text: '它会覆盖在默认表之上，没写到的字符仍按默认规则处理。' },
      { page: API_EN, text: 'It is layered over the default table, and characters it does not mention are still handled by the default rules.' },
      { page: API, text: '默认情况下，字符串以数字开头时会在前面补一个 `_`，例如 `2xl:p-2` 转成 `_2xl_cp-2`；开启后得到 `2xl_cp-2`。' },
      { page: API, text: '传 `true` 与不传效果相同。' },
      { page: API, text: '构建插件会把源码里的类名字面量先转义一遍，运行时拿到的往往是 `px-_b10px_B` 这样的写法。' },
      { page: API, text: '`text-_b28rpx_B text-_b_h333_B` 还会被误判为两个颜色，字号被丢掉。' },
      { page: API, text: '只有确定输入从不经过构建插件转义（例如 H5 端插件已禁用）时才关闭它。' },
      { page: API_EN, text: 'Turn it off only when you are sure the input never goes through the build plugin\'s escaping (for example, on H5 with the plugin disabled).' },
    ],
    async proof() {
      const merge = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; twJoin: Merge; create: (o?: unknown) => { twMerge: Merge; twJoin: Merge } }
      const samples = ['px-2 px-[10px]', 'px-_b10px_B px-2', 'text-[24rpx] text-[#333]', 'hover:bg-[#fff] hover:bg-[#000]', '2xl:p-2']
      const fresh = merge.create()
      const onOff = merge.create({ escape: true, unescape: true })
      for (const input of samples) {
        assert.equal(fresh.twMerge(input), merge.twMerge(input), `create().twMerge = twMerge for ${input}`)
        assert.equal(fresh.twJoin(input), merge.twJoin(input), `create().twJoin = twJoin for ${input}`)
        assert.equal(onOff.twMerge(input), merge.twMerge(input), `true = omitted for ${input}`)
      }
      assert.notEqual(fresh.twMerge, merge.twMerge, 'a new function instance')
      // Own cache: an instance without escaping answers the same input differently, and the default export is unchanged.
      const plain = merge.create({ escape: false })
      assert.equal(plain.twMerge('px-2 px-[10px]'), 'px-[10px]')
      assert.equal(merge.twMerge('px-2 px-[10px]'), 'px-_b10px_B', 'the default export keeps its own result')
      assert.equal(merge.create({ unescape: false }).twMerge('px-_b10px_B px-2'), 'px-_b10px_B px-2', 'unescape: false, the built form is not undone')
      // The option types: two optional fields, both in @weapp-core/escape.
      const escapeTypes = declarations('@weapp-core/escape', 'index.d.mts')
      for (const name of ['EscapeOptions', 'UnescapeOptions']) {
        const body = new RegExp(`interface ${name} \\{([^}]*)\\}`).exec(escapeTypes)?.[1] ?? ''
        assert.deepEqual(body.trim().split(/;\s*/).filter(Boolean), ['map?: Record<string, string>', 'ignoreHead?: boolean'], name)
      }
      assert.match(declarations('@weapp-tailwindcss/runtime', 'index.d.mts'), /from "@weapp-core\/escape"|from '@weapp-core\/escape'/, 'the runtime takes the option types from @weapp-core/escape')
      const hash = merge.create({ escape: { map: { '#': '_hash_' } } })
      assert.equal(hash.twMerge('text-[#ececec]'), 'text-_b_hash_ececec_B', 'the custom # entry, the default [ and ] entries')
      assert.equal(merge.twMerge('2xl:p-2'), '_2xl_cp-2')
      assert.equal(merge.create({ escape: { ignoreHead: true } }).twMerge('2xl:p-2'), '2xl_cp-2')
      // Turning unescape off breaks built input but is harmless for raw input on H5.
      const noUndo = merge.create({ unescape: false })
      assert.equal(noUndo.twMerge('text-_b28rpx_B text-_b_h333_B'), 'text-_b_h333_B', 'without unescape the font size is dropped')
      assert.equal(merge.twMerge('text-_b28rpx_B text-_b_h333_B'), 'text-_b28rpx_B text-_b_h333_B', 'with it both stay')
      assert.equal(merge.create({ escape: false, unescape: false }).twMerge('text-[28rpx] text-[#333] px-2 px-4'), 'text-[28rpx] text-[#333] px-4', 'raw H5 input merges fine without unescape')
    },
  },
  {
    id: 'merge-api-factories',
    says: 'extendTailwindMerge adds to the default rules and returns a function; top-level classGroups silently do nothing; text-title is taken for a color by default; createTailwindMerge starts from a complete configuration with the six fields, no defaults; the main entry combines getDefaultConfig and mergeConfigs; in /lite it is the only merger; getDefaultConfig only in the main entry and is tailwind-merge\'s; mergeConfigs in all three',
    quotes: [
      { page: API, text: '在默认分组规则的基础上追加或覆盖规则，返回一个新的合并函数。' },
      { page: API_EN, text: 'Adds rules to, or overrides rules in, the default grouping rules and returns a new merge function.' },
      { page: API_EN, text: 'The parameters are the same as those of the function of the same name in tailwind-merge 3:' },
      { page: API, text: '规则必须写在 `extend` 或 `override` 里。' },
      { page: API_EN, text: 'Rules must go inside `extend` or `override`.' },
      { page: API, text: '默认规则并不知道 `text-title` 是字号，会把它当成颜色和 `text-[#333]` 互相覆盖' },
      { page: API_EN, text: 'The default rules do not know that `text-title` is a font size, take it for a color, and let it and `text-[#333]` override each other.' },
      { page: API, text: '不依赖任何默认规则，从一份完整配置开始创建合并函数。' },
      { page: API_EN, text: 'Creates a merge function from a complete configuration, without relying on any default rules.' },
      { page: API_EN, text: 'a function that returns a complete configuration object, which must contain `cacheSize`, `theme`, `classGroups`, `conflictingClassGroups`, `conflictingClassGroupModifiers` and `orderSensitiveModifiers`.' },
      { page: API, text: '在主入口里，可以把默认配置函数和配置合并函数组合起来用：' },
      { page: API_EN, text: 'In the main entry, you can combine the default configuration function with the configuration merge function:' },
      { page: API_EN, text: 'In the `/lite` entry, it is the only way to get conflict detection, which suits component libraries that care about only a few custom classes:' },
      { page: API, text: '默认配置函数只在主入口提供，返回 tailwind-merge 3 内置的完整配置对象，常作为上一节工厂函数的第一个参数。' },
      { page: API_EN, text: 'The default configuration function is only available in the main entry.' },
      { page: API, text: '配置合并函数三个入口都有，调用形式为 `mergeConfigs(baseConfig, configExtension)`：把扩展对象并入一份配置后返回，扩展对象的写法与扩展工厂的第一个参数相同。' },
      { page: API_EN, text: 'The configuration merge function is available in all three entry points and is called as `mergeConfigs(baseConfig, configExtension)`: it merges an extension object into a configuration and returns the result; the extension object is written just like the first argument of the extension factory.' },
    ],
    async proof() {
      type Entry = Record<string, unknown> & {
        twMerge?: Merge
        twJoin: Merge
        create: (o?: unknown) => { twMerge: Merge }
        createTailwindMerge: (...c: unknown[]) => Merge
        extendTailwindMerge: (...c: unknown[]) => Merge
        mergeConfigs: (a: unknown, b: unknown) => Record<string, unknown>
      }
      const main = await import('@weapp-tailwindcss/merge') as unknown as Entry & { getDefaultConfig: () => Record<string, unknown>; twMerge: Merge }
      const slim = await import('@weapp-tailwindcss/merge/slim') as unknown as Entry
      const lite = await import('@weapp-tailwindcss/merge/lite') as unknown as Entry
      const plain = await import('tailwind-merge') as unknown as { getDefaultConfig: () => Record<string, unknown> }
      const extended = main.extendTailwindMerge({ extend: { theme: { text: ['title'] } } })
      assert.equal(typeof extended, 'function')
      assert.equal(extended('text-title text-[#333] px-2 px-4'), 'text-title text-_b_h333_B px-4', 'extend keeps the defaults and adds text-title')
      assert.equal(main.twMerge('text-title text-[#333]'), 'text-_b_h333_B', 'by default text-title is a color that text-[#333] overrides')
      assert.equal(main.twMerge('text-[#333] text-title'), 'text-title', 'and the other way round')
      const topLevel = main.extendTailwindMerge({ classGroups: { 'btn-size': [{ btn: ['sm', 'lg'] }] } })
      assert.equal(topLevel('btn-sm btn-lg'), 'btn-sm btn-lg', 'top-level classGroups: no error, no effect')
      assert.equal(main.extendTailwindMerge({ extend: { classGroups: { 'btn-size': [{ btn: ['sm', 'lg'] }] } } })('btn-sm btn-lg'), 'btn-lg', 'inside extend it works')
      // Same parameters as tailwind-merge 3: the declaration wraps its types, and the function form plus further functions work.
      assert.match(declarations('@weapp-tailwindcss/merge', 'index.d.mts'), /extendTailwindMerge: [^\n]*\(configExtension: _\$tailwind_merge0\.ConfigExtension<[^\n]*\.\.\.createConfig: /)
      const byFunctions = main.extendTailwindMerge((c: unknown) => c, (c: unknown) => main.mergeConfigs(c, { extend: { theme: { text: ['title'] } } }))
      assert.equal(byFunctions('text-title text-[#333]'), 'text-title text-_b_h333_B', 'a configuration function and a further createConfig function')
      // createTailwindMerge: only what the configuration holds.
      const config = main.getDefaultConfig()
      // The required (non-optional) fields of tailwind-merge 3's Config = ConfigStaticPart + ConfigGroupsPart.
      const types = fs.readFileSync(path.join(ROOT, 'node_modules/tailwind-merge/dist/types.d.ts'), 'utf8')
      const required = ['ConfigStaticPart', 'ConfigGroupsPart'].flatMap((name) => {
        const body = types.slice(types.indexOf(`interface ${name}`), types.indexOf('\n}', types.indexOf(`interface ${name}`)))
        return [...body.matchAll(/^ {4}(\w+):/gm)].map(match => match[1])
      })
      assert.deepEqual(required.sort(), ['cacheSize', 'classGroups', 'conflictingClassGroupModifiers', 'conflictingClassGroups', 'orderSensitiveModifiers', 'theme'], 'the six required fields of a complete configuration')
      const emptyConfig = {
        cacheSize: 10, theme: {}, classGroups: {}, conflictingClassGroups: {}, conflictingClassGroupModifiers: {}, orderSensitiveModifiers: [],
      }
      const empty = main.createTailwindMerge(() => emptyConfig)
      assert.equal(empty('px-2 px-4'), 'px-2 px-4', 'no default rules')
      const combined = main.createTailwindMerge(main.getDefaultConfig, (c: unknown) => main.mergeConfigs(c, { extend: { theme: { text: ['title'] } } }))
      assert.equal(combined('text-title text-[#333] px-2 px-4'), 'text-title text-_b_h333_B px-4')
      // /lite: no twMerge; create().twMerge and twJoin do not merge; createTailwindMerge does.
      assert.ok(!('twMerge' in lite))
      assert.equal(lite.create().twMerge('px-2 px-4'), 'px-2 px-4')
      assert.equal(lite.twJoin('px-2 px-4'), 'px-2 px-4')
      assert.equal(lite.createTailwindMerge(() => config)('px-2 px-4'), 'px-4')
      assert.ok(!('getDefaultConfig' in slim) && !('getDefaultConfig' in lite), 'getDefaultConfig only in the main entry')
      assert.deepEqual(JSON.stringify(config), JSON.stringify(plain.getDefaultConfig()), 'the configuration built into tailwind-merge 3')
      for (const [name, entry] of Object.entries({ main, slim, lite })) {
        const merged = entry.mergeConfigs(plain.getDefaultConfig(), { extend: { theme: { text: ['title'] } } })
        assert.ok((merged.theme as Record<string, unknown[]>).text.includes('title'), `${name}: mergeConfigs merges an extension object`)
      }
    },
  },
  {
    id: 'merge-api-weapptwignore-not-for-templates',
    says: 'weappTwIgnore returns the raw class names, which do not match the escaped selectors a mini-program template needs',
    quotes: [
      { page: API, text: '不要把 `weappTwIgnore` 标记过的字符串绑定到小程序模板上，那里需要的是转义后的类名。' },
      { page: API_EN, text: 'Do not bind a string marked with `weappTwIgnore` to a mini-program template: what a template needs there is the escaped class names.' },
    ],
    async proof() {
      const { weappTwIgnore, twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { weappTwIgnore: (s: TemplateStringsArray, ...v: unknown[]) => string; twMerge: Merge }
      assert.equal(weappTwIgnore`bg-[#123456] text-[28px]`, 'bg-[#123456] text-[28px]')
      assert.equal(twMerge('bg-[#123456] text-[28px]'), 'bg-_b_h123456_B text-_b28px_B', 'what the template needs')
    },
  },

  // ── overview ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'merge-overview-stylesheet-order-and-later-wins',
    says: 'Tailwind CSS 4 writes the rules of px-[24rpx] and px-[40rpx] in the same order whatever their order in class; twMerge keeps the later one, so the caller\'s value wins',
    quotes: [
      { page: OV, text: '假设按钮默认写了 `px-[24rpx]`，页面传进来 `px-[40rpx]`，两个类同时出现在 `class` 里时，谁生效取决于它们在生成的样式表里的先后顺序，而不是在 `class` 属性里的书写顺序。' },
      { page: OV_EN, text: 'Say a button has `px-[24rpx]` by default and the page passes in `px-[40rpx]`.' },
      { page: OV_EN, text: 'With both classes in `class`, which one wins depends on the order of their rules in the generated stylesheet, not on the order they are written in the `class` attribute.' },
      { page: OV, text: '`twMerge` 会识别出这两个类控制的是同一个 CSS 属性，只保留靠后的那个，于是调用方传入的值总能覆盖默认值。' },
      { page: OV_EN, text: '`twMerge` recognizes that the two classes control the same CSS property and keeps only the later one, so the value the caller passes in always overrides the default.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const css = '@import "weapp-tailwindcss";'
      const a = await runTailwind4({ template: '<view class="px-[24rpx] px-[40rpx]"></view>', css, options: {} })
      const b = await runTailwind4({ template: '<view class="px-[40rpx] px-[24rpx]"></view>', css, options: {} })
      const order = (wxss: string) => [...wxss.matchAll(/\.(px-_b(?:24|40)rpx_B)\s*\{/g)].map(m => m[1])
      assert.equal(order(a.wxss).length, 2, 'both rules are generated')
      assert.deepEqual(order(a.wxss), order(b.wxss), 'the rule order does not follow the class attribute')
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      assert.equal(twMerge('px-[24rpx]', 'px-[40rpx]'), 'px-_b40rpx_B')
      assert.equal(twMerge('px-[40rpx]', 'px-[24rpx]'), 'px-_b24rpx_B')
    },
  },
  {
    id: 'merge-overview-build-escapes-literals',
    says: 'weapp-tailwindcss 4.12.0 rewrites text-[#333] as text-_b_h333_B in both the stylesheet and the template; a string literal px-[10px] in JS becomes px-_b10px_B at build time, and plain tailwind-merge keeps px-_b10px_B px-2 both',
    quotes: [
      { page: OV, text: '所以 `weapp-tailwindcss` 在构建时会把 `text-[#333]` 改写成 `text-_b_h333_B`，样式表和模板用的都是改写后的名字' },
      { page: OV_EN, text: 'so at build time `weapp-tailwindcss` rewrites `text-[#333]` as `text-_b_h333_B`, and both the stylesheet and the templates use the rewritten name' },
      { page: OV, text: '源码里的字符串字面量在构建阶段已经被转义，原版库看到的是 `px-_b10px_B` 这种名字，认不出它和 `px-2` 冲突，两个都会留下。' },
      { page: OV_EN, text: 'String literals in the source have already been escaped at build time, so the plain library sees names like `px-_b10px_B`, does not recognize that this conflicts with `px-2`, and keeps both.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="text-[#333]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.wxss, /\.text-_b_h333_B\s*\{/)
      assert.equal(out.wxml, '<view class="text-_b_h333_B"></view>')
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false } as never) as unknown as { transformJs: (js: string, o: { runtimeSet: Set<string> }) => Promise<{ code: string }> }
      const { code } = await ctx.transformJs('const a = twMerge(\'px-[10px]\', props.cls)', { runtimeSet: new Set(['px-[10px]']) })
      assert.equal(code, 'const a = twMerge(\'px-_b10px_B\', props.cls)', 'the literal is escaped at build time')
      const plain = (await import('tailwind-merge')).twMerge
      assert.equal(plain('px-_b10px_B px-2'), 'px-_b10px_B px-2', 'plain tailwind-merge keeps both')
    },
  },
  {
    id: 'merge-overview-runtime-size-and-slim-groups',
    says: 'The whole main entry bundles to tens of KB minified (esbuild); importing only twJoin with tree-shaking gives a different size; /slim keeps layout, spacing, sizing, typography, background, border, effect, transform, transition and position groups',
    quotes: [
      { page: OV, text: '只是按条件追加互不冲突的类（例如加一个 `opacity-50`），模板里的条件绑定就够了，不必额外增加几十 KB 的运行时代码。' },
      { page: OV_EN, text: 'You only add classes conditionally that do not conflict (for example an extra `opacity-50`); a conditional binding in the template is enough, with no need for tens of KB of extra runtime code.' },
      { page: OV, text: '体积是在本站环境里把整个入口打包压缩后量出来的，实际数值会随打包器和 tree-shaking 变化，仅供比较。' },
      { page: OV_EN, text: 'The sizes were measured by bundling and minifying each whole entry point in this site\'s environment; real figures vary with the bundler and tree-shaking, so use them only for comparison.' },
      { page: OV, text: '精简规则，只保留布局、间距、尺寸、排版、背景、边框、效果、变换、过渡、定位等常用分组，另外导出 `getSlimConfig`' },
      { page: OV_EN, text: 'Reduced rules, keeping only the common groups such as layout, spacing, sizing, typography, backgrounds, borders, effects, transforms, transitions and positioning; also exports `getSlimConfig`' },
    ],
    async proof() {
      const esbuild = await import('esbuild')
      const size = async (contents: string) => (await esbuild.build({ stdin: { contents, resolveDir: ROOT }, bundle: true, minify: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], treeShaking: true })).outputFiles[0]!.contents.length
      const whole = await size('export * from \'@weapp-tailwindcss/merge\'')
      assert.ok(whole > 20_000 && whole < 100_000, `the whole main entry is tens of KB: ${whole}`)
      const joinOnly = await size('import { twJoin } from \'@weapp-tailwindcss/merge\'\nconsole.log(twJoin(\'a\'))')
      assert.notEqual(joinOnly, whole, `tree-shaking changes the figure: ${joinOnly} vs ${whole}`)
      const { getSlimConfig } = await import('@weapp-tailwindcss/merge/slim') as unknown as { getSlimConfig: () => { classGroups: Record<string, unknown> } }
      const groups = Object.keys(getSlimConfig().classGroups)
      for (const group of ['display', 'position', 'p', 'm', 'w', 'h', 'font-size', 'font-weight', 'bg-color', 'border-w', 'rounded', 'shadow', 'opacity', 'rotate', 'scale', 'transition', 'duration', 'inset'])
        assert.ok(groups.includes(group), `/slim keeps ${group}`)
    },
  },
  {
    id: 'merge-overview-runtime-makes-no-css',
    says: 'twMerge returns a string and writes no CSS; Tailwind CSS (3.4.19\'s scanner) generates a rule for a complete literal but none for a class assembled in a template literal',
    quotes: [
      { page: OV, text: '运行时只负责合并和转义，不会生成 CSS。' },
      { page: OV_EN, text: 'The runtime only merges and escapes; it does not generate CSS.' },
      { page: OV, text: '输出里出现的每个类名都必须以完整字面量的形式出现在 Tailwind CSS 会扫描的源码中，否则样式表里没有这条规则。' },
      { page: OV_EN, text: 'Every class name in its output must appear as a complete literal in source files that Tailwind CSS scans; otherwise the stylesheet has no rule for it.' },
      { page: OV, text: '像 `` `text-[${size}rpx]` `` 这样在运行时拼出来的类名是不会生成样式的。' },
      { page: CVA, text: '变体配置里每个类名都要以完整字面量的形式写在源码里；不要写 `` `bg-[${color}]` `` 这样的拼接。' },
      { page: CVA_EN, text: 'Every class name in a variant configuration must be written in the source as a complete literal; do not assemble names like `` `bg-[${color}]` ``.' },
    ],
    async proof() {
      // Tailwind CSS 3's own content scanner (Tailwind CSS 4's scanner, @tailwindcss/oxide, is not installed here).
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const assembled = await runTailwind3({ template: '<view class="{{cls}}"></view>', script: 'const size = 30\nexport const cls = twMerge(`text-[${size}rpx]`)\n', options: {} })
      assert.doesNotMatch(assembled.css, /text-\\\[/, 'no rule for the assembled class')
      const literal = await runTailwind3({ template: '<view class="{{cls}}"></view>', script: 'export const cls = twMerge(\'text-[30rpx]\')\n', options: {} })
      assert.match(literal.css, /\.text-\\\[30rpx\\\]/, 'a complete literal gets its rule')
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      assert.equal(typeof twMerge('text-[30rpx]'), 'string')
    },
  },
  {
    id: 'merge-overview-live-example',
    says: 'The live example\'s scope imports the installed @weapp-tailwindcss/merge (2.2.0); create({ escape: false }) merges exactly like twMerge and only skips escaping; p-[20rpx] replaces the default px and py',
    quotes: [
      { page: OV, text: '下面的示例直接运行本站安装的 merge 运行时 2.2.0。' },
      { page: OV_EN, text: 'The example below runs the merge runtime 2.2.0 installed on this site.' },
      { page: OV, text: '“可读写法”来自 `create({ escape: false })` 创建的实例，它只是关闭了输出阶段的转义，合并逻辑完全相同。' },
      { page: OV_EN, text: 'The "readable form" comes from an instance created with `create({ escape: false })`, which only turns off escaping at the output stage; the merge logic is exactly the same.' },
      { page: OV, text: '再换成 `p-[20rpx]`，默认的 `px`、`py` 会一起被更通用的 `p` 取代。' },
      { page: OV_EN, text: 'Then try `p-[20rpx]`: the default `px` and `py` are both replaced by the more general `p`.' },
    ],
    async proof() {
      const scope = fs.readdirSync(path.join(ROOT, 'src/theme/ReactLiveScope')).map(file => fs.readFileSync(path.join(ROOT, 'src/theme/ReactLiveScope', file), 'utf8')).join('\n')
      assert.match(scope, /from '@weapp-tailwindcss\/merge'/)
      assert.equal(manifest('@weapp-tailwindcss/merge').version, '2.2.0')
      const { create, twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; create: (o?: unknown) => { twMerge: Merge } }
      const { escape } = await import('@weapp-core/escape')
      const readable = create({ escape: false })
      const base = 'px-[24rpx] py-[12rpx] text-[28rpx] text-[#333] bg-white rounded-[8rpx]'
      for (const extra of ['px-[40rpx] text-[#07c160] rounded-full', 'text-[32rpx]', 'p-[20rpx]', 'px-_b40rpx_B']) {
        const plainOut = readable.twMerge(base, extra)
        assert.equal(plainOut.split(' ').map(name => escape(name)).join(' '), twMerge(base, extra), `same merge, escaping only differs: ${extra}`)
      }
      assert.equal(readable.twMerge(base, 'p-[20rpx]'), 'text-[28rpx] text-[#333] bg-white rounded-[8rpx] p-[20rpx]')
    },
  },

  // ── integration ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'merge-integration-plugin-defaults-and-shared-map',
    says: 'weapp-tailwindcss 4.12.0 defaults: disabled false, customReplaceDictionary the built-in table, ignoreCallExpressionIdentifiers [], ignoreTaggedTemplateExpressionIdentifiers [weappTwIgnore], replaceRuntimePackages false; a map given only to escape is used for unescape too, over the default table',
    quotes: [
      { page: INT, text: '运行时和构建插件各自持有一份转义规则，下表列出会影响两者一致性的插件选项（`weapp-tailwindcss@4.12.0`）：' },
      { page: INT_EN, text: 'The table below lists the plugin options that affect whether the two agree (`weapp-tailwindcss@4.12.0`):' },
      { page: INT, text: '运行时会把它叠加在默认表之上；只给 `escape` 写了 `map` 时，合并前的还原会自动使用同一张表。' },
    ],
    async proof() {
      assert.equal(manifest('weapp-tailwindcss').version, '4.12.0')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as Record<string, unknown>
      const { MappingChars2String } = await import('@weapp-core/escape')
      assert.equal(defaults.disabled, false)
      assert.deepEqual(defaults.customReplaceDictionary, MappingChars2String, 'the built-in table')
      assert.deepEqual(defaults.ignoreCallExpressionIdentifiers, [])
      assert.deepEqual(defaults.ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.equal(defaults.replaceRuntimePackages, false)
      const { create } = await import('@weapp-tailwindcss/merge') as unknown as { create: (o?: unknown) => { twMerge: Merge } }
      const cn = create({ escape: { map: { '#': '_hash_' } } }).twMerge
      assert.equal(cn('text-_b_hash_ececec_B text-[#fff]'), 'text-_b_hash_fff_B', 'the escape map also undoes _hash_ before merging; [ ] still use the default table')
    },
  },
  {
    id: 'merge-integration-twmerge-left-the-ignore-list-in-4-7-0',
    says: 'At the weapp-tailwindcss@4.6.3 tag the default ignoreCallExpressionIdentifiers listed twMerge, twJoin, cva and tv when @weapp-tailwindcss/merge was installed; from 4.7.0 it is []',
    quotes: [
      { page: INT, text: '`weapp-tailwindcss` 4.7.0 起不再默认把 `twMerge` 等函数放进名单，需要时自己添加。' },
      { page: INT_EN, text: 'Since `weapp-tailwindcss` 4.7.0, functions such as `twMerge` are no longer on the list by default; add them yourself when needed.' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      assert.match(atRelease('4.6.3', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: isPackageExists\('@weapp-tailwindcss\/merge'\) \? \['twMerge', 'twJoin', 'cva', 'tv'\] : \[\]/)
      for (const version of ['4.7.0', '4.12.0']) assert.match(atRelease(version, 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: \[\],/, version)
    },
  },
  {
    id: 'merge-integration-leading-digit',
    says: 'The build plugin escapes p-2 2xl:p-4 in a literal to p-2 _2xl_cp-4 (each class); with twMerge on the ignore list the literal stays raw and the runtime gives p-2 2xl_cp-4; the runtime keeps an already escaped _2xl_cp-4; a breakpoint name without a leading digit is escaped the same both ways',
    quotes: [
      { page: INT_EN, text: 'The exception is class names that start with a digit, such as `2xl:`; see "Class names starting with a digit have no styles" in the troubleshooting section below, and do not use the list when you use them.' },
      { page: INT, text: '**原因**：构建插件逐个类名转义，以数字开头的类名会在前面补 `_`；' },
      { page: INT, text: 'merge 运行时 2.2.0 对拼好的整串转义，只有整串的第一个类名会补 `_`。' },
      { page: INT, text: '只有原始写法的 `2xl:` 之类出现在中间位置时才会出错。' },
      { page: INT_EN, text: '**Cause**: the build plugin escapes class names one at a time and prefixes a `_` to those that start with a digit; merge runtime 2.2.0 escapes the whole joined string, so only the first class name of the string gets the `_`.' },
      { page: INT_EN, text: '**Fix**: do not add the merge function to the call expression ignore list, so that the build plugin escapes the literals first; for class names assembled at run time that the build plugin cannot reach, use breakpoint names that do not start with a digit (define custom breakpoints in `@theme`).' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      type Ctx = { transformJs: (js: string, o: { runtimeSet: Set<string> }) => Promise<{ code: string }> }
      const options = { logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false }
      const runtimeSet = new Set(['p-2', '2xl:p-4', 'tablet:p-4'])
      const escaped = (await (createContext(options as never) as unknown as Ctx).transformJs('twMerge(\'p-2 2xl:p-4 tablet:p-4\')', { runtimeSet })).code
      assert.equal(escaped, 'twMerge(\'p-2 _2xl_cp-4 tablet_cp-4\')', 'the build plugin escapes each class')
      const ignored = (await (createContext({ ...options, ignoreCallExpressionIdentifiers: ['twMerge'] } as never) as unknown as Ctx).transformJs('twMerge(\'p-2 2xl:p-4 tablet:p-4\')', { runtimeSet })).code
      assert.equal(ignored, 'twMerge(\'p-2 2xl:p-4 tablet:p-4\')', 'on the ignore list the literal stays raw')
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      assert.equal(twMerge('p-2 2xl:p-4'), 'p-2 2xl_cp-4', 'raw 2xl: in the middle loses the leading _')
      assert.equal(twMerge('2xl:p-4 p-2'), '_2xl_cp-4 p-2', 'the first class of the string gets it')
      assert.equal(twMerge('p-2 _2xl_cp-4'), 'p-2 _2xl_cp-4', 'an escaped _2xl_cp-4 is kept')
      assert.equal(twMerge('p-2 tablet:p-4'), 'p-2 tablet_cp-4', 'a breakpoint name without a digit matches the build plugin')
    },
  },
  {
    id: 'merge-integration-rpx-only-in-the-runtime',
    says: 'Plain tailwind-merge and tailwind-variants\' built-in merger drop text-[28rpx] next to text-[#333]; the merge runtime keeps both; merge-v3 0.1.6 keeps both of text-red text-[80rpx]',
    quotes: [
      { page: INT_EN, text: '**Symptom**: both `text-[28rpx]` and `text-[#333]` are written, and only one of them remains.' },
      { page: INT, text: 'merge 运行时会对 `text`、`border`、`bg`、`outline`、`ring` 前缀做特殊处理，但其他地方的合并逻辑不会。' },
      { page: INT_EN, text: 'The merge runtime handles the prefixes `text`, `border`, `bg`, `outline` and `ring` specially, but merge logic elsewhere does not.' },
      { page: INT_EN, text: '**Fix**: make sure merging goes only through the merge runtime.' },
    ],
    async proof() {
      const plain = (await import('tailwind-merge')).twMerge
      const { tv } = await import('tailwind-variants') as unknown as { tv: (c: unknown) => () => string }
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      for (const prefix of ['text', 'border', 'bg', 'outline', 'ring']) {
        const input = `${prefix}-[28rpx] ${prefix}-[#333]`
        assert.equal(plain(input), `${prefix}-[#333]`, `plain tailwind-merge drops ${prefix}-[28rpx]`)
        assert.equal(twMerge(input), `${prefix}-_b28rpx_B ${prefix}-_b_h333_B`, `the runtime keeps both for ${prefix}`)
      }
      assert.equal(tv({ base: 'text-[28rpx] text-[#333]' })(), 'text-[#333]', 'tv\'s built-in merger drops the font size')
      assert.equal(twMerge('p-[28rpx] p-[#333]'), 'p-_b_h333_B', 'other prefixes get no special handling')
    },
  },
  {
    id: 'merge-integration-issue-748',
    says: 'In sonofmagic/weapp-tailwindcss#748 twMerge(\'text-red text-[80rpx]\') from merge-v3 returned only text-_b80rpx_B, and the reporter wrote that upgrading to merge-v3 0.1.2 fixed it',
    quotes: [
      { page: INT, text: '[weapp-tailwindcss#748](https://github.com/sonofmagic/weapp-tailwindcss/issues/748) 中 `twMerge(\'text-red text-[80rpx]\')` 只剩下字号，报告者升级到 merge-v3 0.1.2 后解决。' },
      { page: INT_EN, text: 'In [weapp-tailwindcss#748](https://github.com/sonofmagic/weapp-tailwindcss/issues/748), `twMerge(\'text-red text-[80rpx]\')` left only the font size, and the reporter solved it by upgrading to merge-v3 0.1.2.' },
    ],
    manual: { ran: 'Read sonofmagic/weapp-tailwindcss#748 ("twMerge 未按预期合并", weapp-tailwindcss 4.7.8, Tailwind CSS 3.4.14): the report shows twMerge(`text-red text-[80rpx]`) from @weapp-tailwindcss/merge-v3 returning text-_b80rpx_B, and the reporter\'s comment of 2025-11-17 says upgrading to @weapp-tailwindcss/merge-v3@0.1.2 solved it', versions: 'issue thread as stored on 2026-11-29', on: '2026-11-29', why: 'a statement about a third-party issue thread, not about installed packages' },
  },
  {
    id: 'merge-integration-replace-runtime-packages',
    says: 'replaceRuntimePackages: true rewrites imports of tailwind-merge, class-variance-authority and tailwind-variants to @weapp-tailwindcss/merge, /cva and /variants; the object form with only tailwind-merge leaves cva and tv imports alone; the wrapper /cva is not installed here and its import does not resolve',
    quotes: [
      { page: INT, text: '**现象**：报找不到或无法解析这两个模块，而源码里并没有导入它们。' },
      { page: INT_EN, text: '**Symptom**: these two modules are reported missing or cannot be resolved, although your source never imports them.' },
      { page: INT_EN, text: '**Cause**: the plugin\'s `replaceRuntimePackages` is set to `true`, and the built-in replacement table has rewritten imports of `class-variance-authority` and `tailwind-variants` to these two wrapper packages, which the project does not have installed.' },
      { page: INT, text: '想继续用原版变体库，把选项改为对象写法，只保留 `\'tailwind-merge\': \'@weapp-tailwindcss/merge\'` 一项。' },
      { page: INT_EN, text: 'To use the wrapper packages, install `@weapp-tailwindcss/cva` or `@weapp-tailwindcss/variants`; to keep using the plain variant libraries, switch the option to the object form with only the entry `\'tailwind-merge\': \'@weapp-tailwindcss/merge\'`.' },
      { page: INT_EN, text: 'If the project uses the plain variant libraries and does not have the wrapper packages installed, the rewritten imports point to packages that are not installed and cannot be resolved; in that case use the object form above and list only installed packages.' },
    ],
    async proof() {
      const { createContext } = await import('weapp-tailwindcss/core')
      type Ctx = { transformJs: (js: string, o: { runtimeSet: Set<string> }) => Promise<{ code: string }> }
      const source = 'import { twMerge } from \'tailwind-merge\'\nimport { cva } from \'class-variance-authority\'\nimport { tv } from \'tailwind-variants\'\nexport const all = [twMerge, cva, tv, \'p-[1px]\']\n'
      const run = async (replaceRuntimePackages: unknown) => (await (createContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false, replaceRuntimePackages } as never) as unknown as Ctx).transformJs(source, { runtimeSet: new Set(['p-[1px]']) })).code
      const all = await run(true)
      for (const target of ['@weapp-tailwindcss/merge', '@weapp-tailwindcss/cva', '@weapp-tailwindcss/variants']) assert.ok(all.includes(`from '${target}'`), `true rewrites to ${target}`)
      const only = await run({ 'tailwind-merge': '@weapp-tailwindcss/merge' })
      assert.ok(only.includes('from \'@weapp-tailwindcss/merge\'') && only.includes('from \'class-variance-authority\'') && only.includes('from \'tailwind-variants\''), 'the object form rewrites only tailwind-merge')
      assert.ok(!fs.existsSync(path.join(ROOT, 'node_modules/@weapp-tailwindcss/cva')), 'the wrapper is not installed here')
      const esbuild = await import('esbuild')
      const failed = await esbuild.build({ stdin: { contents: all, resolveDir: ROOT }, bundle: true, write: false, logLevel: 'silent' }).then(() => undefined, (error: { errors: { text: string }[] }) => error.errors.map(e => e.text).join('\n'))
      assert.match(String(failed), /Could not resolve "@weapp-tailwindcss\/cva"/, 'the rewritten import does not resolve')
    },
  },
  {
    id: 'merge-integration-conflicts-kept-and-demo',
    says: 'Conflicting built names are all kept with unescape off, with /lite create().twMerge, and for custom names like text-title next to text-[28rpx]; the demo input px-[24rpx] px-_b40rpx_B merges to px-_b40rpx_B and keeps both without unescaping',
    quotes: [
      { page: INT_EN, text: '**Symptom**: `class` contains both `px-_b24rpx_B` and `px-_b40rpx_B`, and the one that takes effect is not the one you want.' },
      { page: INT_EN, text: 'Third, the class names are custom ones the merge library does not know by default, such as a `text-title` defined with `@theme`.' },
      { page: INT, text: '默认输入里，`px-[24rpx]` 和构建后写法的 `px-_b40rpx_B` 被识别为冲突，只留下后者；' },
      { page: INT, text: '切换到模拟模式后，由于不做还原，两者都会保留，这正是上面“冲突的类名都被保留了”一节描述的情况。' },
      { page: INT_EN, text: 'With the default input, `px-[24rpx]` and `px-_b40rpx_B`, in its built form, are recognized as a conflict and only the latter remains.' },
      { page: INT_EN, text: 'Switch to the simulated mode and, since nothing is restored, both are kept, which is exactly the situation described in "Conflicting class names are all kept" above.' },
    ],
    async proof() {
      const main = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; create: (o?: unknown) => { twMerge: Merge }; extendTailwindMerge: (c: unknown) => Merge }
      const lite = await import('@weapp-tailwindcss/merge/lite') as unknown as { create: (o?: unknown) => { twMerge: Merge } }
      assert.equal(main.create({ unescape: false }).twMerge('px-_b24rpx_B px-_b40rpx_B'), 'px-_b24rpx_B px-_b40rpx_B', 'unescape off keeps both')
      assert.equal(lite.create().twMerge('px-[24rpx] px-[40rpx]'), 'px-_b24rpx_B px-_b40rpx_B', '/lite keeps both')
      assert.equal(main.twMerge('text-title text-[28rpx]'), 'text-title text-_b28rpx_B', 'text-title is not known as a font size, both stay')
      assert.equal(main.extendTailwindMerge({ extend: { theme: { text: ['title'] } } })('text-title text-[28rpx]'), 'text-_b28rpx_B', 'registered, the conflict is resolved')
      assert.equal(main.twMerge('px-[24rpx] px-_b40rpx_B'), 'px-_b40rpx_B')
      assert.equal(main.create({ escape: false, unescape: false }).twMerge('px-[24rpx] px-_b40rpx_B'), 'px-[24rpx] px-_b40rpx_B')
    },
  },

  // ── cva-and-variants ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'merge-cva-plain-output-and-wrapper-names',
    says: 'Plain cva and tv return raw names like bg-[#07c160] while the stylesheet has .bg-_b_h07c160_B; @weapp-tailwindcss/variants 0.1.4 exports tv, createTV, cn, defaultConfig like tailwind-variants but not cx, cnMerge, twMerge, twJoin; switching the tv import is enough',
    quotes: [
      { page: CVA_EN, text: 'In a mini-program, both libraries are one step short: they output the original form, such as `bg-[#07c160]`, which does not match the stylesheet the build plugin has escaped.' },
      { page: CVA, text: '主函数和原版同名（`tv`、`cva`），所以通常只需要改一行导入；原版的其他导出不一定都有，例如本站安装的 tailwind-variants 4.0.2 导出的 `cx`、`cnMerge`、`twMerge`、`twJoin`，在 `@weapp-tailwindcss/variants` 0.1.4 里都没有。' },
      { page: CVA_EN, text: 'Their main functions have the same names as in the plain libraries (`tv` and `cva`), so usually you only change one import line.' },
      { page: CVA_EN, text: 'Not every other export of the plain libraries is there: `cx`, `cnMerge`, `twMerge` and `twJoin`, which tailwind-variants 4.0.2 (the version installed for this site) exports, are all missing from `@weapp-tailwindcss/variants` 0.1.4.' },
    ],
    async proof() {
      const { cva } = await import('class-variance-authority')
      const plainTv = await import('tailwind-variants') as unknown as Record<string, unknown> & { tv: (c: unknown) => () => string }
      const wrapper = await import('@weapp-tailwindcss/variants') as unknown as Record<string, unknown> & { tv: (c: unknown) => (p?: unknown) => string }
      assert.equal(cva('bg-[#07c160]')(), 'bg-[#07c160]')
      assert.equal(plainTv.tv({ base: 'bg-[#07c160]' })(), 'bg-[#07c160]')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="bg-[#07c160]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.wxss, /\.bg-_b_h07c160_B\s*\{/, 'the stylesheet has the escaped selector')
      assert.doesNotMatch(out.wxss, /bg-\\\[/, 'and not the raw one')
      assert.equal(manifest('tailwind-variants').version, '4.0.2')
      assert.equal(manifest('@weapp-tailwindcss/variants').version, '0.1.4')
      for (const name of ['tv', 'createTV', 'cn', 'defaultConfig']) assert.ok(name in wrapper && name in plainTv, `both export ${name}`)
      for (const name of ['cx', 'cnMerge', 'twMerge', 'twJoin']) assert.ok(name in plainTv && !(name in wrapper), `${name}: in tailwind-variants, not in the wrapper`)
      // One import line: the same call through the wrapper gives the escaped, merged result.
      assert.equal(wrapper.tv({ base: 'px-2 bg-[#07c160]', variants: { size: { lg: 'px-4' } } })({ size: 'lg' }), 'bg-_b_h07c160_B px-4')
    },
  },
  {
    id: 'merge-cva-wrapper-cva-main-function',
    says: 'At the upstream tag @weapp-tailwindcss/cva@0.1.8 the wrapper exports create and cva (class-variance-authority\'s main function is cva too), only escapes cva\'s string (no merge call), and create takes the runtime\'s CreateOptions; npm view of the package on the configured registry gives 404 and it is not installed here',
    quotes: [
      { page: CVA_EN, text: 'What this page says about `@weapp-tailwindcss/cva` is based on the [source](https://github.com/sonofmagic/weapp-tailwindcss/blob/%40weapp-tailwindcss%2Fcva%400.1.8/packages-runtime/cva/src/index.ts) of `@weapp-tailwindcss/cva` 0.1.8' },
      { page: CVA, text: '`@weapp-tailwindcss/cva` 的说明依据它 0.1.8 版本的[源码](https://github.com/sonofmagic/weapp-tailwindcss/blob/%40weapp-tailwindcss%2Fcva%400.1.8/packages-runtime/cva/src/index.ts)；' },
      { page: CVA, text: '注意它只转义、不合并冲突：调用方额外传入的类名如果可能和变体冲突，仍要再交给 merge 运行时的 `twMerge`，做法见下文“搭配 cva”。' },
      { page: CVA_EN, text: 'Note that it only escapes and does not resolve conflicts: if class names the caller passes in may conflict with the variants, they still have to go through the merge runtime\'s `twMerge`; see "Using cva" below for how.' },
      { page: CVA, text: '`create(options)` 同样接受 merge 运行时的选项，用于在非小程序端关闭转义。' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const source = upstreamFile('@weapp-tailwindcss/cva@0.1.8', 'packages-runtime/cva/src/index.ts')
      assert.ok(source, 'the file exists at the tag the link names')
      assert.match(source!, /export \{\s*create,\s*cva,\s*\}/)
      assert.match(source!, /import \{ cva as baseCva \} from 'class-variance-authority'/)
      assert.equal(typeof (await import('class-variance-authority')).cva, 'function')
      // Only escaping: the wrapper calls transformers.escape on cva's string and never a merge function.
      assert.match(source!, /const escaped = transformers\.escape\(value\)/)
      assert.doesNotMatch(source!, /twMerge|tailwind-merge|extendTailwindMerge/)
      // create(options) takes the merge runtime's CreateOptions (escape, unescape).
      assert.match(source!, /import type \{ CreateOptions \} from '@weapp-tailwindcss\/runtime'/)
      assert.match(source!, /function create\(options\?: CreateOptions\) \{\s*const transformers = resolveTransformers\(options\)/)
      // The registry this site installs from (npm's configured registry) has no such package.
      const { runCommand } = await import('../lib/examples/runCommand')
      const view = await runCommand('npm', ['view', '@weapp-tailwindcss/cva', 'version'], { cwd: ROOT, timeoutMs: 60_000 })
      assert.notEqual(view.exitCode, 0)
      assert.match(view.output, /E404|404 Not Found/)
      assert.ok(!fs.existsSync(path.join(ROOT, 'node_modules/@weapp-tailwindcss/cva')))
    },
  },
  {
    id: 'merge-cva-variants-runtime-table-and-scope',
    says: '@weapp-tailwindcss/variants 0.1.4: createTV makes a tv with a default configuration (twMerge: false turns merging off); the live scope exposes its exports as variantsRuntime; cva joins fragments in order without merging or escaping; tv 4 merges by default, does not escape and drops a color for text-[26rpx]',
    quotes: [
      { page: CVA_EN, text: 'Creates a `tv` with project-wide default configuration' },
      { page: CVA, text: '建一个带项目级默认配置的 `tv`' },
      { page: CVA, text: '下面的示例直接运行 `@weapp-tailwindcss/variants` 0.1.4（示例作用域里以 `variantsRuntime` 提供它的全部导出）。' },
      { page: CVA, text: 'tv 4 自带一个冲突合并器，默认开启。' },
      { page: CVA_EN, text: 'The example below runs `@weapp-tailwindcss/variants` 0.1.4 directly (the example\'s scope provides all its exports as `variantsRuntime`).' },
      { page: CVA_EN, text: 'cva does only one thing: from the variant arguments you pass, it joins the matching class name fragments in order.' },
      { page: CVA_EN, text: 'The "readable form" is produced by `create({ escape: false })`, which only skips the final escaping step.' },
      { page: CVA_EN, text: 'tv 4 comes with its own conflict merger, on by default.' },
      { page: CVA_EN, text: 'The output is not escaped: `bg-[#e6f4ff]` goes into the template as it is, and the stylesheet has no matching selector;' },
    ],
    async proof() {
      const wrapper = await import('@weapp-tailwindcss/variants') as unknown as { createTV: (c: unknown) => (c: unknown) => () => string; tv: (c: unknown) => () => string }
      assert.equal(wrapper.createTV({ twMerge: false })({ base: 'px-2 px-4' })(), 'px-2 px-4', 'the default configuration applies to every tv it makes')
      assert.equal(wrapper.tv({ base: 'px-2 px-4' })(), 'px-4')
      const scope = fs.readdirSync(path.join(ROOT, 'src/theme/ReactLiveScope')).map(file => fs.readFileSync(path.join(ROOT, 'src/theme/ReactLiveScope', file), 'utf8')).join('\n')
      assert.match(scope, /import \* as variantsRuntime from '@weapp-tailwindcss\/variants'/)
      assert.match(scope, /^\s*variantsRuntime,$/m)
      const { cva } = await import('class-variance-authority')
      const button = cva('px-2 text-[#333]', { variants: { size: { lg: 'px-4 text-[28rpx]' }, tone: { ghost: 'bg-[#e6f4ff]' } } })
      assert.equal(button({ size: 'lg', tone: 'ghost' }), 'px-2 text-[#333] px-4 text-[28rpx] bg-[#e6f4ff]', 'joined in order, nothing merged or escaped')
      const { create, twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; create: (o?: unknown) => { twMerge: Merge } }
      const { escape } = await import('@weapp-core/escape')
      const readable = create({ escape: false }).twMerge(button({ size: 'lg', tone: 'ghost' }), 'px-[40rpx]')
      assert.equal(readable.split(' ').map(name => escape(name)).join(' '), twMerge(button({ size: 'lg', tone: 'ghost' }), 'px-[40rpx]'), 'only the escaping step differs')
      const plainTv = (await import('tailwind-variants') as unknown as { tv: (c: unknown) => () => string }).tv
      assert.equal(plainTv({ base: 'px-2 px-4 bg-[#e6f4ff]' })(), 'px-4 bg-[#e6f4ff]', 'tv 4 merges by default and does not escape')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="bg-[#e6f4ff]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.doesNotMatch(out.wxss, /bg-\\\[#e6f4ff\\\]|\.bg-\[/, 'no selector for the raw name')
    },
  },
  {
    id: 'merge-cva-do-not-remerge-with-plain',
    says: 'Plain tailwind-merge fed escaped output keeps conflicts it would otherwise resolve; the runtime twMerge on an escaped result restores and merges',
    quotes: [
      { page: CVA_EN, text: 'Once you have given tv the runtime\'s `twMerge`, or wrapped cva\'s result in `twMerge`, do not pass the result on to plain tailwind-merge or tv\'s built-in merger: they would receive escaped strings but judge conflicts by the original forms, with unpredictable results.' },
      { page: CVA_EN, text: 'Variant libraries only pick strings at run time; the styles still have to be generated by Tailwind CSS at build time.' },
    ],
    async proof() {
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      const plain = (await import('tailwind-merge')).twMerge
      const plainTv = (await import('tailwind-variants') as unknown as { tv: (c: unknown) => (p?: unknown) => string }).tv
      const first = twMerge('px-2 px-[10px] text-[#333]')
      assert.equal(first, 'px-_b10px_B text-_b_h333_B')
      assert.equal(plain(first, 'px-4'), 'px-_b10px_B text-_b_h333_B px-4', 'plain tailwind-merge does not see the px conflict')
      assert.equal(plainTv({ base: first })({ class: 'px-4' }), 'px-_b10px_B text-_b_h333_B px-4', 'nor does tv\'s built-in merger')
      assert.equal(twMerge(first, 'px-4'), 'text-_b_h333_B px-4', 'the runtime restores, then merges')
      const { tv } = await import('@weapp-tailwindcss/variants') as unknown as { tv: (c: unknown) => () => string }
      assert.equal(typeof tv({ base: 'p-2' })(), 'string', 'a variant call returns a string and writes no CSS')
    },
  },

  // ── overview: merge 1.x and the Tailwind CSS 3 groups ────────────────────────────────────────────
  {
    id: 'merge-overview-merge-1-2-3',
    says: '@weapp-tailwindcss/merge 1.2.3 (installed from the registry) exports ., /v3, /v4 and /cva; /v3 loads tailwind-merge 2 (the tailwind-merge-v2 alias), /v4 tailwind-merge 3, /cva class-variance-authority; every entry turns text-[#999] into text-_h999_ and keeps py-3_d5 py-1 and px-_b10px_B px-2; weapp-tailwindcss 4.12.0 writes .text-_b_h999_B; merge 2.2.0 gives text-_b_h999_B, py-1 and px-2',
    quotes: [
      { page: OV, text: '**原因**：merge 1.x（以 1.2.3 为例）的 `exports` 里有 `/v3`、`/v4`、`/cva` 三个子路径，分别对应 tailwind-merge 2、tailwind-merge 3 和内置的 cva。' },
      { page: OV, text: '不要为了保住旧的导入路径而把 merge 锁在 1.x：merge 1.2.3 的转义规则和 weapp-tailwindcss 4.12.0 对不上：' },
      { page: OV_EN, text: 'Do not pin merge to 1.x just to keep the old import paths: the escaping rules of merge 1.2.3 do not match weapp-tailwindcss 4.12.0:' },
      { page: OV, text: 'merge 1.2.3 把 `text-[#999]` 输出成 `text-_h999_`，而 weapp-tailwindcss 4.12.0 生成的选择器是 `.text-_b_h999_B`，类名对不上，样式不生效；' },
      { page: OV_EN, text: 'merge 1.2.3 outputs `text-[#999]` as `text-_h999_`, while the selector weapp-tailwindcss 4.12.0 generates is `.text-_b_h999_B`; the class names do not match, so the style does not apply;' },
      { page: OV, text: '它也认不出 weapp-tailwindcss 4.12.0 在构建阶段转义好的写法，`py-3_d5 py-1`（源码里是 `py-3.5 py-1`）、`px-_b10px_B px-2` 两组都会原样保留，冲突没有被合并。' },
      { page: OV_EN, text: 'it also does not recognize the forms weapp-tailwindcss 4.12.0 escapes at build time: both `py-3_d5 py-1` (`py-3.5 py-1` in the source) and `px-_b10px_B px-2` are kept as they are, and the conflicts are not merged.' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { installed } = await import('./support/uni-css')
      const { runNode } = await import('./support/options')
      const dir = await installed(['@weapp-tailwindcss/merge@1.2.3'])
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@weapp-tailwindcss/merge/package.json'), 'utf8')) as { version: string, exports: Record<string, unknown> }
      assert.equal(pkg.version, '1.2.3')
      assert.deepEqual(Object.keys(pkg.exports).sort(), ['.', './cva', './v3', './v4'])
      const dist = (file: string) => fs.readFileSync(path.join(dir, 'node_modules/@weapp-tailwindcss/merge/dist', file), 'utf8')
      assert.match(dist('v3.cjs'), /require\('tailwind-merge-v2'\)/)
      assert.match(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/tailwind-merge-v2/package.json'), 'utf8')).version, /^2\./, 'tailwind-merge-v2 is tailwind-merge 2')
      const v4Chunks = [...dist('v4.cjs').matchAll(/require\('\.\/(chunk-[\w-]+\.cjs)'\)/g)].map(m => dist(m[1]!))
      assert.ok(v4Chunks.some(chunk => chunk.includes('require(\'tailwind-merge\')')), '/v4 loads tailwind-merge')
      assert.match(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/tailwind-merge/package.json'), 'utf8')).version, /^3\./, 'tailwind-merge 3')
      assert.match(dist('cva.cjs'), /require\('class-variance-authority'\)/)
      const out = await runNode(`
        const results = {}
        for (const entry of ['', '/v3', '/v4']) {
          const { twMerge } = await import('@weapp-tailwindcss/merge' + entry)
          results[entry || '.'] = [twMerge('text-[#999]'), twMerge('py-3_d5 py-1'), twMerge('px-_b10px_B px-2')]
        }
        console.log(JSON.stringify(results))
      `, dir)
      const results = JSON.parse(out.trim().split('\n').pop()!) as Record<string, string[]>
      for (const [entry, values] of Object.entries(results)) assert.deepEqual(values, ['text-_h999_', 'py-3_d5 py-1', 'px-_b10px_B px-2'], `merge 1.2.3 ${entry}`)
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false } as never) as unknown as { transformWxss: (s: string) => Promise<{ css: string }>; transformJs: (s: string, o: object) => Promise<{ code: string }> }
      assert.equal((await ctx.transformWxss('.text-\\[\\#999\\]{color:#999}')).css, '.text-_b_h999_B{color:#999}')
      assert.equal((await ctx.transformJs('twMerge(\'py-3.5 py-1\')', { runtimeSet: new Set(['py-3.5', 'py-1']) })).code, 'twMerge(\'py-3_d5 py-1\')', 'the build-time form of py-3.5 py-1')
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      assert.deepEqual([twMerge('text-[#999]'), twMerge('py-3_d5 py-1'), twMerge('px-_b10px_B px-2')], ['text-_b_h999_B', 'py-1', 'px-2'], 'merge 2.2.0')
    },
  },
  {
    id: 'merge-overview-tailwind3-groups-table',
    says: 'The main entry of merge 2.2.0 runs on tailwind-merge 3.7.0 and drops bg-red-500 before bg-opacity-50, outline before outline-2 and bg-gradient-to-r next to bg-white; merge-v3 0.1.6 keeps them',
    quotes: [
      { page: OV, text: '下表是 `@weapp-tailwindcss/merge` 2.2.0 主入口与 `@weapp-tailwindcss/merge-v3` 0.1.6 的实测输出：' },
      { page: OV_EN, text: 'The table below shows the measured output of the `@weapp-tailwindcss/merge` 2.2.0 main entry and of `@weapp-tailwindcss/merge-v3` 0.1.6:' },
      { page: OV, text: '| 输入 | 主入口（tailwind-merge 3.7.0） | merge-v3（tailwind-merge 2） |' },
      { page: OV_EN, text: '| Input | Main entry (tailwind-merge 3.7.0) | merge-v3 (tailwind-merge 2) |' },
      { page: OV_EN, text: '**Symptom**: `twMerge` removes classes it should not: `bg-red-500 bg-opacity-50` leaves only `bg-opacity-50`, `outline outline-2` leaves only `outline-2`, and `bg-gradient-to-r` next to a background color loses the gradient direction.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const fromMerge = createRequire(path.join(ROOT, 'node_modules/@weapp-tailwindcss/merge/package.json'))
      const tm = fromMerge.resolve('tailwind-merge')
      assert.ok(tm.startsWith(path.join(ROOT, 'node_modules/tailwind-merge/')), tm)
      assert.equal(manifest('tailwind-merge').version, '3.7.0')
      assert.equal(manifest('@weapp-tailwindcss/merge-v3').version, '0.1.6')
      const main = (await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }).twMerge
      const v3 = (await import('@weapp-tailwindcss/merge-v3') as unknown as { twMerge: Merge; tailwindMergeVersion: number })
      assert.equal(v3.tailwindMergeVersion, 2)
      assert.equal(main('bg-red-500 bg-opacity-50'), 'bg-opacity-50')
      assert.equal(main('outline outline-2'), 'outline-2')
      assert.equal(main('bg-gradient-to-r from-[#07c160] to-[#10aeff] bg-white'), 'from-_b_h07c160_B to-_b_h10aeff_B bg-white')
      assert.equal(v3.twMerge('bg-red-500 bg-opacity-50'), 'bg-red-500 bg-opacity-50')
      assert.equal(v3.twMerge('outline outline-2'), 'outline outline-2')
    },
  },

  {
    id: 'merge-cva-zh-variants-examples',
    says: 'The variants wrapper\'s tv takes tailwind-variants configurations and returns what the merge runtime makes of them; in the cva button example the compound border-[2rpx] removes border but not border-[#07c160]; slots each return a function that goes through the given twMerge; tailwind-variants/lite has no built-in merger, bundles smaller and takes twMerge as a function; in the live badge demo the built-in merger drops text-[22rpx] for normal and the color for lg while the runtime keeps both; importing only types from tailwind-variants adds nothing to a bundle; the wrapper\'s types come from tailwind-variants',
    quotes: [
      { page: CVA, text: '`tv` 的配置写法与 tailwind-variants 完全相同，返回的类名已经按 merge 运行时的规则合并并转义：' },
      { page: CVA, text: '边框颜色 `border-[#07c160]` 不受影响。' },
      { page: CVA, text: '多节点组件用 `slots` 描述各部分的样式，每个插槽得到一个函数，调用时同样会经过传入的 `twMerge`：' },
      { page: CVA, text: '它的 `twMerge` 配置同样接受函数，正好和 merge 运行时配合：' },
      { page: CVA, text: '交给运行时处理的两行则始终同时保留字号和颜色。' },
      { page: CVA, text: '变体配置的类型推导来自原版库，两种接法都不受影响，编辑器里的变体提示照常。' },
      { page: CVA, text: '只导入类型不会把原版合并器带进产物。' },
    ],
    async proof() {
      const { twMerge } = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge }
      const wrapper = await import('@weapp-tailwindcss/variants') as unknown as { tv: (c: unknown) => (p?: unknown) => string }
      const plainTv = (await import('tailwind-variants') as unknown as { tv: (c: unknown, o?: unknown) => (p?: unknown) => string }).tv
      const config = { base: 'inline-flex rounded-full px-2 text-[22rpx]', variants: { tone: { info: 'bg-[#e6f4ff] text-[#1677ff]' }, size: { lg: 'px-4 text-[26rpx]' } }, defaultVariants: { tone: 'info' } }
      for (const props of [{}, { size: 'lg' }, { size: 'lg', class: 'px-[30rpx]' }]) {
        const joined = plainTv(config, { twMerge: false })(props)
        assert.equal(wrapper.tv(config)(props), twMerge(joined), `same configuration, the runtime's result: ${JSON.stringify(props)}`)
      }
      // The cva button example: the compound variant's border-[2rpx] against border and border-[#07c160].
      const { cva } = await import('class-variance-authority')
      const button = cva('inline-flex rounded-[8rpx] px-[24rpx] text-[28rpx]', { variants: { intent: { ghost: 'border border-[#07c160] text-[#07c160]' }, size: { sm: 'h-[56rpx] px-[16rpx] text-[24rpx]' } }, compoundVariants: [{ intent: 'ghost', size: 'sm', class: 'border-[2rpx]' }] })
      const merged = twMerge(button({ intent: 'ghost', size: 'sm' } as never)).split(' ')
      assert.ok(!merged.includes('border') && merged.includes('border-_b2rpx_B') && merged.includes('border-_b_h07c160_B'), merged.join(' '))
      // Slots through createTV({ twMerge }).
      const { createTV } = await import('tailwind-variants') as unknown as { createTV: (c: unknown) => (c: unknown) => (p?: unknown) => Record<string, (p?: unknown) => string> }
      const card = createTV({ twMerge })({ slots: { root: 'p-[24rpx] bg-white rounded-[16rpx]', title: 'text-[32rpx] font-bold' }, variants: { compact: { true: { root: 'p-[12rpx]', title: 'text-[28rpx]' } } } })
      const { root: rootSlot, title } = card({ compact: true })
      assert.equal(typeof rootSlot, 'function')
      assert.equal(rootSlot!(), 'bg-white rounded-_b16rpx_B p-_b12rpx_B')
      assert.equal(title!(), 'font-bold text-_b28rpx_B')
      // tailwind-variants/lite.
      const lite = await import('tailwind-variants/lite') as unknown as { tv: (c: unknown, o?: unknown) => (p?: unknown) => string }
      assert.equal(lite.tv({ base: 'p-2 p-4' })(), 'p-2 p-4', 'lite has no built-in merger')
      assert.equal(lite.tv({ base: 'p-2', variants: { big: { true: 'p-[40rpx]' } } }, { twMerge })({ big: true }), 'p-_b40rpx_B', 'it takes the runtime twMerge as a function')
      const esbuild = await import('esbuild')
      const size = async (contents: string) => (await esbuild.build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'] })).outputFiles[0]!.contents.length
      const full = await size('import { tv } from \'tailwind-variants\'\nconsole.log(tv)')
      const small = await size('import { tv } from \'tailwind-variants/lite\'\nconsole.log(tv)')
      assert.ok(small < full, `lite ${small} < full ${full}`)
      // The live badge demo.
      const demo = { base: 'inline-flex rounded-full px-2 text-[22rpx]', variants: { tone: { info: 'bg-[#e6f4ff] text-[#1677ff]', danger: 'bg-[#fff1f0] text-[#f5222d]' }, size: { normal: '', lg: 'px-4 text-[26rpx]' } }, defaultVariants: { tone: 'info', size: 'normal' } }
      const builtinNormal = plainTv(demo)({ size: 'normal' }).split(' ')
      assert.ok(!builtinNormal.includes('text-[22rpx]') && builtinNormal.includes('text-[#1677ff]'), `normal: the color pushes out the size: ${builtinNormal.join(' ')}`)
      const builtinLg = plainTv(demo)({ size: 'lg' }).split(' ')
      assert.ok(builtinLg.includes('text-[26rpx]') && !builtinLg.includes('text-[#1677ff]'), `lg: the size pushes out the color: ${builtinLg.join(' ')}`)
      for (const sizeName of ['normal', 'lg']) {
        for (const tone of ['info', 'danger']) {
          const out = plainTv(demo, { twMerge })({ size: sizeName, tone }).split(' ')
          assert.ok(out.some(c => /^text-_b2\drpx_B$/.test(c)) && out.some(c => /^text-_b_h/.test(c)), `runtime keeps both (${sizeName}, ${tone}): ${out.join(' ')}`)
        }
      }
      // Types only: the same bundle with and without a type import from tailwind-variants.
      const bundle = async (contents: string) => Object.keys((await esbuild.build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], metafile: true })).metafile!.inputs).filter(file => file !== '<stdin>').sort()
      const code = 'import { cva } from \'class-variance-authority\'\nconst x = cva(\'p-2\')\nconsole.log(x())\n'
      assert.deepEqual(await bundle(`import type { VariantProps } from 'tailwind-variants'\nexport type P = VariantProps<any>\n${code}`), await bundle(code), 'a type import adds no module to the bundle')
      // The wrapper's declarations take their types from tailwind-variants.
      assert.match(fs.readFileSync(path.join(ROOT, 'node_modules/@weapp-tailwindcss/variants/dist/index.d.mts'), 'utf8'), /from ['"]tailwind-variants['"]/)
    },
  },

  {
    id: 'merge-integration-basis-and-same-language',
    says: 'Installed: weapp-tailwindcss 4.12.0, @weapp-tailwindcss/merge 2.2.0, Tailwind CSS 4 (4.3.5); the runtime returns strings and writes no CSS; with the plugin on, the runtime\'s output equals the plugin\'s selectors; with the plugin disabled (Vite) no generateBundle hook remains, so the stylesheet keeps raw names, which only create({ escape: false, unescape: false }) matches; merge 2.2.0 declares node ^20.19.0 || >=22.12.0 in engines, and its bundled code never reads the Node.js version',
    quotes: [
      { page: INT, text: '以下内容基于 `weapp-tailwindcss@4.12.0`、`@weapp-tailwindcss/merge@2.2.0` 和 Tailwind CSS 4。' },
      { page: INT_EN, text: 'Everything below is based on `weapp-tailwindcss@4.12.0`, `@weapp-tailwindcss/merge@2.2.0` and Tailwind CSS 4.' },
      { page: INT, text: '运行时不会生成样式，只会挑选和改写类名。' },
      { page: INT_EN, text: 'The runtime does not generate styles; it only picks and rewrites class names.' },
      { page: INT_EN, text: 'What takes care is getting it to "speak the same language" as the build plugin: the runtime must escape the class names it outputs exactly as the plugin escapes selectors in the stylesheet, and on any platform where the plugin is turned off, the runtime must turn escaping off too.' },
      { page: INT_EN, text: '**Cause**: the package declares the Node.js version range `^20.19.0 || >=22.12.0`.' },
      { page: INT_EN, text: 'This only concerns the build environment and has nothing to do with the mini-program runtime.' },
    ],
    async proof() {
      assert.equal(manifest('weapp-tailwindcss').version, '4.12.0')
      assert.equal(manifest('@weapp-tailwindcss/merge').version, '2.2.0')
      assert.match(String(manifest('tailwindcss').version), /^4\./)
      const main = await import('@weapp-tailwindcss/merge') as unknown as { twMerge: Merge; create: (o?: unknown) => { twMerge: Merge } }
      assert.equal(typeof main.twMerge('px-[10px]'), 'string')
      const { createContext } = await import('weapp-tailwindcss/core')
      type Ctx = { transformWxss: (s: string) => Promise<{ css: string }> }
      const css = '.px-\\[10px\\]{padding-left:10px}'
      const on = (await (createContext({ logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false } as never) as unknown as Ctx).transformWxss(css)).css
      assert.equal(on, `.${main.twMerge('px-[10px]')}{padding-left:10px}`, 'plugin on: the runtime output is the selector')
      // disabled: the Vite plugin keeps no generateBundle hook, so nothing rewrites the stylesheet's raw selectors.
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const offPlugins = UnifiedViteWeappTailwindcssPlugin({ disabled: true, logLevel: 'silent' } as never) as { generateBundle?: unknown }[]
      assert.ok(offPlugins.every(plugin => !plugin.generateBundle), 'plugin disabled: no rewriting hook')
      assert.equal(main.create({ escape: false, unescape: false }).twMerge('px-[10px]'), 'px-[10px]', 'matches only with escaping off')
      assert.equal((manifest('@weapp-tailwindcss/merge').engines as { node: string }).node, '^20.19.0 || >=22.12.0')
      const esbuild = await import('esbuild')
      const out = (await esbuild.build({ stdin: { contents: 'export * from \'@weapp-tailwindcss/merge\'', resolveDir: ROOT }, bundle: true, write: false, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'] })).outputFiles[0]!.text
      assert.doesNotMatch(out, /process\.version|engines/, 'the shipped code does not check Node.js')
    },
  },

  {
    id: 'merge-build-npm-uses-dependencies',
    says: 'WeChat DevTools (since 1.02.1811150) builds npm packages from the dependencies field of package.json only, so a package in devDependencies is not built into miniprogram_npm',
    quotes: [
      { page: OV, text: '它是运行时依赖，请放在 `dependencies` 里而不是 `devDependencies`：原生小程序在微信开发者工具里执行“构建 npm”时只会处理 `dependencies` 中的包，放错位置会在真机上报找不到模块。' },
      { page: OV_EN, text: 'when a native mini-program runs "构建 npm" (Build npm) in WeChat DevTools, only packages in `dependencies` are processed, and in the wrong place the module is reported missing on a real device' },
      { page: INT, text: '- **原因**：包被装进了 `devDependencies`，“构建 npm”时被跳过。' },
      { page: INT_EN, text: '**Cause**: the package was installed in `devDependencies`, so "构建 npm" (Build npm) skipped it.' },
    ],
    manual: {
      ran: 'read through the search tool WeChat\'s "Support for npm" page (developers.weixin.qq.com/miniprogram/en/dev/devtools/npm.html and the Chinese npm.md): "As of Weixin DevTools v1.02.1811150, npm packages are built based on the dependencies field of package.json, so the packages declared in devDependencies can also be installed and used during development, without getting involved in the building"',
      versions: 'WeChat DevTools documentation as stored on 2026-11-29; DevTools not run',
      on: '2026-11-29',
      why: 'WeChat DevTools and a real device cannot run here',
    },
  },

  {
    id: 'merge-integration-uni-app-disabled-on-h5-and-app',
    says: 'With the page\'s uni-app config (disabled: UNI_PLATFORM is h5 or app), the Vite plugin keeps its generateBundle hook for mp-weixin but has none for h5 and app, so stylesheets there keep raw class names, which only an instance with escape and unescape off returns',
    quotes: [
      { page: INT, text: '插件在 H5、App 端不工作，那里的样式表用的是原始类名，运行时也要跟着关掉转义。' },
      { page: INT_EN, text: 'The plugin does not run for H5 and App, where the stylesheet uses the original class names, so the runtime must turn escaping off there as well.' },
    ],
    async proof() {
      const page = fs.readFileSync(path.join(ROOT, INT), 'utf8')
      assert.ok(page.includes('const notMiniProgram = platform === \'h5\' || platform === \'app\''), 'the page\'s condition')
      assert.ok(page.includes('disabled: notMiniProgram,'))
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const hooks = (platform: string) => {
        const notMiniProgram = platform === 'h5' || platform === 'app'
        const plugins = UnifiedViteWeappTailwindcssPlugin({ disabled: notMiniProgram, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false } as never) as { generateBundle?: unknown }[]
        return plugins.some(plugin => plugin.generateBundle)
      }
      assert.equal(hooks('mp-weixin'), true, 'mp-weixin: the plugin rewrites the bundle')
      assert.equal(hooks('h5'), false, 'h5: nothing rewrites the bundle')
      assert.equal(hooks('app'), false, 'app: nothing rewrites the bundle')
      const { create } = await import('@weapp-tailwindcss/merge') as unknown as { create: (o?: unknown) => { twMerge: Merge } }
      assert.equal(create({ escape: false, unescape: false }).twMerge('text-[28rpx] text-[#333]'), 'text-[28rpx] text-[#333]', 'raw names, as the stylesheet has them')
      assert.equal(create().twMerge('text-[28rpx] text-[#333]'), 'text-_b28rpx_B text-_b_h333_B', 'the default would not match')
    },
  },

  {
    id: 'merge-overview-dependencies-come-along',
    says: 'merge 2.2.0 lists tailwind-merge, @weapp-core/escape and @weapp-tailwindcss/runtime under dependencies; this site\'s package.json does not list @weapp-tailwindcss/runtime, yet npm installed it (0.1.5) and merge resolves it; the bg-image extension keeps bg-gradient-to-r next to bg-white',
    quotes: [
      { page: OV_EN, text: 'They are installed along with it; you do not need to add them yourself.' },
      { page: OV_EN, text: 'If renaming everything is not practical, you can also register the old names in the background image group:' },
    ],
    async proof() {
      const deps = manifest('@weapp-tailwindcss/merge').dependencies as Record<string, string>
      assert.deepEqual(Object.keys(deps).sort(), ['@weapp-core/escape', '@weapp-tailwindcss/runtime', 'tailwind-merge'])
      const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>
      for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) assert.ok(!site[field]?.['@weapp-tailwindcss/runtime'], `the site does not list the runtime in ${field}`)
      assert.equal(manifest('@weapp-tailwindcss/runtime').version, '0.1.5', 'installed along with merge')
      const { createRequire } = await import('node:module')
      assert.ok(createRequire(path.join(ROOT, 'node_modules/@weapp-tailwindcss/merge/package.json')).resolve('@weapp-tailwindcss/runtime'))
      const { extendTailwindMerge } = await import('@weapp-tailwindcss/merge') as unknown as { extendTailwindMerge: (c: unknown) => Merge }
      const cn = extendTailwindMerge({ extend: { classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] } } })
      assert.equal(cn('bg-gradient-to-r from-[#07c160] to-[#10aeff]', 'bg-white'), 'bg-gradient-to-r from-_b_h07c160_B to-_b_h10aeff_B bg-white')
    },
  },
])
