// The JS pre-check of weapp-tailwindcss 4.12.0 and the class set the JS transform uses, run in a small
// Tailwind CSS 3 project under the system temp dir: the gulp streams of `weapp-tailwindcss/gulp` as the
// native Toutiao page's gulpfile chains them, and `createContext()` as the Node.js API page's script calls it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))

const TOUTIAO = 'docs/issues/native-toutiao.md'
const TOUTIAO_EN = 'i18n/en/docusaurus-plugin-content-docs/current/issues/native-toutiao.md'
const API = 'docs/quick-start/frameworks/api.mdx'
const PRINCIPLE = 'docs/principle/index.mdx'
const PRINCIPLE_EN = 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx'
const API_EN = 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/frameworks/api.mdx'
const RELEASES = 'docs/releases/v4.md'
const RELEASES_EN = 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md'

const MARKER = '@@RESULT '
const DIRECTIVES = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n'

// The gulpfile's tasks without gulp (not installed here): the same createPlugins() streams, fed the files
// gulp.src would read, with PostCSS run from postcss.config.js as gulp-postcss loads it. Steps come as JSON:
// 'env' is the gulpfile's WEAPP_TW_DISABLE_JS_PRECHECK line, ['write', file, text] edits a source file
// as a reader does while `npm run dev` watches, 'snapshot' records dist.
const GULP_RUNNER = `
import fs from 'node:fs'
import path from 'node:path'
import { Buffer } from 'node:buffer'
import postcss from 'postcss'
import postcssrc from 'postcss-load-config'
import { createPlugins } from 'weapp-tailwindcss/gulp'

let plugins
const OUT = 'dist'
const list = ext => fs.readdirSync('src', { recursive: true }).filter(file => file.endsWith(ext)).sort()
const read = rel => fs.readFileSync(path.join('src', rel), 'utf8')
function pipe(stream, rels, contents) {
  return new Promise((resolve, reject) => {
    const out = []
    stream.on('data', file => out.push(file))
    stream.on('end', () => resolve(out))
    stream.on('error', reject)
    for (const rel of rels) stream.write({ path: path.resolve('src', rel), relative: rel, contents: Buffer.from(contents(rel)) })
    stream.end()
  })
}
async function emit(stream, rels, contents) {
  for (const file of await pipe(stream, rels, contents)) {
    const target = path.join(OUT, file.relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.contents)
  }
}
const tasks = {
  env() { process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1' },
  createTransforms() { plugins = createPlugins({ rem2rpx: true }) },
  async styles() {
    const generated = new Map()
    for (const rel of list('.ttss')) {
      const from = path.resolve('src', rel)
      const config = await postcssrc({}, path.dirname(from))
      generated.set(rel, (await postcss(config.plugins).process(read(rel), { ...config.options, from })).css)
    }
    await emit(plugins.transformWxss(), [...generated.keys()], rel => generated.get(rel))
  },
  async 'views+scripts'() {
    await Promise.all([emit(plugins.transformWxml(), list('.ttml'), read), emit(plugins.transformJs(), list('.js'), read)])
  },
}
const snapshots = []
const snapshot = () => Object.fromEntries(fs.readdirSync(OUT, { recursive: true })
  .filter(rel => fs.statSync(path.join(OUT, rel)).isFile()).map(rel => [rel, fs.readFileSync(path.join(OUT, rel), 'utf8')]))
for (const step of JSON.parse(process.argv[2])) {
  if (Array.isArray(step)) fs.writeFileSync(path.join('src', step[1]), step[2])
  else if (step === 'snapshot') snapshots.push(snapshot())
  else await tasks[step]()
}
snapshots.push(snapshot())
console.log(${JSON.stringify(MARKER)} + JSON.stringify(snapshots))
`

// The Node.js API page's calls: createContext() with the page's options, Tailwind CSS 3 through PostCSS for
// src/app.wxss, transformJs() on the code given. Steps: 'env', 'styles', ['js', label, code], ['write', file, text],
// ['wxml', label, template], ['wxss', label, global stylesheet] (results under wxml), ['js-with', label, code,
// extra createContext options as JSON].
const CORE_RUNNER = `
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import tailwindcss from 'tailwindcss'
import { createContext } from 'weapp-tailwindcss/core'

const ctx = createContext({ appType: 'native', rem2rpx: true })
const result = { js: {}, errors: {}, wxml: {}, wxss: '' }
for (const step of JSON.parse(process.argv[2])) {
  if (step === 'env') process.env.WEAPP_TW_DISABLE_JS_PRECHECK = '1'
  else if (step === 'styles') {
    const from = path.join('src', 'app.wxss')
    const generated = await postcss([tailwindcss()]).process(fs.readFileSync(from, 'utf8'), { from })
    result.wxss = (await ctx.transformWxss(generated.css, { isMainChunk: true })).css
  }
  else if (step[0] === 'write') fs.writeFileSync(path.join('src', step[1]), step[2])
  else if (step[0] === 'js') {
    const { code, error } = await ctx.transformJs(step[2])
    result.js[step[1]] = code
    if (error) result.errors[step[1]] = String(error.message ?? error)
  }
  else if (step[0] === 'wxml') result.wxml[step[1]] = await ctx.transformWxml(step[2])
  else if (step[0] === 'wxss') result.wxml[step[1]] = (await ctx.transformWxss(step[2], { isMainChunk: true })).css
  else if (step[0] === 'js-with') result.js[step[1]] = (await createContext({ appType: 'native', rem2rpx: true, ...JSON.parse(step[3]) }).transformJs(step[2])).code
}
console.log(${JSON.stringify(MARKER)} + JSON.stringify(result))
`

type Step = string | [string, string, string] | [string, string, string, string]

