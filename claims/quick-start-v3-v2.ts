// Claims of the Tailwind CSS 2.x compatibility page (docs/quick-start/v2/index.mdx) and its English page: the
// PostCSS 7 build of Tailwind CSS 2 (@tailwindcss/postcss7-compat) and postcss-loader 3 are read from their
// published tarballs (slow), weapp-tailwindcss's webpack 4 entry is run, HBuilderX facts are recorded.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page, ROOT } from './support/quick-start-v3'

const V2 = page('v2/index.mdx')

/** A file of a published package (registry: slow proofs only). */
async function packed(spec: string, file: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { unpacked } = await import('./support/uni-css')
  return fs.readFileSync(path.join(await unpacked(spec), file), 'utf8')
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-v2-postcss7-compat',
    says: '@tailwindcss/postcss7-compat is the PostCSS 7 build of Tailwind CSS 2 (latest 2.2.17); JIT mode (mode: "jit") appears in 2.1.0, not in 2.0.4; the 2.2.17 JIT reads the scan scope from purge (array or purge.content) only; it switches to its watching context only with TAILWIND_MODE=watch and otherwise registers the content globs as dir-dependency messages, which postcss-loader 3 (webpack 4) does not read; autoprefixer 9 is the PostCSS 7 line; Tailwind CSS 3 needs PostCSS 8',
    quotes: [
      { page: V2.zh, text: 'Tailwind CSS 3 及以上版本要求 PostCSS 8' },
      { page: V2.en, text: 'Tailwind CSS 3 and later require PostCSS 8' },
      { page: V2.zh, text: 'Tailwind CSS 2 的 PostCSS 7 兼容版以 `@tailwindcss/postcss7-compat` 的名字发布，用 npm 的别名语法把它装成 `tailwindcss`，这样配置里仍然可以 `require(\'tailwindcss\')`：' },
      { page: V2.en, text: 'The PostCSS 7 compatibility build of Tailwind CSS 2 is published as `@tailwindcss/postcss7-compat`.' },
      { page: V2.zh, text: '`autoprefixer` 也要用支持 PostCSS 7 的 9.x 版本。' },
      { page: V2.en, text: '`autoprefixer` must also be a 9.x version, which supports PostCSS 7.' },
      { page: V2.zh, text: '2.1 起提供的 JIT 模式会按需生成，并支持任意值，小程序项目一定要打开。' },
      { page: V2.en, text: 'JIT mode, available since 2.1, generates classes on demand and supports arbitrary values; mini-program projects must turn it on.' },
      { page: V2.zh, text: '注意 2.x 里扫描范围写在 `purge` 下，而不是 3.x 的 `content`：' },
      { page: V2.zh, text: '在这类 webpack 4 项目里，Tailwind CSS 2 的 JIT 需要环境变量 `TAILWIND_MODE=watch` 才会在文件变化后重新生成样式，否则开发时新写的类名一直没有样式，只有重新启动才会出现：不设置时，JIT 只把扫描范围作为 `dir-dependency` 消息交给构建工具，而 webpack 4 配套的 postcss-loader 3 只认 `dependency` 消息。' },
      { page: V2.en, text: 'In these webpack 4 projects, Tailwind CSS 2\'s JIT only regenerates styles after files change when the environment variable `TAILWIND_MODE=watch` is set.' },
      { page: V2.en, text: 'the JIT then only hands the scan scope to the build tool as `dir-dependency` messages, and postcss-loader 3, which goes with webpack 4, only reads `dependency` messages.' },
      { page: V2.zh, text: '配置写法也不同：扫描范围只能写在 `purge` 里（写成数组，或者像上文那样写成 `purge.content`），3.x 那种顶层的 `content` 字段不会被读取。本页安装的 `@tailwindcss/postcss7-compat` 最新版是 2.2.17，它的 JIT 只从 `purge` 取扫描范围；' },
      { page: V2.en, text: 'The latest `@tailwindcss/postcss7-compat`, which this page installs, is 2.2.17, and its JIT takes the scan scope from `purge` only;' },
      { page: V2.zh, text: '开发模式下如果忘了设置 `TAILWIND_MODE`，表现为「第一次编译正常、之后新增的类名都没有样式」，这是 2.x 最常见的问题。' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { npmView } = await import('./support/uni-css')
      const P = '@tailwindcss/postcss7-compat'
      assert.equal(await npmView(P, 'version'), '2.2.17')
      assert.equal((await npmView(`${P}@2.2.17`, 'dependencies') as Record<string, string>).postcss, '^7')
      assert.match(await packed(`${P}@2.1.0`, 'lib/index.postcss7.js'), /if \(mode === 'jit'\) \{/)
      assert.doesNotMatch(await packed(`${P}@2.0.4`, 'lib/index.postcss7.js'), /jit/)
      const tracking = await packed(`${P}@2.2.17`, 'lib/jit/lib/setupTrackingContext.js')
      assert.match(tracking, /let purgeContent = Array\.isArray\(tailwindConfig\.purge\) \? tailwindConfig\.purge : tailwindConfig\.purge\.content;/)
      assert.doesNotMatch(tracking, /tailwindConfig\.content\b/, 'no top-level content')
      assert.match(tracking, /for \(let fileOrGlob of candidateFiles\) \{\s*registerDependency\(\(0, _parseDependency\.default\)\(fileOrGlob\)\);/)
      assert.match(await packed(`${P}@2.2.17`, 'lib/util/parseDependency.js'), /if \(\(0, _isGlob\.default\)\(normalizedFileOrGlob\)\) \{[\s\S]*?type: 'dir-dependency'/)
      assert.match(await packed(`${P}@2.2.17`, 'lib/jit/index.js'), /_sharedState\.env\.TAILWIND_MODE === 'watch' \? \(0, _setupWatchingContext\.default\)\(configOrPath\) : \(0, _setupTrackingContext\.default\)\(configOrPath\)/)
      const loader = await packed('postcss-loader@3.0.0', 'src/index.js')
      assert.match(loader, /if \(msg\.type === 'dependency'\)/)
      assert.doesNotMatch(loader, /dir-dependency/)
      assert.equal((await npmView('@vue/cli-service@4.5.19', 'dependencies') as Record<string, string>)['postcss-loader'], '^3.0.0')
      assert.match(await npmView('autoprefixer@9.8.8', 'dependencies.postcss') as string, /^\^7\./)
      const { packageFile } = await import('./support/options')
      assert.match(JSON.parse(packageFile('tailwindcss-3', 'package.json')).dependencies.postcss, /^\^8\./)
    },
  },
  {
    id: 'qs3-v2-webpack4-entry',
    says: 'weapp-tailwindcss/webpack4 exports UnifiedWebpackPluginV4, and since 4.11.0 also weappTailwindcss as the same class; it takes the same UserDefinedOptions as the webpack 5 plugin',
    quotes: [
      { page: V2.zh, text: 'webpack 4 对应的插件是 `weapp-tailwindcss/webpack4` 导出的 `UnifiedWebpackPluginV4`（4.11.0 起也可以用别名 `weappTailwindcss`），配置项与 webpack 5 版本一致。' },
      { page: V2.en, text: 'The plugin for webpack 4 is `UnifiedWebpackPluginV4`, exported from `weapp-tailwindcss/webpack4` (since 4.11.0 the alias `weappTailwindcss` works too); its options are the same as the webpack 5 version\'s.' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const v4 = createRequire(`${ROOT}package.json`)('weapp-tailwindcss/webpack4')
      assert.equal(typeof v4.UnifiedWebpackPluginV4, 'function')
      assert.equal(v4.weappTailwindcss, v4.UnifiedWebpackPluginV4)
      const { assertFirstRelease, packageFile } = await import('./support/options')
      await assertFirstRelease({ kind: 'exportName', name: 'weappTailwindcss' }, '4.11.0')
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts() as unknown as { versions: Record<string, { exportNames: Record<string, string[]> }> }
      assert.ok(facts.versions['4.11.0']!.exportNames.webpack4!.includes('weappTailwindcss'), 'in the webpack4 entry of 4.11.0')
      const ctor = (file: string) => packageFile('weapp-tailwindcss', file).match(/constructor\(options\?: ([^)]*)\)/)?.[1]
      assert.equal(ctor('dist/webpack4.d.ts'), 'UserDefinedOptions')
      assert.equal(ctor('dist/webpack.d.ts'), 'UserDefinedOptions')
    },
  },
  {
    id: 'qs3-v2-template-marked-dated',
    says: 'The site\'s template list marks the uni-app Vue 2 + HBuilderX template (Tailwind CSS 2, postcss7-compat) as dated, not for new projects',
    quotes: [
      { page: V2.zh, text: '该模板本身也已标记为过时，仅供存量项目参考。' },
      { page: V2.en, text: 'That template is itself marked as outdated and is for reference by existing projects only.' },
    ],
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const template = templates.find(t => t.name === 'uni-app-vue2-tailwind-hbuilder-template')
      assert.ok(template, 'listed')
      assert.equal(template.tailwind, 2)
      assert.match(template.note ?? '', /架构陈旧.*新项目不要用它起步/)
    },
  },
  {
    id: 'qs3-v2-hbuilderx-vue2',
    says: 'HBuilderX Vue 2 projects are compiled by the webpack 4 / PostCSS 7 compiler inside HBuilderX, which the project cannot upgrade; HBuilderX reads extra run targets with env from uni-app.scripts in package.json',
    quotes: [
      { page: V2.zh, text: '最常见的是 HBuilderX 新建的 uni-app vue2 项目（编译器由 HBuilderX 内置，无法在项目里升级）' },
      { page: V2.en, text: 'The most common case is a uni-app Vue 2 project created in HBuilderX (the compiler is built into HBuilderX and cannot be upgraded from within the project).' },
      { page: V2.zh, text: '也可以利用 HBuilderX 的自定义发行配置，在 `package.json` 的 `uni-app.scripts` 里为某个运行目标注入环境变量：' },
      { page: V2.en, text: 'You can also use HBuilderX\'s custom release configuration and inject environment variables for a particular run target in `uni-app.scripts` in `package.json`' },
    ],
    manual: {
      ran: 'read through the search tool a copy of uni-app\'s compiler page (uniapp.gxlsystem.com/tutorial/compiler.html): projects created in the HBuilderX GUI use the compiler in the plugin directory of the HBuilderX installation, which is upgraded with HBuilderX, while CLI projects keep it in the project; sonofmagic/weapp-tailwindcss#77 (HBuilderX Vue 2 builds need webpack@webpack-4 and @tailwindcss/postcss7-compat with postcss 7) and #258 ("内置的webpack4"); the uni-app.scripts field with per-target env is uni-app\'s package.json extension (the weapp-tailwindcss vue2 HBuilderX template on the site\'s template list is set up this way)',
      versions: 'uni-app documentation and issues as stored on 2026-11-29; HBuilderX not run',
      on: '2026-11-29',
      why: 'HBuilderX is a desktop IDE that cannot run here',
    },
  },
])
