// Second read of docs/releases/v4.md, docs/releases/v2.md, docs/evolution.md and the four 2025 blog posts:
// proofs for sentences fixed in that read and for the lines the first pass left unproven, run on the
// installed packages (weapp-tailwindcss 4.12.0, Tailwind CSS 3.4.19 as tailwindcss-3, tailwind-merge 3.7.0,
// esbuild).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { context, js, ROOT } from './support/options'

const EN = 'i18n/en/docusaurus-plugin-content-blog/'
const V42 = 'blog/2025/8/v4.2-release.md'
const V42_EN = `${EN}2025/8/v4.2-release.md`
const V47 = 'blog/2025/11/v4.7.0-merge-runtime.md'
const V47_EN = `${EN}2025/11/v4.7.0-merge-runtime.md`
const EVOLUTION = 'docs/evolution.md'
const EVOLUTION_EN = 'i18n/en/docusaurus-plugin-content-docs/current/evolution.md'

const require = createRequire(`${ROOT}/`)

/** The code block with the given title on a page (the Chinese and English blocks are identical, lint:docs checks it). */
function codeBlock(page: string, title: string): string {
  const source = fs.readFileSync(path.join(ROOT, page), 'utf8')
  const block = new RegExp(`\`\`\`\\w+ title="${title.replace(/\./g, '\\.')}"\\n([\\s\\S]*?)\\n\`\`\``).exec(source)?.[1]
  assert.ok(block, `${page} has a ${title} block`)
  return block
}

