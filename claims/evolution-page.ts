// docs/evolution.md (and its English twin): how the template, script and style processing of weapp-tailwindcss
// changed over the releases. Today's behaviour is run on the installed 4.12.0; the history is read from the
// upstream sources and changelogs at the release tags (slow claims, helpers in claims/support/upstream.ts and
// claims/support/releases-notes.ts).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { js, ROOT, wxss } from './support/options'
import { distJs } from './support/releases-notes'
import { atRelease, changelog, upstreamFile } from './support/upstream'

const ZH = 'docs/evolution.md'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/evolution.md'
const require = createRequire(`${ROOT}/`)

/** A section of a changelog whose release headings are `## <version>` (optionally followed by a date). */
function section(log: string, version: string): string {
  const start = log.indexOf(`\n## ${version}`)
  assert.ok(start >= 0, `changelog has ${version}`)
  const next = log.slice(start + 1).search(/\n## \d/)
  return log.slice(start, next < 0 ? undefined : start + 1 + next)
}

export default defineClaims(import.meta.url, [
  {
    id: 'evolution-same-escape-in-three-places',
    says: 'With 4.12.0 and Tailwind CSS 4.3.5 a class becomes the same escaped name in the template, the script and the stylesheet',
    quotes: [
      { page: ZH, text: '把 Tailwind CSS 生成的类名，改写成小程序能接受的形式，并且模板、脚本、样式三处改得一模一样。' },
      { page: EN, text: 'it rewrites the class names Tailwind CSS generates into a form mini-programs accept, and it rewrites them identically in three places — templates, scripts and styles' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({ template: '<view class="w-[3px]">x</view>', css: '@import "weapp-tailwindcss";', options: {}, script: 'export const cls = { className: \'w-[3px]\' }\n' })
      assert.ok(out.wxml.includes('class="w-_b3px_B"'), out.wxml)
      assert.ok(out.js.includes('\'w-_b3px_B\''), out.js)
      assert.match(out.wxss, /\.w-_b3px_B\s*\{/)
    },
  },
  {
    id: 'evolution-style-row-and-class-set',
    says: 'transformWxss of 4.12.0 escapes selectors, replaces * with view,text, downlevels oklch() and converts rem with rem2rpx (1rem → 32rpx); JS strings and {{ }} strings are escaped only when in the class set, static class attributes and selectors by rule; the package collects the set through tailwindcss-patch',
    quotes: [
      { page: ZH, text: '转义选择器、替换小程序不支持的选择器、降级新语法、换算单位' },
      { page: ZH, text: '脚本里的字符串（以及模板 `{{ }}` 表达式里的字符串）要对照一份“类名集合”，只有在集合里的才会被改写，这份集合由插件借助 `tailwindcss-patch` 收集' },
      { page: ZH, text: '模板里写死的 `class` 和样式里的选择器不查这份集合，直接按规则转义。' },
      { page: ZH, text: '让默认刻度直接适配 750 设计稿' },
      { page: EN, text: 'Escape selectors, replace selectors mini-programs don\'t support, downlevel new syntax, convert units' },
      { page: EN, text: 'Strings in scripts (and strings inside template `{{ }}` expressions) are checked against a "class-name set", and only those in the set are rewritten; the plugin collects this set with the help of `tailwindcss-patch`.' },
      { page: EN, text: 'Class names hard-coded in a template\'s `class` and the selectors in stylesheets are not checked against the set; they are escaped by rule.' },
      { page: EN, text: 'Makes the default scale fit a 750-wide design directly' },
    ],
    async proof() {
      const out = await wxss('.w-\\[1px\\]{width:1px}\n*{margin:0}\n.a{color:oklch(62.3% 0.214 259.815)}\n.p{padding:1rem}', { rem2rpx: true })
      assert.match(out, /^\.w-_b1px_B\{width:1px\}$/m, 'selector escaped')
      assert.match(out, /^view,text\{margin:0\}$/m, '* replaced')
      assert.match(out, /^\.a\{color:rgb\(50, 128, 255\)\}$/m, 'oklch() downleveled')
      // 1rem is 16px on a 375px-wide screen; a 750-wide design doubles it: 32rpx.
      assert.match(out, /^\.p\{padding:32rpx\}$/m, 'rem converted')
      const { context } = await import('./support/options')
      const ctx = await context()
      const template = '<view class="w-[3px]"></view><view class="{{ ok ? \'h-[4px]\' : \'\' }}"></view>'
      const outside = await ctx.transformWxml(template, { runtimeSet: new Set(['p-2']) })
      assert.ok(outside.includes('class="w-_b3px_B"') && outside.includes('\'h-[4px]\''), outside)
      const inside = await ctx.transformWxml(template, { runtimeSet: new Set(['h-[4px]']) })
      assert.ok(inside.includes('\'h-_b4px_B\''), inside)
      const code = 'import { a } from \'x\'\nconst c = \'h-[4px]\'\n'
      assert.equal(await js(code, ['p-2']), code, 'a JS string outside the set stays')
      assert.equal(await js(code, ['h-[4px]']), 'import { a } from \'x\'\nconst c = \'h-_b4px_B\'\n')
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')) as { dependencies: Record<string, string> }
      assert.ok(pkg.dependencies['tailwindcss-patch'], 'depends on tailwindcss-patch')
      assert.match(distJs(), /require\("tailwindcss-patch"\)/)
    },
  },
  {
    id: 'evolution-regex-stage',
    says: '1.4.0 switched wxml handling to regular expressions; the 2.7.1 tag regex (built into the package, from @weapp-core/regex) finds no tag when a > appears in an attribute before class; 2.8.0 rewrote wxml with a parser and made customAttributes exact; 3.1.0 uses htmlparser xml mode; 3.3.7 adds a Tokenizer (#319)',
    slow: true,
    quotes: [
      { page: ZH, text: '正则写起来简单，但它并不理解 `{{ }}` 表达式的结构。' },
      { page: EN, text: 'Regular expressions are simple to write, but they do not understand the structure of `{{ }}` expressions.' },
      { page: ZH, text: '1.4.0 改用正则表达式定位标签和属性。' },
      { page: ZH, text: '以改用解析器之前的 2.7.x 为例，它找带 `class` 属性的标签用的是' },
      { page: ZH, text: '`hidden` 里的 `{{count>1}}` 带着一个 `>`，这个标签整个匹配不上，`class` 里的 `text-[32rpx]` 也就没有被转义。' },
      { page: ZH, text: '**2.8.0**：用解析器替换原来的正则匹配，`customAttributes` 的匹配也随之变得精确。' },
      { page: ZH, text: '**3.1.0**：使用 `htmlparser2` 的 xml 模式解析 `wxml`。' },
      { page: ZH, text: '**3.3.7**：引入新的 Tokenizer 对 wxml 做词法分析，匹配结果更精确（issue #319）。' },
      { page: EN, text: '1.4.0 switched to locating tags and attributes with regular expressions.' },
      { page: EN, text: 'Take 2.7.x, the last version before the parser: it finds tags with a `class` attribute using' },
      { page: EN, text: 'The `{{count>1}}` in `hidden` contains a `>`, so the tag as a whole does not match, and `text-[32rpx]` in `class` is not escaped.' },
      { page: EN, text: '**2.8.0**: the parser replaces the old regular-expression matching, and matching for `customAttributes` becomes precise along with it.' },
      { page: EN, text: '**3.1.0**: `wxml` is parsed in the xml mode of `htmlparser2`.' },
      { page: EN, text: '**3.3.7**: a new Tokenizer does lexical analysis of wxml, giving more precise matches (issue #319).' },
    ],
    proof() {
      const old = upstreamFile('v1.12.8', 'CHANGELOG.md')!
      assert.match(section(old, '1.4.0'), /Breaking change: handle `wxml` with `regex` instead of `wxml-ast`/)
      // The regex of @weapp-core/regex as bundled into 2.7.1 (the build snapshot of that tag).
      const snapshot = upstreamFile('v2.7.1', 'test/__snapshots__/rollup.test.ts.snap')!
      const source = /const tagWithEitherClassAndHoverClassRegexp = \/(.*)\/g;/.exec(snapshot)![1].replace(/\\\\/g, '\\')
      assert.equal(source, '<[a-z][a-z-]*[a-z]*\\s+[^>]*?(?:hover-)?clas{2}="[^"]*"[^>]*?\\/?>', 'the regex the page prints')
      assert.match(upstreamFile('v2.7.1', 'src/wxml/utils.ts')!, /return rawSource\.replace\(tagWithEitherClassAndHoverClassRegexp,/)
      const tag = new RegExp(source, 'g')
      assert.equal('<view hidden="{{count>1}}" class="text-[32rpx]">{{count}}</view>'.match(tag), null, 'no tag found')
      assert.deepEqual('<view class="text-[32rpx]">{{count}}</view>'.match(tag), ['<view class="text-[32rpx]">'], 'found without the >')
      const v3 = upstreamFile('v3.5.0', 'CHANGELOG.md')!
      assert.match(section(v3, '2.8.0'), /重写了 `wxml` 解析器以代替正则匹配替换的方式，以做到更加精确的匹配/)
      assert.match(section(v3, '2.8.0'), /更加精准的 `customAttributes` 配置项，现在配置项中，使用字符串代表着，精确匹配标签或者属性/)
      assert.match(section(v3, '3.1.0'), /使用 `htmlparser` 的 `xml` 模式来解析 `wxml`/)
      assert.match(section(v3, '3.3.7'), /使用新的 `Tokenizer` 来对 `wxml` {2}进行词法分析获取最精确的结果, 完成 \[#319\]/)
    },
  },
  {
    id: 'evolution-babel-generator-reformats',
    says: '@babel/generator re-prints parsed code in its own layout (spacing, line breaks, object literals) and returns no map unless sourceMaps is set',
    quotes: [
      { page: ZH, text: '问题在于生成器会把用户的整份代码按自己的格式重新输出一遍，空格、换行、对象字面量的排版这些原来的写法都会变，没有额外传入 sourcemap 选项时也不会给出映射' },
      { page: EN, text: 'The problem is that the generator re-emits the user\'s entire code in its own format, so the original spacing, line breaks and object-literal layout change, and unless a sourcemap option is passed it gives no mapping either' },
    ],
    proof() {
      const { parse } = require('@babel/parser') as typeof import('@babel/parser')
      const generate = (require('@babel/generator') as { default: (ast: unknown, options: object, code: string) => { code: string; map: unknown } }).default
      const code = 'foo( 1,2 )\n\n\nconst o = {a:1,\n b:2}\n'
      const out = generate(parse(code), {}, code)
      assert.equal(out.code, 'foo(1, 2);\nconst o = {\n  a: 1,\n  b: 2\n};')
      assert.equal(out.map, null, 'no map without sourceMaps')
    },
  },
  {
    id: 'evolution-script-history',
    says: '4.0.0 removes @babel/generator (3.7.0 depends on it), moves from rollup to tsup and adds @weapp-tailwindcss/* packages incl. postcss with postcss-preset-env; 1.5.0 inserts a loader after babel-loader for React frameworks to fix sourcemaps; 2.1.0 handles template literals and depends on tailwindcss-patch; 2.1.5 handles eval; 4.1.0 adds a JS AST cache and NodePathWalker; 4.5.0 a cross-file module graph along import and re-export',
    slow: true,
    quotes: [
      { page: ZH, text: '4.0 正式移除了 `@babel/generator` 依赖。' },
      { page: ZH, text: '**1.5.0**：React 系框架改为动态插入一个在 `babel-loader` 之后运行的 loader 完成替换，修复 sourcemap 指向错误。' },
      { page: ZH, text: '**2.1.0**：开始处理模板字符串；2.1.5 起能识别被 `eval` 包裹的代码。' },
      { page: ZH, text: '**4.1.0**：加入 JavaScript AST 缓存，并用 `NodePathWalker` 沿着变量绑定追踪字符串来源。' },
      { page: ZH, text: '**4.5.0**：建立跨文件的模块图，沿 `import` 与 re-export 链路收集并转译类名。' },
      { page: ZH, text: '**补丁独立成包**：2.1.0 起，给 Tailwind CSS 打补丁的逻辑以独立的 `tailwindcss-patch` 包发布。' },
      { page: ZH, text: '**仓库结构**：3.2.0 起改为 monorepo，4.0 把样式处理、日志、共享工具等拆成 `@weapp-tailwindcss/*` 系列包。' },
      { page: ZH, text: '**打包工具**：4.0 从 rollup 换成 tsup。' },
      { page: EN, text: '4.0 formally removed the `@babel/generator` dependency.' },
      { page: EN, text: '**1.5.0**: for React-style frameworks, replacement is done by dynamically inserting a loader that runs after `babel-loader`, fixing sourcemaps that pointed to the wrong place.' },
      { page: EN, text: '**2.1.0**: template literals start being processed; since 2.1.5, code wrapped in `eval` is recognized.' },
      { page: EN, text: '**4.1.0**: a JavaScript AST cache is added, and `NodePathWalker` traces where a string comes from along variable bindings.' },
      { page: EN, text: '**4.5.0**: a cross-file module graph is built, and class names are collected and transformed along `import` and re-export chains.' },
      { page: EN, text: '**The patch becomes its own package**: since 2.1.0, the logic that patches Tailwind CSS is published as a separate `tailwindcss-patch` package.' },
      { page: EN, text: '**Repository structure**: since 3.2.0 the repository is a monorepo, and 4.0 split style processing, logging, shared utilities and more into the `@weapp-tailwindcss/*` family of packages.' },
      { page: EN, text: '**Bundler**: 4.0 moved from rollup to tsup.' },
    ],
    proof() {
      const manifest = (version: string) => JSON.parse(atRelease(version, 'package.json')!) as { scripts: Record<string, string>; dependencies: Record<string, string> }
      assert.ok(manifest('3.7.0').dependencies['@babel/generator'] && !manifest('4.0.0').dependencies['@babel/generator'])
      assert.match(changelog('4.0.0'), /refactor: remove @babel\/generator/)
      assert.match(manifest('3.7.0').scripts.build, /rollup -c/)
      assert.equal(manifest('4.0.0').scripts.build, 'tsup')
      for (const pkg of ['@weapp-tailwindcss/postcss', '@weapp-tailwindcss/logger', '@weapp-tailwindcss/shared']) {
        assert.ok(manifest('4.0.0').dependencies[pkg], `4.0.0 depends on ${pkg}`)
        assert.ok(!manifest('3.7.0').dependencies[pkg], `3.7.0 does not depend on ${pkg}`)
      }
      const v1 = upstreamFile('v1.12.8', 'CHANGELOG.md')!
      assert.match(section(v1, '1.5.0'), /动态创建一个新的 `jsx-rename-loader`，它运行在 `babel-loader` 之后/)
      assert.match(section(v1, '1.5.0'), /Source map 指向错误问题/)
      assert.match(section(v1, '1.5.0'), /taro react|rax react|remax react/)
      const v2 = upstreamFile('v2.11.3', 'CHANGELOG.md')!
      assert.match(section(v2, '2.1.0'), /jsHandler 增强，添加了针对模板字符串的处理/)
      assert.match(section(v2, '2.1.0'), /\[tailwindcss-patch\]\(https:\/\/www\.npmjs\.com\/package\/tailwindcss-patch\) 如今作为一个独立的 `npm` 包来依赖了/)
      assert.match(section(v2, '2.1.5'), /现在能针对 `eval` 包裹的 `js`脚本进行转义了/)
      assert.match(section(upstreamFile('v3.5.0', 'CHANGELOG.md')!, '3.2.0'), /整个项目变为 `monorepo`/)
      assert.match(changelog('4.1.0'), /feat: support js ast cache/)
      assert.match(changelog('4.1.0'), /NodePathWalker/)
      assert.match(changelog('4.5.0'), /新增跨文件 JS 模块图，沿着 import 与 re-export 链路收集并转译类名/)
    },
  },
  {
    id: 'evolution-style-history',
    says: '4.0.0 moves style processing into @weapp-tailwindcss/postcss with postcss-preset-env; 4.1.5 drops @supports color-mix nodes because WeChat does not support color-mix; 4.1.10 removes @layer before preset-env; the 4.2.9 changelog names @property crashing Alipay; 4.4.0 adds a Lightning CSS style processor covering escaping, selector compatibility, :hover cleanup; 3.2.1 removes :hover by default',
    slow: true,
    quotes: [
      { page: ZH, text: '部分平台（如支付宝小程序）无法识别' },
      { page: ZH, text: '微信小程序不支持 `color-mix()`' },
      { page: ZH, text: '在 PostCSS 之外提供另一套实现，覆盖转义、选择器兼容、`:hover` 清理等同样的处理' },
      { page: EN, text: 'Some platforms (such as Alipay mini-programs) don\'t recognize them' },
      { page: EN, text: 'WeChat mini-programs don\'t support `color-mix()`' },
      { page: EN, text: 'Offers a second implementation besides PostCSS, covering the same processing: escaping, selector compatibility, `:hover` cleanup and so on' },
    ],
    proof() {
      const postcssPkg = JSON.parse(upstreamFile('weapp-tailwindcss@4.0.0', 'packages/postcss/package.json')!) as { name: string; dependencies: Record<string, string> }
      assert.equal(postcssPkg.name, '@weapp-tailwindcss/postcss')
      assert.ok(postcssPkg.dependencies['postcss-preset-env'])
      assert.match(changelog('4.1.5'), /移除带有 `@supports` `color-mix` 的 css 节点[\s\S]*因为微信小程序不支持 `color-mix`/)
      assert.match(changelog('4.1.10'), /默认自动去除 `@layer` 在 `postcss-env-preset` 处理之前/)
      assert.match(changelog('4.2.9'), /`@property` 会导致支付宝小程序直接挂/)
      assert.match(changelog('4.4.0'), /新增 Lightning CSS 版本的样式处理器，覆盖类名转义、选择器兼容、`:hover` 清理与子选择器替换等关键能力/)
      assert.match(section(upstreamFile('v3.5.0', 'CHANGELOG.md')!, '3.2.1'), /添加 `cssRemoveHoverPseudoClass` 配置，默认在小程序平台去除 `:hover` 元素/)
    },
  },
  {
    id: 'evolution-wechat-selector-characters',
    says: 'The WXSS compiler of miniprogram-compiler 0.2.3 rejects selectors that escape [, # or / (unexpected `\\`), the universal selector * and the space-y-2 selector of Tailwind CSS 3',
    slow: true,
    timeoutMs: 300_000,
    quotes: [
      { page: ZH, text: '`space-*`、`divide-*` 依赖的选择器在小程序中不可用' },
      { page: EN, text: 'The selectors that `space-*` and `divide-*` rely on are not available in mini-programs' },
      { page: ZH, text: '小程序选择器不允许 `[`、`#`、`/` 等字符，也不支持 `*`' },
      { page: EN, text: 'Mini-program selectors allow no characters such as `[`, `#` or `/`, and don\'t support `*`' },
    ],
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compiler')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const wcsc = path.join(project, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
      fs.chmodSync(wcsc, 0o755)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evolution-wcsc-'))
      const compile = async (file: string, text: string) => {
        fs.writeFileSync(path.join(dir, file), text)
        return runCommand(wcsc, [file, '-o', `${file}.js`], { cwd: dir, timeoutMs: 30_000 })
      }
      for (const [file, text] of [['a.wxss', '.w-\\[1px\\] { width: 1px; }\n'], ['b.wxss', '.bg-\\#fff { color: red; }\n'], ['c.wxss', '.w-1\\/2 { width: 50%; }\n']]) {
        const result = await compile(file, text)
        assert.notEqual(result.exitCode, 0, file)
        assert.match(result.output, /unexpected `\\`/, file)
      }
      const star = await compile('d.wxss', '* { margin: 0; }\n')
      assert.notEqual(star.exitCode, 0)
      assert.match(star.output, /unexpected token `\*`/)
      const spaceY = await compile('f.wxss', '.space-y-2 > :not([hidden]) ~ :not([hidden]) { margin-top: 1px; }\n')
      assert.notEqual(spaceY.exitCode, 0, 'the Tailwind CSS 3 space-y-2 selector')
      const ok = await compile('e.wxss', '.w-_b1px_B { width: 1px; }\nview,text { margin: 0; }\n')
      assert.equal(ok.exitCode, 0, ok.output)
    },
  },
  {
    id: 'evolution-parse5-htmlparser2-postcss',
    says: 'parse5 moves a <view> out of a <table> (HTML error recovery) while htmlparser2 keeps it inside; 4.12.0 loads htmlparser2 and @weapp-tailwindcss/postcss; the style code of 1.4.0 already imports postcss',
    slow: true,
    quotes: [
      { page: ZH, text: '`parse5` 严格遵循 HTML5 规范，会按浏览器的纠错规则改写结构，不适合 wxml；最终选定的 `htmlparser2` 会按原样保留标签的嵌套。' },
      { page: ZH, text: '样式这一侧没有经历工具更替，一直基于 PostCSS' },
      { page: EN, text: '`parse5` follows the HTML5 specification strictly and restructures input according to the browser\'s error-recovery rules, which does not suit wxml; `htmlparser2`, the final choice, keeps the nesting of tags as written.' },
      { page: EN, text: 'The style side never switched tools; it has always been based on PostCSS.' },
    ],
    proof() {
      const parse5 = require('parse5') as typeof import('parse5')
      assert.equal(parse5.serialize(parse5.parseFragment('<table><view>x</view></table>')), '<view>x</view><table></table>', 'parse5 moves the view out')
      const { parseDocument, DomUtils } = require('htmlparser2') as typeof import('htmlparser2')
      const doc = parseDocument('<table><view>x</view></table>', { xmlMode: true })
      assert.equal(DomUtils.getOuterHTML(doc, { xmlMode: true }), '<table><view>x</view></table>', 'htmlparser2 keeps it')
      const dist = distJs()
      assert.match(dist, /require\("htmlparser2"\)/)
      assert.match(dist, /require\("@weapp-tailwindcss\/postcss"\)/)
      assert.match(upstreamFile('v1.4.0', 'src/postcss/mp.ts')!, /from 'postcss'/, '1.4.0 already processed styles with PostCSS')
    },
  },
  {
    id: 'evolution-merge-runtime',
    says: '4.7.0 drops the default exemption of twMerge and friends; the installed @weapp-tailwindcss/merge 2.x twMerge unescapes escaped input, merges and escapes the result',
    slow: true,
    quotes: [
      { page: ZH, text: '**运行时能力**：4.7.0 起 `@weapp-tailwindcss/merge` 2.x 在运行时完成反转义与转义，编译期不再需要为它开特例。' },
      { page: EN, text: '**Runtime capabilities**: from 4.7.0 on, `@weapp-tailwindcss/merge` 2.x does unescaping and escaping at runtime, so the compile step no longer needs a special case for it.' },
    ],
    proof() {
      assert.match(atRelease('4.6.3', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: isPackageExists\('@weapp-tailwindcss\/merge'\) \? \['twMerge', 'twJoin', 'cva', 'tv'\] : \[\]/)
      assert.match(atRelease('4.7.0', 'src/defaults.ts')!, /ignoreCallExpressionIdentifiers: \[\],/)
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@weapp-tailwindcss/merge/package.json'), 'utf8')) as { version: string }
      assert.match(manifest.version, /^2\./)
      const { twMerge } = require('@weapp-tailwindcss/merge') as { twMerge: (...classes: string[]) => string }
      assert.equal(twMerge('p-_b20rpx_B p-4'), 'p-4', 'escaped input is read back and merged')
      assert.equal(twMerge('p-4 p-[20rpx]'), 'p-_b20rpx_B', 'the result is escaped')
    },
  },
])
