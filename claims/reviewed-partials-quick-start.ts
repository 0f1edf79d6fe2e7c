// Second read of the partials, the v4 and framework quick-start pages and the options pages: sentences the
// detector reads on its own whose facts other modules already run (quoted there as a longer span or on another
// page), and the few new ones. A reused proof is the other claim's own function, so both fail together.
import assert from 'node:assert/strict'
import { type Claim, defineClaims, isTested } from '../lib/claims/define'
import cli from './cli'
import cssUnits from './css-units'
import frameworkConfigFiles from './framework-config-files'
import options from './options'
import packageManagers from './package-managers'
import issuesPagesA from './issues-pages-a'
import jsPrecheck from './js-precheck'
import matchers from './matchers'
import metaPages from './meta-pages'
import migrationsOptionsMore from './migrations-options-more'
import quickStartMore from './quick-start-more'
import reviewedCommunity from './reviewed-community'
import quickStartV3HBuilderX from './quick-start-v3-hbuilderx'
import quickStartV3Native from './quick-start-v3-native'
import quickStartV4 from './quick-start-v4'
import quickStartV4Native from './quick-start-v4-native'
import quickStartV4Taro from './quick-start-v4-taro'
import secondRead3 from './second-read-3'
import releasesNotes from './releases-notes'
import secondRead1 from './second-read-1'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const P = (name: string) => ({ zh: `docs/_partials/${name}.mdx`, en: `${EN}_partials/${name}.mdx` })
const SCRIPTS = P('install-scripts')
const ENTRIES = P('v4-css-entries')
const ENTRY_FILE = P('v4-css-entry-file')
const IS = P('v4-intellisense')
const V3_ERRORS = P('v3-common-errors')
const V4_ERRORS = P('v4-common-errors')
const PATCH = P('v4-patch-script')
const ISOLATION = P('v3-style-isolation')
const V4 = (name: string) => `${EN}quick-start/v4/${name}.mdx`

/** The proof of a claim in another module, by id. */
function proofOf(module: { claims: Claim[] }, id: string): () => Promise<void> {
  const claim = module.claims.find(c => c.id === id)
  assert.ok(claim && isTested(claim), `${id} is a tested claim`)
  return async () => { await claim.proof() }
}

