// Reviewed sentences of the v4 tutorial, rsmax, native (weapp-vite) and Tailwind CSS 2 quick-start pages that no
// other module quotes: Tailwind CSS 3 and 4 as installed here with weapp-tailwindcss 4.12.0 (fast), the rsmax
// 1.3.14 builds of support/quick-start-v3.ts and the upstream repository at its tags (slow).
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/${page}.mdx`
const INDEX = { zh: zh('v4/tutorial/index'), en: en('v4/tutorial/index') }
const FLOW = { zh: zh('v4/tutorial/workflow'), en: en('v4/tutorial/workflow') }
const ADV = { zh: zh('v4/tutorial/advanced'), en: en('v4/tutorial/advanced') }
const RS = { zh: zh('frameworks/rsmax'), en: en('frameworks/rsmax') }
const NP = { zh: zh('native/install-plugin'), en: en('native/install-plugin') }

const classNames = (js: string | undefined) => [...(js ?? '').matchAll(/className: "([^"]*)"/g)].map(m => m[1])
const count = (text: string | undefined, needle: string) => (text ?? '').split(needle).length - 1

export default defineClaims(import.meta.url, [
  {
    id: 'qsr-tutorial-same-class-names-in-every-framework',
    says: 'The same class names written in a uni-app template, a Taro JSX className string or a WXML file come out with the same escaped names, and the CSS generated for them is the same',
    quotes: [
      { page: INDEX.zh, text: '以 uni-app 的页面为例（Taro 换成 JSX，weapp-vite 换成 WXML，类名完全一样）' },
      { page: INDEX.en, text: 'in Taro you would write JSX and in weapp-vite WXML; the class names are exactly the same' },
      { page: FLOW.zh, text: '示例使用 uni-app（Vue 3）语法，Taro 和原生小程序只需把模板换成各自的写法，类名与 CSS 部分完全通用。' },
      { page: FLOW.en, text: 'The examples use uni-app (Vue 3) syntax; for Taro or a native mini-program, only the templates change to that framework\'s syntax, while the class names and the CSS carry over unchanged.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const classes = 'flex w-1/2 bg-[#1e40af] p-4 text-[30rpx]'
      const css = '@import "weapp-tailwindcss";'
      // uni-app compiles the Vue template to WXML; Taro keeps className strings in the JS output.
      const wxml = await runTailwind4({ template: `<view class="${classes}">a</view>`, css, options: { rem2rpx: true } })
      const jsx = await runTailwind4({ template: '', script: `export const el = { className: "${classes}" }\n`, css, options: { rem2rpx: true } })
      const escaped = 'flex w-1_f2 bg-_b_h1e40af_B p-4 text-_b30rpx_B'
      assert.equal(wxml.wxml, `<view class="${escaped}">a</view>`)
      assert.equal(jsx.js, `export const el = { className: "${escaped}" }\n`)
      assert.equal(jsx.wxss, wxml.wxss, 'the generated WXSS is the same whichever file holds the class names')
    },
  },
  {
    id: 'qsr-tutorial-theme-variable-one-place',
    says: 'Changing one @theme color changes every utility that uses it (bg-brand-600 and text-brand-600 follow the new value); the value is defined once',
    quotes: [
      { page: FLOW.zh, text: '这样拆的好处是：设计变量改一处全局生效，复用块不会在模板里到处复制，状态逻辑集中在 JS 里，模板只负责组合。' },
      { page: FLOW.en, text: 'Splitting it this way pays off: a design variable changed in one place takes effect everywhere' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="bg-brand-600">a</view><view class="text-brand-600 border border-brand-600">b</view>'
      const build = (color: string) => runTailwind4({ template, css: `@import "weapp-tailwindcss";\n@theme {\n  --color-brand-600: ${color};\n}\n`, options: { rem2rpx: true }, marginTrimInline: true })
      for (const color of ['#7c3aed', '#059669']) {
        const { wxss } = await build(color)
        assert.equal(count(wxss, `--color-brand-600: ${color};`), 1, 'one definition of the variable')
        for (const [selector, property] of [['.bg-brand-600', 'background-color'], ['.text-brand-600', 'color'], ['.border-brand-600', 'border-color']]) {
          const rule = wxss.match(new RegExp(`\\${selector} \\{([^}]*)\\}`))?.[1] ?? ''
          assert.ok(rule.includes(`${property}: ${color};`) && rule.includes(`${property}: var(--color-brand-600);`), `${selector} follows ${color}: ${rule}`)
        }
      }
    },
  },
  {
    id: 'qsr-tutorial-tw3-output-needs-less',
    says: 'For the same classes, Tailwind CSS 3.4.19 output after weapp-tailwindcss 4.12.0 has no @supports, @layer, @property, color-mix() or var(--spacing); the Tailwind CSS 4 output as installed here (4.3.5) starts with @layer, @property and color-mix(), and even after the plugin keeps @supports and calc(var(--spacing) * n)',
    quotes: [
      { page: ADV.zh, text: '若业务必须覆盖大量旧机型，更稳妥的做法仍是使用 Tailwind CSS 3' },
      { page: ADV.en, text: 'If your product must cover a large number of older devices, the safer choice is still Tailwind CSS 3' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="p-4 bg-white/95 shadow-md space-y-3 w-[120rpx]"><view>a</view><view>b</view></view>'
      const v4 = await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: { rem2rpx: true } })
      const v3 = await runTailwind3({ template, options: { rem2rpx: true } })
      for (const feature of ['@supports', '@layer', '@property', 'color-mix(', 'var(--spacing)']) {
        assert.ok(!v3.wxss.includes(feature), `Tailwind CSS 3 output has no ${feature}`)
      }
      for (const feature of ['@layer', '@property', 'color-mix(']) assert.ok(v4.css.includes(feature), `Tailwind CSS 4 generates ${feature}`)
      for (const feature of ['@supports', 'calc(var(--spacing)']) assert.ok(v4.wxss.includes(feature), `Tailwind CSS 4 output keeps ${feature} after the plugin`)
      assert.match(v3.wxss, /\.p-4 \{\s*padding: 32rpx\s*\}/)
      assert.match(v3.wxss, /\.bg-white_f95 \{\s*background-color: rgba\(255, 255, 255, 0\.95\)\s*\}/)
    },
  },
  {
    id: 'qsr-tutorial-css-entries-one-class-set',
    says: 'transformWxss escapes a class from the entry (text-brand/50 → text-brand_f50) on its own, but transformJs escapes the same string only when the class set read from the entry holds it',
    quotes: [
      { page: INDEX.zh, text: '让插件读取与 Tailwind CSS 相同的入口，得到一致的类名集合' },
      { page: INDEX.en, text: 'Makes the plugin read the same entry as Tailwind CSS, so both work with the same set of class names' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false } as never)
      const style = (await ctx.transformWxss('.text-brand\\/50{color:rgba(109,40,217,.5)}', { isMainChunk: true })).css
      assert.match(style, /^\.text-brand_f50\{/)
      const script = "export const tab = 'text-brand/50 p-4'\n"
      const outside = (await ctx.transformJs(script, { runtimeSet: new Set(['p-4']) })).code
      assert.equal(outside, script, 'a class the set does not hold stays as written in JS, so it no longer matches the style')
      const inside = (await ctx.transformJs(script, { runtimeSet: new Set(['p-4', 'text-brand/50']) })).code
      assert.equal(inside, "export const tab = 'text-brand_f50 p-4'\n")
    },
  },
  {
    id: 'qsr-native-new-directory-outside-content',
    says: 'With the native page\'s tailwind.config.js (content lists ./pages and ./components), Tailwind CSS 3.4.19 generates no rule for a class used only in a new ./packageA directory; after the directory is added to content, the rule is there',
    quotes: [
      { page: NP.zh, text: '**新建的页面目录没有样式**：新目录还不在 Tailwind CSS 的扫描范围内，把它补进 `content` 后重新执行 `npm run dev`。' },
      { page: NP.en, text: '**A newly created page directory has no styles**: the new directory is not yet within Tailwind CSS\'s scan scope; add it to `content` and run `npm run dev` again.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss } = await import('tailwindcss-3')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-native-content-'))
      try {
        const write = (file: string, text: string) => {
          fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
          fs.writeFileSync(path.join(dir, file), text)
        }
        write('pages/index/index.wxml', '<view class="text-red-500">index</view>\n')
        write('packageA/pages/list/list.wxml', '<view class="text-blue-500">list</view>\n')
        const config = (content: string[]) => ({
          content: content.map(glob => path.join(dir, glob)),
          corePlugins: { preflight: false, container: false },
        }) as never
        const build = async (content: string[]) => (await postcss([tailwindcss(config(content))])
          .process('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n', { from: path.join(dir, 'app.wxss') })).css
        const before = await build(['./pages/**/*.{wxml,js,ts}', './components/**/*.{wxml,js,ts}'])
        assert.match(before, /\.text-red-500 \{/)
        assert.doesNotMatch(before, /\.text-blue-500/, 'the new directory is not scanned')
        const after = await build(['./pages/**/*.{wxml,js,ts}', './components/**/*.{wxml,js,ts}', './packageA/**/*.{wxml,js,ts}'])
        assert.match(after, /\.text-blue-500 \{/)
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qsr-rsmax-npm-ls-shows-installed-tailwindcss',
    says: 'npm ls tailwindcss prints the version of tailwindcss actually installed in the project (tailwindcss@4.3.5 when 4.3.5 is installed although package.json allows ^4.3.3)',
    quotes: [
      { page: RS.zh, text: '用 `npm ls tailwindcss` 看实际装到的版本，按上一节固定到 4.3.3，或者加上改写条件的插件。' },
      { page: RS.en, text: 'Check the installed version with `npm ls tailwindcss`, then pin it to 4.3.3 as in the previous section, or add the plugin that rewrites the condition.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-npm-ls-'))
      try {
        fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'rsmax-app', version: '1.0.0', private: true, devDependencies: { tailwindcss: '^4.3.3' } }))
        fs.mkdirSync(path.join(dir, 'node_modules/tailwindcss'), { recursive: true })
        fs.writeFileSync(path.join(dir, 'node_modules/tailwindcss/package.json'), JSON.stringify({ name: 'tailwindcss', version: '4.3.5' }))
        const result = await runCommand('npm', ['ls', 'tailwindcss'], { cwd: dir, baseEnv: 'shell', timeoutMs: 60_000 })
        assert.equal(result.exitCode, 0, result.output)
        assert.match(result.output, /└── tailwindcss@4\.3\.5/)
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qsr-rsmax-tailwind4-builds',
    says: 'In the rsmax 1.3.14 builds: rspack-chain resolves to 1.2.4; --save-exact records 4.3.3 for both packages; the Tailwind CSS 4 rsmax.config.js differs from the Tailwind CSS 3 one only by cssEntries (and the path import) and gives the same class names; the at-property plugin after @tailwindcss/postcss 4.3.5 removes :not(#\\#) and @supports; the 4.3.3 build has the .p-4 rule the page shows; without cssEntries a @theme color stays raw in JS; the .wxml holds no class names, the JS does',
    quotes: [
      { page: RS.en, text: 'The `config` that `configWebpack` receives is an [rspack-chain](https://www.npmjs.com/package/rspack-chain) object (resolved to 1.2.4 when installing rsmax 1.3.14).' },
      { page: RS.zh, text: '安装时把两个包固定在 4.3.3：' },
      { page: RS.en, text: 'Pin both packages to 4.3.3 when installing:' },
      { page: RS.zh, text: '想留在 Tailwind CSS 4.3.4 或更新的版本上，可以在 `postcss.config.js` 里 `@tailwindcss/postcss` 的后面加一个改写检测条件的小插件' },
      { page: RS.en, text: 'If you want to stay on Tailwind CSS 4.3.4 or later, you can add a small plugin after `@tailwindcss/postcss` in `postcss.config.js` that rewrites the detection condition' },
      { page: RS.zh, text: '这里选固定版本，是因为它不用往配置里加代码，本页展示的 Tailwind CSS 4 产物也正是用 4.3.3 构建出来的。' },
      { page: RS.en, text: 'We chose pinning here because it adds no code to the configuration, and the Tailwind CSS 4 output shown on this page was built with 4.3.3.' },
      { page: RS.en, text: 'The plugin reads this CSS to learn which utilities the project has, and only then can it escape the class names in JS consistently with the styles.' },
      { page: RS.zh, text: '这个警告不能因为“产物看着没问题”就放过。' },
      { page: RS.en, text: 'Do not ignore this warning just because "the output looks fine".' },
      { page: RS.zh, text: '其余写法与 Tailwind CSS 3 相同。' },
      { page: RS.en, text: 'Everything else is the same as with Tailwind CSS 3.' },
      { page: RS.zh, text: '**在 `.wxml` 里找不到转义后的类名**：这是正常的，rsmax 的类名在 JS 产物里' },
      { page: RS.en, text: '**The escaped class names cannot be found in `.wxml`**: this is normal; rsmax\'s class names are in the JS output' },
    ],
    slow: true,
    timeoutMs: 1_800_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { rsmaxExperiment, ROOT } = await import('./support/quick-start-v3')
      const { codeBlocks } = await import('../lib/content/codeBlocks')
      const r = await rsmaxExperiment()
      assert.equal(r.versions.rspackChain, '1.2.4')
      assert.deepEqual([r.tw4Exact.recorded.tailwindcss, r.tw4Exact.recorded['@tailwindcss/postcss']], ['4.3.3', '4.3.3'])
      // The page's two rsmax.config.js blocks: the Tailwind CSS 4 one only adds cssEntries (and path to build it).
      const blocks = codeBlocks(fs.readFileSync(path.join(ROOT, RS.zh), 'utf8')).filter(b => b.title === 'rsmax.config.js').map(b => b.code)
      assert.equal(blocks.length, 2)
      const strip = (code: string) => code.replace(/^\s*\/\/.*\n/gm, '').replace("const path = require('node:path')\n", '').replace(/\n\s*cssEntries: \[[^\]]*\],/, '')
      assert.equal(strip(blocks[1]!), strip(blocks[0]!), 'only cssEntries differs')
      const tw433 = r.tw4Exact.build
      assert.equal(tw433.exitCode, 0, tw433.output)
      assert.deepEqual(classNames(tw433.files['pages/index/index.js']), classNames(r.tw3.files['pages/index/index.js']), 'the same page gives the same class names')
      // The output shown on the page (the .p-4 rule with its kept calc) is the 4.3.3 build, not 4.3.5's.
      assert.match(tw433.files['app.wxss']!, /\.p-4\s*\{\s*padding:\s*32rpx;\s*padding:\s*calc\(var\(--spacing\)\s*\*\s*4\)/)
      assert.equal(count(tw433.files['app.wxss'], ':not(#\\#)'), 0)
      assert.ok(count(r.tw435.files['app.wxss'], ':not(#\\#)') > 0)
      assert.equal(count(r.tw435MarginTrim.files['app.wxss'], ':not(#\\#)'), 0)
      assert.equal(count(r.tw435MarginTrim.files['app.wxss'], '@supports'), 0)
      // Without cssEntries: default theme identical, a @theme color left raw in JS while the style is escaped.
      assert.equal(r.tw4NoEntries.files['app.wxss'], tw433.files['app.wxss'])
      assert.match(r.brandWithoutEntries.output, /未检测到 cssEntries 配置/)
      assert.match(r.brandWithoutEntries.files['pages/index/index.js']!, /text-brand\/50/)
      assert.match(r.brandWithoutEntries.files['app.wxss']!, /\.text-brand_f50\s*\{/)
      assert.match(r.brandWithEntries.files['pages/index/index.js']!, /text-brand_f50/)
      // Class names live in the JS output, not in the page's .wxml.
      assert.doesNotMatch(tw433.files['pages/index/index.wxml']!, /w-_b120rpx_B|className/)
      assert.match(tw433.files['pages/index/index.js']!, /w-_b120rpx_B/)
    },
  },
  {
    id: 'qsr-rsmax-upstream-example-function-config',
    says: 'apps/rsmax-app-ts/postcss.config.js at the weapp-tailwindcss@4.11.0 tag is the function form: it spreads options.plugins before tailwindcss; the example is gone at 4.12.0',
    quotes: [
      { page: RS.zh, text: 'weapp-tailwindcss 仓库以前的 rsmax 示例工程用的就是这种写法' },
      { page: RS.en, text: 'The rsmax example project that used to be in the weapp-tailwindcss repository used this form' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const config = upstreamFile('weapp-tailwindcss@4.11.0', 'apps/rsmax-app-ts/postcss.config.js')
      assert.ok(config, 'the example is in the 4.11.0 tag')
      assert.match(config, /module\.exports = \(\{ options \}\) => \(\{\s*plugins: \{[\s\S]*?\.\.\.options\.plugins,[\s\S]*?tailwindcss: \{\},/)
      assert.equal(upstreamFile('weapp-tailwindcss@4.12.0', 'apps/rsmax-app-ts/postcss.config.js'), undefined)
    },
  },
  {
    id: 'qsr-rsmax-rax-taro-packages',
    says: 'rsmax\'s npm package points to remaxjs/remax while rax\'s points to alibaba/rax (two separate projects); Taro supports React through @tarojs/plugin-framework-react',
    quotes: [
      { page: RS.zh, text: '它和阿里的 Rax 不是一回事：Rax 项目请看' },
      { page: RS.en, text: 'It is not the same thing as Alibaba\'s Rax: for Rax projects, see the' },
      { page: RS.zh, text: 'Rax 是阿里开源的 React 风格框架，和 rsmax 是两个不同的项目，配置方式也不一样。' },
      { page: RS.en, text: 'Rax is a React-style framework open-sourced by Alibaba; it and rsmax are two separate projects, and they are configured differently.' },
      { page: RS.zh, text: 'Taro 也能用 React 写小程序（由它的 `@tarojs/plugin-framework-react` 插件支持）' },
      { page: RS.en, text: 'Taro can also write mini-programs in React (through its `@tarojs/plugin-framework-react` plugin)' },
    ],
    manual: {
      ran: 'npm view rax repository.url description → git+https://github.com/alibaba/rax.git, "A universal React-compatible render engine." (1.2.3); npm view rsmax repository.url description → git+https://github.com/remaxjs/remax.git, "Rsmax 是一个全新的基于 React 的小程序开发框架" (1.3.14); npm view @tarojs/plugin-framework-react description → "React/Preact 框架插件" (4.2.1). The configuration difference is the two pages: rax-app 3.x registers the plugin through a build plugin (build.plugin.js, onGetWebpackConfig) after switching build.json to webpack 5, rsmax in rsmax.config.js through configWebpack; both pages show and prove their setup',
      versions: 'rax 1.2.3, rsmax 1.3.14, @tarojs/plugin-framework-react 4.2.1',
      on: '2026-11-29',
      why: 'package metadata of the registry; neither rax nor Taro is installed in this repository',
    },
  },
  {
    id: 'qsr-advanced-custom-tab-bar-outside-page',
    says: 'A WeChat custom tabBar (custom-tab-bar) is rendered outside the page node, so variables set on page do not reach it',
    quotes: [
      { page: ADV.zh, text: '自定义 tabBar 这类不在 `page` 节点之下的容器拿不到这些变量' },
      { page: ADV.en, text: 'Containers that are not under the `page` node, such as a custom tabBar, cannot see these variables' },
    ],
    manual: {
      ran: 'read through the search tool youzan/vant-weapp#5088 (a CSS variable assigned on page in app.wxss does not reach the custom tabBar; the maintainer answers that the custom tabBar is not under the page namespace, so page {} cannot apply) and Tencent/tdesign-miniprogram#2856 (design tokens declared on page miss the tabBar in custom-tab-bar, which renders outside the page tag, and root-portal content likewise; the maintainers add a .page class to put on those containers)',
      versions: 'WeChat base library 3.4.1 (tdesign-miniprogram#2856), vant-weapp 1.10.6 (#5088)',
      on: '2026-11-29',
      why: 'the node tree of a running mini-program needs WeChat DevTools or a phone, which do not run here',
    },
  },
  {
    id: 'qsr-advanced-tw-root-class-gets-theme-variables',
    says: 'weapp-tailwindcss 4.12.0 writes the Tailwind CSS 4 theme variables on page, .tw-root and wx-root-portal-content, so an element with the tw-root class carries them wherever it is',
    quotes: [
      { page: ADV.zh, text: '给它的最外层加上 `tw-root` 类即可' },
      { page: ADV.en, text: 'add the `tw-root` class to their outermost element' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="tw-root flex h-14 items-center justify-around bg-white"><view class="text-xs text-brand-600">a</view></view>'
      const { wxss } = await runTailwind4({ template, css: '@import "weapp-tailwindcss";\n@theme {\n  --color-brand-600: #7c3aed;\n}\n', options: { rem2rpx: true }, marginTrimInline: true })
      const holder = wxss.match(/([^{}]*)\{[^{}]*--color-brand-600: #7c3aed;/)
      assert.ok(holder, 'the variable is declared in a rule')
      assert.deepEqual(holder[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim().split(','), ['page', '.tw-root', 'wx-root-portal-content', ':host'])
    },
  },
  {
    id: 'qsr-native-weapp-vite-init-writes-into-project',
    says: 'weapp-vite init (@weapp-core/init) writes into the existing project root: the Vite config, vite-env.d.ts, tsconfig.json and .weapp-vite/tsconfig.*.json, package.json scripts and the DevTools project config; vite.config.ts and vite.config.mts get the same generated code',
    quotes: [
      { page: NP.zh, text: '这条命令会改造现有项目，运行完以后用 `git diff` 看一下改动，主要有：' },
      { page: NP.en, text: 'This command modifies your existing project. When it finishes, review the changes with `git diff`' },
      { page: NP.zh, text: '打开上一步生成的配置文件（`vite.config.ts` 或 `vite.config.mts`，写法相同），加入转换插件：' },
      { page: NP.en, text: 'Open the configuration file generated in the previous step (`vite.config.ts` or `vite.config.mts`; the content is the same)' },
    ],
    manual: {
      ran: 'read through the search tool weapp-vite/weapp-vite @weapp-core/init/src/configFiles.ts (commit 28d92ce0): initViteConfigFile picks vite.config.ts when package.json type (default "module") is module, else vite.config.mts, and writes the same getDefaultViteConfig() code to either; initTsDtsFile writes vite-env.d.ts and initTsJsonFiles tsconfig.json plus .weapp-vite/tsconfig.{app,node,server,shared}.json, all resolved against the project root; src/viteConfig.ts generates import { defineConfig } from \'weapp-vite/config\' with a weapp field',
      versions: '@weapp-core/init at commit 28d92ce007d3fcce9b49efe31343fa58c1117272 of weapp-vite/weapp-vite',
      on: '2026-11-29',
      why: '@weapp-core/init is not served by the registry these checks use, so weapp-vite cannot be installed and run here',
    },
  },
  {
    id: 'qsr-v2-cli-service-5-is-webpack5-postcss8',
    says: '@vue/cli-service 5.x (5.0.8) depends on webpack ^5 and postcss ^8, while 4.x (4.5.19) is webpack ^4 with postcss-loader 3 on PostCSS 7, so a uni-app CLI project is on webpack 5 + PostCSS 8 only once its @vue/cli-service is 5.x',
    quotes: [
      { page: zh('v2/index'), text: '（`@vue/cli-service` 升到 5.x 的 cli 工程就是 webpack 5 + PostCSS 8' },
      { page: en('v2/index'), text: '(a CLI project whose `@vue/cli-service` is 5.x runs on webpack 5 + PostCSS 8' },
    ],
    slow: true,
    async proof() {
      const { execFileSync } = await import('node:child_process')
      const dependencies = (spec: string) => JSON.parse(execFileSync('npm', ['view', spec, 'dependencies', '--json'], { encoding: 'utf8', timeout: 60_000 })) as Record<string, string>
      const five = dependencies('@vue/cli-service@5.0.8')
      assert.equal(five.webpack, '^5.54.0')
      assert.equal(five.postcss, '^8.2.6')
      const four = dependencies('@vue/cli-service@4.5.19')
      assert.equal(four.webpack, '^4.0.0')
      assert.equal(four['postcss-loader'], '^3.0.0')
      assert.equal(dependencies('postcss-loader@3.0.0').postcss, '^7.0.0')
    },
  },
  {
    id: 'qsr-v2-official-plugins-need-tailwind3',
    says: 'The latest @tailwindcss/typography (0.5.20) and @tailwindcss/forms (0.5.11) declare a tailwindcss peer range starting at 3.0.0, so neither accepts Tailwind CSS 2',
    quotes: [
      { page: zh('v2/index'), text: 'Tailwind CSS 官方插件 `@tailwindcss/typography`（0.5.20）和 `@tailwindcss/forms`（0.5.11）的最新版都要求 Tailwind CSS 3.0 及以上' },
      { page: en('v2/index'), text: 'the latest versions of the official plugins `@tailwindcss/typography` (0.5.20) and `@tailwindcss/forms` (0.5.11) both require Tailwind CSS 3.0 or later' },
    ],
    slow: true,
    async proof() {
      const { execFileSync } = await import('node:child_process')
      const view = (spec: string, field: string) => JSON.parse(execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', timeout: 60_000 })) as unknown
      const semver = (await import('semver')).default
      for (const [name, latest] of [['@tailwindcss/typography', '0.5.20'], ['@tailwindcss/forms', '0.5.11']] as const) {
        assert.equal(view(name, 'version'), latest)
        const range = (view(`${name}@${latest}`, 'peerDependencies') as Record<string, string>).tailwindcss!
        // Each || alternative on its own: typography's list ends with "insiders", which is not a semver range.
        const accepts = (version: string) => range.split('||').map(part => part.trim()).filter(part => semver.validRange(part)).some(part => semver.satisfies(version, part))
        assert.ok(!accepts('2.2.19'), `${name} ${range} does not accept 2.x`)
        assert.ok(accepts('3.0.0'), `${name} ${range} accepts 3.0.0`)
      }
    },
  },
  {
    id: 'qsr-tutorial-unimported-entry-not-compiled',
    says: 'A stylesheet that nothing imports is not part of the build: a Vite build of an entry that does not import src/app.css emits no CSS, and emits it once the entry imports it',
    quotes: [
      { page: INDEX.zh, text: '`src/app.css` 没有被任何地方引入，根本没有进入编译' },
      { page: INDEX.en, text: '`src/app.css` is not included anywhere, so it never gets compiled' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { build } = await import('vite')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-unimported-'))
      try {
        fs.mkdirSync(path.join(dir, 'src'))
        fs.writeFileSync(path.join(dir, 'src/app.css'), '.card{color:#6d28d9}\n')
        const run = async (main: string) => {
          fs.writeFileSync(path.join(dir, 'src/main.js'), main)
          await build({ root: dir, logLevel: 'silent', configFile: false, build: { outDir: 'dist', emptyOutDir: true, minify: false, rollupOptions: { input: path.join(dir, 'src/main.js'), output: { entryFileNames: '[name].js', assetFileNames: '[name][extname]' }, preserveEntrySignatures: 'strict' } } })
          return fs.readdirSync(path.join(dir, 'dist')).sort()
        }
        assert.deepEqual(await run('export const x = 1\n'), ['main.js'], 'not imported: no stylesheet in the output')
        assert.deepEqual(await run('import \'./app.css\'\nexport const x = 1\n'), ['main.css', 'main.js'])
        assert.match(fs.readFileSync(path.join(dir, 'dist/main.css'), 'utf8'), /\.card\s*\{\s*color:\s*#6d28d9/)
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qsr-v2-tailwind3-additions-missing-in-2x',
    says: '@tailwindcss/postcss7-compat 2.2.17 has no accentColor, aspectRatio or columns core plugin and no print variant, which Tailwind CSS 3.4.19 has, and it lacks type hints 3.4.19 accepts (url, image, percentage, position, number, shadow: 16 hints against 6)',
    quotes: [
      { page: zh('v2/index'), text: 'Tailwind CSS 3 以后新增的工具类、变体和语法（例如更多任意值类型提示）在 2.x 中都不可用' },
      { page: en('v2/index'), text: 'Utility classes, variants and syntax added in Tailwind CSS 3 and later (for example more arbitrary-value type hints) are not available in 2.x' },
      { page: zh('v2/index'), text: '很多 3.x、4.x 的能力都没有' },
      { page: en('v2/index'), text: 'lacks many of the features of 3.x and 4.x' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { unpacked } = await import('./support/uni-css')
      const v2 = path.join(await unpacked('@tailwindcss/postcss7-compat@2.2.17'), 'lib')
      const v3 = path.join(path.dirname(createRequire(import.meta.url).resolve('tailwindcss-3/package.json')), 'lib')
      const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
      const plugins = (dir: string) => JSON.parse(read(dir, 'corePluginList.js').match(/\[[^\]]*\]/)![0]) as string[]
      for (const plugin of ['accentColor', 'aspectRatio', 'columns']) {
        assert.ok(plugins(v3).includes(plugin), `3.4.19 has ${plugin}`)
        assert.ok(!plugins(v2).includes(plugin), `2.2.17 has no ${plugin}`)
      }
      assert.match(read(v3, 'corePlugins.js'), /addVariant\("print"/)
      assert.doesNotMatch(read(v2, 'jit/corePlugins.js'), /addVariant\('print'/)
      const hints = (dir: string) => [...read(dir, 'util/pluginUtils.js').match(/let typeMap = \{([\s\S]*?)\n\};?/)![1]!.matchAll(/^\s*(?:"([\w-]+)"|([\w-]+))\s*:/gm)].map(m => m[1] ?? m[2])
      const old = hints(v2)
      const current = hints(v3)
      for (const hint of ['url', 'image', 'percentage', 'position', 'number', 'shadow']) {
        assert.ok(current.includes(hint) && !old.includes(hint), `${hint}: a type hint of 3.4.19 (${current}) that 2.2.17 (${old}) does not have`)
      }
      assert.ok(current.length > old.length)
    },
  },
  {
    id: 'qsr-native-content-files-are-watched',
    says: 'Tailwind CSS 3.4.19 reports the content directories of the native page (./pages/**/*.{wxml,js,ts}) as dir-dependency messages of app.wxss; Vite 8.2.1, which weapp-vite 6.20.4 depends on, expands them into the stylesheet\'s dependencies and adds each with addWatchFile, so a change to a page file rebuilds app.wxss in watch mode',
    quotes: [
      { page: NP.zh, text: '同时因为这些文件属于 Tailwind CSS 的 `content`，`app.wxss` 也会被重新生成，新写的类名得到对应的样式' },
      { page: NP.en, text: 'because those files are part of Tailwind CSS\'s `content`, `app.wxss` is regenerated too, so newly written class names get their styles' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { default: postcss } = await import('postcss')
      const { default: tailwindcss } = await import('tailwindcss-3')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qsr-native-watch-'))
      try {
        fs.mkdirSync(path.join(dir, 'pages/index'), { recursive: true })
        fs.writeFileSync(path.join(dir, 'pages/index/index.wxml'), '<view class="p-4">a</view>\n')
        const result = await postcss([tailwindcss({ content: [path.join(dir, 'pages/**/*.{wxml,js,ts}')], corePlugins: { preflight: false } } as never)])
          .process('@tailwind utilities;\n', { from: path.join(dir, 'app.wxss') })
        const watched = result.messages.filter(m => m.type === 'dir-dependency').map(m => `${m.dir}|${m.glob}`).sort()
        assert.deepEqual(watched, ['js', 'ts', 'wxml'].map(ext => `${path.join(dir, 'pages')}|**/*.${ext}`))
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      const { npmView, unpacked } = await import('./support/uni-css')
      assert.equal(((await npmView('weapp-vite@6.20.4', 'dependencies')) as Record<string, string>).vite, '8.2.1')
      const chunks = path.join(await unpacked('vite@8.2.1'), 'dist/node/chunks')
      const source = fs.readdirSync(chunks).map(file => fs.readFileSync(path.join(chunks, file), 'utf8')).find(text => text.includes('message.type === "dir-dependency"'))
      assert.ok(source, 'vite 8.2.1 reads dir-dependency messages')
      assert.match(source, /message\.type === "dir-dependency"\) \{[\s\S]{0,400}?deps\?\.add\(/)
      assert.match(source, /if \(deps\) for \(const file of deps\) this\.addWatchFile\(file\)/)
    },
  },
  {
    id: 'qsr-tutorial-postcss-integration-webpack-and-vite',
    says: 'At the weapp-tailwindcss@4.12.0 tag, the Taro webpack 5 example (apps/taro-webpack-tailwindcss-v4, @tarojs/webpack5-runner) and the weapp-vite example (apps/vite-native) both run Tailwind CSS 4 through the same postcss config with only @tailwindcss/postcss',
    quotes: [
      { page: INDEX.zh, text: '这里装的是 PostCSS 版本的接入包，webpack 和 Vite 系的框架都能用' },
      { page: INDEX.en, text: 'This installs the PostCSS integration, which works with both webpack-based and Vite-based frameworks' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const TAG = 'weapp-tailwindcss@4.12.0'
      const onlyPostcssPlugin = /plugins: \{\s*(?:\/\/[^\n]*\n\s*)*'@tailwindcss\/postcss': \{\},\s*\}/
      assert.match(upstreamFile(TAG, 'apps/taro-webpack-tailwindcss-v4/postcss.config.mjs')!, onlyPostcssPlugin)
      assert.match(upstreamFile(TAG, 'apps/taro-webpack-tailwindcss-v4/package.json')!, /"@tarojs\/webpack5-runner"/)
      assert.match(upstreamFile(TAG, 'apps/vite-native/postcss.config.js')!, onlyPostcssPlugin)
      assert.match(upstreamFile(TAG, 'apps/vite-native/package.json')!, /"dev": "weapp-vite dev"/)
    },
  },
  {
    id: 'qsr-native-ts-template-example',
    says: 'The weapp-tailwindcss@4.12.0 repository has apps/vite-native-ts: a TypeScript native project with its sources under miniprogram/ (weapp.srcRoot ./miniprogram, content ./miniprogram/**), built by weapp-vite with Tailwind CSS 3 and UnifiedViteWeappTailwindcssPlugin',
    quotes: [
      { page: zh('native/install'), text: '（TS 基础模板同样可用，源码目录不同时的改法见下文）' },
      { page: en('native/install'), text: 'the TS basic template (`TS 基础模板`) works too; for a project whose source sits in another directory, see the notes below' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const TAG = 'weapp-tailwindcss@4.12.0'
      const vite = upstreamFile(TAG, 'apps/vite-native-ts/vite.config.ts')!
      assert.match(vite, /UnifiedViteWeappTailwindcssPlugin\(\{\s*rem2rpx: true,\s*\}\)/)
      assert.match(vite, /srcRoot: '\.\/miniprogram'/)
      assert.match(upstreamFile(TAG, 'apps/vite-native-ts/tailwind.config.ts')!, /content: \['\.\/miniprogram\/\*\*\/\*\.\{[^}]*wxml[^}]*ts[^}]*\}'\]/)
      assert.match(upstreamFile(TAG, 'apps/vite-native-ts/package.json')!, /"tailwindcss": "catalog:tailwindcss3"/)
      assert.match(upstreamFile(TAG, 'apps/vite-native-ts/postcss.config.js')!, /tailwindcss: \{\}/)
    },
  },
  {
    id: 'qsr-native-devtools-auto-compile',
    says: 'WeChat DevTools recompiles and refreshes the simulator when project files change on disk, when its auto-compile setting is on',
    quotes: [
      { page: NP.zh, text: '微信开发者工具开着自动编译时，检测到 `dist` 变化就会重新编译预览。' },
      { page: NP.en, text: 'With auto-compile turned on, WeChat DevTools detects the change in `dist` and recompiles the preview.' },
    ],
    manual: {
      ran: 'read through the search tool a copy of the WeChat DevTools code-editing documentation (codingwithfun.com/p/wechat-gadget-tool-code-editing, 2021): with automatic compilation turned on (Settings → Edit), the simulator previews the change when a JS, JSON, WXML or WXSS file is modified; and sapp.yimenapp.com\'s note on DevTools auto refresh: the tool watches the files and recompiles on change once "自动编译" is on',
      versions: 'WeChat DevTools as documented (2021 and later)',
      on: '2026-11-29',
      why: 'WeChat DevTools is a desktop application that does not run here',
    },
  },
  {
    id: 'qsr-tutorial-wrong-css-entries-js-only',
    says: 'With a class set that lacks text-brand/50 (as read from a different entry), weapp-tailwindcss 4.12.0 still escapes it in WXML, but leaves it unchanged in a JS string; with the class in the set the JS string is escaped to match the style',
    quotes: [
      { page: INDEX.zh, text: '模板里的类名照样转义，JS 字符串里的类名（例如 `text-brand/50`）却不在插件读到的类名集合里，会原样留下，和样式对不上' },
      { page: INDEX.en, text: 'class names in templates are still escaped, but a class name in a JS string (such as `text-brand/50`) is not in the set of class names the plugin read, so it stays unchanged and no longer matches the styles' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { createContext } = await import('weapp-tailwindcss/core')
      const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false } as never)
      const fromOtherEntry = new Set(['p-4'])
      assert.equal(await ctx.transformWxml('<view class="text-brand/50 p-4">a</view>', { runtimeSet: fromOtherEntry }), '<view class="text-brand_f50 p-4">a</view>')
      const script = "export const badge = 'text-brand/50 p-4'\n"
      assert.equal((await ctx.transformJs(script, { runtimeSet: fromOtherEntry })).code, script)
      assert.equal((await ctx.transformJs(script, { runtimeSet: new Set(['p-4', 'text-brand/50']) })).code, "export const badge = 'text-brand_f50 p-4'\n")
      assert.match((await ctx.transformWxss('.text-brand\\/50{color:rgba(109,40,217,.5)}', { isMainChunk: true })).css, /^\.text-brand_f50\{/)
    },
  },
  {
    id: 'qsr-v2-tailwind2-end-of-life',
    says: 'Tailwind CSS 2.x is out of support: Tailwind Labs documents no support policy, only the latest minor line is supported, endoflife.date lists 2.x as end of life, and the registry keeps no 2.x dist-tag',
    quotes: [
      { page: zh('v2/index'), text: 'Tailwind CSS 2 已停止维护' },
      { page: en('v2/index'), text: 'Tailwind CSS 2 is no longer maintained' },
    ],
    manual: {
      ran: 'read through the search tool endoflife-date/endoflife.date#7828 (merged 2025-08): the Tailwind CSS entry says the support policy is not documented and only the latest minor is supported, with end-of-life dates for the older lines; npm view tailwindcss dist-tags → only latest 4.3.5 (no 2.x tag), npm view @tailwindcss/postcss7-compat dist-tags → latest 2.2.17',
      versions: 'tailwindcss 4.3.5 latest, @tailwindcss/postcss7-compat 2.2.17',
      on: '2026-11-29',
      why: 'a project\'s maintenance status is a statement about its maintainers, not something a package does',
    },
  },
  {
    id: 'qsr-workflow-pb-32-clears-the-bottom-bar',
    says: 'With rem2rpx, pb-32 is padding-bottom: 256rpx; the bottom bar is pt-3 (24rpx) + the button + safe-bar (env(safe-area-inset-bottom) + 24rpx); taking the WeChat base style of button (font-size set by text-[30rpx], line-height 2.55555556, no vertical padding, no reset in this output) and a 34px bottom inset on a screen at least 375px wide (at most 68rpx), the bar is at most about 193rpx, below 256rpx',
    quotes: [
      { page: FLOW.zh, text: '`pb-32` 给底部固定栏让出空间，避免最后一张卡片被遮住。' },
      { page: FLOW.en, text: '`pb-32` keeps space free for the fixed bottom bar so that the last card is not covered.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="min-h-screen bg-slate-100 pb-32"></view><view class="safe-bar fixed inset-x-0 bottom-0 bg-white/95 px-4 pt-3"><button class="rounded-full bg-brand-600 text-[30rpx] text-white">x</button></view>'
      const css = '@import "weapp-tailwindcss";\n@theme {\n  --color-brand-600: #7c3aed;\n}\n@utility safe-bar {\n  padding-bottom: calc(env(safe-area-inset-bottom) + 24rpx);\n}\n'
      const { wxss } = await runTailwind4({ template, css, options: { rem2rpx: true }, marginTrimInline: true })
      const rpx = (selector: string, property: string) => Number(wxss.match(new RegExp(`\\.${selector} \\{\\s*${property}: ([\\d.]+)rpx;`))?.[1])
      const space = rpx('pb-32', 'padding-bottom')
      assert.equal(space, 256)
      assert.match(wxss, /\.safe-bar \{\s*padding-bottom: calc\(env\(safe-area-inset-bottom\) \+ 24rpx\);\s*\}/)
      assert.doesNotMatch(wxss, /(?:^|[\s,}])button[\s,{]/, 'nothing in the output restyles button')
      const buttonLine = rpx('text-_b30rpx_B', 'font-size') * 2.55555556
      const insetAtMost = 34 * 750 / 375
      const bar = rpx('pt-3', 'padding-top') + buttonLine + 24 + insetAtMost
      assert.ok(bar < space, `bar ${bar.toFixed(1)}rpx < ${space}rpx`)
    },
  },
])
