// Claims of the site's overview and meta pages (intro, copyright, how-to-contribute, projects, the maintenance
// book, the AI page): what weapp-tailwindcss 4.12.0 does when run here, what its published package ships, and what
// the upstream repository holds at the weapp-tailwindcss@4.12.0 tag (those are slow claims, see support/upstream.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const zhEn = (file: string, zh: string, en: string) => [{ page: `docs/${file}`, text: zh }, { page: `${EN}${file}`, text: en }]
const TAG = 'weapp-tailwindcss@4.12.0'

/** package.json of an installed package, found by walking node_modules (some packages do not export it). */
async function installedPackage(name: string): Promise<{ version: string, license: string, dependencies?: Record<string, string> }> {
  const { ROOT } = await import('./support/options')
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
}

/** A JSON file of the upstream repository at the 4.12.0 tag (claims/support/upstream.ts). */
async function upstreamJson(file: string) {
  const { upstreamPackageJson } = await import('./support/upstream')
  return upstreamPackageJson(TAG, file)
}

export default defineClaims(import.meta.url, [
  // ── docs/intro.md ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'intro-wxs-webpack-needs-matcher-vite-leaves-assets',
    says: 'weapp-tailwindcss 4.12.0: a standalone .wxs asset stays unchanged by default; the webpack plugin escapes it once wxsMatcher matches it; the Vite plugin writes a .wxs emitted as an asset unchanged even when wxsMatcher matches it',
    quotes: zhEn('intro.md',
      '独立的 `.wxs` 文件默认不处理：webpack 插件要等 `wxsMatcher` 选项匹配到它们才转义，Vite 插件即使匹配到了，也会把作为静态资源输出的 `.wxs` 原样写出',
      'standalone `.wxs` files are left alone by default: the webpack plugin escapes them only once the `wxsMatcher` option matches them, and the Vite plugin writes `.wxs` files emitted as static assets unchanged even when `wxsMatcher` matches them'),
    async proof() {
      const { wxsBuild } = await import('./support/quick-start-v3')
      const files = { 'badge.wxs': 'var a = "bg-[#16a34a] text-white"\nmodule.exports = { a: a }\n', 'index.wxml': '<view class="bg-[#16a34a]"></view>' }
      const raw = /"bg-\[#16a34a\] text-white"/
      assert.match((await wxsBuild('webpack', files))['badge.wxs']!, raw, 'webpack without wxsMatcher: unchanged')
      assert.match((await wxsBuild('webpack', files, { wxsMatcher: true }))['badge.wxs']!, /"bg-_b_h16a34a_B text-white"/, 'webpack with wxsMatcher: escaped')
      assert.match((await wxsBuild('vite', files))['badge.wxs']!, raw, 'Vite without wxsMatcher: unchanged')
      assert.match((await wxsBuild('vite', files, { wxsMatcher: true }))['badge.wxs']!, raw, 'Vite with wxsMatcher: still unchanged')
    },
  },

  {
    id: 'intro-wxss-rejects-special-characters',
    says: 'the WeChat compilers from miniprogram-compiler 0.2.3: wcc compiles a WXML class attribute with w-[100px] md:flex bg-black/50 and keeps it as written; wcsc fails on selectors with those characters, escaped with a backslash or raw, and compiles the escaped name w-_b100px_B',
    quotes: zhEn('intro.md',
      'WXML 的 `class` 属性可以原样写它们，但 WXSS 编译器不接受含这些字符的选择器，转义了也不行，整份样式会编译失败。',
      'takes them as they are, but the [WXSS](/docs/glossary#wxml-wxss) compiler rejects selectors containing them, escaped or not, and the whole stylesheet fails to compile.'),
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compilers')
      const os = await import('node:os')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const bin = path.join(await installed(['miniprogram-compiler@0.2.3']), 'node_modules/miniprogram-compiler/bin/linux')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-intro-special-'))
      const compile = (tool: 'wcc' | 'wcsc', file: string, text: string) => {
        fs.chmodSync(path.join(bin, tool), 0o755)
        fs.writeFileSync(path.join(dir, file), text)
        return runCommand(path.join(bin, tool), [file, '-o', `${file}.js`], { cwd: dir, timeoutMs: 30_000 })
      }
      const wxml = await compile('wcc', 'a.wxml', '<view class="w-[100px] md:flex bg-black/50">x</view>\n')
      assert.equal(wxml.exitCode, 0, wxml.output)
      assert.match(fs.readFileSync(path.join(dir, 'a.wxml.js'), 'utf8'), /w-\[100px\] md:flex bg-black\/50/)
      for (const selector of ['.w-\\[100px\\]', '.md\\:flex', '.bg-black\\/50', '.w-[100px]']) {
        const result = await compile('wcsc', 'a.wxss', `.ok { color: red; }\n${selector} { width: 100px; }\n`)
        assert.notEqual(result.exitCode, 0, `${selector} fails the file`)
        assert.match(result.output, /ERR: a\.wxss\(2:/)
      }
      const escaped = await compile('wcsc', 'b.wxss', '.w-_b100px_B { width: 100px; }\n')
      assert.equal(escaped.exitCode, 0, escaped.output)
    },
  },

  // ── docs/copyright.md ─────────────────────────────────────────────────────────────────────────
  {
    id: 'copyright-package-license-mit',
    says: 'the published weapp-tailwindcss 4.12.0 declares license MIT and ships a LICENSE file whose copyright line is "Copyright (c) 2021 ice breaker"; its only condition is keeping the copyright and permission notice in all copies or substantial portions; it grants use, modification, sublicensing and sale free of charge, without requiring source disclosure or any attribution in a product\'s interface, and gives the software "as is" without warranty',
    quotes: [
      ...zhEn('copyright.md', 'npm 包 `weapp-tailwindcss` 的 `package.json` 中 `license` 字段为 `MIT`', '`license` field in the `package.json` of the npm package `weapp-tailwindcss` is `MIT`'),
      ...zhEn('copyright.md', '版权声明为 `Copyright (c) 2021 ice breaker`', 'with the copyright notice `Copyright (c) 2021 ice breaker`'),
      ...zhEn('copyright.md', '唯一的条件是：**在软件的所有副本或主要部分中保留原有的版权声明和许可声明**', 'The only condition is: **keep the original copyright notice and license notice in all copies or substantial portions of the software**'),
      ...zhEn('copyright.md', '把它作为你产品的一部分出售或以其它许可证授权，MIT 不要求你公开自己的源码', 'MIT doesn\'t require you to publish your own source code'),
      ...zhEn('copyright.md', '无需额外操作，`node_modules` 中的包本身就带着 `LICENSE`', 'Nothing extra; the package in `node_modules` already carries its `LICENSE`'),
      ...zhEn('copyright.md', 'MIT 许可证明确约定软件按“现状”提供', 'The MIT license states explicitly that the software is provided "as is"'),
      ...zhEn('copyright.md', 'MIT 许可证允许免费商用，也不要求在产品界面中展示本项目', 'The MIT license allows free commercial use and doesn\'t require you to show this project anywhere in your product\'s interface'),
    ],
    async proof() {
      const { ROOT } = await import('./support/options')
      const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss')
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.license, 'MIT')
      const license = fs.readFileSync(path.join(dir, 'LICENSE'), 'utf8').replace(/\s+/g, ' ')
      assert.match(license, /^MIT License Copyright \(c\) 2021 ice breaker /)
      assert.match(license, /free of charge, to any person obtaining a copy of this software/)
      assert.match(license, /to use, copy, modify, merge, publish, distribute, sublicense, and\/or sell copies of the Software/)
      // the one condition, and nothing about disclosing source or showing credits in a user interface
      assert.deepEqual(license.match(/subject to the following conditions: (.*?) THE SOFTWARE IS/)![1], 'The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.')
      assert.match(license, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/)
    },
  },
  {
    id: 'copyright-repository-root-license',
    says: 'the upstream repository has the same MIT LICENSE (Copyright (c) 2021 ice breaker) at its root at the 4.12.0 tag',
    quotes: zhEn('copyright.md', '根目录都附有 `LICENSE` 文件', 'root of the [GitHub repository](https://github.com/sonofmagic/weapp-tailwindcss) include a `LICENSE` file'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const root = upstreamFile(TAG, 'LICENSE')
      assert.ok(root !== undefined, 'LICENSE at the repository root')
      assert.match(root!, /^MIT License\s+Copyright \(c\) 2021 ice breaker/)
    },
  },
  {
    id: 'copyright-dependency-licenses',
    says: 'Tailwind CSS, the Babel parser and traverse weapp-tailwindcss depends on, PostCSS, and tailwind-merge (a dependency of @weapp-tailwindcss/merge, not of weapp-tailwindcss) are all MIT-licensed, as installed here',
    quotes: zhEn('copyright.md',
      'Tailwind CSS、Babel、PostCSS，以及 `@weapp-tailwindcss/merge` 所依赖的 `tailwind-merge`，都有各自独立的开源许可证，这几个都是 MIT',
      'Tailwind CSS, Babel, PostCSS, and `tailwind-merge`, which `@weapp-tailwindcss/merge` depends on, each have their own open-source license; all of these are MIT'),
    async proof() {
      const core = await installedPackage('weapp-tailwindcss')
      assert.ok(core.dependencies!['@babel/parser'] && core.dependencies!['@babel/traverse'], 'weapp-tailwindcss depends on Babel')
      assert.equal(core.dependencies!['tailwind-merge'], undefined, 'weapp-tailwindcss itself does not depend on tailwind-merge')
      assert.ok((await installedPackage('@weapp-tailwindcss/postcss')).dependencies!.postcss, 'the style pipeline depends on PostCSS')
      assert.ok((await installedPackage('@weapp-tailwindcss/merge')).dependencies!['tailwind-merge'], '@weapp-tailwindcss/merge depends on tailwind-merge')
      for (const name of ['tailwindcss', '@babel/parser', '@babel/traverse', 'postcss', 'tailwind-merge']) {
        assert.equal((await installedPackage(name)).license, 'MIT', name)
      }
    },
  },

  // ── docs/how-to-contribute.mdx ────────────────────────────────────────────────────────────────
  {
    id: 'contribute-repository-setup-at-4-12-0',
    says: 'at weapp-tailwindcss@4.12.0 the root package.json requires node >=20.19.0 and pins packageManager pnpm@10.x; build:pkgs runs turbo over packages/* and packages-runtime/*; the website package requires ^20.19.0 || >=22.12.0 and its dev script serves on PORT or 4000; changesets are configured with a GitHub changelog',
    quotes: [
      ...zhEn('how-to-contribute.mdx', '准备 Node.js（`>=20.19.0`）与 pnpm。', 'Get Node.js (`>=20.19.0`) and pnpm.'),
      ...zhEn('how-to-contribute.mdx', '仓库在 `package.json` 的 `packageManager` 字段中锁定了 pnpm 10 的具体版本，启用 Corepack 后会自动使用它。', 'The repository pins an exact pnpm 10 version in the `packageManager` field of `package.json`, which is used automatically once Corepack is enabled.'),
      ...zhEn('how-to-contribute.mdx', '`pnpm build:pkgs` 通过 Turborepo 构建 `packages/` 与 `packages-runtime/` 下的所有包', '`pnpm build:pkgs` uses Turborepo to build every package under `packages/` and `packages-runtime/`'),
      ...zhEn('how-to-contribute.mdx', '开发服务器默认在 `http://localhost:4000` 提供预览（设置环境变量 `PORT` 可以换端口）。', 'By default, the dev server serves the preview at `http://localhost:4000` (set the `PORT` environment variable to use another port).'),
      ...zhEn('how-to-contribute.mdx', '注意文档站子包的 `package.json` 要求 Node.js `^20.19.0 || >=22.12.0`，比仓库根目录的 `>=20.19.0` 更严。', 'Note that the `package.json` of the docs site\'s subpackage requires Node.js `^20.19.0 || >=22.12.0`, which is stricter than the repository root\'s `>=20.19.0`.'),
      ...zhEn('ai/index.md', '本地预览文档站需要满足 `website/package.json` 要求的 Node.js（`^20.19.0 || >=22.12.0`，比仓库根目录的 `>=20.19.0` 更严）、pnpm 10', 'To preview the docs site locally you need the Node.js version that `website/package.json` requires (`^20.19.0 || >=22.12.0`, stricter than the repository root\'s `>=20.19.0`), pnpm 10'),
      ...zhEn('how-to-contribute.mdx', '只改某一个包时，也可以用 `pnpm --filter <包名> build` 单独构建', 'If you are changing only one package, you can also build it on its own with `pnpm --filter <package-name> build`.'),
      ...zhEn('how-to-contribute.mdx', '涉及发布包行为变化时，在仓库根目录运行 `pnpm changeset`', 'If a change affects the behavior of a published package, run `pnpm changeset` in the repository root'),
      ...zhEn('how-to-contribute.mdx', '仓库通过 commitlint 在提交时检查', 'which commitlint checks at commit time'),
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const root = await upstreamJson('package.json')
      assert.equal(root.engines.node, '>=20.19.0')
      assert.match(root.packageManager, /^pnpm@10\.\d+\.\d+$/)
      assert.equal(root.scripts['build:pkgs'], 'turbo run build --filter=./packages/* --filter=./packages-runtime/*')
      const website = await upstreamJson('website/package.json')
      assert.equal(website.name, '@weapp-tailwindcss/website')
      assert.equal(website.engines.node, '^20.19.0 || >=22.12.0')
      assert.equal(website.scripts.dev, 'node scripts/dev-public.mjs')
      assert.match(upstreamFile(TAG, 'website/scripts/dev-public.mjs')!, /const DEFAULT_PORT = process\.env\.PORT \? Number\(process\.env\.PORT\) : 4000/)
      assert.ok(root.devDependencies['@changesets/cli'], 'pnpm changeset runs the changesets CLI of the root')
      assert.match(upstreamFile(TAG, '.husky/commit-msg')!, /pnpm exec commitlint --edit "\$1"/)
      assert.match(upstreamFile(TAG, 'commitlint.config.ts')!, /@icebreakers\/commitlint-config/)
      for (const dir of ['packages/weapp-tailwindcss', 'packages/postcss', 'packages-runtime/merge']) assert.ok((await upstreamJson(`${dir}/package.json`)).scripts.build, `${dir} has a build script`)
      const changesets = await upstreamJson('.changeset/config.json') as unknown as { changelog: [string, unknown] }
      assert.equal(changesets.changelog[0], '@icebreakers/changelog-github')
      assert.match(upstreamFile(TAG, 'packages/weapp-tailwindcss/CHANGELOG.md')!, /Thanks \[@\w/, 'release notes credit contributors by GitHub name')
    },
  },
  {
    id: 'contribute-wxml-parser-and-magic-string',
    says: 'weapp-tailwindcss 4.12.0 depends on htmlparser2 and magic-string; the WXML with `>` inside an interpolation is escaped correctly; the JS transform changes only the class-name string and keeps spacing and comments of the rest',
    quotes: [
      ...zhEn('how-to-contribute.mdx', '下面这种写法就会让简单的正则出错，因此插件使用能容忍小程序语法的 `htmlparser2` 做解析。', 'so the plugin parses with `htmlparser2`, which tolerates mini-program syntax'),
      ...zhEn('how-to-contribute.mdx', '现在的做法是只用 Babel 找到需要改写的字符串位置，再用 `magic-string` 原地替换，其它代码一个字符都不动。', 'Instead, Babel is used only to find the positions of the strings to rewrite, and `magic-string` replaces them in place, leaving every other character of the code untouched.'),
    ],
    async proof() {
      const { wxml, js } = await import('./support/options')
      const deps = (await installedPackage('weapp-tailwindcss')).dependencies!
      assert.ok(deps.htmlparser2 && deps['magic-string'] && deps['@babel/parser'] && deps['@babel/traverse'])
      assert.equal(await wxml(`<view class="{{ count > 0 ? 'text-[#16a34a]' : 'text-slate-400' }}">{{ count }}</view>`, ['text-[#16a34a]', 'text-slate-400']),
        `<view class="{{ count > 0 ? 'text-_b_h16a34a_B' : 'text-slate-400' }}">{{ count }}</view>`)
      const code = 'const a  =   "w-[10px]" ;// keep this\nexport   default a'
      assert.equal(await js(code, ['w-[10px]']), code.replace('w-[10px]', 'w-_b10px_B'))
    },
  },

  {
    id: 'contribute-why-not-regex-or-babel-generate',
    says: 'a naive tag regex stops at the `>` inside the interpolation of the page\'s WXML example; regenerating the page\'s kind of code with @babel/generator changes its spacing, comments placement and token positions, which magic-string replacement keeps',
    quotes: [
      ...zhEn('how-to-contribute.mdx', '用正则切分属性很容易在表达式中间提前截断', 'splitting attributes with a regular expression easily cuts off too early in the middle of an expression'),
      ...zhEn('how-to-contribute.mdx', '如果用 Babel 重新生成整段代码，用户代码的格式和 sourcemap 都会被改变。', 'regenerating the whole code with Babel would change both the formatting of the user\'s code and its sourcemap'),
    ],
    async proof() {
      const template = `<view class="{{ count > 0 ? 'text-[#16a34a]' : 'text-slate-400' }}">{{ count }}</view>`
      assert.equal(/<view[^>]*>/.exec(template)![0], '<view class="{{ count >', 'a [^>]* tag regex ends inside the expression')
      const { parse } = await import('@babel/parser')
      // @babel/generator ships no types here: the one call this proof makes, typed by hand.
      type Generate = (ast: unknown, options?: object) => { code: string }
      const { createRequire } = await import('node:module')
      const { ROOT } = await import('./support/options')
      const generator = createRequire(path.join(ROOT, 'package.json'))('@babel/generator') as { default: Generate }
      const generate = generator.default
      const code = 'const a  =   "w-[10px]" ;// keep this\nexport   default a'
      const out = generate(parse(code, { sourceType: 'module' })).code
      assert.equal(out, 'const a = "w-[10px]"; // keep this\nexport default a;', 'formatting rewritten')
      assert.notEqual(out.indexOf('default'), code.indexOf('default'), 'positions move, so the sourcemap changes')
    },
  },

  // ── docs/projects/index.md ────────────────────────────────────────────────────────────────────
  {
    id: 'projects-tailwindcss-patch-is-a-dependency',
    says: 'tailwindcss-patch is a dependency of weapp-tailwindcss 4.12.0 and installed with it',
    quotes: zhEn('projects/index.md', '作为 weapp-tailwindcss 的依赖自动安装', 'Installed automatically as a dependency of weapp-tailwindcss'),
    async proof() {
      assert.equal((await installedPackage('weapp-tailwindcss')).dependencies!['tailwindcss-patch'], '9.0.1')
      assert.equal((await installedPackage('tailwindcss-patch')).version, '9.0.1')
    },
  },

  {
    id: 'projects-cli-removed-in-3-6-0',
    says: 'the weapp-tailwindcss changelog entry for 3.6.0 says @weapp-tailwindcss/cli is removed from that release on and that its projects move to weapp-vite',
    quotes: zhEn('projects/index.md', '3.6.0 移除的 `@weapp-tailwindcss/cli` 由它接替', 'it takes over from `@weapp-tailwindcss/cli`, which was removed in 3.6.0'),
    slow: true,
    async proof() {
      const { changelog } = await import('./support/upstream')
      assert.match(changelog('3.6.0'), /从 `weapp-tailwindcss@3\.6\.0` 版本开始移除 `@weapp-tailwindcss\/cli` ，原先 `@weapp-tailwindcss\/cli` 的项目，可以几乎 \*\*0成本\*\* 的迁移到 `weapp-vite`/)
    },
  },

  // ── the maintenance book and the AI page ──────────────────────────────────────────────────────
  {
    id: 'ai-tailwind4-reads-config-only-with-at-config',
    says: 'Tailwind CSS 4.3.5 compiling @import "tailwindcss" next to a tailwind.config.js that adds a brand color does not generate bg-brand; with @config "./tailwind.config.js" it does; Tailwind CSS 3.4.19 takes the same theme from its config',
    quotes: zhEn('ai/index.md',
      '4 默认在 CSS 里用 `@theme` / `@source` 配置，不会自动读取 `tailwind.config.js`（要在 CSS 里用 `@config` 指明）',
      '4 is configured in CSS with `@theme` / `@source` and doesn\'t read `tailwind.config.js` by itself (the CSS has to name it with `@config`)'),
    async proof() {
      const os = await import('node:os')
      const { ROOT } = await import('./support/options')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-ai-tw4-config-'))
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
      const config = { theme: { extend: { colors: { brand: '#1677ff' } } } }
      fs.writeFileSync(path.join(dir, 'tailwind.config.js'), `module.exports = ${JSON.stringify(config)}\n`)
      const { compile } = await import('@tailwindcss/node')
      const build = async (css: string) => (await compile(css, { base: dir, onDependency: () => {} })).build(['bg-brand'])
      assert.doesNotMatch(await build('@import "tailwindcss";'), /\.bg-brand\b/, 'without @config the file is not read')
      assert.match(await build('@import "tailwindcss";\n@config "./tailwind.config.js";'), /\.bg-brand \{/, 'named with @config it is')
      const postcss = (await import('postcss')).default
      const tailwindcss3 = (await import('tailwindcss-3')).default as unknown as (config: unknown) => never
      const v3 = (await postcss([tailwindcss3({ ...config, corePlugins: { preflight: false }, content: [{ raw: '<view class="bg-brand"></view>', extension: 'html' }] })]).process('@tailwind utilities;', { from: undefined })).css
      assert.match(v3, /\.bg-brand \{/)
    },
  },
  {
    id: 'maintenance-hover-rules-removed-and-custom-attributes',
    says: 'weapp-tailwindcss 4.12.0 removes rules with :hover by default; a custom-class attribute is not escaped by default while class is',
    quotes: [
      ...zhEn('tailwindcss-maintenance-book.md', '小程序没有鼠标悬停，weapp-tailwindcss 默认会删掉带 `:hover` 的规则。', 'Mini-programs have no mouse hover, and weapp-tailwindcss removes rules containing `:hover` by default.'),
      ...zhEn('tailwindcss-maintenance-book.md', '这些属性默认不会被转义。', 'these attributes are not escaped by default'),
      ...zhEn('ai/index.md', '小程序没有 `:hover`，相关规则默认会被删除', 'Mini-programs have no `:hover`, and such rules are removed by default'),
    ],
    async proof() {
      const { wxss, wxml } = await import('./support/options')
      assert.equal(await wxss('.a:hover{color:red}.b{color:blue}'), '.b{color:blue}')
      assert.equal(await wxml('<view custom-class="w-[10px]" t-class="w-[10px]" class="w-[10px]"></view>', ['w-[10px]']),
        '<view custom-class="w-[10px]" t-class="w-[10px]" class="w-_b10px_B"></view>')
      assert.equal(await wxml('<view custom-class="w-[10px]"></view>', ['w-[10px]'], { customAttributes: { '*': ['custom-class'] } }), '<view custom-class="w-_b10px_B"></view>')
    },
  },
  {
    id: 'maintenance-css-preflight-on-view-and-text',
    says: 'by default weapp-tailwindcss 4.12.0 appends box-sizing:border-box and a zero-width solid border (cssPreflight) to the variable scope rule, rewritten to view,text,::before,::after; cssPreflight: false leaves them out',
    quotes: [
      ...zhEn('tailwindcss-maintenance-book.md', '`cssPreflight` 会给 `view`、`text` 加上 `box-sizing: border-box` 和零宽实线边框等声明', '`cssPreflight` adds declarations such as `box-sizing: border-box` and a zero-width solid border to `view` and `text`'),
      ...zhEn('tailwindcss-maintenance-book.md', '可以先把 `cssPreflight` 设为 `false`', 'set `cssPreflight` to `false` for now'),
      ...zhEn('ai/index.md', '插件默认注入的基础样式也只作用于 `view` 和 `text`', 'the base styles the plugin injects by default apply only to `view` and `text`'),
    ],
    async proof() {
      const { wxss } = await import('./support/options')
      const scope = '*,::before,::after{--tw-a:1;--tw-b:2}'
      assert.equal(await wxss(scope), '::before,::after{--tw-content:""}\nview,text,::before,::after{--tw-a:1;--tw-b:2;box-sizing:border-box;border-width:0;border-style:solid;border-color:currentColor}')
      assert.equal(await wxss(scope, { cssPreflight: false }), '::before,::after{--tw-content:""}\nview,text,::before,::after{--tw-a:1;--tw-b:2}')
    },
  },
  {
    id: 'maintenance-prettier-sorting-and-custom-utility',
    says: 'prettier 3.10.1 with prettier-plugin-tailwindcss 0.8.1 and Tailwind CSS 4.3.5, given the page\'s @theme, turns the page\'s unsorted class list into its sorted one; a class registered with @utility is sorted among the built-in ones (unregistered, it stays in front) and Tailwind CSS 4.3.5 generates it under variants such as hover: and md:',
    quotes: [
      ...zhEn('tailwindcss-maintenance-book.md', '官方的 `prettier-plugin-tailwindcss` 会按 Tailwind CSS 推荐的顺序自动排列类名，格式化时顺手完成', 'The official `prettier-plugin-tailwindcss` sorts class names automatically in the order Tailwind CSS recommends, as part of formatting'),
      ...zhEn('tailwindcss-maintenance-book.md', '之后它就和内置类一样支持变体、参与排序', 'from then on it supports variants, takes part in sorting'),
    ],
    slow: true,
    async proof() {
      const { installed } = await import('./support/uni-css')
      const { ROOT } = await import('./support/options')
      const { pathToFileURL } = await import('node:url')
      const dir = await installed(['prettier@3.10.1', 'prettier-plugin-tailwindcss@0.8.1', 'tailwindcss@4.3.5'])
      const page = fs.readFileSync(path.join(ROOT, 'docs/tailwindcss-maintenance-book.md'), 'utf8')
      const theme = /```css title="src\/app\.css"\n@import "weapp-tailwindcss\/index\.css";\n\n(@theme \{[\s\S]*?\n\})\n```/.exec(page)![1]!
      const [before, after] = [...page.matchAll(/^<view class="([^"]+)"><\/view>$/gm)].map(m => m[1]!)
      assert.equal(before, 'text-white mt-4 flex bg-brand px-4 rounded-card items-center py-3')
      fs.writeFileSync(path.join(dir, 'app.css'), `@import "tailwindcss";\n\n${theme}\n`)
      fs.writeFileSync(path.join(dir, 'utility.css'), '@import "tailwindcss";\n@utility pb-safe {\n  padding-bottom: env(safe-area-inset-bottom);\n}\n')
      const prettier = await import(pathToFileURL(path.join(dir, 'node_modules/prettier/index.mjs')).href)
      const plugin = path.join(dir, 'node_modules/prettier-plugin-tailwindcss/dist/index.mjs')
      const sort = async (classes: string, stylesheet: string) => (await prettier.format(`<view class="${classes}"></view>`, { parser: 'html', printWidth: 200, plugins: [plugin], tailwindStylesheet: path.join(dir, stylesheet) })).trim()
      assert.equal(await sort(before!, 'app.css'), `<view class="${after}"></view>`)
      assert.equal(await sort('pb-safe mt-4 flex', 'utility.css'), '<view class="mt-4 flex pb-safe"></view>')
      assert.equal(await sort('pb-safe mt-4 flex', 'app.css'), '<view class="pb-safe mt-4 flex"></view>')
      const { compile } = await import('tailwindcss')
      const index = path.join(ROOT, 'node_modules/tailwindcss/index.css')
      const compiler = await compile(fs.readFileSync(path.join(dir, 'utility.css'), 'utf8'), { base: dir, loadStylesheet: async () => ({ path: index, base: path.dirname(index), content: fs.readFileSync(index, 'utf8') }) })
      const css = compiler.build(['hover:pb-safe', 'md:pb-safe'])
      assert.match(css, /\.hover\\:pb-safe:hover \{\s*padding-bottom: env\(safe-area-inset-bottom\);/)
      assert.match(css, /\.md\\:pb-safe \{\s*padding-bottom: env\(safe-area-inset-bottom\);/)
    },
  },
  {
    id: 'maintenance-disabled-turns-off-build-plugins',
    says: 'with disabled: true the Vite plugin of weapp-tailwindcss 4.12.0 returns no plugin and the webpack 5 / webpack 4 plugins return before touching the compiler, so nothing is escaped in that build',
    quotes: zhEn('tailwindcss-maintenance-book.md', '构建侧用 `disabled` 在 H5 和 App 端关闭转义', 'On the build side, use `disabled` to turn off escaping for H5 and App'),
    async proof() {
      const { assertDisabledStopsOnlyBuildPlugins } = await import('./support/quick-start-v3')
      await assertDisabledStopsOnlyBuildPlugins()
    },
  },
  {
    id: 'maintenance-replace-runtime-packages-unconditional',
    says: 'with replaceRuntimePackages: true, weapp-tailwindcss 4.12.0 rewrites a class-variance-authority import to @weapp-tailwindcss/cva in a project where that package is not installed, which then cannot be resolved',
    quotes: zhEn('tailwindcss-maintenance-book.md',
      '没装 `@weapp-tailwindcss/cva` 的项目里，`class-variance-authority` 的导入照样被改写），没装的那一项构建时就会找不到模块',
      'in a project without `@weapp-tailwindcss/cva`, the `class-variance-authority` import is rewritten all the same), and the build then cannot find the module for the one that isn\'t installed'),
    async proof() {
      const { js, ROOT } = await import('./support/options')
      const { createRequire } = await import('node:module')
      const require = createRequire(path.join(ROOT, 'package.json'))
      require.resolve('class-variance-authority')
      const notInstalled = ['@weapp-tailwindcss', 'cva'].join('/') // a name, not an import: this project must not have it
      assert.throws(() => require.resolve(notInstalled), /Cannot find module/, 'not installed in this project')
      const out = await js(`import { cva } from 'class-variance-authority'\nimport { twMerge } from 'tailwind-merge'\nimport { tv } from 'tailwind-variants'`, [], { replaceRuntimePackages: true })
      assert.equal(out, `import { cva } from '@weapp-tailwindcss/cva'\nimport { twMerge } from '@weapp-tailwindcss/merge'\nimport { tv } from '@weapp-tailwindcss/variants'`)
    },
  },
  {
    id: 'maintenance-only-generated-classes-escaped',
    says: 'weapp-tailwindcss 4.12.0 escapes a class name in JS only when it is in the set Tailwind CSS generated; a fragment like text-${name}-600 is never a generated class, and the same arbitrary class outside the set stays as written',
    quotes: zhEn('tailwindcss-maintenance-book.md',
      '原因在于 weapp-tailwindcss 只转义 Tailwind CSS 实际生成过的类名',
      'weapp-tailwindcss only escapes class names Tailwind CSS actually generated'),
    async proof() {
      const { js } = await import('./support/options')
      const code = 'const a = "w-[10px]"; const b = "h-[3px]"'
      assert.equal(await js(code, ['w-[10px]']), 'const a = "w-_b10px_B"; const b = "h-[3px]"')
    },
  },
])
