// Claims of the editor setup guide (docs/quick-start/intelliSense.mdx) and its English page. What the Tailwind CSS
// IntelliSense extension defaults to is read from @tailwindcss/language-service (the npm package the extension's
// server is built from); what only its VS Code package, its README or other editors say is recorded by hand;
// `weapp-tw vscode-entry` runs here with the pinned weapp-tailwindcss 4.12.0 and Tailwind CSS 4.3.5.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page } from './support/quick-start-v3'

const IDE = page('intelliSense.mdx')
const HELPER = '.vscode/weapp-tailwindcss.intellisense.css'

/** A scratch project with src/main.css (the page's @theme case) where `weapp-tw vscode-entry` runs. */
async function vscodeEntryProject() {
  const path = await import('node:path')
  const { scratch, write } = await import('./support/uni-css')
  const { runCommand } = await import('../lib/examples/runCommand')
  const { ROOT } = await import('./support/quick-start-v3')
  const dir = scratch('qs3-vscode-entry')
  write(dir, {
    'package.json': '{"name":"p","private":true}',
    'src/main.css': '@import "weapp-tailwindcss/index.css";\n@theme {\n  --color-brand: #0ea5e9;\n  --z-index-infinity: calc(infinity);\n}\n',
  })
  const cli = path.join(ROOT, 'node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js')
  const run = async (...args: string[]) => runCommand(process.execPath, [cli, 'vscode-entry', '--css', 'src/main.css', ...args], { cwd: dir })
  return { dir, run }
}

