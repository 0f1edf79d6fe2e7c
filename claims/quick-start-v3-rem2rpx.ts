// Claims of the Tailwind CSS 3 guide "4. rem to rpx" (docs/quick-start/rem2rpx.mdx) and its English page. The
// output blocks marked example= are produced again by check:examples; these proofs run what the prose says
// about the option, the conversion plugin it wraps (postcss-rem-to-responsive-pixel 7.x, installed here as the
// dependency of @weapp-tailwindcss/postcss), the standalone setups and the preset.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const REM = page('rem2rpx.mdx')
const FULL = { rootValue: 32, propList: ['*'], transformUnit: 'rpx' }
const SAMPLE = '.mt-4{margin-top:1rem}.p-2{padding:.5rem}.text-sm{font-size:.875rem;line-height:1.25rem}'

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-rem2rpx-since-3-and-tailwind-4',
    says: 'rem2rpx first shipped in 3.0.0; with Tailwind CSS 4.3.5 the option turns --spacing into 8rpx, and in the Play\'s rem2rpx example the first declaration of p-4 is padding: 32rpx, padding: 1rem without the option',
    quotes: [
      { page: REM.zh, text: '本页以 **Tailwind CSS 3** 的输出为例，`rem2rpx` 选项自 weapp-tailwindcss 3.0.0 起提供，文中行为以 4.12.0 为准。' },
      { page: REM.zh, text: 'Tailwind CSS 4 同样可以使用 `rem2rpx`，但它的间距基于 `--spacing` 变量' },
      { page: REM.en, text: 'The `rem2rpx` option has been available since weapp-tailwindcss 3.0.0, and the behavior described here is that of 4.12.0.' },
      { page: REM.en, text: 'Tailwind CSS 4 can use `rem2rpx` too, but its spacing is based on the `--spacing` variable' },
      { page: REM.zh, text: '在 [Play 的 rem2rpx 示例](/play#example=rem2rpx) 里，`p-4` 生成的第一条声明是 `padding: 32rpx`；把插件配置里的 `"rem2rpx": true` 删掉，它会变回 `padding: 1rem`。' },
      { page: REM.en, text: 'In the [rem2rpx example in the Play](/play#example=rem2rpx), the first declaration generated for `p-4` is `padding: 32rpx`; delete `"rem2rpx": true` from the plugin configuration and it goes back to `padding: 1rem`.' },
    ],
    async proof() {
      const { assertFirstRelease, packageFile } = await import('./support/options')
      await assertFirstRelease({ kind: 'option', name: 'rem2rpx' }, '3.0.0')
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).version, '4.12.0')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { EXAMPLES } = await import('../src/components/Play/examples')
      const example = EXAMPLES.find(e => e.id === 'rem2rpx')!
      const options = JSON.parse(example.input.options) as Record<string, unknown>
      assert.deepEqual(options, { rem2rpx: true })
      const firstOfP4 = async (opts: Record<string, unknown>) => {
        const { wxss } = await runTailwind4({ template: example.input.template, css: example.input.css, options: opts })
        return { first: /\.p-4\s*\{\s*([^;]+);/.exec(wxss)?.[1], spacing: /--spacing:\s*([^;]+);/.exec(wxss)?.[1] }
      }
      assert.deepEqual(await firstOfP4(options), { first: 'padding: 32rpx', spacing: '8rpx' })
      assert.deepEqual(await firstOfP4({}), { first: 'padding: 1rem', spacing: '.25rem' })
    },
  },
  {
    id: 'qs3-rem2rpx-optional-theme-in-rem',
    says: 'Without rem2rpx weapp-tailwindcss leaves rem as it is; in Tailwind CSS 3.4.19\'s default theme every length in spacing, fontSize, lineHeight and borderRadius is rem except spacing.px (1px) and rounded-full (9999px); some line heights are unitless',
    quotes: [
      { page: REM.zh, text: '这是一个可选步骤：不转换也能运行，只是尺寸会以 `rem` 的形式出现在小程序里。' },
      { page: REM.en, text: 'This step is optional: your project runs without it, sizes simply reach the mini-program as `rem`.' },
      { page: REM.zh, text: 'Tailwind CSS 3 的默认主题里，间距、字号、行高、圆角几乎都以 `rem` 为单位：' },
      { page: REM.en, text: 'In the Tailwind CSS 3 default theme, almost all spacing, font sizes, line heights and border radii are expressed in `rem`:' },
    ],
    async proof() {
      const { wxss, TW3 } = await import('./support/options')
      assert.equal(await wxss(SAMPLE, { ...TW3 }), SAMPLE)
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const theme = createRequire(`${ROOT}package.json`)('tailwindcss-3/defaultTheme') as Record<string, unknown>
      for (const group of ['spacing', 'fontSize', 'lineHeight', 'borderRadius']) {
        const leaves = (value: unknown): string[] => typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves)
        // Lengths only: unitless line heights (leading-none … leading-loose, the text-5xl+ pairs) carry no unit at all.
        const lengths = leaves(theme[group]).filter(v => /\d[a-z%]+$/.test(v) && !/^0(px)?$/.test(v))
        assert.deepEqual(lengths.filter(v => !v.endsWith('rem')), { spacing: ['1px'], borderRadius: ['9999px'] }[group] ?? [], group)
        assert.ok(lengths.length > 5, group)
      }
    },
  },
  {
    id: 'qs3-rem2rpx-every-entry-true-equals-32-rpx',
    says: 'rem2rpx is off by default; true converts rem in the Vite plugin (real build), both webpack plugins, the gulp stream and createContext; true gives the same output as { rootValue: 32, propList: [\'*\'], transformUnit: \'rpx\' }; the work is done by postcss-rem-to-responsive-pixel, a dependency of @weapp-tailwindcss/postcss; hand-written rem in the same stylesheet is converted too',
    quotes: [
      { page: REM.zh, text: '所有构建插件入口和 Node.js API 都支持 `rem2rpx` 选项，默认关闭，传 `true` 即可开启：' },
      { page: REM.en, text: 'Every build plugin entry point and the Node.js API accept the `rem2rpx` option. It is off by default; pass `true` to turn it on:' },
      { page: REM.zh, text: '`true` 等价于下面这组参数。真正执行换算的是 weapp-tailwindcss 内置依赖的一个 rem 换算 PostCSS 插件（和下文「方式二」单独安装的是同一个包）：' },
      { page: REM.en, text: '`true` is equivalent to the set of parameters below. The conversion itself is done by a rem-conversion PostCSS plugin that ships as a dependency of weapp-tailwindcss (the same package you install separately in "Option 2" below):' },
      { page: REM.zh, text: '转换发生在 weapp-tailwindcss 处理样式的阶段，所以它不仅作用于 Tailwind CSS 生成的工具类，也会作用于同一份样式产物里手写的 `rem`。' },
      { page: REM.en, text: 'The conversion happens while weapp-tailwindcss processes the styles, so it applies not only to the utility classes Tailwind CSS generates but also to any hand-written `rem` in the same style output.' },
      { page: REM.zh, text: '下面是同一批工具类在开启前后的实际产物（weapp-tailwindcss 4.12.0 + Tailwind CSS 3.4）：' },
      { page: REM.en, text: 'Here is the actual output for the same utility classes with the option turned on (weapp-tailwindcss 4.12.0 + Tailwind CSS 3.4):' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { wxss, QUIET, TW3, packageFile } = await import('./support/options')
      const { ROOT } = await import('./support/quick-start-v3')
      const require = createRequire(`${ROOT}package.json`)
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      assert.equal(getDefaultOptions().rem2rpx, undefined, 'off by default')
      // The page's output blocks are made again by check:examples with these two versions.
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).version, '4.12.0')
      assert.match(JSON.parse(packageFile('tailwindcss-3', 'package.json')).version, /^3\.4\./)
      const converted = '.mt-4{margin-top:32rpx}.p-2{padding:16rpx}.text-sm{font-size:28rpx;line-height:40rpx}'
      assert.equal(await wxss(SAMPLE, { ...TW3, rem2rpx: true }), converted, 'createContext')
      assert.equal(await wxss(SAMPLE, { ...TW3, rem2rpx: FULL }), converted, 'the three parameters give the same')
      assert.equal(await wxss('.card{margin:1rem}', { ...TW3, rem2rpx: true }), '.card{margin:32rpx}', 'a hand-written rule')
      const base = { ...QUIET, ...TW3, rem2rpx: true }
      for (const [entry, name] of [['weapp-tailwindcss/webpack', 'UnifiedWebpackPluginV5'], ['weapp-tailwindcss/webpack4', 'UnifiedWebpackPluginV4']] as const) {
        const plugin = new (require(entry)[name])(base)
        const out = await plugin.options.styleHandler('.p-4{padding:1rem}', { isMainChunk: true })
        assert.equal(typeof out === 'string' ? out : out.css, '.p-4{padding:32rpx}', name)
      }
      const stream = require('weapp-tailwindcss/gulp').createPlugins(base).transformWxss()
      const gulpOut = new Promise<string>(resolve => stream.on('data', (file: { contents: Buffer }) => resolve(file.contents.toString())))
      stream.end({ path: path.join(ROOT, 'app.wxss'), relative: 'app.wxss', contents: Buffer.from('.p-4{padding:1rem}'), isBuffer: () => true, isNull: () => false })
      assert.equal(await gulpOut, '.p-4{padding:32rpx}', 'gulp')
      const { build } = await import('vite')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const { scratch, write } = await import('./support/uni-css')
      const dir = scratch('qs3-rem2rpx-vite')
      write(dir, { 'package.json': '{"type":"module"}', 'app.css': '.p-4{padding:1rem}\n' })
      await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [UnifiedViteWeappTailwindcssPlugin(base as never)], build: { outDir: path.join(dir, 'dist'), minify: false, rollupOptions: { input: path.join(dir, 'app.css') } } })
      const assets = path.join(dir, 'dist', 'assets')
      assert.match(fs.readdirSync(assets).map(file => fs.readFileSync(path.join(assets, file), 'utf8')).join(''), /\.p-4\{padding:32rpx\}/, 'Vite build')
      // Which package does the work: weapp-tailwindcss -> @weapp-tailwindcss/postcss -> postcss-rem-to-responsive-pixel.
      assert.ok(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).dependencies['@weapp-tailwindcss/postcss'])
      assert.match(JSON.parse(packageFile('@weapp-tailwindcss/postcss', 'package.json')).dependencies['postcss-rem-to-responsive-pixel'], /^\^7\./)
      assert.match(packageFile('@weapp-tailwindcss/postcss', 'dist/index.js'), /var defaultRemOptions = \{\s*rootValue: 32,\s*propList: \["\*"\],\s*transformUnit: "rpx"\s*\};/)
    },
  },
  {
    id: 'qs3-rem2rpx-object-falls-back-to-plugin-defaults',
    says: 'A rem2rpx object is not merged with 32/*/rpx: missing keys take postcss-rem-to-responsive-pixel 7.0.5\'s defaults (rootValue 16, px, propList font/font-size/line-height/letter-spacing), so { rootValue: 16 } converts only font properties; the full px object gives 16px/8px; rootValue 40 with the other two gives 40rpx; weapp-tailwindcss always sets processorStage OnceExit; the table\'s types and defaults are the plugin\'s, and each parameter does what its row says',
    quotes: [
      { page: REM.zh, text: '**对象写法不会和上面的三项默认值合并**，没写的参数会回落到换算插件自身的默认值，而它的默认值是 `rootValue: 16`、`transformUnit: \'px\'`，并且 `propList` 只包含 `font`、`font-size`、`line-height`、`letter-spacing` 这几个字体相关属性。' },
      { page: REM.en, text: '**the object is not merged with the three defaults above**' },
      { page: REM.en, text: 'Any parameter you leave out falls back to the conversion plugin\'s own default, and those defaults are `rootValue: 16`, `transformUnit: \'px\'`, and a `propList` containing only the font-related properties `font`, `font-size`, `line-height` and `letter-spacing`.' },
      { page: REM.zh, text: '产物中 `.mt-4` 变为 `margin-top: 16px`，`.p-2` 变为 `padding: 8px`。' },
      { page: REM.en, text: 'In the output, `.mt-4` becomes `margin-top: 16px` and `.p-2` becomes `padding: 8px`.' },
      { page: REM.zh, text: '换算插件（4.12.0 依赖的是它的 7.x 版本）支持的全部参数如下，「插件自身的默认值」一列就是对象写法下没写时的取值（`processorStage` 除外：不管传 `true` 还是对象，weapp-tailwindcss 都会把它设为 `\'OnceExit\'`）：' },
      { page: REM.en, text: 'These are all the parameters the conversion plugin supports (4.12.0 depends on its 7.x version).' },
      { page: REM.en, text: 'The "Plugin\'s own default" column is the value used when the object form leaves a parameter out (except `processorStage`: whether you pass `true` or an object, weapp-tailwindcss sets it to `\'OnceExit\'`):' },
      { page: REM.zh, text: '| `rootValue` | `number` 或函数 | `16` | 1rem 换算成多少个目标单位；传函数时可按文件返回不同的值 |' },
      { page: REM.zh, text: '| `propList` | 字符串或正则数组 | 字体相关的 4 个属性 | 参与换算的属性，`\'*\'` 表示全部，`\'!padding*\'` 这类写法表示排除 |' },
      { page: REM.zh, text: '| `minRemValue` | `number` | `0` | 小于该值的 `rem` 不转换 |' },
      { page: REM.zh, text: '| `mediaQuery` | `boolean` | `false` | 是否转换 `@media` 参数里的 `rem` |' },
      { page: REM.zh, text: '| `replace` | `boolean` | `true` | 为 `false` 时保留原声明，在其后追加转换后的声明 |' },
      { page: REM.zh, text: '| `exclude` | 数组或函数 | `[/node_modules/i]` | 按文件路径排除 |' },
      { page: REM.zh, text: '| `processorStage` | `\'Once\'` 或 `\'OnceExit\'` | `\'Once\'`（通过 weapp-tailwindcss 使用时为 `\'OnceExit\'`） | 在 PostCSS 的哪个阶段执行换算 |' },
      { page: REM.en, text: '| `processorStage` | `\'Once\'` or `\'OnceExit\'` | `\'Once\'` (`\'OnceExit\'` when used through weapp-tailwindcss) | Which PostCSS stage runs the conversion |' },
      { page: REM.en, text: '| `rootValue` | `number` or a function | `16` | How many target units 1rem becomes; a function can return a different value per file |' },
      { page: REM.en, text: '| `transformUnit` | `\'px\'` or `\'rpx\'` | `\'px\'` | Target unit |' },
      { page: REM.en, text: '| `propList` | Array of strings or regular expressions | The 4 font-related properties | Properties to convert; `\'*\'` means all, and a form like `\'!padding*\'` excludes properties |' },
      { page: REM.en, text: '| `unitPrecision` | `number` | `5` | Number of decimal places kept in the result |' },
      { page: REM.en, text: '| `minRemValue` | `number` | `0` | `rem` values below this are not converted |' },
      { page: REM.en, text: '| `selectorBlackList` | Array of strings or regular expressions | `[]` | Matching selectors are not converted |' },
      { page: REM.en, text: '| `mediaQuery` | `boolean` | `false` | Whether to convert `rem` in `@media` parameters |' },
      { page: REM.en, text: '| `replace` | `boolean` | `true` | When `false`, the original declaration is kept and the converted one is appended after it |' },
      { page: REM.en, text: '| `exclude` | Array or function | `[/node_modules/i]` | Excludes files by path |' },
      { page: REM.zh, text: '| `transformUnit` | `\'px\'` 或 `\'rpx\'` | `\'px\'` | 目标单位 |' },
      { page: REM.zh, text: '| `unitPrecision` | `number` | `5` | 结果保留的小数位数 |' },
      { page: REM.zh, text: '| `selectorBlackList` | 字符串或正则数组 | `[]` | 命中的选择器不转换 |' },
      { page: REM.zh, text: '只写 `rootValue` 会得到意料之外的结果：' },
      { page: REM.en, text: 'Setting only `rootValue` gives an unexpected result:' },
      { page: REM.zh, text: '所以用对象写法时，请把三个关键参数写全。例如希望输出固定的 `px`、不随屏幕缩放：' },
      { page: REM.en, text: 'For example, to output fixed `px` values that do not scale with the screen:' },
      { page: REM.zh, text: '例如 `{ rootValue: 40, propList: [\'*\'], transformUnit: \'rpx\' }` 会让 `p-4` 输出 `40rpx`（只写 `rootValue: 40` 会掉进上一节的陷阱）。' },
      { page: REM.en, text: 'for example, `{ rootValue: 40, propList: [\'*\'], transformUnit: \'rpx\' }` makes `p-4` output `40rpx` (writing only `rootValue: 40` falls into the trap described in the previous section).' },
      { page: REM.zh, text: '开启后如果发现某些组件库的尺寸被改变了，可以用 `selectorBlackList` 排除它们的选择器前缀。' },
      { page: REM.en, text: 'If, after turning it on, you notice that the sizes of some component library have changed, exclude their selector prefixes with `selectorBlackList`.' },
    ],
    async proof() {
      const { wxss, TW3, packageFile } = await import('./support/options')
      const T = { ...TW3 }
      assert.equal(await wxss(SAMPLE, { ...T, rem2rpx: { rootValue: 16 } }), '.mt-4{margin-top:1rem}.p-2{padding:.5rem}.text-sm{font-size:14px;line-height:20px}')
      assert.equal(await wxss(SAMPLE, { ...T, rem2rpx: { rootValue: 16, propList: ['*'], transformUnit: 'px' } }), '.mt-4{margin-top:16px}.p-2{padding:8px}.text-sm{font-size:14px;line-height:20px}')
      assert.equal(await wxss('.p-4{padding:1rem}', { ...T, rem2rpx: { rootValue: 40, propList: ['*'], transformUnit: 'rpx' } }), '.p-4{padding:40rpx}')
      assert.equal(await wxss('.p-4{padding:1rem}', { ...T, rem2rpx: { rootValue: 40 } }), '.p-4{padding:1rem}', 'rootValue alone: padding untouched')
      assert.equal(await wxss('.p-4{padding:1rem}.van-button{padding:1rem}', { ...T, rem2rpx: { ...FULL, selectorBlackList: ['.van-'] } }), '.p-4{padding:32rpx}.van-button{padding:1rem}')
      // weapp-tailwindcss adds processorStage OnceExit to true and to objects alike.
      const source = packageFile('@weapp-tailwindcss/postcss', 'dist/index.js')
      assert.match(source, /var defaultStage = \{\s*processorStage: "OnceExit"\s*\};/)
      assert.match(source, /const merged = _shared\.defuOverrideArray\.call\(void 0,\s*options\.rem2rpx,\s*defaultStage\s*\);/)
      // The plugin's own defaults and each row's behaviour.
      assert.match(packageFile('postcss-rem-to-responsive-pixel', 'package.json'), /"version": "7\.\d+\.\d+"/)
      assert.match(packageFile('postcss-rem-to-responsive-pixel', 'dist/index.mjs'), /const defaultOptions = \{\s*rootValue: 16,\s*unitPrecision: 5,\s*selectorBlackList: \[\],\s*propList: \[\s*"font",\s*"font-size",\s*"line-height",\s*"letter-spacing"\s*\],\s*replace: true,\s*mediaQuery: false,\s*minRemValue: 0,\s*exclude: \[\/node_modules\/i\],\s*transformUnit: "px",\s*disabled: false,\s*processorStage: "Once"\s*\};/)
      const { default: postcss } = await import('postcss')
      const { default: rem } = await import('postcss-rem-to-responsive-pixel')
      const run = async (options: object, css: string, from?: string) => (await postcss([rem(options as never)]).process(css, { from })).css
      assert.equal(await run({ propList: ['*'], rootValue: (input: { file?: string }) => input.file?.includes('tablet') ? 18 : 16 }, '.a{margin:1rem}', '/x/tablet.css'), '.a{margin:18px}', 'rootValue as a function, per file')
      assert.equal(await run({ propList: ['*', '!padding*'] }, '.a{margin:1rem;padding-top:1rem}'), '.a{margin:16px;padding-top:1rem}')
      assert.equal(await run({ propList: ['*'], rootValue: 3 }, '.a{margin:0.3333333rem}'), '.a{margin:1px}', 'unitPrecision 5')
      assert.equal(await run({ propList: ['*'], minRemValue: 0.5 }, '.a{margin:.25rem;padding:1rem}'), '.a{margin:.25rem;padding:16px}')
      assert.equal(await run({ propList: ['*'] }, '@media (min-width: 40rem){.a{margin:1rem}}'), '@media (min-width: 40rem){.a{margin:16px}}')
      assert.equal(await run({ propList: ['*'], mediaQuery: true }, '@media (min-width: 40rem){.a{margin:1rem}}'), '@media (min-width: 640px){.a{margin:16px}}')
      assert.equal(await run({ propList: ['*'], replace: false }, '.a{margin:1rem}'), '.a{margin:1rem;margin:16px}')
      assert.equal(await run({ propList: ['*'] }, '.a{margin:1rem}', '/p/node_modules/x/a.css'), '.a{margin:1rem}', 'exclude: node_modules')
      assert.equal(await run({ propList: ['*'], disabled: true }, '.a{margin:1rem}'), '.a{margin:1rem}')
      assert.equal(await run({ propList: ['*'], transformUnit: 'rpx', rootValue: 32 }, '.a{margin:1rem}'), '.a{margin:32rpx}')
    },
  },
  {
    id: 'qs3-rem2rpx-standalone-plugin-and-stacking',
    says: 'After tailwindcss in a PostCSS config, postcss-rem-to-responsive-pixel converts theme values, arbitrary values and hand-written rem of the same run; without the three parameters it converts only font properties to px; a value converted first is no longer rem, so rem2rpx after it changes nothing, and with the preset plus rem2rpx theme values and arbitrary values end up at different ratios',
    quotes: [
      { page: REM.zh, text: '外置时同样要写全三个关键参数，理由和上一节相同。它排在 `tailwindcss` 之后，处理的是 PostCSS 阶段的样式，因此也会换算项目里其他样式文件中的 `rem`。' },
      { page: REM.en, text: 'As a standalone plugin it also needs all three key parameters, for the same reason as in the previous section. It runs after `tailwindcss` and works on the styles at the PostCSS stage, so it also converts `rem` in the other stylesheets of your project.' },
      { page: REM.zh, text: '想精确控制插件顺序、或者只对部分目录的样式做转换时，可以不用内置选项，而是把同一个换算插件直接加到 PostCSS 配置里：' },
      { page: REM.en, text: 'If you need precise control over plugin order, or want to convert only the styles in some directories, skip the built-in option and add the same conversion plugin to your PostCSS configuration directly:' },
      { page: REM.zh, text: '三者选一即可，不要叠加使用。' },
      { page: REM.en, text: 'Pick one of the three and do not combine them.' },
      { page: REM.zh, text: '叠加时一个值只会被先执行的那个换算（换算完已经不是 `rem`），后面那个的参数对它不起作用；两边比例不同时，主题值和任意值、工具类和手写样式就会按不同的比例换算，排查起来很麻烦。' },
      { page: REM.en, text: 'When combined, a value is converted only by whichever runs first (after that it is no longer `rem`), and the parameters of the later one do not apply to it; if the two use different ratios, theme values and arbitrary values, or utility classes and hand-written styles, end up converted at different ratios, which is hard to track down.' },
      { page: REM.zh, text: '使用外置插件时，用它自己的 `disabled` 参数控制。' },
      { page: REM.en, text: 'with the standalone plugin, use its own `disabled` parameter.' },
    ],
    async proof() {
      const { tailwind3Css } = await import('./support/issues')
      const { wxss, TW3 } = await import('./support/options')
      const { default: postcss } = await import('postcss')
      const { default: rem } = await import('postcss-rem-to-responsive-pixel')
      const generated = await tailwind3Css({ 'a.html': '<a class="p-4 mb-[1.5rem]">' }, ['*.html'], '@tailwind utilities;\n.hand { margin: 1rem }')
      const standalone = (options: object) => postcss([rem(options as never)]).process(generated, { from: undefined }).then(r => r.css)
      const full = await standalone(FULL)
      for (const expected of [/\.p-4 \{\s*padding: 32rpx/, /\.mb-\\\[1\\\.5rem\\\] \{\s*margin-bottom: 48rpx/, /\.hand \{ margin: 32rpx \}/]) assert.match(full, expected)
      assert.match(await standalone({}), /padding: 1rem/, 'without the three parameters: spacing stays rem')
      // Stacked: the standalone plugin ran first with 16/px, rem2rpx: true after it finds no rem left.
      const first = await standalone({ rootValue: 16, propList: ['*'], transformUnit: 'px' })
      const after = await wxss(first, { ...TW3, rem2rpx: true })
      assert.match(after, /padding: 16px/)
      assert.doesNotMatch(after, /: [\d.]+(rpx|rem)/, 'no value left for rem2rpx')
      // Preset-like theme values already in rpx, an arbitrary rem left for rem2rpx with another ratio.
      assert.equal(await wxss('.p-4{padding:64rpx}.mb-\\[1\\.5rem\\]{margin-bottom:1.5rem}', { ...TW3, rem2rpx: true }), '.p-4{padding:64rpx}.mb-_b1_d5rem_B{margin-bottom:48rpx}')
      assert.equal(await standalone({ ...FULL, disabled: true }), generated, 'its own disabled')
      const only = async (from: string) => (await postcss([rem({ ...FULL, exclude: (file: string) => !file.includes('/src/pages/') } as never)]).process('.a{margin:1rem}', { from })).css
      assert.deepEqual([await only('/p/src/pages/a.css'), await only('/p/src/legacy/a.css')], ['.a{margin:32rpx}', '.a{margin:1rem}'], 'exclude as a function: some directories only')
    },
  },
  {
    id: 'qs3-rem2rpx-taro-mini-postcss-both-runners',
    says: 'Taro 4.2\'s webpack5 runner reads the root PostCSS config, its Vite runner writes css.postcss inline (no config file); both turn unknown mini.postcss keys into plugins loaded by package name with { enable, config }, appended after the built-ins; Taro\'s pxtransform converts px and leaves rem alone',
    quotes: [
      { page: REM.zh, text: 'Taro 项目用 webpack5 编译器时可以写在根目录的 PostCSS 配置文件中，Vite 编译器则不读取这个文件。' },
      { page: REM.zh, text: '两种编译器都支持写进 `config/index` 的 `mini.postcss`：它们会按包名加载那里的第三方插件，写法是以包名为键、值为 `{ enable: true, config: { ...上面的参数 } }`，这样加入的插件排在 Taro 内置插件之后。' },
      { page: REM.en, text: 'In a Taro project that uses the webpack5 compiler you can put it in the PostCSS configuration file at the project root; the Vite compiler does not read that file.' },
      { page: REM.en, text: 'Both compilers accept it in `mini.postcss` in `config/index`: they load third-party plugins listed there by package name, with the package name as the key and `{ enable: true, config: { ...the parameters above } }` as the value.' },
      { page: REM.en, text: 'A plugin added this way runs after Taro\'s built-in plugins.' },
      { page: REM.zh, text: 'Taro 自带的 `pxtransform` 只处理 `px`，和 `rem2rpx` 不冲突，两者可以共存。' },
      { page: REM.en, text: 'Taro\'s built-in `pxtransform` only handles `px`, so it does not conflict with `rem2rpx`; the two can be used together.' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { proofOf } = await import('./support/quick-start-v3')
      // webpack5 runner: config file plugins first, mini.postcss keys after the built-ins, loaded by name.
      await proofOf(() => import('./quick-start-v3-taro'), 'qs3-taro-webpack-postcss-order-and-mini-postcss-keys')
      // Vite runner: inline css.postcss (so no config file), and the same list and loader for mini.postcss.
      await proofOf(() => import('./quick-start-v3-taro'), 'qs3-taro-vite-postcss-and-html-transform')
      const { unpacked } = await import('./support/uni-css')
      const runner = await unpacked('@tarojs/vite-runner@4.2.0')
      assert.match(fs.readFileSync(path.join(runner, 'dist/postcss/postcss.mini.js'), 'utf8'), /\['postcss-html-transform', htmltransform, require\('postcss-html-transform'\)\],\s*\.\.\.Object\.entries\(options\)\s*\];/)
      const utils = fs.readFileSync(path.join(runner, 'dist/utils/index.js'), 'utf8')
      assert.match(utils, /if \(Object\.hasOwnProperty\.call\(pluginOption, 'enable'\) && !pluginOption\.enable\)\s*return;/)
      assert.match(utils, /const pluginPath = \(0, helper_1\.resolveSync\)\(pluginName, \{ basedir: appPath \}\) \|\| '';\s*plugins\.push\(require\(pluginPath\)\(pluginOption\.config \|\| \{\}\)\);/)
      assert.match(fs.readFileSync(path.join(runner, 'dist/mini/config.js'), 'utf8'), /plugins: \(0, utils_1\.getPostcssPlugins\)\(appPath, __postcssOption, constants_1\.MINI_EXCLUDE_POSTCSS_PLUGIN_NAME\)/)
      // pxtransform: px converted, rem untouched.
      await proofOf(() => import('./quick-start-v3-taro'), 'qs3-taro-pxtransform-and-type-cast')
    },
  },
  {
    id: 'qs3-rem2rpx-preset',
    says: 'tailwindcss-rem2px-preset 1.0.3: createPreset({ fontSize: 32, unit: \'rpx\' }) replaces spacing, fontSize, lineHeight, borderRadius, maxWidth and columns of the default theme, so with Tailwind CSS 3.4.19 p-4 is padding: 32rpx while mb-[1.5rem] keeps rem; the preset\'s content (src/**/*) gives way to the project\'s',
    quotes: [
      { page: REM.zh, text: '它在生成阶段就改写了主题，`p-4` 直接生成 `padding: 32rpx`。' },
      { page: REM.zh, text: '需要留意它的覆盖范围：只替换默认主题中的 `spacing`、`fontSize`、`lineHeight`、`borderRadius`、`maxWidth`、`columns` 这几组，`mb-[1.5rem]` 这样写在任意值里的 `rem` 不会被转换。' },
      { page: REM.zh, text: '它自带的 `content` 会被你自己配置的 `content` 覆盖，所以不必担心。' },
      { page: REM.en, text: 'It rewrites the theme at generation time, so `p-4` generates `padding: 32rpx` directly.' },
      { page: REM.en, text: 'Mind what it covers: it only replaces the `spacing`, `fontSize`, `lineHeight`, `borderRadius`, `maxWidth` and `columns` groups of the default theme, and `rem` written inside an arbitrary value such as `mb-[1.5rem]` is not converted.' },
      { page: REM.en, text: 'The preset\'s own `content` is overridden by the `content` you configure yourself, so you need not worry about it.' },
      { page: REM.zh, text: '如果只想改变 Tailwind CSS 主题里的数值，完全不碰其他样式，可以给 Tailwind CSS 配置加上 rem 换算预设' },
      { page: REM.en, text: 'If you only want to change the values in the Tailwind CSS theme and leave all other styles alone, add the rem-conversion preset' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['tailwindcss@3.4.19', 'tailwindcss-rem2px-preset@1.0.3', 'postcss@8'])
      const source = fs.readFileSync(path.join(dir, 'node_modules/tailwindcss-rem2px-preset/dist/index.js'), 'utf8')
      assert.match(source, /theme: \{\s*borderRadius: customRem2px\(defaultTheme\.borderRadius\),\s*columns: customRem2px\(defaultTheme\.columns\),\s*fontSize: customRem2px\(defaultTheme\.fontSize\),\s*lineHeight: customRem2px\(defaultTheme\.lineHeight\),\s*maxWidth: [^\n]*customRem2px\(defaultTheme\.maxWidth[^\n]*\n\s*spacing: customRem2px\(defaultTheme\.spacing\)\s*\}/)
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/not-content.vue'), '<view class="m-4"></view>')
      fs.writeFileSync(path.join(dir, 'page.wxml'), '<view class="p-4 mb-[1.5rem] text-sm"></view>')
      const out = (await runCommand(process.execPath, ['-e', `
        const postcss = require('postcss'); const tw = require('tailwindcss')
        const config = { presets: [require('tailwindcss-rem2px-preset').createPreset({ fontSize: 32, unit: 'rpx' })], content: ['./page.wxml'], corePlugins: { preflight: false } }
        postcss([tw(config)]).process('@tailwind utilities;\\n.hand { margin: 1rem }', { from: undefined }).then(r => console.log(r.css))
      `], { cwd: dir })).output
      assert.match(out, /\.p-4 \{\s*padding: 32rpx/)
      assert.match(out, /\.mb-\\\[1\\\.5rem\\\] \{\s*margin-bottom: 1\.5rem/)
      assert.match(out, /font-size: 28rpx;\s*line-height: 40rpx/)
      assert.doesNotMatch(out, /\.m-4/, 'the preset\'s src/** content is not used')
      assert.match(out, /\.hand \{ margin: 1rem \}/, 'other styles untouched')
    },
  },
  {
    id: 'qs3-rem2rpx-scope-table',
    says: 'rem2rpx converts every rem in the stylesheets weapp-tailwindcss processes (utilities, arbitrary values and hand-written rules); the standalone plugin converts all rem of the PostCSS run, arbitrary values included; the preset changes theme values only and leaves arbitrary rem',
    quotes: [
      { page: REM.zh, text: '| 作用范围 | 插件处理的全部样式产物 | PostCSS 处理的全部样式 | 仅 Tailwind CSS 主题值 |' },
      { page: REM.en, text: '| Scope | All style output the plugin processes | All styles PostCSS processes | Tailwind CSS theme values only |' },
      { page: REM.zh, text: '| 适合场景 | 绝大多数项目 | 需要自定义插件顺序、按目录区分 | 项目里有必须保留 `rem` 的其他样式 |' },
      { page: REM.en, text: '| Best for | Most projects | Custom plugin order, different rules per directory | Projects with other styles that must keep `rem` |' },
      { page: REM.zh, text: '| 任意值里的 `rem` | 转换 | 转换 | 不转换 |' },
      { page: REM.en, text: '| `rem` in arbitrary values | Converted | Converted | Not converted |' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { wxss, TW3 } = await import('./support/options')
      assert.equal(await wxss('.p-4{padding:1rem}.mb-\\[1\\.5rem\\]{margin-bottom:1.5rem}.hand{margin:1rem}', { ...TW3, rem2rpx: true }), '.p-4{padding:32rpx}.mb-_b1_d5rem_B{margin-bottom:48rpx}.hand{margin:32rpx}')
      const { proofOf } = await import('./support/quick-start-v3')
      const self = () => import('./quick-start-v3-rem2rpx')
      await proofOf(self, 'qs3-rem2rpx-standalone-plugin-and-stacking')
      await proofOf(self, 'qs3-rem2rpx-preset')
    },
  },
  {
    id: 'qs3-rem2rpx-disabled-build-plugins',
    says: 'disabled: true stops the Vite and webpack plugins (rem2rpx included); createContext and the gulp streams ignore disabled and still convert',
    quotes: [
      { page: REM.zh, text: '使用内置选项时，把 Vite 或 webpack 插件的 `disabled` 设为 `true` 就会连同 `rem2rpx` 一起跳过（gulp 的 `createPlugins` 和 Node.js API 不看 `disabled`，不需要转换时不调用它们即可）' },
      { page: REM.en, text: 'With the built-in option, setting `disabled` to `true` on the Vite or webpack plugin skips `rem2rpx` along with everything else (gulp\'s `createPlugins` and the Node.js API ignore `disabled`; when you do not want the conversion, do not call them)' },
    ],
    async proof() {
      const { assertDisabledStopsOnlyBuildPlugins } = await import('./support/quick-start-v3')
      await assertDisabledStopsOnlyBuildPlugins()
    },
  },
  {
    id: 'qs3-rem2rpx-why-32',
    says: 'WeChat defines the screen width as 750rpx, so on the 375px-wide iPhone 6 1px = 2rpx; with the browser default root font size of 16px, 1rem = 32rpx; rem follows the root font size',
    quotes: [
      { page: REM.zh, text: '`rem` 相对于根元素字号计算，在浏览器里可以通过修改 `html` 的字号来整体缩放。' },
      { page: REM.zh, text: '小程序的惯用做法则是 `rpx`：把屏幕宽度固定分成 750 份，尺寸自动随屏幕宽度等比变化。' },
      { page: REM.en, text: '`rem` is relative to the font size of the root element, so in a browser you can scale everything at once by changing the font size of `html`.' },
      { page: REM.en, text: 'Mini-programs conventionally use `rpx` instead, the mini-program unit that scales with screen width (750rpx is the full width): the screen is always divided into 750 parts, so sizes grow and shrink in proportion to the screen width.' },
      { page: REM.zh, text: 'rem2rpx 默认换算：1rem 等于 16px，375 宽设计稿下 1px 等于 2rpx，因此 1rem 换算为 32rpx' },
      { page: REM.en, text: 'Default rem2rpx conversion: 1rem is 16px, and with a 375-wide design 1px is 2rpx, so 1rem becomes 32rpx' },
      { page: REM.zh, text: '`32` 的来历：微信小程序把任何屏幕的宽度都定义为 `750rpx`；以 375 宽的 iPhone 6 作参照，一个 CSS 像素正好对应两个 rpx；再加上浏览器默认的根字号是 16 像素，两者相乘，1rem 就是 32rpx。' },
      { page: REM.en, text: 'Taking the 375-wide iPhone 6 as the reference, one CSS pixel is exactly two rpx; the browser\'s default root font size is 16 pixels, and multiplying the two gives 1rem = 32rpx.' },
      { page: REM.zh, text: '默认的 `32` 对应 375 宽设计稿' },
      { page: REM.en, text: 'The default `32` corresponds to a 375-wide design.' },
    ],
    manual: {
      ran: 'read through the search tool (pages corpus): copies of the WeChat WXSS size-unit text, "rpx（responsive pixel）: 可以根据屏幕宽度进行自适应。规定屏幕宽为750rpx。如在 iPhone6 上，屏幕宽度为375px … 1rpx = 0.5px", with its table row "iPhone6 | 1rpx = 0.5px | 1px = 2rpx" (blog.youkuaiyun.com/chabc1999/article/details/106605956, php.bkmy88.com/faq/362890.html); web-features "rem" (web-platform-dx.github.io/web-features-explorer/features/rem, spec css-values-4 font-relative lengths): rem equals the font size of the root element, 16px in most browsers; 2 × 16 = 32 is the rootValue of rem2rpx: true (see qs3-rem2rpx-every-entry-true-equals-32-rpx)',
      versions: 'WeChat documentation as copied in those pages; no device run',
      on: '2026-11-29',
      why: 'how a mini-program lays out rpx on a phone cannot run here',
    },
  },
])
