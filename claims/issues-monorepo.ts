// Claims of docs/issues/monorepo.md (and its English twin): the shared component package section and
// the plugin's base directory.
import assert from 'node:assert/strict'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { formIn, js, MARK, readAll, tailwind3Css, tw4Experiment, tw4PostcssFresh, unpacked } from './support/issues'

const MONO = 'docs/issues/monorepo.md'
const MONO_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md'

const UI_BUTTON = "export const buttonClass = 'rounded-full bg-[#0f766e] px-3'\n"
const TW4_ESCAPED = (css: string) => ({ rounded: css.includes('.rounded-full {'), arbitrary: css.includes('.bg-\\[\\#0f766e\\] {') })

export default defineClaims(import.meta.url, [
  {
    id: 'mono-transform-js-needs-all-three-in-set',
    says: "transformJs leaves 'rounded-full bg-[#0f766e] px-3' unchanged when the set holds only px-3, and escapes bg-[#0f766e] when it holds all three",
    quotes: [
      { page: MONO, text: "同一段 `'rounded-full bg-[#0f766e] px-3'`，交给 4.12.0 的 `transformJs` 时类名集合里只有 `px-3`，输出原样不变；集合里有这三个类，`bg-[#0f766e]` 才会变成 `bg-_b_h0f766e_B`。" },
      { page: MONO_EN, text: "Given the same string `'rounded-full bg-[#0f766e] px-3'`, 4.12.0's `transformJs` leaves the output unchanged when the class name set only contains `px-3`; only when the set contains all three classes does `bg-[#0f766e]` become `bg-_b_h0f766e_B`." },
    ],
    async proof() {
      assert.equal(await js(UI_BUTTON, ['px-3']), UI_BUTTON)
      assert.equal(await js(UI_BUTTON, ['rounded-full', 'bg-[#0f766e]', 'px-3']), "export const buttonClass = 'rounded-full bg-_b_h0f766e_B px-3'\n")
    },
  },
  {
    id: 'mono-tw3-content-and-package',
    says: 'Tailwind CSS 3.4.19 with content ./src/**/* generates nothing from packages/ui; listing packages/ui/src generates rounded-full and bg-[#0f766e]',
    quotes: [
      { page: MONO, text: '**Tailwind CSS 3**：只扫描 `content` 里列出的文件，应用的配置通常只写了 `./src/**/*`。' },
      { page: MONO, text: 'Tailwind CSS 3 的集合取自这次编译，所以组件包没被扫描时，样式和转义会一起缺失。' },
      { page: MONO_EN, text: "**Tailwind CSS 3**: only the files listed in `content` are scanned, and an app's config usually lists just `./src/**/*`." },
      { page: MONO_EN, text: "With Tailwind CSS 3 the set is taken from this compilation, so when the component package isn't scanned, styles and escaping go missing together." },
    ],
    async proof() {
      const files = { 'apps/weapp/src/pages/index.vue': '<view class="px-3"></view>', 'packages/ui/src/Button.js': UI_BUTTON }
      const appOnly = await tailwind3Css(files, ['apps/weapp/src/**/*.{vue,js,ts,wxml}'])
      assert.ok(appOnly.includes('.px-3') && !appOnly.includes('.rounded-full') && !appOnly.includes('0f766e'), appOnly)
      const both = await tailwind3Css(files, ['apps/weapp/src/**/*.{vue,js,ts,wxml}', 'packages/ui/src/**/*.{vue,js,ts}'])
      assert.ok(both.includes('.rounded-full') && both.includes('.bg-\\[\\#0f766e\\]'), both)
      assert.equal(await js(UI_BUTTON, ['px-3'], {}, true), UI_BUTTON, 'Tailwind CSS 3 context: not in the set, not escaped')
    },
  },
  {
    id: 'mono-tw4-source-direct-and-through-link',
    says: '@tailwindcss/postcss 4.3.5 run from the app directory generates nothing from packages/ui (outside, or linked under node_modules); @source with the direct path or the node_modules path generates both classes',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: MONO, text: '**Tailwind CSS 4**：自动扫描从一个基准目录出发（`@tailwindcss/postcss` 没有传 `base` 选项时取进程的工作目录，通常就是应用目录），`packages/ui` 在应用目录之外；包管理器链接到 `node_modules/@acme/ui` 的那份又属于 `node_modules`，同样不会被自动扫描。' },
      { page: MONO, text: '写成经由链接的路径 `@source "../node_modules/@acme/ui/src";` 效果相同。' },
      { page: MONO, text: '以上几种写法都在本地核对过：`@tailwindcss/postcss` 4.3.5 配合 `weapp-tailwindcss/index.css`、以及 Tailwind CSS 3.4.19，不登记时组件包里的 `rounded-full`、`bg-[#0f766e]` 都不生成，登记后（直接路径或经 `node_modules` 链接的路径）都能生成。' },
      { page: MONO_EN, text: "**Tailwind CSS 4**: automatic scanning starts from a base directory (when `@tailwindcss/postcss` gets no `base` option, that is the process's working directory, usually the app directory), and `packages/ui` lies outside the app directory. The copy the package manager links into `node_modules/@acme/ui` sits in `node_modules`, which isn't scanned automatically either." },
      { page: MONO_EN, text: 'Writing the path through the link, `@source "../node_modules/@acme/ui/src";`, has the same effect.' },
      { page: MONO_EN, text: "All of the above were checked locally with `@tailwindcss/postcss` 4.3.5 plus `weapp-tailwindcss/index.css`, and with Tailwind CSS 3.4.19: without registration, the component package's `rounded-full` and `bg-[#0f766e]` are not generated; with registration (by the direct path or by the path through the `node_modules` link), both are." },
    ],
    async proof() {
      const files = { 'apps/weapp/src/pages/index.wxml': '<view class="px-3"></view>', 'packages/ui/src/Button.js': UI_BUTTON }
      const layout = { cssPath: 'apps/weapp/src/app.css', cwd: 'apps/weapp', links: { 'apps/weapp/node_modules/@acme/ui': 'packages/ui' } }
      const run = async (name: string, extra: string) => {
        const result = await tw4PostcssFresh(name, `@import "weapp-tailwindcss/index.css";\n${extra}`, files, layout)
        assert.equal(result.exitCode, 0, result.output)
        assert.ok(result.css.includes('.px-3 {'), `${name}: the app's own class is generated`)
        return TW4_ESCAPED(result.css)
      }
      assert.deepEqual(await run('mono-none', ''), { rounded: false, arbitrary: false }, 'not registered')
      assert.deepEqual(await run('mono-direct', '@source "../../../packages/ui/src";\n'), { rounded: true, arbitrary: true }, 'direct path')
      assert.deepEqual(await run('mono-link', '@source "../node_modules/@acme/ui/src";\n'), { rounded: true, arbitrary: true }, 'through the node_modules link')
    },
  },
  {
    id: 'mono-tw4-plugin-set-webpack-vs-vite',
    says: 'With Tailwind CSS 4, weapp-tailwindcss/webpack leaves JS of a package outside its base directory raw even with @source, until tailwindcss.v4.sources lists it; weapp-tailwindcss/vite escapes it anyway',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: MONO, text: 'Tailwind CSS 4 的集合由插件另外收集，不读入口 CSS 里的 `@source`：`weapp-tailwindcss/webpack`（例如 Taro 的 webpack 编译）从基准目录扫描，和 Tailwind CSS 一样够不到组件包；`weapp-tailwindcss/vite` 从构建产物里收集，组件包的 JS 照样会被转义，缺的只是样式。' },
      { page: MONO, text: '用 `weapp-tailwindcss/webpack`（例如上面的 Taro 配置）时，`@source` 只让样式生成，插件的类名集合仍然够不到组件包。' },
      { page: MONO, text: '组件包 JS 里的任意值多半也原样保留、没有转义' },
      { page: MONO, text: '打开引用了组件包的页面对应的 JS 或 WXML 产物，任意值已被转义，不再带有 `[`、`#`。' },
      { page: MONO_EN, text: 'With Tailwind CSS 4 the plugin collects the set separately and does not read the `@source` lines of the entry CSS' },
      { page: MONO_EN, text: "With `weapp-tailwindcss/webpack` (as in the Taro configuration above), `@source` only makes the styles appear; the plugin's class name set still does not reach the component package." },
      { page: MONO_EN, text: "arbitrary values in the component package's JS are most likely left as they are, unescaped" },
      { page: MONO_EN, text: 'Open the JS or WXML output of a page that uses the component package: the arbitrary values are escaped and no longer contain `[` or `#`.' },
    ],
    async proof() {
      const x = await tw4Experiment() // shared/ui sits next to the app, as packages/ui does
      assert.equal(formIn(x.webpack.source, MARK.outside), 'raw', 'webpack, @source only: raw')
      assert.equal(formIn(x.webpack.sources, MARK.outside), 'escaped', 'webpack with tailwindcss.v4.sources: escaped')
      assert.equal(formIn(x.vite.entries, MARK.outside), 'escaped', 'Vite without @source: escaped')
      assert.ok(!x.css.fromApp.includes('mb-\\[8px\\]'), 'and Tailwind CSS generated no style for it')
    },
  },
  {
    id: 'mono-basedir-option-since-2-9-3',
    says: 'tailwindcssBasedir appears in the published weapp-tailwindcss 2.9.3 and not in 2.9.2',
    slow: true,
    quotes: [
      { page: MONO, text: '把基准目录指向小程序子包里 `package.json` 所在的目录（2.9.3 起提供）' },
      { page: MONO_EN, text: "Point the base directory at the folder containing the mini-program package's `package.json` (available since 2.9.3)" },
    ],
    async proof() {
      const has = (version: string) => readAll(path.join(unpacked(`weapp-tailwindcss@${version}`), 'dist'), /\.js$/).some(f => f.text.includes('tailwindcssBasedir'))
      assert.equal(has('2.9.2'), false)
      assert.equal(has('2.9.3'), true)
    },
  },
])
