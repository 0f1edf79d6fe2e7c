// What the template, script and style handlers of weapp-tailwindcss 4.12.0 do, as the principle page and the
// Node.js API page state it: createContext() from weapp-tailwindcss/core on the repository's Tailwind CSS 4, with the class set
// passed in, so each case controls exactly which classes Tailwind CSS "generated".
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))

const PRINCIPLE = 'docs/principle/index.mdx'
const PRINCIPLE_EN = 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx'
const API = 'docs/quick-start/frameworks/api.mdx'
const API_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/frameworks/api.mdx'

interface Context {
  transformWxml: (wxml: string, options?: { runtimeSet?: Set<string> }) => Promise<string>
  transformJs: (js: string, options?: { runtimeSet?: Set<string> }) => Promise<{ code: string }>
  transformWxss: (css: string, options?: { isMainChunk?: boolean }) => Promise<{ css: string }>
}

/** A context with the page's options; the repository's Tailwind CSS 4 is patched already and is not touched. */
async function context(options: Record<string, unknown> = {}): Promise<Context> {
  const { createContext } = await import('weapp-tailwindcss/core')
  return createContext({ ...options, logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false } as never) as unknown as Context
}

export default defineClaims(import.meta.url, [
  {
    id: 'template-attributes-static-and-expressions',
    says: 'By default class, hover-class and virtualHostClass (any letter case) are processed; static text is escaped without the class set, strings in {{ }} only when in the set; other attributes (data-tip, custom-class, wrapper-class) are left alone until registered in customAttributes',
    quotes: [
      { page: PRINCIPLE, text: '默认会处理所有标签上的 `class`、`hover-class` 和 `virtualHostClass`（属性名不区分大小写）' },
      { page: PRINCIPLE, text: '表达式之外的静态文本直接整段转义，不需要查类名集合' },
      { page: PRINCIPLE, text: '只转义命中类名集合的词' },
      { page: PRINCIPLE, text: '模板处理器只碰你声明过的属性' },
      { page: PRINCIPLE, text: '模板处理器默认不认识这些属性，需要在 `customAttributes` 里登记' },
      { page: PRINCIPLE_EN, text: 'By default, `class`, `hover-class` and `virtualHostClass` are processed on every tag (attribute names are case-insensitive)' },
      { page: PRINCIPLE_EN, text: 'Static text outside expressions is escaped as a whole, without looking anything up in the class name set' },
      { page: PRINCIPLE_EN, text: 'only the words found in the class name set are escaped' },
      { page: PRINCIPLE_EN, text: 'the template processor touches only attributes you have declared' },
      { page: PRINCIPLE_EN, text: 'the template processor doesn\'t know those attributes by default, and you need to register them in `customAttributes`' },
    ],
    async proof() {
      const ctx = await context()
      // Only w-[2px] is in the class set.
      const wxml = await ctx.transformWxml('<view class="w-[1px] {{ ok ? \'w-[2px]\' : \'w-[3px]\' }}" HOVER-CLASS="w-[4px]" virtualHostClass="w-[5px]" Class="w-[6px]" data-tip="w-[7px]"></view>', { runtimeSet: new Set(['w-[2px]']) })
      assert.equal(wxml, '<view class="w-_b1px_B {{ ok ? \'w-_b2px_B\' : \'w-[3px]\' }}" HOVER-CLASS="w-_b4px_B" virtualHostClass="w-_b5px_B" Class="w-_b6px_B" data-tip="w-[7px]"></view>')
      const component = await ctx.transformWxml('<van-button custom-class="w-[9px]" wrapper-class="w-[10px]"></van-button>', { runtimeSet: new Set(['w-[9px]', 'w-[10px]']) })
      assert.equal(component, '<van-button custom-class="w-[9px]" wrapper-class="w-[10px]"></van-button>', 'custom-class and wrapper-class are not processed by default')
      const registered = await (await context({ customAttributes: { 'van-button': ['custom-class'] } })).transformWxml('<van-button custom-class="w-[9px]"></van-button>', { runtimeSet: new Set() })
      assert.equal(registered, '<van-button custom-class="w-_b9px_B"></van-button>', 'registered in customAttributes: processed')
    },
  },
  {
    id: 'disabled-default-template-handler',
    says: 'With disabledDefaultTemplateHandler, class is no longer processed and only customAttributes apply',
    quotes: [
      { page: PRINCIPLE, text: '可以再开启 `disabledDefaultTemplateHandler`，把默认规则关掉，完全按你的配置来' },
      { page: PRINCIPLE_EN, text: 'you can also turn on `disabledDefaultTemplateHandler` to switch off the default rules and go entirely by your configuration' },
    ],
    async proof() {
      const template = '<view class="w-[1px]" hover-class="w-[2px]" my-class="w-[8px]"></view>'
      const customAttributes = { '*': ['my-class'] }
      const on = await (await context({ customAttributes })).transformWxml(template, { runtimeSet: new Set() })
      assert.equal(on, '<view class="w-_b1px_B" hover-class="w-_b2px_B" my-class="w-_b8px_B"></view>', 'defaults plus the custom attribute')
      const off = await (await context({ customAttributes, disabledDefaultTemplateHandler: true })).transformWxml(template, { runtimeSet: new Set() })
      assert.equal(off, '<view class="w-[1px]" hover-class="w-[2px]" my-class="w-_b8px_B"></view>', 'only the custom attribute')
    },
  },
  {
    id: 'custom-replace-dictionary-used-by-all-three',
    says: 'A customReplaceDictionary is applied by the template, script and style handlers alike',
    quotes: [
      { page: PRINCIPLE, text: '这张表会同时用于模板、脚本和样式三个处理器，所以不会出现一边换了、一边没换的情况' },
      { page: PRINCIPLE_EN, text: 'that table is used by all three processors (templates, scripts and stylesheets), so one side can never be changed without the other' },
    ],
    async proof() {
      const ctx = await context({ customReplaceDictionary: { '[': '-L-', ']': '-R-', '#': '-H-' } })
      const runtimeSet = new Set(['bg-[#123456]'])
      const name = 'bg--L--H-123456-R-'
      assert.equal(await ctx.transformWxml('<view class="bg-[#123456]"></view>', { runtimeSet }), `<view class="${name}"></view>`)
      assert.equal((await ctx.transformJs('const className = \'bg-[#123456]\'', { runtimeSet })).code, `const className = '${name}'`)
      assert.equal((await ctx.transformWxss('.bg-\\[\\#123456\\]{color:red}', { isMainChunk: false })).css, `.${name}{color:red}`)
    },
  },
  {
    id: 'weapptwignore-behaves-like-string-raw',
    says: 'Template literals tagged with weappTwIgnore are skipped by the script handler by default, and weappTwIgnore from weapp-tailwindcss/escape returns what String.raw returns',
    quotes: [
      { page: PRINCIPLE, text: '`weappTwIgnore` 标记的模板字符串默认跳过' },
      { page: PRINCIPLE_EN, text: 'template literals tagged with `weappTwIgnore` are skipped by default' },
      { page: PRINCIPLE, text: '它的行为等同于 `String.raw`，可以从 `weapp-tailwindcss/escape` 导入' },
      { page: PRINCIPLE_EN, text: 'It behaves like `String.raw` and can be imported from `weapp-tailwindcss/escape`' },
    ],
    async proof() {
      const { weappTwIgnore } = await import('weapp-tailwindcss/escape')
      const size = 'p-[10px]'
      const cases: [string, string][] = [
        [weappTwIgnore`bg-[#ffffff]`, String.raw`bg-[#ffffff]`],
        [weappTwIgnore`rounded-[8rpx] ${size} \n \u0041 \\`, String.raw`rounded-[8rpx] ${size} \n \u0041 \\`],
        [weappTwIgnore``, String.raw``],
      ]
      for (const [ignored, raw] of cases) assert.equal(ignored, raw)
      // Skipped by the script handler by default, even with the class in the set.
      const code = 'import { weappTwIgnore } from \'weapp-tailwindcss/escape\'\nexport const raw = weappTwIgnore`bg-[#ffffff]`\nexport const cls = \'bg-[#ffffff]\'\n'
      const out = (await (await context()).transformJs(code, { runtimeSet: new Set(['bg-[#ffffff]']) })).code
      assert.equal(out, code.replace('cls = \'bg-[#ffffff]\'', 'cls = \'bg-_b_hffffff_B\''))
    },
  },
  {
    id: 'rem2rpx-object-does-not-inherit-true-defaults',
    says: 'rem2rpx: true gives 1rem = 32rpx; an object with only propList falls back to the plugin defaults, padding 1rem becoming 16px',
    quotes: [
      { page: PRINCIPLE, text: '只写 `{ propList: [...] }` 的话，`rootValue` 和 `transformUnit` 会退回那个插件自己的默认值，实测 `padding: 1rem` 变成了 `16px` 而不是 `32rpx`' },
      { page: PRINCIPLE_EN, text: 'if you write only `{ propList: [...] }`, `rootValue` and `transformUnit` fall back to that plugin\'s own defaults, and in a measurement `padding: 1rem` became `16px` instead of `32rpx`' },
    ],
    async proof() {
      const css = '.p-4{padding:1rem}'
      assert.equal((await (await context({ rem2rpx: true })).transformWxss(css, { isMainChunk: false })).css, '.p-4{padding:32rpx}')
      assert.equal((await (await context({ rem2rpx: { propList: ['*'] } })).transformWxss(css, { isMainChunk: false })).css, '.p-4{padding:16px}')
      assert.equal((await (await context({ rem2rpx: { propList: ['*'], rootValue: 32, transformUnit: 'rpx' } })).transformWxss(css, { isMainChunk: false })).css, '.p-4{padding:32rpx}')
    },
  },
  {
    id: 'rpx-arbitrary-values-untouched-by-unit-options',
    says: 'rpx written in arbitrary values is left as is with rem2rpx and px2rpx both on, while rem and px are converted',
    quotes: [
      { page: PRINCIPLE, text: '两个选项可以同时开启' },
      { page: PRINCIPLE, text: '任意值里直接写 `rpx`（如 `w-[200rpx]`、`text-[28rpx]`）不受这两个选项影响' },
      { page: PRINCIPLE_EN, text: 'The two options can be on at the same time' },
      { page: PRINCIPLE_EN, text: '`rpx` written directly in arbitrary values (such as `w-[200rpx]` or `text-[28rpx]`) is not affected by either option' },
    ],
    async proof() {
      const ctx = await context({ rem2rpx: true, px2rpx: true })
      const { css } = await ctx.transformWxss('.w-\\[200rpx\\]{width:200rpx}.text-\\[28rpx\\]{font-size:28rpx}.p-4{padding:1rem}.w-\\[10px\\]{width:10px}', { isMainChunk: false })
      assert.equal(css, '.w-_b200rpx_B{width:200rpx}.text-_b28rpx_B{font-size:28rpx}.p-4{padding:32rpx}.w-_b10px_B{width:10rpx}')
    },
  },
  {
    id: 'js-arbitrary-value-fallback-tailwind4-empty-set',
    says: 'Unset jsArbitraryValueFallback acts as auto: with Tailwind CSS 4 and an empty class set, arbitrary values are escaped only in class-name contexts (className, clsx), never in plain strings; not with a non-empty set, not when set to false',
    quotes: [
      { page: PRINCIPLE, text: '`jsArbitraryValueFallback` 选项（未设置时按 `\'auto\'` 处理）会在“Tailwind CSS 4 且集合为空”时启用一个受控的兜底：只在明显是类名语义的上下文里转义任意值写法，避免误伤普通字符串' },
      { page: PRINCIPLE_EN, text: 'the `jsArbitraryValueFallback` option (treated as `\'auto\'` when not set) turns on a controlled fallback when "Tailwind CSS 4 and the set is empty": it escapes arbitrary-value forms only in contexts that are clearly about class names, so ordinary strings aren\'t damaged' },
    ],
    async proof() {
      const code = 'const a = \'w-[10px]\'\nconst o = { className: \'w-[10px]\' }\nconst c = clsx(\'w-[11px]\')\n'
      const unset = (await (await context()).transformJs(code, { runtimeSet: new Set() })).code
      assert.equal(unset, 'const a = \'w-[10px]\'\nconst o = { className: \'w-_b10px_B\' }\nconst c = clsx(\'w-_b11px_B\')\n', 'unset, empty set: class contexts only')
      const auto = (await (await context({ jsArbitraryValueFallback: 'auto' })).transformJs(code, { runtimeSet: new Set() })).code
      assert.equal(auto, unset, 'unset is the same as auto')
      const nonEmpty = (await (await context()).transformJs(code, { runtimeSet: new Set(['p-4']) })).code
      assert.equal(nonEmpty, code, 'a non-empty set: no fallback')
      const off = (await (await context({ jsArbitraryValueFallback: false })).transformJs(code, { runtimeSet: new Set() })).code
      assert.equal(off, code, 'false: no fallback')
    },
  },
  {
    id: 'js-words-escaped-only-in-set-rest-untouched',
    says: 'Strings are split into words and only words in the class set are escaped; the rest of the code (formatting, comments, other words, ${} interpolations, twMerge arguments when listed) is left as it was',
    quotes: [
      { page: PRINCIPLE, text: '处理脚本时，字符串被按空白切成一个个词，只有出现在这个集合里的词才会被转义，其他内容原封不动' },
      { page: PRINCIPLE, text: '如果某个类名只写在不在扫描范围内的文件里，样式不会生成，脚本里的字符串也保持原样' },
      { page: PRINCIPLE, text: '把每个字符串按空白切开，逐词查类名集合，命中的词用 `escape` 替换，同样借助 `magic-string` 只改动对应片段' },
      { page: PRINCIPLE, text: '模板字符串的静态片段同样会被处理，`${size}` 这样的插值不受影响' },
      { page: PRINCIPLE, text: '被这些函数包裹的参数会跳过转义' },
      { page: API, text: '只有 Tailwind CSS 能生成的类名，才会在字符串里被替换' },
      { page: PRINCIPLE_EN, text: 'When a script is processed, each string is split on whitespace into words, and only words in this set are escaped; everything else is left untouched' },
      { page: PRINCIPLE_EN, text: 'If a class name appears only in a file outside the scanned range, no style is generated, the string in the script stays as it is' },
      { page: PRINCIPLE_EN, text: 'splits each string on whitespace, looks up each word in the class name set, replaces the words found with their `escape` result, and, again using `magic-string`, changes only the corresponding fragments' },
      { page: PRINCIPLE_EN, text: 'the static parts of a template literal are processed as well; interpolations such as `${size}` are unaffected' },
      { page: PRINCIPLE_EN, text: 'Arguments wrapped in these functions skip escaping' },
      { page: API_EN, text: 'only class names that Tailwind CSS can generate are replaced in strings' },
    ],
    async proof() {
      const ctx = await context({ ignoreCallExpressionIdentifiers: ['twMerge'] })
      const runtimeSet = new Set(['w-[1px]', 'rounded-[8rpx]', 'p-[10px]', 'p-[20px]'])
      const code = [
        '// 注释原样保留',
        'const a   =  \'w-[1px]   hello w-[2px] 确定\'  /* 行尾 */',
        'const t = `rounded-[8rpx] ${size}`',
        'const m = twMerge(\'p-[10px]\', \'p-[20px]\')',
        '',
      ].join('\n')
      const expected = code
        .replace('\'w-[1px]   hello', '\'w-_b1px_B   hello')
        .replace('`rounded-[8rpx] ${size}`', '`rounded-_b8rpx_B ${size}`')
      assert.equal((await ctx.transformJs(code, { runtimeSet })).code, expected)
    },
  },
  {
    id: 'selector-parsed-before-escape',
    says: 'Escaping the selector text itself would turn its backslashes into _r; the style handler escapes the parsed class name and gets what the template gets',
    quotes: [
      { page: PRINCIPLE, text: '如果直接对选择器字符串做替换，反斜杠也会被转成 `_r`，两边就对不上了' },
      { page: PRINCIPLE, text: '两条路径最终都是“原文 → 同一张表 → 同一个结果”，这就是它们总能逐字一致的原因' },
      { page: PRINCIPLE_EN, text: 'Replacing characters directly in the selector string would turn the backslashes into `_r` as well, and the two sides would no longer match' },
      { page: PRINCIPLE_EN, text: 'which is why they always match character for character' },
    ],
    async proof() {
      const { escapeOfWeappTailwindcss } = await import('../lib/examples/escapedNames')
      const { escape } = escapeOfWeappTailwindcss(root)
      assert.equal(escape('w-\\[100px\\]'), 'w-_r_b100px_r_B', 'escaping the selector text')
      const ctx = await context()
      const { css } = await ctx.transformWxss('.w-\\[100px\\]{width:100px}', { isMainChunk: false })
      const wxml = await ctx.transformWxml('<view class="w-[100px]"></view>', { runtimeSet: new Set() })
      assert.equal(css, '.w-_b100px_B{width:100px}')
      assert.equal(wxml, '<view class="w-_b100px_B"></view>')
    },
  },
  {
    id: 'template-rest-untouched',
    says: 'The template handler replaces only attribute values; indentation, comments and inline wxs stay as they were',
    quotes: [
      { page: PRINCIPLE, text: '模板的其余部分（缩进、注释、内联 `wxs`）保持原样' },
      { page: PRINCIPLE_EN, text: 'leaving the rest of the template (indentation, comments, inline `wxs`) untouched' },
    ],
    async proof() {
      const template = [
        '<!-- 订单卡片 -->',
        '<wxs module="fmt">',
        '  var cls = \'w-[3px]\'',
        '  module.exports = { cls: cls }',
        '</wxs>',
        '<view   class="w-[1px]"',
        '        data-id="{{ id }}">',
        '\t<text class="w-[2px]">{{ fmt.cls }}</text>',
        '</view>',
      ].join('\n')
      const out = await (await context()).transformWxml(template, { runtimeSet: new Set(['w-[3px]']) })
      assert.equal(out, template.replace('class="w-[1px]"', 'class="w-_b1px_B"').replace('class="w-[2px]"', 'class="w-_b2px_B"'))
    },
  },
  {
    id: 'api-return-value-types',
    says: 'transformWxss returns a PostCSS result (text in .css), transformWxml a string, transformJs an object with .code',
    quotes: [
      { page: API, text: '三个方法的**返回值类型各不相同**：`transformWxss` 返回 PostCSS 的结果对象，要取 `.css`' },
      { page: API, text: '`transformWxml` 直接返回字符串' },
      { page: API_EN, text: 'The three methods **return different types**: `transformWxss` returns a PostCSS result object, from which you take `.css`; `transformWxml` returns a string directly' },
    ],
    async proof() {
      const { Result } = await import('postcss')
      const ctx = await context()
      const wxss = await ctx.transformWxss('.a{color:red}')
      assert.ok(wxss instanceof Result || (typeof wxss.css === 'string' && 'root' in wxss && 'messages' in wxss), 'a PostCSS Result')
      assert.equal(typeof wxss.css, 'string')
      assert.equal(typeof await ctx.transformWxml('<view class="a"></view>'), 'string')
      const js = await ctx.transformJs('const className = \'a\'')
      assert.equal(typeof js, 'object')
      assert.equal(js.code, 'const className = \'a\'')
    },
  },
])
