// The px2rpx page (docs/quick-start/css-unit-transform.mdx): the built-in option as weapp-tailwindcss 4.12.0
// runs it through every entry, its defaults, the Tailwind CSS 3 / 4 outputs the page shows, and how it differs
// from adding postcss-pxtransform yourself (registry: slow proofs).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/quick-start/css-unit-transform.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/css-unit-transform.mdx'

/** The postcss-pxtransform options of the page's postcss.config.js, without the `methods` line. */
const PAGE_PXTRANSFORM = { platform: 'weapp', designWidth: 750, deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 } }

/** A uni-app conditional compilation block of the kind the css-macro page generates, and plain rules. */
const IFDEF_SAMPLE = `/* #ifdef MP-WEIXIN */
.toolbar { padding-top: 16px }
/* #endif */
.plain { width: 20px }
`

/** weapp-tailwindcss's own style pass (what the build plugins run on each stylesheet of the output). */
async function wxss(css: string, options: Record<string, unknown>): Promise<string> {
  const { createContext } = await import('weapp-tailwindcss/core')
  const { ROOT } = await import('./support/uni-css')
  const context = createContext({ ...options, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false, tailwindcss: { version: 3, packageName: 'tailwindcss-3' } })
  return (await context.transformWxss(css, { isMainChunk: true })).css
}

const squash = (css: string) => css.replace(/\s+/g, ' ').trim()

