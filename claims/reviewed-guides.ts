// Claims of the guide pages reviewed for coverage: the maintenance book, the AI page, the glossary, the intro and
// the community index (each with its English twin). They run the pinned weapp-tailwindcss 4.12.0, Tailwind CSS
// 4.3.5 and 3.4.19 and class-variance-authority from this repository's node_modules, read the site's own TypeDoc
// configuration, and (slow) compile with the WeChat compilers of miniprogram-compiler 0.2.3.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const zhEn = (file: string, zh: string, en: string) => [{ page: `docs/${file}`, text: zh }, { page: `${EN}${file}`, text: en }]
const ENTRY = '@import "weapp-tailwindcss";'

/** The rule body for `selector` in generated CSS, whitespace collapsed, or undefined. */
function ruleOf(css: string, selector: string): string | undefined {
  const at = css.indexOf(`${selector} {`)
  if (at < 0) return undefined
  return css.slice(at + selector.length + 2, css.indexOf('}', at)).replace(/\s+/g, ' ').trim()
}

/** The `extension platform` pairs of the comment above a default matcher in the published dist. */
async function defaultMatcherPlatforms(name: 'htmlMatcher' | 'cssMatcher'): Promise<Map<string, string>> {
  const { ROOT } = await import('./support/options')
  const dist = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
  const source = fs.readdirSync(dist).filter(file => file.endsWith('.mjs')).map(file => fs.readFileSync(path.join(dist, file), 'utf8'))
    .find(text => text.includes('function getDefaultOptions()') && text.includes('htmlMatcher:'))
  assert.ok(source, 'a dist chunk defines getDefaultOptions')
  const at = source.indexOf(`${name}:`)
  const block = source.slice(source.lastIndexOf('/**', at), at)
  return new Map([...block.matchAll(/^\s*\*\s+(\w+)\s+(\S+)\s*$/gm)].map(match => [match[1]!, match[2]!]))
}