/** A generated helper without its leading comment. */
const withoutComment = (css: string) => css.replace(/^\/\*[\s\S]*?\*\/\n/, '')

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-ide-language-service-defaults',
    says: '@tailwindcss/language-service (latest, 0.14.29 when written): wxml and mpx are not built-in languages, vue is; default classAttributes are class, className, ngClass, class:list; classFunctions is empty; showPixelEquivalents true with rootFontSize 16; with rem2rpx: true 1rem (16px) becomes 32rpx',
    quotes: [
      { page: IDE.zh, text: '小程序项目里的 `.wxml`、`.mpx` 这些文件类型，以及 `hover-class`、`custom-class` 这些属性，默认都不在编辑器插件的识别范围内，需要手动告诉它。' },
      { page: IDE.en, text: 'In a mini-program project, file types such as `.wxml` and `.mpx`, and attributes such as `hover-class` and `custom-class`, are outside what the editor extension recognizes by default, so you have to tell it about them.' },
      { page: IDE.zh, text: '`.vue` 文件扩展默认支持，不需要设置。' },
      { page: IDE.en, text: '`.vue` files are supported by the extension by default and need no setting.' },
      { page: IDE.zh, text: '扩展默认只在 `class`、`className`、`ngClass`、`class:list` 这几个属性里提供补全。' },
      { page: IDE.en, text: 'By default the extension offers completion only in the `class`, `className`, `ngClass` and `class:list` attributes.' },
      { page: IDE.zh, text: '小程序里常用的 `hover-class`，以及组件的外部样式类（`custom-class` 等）需要自己加上，注意要把默认值一起写进去：' },
      { page: IDE.en, text: 'Remember to include the defaults in the list as well:' },
      { page: IDE.zh, text: '在脚本里拼接类名时，字符串默认没有补全：' },
      { page: IDE.en, text: 'When you build class names in a script, strings get no completion by default:' },
      { page: IDE.zh, text: '`tailwindCSS.showPixelEquivalents` 与 `tailwindCSS.rootFontSize`：悬停时在 `rem` 旁边显示等价的 px（默认按 16px 计算）。开启 `rem2rpx: true` 时，把看到的 px 乘以 2 就是最终的 rpx。' },
      { page: IDE.en, text: '`tailwindCSS.showPixelEquivalents` and `tailwindCSS.rootFontSize`: when hovering, show the equivalent px next to `rem` (computed with 16px by default).' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { builtInLanguages } = await import('./support/quick-start-v3')
      const languages = await builtInLanguages()
      for (const id of ['wxml', 'mpx']) assert.ok(!languages.includes(id), `${id} is not built in`)
      assert.ok(languages.includes('vue'))
      const { unpacked } = await import('./support/uni-css')
      const bundle = fs.readFileSync(path.join(await unpacked('@tailwindcss/language-service'), 'dist/index.js'), 'utf8')
      const defaults = /function getDefaultTailwindSettings\(\) \{[\s\S]*?\n\}/.exec(bundle)?.[0] ?? ''
      assert.match(defaults, /classAttributes: \["class", "className", "ngClass", "class:list"\],\s*classFunctions: \[\],/)
      assert.match(defaults, /rootFontSize: 16,/)
      assert.match(defaults, /showPixelEquivalents: true,/)
      assert.match(defaults, /includeLanguages: \{\},/)
      const { wxss, TW3 } = await import('./support/options')
      assert.equal(await wxss('.p-4{padding:1rem}', { ...TW3, rem2rpx: true }), '.p-4{padding:32rpx}', '16px × 2')
    },
  },
  {
    id: 'qs3-ide-class-functions-since',
    says: 'The Tailwind CSS language server has no classFunctions in 0.14.5 and has it in 0.14.11 (the npm releases around 0.14.10, where the extension changelog adds tailwindCSS.classFunctions)',
    quotes: [
      { page: IDE.zh, text: '0.14.10 起的扩展提供了 `tailwindCSS.classFunctions`，按函数名匹配，对普通调用和标签模板都有效：' },
      { page: IDE.en, text: 'Since version 0.14.10 the extension provides `tailwindCSS.classFunctions`, which matches by function name and works for both ordinary calls and tagged templates:' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { unpacked } = await import('./support/uni-css')
      const server = async (version: string) => fs.readFileSync(path.join(await unpacked(`@tailwindcss/language-server@${version}`), 'bin/tailwindcss-language-server'), 'utf8')
      assert.ok(!(await server('0.14.5')).includes('classFunctions'), '0.14.5')
      assert.ok((await server('0.14.11')).includes('classFunctions'), '0.14.11')
    },
  },
  {
    id: 'qs3-ide-custom-attributes-for-the-build',
    says: 'custom-class is not escaped by weapp-tailwindcss 4.12.0 by default; customAttributes makes it escaped',
    quotes: [
      { page: IDE.zh, text: '编辑器里能补全，不代表构建时会被转义：这些属性同样要在插件的 `customAttributes` 中声明' },
      { page: IDE.en, text: 'Completion in the editor does not mean the build will escape those attributes: they must also be declared in the plugin\'s `customAttributes`' },
    ],
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      await proofOf(() => import('./quick-start-v3-uni-app'), 'qs3-custom-class-needs-custom-attributes')
    },
  },
  {
    id: 'qs3-ide-vscode-entry',
    says: 'weapp-tw vscode-entry --css src/main.css (4.12.0) writes .vscode/weapp-tailwindcss.intellisense.css with the page\'s content; run again it fails and names --force; --source (repeatable) replaces every default @source line; --output tailwind.intellisense.css imports ./src/main.css; Tailwind CSS 4.3.5 resolves the helper\'s @source against .vscode/; its design system has bg-brand and z-infinity from the real entry, a bare @import "tailwindcss" has neither',
    quotes: [
      { page: IDE.zh, text: '最后一行会把真实入口连同其中的 `@theme`、`@plugin` 一起带进来，所以多出来的那份配置可以删掉。' },
      { page: IDE.en, text: 'The last line pulls in the real entry together with its `@theme` and `@plugin`, so you can delete the extra copy of the configuration.' },
      { page: IDE.zh, text: '在 4.12.0 上实测，它生成 `.vscode/weapp-tailwindcss.intellisense.css`，去掉注释后的内容是：' },
      { page: IDE.en, text: 'Tested on 4.12.0, it generates `.vscode/weapp-tailwindcss.intellisense.css`, whose content without comments is:' },
      { page: IDE.zh, text: '**解决**：只在真实入口里维护配置，另外生成一个“只给编辑器读、内容指回真实入口”的文件。' },
      { page: IDE.en, text: '**Fix**: maintain the configuration only in the real entry, and generate a separate file that "only the editor reads, and that points back to the real entry".' },
      { page: IDE.zh, text: '文件已经存在时，命令会报错并提示加 `--force` 才覆盖；' },
      { page: IDE.en, text: 'If the file already exists, the command fails with an error telling you to add `--force` to overwrite it;' },
      { page: IDE.zh, text: '默认的 `@source` 写的是 `./src/...`，相对生成文件所在的 `.vscode/` 目录解析，并不指向你的源码目录。' },
      { page: IDE.en, text: 'The default `@source` entries say `./src/...`, which resolves relative to the `.vscode/` directory where the file is generated, not to your source directory.' },
      { page: IDE.zh, text: '可以用 `--source` 传入正确的相对路径（可重复传入，传入后替换全部默认规则），例如 `--source "../src/**/*.{wxml,vue,ts}"`；' },
      { page: IDE.zh, text: '也可以用 `--output tailwind.intellisense.css` 把文件生成在项目根目录，这时默认的 `./src/...` 和 `@import \'./src/main.css\'` 都是对的；' },
      { page: IDE.en, text: 'Pass the correct relative path with `--source` (it can be repeated, and once given it replaces all the default rules), for example `--source "../src/**/*.{wxml,vue,ts}"`; or generate the file in the project root with `--output tailwind.intellisense.css`, in which case the default `./src/...` and `@import \'./src/main.css\'` are both correct;' },
      { page: IDE.zh, text: '这个文件只给编辑器读，不要在 `App.vue`、`app.wxss` 等任何地方引入它。' },
      { page: IDE.en, text: 'This file is for the editor only; do not import it anywhere, including `App.vue` and `app.wxss`.' },
      { page: IDE.zh, text: '我们用 Tailwind CSS 4.3.5 的设计系统加载接口读入上面生成的文件，得到的类名列表里包含 `bg-brand`、`z-infinity`；只写 `@import "tailwindcss"` 的文件里则没有这两个类。' },
      { page: IDE.en, text: 'We loaded the generated file above through the design-system loading API of Tailwind CSS 4.3.5, and the resulting list of class names includes `bg-brand` and `z-infinity`; a file containing only `@import "tailwindcss"` has neither class.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { block } = await import('./support/quick-start-v3')
      const { dir, run } = await vscodeEntryProject()
      const first = await run()
      assert.equal(first.exitCode, 0, first.output)
      const helper = fs.readFileSync(path.join(dir, HELPER), 'utf8')
      assert.equal(withoutComment(helper).trim(), (await block(IDE.zh, HELPER)).trim())
      assert.match(helper, /This file exists solely to activate Tailwind CSS IntelliSense in VS Code\.\s*\* Do not import it in your actual mini-program bundles\./)
      const again = await run()
      assert.notEqual(again.exitCode, 0)
      assert.match(again.output, /VS Code helper already exists at .*weapp-tailwindcss\.intellisense\.css\. Re-run with --force to overwrite it\./)
      // Tailwind CSS 4.3.5 reads the helper: @source relative to .vscode/, classes from the real entry.
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/quick-start-v3')
      const twNode = createRequire(`${ROOT}package.json`)('@tailwindcss/node') as {
        compile: (css: string, o: { base: string, onDependency: () => void }) => Promise<{ sources: { base: string, pattern: string }[] }>
        __unstable__loadDesignSystem: (css: string, o: { base: string }) => Promise<{ getClassList: () => [string, unknown][] }>
      }
      const helperPath = path.join(dir, HELPER)
      const compiled = await twNode.compile(helper, { base: path.dirname(helperPath), onDependency() {} })
      assert.ok(compiled.sources.length > 0 && compiled.sources.every(s => s.base === path.join(dir, '.vscode')), 'the @source lines resolve against .vscode/')
      const classes = async (css: string, base: string) =>
        new Set((await twNode.__unstable__loadDesignSystem(css, { base })).getClassList().map(([name]) => name))
      const fromHelper = await classes(helper, path.dirname(helperPath))
      assert.ok(fromHelper.has('bg-brand') && fromHelper.has('z-infinity'))
      const bare = await classes('@import "tailwindcss";', dir)
      assert.ok(!bare.has('bg-brand') && !bare.has('z-infinity'))
      // --source replaces every default rule; --output in the root imports ./src/main.css.
      const sourced = await run('--force', '--source', '../src/**/*.{wxml,vue,ts}', '--source', '../src/**/*.wxs')
      assert.equal(sourced.exitCode, 0, sourced.output)
      assert.deepEqual(fs.readFileSync(helperPath, 'utf8').match(/^@source.*$/gm), ['@source "../src/**/*.{wxml,vue,ts}";', '@source "../src/**/*.wxs";'])
      const rooted = await run('--output', 'tailwind.intellisense.css')
      assert.equal(rooted.exitCode, 0, rooted.output)
      const root = fs.readFileSync(path.join(dir, 'tailwind.intellisense.css'), 'utf8')
      assert.match(root, /@source "\.\/src\/\*\*\/\*\.\{wxml,axml,swan,qml,ttml,ux,uts\}";/)
      assert.match(root, /@import '\.\/src\/main\.css';/)
    },
  },
  {
    id: 'qs3-ide-vscode-entry-since-4-8-0',
    says: 'vscode-entry is absent from the CLI source at upstream tag weapp-tailwindcss@4.7.9 and present at 4.8.0; among the published releases the facts hold, absent in 4.3.2 and present from 4.8.7',
    quotes: [
      { page: IDE.zh, text: 'weapp-tailwindcss 4.8.0 起的 CLI 提供了这个命令：' },
      { page: IDE.en, text: 'The CLI has provided a command for this since weapp-tailwindcss 4.8.0:' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      assert.ok(!(atRelease('4.7.9', 'src/cli.ts') ?? '').includes('vscode-entry'), '4.7.9')
      assert.match(atRelease('4.8.0', 'src/cli.ts') ?? '', /vscode-entry/)
      const { loadVersionFacts } = await import('../lib/version-facts/versionFacts')
      const facts = loadVersionFacts() as unknown as { versions: Record<string, { commands?: unknown }> }
      assert.ok(!JSON.stringify(facts.versions['4.3.2']!.commands).includes('vscode-entry'))
      assert.ok(JSON.stringify(facts.versions['4.8.7']!.commands).includes('vscode-entry'))
    },
  },
  {
    id: 'qs3-ide-extension-facts',
    says: 'The VS Code extension (tailwindlabs/tailwindcss-intellisense): ID bradlc.vscode-tailwindcss; its README asks for tailwindcss installed and, for v3, tailwind.config.{js,cjs,mjs,ts,cts,mts}; experimental.configFile takes a path or an object of config → globs; classFunctions (changelog 0.14.10) works for calls and tagged templates; classRegex is a container regex then a class regex; VS Code workspace settings override user settings',
    quotes: [
      { page: IDE.zh, text: '在扩展市场搜索并安装官方扩展 Tailwind CSS IntelliSense（扩展 ID：`bradlc.vscode-tailwindcss`，发布者为 Tailwind Labs）。' },
      { page: IDE.zh, text: '对 Tailwind CSS 3 项目，它在满足两个条件时激活：项目里装了 `tailwindcss`，工作区中存在 `tailwind.config.{js,cjs,mjs,ts,cts,mts}`。' },
      { page: IDE.zh, text: '如果打开的是 monorepo 根目录、配置文件藏在子目录里，扩展可能找错配置。这时用 `tailwindCSS.experimental.configFile` 明确指定：' },
      { page: IDE.zh, text: '第二步可以写在全局设置（对所有项目生效），也可以写在项目的 `.vscode/settings.json`（只对当前项目生效，且会覆盖全局设置，推荐提交到仓库里让团队共享）：' },
      { page: IDE.en, text: 'The second step can go in your user settings (applies to every project) or in the project\'s `.vscode/settings.json` (applies to this project only and overrides user settings; committing it to the repository so the whole team shares it is recommended):' },
      { page: IDE.en, text: 'Both methods match by name only: if you rename the import with `import { clsx as cx } from \'clsx\'`, you must add `cx` to the list as well.' },
      { page: IDE.zh, text: '两种方式都只是按名字匹配：用 `import { clsx as cx } from \'clsx\'` 改了名，就要把 `cx` 也加进列表。' },
      { page: IDE.en, text: 'Search the Extensions Marketplace for the official Tailwind CSS IntelliSense extension (extension ID: `bradlc.vscode-tailwindcss`, published by Tailwind Labs) and install it.' },
      { page: IDE.en, text: 'For a Tailwind CSS 3 project it activates when two conditions are met: `tailwindcss` is installed in the project, and the workspace contains a `tailwind.config.{js,cjs,mjs,ts,cts,mts}`.' },
      { page: IDE.en, text: 'If you open the root of a monorepo and the configuration file sits in a subdirectory, the extension may pick the wrong configuration.' },
    ],
    manual: {
      ran: 'fetched tailwindlabs/tailwindcss-intellisense (HEAD 5067ff7e, extension 0.16.0) and read packages/vscode-tailwindcss: package.json (publisher bradlc, name vscode-tailwindcss; classAttributes default [class, className, ngClass, class:list]; experimental.configFile "a single string value, or an object" of config files to globs), README.md ("you must have tailwindcss installed and … for v3 and earlier, a … config file named tailwind.config.{js,cjs,mjs,ts,cts,mts}"; classFunctions "works for both function calls and tagged template literals"; classRegex as container and class regexes), CHANGELOG.md ("# 0.14.10 – Detect classes in JS/TS functions and tagged template literals with the tailwindCSS.classFunctions setting"; package.json has the setting at tag v0.14.10, not at v0.14.9); the matching in the language service is by the names (or patterns) listed; VS Code settings: workspace .vscode/settings.json takes precedence over user settings (code.visualstudio.com settings docs as quoted by the search tool). The marketplace publisher name "Tailwind Labs" is the display name of publisher bradlc',
      versions: 'extension source at 0.16.0 and tag v0.14.10; VS Code docs as of 2026',
      on: '2026-11-29',
      why: 'the VS Code extension package and editor behaviour are not on the npm registry and VS Code cannot run here',
    },
  },
  {
    id: 'qs3-ide-wxml-extension-and-language-id',
    says: 'VS Code has no wxml language of its own; qiu8310.minapp-vscode contributes the language id wxml for .wxml; it was renamed from "WXML - Language Services" to "WXML - Language Service" in 2.4.1; Change Language Mode lists the language id',
    quotes: [
      { page: IDE.zh, text: 'VS Code 默认不认识 `.wxml`，需要两步：' },
      { page: IDE.en, text: 'VS Code does not know `.wxml` out of the box.' },
      { page: IDE.zh, text: '安装一个提供 `wxml` 语言支持的扩展，例如「WXML - Language Service」（扩展 ID：`qiu8310.minapp-vscode`，2.4.1 之前叫 WXML - Language Services），装好后打开 `.wxml` 文件，右下角的语言模式会显示为 `wxml`；' },
      { page: IDE.en, text: 'Install an extension that provides `wxml` language support, such as "WXML - Language Service" (extension ID: `qiu8310.minapp-vscode`; before 2.4.1 it was called WXML - Language Services).' },
    ],
    manual: {
      ran: 'read through the search tool (code): qiu8310/minapp packages/minapp-vscode/package.json (publisher qiu8310, name minapp-vscode, contributes.languages id "wxml" for ".wxml") and the extension\'s CHANGELOG.md ("2.4.1 / 2021-11-07 – 插件名字从 WXML - Language Services 改为 WXML - Language Service"); the extension exists because VS Code ships no wxml language',
      versions: 'minapp-vscode 1.7.0 source and CHANGELOG up to 2.5.0',
      on: '2026-11-29',
      why: 'VS Code and its marketplace cannot run here',
    },
  },
  {
    id: 'qs3-ide-webstorm-and-hbuilderx',
    says: 'WebStorm has had built-in Tailwind CSS support since before 2023.1 (help pages from 2021.1), and 2023.1 added the Tailwind CSS configuration in Settings, whose JSON uses the extension\'s keys without tailwindCSS.; HBuilderX plugins are their own format with engines.HBuilderX in package.json',
    quotes: [
      { page: IDE.zh, text: 'WebStorm 内置 Tailwind CSS 支持，2023.1 起还可以在设置里自定义它的配置：' },
      { page: IDE.en, text: 'WebStorm has built-in Tailwind CSS support, and since 2023.1 you can also customize its configuration in the settings:' },
      { page: IDE.zh, text: '在配置框中填入 JSON，键名与 VS Code 扩展的设置相同，只是去掉了 `tailwindCSS.` 前缀：' },
      { page: IDE.en, text: 'The keys are the same as the VS Code extension\'s settings, without the `tailwindCSS.` prefix:' },
      { page: IDE.zh, text: 'HBuilderX 的插件有自己的格式（插件的 `package.json` 里用 `engines.HBuilderX` 声明兼容版本），装不了 VS Code 扩展，上面的 Tailwind CSS IntelliSense 在 HBuilderX 里用不了。' },
      { page: IDE.en, text: 'HBuilderX plugins have a format of their own (a plugin\'s `package.json` declares the versions it supports under `engines.HBuilderX`), so VS Code extensions cannot be installed, and the Tailwind CSS IntelliSense extension above does not work in HBuilderX.' },
      { page: IDE.en, text: 'Many teams also write code in VS Code and use HBuilderX only to run and publish, so that all the VS Code settings above apply.' },
    ],
    manual: {
      ran: 'read through the search tool: JetBrains help pages jetbrains.com/help/webstorm/2021.1/tailwind-css.html (Tailwind CSS support already in 2021.1) and …/webstorm/tailwind-css.html (2025.3: Settings | Languages & Frameworks | Style Sheets | Tailwind CSS); jaredh159/tailwind-react-native-classnames#282 (points to the WebStorm 2023.1 what\'s new entry "tailwind-css-configuration" and shows the JSON with "experimental": { "classRegex" }); MathiasGilson/Tailwind-Styled-Component#74 (WebStorm 2024.1.5 settings with "includeLanguages" and "experimental.classRegex", no tailwindCSS. prefix); the HBuilderX plugin development guide (bookstack.cn HBuilderX-plugin-dev-guide, package.json fields: engines must contain HBuilderX)',
      versions: 'WebStorm 2021.1–2025.3 documentation; HBuilderX plugin guide for 2.7+',
      on: '2026-11-29',
      why: 'WebStorm and HBuilderX are desktop IDEs that cannot run here',
    },
  },
  {
    id: 'qs3-ide-issue-747',
    says: 'sonofmagic/weapp-tailwindcss#747 (weapp-tailwindcss 4.7.7, tailwindcss 4.1.17): @theme and @plugin in main.css work in the build without IDE completion, in app.css the reverse, so the reporter wrote both',
    quotes: [
      { page: IDE.zh, text: '把同样的 `@theme`、`@plugin` 抄进另一个 CSS 文件后，编辑器有了提示，构建却不认那一份，只好两边都写一遍（[weapp-tailwindcss#747](https://github.com/sonofmagic/weapp-tailwindcss/issues/747)，当时是 weapp-tailwindcss 4.7.7）。' },
      { page: IDE.en, text: 'After copying the same `@theme` and `@plugin` into another CSS file, the editor offers hints, but the build ignores that copy, so you end up writing everything twice ([weapp-tailwindcss#747](https://github.com/sonofmagic/weapp-tailwindcss/issues/747), reported against weapp-tailwindcss 4.7.7).' },
    ],
    manual: {
      ran: 'read sonofmagic/weapp-tailwindcss#747 through the search tool (issues): weapp-tailwindcss 4.7.7, tailwindcss 4.1.17, uni-app vue3 vite; @plugin and @theme in main.css take effect without IDE completion, in app.css they complete but do not take effect; "目前的解决方案是在 main.css 和 app.css 都写入配置"',
      versions: 'weapp-tailwindcss 4.7.7 as reported',
      on: '2026-11-29',
      why: 'an editor session cannot run here',
    },
  },
])
