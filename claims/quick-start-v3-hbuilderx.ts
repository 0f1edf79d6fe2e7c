// Claims of the Tailwind CSS 3 HBuilderX guide (docs/quick-start/frameworks/hbuilderx.mdx) and its English page.
// HBuilderX itself cannot run here: what it does is recorded from the issue tracker and vendor pages; what
// Tailwind CSS 3.4.19 and weapp-tailwindcss 4.12.0 do with the paths HBuilderX leaves them is run.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page, ROOT } from './support/quick-start-v3'

const HB = page('frameworks/hbuilderx.mdx')
const VITE = page('frameworks/uni-app-vite.mdx')
const INSTALL = page('install.mdx')

export default defineClaims(import.meta.url, [
  // ── frameworks/hbuilderx.mdx ────────────────────────────────────────────────────────────────────
  {
    id: 'qs3-hbuilderx-pages-pin-and-node',
    says: 'The HBuilderX page names weapp-tailwindcss 4.12.0 and the engines range of 4.12.0',
    quotes: [
      { page: HB.zh, text: '本页适用于 **Tailwind CSS 3** + 在 **HBuilderX** 里创建并运行的 uni-app 项目，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: HB.en, text: 'with weapp-tailwindcss 4.12.0 as the reference version' },
      { page: HB.zh, text: '终端里的 Node.js 满足 `^20.19.0 || >=22.12.0`，用于安装依赖和执行 `weapp-tw patch`。' },
      { page: HB.en, text: 'Node.js in your terminal satisfies `^20.19.0 || >=22.12.0`; it is used to install dependencies and run `weapp-tw patch`.' },
    ],
    async proof() {
      const { packageFile } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
    },
  },
  {
    id: 'qs3-hbuilderx-working-directory-and-project-kinds',
    says: 'HBuilderX compiles with a working directory outside the project (its own plugin directory); its Vue 2 projects are compiled by its built-in webpack 4 / PostCSS 7 toolchain, its Vue 3 projects by Vite',
    quotes: [
      { page: HB.zh, text: '而且 HBuilderX 编译时的**工作目录是它自己的安装目录**，不是你的项目' },
      { page: HB.en, text: 'when HBuilderX compiles, the **working directory is HBuilderX\'s own installation directory**, not your project' },
      { page: HB.zh, text: '| HBuilderX + vue2 | webpack 4 | 7 | 不能，Tailwind CSS 3 需要 PostCSS 8 |' },
      { page: HB.zh, text: 'HBuilderX 新建的 vue2 项目被固定在 webpack 4 + PostCSS 7 上，而 Tailwind CSS 3 只能运行在 PostCSS 8 上，两者无法直接组合。' },
      { page: HB.en, text: 'Vue 2 projects newly created in HBuilderX are fixed on webpack 4 + PostCSS 7, while Tailwind CSS 3 only runs on PostCSS 8' },
      { page: HB.zh, text: '它改的是 HBuilderX 安装目录里的编译插件，而不是项目自己的依赖' },
      { page: HB.en, text: 'This modifies the compiler plugin inside the HBuilderX installation rather than the project\'s own dependencies' },
    ],
    manual: {
      ran: 'read through the search tool (issues corpus): sonofmagic/weapp-tailwindcss#306 (maintainer: HBuilderX changes process.cwd, so tailwindcss is not found; fixed with tailwindcssBasedir: __dirname), #75 (a Vue 2 HBuilderX log: "ENOENT … open \'D:\\HBuilderX\\plugins\\uniapp-cli\\tailwind.config.js\'"), #77 (maintainer: HBuilderX Vue 2 builds need webpack@webpack-4 and tailwindcss as @tailwindcss/postcss7-compat with postcss 7), #258 (a HBuilderX-created project with "内置的webpack4" that cannot move to webpack 5) and dcloudio/uni-app#3723 (webpack 5 for Vue 2 came only through @vue/cli 5 projects in 2022-08); @dcloudio/vite-plugin-uni 3.0.0-4020920240930001 dist/cli/utils.js sets UNI_CLI_CONTEXT to <HBuilderX plugins>/uniapp-cli-vite when run inside HBuilderX; tailwindcss-3 3.4.19 depends on postcss ^8.4.47 (see qs3-uni-vue2-webpack-follows-the-vue-cli-that-creates)',
      versions: 'HBuilderX as reported in those issues (2022–2024); not re-run with a current HBuilderX',
      on: '2026-11-29',
      why: 'HBuilderX is a desktop IDE that cannot run here',
    },
  },
  {
    id: 'qs3-hbuilderx-run-to-devtools-output',
    says: 'HBuilderX writes the WeChat dev build to unpackage/dist/dev/mp-weixin (release: unpackage/dist/build/mp-weixin) and opens WeChat DevTools on it',
    quotes: [
      { page: HB.zh, text: 'HBuilderX 会把产物写到 `unpackage/dist/dev/mp-weixin` 并自动拉起微信开发者工具；发行版本则在 `unpackage/dist/build/mp-weixin`。' },
      { page: HB.en, text: 'HBuilderX writes the output to `unpackage/dist/dev/mp-weixin` and launches WeChat DevTools automatically' },
    ],
    manual: {
      ran: 'read through the search tool: the uni-app vite-config page (uniapp.dcloud.io/collocation/vite-config) builds its output path as unpackage/dist/{dev|build}/<UNI_PLATFORM>; HBuilderX setup guides (blog.csdn.net/weixin_45392204/article/details/136352630) describe Run → Run to mini-program simulator → WeChat DevTools compiling into unpackage/dist/dev/mp-weixin and opening DevTools, which needs the DevTools path in HBuilderX and the service port in DevTools; sonofmagic/weapp-tailwindcss#882 checks HBuilderX CLI builds of its demos under unpackage/dist/dev/mp-weixin',
      versions: 'HBuilderX as described in those sources; not run',
      on: '2026-11-29',
      why: 'HBuilderX and WeChat DevTools are desktop applications that cannot run here',
    },
  },
  {
    id: 'qs3-tailwindcss3-relative-paths-follow-cwd',
    says: 'Tailwind CSS 3.4.19 resolves relative content globs and a relative config path against the working directory: from another directory relative globs find nothing, absolute ones (and a ! before an absolute path) work; a relative config that is not there throws "Cannot read properties of undefined (reading \'blocklist\')", and no config at all warns that content is missing or empty',
    quotes: [
      { page: HB.zh, text: '`content` 必须是绝对路径，否则 Tailwind CSS 会到 HBuilderX 的安装目录下找文件，结果是一个类名也扫不到。' },
      { page: HB.en, text: '`content` must use absolute paths; otherwise Tailwind CSS looks for files under the HBuilderX installation directory' },
      { page: HB.zh, text: '// 排除写法：感叹号要放在绝对路径前面' },
      { page: HB.zh, text: 'Tailwind CSS 3 按进程的工作目录解析相对路径，而 HBuilderX 编译时的工作目录不在项目里。`tailwindcss({ config: \'./tailwind.config.js\' })` 这类相对路径指向了一个不存在的文件，Tailwind CSS 3.4.19 就抛出前一个错误；`tailwindcss()` 不传参时找不到配置文件，会退回一份没有 `content` 的默认配置，于是出现后一条提示，一个工具类也不生成。' },
      { page: HB.en, text: 'Tailwind CSS 3 resolves relative paths against the process\'s working directory, and when HBuilderX compiles, the working directory is not your project. A relative path such as `tailwindcss({ config: \'./tailwind.config.js\' })` then points to a file that does not exist, and Tailwind CSS 3.4.19 throws the first error; `tailwindcss()` without arguments finds no config file and falls back to a default configuration without `content`, which gives the second message and not a single utility.' },
      { page: HB.zh, text: '**能编译但一个工具类都没有生成**：`content` 仍是相对路径，或者漏了页面所在的目录。' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runNode } = await import('./support/options')
      const { scratch, write } = await import('./support/uni-css')
      const project = scratch('qs3-hbuilderx-project')
      const hbuilderx = scratch('qs3-hbuilderx-cwd')
      try {
        write(project, { 'pages/index/index.vue': '<view class="w-[13px]"></view>\n', 'uni_modules/ui/x.vue': '<view class="w-[17px]"></view>\n' })
        const run = (config: string) => runNode(`
          import postcss from 'postcss'
          import tailwindcss from 'tailwindcss-3'
          try {
            const { css } = await postcss([tailwindcss(${config})]).process('@tailwind utilities;', { from: undefined })
            console.log('CSS ' + (css.match(/w-\\\\\\[\\d+px/g)?.join(',') ?? 'none'))
          } catch (error) { console.log('ERROR ' + error.message) }
        `, hbuilderx)
        const config = (content: string[]) => `{ config: { content: ${JSON.stringify(content)}, corePlugins: { preflight: false } } }`
        assert.match(await run(config(['./pages/**/*.vue'])), /CSS none/, 'relative content from another working directory: nothing')
        assert.match(await run(config([path.join(project, 'pages/**/*.vue')])), /CSS w-\\\[13px/, 'absolute content: found')
        const withExclusion = await run(config([path.join(project, '**/*.vue'), `!${path.join(project, 'uni_modules/**/*')}`]))
        assert.match(withExclusion, /w-\\\[13px/)
        assert.doesNotMatch(withExclusion, /17px/, '! before the absolute path excludes uni_modules')
        assert.match(await run('{ config: \'./tailwind.config.js\' }'), /ERROR Cannot read properties of undefined \(reading 'blocklist'\)/)
        const none = await run('')
        assert.match(none, /The `content` option in your Tailwind CSS configuration is missing or empty/)
        assert.match(none, /CSS none/)
      } finally {
        fs.rmSync(project, { recursive: true, force: true })
        fs.rmSync(hbuilderx, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs3-tailwindcss-basedir-picks-the-project-tailwindcss',
    says: 'Started from another directory without tailwindcssBasedir, weapp-tailwindcss resolves whichever tailwindcss it finds from there (here 4.3.5); with tailwindcssBasedir it uses the project\'s Tailwind CSS 3',
    quotes: [
      { page: HB.zh, text: '`tailwindcssBasedir` 决定插件从哪里解析 `tailwindcss` 包、读取补丁信息，缺了它插件可能找不到项目里装的 Tailwind CSS 3。' },
      { page: HB.en, text: 'It also sets `tailwindcssBasedir` and disables the plugin automatically for H5 and App.' },
      { page: HB.zh, text: '// HBuilderX 改变了工作目录，必须告诉插件去哪里找 tailwindcss' },
    ],
    async proof() {
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { Fixture } = await import('../lib/examples/cliFixtures')
      // The project: its own Tailwind CSS 3 as `tailwindcss`. HBuilderX's directory: only weapp-tailwindcss reachable.
      const project = Fixture.create(ROOT, 'qs3-basedir-project').copy('tailwindcss', 'tailwindcss-3')
      const elsewhere = Fixture.create(ROOT, 'qs3-basedir-cwd').link('weapp-tailwindcss')
      try {
        const run = async (options: string) => (await runCommand(process.execPath, ['--input-type=module', '-e', `
          import { createContext } from 'weapp-tailwindcss/core'
          createContext({ ${options} supportCustomLengthUnitsPatch: false })
        `], { cwd: elsewhere.dir, env: { NODE_PATH: path.join(ROOT, 'node_modules') } })).output
        assert.match(await run(''), /使用 Tailwind CSS \(v4\.3\.5\)/, 'without tailwindcssBasedir: another Tailwind CSS')
        assert.match(await run(`tailwindcssBasedir: ${JSON.stringify(project.dir)},`), /使用 Tailwind CSS \(v3\.4\.19\)/, 'with it: the project\'s')
        // The uniApp preset sets it from base (the preset's other effects: qs3-uni-app-preset).
        const { uniApp } = await import('weapp-tailwindcss/presets')
        assert.equal((uniApp({ base: project.dir } as never) as { tailwindcssBasedir?: string }).tailwindcssBasedir, project.dir)
      } finally {
        project.remove()
        elsewhere.remove()
      }
    },
  },
  {
    id: 'qs3-weapp-tw-patch-rewrites-the-project-tailwindcss',
    says: 'weapp-tw patch rewrites the files of the project\'s node_modules/tailwindcss (Tailwind CSS 3: rpx joins the length units) and prints that it bound node_modules/tailwindcss (v3.4.19)',
    quotes: [
      { page: HB.zh, text: '参与编译的是 `vite.config.js` 里 `import` 进来的、项目 `node_modules` 中的那份 `tailwindcss`，补丁直接改写它的文件。' },
      { page: HB.zh, text: '重新执行一次 `weapp-tw patch`，确认输出里绑定的是 `node_modules/tailwindcss (v3.x.x)`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { Fixture } = await import('../lib/examples/cliFixtures')
      const project = Fixture.create(ROOT, 'qs3-patch').file('package.json', { name: 'hb', private: true }).copy('tailwindcss', 'tailwindcss-3').linkCli()
      try {
        const dataTypes = path.join(project.dir, 'node_modules/tailwindcss/lib/util/dataTypes.js')
        const before = fs.readFileSync(dataTypes, 'utf8')
        assert.doesNotMatch(before, /'rpx'/, 'the copy starts unpatched')
        const result = await runCommand(path.join(project.dir, 'node_modules/.bin/weapp-tw'), ['patch'], { cwd: project.dir, env: { NODE_PATH: path.join(ROOT, 'node_modules') } })
        assert.equal(result.exitCode, 0, result.output)
        assert.match(result.output, /weapp-tw patch 绑定 Tailwind CSS -> node_modules\/tailwindcss \(v3\.4\.19\)/)
        assert.match(fs.readFileSync(dataTypes, 'utf8'), /'cqmax', 'rpx'\]/, 'the project\'s own file is rewritten: rpx joins the length units')
      } finally {
        project.remove()
      }
    },
  },
  {
    id: 'qs3-hbuilderx-vue2-fallback-webpack4-entry',
    says: 'weapp-tailwindcss 4.12.0 has a webpack4 entry exporting UnifiedWebpackPluginV4, and the PostCSS 7 build of Tailwind CSS stops at 2.x',
    quotes: [
      { page: HB.zh, text: '**留在 vue2 + webpack 4**：只能使用 PostCSS 7 兼容版的 Tailwind CSS 2，插件换成 `weapp-tailwindcss/webpack4` 导出的 `UnifiedWebpackPluginV4`' },
      { page: HB.en, text: '**Stay on Vue 2 + webpack 4**: you can only use Tailwind CSS 2 in its PostCSS 7 compatibility build' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      assert.equal(typeof createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack4').UnifiedWebpackPluginV4, 'function')
      // The compatibility build's last release (2.2.17) is checked by qs3-uni-vue2-webpack-follows-the-vue-cli-that-creates.
    },
  },
  {
    id: 'qs3-uni-scss-is-sass-additional-data',
    says: '@dcloudio/vite-plugin-uni puts the whole uni.scss into css.preprocessorOptions.scss.additionalData; in a real build, Tailwind CSS imports in uni.scss land in every lang="scss" page\'s wxss (variable block and all utilities) but not in plain <style> pages, and with variables only each page keeps just its own rule',
    quotes: [
      { page: HB.zh, text: '`uni.scss` 不是全局样式表：uni-app 的 Vite 插件会读取它的全文，作为 Sass 的 `additionalData` 拼到**每一个** scss 样式块的开头' },
      { page: HB.en, text: '`uni.scss` is not a global stylesheet: uni-app\'s Vite plugin reads its whole content and prepends it, as Sass `additionalData`' },
      { page: HB.zh, text: '在 uni-app 官方 Vite 模板的工程里实测过' },
      { page: HB.zh, text: '两个各只写了一条自定义规则的 `lang="scss"` 页面，产物 `.wxss` 里都带上了 `--tw-*` 变量块和项目用到的全部工具类，只写普通 `<style>` 的页面则只有它自己的那条规则；`uni.scss` 里只留变量时，三个页面的 `.wxss` 都只剩各自那条规则。' },
      { page: HB.en, text: 'two `lang="scss"` pages that each wrote one custom rule got the `--tw-*` variable block and every utility the project uses in their output `.wxss`, while a page with a plain `<style>` kept only its own rule; with only variables in `uni.scss`, all three pages\' `.wxss` held nothing but their own rule.' },
      { page: VITE.zh, text: '两种写法都不要放进 `uni.scss`。' },
      { page: VITE.en, text: 'Whichever you choose, do not put it in `uni.scss`.' },
      { page: INSTALL.zh, text: 'uni-app 会把 `uni.scss` 的内容自动拼接到**每一个** Sass 文件和带 `lang="scss"` 的组件样式开头。把 Tailwind CSS 放进去，等于每个组件都各自生成一整份工具类' },
      { page: INSTALL.en, text: 'uni-app automatically prepends the contents of `uni.scss` to **every** Sass file and every component style with `lang="scss"`. Putting Tailwind CSS there means each component generates its own full set of utility classes' },
      { page: INSTALL.zh, text: '`uni.scss` 只适合放变量和 mixin。' },
      { page: INSTALL.en, text: '`uni.scss` is only meant for variables and mixins.' },
      { page: INSTALL.zh, text: '较新的 Dart Sass 会对 `@import` 打印弃用提示，不影响结果；想消除提示可以把三行换成 `@use \'tailwindcss/base\';` 等写法。' },
      { page: INSTALL.en, text: 'Recent versions of Dart Sass print a deprecation notice for `@import`; it does not affect the result. To silence it, replace the three lines with the `@use \'tailwindcss/base\';` form and so on.' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const css = fs.readFileSync(path.join(await unpacked('@dcloudio/vite-plugin-uni@3.0.0-5020420260813003'), 'dist/config/css.js'), 'utf8')
      assert.match(css, /const uniScssFile = path_1\.default\.resolve\(inputDir, 'uni\.scss'\);/)
      assert.match(css, /preprocessorOptions: \{\s*scss: \{\s*charset: false,\s*additionalData: resolveAdditionalData\(options\.inputDir, config\),/)
      // The Vue 2 CLI does the same through sass-loader's prependData.
      const vue2 = fs.readFileSync(path.join(await unpacked('@dcloudio/vue-cli-plugin-uni@2.0.2-4080420251103001'), 'lib/options.js'), 'utf8')
      assert.match(vue2, /sassData = '@use "@\/uni\.scss" as \*;'/)
      assert.match(vue2, /options\.css\.loaderOptions\.sass\.prependData = sassData/)
      const { uniVue3Tailwind3 } = await import('./support/quick-start-v3')
      const r = await uniVue3Tailwind3()
      // Sass 1.108.2: @import in the prepended uni.scss gets the deprecation notice, the page's @use form does not, and both build.
      assert.match(r.uniScssImports.output, /DEPRECATION WARNING \[import\]: Sass @import rules are deprecated/)
      assert.doesNotMatch(r.dev.output, /DEPRECATION WARNING \[import\]/)
      assert.equal(r.uniScssImports.exitCode, 0)
      const page = (dist: Record<string, string>, name: string) => dist[`pages/${name}/${name}.wxss`] ?? ''
      for (const name of ['index', 'other']) {
        const wxss = page(r.uniScssImports.dist, name)
        assert.match(wxss, /view,text,:before,:after\{--tw-border-spacing-x/, `${name}: the variable block`)
        for (const selector of ['.w-_b120rpx_B{', '.flex{', '.p-4{']) assert.ok(wxss.includes(selector), `${name}: ${selector}`)
      }
      assert.equal(page(r.uniScssImports.dist, 'plain').trim(), '.plain-card{margin:2px}')
      assert.equal(page(r.uniScssVariablesOnly.dist, 'index').trim(), '.index-card{margin:3px}')
      assert.equal(page(r.uniScssVariablesOnly.dist, 'other').trim(), '.other-card{margin:1px}')
      assert.equal(page(r.uniScssVariablesOnly.dist, 'plain').trim(), '.plain-card{margin:2px}')
    },
  },
])
