// Claims of the two-page native tutorial with weapp-vite (docs/quick-start/native/install.mdx and
// install-plugin.mdx) and their English pages. weapp-vite itself cannot be installed from the registry these
// checks use (its dependency @weapp-core/init 6.0.14 is missing there), so what `weapp-vite init` writes is
// recorded from its repository at the release tag; Tailwind CSS 3, Vite and npm are run.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const INSTALL = page('native/install.mdx')
const PLUGIN = page('native/install-plugin.mdx')

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-native-vite-engines',
    says: 'weapp-tailwindcss 4.12.0 and the current weapp-vite (6.20.4) both declare engines.node ^20.19.0 || >=22.12.0',
    quotes: [
      { page: INSTALL.zh, text: '**Node.js**：`^20.19.0 || >=22.12.0`，weapp-tailwindcss 4.12.0 和当前版本的 weapp-vite 都要求这个范围；' },
      { page: INSTALL.en, text: 'both weapp-tailwindcss 4.12.0 and the current weapp-vite require this range' },
    ],
    slow: true,
    timeoutMs: 120_000,
    async proof() {
      const { packageFile } = await import('./support/options')
      assert.equal(JSON.parse(packageFile('weapp-tailwindcss', 'package.json')).engines.node, '^20.19.0 || >=22.12.0')
      const { npmView } = await import('./support/uni-css')
      const latest = await npmView('weapp-vite', 'version') as string
      assert.equal(await npmView(`weapp-vite@${latest}`, 'engines.node'), '^20.19.0 || >=22.12.0')
    },
  },
  {
    id: 'qs3-native-wide-content-glob',
    says: 'With content ./**/*.{wxml,js,ts}, Tailwind CSS 3.4.19 scans node_modules and dist, warns about accidentally matching all of node_modules and registers dir-dependencies on the project root; Vite expands those for watching but ignores node_modules (Vite 7 here and Vite 8.2.1, which weapp-vite 6.20.4 uses)',
    quotes: [
      { page: INSTALL.zh, text: '这样的 glob 会让 Tailwind CSS 把 `node_modules`、`dist` 也一起扫描（Tailwind CSS 3.4.19 会为此警告 `accidentally matching all of node_modules`），并把匹配到的文件登记为样式的依赖。' },
      { page: INSTALL.zh, text: '下一页接入的 weapp-vite（基于 Vite）在开发模式下会监听这些依赖，Vite 会跳过 `node_modules`，但 `dist` 里的产物照样在内。' },
      { page: INSTALL.en, text: 'such a glob makes Tailwind CSS scan `node_modules` and `dist` as well (Tailwind CSS 3.4.19 warns that the pattern is `accidentally matching all of node_modules`), and it registers the matched files as dependencies of the styles.' },
      { page: INSTALL.en, text: 'weapp-vite (based on Vite), which the next page sets up, watches those dependencies in development mode; Vite skips `node_modules`, but the output in `dist` is still included.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runNode, packageFile } = await import('./support/options')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs3-native-glob-'))
      try {
        for (const [file, text] of [['pages/a.wxml', '<view class="w-[11px]"></view>'], ['node_modules/lib/i.js', 'x = "w-[12px]"'], ['dist/b.wxml', '<view class="w-[13px]"></view>']]) {
          fs.mkdirSync(path.dirname(path.join(dir, file!)), { recursive: true })
          fs.writeFileSync(path.join(dir, file!), text!)
        }
        const out = await runNode(`
          import { createRequire } from 'node:module'
          const require = createRequire(${JSON.stringify(`${process.cwd()}/package.json`)})
          const postcss = require('postcss')
          const tailwindcss = require('tailwindcss-3')
          const r = await postcss([tailwindcss({ content: ['./**/*.{wxml,js,ts}'], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: process.cwd() + '/app.wxss' })
          console.log('CLASSES ' + r.css.match(/w-\\\\\\[\\d+px/g).join(','))
          console.log('DEPS ' + JSON.stringify(r.messages.filter(m => m.type === 'dir-dependency').map(m => [m.dir, m.glob])))
        `, dir)
        assert.match(out, /accidentally matching all of `node_modules`/)
        assert.match(out, /CLASSES .*11px.*12px.*13px|CLASSES .*12px.*11px/, 'node_modules and dist were scanned')
        assert.match(out, /13px/)
        const deps = JSON.parse(out.split('DEPS ')[1]!.split('\n')[0]!) as [string, string][]
        assert.ok(deps.length > 0 && deps.every(([depDir]) => fs.realpathSync(depDir) === fs.realpathSync(dir)), `dir-dependencies on the root: ${JSON.stringify(deps)}`)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      // Vite turns a dir-dependency into watched files, without node_modules.
      const vite = packageFile('vite', 'dist/node/chunks/config.js')
      assert.match(vite, /else if \(message\.type === "dir-dependency"\) \{[\s\S]{0,300}?ignore: \["\*\*\/node_modules\/\*\*"\]/)
    },
  },
  {
    id: 'qs3-native-vite8-dir-dependency',
    says: 'Vite 8.2.1, the version weapp-vite 6.20.4 depends on, also ignores node_modules when it expands a dir-dependency',
    quotes: [
      { page: INSTALL.zh, text: 'Vite 会跳过 `node_modules`，但 `dist` 里的产物照样在内。' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { npmView, unpacked } = await import('./support/uni-css')
      assert.equal(((await npmView('weapp-vite@6.20.4', 'dependencies')) as Record<string, string>).vite, '8.2.1')
      const chunks = path.join(await unpacked('vite@8.2.1'), 'dist/node/chunks')
      const source = fs.readdirSync(chunks).map(file => fs.readFileSync(path.join(chunks, file), 'utf8')).find(text => text.includes('"dir-dependency"'))
      assert.ok(source, 'vite 8.2.1 handles dir-dependency')
      assert.match(source, /message\.type === "dir-dependency"\) \{[\s\S]{0,300}?ignore: \["\*\*\/node_modules\/\*\*"\]/)
    },
  },
  {
    id: 'qs3-native-npm-init-type',
    says: 'npm 11 writes "type": "commonjs" with npm init -y',
    quotes: [
      { page: PLUGIN.zh, text: '（较新的 npm 执行 `npm init -y` 会写入 `"type": "commonjs"`，这时得到的就是 `.mts`）' },
      { page: PLUGIN.en, text: '(recent npm versions write `"type": "commonjs"` when you run `npm init -y`, in which case you get `.mts`)' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs3-npm-init-'))
      try {
        const version = (await runCommand('npm', ['--version'], { cwd: dir })).output.trim()
        assert.ok(Number(version.split('.')[0]) >= 11, `npm ${version}`)
        const result = await runCommand('npm', ['init', '-y'], { cwd: dir })
        assert.equal(result.exitCode, 0, result.output)
        assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).type, 'commonjs')
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs3-native-weapp-vite-init',
    says: 'weapp-vite init (@weapp-core/init 6.0.14, used by weapp-vite 6.20.4) writes vite.config.ts when package.json type is module or absent, vite.config.mts otherwise; adds dev, dev:open, build, open and g scripts and typescript/miniprogram-api-typings devDependencies; sets miniprogramRoot (and srcMiniprogramRoot) to dist/; writes vite-env.d.ts and tsconfig files; defineConfig comes from weapp-vite/config',
    quotes: [
      { page: PLUGIN.zh, text: '新建 Vite 配置文件，weapp-vite 的所有选项都写在这里。`package.json` 的 `type` 为 `module` 或没有写 `type` 时生成 `vite.config.ts`，否则生成 `vite.config.mts`' },
      { page: PLUGIN.en, text: 'If `type` in `package.json` is `module` or absent, it generates `vite.config.ts`; otherwise it generates `vite.config.mts`' },
      { page: PLUGIN.zh, text: '在 `package.json` 里加上 `dev`、`dev:open`、`build` 脚本，以及打开微信开发者工具的 `open` 和生成页面、组件骨架的 `g`；' },
      { page: PLUGIN.en, text: '`dev`, `dev:open` and `build` scripts added to `package.json`, plus `open`, which opens WeChat DevTools, and `g`, which generates page and component skeletons;' },
      { page: PLUGIN.zh, text: '调整开发者工具的项目配置，让它改为读取构建产物；' },
      { page: PLUGIN.en, text: 'The DevTools project configuration adjusted so that DevTools reads the build output instead;' },
      { page: PLUGIN.zh, text: '补充 TypeScript 的类型声明与编译配置。' },
      { page: PLUGIN.en, text: 'TypeScript type declarations and compiler configuration added.' },
      { page: PLUGIN.zh, text: '初始化可能会新增依赖，完成后再安装一次：' },
      { page: PLUGIN.en, text: 'Initialization may add dependencies, so install once more afterwards:' },
      { page: PLUGIN.zh, text: '注意 `defineConfig` 来自 `weapp-vite/config` 而不是 `vite`。' },
      { page: PLUGIN.zh, text: '两个命令的产物都在项目根目录下的 `dist`。' },
      { page: PLUGIN.en, text: 'Both commands write their output to `dist` in the project root.' },
      { page: PLUGIN.zh, text: '初始化时已经把项目配置里的小程序根目录指向了构建产物，开发者工具会自己找过去。' },
    ],
    manual: {
      ran: 'in github.com/weapp-vite/weapp-vite at tag @weapp-core/init@6.0.14 (the version weapp-vite@6.20.4 pins): src/configFiles.ts picks vite.config.ts when packageJson.type ?? "module" is "module", else vite.config.mts, and writes vite-env.d.ts and tsconfig.json (+ .weapp-vite/tsconfig.*.json); src/packageJson.ts sets scripts dev, dev:open ("dev -o"), build, open, g ("generate") and adds typescript and miniprogram-api-typings to devDependencies; src/projectConfig.ts sets miniprogramRoot and srcMiniprogramRoot to "dist/"; npm pack weapp-vite@6.20.4 has the ./config export; the weapp-tailwindcss repository at weapp-tailwindcss@4.12.0 builds apps/vite-native-skyline (Skyline renderer, Tailwind CSS 3) with exactly this setup: postcss.config.js with tailwindcss and autoprefixer, vite.config.ts importing defineConfig from weapp-vite/config and registering UnifiedViteWeappTailwindcssPlugin({ rem2rpx: true })',
      versions: 'weapp-vite 6.20.4, @weapp-core/init 6.0.14, weapp-tailwindcss 4.12.0',
      on: '2026-11-29',
      why: '@weapp-core/init 6.0.14 (a dependency of weapp-vite) is not served by the registry these checks use, so weapp-vite cannot be installed and run here',
    },
  },
  {
    id: 'qs3-native-devtools-raw-directives-and-skyline',
    says: 'WeChat DevTools reading a source app.wxss with @tailwind directives reports a WXSS compile error; the Skyline template works with the same steps; with weapp-vite the postcss.config.js of page 1 is what loads Tailwind CSS 3',
    quotes: [
      { page: INSTALL.zh, text: '保存后微信开发者工具会立刻报 WXSS 编译错误，这是预期内的：开发者工具还在直接读取源码，不认识 `@tailwind` 指令。' },
      { page: INSTALL.en, text: 'As soon as you save, WeChat DevTools reports a WXSS compile error. This is expected: DevTools is still reading the source directly and does not understand the `@tailwind` directive.' },
      { page: INSTALL.zh, text: 'Skyline 模板的项目同样适用本教程，步骤没有区别。' },
      { page: INSTALL.en, text: 'Projects created from the Skyline template can follow this tutorial too; the steps are the same.' },
      { page: PLUGIN.zh, text: 'Tailwind CSS 3 会通过上一页写好的 `postcss.config.js` 加载，这里不需要重复注册。' },
      { page: PLUGIN.en, text: 'Tailwind CSS 3 is loaded through the `postcss.config.js` written on the previous page, so there is no need to register it again here.' },
      { page: PLUGIN.zh, text: '导入错了目录，开发者工具会继续读取源码，仍然报 `@tailwind` 指令的编译错误。' },
    ],
    manual: {
      ran: 'read through the search tool sonofmagic/weapp-tailwindcss#338: a native project with the three @tailwind lines in app.wxss and no build step gets "[ WXSS 文件编译错误] ./app.wxss(2:16): unexpected token `;`" in WeChat DevTools; apps/vite-native-skyline of the weapp-tailwindcss repository at weapp-tailwindcss@4.12.0 (app.json renderer "skyline") uses the same files as these pages, with Tailwind CSS 3 registered only in postcss.config.js and no css.postcss in vite.config.ts',
      versions: 'WeChat DevTools as reported in #338 (2024); weapp-tailwindcss 4.12.0 tag',
      on: '2026-11-29',
      why: 'WeChat DevTools is a desktop application and weapp-vite cannot be installed here',
    },
  },
])
