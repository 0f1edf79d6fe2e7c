// Claims of docs/issues/format.md (and its English twin): prettier-plugin-tailwindcss 0.8.1 with
// Prettier 3, and eslint-plugin-tailwindcss 4.4.0 / 3.18.3, each installed into a scratch folder (slow).
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { defineClaims } from '../lib/claims/define'

const FORMAT = 'docs/issues/format.md'
const FORMAT_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/format.md'

const run = promisify(execFile)
const installs = new Map<string, Promise<string>>()
/** A scratch folder with `packages` installed from the registry, removed when the process exits. */
function installed(name: string, packages: string[], type = 'module'): Promise<string> {
  if (!installs.has(name)) {
    installs.set(name, (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `issues-${name}-`))
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type }))
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], { cwd: dir, timeout: 300_000 })
      return dir
    })())
  }
  return installs.get(name)!
}
const prettierDir = () => installed('prettier', ['prettier@3.10.1', 'prettier-plugin-tailwindcss@0.8.1', 'tailwindcss@4.3.5'])
const eslintDir = () => installed('eslint4', ['eslint@9.39.5', 'eslint-plugin-tailwindcss@4.4.0', 'tailwindcss@4.3.5'])
const eslint3Dir = () => installed('eslint3', ['eslint-plugin-tailwindcss@3.18.3', 'tailwindcss@3.4.19'], 'commonjs')

/** Runs `code` as an ES module inside `dir` and returns what it prints as JSON. */
async function inDir<T>(dir: string, code: string): Promise<T> {
  const file = path.join(dir, `run-${Math.random().toString(36).slice(2)}.mjs`)
  fs.writeFileSync(file, code)
  const { stdout } = await run(process.execPath, [file], { cwd: dir, timeout: 120_000 })
  return JSON.parse(stdout) as T
}

/** Formats each input with Prettier 3.10.1 + prettier-plugin-tailwindcss 0.8.1 (entry CSS: `@import "tailwindcss"` plus a brand colour and a btn utility). */
async function prettierRuns(inputs: { code: string; options: Record<string, unknown> }[]): Promise<string[]> {
  const dir = await prettierDir()
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'src/app.css'), '@import "tailwindcss";\n@theme { --color-brand: #123456; }\n@utility btn { border-radius: 4px; }\n')
  return inDir<string[]>(dir, `
import * as prettier from 'prettier'
const inputs = ${JSON.stringify(inputs)}
const out = []
for (const { code, options } of inputs) out.push(await prettier.format(code, { plugins: ['prettier-plugin-tailwindcss'], ...options }))
console.log(JSON.stringify(out))
`)
}

const WXML = `<view class="text-white p-4 flex bg-[#1e40af]"></view>
<view class="text-white p-4 flex {{active ? 'font-bold' : ''}}"></view>
<view hover-class="text-white p-4 flex"></view>
<view hover-class="text-white p-4 flex {{a}}"></view>
`

