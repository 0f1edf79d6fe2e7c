// Second read of the partials, the v4 and framework quick-start pages and the options pages: sentences the
// detector reads on its own whose facts other modules already run (quoted there as a longer span or on another
// page), and the few new ones. A reused proof is the other claim's own function, so both fail together.
import assert from 'node:assert/strict'
import { type Claim, defineClaims, isTested } from '../lib/claims/define'
import cli from './cli'
import options from './options'
import packageManagers from './package-managers'
import releasesNotes from './releases-notes'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const P = (name: string) => ({ zh: `docs/_partials/${name}.mdx`, en: `${EN}_partials/${name}.mdx` })
const SCRIPTS = P('install-scripts')
const ENTRIES = P('v4-css-entries')
const ENTRY_FILE = P('v4-css-entry-file')
const IS = P('v4-intellisense')

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
])
