// Claims of the shared partials docs/_partials/*.mdx and their English versions: the Tailwind CSS 3 config
// loader under "type": "module", and how the HBuilderX template of 4.12.0 brings in its stylesheet.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (name: string) => `docs/_partials/${name}.mdx`
const en = (name: string) => `i18n/en/docusaurus-plugin-content-docs/current/_partials/${name}.mdx`
const CONFIG_ZH = zh('v3-tailwind-config')
const CONFIG_EN = en('v3-tailwind-config')
const HBX_ZH = zh('v4-uni-app-hbuilderx-setup')
const HBX_EN = en('v4-uni-app-hbuilderx-setup')
const IS_ZH = zh('v4-intellisense')
const IS_EN = en('v4-intellisense')
const ENTRY_ZH = zh('v4-css-entry-file')
const ENTRY_EN = en('v4-css-entry-file')
const PATCH_ZH = zh('v4-patch-script')
const PATCH_EN = en('v4-patch-script')

export default defineClaims(import.meta.url, [
  {
    id: 'partials-tw3-config-type-module',
    says: 'In a "type": "module" project, require() of a module.exports tailwind.config.js throws, Tailwind CSS 3.4.19 falls back to jiti and reads its content; an export default config works too; tailwindcss init writes export default there',
    quotes: [
      { page: CONFIG_ZH, text: '项目的 `package.json` 里写了 `"type": "module"` 也不用改这份配置' },
      { page: CONFIG_ZH, text: 'Tailwind CSS 3.4.19 读取配置文件时先用 Node.js 的 `require`，出错了再交给 jiti 读一遍，所以 `module.exports` 照样能读到，换成 `export default` 也一样' },
      { page: CONFIG_ZH, text: '在这样的项目里运行 `npx tailwindcss init`，生成的模板用的就是 `export default`' },
      { page: CONFIG_EN, text: 'does not require any change to this file' },
      { page: CONFIG_EN, text: 'Tailwind CSS 3.4.19 first reads its configuration with Node.js\'s `require` and, when that throws, reads it again through jiti, so `module.exports` is still read, and `export default` works just as well' },
      { page: CONFIG_EN, text: 'Running `npx tailwindcss init` in such a project writes the template with `export default`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { fileURLToPath } = await import('node:url')
      const { runCommand } = await import('../lib/examples/runCommand')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const tw3 = path.join(root, 'node_modules/tailwindcss-3')
      assert.equal(JSON.parse(fs.readFileSync(path.join(tw3, 'package.json'), 'utf8')).version, '3.4.19')
      const loader = fs.readFileSync(path.join(tw3, 'lib/lib/load-config.js'), 'utf8')
      assert.match(loader, /try \{\s*return require\(path\);\s*\} catch\s*\{\s*return lazyJiti\(\)\(path\);/, 'require first, jiti when it throws')

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tw3-esm-config-'))
      try {
        fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "esm-app", "type": "module" }\n')
        fs.mkdirSync(path.join(dir, 'src'))
        fs.writeFileSync(path.join(dir, 'src/index.vue'), '<view class="mt-[13px] text-sky-600"></view>\n')
        const { loadConfig } = createRequire(import.meta.url)(path.join(tw3, 'lib/lib/load-config.js')) as { loadConfig: (file: string) => { content: string[] } }
        const postcss = (await import('postcss')).default
        const tailwindcss = (await import('tailwindcss-3')).default as unknown as (config: string) => import('postcss').AcceptedPlugin
        const bodies = {
          cjs: `module.exports = {\n  content: ['${dir}/src/**/*.{vue,js,ts}'],\n  corePlugins: { preflight: false },\n}\n`,
          esm: `export default {\n  content: ['${dir}/src/**/*.{vue,js,ts}'],\n  corePlugins: { preflight: false },\n}\n`,
        }
        for (const [kind, body] of Object.entries(bodies)) {
          const file = path.join(dir, `tailwind.config.${kind}-probe.js`)
          fs.writeFileSync(file, body)
          if (kind === 'cjs')
            assert.throws(() => createRequire(import.meta.url)(file), 'Node.js require cannot read module.exports in a "type": "module" package')
          assert.deepEqual(loadConfig(file).content, [`${dir}/src/**/*.{vue,js,ts}`], `${kind} config read`)
          const css = (await postcss([tailwindcss(file)]).process('@tailwind utilities;', { from: path.join(dir, 'src/app.css') })).css
          assert.match(css, /\.mt-\\\[13px\\\] \{\s*margin-top: 13px/, `${kind}: classes of content generated`)
          assert.match(css, /\.text-sky-600/)
        }

        fs.mkdirSync(path.join(dir, 'init'))
        fs.writeFileSync(path.join(dir, 'init/package.json'), '{ "name": "esm-init", "type": "module" }\n')
        const init = await runCommand('node', [path.join(tw3, 'lib/cli.js'), 'init'], { cwd: path.join(dir, 'init') })
        assert.equal(init.exitCode, 0, init.output)
        assert.match(fs.readFileSync(path.join(dir, 'init/tailwind.config.js'), 'utf8'), /^\/\*\* @type \{import\('tailwindcss'\)\.Config\} \*\/\nexport default \{/)
      }
      finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'partials-hbuilderx-style-src-app-target',
    says: 'Running a uni-app project to App from HBuilderX, <style src="./main.css"> in App.vue fails with "Could not load ./main.css?vue&type=style… ENOENT"; importing main.css in main.js works',
    quotes: [
      { page: HBX_ZH, text: '编译 App 时 HBuilderX 找不到这个相对路径，报 `Could not load ./main.css?vue&type=style…` 和 `ENOENT`' },
      { page: HBX_EN, text: 'when compiling for App, HBuilderX cannot find this relative path and reports `Could not load ./main.css?vue&type=style…` with `ENOENT`' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss issue #771 (closed): the uni-app-hbuilderx-tailwindcss-v4 template run to App from HBuilderX failed with "[plugin:vite:vue] Could not load ./main.css?vue&type=style&index=0&src=…&inline&lang.css (imported by ./app.css.js): ENOENT"; the maintainer reproduced it, removed <style src="./main.css"> from App.vue and added import \'./main.css\' to main.js, after which the App build succeeded, and updated the template (see partials-hbuilderx-template-imports-in-main-js)',
      versions: 'weapp-tailwindcss 4.8.12, tailwindcss 4.1.18 (as reported in the issue); HBuilderX version not given',
      on: '2026-11-29',
      why: 'needs the HBuilderX GUI and its App (Android/iOS) compiler, which do not run here',
    },
  },
  {
    id: 'partials-hbuilderx-style-src-for-mini-programs',
    says: '<style src="./main.css"> in App.vue (App.uvue for uni-app x) serves as the global stylesheet when HBuilderX compiles to mini-programs',
    quotes: [
      { page: HBX_ZH, text: '只编译到小程序时，可以在 `App.vue`（uni-app x 项目为 `App.uvue`）里引用它' },
      { page: HBX_EN, text: 'When you compile only to mini-programs, you can reference it from `App.vue` (`App.uvue` in a uni-app x project)' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss issue #771 (the failure is reported for the App target only) and the upstream history: git log of templates/uni-app-hbuilderx-tailwindcss-v4/App.vue shows <style src="./main.css"> from the template\'s first commit 035d43470 (2025-10-19) and 0325e223d (2025-10-20) until d881d7904 (2025-12-19) moved the import to main.js; demo/uni-app-x-hbuilderx-tailwindcss4/App.uvue at weapp-tailwindcss@4.12.0 still has <style src="./main.css">',
      versions: 'weapp-tailwindcss upstream commits 035d43470, 0325e223d, d881d7904 and tag weapp-tailwindcss@4.12.0',
      on: '2026-11-29',
      why: 'compiling with HBuilderX to a mini-program needs the HBuilderX GUI and WeChat DevTools, which do not run here',
    },
  },
  {
    id: 'partials-hbuilderx-template-imports-in-main-js',
    says: 'At weapp-tailwindcss@4.12.0, templates/uni-app-hbuilderx-tailwindcss-v4/main.js imports ./main.css right after App, and its App.vue has no <style>',
    quotes: [
      { page: HBX_ZH, text: '这时去掉 `App.vue` 里的这行，改在 `main.js` 顶部引入' },
      { page: HBX_ZH, text: '就是这样写的，`App.vue` 里没有 `<style>`' },
      { page: HBX_EN, text: 'In that case remove the line from `App.vue` and import the file at the top of `main.js` instead' },
      { page: HBX_EN, text: 'does exactly this, and its `App.vue` has no `<style>`' },
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const dir = 'templates/uni-app-hbuilderx-tailwindcss-v4'
      const main = upstreamFile('weapp-tailwindcss@4.12.0', `${dir}/main.js`)
      const app = upstreamFile('weapp-tailwindcss@4.12.0', `${dir}/App.vue`)
      assert.ok(main && app, 'template files at the tag')
      assert.ok(main.startsWith('import App from \'./App\'\nimport \'./main.css\'\n'), main.slice(0, 80))
      assert.doesNotMatch(app, /<style/)
    },
  },
  {
    id: 'partials-vscode-entry-output-force-source',
    says: 'weapp-tw vscode-entry (4.12.0) writes .vscode/weapp-tailwindcss.intellisense.css, headed by a comment saying it only activates IntelliSense and must not be imported in mini-program bundles, with one @import \'tailwindcss\', several @source rules and an @import of the real entry; a second run without --force fails and leaves the file alone, --force overwrites; repeated --source replace the default rules',
    quotes: [
      { page: IS_ZH, text: '会生成 `.vscode/weapp-tailwindcss.intellisense.css`，内容是一行 `@import \'tailwindcss\';`、若干 `@source` 规则，以及指回你真实入口的 `@import`' },
      { page: IS_ZH, text: '文件已存在时需要加 `--force` 才会覆盖' },
      { page: IS_ZH, text: '`--source` 可以多次传入来替换默认的扫描规则' },
      { page: IS_EN, text: 'generates `.vscode/weapp-tailwindcss.intellisense.css`, which contains one line of `@import \'tailwindcss\';`, a number of `@source` rules, and an `@import` pointing back to your real entry' },
      { page: IS_EN, text: 'If the file already exists, you need `--force` to overwrite it; `--source` can be passed several times to replace the default scan rules' },
      { page: IS_ZH, text: '这个提示专用文件**不要**被任何页面或 `App.vue` 引入，它只给编辑器读' },
      { page: IS_EN, text: 'This IntelliSense-only file must **not** be imported by any page or by `App.vue`; it is for the editor to read and nothing else' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { inFixture, weappTw } = await import('./support/cli')
      await inFixture('partials-vscode-entry', f => f.file('package.json', { name: 'fixture', version: '1.0.0', private: true }).file('src/app.css', '@import "weapp-tailwindcss/index.css";\n'), async (f) => {
        const out = path.join(f.dir, '.vscode/weapp-tailwindcss.intellisense.css')
        const first = await weappTw(f, ['vscode-entry', '--css', 'src/app.css'])
        assert.equal(first.exitCode, 0, first.output)
        const generated = fs.readFileSync(out, 'utf8')
        assert.match(generated, /This file exists solely to activate Tailwind CSS IntelliSense in VS Code\.\n \* Do not import it in your actual mini-program bundles\./, 'the file says it is for the editor only')
        const rules = generated.split('\n').filter(line => line.startsWith('@'))
        assert.equal(rules.filter(line => line === "@import 'tailwindcss';").length, 1)
        assert.equal(rules[0], "@import 'tailwindcss';")
        assert.equal(rules.at(-1), "@import '../src/app.css';")
        const defaults = rules.slice(1, -1)
        assert.ok(defaults.length > 1 && defaults.every(line => line.startsWith('@source ')), rules.join('\n'))
        fs.appendFileSync(out, '/* edited */\n')
        const again = await weappTw(f, ['vscode-entry', '--css', 'src/app.css', '--source', '../src/**/*.wxml'])
        assert.notEqual(again.exitCode, 0, 'without --force the second run fails')
        assert.match(again.output, /already exists[\s\S]*--force/)
        assert.match(fs.readFileSync(out, 'utf8'), /\/\* edited \*\/\n$/, 'the file is left alone')
        const forced = await weappTw(f, ['vscode-entry', '--css', 'src/app.css', '--force', '--source', '../src/**/*.wxml', '--source', '../src/**/*.ts'])
        assert.equal(forced.exitCode, 0, forced.output)
        const replaced = fs.readFileSync(out, 'utf8')
        assert.doesNotMatch(replaced, /edited/)
        assert.deepEqual(replaced.split('\n').filter(line => line.startsWith('@source')), ['@source "../src/**/*.wxml";', '@source "../src/**/*.ts";'])
      })
    },
  },
  {
    id: 'partials-vscode-entry-since-4-8-0',
    says: 'The vscode-entry command first appears at weapp-tailwindcss@4.8.0 (absent at 4.7.9)',
    quotes: [
      { page: IS_ZH, text: '该命令（weapp-tailwindcss 4.8.0 起提供）' },
      { page: IS_EN, text: 'This command (available since weapp-tailwindcss 4.8.0)' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      const cli = (v: string) => `${atRelease(v, 'src/cli.ts') ?? ''}\n${atRelease(v, 'src/cli/mount-options.ts') ?? ''}`
      assert.doesNotMatch(cli('4.7.9'), /'vscode-entry'/)
      assert.match(cli('4.8.0'), /'vscode-entry'/)
    },
  },
  {
    id: 'partials-weapp-css-entry-contents-and-resolution',
    says: 'weapp-tailwindcss/index.css (4.12.0) has @theme, a reset for *, ::before, ::after and @tailwind utilities, with no @layer and none of the html/body rules of tailwindcss 4.3.5\'s preflight (whose index.css uses @layer); the bare package name resolves to index.css through the style export condition / style field (Tailwind CSS compiles it; postcss-import loads it), while JS resolution (require) gets dist/index.js',
    quotes: [
      { page: ENTRY_ZH, text: '和 `tailwindcss` 自己的入口相比，它去掉了只对网页有意义的 preflight 规则，也没有用 `@layer` 包裹各部分' },
      { page: ENTRY_ZH, text: '依赖解析器识别 `package.json` 里的 `style` 字段或 `style` 导出条件；Tailwind CSS 自己和 `postcss-import` 都认，但只按 JS 规则解析的工具（例如把 `@import` 交给 webpack 默认解析的 loader）会拿到 `dist/index.js`' },
      { page: ENTRY_EN, text: 'Compared with `tailwindcss`\'s own entry, it drops the preflight rules that only make sense for web pages, and it does not wrap the parts in `@layer`' },
      { page: ENTRY_EN, text: 'Tailwind CSS itself and `postcss-import` both do, but tools that resolve by JS rules only (for example a loader that leaves `@import` to webpack\'s default resolution) get `dist/index.js`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { fileURLToPath } = await import('node:url')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const pkgDir = path.join(root, 'node_modules/weapp-tailwindcss')
      const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'))
      assert.equal(pkg.version, '4.12.0')
      const weappCss = fs.readFileSync(path.join(pkgDir, 'index.css'), 'utf8')
      const twCss = fs.readFileSync(path.join(root, 'node_modules/tailwindcss/index.css'), 'utf8')
      assert.match(twCss, /@layer base \{/)
      assert.match(twCss, /html,\s*:host \{/, 'tailwindcss preflight has rules for html')
      assert.doesNotMatch(weappCss, /@layer/)
      assert.doesNotMatch(weappCss, /(?:^|[},])\s*(?:html|body)\b/, 'no html/body rules')
      assert.match(weappCss, /@theme default\{/)
      assert.match(weappCss, /\*,:after,:before,::backdrop\{box-sizing:border-box;border:0 solid;margin:0;padding:0\}/)
      assert.ok(weappCss.trimEnd().endsWith('@tailwind utilities;'))
      assert.equal(pkg.style, 'index.css')
      assert.equal(pkg.exports['.'].style, './index.css')
      assert.equal(createRequire(path.join(root, 'x.js')).resolve('weapp-tailwindcss'), path.join(pkgDir, 'dist/index.js'), 'JS resolution')
      const postcss = (await import('postcss')).default
      const atImport = (await import('postcss-import')).default as unknown as () => import('postcss').AcceptedPlugin
      const imported = (await postcss([atImport()]).process('@import "weapp-tailwindcss";', { from: path.join(root, 'src/app.css') })).css
      assert.ok(imported.includes('@tailwind utilities;') && imported.includes('@theme default{'), 'postcss-import loads index.css')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="mt-[13px]"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(out.css, /margin-top: 13px/, 'Tailwind CSS compiles the bare name')
    },
  },
  {
    id: 'partials-unpatched-tailwind-takes-rpx-for-a-color',
    says: 'Tailwind CSS 3.1.8 still takes 32rpx for a length, 3.2.0 no longer does; unpatched 3.4.19 (installed), 4.0.0 and 4.3.5 (registry tarballs) turn text-[32rpx] into color: 32rpx and border-[2rpx] into border-color: 2rpx',
    quotes: [
      { page: PATCH_ZH, text: '不打这个补丁时，Tailwind CSS（3.2 起的 3.x 与 4.x 都是如此）会把 `text-[32rpx]`、`border-[2rpx]` 这类任意值里的 `rpx` 当成颜色，生成 `color: 32rpx` 之类的错误声明' },
      { page: PATCH_EN, text: 'Without the patch, Tailwind CSS (3.x from 3.2 on, and 4.x) treats the `rpx` in arbitrary values such as `text-[32rpx]` and `border-[2rpx]` as a color and generates wrong declarations such as `color: 32rpx`' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const { fileURLToPath } = await import('node:url')
      const { unpackedAsync } = await import('./support/issues')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const postcss = (await import('postcss')).default
      const unpacked = async (version: string) => {
        const dir = await unpackedAsync(`tailwindcss@${version}`)
        const link = path.join(path.dirname(dir), 'node_modules')
        if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir')
        return createRequire(path.join(dir, 'package.json'))
      }
      const lengthOf = async (version: string) => (await unpacked(version))('./lib/util/dataTypes.js').length as (value: string) => boolean
      assert.equal((await lengthOf('3.1.8'))('32rpx'), true, '3.1.8: 32rpx still passes as a length')
      assert.equal((await lengthOf('3.2.0'))('32rpx'), false, '3.2.0: rpx is no length')
      assert.equal((await lengthOf('3.2.0'))('32px'), true)
      const tailwindcss3 = (await import('tailwindcss-3')).default as unknown as (config: object) => import('postcss').AcceptedPlugin
      const v3 = (await postcss([tailwindcss3({ content: [{ raw: 'text-[32rpx] border-[2rpx]', extension: 'html' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })).css
      const v4 = async (version: string) => {
        const { compile } = (await unpacked(version))('./dist/lib.js') as { compile: (css: string) => Promise<{ build: (c: string[]) => string }> }
        return (await compile('@tailwind utilities;')).build(['text-[32rpx]', 'border-[2rpx]'])
      }
      for (const [version, css] of [['3.4.19', v3], ['4.0.0', await v4('4.0.0')], ['4.3.5', await v4('4.3.5')]] as const) {
        assert.match(css, /\.text-\\\[32rpx\\\][^}]*color: 32rpx/, `${version}: text-[32rpx] is a color`)
        assert.match(css, /\.border-\\\[2rpx\\\][^}]*border-color: 2rpx/, `${version}: border-[2rpx] is a color`)
      }
    },
  },
  {
    id: 'partials-tw3-cli-only-in-v3',
    says: 'tailwindcss-3 (3.4.19) declares the tailwindcss bin, tailwindcss 4.3.5 declares none; npx tailwindcss init in a project with only tailwindcss 4 fails with "could not determine executable to run"',
    quotes: [
      { page: CONFIG_ZH, text: '这条命令只有 Tailwind CSS 3 的包里才有；如果终端提示找不到可执行文件，多半是装成了 4.x' },
      { page: CONFIG_EN, text: 'This command exists only in the Tailwind CSS 3 package; if the terminal says the executable cannot be found, you most likely installed 4.x' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { fileURLToPath } = await import('node:url')
      const { runCommand } = await import('../lib/examples/runCommand')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const pkg = (dir: string) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', dir, 'package.json'), 'utf8'))
      assert.equal(pkg('tailwindcss-3').bin.tailwindcss, 'lib/cli.js')
      assert.equal(pkg('tailwindcss').version, '4.3.5')
      assert.equal(pkg('tailwindcss').bin, undefined)
      const { inFixture } = await import('./support/cli')
      await inFixture('partials-tw4-no-cli', f => f.file('package.json', { name: 'tw4-only', private: true, devDependencies: { tailwindcss: '4.3.5' } }).copy('tailwindcss'), async (f) => {
        const run = await runCommand('npx', ['--offline', 'tailwindcss', 'init'], { cwd: f.dir, timeoutMs: 60_000 })
        assert.notEqual(run.exitCode, 0)
        assert.match(run.output, /could not determine executable to run/)
        assert.ok(!fs.existsSync(path.join(f.dir, 'tailwind.config.js')))
      })
    },
  },
  {
    id: 'partials-tw3-content-scope-and-cwd',
    says: 'Tailwind CSS 3.4.19 generates classes only from files matched by content (a class in a directory left out yields nothing) and resolves relative content globs against the working directory of the process, not the config file',
    quotes: [
      { page: CONFIG_ZH, text: 'Tailwind CSS 3 只为 `content` 匹配到的文件里出现过的类名生成样式，漏掉的目录里写多少类名都不会有任何输出' },
      { page: CONFIG_ZH, text: 'glob 是相对于执行构建命令时的工作目录解析的' },
      { page: CONFIG_EN, text: 'Tailwind CSS 3 generates styles only for class names that appear in files matched by `content`; however many class names you write in a directory it misses, you get no output at all' },
      { page: CONFIG_EN, text: 'Globs are resolved relative to the working directory in which the build command runs' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { runCommand } = await import('../lib/examples/runCommand')
      const { inFixture } = await import('./support/cli')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const script = `const path = require('node:path')
const postcss = require(${JSON.stringify(`${root}node_modules/postcss`)})
const tailwindcss = require(${JSON.stringify(`${root}node_modules/tailwindcss-3`)})
postcss([tailwindcss(path.join(__dirname, 'tailwind.config.js'))]).process('@tailwind utilities;', { from: undefined }).then(r => console.log('CSS ' + JSON.stringify(r.css)))
`
      await inFixture('partials-tw3-content', f => f
        .file('project/tailwind.config.js', "module.exports = { content: ['./src/pages/**/*.vue'], corePlugins: { preflight: false } }\n")
        .file('project/src/pages/index.vue', '<view class="mt-[11px]"></view>\n')
        .file('project/src/components/card.vue', '<view class="mt-[22px]"></view>\n')
        .file('project/build.cjs', script), async (f) => {
        const css = async (cwd: string) => {
          const run = await runCommand('node', ['project/build.cjs'.replace(cwd === 'project' ? 'project/' : '', '')], { cwd: `${f.dir}/${cwd}` })
          assert.equal(run.exitCode, 0, run.output)
          return JSON.parse(/^CSS (.*)$/m.exec(run.output)![1]!) as string
        }
        const fromProject = await css('project')
        assert.match(fromProject, /margin-top: 11px/, 'the matched directory is generated')
        assert.doesNotMatch(fromProject, /22px/, 'the directory left out gives nothing')
        assert.equal(await css('.'), '', 'run from the parent directory, the same config matches nothing')
      })
    },
  },
  {
    id: 'partials-tw3-is-a-postcss-plugin',
    says: 'tailwindcss 3.4.19 is a PostCSS plugin (postcss: true); a PostCSS run without it leaves the @tailwind directives in the output, with it they become CSS',
    quotes: [
      { page: zh('v3-postcss-config'), text: 'Tailwind CSS 3 本身就是一个 PostCSS 插件，必须注册进项目的 PostCSS 流程才会执行' },
      { page: zh('v3-postcss-config'), text: '写错位置的后果就是 `@tailwind` 指令原样留在产物里' },
      { page: en('v3-postcss-config'), text: 'Tailwind CSS 3 is itself a PostCSS plugin and only runs once it is registered in the project\'s PostCSS pipeline' },
    ],
    async proof() {
      const postcss = (await import('postcss')).default
      const tailwindcss = (await import('tailwindcss-3')).default as unknown as { postcss?: boolean } & ((config: object) => import('postcss').AcceptedPlugin)
      assert.equal(tailwindcss.postcss, true)
      const input = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'
      assert.equal((await postcss([]).process(input, { from: undefined })).css, input, 'without the plugin the directives stay')
      const out = (await postcss([tailwindcss({ content: [{ raw: 'mt-4', extension: 'html' }], corePlugins: { preflight: false } })]).process(input, { from: undefined })).css
      assert.doesNotMatch(out, /@tailwind/)
      assert.match(out, /\.mt-4 \{\s*margin-top: 1rem/)
    },
  },
  {
    id: 'partials-unit-pages-rem2rpx-px2rpx',
    says: 'rem2rpx turns the rem of Tailwind CSS defaults into rpx; px2rpx turns px of arbitrary values and hand-written rules into rpx (first published in 4.3.0); the two are independent and can be on together',
    quotes: [
      { page: zh('v3-unit-pages'), text: '处理 Tailwind CSS 默认使用的 `rem`，对应配置项 `rem2rpx`' },
      { page: zh('v3-unit-pages'), text: '处理手写或任意值里的 `px`，对应配置项 `px2rpx`（weapp-tailwindcss 4.3.0 起）' },
      { page: en('v3-unit-pages'), text: 'handles the `rem` that Tailwind CSS uses by default, through the `rem2rpx` option' },
      { page: zh('v3-unit-pages'), text: '两个选项互不影响，可以同时开启' },
      { page: en('v3-unit-pages'), text: 'The two options are independent of each other and can be turned on together' },
      { page: en('v3-unit-pages'), text: 'handles `px` in hand-written styles and arbitrary values, through the `px2rpx` option (since weapp-tailwindcss 4.3.0)' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { assertFirstRelease } = await import('./support/options')
      const css = '@tailwind utilities;\n.card { width: 300px; }'
      const template = '<view class="mt-4 w-[100px]"></view>'
      const rem = (await runTailwind3({ template, css, options: { rem2rpx: true } })).wxss
      assert.match(rem, /margin-top: 32rpx/)
      assert.match(rem, /width: 100px/)
      assert.match(rem, /width: 300px/)
      const px = (await runTailwind3({ template, css, options: { px2rpx: true } })).wxss
      assert.match(px, /margin-top: 1rem/)
      assert.match(px, /width: 100rpx/)
      assert.match(px, /width: 300rpx/)
      const both = (await runTailwind3({ template, css, options: { rem2rpx: true, px2rpx: true } })).wxss
      assert.match(both, /margin-top: 32rpx/)
      assert.match(both, /width: 100rpx/)
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
    },
  },
  {
    id: 'partials-v3-install-plugin-postinstall-lines',
    says: 'weapp-tailwindcss installed here is 4.12.0 and escapes arbitrary values with Tailwind CSS 3.4.19 and 4.3.5 alike; npm run postinstall with "weapp-tw patch" on a Tailwind CSS 3.4.19 project prints the line binding node_modules/tailwindcss (v3.4.19) and "Tailwind CSS 运行时补丁已完成"',
    quotes: [
      { page: zh('v3-install-plugin'), text: '本文档对应的版本是 4.12.0，它同时支持 Tailwind CSS 3 和 4' },
      { page: zh('v3-install-plugin'), text: '终端里出现「weapp-tw patch 绑定 Tailwind CSS -> node_modules/tailwindcss (v3.4.19)」（括号里是你装的 Tailwind CSS 3 的版本，这里以 3.4.19 为例）和「Tailwind CSS 运行时补丁已完成」两行，就说明补丁打在了 Tailwind CSS 3 上' },
      { page: en('v3-install-plugin'), text: 'this documentation covers version 4.12.0, which supports both Tailwind CSS 3 and 4' },
      { page: en('v3-install-plugin'), text: 'When the terminal prints the two lines `weapp-tw patch 绑定 Tailwind CSS -> node_modules/tailwindcss (v3.4.19)`' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { fileURLToPath } = await import('node:url')
      const root = fileURLToPath(new URL('../', import.meta.url))
      assert.equal(JSON.parse(fs.readFileSync(path.join(root, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')).version, '4.12.0')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="w-[10px]"></view>'
      assert.match((await runTailwind3({ template, options: {} })).wxml, /w-_b10px_B/)
      assert.match((await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })).wxml, /w-_b10px_B/)
      const { runCommand } = await import('../lib/examples/runCommand')
      const { Fixture } = await import('../lib/examples/cliFixtures')
      const project = Fixture.create(root, 'partials-postinstall').file('package.json', { name: 'app', private: true, scripts: { postinstall: 'weapp-tw patch' } }).copy('tailwindcss', 'tailwindcss-3').linkCli()
      try {
        const run = await runCommand('npm', ['run', 'postinstall'], { cwd: project.dir, env: { NODE_PATH: path.join(root, 'node_modules') }, timeoutMs: 120_000 })
        assert.equal(run.exitCode, 0, run.output)
        assert.match(run.output, /weapp-tw patch 绑定 Tailwind CSS -> node_modules\/tailwindcss \(v3\.4\.19\)/)
        assert.match(run.output, /Tailwind CSS 运行时补丁已完成/)
      }
      finally {
        project.remove()
      }
    },
  },
  {
    id: 'partials-v3-verify-doctor-lines',
    says: 'weapp-tw doctor 4.12.0 in a Tailwind CSS 3.4.19 project prints "[ok] Tailwind CSS: 检测到 tailwindcss@3.4.19" and "[ok] weapp-tailwindcss: 检测到 weapp-tailwindcss@4.12.0"',
    quotes: [
      { page: zh('v3-verify'), text: '重点看两行：`[ok] Tailwind CSS: 检测到 tailwindcss@3.4.19`（版本号是你装的那一版 Tailwind CSS 3）和 `[ok] weapp-tailwindcss: 检测到 weapp-tailwindcss@4.12.0`' },
      { page: en('v3-verify'), text: 'Look for two lines in particular: `[ok] Tailwind CSS: 检测到 tailwindcss@3.4.19`' },
    ],
    async proof() {
      const { copyTailwind3, inFixture, weappTw } = await import('./support/cli')
      await inFixture('partials-v3-doctor', f => copyTailwind3(f.file('package.json', { name: 'app', private: true, devDependencies: { 'tailwindcss': '^3.4.19', 'weapp-tailwindcss': '4.12.0' } }).link('weapp-tailwindcss'))
        .file('tailwind.config.js', 'module.exports = { content: [] }\n').file('vite.config.ts', 'export default {}\n'), async (f) => {
        const run = await weappTw(f, ['doctor'])
        assert.equal(run.exitCode, 0, run.output)
        assert.ok(run.lines.includes('[ok] Tailwind CSS: 检测到 tailwindcss@3.4.19。'), run.lines.join('\n'))
        assert.ok(run.lines.includes('[ok] weapp-tailwindcss: 检测到 weapp-tailwindcss@4.12.0。'), run.lines.join('\n'))
      })
    },
  },
  {
    id: 'partials-v3-verify-doctor-new-in-4-12-0',
    says: 'The doctor command is absent from the CLI at weapp-tailwindcss@4.11.2 and present at 4.12.0',
    quotes: [
      { page: zh('v3-verify'), text: 'weapp-tailwindcss 4.12.0 新增了诊断命令' },
      { page: en('v3-verify'), text: 'weapp-tailwindcss 4.12.0 adds a diagnostic command' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      const cli = (v: string) => `${atRelease(v, 'src/cli.ts') ?? ''}\n${atRelease(v, 'src/cli/mount-options.ts') ?? ''}`
      assert.doesNotMatch(cli('4.11.2'), /'doctor'/)
      assert.match(cli('4.12.0'), /'doctor'/)
    },
  },
  {
    id: 'partials-v4-mode-follows-installed-major',
    says: 'Without tailwindcss.version, the 4.12.0 Vite plugin works in Tailwind CSS 4 mode (it registers the @import "tailwindcss" rewrite, a v4-only step) where tailwindcss 4.3.5 is installed, and not where the project\'s tailwindcss is 3.4.19',
    quotes: [
      { page: zh('v4-css-entries'), text: '插件会根据项目里安装的 `tailwindcss` 主版本自动进入 v4 模式，一般不需要手动指定 `version`' },
      { page: en('v4-css-entries'), text: 'The plugin switches to v4 mode automatically based on the major version of `tailwindcss` installed in the project, so you normally do not need to set `version` by hand' },
    ],
    async proof() {
      const { fileURLToPath } = await import('node:url')
      const { copyTailwind3, inFixture } = await import('./support/cli')
      const root = fileURLToPath(new URL('../', import.meta.url))
      const { UnifiedViteWeappTailwindcssPlugin } = await import('weapp-tailwindcss/vite')
      const rewrites = (basedir: string) => ([UnifiedViteWeappTailwindcssPlugin({ logLevel: 'silent', tailwindcssBasedir: basedir, supportCustomLengthUnitsPatch: false } as never)].flat(3) as { name?: string }[])
        .some(plugin => plugin?.name?.endsWith(':rewrite-css-imports'))
      assert.equal(rewrites(root), true, 'tailwindcss 4.3.5: v4 mode')
      await inFixture('partials-v3-mode', f => copyTailwind3(f.file('package.json', { name: 'app', private: true })), async (f) => {
        assert.equal(rewrites(f.dir), false, 'tailwindcss 3.4.19: not v4 mode')
      })
    },
  },
  {
    id: 'partials-v3-install-tailwind-registry',
    says: 'On the npm registry the latest tag of tailwindcss is a 4.x release (4.0.0 published in 2025) and the highest 3.x release is in the 3.4 series; tailwindcss 4 used as the PostCSS plugin of a Tailwind CSS 3 setup throws and points to @tailwindcss/postcss',
    quotes: [
      { page: zh('v3-install-tailwind'), text: 'npm 上 `tailwindcss` 的 `latest` 标签早就指向 4.x，直接写 `tailwindcss` 装到的是 Tailwind CSS 4，它的 PostCSS 插件搬到了 `@tailwindcss/postcss`，本节后面所有 Tailwind CSS 3 的写法都会失效' },
      { page: zh('v3-install-tailwind'), text: '目前 3.x 的最新版本是 3.4 系列' },
      { page: en('v3-install-tailwind'), text: 'the latest 3.x releases are currently the 3.4 series' },
      { page: en('v3-install-tailwind'), text: 'The `latest` tag of `tailwindcss` on npm has long pointed to 4.x, so a bare `tailwindcss` installs Tailwind CSS 4, whose PostCSS plugin has moved to `@tailwindcss/postcss`, and none of the Tailwind CSS 3 configuration later in this section would work' },
    ],
    slow: true,
    async proof() {
      const os = await import('node:os')
      const { runCommand } = await import('../lib/examples/runCommand')
      const view = async (...args: string[]) => {
        const run = await runCommand('npm', ['view', ...args, '--json'], { cwd: os.tmpdir(), timeoutMs: 120_000 })
        assert.equal(run.exitCode, 0, run.output)
        return JSON.parse(run.output)
      }
      const tags = await view('tailwindcss', 'dist-tags') as Record<string, string>
      assert.match(tags.latest!, /^4\./)
      const times = await view('tailwindcss', 'time') as Record<string, string>
      assert.match(times['4.0.0']!, /^2025-/)
      const v3 = (await view('tailwindcss@3', 'version') as string[]).map(v => v.split('.').map(Number))
      const highest = v3.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!).at(-1)!
      assert.deepEqual(highest.slice(0, 2), [3, 4], `highest 3.x is ${highest.join('.')}`)
      const postcss = (await import('postcss')).default
      const tailwindcss = (await import('tailwindcss')).default as unknown as (config?: object) => import('postcss').AcceptedPlugin
      assert.throws(() => postcss([tailwindcss({})]).process('@tailwind utilities;', { from: undefined }).css, /@tailwindcss\/postcss/)
    },
  },
  {
    id: 'partials-v4-common-errors-pnpm-hoisting',
    says: 'pnpm 10.34.9 keeps indirect dependencies in node_modules/.pnpm/node_modules, not resolvable from the project root; with shamefully-hoist=true a workspace root gets a tailwindcss (4.1.13) it never declared (proofs of qs4-pnpm-hoists-to-virtual-store-not-root and mono-pnpm10-root-status-reads-the-hoisted-copy)',
    quotes: [
      { page: zh('v4-common-errors'), text: 'pnpm 默认不把间接依赖放进项目根目录的 `node_modules`，这样的包虽然装在 `node_modules/.pnpm` 里，从根目录找不到' },
      { page: zh('v4-common-errors'), text: '都不方便时再用 `shamefully-hoist=true`，它会把所有依赖都提升到根目录，monorepo 里可能让根目录多出另一版 `tailwindcss`' },
      { page: en('v4-common-errors'), text: 'By default pnpm does not put indirect dependencies in the project root\'s `node_modules`, so such a package, although installed in `node_modules/.pnpm`, cannot be found from the root' },
      { page: en('v4-common-errors'), text: 'Only when neither is practical, use `shamefully-hoist=true`: it hoists every dependency to the root, and in a monorepo it may leave another version of `tailwindcss` in the root' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v4'), 'qs4-pnpm-hoists-to-virtual-store-not-root')
      await proofOf(() => import('./issues-pages-a'), 'mono-pnpm10-root-status-reads-the-hoisted-copy')
    },
  },
  {
    id: 'partials-entry-not-in-uni-scss',
    says: '@dcloudio/vite-plugin-uni passes the whole uni.scss as Sass additionalData; in a real uni-app build (Tailwind CSS 3), Tailwind imports in uni.scss put the variable block and every utility into each lang="scss" page\'s wxss, not into plain <style> pages (proof of qs3-uni-scss-is-sass-additional-data)',
    quotes: [
      { page: ENTRY_ZH, text: 'uni-app 会把 `uni.scss` 的全文拼到每个 Sass 文件和每个 `lang="scss"` 样式块的开头，入口放在那里，这些页面、组件就各自带上一整份工具类' },
      { page: ENTRY_EN, text: 'uni-app prepends the whole of `uni.scss` to every Sass file and every `lang="scss"` style block, so with the entry there, each of those pages and components carries its own full copy of the utility classes' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v3-hbuilderx'), 'qs3-uni-scss-is-sass-additional-data')
    },
  },
  {
    id: 'partials-v3-verify-escaped-class-names',
    says: 'Tailwind CSS 3.4.19 + weapp-tailwindcss 4.12.0 turn the test node of the page into class="w-_b120rpx_B h-_b120rpx_B bg-_b_h1677ff_B p-4 rounded-lg", every class made only of letters, digits, - and _',
    quotes: [
      { page: zh('v3-verify'), text: '类名应当已经被转义成只含合法字符的形式' },
      { page: en('v3-verify'), text: 'The class names should have been escaped into forms that contain only legal characters' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="w-[120rpx] h-[120rpx] bg-[#1677ff] p-4 rounded-lg">tw</view>'
      const out = await runTailwind3({ template, options: { rem2rpx: true } })
      assert.equal(out.wxml, '<view class="w-_b120rpx_B h-_b120rpx_B bg-_b_h1677ff_B p-4 rounded-lg">tw</view>')
      const classes = /class="([^"]*)"/.exec(out.wxml)![1]!.split(' ')
      assert.ok(classes.every(name => /^[\w-]+$/.test(name)), classes.join(' '))
    },
  },
  {
    id: 'partials-project-postinstall-on-bare-installs',
    says: 'npm, pnpm 10/12 and Yarn 1/4 run the project\'s own postinstall on an install without package names, and pnpm add <package> does not (proof of bare-install-runs-the-project-postinstall)',
    quotes: [
      { page: zh('v3-install-plugin'), text: '让每次不带包名地安装依赖（`npm install`、`pnpm install`、`yarn install`）后自动给 Tailwind CSS 打补丁' },
      { page: en('v3-install-plugin'), text: 'so that Tailwind CSS is patched automatically every time you install dependencies without package names (`npm install`, `pnpm install`, `yarn install`)' },
      { page: zh('v4-patch-script'), text: '让每次不带包名地安装依赖（`npm install`、`pnpm install`、`yarn install`）后都自动执行 `weapp-tw patch`' },
      { page: en('v4-patch-script'), text: 'so that `weapp-tw patch` runs automatically after every install without package names (`npm install`, `pnpm install`, `yarn install`)' },
      { page: 'docs/migrations/v1.md', text: '之后每次不带包名地安装依赖（`npm install` 等），补丁都会自动打上' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md', text: 'From then on, every dependency install without package names (`npm install` and the like) applies the patch automatically' },
    ],
    slow: true,
    timeoutMs: 1_200_000,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./package-managers'), 'bare-install-runs-the-project-postinstall')
    },
  },
  {
    id: 'partials-v4-common-errors-use-strict',
    says: 'Resolved by JS rules (require), the bare weapp-tailwindcss name gives dist/index.js, and PostCSS parsing that file fails with Unknown word "use strict"; the package\'s style condition points to index.css',
    quotes: [
      { page: zh('v4-common-errors'), text: '裸写的 `@import "weapp-tailwindcss"` 被不认 `style` 条件的解析器（例如 Mpx 的 wxss loader 交给 webpack）解析到了 `dist/index.js`' },
      { page: en('v4-common-errors'), text: 'A bare `@import "weapp-tailwindcss"` was resolved to `dist/index.js` by a resolver that does not recognize the `style` condition' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { createRequire } = await import('node:module')
      const require = createRequire(import.meta.url)
      const resolved = require.resolve('weapp-tailwindcss')
      assert.equal(path.relative(path.dirname(require.resolve('weapp-tailwindcss/package.json')), resolved), 'dist/index.js')
      assert.equal(JSON.parse(fs.readFileSync(require.resolve('weapp-tailwindcss/package.json'), 'utf8')).exports['.'].style, './index.css')
      const postcss = (await import('postcss')).default
      assert.throws(() => postcss.parse(fs.readFileSync(resolved, 'utf8')), /Unknown word "use strict"/)
    },
  },
])