export default defineClaims(import.meta.url, [
  {
    id: 'rpq-install-scripts-yarn-1-and-4',
    says: 'Yarn 1.22.22 runs the weapp-tailwindcss postinstall; Yarn 4.18.1 does not, enableScripts defaults to false (the proof of package-managers › yarn1-runs-yarn4-skips-dependency-install-scripts)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: SCRIPTS.zh, text: 'Yarn 1（npm 上 `yarn` 包的 1.22.22）会运行' },
      { page: SCRIPTS.zh, text: 'Yarn 4（npm 上 `@yarnpkg/cli-dist` 的 4.18.1）默认不运行依赖包的安装脚本，因为它的 `enableScripts` 设置默认为 `false`。' },
    ],
    proof: proofOf(packageManagers, 'yarn1-runs-yarn4-skips-dependency-install-scripts'),
  },
  {
    id: 'rpq-install-scripts-approve-builds-both',
    says: 'pnpm approve-builds in pnpm 10 and 12 writes allowBuilds into pnpm-workspace.yaml and runs the script (package-managers › pnpm-approve-builds-writes-allowbuilds-and-runs-the-script)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: SCRIPTS.zh, text: '两者都会在 `pnpm-workspace.yaml` 里写入 `allowBuilds`，并当场运行这个脚本。' },
    ],
    proof: proofOf(packageManagers, 'pnpm-approve-builds-writes-allowbuilds-and-runs-the-script'),
  },
  {
    id: 'rpq-install-scripts-depends-on-the-manager',
    says: 'whether the weapp-tailwindcss postinstall runs depends on the package manager: npm 11 runs it, pnpm 10 does not',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: SCRIPTS.zh, text: '它会不会运行，要看用的是哪个包管理器：' },
      { page: SCRIPTS.en, text: 'Whether it runs depends on the package manager:' },
    ],
    async proof() {
      await proofOf(packageManagers, 'npm11-runs-the-weapp-tailwindcss-postinstall')()
      await proofOf(packageManagers, 'pnpm10-skips-dependency-install-scripts-with-exit-0')()
    },
  },
  {
    id: 'rpq-css-entries-same-entry-same-class-set',
    says: 'weapp-tailwindcss reads the entry CSS to know the class names: with cssEntries a JS class using an @theme colour is escaped, without it it is not (releases-notes › releases-v4-css-entries-needed-for-theme-names)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: ENTRIES.zh, text: 'weapp-tailwindcss 需要读取同一份入口，才能得到和编译结果一致的类名集合，进而改写 WXML 和 JS 里的类名。' },
      { page: ENTRIES.en, text: 'weapp-tailwindcss has to read that same entry to get a set of class names that matches the compiled output' },
      { page: V4('weapp-vite'), text: 'Whichever fix you choose, this CSS file must be registered in weapp-tailwindcss\'s `cssEntries` (as an absolute path)' },
    ],
    proof: proofOf(releasesNotes, 'releases-v4-css-entries-needed-for-theme-names'),
  },
  {
    id: 'rpq-css-entries-missing-warning-and-fallback',
    says: 'without cssEntries (since 4.8.5) a warning is printed; default classes (an arbitrary value) are still escaped in JS, a class from an @theme colour (bg-brand/50) stays raw',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: ENTRIES.zh, text: '漏配时，4.8.5 起插件会在终端打出警告，并退回用 Tailwind CSS 的默认配置判断类名' },
      { page: ENTRIES.en, text: 'If you leave it out, since 4.8.5 the plugin prints a warning in the terminal and falls back to Tailwind CSS\'s default configuration to recognize class names' },
      { page: ENTRIES.en, text: 'Written in JS strings or `{{ }}` expressions, they are not escaped and no longer match the escaped selectors in the style output.' },
    ],
    async proof() {
      await proofOf(options, 'options-overview-css-entries-warning')()
      await proofOf(releasesNotes, 'releases-v4-4-8-cli-and-presets')()
      const { formIn, MARK, tw4Experiment } = await import('./support/issues')
      const x = await tw4Experiment()
      assert.equal(formIn(x.webpack['no-entries'], MARK.src), 'escaped', 'a default arbitrary-value class without cssEntries')
      assert.equal(formIn(x.webpack['no-entries'], MARK.theme), 'raw', 'an @theme colour class without cssEntries')
    },
  },
  {
    id: 'rpq-css-entries-since-4-2-6-and-v4-form',
    says: 'cssEntries first appears in 4.2.6; tailwindcss.v4.cssEntries counts the same (no missing-entries warning) (options › options-overview-css-entries-warning)',
    quotes: [
      { page: ENTRIES.zh, text: '该选项从 weapp-tailwindcss 4.2.6 开始提供，等价于 `tailwindcss.v4.cssEntries`；' },
      { page: ENTRIES.en, text: 'The option is available since weapp-tailwindcss 4.2.6 and is equivalent to `tailwindcss.v4.cssEntries`.' },
    ],
    timeoutMs: 120_000,
    proof: proofOf(options, 'options-overview-css-entries-warning'),
  },
  {
    id: 'rpq-intellisense-loads-v4-on-import-or-theme',
    says: 'the Tailwind CSS language server loads a CSS file as v4 only on @import "tailwindcss" or @theme; @import "weapp-tailwindcss/index.css" does not match (cli › intellisense-loads-v4-on-tailwindcss-import-or-theme)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: IS.zh, text: 'VS Code 的 Tailwind CSS IntelliSense 扩展只有在某个 CSS 文件里看到 `@import "tailwindcss"` 或 `@theme` 时，才会按 Tailwind CSS 4 的方式加载设计系统。' },
      { page: IS.en, text: 'The Tailwind CSS IntelliSense extension for VS Code only loads the design system the Tailwind CSS 4 way when it sees `@import "tailwindcss"` or `@theme` in some CSS file.' },
      { page: IS.en, text: 'Your runtime entry imports `weapp-tailwindcss/index.css`, which the extension does not recognize' },
    ],
    proof: proofOf(cli, 'intellisense-loads-v4-on-tailwindcss-import-or-theme'),
  },
  {
    id: 'rpq-entry-file-not-designed-for-preprocessors',
    says: 'Tailwind CSS\'s v4 compatibility page says it is not designed to be used with Sass, Less or Stylus',
    quotes: [
      { page: ENTRY_FILE.zh, text: 'Tailwind CSS 4 的官方文档写明，它不是为和 Sass、Less、Stylus 这类预处理器搭配使用而设计的。' },
      { page: ENTRY_FILE.en, text: 'Tailwind CSS 4\'s own documentation says it is not designed to be used with preprocessors such as Sass, Less or Stylus.' },
    ],
    manual: {
      ran: 'read https://tailwindcss.com/docs/compatibility, section "Sass, Less, and Stylus", through the search tool (docs corpus): "Tailwind CSS v4.0 is a full-featured CSS build tool designed for a specific workflow, and is not designed to be used with CSS preprocessors like Sass, Less, or Stylus"',
      versions: 'Tailwind CSS v4 documentation as stored by the search tool on the read date',
      on: '2026-11-29',
      why: 'a statement of the vendor documentation; whether one particular Sass set-up happens to work depends on the bundler and is not what the sentence says',
    },
  },
  {
    id: 'rpq-v3-errors-wcsc-star-and-semicolon',
    says: 'Tailwind CSS 3 output that did not go through weapp-tailwindcss starts with a * selector and wcsc (miniprogram-compiler 0.2.3) stops at it with unexpected token `*`; the same output after weapp-tailwindcss has no * and compiles; raw @tailwind directives stop wcsc with unexpected token `;`',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: V3_ERRORS.zh, text: '**报 ``unexpected token `*` `` 或 ``unexpected token `;` ``**：前者是通配符选择器没被替换，同样说明插件没有生效；' },
      { page: V3_ERRORS.zh, text: '后者通常是 `@tailwind` 指令没被 Tailwind CSS 处理' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const os = await import('node:os')
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rpq-wcsc-'))
      const compile = async (text: string) => {
        fs.writeFileSync(path.join(dir, 'app.wxss'), text)
        return runCommand(wcsc, ['app.wxss', '-o', 'app.js'], { cwd: dir, timeoutMs: 30_000 })
      }
      const out = await runTailwind3({ template: '<view class="p-4">x</view>', options: {} })
      assert.match(out.css, /^\*, ::before, ::after \{/, 'Tailwind CSS 3 output starts with the universal selector')
      const raw = await compile(out.css)
      assert.notEqual(raw.exitCode, 0)
      assert.match(raw.output, /unexpected token `\*`/, raw.output)
      assert.ok(!/(^|[\s,])\*[\s,{]/.test(out.wxss), 'no * selector left after weapp-tailwindcss')
      assert.equal((await compile(out.wxss)).exitCode, 0, 'the transformed output compiles')
      const directives = await compile('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n')
      assert.notEqual(directives.exitCode, 0)
      assert.match(directives.output, /unexpected token `;`/, directives.output)
    },
  },
  {
    id: 'rpq-patch-script-save-exact',
    says: 'npm writes a caret range by default (save-prefix ^, save-exact false), and ^4.3.3 is satisfied by the newer installed tailwindcss 4.3.5, so without a lockfile a fresh install takes the newer 4.x; with --save-exact only 4.3.3 matches',
    quotes: [
      { page: PATCH.zh, text: '安装时加上 `--save-exact`，否则 npm 写进 `package.json` 的是 `^4.3.3`，没有锁文件时又会装回新版本' },
      { page: PATCH.en, text: 'add `--save-exact` when installing; otherwise npm writes `^4.3.3` into `package.json`, and without a lockfile the newer version comes back' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const { runCommand } = await import('../lib/examples/runCommand')
      const semver = (await import('semver')).default
      const path = await import('node:path')
      // A reader's npm with no .npmrc of their own: empty user and global config files.
      const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rpq-npmrc-'))
      for (const name of ['user', 'global']) fs.writeFileSync(path.join(cwd, `${name}.npmrc`), '')
      const env = { ...process.env, npm_config_userconfig: path.join(cwd, 'user.npmrc'), npm_config_globalconfig: path.join(cwd, 'global.npmrc') }
      const get = async (key: string) => (await runCommand('npm', ['config', 'get', key], { cwd, env, timeoutMs: 60_000 })).output.trim()
      assert.equal(await get('save-prefix'), '^')
      assert.equal(await get('save-exact'), 'false')
      const installed = JSON.parse(fs.readFileSync('node_modules/tailwindcss/package.json', 'utf8')).version
      assert.ok(semver.gt(installed, '4.3.3') && semver.satisfies(installed, '^4.3.3'), `${installed} is newer and satisfies ^4.3.3`)
      assert.ok(!semver.satisfies(installed, '4.3.3'), 'an exact 4.3.3 does not match the newer version')
    },
  },
  {
    id: 'rpq-v4-errors-missing-css-entries-symptom',
    says: 'without cssEntries a Tailwind CSS 4 project gets a warning and a JS class using an @theme colour stays unescaped (the proofs of rpq-css-entries-missing-warning-and-fallback)',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: V4_ERRORS.en, text: 'The terminal warns that `cssEntries` is not configured, or classes in JS or `{{ }}` expressions that use custom `@theme` values (such as `bg-primary/50`) are not escaped' },
    ],
    async proof() {
      await proofOf(options, 'options-overview-css-entries-warning')()
      await proofOf(releasesNotes, 'releases-v4-css-entries-needed-for-theme-names')()
    },
  },
  {
    id: 'rpq-v4-errors-pnpm-uni-components',
    says: 'uni-cli-shared 3.0.0-alpha-5020620260914001 looks up the undeclared @dcloudio/uni-components/package.json from the project and prints the failure; pnpm 10.34.9 keeps indirect dependencies out of the root node_modules; a public-hoist-pattern puts matching packages in the root',
    slow: true,
    timeoutMs: 1_200_000,
    quotes: [
      { page: V4_ERRORS.zh, text: '实测 uni-app 的 `@dcloudio/vite-plugin-uni` 3.0.0-alpha-5020620260914001 在 pnpm 10.34.9 默认设置下构建时报 `Cannot find module \'@dcloudio/uni-components/package.json\'`' },
      { page: V4_ERRORS.en, text: 'With pnpm, startup reports `Cannot find module \'some-package\'`' },
      { page: V4_ERRORS.en, text: 'Tested: uni-app\'s `@dcloudio/vite-plugin-uni` 3.0.0-alpha-5020620260914001, with pnpm 10.34.9\'s default settings, reports `Cannot find module \'@dcloudio/uni-components/package.json\'` during the build' },
      { page: V4_ERRORS.en, text: 'or add a rule such as `public-hoist-pattern[]=@dcloudio/*` to `.npmrc` in the root to hoist only the packages concerned' },
    ],
    async proof() {
      await proofOf(quickStartV4, 'qs4-uni-cli-shared-looks-up-undeclared-uni-components')()
      await proofOf(quickStartV4, 'qs4-pnpm-hoists-to-virtual-store-not-root')()
      await proofOf(issuesPagesA, 'mono-pnpm10-root-status-reads-the-hoisted-copy')()
    },
  },
  {
    id: 'rpq-intellisense-config-file-on-the-runtime-entry',
    says: 'an entry with @import "tailwindcss" is loaded as v4 by the language server, and rewriteCssImports rewrites that import to weapp-tailwindcss/index.css at build time',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: IS.en, text: 'you can also point `experimental.configFile` straight at `src/app.css`, provided that it contains `@import "tailwindcss";` (rewritten at build time by `rewriteCssImports`)' },
    ],
    async proof() {
      await proofOf(cli, 'intellisense-loads-v4-on-tailwindcss-import-or-theme')()
      await proofOf(migrationsOptionsMore, 'partials-rewrite-css-imports-webpack-and-vite')()
    },
  },
  {
    id: 'rpq-wechat-component-style-isolation',
    says: 'the global app.wxss applies to every page (and to components that are not isolated); WeChat custom components are by default styled only by their own WXSS, so app.wxss utilities do not reach them; styleIsolation apply-shared lets page and app styles in while the component styles stay out of the page',
    quotes: [
      { page: ISOLATION.zh, text: '自定义组件默认只受自己的 `.wxss` 影响，而 Tailwind CSS 生成的工具类都在全局的 `app.wxss` 里，组件内部自然用不上。' },
      { page: ISOLATION.zh, text: '`apply-shared` 表示页面和全局样式可以作用到组件内部，而组件自己的样式不会反过来影响页面。' },
      { page: ISOLATION.en, text: 'a custom component is by default affected only by its own `.wxss`, while the utility classes Tailwind CSS generates are all in the global `app.wxss`, so they naturally cannot be used inside the component' },
      { page: ISOLATION.en, text: '`apply-shared` means page and global styles can reach inside the component, while the component\'s own styles do not affect the page in return.' },
      { page: 'docs/quick-start/install.mdx', text: '它们只应该出现在**一个**全局样式文件里，让生成的工具类对所有页面生效。' },
      { page: `${EN}quick-start/install.mdx`, text: 'They should appear in **one** global stylesheet only, so that the generated utility classes apply to every page.' },
    ],
    manual: {
      ran: 'read WeChat\'s "组件模板和样式" rules as copied in pages the search tool returned (pages corpus): coreui.cn/news/270585.html ("默认情况下，自定义组件的样式只受到自定义组件 wxss 的影响"; apply-shared: page wxss styles affect the component, the component\'s wxss does not affect the page; styleIsolation from base library 2.10.1), muzhuangnet.com/show/120586/2.html (addGlobalClass: true equals styleIsolation apply-shared, base library 2.2.3+), cscoder.cn (app.wxss styles reach every page and component except isolated ones)',
      versions: 'WeChat mini-program documentation as copied in those pages (base library 2.2.3 / 2.10.1 features)',
      on: '2026-11-29',
      why: 'the WeChat runtime (DevTools or a phone) cannot run here',
    },
  },
  {
    id: 'rpq-devtools-hot-reload-stale-styles',
    says: 'with WeChat DevTools\' automatic hot reload on, users of framework builds report utility-class changes not showing until a full reload; the maintainer\'s fix in weapp-tailwindcss#123 includes turning it off',
    quotes: [
      { page: V3_ERRORS.zh, text: '先关闭微信开发者工具「详情 → 本地设置」里的「代码自动热重载」（`compileHotReLoad`）再试，它和框架的增量编译配合得不好' },
      { page: V3_ERRORS.en, text: 'it does not work well with the framework\'s incremental compilation' },
    ],
    manual: {
      ran: 'read through the search tool (issues corpus) sonofmagic/weapp-tailwindcss#37 (uni-app, DevTools hot reload on: changed arbitrary values do not apply), #93 (Taro, macOS: dist changes not shown with hot reload on; maintainer: caused by webpack module caching, Taro documents mini.hot for it), #123 (Taro: the maintainer\'s working steps include turning off DevTools\' automatic hot reload), dcasia/mini-program-tailwind#3 (DevTools did not watch @import-ed wxss with hot reload; advice to turn it off)',
      versions: 'WeChat DevTools 1.06.x as named in those reports (2022–2023); not re-run with a current DevTools',
      on: '2026-11-29',
      why: 'WeChat DevTools cannot run here',
    },
  },
  {
    id: 'rpq-v4-mpx-ignore-config-file-en',
    says: 'Mpx 2.10.20 merges the inline PostCSS plugins with a postcss.config.* it finds unless ignoreConfigFile: true (quick-start-v4-native › qs4-mpx-postcss-config-sources)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V4('mpx'), text: 'The example above uses `ignoreConfigFile: true` to keep the configuration in `mpx.config.js`, so that if the root happens to have a `postcss.config.js` that also registers `@tailwindcss/postcss`, the same plugin does not run twice.' },
    ],
    proof: proofOf(quickStartV4Native, 'qs4-mpx-postcss-config-sources'),
  },
  {
    id: 'rpq-v4-readme-two-sides-en',
    says: 'weapp-tailwindcss rewrites the generated CSS and escapes the same class names in templates and JS, which must use the same class set (quick-start-more › qs-v4-readme-one-class-set-for-both-sides)',
    quotes: [
      { page: V4('readme'), text: 'on one side it reshapes the generated CSS into something mini-programs accept, on the other it escapes the same class names where they appear in [WXML](/docs/glossary#wxml-wxss) and JS into valid selector characters' },
    ],
    proof: proofOf(quickStartMore, 'qs-v4-readme-one-class-set-for-both-sides'),
  },
  {
    id: 'rpq-v4-readme-pnpm-hoisting-en',
    says: 'pnpm 10.34.9: a public-hoist-pattern puts the matching packages in the root node_modules, shamefully-hoist=true hoists the whole tree (issues-pages-a › mono-pnpm10-root-status-reads-the-hoisted-copy)',
    slow: true,
    timeoutMs: 1_200_000,
    quotes: [
      { page: V4('readme'), text: 'or hoist only the packages concerned in the `.npmrc` at the project root:' },
      { page: V4('readme'), text: 'Only when neither of these is practical, hoist the whole dependency tree to the root:' },
    ],
    proof: proofOf(issuesPagesA, 'mono-pnpm10-root-status-reads-the-hoisted-copy'),
  },
  {
    id: 'rpq-v4-taro-vite-postcss-import-line-en',
    says: 'with @tailwindcss/postcss imported as tailwindcss, unshift(tailwindcss()) type-checks and yields the @tailwindcss/postcss plugin (quick-start-v4-taro › qs4-tailwindcss-default-export-and-postcss-plugin-type)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: V4('taro-vite'), text: 'and change only the import line; `unshift(tailwindcss())` stays as it is:' },
    ],
    proof: proofOf(quickStartV4Taro, 'qs4-tailwindcss-default-export-and-postcss-plugin-type'),
  },
  {
    id: 'rpq-v4-taro-webpack-commonjs-en',
    says: 'a CommonJS config/index.js with the two require lines registers the plugin as the page says (second-read-3 › taro-webpack-commonjs-config)',
    quotes: [
      { page: V4('taro-webpack'), text: 'If your config file is a `config/index.js` that exports with `module.exports` (CommonJS), load `path` and the plugin with' },
    ],
    proof: proofOf(secondRead3, 'taro-webpack-commonjs-config'),
  },
  {
    id: 'rpq-api-what-the-build-plugins-do',
    // The three proofs also run, fast, in their own modules; run together here they take ~25 s.
    slow: true,
    timeoutMs: 300_000,
    says: 'the Node.js API keeps results only in memory for the process, refreshes the class set only through transformWxss, and treats every stylesheet as the main one unless told (second-read-1 › api-results-remembered-in-memory-only, js-precheck › api-class-set-refreshed-only-by-transformwxss, matchers › main-css-chunk-by-apptype-and-ismainchunk-default)',
    quotes: [
      { page: 'docs/quick-start/frameworks/api.mdx', text: '构建插件替你做了、而 Node.js API 不会做的事情：' },
      { page: `${EN}quick-start/frameworks/api.mdx`, text: 'Things the build plugins do for you that the Node.js API does not:' },
      { page: `${EN}quick-start/frameworks/api.mdx`, text: 'but watching files and reprocessing only what changed are up to you' },
    ],
    async proof() {
      await proofOf(secondRead1, 'api-results-remembered-in-memory-only')()
      await proofOf(jsPrecheck, 'api-class-set-refreshed-only-by-transformwxss')()
      await proofOf(matchers, 'main-css-chunk-by-apptype-and-ismainchunk-default')()
    },
  },
  {
    id: 'rpq-rax-webpack4-needs-the-v4-plugin',
    says: 'weapp-tailwindcss/webpack4 exports UnifiedWebpackPluginV4, which hooks compiler.hooks.emit; the webpack 5 plugin taps compilation.hooks.processAssets, a hook webpack 4.47.0 does not have (webpack 5 does)',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: 'docs/quick-start/frameworks/rax.mdx', text: '构建跑在 webpack 4 上时，插件要改用 `require(\'weapp-tailwindcss/webpack4\')` 中的 `UnifiedWebpackPluginV4`' },
      { page: `${EN}quick-start/frameworks/rax.mdx`, text: 'when the build runs on webpack 4, the plugin must be `UnifiedWebpackPluginV4` from `require(\'weapp-tailwindcss/webpack4\')`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      assert.equal(typeof require('weapp-tailwindcss/webpack4').UnifiedWebpackPluginV4, 'function')
      const dist = path.dirname(require.resolve('weapp-tailwindcss/webpack'))
      const v4 = fs.readFileSync(path.join(dist, 'webpack4.js'), 'utf8')
      assert.match(v4, /compiler\.hooks\.emit\.tapPromise\(/, 'the V4 plugin works in the emit hook')
      const v5 = fs.readdirSync(dist).filter(f => f.endsWith('.js')).map(f => fs.readFileSync(path.join(dist, f), 'utf8')).find(t => /UnifiedWebpackPluginV5 = class\b/.test(t))
      assert.ok(v5, 'the V5 plugin class')
      assert.match(v5!, /compilation\.hooks\.processAssets\.tapPromise\(/, 'the V5 plugin taps processAssets')
      const { unpacked } = await import('./support/quick-start-v4')
      const webpack4 = fs.readFileSync(path.join(unpacked('webpack@4.47.0'), 'lib/Compilation.js'), 'utf8')
      assert.ok(!webpack4.includes('processAssets'), 'webpack 4.47.0 has no processAssets hook')
      assert.ok(fs.readFileSync(require.resolve('webpack/lib/Compilation.js'), 'utf8').includes('processAssets: processAssetsHook'), 'webpack 5 has it')
    },
  },
  {
    id: 'rpq-comments-methods-one-to-three',
    says: 'the ignore comment and the weappTwIgnore tag act only where they are written, ignoreCallExpressionIdentifiers matches by the called name (options › comments-ignore-comment-positions, comments-weapptwignore-tag, comments-call-expression-list)',
    quotes: [
      { page: 'docs/options/comments.md', text: '方法一、二要在每一处做标记，方法三只认函数名。' },
      { page: `${EN}options/comments.md`, text: 'Options 1 and 2 need a marker at every spot, and option 3 only knows function names.' },
    ],
    timeoutMs: 120_000,
    async proof() {
      await proofOf(options, 'comments-ignore-comment-positions')()
      await proofOf(options, 'comments-weapptwignore-tag')()
      await proofOf(options, 'comments-call-expression-list')()
    },
  },
  {
    id: 'rpq-wechat-background-image-local-files',
    says: 'WeChat mini-program WXSS background-image does not load a local file path; a network address or base64 data works',
    quotes: [
      { page: 'docs/options/arbitrary-values.md', text: '背景图能不能引用本地文件由小程序平台决定，在微信小程序里请写网络地址或 base64' },
      { page: `${EN}options/arbitrary-values.md`, text: 'Whether a background image may point to a local file is up to the mini-program platform: in WeChat mini-programs, use a network address or base64' },
    ],
    manual: {
      ran: 'read through the search tool (pages corpus) reports of the WeChat rule: jishuzhan.net/article/1915285866337075202 (a local path in background-image does not show in WeChat / Douyin mini-programs; base64 and network images work) and jiangweishan.com/article/qaxiaojhsdg235235.html (url() in WXSS takes a network address or base64, not a local file path; network image domains must be whitelisted)',
      versions: 'WeChat mini-program runtime as described in those 2025 pages',
      on: '2026-11-29',
      why: 'the WeChat runtime (DevTools or a phone) cannot run here',
    },
  },
  {
    id: 'rpq-rpx-half-a-pixel-at-375',
    says: 'WXSS defines the screen width as 750rpx, so on a 375px-wide screen 1rpx is 0.5px',
    quotes: [
      { page: 'docs/quick-start/css-unit-transform.mdx', text: '换成 `1rpx` 以后，在 375 宽的屏幕上只有半个 CSS 像素。' },
      { page: `${EN}quick-start/css-unit-transform.mdx`, text: 'Once converted to `1rpx`, they are only half a CSS pixel on a 375-wide screen.' },
    ],
    manual: {
      ran: 'read through the search tool (pages corpus) copies of the WeChat WXSS size-unit definition (blog.youkuaiyun.com/chabc1999/article/details/106605956, shuzhiduo.com/A/ke5j1pjyJr): "规定屏幕宽为750rpx … iPhone6 上，屏幕宽度为375px … 750rpx = 375px … 1rpx = 0.5px"',
      versions: 'WeChat WXSS documentation as quoted in those pages',
      on: '2026-11-29',
      why: 'a definition of the WeChat runtime, which cannot run here',
    },
  },
  {
    id: 'rpq-css-units-calc-line-comes-last',
    says: 'with px2rpx the converted calc(var(--spacing)*4) declaration comes after the precomputed 16px line in the same rule, so the later one wins wherever var() is understood (css-units › px2rpx-tailwind-4-spacing runs the output)',
    quotes: [
      { page: 'docs/quick-start/css-unit-transform.mdx', text: '按 CSS 的层叠规则，同一条规则里后写的 `calc(var(--spacing)*4)` 覆盖前一行，所以在支持 CSS 变量的环境里实际生效的是 `16rpx`' },
      { page: `${EN}quick-start/css-unit-transform.mdx`, text: 'By the CSS cascade, the `calc(var(--spacing)*4)` written later in the same rule overrides the line before it' },
    ],
    timeoutMs: 120_000,
    proof: proofOf(cssUnits, 'px2rpx-tailwind-4-spacing'),
  },
  {
    id: 'rpq-universal-list-also-sets-star-utilities',
    says: 'Tailwind CSS 3.4.19 + weapp-tailwindcss 4.12.0: cssSelectorReplacement.universal sets the tags of the base rule and of other selectors containing *, e.g. the *: variant (> view,text by default; > view,text,input with the longer list)',
    quotes: [
      { page: `${EN}quick-start/frameworks/uni-app-vite.mdx`, text: 'This list also decides which tags other utilities containing `*` apply to' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="*:p-2">x</view>'
      const byDefault = (await runTailwind3({ template, options: {} })).wxss
      const longer = (await runTailwind3({ template, options: { cssSelectorReplacement: { universal: ['view', 'text', 'input'] } } })).wxss
      assert.match(byDefault, /^view,text,::before,::after \{/m)
      assert.match(byDefault, /^\._x_cp-2>view,\._x_cp-2>text \{/m)
      assert.match(longer, /^view,text,input,::before,::after \{/m)
      assert.match(longer, /^\._x_cp-2>view,\._x_cp-2>text,\._x_cp-2>input \{/m)
    },
  },
  {
    id: 'rpq-taro-vite-disabled-on-h5-en',
    says: 'disabled: true turns the weapp-tailwindcss build plugins off for that build (meta-pages › maintenance-disabled-turns-off-build-plugins)',
    quotes: [
      { page: V4('taro-vite'), text: 'turn it off with `disabled: process.env.TARO_ENV === \'h5\'`' },
    ],
    timeoutMs: 120_000,
    proof: proofOf(metaPages, 'maintenance-disabled-turns-off-build-plugins'),
  },
  {
    id: 'rpq-css-entries-are-read-as-plain-css',
    says: 'weapp-tailwindcss 4.12.0 reads a cssEntries file as plain CSS: an .scss entry with a Sass // comment and a .vue file both throw Invalid declaration while the class set is collected; the same entry as plain .css gets past parsing',
    quotes: [
      { page: ENTRIES.zh, text: '入口必须是纯 `.css` 文件，不要指向 `.scss`、`.less`、`.sass`、`.styl`，也不要指向 `.vue` 文件。' },
      { page: ENTRIES.en, text: 'Entries must be plain `.css` files.' },
      { page: ENTRIES.en, text: 'Do not point them at `.scss`, `.less`, `.sass` or `.styl` files, nor at `.vue` files.' },
      { page: ENTRY_FILE.zh, text: '这个文件就是 `cssEntries` 里登记的入口，只能是 `.css`。' },
      { page: ENTRY_FILE.en, text: 'This file is the entry you register in `cssEntries`, and it can only be `.css`.' },
      { page: 'docs/quick-start/v4/taro-webpack.mdx', text: 'Tailwind CSS 4 的入口必须是 `.css`，如果原来是 `app.scss`，就新建一个 `src/app.css`' },
      { page: V4('taro-webpack'), text: 'The Tailwind CSS 4 entry must be `.css`, so if yours is `app.scss`, create a new `src/app.css`' },
      { page: V4('weapp-vite'), text: 'The entry must be `.css`.' },
    ],
    timeoutMs: 120_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { fileURLToPath } = await import('node:url')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rpq-entries-'))
      fs.mkdirSync(path.join(dir, 'src'))
      fs.writeFileSync(path.join(dir, 'src/a.js'), 'export const a = \'bg-brand/50 w-[3px]\'\n')
      const body = '@import "tailwindcss";\n@source "./src";\n@theme { --color-brand: #123456; }\n'
      fs.writeFileSync(path.join(dir, 'app.css'), body)
      fs.writeFileSync(path.join(dir, 'app.scss'), `$brand: #123456;\n// a Sass line comment\n${body}`)
      fs.writeFileSync(path.join(dir, 'App.vue'), `<template><view class="bg-brand/50 w-[3px]"/></template>\n<style>\n${body}</style>\n`)
      const { getCompilerContext } = await import('weapp-tailwindcss/dist/chunk-HVNGIKLS.js' as string) as { getCompilerContext: (o: object) => { twPatcher: { getClassSet: () => Promise<unknown> } } }
      const collect = async (file: string) => {
        const context = getCompilerContext({ logLevel: 'silent', supportCustomLengthUnitsPatch: false, tailwindcssBasedir: root, tailwindcss: { packageName: 'tailwindcss', v4: { cssEntries: [path.join(dir, file)] } } })
        try { await context.twPatcher.getClassSet(); return 'ok' }
        catch (error) { return String((error as Error).message) }
      }
      assert.match(await collect('app.scss'), /^Invalid declaration: `\/\/ a Sass line comment/)
      assert.match(await collect('App.vue'), /^Invalid declaration: `<template>/)
      // The plain .css entry parses; here the scan then stops only because the optional @tailwindcss/oxide scanner is not installed.
      assert.doesNotMatch(await collect('app.css'), /Invalid declaration/)
    },
  },
  {
    id: 'rpq-tw3-whole-project-glob',
    says: 'Tailwind CSS 3.4.19 with content [\'./**/*\']: classes from node_modules, dist and unpackage are generated, it warns that the pattern matches all of node_modules and can cause serious performance issues, and it registers the whole project directory as a watched dependency',
    quotes: [
      { page: 'docs/_partials/v3-tailwind-config.mdx', text: '不要写 `\'**/*\'` 这种覆盖整个项目的 glob，它会连 `node_modules`、`dist`、`unpackage` 一起扫描，构建变慢，开发模式下监听的文件数量也会暴涨' },
      { page: `${EN}_partials/v3-tailwind-config.mdx`, text: 'it scans `node_modules`, `dist` and `unpackage` along with everything else, slows down the build, and makes the number of watched files explode in development mode' },
    ],
    timeoutMs: 120_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const postcss = (await import('postcss')).default
      const require = createRequire(import.meta.url)
      const tailwindcss3 = require('tailwindcss-3') as (config: object) => import('postcss').AcceptedPlugin
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rpq-glob-'))
      const files: Record<string, string> = { 'node_modules/x/i.js': 'text-[#aaaaaa]', 'dist/i.wxml': 'text-[#bbbbbb]', 'unpackage/i.wxml': 'text-[#cccccc]', 'src/i.vue': 'text-[#dddddd]' }
      for (const [file, cls] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        fs.writeFileSync(path.join(dir, file), `<view class="${cls}"></view>\n`)
      }
      const cwd = process.cwd()
      const warnings: string[] = []
      const warn = console.warn
      process.chdir(dir)
      console.warn = (...args: unknown[]) => { warnings.push(args.join(' ')) }
      let result
      try { result = await postcss([tailwindcss3({ content: ['./**/*'], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined }) }
      finally { console.warn = warn; process.chdir(cwd) }
      for (const hex of ['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd']) assert.ok(result.css.includes(`#${hex}`), `the class from ${hex} is generated`)
      assert.ok(warnings.some(w => w.includes('accidentally matching all of `node_modules` and can cause serious performance issues')), warnings.join('\n'))
      const watched = result.messages.filter(m => m.type === 'dir-dependency').map(m => `${(m as unknown as { dir: string }).dir}|${(m as unknown as { glob: string }).glob}`)
      // The watcher gets the project directory itself with the glob **/* (node_modules, dist and unpackage included).
      assert.equal(watched.length, 1, watched.join('\n'))
      assert.ok(watched[0]!.endsWith('|**/*') && [dir, fs.realpathSync(dir)].includes(watched[0]!.split('|')[0]!), watched[0])
    },
  },
  {
    id: 'rpq-frameworks-already-depend-on-autoprefixer',
    says: '@dcloudio/uni-cli-shared 3.0.0-alpha-5020620260914001 (a dependency of @dcloudio/vite-plugin-uni) pins autoprefixer 10.4.20, @tarojs/webpack5-runner 4.2.1 and @tarojs/vite-runner 4.2.0 (its latest) depend on autoprefixer ^10.4.19; the project\'s own autoprefixer (10.6.2 here) is the same major, and npm keeps a framework\'s exact pin in its own copy',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: 'docs/_partials/v3-install-tailwind.mdx', text: 'uni-app、Taro 等框架的构建链里通常已经带了它，保留在依赖里也不会冲突。' },
      { page: `${EN}_partials/v3-install-tailwind.mdx`, text: 'The build chains of frameworks such as uni-app and Taro usually include it already; keeping it in your dependencies does not conflict.' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const os = await import('node:os')
      const semver = (await import('semver')).default
      const { createRequire } = await import('node:module')
      const installed = (createRequire(import.meta.url)('autoprefixer/package.json') as { version: string }).version
      const view = async (spec: string, field: string) => (await runCommand('npm', ['view', spec, field], { cwd: os.tmpdir(), timeoutMs: 120_000 })).output.trim()
      const UNI = '3.0.0-alpha-5020620260914001'
      assert.equal(await view(`@dcloudio/vite-plugin-uni@${UNI}`, 'dependencies.@dcloudio/uni-cli-shared'), UNI)
      const ranges: Record<string, string> = {
        [`@dcloudio/uni-cli-shared@${UNI}`]: '10.4.20',
        '@tarojs/webpack5-runner@4.2.1': '^10.4.19',
        '@tarojs/vite-runner@4.2.0': '^10.4.19',
      }
      for (const [spec, range] of Object.entries(ranges)) {
        assert.equal(await view(spec, 'dependencies.autoprefixer'), range, spec)
        assert.equal(semver.minVersion(range)!.major, semver.major(installed), `${spec}: same major as autoprefixer ${installed}`)
      }
    },
  },
  {
    id: 'rpq-hbuilderx-blocklist-is-the-working-directory-en',
    says: 'both messages come from Tailwind CSS 3.4.19 resolving a relative config path / looking for a config from the wrong working directory (quick-start-v3-hbuilderx › qs3-tailwindcss3-relative-paths-follow-cwd)',
    quotes: [
      { page: `${EN}quick-start/frameworks/hbuilderx.mdx`, text: 'in the log**: a typical working directory problem.' },
    ],
    timeoutMs: 120_000,
    proof: proofOf(quickStartV3HBuilderX, 'qs3-tailwindcss3-relative-paths-follow-cwd'),
  },
  {
    id: 'rpq-hbuilderx-uni-scss-check-en',
    says: 'with Tailwind CSS imports in uni.scss every lang="scss" page wxss carries all utilities; with variables only each page keeps just its own rule (quick-start-v3-hbuilderx › qs3-uni-scss-is-sass-additional-data)',
    slow: true,
    timeoutMs: 900_000,
    quotes: [
      { page: `${EN}quick-start/frameworks/hbuilderx.mdx`, text: 'utilities such as `.flex` and `.p-4` should no longer appear there, only in the app-level stylesheet `app.wxss`' },
    ],
    proof: proofOf(quickStartV3HBuilderX, 'qs3-uni-scss-is-sass-additional-data'),
  },
  {
    id: 'rpq-component-libraries-prefix-their-classes',
    says: 'share of distinct class names in the stylesheets that carry the library prefix: @vant/weapp 1.11.7 van- (all but an @import file name), tdesign-miniprogram 1.16.0 t- (over 95 %), @nutui/nutui-taro 4.3.14 nut- (over 90 %; active, center and the like are not prefixed)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: 'docs/quick-start/build-or-import-outside-components.mdx', text: '开源组件库的类名绝大多数带着固定前缀（如 `van-`、`t-`、`nut-`），引进来很少和已有样式打架' },
      { page: `${EN}quick-start/build-or-import-outside-components.mdx`, text: 'The great majority of the class names in open-source libraries carry a fixed prefix (such as `van-`, `t-` or `nut-`), so bringing them in rarely clashes with existing styles.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const classesOf = (dir: string): Set<string> => {
        const names = new Set<string>()
        const walk = (d: string) => {
          for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
            const file = path.join(d, entry.name)
            if (entry.isDirectory()) walk(file)
            else if (/\.(?:wxss|css)$/.test(entry.name)) {
              const css = fs.readFileSync(file, 'utf8').replace(/url\([^)]*\)/g, '').replace(/@import[^;]*;/g, '')
              for (const m of css.matchAll(/\.([a-z_][\w-]*)/gi)) names.add(m[1]!)
            }
          }
        }
        walk(dir)
        return names
      }
      const share = (spec: string, prefix: string) => {
        const names = [...classesOf(unpacked(spec))]
        assert.ok(names.length > 500, `${spec}: ${names.length} class names`)
        return names.filter(n => n.startsWith(prefix)).length / names.length
      }
      assert.ok(share('@vant/weapp@1.11.7', 'van-') > 0.99)
      assert.ok(share('tdesign-miniprogram@1.16.0', 't-') > 0.95)
      const nut = share('@nutui/nutui-taro@4.3.14', 'nut-')
      assert.ok(nut > 0.9 && nut < 1, `nut-: ${nut}`)
    },
  },
  {
    id: 'rpq-css-modules-hash-the-utilities',
    says: 'the CSS Modules passes webpack\'s css-loader runs (postcss-modules-local-by-default + postcss-modules-scope) rename the utility classes of Tailwind CSS output to scoped names, so a template that writes the plain utility name matches no selector',
    quotes: [
      { page: 'docs/quick-start/build-or-import-outside-components.mdx', text: '| CSS Modules（不可行） | 类名被改写成哈希 | 模板里的工具类再也匹配不上样式 |' },
      { page: 'docs/quick-start/build-or-import-outside-components.mdx', text: '可行的做法有四种，另有一种看似可行、实际行不通' },
      { page: `${EN}quick-start/build-or-import-outside-components.mdx`, text: 'CSS Modules (does not work)' },
      { page: `${EN}quick-start/build-or-import-outside-components.mdx`, text: 'The utility classes in templates no longer match any style' },
      { page: `${EN}quick-start/build-or-import-outside-components.mdx`, text: 'There are four workable approaches, plus one that looks workable but is not:' },
    ],
    timeoutMs: 120_000,
    async proof() {
      const postcss = (await import('postcss')).default
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const localByDefault = require('postcss-modules-local-by-default')
      const scope = require('postcss-modules-scope')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="rounded p-4">x</view>'
      const { css } = await runTailwind3({ template, options: {} })
      assert.match(css, /^\.rounded \{/m)
      const moduled = (await postcss([localByDefault(), scope({ generateScopedName: (name: string) => `_${name}_5f1c` })]).process(css, { from: 'badge.module.css' })).css
      assert.match(moduled, /^\._rounded_5f1c \{/m, 'the utility is renamed')
      assert.doesNotMatch(moduled, /^\.rounded \{/m, 'no rule for the name the template writes')
      assert.doesNotMatch(moduled, /^\.p-4 \{/m)
    },
  },
  {
    id: 'rpq-hbuilderx-cli-project-owns-its-compiler-en',
    says: 'uni-app CLI templates declare @dcloudio/uni-app at an exact version in their own package.json, the HBuilderX ones declare no uni-app packages (reviewed-community › reviewed-templates-cli-and-hbuilderx-routes)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: `${EN}quick-start/frameworks/hbuilderx.mdx`, text: 'In a CLI project the compiler version belongs to the project: each project has its own dependencies and they do not affect each other.' },
    ],
    proof: proofOf(reviewedCommunity, 'reviewed-templates-cli-and-hbuilderx-routes'),
  },
  {
    id: 'rpq-mpx-older-projects-vue-config',
    says: '@mpxjs/mpx-cli-service 2.2.20 points Vue CLI at mpx.config.js and falls back to vue.config.js; the older releases have no such step, so their projects keep everything in vue.config.js (framework-config-files › mpx-cli-service-reads-mpx-config-js-before-vue-config-js)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: 'docs/quick-start/frameworks/mpx.mdx', text: '下文以 `mpx.config.js` 为例，老工程把同样的内容写进 `vue.config.js` 即可' },
      { page: `${EN}quick-start/frameworks/mpx.mdx`, text: 'The examples below use `mpx.config.js`; in an older project, put the same content in `vue.config.js`' },
    ],
    proof: proofOf(frameworkConfigFiles, 'mpx-cli-service-reads-mpx-config-js-before-vue-config-js'),
  },
  {
    id: 'rpq-native-three-kinds-of-files',
    says: 'weapp-tailwindcss/gulp createPlugins gives exactly three transforms, for WXSS, WXML and JS, run on files in a build (quick-start-v3-native › qs3-native-gulp-rounds-and-class-set runs them in a gulp build)',
    quotes: [
      { page: 'docs/quick-start/frameworks/native.mdx', text: '而 Tailwind CSS 需要先扫描源码、生成样式，weapp-tailwindcss 需要在样式生成之后改写三类文件，所以必须有一条构建流水线' },
      { page: `${EN}quick-start/frameworks/native.mdx`, text: 'weapp-tailwindcss has to rewrite three kinds of files after the styles are generated, so a build pipeline is required' },
    ],
    timeoutMs: 120_000,
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const { createPlugins } = require('weapp-tailwindcss/gulp') as { createPlugins: (o: object) => Record<string, unknown> }
      assert.deepEqual(Object.keys(createPlugins({ logLevel: 'silent' })).sort(), ['transformJs', 'transformWxml', 'transformWxss'])
      await proofOf(quickStartV3Native, 'qs3-native-gulp-rounds-and-class-set')()
    },
  },
  {
    id: 'rpq-taro-compiler-optimization-plugin-report',
    says: 'in sonofmagic/weapp-tailwindcss#123 (Taro, class changes not regenerating) the maintainer found that commenting taro-plugin-compiler-optimization out of plugins made hot updates work, and suggested disabling it in development',
    quotes: [
      { page: 'docs/quick-start/frameworks/taro.mdx', text: '维护者排查后发现是 `taro-plugin-compiler-optimization` 引起的，把它从 `plugins` 里注释掉后热更新恢复正常' },
      { page: `${EN}quick-start/frameworks/taro.mdx`, text: 'the maintainer traced it to `taro-plugin-compiler-optimization`; with it commented out of `plugins`, hot updates worked again' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss issue #123 ("样式不生效，需要重新保存tailwind.config.js才生效", Taro, 2022-11-23) through the search tool (issues corpus): the maintainer reproduced it in the reporter\'s repository and found that with taro-plugin-compiler-optimization commented out of config/index.js plugins, hot updates work; he suggested disabling it in development and enabling it for builds',
      versions: 'Taro 3.3.10 / 3.5.7 and weapp-tailwindcss-webpack-plugin 1.x as named in the thread',
      on: '2026-11-29',
      why: 'a report about a third-party plugin in an old Taro project; reproducing it needs that project and WeChat DevTools',
    },
  },
  {
    id: 'rpq-vue-2-end-of-life',
    says: 'Vue 2 reached end of life on 2023-12-31 and gets no new features, updates or fixes; 2.7.16 is its final release',
    quotes: [
      { page: 'docs/quick-start/v4/uni-app-webpack.mdx', text: 'Vue 2 已在 2023 年 12 月 31 日停止维护，之后不再有新功能和问题修复。' },
      { page: V4('uni-app-webpack'), text: 'Vue 2 reached its end of life on December 31, 2023, and gets no new features or fixes since then.' },
    ],
    manual: {
      ran: 'read through the search tool (docs corpus) the Vue 2 EOL notice at v2.cn.vuejs.org/eol/ ("Vue 2 已于 2023 年 12 月 31 日达到终止支持时间。它不再会有新增功能、更新或问题修复"), the vuejs/vue README ("Vue has reached End of Life on December 31st, 2023. It no longer receives new features, updates, or fixes") and the v2.7.16 release ("the final release for Vue 2")',
      versions: 'Vue 2.7.16 (final release); notice as stored by the search tool',
      on: '2026-11-29',
      why: 'a vendor support-policy statement, not a package behaviour that can be run',
    },
  },
  {
    id: 'rpq-frameworks-run-on-webpack-or-vite',
    says: 'the build packages of the frameworks declare either Vite or webpack: @dcloudio/vite-plugin-uni 3.0.0-alpha-5020620260914001 peers vite 5.2.8, the Vue 2 @dcloudio/vue-cli-plugin-uni is a Vue CLI (webpack) plugin peering copy-webpack-plugin, @tarojs/webpack5-runner 4.2.1 peers webpack 5.91.0, @tarojs/vite-runner 4.2.0 peers vite ^4, @mpxjs/webpack-plugin 2.10.20 peers webpack ^5.75.0',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: 'docs/quick-start/install.mdx', text: 'uni-app、Taro、Mpx 等框架底层分别用 webpack 或 Vite' },
      { page: `${EN}quick-start/install.mdx`, text: 'under the hood, frameworks such as uni-app, Taro and Mpx use either webpack or Vite' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const os = await import('node:os')
      const view = async (spec: string, field: string) => (await runCommand('npm', ['view', spec, field], { cwd: os.tmpdir(), timeoutMs: 120_000 })).output.trim()
      assert.equal(await view('@dcloudio/vite-plugin-uni@3.0.0-alpha-5020620260914001', 'peerDependencies.vite'), '5.2.8')
      assert.equal(await view('@dcloudio/vue-cli-plugin-uni@2.0.2-4080420251103001', 'peerDependencies.copy-webpack-plugin'), '>=5')
      assert.equal(await view('@tarojs/webpack5-runner@4.2.1', 'peerDependencies.webpack'), '5.91.0')
      assert.equal(await view('@tarojs/vite-runner@4.2.0', 'peerDependencies.vite'), '^4')
      assert.equal(await view('@mpxjs/webpack-plugin@2.10.20', 'peerDependencies.webpack'), '^5.75.0')
    },
  },
])