/** The rule for one selector out of a stylesheet, whitespace collapsed: `.a { width: 1px }`. */
function rule(css: string, selector: string): string {
  for (const part of squash(css).split('}')) {
    const at = [`${selector} {`, `${selector}{`].map(start => part.indexOf(start)).find(index => index >= 0 && (index === 0 || /[\s{]/.test(part[index - 1]!)))
    if (at !== undefined) return `${part.slice(at).trim().replace(/\s*;\s*$/, '')} }`.replace(/\{(\S)/, '{ $1')
  }
  return ''
}

/** A stylesheet with every kind of value the defaults table is about. */
const RICH = `.b { border-width: 1px }
.half { margin: 0.5px 3px -7px }
.t { font-size: 14px }
.h { height: calc(100% - 20px) }
.r { width: 120rpx }
@media (min-width: 100px) { .m { width: 10px } }
`

export default defineClaims(import.meta.url, [
  {
    id: 'px2rpx-entries-off-by-default',
    says: 'The Vite plugin, webpack 5 plugin, Gulp transformWxss stream and the Node.js createContext all keep 20px without px2rpx and give 20rpx with px2rpx: true',
    quotes: [
      { page: ZH, text: 'Vite、webpack 5、Gulp 的构建插件和 Node.js API 都支持 `px2rpx`，默认关闭' },
      { page: EN, text: 'The Vite, webpack 5 and gulp build plugins and the Node.js API all accept `px2rpx`.' },
      { page: EN, text: 'It is off by default:' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { build } = await import('vite')
      const webpack = (await import('webpack')).default
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
      const { createPlugins } = await import('weapp-tailwindcss/gulp')
      const { scratch, write, ROOT } = await import('./support/uni-css')
      const dir = scratch('px2rpx-entries')
      write(dir, { 'package.json': '{"type":"module"}', 'main.css': '.a{width:20px}\n', 'src/app.wxss': '.a{width:20px}\n', 'src/index.js': "import './app.wxss'\n" })
      for (const px2rpx of [false, true]) {
        // No patching of the site's installed Tailwind CSS from a proof.
        const options = { logLevel: 'silent' as const, tailwindcssBasedir: ROOT, appType: 'native' as const, supportCustomLengthUnitsPatch: false, ...(px2rpx ? { px2rpx: true } : {}) }
        const expected = px2rpx ? '.a{width:20rpx}' : '.a{width:20px}'
        const viteOut = path.join(dir, `vite-${px2rpx}`)
        await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [UnifiedViteWeappTailwindcssPlugin(options)], build: { outDir: viteOut, minify: false, rollupOptions: { input: path.join(dir, 'main.css') } } })
        const viteCss = fs.readdirSync(path.join(viteOut, 'assets')).map(file => fs.readFileSync(path.join(viteOut, 'assets', file), 'utf8')).join('').trim()
        assert.equal(viteCss, expected, `Vite plugin, px2rpx ${px2rpx}`)
        const webpackOut = path.join(dir, `webpack-${px2rpx}`)
        const stats = await new Promise<import('webpack').Stats>((resolve, reject) => webpack({
          mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: webpackOut },
          module: { rules: [{ test: /\.wxss$/, type: 'asset/resource', generator: { filename: '[name].wxss' } }] },
          plugins: [new UnifiedWebpackPluginV5(options)],
        }, (error, result) => error || !result ? reject(error) : resolve(result)))
        assert.ok(!stats.hasErrors(), stats.toString('errors-only'))
        assert.equal(fs.readFileSync(path.join(webpackOut, 'app.wxss'), 'utf8').trim(), expected, `webpack 5 plugin, px2rpx ${px2rpx}`)
        const file = { path: path.join(dir, 'app.wxss'), contents: Buffer.from('.a{width:20px}'), isNull: () => false, isStream: () => false, isBuffer: () => true }
        const gulpCss = await new Promise<string>((resolve, reject) => {
          const stream = createPlugins(options).transformWxss()
          stream.on('data', (out: { contents: Buffer }) => resolve(out.contents.toString()))
          stream.on('error', reject)
          stream.write(file)
        })
        assert.equal(gulpCss.trim(), expected, `Gulp transformWxss, px2rpx ${px2rpx}`)
        assert.equal((await wxss('.a{width:20px}', px2rpx ? { px2rpx: true } : {})).trim(), expected, `createContext, px2rpx ${px2rpx}`)
      }
    },
  },
  {
    id: 'px2rpx-postcss-pxtrans',
    says: 'px2rpx: true converts 1px to 1rpx (the 750 rule); weapp-tailwindcss 4.12.0 gets postcss-pxtrans ^1 through @weapp-tailwindcss/postcss, and postcss-pxtrans has the same author as weapp-tailwindcss, in the sonofmagic repositories',
    quotes: [
      { page: ZH, text: '传 `true` 时使用 750 宽设计稿的规则，也就是 **1px 换算为 1rpx**' },
      { page: ZH, text: '换算由插件内置的 `postcss-pxtrans` 完成（4.12.0 依赖 1.x 版本）。它由 weapp-tailwindcss 作者维护' },
      { page: EN, text: 'With `true`, the rules for a 750-wide design apply, which means **1px becomes 1rpx**' },
      { page: EN, text: 'The conversion is done by `postcss-pxtrans`, which ships with the plugin (4.12.0 depends on its 1.x version). It is maintained by the author of weapp-tailwindcss' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/uni-css')
      const manifest = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; author: string; dependencies: Record<string, string>; repository: { url: string } }
      const plugin = manifest('weapp-tailwindcss')
      assert.equal(plugin.version, '4.12.0')
      const postcssPackage = manifest('@weapp-tailwindcss/postcss')
      assert.equal(plugin.dependencies['@weapp-tailwindcss/postcss'], postcssPackage.version)
      assert.match(postcssPackage.dependencies['postcss-pxtrans']!, /^\^1\./)
      const pxtrans = manifest('postcss-pxtrans')
      assert.match(pxtrans.version, /^1\./)
      assert.equal(pxtrans.author, plugin.author)
      assert.match(pxtrans.repository.url, /github\.com\/sonofmagic\//)
      assert.equal(await wxss('.a{width:20px;height:1px}', { px2rpx: true }), '.a{width:20rpx;height:1rpx}')
      assert.equal(await wxss('.a{width:20px;height:1px}', { px2rpx: true }), await wxss('.a{width:20px;height:1px}', { px2rpx: { designWidth: 750 } }))
    },
  },
  {
    id: 'px2rpx-before-after-tailwind-3',
    says: 'With Tailwind CSS 3.4.19 the page\'s four rules are border-width 1px / font-size 14px / calc(100% - 20px) / 1rem without px2rpx, rpx for the px values with it (calc included, rem kept), and with rem2rpx too only .mt-4 changes, to 32rpx',
    quotes: [
      { page: ZH, text: '下面是 weapp-tailwindcss 4.12.0 + Tailwind CSS 3.4 的实际产物' },
      { page: ZH, text: 'Tailwind CSS 的默认主题用 `rem`，但项目里总有直接写 `px` 的地方：`w-[20px]`、`text-[14px]` 这样的任意值，`border` 生成的 `1px`，还有手写样式。' },
      { page: EN, text: 'The Tailwind CSS default theme uses `rem`, but every project has places where `px` is written directly' },
      { page: ZH, text: '/* calc 表达式里的 px 一样会被换算 */' },
      { page: ZH, text: '/* rem 不受影响，它由 rem2rpx 负责 */' },
      { page: ZH, text: '同时开启 `rem2rpx: true` 和 `px2rpx: true` 时，上面的 `.mt-4` 会变成 `margin-top: 32rpx`，其余结果不变' },
      { page: EN, text: 'This is the actual output of weapp-tailwindcss 4.12.0 + Tailwind CSS 3.4' },
      { page: EN, text: '/* px inside a calc expression is converted too */' },
      { page: EN, text: "/* rem is untouched; that is rem2rpx's job */" },
      { page: EN, text: 'With both `rem2rpx: true` and `px2rpx: true`, the `.mt-4` above becomes `margin-top: 32rpx`, and everything else stays the same' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="border text-[14px] h-[calc(100%-20px)] mt-4"></view>'
      const selectors = ['.border', '.text-_b14px_B', '.h-_bcalc_p100_v-20px_P_B', '.mt-4']
      const rules = async (options: Record<string, unknown>) => {
        const out = (await runTailwind3({ template, options })).wxss
        return selectors.map(selector => rule(out, selector))
      }
      assert.deepEqual(await rules({}), ['.border { border-width: 1px }', '.text-_b14px_B { font-size: 14px }', '.h-_bcalc_p100_v-20px_P_B { height: calc(100% - 20px) }', '.mt-4 { margin-top: 1rem }'])
      const converted = ['.border { border-width: 1rpx }', '.text-_b14px_B { font-size: 14rpx }', '.h-_bcalc_p100_v-20px_P_B { height: calc(100% - 20rpx) }', '.mt-4 { margin-top: 1rem }']
      assert.deepEqual(await rules({ px2rpx: true }), converted)
      assert.deepEqual(await rules({ px2rpx: true, rem2rpx: true }), [...converted.slice(0, 3), '.mt-4 { margin-top: 32rpx }'])
    },
  },
  {
    id: 'px2rpx-object-merges-defaults',
    says: 'A px2rpx object is merged with the defaults (designWidth: 375 alone uses the default deviceRatio) while a rem2rpx object replaces its defaults; the table\'s defaults, written out, give the same output as px2rpx: true, and each one is the value in effect',
    quotes: [
      { page: ZH, text: '和 `rem2rpx` 不同，**对象会与默认值合并**，只写需要改的字段即可' },
      { page: ZH, text: '| `platform` | `\'weapp\'` | 目标平台 |' },
      { page: ZH, text: '| `designWidth` | `750` | 设计稿宽度，也可以传函数按文件返回不同宽度 |' },
      { page: ZH, text: '| `deviceRatio` | `{ 375: 2, 640: 1.17, 750: 1, 828: 0.905 }` | 各设计稿宽度下 1px 对应多少 rpx |' },
      { page: ZH, text: "| `propList` | `['*']` | 参与换算的属性，支持 `'!border*'` 这类排除写法 |" },
      { page: ZH, text: '| `minPixelValue` | `0` | 小于该值的 px 不转换 |' },
      { page: ZH, text: '| `onePxTransform` | `true` | 是否转换恰好为 `1px` 的值 |' },
      { page: ZH, text: '| `unitPrecision` | `5` | 小数位数 |' },
      { page: ZH, text: '| `selectorBlackList` | `[]` | 命中的选择器不转换 |' },
      { page: ZH, text: '| `mediaQuery` | `false` | 是否转换 `@media` 参数里的 px |' },
      { page: ZH, text: '| `replace` | `true` | 为 `false` 时保留原声明并追加新声明 |' },
      { page: EN, text: 'Unlike `rem2rpx`, **the object is merged with the defaults**, so you only write the fields you want to change' },
      { page: EN, text: '| `designWidth` | `750` | Design width; can also be a function that returns a different width per file |' },
      { page: EN, text: '| `deviceRatio` | `{ 375: 2, 640: 1.17, 750: 1, 828: 0.905 }` | How many rpx 1px equals for each design width |' },
      { page: EN, text: "| `propList` | `['*']` | Properties to convert; supports exclusions such as `'!border*'` |" },
      { page: EN, text: '| `mediaQuery` | `false` | Whether to convert px in `@media` parameters |' },
      { page: EN, text: '| `replace` | `true` | When `false`, the original declaration is kept and a new one is appended |' },
      { page: EN, text: '| `minPixelValue` | `0` | px values below this are not converted |' },
      { page: EN, text: '| `selectorBlackList` | `[]` | Matching selectors are not converted |' },
      { page: EN, text: 'so you only write the fields you want to change. The defaults are:' },
    ],
    async proof() {
      // Merged: only designWidth given, the default deviceRatio still applies (375: 2).
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 375 } }), '.a{width:40rpx}')
      // rem2rpx is not merged: an object without rootValue / transformUnit loses the 32 / rpx defaults.
      assert.equal(await wxss('.a{margin:1rem}', { rem2rpx: true }), '.a{margin:32rpx}')
      assert.equal(await wxss('.a{margin:1rem}', { rem2rpx: { propList: ['*'] } }), '.a{margin:16px}')
      // The table written out is what `true` means.
      const table = { platform: 'weapp', targetUnit: 'rpx', designWidth: 750, deviceRatio: { 375: 2, 640: 1.17, 750: 1, 828: 0.905 }, propList: ['*'], minPixelValue: 0, onePxTransform: true, unitPrecision: 5, selectorBlackList: [], mediaQuery: false, replace: true }
      const byDefault = await wxss(RICH, { px2rpx: true })
      assert.equal(await wxss(RICH, { px2rpx: table }), byDefault)
      // Each default is the value in effect: the table's entries against the output of `true`.
      assert.equal(rule(byDefault, '.b'), '.b { border-width: 1rpx }', 'onePxTransform true, propList *')
      assert.equal(rule(byDefault, '.half'), '.half { margin: 0.5rpx 3rpx -7rpx }', 'minPixelValue 0')
      assert.match(squash(byDefault), /@media \(min-width: 100px\)/, 'mediaQuery false')
      assert.doesNotMatch(byDefault, /14px|20px\)/, 'replace true: no px declaration kept')
      assert.equal(rule(await wxss(RICH, { px2rpx: { mediaQuery: true } }), '.m'), '.m { width: 10rpx }')
      assert.match(squash(await wxss(RICH, { px2rpx: { mediaQuery: true } })), /@media \(min-width: 100rpx\)/)
      assert.equal(rule(await wxss(RICH, { px2rpx: { replace: false } }), '.t'), '.t { font-size: 14px; font-size: 14rpx }')
      assert.equal(rule(await wxss(RICH, { px2rpx: { propList: ['*', '!border*'] } }), '.b'), '.b { border-width: 1px }')
      assert.equal(rule(await wxss(RICH, { px2rpx: { selectorBlackList: ['.t'] } }), '.t'), '.t { font-size: 14px }')
      assert.equal(rule(byDefault, '.t'), '.t { font-size: 14rpx }')
      assert.notEqual(rule(await wxss(RICH, { px2rpx: { platform: 'h5' } }), '.t'), rule(byDefault, '.t'), 'platform is in effect: another platform converts differently')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 640 } }), '.a{width:23.4rpx}', '640: 1.17')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 828 } }), '.a{width:18.1rpx}', '828: 0.905')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 414, deviceRatio: { 414: 750 / 414 } } }), '.a{width:36.23188rpx}', 'unitPrecision 5')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: () => 375 } }), '.a{width:40rpx}', 'designWidth as a function')
    },
  },
  {
    id: 'px2rpx-design-width-375',
    says: 'designWidth 375: 20px → 40rpx and calc(100% - 20px) → calc(100% - 40rpx); a 414 entry 750/414 works; 414 without an entry raises nothing and converts 1:1',
    quotes: [
      { page: ZH, text: '`20px` 变为 `40rpx`，上面的 `calc(100% - 20px)` 会输出 `calc(100% - 40rpx)`' },
      { page: ZH, text: '不补的话不会报错，而是按 1px 对 1rpx 换算，和 750 宽一样' },
      { page: EN, text: '`20px` becomes `40rpx`, and the `calc(100% - 20px)` above is output as `calc(100% - 40rpx)`' },
      { page: EN, text: 'Without that entry there is no error: 1px simply becomes 1rpx, as for a 750-wide design' },
      { page: ZH, text: '设计稿宽度不在表里时，在 `deviceRatio` 中补一条「宽度：750 ÷ 宽度」的映射即可，例如 `{ 414: 750 / 414 }`。' },
      { page: EN, text: 'If your design width is not in the table, add a "width: 750 ÷ width" entry to `deviceRatio`, for example `{ 414: 750 / 414 }`.' },
    ],
    async proof() {
      assert.equal(await wxss('.a{width:20px;height:calc(100% - 20px)}', { px2rpx: { designWidth: 375 } }), '.a{width:40rpx;height:calc(100% - 40rpx)}')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 414, deviceRatio: { 414: 750 / 414 } } }), '.a{width:36.23188rpx}')
      assert.equal(await wxss('.a{width:20px}', { px2rpx: { designWidth: 414 } }), '.a{width:20rpx}')
    },
  },
  {
    id: 'px2rpx-hairlines',
    says: 'With Tailwind CSS 3.4.19, border / divide-y / w-px are 1px values; with onePxTransform: false or minPixelValue: 2 they stay 1px while text-[14px] becomes 14rpx',
    quotes: [
      { page: ZH, text: '`border`、`divide-y`、`w-px` 这类工具类依赖 `1px`' },
      { page: ZH, text: '两种写法的产物都是 `.border { border-width: 1px }`、`.w-px { width: 1px }`，而 `text-[14px]` 依旧换算为 `14rpx`' },
      { page: EN, text: 'Utility classes such as `border`, `divide-y` and `w-px` rely on `1px`' },
      { page: EN, text: 'Both produce `.border { border-width: 1px }` and `.w-px { width: 1px }`, while `text-[14px]` is still converted to `14rpx`' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="border divide-y w-px text-[14px]"></view>'
      const plain = (await runTailwind3({ template, options: {} })).wxss
      assert.match(squash(plain), /border-top-width: calc\(1px \* calc\(1 - var\(--tw-divide-y-reverse\)\)\)|border-top-width: calc\(1px \* \(1 - var\(--tw-divide-y-reverse\)\)\)/, 'divide-y is a 1px border')
      for (const px2rpx of [{ onePxTransform: false }, { minPixelValue: 2 }]) {
        const out = (await runTailwind3({ template, options: { px2rpx } })).wxss
        assert.equal(rule(out, '.border'), '.border { border-width: 1px }', JSON.stringify(px2rpx))
        assert.equal(rule(out, '.w-px'), '.w-px { width: 1px }', JSON.stringify(px2rpx))
        assert.equal(rule(out, '.text-_b14px_B'), '.text-_b14px_B { font-size: 14rpx }', JSON.stringify(px2rpx))
      }
    },
  },
  {
    id: 'px2rpx-skip-file-comment',
    says: '/*postcss-pxtrans disable*/ anywhere in a stylesheet keeps all of its px (rules before the comment too); a Vite production build minifies the comment away first and the px is converted, an unminified build keeps it',
    quotes: [
      { page: ZH, text: '在样式文件里加一行注释，整个文件就不会被 `px2rpx` 处理' },
      { page: ZH, text: '注意这个判断发生在插件处理最终样式产物的时候：注释必须保留到产物里（生产构建的压缩器可能会删掉注释），而且它会作用于注释所在的整个输出文件' },
      { page: EN, text: 'Add a comment line to a stylesheet and `px2rpx` leaves the whole file alone' },
      { page: EN, text: 'Note that this check happens when the plugin processes the final style output: the comment must survive into the output (the minifier in a production build may strip comments), and it applies to the entire output file that contains it' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { build } = await import('vite')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const { scratch, write, ROOT } = await import('./support/uni-css')
      assert.equal(await wxss('/*postcss-pxtrans disable*/\n.legacy-title { font-size: 28px }', { px2rpx: true }), '/*postcss-pxtrans disable*/\n.legacy-title { font-size: 28px }')
      assert.equal(await wxss('.before { width: 10px }\n/*postcss-pxtrans disable*/\n.after { font-size: 28px }', { px2rpx: true }), '.before { width: 10px }\n/*postcss-pxtrans disable*/\n.after { font-size: 28px }', 'the whole file, rules before the comment included')
      const dir = scratch('px2rpx-disable')
      write(dir, { 'package.json': '{"type":"module"}', 'legacy.css': '/*postcss-pxtrans disable*/\n.legacy-title{font-size:28px}\n' })
      const built = async (minify: boolean) => {
        const outDir = path.join(dir, `dist-${minify}`)
        await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [UnifiedViteWeappTailwindcssPlugin({ px2rpx: true, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })], build: { outDir, minify, cssMinify: minify, rollupOptions: { input: path.join(dir, 'legacy.css') } } })
        return fs.readdirSync(path.join(outDir, 'assets')).map(file => fs.readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('').trim()
      }
      assert.equal(await built(false), '/*postcss-pxtrans disable*/\n.legacy-title{font-size:28px}', 'the comment reaches the output: px kept')
      assert.equal(await built(true), '.legacy-title{font-size:28rpx}', 'minified away before px2rpx saw it: converted')
    },
  },
  {
    id: 'px2rpx-since-4-3-0',
    says: 'Among the releases the registry serves (scripts/lint-docs/data/version-facts.json), px2rpx and cssCalc are absent up to 4.2.8 and present from 4.3.2 on, which fits 4.3.0',
    quotes: [
      { page: ZH, text: '`px2rpx` 选项在 weapp-tailwindcss **4.3.0** 加入' },
      { page: ZH, text: '`cssCalc`（4.3.0 起提供）' },
      { page: EN, text: 'The `px2rpx` option was added in weapp-tailwindcss **4.3.0**' },
      { page: EN, text: '`cssCalc` (available since 4.3.0)' },
    ],
    async proof() {
      const { loadVersionFacts, appearance, judgeSince } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts()
      for (const name of ['px2rpx', 'cssCalc']) {
        assert.deepEqual(judgeSince(appearance(facts, { kind: 'option', name }), '4.3.0'), { ok: true }, name)
      }
    },
  },
  {
    id: 'px2rpx-tailwind-4-spacing',
    says: 'Tailwind CSS 4.3.5 + weapp-tailwindcss 4.12.0: with --spacing: 4px and px2rpx, the variable and w-[20px] become rpx, p-4 keeps a precomputed 16px line before calc(); designWidth 375 gives --spacing 8rpx and still 16px; cssCalc [--spacing] leaves 16px / 120px only; --spacing: 4rpx gives 16rpx lines; the default theme with rem2rpx gives --spacing 8rpx and a 32rpx fallback',
    quotes: [
      { page: ZH, text: '和 Tailwind CSS 的版本无关，Tailwind CSS 4 项目同样适用' },
      { page: ZH, text: '原因是 Tailwind CSS 4 下默认开启的 `cssCalc`' },
      { page: ZH, text: '这个定值是用 `--spacing` 换算之前的 `4px` 算出来的，`px2rpx` 没有再处理它；变量本身和 `w-[20px]` 这类直接写出的值都换算了（`width: 20rpx`）' },
      { page: ZH, text: '`designWidth: 375` 时也一样：变量变成 `--spacing: 8rpx`，兜底行仍是 `16px`' },
      { page: ZH, text: '这时 `calc` 那一行被去掉，只剩 `padding: 16px`、`height: 120px`（`h-30`），px 原样留在了产物里' },
      { page: ZH, text: "真正会出错的是把 `cssCalc` 改成只保留计算结果的写法，例如 `cssCalc: ['--spacing']`。" },
      { page: EN, text: "What actually breaks is switching `cssCalc` to a form that keeps only the computed result, for example `cssCalc: ['--spacing']`." },
      { page: ZH, text: '改法是让主题里的值本来就是小程序单位，不经过 `px2rpx`' },
      { page: EN, text: 'The fix is to make the theme values mini-program units from the start, so they never go through `px2rpx`:' },
      { page: ZH, text: '这样默认配置下产物是 `padding: 16rpx; padding: calc(var(--spacing)*4);`，两行一致；配了 `cssCalc: [\'--spacing\']` 时只剩 `padding: 16rpx`，`h-30` 是 `height: 120rpx`' },
      { page: ZH, text: '`rem2rpx` 在预计算之前生效，变量是 `--spacing: 8rpx`，`p-4` 的兜底行也是 `padding: 32rpx`' },
      { page: ZH, text: '以上结果都用 weapp-tailwindcss 4.12.0 和 Tailwind CSS 4.3.5 实际生成' },
      { page: EN, text: 'does not depend on the Tailwind CSS version, so it applies to Tailwind CSS 4 projects as well' },
      { page: EN, text: 'which is on by default with Tailwind CSS 4' },
      { page: EN, text: 'That fixed value is computed from `4px`, the value of `--spacing` before conversion, and `px2rpx` does not process it again; the variable itself and values written out directly, such as `w-[20px]`, are converted (`width: 20rpx`)' },
      { page: EN, text: 'The same holds with `designWidth: 375`: the variable becomes `--spacing: 8rpx`, and the fallback line is still `16px`' },
      { page: EN, text: 'The `calc` line is then removed, leaving only `padding: 16px` and `height: 120px` (`h-30`), so px stays in the output unchanged' },
      { page: EN, text: "With the default configuration the output is then `padding: 16rpx; padding: calc(var(--spacing)*4);`, two lines that agree; with `cssCalc: ['--spacing']` only `padding: 16rpx` remains, and `h-30` is `height: 120rpx`" },
      { page: EN, text: '`rem2rpx` takes effect before the precomputation, so the variable is `--spacing: 8rpx` and the fallback line of `p-4` is `padding: 32rpx` too' },
      { page: EN, text: 'All of the results above were produced with weapp-tailwindcss 4.12.0 and Tailwind CSS 4.3.5' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { ROOT } = await import('./support/uni-css')
      assert.equal(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/package.json'), 'utf8')).version, '4.3.5')
      const template = '<view class="p-4 h-30 w-[20px]"></view>'
      const px4 = '@import "weapp-tailwindcss";\n@theme { --spacing: 4px; }'
      const rpx4 = '@import "weapp-tailwindcss";\n@theme { --spacing: 4rpx; }'
      const out = async (css: string, options: Record<string, unknown>) => {
        const result = squash((await runTailwind4({ template, css, options })).wxss)
        const take = (selector: string) => result.split('}').map(part => part.trim()).find(part => part.startsWith(`${selector} {`)) ?? ''
        return { spacing: /--spacing: ([^;]+);/.exec(result)?.[1], p4: take('.p-4'), h30: take('.h-30'), w20: take('.w-_b20px_B') }
      }
      assert.deepEqual(await out(px4, { px2rpx: true }), { spacing: '4rpx', p4: '.p-4 { padding: 16px; padding: calc(var(--spacing)*4);', h30: '.h-30 { height: 120px; height: calc(var(--spacing)*30);', w20: '.w-_b20px_B { width: 20rpx;' })
      assert.deepEqual(await out(px4, { px2rpx: { designWidth: 375 } }), { spacing: '8rpx', p4: '.p-4 { padding: 16px; padding: calc(var(--spacing)*4);', h30: '.h-30 { height: 120px; height: calc(var(--spacing)*30);', w20: '.w-_b20px_B { width: 40rpx;' })
      assert.deepEqual(await out(px4, { px2rpx: true, cssCalc: ['--spacing'] }), { spacing: '4rpx', p4: '.p-4 { padding: 16px;', h30: '.h-30 { height: 120px;', w20: '.w-_b20px_B { width: 20rpx;' })
      assert.deepEqual(await out(rpx4, { px2rpx: true }), { spacing: '4rpx', p4: '.p-4 { padding: 16rpx; padding: calc(var(--spacing)*4);', h30: '.h-30 { height: 120rpx; height: calc(var(--spacing)*30);', w20: '.w-_b20px_B { width: 20rpx;' })
      assert.deepEqual(await out(rpx4, { px2rpx: true, cssCalc: ['--spacing'] }), { spacing: '4rpx', p4: '.p-4 { padding: 16rpx;', h30: '.h-30 { height: 120rpx;', w20: '.w-_b20px_B { width: 20rpx;' })
      const remTheme = await out('@import "weapp-tailwindcss";', { rem2rpx: true })
      assert.equal(remTheme.spacing, '8rpx')
      assert.equal(remTheme.p4, '.p-4 { padding: 32rpx; padding: calc(var(--spacing)*4);')
      // Without px2rpx nothing is converted: the rpx above is px2rpx's doing on Tailwind CSS 4 output.
      assert.deepEqual(await out(px4, {}), { spacing: '4px', p4: '.p-4 { padding: 16px; padding: calc(var(--spacing)*4);', h30: '.h-30 { height: 120px; height: calc(var(--spacing)*30);', w20: '.w-_b20px_B { width: 20px;' })
    },
  },
  {
    id: 'px2rpx-uni-app-h5-disabled',
    says: "The Vite plugin with UNI_PLATFORM=h5 still converts px when disabled is not set; the uni-app quick start's disabled (platform h5 or app) and the uniApp preset on h5 switch it off, and the H5 output keeps px",
    quotes: [
      { page: ZH, text: '按 uni-app 快速开始的写法，编译 H5 时 `disabled` 为 `true`（`uniApp` 预设也会自动这样设置），插件整个不工作，网页端保持 px' },
      { page: ZH, text: '插件本身不看 `UNI_PLATFORM`，没写这个判断时，H5 产物里的 px 同样会被换成 rpx' },
      { page: EN, text: 'with the uni-app quick start setup, `disabled` is `true` when compiling for H5 (the `uniApp` preset sets it that way too), the plugin does nothing at all, and the web build keeps px' },
      { page: EN, text: 'The plugin does not look at `UNI_PLATFORM` itself; without that check, the px in the H5 output is turned into rpx as well' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { build } = await import('vite')
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const { uniApp } = await import('weapp-tailwindcss/presets')
      const { scratch, write, ROOT } = await import('./support/uni-css')
      // The quick start's check, as its vite.config.ts writes it.
      const quickStart = fs.readFileSync(path.join(ROOT, 'docs/quick-start/frameworks/uni-app-vite.mdx'), 'utf8')
      assert.match(quickStart, /const skipTransform = platform === 'h5' \|\| platform === 'app'/)
      assert.match(quickStart, /disabled: skipTransform,/)
      const dir = scratch('px2rpx-h5')
      write(dir, { 'package.json': '{"type":"module"}', 'main.css': '.a{width:20px}\n' })
      const saved = process.env.UNI_PLATFORM
      process.env.UNI_PLATFORM = 'h5'
      try {
        const platform = process.env.UNI_PLATFORM
        const built = async (name: string, options: Record<string, unknown>) => {
          const outDir = path.join(dir, name)
          await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [UnifiedViteWeappTailwindcssPlugin({ logLevel: 'silent', tailwindcssBasedir: ROOT, ...options, supportCustomLengthUnitsPatch: false })], build: { outDir, minify: false, rollupOptions: { input: path.join(dir, 'main.css') } } })
          return fs.readdirSync(path.join(outDir, 'assets')).map(file => fs.readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('').trim()
        }
        assert.equal(await built('no-check', { px2rpx: true }), '.a{width:20rpx}', 'UNI_PLATFORM=h5 alone does not stop the plugin')
        assert.equal(await built('quick-start', { px2rpx: true, disabled: platform === 'h5' || platform === 'app' }), '.a{width:20px}', 'the quick start check turns it off on h5')
        // Tailwind CSS 3 here, as the quick start says to add for a Tailwind CSS 3 project (the site has no @tailwindcss/postcss).
        const preset = uniApp({ base: ROOT, px2rpx: true, tailwindcss: { version: 3, packageName: 'tailwindcss-3' } }) as Record<string, unknown>
        assert.equal(preset.disabled, true, 'the uniApp preset sets disabled on h5')
        assert.equal(await built('preset', preset), '.a{width:20px}')
      } finally {
        if (saved === undefined) delete process.env.UNI_PLATFORM
        else process.env.UNI_PLATFORM = saved
      }
    },
  },
  {
    id: 'px2rpx-rpx-left-alone',
    says: 'px2rpx leaves w-[120rpx] at width: 120rpx',
    quotes: [
      { page: ZH, text: '例如 `w-[120rpx]`，`px2rpx` 不会再换算它' },
      { page: EN, text: 'for example `w-[120rpx]`; `px2rpx` does not convert it again' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const out = (await runTailwind3({ template: '<view class="w-[120rpx]"></view>', options: { px2rpx: true } })).wxss
      assert.equal(rule(out, '.w-_b120rpx_B'), '.w-_b120rpx_B { width: 120rpx }')
      assert.equal(rule(await runTailwind3({ template: '<view class="w-[120rpx]"></view>', options: { px2rpx: { designWidth: 375 } } }).then(r => r.wxss), '.w-_b120rpx_B'), '.w-_b120rpx_B { width: 120rpx }', 'not scaled with the design width either')
    },
  },
  {
    id: 'uni-app-compiler-keeps-px',
    says: 'A real uni-app Vue 3 mp-weixin build (compiler 5.14) keeps a hand-written width: 20px in app.wxss; with px2rpx on the weapp-tailwindcss Vite plugin it is 20rpx',
    quotes: [
      { page: ZH, text: 'uni-app 的编译器不会把 px 换成 rpx，需要时开启 `px2rpx` 即可' },
      { page: EN, text: "uni-app's compiler does not turn px into rpx; turn on `px2rpx` when you need it" },
    ],
    async proof() {
      const { uniBuild, rulesFor } = await import('./support/uni-css')
      const plain = await uniBuild('mp-weixin')
      assert.equal(plain.exitCode, 0, plain.log)
      assert.match(plain.log, /Compiler version: 5\.14/)
      assert.match(rulesFor(plain.css, 'plain-px')[0] ?? '', /\{width:20px$/)
      const converted = await uniBuild('mp-weixin', { PX2RPX: '1' })
      assert.match(rulesFor(converted.css, 'plain-px')[0] ?? '', /\{width:20rpx$/)
    },
    slow: true,
    timeoutMs: 1_200_000,
  },
  {
    id: 'pxtransform-strips-uni-ifdef',
    says: "postcss-pxtransform 4.2.1 with the page's options deletes the rules of a /* #ifdef MP-WEIXIN */ block (default methods platform+size, platform weapp); with methods: ['size'] the rule is kept and 16px → 16rpx; the built-in px2rpx keeps it and converts the same way",
    quotes: [
      { page: ZH, text: "但一定要像下面这样写上 `methods: ['size']`" },
      { page: ZH, text: '这个插件默认还会按 Taro 的平台名处理 `/* #ifdef */` 注释：配置里的 `platform` 是 `\'weapp\'`，`/* #ifdef MP-WEIXIN */` 这类 uni-app 条件编译块不是写给它的平台，会在 PostCSS 阶段被整段删掉' },
      { page: ZH, text: '内置的 `px2rpx` 不碰这些注释，这是两者的区别' },
      { page: EN, text: "Be sure to include `methods: ['size']` as below" },
      { page: EN, text: "By default this plugin also acts on `/* #ifdef */` comments, using Taro's platform names: with `platform: 'weapp'` in the configuration, a uni-app conditional compilation block such as `/* #ifdef MP-WEIXIN */` names a platform other than its own, so the whole block is deleted during PostCSS" },
      { page: EN, text: 'The built-in `px2rpx` leaves these comments alone; that is the difference between the two' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { installed, ROOT } = await import('./support/uni-css')
      // The page's snippet carries the fix, in both languages.
      for (const page of [ZH, EN]) assert.match(fs.readFileSync(path.join(ROOT, page), 'utf8'), /'postcss-pxtransform': \{\n\s+platform: 'weapp',\n(?:\s+\/\/.*\n)?\s+methods: \['size'\],/, page)
      const dir = await installed(['postcss-pxtransform@4.2.1', 'postcss@8.5.33'])
      const require = createRequire(path.join(dir, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const pxtransform = require('postcss-pxtransform') as (options: unknown) => never
      const external = (options: Record<string, unknown>) => squash(postcss([pxtransform(options)]).process(IFDEF_SAMPLE, { from: 'app.css' }).css)
      assert.equal(external(PAGE_PXTRANSFORM), '/* #ifdef MP-WEIXIN */ /* #endif */ .plain { width: 20rpx }', 'without methods the MP-WEIXIN rule is gone')
      assert.equal(external({ ...PAGE_PXTRANSFORM, methods: ['size'] }), '/* #ifdef MP-WEIXIN */ .toolbar { padding-top: 16rpx } /* #endif */ .plain { width: 20rpx }')
      assert.equal(squash(await wxss(IFDEF_SAMPLE, { px2rpx: true })), '/* #ifdef MP-WEIXIN */ .toolbar { padding-top: 16rpx } /* #endif */ .plain { width: 20rpx }', 'the built-in px2rpx keeps the block')
    },
    slow: true,
  },
  {
    id: 'pxtransform-options-like-builtin',
    says: "postcss-pxtransform 4.2.1 (methods: ['size'], the page's base options) and the built-in px2rpx give the same output for the same designWidth / minPixelValue / onePxTransform / selectorBlackList / mediaQuery / replace / propList options",
    quotes: [
      { page: ZH, text: '参数风格与 Taro 使用的 `postcss-pxtransform` 保持兼容' },
      { page: ZH, text: '换算参数的写法与内置选项相同' },
      { page: EN, text: 'its parameters are compatible with `postcss-pxtransform`, the plugin Taro uses' },
      { page: EN, text: "its conversion options are written the same way as the built-in option's" },
    ],
    async proof() {
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { installed } = await import('./support/uni-css')
      const dir = await installed(['postcss-pxtransform@4.2.1', 'postcss@8.5.33'])
      const require = createRequire(path.join(dir, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const pxtransform = require('postcss-pxtransform') as (options: unknown) => never
      const sample = `${IFDEF_SAMPLE}${RICH}.w-px { width: 1px } .u { width: 20PX }\n`
      for (const options of [{}, { designWidth: 375 }, { designWidth: 640 }, { designWidth: 828 }, { minPixelValue: 2 }, { onePxTransform: false }, { selectorBlackList: ['.t'] }, { mediaQuery: true }, { replace: false }, { propList: ['*', '!border*'] }]) {
        const external = postcss([pxtransform({ ...PAGE_PXTRANSFORM, methods: ['size'], ...options })]).process(sample, { from: 'app.css' }).css
        const builtIn = await wxss(sample, { px2rpx: Object.keys(options).length > 0 ? options : true })
        assert.equal(builtIn, external, JSON.stringify(options))
      }
    },
    slow: true,
  },
  {
    id: 'pxtransform-own-disable-comment',
    says: 'postcss-pxtransform 4.2.1 skips a file that starts with /*postcss-pxtransform disable*/ and converts one that starts with the built-in option\'s /*postcss-pxtrans disable*/; the built-in option does not honour the external name',
    quotes: [
      { page: ZH, text: '这种方式下，让单个文件跳过换算用的注释要换成外置插件自己的名字' },
      { page: EN, text: "With this setup, the comment that makes a single file skip the conversion uses the standalone plugin's own name instead" },
    ],
    async proof() {
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { installed } = await import('./support/uni-css')
      const dir = await installed(['postcss-pxtransform@4.2.1', 'postcss@8.5.33'])
      const require = createRequire(path.join(dir, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const pxtransform = require('postcss-pxtransform') as (options: unknown) => never
      const external = (css: string) => squash(postcss([pxtransform({ ...PAGE_PXTRANSFORM, methods: ['size'] })]).process(css, { from: 'app.css' }).css)
      assert.equal(external('/*postcss-pxtransform disable*/\n.x { font-size: 28px }'), '/*postcss-pxtransform disable*/ .x { font-size: 28px }')
      assert.equal(external('/*postcss-pxtrans disable*/\n.x { font-size: 28px }'), '/*postcss-pxtrans disable*/ .x { font-size: 28rpx }')
      assert.equal(squash(await wxss('/*postcss-pxtransform disable*/\n.x { font-size: 28px }', { px2rpx: true })), '/*postcss-pxtransform disable*/ .x { font-size: 28rpx }')
    },
    slow: true,
  },
  {
    id: 'taro-pxtransform-and-px2rpx',
    says: 'Taro 4.2 runners (webpack5 4.2.1, vite 4.2.0) enable postcss-pxtransform by default and pass designWidth; px2rpx after it leaves its rpx values alone but converts the px of a file Taro skipped with /*postcss-pxtransform disable*/',
    quotes: [
      { page: ZH, text: 'Taro 的构建默认启用 `postcss-pxtransform`，按 `designWidth` 把 px 换成 rpx' },
      { page: ZH, text: '两者叠加时，Taro 换算过的值已经是 rpx，`px2rpx` 不会再换算一遍；' },
      { page: ZH, text: '但 Taro 有意留成 px 的地方，比如开头写了 `/*postcss-pxtransform disable*/` 的样式文件，会被 `px2rpx` 换成 rpx。' },
      { page: EN, text: "Taro's build enables `postcss-pxtransform` by default and converts px to rpx according to `designWidth`" },
      { page: EN, text: 'If you turn it on anyway, the values Taro converted are already rpx and `px2rpx` does not convert them again; but the px that Taro leaves alone on purpose, such as a stylesheet that starts with `/*postcss-pxtransform disable*/`, is turned into rpx by `px2rpx`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { installed, unpacked } = await import('./support/uni-css')
      const webpackRunner = fs.readFileSync(path.join(await unpacked('@tarojs/webpack5-runner@4.2.1'), 'dist/postcss/postcss.mini.js'), 'utf8')
      assert.match(webpackRunner, /const defaultPxtransformOption = \{\s*enable: true,/)
      assert.match(webpackRunner, /defaultPxtransformOption\.config\.designWidth = designWidth/)
      assert.match(webpackRunner, /\['postcss-pxtransform', pxtransformOption, require\('postcss-pxtransform'\)\]/)
      const viteRunner = fs.readFileSync(path.join(await unpacked('@tarojs/vite-runner@4.2.0'), 'dist/defaultConfig/defaultConfig.mini.js'), 'utf8')
      assert.match(viteRunner, /pxtransform: \{\s*enable: true,/)
      const dir = await installed(['postcss-pxtransform@4.2.1', 'postcss@8.5.33'])
      const require = createRequire(path.join(dir, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const pxtransform = require('postcss-pxtransform') as (options: unknown) => never
      for (const designWidth of [750, 375]) {
        const taro = postcss([pxtransform({ platform: 'weapp', designWidth })]).process('.a { width: 20px }', { from: 'a.css' }).css
        assert.equal(taro, `.a { width: ${designWidth === 750 ? 20 : 40}rpx }`)
        assert.equal(await wxss(taro, { px2rpx: { designWidth } }), taro, `designWidth ${designWidth}: px2rpx leaves Taro's rpx alone`)
      }
      const skipped = postcss([pxtransform({ platform: 'weapp', designWidth: 750 })]).process('/*postcss-pxtransform disable*/\n.legacy { width: 20px }', { from: 'a.css' }).css
      assert.match(skipped, /width: 20px/, 'Taro leaves the disabled file in px')
      assert.match(await wxss(skipped, { px2rpx: true }), /width: 20rpx/, 'px2rpx converts it')
    },
    slow: true,
  },
])