export default defineClaims(import.meta.url, [
  {
    id: 'format-prettier-attributes-and-braces',
    says: 'prettier-plugin-tailwindcss 0.8.1 (Prettier 3.10.1, html parser) sorts a static class, leaves a class containing {{ unchanged, sorts hover-class only when listed in tailwindAttributes and never when it contains {{',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FORMAT, text: '在页面里写一个乱序的类名，例如 `class="text-white p-4 flex bg-[#1e40af]"`，保存后应被重排为 `flex bg-[#1e40af] p-4 text-white`。' },
      { page: FORMAT, text: '纯静态的 `class="text-white p-4 flex"` 保存后变成了 `flex p-4 text-white`，而紧挨着的 `class="text-white p-4 flex {{active ? \'font-bold\' : \'\'}}"` 纹丝不动。' },
      { page: FORMAT, text: 'prettier-plugin-tailwindcss（实测 0.8.1）在排序一个属性值之前会先检查它，只要其中出现 `{{`，就整段原样返回。' },
      { page: FORMAT, text: '所以静态类名和 `{{ }}` 写在同一个 `class` 里，静态那部分也不会被排。' },
      { page: FORMAT, text: '`hover-class` 没排序是另一个原因：它不在插件默认处理的属性里，加进 `tailwindAttributes` 就好（见上文的 Prettier 配置），前提同样是值里没有 `{{`。' },
      { page: FORMAT, text: '只写静态类名的 `class` 照常会被排序，带表达式的保持手写顺序即可。' },
      { page: FORMAT_EN, text: 'after saving they should be reordered to `flex bg-[#1e40af] p-4 text-white`' },
      { page: FORMAT_EN, text: 'a purely static `class="text-white p-4 flex"` becomes `flex p-4 text-white` after saving, while the `class="text-white p-4 flex {{active ? \'font-bold\' : \'\'}}"` right next to it doesn\'t move.' },
      { page: FORMAT_EN, text: 'prettier-plugin-tailwindcss (tested with 0.8.1) checks an attribute value before sorting it, and if `{{` appears anywhere in it, returns the whole value unchanged.' },
      { page: FORMAT_EN, text: '`hover-class` not being sorted has a different cause: it isn\'t among the attributes the plugin handles by default.' },
      { page: FORMAT_EN, text: 'A `class` with only static class names is still sorted as usual; for one with an expression, keep the order you wrote by hand.' },
    ],
    async proof() {
      const [plain, withAttributes] = await prettierRuns([
        { code: WXML, options: { parser: 'html', tailwindStylesheet: './src/app.css' } },
        { code: WXML, options: { parser: 'html', tailwindStylesheet: './src/app.css', tailwindAttributes: ['hover-class', 'custom-class'] } },
      ])
      assert.equal(plain, `<view class="flex bg-[#1e40af] p-4 text-white"></view>\n<view class="text-white p-4 flex {{active ? 'font-bold' : ''}}"></view>\n<view hover-class="text-white p-4 flex"></view>\n<view hover-class="text-white p-4 flex {{a}}"></view>\n`)
      assert.equal(withAttributes, `<view class="flex bg-[#1e40af] p-4 text-white"></view>\n<view class="text-white p-4 flex {{active ? 'font-bold' : ''}}"></view>\n<view hover-class="flex p-4 text-white"></view>\n<view hover-class="text-white p-4 flex {{a}}"></view>\n`)
    },
  },
  {
    id: 'format-prettier-functions-vue-jsx-and-theme',
    says: 'prettier-plugin-tailwindcss 0.8.1 sorts twJoin arguments when listed in tailwindFunctions but not plain strings; sorts Vue class and :class literals and JSX className; without tailwindStylesheet custom @theme/@utility classes go first',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FORMAT, text: 'Prettier 不会给普通字符串排序，但会给 `tailwindFunctions` 里登记过的函数的参数排序，所以要用函数把类名包起来' },
      { page: FORMAT, text: 'uni-app、Taro 项目不受这条限制：Vue 模板里的静态 `class` 和 `:class` 中的字符串字面量会分别排序，JSX 的 `className` 也一样。' },
      { page: FORMAT, text: '插件默认只处理 `class`、`className`、`:class` 等标准属性，不知道小程序和组件库特有的属性，也不知道哪些函数的参数是类名。' },
      { page: FORMAT, text: 'Tailwind CSS 4 项目里排序结果不对，自定义的主题色、`@utility` 工具类总是被排到最前面。' },
      { page: FORMAT, text: '找不到时会退回默认主题，自定义类就被当成未知类处理。' },
      { page: FORMAT_EN, text: "Prettier doesn't sort plain strings, but it does sort the arguments of functions registered in `tailwindFunctions`" },
      { page: FORMAT_EN, text: "uni-app and Taro projects aren't affected by this limitation: in Vue templates, a static `class` and the string literals in `:class` are sorted separately, and so is `className` in JSX." },
      { page: FORMAT_EN, text: 'By default the plugin only handles standard attributes such as `class`, `className` and `:class`.' },
      { page: FORMAT_EN, text: 'In a Tailwind CSS 4 project the sort order is wrong: custom theme colors and `@utility` classes always end up first.' },
      { page: FORMAT_EN, text: "If it can't find them, it falls back to the default theme and treats your custom classes as unknown." },
    ],
    async proof() {
      const js = "export const c = twJoin('text-white p-4 flex', 'font-bold bg-[#07c160]')\nconst s = 'text-white p-4 flex'\n"
      const [functions, untouched, vue, jsx, themed, defaultTheme] = await prettierRuns([
        { code: js, options: { parser: 'babel', tailwindStylesheet: './src/app.css', tailwindFunctions: ['twJoin'] } },
        { code: js, options: { parser: 'babel', tailwindStylesheet: './src/app.css' } },
        { code: '<template><view class="text-white p-4 flex" :class="[\'text-white p-4 flex\']"></view></template>\n', options: { parser: 'vue', tailwindStylesheet: './src/app.css' } },
        { code: 'export const A = () => <View className="text-white p-4 flex" />\n', options: { parser: 'babel', tailwindStylesheet: './src/app.css' } },
        { code: '<view class="p-4 bg-brand btn flex text-white"></view>\n', options: { parser: 'html', tailwindStylesheet: './src/app.css' } },
        { code: '<view class="p-4 bg-brand btn flex text-white"></view>\n', options: { parser: 'html' } },
      ])
      assert.ok(functions!.includes('twJoin("flex p-4 text-white", "bg-[#07c160] font-bold")') && functions!.includes('const s = "text-white p-4 flex"'), functions)
      assert.ok(untouched!.includes('twJoin("text-white p-4 flex", "font-bold bg-[#07c160]")'), 'not listed: not sorted')
      assert.ok(vue!.includes('class="flex p-4 text-white"') && vue!.includes(':class="[\'flex p-4 text-white\']"'), vue)
      assert.ok(jsx!.includes('className="flex p-4 text-white"'), jsx)
      assert.equal(themed, '<view class="flex btn bg-brand p-4 text-white"></view>\n', 'with the entry CSS')
      assert.equal(defaultTheme, '<view class="bg-brand btn flex p-4 text-white"></view>\n', 'default theme: the custom classes go first')
    },
  },
  {
    id: 'format-prettier-html-vs-angular-parser',
    says: 'With Prettier 3.10.1, the html parser keeps a long class containing {{ }} on one line; the angular parser breaks the line after {{',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FORMAT, text: '`parser: \'html\'` 把属性里的 `{{ }}` 当普通文本，内容原样保留（我们用 Prettier 3 实测：同一段超过行宽的 `class`，`html` 解析器整段保留在一行，`angular` 解析器在 `{{` 后面折行）。' },
      { page: FORMAT_EN, text: "`parser: 'html'` treats `{{ }}` in attributes as plain text and keeps the content as is (we tested with Prettier 3: for the same `class` longer than the print width, the `html` parser keeps it all on one line, while the `angular` parser breaks the line after `{{`)." },
    ],
    async proof() {
      const long = '<view class="flex items-center justify-between rounded-[12rpx] bg-white p-4 text-sm {{index+1 === items.length ? \'last\' : \'\'}}"></view>\n'
      const dir = await prettierDir()
      const [html, angular] = await inDir<string[]>(dir, `
import * as prettier from 'prettier'
const code = ${JSON.stringify(long)}
console.log(JSON.stringify([await prettier.format(code, { parser: 'html' }), await prettier.format(code, { parser: 'angular' })]))
`)
      assert.ok(html!.includes("{{index+1 === items.length ? 'last' : ''}}\""), html)
      assert.match(angular!, /\{\{\n\s+index \+ 1 === items\.length \? 'last' : ''\n\s+\}\}/, angular)
    },
  },
  {
    id: 'format-prettier-plugin-prettier-3-esm',
    says: 'prettier-plugin-tailwindcss 0.5.0 ships only an .mjs entry and its README says Prettier v3+; 0.8.1 peers prettier ^3.0 and npm 11 refuses to install it next to Prettier 2 (ERESOLVE)',
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FORMAT, text: '`prettier-plugin-tailwindcss` 从 0.5 起是只提供 ESM 入口、面向 Prettier 3 的插件。`prettier-plugin-tailwindcss` 0.8.1 的 peerDependencies 写的是 `prettier@^3.0`，项目里还是 Prettier 2 时，npm 11.19.1 会以 `ERESOLVE` 拒绝安装。' },
      { page: FORMAT_EN, text: 'Since 0.5, `prettier-plugin-tailwindcss` is a Prettier 3 plugin with an ESM-only entry. The peerDependencies of `prettier-plugin-tailwindcss` 0.8.1 say `prettier@^3.0`, so in a project that still has Prettier 2, npm 11.19.1 refuses to install it with `ERESOLVE`.' },
    ],
    async proof() {
      const { unpacked } = await import('./support/issues')
      const v050 = unpacked('prettier-plugin-tailwindcss@0.5.0')
      assert.equal(JSON.parse(fs.readFileSync(path.join(v050, 'package.json'), 'utf8')).main, 'dist/index.mjs')
      assert.ok(!fs.readdirSync(path.join(v050, 'dist')).some(f => /\.c?js$/.test(f)), 'no CommonJS entry')
      assert.match(fs.readFileSync(path.join(v050, 'README.md'), 'utf8'), /A \[Prettier v3\+\]/)
      const v081 = JSON.parse(fs.readFileSync(path.join(unpacked('prettier-plugin-tailwindcss@0.8.1'), 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }
      assert.equal(v081.peerDependencies.prettier, '^3.0')
      const { stdout: npmVersion } = await run('npm', ['-v'])
      assert.equal(npmVersion.trim(), '11.19.1', 'the npm the sentence names')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-prettier2-'))
      try {
        fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}')
        // --loglevel: \`npm run -s check:claims\` passes npm_config_loglevel=silent down, which would hide the error.
        const failed = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', 'prettier@2.8.8', 'prettier-plugin-tailwindcss@0.8.1'], { cwd: dir, timeout: 300_000 }).then(() => '', (error: { stderr?: string }) => error.stderr ?? String(error))
        assert.match(failed, /ERESOLVE/)
        assert.match(failed, /peer prettier@"\^3\.0" from prettier-plugin-tailwindcss@0\.8\.1/)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'format-eslint-plugin-configs-and-messages',
    says: "eslint-plugin-tailwindcss 3.18.3 has configs recommended and flat/recommended (an array); 4.4.0 has only recommended, an object; spreading the missing key throws 'tailwind.configs.flat/recommended is not iterable'; 4.4.0 peers ESLint 9/10 and Tailwind CSS 4, Node >=20.19.0; on cn('text-white p-4 flex foo-bar') it warns classnames-order and no-custom-classname",
    slow: true,
    timeoutMs: 600_000,
    quotes: [
      { page: FORMAT, text: '**原因**：eslint-plugin-tailwindcss 3.x（实测 3.18.3）的 `configs` 里有 `flat/recommended`，值是一个数组，所以能用 `...` 展开。' },
      { page: FORMAT, text: '到了 eslint-plugin-tailwindcss 4.x（实测 4.4.0），`configs` 只剩 `recommended` 一项，而且是单个配置对象；旧键名取到的是 `undefined`，展开它就抛出上面的错误。' },
      { page: FORMAT, text: '再核对一下环境：eslint-plugin-tailwindcss 4.4.0 声明的 peerDependencies 是 ESLint 9 或 10、Tailwind CSS 4，Node.js 要求 20.19.0 及以上。' },
      { page: FORMAT, text: '例如对 `cn(\'text-white p-4 flex foo-bar\')`，会看到 `Invalid Tailwind CSS classnames order` 和 `Classname \'foo-bar\' is not a Tailwind CSS class` 两类警告（`cn` 在插件默认识别的函数名里）。' },
      { page: FORMAT, text: '4.x 版本只支持扁平配置（`eslint.config.js`），推荐规则集叫 `recommended`，是一个配置对象，直接放进数组即可，不要展开' },
      { page: FORMAT, text: 'ESLint 插件的 3.x 版本从 `tailwind.config.js` 读设计系统（设置项 `config`），不认 Tailwind CSS 4 的入口 CSS；4.x 版本用 `cssConfigPath` 读入口 CSS，peerDependencies 只写了 Tailwind CSS 4。' },
      { page: FORMAT_EN, text: 'in eslint-plugin-tailwindcss 3.x (tested with 3.18.3), `configs` contains `flat/recommended`, whose value is an array, so it can be spread with `...`.' },
      { page: FORMAT_EN, text: 'In eslint-plugin-tailwindcss 4.x (tested with 4.4.0), `configs` has only one entry, `recommended`, and it is a single config object; the old key gives `undefined`, and spreading that throws the error above.' },
      { page: FORMAT_EN, text: 'eslint-plugin-tailwindcss 4.4.0 declares peerDependencies of ESLint 9 or 10 and Tailwind CSS 4, and requires Node.js 20.19.0 or later.' },
      { page: FORMAT, text: '（3.x 版本的提示末尾还多一个 `!`）' },
      { page: FORMAT_EN, text: '(in version 3.x the message ends with an extra `!`)' },
      { page: FORMAT_EN, text: "For `cn('text-white p-4 flex foo-bar')`, for example, you'll see two kinds of warnings, `Invalid Tailwind CSS classnames order` and `Classname 'foo-bar' is not a Tailwind CSS class` (`cn` is among the function names the plugin recognizes by default)." },
      { page: FORMAT_EN, text: 'Version 3.x of the ESLint plugin reads the design system from `tailwind.config.js` (the `config` setting) and does not understand a Tailwind CSS 4 entry CSS; version 4.x reads the entry CSS through `cssConfigPath`, and its peerDependencies list only Tailwind CSS 4.' },
    ],
    async proof() {
      const v3 = await eslint3Dir()
      const three = await inDir<{ keys: string[]; flatIsArray: boolean; readsCss: boolean; message: string }>(v3, `
import fs from 'node:fs'
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const t = require('eslint-plugin-tailwindcss')
const lib = (f) => fs.readFileSync(require.resolve('eslint-plugin-tailwindcss/lib/' + f), 'utf8')
console.log(JSON.stringify({ keys: Object.keys(t.configs), flatIsArray: Array.isArray(t.configs['flat/recommended']), readsCss: fs.readdirSync(require.resolve('eslint-plugin-tailwindcss/package.json').replace('package.json', 'lib/util')).filter(f => f.endsWith('.js')).some(f => lib('util/' + f).includes('cssConfigPath')), message: /CUSTOM_CLASSNAME_DETECTED_MSG = \`([^\`]*)\`/.exec(lib('rules/no-custom-classname.js'))[1] }))
`)
      assert.deepEqual(three.keys, ['recommended', 'flat/recommended'])
      assert.equal(three.flatIsArray, true)
      assert.equal(three.readsCss, false, '3.18.3 has no cssConfigPath')
      const v4 = await eslintDir()
      fs.mkdirSync(path.join(v4, 'src'), { recursive: true })
      fs.writeFileSync(path.join(v4, 'src/app.css'), '@import "tailwindcss";\n')
      fs.writeFileSync(path.join(v4, 'src/a.js'), "const cn = (...a) => a.join(' ')\nexport const x = cn('text-white p-4 flex foo-bar')\n")
      fs.writeFileSync(path.join(v4, 'eslint.config.mjs'), "import tailwind from 'eslint-plugin-tailwindcss'\n\nexport default [\n  tailwind.configs.recommended,\n  {\n    settings: {\n      tailwindcss: {\n        cssConfigPath: './src/app.css',\n      },\n    },\n  },\n]\n")
      const four = await inDir<{ keys: string[]; isObject: boolean; spread: string; peers: Record<string, string>; engines: Record<string, string>; messages: string[] }>(v4, `
import fs from 'node:fs'
import { ESLint } from 'eslint'
const tailwind = (await import('eslint-plugin-tailwindcss')).default
let spread = ''
try { [...tailwind.configs['flat/recommended']] } catch (error) { spread = error.message }
const pkg = JSON.parse(fs.readFileSync('node_modules/eslint-plugin-tailwindcss/package.json', 'utf8'))
const [result] = await new ESLint().lintFiles(['src/a.js'])
console.log(JSON.stringify({ keys: Object.keys(tailwind.configs), isObject: !Array.isArray(tailwind.configs.recommended) && typeof tailwind.configs.recommended === 'object', spread, peers: pkg.peerDependencies, engines: pkg.engines, messages: result.messages.map(m => m.message) }))
`)
      assert.deepEqual(four.keys, ['recommended'])
      assert.equal(four.isObject, true)
      assert.equal(four.spread, 'tailwind.configs.flat/recommended is not iterable')
      assert.deepEqual(four.peers, { eslint: '^9.0.0 || ^10.0.0', tailwindcss: '^4.0.0' })
      assert.deepEqual(four.engines, { node: '>=20.19.0' })
      assert.ok(four.messages.includes('Invalid Tailwind CSS classnames order'), four.messages.join(' | '))
      assert.ok(four.messages.includes("Classname 'foo-bar' is not a Tailwind CSS class"), four.messages.join(' | '))
      assert.equal(three.message, "Classname '{{classname}}' is not a Tailwind CSS class!", '3.x ends with !')
    },
  },
])