/**
 * node_modules as a reader's Tailwind CSS 3 project has it: a real copy of Tailwind CSS 3.4.19 (weapp-tw
 * patches it, so it is never the repository's own), links to the other pinned packages, and the
 * project's `postinstall` (`weapp-tw patch`) run once. Every run gets its own project directory in it.
 */
let projectRoot: Promise<string> | undefined
function tailwind3Root(): Promise<string> {
  projectRoot ??= (async () => {
    const { Fixture } = await import('../lib/examples/cliFixtures')
    const { runCommand } = await import('../lib/examples/runCommand')
    const fixture = Fixture.create(root, 'js-precheck')
    process.once('exit', () => fixture.remove())
    fixture.file('package.json', { name: 'precheck-root', private: true, scripts: { postinstall: 'weapp-tw patch' } })
    for (const name of ['weapp-tailwindcss', 'postcss', 'postcss-load-config', 'autoprefixer']) fixture.link(name)
    fs.cpSync(fs.realpathSync(path.join(root, 'node_modules/tailwindcss-3')), path.join(fixture.dir, 'node_modules/tailwindcss'), { recursive: true })
    const patch = await runCommand(process.execPath, ['node_modules/weapp-tailwindcss/bin/weapp-tailwindcss.js', 'patch'], { cwd: fixture.dir, env: nodePath() })
    assert.equal(patch.exitCode, 0, `weapp-tw patch in the fixture failed:\n${patch.output}`)
    return fixture.dir
  })()
  return projectRoot
}

/** Tailwind CSS 3's own dependencies resolve from the repository, as the copy has no node_modules of its own beyond glob-parent. */
const nodePath = () => ({ NODE_PATH: path.join(root, 'node_modules') })

/**
 * Where a reader keeps the script: the gulpfile at the project root, the Node.js API page's build script
 * in scripts/. It matters: weapp-tailwindcss looks for the project (and tailwind.config.js) from the
 * calling script's directory and the shell's PWD, so a runner outside the project finds no `content`.
 */
const RUNNERS = { gulp: { file: 'gulpfile-steps.mjs', source: GULP_RUNNER }, core: { file: 'scripts/build-steps.mjs', source: CORE_RUNNER } }