export default defineClaims(import.meta.url, [
  // ── docs/tailwindcss-maintenance-book.md ────────────────────────────────────────────────────────
  {
    id: 'guides-default-rem-and-rem2rpx-or-rpx-theme',
    says: 'Tailwind CSS 4.3.5 and 3.4.19 size p-4 in rem by default (4: calc(var(--spacing) * 4) with --spacing: .25rem; 3: 1rem); with rem2rpx weapp-tailwindcss 4.12.0 turns that into 32rpx; a theme value written in rpx (--radius-card: 24rpx) comes out as 24rpx',
    quotes: zhEn('tailwindcss-maintenance-book.md',
      '还是沿用 Tailwind CSS 默认的 `rem` 再交给 `rem2rpx` 统一换算',
      'or keep Tailwind CSS\'s default `rem` and let `rem2rpx` convert everything'),
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="p-4 rounded-card">x</view>'
      const css = `${ENTRY}\n@theme {\n  --radius-card: 24rpx;\n}`
      const plain4 = await runTailwind4({ template, css, options: {} })
      assert.equal(ruleOf(plain4.css, '.p-4'), 'padding: calc(var(--spacing) * 4);')
      assert.match(plain4.css, /--spacing: \.25rem;/)
      assert.match(plain4.wxss, /--radius-card: 24rpx;/)
      assert.equal(ruleOf(plain4.css, '.rounded-card'), 'border-radius: var(--radius-card);')
      const rpx4 = await runTailwind4({ template, css, options: { rem2rpx: true } })
      assert.equal(ruleOf(rpx4.wxss, '.p-4'), 'padding: 32rpx; padding: calc(var(--spacing)*4);')
      assert.match(rpx4.wxss, /--spacing: 8rpx;/)
      const plain3 = await runTailwind3({ template: '<view class="p-4">x</view>', options: {} })
      assert.equal(ruleOf(plain3.css, '.p-4'), 'padding: 1rem')
      const rpx3 = await runTailwind3({ template: '<view class="p-4">x</view>', options: { rem2rpx: true } })
      assert.equal(ruleOf(rpx3.wxss, '.p-4'), 'padding: 32rpx')
    },
  },
  {
    id: 'guides-cva-variant-table',
    says: 'class-variance-authority (installed here) takes the variants as a table: the page\'s tag() returns the base classes plus the classes of the chosen tone and size, the defaults when none is given, and the compound variant for danger + md',
    quotes: zhEn('tailwindcss-maintenance-book.md', '（cva）把变体声明成一张表', '(cva) declares the variants as a table'),
    async proof() {
      const { cva } = await import('class-variance-authority')
      const tag = cva('inline-flex items-center rounded-full font-medium', {
        variants: {
          tone: { brand: 'bg-brand/10 text-brand', danger: 'bg-danger/10 text-danger', neutral: 'bg-gray-100 text-gray-600' },
          size: { sm: 'h-[40rpx] px-[16rpx] text-[22rpx]', md: 'h-[52rpx] px-[24rpx] text-[26rpx]' },
        },
        compoundVariants: [{ tone: 'danger', size: 'md', class: 'font-semibold' }],
        defaultVariants: { tone: 'neutral', size: 'sm' },
      })
      assert.equal(tag(), 'inline-flex items-center rounded-full font-medium bg-gray-100 text-gray-600 h-[40rpx] px-[16rpx] text-[22rpx]')
      assert.equal(tag({ tone: 'danger', size: 'md' }), 'inline-flex items-center rounded-full font-medium bg-danger/10 text-danger h-[52rpx] px-[24rpx] text-[26rpx] font-semibold')
      assert.equal(tag({ tone: 'brand' }), 'inline-flex items-center rounded-full font-medium bg-brand/10 text-brand h-[40rpx] px-[16rpx] text-[22rpx]')
    },
  },
  {
    id: 'guides-no-safe-area-utility',
    says: 'neither Tailwind CSS 4.3.5 nor 3.4.19 ships a utility for the safe area: env(safe-area-inset-…) appears nowhere in their published code',
    quotes: zhEn('tailwindcss-maintenance-book.md',
      '有些样式会被反复用到，却没有现成的工具类，最典型的是小程序底部的安全区留白',
      'Some styles are needed again and again but have no ready-made utility; the classic case is the safe-area padding at the bottom of a mini-program'),
    async proof() {
      const { ROOT } = await import('./support/options')
      const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
        .flatMap(entry => entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.(?:c?js|mjs|css)$/.test(entry.name) ? [path.join(dir, entry.name)] : [])
      for (const [pkg, sub] of [['tailwindcss', 'dist'], ['tailwindcss-3', 'lib']] as const) {
        const list = files(path.join(ROOT, 'node_modules', pkg, sub))
        assert.ok(list.length > 5, `${pkg} has code in ${sub}`)
        for (const file of list) assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /safe-area-inset/, file)
      }
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="pb-safe pb-safe-area safe-bottom">x</view>', css: ENTRY, options: {} })
      assert.doesNotMatch(out.css, /safe/)
    },
  },
  {
    id: 'guides-concatenated-class-and-hover',
    says: 'with Tailwind CSS 4.3.5 and weapp-tailwindcss 4.12.0, a class name pieced together at runtime (`text-${name}-600`, \'text-\' + size) gets no rule and the script keeps it as written, while a complete arbitrary class next to it is generated and escaped; a hover: rule is removed from the wxss by default',
    quotes: [
      ...zhEn('tailwindcss-maintenance-book.md', '理解为什么拼接类名在小程序里不生效', 'understand why concatenated class names don\'t work in mini-programs'),
      ...zhEn('ai/index.md',
        '其中有两样到了小程序里直接失效：`hover:` 生成的规则默认会被 weapp-tailwindcss 删掉；运行时拼出来的类名 Tailwind CSS 扫描不到，既不生成样式，也不会被转义。',
        'Two of these simply stop working in a mini-program: weapp-tailwindcss removes the rules `hover:` generates by default, and Tailwind CSS never sees a class name pieced together at runtime, so it generates no styles for it and nothing escapes it'),
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const script = 'const color = name => `text-${name}-600`\nconst size = s => \'text-\' + s\nconst ok = \'w-[10px]\'\n'
      const out = await runTailwind4({ template: '<view class="{{a}} hover:bg-red-500">x</view>', css: ENTRY, script, options: {} })
      assert.doesNotMatch(out.css, /\.text-/, 'no rule for the pieced-together names')
      assert.match(out.css, /\.w-\\\[10px\\\]/, 'the complete class is generated')
      assert.equal(out.js, script.replace('w-[10px]', 'w-_b10px_B'), 'only the complete class is escaped')
      assert.match(out.css, /:hover/, 'Tailwind CSS generates the hover rule')
      assert.doesNotMatch(out.wxss, /hover/, 'weapp-tailwindcss removes it')
    },
  },

  // ── docs/ai/index.md ────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-wcc-compiles-div-span',
    says: 'the WeChat template compiler wcc of miniprogram-compiler 0.2.3 compiles a WXML file with <div>, <span> and <img> without error and keeps the tags',
    quotes: zhEn('ai/index.md', '微信的模板编译器照样编译 `div`、`span`', 'WeChat\'s template compiler compiles `div` and `span` all the same'),
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compilers')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const bin = path.join(await installed(['miniprogram-compiler@0.2.3']), 'node_modules/miniprogram-compiler/bin/linux')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-guides-div-'))
      fs.chmodSync(path.join(bin, 'wcc'), 0o755)
      fs.writeFileSync(path.join(dir, 'a.wxml'), '<div class="p-4"><span>x</span><img src="a.png"/></div>\n')
      const result = await runCommand(path.join(bin, 'wcc'), ['a.wxml', '-o', 'a.js'], { cwd: dir, timeoutMs: 30_000 })
      assert.equal(result.exitCode, 0, result.output)
      const out = fs.readFileSync(path.join(dir, 'a.js'), 'utf8')
      for (const tag of ['div', 'span', 'img']) assert.match(out, new RegExp(`['"]${tag}['"]`), tag)
    },
  },
  {
    id: 'guides-uni-app-x-text-styles',
    says: 'DCloud\'s uni-app x text component page: in app-uvue, text belongs in <text>, and text styles are set on the text component, not on a view',
    quotes: zhEn('ai/index.md',
      '在 App 端，文字样式要写在 `text` 元素上，写在 `view` 上不起作用',
      'in the app, text styles go on the `text` element; written on a `view` they have no effect'),
    manual: {
      ran: 'read through the search tool (docs corpus) DCloud\'s page https://uniapp.dcloud.net.cn/uni-app-x/component/text.html: in app-uvue and app-nvue text can only be written in text, not in a view\'s text area, and text styles are set on the text component rather than in the view\'s styles; text left in a view is wrapped in a text whose style cannot be changed (uvue styles are not inherited)',
      versions: 'uni-app x documentation as stored by the search tool on the read date; not run',
      on: '2026-11-29',
      why: 'the uni-app x App style engine runs only in HBuilderX builds on a device or emulator',
    },
  },

  // ── docs/glossary.md ────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-glossary-runs-4-12-0',
    says: 'the installed weapp-tailwindcss is 4.12.0 and each row of the glossary\'s escape table is what its transformWxml produces for the class on the left',
    quotes: zhEn('glossary.md',
      'weapp-tailwindcss 自己的术语以 4.12.0 版为准，页面上的转义结果和生成的样式都由这个版本实际运行得到',
      'the escaped names and generated styles shown here'),
    async proof() {
      const { ROOT, wxml } = await import('./support/options')
      assert.equal(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')).version, '4.12.0')
      const page = fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8')
      const rows = [...page.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|$/gm)].map(m => [m[1]!, m[2]!] as const)
      assert.equal(rows.length, 4, 'the four rows of the escape table')
      for (const [source, escaped] of rows) assert.equal(await wxml(`<view class="${source}"></view>`, [source]), `<view class="${escaped}"></view>`, source)
    },
  },
  {
    id: 'guides-platform-file-extensions',
    says: 'the comments above the default htmlMatcher and cssMatcher of weapp-tailwindcss 4.12.0 name a different template extension for WeChat, Alipay, Toutiao (Douyin), QQ, JD, Baidu, Kuaishou and Xiaohongshu, and different style extensions for WeChat, Alipay, Toutiao and QQ',
    quotes: [
      ...zhEn('glossary.md',
        '除了微信，支付宝、抖音（头条）、百度、QQ、京东、快手、小红书等也有各自的小程序平台，各家的模板和样式文件格式并不相同',
        'Besides WeChat, Alipay, Douyin (Toutiao), Baidu, QQ, JD, Kuaishou, Xiaohongshu and others run mini-program platforms of their own, each with its own template and style file formats'),
      ...zhEn('intro.md',
        '同一份代码可能同时编译到微信、支付宝、抖音小程序和 H5，各平台模板和样式文件的后缀各不相同',
        'and each platform gives its template and style files their own extensions'),
    ],
    async proof() {
      const html = await defaultMatcherPlatforms('htmlMatcher')
      const css = await defaultMatcherPlatforms('cssMatcher')
      const template = new Map([...html].map(([ext, platform]) => [platform, ext]))
      const style = new Map([...css].map(([ext, platform]) => [platform, ext]))
      const platforms = ['微信小程序', '支付宝小程序', '头条小程序', 'QQ小程序', '京东小程序', '百度小程序', '快手小程序', '小红书小程序']
      for (const platform of platforms) assert.ok(template.has(platform), `a template extension for ${platform}: ${[...html]}`)
      assert.equal(new Set(platforms.map(p => template.get(p))).size, platforms.length, 'each platform its own template extension')
      const styled = ['微信小程序', '支付宝小程序', '头条小程序', 'QQ小程序']
      for (const platform of styled) assert.ok(style.has(platform), `a style extension for ${platform}: ${[...css]}`)
      assert.equal(new Set(styled.map(p => style.get(p))).size, styled.length, 'each its own style extension')
    },
  },
  {
    id: 'guides-tailwind-class-characters',
    says: 'Tailwind CSS 4.3.5 generates rules for w-[100px], bg-black/50, md:flex and w-1.5, whose names carry [ ] / : and .',
    quotes: zhEn('glossary.md',
      'Tailwind CSS 的类名里常有 `[`、`]`、`/`、`:`、`.` 这样的字符',
      'Tailwind CSS class names often contain characters such as'),
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="w-[100px] bg-black/50 md:flex w-1.5">x</view>', css: ENTRY, options: {} })
      for (const selector of ['.w-\\[100px\\] {', '.bg-black\\/50 {', '.md\\:flex {', '.w-1\\.5 {']) assert.ok(out.css.includes(selector), selector)
    },
  },
  {
    id: 'guides-escaped-names-only-in-output',
    says: 'a webpack 5 build with weapp-tailwindcss 4.12.0 writes w-_b10px_B into the emitted wxml while the source file keeps w-[10px]: the source stays standard Tailwind CSS, which is what source-level tools such as ESLint read',
    quotes: [
      ...zhEn('glossary.md', '源码里始终照常写原来的类名，转义后的名字只出现在构建产物里', 'the escaped names appear only in the build output'),
      ...zhEn('intro.md', 'weapp-tailwindcss 让你在小程序项目里照常书写 Tailwind CSS 的原子类。', 'weapp-tailwindcss lets you write Tailwind CSS utility classes in a [mini-program](/docs/glossary#mini-program) project the way you always do.'),
      ...zhEn('tailwindcss-maintenance-book.md', '注意这些规则检查的是源码中的类名，与 weapp-tailwindcss 的构建期转义互不干扰。', 'Note that these rules check the class names in your source code and do not interfere with weapp-tailwindcss\'s escaping at build time.'),
    ],
    async proof() {
      const { wxsBuild } = await import('./support/quick-start-v3')
      const source = '<view class="w-[10px]"></view>'
      const before = new Set(fs.readdirSync(os.tmpdir()))
      const out = await wxsBuild('webpack', { 'index.wxml': source })
      assert.equal(out['index.wxml'], '<view class="w-_b10px_B"></view>')
      const made = fs.readdirSync(os.tmpdir()).filter(name => !before.has(name) && name.startsWith('qs3-wxs-webpack'))
      assert.equal(made.length, 1, 'the build\'s scratch project')
      assert.equal(fs.readFileSync(path.join(os.tmpdir(), made[0]!, 'src/index.wxml'), 'utf8'), source, 'the source is unchanged')
    },
  },

  // ── docs/intro.md ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-options-page-generated',
    says: 'the site generates /docs/api/interfaces/UserDefinedOptions at every start and build with TypeDoc from node_modules/weapp-tailwindcss/dist/index.d.ts of the pinned package (4.12.0), which declares UserDefinedOptions, and reads defaults from its getDefaultOptions()',
    quotes: zhEn('intro.md',
      '内容直接由当前版本的类型定义生成',
      'generated directly from the type definitions of the current version'),
    async proof() {
      const { ROOT } = await import('./support/options')
      const { apiV4 } = await import('../config/typedoc')
      const set = apiV4('zh-cn') as unknown as { docsFolder: string, optionsInterface: string, typedoc: { entryPoints: string[] }, frontMatter: { version: string } }
      assert.equal(set.docsFolder, 'api')
      assert.equal(set.optionsInterface, 'UserDefinedOptions')
      assert.deepEqual(set.typedoc.entryPoints, ['node_modules/weapp-tailwindcss/dist/index.d.ts'])
      assert.equal(set.frontMatter.version, '4.12.0')
      const dts = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
      assert.ok(fs.readdirSync(dts).filter(f => f.endsWith('.d.ts')).some(f => /interface UserDefinedOptions\b/.test(fs.readFileSync(path.join(dts, f), 'utf8'))), 'the package declares UserDefinedOptions')
      assert.match(fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8'), /\.\.\.typedocPlugins/)
      assert.ok(!fs.existsSync(path.join(ROOT, 'docs/api/interfaces/UserDefinedOptions.md')) || !execTracked(ROOT, 'docs/api/interfaces/UserDefinedOptions.md'), 'not a committed page')
    },
  },

  // ── docs/community.mdx ──────────────────────────────────────────────────────────────────────────
  {
    id: 'guides-wxs-class-not-escaped-template-is',
    says: 'in a webpack 5 build with weapp-tailwindcss 4.12.0 and no wxsMatcher, a class returned from a .wxs file stays as written while the same class in the wxml is escaped',
    quotes: zhEn('community.mdx',
      '在 `wxs` 文件里返回的类名没有生效，同样的类名写在模板里却正常',
      'while the same class name written in a template works'),
    async proof() {
      const { wxsBuild } = await import('./support/quick-start-v3')
      const out = await wxsBuild('webpack', { 'badge.wxs': 'var a = "bg-[#16a34a]"\nmodule.exports = { a: a }\n', 'index.wxml': '<view class="bg-[#16a34a]"></view>' })
      assert.match(out['badge.wxs']!, /"bg-\[#16a34a\]"/)
      assert.equal(out['index.wxml'], '<view class="bg-_b_h16a34a_B"></view>')
    },
  },

  // ── added for the English pages' flagged sentences ──────────────────────────────────────────────
  {
    id: 'guides-replace-runtime-packages-object',
    says: 'replaceRuntimePackages given an object in weapp-tailwindcss 4.12.0 rewrites only the imports it lists and leaves the other runtime packages alone',
    quotes: zhEn('tailwindcss-maintenance-book.md', '这种情况改传对象，只列出已经安装的替换项', 'In that case pass an object listing only the replacements you have installed'),
    async proof() {
      const { js } = await import('./support/options')
      const code = `import { cva } from 'class-variance-authority'\nimport { twMerge } from 'tailwind-merge'\nimport { tv } from 'tailwind-variants'`
      assert.equal(await js(code, [], { replaceRuntimePackages: { 'tailwind-merge': '@weapp-tailwindcss/merge' } }),
        `import { cva } from 'class-variance-authority'\nimport { twMerge } from '@weapp-tailwindcss/merge'\nimport { tv } from 'tailwind-variants'`)
    },
  },
  {
    id: 'guides-tailwind4-is-its-own-preprocessor',
    says: 'Tailwind CSS\'s compatibility page for v4: not designed to be used with Sass, Less or Stylus; think of Tailwind CSS itself as the preprocessor (it bundles imports and adds vendor prefixes)',
    quotes: zhEn('ai/index.md', 'Tailwind CSS 4 自身相当于预处理器，不宜与 Sass 混用', 'Tailwind CSS 4 is effectively a preprocessor itself and doesn\'t mix well with Sass'),
    manual: {
      ran: 'read through the search tool (docs corpus) https://tailwindcss.com/docs/compatibility, section "Sass, Less, and Stylus": v4.0 is a full-featured CSS build tool not designed to be used with CSS preprocessors like Sass, Less or Stylus; think of Tailwind CSS itself as your preprocessor; Tailwind bundles imports and adds vendor prefixes itself',
      versions: 'Tailwind CSS v4 documentation as stored by the search tool on the read date',
      on: '2026-11-29',
      why: 'a statement of the vendor\'s supported workflow; whether a given Sass set-up happens to work depends on the bundler and is not what the sentence says',
    },
  },
  {
    id: 'guides-wxss-rejects-some-selectors',
    says: 'the WeChat style compiler wcsc of miniprogram-compiler 0.2.3 rejects the * selector and :is() with a selector list, which browsers accept, while it compiles .a > .b and [data-x]',
    quotes: zhEn('ai/index.md', '小程序样式选择器支持有限', 'Mini-program stylesheets support only a limited set of selectors'),
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compilers')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const bin = path.join(await installed(['miniprogram-compiler@0.2.3']), 'node_modules/miniprogram-compiler/bin/linux')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-guides-sel-'))
      fs.chmodSync(path.join(bin, 'wcsc'), 0o755)
      const compile = async (selector: string) => {
        fs.writeFileSync(path.join(dir, 'a.wxss'), `${selector} { color: red; }\n`)
        return runCommand(path.join(bin, 'wcsc'), ['a.wxss', '-o', 'a.js'], { cwd: dir, timeoutMs: 30_000 })
      }
      for (const selector of ['*', ':is(.a,.b)']) {
        const result = await compile(selector)
        assert.notEqual(result.exitCode, 0, `${selector} is rejected`)
        assert.match(result.output, /ERR: a\.wxss\(1:/)
      }
      for (const selector of ['.a > .b', '[data-x]']) assert.equal((await compile(selector)).exitCode, 0, `${selector} compiles`)
    },
  },
  {
    id: 'guides-tailwind-3-and-4',
    says: 'weapp-tailwindcss 4.12.0 takes tailwindcss.version 2 | 3 | 4 (type of its tailwindcss-patch options) and escapes the output of both Tailwind CSS 3.4.19 and 4.3.5',
    quotes: zhEn('intro.md', '3.x 与 4.x；2.x 仅作兼容说明', '3.x and 4.x; 2.x only as compatibility notes'),
    async proof() {
      const { ROOT } = await import('./support/options')
      const dir = path.join(ROOT, 'node_modules/tailwindcss-patch/dist')
      assert.ok(fs.readdirSync(dir).filter(f => f.endsWith('.d.ts')).some(f => fs.readFileSync(path.join(dir, f), 'utf8').includes('version?: 2 | 3 | 4;')))
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="w-[10px]">x</view>'
      for (const out of [await runTailwind4({ template, css: ENTRY, options: {} }), await runTailwind3({ template, options: {} })]) {
        assert.equal(out.wxml, '<view class="w-_b10px_B">x</view>')
        assert.match(out.wxss, /\.w-_b10px_B \{/)
      }
    },
  },
  {
    id: 'guides-independent-subpackage-app-wxss',
    says: 'WeChat\'s independent-subpackage documentation: app.wxss of the main package has no effect in an independent subpackage',
    quotes: zhEn('community.mdx', '独立分包读不到主包的 `app.wxss`', 'an independent subpackage cannot read the main package\'s `app.wxss`'),
    manual: {
      ran: 'read through the search tool (docs corpus) copies of WeChat\'s independent-subpackage page (developers.weixin.qq.com/miniprogram/dev/framework/subpackages/independent.html), e.g. https://w3cschool.cn/weixinapp/weixinapp-js3i390h.html: an independent subpackage cannot depend on the main package\'s content, including wxss, and app.wxss of the main package has no effect in it; Douyin\'s and Baidu\'s pages state the same for app.ttss and app.css',
      versions: 'WeChat mini-program documentation as copied in the stored pages; not run',
      on: '2026-11-29',
      why: 'loading packages happens in the WeChat client on a device or in DevTools',
    },
  },
  {
    id: 'guides-icons-one-class-per-icon',
    says: '@egoist/tailwindcss-icons (installed here) with Tailwind CSS 3.4.19 turns one class such as i-mdi-home into a complete icon rule: an inline 1em box masked with the icon\'s SVG',
    quotes: zhEn('community.mdx', '看图标方案，一个类名对应一个图标', 'see the icons guide, one class name per icon'),
    async proof() {
      const postcss = (await import('postcss')).default
      const tailwindcss3 = (await import('tailwindcss-3')).default as unknown as (config: unknown) => never
      const { iconsPlugin, getIconCollections } = await import('@egoist/tailwindcss-icons')
      const css = (await postcss([tailwindcss3({ content: [{ raw: '<view class="i-mdi-home i-tabler-star"></view>', extension: 'html' }], corePlugins: { preflight: false }, plugins: [iconsPlugin({ collections: getIconCollections(['mdi', 'tabler']) })] })]).process('@tailwind components;\n@tailwind utilities;', { from: undefined })).css
      for (const name of ['i-mdi-home', 'i-tabler-star']) {
        const body = ruleOf(css, `.${name}`)
        assert.ok(body, name)
        assert.match(body, /mask-image: var\(--svg\);/)
        assert.match(body, /--svg: url\("data:image\/svg\+xml,/)
      }
    },
  },
])

/** Whether git tracks a file of the repository. */
function execTracked(root: string, file: string): boolean {
  return execFileSync('git', ['-C', root, 'ls-files', file], { encoding: 'utf8' }).trim() !== ''
}
