// Second read of docs/tools/weapp-tw-cli.md and the issues pages (index, monorepo, format, at-apply, toast-svg-bug,
// use-with-taroify, rpx-ambiguities, native-toutiao, legacy-frameworks) and their English twins: sentences that
// were still unproven. Most rows of the FAQ index state a symptom and its cause and link to the page that proves
// it; their claims run that page's proof again (proofOf) instead of repeating it. New runs: PostCSS without a
// Tailwind plugin, the Vite and webpack plugins' shared option type, the gulp entry of weapp-tailwindcss.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { pages, ROOT } from './support/cli'

const FAQ = pages('issues/index.md')
const MONO = pages('issues/monorepo.md')
const FORMAT = pages('issues/format.md')
const AT = pages('issues/at-apply.md')
const TOUTIAO = pages('issues/native-toutiao.md')
const LEGACY = pages('issues/legacy-frameworks.md')

type Module = () => Promise<{ default: { claims: { id: string }[] } }>

/** Run the proofs of other claims (by module and id) again. */
async function rerun(...proofs: [Module, string][]): Promise<void> {
  const { proofOf } = await import('./support/quick-start-v3')
  for (const [load, id] of proofs) await proofOf(load, id)
}

const DIST = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')

export default defineClaims(import.meta.url, [
  {
    id: 'second-faq-apply-rows',
    says: 'the two FAQ rows on "Cannot apply unknown utility class": the error exists in Tailwind CSS 4 (with the @reference hint when no theme is loaded) and, without the hint, for a class you defined yourself (issues-pages-a proof)',
    quotes: [
      { page: FAQ.en, text: '| `Cannot apply unknown utility class` | The section on the real errors' },
      { page: FAQ.en, text: '`Cannot apply unknown utility class` with no `@reference` hint after it, and the class you `@apply` is one you defined yourself' },
      { page: AT.en, text: 'The `<style>` block of a `.vue` file is compiled on its own and cannot see the `@theme` and custom utility classes in the entry CSS.' },
    ],
    proof: () => rerun([() => import('./issues-pages-a'), 'apply-unknown-class-errors-fail-the-build']),
  },
  {
    id: 'second-faq-component-rows',
    says: 'FAQ rows: arbitrary values in custom-class / xxx-class attributes stay raw (externalClasses proof); dark: and *:p-2 reach only view and text (more-tags proof); independent subpackage styles lack border-style and --tw-content (independent-pkg proof)',
    quotes: [
      { page: FAQ.en, text: "Arbitrary values passed to a component's `custom-class` or `xxx-class` do not work" },
      { page: FAQ.en, text: '`dark:` does nothing on `button` or `image`, and `*:p-2` only affects some elements' },
      { page: FAQ.en, text: 'In an independent subpackage, `border` shows no border and `after:` pseudo-elements do not appear, while main package pages are fine' },
    ],
    proof: () => rerun(
      [() => import('./quick-start-guides-independent'), 'guides-independent-tailwind3-border-and-content'],
      [() => import('./issues-components'), 'ext-default-attributes-and-custom-attributes'],
      [() => import('./issues-variants'), 'tags-universal-replaced-by-view-text'],
    ),
  },
  {
    id: 'second-faq-units-rows',
    says: 'FAQ rows: Tailwind CSS 3 theme sizes are rem and stay rem without rem2rpx (rem2rpx proof); with px2rpx w-[20px] is 20rpx in the mini-program and 20px in what H5 gets (multi-platform proof)',
    quotes: [
      { page: FAQ.en, text: 'Sizes from `p-4` and `text-lg` are in `rem` and are not converted to `rpx`' },
      { page: FAQ.en, text: 'With `px2rpx` enabled, `w-[20px]` is still `20px` on H5 and the size does not match the mini-program' },
    ],
    proof: () => rerun(
      [() => import('./quick-start-v3-rem2rpx'), 'qs3-rem2rpx-optional-theme-in-rem'],
      [() => import('./multi-platform'), 'mp-px2rpx-and-disabled-webpack'],
    ),
  },
  {
    id: 'second-faq-disabled-row',
    says: 'FAQ link text: with disabled: true, 4.12.0 still rewrites @import "tailwindcss" (multi-platform proof)',
    quotes: [
      { page: FAQ.zh, text: 'H5 端写了 `@import "tailwindcss"`，产物里却没有 `@layer`、preflight 只剩一条' },
      { page: FAQ.en, text: 'You wrote `@import "tailwindcss"` for H5, but the output has no `@layer` and only one preflight rule is left' },
    ],
    proof: () => rerun([() => import('./multi-platform'), 'mp-disabled-switches']),
  },
  {
    id: 'second-faq-raw-directives',
    says: 'PostCSS with no Tailwind plugin (or a configuration nobody reads) leaves @tailwind base; and @import "tailwindcss"; as written, and weapp-tailwindcss keeps them too (faq proof): only the Tailwind CSS that understands the syntax expands them',
    quotes: [
      { page: FAQ.en, text: 'That means this stylesheet was never processed by **the Tailwind CSS that understands what you wrote**.' },
      { page: FAQ.en, text: '| Anything | No Tailwind plugin in the PostCSS configuration, or the framework never reads the configuration file | Output unchanged |' },
    ],
    async proof() {
      const require = createRequire(path.join(ROOT, 'package.json'))
      const postcss = require('postcss') as typeof import('postcss').default
      const css = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@import "tailwindcss";\n'
      const out = (await postcss([]).process(css, { from: path.join(ROOT, 'app.css') })).css
      assert.equal(out, css, 'no Tailwind plugin: unchanged')
      await rerun([() => import('./issues-faq'), 'faq-transform-wxss-keeps-tailwind-directives'])
    },
  },
  {
    id: 'second-faq-dev-rebuild-causes',
    says: 'the sentence introducing the two known dev-only causes, whose facts the faq-dev-rebuild-known-causes claim proves',
    quotes: [
      { page: FAQ.en, text: 'If things only go wrong now and then in development and restarting `dev` fixes them, there are two more known causes you can rule out.' },
    ],
    slow: true,
    proof: () => rerun([() => import('./issues-faq'), 'faq-dev-rebuild-known-causes']),
  },
  {
    id: 'second-faq-slow-rows',
    says: 'FAQ rows backed by slow proofs: tailwindcss-patch 7.1.5 loads @tailwindcss/node without declaring it (pnpm cannot resolve it); eslint-plugin-tailwindcss 4.x has no flat/recommended; monorepo component packages are not scanned and their JS arbitrary values stay raw; prettier-plugin-tailwindcss leaves a class with {{ }} unsorted',
    quotes: [
      { page: FAQ.en, text: "`Cannot find module '@tailwindcss/node'` (pnpm)" },
      { page: FAQ.en, text: 'ESLint fails on startup with `tailwind.configs.flat/recommended is not iterable`' },
      { page: FAQ.en, text: 'Class names in a shared component package of a monorepo (such as `packages/ui`) get no styles, and arbitrary values are not escaped' },
      { page: FAQ.en, text: 'In native WXML, a class containing `{{ }}` is not sorted on save, or formatting breaks `{{ }}` across several lines' },
      { page: MONO.en, text: 'Rebuild and search the output `app.wxss` for class names only the component package uses' },
      { page: FORMAT.en, text: "The plugin can't tell which parts inside the braces are class names and which are expressions, so it skips all of it, and no option changes this." },
      { page: FORMAT.en, text: '`prettier-plugin-tailwindcss` is installed, but saving a file doesn\'t change the class order at all.' },
    ],
    slow: true,
    proof: () => rerun(
      [() => import('./quick-start-v4'), 'qs4-tailwindcss-patch-declares-tailwindcss-node-from-7-1-6'],
      [() => import('./issues-format'), 'format-eslint-plugin-configs-and-messages'],
      [() => import('./issues-monorepo'), 'mono-tw3-content-and-package'],
      [() => import('./issues-monorepo'), 'mono-tw4-plugin-set-webpack-vs-vite'],
      [() => import('./issues-format'), 'format-prettier-attributes-and-braces'],
      [() => import('./issues-format'), 'format-prettier-html-vs-angular-parser'],
    ),
  },
  {
    id: 'second-faq-twmerge-row',
    says: 'FAQ row: twMerge of merge 2.2.0 drops bg-red-500 before bg-opacity-50, outline and bg-gradient-to-r (merge-pages proof)',
    quotes: [
      { page: FAQ.en, text: 'After `twMerge`, `bg-red-500 bg-opacity-50` leaves only `bg-opacity-50`, or `outline` and `bg-gradient-to-r` are removed' },
    ],
    proof: () => rerun([() => import('./merge-pages'), 'merge-overview-tailwind3-groups-table']),
  },
  {
    id: 'second-mono-vite-same-options',
    says: 'the Vite plugin (uni-app, weapp-vite) and the webpack plugin (Taro) of 4.12.0 take the same options type, so tailwindcssBasedir and cssEntries are written the same way',
    quotes: [
      { page: MONO.zh, text: '下面以 Taro 4 的 `config/index.ts` 为例，uni-app、weapp-vite 的 Vite 配置写法相同。' },
    ],
    async proof() {
      const dts = (name: string) => fs.readFileSync(path.join(DIST, name), 'utf8')
      const vite = dts('vite.d.ts')
      const webpack = dts('webpack.d.ts')
      assert.match(vite, /declare function UnifiedViteWeappTailwindcssPlugin\(options\?: UserDefinedOptions\)/)
      assert.match(webpack, /constructor\(options\?: UserDefinedOptions\)/)
      const types = fs.readdirSync(DIST).filter(f => f.endsWith('.d.ts')).map(dts).join('\n')
      for (const option of ['tailwindcssBasedir?:', 'cssEntries?:']) assert.ok(types.includes(option), option)
    },
  },
  {
    id: 'second-mono-inferred-dir-from-root',
    says: 'the base directory 4.12.0 infers follows where the build is started and which file calls the plugin: a build script at the repository root, run from the root, gets the root, not the mini-program package; the same script inside the package gets the package (plus the basedir inference order proof)',
    quotes: [
      { page: MONO.en, text: 'In a monorepo the build is often started from the repository root via `pnpm --filter` or Turborepo, so the inferred directory is not necessarily the mini-program package.' },
    ],
    async proof() {
      const { inFixture } = await import('./support/cli')
      const { runCommand } = await import('../lib/examples/runCommand')
      const script = `const { getCompilerContext } = require(${JSON.stringify(path.join(DIST, 'chunk-HVNGIKLS.js'))})\nconsole.log('BASEDIR ' + getCompilerContext({ logLevel: 'silent', supportCustomLengthUnitsPatch: false }).tailwindcssBasedir)\n`
      await inFixture('second-mono-root-basedir', f => f
        .file('package.json', { name: 'ws', private: true })
        .file('apps/weapp/package.json', { name: 'weapp', private: true })
        .file('build.cjs', script)
        .file('apps/weapp/build.cjs', script), async (f) => {
        const real = fs.realpathSync(f.dir)
        const basedir = async (file: string) => {
          const run = await runCommand(process.execPath, [file], { cwd: f.dir, env: { INIT_CWD: f.dir, PWD: f.dir }, timeoutMs: 60_000 })
          assert.equal(run.exitCode, 0, run.output)
          return fs.realpathSync(/^BASEDIR (.+)$/m.exec(run.output)![1]!)
        }
        assert.equal(await basedir('build.cjs'), real, 'started from the root: the root')
        assert.equal(await basedir('apps/weapp/build.cjs'), path.join(real, 'apps/weapp'), 'called from the package: the package')
      })
      await rerun([() => import('./issues-pages-a'), 'mono-basedir-inference-order'])
    },
  },
  {
    id: 'second-toutiao-no-plumber-prints-nothing',
    says: 'the Chinese sentence of the plumber run: without plumber the cause of a .ttss error is not printed (second-read-1 proof)',
    quotes: [
      { page: TOUTIAO.zh, text: '不用 plumber，连出错原因都不会打印。' },
    ],
    slow: true,
    proof: () => rerun([() => import('./second-read-1'), 'toutiao-keepgoing-vs-bare-plumber']),
  },
  {
    id: 'second-legacy-gulp-create-plugins',
    says: 'weapp-tailwindcss/gulp exports createPlugins, whose three functions return transform streams for styles, templates and scripts',
    quotes: [
      { page: LEGACY.zh, text: '如果你更习惯 gulp，可以用 `weapp-tailwindcss/gulp` 的 `createPlugins` 搭一个只处理 `dist` 的任务' },
      { page: LEGACY.en, text: 'If you prefer gulp, you can use `createPlugins` from `weapp-tailwindcss/gulp` to set up a task that only processes `dist`' },
    ],
    async proof() {
      const require = createRequire(path.join(ROOT, 'package.json'))
      const gulp = require('weapp-tailwindcss/gulp') as { createPlugins: (o?: object) => Record<string, () => { pipe: unknown; write: unknown }> }
      assert.equal(typeof gulp.createPlugins, 'function')
      const plugins = gulp.createPlugins({ logLevel: 'silent' })
      for (const key of ['transformWxss', 'transformWxml', 'transformJs']) {
        const stream = plugins[key]!()
        assert.equal(typeof stream.pipe, 'function', key)
        assert.equal(typeof stream.write, 'function', key)
      }
    },
  },
])