let runs = 0
const done = new Map<string, Promise<unknown>>()
/** The same project and steps run once per check, whichever claim asks first. */
function runProject<T>(runner: keyof typeof RUNNERS, files: Record<string, string>, steps: Step[]): Promise<T> {
  const key = JSON.stringify([runner, files, steps])
  if (!done.has(key)) done.set(key, runFresh(runner, files, steps))
  return done.get(key) as Promise<T>
}
async function runFresh<T>(runner: keyof typeof RUNNERS, files: Record<string, string>, steps: Step[]): Promise<T> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const base = await tailwind3Root()
  const dir = path.join(base, `run-${++runs}`)
  const { file: script, source } = RUNNERS[runner]
  for (const [file, text] of Object.entries({ 'package.json': '{ "name": "run", "private": true }\n', [script]: source, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  // `node <script>` from the project root in a terminal: PWD is the project.
  const run = await runCommand(process.execPath, [script, JSON.stringify(steps)], { cwd: dir, env: { ...nodePath(), PWD: dir } })
  const line = run.output.split('\n').find(text => text.startsWith(MARKER))
  assert.ok(run.exitCode === 0 && line, `${script} failed (exit ${run.exitCode}):\n${run.output}`)
  return JSON.parse(line.slice(MARKER.length)) as T
}

/** A fresh project with `files`, then `node <script>` from its root as a reader runs it; returns dist/. */
async function runPageScript(files: Record<string, string>, script: string): Promise<Record<string, string>> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const base = await tailwind3Root()
  const dir = path.join(base, `run-${++runs}`)
  for (const [file, text] of Object.entries({ 'package.json': '{ "name": "run", "private": true }\n', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const run = await runCommand(process.execPath, [script], { cwd: dir, env: { ...nodePath(), PWD: dir } })
  assert.equal(run.exitCode, 0, `node ${script} failed:\n${run.output}`)
  const dist = path.join(dir, 'dist')
  return Object.fromEntries(fs.readdirSync(dist, { recursive: true }).map(String)
    .filter(rel => fs.statSync(path.join(dist, rel)).isFile()).map(rel => [rel, fs.readFileSync(path.join(dist, rel), 'utf8')]))
}

/** A code block of a page by its title, e.g. the Toutiao page's `tailwind.config.js`. */
async function pageBlock(page: string, title: string): Promise<string> {
  const { codeBlocks } = await import('../lib/content/codeBlocks')
  const block = codeBlocks(fs.readFileSync(path.join(root, page), 'utf8')).find(b => b.title === title)
  assert.ok(block, `${page} has no code block titled ${title}`)
  return block.code
}

/** The Toutiao page's project: its tailwind.config.js, postcss.config.js and app.ttss, plus a page. */
async function toutiaoFiles(script: string, template = '<view class="w-1/2 bg-[#fafa00] p-4"></view>\n'): Promise<Record<string, string>> {
  return {
    'tailwind.config.js': await pageBlock(TOUTIAO, 'tailwind.config.js'),
    'postcss.config.js': await pageBlock(TOUTIAO, 'postcss.config.js'),
    'src/app.ttss': await pageBlock(TOUTIAO, 'src/app.ttss'),
    'src/pages/index/index.ttml': template,
    'src/pages/index/index.js': script,
  }
}

/** The page's gulpfile does what the runner's steps do: the env line after the imports, createPlugins({ rem2rpx: true }) per round. */
async function assertGulpfileAsRun(): Promise<void> {
  const gulpfile = await pageBlock(TOUTIAO, 'gulpfile.mjs')
  const lines = gulpfile.split('\n')
  const envLine = lines.indexOf('process.env.WEAPP_TW_DISABLE_JS_PRECHECK = \'1\'')
  assert.ok(envLine > 0, 'the gulpfile sets WEAPP_TW_DISABLE_JS_PRECHECK on a line of its own')
  assert.ok(lines.slice(envLine).every(line => !line.startsWith('import ')), 'the env line comes after the imports')
  assert.match(gulpfile, /function createTransforms\(done\) \{[^}]*plugins = createPlugins\(\{ rem2rpx: true \}\)/)
  assert.match(gulpfile, /series\(createTransforms, styles, parallel\(views, scripts\)\)/)
}

type Dist = Record<string, string>

/** `npm run dev` with the page's gulpfile: the first build, then a round after the page script gets pt-[33px]. */
async function pageDev(): Promise<Dist[]> {
  return runProject<Dist[]>('gulp', await toutiaoFiles(EMPTY_PAGE),
    ['env', 'createTransforms', 'styles', 'views+scripts', 'snapshot', ['write', PAGE_JS, pageScript('pt-[33px]')], 'createTransforms', 'styles', 'views+scripts'])
}
const PAGE_JS = 'pages/index/index.js'
const PAGE_TTML = 'pages/index/index.ttml'
const pageScript = (cls: string) => `Page({\n  data: {\n    cls: '${cls}',\n  },\n})\n`
const EMPTY_PAGE = 'Page({\n  data: {},\n})\n'

/** The class strings of a transformed script, e.g. `['pt-[33px]']`. */
const clsOf = (js: string | undefined) => [...(js ?? '').matchAll(/cls: '([^']*)'/g)].map(m => m[1])

export default defineClaims(import.meta.url, [
  {
    id: 'toutiao-precheck-skips-page-script-without-env-line',
    says: 'Without the env line, a gulp build (one-off or a watch round) leaves pt-[33px] raw in a page script with no class hints while app.ttss gets .pt-_b33px_B',
    quotes: [
      { page: TOUTIAO, text: '所以 `Page({ data: { cls: \'pt-[33px]\' } })` 这样的页面脚本会被整份跳过，`app.ttss` 里有 `.pt-_b33px_B`，脚本里却还是 `pt-[33px]`，一次性构建也是如此' },
      { page: TOUTIAO, text: '去掉这一行，只含 `pt-[33px]` 这类类名的脚本会原样留在 `dist` 里' },
      { page: TOUTIAO, text: '脚本这一侧另有两处要注意，都以 weapp-tailwindcss 4.12.0 实测为准' },
      { page: TOUTIAO, text: '如果样式里有、脚本里仍是 `pt-[33px]`，先确认 gulpfile 里设置 `WEAPP_TW_DISABLE_JS_PRECHECK` 的那一行还在' },
      { page: TOUTIAO_EN, text: 'So a page script like `Page({ data: { cls: \'pt-[33px]\' } })` is skipped entirely: `app.ttss` has `.pt-_b33px_B`, but the script still says `pt-[33px]`, in a one-off build as well' },
      { page: TOUTIAO_EN, text: 'without that line, a script whose only class names are ones like `pt-[33px]` stays unchanged in `dist`' },
      { page: TOUTIAO_EN, text: 'Scripts need care in two more places (both as measured with weapp-tailwindcss 4.12.0)' },
      { page: TOUTIAO_EN, text: 'If the styles have it but the script still says `pt-[33px]`, first check that the gulpfile line setting `WEAPP_TW_DISABLE_JS_PRECHECK` is still there' },
    ],
    async proof() {
      // One-off build with the class already in the script; then the watch round of check 6 (plugins re-created).
      const [oneOff] = await runProject<Dist[]>('gulp', await toutiaoFiles(pageScript('pt-[33px]')),
        ['createTransforms', 'styles', 'views+scripts'])
      assert.deepEqual(clsOf(oneOff[PAGE_JS]), ['pt-[33px]'], 'one-off build without the env line: the script keeps pt-[33px]')
      assert.match(oneOff['app.ttss'], /\.pt-_b33px_B \{/, 'app.ttss has .pt-_b33px_B')
      const [, watched] = await runProject<Dist[]>('gulp', await toutiaoFiles(EMPTY_PAGE),
        ['createTransforms', 'styles', 'views+scripts', 'snapshot', ['write', PAGE_JS, pageScript('pt-[33px]')], 'createTransforms', 'styles', 'views+scripts'])
      assert.deepEqual(clsOf(watched[PAGE_JS]), ['pt-[33px]'], 'watch round without the env line: the script keeps pt-[33px]')
      assert.match(watched['app.ttss'], /\.pt-_b33px_B \{/, 'app.ttss has .pt-_b33px_B')
    },
  },
  {
    id: 'toutiao-precheck-hints',
    says: 'The pre-check lets a page script through for bg-[, text-[, w-/p-/m- words and require( or import {, but pt-[33px] alone is no hint',
    quotes: [
      { page: TOUTIAO, text: '它认得 `bg-[`、`text-[` 以及 `w-`、`p-`、`m-` 这类开头，`pt-[33px]` 却不在其中' },
      { page: TOUTIAO, text: '文件里有 `require(` 或 `import {` 这样的依赖语句时也会放行' },
      { page: TOUTIAO_EN, text: 'It recognizes `bg-[`, `text-[` and words starting with `w-`, `p-` or `m-`, among a few others, but not `pt-[33px]`; a dependency statement such as `require(` or `import {` in the file also lets it through' },
    ],
    async proof() {
      const probes: Record<string, string> = {
        'plain.js': pageScript('pt-[33px]'),
        'bg.js': pageScript('pt-[33px] bg-[#fafa01]'),
        'text.js': pageScript('pt-[33px] text-[#fafa02]'),
        'w.js': pageScript('pt-[33px] w-[31px]'),
        'p.js': pageScript('pt-[33px] p-[32px]'),
        'm.js': pageScript('pt-[33px] m-[34px]'),
        'require.js': `const util = require('../../utils/util')\n${pageScript('pt-[33px]')}`,
        'import.js': `import { format } from '../../utils/util'\n${pageScript('pt-[33px]')}`,
      }
      const files = await toutiaoFiles(EMPTY_PAGE)
      for (const [name, text] of Object.entries(probes)) files[`src/pages/probe/${name}`] = text
      const [dist] = await runProject<Dist[]>('gulp', files, ['createTransforms', 'styles', 'views+scripts'])
      const escaped = (name: string) => clsOf(dist[`pages/probe/${name}`])[0]?.split(' ')[0]
      assert.equal(escaped('plain.js'), 'pt-[33px]', 'pt-[33px] alone is not a hint')
      for (const name of ['bg.js', 'text.js', 'w.js', 'p.js', 'm.js', 'require.js', 'import.js']) {
        assert.equal(escaped(name), 'pt-_b33px_B', `${name}: the hint lets the script through`)
      }
    },
  },
  {
    id: 'toutiao-env-line-escapes-js-only-class',
    says: 'With the gulpfile as on the page (env line after the imports, plugins re-created each round), check 6 gives pt-_b33px_B in the script and .pt-_b33px_B in app.ttss',
    quotes: [
      { page: TOUTIAO, text: '保存后 `dist` 中对应的 `.js` 里应变为 `pt-_b33px_B`，`dist/app.ttss` 里也有 `.pt-_b33px_B`' },
      { page: TOUTIAO, text: '它写在导入之后也来得及，插件到转换脚本时才读取这个环境变量' },
      { page: TOUTIAO, text: '下面的 gulpfile 因此在开头设置环境变量 `WEAPP_TW_DISABLE_JS_PRECHECK`，关掉这道检查' },
      { page: TOUTIAO_EN, text: 'the matching `.js` in `dist` should contain `pt-_b33px_B`, and `dist/app.ttss` should contain `.pt-_b33px_B`' },
      { page: TOUTIAO_EN, text: 'Placing it after the imports is early enough, because the plugin reads the environment variable only when it transforms a script' },
      { page: TOUTIAO_EN, text: 'That is why the gulpfile below sets the environment variable `WEAPP_TW_DISABLE_JS_PRECHECK` at the top, which turns the check off' },
    ],
    async proof() {
      await assertGulpfileAsRun()
      const [before, after] = await pageDev()
      assert.doesNotMatch(before['app.ttss'], /pt-_b33px_B/, 'the class is new in the watch round')
      assert.deepEqual(clsOf(after[PAGE_JS]), ['pt-_b33px_B'], 'the script has pt-_b33px_B')
      assert.match(after['app.ttss'], /\.pt-_b33px_B \{/, 'app.ttss has .pt-_b33px_B')
    },
  },
  {
    id: 'toutiao-plugins-collect-class-set-once',
    says: 'One createPlugins() collects the class set once: a later round with the same plugins generates the style and escapes the template, but leaves a JS-only class raw; new plugins (a restart) escape it; a first build may transform scripts before styles',
    quotes: [
      { page: TOUTIAO, text: '一次性构建时，第 3 步即使先于样式运行也没关系：插件第一次转换模板或脚本前，会自己按 `content` 收集类名' },
      { page: TOUTIAO, text: '同一个 `createPlugins(...)` 返回的插件只收集一次类名，之后重跑第 1、2 步也不会更新这份集合' },
      { page: TOUTIAO, text: '模板里的类名按规则直接转义，不受影响' },
      { page: TOUTIAO, text: '监听期间新写的、只出现在 JS 里的任意值类名，样式能生成，脚本里却保持原样' },
      { page: TOUTIAO, text: '只在开头创建一次的话，监听期间新写进 JS 的任意值类名不会被转义，重启 gulp 才会生效' },
      { page: TOUTIAO_EN, text: 'In a one-off build it does no harm if step 3 runs before the styles: before the plugin transforms its first template or script, it collects the class names from `content` on its own' },
      { page: TOUTIAO_EN, text: 'the plugins returned by one `createPlugins(...)` call collect the class names only once, and running steps 1 and 2 again does not update that set' },
      { page: TOUTIAO_EN, text: 'Class names in templates are escaped directly by rule and are not affected; an arbitrary-value class name written during watching that appears only in JS gets its styles, but stays unchanged in the script' },
      { page: TOUTIAO_EN, text: 'if they were created only once at the top, an arbitrary-value class name newly written into JS during watching would not be escaped until gulp is restarted' },
    ],
    async proof() {
      const template = (extra: string) => `<view class="w-1/2 bg-[#fafa00] p-4 ${extra}"></view>\n`
      // Scripts and templates first, styles last, in a one-off build.
      const [first] = await runProject<Dist[]>('gulp', await toutiaoFiles(pageScript('pt-[33px]')),
        ['env', 'createTransforms', 'views+scripts', 'styles'])
      assert.deepEqual(clsOf(first[PAGE_JS]), ['pt-_b33px_B'], 'scripts before styles: the class is escaped all the same')
      // A watch round with the plugins of the first round.
      const [, stale] = await runProject<Dist[]>('gulp', await toutiaoFiles(EMPTY_PAGE, template('')),
        ['env', 'createTransforms', 'styles', 'views+scripts', 'snapshot',
          ['write', PAGE_JS, pageScript('pt-[33px]')], ['write', PAGE_TTML, template('ml-[13px]')],
          'styles', 'views+scripts'])
      assert.match(stale['app.ttss'], /\.pt-_b33px_B \{/, 'same plugins: the style is generated')
      assert.deepEqual(clsOf(stale[PAGE_JS]), ['pt-[33px]'], 'same plugins: the JS-only class stays raw')
      assert.match(stale[PAGE_TTML], /class="[^"]*\bml-_b13px_B"/, 'same plugins: the new template class is escaped')
      // Restarting gulp is a new process building the edited script with new plugins: the first run above.
      assert.deepEqual(clsOf(first[PAGE_JS]), ['pt-_b33px_B'], 'a new process: the JS-only class is escaped')
    },
  },
  {
    id: 'api-precheck-default-import-does-not-count',
    says: 'createContext().transformJs() skips a file whose only class is mb-[1.5rem] even with .mb-_b1_d5rem_B in the styles; a default import (or export default) does not let it through, import { } and require() do',
    quotes: [
      { page: API, text: '默认导入 `import foo from \'…\'` 不算依赖语句' },
      { page: API, text: '一个只写了 `\'mb-[1.5rem]\'` 的文件会被整体跳过，即使样式里已经有 `.mb-_b1_d5rem_B`' },
      { page: API, text: '开头加一行 `import foo from \'./x\'` 仍然跳过，换成 `import { foo } from \'./x\'` 或 `const foo = require(\'./x\')` 才会转义' },
      { page: API_EN, text: 'A default import `import foo from \'…\'` does not count as a dependency statement' },
      { page: API_EN, text: 'A file that only contains `\'mb-[1.5rem]\'` is skipped entirely, even if the styles already have `.mb-_b1_d5rem_B`; adding `import foo from \'./x\'` as the first line still leaves it skipped, while `import { foo } from \'./x\'` or `const foo = require(\'./x\')` gets it escaped' },
      { page: RELEASES, text: '默认导入 `import foo from \'…\'` 与 `export default` 都不算' },
      { page: RELEASES_EN, text: 'a default import `import foo from \'…\'` and `export default` do not count' },
    ],
    async proof() {
      const cls = 'export const cls = \'mb-[1.5rem]\'\n'
      const result = await runProject<{ js: Record<string, string>; wxss: string }>('core', apiFiles(), [
        'styles',
        ['js', 'bare', cls],
        ['js', 'default import', `import foo from './x'\n${cls}`],
        ['js', 'export default', 'export default \'mb-[1.5rem]\'\n'],
        ['js', 'named import', `import { foo } from './x'\n${cls}`],
        ['js', 'require', `const foo = require('./x')\n${cls}`],
      ])
      assert.match(result.wxss, /\.mb-_b1_d5rem_B \{/, 'the styles have .mb-_b1_d5rem_B')
      for (const label of ['bare', 'default import', 'export default']) assert.match(result.js[label], /'mb-\[1\.5rem\]'/, `${label}: skipped`)
      for (const label of ['named import', 'require']) assert.match(result.js[label], /'mb-_b1_d5rem_B'/, `${label}: escaped`)
    },
  },
  {
    id: 'api-precheck-hints-and-env',
    says: 'Each dependency statement and hint the Node.js API page lists lets a file through the pre-check; WEAPP_TW_DISABLE_JS_PRECHECK=1 sends every file through the full transform',
    quotes: [
      { page: API, text: '代码里至少要有下面一种才会进入完整转换：依赖语句 `import { … }`、`import * as`、`import \'…\'`、`import(…)`、`require(…)`、`export … from \'…\'`' },
      { page: API, text: '`className`、`clsx`、`cn` 之类的名字' },
      { page: API, text: '`bg-[`、`text-[` 片段，或 `w-`、`p-`、`rounded-` 这类开头' },
      { page: API, text: '设置环境变量 `WEAPP_TW_DISABLE_JS_PRECHECK=1` 关闭预检查，强制每个文件都走完整转换' },
      { page: API, text: '4.12.0 的 `transformJs` 会先用正则做一次快速预检查，判断为无需处理的代码直接原样返回' },
      { page: API_EN, text: 'code goes through the full transform only if it has at least one of them: a dependency statement `import { … }`, `import * as`, `import \'…\'`, `import(…)`, `require(…)` or `export … from \'…\'`; a name such as `className`, `clsx` or `cn`; the fragments `bg-[` or `text-[`, or a word starting with `w-`, `p-`, `rounded-` and the like' },
      { page: API_EN, text: 'set the environment variable `WEAPP_TW_DISABLE_JS_PRECHECK=1` to turn off the pre-check and force every file through the full transform' },
      { page: API_EN, text: 'In 4.12.0, `transformJs` first runs a quick regular-expression pre-check and returns code it judges not to need processing unchanged' },
    ],
    async proof() {
      const cls = 'export const cls = \'mb-[1.5rem]\'\n'
      const passing: Record<string, string> = {
        'import { … }': `import { foo } from './x'\n${cls}`,
        'import * as': `import * as foo from './x'\n${cls}`,
        'import \'…\'': `import './x'\n${cls}`,
        'import(…)': `export const load = () => import('./x')\n${cls}`,
        'require(…)': `require('./x')\n${cls}`,
        'export * from': `export * from './x'\n${cls}`,
        'export { } from': `export { foo } from './x'\n${cls}`,
        'className': `export const className = 'mb-[1.5rem]'\n`,
        'clsx': `export const cls = clsx('mb-[1.5rem]')\n`,
        'cn': `export const cls = cn('mb-[1.5rem]')\n`,
        'bg-[': 'export const cls = \'mb-[1.5rem] bg-[#1677ff]\'\n',
        'text-[': 'export const cls = \'mb-[1.5rem] text-[#1677ff]\'\n',
        'w-': 'export const cls = \'mb-[1.5rem] w-[120rpx]\'\n',
        'p-': 'export const cls = \'mb-[1.5rem] p-2\'\n',
        'rounded-': 'export const cls = \'mb-[1.5rem] rounded-[8rpx]\'\n',
      }
      const files = apiFiles()
      Object.values(passing).forEach((text, i) => { files[`src/probe/${i}.js`] = text })
      const steps: Step[] = [['js', 'bare', cls], ...Object.entries(passing).map(([label, text]): Step => ['js', label, text]), 'env', ['js', 'bare with env', cls]]
      const result = await runProject<{ js: Record<string, string> }>('core', files, steps)
      assert.match(result.js.bare, /'mb-\[1\.5rem\]'/, 'no hint: skipped')
      for (const label of Object.keys(passing)) assert.match(result.js[label], /mb-_b1_d5rem_B/, `${label} lets the file through`)
      assert.match(result.js['bare with env'], /'mb-_b1_d5rem_B'/, 'WEAPP_TW_DISABLE_JS_PRECHECK=1: transformed')
    },
  },
  {
    id: 'api-transformjs-collects-class-set-itself',
    says: 'In 4.12.0 the first transformJs() collects the class set from content itself, so transformJs before the styles gives the same result as after',
    quotes: [
      { page: API, text: '4.12.0 的 `transformJs` 第一次被调用时，会自己按 `tailwind.config.js` 的 `content` 收集一遍' },
      { page: API, text: '把 `transformJs` 挪到样式处理之前，`\'mb-[1.5rem] bg-[#1677ff]\'` 照样变成 `\'mb-_b1_d5rem_B bg-_b_h1677ff_B\'`，和先处理样式的结果相同' },
      { page: API_EN, text: 'in 4.12.0, the first time `transformJs` is called, it collects the set itself from `content` in `tailwind.config.js`' },
      { page: API_EN, text: 'with `transformJs` moved before the style processing, `\'mb-[1.5rem] bg-[#1677ff]\'` still becomes `\'mb-_b1_d5rem_B bg-_b_h1677ff_B\'`, the same result as when styles are processed first' },
    ],
    async proof() {
      const code = 'Page({ data: { cls: \'mb-[1.5rem] bg-[#1677ff]\' } })\n'
      const jsFirst = await runProject<{ js: Record<string, string> }>('core', apiFiles(), [['js', 'page', code], 'styles'])
      const stylesFirst = await runProject<{ js: Record<string, string> }>('core', apiFiles(), ['styles', ['js', 'page', code]])
      assert.equal(jsFirst.js.page, 'Page({ data: { cls: \'mb-_b1_d5rem_B bg-_b_h1677ff_B\' } })\n')
      assert.equal(stylesFirst.js.page, jsFirst.js.page)
    },
  },
  {
    id: 'api-class-set-refreshed-only-by-transformwxss',
    says: 'transformJs/transformWxml keep the set they collected; only transformWxss collects again, so mt-[7px] written later is escaped only after the styles run again',
    quotes: [
      { page: API, text: '`transformJs`、`transformWxml` 只在集合为空时收集一次，之后一直沿用' },
      { page: API, text: '`transformWxss` 每次调用都会重新收集' },
      { page: API, text: '实测只重跑 `transformJs` 时，后来写进 JS 的 `mt-[7px]` 原样保留' },
      { page: API, text: '先重跑样式再转换，它就变成了 `mt-_b7px_B`' },
      { page: API_EN, text: '`transformJs` and `transformWxml` collect it only while it is empty and keep using it from then on, whereas `transformWxss` collects it again on every call' },
      { page: API_EN, text: 'rerunning only `transformJs`, an `mt-[7px]` written into JS afterwards stays as it is; rerunning the styles first and then transforming, it becomes `mt-_b7px_B`' },
      { page: API, text: '否则新类名既没有对应的样式，也不会进入转义 JS 用的类名集合' },
      { page: API, text: '在监听进程里新写的类名，要先重新调用 `transformWxss` 才会被认出' },
      { page: API_EN, text: 'in a watch process, a newly written class name is recognized only after `transformWxss` has been called again' },
      { page: API_EN, text: 'otherwise new class names get no matching styles, nor do they reach the class name set that JS escaping uses' },
    ],
    async proof() {
      const later = 'Page({ data: { cls: \'bg-[#1677ff] mt-[7px]\' } })\n'
      const template = '<view class="{{ ok ? \'mt-[7px]\' : \'\' }}"></view>'
      const result = await runProject<{ js: Record<string, string>; wxml: Record<string, string> }>('core', apiFiles(), [
        'styles',
        ['js', 'first', 'Page({ data: { cls: \'mb-[1.5rem] bg-[#1677ff]\' } })\n'],
        ['write', 'pages/index/later.js', later],
        ['js', 'only js again', later],
        ['wxml', 'only wxml again', template],
        'styles',
        ['js', 'after styles', later],
        ['wxml', 'after styles', template],
      ])
      assert.match(result.js['only js again'], /'bg-_b_h1677ff_B mt-\[7px\]'/, 'transformJs again: mt-[7px] stays')
      assert.match(result.wxml['only wxml again'], /'mt-\[7px\]'/, 'transformWxml again: the expression keeps mt-[7px]')
      assert.match(result.js['after styles'], /'bg-_b_h1677ff_B mt-_b7px_B'/, 'after transformWxss: mt-_b7px_B')
      assert.match(result.wxml['after styles'], /'mt-_b7px_B'/, 'after transformWxss: the template expression too')
    },
  },
  {
    id: 'toutiao-build-output-checks-2-3',
    says: 'The page\'s build turns the template classes into w-1_f2 bg-_b_hfafa00_B p-4, app.ttss has .w-1_f2 and .bg-_b_hfafa00_B with p-4 padding 32rpx, and the base styles weapp-tailwindcss injects',
    quotes: [
      { page: TOUTIAO, text: '打开 `dist` 中对应的 `.ttml`，类名应变为 `w-1_f2 bg-_b_hfafa00_B p-4`' },
      { page: TOUTIAO, text: '打开 `dist/app.ttss`，能搜到 `.w-1_f2` 和 `.bg-_b_hfafa00_B`' },
      { page: TOUTIAO, text: '`p-4` 的 `padding` 已换算为 `32rpx`' },
      { page: TOUTIAO, text: '小程序端不需要网页的 preflight，交给 weapp-tailwindcss 注入适配小程序的基础样式' },
      { page: TOUTIAO_EN, text: 'open the matching `.ttml` in `dist`: the class names should have become `w-1_f2 bg-_b_hfafa00_B p-4`' },
      { page: TOUTIAO_EN, text: 'Open `dist/app.ttss`: you can find `.w-1_f2` and `.bg-_b_hfafa00_B`, and the `padding` of `p-4` has been converted to `32rpx`' },
      { page: TOUTIAO_EN, text: 'The mini-program doesn\'t need the web preflight; weapp-tailwindcss injects base styles suited to mini-programs instead' },
    ],
    async proof() {
      const [build] = await pageDev()
      assert.match(build[PAGE_TTML], /class="w-1_f2 bg-_b_hfafa00_B p-4"/)
      const ttss = build['app.ttss']
      assert.match(ttss, /\.w-1_f2 \{/)
      assert.match(ttss, /\.bg-_b_hfafa00_B \{/)
      assert.match(ttss, /\.p-4 \{\s*padding: 32rpx\s*\}/)
      assert.match(ttss, /view,text,::before,::after \{[^}]*box-sizing: border-box;\s*border-width: 0;\s*border-style: solid;\s*border-color: currentColor\s*\}/, 'the injected base styles')
    },
  },
  {
    id: 'api-transformjs-parse-error-keeps-code',
    says: 'transformJs returns { code }; when parsing fails, .error is set and .code is the input unchanged',
    quotes: [
      { page: API, text: '`transformJs` 返回对象，代码在 `.code`，解析失败时 `.error` 会有值，此时 `.code` 保留原文' },
      { page: API_EN, text: '`transformJs` returns an object with the code in `.code`, and when parsing fails `.error` is set and `.code` keeps the original text' },
    ],
    async proof() {
      // className lets the file through the pre-check, so it reaches the parser.
      const broken = 'const className = \'mb-[1.5rem]\' +\n'
      const result = await runProject<{ js: Record<string, string>; errors: Record<string, string> }>('core', apiFiles(), [['js', 'broken', broken], ['js', 'fine', 'const className = \'mb-[1.5rem]\'\n']])
      assert.ok(result.errors.broken, 'a parse error is reported in .error')
      assert.equal(result.js.broken, broken, '.code is the input unchanged')
      assert.equal(result.errors.fine, undefined)
      assert.equal(result.js.fine, 'const className = \'mb-_b1_d5rem_B\'\n')
    },
  },
  {
    id: 'api-createcontext-takes-plugin-options',
    says: 'createContext, createPlugins (gulp), the Vite plugin and the webpack plugins all declare their options parameter as the same UserDefinedOptions type',
    quotes: [
      { page: API, text: '`createContext` 接收的配置与构建插件完全相同' },
      { page: API_EN, text: '`createContext` takes exactly the same options as the build plugins' },
    ],
    async proof() {
      const dist = path.join(fs.realpathSync(path.join(root, 'node_modules/weapp-tailwindcss')), 'dist')
      const declarations: Record<string, RegExp> = {
        'core.d.ts': /declare function createContext\(options\?: UserDefinedOptions\)/,
        'gulp.d.ts': /declare function createPlugins\(options\?: UserDefinedOptions\)/,
        'vite.d.ts': /declare function UnifiedViteWeappTailwindcssPlugin\(options\?: UserDefinedOptions\)/,
        'webpack.d.ts': /class UnifiedWebpackPluginV5[^{]*\{[^}]*constructor\(options\?: UserDefinedOptions\)/,
        'webpack4.d.ts': /constructor\(options\?: UserDefinedOptions\)/,
      }
      const sources = new Set<string>()
      for (const [file, declaration] of Object.entries(declarations)) {
        const text = fs.readFileSync(path.join(dist, file), 'utf8')
        assert.match(text, declaration, file)
        const from = /import \{[^}]*\b(\w+) as UserDefinedOptions\b[^}]*\} from '([^']+)'/.exec(text)
        assert.ok(from, `${file} imports UserDefinedOptions`)
        sources.add(`${from[1]} from ${from[2]}`)
      }
      assert.equal(sources.size, 1, `one and the same type: ${[...sources].join(', ')}`)
    },
  },
  {
    id: 'api-build-script-as-on-the-page',
    says: 'The page\'s scripts/build.mjs, run with node on the page\'s input, writes the output the page shows, and dist/app.wxss has .w-_b120rpx_B, ._etext-white and .p-2 with padding 16rpx',
    quotes: [
      { page: API, text: '`dist/app.wxss` 中对应的选择器也变成了 `.w-_b120rpx_B`、`._etext-white`，并且由于开启了 `rem2rpx`，`.p-2` 的 `padding` 是 `16rpx`' },
      { page: API_EN, text: 'The matching selectors in `dist/app.wxss` have also become `.w-_b120rpx_B` and `._etext-white`, and because `rem2rpx` is on, the `padding` of `.p-2` is `16rpx`' },
    ],
    async proof() {
      const inputOutput = async (title: string, marker: RegExp) => {
        const lines = (await pageBlock(API, title)).split('\n')
        const at = (label: string) => lines[lines.findIndex(line => marker.test(line) && line.includes(label)) + 1]
        return { input: at('输入'), output: at('输出') }
      }
      const wxml = await inputOutput('src/pages/index/index.wxml → dist/pages/index/index.wxml', /^<!--/)
      const js = await inputOutput('src/pages/index/index.js → dist/pages/index/index.js', /^\/\//)
      const dist = await runPageScript({
        'tailwind.config.js': 'module.exports = {\n  content: [\'./src/**/*.{wxml,js}\'],\n  corePlugins: { preflight: false },\n}\n',
        'src/app.wxss': DIRECTIVES,
        'src/pages/index/index.wxml': `${wxml.input}\n`,
        'src/pages/index/index.js': `${js.input}\n`,
        'scripts/build.mjs': await pageBlock(API, 'scripts/build.mjs'),
      }, 'scripts/build.mjs')
      assert.equal(dist['pages/index/index.wxml'].trim(), wxml.output)
      assert.equal(dist['pages/index/index.js'].trim(), js.output)
      assert.match(dist['app.wxss'], /\.w-_b120rpx_B \{/)
      assert.match(dist['app.wxss'], /\._etext-white \{/)
      assert.match(dist['app.wxss'], /\.p-2 \{\s*padding: 16rpx\s*\}/)
    },
  },
  {
    id: 'class-variable-escaped-only-in-set-and-past-precheck',
    says: 'A class name passed as a variable is escaped in the JS only when it is in the class set and its file passes the pre-check; a page script with only pt-[33px] and no dependency statement is skipped',
    quotes: [
      { page: PRINCIPLE, text: '如果传的是变量，则不需要登记，变量的值在 JS 里转义' },
      { page: PRINCIPLE, text: '前提是这个值在类名集合里，而且它所在的 JS 文件过得了第四步说的预检查：一个只写了 `pt-[33px]` 这类类名、又没有依赖语句的页面脚本会被整份跳过' },
      { page: PRINCIPLE_EN, text: 'That holds only if the value is in the class name set and its JS file gets past the pre-check described in Step 4: a page script whose only class names are ones like `pt-[33px]` and which has no dependency statement is skipped entirely' },
    ],
    async proof() {
      const page = (cls: string, head = '') => `${head}Page({ data: { wrapperCls: '${cls}' } })\n`
      const files = { ...apiFiles(), 'src/pages/card/index.js': page('pt-[33px]') }
      const result = await runProject<{ js: Record<string, string> }>('core', files, [
        ['js', 'no hint', page('pt-[33px]')],
        ['js', 'require', page('pt-[33px]', 'const util = require(\'../../utils/util\')\n')],
        ['js', 'not in the set', page('pt-[34px]', 'const util = require(\'../../utils/util\')\n')],
      ])
      assert.match(result.js['no hint'], /'pt-\[33px\]'/, 'in the set, no hint: the file is skipped')
      assert.match(result.js.require, /'pt-_b33px_B'/, 'in the set, past the pre-check: escaped')
      assert.match(result.js['not in the set'], /'pt-\[34px\]'/, 'past the pre-check, not in the set: kept')
    },
  },
  {
    id: 'js-arbitrary-value-fallback-not-on-tailwind3',
    says: 'The empty-set fallback is a Tailwind CSS 4 thing: in a Tailwind CSS 3 project whose class set is empty, className: \'w-[10px]\' stays raw',
    quotes: [
      { page: PRINCIPLE, text: '会在“Tailwind CSS 4 且集合为空”时启用一个受控的兜底' },
      { page: PRINCIPLE_EN, text: 'turns on a controlled fallback when "Tailwind CSS 4 and the set is empty"' },
    ],
    async proof() {
      // No file under content has a class: the set Tailwind CSS 3 gives is empty.
      const files = { ...apiFiles(), 'src/pages/index/index.js': 'Page({})\n' }
      const code = 'const o = { className: \'w-[10px]\' }\nconst c = clsx(\'w-[11px]\')\n'
      const result = await runProject<{ js: Record<string, string> }>('core', files, [['js', 'class contexts', code], ['js-with', 'forced', code, '{ "jsArbitraryValueFallback": true }']])
      assert.equal(result.js['class contexts'], code, 'Tailwind CSS 3, empty set: no fallback')
      assert.match(result.js.forced, /className: 'w-_b10px_B'/, 'control: jsArbitraryValueFallback: true does escape it, so the set was empty')
    },
  },
  {
    id: 'toutiao-universal-and-root-selectors-replaced',
    says: 'In the Toutiao build app.ttss has no * selector left (view,text instead), and transformWxss replaces :root as well',
    quotes: [
      { page: TOUTIAO, text: 'weapp-tailwindcss 改写样式中的选择器，并把 `*`、`:root` 等小程序不支持的选择器替换掉' },
      { page: TOUTIAO_EN, text: 'weapp-tailwindcss rewrites the selectors in the styles and replaces selectors the mini-program doesn\'t support, such as `*` and `:root`' },
    ],
    async proof() {
      const [build] = await pageDev()
      const selectors = [...build['app.ttss'].matchAll(/(^|\})\s*([^{}@]+)\{/g)].map(m => m[2].trim())
      assert.ok(selectors.includes('view,text,::before,::after'), `the variable scope rule is on view,text (${selectors.slice(0, 3).join(' | ')})`)
      assert.ok(!selectors.some(selector => /(^|[\s,>+~])\*/.test(selector)), 'no * selector left')
      // Tailwind CSS 3's base has no :root rule; the same handler on one that has.
      const result = await runProject<{ wxml: Record<string, string> }>('core', apiFiles(), [['wxss', 'root', ':root { --brand: #1677ff; }\n* { margin: 0; }\n']])
      assert.doesNotMatch(result.wxml.root, /:root|(^|\n)\*/, 'neither :root nor * is left')
      assert.match(result.wxml.root, /page/, ':root becomes page')
    },
  },
])

/** The Node.js API page's project: tailwind.config.js with `content: ['./src/**\/*.{wxml,js}']` as the page states it. */
function apiFiles(): Record<string, string> {
  return {
    'tailwind.config.js': 'module.exports = {\n  content: [\'./src/**/*.{wxml,js}\'],\n  corePlugins: { preflight: false },\n}\n',
    'src/app.wxss': DIRECTIVES,
    'src/pages/index/index.js': 'Page({ data: { cls: \'mb-[1.5rem] bg-[#1677ff]\' } })\n',
  }
}