export default defineClaims(import.meta.url, [
  // ── blog/2025/8/v4.2-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'sr-blog42-content-covers-pages-and-components',
    says: 'The post\'s tailwind.config.js (with its shared.js), loaded by Tailwind CSS 3.4.19 from another working directory, generates rules for classes in .uvue and .uts files under pages/ and components/ but not for the root App.uvue, and outputs no preflight (which the same config with preflight: true does)',
    quotes: [
      { page: V42, text: '`content` 同样使用绝对路径，覆盖 `pages`、`components` 两个目录下的 `uvue`、`uts` 文件（根目录的 `App.uvue` 不在其中），同时关闭 Tailwind CSS 自带的基础样式重置（`preflight`）' },
      { page: V42_EN, text: '`content` uses absolute paths as well and covers the `uvue` and `uts` files under `pages` and `components` (the `App.uvue` in the project root is not included); Tailwind CSS\'s own base style reset (`preflight`) is turned off' },
    ],
    async proof() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-uniappx-'))
      try {
        const files: Record<string, string> = {
          'shared.js': codeBlock(V42, 'shared.js'),
          'tailwind.config.js': codeBlock(V42, 'tailwind.config.js'),
          'pages/index/index.uvue': '<template><view class="p-[3px]"></view></template>',
          'pages/index/helper.uts': 'export const a = \'h-[9px]\'',
          'components/card/card.uvue': '<template><view class="mt-[11px]"></view></template>',
          'components/card/card.uts': 'export const c = \'m-[5px]\'',
          'App.uvue': '<template><view class="w-[7px]"></view></template>',
        }
        for (const [name, text] of Object.entries(files)) {
          fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
          fs.writeFileSync(path.join(dir, name), text)
        }
        assert.notEqual(process.cwd(), dir, 'Tailwind CSS runs from another working directory')
        const { default: postcss } = await import('postcss')
        const tailwind3 = require('tailwindcss-3') as (config: string) => import('postcss').AcceptedPlugin
        const build = async () => (await postcss([tailwind3(path.join(dir, 'tailwind.config.js'))]).process('@tailwind base;\n@tailwind utilities;', { from: undefined })).css
        const css = await build()
        for (const selector of ['.p-\\[3px\\]', '.h-\\[9px\\]', '.mt-\\[11px\\]', '.m-\\[5px\\]']) assert.ok(css.includes(selector), `${selector}: covered`)
        assert.ok(!css.includes('.w-\\[7px\\]'), 'App.uvue in the root is not covered')
        assert.ok(!css.includes('box-sizing: border-box'), 'no preflight')
        const config = path.join(dir, 'tailwind.config.js')
        fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('preflight: false', 'preflight: true'))
        assert.ok((await build()).includes('box-sizing: border-box'), 'with preflight on, the reset is there (the check can fail)')
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  // ── docs/evolution.md ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'sr-evolution-template-row',
    says: 'The 4.12.0 template handler parses with htmlparser2\'s Parser and rewrites class fragments with its wxml Tokenizer; transformWxml escapes class and hover-class, and strings inside {{ }} that are in the class set',
    quotes: [
      { page: EVOLUTION, text: '| 模板（`wxml` 及各平台的同类文件） | `htmlparser2` 与 Tokenizer 词法分析 | 找到 `class`、`hover-class` 等属性里的类名并转义，包括 `{{ }}` 表达式中的字符串 |' },
      { page: EVOLUTION_EN, text: '| Templates (`wxml` and the equivalent files on each platform) | `htmlparser2` plus lexical analysis with a Tokenizer | Find the class names in attributes such as `class` and `hover-class` and escape them, including strings inside `{{ }}` expressions |' },
    ],
    async proof() {
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      const chunk = fs.readdirSync(dir).filter(file => file.endsWith('.js')).map(file => fs.readFileSync(path.join(dir, file), 'utf8')).find(text => text.includes('// src/wxml/utils/custom-template.ts'))
      assert.ok(chunk, 'the template handler is in dist')
      assert.match(chunk, /var (_htmlparser2\d*) = require\('htmlparser2'\);[\s\S]*new \(0, \1\.Parser\)\(/, 'htmlparser2 Parser')
      assert.match(chunk, /\/\/ src\/wxml\/Tokenizer\.ts\nvar Tokenizer = class/)
      assert.match(chunk, /var sharedTokenizer = new Tokenizer\(\);\nfunction templateReplacer\([\s\S]*?const tokens = tok\.run\(ms\.original\);/, 'class values go through the Tokenizer')
      assert.match(chunk, /name === "class" \|\| name === "hover-class"/)
      const ctx = await context()
      const out = await ctx.transformWxml('<view class="w-[3px]" hover-class="bg-[#fff]"><view class="{{ ok ? \'h-[4px]\' : \'\' }}"></view></view>', { runtimeSet: new Set(['h-[4px]']) })
      assert.ok(out.includes('class="w-_b3px_B"'), out)
      assert.ok(out.includes('hover-class="bg-_b_hfff_B"'), out)
      assert.ok(out.includes('\'h-_b4px_B\''), out)
    },
  },
  // ── blog/2025/11/v4.7.0-merge-runtime.md ─────────────────────────────────────────────────────────
  {
    id: 'sr-blog47-exempt-before-minification',
    says: 'ignoreCallExpressionIdentifiers: [cn] leaves the literal raw on the unminified code; after esbuild minification cn is renamed and the same option no longer exempts it',
    quotes: [
      { page: V47, text: '要想豁免准确，就必须在压缩之前完成' },
      { page: V47_EN, text: 'For the exemption to be accurate, it has to happen before minification' },
    ],
    async proof() {
      const source = 'import { twMerge } from \'x\'\nfunction cn(...a) { return twMerge(a) }\nexport function use() { return cn(\'p-[20rpx]\', \'p-4\') }\n'
      const options = { ignoreCallExpressionIdentifiers: ['cn'] }
      const set = ['p-[20rpx]', 'p-4']
      assert.ok((await js(source, set, options)).includes('\'p-[20rpx]\''), 'before minification: exempted')
      const esbuild = require('esbuild') as typeof import('esbuild')
      const minified = (await esbuild.transform(source, { minify: true, format: 'esm' })).code
      assert.ok(!/\bcn\b/.test(minified), minified)
      assert.ok((await js(minified, set, options)).includes('"p-_b20rpx_B"'), 'after minification: escaped')
    },
  },
  {
    id: 'sr-blog47-exemption-misjudges',
    says: 'With ignoreCallExpressionIdentifiers: [cn], weapp-tailwindcss 4.12.0 escapes the strings of a conditional inside cn() and of cn reached through a dynamic import (so the merge function gets escaped names), and leaves raw a constant that is passed to cn and also used directly (so the raw name reaches the runtime)',
    quotes: [
      { page: V47, text: '条件拼接、链式调用、动态导入一多，编译器就判断不出某个字符串该不该跳过，最终仍有原始类名漏到运行时。' },
      { page: V47_EN, text: 'Once there is enough conditional concatenation, chained calls and dynamic imports, the compiler cannot decide whether a given string should be skipped, and original class names still leak through to the runtime.' },
    ],
    async proof() {
      const set = ['p-[20rpx]', 'p-4']
      const options = { ignoreCallExpressionIdentifiers: ['cn'] }
      const run = (code: string) => js(code, set, options)
      assert.equal(await run('import { cn } from \'./cn\'\nexport const x = cn(\'p-[20rpx]\', \'p-4\')\n'), 'import { cn } from \'./cn\'\nexport const x = cn(\'p-[20rpx]\', \'p-4\')\n', 'a plain call is exempted')
      assert.ok((await run('import { cn } from \'./cn\'\nexport const x = cn(ok ? \'p-[20rpx]\' : \'p-4\')\n')).includes('\'p-_b20rpx_B\''), 'a conditional inside cn() is escaped')
      assert.ok((await run('export const x = import(\'./cn\').then(m => m.cn(\'p-[20rpx]\', \'p-4\'))\n')).includes('\'p-_b20rpx_B\''), 'cn through a dynamic import is escaped')
      const shared = 'import { cn } from \'./cn\'\nconst a = \'p-[20rpx]\'\nexport const x = cn(a, \'p-4\')\nexport const y = a\n'
      assert.equal(await run(shared), shared, 'a constant used by cn and directly stays raw, so y carries the raw name')
    },
  },
  {
    id: 'sr-blog47-name-list-misses-calls',
    says: 'ignoreCallExpressionIdentifiers matches names: 4.12.0 still escapes the arguments when cn is aliased (const f = cn) or called through a namespace (u.cn), when tv is imported as v, and when create() returns twMerge under another name',
    quotes: [
      { page: V47, text: '`create()` 这样的工厂函数、`tv` 这样的变体函数，调用形式五花八门，靠名字匹配总会漏。' },
      { page: V47_EN, text: 'Factory functions like `create()` and variant functions like `tv` are called in every conceivable way, and matching by name always misses some.' },
    ],
    async proof() {
      const set = ['p-[20rpx]', 'p-4']
      const escaped = async (code: string, ids: string[]) => (await js(code, set, { ignoreCallExpressionIdentifiers: ids })).includes('p-_b20rpx_B')
      assert.equal(await escaped('import { tv } from \'m\'\nconst b = tv({ base: \'p-[20rpx]\' })\n', ['tv']), false, 'tv by its name: exempted')
      assert.equal(await escaped('import { tv as v } from \'m\'\nconst b = v({ base: \'p-[20rpx]\' })\n', ['tv']), true, 'tv imported as v')
      assert.equal(await escaped('import { create } from \'m\'\nconst { twMerge } = create()\nexport const x = twMerge(\'p-[20rpx]\', \'p-4\')\n', ['twMerge']), false, 'create() result under its name: exempted')
      assert.equal(await escaped('import { create } from \'m\'\nconst { twMerge: m } = create()\nexport const x = m(\'p-[20rpx]\', \'p-4\')\n', ['twMerge']), true, 'create() result renamed')
      assert.equal(await escaped('import { cn } from \'./cn\'\nconst f = cn\nexport const x = f(\'p-[20rpx]\', \'p-4\')\n', ['cn']), true, 'alias')
      assert.equal(await escaped('import * as u from \'./cn\'\nexport const x = u.cn(\'p-[20rpx]\', \'p-4\')\n', ['cn']), true, 'namespace member')
    },
  },
  // ── blog/2025/3/v4-release.md ────────────────────────────────────────────────────────────────────
  {
    id: 'sr-blog40-4-0-0-published',
    says: 'weapp-tailwindcss 4.0.0 is in the committed list of published releases (and no 4.x before it)',
    quotes: [
      { page: 'blog/2025/3/v4-release.md', text: '新的大版本 4.0 已经发布。' },
      { page: `${EN}2025/3/v4-release.md`, text: 'The new major version, 4.0, is out.' },
    ],
    proof() {
      const versions = (JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/lint-docs/data/releases.json'), 'utf8')) as { packages: Record<string, string[]> }).packages['weapp-tailwindcss']!
      assert.ok(versions.includes('4.0.0'), '4.0.0 published')
      assert.deepEqual(versions.filter(version => /^4\.0\.0-/.test(version) === false && version.startsWith('4.')).sort()[0], '4.0.0')
    },
  },
  // ── docs/releases/v4.md (4.12) and blog/2025/8/v4.2-release.md: uvueUnsupported, run instead of read from the changelog
  {
    id: 'sr-uvue-unsupported-run',
    says: 'transformWxss of 4.12.0 with uniAppX on and the uvue style target drops space-x-2 and space-y-2 (not class-only), display: grid and gap; with the default (warn) it keeps the rest and returns one warning per class naming the class and the source file, which the Vite plugin passes to logger.warn; error throws, silent drops without warnings; without the uvue target nothing is dropped',
    quotes: [
      { page: 'docs/releases/v4.md', text: '编译 `uvue`、`nvue` 样式时，`space-x-*`、`space-y-*` 这类组合器选择器，以及 `display: grid`、`gap` 之类 uvue 不支持的声明会被跳过' },
      { page: 'docs/releases/v4.md', text: '默认 `\'warn\'` 跳过并在控制台提示类名和来源文件，`\'error\'` 直接中断构建，`\'silent\'` 只跳过不提示。' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'When compiling `uvue` and `nvue` styles, combinator selectors such as `space-x-*` and `space-y-*`, and declarations uvue does not support such as `display: grid` and `gap`, are skipped' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'the default `\'warn\'` skips them and prints the class name and source file in the console, `\'error\'` stops the build, and `\'silent\'` skips them without a message.' },
      { page: V42, text: 'weapp-tailwindcss 4.12.0 编译 App 端的 uvue 样式时会跳过这些写法，并在控制台打印警告，列出类名和来源文件（由 `uniAppX.uvueUnsupported` 控制）。' },
      { page: V42_EN, text: 'When weapp-tailwindcss 4.12.0 compiles uvue styles for the app, it skips them and prints a warning in the console naming the class and the source file (controlled by `uniAppX.uvueUnsupported`).' },
    ],
    async proof() {
      const css = '.p-2{padding:8px}\n.grid{display:grid}\n.gap-2{gap:8px}\n.space-y-2>:not(:last-child){margin-top:8px}\n.space-x-2>:not(:last-child){margin-left:8px}\n'
      const file = '/project/pages/index/index.uvue'
      const run = async (uniAppX: unknown, target: 'uvue' | null = 'uvue') => {
        const ctx = await context({ uniAppX })
        const options = { isMainChunk: false, uniAppXCssTarget: target ?? undefined, postcssOptions: { options: { from: file } } } as never
        return await ctx.transformWxss(css, options) as unknown as { css: string; warnings: () => { text: string }[] }
      }
      const dropped = ['.grid', '.gap-2', '.space-y-2', '.space-x-2']
      for (const uniAppX of [true, { uvueUnsupported: 'warn' }]) {
        const result = await run(uniAppX)
        assert.ok(result.css.includes('.p-2{padding:8px}'), result.css)
        for (const selector of dropped) assert.ok(!result.css.includes(selector), `${selector} dropped`)
        assert.deepEqual(result.warnings().map(w => w.text), [
          `uni-app x uvue unsupported utility: grid (display: grid) in ${file}`,
          `uni-app x uvue unsupported utility: gap-2 (gap: 8px) in ${file}`,
          `uni-app x uvue unsupported utility: space-y-2 (selector must be class-only) in ${file}`,
          `uni-app x uvue unsupported utility: space-x-2 (selector must be class-only) in ${file}`,
        ])
      }
      const silent = await run({ uvueUnsupported: 'silent' })
      for (const selector of dropped) assert.ok(!silent.css.includes(selector), `silent: ${selector} dropped`)
      assert.deepEqual(silent.warnings(), [], 'silent: no message')
      await assert.rejects(run({ uvueUnsupported: 'error' }), /uni-app x uvue unsupported utility: grid \(display: grid\)/, 'error stops')
      const other = await run(true, null)
      assert.ok(other.css.includes('.grid{display:grid}') && other.css.includes('.gap-2{gap:8px}'), 'without the uvue target nothing is dropped')
      // The Vite plugin (what uni-app x builds with) prints each PostCSS warning through the logger.
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      const vite = fs.readdirSync(dir).filter(name => name.endsWith('.js')).map(name => fs.readFileSync(path.join(dir, name), 'utf8')).find(text => text.includes('uniAppXCssTarget: resolveUniAppXCssTarget(id)'))!
      assert.match(vite, /const warnings = typeof postcssResult\.warnings === "function" \? postcssResult\.warnings\(\) : \[\];\n\s*for \(const warning of warnings\) \{\n\s*\w+\.logger\.warn\(warning\.toString\(\)\);/)
    },
  },
  // ── blog/2025/11/v4.7.0-merge-runtime.md: the opening sentence ──────────────────────────────────
  {
    id: 'sr-blog47-which-libraries-merge',
    says: 'On escaped names tailwind-merge 3.7.0 and tailwind-variants 4.0.2 keep both p-_b20px_B and p-4 while they merge p-[20px] p-4 into p-4; cva 0.7.1 keeps both in either form (it only joins); the build escapes p-[20px] to p-_b20px_B',
    quotes: [
      { page: V47, text: '其中负责合并冲突类名的 tailwind-merge 和 tailwind-variants 却一直没法在小程序里放心使用（cva 只拼接类名，不做合并）。' },
      { page: V47_EN, text: 'yet the two that resolve conflicting class names, tailwind-merge and tailwind-variants, could never be used with confidence in mini-programs (cva only joins class names and merges nothing).' },
    ],
    async proof() {
      const version = (pkg: string) => (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version
      assert.deepEqual([version('tailwind-merge'), version('tailwind-variants'), version('class-variance-authority')], ['3.7.0', '4.0.2', '0.7.1'])
      const { twMerge } = require('tailwind-merge') as { twMerge: (...classes: string[]) => string }
      const { tv } = require('tailwind-variants') as { tv: (config: object) => (props: object) => string }
      const { cva } = require('class-variance-authority') as { cva: (base: string, config: object) => (props: object) => string }
      const variants = { variants: { size: { sm: 'p-4' } } }
      assert.equal(twMerge('p-[20px] p-4'), 'p-4')
      assert.equal(twMerge('p-_b20px_B p-4'), 'p-_b20px_B p-4', 'tailwind-merge: escaped, the conflict is missed')
      assert.equal(tv({ base: 'p-[20px]', ...variants })({ size: 'sm' }), 'p-4')
      assert.equal(tv({ base: 'p-_b20px_B', ...variants })({ size: 'sm' }), 'p-_b20px_B p-4', 'tailwind-variants: escaped, the conflict is missed')
      assert.equal(cva('p-[20px]', variants)({ size: 'sm' }), 'p-[20px] p-4', 'cva does not merge even unescaped')
      assert.equal(cva('p-_b20px_B', variants)({ size: 'sm' }), 'p-_b20px_B p-4')
      assert.equal(await js('import { a } from \'x\'\nconst c = \'p-[20px]\'\n', ['p-[20px]']), 'import { a } from \'x\'\nconst c = \'p-_b20px_B\'\n', 'the build writes the escaped name')
    },
  },
  // ── docs/releases/v4.md (4.10): space-x-* against WeChat's WXSS compiler ───────────────────────────
  {
    id: 'sr-releases-v4-space-x-wxss-compiler',
    says: 'The WXSS compiler of miniprogram-compiler 0.2.3 rejects the writing-direction branches Tailwind CSS 4 space-x-* used to leave (:not(:-webkit-any(:lang(ar),:lang(he))), :-moz-any(...)) and accepts .space-x-2>view+view; 4.12.0 output for space-x-2 (Tailwind CSS 4, fallback condition rewritten to margin-trim: inline as 4.3.3 writes it) compiles',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: 'docs/releases/v4.md', text: '**`space-x-*` 不再产出微信开发者工具报错的选择器。**' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: '**`space-x-*` no longer produces selectors that WeChat DevTools rejects.**' },
    ],
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-wcsc-'))
      try {
        let n = 0
        const compiles = async (css: string) => {
          const name = `${n++}.wxss`
          fs.writeFileSync(path.join(dir, name), css)
          return (await runCommand(wcsc, [name, '-o', `${name}.js`], { cwd: dir, timeoutMs: 30_000 })).exitCode === 0
        }
        assert.equal(await compiles('.space-x-2>view+view:not(:-webkit-any(:lang(ar),:lang(he))){margin-right:8px}\n'), false, ':-webkit-any branch rejected')
        assert.equal(await compiles('.space-x-2>view+view:-moz-any(:lang(ar),:lang(he)){margin-left:8px}\n'), false, ':-moz-any branch rejected')
        assert.equal(await compiles('.space-x-2>view+view{margin-left:8px}\n'), true, 'plain sibling selector accepted')
        const { runTailwind4 } = await import('../lib/transforms/tailwind4')
        const out = (await runTailwind4({ template: '<view class="space-x-2">x</view>', css: '@import "weapp-tailwindcss";', options: {}, marginTrimInline: true })).wxss
        assert.ok(out.includes('.space-x-2>view+view'), 'space-x-2 is in the output')
        assert.ok(!/:-webkit-any|:-moz-any|:lang\(/.test(out))
        assert.equal(await compiles(out), true, '4.12.0 output compiles')
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  // ── blog/2025/9/v4.3-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'sr-blog43-both-declarations-kept',
    says: 'With 4.12.0, Tailwind CSS 4 and rem2rpx, the .h-2 rule keeps both declarations: height: 16rpx first, then height: calc(var(--spacing)*2)',
    quotes: [
      { page: 'blog/2025/9/v4.3-release.md', text: '两条声明都留在产物里：先是算好的固定值，后面才是原来的 `calc()` 版本。' },
      { page: `${EN}2025/9/v4.3-release.md`, text: 'Both declarations stay in the output: the precomputed fixed value first, then the original `calc()` version.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = (await runTailwind4({ template: '<view class="h-2">x</view>', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true } })).wxss
      assert.equal(/\.h-2 \{[^}]*\}/.exec(out)?.[0].replace(/\s+/g, ' '), '.h-2 { height: 16rpx; height: calc(var(--spacing)*2); }')
    },
  },
])
