// Claims of docs/issues/at-apply.md (and its English twin): what the editor's CSS language service
// flags, how the settings on the page silence it, and the Tailwind CSS 4 @apply / @utility errors.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { defineClaims } from '../lib/claims/define'
import { root } from './support/issues'

const APPLY = 'docs/issues/at-apply.md'
const APPLY_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/at-apply.md'

/** Tailwind CSS 4.3.5's compile() with the stylesheets resolved from this site's node_modules, as a build runs it. */
async function tw4Compile(css: string, candidates: string[] = []): Promise<{ css?: string; error?: string }> {
  const { createRequire } = await import('node:module')
  const require = createRequire(path.join(root, 'package.json'))
  const { compile } = require('tailwindcss') as typeof import('tailwindcss')
  const loadStylesheet = async (id: string) => {
    const file = path.isAbsolute(id) ? id : require.resolve(id)
    return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') }
  }
  try {
    return { css: (await compile(css, { base: root, loadStylesheet })).build(candidates) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

const ENTRY = '@import "weapp-tailwindcss/index.css";\n'

export default defineClaims(import.meta.url, [
  {
    id: 'apply-tw4-layer-class-not-a-utility',
    says: 'Tailwind CSS 4.3.5: @apply of a class defined with a plain selector fails with "Cannot apply unknown utility class `btn`" (no @reference hint) inside or outside @layer components; @utility btn works',
    quotes: [
      { page: APPLY, text: '普通选择器 `.btn { … }` 定义的只是一条 CSS 规则，写在 `@layer components` 里也一样，Tailwind CSS 4 不再把 `@layer` 里的类当成工具类。' },
      { page: APPLY, text: '用 Tailwind CSS 4.3.5 实测，`.btn` 不论放在 `@layer components` 里面还是外面，都报上面这一行。' },
      { page: APPLY, text: '改完后 `btn` 照样可以直接写在模板的 `class` 里，Tailwind CSS 扫描到它就会生成 `.btn` 规则。' },
      { page: APPLY, text: '验证：重新构建不再报错，`app.wxss` 里 `.btn-primary` 的规则带有圆角、内边距和背景色几条声明。' },
      { page: APPLY_EN, text: 'A plain selector `.btn { … }` defines nothing more than a CSS rule, even inside `@layer components`: Tailwind CSS 4 no longer treats classes in `@layer` as utility classes.' },
      { page: APPLY_EN, text: 'Tested with Tailwind CSS 4.3.5, `.btn` produces the line above whether it sits inside `@layer components` or outside it.' },
      { page: APPLY_EN, text: "After the change, `btn` can still be written directly in a template's `class`, and Tailwind CSS generates the `.btn` rule when it finds it while scanning." },
      { page: APPLY_EN, text: 'To verify: rebuild with no errors, and the `.btn-primary` rule in `app.wxss` carries the declarations for the rounded corners, padding and background color.' },
    ],
    async proof() {
      const uses = '.btn-primary {\n  @apply btn bg-blue-500 text-white;\n}\n'
      const inLayer = await tw4Compile(`${ENTRY}@layer components {\n  .btn {\n    @apply rounded-lg px-4 py-2;\n  }\n}\n${uses}`)
      const outside = await tw4Compile(`${ENTRY}.btn {\n  @apply rounded-lg px-4 py-2;\n}\n${uses}`)
      for (const result of [inLayer, outside]) assert.equal(result.error, 'Cannot apply unknown utility class `btn`')
      const fixed = await tw4Compile(`${ENTRY}@utility btn {\n  @apply rounded-lg px-4 py-2;\n}\n${uses}`, ['btn'])
      assert.equal(fixed.error, undefined)
      assert.match(fixed.css!, /\n\.btn \{/, 'btn in a template generates .btn')
      const primary = /\.btn-primary \{([^}]*)\}/.exec(fixed.css!)![1]!
      for (const property of ['border-radius', 'padding-inline', 'padding-block', 'background-color']) assert.ok(primary.includes(`${property}:`), `.btn-primary has ${property}`)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { wxss } = await runTailwind4({ template: '<view class="btn-primary"></view>', css: `${ENTRY}@utility btn {\n  @apply rounded-lg px-4 py-2;\n}\n${uses}`, options: {} })
      const rule = /\.btn-primary[^{]*\{([^}]*)\}/.exec(wxss)?.[1] ?? ''
      for (const property of ['border-radius', 'padding', 'background-color']) assert.ok(rule.includes(property), `app.wxss .btn-primary has ${property}`)
    },
  },
  {
    id: 'apply-tw4-utility-name-and-reference-errors',
    says: 'Tailwind CSS 4.3.5 rejects @utility .btn and @utility btn:hover with "… defines an invalid utility name"; a style block without @reference gets the "missing `@reference`" hint; with @reference to the entry, @apply btn works',
    quotes: [
      { page: APPLY, text: '`@utility` 定义在入口文件里，页面和组件的样式块通过 `@reference` 指向这个入口后，同样可以 `@apply btn`。' },
      { page: APPLY, text: '`@utility` 后面只写类名本身，写成 `@utility .btn` 或 `@utility btn:hover` 会报错，消息以 `` `@utility .btn` defines an invalid utility name `` 开头（后一种写法报的是 `` `@utility btn:hover` ``）。' },
      { page: APPLY_EN, text: 'With `@utility` defined in the entry file, the style blocks of pages and components can also `@apply btn` once they point to that entry with `@reference`.' },
      { page: APPLY_EN, text: 'Write only the class name itself after `@utility`: `@utility .btn` or `@utility btn:hover` is an error, with a message starting `` `@utility .btn` defines an invalid utility name `` (for the second form it says `` `@utility btn:hover` ``).' },
    ],
    async proof() {
      assert.match((await tw4Compile(`${ENTRY}@utility .btn {\n  @apply rounded-lg;\n}\n`)).error!, /^`@utility \.btn` defines an invalid utility name/)
      assert.match((await tw4Compile(`${ENTRY}@utility btn:hover {\n  @apply rounded-lg;\n}\n`)).error!, /^`@utility btn:hover` defines an invalid utility name/)
      assert.match((await tw4Compile('.page {\n  @apply rounded-lg;\n}\n')).error!, /^Cannot apply unknown utility class `rounded-lg`\. Are you using CSS modules or similar and missing `@reference`\?/)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-reference-'))
      try {
        fs.writeFileSync(path.join(dir, 'app.css'), `${ENTRY}@utility btn {\n  @apply rounded-lg px-4 py-2;\n}\n`)
        const page = await tw4Compile(`@reference "${path.join(dir, 'app.css')}";\n.card {\n  @apply btn;\n}\n`)
        assert.equal(page.error, undefined)
        assert.match(page.css!, /\.card \{[^}]*border-radius/)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'apply-editor-language-service-unknown-at-rules',
    says: "VS Code's CSS language service (vscode-css-languageservice) warns unknownAtRules for @tailwind, @apply, @theme … in CSS, SCSS and Less but not for @media/@keyframes/@layer; the page's customData file and the lint setting silence it",
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: APPLY, text: '在样式文件或 `.vue` 的 `<style>` 块里写 `@apply`、`@tailwind`、`@theme` 时，VS Code 会在指令下面画黄色波浪线。' },
      { page: APPLY, text: 'VS Code 内置的 CSS / SCSS / Less 语言服务只认识 CSS 规范里定义过的 at 规则（`@media`、`@import`、`@keyframes` 等）。' },
      { page: APPLY, text: '「问题」面板里不再出现 `unknownAtRules` 条目。' },
      { page: APPLY_EN, text: 'When you write `@apply`, `@tailwind` or `@theme` in a stylesheet or in the `<style>` block of a `.vue` file, VS Code draws a yellow squiggle under the directive.' },
      { page: APPLY_EN, text: "VS Code's built-in CSS / SCSS / Less language services only know the at-rules defined in the CSS specifications (`@media`, `@import`, `@keyframes` and so on)." },
      { page: APPLY_EN, text: 'No more `unknownAtRules` entries appear in the Problems panel.' },
    ],
    async proof() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-css-ls-'))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
      await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'vscode-css-languageservice', 'vscode-languageserver-textdocument'], { cwd: dir, timeout: 240_000 })
      // The page's own customData file, as the reader saves it.
      const page = fs.readFileSync(path.join(root, APPLY), 'utf8')
      const customData = /```json title="\.vscode\/tailwind-directives\.json"\n([\s\S]*?)```/.exec(page)![1]!
      fs.writeFileSync(path.join(dir, 'tailwind-directives.json'), customData)
      fs.writeFileSync(path.join(dir, 'check.cjs'), `
const ls = require('vscode-css-languageservice')
const { TextDocument } = require('vscode-languageserver-textdocument')
const data = ls.newCSSDataProvider(JSON.parse(require('fs').readFileSync('tailwind-directives.json', 'utf8')))
const text = '@tailwind base;\\n@import "./b.css";\\n@media (min-width: 1px) { .a { color: red } }\\n@keyframes k { to { opacity: 1 } }\\n@layer components { .c { color: red } }\\n.b { @apply p-4; }\\n@theme { --color-x: red; }\\n@source "./x";\\n@utility btn { color: red; }\\n@reference "./a.css";\\n'
const out = {}
for (const lang of ['css', 'scss', 'less']) {
  const make = { css: ls.getCSSLanguageService, scss: ls.getSCSSLanguageService, less: ls.getLESSLanguageService }[lang]
  const run = (options, settings) => { const svc = make(options); const doc = TextDocument.create('file:///a.' + lang, lang, 1, text); return svc.doValidation(doc, svc.parseStylesheet(doc), settings).map(d => ({ code: d.code, severity: d.severity, message: d.message })) }
  out[lang] = { plain: run(), customData: run({ customDataProviders: [data] }), ignore: run(undefined, { validate: true, lint: { unknownAtRules: 'ignore' } }) }
}
console.log(JSON.stringify(out))
`)
      const { stdout } = await promisify(execFile)(process.execPath, ['check.cjs'], { cwd: dir })
      const result = JSON.parse(stdout) as Record<string, Record<'plain' | 'customData' | 'ignore', { code: string; severity: number; message: string }[]>>
      for (const [lang, runs] of Object.entries(result)) {
        const flagged = runs.plain.map(d => d.message)
        for (const directive of ['@tailwind', '@apply', '@theme', '@source', '@utility', '@reference']) assert.ok(flagged.includes(`Unknown at rule ${directive}`), `${lang}: ${directive} flagged`)
        for (const known of ['@media', '@import', '@keyframes', '@layer']) assert.ok(!flagged.includes(`Unknown at rule ${known}`), `${lang}: ${known} known`)
        assert.ok(runs.plain.every(d => d.code === 'unknownAtRules' && d.severity === 2), `${lang}: all are unknownAtRules warnings`)
        assert.deepEqual(runs.customData, [], `${lang}: the page's customData silences them`)
        assert.deepEqual(runs.ignore, [], `${lang}: unknownAtRules: ignore silences them`)
      }
    },
  },
])
