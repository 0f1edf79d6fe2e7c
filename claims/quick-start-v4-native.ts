// Claims of the weapp-vite and Mpx pages of docs/quick-start/v4 and their English pages. weapp-vite 6.20.4
// cannot be installed from the registry here (a dependency, @weapp-core/constants@0.1.17, is not served), so
// what weapp-vite does is read from its published tarball or recorded from its repository; what
// weapp-tailwindcss does is run.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { context, en, file, zh } from './support/quick-start-v4-pages'

const WV_ZH = zh('weapp-vite')
const WV_EN = en('weapp-vite')
const MPX_ZH = zh('mpx')
const MPX_EN = en('mpx')

export default defineClaims(import.meta.url, [
  {
    id: 'qs4-weapp-vite-engines-and-babel-8',
    says: 'weapp-vite 6.20.4 declares engines.node ^20.19.0 || >=22.12.0; its Babel 8 presets peer on @babel/core ^8, whose 8.1.3 requires ^22.18.0 || >=24.11.0; npm 11 only warns (EBADENGINE) on such a mismatch and installs',
    quotes: [
      { page: WV_ZH, text: '（weapp-vite 6.20.4 在 `engines` 里声明的范围）' },
      { page: WV_ZH, text: '例如 `@babel/core` 8.1.3，要求 `^22.18.0 || >=24.11.0`）打出 `EBADENGINE` 警告' },
      { page: WV_ZH, text: 'npm 默认对这类引擎不匹配只警告、不中断安装' },
      { page: WV_EN, text: 'npm prints `EBADENGINE` warnings for the Babel 8 packages weapp-vite depends on' },
      { page: WV_EN, text: '(the range weapp-vite 6.20.4 declares in `engines`)' },
      { page: WV_EN, text: 'By default npm only warns about such engine mismatches and does not stop the install' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { execFileSync } = await import('node:child_process')
      const { npmView } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      assert.equal((npmView('weapp-vite@6.20.4', 'engines') as Record<string, string>).node, '^20.19.0 || >=22.12.0')
      const deps = npmView('weapp-vite@6.20.4', 'dependencies') as Record<string, string>
      assert.match(deps['@babel/preset-env']!, /^\^8\./)
      const peers = ([] as Record<string, string>[]).concat(npmView(`@babel/preset-env@${deps['@babel/preset-env']}`, 'peerDependencies') as Record<string, string>[])
      assert.ok(peers.every(peer => /^\^8\./.test(peer['@babel/core']!)), 'the presets peer on @babel/core 8')
      assert.equal((npmView('@babel/core@8.1.3', 'engines') as Record<string, string>).node, '^22.18.0 || >=24.11.0')
      // npm's own behaviour on an engine mismatch, with a local package that asks for a Node.js nobody has.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-engines-'))
      const dep = path.join(root, 'dep')
      fs.mkdirSync(dep)
      fs.writeFileSync(path.join(dep, 'package.json'), JSON.stringify({ name: 'needs-future-node', version: '1.0.0', engines: { node: '>=99' } }))
      execFileSync('npm', ['pack', '--silent'], { cwd: dep })
      const app = path.join(root, 'app')
      fs.mkdirSync(app)
      fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }))
      const install = await runCommand('npm', ['install', '--no-audit', '--no-fund', path.join(dep, 'needs-future-node-1.0.0.tgz')], { cwd: app })
      assert.equal(install.exitCode, 0, install.output)
      assert.match(install.output, /npm warn EBADENGINE Unsupported engine/)
      assert.ok(fs.existsSync(path.join(app, 'node_modules/needs-future-node/package.json')), 'installed anyway')
    },
  },
  {
    id: 'qs4-weapp-vite-config-import-meta-dirname',
    says: "weapp-vite 6.20.4 loads the config with Vite's loadConfigFromFile; Vite replaces import.meta.dirname with the config file's directory when it bundles the config",
    quotes: [
      { page: WV_ZH, text: 'weapp-vite 用 Vite 的 `loadConfigFromFile` 加载 `vite.config.ts`，打包配置时会把 `import.meta.dirname` 换成配置文件所在的目录' },
      { page: WV_EN, text: 'weapp-vite loads `vite.config.ts` with Vite\'s `loadConfigFromFile`, which replaces `import.meta.dirname` with the config file\'s directory' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { readAll, unpacked } = await import('./support/quick-start-v4')
      const dist = readAll(path.join(unpacked('weapp-vite@6.20.4'), 'dist'), /\.mjs$/)
      assert.ok(dist.some(f => /import \{[^}]*loadConfigFromFile[^}]*\} from "vite"/.test(f.text) && f.text.includes('loadConfigFromFile(configEnv, resolvedConfigFile')), 'weapp-vite calls Vite\'s loadConfigFromFile')
      const vite = (JSON.parse(await file('weapp-vite@6.20.4', 'package.json')).dependencies as Record<string, string>).vite!
      assert.ok(readAll(path.join(unpacked(`vite@${vite}`), 'dist/node'), /\.js$/).some(f => f.text.includes('"import.meta.dirname": dirnameVarName')), `vite ${vite} replaces import.meta.dirname`)
      // The same replacement, run with the Vite installed here, in a project that is not "type": "module".
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-vite-config-'))
      fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"config-dir"}')
      fs.writeFileSync(path.join(dir, 'vite.config.ts'), 'export default { define: { DIR: JSON.stringify(import.meta.dirname) } }\n')
      const { loadConfigFromFile } = await import('vite')
      const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(dir, 'vite.config.ts'), dir, 'silent')
      assert.equal((loaded!.config.define as Record<string, string>).DIR, JSON.stringify(dir))
    },
  },
  {
    id: 'qs4-weapp-vite-app-type-and-main-stylesheet',
    says: "weapp-tailwindcss 4.12.0 infers appType 'weapp-vite' from a weapp-vite dependency; with it only app* outputs are main stylesheets, so another stylesheet keeps @property and gets no preflight declarations",
    quotes: [
      { page: WV_ZH, text: '插件会自动识别 weapp-vite，一般不需要填写 `appType`；如需显式声明，取值为 `\'weapp-vite\'`' },
      { page: WV_ZH, text: 'weapp-tailwindcss 在 weapp-vite 下默认只把路径以 `app` 开头的产物当作主样式' },
      { page: WV_ZH, text: '`@property` 规则会原样留下，`::before`、`::after` 上的边框等基础重置也不会注入' },
      { page: WV_EN, text: 'The plugin detects weapp-vite automatically, so you normally do not need to fill in `appType`' },
      { page: WV_EN, text: 'under weapp-vite, weapp-tailwindcss by default treats only output whose path starts with `app` as the main stylesheet' },
      { page: WV_EN, text: 'This separate file is not among them, so its `@property` rules are left as they are' },
    ],
    async proof() {
      const path = await import('node:path')
      const { ROOT, readAll } = await import('./support/quick-start-v4')
      const dist = readAll(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist'), /\.js$/)
      assert.ok(dist.some(f => /if \(dependencyNames\.has\("weapp-vite"\) \|\| \[\.\.\.dependencyNames\]\.some\(\(name\) => name\.startsWith\("@weapp-vite\/"\)\)\) \{\s*return "weapp-vite";/.test(f.text)), 'appType is inferred from the dependencies')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType?: string) => boolean }).mainCssChunkMatcher
      assert.equal(matcher('app.wxss', 'weapp-vite'), true)
      assert.equal(matcher('styles/tailwind.wxss', 'weapp-vite'), false)
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const input = { template: '<view class="shadow p-4">', css: '@import "weapp-tailwindcss";', options: { appType: 'weapp-vite', rem2rpx: true }, marginTrimInline: true }
      const other = await runTailwind4({ ...input, isMainChunk: false })
      const main = await runTailwind4(input)
      assert.ok(other.wxss.includes('@property') && !main.wxss.includes('@property'))
      const preflight = /::after[^{]*\{[^}]*border-style: solid/
      assert.match(main.wxss, preflight, 'the main stylesheet gets the border reset on ::before/::after')
      assert.ok(!preflight.test(other.wxss), 'another stylesheet does not')
    },
  },
  {
    id: 'qs4-weapp-vite-does-not-inline-postcss',
    says: 'weapp-vite 6.20.4 sets no css.postcss object of its own, so Vite looks up postcss.config.* from the project root',
    quotes: [
      { page: WV_ZH, text: 'weapp-vite 基于 Vite，会自动读取项目根目录的 PostCSS 配置' },
      { page: WV_EN, text: 'weapp-vite is built on Vite and reads the PostCSS configuration in the project root automatically' },
    ],
    slow: true,
    async proof() {
      const path = await import('node:path')
      const { readAll, unpacked } = await import('./support/quick-start-v4')
      const dist = readAll(path.join(unpacked('weapp-vite@6.20.4'), 'dist'), /\.mjs$/)
      assert.ok(!dist.some(f => /\bpostcss:\s*\{/.test(f.text)), 'no inline postcss option')
      // What Vite does then is proven by qs4-vite-inline-postcss-skips-config-file (a config file is loaded without an inline object).
    },
  },
  {
    id: 'qs4-weapp-vite-app-css-and-project-config',
    says: 'weapp-vite treats app.css under srcRoot as the global style entry and its template project.config.json points miniprogramRoot at the output directory',
    quotes: [
      { page: WV_ZH, text: 'weapp-vite 会把它编译成 `app.wxss`' },
      { page: WV_ZH, text: 'weapp-vite 会在 `project.config.json` 中指向输出目录' },
      { page: WV_EN, text: 'weapp-vite compiles it into `app.wxss`' },
      { page: WV_EN, text: 'weapp-vite points `project.config.json` at the output directory' },
    ],
    manual: {
      ran: 'in the weapp-vite repository at tag weapp-vite@6.20.4: website/guide/directory-structure/app-style.md names app.(css|scss|wxss|…) the global style entry; templates/weapp-vite-template/project.config.json has "miniprogramRoot": "dist/"',
      versions: 'weapp-vite 6.20.4 (repository tag)',
      on: '2026-11-28',
      why: 'weapp-vite 6.20.4 cannot be installed from the registry here (its dependency @weapp-core/constants@0.1.17 is not served), so no build could be run',
    },
  },
  {
    id: 'qs4-custom-attributes',
    says: 'by default weapp-tailwindcss escapes class, hover-class and virtualHostClass but not custom-class; customAttributes { "*": [/-class$/] } adds it',
    quotes: [
      { page: WV_ZH, text: 'weapp-tailwindcss 默认只处理 `class`、`hover-class` 和 `virtualHostClass` 三个属性，这类自定义属性不会被转义，和样式里转义后的选择器对不上' },
      { page: WV_EN, text: 'By default weapp-tailwindcss only processes three attributes, `class`, `hover-class` and `virtualHostClass`, so custom attributes like this are not escaped' },
    ],
    async proof() {
      const runtimeSet = new Set(['bg-[#fafafa]', 'p-2'])
      const plain = await (await context({})).transformWxml('<view class="bg-[#fafafa]" hover-class="bg-[#fafafa]" virtualHostClass="bg-[#fafafa]" custom-class="bg-[#fafafa] p-2"></view>', { runtimeSet } as never)
      assert.equal(plain, '<view class="bg-_b_hfafafa_B" hover-class="bg-_b_hfafafa_B" virtualHostClass="bg-_b_hfafafa_B" custom-class="bg-[#fafafa] p-2"></view>')
      const custom = await (await context({ customAttributes: { '*': [/-class$/] } })).transformWxml('<view custom-class="bg-[#fafafa] p-2"></view>', { runtimeSet } as never)
      assert.equal(custom, '<view custom-class="bg-_b_hfafafa_B p-2"></view>')
    },
  },
  {
    id: 'qs4-weapp-vite-multiple-style-src-and-shared-styles',
    says: 'weapp-vite before 6.25.0 lost the utilities of several <style src> blocks of App.vue (weapp-vite#893, fixed in 6.25.0); weapp.styles appeared in 6.21.0 (6.20.x only has subpackage styles); in 6.21.0 the shared-style injector skips the main app stylesheet before matching include',
    quotes: [
      { page: WV_ZH, text: '在 weapp-vite 6.25.0 之前，这种写法下 Tailwind CSS 能正常运行、构建也不报错，但生成的工具类没有写进 `app.wxss`' },
      { page: WV_ZH, text: '把 weapp-vite 升级到 6.25.0 或更高版本，维护者在这个版本里修复并加了回归测试' },
      { page: WV_ZH, text: '这个配置项是 weapp-vite 6.21.0 才加的，6.20.x 及更早的版本只有分包级的 `weapp.subPackages[root].styles`' },
      { page: WV_ZH, text: '主包的 `app` 样式本身会被跳过，所以写 `include: [\'app.*\']` 什么也匹配不到' },
      { page: WV_EN, text: 'Before weapp-vite 6.25.0, with this setup Tailwind CSS runs normally and the build reports no errors' },
      { page: WV_EN, text: 'Upgrade weapp-vite to 6.25.0 or later; the maintainers fixed it in that version and added a regression test' },
      { page: WV_EN, text: 'This option was only added in weapp-vite 6.21.0' },
      { page: WV_EN, text: 'The `app` styles of the main package are skipped, so `include: [\'app.*\']` matches nothing' },
      { page: WV_EN, text: 'weapp-vite 6.21.0 compiles it into a separate stylesheet' },
      { page: WV_ZH, text: 'weapp-vite 6.21.0 会把它编译成独立的样式文件' },
    ],
    manual: {
      ran: 'read weapp-vite/weapp-vite#893 through the search tool (the report of utilities missing from app.wxss with several <style src>, and the maintainer comment of 2026-08-30: fixed and verified in weapp-vite@6.25.0 with the issue-893-style-src regression); in a fetched snapshot of the weapp-vite repository: the 6.21.0 changelog adds weapp.styles, src/types/config/main.ts has styles only from weapp-vite@6.21.0 (6.20.5 has only the subpackage styles in features.ts), and src/plugins/css/shared/sharedStyles.ts at 6.21.0 skips the main app style file (isMainAppStyleFile) before include matching',
      versions: 'weapp-vite 6.20.5 and 6.21.0 tags; the 6.25.0 fix as stated by the maintainer',
      on: '2026-11-28',
      why: 'weapp-vite 6.21.0 to 6.25.0 are not served by the registry here and weapp-vite cannot be installed, so none of these builds could be run',
    },
  },
  {
    id: 'qs4-wechat-component-style-isolation',
    says: 'WeChat custom components isolate styles by default (app.wxss does not apply); addGlobalClass: true or styleIsolation apply-shared lets page and app styles in',
    quotes: [
      { page: WV_ZH, text: '组件默认开启样式隔离，拿不到 `app.wxss` 里的规则' },
      { page: WV_EN, text: 'components have style isolation on by default and cannot see the rules in `app.wxss`' },
      { page: 'docs/quick-start/v4/tutorial/workflow.mdx', text: '组件默认开启样式隔离时（例如微信小程序的自定义组件）' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/workflow.mdx', text: 'When a component has style isolation on by default (for example a WeChat mini-program custom component)' },
    ],
    manual: {
      ran: 'read the WeChat custom-component style documentation as quoted by several pages found with the search tool (blog.csdn.net/qq_63358859/article/details/141719018, blog.csdn.net/weixin_39782183/article/details/104767131): styleIsolation isolated is the usual default, apply-shared lets page wxss affect the component, addGlobalClass: true is equivalent to apply-shared, and app.wxss styles do not apply to isolated components',
      versions: 'WeChat mini-program base library documentation as quoted there',
      on: '2026-11-28',
      why: 'needs WeChat DevTools or a phone to observe',
    },
  },
  {
    id: 'qs4-concatenated-class-names-not-escaped',
    says: 'a class name built by concatenation is not in the class set and is not escaped; a complete string is',
    quotes: [
      { page: WV_ZH, text: '只有能在源码中被完整扫描到的类名才会进入类名集合' },
      { page: WV_EN, text: 'only class names that can be scanned in full from the source code make it into the set of class names' },
      { page: zh('tutorial/workflow'), text: '拼接的类名既不会生成样式，也不会被转义' },
      { page: en('tutorial/workflow'), text: 'A concatenated class name therefore gets no styles and is not escaped either' },
      { page: zh('tutorial/workflow'), text: '最重要的原则是：**类名必须以完整字符串的形式出现在源码里**' },
      { page: en('tutorial/workflow'), text: 'The most important rule is: **class names must appear in the source code as complete strings**' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const script = "const color = 'red-500'\nconst a = 'text-' + color\nconst b = 'bg-[#fafafa]'\n"
      const out = await runTailwind4({ template: '<view></view>', script, css: '@import "weapp-tailwindcss";', options: { rem2rpx: true }, marginTrimInline: true })
      assert.ok(!out.css.includes('.text-red-500'), 'no style for the concatenated name')
      assert.match(out.js, /'text-' \+ color/)
      assert.match(out.js, /bg-_b_hfafafa_B/, 'the complete string is escaped')
      assert.match(out.css, /\.bg-\\\[\\#fafafa\\\]/)
    },
  },
  {
    id: 'qs4-wxs-matcher-and-tw4-scanning',
    says: 'wxsMatcher matches no .wxs file by default; @tailwindcss/postcss 4.3.5 scans .wxs files of the source directory on its own',
    quotes: [
      { page: WV_ZH, text: '需要开启 `wxsMatcher`（默认不处理任何 `.wxs` 文件）' },
      { page: WV_ZH, text: 'Tailwind CSS 4 的自动扫描本身会读取源码目录里的 `.wxs` 文件' },
      { page: WV_EN, text: 'you need to turn on `wxsMatcher` (by default no `.wxs` file is processed)' },
      { page: WV_EN, text: 'Tailwind CSS 4\'s automatic source detection already reads the `.wxs` files in the source directory' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const wxsMatcher = (getDefaultOptions() as { wxsMatcher: (file: string) => boolean }).wxsMatcher
      assert.equal(wxsMatcher('pages/index/index.wxs'), false)
      const { installed } = await import('./support/quick-start-v4')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await installed(['@tailwindcss/postcss@4.3.5', 'tailwindcss@4.3.5', 'postcss@8'], { type: 'module' })
      fs.mkdirSync(path.join(dir, 'wxs-src'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'wxs-src/util.wxs'), "module.exports = { cls: function () { return 'w-[17px]' } }\n")
      fs.writeFileSync(path.join(dir, 'run-wxs.mjs'), `import postcss from 'postcss'
import tw from '@tailwindcss/postcss'
const r = await postcss([tw({ base: process.cwd() + '/wxs-src' })]).process('@import "tailwindcss/utilities.css";', { from: process.cwd() + '/wxs-src/app.css' })
console.log(r.css.includes('17px') ? 'SCANNED' : 'MISSED')
`)
      assert.equal((await runCommand('node', ['run-wxs.mjs'], { cwd: dir })).output.trim(), 'SCANNED')
    },
  },
  {
    id: 'qs4-mpx-postcss-config-sources',
    says: "@mpxjs/webpack-plugin 2.10.20's style compiler merges postcssInlineConfig.plugins (first) with postcss.config.* found by postcss-load-config, skips the file only with ignoreConfigFile: true, and loads the file once per process",
    quotes: [
      { page: MPX_ZH, text: '`.mpx` 单文件组件里的 `<style>` 由 Mpx 自己的样式编译器处理，它有独立的 PostCSS 配置入口' },
      { page: MPX_ZH, text: 'Mpx 的样式编译器同时认两处 PostCSS 配置' },
      { page: MPX_ZH, text: '两处的插件会合并在一起，行内的排在前面' },
      { page: MPX_ZH, text: '只有设置了 `ignoreConfigFile: true`，配置文件才会被跳过' },
      { page: MPX_ZH, text: 'Mpx 在一次编译进程里只读取一次配置文件，改了 `postcss.config.js` 之后要重启开发服务器才会生效' },
      { page: MPX_ZH, text: '如果只写在配置文件里，再确认 `postcssInlineConfig` 没有设 `ignoreConfigFile: true`（设了就会跳过配置文件）' },
      { page: MPX_EN, text: 'Mpx\'s style compiler reads PostCSS configuration from two places' },
      { page: MPX_EN, text: 'The plugins from both are merged, with the inline ones first' },
      { page: MPX_EN, text: 'the config file is skipped only when `ignoreConfigFile: true` is set' },
      { page: MPX_EN, text: 'Mpx reads the config file only once per compile process' },
      { page: MPX_EN, text: 'also make sure `postcssInlineConfig` does not set `ignoreConfigFile: true` (if it does, the config file is skipped)' },
    ],
    slow: true,
    async proof() {
      const source = await file('@mpxjs/webpack-plugin@2.10.20', 'lib/style-compiler/load-postcss-config.js')
      assert.match(source, /^const load = require\('postcss-load-config'\)/)
      assert.match(source, /^let loaded$/m, 'one cached result per process')
      assert.match(source, /if \(inlineConfig\.ignoreConfigFile\) \{\s*loaded = Promise\.resolve\(\{\s*plugins: \[\],/)
      assert.match(source, /if \(!loaded\) \{[\s\S]*loaded = load\(ctx, config\.path/)
      assert.match(source, /let plugins = formatPlugins\(inlineConfig\.plugins, inlineConfig\.inlineConfigFile\)[\s\S]*if \(config\.plugins\) \{\s*plugins = plugins\.concat\(config\.plugins\)/, 'inline first, then the file')
    },
  },
  {
    id: 'qs4-mpx-styles-directory-main-stylesheets',
    says: "with appType 'mpx' hashed stylesheets under styles/ are main stylesheets (added in 4.8.8 according to the changelog)",
    quotes: [
      { page: MPX_ZH, text: '4.8.8 起，输出目录 `styles/` 下带 hash 的样式文件（例如 `styles/app3f2a9c1d.wxss`）都会被当作主样式处理' },
      { page: MPX_EN, text: 'since 4.8.8, hashed stylesheets under the `styles/` output directory (for example `styles/app3f2a9c1d.wxss`) are all treated as main stylesheets' },
    ],
    async proof() {
      // The version is the changelog's: 4.8.8 "改进 mpx 默认的 mainCssChunkMatcher，凡是落在 styles/ 目录下的 CSS/WXSS 产物都会被视为主样式包"
      // (4.8.8 itself is not served by the registry; the facts hold 4.8.7 and 4.8.14).
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const matcher = (getDefaultOptions() as { mainCssChunkMatcher: (file: string, appType?: string) => boolean }).mainCssChunkMatcher
      assert.equal(matcher('styles/app3f2a9c1d.wxss', 'mpx'), true)
      assert.equal(matcher('app.wxss', 'mpx'), true)
      assert.equal(matcher('pages/index.wxss', 'mpx'), false)
    },
  },
  {
    id: 'qs4-mpx-import-without-extension',
    says: "Mpx's wxss loader turns @import into webpack requests; resolving the bare package without the style condition gives dist/index.js, which PostCSS rejects with Unknown word \"use strict\"; with the style condition or the full path the CSS file is found",
    quotes: [
      { page: MPX_ZH, text: '它把 `@import` 交给 webpack 按普通模块解析，不带 `style` 条件，于是拿到包的 JS 入口 `dist/index.js`，把 JavaScript 当成 CSS 解析，报出 `Unknown word "use strict"`' },
      { page: MPX_EN, text: 'That loader hands `@import` to webpack to resolve as an ordinary module, without the `style` condition, so it gets the package\'s JS entry `dist/index.js`' },
      { page: MPX_ZH, text: '写完整的 `index.css` 路径就不会有这个问题' },
      { page: MPX_EN, text: 'Writing the full `index.css` path avoids the problem' },
    ],
    slow: true,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const postcss = (await import('postcss')).default
      const { ResolverFactory } = await import('enhanced-resolve')
      const { ROOT } = await import('./support/quick-start-v4')
      const loader = await file('@mpxjs/webpack-plugin@2.10.20', 'lib/wxss/loader.js')
      assert.match(loader, /importParser\(\{/)
      assert.match(loader, /url = combineRequests\(getPreRequester\(this\)\(options\.importLoaders\), url\)/, '@import becomes a webpack request')
      const resolve = (conditionNames: string[]) => ResolverFactory.createResolver({ fileSystem: fs as never, useSyncFileSystemCalls: true, conditionNames, extensions: ['.js', '.css'] }).resolveSync({}, ROOT, 'weapp-tailwindcss')
      assert.equal(resolve(['require', 'module', 'webpack']), path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/index.js'))
      assert.equal(resolve(['style']), path.join(ROOT, 'node_modules/weapp-tailwindcss/index.css'))
      const full = ResolverFactory.createResolver({ fileSystem: fs as never, useSyncFileSystemCalls: true, conditionNames: ['require', 'module', 'webpack'], extensions: ['.js', '.css'] }).resolveSync({}, ROOT, 'weapp-tailwindcss/index.css')
      assert.equal(full, path.join(ROOT, 'node_modules/weapp-tailwindcss/index.css'), 'the full path resolves to the CSS file without the style condition')
      assert.throws(() => postcss.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/index.js'), 'utf8')), /Unknown word "use strict"/)
    },
  },
  {
    id: 'qs4-mpx-cache-directory',
    says: '@mpxjs/vue-cli-plugin-mpx 2.2.20 sets webpack filesystem cache to .cache/ in the project root with mpx.config.js as a build dependency',
    quotes: [
      { page: MPX_ZH, text: '`@mpxjs/vue-cli-plugin-mpx` 2.x 把 webpack 5 的持久化缓存放在项目根目录的 `.cache/` 里，而不是 `node_modules/.cache`' },
      { page: MPX_ZH, text: '`mpx.config.js` 本身登记为缓存的构建依赖' },
      { page: MPX_EN, text: '`@mpxjs/vue-cli-plugin-mpx` 2.x keeps webpack 5\'s persistent cache in `.cache/` in the project root' },
      { page: MPX_EN, text: '`mpx.config.js` itself is registered as a build dependency of the cache' },
    ],
    slow: true,
    async proof() {
      const base = await file('@mpxjs/vue-cli-plugin-mpx@2.2.20', 'config/base.js')
      assert.match(base, /const dependenciesConfig = \[api\.resolve\('mpx\.config\.js'\)\]/)
      assert.match(base, /config\.cache\(\{\s*type: 'filesystem',\s*buildDependencies: \{\s*config: dependenciesConfig\s*\},\s*cacheDirectory: api\.resolve\('\.cache\/'\)/)
    },
  },
  {
    id: 'qs4-mpx-hmr-1146',
    says: 'didi/mpx#1146: saving an .mpx file without <style> did not re-run the style pipeline (app.wxss not regenerated), saving app.mpx triggered a full build; fixed in @mpxjs/webpack-plugin 2.8.16',
    quotes: [
      { page: MPX_ZH, text: '只保存不含 `<style>` 块的 `.mpx` 文件时，样式链路不会重新运行' },
      { page: MPX_ZH, text: '`@mpxjs/webpack-plugin` 2.8.16 修复了它' },
      { page: MPX_EN, text: 'When you save an `.mpx` file that has no `<style>` block, the style pipeline does not run again' },
      { page: MPX_EN, text: '`@mpxjs/webpack-plugin` 2.8.16 fixed it; upgrade it to 2.8.16 or later' },
    ],
    manual: {
      ran: 'read didi/mpx#1146 through the search tool: saving pages/*.mpx without a <style> block did not hit the Tailwind CSS plugin and app.wxss was not regenerated, while saving app.mpx ran a full build; the Mpx maintainer answered that v2.8.16 fixes it, and sonofmagic/weapp-tailwindcss#133 confirms the fix with @mpxjs/webpack-plugin 2.8.16',
      versions: '@mpxjs/webpack-plugin 2.8.x (as reported in the issue)',
      on: '2026-11-28',
      why: 'an old Mpx 2.8 watch session with WeChat DevTools cannot be reproduced here',
    },
  },
])
