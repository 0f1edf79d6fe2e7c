// Second review of troubleshooting pages under docs/issues (component-class, externalClasses, group-and-peer) and
// their English twins: sentences the earlier modules did not quote, some narrowed to what can be shown here.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { root } from './support/issues'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues'
const CC = 'docs/issues/component-class.md'
const CC_EN = `${EN}/component-class.md`
const EXT = 'docs/issues/externalClasses.md'
const EXT_EN = `${EN}/externalClasses.md`
const GP = 'docs/issues/group-and-peer.md'
const GP_EN = `${EN}/group-and-peer.md`
const V1 = 'docs/issues/v1.md'
const V1_EN = `${EN}/v1.md`

const UNI_MP_COMPILER = '@dcloudio/uni-mp-compiler@3.0.0-5010420260703001'

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ component-class
  {
    id: 'cc-rb-class-stays-on-host-node',
    says: "WeChat documents a custom component's own node as a normal node that takes class and style like a view node (and drops them once virtualHost is on); uview-plus users report component classes that work on H5 and App but not in WeChat, with the compiled inner <button> lacking the custom class",
    quotes: [
      { page: CC, text: '编译到微信小程序却没有效果，类名也没有出现在按钮上。' },
      { page: CC, text: '写在外层节点上的样式作用于这层包装，而不是按钮：`flex`、`rounded` 等要作用于按钮本身的类，根本不在按钮上。' },
      { page: CC_EN, text: 'but compiled to a WeChat mini-program it has no effect, and the class name does not show up on the button either.' },
      { page: CC_EN, text: 'Styles written on the outer node apply to that wrapper, not to the button: classes such as `flex` and `rounded`, which are meant for the button itself, are not on the button at all.' },
    ],
    manual: {
      ran: "Read WeChat's official page developers.weixin.qq.com/miniprogram/dev/framework/component-framework/virtual-host.html (虚拟组件节点, as stored in the documentation index: by default the custom component's own node is a 'normal' node on which class, style, animation and flex layout can be set, like a view node; with virtualHost: true the class and style on it stop taking effect). Read, in the GitHub issues index, ijry/uview-plus#221 (2023-11-28: class and style on a component work on H5 and App but not in the WeChat mini-program; the maintainer points to mergeVirtualHostAttributes), #382 (2024-05-31: <up-button class=\"check\"> compiles in WeChat to <button class=\"u-button u-reset-button data-v-… u-square u-small\"> without the custom class) and #283 (2024-02-20: the custom class name cannot be found on the component)",
      versions: 'WeChat mini-program documentation and issue threads as of 2026-11-29',
      on: '2026-11-29',
      why: 'what a page shows and which node carries a class is visible only in WeChat DevTools or on a phone',
    },
  },
  {
    id: 'cc-rb-root-must-be-real-element',
    says: "uni-mp-compiler (Vue 3) binds virtualHostClass only on the single top-level element that is not a <template>, turns <template> into <block>, and keeps <block>; WeChat's WXML compiler wcc creates no node for a <block>, so a class on it lands on no node",
    slow: true,
    quotes: [
      { page: CC, text: '组件根节点要是一个真实的元素（`view`、`button` 等），不要在根上再套 `template` 或 `block`，否则没有节点可以承接合并过来的类名。' },
      { page: CC_EN, text: "The component's root must be a real element (`view`, `button` and so on); do not wrap the root in another `template` or `block`, or there will be no node to receive the merged class names." },
    ],
    async proof() {
      const { unpacked } = await import('./support/issues')
      const { wcc, renderedNodes } = await import('./support/reviewed-issues-b')
      const dist = path.join(unpacked(UNI_MP_COMPILER), 'dist')
      const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8')
      const transform = read('transform.js')
      assert.ok(transform.includes("const children = root.children.filter((node) => (0, uni_cli_shared_1.isElementNode)(node) && node.tag !== 'template');\n    if (children.length === 1) {\n        context.rootNode = children[0];"), 'the root node: the one top-level element that is not a <template>')
      const identifier = read('transforms/transformIdentifier.js')
      assert.match(identifier, /const virtualHost = !!\(context\.miniProgram\.component\?\.mergeVirtualHostAttributes &&\s*context\.rootNode === node\);/, 'virtual host attributes only on that root node')
      assert.match(identifier, /if \(virtualHost\) \{\s*if \(!hasClassBinding\) \{\s*hasClassBinding = true;\s*props\.push\(\(0, transformClass_1\.createVirtualHostClass\)\(props, context\)\);/, 'virtualHostClass is bound there')
      const codegen = read('template/codegen.js')
      assert.match(codegen, /if \(tag === 'template'\) \{[\s\S]{0,200}?tag = 'block';/, '<template> is written out as <block>')
      const block = renderedNodes(await wcc('<block class="from-outside"><view class="inner"></view></block>\n'))
      assert.deepEqual(block, { tags: ['view'], classes: ['inner'] }, 'wcc: no node for <block>, its class is bound nowhere')
      const view = renderedNodes(await wcc('<view class="from-outside"><view class="inner"></view></view>\n'))
      assert.deepEqual(view, { tags: ['view', 'view'], classes: ['from-outside', 'inner'] }, 'wcc: a real root element carries the class')
    },
  },
  // ------------------------------------------------------------------ externalClasses
  {
    id: 'ext-rb-verify-card-rules',
    says: 'With customAttributes { "*": ["card-class"] }, weapp-tailwindcss 4.12.0 (Tailwind CSS 4) escapes card-class to bg-_b_hfafa00_B rounded-_b24rpx_B and the stylesheet has those two selectors with background-color #fafa00 and border-radius 24rpx',
    quotes: [
      { page: EXT, text: '3. 在开发者工具里打开页面，卡片应有黄色背景和圆角。' },
      { page: EXT_EN, text: '3. Open the page in WeChat DevTools: the card should now have its yellow background and rounded corners.' },
    ],
    async proof() {
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const out = await runTailwind4({
        template: '<price-card card-class="bg-[#fafa00] rounded-[24rpx]" />',
        css: '@import "weapp-tailwindcss";',
        options: { customAttributes: { '*': ['card-class'] } },
      })
      assert.equal(out.wxml, '<price-card card-class="bg-_b_hfafa00_B rounded-_b24rpx_B" />')
      const postcss = (await import('postcss')).default
      const decls = new Map<string, string>()
      postcss.parse(out.wxss).walkRules((rule) => {
        rule.walkDecls((decl) => { decls.set(`${rule.selector} ${decl.prop}`, decl.value) })
      })
      assert.equal(decls.get('.bg-_b_hfafa00_B background-color'), '#fafa00')
      assert.equal(decls.get('.rounded-_b24rpx_B border-radius'), '24rpx')
    },
  },
  // ------------------------------------------------------------------ group-and-peer
  {
    id: 'gp-rb-two-limits',
    says: 'By default weapp-tailwindcss 4.12.0 leaves no :hover rule in the output (group-hover, TW3 and TW4), and wcsc rejects a pseudo-class followed by ~ with unexpected token `~`',
    slow: true,
    quotes: [
      { page: GP, text: '在微信小程序里，这两类变体各碰到一个限制：产物里默认不保留含 `:hover` 的规则，而 WXSS 编译器不接受伪类后面紧跟兄弟选择器 `~`。' },
      { page: GP_EN, text: 'In WeChat mini-programs each kind runs into a limit: by default the output keeps no rule containing `:hover`, and the WXSS compiler does not accept a pseudo-class followed by the sibling combinator `~`.' },
    ],
    async proof() {
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const template = '<view class="group peer"><text class="group-hover:text-sky-600 hover:underline"></text></view><view class="peer-checked:bg-rose-400"></view>'
      const tw3 = await runTailwind3({ template, css: '@tailwind utilities;', options: {} })
      const tw4 = await runTailwind4({ template, css: '@import "weapp-tailwindcss";', options: {} })
      assert.ok(tw3.css.includes(':hover') && tw4.css.includes(':hover'), 'Tailwind CSS generates :hover rules')
      for (const out of [tw3, tw4]) assert.ok(!out.wxss.includes(':hover'), 'none is left after weapp-tailwindcss')
      const { wcsc } = await import('./support/issues-b')
      const failed = await wcsc(tw3.wxss)
      assert.notEqual(failed.status, 0)
      assert.match(failed.output, /unexpected token `~`/, 'the peer-checked rule (.peer:checked ~ …) is rejected')
      assert.equal((await wcsc('.peer ~ .b { color: red; }\n')).status, 0, 'a class before ~ compiles')
    },
  },
  {
    id: 'gp-rb-hover-class-documented',
    says: "WeChat's view component documentation describes hover-class as the style class applied while the node is pressed (default none: no press effect)",
    quotes: [
      { page: GP, text: '小程序组件的按压态由 `hover-class` 属性提供，微信 `view` 组件文档对它的说明是“指定按下去的样式类”。' },
      { page: GP_EN, text: "mini-program components get their press state from the `hover-class` attribute, which WeChat's documentation of the `view` component describes as the style class applied while the element is pressed." },
    ],
    manual: {
      ran: "Read WeChat's official view component page developers.weixin.qq.com/miniprogram/en/dev/component/view.html as stored in the documentation index (attribute table: hover-class, default none, 'Specifies the style class to press down on. when hover-class=\"none\" There is no click state effect'; hover-start-time 50, hover-stay-time 400); the Chinese page's wording of the same row is 指定按下去的样式类, also on uni-app's view page (uniapp.dcloud.net.cn/uni-app-x/component/view.html, same table)",
      versions: 'WeChat mini-program documentation as of 2026-11-29',
      on: '2026-11-29',
      why: 'the press state is only visible in WeChat DevTools or on a phone',
    },
  },
  {
    id: 'gp-rb-dev-rules-accumulate',
    says: 'Within one process, Tailwind CSS 3.4.19 (PostCSS plugin, same config) and 4.3.5 (@tailwindcss/node compiler, reused) keep the rule of a class name after it disappears from the content; a fresh process or compiler does not generate it',
    quotes: [
      { page: GP, text: '开发命令运行期间，Tailwind CSS 在同一个进程里只会添加新出现的类名的规则，源码里删掉的类名对应的规则仍留在产物里，报错也就不会消失；重新运行才会从头生成。' },
      { page: GP_EN, text: 'While the dev command keeps running, Tailwind CSS only adds rules for class names it sees for the first time within that process: the rule of a class you deleted from the source stays in the output, and so does the error, until a fresh run generates everything from scratch.' },
    ],
    async proof() {
      const os = await import('node:os')
      const { createRequire } = await import('node:module')
      const { spawnSync } = await import('node:child_process')
      const require = createRequire(import.meta.url)
      const postcss = (await import('postcss')).default
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviewed-issues-b-watch-'))
      const page = path.join(dir, 'index.wxml')
      const before = '<view class="peer"></view><view class="peer-checked:bg-rose-400"></view>'
      const after = '<view class="peer"></view><view class="bg-sky-400"></view>'
      try {
        // Tailwind CSS 3: the PostCSS plugin run again with the same config, as a watcher does
        const tw3 = require('tailwindcss-3')
        const config = { content: [page], corePlugins: { preflight: false } }
        const run3 = async () => (await postcss([tw3(config)]).process('@tailwind utilities;', { from: path.join(dir, 'app.css') })).css
        fs.writeFileSync(page, before)
        assert.ok((await run3()).includes('peer-checked'), 'TW3 first build')
        fs.writeFileSync(page, after)
        const again = await run3()
        assert.ok(again.includes('bg-sky-400') && again.includes('peer-checked'), 'TW3: the deleted class keeps its rule in the same process')
        const script = `const postcss=require('postcss');postcss([require('tailwindcss-3')({content:[${JSON.stringify(page)}],corePlugins:{preflight:false}})]).process('@tailwind utilities;',{from:${JSON.stringify(path.join(dir, 'app.css'))}}).then(r=>process.stdout.write(r.css))`
        const fresh = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' })
        assert.equal(fresh.status, 0, fresh.stderr)
        assert.ok(fresh.stdout.includes('bg-sky-400') && !fresh.stdout.includes('peer-checked'), 'TW3: a fresh process drops it')
        // Tailwind CSS 4: the compiler the integrations keep between rebuilds
        const { compile } = require('@tailwindcss/node')
        const compiler = await compile('@import "tailwindcss";', { base: root, onDependency() {} })
        assert.ok(compiler.build(['peer', 'peer-checked:bg-rose-400']).includes('peer-checked'), 'TW4 first build')
        const rebuilt = compiler.build(['peer', 'bg-sky-400'])
        assert.ok(rebuilt.includes('bg-sky-400') && rebuilt.includes('peer-checked'), 'TW4: the reused compiler keeps the rule')
        const restarted = (await compile('@import "tailwindcss";', { base: root, onDependency() {} })).build(['peer', 'bg-sky-400'])
        assert.ok(restarted.includes('bg-sky-400') && !restarted.includes('peer-checked'), 'TW4: a new compiler does not')
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  // ------------------------------------------------------------------ v1
  {
    id: 'v1-rb-js-strings-stay-raw',
    says: "weapp-tailwindcss-webpack-plugin 1.12.8's uni-app plugins (webpack 4 and 5) extend the template plugin, whose emit step rewrites only the html and css asset groups, so JS assets keep their class strings as written",
    slow: true,
    quotes: [
      { page: V1, text: '这些字符串在产物里仍是带方括号的原样' },
      { page: V1_EN, text: 'These strings stay in the output as written, brackets and all' },
    ],
    async proof() {
      const { unpacked, readAll } = await import('./support/issues')
      const dist = readAll(path.join(unpacked('weapp-tailwindcss-webpack-plugin@1.12.8'), 'dist'), /\.js$/)
      const plugins = dist.find(file => file.text.includes('class BaseTemplateWebpackPluginV5 {'))!.text
      for (const version of ['V4', 'V5']) {
        assert.ok(plugins.includes(`class UniAppWeappTailwindcssWebpackPlugin${version} extends BaseTemplateWebpackPlugin${version} {`), `uni-app ${version} uses the template plugin`)
        const start = plugins.indexOf(`class BaseTemplateWebpackPlugin${version} {`)
        const body = plugins.slice(start, plugins.indexOf('\nclass ', start + 1))
        const groups = [...new Set([...body.matchAll(/groupedEntries\.(\w+)/g)].map(match => match[1]))].sort()
        assert.deepEqual(groups, ['css', 'html'], `${version}: only templates and stylesheets are rewritten`)
        assert.ok(!body.includes('jsMatcher'), `${version}: no JS loader`)
      }
    },
  },
])
