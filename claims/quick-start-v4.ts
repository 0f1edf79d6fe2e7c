// Claims of the Tailwind CSS 4 reference page (docs/quick-start/v4/readme.mdx and its English page), and the
// two facts every page of the quick-start/v4 folder states in its first lines (the version it follows, the
// Node.js range). The other pages of the folder are in claims/quick-start-v4-*.ts.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/quick-start/v4/readme.mdx'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/readme.mdx'
const zh = (page: string) => `docs/quick-start/v4/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/${page}.mdx`

const quiet = { logLevel: 'silent' as const }

/** Tailwind CSS 4 compile() with stylesheets resolved from this site (packages) or from a directory (relative paths). */
async function compileCss(css: string, base: string) {
  const fs = await import('node:fs/promises')
  const path = await import('node:path')
  const { createRequire } = await import('node:module')
  const { compile } = await import('tailwindcss')
  const { ROOT } = await import('./support/quick-start-v4')
  const require = createRequire(path.join(ROOT, 'package.json'))
  const loadStylesheet = async (id: string, from: string) => {
    const file = id.startsWith('.') ? path.resolve(from, id) : require.resolve(id)
    return { path: file, base: path.dirname(file), content: await fs.readFile(file, 'utf8') }
  }
  return compile(css, { base, loadStylesheet })
}

async function context(options: Record<string, unknown>) {
  const { createContext } = await import('weapp-tailwindcss/core')
  const { ROOT } = await import('./support/quick-start-v4')
  return createContext({ ...options, ...quiet, tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })
}

async function tw4(
  template: string, css: string, options: Record<string, unknown> = { rem2rpx: true }, extra: { isMainChunk?: boolean, marginTrimInline?: boolean } = {},
) {
  const { runTailwind4 } = await import('../lib/transforms/tailwind4')
  return runTailwind4({ template, css, options, ...extra })
}

/** The declarations of one rule of the output, in order (`.h-30 { a; b }` → ['a', 'b']). */
function rule(css: string, selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`(^|\\n|\\})\\s*${escaped}(:not\\(#\\\\#\\))*\\s*\\{([^}]*)\\}`).exec(css)
  assert.ok(match, `no rule ${selector} in\n${css}`)
  return match[3]!.split(';').map(line => line.trim()).filter(Boolean)
}

/** A pnpm of the given version run through npx, in `cwd`; returns exit code and the combined output. */
async function pnpm(version: string, args: string[], cwd: string, timeoutMs = 300_000) {
  const { runCommand } = await import('../lib/examples/runCommand')
  const result = await runCommand('npx', ['-y', `pnpm@${version}`, ...args], { cwd, timeoutMs, env: { CI: 'true' } })
  assert.ok(!result.timedOut, `pnpm ${version} ${args.join(' ')} timed out`)
  return result
}

