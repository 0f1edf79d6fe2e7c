// Claims of the Tailwind CSS 3 native bundling guide (docs/quick-start/frameworks/native.mdx) and its English
// page. What createPlugins' gulp streams do across build rounds, and that bundler chunks pass the JS
// pre-check, is already run by claims of the native Toutiao and principle pages: these proofs run those proofs
// again (same streams, same pinned packages) rather than keep a second copy of their fixtures.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'
import { page, proofOf } from './support/quick-start-v3'

const NATIVE = page('frameworks/native.mdx')

export default defineClaims(import.meta.url, [
  {
    id: 'qs3-native-pages-pin-and-node',
    says: 'The native page names weapp-tailwindcss 4.12.0 and the engines range of 4.12.0; weapp-tailwindcss/gulp\'s createPlugins returns transformWxss, transformWxml and transformJs, each a function giving a new object-mode stream',
    quotes: [
      { page: NATIVE.zh, text: '本页适用于 **Tailwind CSS 3** + 自己用 gulp 或 webpack 5 编译的原生小程序，插件版本以 weapp-tailwindcss 4.12.0 为准。' },
      { page: NATIVE.en, text: 'in a native mini-program that you compile yourself with gulp or webpack 5, with weapp-tailwindcss 4.12.0 as the reference version' },
      { page: NATIVE.zh, text: '使用 webpack 时为 webpack 5，Node.js 满足 `^20.19.0 || >=22.12.0`。' },
      { page: NATIVE.en, text: 'If you use webpack, it is webpack 5, and Node.js satisfies `^20.19.0 || >=22.12.0`.' },
      { page: NATIVE.zh, text: '`weapp-tailwindcss/gulp` 导出的 `createPlugins` 接收插件配置，返回三个函数，每次调用都会得到一个 gulp 可用的转换流：' },
      { page: NATIVE.en, text: '`createPlugins`, exported by `weapp-tailwindcss/gulp`, takes the plugin options and returns three functions; each call gives you a transform stream that gulp can use:' },
    ],
    async proof() {
      const { packageFile, QUIET, TW3 } = await import('./support/options')
      const pkg = JSON.parse(packageFile('weapp-tailwindcss', 'package.json'))
      assert.equal(pkg.version, '4.12.0')
      assert.equal(pkg.engines.node, '^20.19.0 || >=22.12.0')
      const { createPlugins } = await import('weapp-tailwindcss/gulp')
      const plugins = createPlugins({ ...QUIET, ...TW3 } as never) as Record<string, () => { readableObjectMode: boolean, writableObjectMode: boolean }>
      assert.deepEqual(Object.keys(plugins).sort(), ['transformJs', 'transformWxml', 'transformWxss'])
      for (const name of Object.keys(plugins)) {
        const a = plugins[name]!()
        const b = plugins[name]!()
        assert.notEqual(a, b, `${name}: a new stream per call`)
        assert.ok(a.readableObjectMode && a.writableObjectMode, `${name}: an object-mode stream, as gulp pipes vinyl files`)
      }
    },
  },
  {
    id: 'qs3-native-gulp-rounds-and-class-set',
    says: 'With createPlugins\' streams: a first build gives the same result whether scripts or styles run first (transformJs collects the class set from content itself); the set is collected once per createPlugins instance, so a JS-only class written later gets its style but stays raw in the script even after the styles run again, template classes are escaped anyway, and new plugins (a restart) escape it',
    quotes: [
      { page: NATIVE.zh, text: '在 4.12.0 里这个顺序并不影响转义：模板里的类名直接按规则转义，`transformJs()` 第一次运行时会自己按 `content` 收集一遍类名，实测把样式任务挪到最后，产物完全相同。' },
      { page: NATIVE.en, text: 'In 4.12.0 this order does not actually affect escaping: class names in templates are escaped directly by rule, and the first time `transformJs()` runs it collects class names from `content` on its own; in our test, moving the style task to the end produced exactly the same output.' },
      { page: NATIVE.zh, text: '监听模式有一个限制：`transformJs()` 用的类名集合，每个 `createPlugins(...)` 实例只收集一次，上面的示例只在文件开头创建一次，整个监听进程里这份集合都不会更新。' },
      { page: NATIVE.zh, text: '之后新加的、**只出现在 JS 里**的任意值类名（例如 `data` 里的 `\'pt-[33px]\'`）样式会生成，脚本里却不会被转义；每轮先跑样式任务也无济于事，模板里的类名则不受影响。' },
      { page: NATIVE.zh, text: '遇到时重启 `npx gulp` 即可，或者把 `createPlugins(...)` 挪进每轮构建最先执行的任务里，让每轮构建重新创建' },
      { page: NATIVE.zh, text: '以上用 weapp-tailwindcss 4.12.0 `createPlugins` 返回的转换流和 Tailwind CSS 3.4.19，按监听构建每一轮的步骤实测。' },
      { page: NATIVE.en, text: 'Watch mode has one limitation: each `createPlugins(...)` instance collects the class set that `transformJs()` uses only once, and the example above creates it once at the top of the file, so the set is never updated during the whole watch process.' },
      { page: NATIVE.en, text: 'An arbitrary-value class name added later that **appears only in JS** (for example `\'pt-[33px]\'` in `data`) gets its styles generated but is not escaped in the script; running the styles task first in every round does not help, while class names in templates are not affected.' },
      { page: NATIVE.en, text: 'This was measured with the transform streams that `createPlugins` of weapp-tailwindcss 4.12.0 returns and Tailwind CSS 3.4.19, following the steps of each round of a watching build.' },
      { page: NATIVE.zh, text: '**监听中新加的类名在 JS 里没被转义，重新构建一次又正常**：就是上面说的监听模式限制，重启 `npx gulp` 即可。' },
      { page: NATIVE.en, text: '**A class name added while watching is not escaped in JS, but a fresh build fixes it**: that is the watch mode limitation described above; restart `npx gulp`.' },
    ],
    timeoutMs: 240_000,
    async proof() {
      // The Toutiao page's gulp project (Tailwind CSS 3.4.19, createPlugins streams, rounds as a watch runs them).
      await proofOf(() => import('./js-precheck'), 'toutiao-plugins-collect-class-set-once')
    },
  },
  {
    id: 'qs3-native-precheck-hints',
    says: 'In 4.12.0 transformJs skips a file with no class hint and no dependency statement: mt-[18px], border-[#eee], top-1/2 and mt-0.5 are no hints; one require() line lets it through (a default import does not); WEAPP_TW_DISABLE_JS_PRECHECK is read on every call; templates are escaped without the pre-check; alwaysEscape rewrites a page path',
    quotes: [
      { page: NATIVE.zh, text: '**原因**：weapp-tailwindcss 4.12.0 给 JS 转换加了一道正则预检查，gulp 的 `transformJs()`、webpack 插件和 Node API 都会先看文件里有没有类名的迹象，没有就整份跳过、原样输出。' },
      { page: NATIVE.zh, text: '它认的迹象是 `className`、`class=`、`classList.`、`clsx`/`cn` 这类函数名、`text-[`、`bg-[`，以及 `w-`、`h-`、`p-`、`m-`、`px-`、`mx-`、`flex-`、`rounded-` 等少数几种开头；文件里有 `require(`、`import {…}`、`import * as`、`import \'…\'` 这类依赖语句时也不会跳过（默认导入 `import x from \'…\'` 不算）。' },
      { page: NATIVE.zh, text: '原生页面的脚本常常一个 `require` 都没有，而 `mt-[18px]`、`border-[#eee]`、`top-1/2`、`mt-0.5` 都不在这份名单里，于是整个文件被跳过。' },
      { page: NATIVE.zh, text: '用 4.12.0 的 `transformJs` 实测：同一份代码只要开头多一行 `require(...)`，`mt-[18px]` 就会被改写。' },
      { page: NATIVE.zh, text: '构建后 `dist/app.wxss` 里已经有 `.mt-_b18px_B`，`dist/pages/index/index.js` 里却还是 `\'mt-[18px]\'`，两边对不上，这段间距没有效果。' },
      { page: NATIVE.zh, text: '插件每处理一个文件都会读一次这个环境变量，写在文件开头即可：' },
      { page: NATIVE.zh, text: '模板由 `transformWxml()` 处理，不经过这道预检查。' },
      { page: NATIVE.zh, text: '不要用 `transformJs({ alwaysEscape: true })` 来绕过：它确实不再跳过，但会把文件里所有字符串都当成类名改写，实测 `\'/pages/a/index\'` 被改成了 `\'_fpages_fa_findex\'`，页面跳转路径就坏了。' },
      { page: NATIVE.zh, text: '**验证**：重新执行 `npx gulp build`，在 `dist/pages/index/index.js` 里应能搜到 `mt-_b18px_B`。' },
      { page: NATIVE.zh, text: '以上结果用 weapp-tailwindcss 4.12.0 的 gulp 转换流和 Tailwind CSS 3.4.19 实测。' },
      { page: NATIVE.en, text: 'gulp\'s `transformJs()`, the webpack plugin and the Node API all first look for signs of class names in a file, and if there are none they skip the whole file and output it unchanged.' },
      { page: NATIVE.en, text: 'The signs it recognizes are `className`, `class=`, `classList.`, function names such as `clsx`/`cn`, `text-[`, `bg-[`, and a handful of prefixes such as `w-`, `h-`, `p-`, `m-`, `px-`, `mx-`, `flex-` and `rounded-`; a file with a dependency statement such as `require(`, `import {…}`, `import * as` or `import \'…\'` is not skipped either (a default import, `import x from \'…\'`, does not count).' },
      { page: NATIVE.en, text: 'Native page scripts often contain no `require` at all, and `mt-[18px]`, `border-[#eee]`, `top-1/2` and `mt-0.5` are not on that list, so the whole file is skipped.' },
      { page: NATIVE.en, text: 'Tested with `transformJs` from 4.12.0: with one extra `require(...)` line at the top of the same code, `mt-[18px]` is rewritten.' },
      { page: NATIVE.en, text: 'After the build, `dist/app.wxss` already contains `.mt-_b18px_B`, yet `dist/pages/index/index.js` still has `\'mt-[18px]\'`' },
      { page: NATIVE.en, text: 'The plugin reads this environment variable for every file it processes, so setting it at the top of the file is enough:' },
      { page: NATIVE.en, text: 'Templates are handled by `transformWxml()` and do not go through this pre-check.' },
      { page: NATIVE.en, text: 'in our test `\'/pages/a/index\'` became `\'_fpages_fa_findex\'`, which breaks page navigation paths.' },
      { page: NATIVE.en, text: 'These results were measured with the gulp transform streams of weapp-tailwindcss 4.12.0 and Tailwind CSS 3.4.19.' },
    ],
    async proof() {
      const { context, TW3, wxml, wxss } = await import('./support/options')
      const ctx = await context(TW3)
      const set = ['mt-[18px]', 'border-[#eee]', 'top-1/2', 'mt-0.5', 'w-[10px]']
      const run = async (code: string, options: Record<string, unknown> = {}) => (await ctx.transformJs(code, { runtimeSet: new Set(set), ...options })).code
      const page = 'Page({\n  data: {\n    tipClass: \'mt-[18px]\',\n  },\n})\n'
      assert.equal(await run(page), page, 'no hint: skipped')
      for (const cls of ['border-[#eee]', 'top-1/2', 'mt-0.5']) assert.equal(await run(page.replace('mt-[18px]', cls)), page.replace('mt-[18px]', cls), `${cls} is no hint`)
      assert.match(await run(`const util = require('../../utils/util')\n${page}`), /tipClass: 'mt-_b18px_B'/, 'one require() line lets it through')
      assert.match(await run(`import { fmt } from './fmt'\n${page}`), /mt-_b18px_B/, 'import { } too')
      assert.match(await run(`import * as u from './u'\n${page}`), /mt-_b18px_B/, 'import * as too')
      assert.match(await run(`import './u'\n${page}`), /mt-_b18px_B/, 'a side-effect import too')
      assert.match(await run(`import fmt from './fmt'\n${page}`), /mt-\[18px\]/, 'a default import does not count')
      for (const hint of ['className', 'class=', 'classList.', 'clsx', 'cn', 'text-[', 'bg-[', 'w-', 'h-', 'p-', 'm-', 'px-', 'mx-', 'flex-', 'rounded-']) {
        assert.match(await run(`// ${hint}\n${page}`), /mt-_b18px_B/, `${hint} is a hint`)
      }
      // The variable is read on every call: set after the context exists, it takes effect.
      const saved = process.env.WEAPP_TW_DISABLE_JS_PRECHECK
      try {
        process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1'
        assert.match(await run(page), /mt-_b18px_B/, 'WEAPP_TW_DISABLE_JS_PRECHECK=1')
      } finally {
        if (saved === undefined) delete process.env.WEAPP_TW_DISABLE_JS_PRECHECK
        else process.env.WEAPP_TW_DISABLE_JS_PRECHECK = saved
      }
      assert.equal(await wxml('<view class="{{ ok ? \'mt-[18px]\' : \'\' }}"></view>', set, TW3), '<view class="{{ ok ? \'mt-_b18px_B\' : \'\' }}"></view>')
      assert.match(await wxss('.mt-\\[18px\\]{margin-top:18px}', TW3), /\.mt-_b18px_B\{/)
      const paths = 'Page({ go() { wx.navigateTo({ url: \'/pages/a/index\' }) } })\n'
      assert.match((await ctx.transformJs(paths, { runtimeSet: new Set(set), alwaysEscape: true } as never)).code, /url: '_fpages_fa_findex'/)
    },
  },
  {
    id: 'qs3-native-webpack-chunks-precheck',
    says: 'Bundled webpack (and Vite) chunks go through the same pre-check in 4.12.0',
    quotes: [
      { page: NATIVE.zh, text: 'webpack 方案处理的是打包后的 chunk，实测同样要过这道预检查，遇到相同现象时可以用同一个环境变量做对照。' },
      { page: NATIVE.en, text: 'The webpack setup processes bundled chunks, and in our test they go through the same pre-check; if you see the same symptom, use the same environment variable to compare.' },
    ],
    timeoutMs: 240_000,
    async proof() {
      await proofOf(() => import('./matchers'), 'precheck-applies-to-bundler-chunks')
    },
  },
  {
    id: 'qs3-native-webpack-assets-include-copied-templates',
    says: 'The webpack plugin rewrites the .wxml/.wxss/.js assets of the compilation, including a template another plugin emits (as copy-webpack-plugin does); a file put into the output directory outside webpack is left alone',
    quotes: [
      { page: NATIVE.zh, text: 'weapp-tailwindcss 在 webpack 的产物处理阶段工作，会同时处理输出目录里的 `.wxml`、`.wxss` 和 `.js`，所以由 webpack 插件（如 `copy-webpack-plugin`）复制、属于本次编译产物的模板文件也会被转义，不需要为模板单独加 loader；在 webpack 之外另行复制的文件则不会经过它。' },
      { page: NATIVE.en, text: 'weapp-tailwindcss works in webpack\'s asset processing stage and handles the `.wxml`, `.wxss` and `.js` files in the output directory together, so template files copied by a webpack plugin (such as `copy-webpack-plugin`), which are part of this compilation\'s output, are escaped too, and templates need no loader of their own; files copied outside webpack do not go through it.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { default: webpack } = await import('webpack')
      const { UnifiedWebpackPluginV5 } = await import('weapp-tailwindcss/webpack')
      const { QUIET, TW3 } = await import('./support/options')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs3-native-webpack-'))
      try {
        const template = '<view class="w-[10px] bg-[#fafafa]"></view>\n'
        fs.writeFileSync(path.join(dir, 'app.js'), 'App({})\n')
        fs.mkdirSync(path.join(dir, 'dist/pages/outside'), { recursive: true })
        fs.writeFileSync(path.join(dir, 'dist/pages/outside/outside.wxml'), template)
        // What copy-webpack-plugin does: add a file to the compilation's assets.
        const copy = { apply(compiler: import('webpack').Compiler) {
          compiler.hooks.thisCompilation.tap('copy', compilation => {
            compilation.hooks.processAssets.tap({ name: 'copy', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              compilation.emitAsset('pages/index/index.wxml', new compiler.webpack.sources.RawSource(template))
            })
          })
        } }
        const stats = await new Promise<import('webpack').Stats>((resolve, reject) => webpack({
          mode: 'development', devtool: false, context: dir, entry: { app: './app.js' },
          output: { path: path.join(dir, 'dist'), filename: '[name].js', globalObject: 'wx' },
          plugins: [copy, new UnifiedWebpackPluginV5({ ...QUIET, ...TW3, appType: 'native' } as never)],
        }, (error, result) => error ? reject(error) : resolve(result!)))
        assert.ok(!stats.hasErrors(), stats.toString())
        assert.equal(fs.readFileSync(path.join(dir, 'dist/pages/index/index.wxml'), 'utf8'), '<view class="w-_b10px_B bg-_b_hfafafa_B"></view>\n', 'an emitted template is escaped')
        assert.equal(fs.readFileSync(path.join(dir, 'dist/pages/outside/outside.wxml'), 'utf8'), template, 'a file written outside webpack is not')
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'qs3-native-gulp5-binary-encoding',
    says: 'gulp 5 (vinyl-fs 4) reads files as utf8 by default; encoding: false passes raw binary data',
    quotes: [
      { page: NATIVE.zh, text: '// gulp 5 默认按文本读取文件，复制图片时要关闭编码' },
      { page: NATIVE.en, text: '// gulp 5 reads files as text by default; turn encoding off when copying images' },
      { page: NATIVE.zh, text: '**图片被 gulp 复制后无法显示**：gulp 5 需要给二进制文件的 `gulp.src` 传入 `{ encoding: false }`。' },
      { page: NATIVE.en, text: '**Images copied by gulp do not display**: gulp 5 needs `{ encoding: false }` passed to `gulp.src` for binary files.' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { npmView, unpacked } = await import('./support/uni-css')
      const range = await npmView('gulp@5.0.1', 'dependencies.vinyl-fs') as string
      assert.equal(range, '^4.0.2')
      const vfs = await unpacked('vinyl-fs@4')
      assert.match(fs.readFileSync(path.join(vfs, 'lib/src/options.js'), 'utf8'), /encoding: \{\s*type: \['string', 'boolean'\],\s*default: DEFAULT_ENCODING,/)
      assert.match(fs.readFileSync(path.join(vfs, 'lib/constants.js'), 'utf8'), /DEFAULT_ENCODING: 'utf8'/)
      assert.match(fs.readFileSync(path.join(vfs, 'README.md'), 'utf8'), /can set this to `false` to avoid any transcoding, and effectively just pass\s+around raw binary data/)
    },
  },
])