async function tempProject(packageJson: Record<string, unknown>, files: Record<string, string> = {}) {
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-project-'))
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'qs4-project', private: true, version: '1.0.0', ...packageJson }, null, 2))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** Where a fresh `node` process resolves `id` from `dir` (no resolution cache of this process), or the first line of the error. */
async function resolveFrom(dir: string, id: string): Promise<string> {
  const { execFileSync } = await import('node:child_process')
  const script = `try { console.log(require.resolve(${JSON.stringify(id)})) } catch (e) { console.log(e.message.split('\\n')[0]) }`
  return execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' }).trim()
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-pages-follow-weapp-tailwindcss-4-12-0',
    says: 'the quick-start/v4 pages state that they follow weapp-tailwindcss 4.12.0, the version this site pins and installs',
    quotes: [
      { page: ZH, text: '内容以 weapp-tailwindcss 4.12.0 为准' },
      { page: EN, text: 'based on weapp-tailwindcss 4.12.0' },
      ...['mpx', 'taro-vite', 'taro-webpack', 'uni-app-vite-hbuilder', 'uni-app-vite', 'uni-app-webpack', 'weapp-vite'].flatMap(page => [
        { page: zh(page), text: 'weapp-tailwindcss 4.x（以 4.12.0 为准）' },
        { page: en(page), text: 'weapp-tailwindcss 4.x (based on 4.12.0)' },
      ]),
      { page: zh('uni-app-x'), text: '（weapp-tailwindcss 4.x，以 4.12.0 为准）' },
      { page: en('uni-app-x'), text: 'weapp-tailwindcss 4.x, based on 4.12.0' },
      { page: zh('tutorial/index'), text: '全文基于 `tailwindcss@4` 与 weapp-tailwindcss 4.12.0' },
      { page: en('tutorial/index'), text: 'Everything here is based on `tailwindcss@4` and weapp-tailwindcss 4.12.0' },
      { page: zh('tutorial/workflow'), text: '内容基于 Tailwind CSS 4 与 weapp-tailwindcss 4.12.0；' },
      { page: en('tutorial/workflow'), text: 'Everything is based on Tailwind CSS 4 and weapp-tailwindcss 4.12.0; if your project' },
      { page: zh('tutorial/advanced'), text: '内容基于 Tailwind CSS 4 与 weapp-tailwindcss 4.12.0。' },
      { page: en('tutorial/advanced'), text: 'Everything is based on Tailwind CSS 4 and weapp-tailwindcss 4.12.0.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/quick-start-v4')
      const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
      const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8'))
      assert.equal(site.devDependencies['weapp-tailwindcss'], '4.12.0', 'the site pins weapp-tailwindcss 4.12.0')
      assert.equal(installed.version, '4.12.0', 'the installed weapp-tailwindcss is 4.12.0')
      const tw = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/package.json'), 'utf8'))
      assert.equal(tw.version.split('.')[0], '4', 'the pages are about Tailwind CSS 4, which the proofs run')
    },
  },
  {
    id: 'qs4-node-range-of-weapp-tailwindcss-4-12-0',
    says: 'weapp-tailwindcss 4.12.0 declares engines.node ^20.19.0 || >=22.12.0',
    quotes: [
      { page: zh('uni-app-vite'), text: 'Node.js 版本满足 `^20.19.0 || >=22.12.0`，这是 weapp-tailwindcss 4.12.0 声明的运行要求' },
      { page: en('uni-app-vite'), text: 'the runtime requirement declared by weapp-tailwindcss 4.12.0' },
      ...['taro-webpack', 'mpx', 'taro-vite'].flatMap(page => [
        { page: zh(page), text: '- Node.js 版本满足 `^20.19.0 || >=22.12.0`。' },
        { page: en(page), text: '- Node.js satisfies `^20.19.0 || >=22.12.0`.' },
      ]),
      { page: zh('uni-app-webpack'), text: 'Node.js 版本同样需要满足 `^20.19.0 || >=22.12.0`' },
      { page: en('uni-app-webpack'), text: 'Node.js also needs to satisfy `^20.19.0 || >=22.12.0`' },
      { page: zh('uni-app-x'), text: '本机 Node.js 满足 `^20.19.0 || >=22.12.0`' },
      { page: en('uni-app-x'), text: 'Node.js on your machine satisfies `^20.19.0 || >=22.12.0`' },
      { page: zh('uni-app-vite-hbuilder'), text: '本机安装 Node.js，版本满足 `^20.19.0 || >=22.12.0`' },
      { page: en('uni-app-vite-hbuilder'), text: 'at a version that satisfies `^20.19.0 || >=22.12.0`' },
      { page: zh('tutorial/index'), text: '`^20.19.0` 或 `>=22.12.0`（插件 4.12.0 版本的要求）' },
      { page: en('tutorial/index'), text: '`^20.19.0` or `>=22.12.0` (required by version 4.12.0 of the plugin)' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/quick-start-v4')
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8'))
      assert.equal(installed.engines.node, '^20.19.0 || >=22.12.0')
      assert.equal(loadVersionFacts().versions['4.12.0']!.node, '^20.19.0 || >=22.12.0', 'the published 4.12.0 declares the same range')
    },
  },
  {
    id: 'qs4-tw4-modern-css-downgraded',
    says: 'Tailwind CSS 4 output uses color-mix(), oklch(), @property and @layer; the main stylesheet weapp-tailwindcss writes has none of them',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 4 生成的样式大量使用现代 CSS：`color-mix()`、`oklch()` 颜色、`@property` 注册的自定义属性、级联层 `@layer`。' },
      { page: ZH, text: 'weapp-tailwindcss 会把其中大部分降级成小程序能识别的写法' },
      { page: EN, text: 'The styles Tailwind CSS 4 generates lean heavily on modern CSS' },
      { page: EN, text: 'weapp-tailwindcss downgrades most of this into forms mini-programs recognize' },
    ],
    async proof() {
      const out = await tw4('<view class="shadow bg-red-500/50 text-red-500 p-4">', '@import "weapp-tailwindcss";')
      for (const modern of ['color-mix(', 'oklch(', '@property', '@layer']) {
        assert.ok(out.css.includes(modern), `Tailwind CSS 4 output uses ${modern}`)
        assert.ok(!out.wxss.includes(modern), `the main stylesheet no longer has ${modern}`)
      }
      assert.match(out.wxss, /rgba\(251, 44, 54, 0\.5\)/, 'bg-red-500/50 became rgba()')
    },
  },
  {
    id: 'qs4-tw4-postcss-resolves-imports-nesting-prefixes-in-production',
    says: '@tailwindcss/postcss inlines @import in every build; nesting is flattened and vendor prefixes added only in production (NODE_ENV=production)',
    quotes: [
      { page: ZH, text: '而是自己解析 `@import`（`@tailwindcss/postcss` 在生产构建时还会展开嵌套、补上浏览器前缀）' },
      { page: EN, text: 'It resolves `@import` on its own (and in production builds `@tailwindcss/postcss` also flattens nesting and adds vendor prefixes)' },
    ],
    slow: true,
    async proof() {
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const fs = await import('node:fs')
      const path = await import('node:path')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/part.css'), '.imported { color: blue }\n')
      fs.writeFileSync(path.join(dir, 'src/index.html'), '<view class="bg-clip-text">')
      fs.writeFileSync(path.join(dir, 'run-nesting.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const css = '@import "./part.css";\\n@import "tailwindcss/utilities.css";\\n.a { color: red; .b { color: green } }\\n'
const r = await postcss([tw({ base: process.cwd() })]).process(css, { from: process.cwd() + '/src/app.css' })
console.log(r.css)
`)
      const run = (env: string) => runCommand('node', ['run-nesting.mjs'], { cwd: dir, env: { NODE_ENV: env } })
      const dev = (await run('development')).output
      const prod = (await run('production')).output
      for (const out of [dev, prod]) {
        assert.ok(!out.includes('@import'), 'the @import is inlined')
        assert.ok(out.includes('.imported'), 'the imported rule is in the output')
      }
      assert.match(prod, /\.a \.b\{color:green\}/, 'production flattens nesting')
      assert.match(prod, /-webkit-background-clip:text/, 'production adds the prefix')
      assert.match(dev, /\.a \{\s*color: red;\s*\.b \{/, 'development keeps the nesting')
      assert.ok(!dev.includes('-webkit-background-clip'), 'development adds no prefix')
    },
  },
  {
    id: 'qs4-tailwind-docs-compatibility-preprocessors',
    says: 'Tailwind CSS documentation (Compatibility) says v4 is not designed to be used with Sass, Less or Stylus',
    quotes: [
      { page: ZH, text: '官方文档的 Compatibility 章节写明，Tailwind CSS 4 不是为和 Sass、Less、Stylus 这类预处理器搭配使用而设计的' },
      { page: ZH, text: '官方说明不是为这种用法设计的，入口要写成纯 CSS' },
      { page: EN, text: 'The Compatibility section of the official documentation says that Tailwind CSS 4 is not designed to be used with preprocessors' },
      { page: EN, text: 'Not what it is designed for, according to the official docs; write the entry as plain CSS' },
      { page: zh('tutorial/workflow'), text: 'Tailwind CSS 4 官方说明它不是为和 Sass、Less 搭配使用设计的' },
      { page: en('tutorial/workflow'), text: 'Tailwind CSS 4\'s own documentation says it is not designed to be used with Sass or Less' },
    ],
    manual: {
      ran: 'read https://tailwindcss.com/docs/compatibility, section "Sass, Less, and Stylus", through the search tool (docs corpus): "Tailwind CSS v4.0 is a full-featured CSS build tool designed for a specific workflow, and is not designed to be used with CSS preprocessors like Sass, Less, or Stylus"',
      versions: 'Tailwind CSS v4 documentation as stored on 2026-11-28',
      on: '2026-11-28',
      why: 'a statement of the vendor documentation, not a behaviour of a package that can be run',
    },
  },
  {
    id: 'qs4-uni-app-x-native-not-supported-with-tw4',
    says: 'weapp-tailwindcss documents Tailwind CSS 4 for uni-app x only on the H5 and mini-program targets, not the native Android/iOS targets',
    quotes: [
      { page: ZH, text: '暂不支持，只能用于 Web 与小程序端' },
      { page: EN, text: 'Not supported yet; Web and mini-program targets only' },
      { page: zh('uni-app-x'), text: 'Tailwind CSS 4 目前只能用于 uni-app x 的 **Web（H5）和小程序**两类目标' },
      { page: zh('uni-app-x'), text: 'Tailwind CSS 4 生成的样式在那里用不了，weapp-tailwindcss 的文档也把原生端列为不支持' },
      { page: en('uni-app-x'), text: 'Tailwind CSS 4 can currently be used only for two kinds of uni-app x targets' },
      { page: en('uni-app-x'), text: 'weapp-tailwindcss documentation lists the native targets as unsupported' },
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@4.12.0:website/docs/quick-start/v4/uni-app-x.mdx in the upstream repository: its warning says tailwindcss@4 only supports the h5 and mini-program targets of HBuilderX uni-app x, and the native Android and iOS targets cannot be supported because uni-app x handles modern CSS poorly (dated 2025-07-27)',
      versions: 'weapp-tailwindcss 4.12.0 (upstream docs at the release tag)',
      on: '2026-11-28',
      why: 'an App build of uni-app x needs HBuilderX and a device or emulator; none can run here',
    },
  },
  {
    id: 'qs4-tailwindcss-vite-exports-and-require',
    says: '@tailwindcss/vite exports only ESM; up to 4.1.13 only an import condition (require fails with No "exports" main defined), from 4.1.14 a default condition that require() loads on Node ^20.19.0 || >=22.12.0',
    quotes: [
      { page: ZH, text: '`@tailwindcss/vite` 只发布了 ESM 版本' },
      { page: ZH, text: '`@tailwindcss/vite` 4.1.13 及更早版本的 `exports` 只提供 `import` 条件，`require` 时会报 `No "exports" main defined`' },
      { page: ZH, text: '从 `@tailwindcss/vite` 4.1.14 起改成了 `default` 条件' },
      { page: EN, text: '`@tailwindcss/vite` is published as ESM only' },
      { page: EN, text: 'In `@tailwindcss/vite` 4.1.13 and earlier, `exports` provides only the `import` condition, so `require` fails with `No "exports" main defined`' },
      { page: EN, text: 'from `@tailwindcss/vite` 4.1.14 it uses the `default` condition instead' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const semver = (await import('semver')).default
      const { loadVersionFacts, compareVersions } = await import('../lib/version-facts/versionFacts')
      const conditions = loadVersionFacts().exportConditions['@tailwindcss/vite']!
      const versions = Object.keys(conditions)
      assert.ok(versions.length > 20, 'the facts cover the @tailwindcss/vite releases')
      for (const version of versions) {
        assert.ok(!conditions[version]!.includes('require'), `${version} has no require condition`)
        const expected = compareVersions(version, '4.1.13') <= 0 ? 'import' : 'default'
        assert.ok(conditions[version]!.includes(expected), `${version} has the ${expected} condition: ${conditions[version]}`)
      }
      assert.deepEqual(conditions['4.1.13'], ['types', 'import'])
      assert.deepEqual(conditions['4.1.14'], ['types', 'default'])
      // What require() does with each shape, on the Node.js this runs on (inside weapp-tailwindcss's range).
      assert.ok(semver.satisfies(process.version, '^20.19.0 || >=22.12.0'), `${process.version} is in the range weapp-tailwindcss 4.12.0 requires`)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-exports-'))
      for (const [name, condition] of [['import-only', 'import'], ['default-esm', 'default']] as const) {
        const pkg = path.join(dir, 'node_modules', name)
        fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true })
        fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name, exports: { '.': { types: './dist/index.d.mts', [condition]: './dist/index.mjs' } } }))
        fs.writeFileSync(path.join(pkg, 'dist/index.mjs'), 'export default function plugin() { return { name: "x" } }\n')
      }
      const require = createRequire(path.join(dir, 'config.cjs'))
      assert.throws(() => require('import-only'), /No "exports" main defined/)
      assert.equal(typeof require('default-esm').default, 'function', 'require() of an ESM default condition loads the module')
    },
  },
  {
    id: 'qs4-reference-for-apply-in-component-css',
    says: 'a separately compiled stylesheet that @applies theme utilities fails with "Cannot apply unknown utility class" without @reference; with @reference it gets the theme and custom @theme/@utility and outputs no utility classes; @reference "weapp-tailwindcss/index.css" works for the default theme',
    quotes: [
      { page: ZH, text: '必须先用 `@reference` 指明主题从哪里来，否则会报 `Cannot apply unknown utility class`' },
      { page: ZH, text: '`@reference` 只引入定义，不会把工具类再输出一遍，所以不会让组件样式膨胀。' },
      { page: ZH, text: '如果项目没有自定义主题，也可以直接写 `@reference "weapp-tailwindcss/index.css";`' },
      { page: EN, text: 'it must first use `@reference` to say where the theme comes from; otherwise you get `Cannot apply unknown utility class`' },
      { page: EN, text: '`@reference` brings in definitions only and does not output the utility classes again' },
      { page: EN, text: 'If your project has no custom theme, you can also write `@reference "weapp-tailwindcss/index.css";` directly.' },
      { page: zh('tutorial/workflow'), text: '组件自己的样式块如果要用 `@apply`，记得先 `@reference` 全局入口，否则会报找不到工具类' },
      { page: en('tutorial/workflow'), text: 'the component\'s own style block must `@reference` the global entry before it can use `@apply`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const project = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-reference-'))
      const component = path.join(project, 'src/components/price-tag')
      fs.mkdirSync(component, { recursive: true })
      fs.writeFileSync(path.join(project, 'src/app.css'), '@import "weapp-tailwindcss/index.css";\n@theme { --color-brand: #123456; }\n@utility card { padding: 1rem; }\n')
      const body = '.price-tag {\n  @apply inline-flex items-baseline gap-1 text-rose-600;\n}\n'
      await assert.rejects(compileCss(body, component), /Cannot apply unknown utility class `gap-1`/)
      const withApp = (await compileCss(`@reference "../../app.css";\n.price-tag { @apply inline-flex items-baseline gap-1 text-rose-600 bg-brand card; }`, component)).build(['p-4', 'flex', 'bg-brand'])
      assert.match(withApp, /background-color: var\(--color-brand, #123456\)/, 'the custom @theme colour is available')
      assert.match(withApp, /padding: 1rem/, 'the custom @utility is available')
      for (const utility of ['.p-4', '.flex', '.bg-brand']) assert.ok(!withApp.includes(utility), `${utility} is not output again`)
      const plain = (await compileCss(`@reference "weapp-tailwindcss/index.css";\n${body}`, component)).build(['p-4'])
      assert.match(plain, /gap: var\(--spacing/, 'the default theme resolves gap-1')
      assert.ok(!plain.includes('.p-4'), 'no utility classes are output')
    },
  },
  {
    id: 'qs4-unlayered-rules-beat-layered-rules',
    says: 'unlayered rules win over layered ones whatever their specificity: the cascade-layers downgrade weapp-tailwindcss applies ranks an unlayered `button` above a layered `.p-4`',
    quotes: [
      { page: ZH, text: '**没有放进任何层的样式总是比层内的样式优先**，与选择器权重无关' },
      { page: ZH, text: '保留 `@layer` 时就会压过工具类：`class="p-4"` 这种类选择器会输给 `button` 这种标签选择器' },
      { page: EN, text: '**styles outside any layer always win over styles inside a layer**, regardless of selector specificity' },
      { page: EN, text: 'they beat the utility classes as long as `@layer` is kept' },
      { page: ZH, text: '左侧保留 @layer 时框架的标签样式总是胜出，工具类失效' },
      { page: EN, text: 'On the left, with @layer kept, the framework\'s element styles always win and the utility class has no effect' },
      { page: zh('tutorial/advanced'), text: '保留时工具类会输给没有分层的标签样式' },
      { page: en('tutorial/advanced'), text: 'If kept, utilities lose to unlayered tag styles' },
    ],
    async proof() {
      // postcss-preset-env's cascade-layers plugin turns layer order into specificity, following the cascade rule.
      const ctx = await context({})
      const out = (await ctx.transformWxss('@layer utilities { .p-4 { padding: 1rem } }\nbutton { padding: 0 }\n', { isMainChunk: false })).css
      const ids = (selector: string) => (out.match(new RegExp(`${selector}((?::not\\(#\\\\#\\))*)`))?.[1]?.match(/:not/g) ?? []).length
      assert.ok(ids('button') > ids('\\.p-4'), `the unlayered button rule outranks the layered .p-4 rule:\n${out}`)
    },
  },
  {
    id: 'qs4-main-stylesheet-unwraps-layers',
    says: 'in the main stylesheet weapp-tailwindcss removes @layer and keeps the rules at top level without :not(#\\#) (with the fallback condition it recognises)',
    quotes: [
      { page: ZH, text: 'weapp-tailwindcss 在处理主样式文件（全局入口对应的那份产物）时会把级联层拆掉，里面的规则原样放回顶层' },
      { page: EN, text: 'it removes the cascade layers and puts the rules inside them back at the top level unchanged' },
    ],
    async proof() {
      const out = await tw4('<view class="p-4 shadow">', '@import "weapp-tailwindcss";', { rem2rpx: true }, { marginTrimInline: true })
      assert.ok(out.css.includes('@layer'), 'Tailwind CSS wrote @layer')
      assert.ok(!out.wxss.includes('@layer'), 'the main stylesheet has no @layer')
      assert.ok(!out.wxss.includes(':not(#\\#)'), 'no selector gets :not(#\\#)')
      assert.deepEqual(rule(out.wxss, '.p-4'), ['padding: 32rpx', 'padding: calc(var(--spacing)*4)'])
    },
  },
  {
    id: 'qs4-other-stylesheets-cascade-layers-polyfill',
    says: 'in a non-main stylesheet postcss-preset-env keeps layer order by adding :not(#\\#) per layer, most for unlayered rules',
    quotes: [
      { page: ZH, text: '它按层的先后给选择器补上数量不等的 `:not(#\\#)`（没有分层的规则补得最多）来保留层原来的先后关系，而不是改成按权重比较' },
      { page: EN, text: 'it keeps the original order of the layers by adding different numbers of `:not(#\\#)` to the selectors, layer by layer (unlayered rules get the most)' },
    ],
    async proof() {
      const ctx = await context({})
      const css = '@layer base { view { color: red } }\n@layer utilities { .p-4 { padding: 1rem } }\n.plain { color: green }\n'
      const out = (await ctx.transformWxss(css, { isMainChunk: false })).css
      const count = (selector: string) => (new RegExp(`${selector}((?::not\\(#\\\\#\\))*)\\s*\\{`).exec(out)?.[1]?.match(/:not/g) ?? []).length
      assert.ok(!out.includes('@layer'), 'the layers are gone')
      assert.ok(count('view') < count('\\.p-4'), 'the later layer gets more')
      assert.ok(count('\\.p-4') < count('\\.plain'), 'the unlayered rule gets the most')
    },
  },
  {
    id: 'qs4-margin-trim-block-since-tailwindcss-4-3-4',
    says: 'Tailwind CSS 4.3.3 tests margin-trim: inline in its fallback @supports, 4.3.4 margin-trim: block',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 4.3.4 起兜底规则的 `@supports` 条件改成了 `margin-trim: block`' },
      { page: EN, text: 'since Tailwind CSS 4.3.4 the `@supports` condition of the fallback rule has changed to `margin-trim: block`' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const conditions = (version: string) => [...new Set(fs.readFileSync(path.join(unpacked(`tailwindcss@${version}`), 'dist/lib.js'), 'utf8').match(/margin-trim:\s*\w+/g))]
      assert.deepEqual(conditions('4.3.3'), ['margin-trim: inline'])
      assert.deepEqual(conditions('4.3.4'), ['margin-trim: block'])
    },
  },
  {
    id: 'qs4-margin-trim-block-falls-to-the-downgrade',
    says: 'with the installed Tailwind CSS (4.3.4 or newer) the main stylesheet of weapp-tailwindcss 4.12.0 keeps the @supports fallback and gets :not(#\\#) selectors',
    quotes: [
      { page: ZH, text: 'weapp-tailwindcss 4.12.0 认不出来，主样式文件也会落到这种降级上' },
      { page: EN, text: 'which weapp-tailwindcss 4.12.0 does not recognize, so the main stylesheet also ends up with this downgrade' },
      { page: zh('taro-vite'), text: 'Tailwind CSS 4.3.4 起的产物在 weapp-tailwindcss 4.12.0 下也会出现这种选择器' },
      { page: en('taro-vite'), text: 'output from Tailwind CSS 4.3.4 and later also produces these selectors under weapp-tailwindcss 4.12.0' },
      { page: zh('tutorial/advanced'), text: '例如 Tailwind CSS 4.3.4 改了兜底规则的 `@supports` 条件，weapp-tailwindcss 4.12.0 认不出，产物里会多出 `@supports` 外壳和大量 `:not(#\\#)`' },
      { page: en('tutorial/advanced'), text: 'For example, Tailwind CSS 4.3.4 changed the `@supports` condition of the fallback rules, which weapp-tailwindcss 4.12.0 does not recognize' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const semver = (await import('semver')).default
      const { ROOT } = await import('./support/quick-start-v4')
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/tailwindcss/package.json'), 'utf8')).version
      assert.ok(semver.gte(version, '4.3.4'), `installed Tailwind CSS ${version} is 4.3.4 or newer`)
      const out = await tw4('<view class="p-4 shadow">', '@import "weapp-tailwindcss";')
      assert.match(out.css, /margin-trim: block/)
      assert.match(out.wxss, /@supports/, 'the fallback block stays')
      assert.match(out.wxss, /\.p-4:not\(#\\#\)/, 'the main stylesheet gets :not(#\\#)')
      const fixed = await tw4('<view class="p-4 shadow">', '@import "weapp-tailwindcss";', { rem2rpx: true }, { marginTrimInline: true })
      assert.ok(!fixed.wxss.includes(':not(#\\#)'), 'with margin-trim: inline it does not')
    },
  },
  {
    id: 'qs4-css-preset-env-option',
    says: 'cssPresetEnv first appears after 3.7.0 (by 4.0.11), consistent with 4.0.0, and its object reaches postcss-preset-env',
    quotes: [
      { page: ZH, text: '通过 `cssPresetEnv` 选项（4.0.0 起提供）传入 `postcss-preset-env` 的配置' },
      { page: EN, text: 'pass a `postcss-preset-env` configuration through the `cssPresetEnv` option (available since 4.0.0)' },
    ],
    async proof() {
      const { loadVersionFacts, appearance, judgeSince } = await import('../lib/version-facts/versionFacts')
      assert.deepEqual(judgeSince(appearance(loadVersionFacts(), { kind: 'option', name: 'cssPresetEnv' }), '4.0.0'), { ok: true })
      const css = '@layer utilities { .p-4 { padding: 1rem } }\n.plain { color: green }\n'
      const downgraded = (await (await context({})).transformWxss(css, { isMainChunk: false })).css
      const off = (await (await context({ cssPresetEnv: { features: { 'cascade-layers': false } } })).transformWxss(css, { isMainChunk: false })).css
      assert.match(downgraded, /:not\(#\\#\)/, 'by default the layers are downgraded')
      assert.ok(!off.includes(':not(#\\#)'), 'a postcss-preset-env feature switch passed through cssPresetEnv takes effect')
    },
  },
  {
    id: 'qs4-index-css-preflight-and-split-entry',
    says: 'weapp-tailwindcss/index.css resets view, text and pseudo-elements (border-box, margin 0, padding 0, border 0 solid); theme.css + utilities.css have no such reset',
    quotes: [
      { page: ZH, text: '`weapp-tailwindcss/index.css` 默认包含一段基础重置：给 `view`、`text` 及其伪元素设置 `box-sizing: border-box`、清零外边距与内边距、把边框设为 `0 solid`' },
      { page: ZH, text: '与已有的组件库混用时，这段重置可能改掉组件库的默认外观' },
      { page: ZH, text: '此时把聚合入口拆开，只保留主题和工具类' },
      { page: EN, text: 'By default, `weapp-tailwindcss/index.css` includes a base reset' },
      { page: EN, text: 'this reset may change the library\'s default look' },
      { page: EN, text: 'split the all-in-one entry and keep only the theme and the utility classes' },
    ],
    async proof() {
      const full = await tw4('<view class="p-4">', '@import "weapp-tailwindcss/index.css";')
      const reset = /view,text,:after,:before \{\s*box-sizing: border-box;\s*border: 0 solid;\s*margin: 0;\s*padding: 0;\s*\}/
      assert.match(full.wxss.replace(/:not\(#\\#\)/g, ''), reset)
      const split = await tw4('<view class="p-4">', '@import "weapp-tailwindcss/theme.css";\n@import "weapp-tailwindcss/utilities.css";')
      assert.ok(!/margin: 0;\s*padding: 0/.test(split.wxss), 'the split entry has no reset')
      assert.match(split.wxss, /\.p-4/, 'utilities still come out')
    },
  },
  {
    id: 'qs4-css-preflight-appended-to-variable-rule',
    says: 'cssPreflight appends box-sizing and border declarations to the view/text/pseudo-element variable rule, which exists only with utilities such as shadows; split entries do not change it; false turns it off, an object overrides it',
    quotes: [
      { page: ZH, text: '注意 weapp-tailwindcss 另外还会按 `cssPreflight` 选项，把 `box-sizing` 和边框几项声明追加到 Tailwind CSS 为 `view`、`text` 及伪元素初始化变量的那条规则里' },
      { page: ZH, text: '它不受上面拆分的影响；要关闭或改写这部分，设置 `cssPreflight: false` 或传入对象逐项覆盖' },
      { page: EN, text: 'the `box-sizing` and border declarations to the rule in which Tailwind CSS initializes variables' },
      { page: EN, text: 'The split above does not affect it; to turn this part off or change it, set `cssPreflight: false`' },
    ],
    async proof() {
      const split = '@import "weapp-tailwindcss/theme.css";\n@import "weapp-tailwindcss/utilities.css";'
      const varRule = (wxss: string) => /view,text,::before,::after \{([^}]*)\}/.exec(wxss)?.[1] ?? ''
      const shadow = await tw4('<view class="shadow">', split, { rem2rpx: true }, { marginTrimInline: true })
      assert.match(varRule(shadow.wxss), /--tw-shadow:[^;]*;[\s\S]*box-sizing: border-box;\s*border-width: 0;\s*border-style: solid;\s*border-color: currentColor;/)
      const plain = await tw4('<view class="p-4">', split, { rem2rpx: true }, { marginTrimInline: true })
      assert.equal(varRule(plain.wxss), '', 'without such utilities there is no such rule')
      const off = await tw4('<view class="shadow">', split, { rem2rpx: true, cssPreflight: false }, { marginTrimInline: true })
      assert.ok(!varRule(off.wxss).includes('box-sizing'), 'cssPreflight: false appends nothing')
      const custom = await tw4('<view class="shadow">', split, { rem2rpx: true, cssPreflight: { 'box-sizing': 'content-box' } }, { marginTrimInline: true })
      assert.match(varRule(custom.wxss), /box-sizing: content-box/, 'an object overrides a declaration')
    },
  },
  {
    id: 'qs4-rem2rpx-spacing-8rpx',
    says: 'Tailwind CSS 4 spacing is --spacing: 0.25rem; rem2rpx: true converts 1rem = 32rpx, so --spacing is 8rpx and p-4 is 32rpx',
    quotes: [
      { page: ZH, text: 'Tailwind CSS 4 的间距以 `--spacing: 0.25rem` 为基准' },
      { page: ZH, text: '它按 `1rem = 32rpx` 换算，因此 `--spacing` 变成 `8rpx`，`p-4` 就是 `32rpx`' },
      { page: EN, text: 'Tailwind CSS 4 bases spacing on `--spacing: 0.25rem`' },
      { page: EN, text: 'which converts at `1rem = 32rpx`, so `--spacing` becomes `8rpx` and `p-4` is `32rpx`' },
    ],
    async proof() {
      const out = await tw4('<view class="p-4">', '@import "weapp-tailwindcss";')
      assert.equal(parseFloat(/--spacing: ([\d.]+)rem/.exec(out.css)?.[1] ?? ''), 0.25, '--spacing is 0.25rem')
      assert.match(out.wxss, /--spacing: 8rpx/)
      assert.deepEqual(rule(out.wxss, '.p-4')[0], 'padding: 32rpx')
      const ctx = await context({ rem2rpx: true })
      assert.equal((await ctx.transformWxss('.a{width:1rem}')).css, '.a{width:32rpx}')
    },
  },
  {
    id: 'qs4-unit-options-table',
    says: 'rem2rpx as an object does not inherit rootValue 32 / propList * / transformUnit rpx; px2rpx: true is 1px = 1rpx; unitsToPx turns rem, vw and rpx into px; cssCalc precomputes calc(var(--spacing) * n); px2rpx and cssCalc appeared in 4.3.x, unitsToPx in 4.9.8',
    quotes: [
      { page: ZH, text: '传对象时不继承 `true` 的默认值，`rootValue: 32`、`propList: [\'*\']`、`transformUnit: \'rpx\'` 都要自己写上' },
      { page: ZH, text: '把 `px` 转成 `rpx`，`true` 时按 `1px = 1rpx` | 4.3.0' },
      { page: ZH, text: '把 `rem`、`vw`、`rpx` 等统一转成 `px`，uni-app x 常用 | 4.9.8' },
      { page: ZH, text: '预先算出 `calc(var(--spacing) * 4)` 这类表达式，把算好的值写在原式前面' },
      { page: EN, text: 'an object does not inherit the defaults of `true`: write `rootValue: 32`, `propList: [\'*\']` and `transformUnit: \'rpx\'` yourself' },
      { page: EN, text: 'Converts `px` to `rpx`; with `true`, `1px = 1rpx` | 4.3.0' },
      { page: EN, text: 'Converts `rem`, `vw`, `rpx` and others to `px`; common with uni-app x | 4.9.8' },
      { page: EN, text: 'Precomputes expressions such as `calc(var(--spacing) * 4)` and writes the computed value before the original' },
    ],
    async proof() {
      const css = '.a{padding:1rem;font-size:1rem;width:10px;height:2vw;margin:4rpx}'
      const run = async (options: Record<string, unknown>) => (await (await context(options)).transformWxss(css)).css
      assert.equal(await run({ rem2rpx: true }), '.a{padding:32rpx;font-size:32rpx;width:10px;height:2vw;margin:4rpx}')
      assert.equal(await run({ rem2rpx: { rootValue: 32 } }), '.a{padding:1rem;font-size:32px;width:10px;height:2vw;margin:4rpx}', 'an object without propList and transformUnit')
      assert.equal(await run({ rem2rpx: { rootValue: 32, transformUnit: 'rpx' } }), '.a{padding:1rem;font-size:32rpx;width:10px;height:2vw;margin:4rpx}', 'still without propList')
      assert.equal(await run({ rem2rpx: { rootValue: 32, propList: ['*'], transformUnit: 'rpx' } }), '.a{padding:32rpx;font-size:32rpx;width:10px;height:2vw;margin:4rpx}')
      assert.equal(await run({ px2rpx: true }), '.a{padding:1rem;font-size:1rem;width:10rpx;height:2vw;margin:4rpx}')
      assert.equal(await run({ unitsToPx: true }), '.a{padding:16px;font-size:16px;width:10px;height:7.5px;margin:2px}')
      const out = await tw4('<view class="p-4">', '@import "weapp-tailwindcss";')
      assert.match(out.css, /padding: calc\(var\(--spacing\) \* 4\)/)
      assert.deepEqual(rule(out.wxss, '.p-4'), ['padding: 32rpx', 'padding: calc(var(--spacing)*4)'])
      const { loadVersionFacts, appearance, judgeSince } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts()
      for (const [option, version] of [['px2rpx', '4.3.0'], ['cssCalc', '4.3.0'], ['unitsToPx', '4.9.8']] as const) {
        assert.deepEqual(judgeSince(appearance(facts, { kind: 'option', name: option }), version), { ok: true }, `${option} since ${version}`)
      }
    },
  },
  {
    id: 'qs4-rem2rpx-since-3-0-0',
    says: 'the rem2rpx option first appears in weapp-tailwindcss 3.0.0',
    quotes: [
      { page: ZH, text: '`transformUnit: \'rpx\'` 都要自己写上） | 3.0.0' },
      { page: EN, text: '`transformUnit: \'rpx\'` yourself) | 3.0.0' },
    ],
    manual: {
      ran: 'in the upstream repository, git grep rem2rpx v3.0.0 finds src/options.ts, src/types.ts and src/postcss/index.ts; git grep rem2rpx v2.11.3 (the last 2.x tag) finds nothing; the published releases the site records start at 3.0.3, which already has it',
      versions: 'weapp-tailwindcss v2.11.3 and v3.0.0 tags',
      on: '2026-11-28',
      why: 'releases before 3.0.3 are not served by the registry, so the first version can only be read from the source history',
    },
  },
  {
    id: 'qs4-csscalc-on-by-default-for-tw4',
    says: 'with Tailwind CSS 4, cssCalc is on without being set and covers --spacing: the output has the computed value, then the original calc()',
    quotes: [
      { page: ZH, text: '在 Tailwind CSS 4 下，`cssCalc` 默认已经生效，并会自动处理 `--spacing`' },
      { page: EN, text: 'Under Tailwind CSS 4, `cssCalc` is already in effect by default and handles `--spacing` automatically' },
    ],
    async proof() {
      const on = await tw4('<view class="h-30">', '@import "weapp-tailwindcss";', { rem2rpx: true })
      assert.deepEqual(rule(on.wxss, '.h-30'), ['height: 240rpx', 'height: calc(var(--spacing)*30)'])
      const off = await tw4('<view class="h-30">', '@import "weapp-tailwindcss";', { rem2rpx: true, cssCalc: false })
      assert.deepEqual(rule(off.wxss, '.h-30').map(line => line.replace(/\s+/g, '')), ['height:calc(var(--spacing)*30)'], 'cssCalc: false leaves only the original')
    },
  },
  {
    id: 'qs4-h-30-is-240rpx-by-default',
    says: 'by default h-30 is calc(var(--spacing) * 30) and becomes height: 240rpx',
    quotes: [
      { page: ZH, text: '按上面的默认换算，`h-30` 得到的是 `height: 240rpx`：Tailwind CSS 4 把它写成 `calc(var(--spacing) * 30)`' },
      { page: EN, text: 'With the default conversion above, `h-30` gives `height: 240rpx`' },
    ],
    async proof() {
      const out = await tw4('<view class="h-30">', '@import "weapp-tailwindcss";')
      assert.match(out.css, /height: calc\(var\(--spacing\) \* 30\)/)
      assert.equal(rule(out.wxss, '.h-30')[0], 'height: 240rpx')
    },
  },
  {
    id: 'qs4-spacing-1rpx-theme',
    says: 'with @theme { --spacing: 1rpx } every spacing utility follows (h-30 30rpx, p-4 4rpx, m/gap/w/space too) while text-lg stays 36rpx and rounded-lg 16rpx; the computed line comes first, the calc() second',
    quotes: [
      { page: ZH, text: '改完后 `h-30` 生成 `height: 30rpx`，`p-4` 生成 `padding: 4rpx`' },
      { page: ZH, text: '所有按间距计算的工具类都跟着变，包括 `p-*`、`m-*`、`gap-*`、`w-*`、`h-*`、`space-*`' },
      { page: ZH, text: '不受 `--spacing` 影响，仍按 `rem2rpx` 换算：`text-lg` 还是 `36rpx`，`rounded-lg` 还是 `16rpx`' },
      { page: ZH, text: '产物里第一行是算好的 `30rpx`，第二行保留 `calc()` 原式' },
      { page: EN, text: 'After the change, `h-30` generates `height: 30rpx` and `p-4` generates `padding: 4rpx`' },
      { page: EN, text: 'Every utility class computed from spacing changes with it' },
      { page: EN, text: 'are not affected by `--spacing`, and are still converted by `rem2rpx`' },
      { page: EN, text: 'the first line in the output is the computed `30rpx`, and the second keeps the original `calc()` expression' },
    ],
    async proof() {
      const css = '@import "weapp-tailwindcss/index.css";\n\n@theme {\n  --spacing: 1rpx;\n}\n'
      const out = await tw4('<view class="h-30 p-4 m-4 gap-4 w-4 space-y-4 text-lg rounded-lg">', css)
      assert.deepEqual(rule(out.wxss, '.h-30'), ['height: 30rpx', 'height: calc(var(--spacing)*30)'])
      assert.equal(rule(out.wxss, '.p-4')[0], 'padding: 4rpx')
      assert.equal(rule(out.wxss, '.m-4')[0], 'margin: 4rpx')
      assert.equal(rule(out.wxss, '.gap-4')[0], 'gap: 4rpx')
      assert.equal(rule(out.wxss, '.w-4')[0], 'width: 4rpx')
      assert.match(out.wxss, /\.space-y-4[^{]*\{[^}]*margin-top: 4rpx;/, 'space-y-4 follows --spacing')
      assert.equal(rule(out.wxss, '.text-lg')[0], 'font-size: 36rpx')
      assert.equal(rule(out.wxss, '.rounded-lg')[0], 'border-radius: 16rpx')
      const before = await tw4('<view class="p-4">', '@import "weapp-tailwindcss/index.css";')
      assert.equal(rule(before.wxss, '.p-4')[0], 'padding: 32rpx', 'p-4 was 32rpx before the change')
    },
  },
  {
    id: 'qs4-csscalc-spacing-keeps-only-the-computed-value',
    says: "cssCalc: ['--spacing'] with the 1rpx theme leaves h-30 with height: 30rpx only and p-4 with padding: 4rpx only",
    quotes: [
      { page: ZH, text: '用同样的 `@theme` 实测，这时 `h-30` 只剩 `height: 30rpx` 一行，`p-4` 只剩 `padding: 4rpx`' },
      { page: EN, text: 'Tested with the same `@theme`, `h-30` is then left with a single line, `height: 30rpx`, and `p-4` with just `padding: 4rpx`' },
    ],
    async proof() {
      const css = '@import "weapp-tailwindcss/index.css";\n\n@theme {\n  --spacing: 1rpx;\n}\n'
      const out = await tw4('<view class="h-30 p-4">', css, { rem2rpx: true, cssCalc: ['--spacing'] })
      assert.deepEqual(rule(out.wxss, '.h-30'), ['height: 30rpx'])
      assert.deepEqual(rule(out.wxss, '.p-4'), ['padding: 4rpx'])
    },
  },
  {
    id: 'qs4-pnpm-hoists-to-virtual-store-not-root',
    says: 'pnpm (10.34.9) puts indirect dependencies in node_modules/.pnpm/node_modules: found from the dependency, not from the project root',
    quotes: [
      { page: ZH, text: 'pnpm 默认把间接依赖提升到 `node_modules/.pnpm/node_modules`，依赖包之间能互相找到，但不会放进项目的 `node_modules` 根目录' },
      { page: ZH, text: '框架如果从项目根目录去找一个项目没有声明的包，就会报找不到模块' },
      { page: EN, text: 'By default, pnpm hoists indirect dependencies to `node_modules/.pnpm/node_modules`' },
      { page: EN, text: 'If a framework looks, from the project root, for a package the project has not declared, it fails with a module-not-found error' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const dir = await tempProject({})
      const result = await pnpm('10.34.9', ['add', 'postcss@8.5.6'], dir)
      assert.equal(result.exitCode, 0, result.output)
      assert.ok(fs.existsSync(path.join(dir, 'node_modules/.pnpm/node_modules/nanoid')), 'nanoid (a dependency of postcss) is in .pnpm/node_modules')
      assert.ok(!fs.existsSync(path.join(dir, 'node_modules/nanoid')), 'but not in the project root')
      assert.match(await resolveFrom(dir, 'nanoid'), /Cannot find module 'nanoid'/, 'a lookup from the project root fails')
      const postcssDir = fs.realpathSync(path.join(dir, 'node_modules/postcss'))
      assert.match(await resolveFrom(postcssDir, 'nanoid'), /nanoid/, 'postcss finds it')
    },
  },
  {
    id: 'qs4-uni-cli-shared-looks-up-undeclared-uni-components',
    says: '@dcloudio/uni-cli-shared 3.0.0-alpha-5020620260914001 resolves @dcloudio/uni-components/package.json from the project directory, neither it nor vite-plugin-uni declares the package, and a failed lookup is printed and execution continues',
    quotes: [
      { page: ZH, text: '例如 uni-app 的 `@dcloudio/uni-cli-shared`（3.0.0-alpha-5020620260914001）会从项目目录查找 `@dcloudio/uni-components/package.json`' },
      { page: ZH, text: '找不到时它把 `Cannot find module \'@dcloudio/uni-components/package.json\'` 打印出来，然后接着往下执行' },
      { page: EN, text: 'uni-app\'s `@dcloudio/uni-cli-shared` (3.0.0-alpha-5020620260914001) looks up `@dcloudio/uni-components/package.json` from the project directory' },
      { page: EN, text: 'it prints `Cannot find module \'@dcloudio/uni-components/package.json\'` and carries on' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/quick-start-v4')
      const version = '3.0.0-alpha-5020620260914001'
      for (const name of ['uni-cli-shared', 'vite-plugin-uni']) {
        const pkg = JSON.parse(fs.readFileSync(path.join(unpacked(`@dcloudio/${name}@${version}`), 'package.json'), 'utf8'))
        for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
          assert.ok(!pkg[field]?.['@dcloudio/uni-components'], `${name} does not list @dcloudio/uni-components in ${field}`)
        }
      }
      const source = fs.readFileSync(path.join(unpacked(`@dcloudio/uni-cli-shared@${version}`), 'dist/resolve.js'), 'utf8')
      const start = source.indexOf('function resolveComponentsLibPath()')
      const fn = source.slice(start, source.indexOf('exports.resolveComponentsLibPath =', start))
      assert.match(fn, /resolveWithSymlinks\('@dcloudio\/uni-components\/package\.json', process\.env\.UNI_INPUT_DIR\)/, 'looked up from the input (project) directory')
      assert.match(fn, /resolveWithSymlinks\('@dcloudio\/uni-components\/package\.json', process\.cwd\(\)\)/, 'then from the working directory')
      assert.match(fn, /catch \(e\) \{\s*console\.log\(e\);\s*\}/, 'a failure is printed, not thrown')
    },
  },
  {
    id: 'qs4-pnpm-install-scripts-10-and-12',
    says: 'pnpm 10.34.9 does not run a dependency install script and points to pnpm approve-builds; pnpm 12.21.0 fails the install with ERR_PNPM_IGNORED_BUILDS',
    quotes: [
      { page: ZH, text: 'pnpm 10 默认不执行依赖包的安装脚本，要执行 `pnpm approve-builds` 放行 weapp-tailwindcss' },
      { page: ZH, text: 'pnpm 12 遇到没有放行的安装脚本会直接让安装以 `ERR_PNPM_IGNORED_BUILDS` 失败' },
      { page: EN, text: 'pnpm 10 does not run the install scripts of dependencies by default' },
      { page: EN, text: 'pnpm 12 makes the install fail with `ERR_PNPM_IGNORED_BUILDS` when an install script has not been allowed' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { execFileSync } = await import('node:child_process')
      const dep = await tempProject({ name: 'dep-with-postinstall', scripts: { postinstall: 'node -e "require(\'fs\').writeFileSync(\'RAN\', \'1\')"' } })
      execFileSync('npm', ['pack', '--silent'], { cwd: dep })
      const tarball = path.join(dep, 'dep-with-postinstall-1.0.0.tgz')
      const ran = (dir: string) => fs.readdirSync(path.join(dir, 'node_modules/.pnpm')).some(entry => fs.existsSync(path.join(dir, 'node_modules/.pnpm', entry, 'node_modules/dep-with-postinstall/RAN')))
      const ten = await tempProject({})
      const r10 = await pnpm('10.34.9', ['add', tarball], ten)
      assert.equal(r10.exitCode, 0, r10.output)
      assert.ok(!ran(ten), 'pnpm 10 did not run the postinstall')
      assert.match(r10.output, /pnpm approve-builds/)
      const twelve = await tempProject({})
      const r12 = await pnpm('12.21.0', ['add', tarball], twelve)
      assert.equal(r12.exitCode, 1, r12.output)
      assert.match(r12.output, /ERR_PNPM_IGNORED_BUILDS/)
      assert.ok(!ran(twelve), 'pnpm 12 did not run it either')
    },
  },
  {
    id: 'qs4-tailwindcss-patch-declares-tailwindcss-node-from-7-1-6',
    says: 'tailwindcss-patch 7.x up to 7.1.5 loads @tailwindcss/node without declaring it, every release from 7.1.6 declares it; weapp-tailwindcss 4.3.2 depends on ~7.1.5, which resolves to 7.1.6 today; @tailwindcss/postcss depends on @tailwindcss/node',
    quotes: [
      { page: ZH, text: '项目里装到的 `tailwindcss-patch` 是 7.1.5 或更早的 7.x' },
      { page: ZH, text: '这些版本会在运行时加载 `@tailwindcss/node`，却没有把它写进自己的依赖' },
      { page: ZH, text: '`tailwindcss-patch` 7.1.6 起才把它列为依赖' },
      { page: ZH, text: '而今天重新安装 4.3.2，`~7.1.5` 会解析到 `tailwindcss-patch` 7.1.6，反而不会' },
      { page: ZH, text: '`@tailwindcss/postcss` 会把 `@tailwindcss/node` 一起装进来' },
      { page: EN, text: 'the `tailwindcss-patch` installed in the project is 7.1.5 or an earlier 7.x' },
      { page: EN, text: 'these versions load `@tailwindcss/node` at runtime but do not list it among their own dependencies, which `tailwindcss-patch` does only from 7.1.6 on' },
      { page: EN, text: 'a fresh install of 4.3.2 today resolves `~7.1.5` to `tailwindcss-patch` 7.1.6 and does not' },
      { page: EN, text: '`@tailwindcss/postcss` brings `@tailwindcss/node` along' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const semver = (await import('semver')).default
      const { npmView, unpacked, readAll } = await import('./support/quick-start-v4')
      const versions = (npmView('tailwindcss-patch', 'versions') as string[]).filter(v => semver.valid(v) && !semver.prerelease(v))
      for (const version of versions.filter(v => semver.satisfies(v, '>=7.0.0 <7.1.6'))) {
        const deps = (npmView(`tailwindcss-patch@${version}`, 'dependencies') ?? {}) as Record<string, string>
        assert.ok(!deps['@tailwindcss/node'], `${version} does not declare @tailwindcss/node`)
        assert.ok(readAll(unpacked(`tailwindcss-patch@${version}`), /dist\/.*\.js$/).some(file => file.text.includes('@tailwindcss/node')), `${version} loads @tailwindcss/node`)
      }
      // From 7.1.6 on, a release either declares it or (as 9.5.x does) no longer loads it at all.
      for (const version of versions.filter(v => semver.gte(v, '7.1.6'))) {
        const deps = (npmView(`tailwindcss-patch@${version}`, 'dependencies') ?? {}) as Record<string, string>
        if (deps['@tailwindcss/node']) continue
        assert.ok(!readAll(unpacked(`tailwindcss-patch@${version}`), /dist\/.*\.(js|mjs)$/).some(file => file.text.includes('@tailwindcss/node')), `${version} neither declares nor loads @tailwindcss/node`)
      }
      assert.ok(((npmView('tailwindcss-patch@7.1.6', 'dependencies') ?? {}) as Record<string, string>)['@tailwindcss/node'], '7.1.6 declares it')
      const range = (npmView('weapp-tailwindcss@4.3.2', 'dependencies') as Record<string, string>)['tailwindcss-patch']
      assert.equal(range, '~7.1.5')
      assert.equal(semver.maxSatisfying(versions, range), '7.1.6')
      assert.ok((npmView('@tailwindcss/postcss@4.3.5', 'dependencies') as Record<string, string>)['@tailwindcss/node'], '@tailwindcss/postcss depends on @tailwindcss/node')
    },
  },
  {
    id: 'qs4-tailwindcss-node-with-hoist-false',
    says: 'with pnpm 9 and hoist=false, tailwindcss-patch 7.1.5 (under weapp-tailwindcss 4.3.2) cannot load @tailwindcss/node; a project-level @tailwindcss/node or default hoisting fixes it; weapp-tailwindcss 4.12.0 brings tailwindcss-patch 9.0.1, which finds it, prints "postinstall patch skipped" at install (defu missing) and patches when the context is created',
    quotes: [
      { page: ZH, text: '并且 pnpm 关掉了依赖提升（`.npmrc` 里写了 `hoist=false`）' },
      { page: ZH, text: '锁文件里记着 7.1.5 时会碰到这个报错' },
      { page: ZH, text: '恰好能被找到，所以多数人碰不到' },
      { page: ZH, text: '关掉提升以后，一个包只能看见自己声明过的依赖和项目根目录的依赖，加载就失败了' },
      { page: ZH, text: '在 pnpm 9、`hoist=false` 下实际安装对比过' },
      { page: ZH, text: 'weapp-tailwindcss 4.3.2，其中 `tailwindcss-patch` 固定为 7.1.5' },
      { page: ZH, text: '同上，另在项目里执行 `pnpm add -D @tailwindcss/node@4.1.13`' },
      { page: ZH, text: '上表最后一行就是升级到 4.12.0 的结果' },
      { page: ZH, text: '找到：项目根目录的 `node_modules` 在查找路径上' },
      { page: ZH, text: 'weapp-tailwindcss 4.12.0（随之安装的 `tailwindcss-patch` 是 9.0.1）' },
      { page: ZH, text: '在项目里装上与 `tailwindcss` 同版本的 `@tailwindcss/node`，例如 `pnpm add -D @tailwindcss/node@4.1.13`' },
      { page: ZH, text: '或者去掉 `hoist=false`，恢复 pnpm 的默认提升' },
      { page: ZH, text: '4.12.0 的安装脚本打印 `postinstall patch skipped because a runtime module is missing`' },
      { page: ZH, text: '这只影响安装时的预先打补丁：构建时插件会自己检查并补上' },
      { page: EN, text: 'and pnpm has hoisting turned off (`hoist=false` in `.npmrc`)' },
      { page: EN, text: 'with 7.1.5 recorded in the lockfile you hit this error' },
      { page: EN, text: 'it happens to be found, which is why most people never hit this' },
      { page: EN, text: 'with hoisting off, a package can only see the dependencies it declared and those in the project root, so loading fails' },
      { page: EN, text: 'We compared real installs under pnpm 9 with `hoist=false`' },
      { page: EN, text: 'weapp-tailwindcss 4.3.2, with `tailwindcss-patch` pinned to 7.1.5' },
      { page: EN, text: '| `Cannot find module \'@tailwindcss/node\'` |' },
      { page: EN, text: 'Same as above, plus `pnpm add -D @tailwindcss/node@4.1.13` in the project' },
      { page: EN, text: 'the last row of the table above is the result of upgrading to 4.12.0' },
      { page: EN, text: 'Found: the project root\'s `node_modules` is on the lookup path' },
      { page: EN, text: 'weapp-tailwindcss 4.12.0 (which installs `tailwindcss-patch` 9.0.1)' },
      { page: EN, text: 'install `@tailwindcss/node` in your project at the same version as `tailwindcss`' },
      { page: EN, text: 'Or remove `hoist=false` and go back to pnpm\'s default hoisting.' },
      { page: EN, text: 'the 4.12.0 install script prints `postinstall patch skipped because a runtime module is missing`' },
      { page: EN, text: 'This only affects patching ahead of time during install' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const fromPatch = async (dir: string) => {
        const store = path.join(dir, 'node_modules/.pnpm')
        const entry = fs.readdirSync(store).find(name => name.startsWith('tailwindcss-patch@'))!
        return { entry, resolved: await resolveFrom(path.join(store, entry, 'node_modules/tailwindcss-patch'), '@tailwindcss/node') }
      }
      const old = ['weapp-tailwindcss@4.3.2', 'tailwindcss@4.1.13', '@tailwindcss/postcss@4.1.13']
      const pinned = { pnpm: { overrides: { 'tailwindcss-patch': '7.1.5' } } }
      // hoist=false, tailwindcss-patch 7.1.5
      const off = await tempProject(pinned, { '.npmrc': 'hoist=false\n' })
      assert.equal((await pnpm('9', ['add', '-D', '--ignore-scripts', ...old], off)).exitCode, 0)
      const a = await fromPatch(off)
      assert.match(a.entry, /^tailwindcss-patch@7\.1\.5/)
      assert.match(a.resolved, /Cannot find module '@tailwindcss\/node'/)
      // the same, plus @tailwindcss/node in the project
      assert.equal((await pnpm('9', ['add', '-D', '--ignore-scripts', '@tailwindcss/node@4.1.13'], off)).exitCode, 0)
      const b = (await fromPatch(off)).resolved
      assert.ok(b.startsWith(fs.realpathSync(off)) && b.includes('/node_modules/.pnpm/@tailwindcss+node@4.1.13/'), `found through the project root: ${b}`)
      // default hoisting, tailwindcss-patch 7.1.5
      const on = await tempProject(pinned)
      assert.equal((await pnpm('9', ['add', '-D', '--ignore-scripts', ...old], on)).exitCode, 0)
      assert.match((await fromPatch(on)).resolved, /@tailwindcss\/node\/dist\/index\.js$/, 'found with the default hoisting')
      // hoist=false, weapp-tailwindcss 4.12.0 with its install script
      const now = await tempProject({}, { '.npmrc': 'hoist=false\n' })
      const install = await pnpm('9', ['add', '-D', 'weapp-tailwindcss@4.12.0', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5'], now)
      assert.equal(install.exitCode, 0, install.output)
      const c = await fromPatch(now)
      assert.match(c.entry, /^tailwindcss-patch@9\.0\.1/)
      assert.match(c.resolved, /@tailwindcss\/node\/dist\/index\.js$/)
      assert.match(install.output, /Cannot find module 'defu'/)
      assert.match(install.output, /postinstall patch skipped because a runtime module is missing/)
      fs.writeFileSync(path.join(now, 'context.cjs'), `const { createContext } = require('weapp-tailwindcss/core')
createContext({ tailwindcssBasedir: __dirname }).transformWxss('.w-\\\\[10rpx\\\\]{width:10rpx}').then(r => console.log('OUT', r.css))
`)
      const built = await runCommand('node', ['context.cjs'], { cwd: now })
      assert.match(built.output, /Patched Tailwind CSS length unit list \(v4\)\./)
      assert.match(built.output, /OUT \.w-_b10rpx_B\{width:10rpx\}/, 'styles are transformed')
    },
  },
  {
    id: 'qs4-tailwindcss-patch-9-0-1-uses-undeclared-defu',
    says: 'tailwindcss-patch 9.0.1 requires defu without declaring it, and weapp-tailwindcss 4.12.0\'s postinstall prints "postinstall patch skipped because a runtime module is missing" on a missing module',
    quotes: [
      { page: ZH, text: '原因是 `tailwindcss-patch` 9.0.1 的命令行入口同样用到了一个没有声明的依赖（`defu`）' },
      { page: EN, text: 'because the command-line entry of `tailwindcss-patch` 9.0.1 also uses a dependency it does not declare (`defu`)' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const dir = path.join(ROOT, 'node_modules/tailwindcss-patch')
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      assert.equal(pkg.version, '9.0.1')
      assert.ok(!pkg.dependencies.defu && !pkg.peerDependencies?.defu, 'defu is not declared')
      assert.ok(readAll(path.join(dir, 'dist'), /\.js$/).some(file => /require\("defu"\)/.test(file.text)), 'the dist requires defu')
      const postinstall = await import(path.join(ROOT, 'node_modules/weapp-tailwindcss/scripts/postinstall.mjs'))
      const resolved = postinstall.resolvePostinstallPatchExitCode({ status: 1, stderr: "Error: Cannot find module 'defu'", stdout: '' })
      assert.equal(resolved.code, 0)
      assert.match(resolved.message, /postinstall patch skipped because a runtime module is missing/)
    },
  },
  {
    id: 'qs4-changelog-4-3-3-tailwindcss-node',
    says: 'the weapp-tailwindcss 4.3.3 changelog entry says tailwindcss-patch was upgraded to declare @tailwindcss/node',
    quotes: [
      { page: ZH, text: '4.3.3 的更新日志写明升级了 `tailwindcss-patch`，把 `@tailwindcss/node` 列为依赖' },
      { page: EN, text: 'The 4.3.3 changelog says it upgraded `tailwindcss-patch`, which lists `@tailwindcss/node` as a dependency' },
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@4.12.0:packages/weapp-tailwindcss/CHANGELOG.md in the upstream repository, section 4.3.3: "fix: 升级 `tailwindcss-patch` 把 `@tailwindcss/node` 作为依赖，修复 [Bug]: Cannot find module \'@tailwindcss/node\'"',
      versions: 'weapp-tailwindcss CHANGELOG at the 4.12.0 tag',
      on: '2026-11-28',
      why: 'the published tarballs do not ship the changelog and 4.3.3 is not served by the registry, so the entry can only be read in the repository',
    },
  },
  {
    id: 'qs4-uppercase-px-lowercased-in-production',
    says: '@tailwindcss/postcss 4.3.5 optimizes when NODE_ENV=production (h-[100PX] becomes 100px, minified); optimize: false keeps 100PX and unminified output',
    quotes: [
      { page: ZH, text: '在 `NODE_ENV=production` 时，`@tailwindcss/postcss` 会对输出做优化，其中包括把 `h-[100PX]` 里的 `PX` 统一成小写 `px`' },
      { page: ZH, text: '关闭后产物不再压缩' },
      { page: EN, text: 'When `NODE_ENV=production`, `@tailwindcss/postcss` optimizes its output' },
      { page: EN, text: 'With it off, the output is no longer minified' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/upper.html'), '<view class="h-[100PX]">')
      fs.writeFileSync(path.join(dir, 'run-upper.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const options = process.argv[2] === 'off' ? { optimize: false } : {}
const r = await postcss([tw({ base: process.cwd(), ...options })]).process('@import "tailwindcss/utilities.css" source("./");', { from: process.cwd() + '/src/app.css' })
console.log(r.css)
`)
      const prod = (await runCommand('node', ['run-upper.mjs'], { cwd: dir, env: { NODE_ENV: 'production' } })).output
      const off = (await runCommand('node', ['run-upper.mjs', 'off'], { cwd: dir, env: { NODE_ENV: 'production' } })).output
      assert.match(prod, /\.h-\\\[100PX\\\]\{height:100px\}/, 'production: lowercased and minified')
      assert.match(off, /\.h-\\\[100PX\\\] \{\n\s+height: 100PX;\n\s*\}/, 'optimize: false keeps PX, not minified')
    },
  },
])
