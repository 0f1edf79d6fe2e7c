// Second reading of the principle page, the Node.js API page, the native Toutiao page and the glossary:
// sentences that had no proof, or whose proof said less than the page, each run here with the pinned
// weapp-tailwindcss 4.12.0, Tailwind CSS 4.3.5 / 3.4.19 and npm, in temp projects. The slow ones install
// from the registry: the WeChat compilers (miniprogram-compiler 0.2.3), Tailwind CSS 3.1.8 / 3.2.0, and
// the Toutiao page's own gulp project, which is then built and watched with the real gulp.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineClaims } from '../lib/claims/define'

const root = fileURLToPath(new URL('../', import.meta.url))
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const PRINCIPLE = 'docs/principle/index.mdx'
const PRINCIPLE_EN = `${EN}principle/index.mdx`
const API = 'docs/quick-start/frameworks/api.mdx'
const API_EN = `${EN}quick-start/frameworks/api.mdx`
const TOUTIAO = 'docs/issues/native-toutiao.md'
const TOUTIAO_EN = `${EN}issues/native-toutiao.md`
const GLOSSARY = 'docs/glossary.md'
const GLOSSARY_EN = `${EN}glossary.md`

const MANUAL_ON = '2026-11-28'

/** A temp folder, removed when the run ends. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `second-read-${prefix}-`))
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

/** The code block of a page with this title, or (a RegExp) the first block whose code matches. */
async function pageBlock(page: string, title: string | RegExp): Promise<string> {
  const { codeBlocks } = await import('../lib/content/codeBlocks')
  const block = codeBlocks(fs.readFileSync(path.join(root, page), 'utf8')).find(b => typeof title === 'string' ? b.title === title : title.test(b.code))
  assert.ok(block, `${page} has no code block ${String(title)}`)
  return block.code
}

/** The cells of the principle page's mapping table (character → replacement), as the Markdown writes them. */
function mappingTableOf(page: string): Record<string, string> {
  const text = fs.readFileSync(path.join(root, page), 'utf8')
  const cell = (raw: string) => {
    const value = raw.trim()
    const spaced = /^`` (.) ``$/.exec(value)
    if (spaced) return spaced[1]!
    return value.replace(/^`|`$/g, '').replace(/\\\|/g, '|')
  }
  const table: Record<string, string> = {}
  for (const line of text.split('\n').filter(l => /^\| `/.test(l) && /`_[a-zA-Z]`/.test(l))) {
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map(cell)
    for (let i = 0; i + 1 < cells.length; i += 2) table[cells[i]!] = cells[i + 1]!
  }
  return table
}

/** What node prints for an ES module or CommonJS snippet run in `cwd`. */
async function runSnippet(source: string, cwd: string, type: 'module' | 'commonjs'): Promise<string> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const result = await runCommand(process.execPath, [`--input-type=${type}`, '-e', source], { cwd, timeoutMs: 90_000, env: { NODE_PATH: path.join(root, 'node_modules') } })
  assert.equal(result.exitCode, 0, `node exited with ${result.exitCode}:\n${result.output}`)
  return result.output
}

// ---------------------------------------------------------------------------------------------------
// The Toutiao page's project, installed from the registry as the page says and built with the real gulp.

const gulpProjects = new Map<string, Promise<string>>()

/** The page's project: its install command (weapp-tailwindcss pinned to 4.12.0), files, scripts and `npm run postinstall`. */
function toutiaoProject(): Promise<string> {
  let found = gulpProjects.get('page')
  if (!found) {
    found = (async () => {
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const command = (await pageBlock(TOUTIAO, /^npm install -D gulp /)).trim()
      assert.match(command, /^npm install -D /)
      const packages = command.replace(/^npm install -D /, '').split(/\s+/).map(name => name === 'weapp-tailwindcss' ? 'weapp-tailwindcss@4.12.0' : name)
      const dir = await installed(packages, { name: 'douyin-shop' })
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      manifest.scripts = JSON.parse(await pageBlock(TOUTIAO, 'package.json')).scripts
      write(dir, {
        'package.json': JSON.stringify(manifest, null, 2),
        'tailwind.config.js': await pageBlock(TOUTIAO, 'tailwind.config.js'),
        'postcss.config.js': await pageBlock(TOUTIAO, 'postcss.config.js'),
        'gulpfile.mjs': await pageBlock(TOUTIAO, 'gulpfile.mjs'),
        'src/app.ttss': await pageBlock(TOUTIAO, 'src/app.ttss'),
        'src/app.js': 'App({})\n',
        'src/app.json': '{ "pages": ["pages/index/index"] }\n',
        'src/project.config.json': '{ "projectname": "douyin-shop" }\n',
        'src/pages/index/index.json': '{}\n',
        'src/pages/index/index.ttml': '<view class="w-1/2 bg-[#fafa00] p-4">hi</view>\n',
        'src/pages/index/index.ttss': '.title { color: red; }\n',
        'src/pages/index/index.js': 'Page({\n  data: {},\n})\n',
      })
      // A binary asset that is not valid UTF-8.
      fs.mkdirSync(path.join(dir, 'src/images'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'src/images/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28, 0xa0, 0xa1]))
      // "装完依赖后先手动执行一次 npm run postinstall"
      const patch = await runCommand('npm', ['run', 'postinstall'], { cwd: dir, baseEnv: 'shell', env: { PWD: dir }, timeoutMs: 120_000 })
      assert.equal(patch.exitCode, 0, patch.output)
      return dir
    })()
    gulpProjects.set('page', found)
  }
  return found
}

/** The page's gulpfile with a change, written next to it. */
async function gulpfileVariant(dir: string, name: string, change: (source: string) => string): Promise<string> {
  const source = await pageBlock(TOUTIAO, 'gulpfile.mjs')
  const changed = change(source)
  assert.notEqual(changed, source, `${name}: the change applies to the page's gulpfile`)
  fs.writeFileSync(path.join(dir, name), changed)
  return name
}

async function gulpBuild(dir: string, gulpfile = 'gulpfile.mjs') {
  const { runCommand } = await import('../lib/examples/runCommand')
  return runCommand(process.execPath, ['node_modules/gulp/bin/gulp.js', '--gulpfile', gulpfile, '--cwd', '.', 'build'], { cwd: dir, baseEnv: 'shell', env: { PWD: dir }, timeoutMs: 120_000 })
}

const ANSI = /\u001B\[[0-9;]*m/g

/** `gulp dev` running in its own process group: read its output, wait for it, stop it. */
function gulpDev(dir: string, gulpfile: string) {
  let output = ''
  // A reader's shell in the project: without what `npm run` and vite-node add (INIT_CWD, npm_*), PWD the project,
  // as weapp-tailwindcss looks for the project from them.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && !['INIT_CWD', 'NODE_OPTIONS'].includes(key) && !/^(VITE_NODE|VITEST)/.test(key)))
  const child = spawn(process.execPath, ['node_modules/gulp/bin/gulp.js', '--gulpfile', gulpfile, '--cwd', '.', 'dev'], { cwd: dir, env: { ...env, PWD: dir }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', chunk => { output += String(chunk).replace(ANSI, '') })
  child.stderr.on('data', chunk => { output += String(chunk).replace(ANSI, '') })
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {}
  }
  process.once('exit', stop)
  const count = (text: string) => output.split(text).length - 1
  return {
    output: () => output,
    count,
    async waitFor(test: (out: string) => boolean, what: string, ms = 30_000) {
      const start = Date.now()
      while (!test(output)) {
        assert.ok(child.exitCode === null, `gulp dev exited (${child.exitCode}) while waiting for ${what}:\n${output}`)
        assert.ok(Date.now() - start < ms, `timed out waiting for ${what}:\n${output}`)
        await new Promise(resolve => setTimeout(resolve, 200))
      }
    },
    alive: () => child.exitCode === null,
    stop,
  }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
const TTSS = 'src/pages/index/index.ttss'
const BROKEN = '.broken { color: red; \n'

/**
 * Watch with a gulpfile, break the page stylesheet, fix it again. Returns the output and whether the fix
 * reached dist. Leaves the page stylesheet valid.
 */
interface BreakAndFix { output: string; fixedInDist: boolean; finishedAfterError: boolean; alive: boolean }
async function breakAndFixStyles(dir: string, gulpfile: string): Promise<BreakAndFix> {
  fs.writeFileSync(path.join(dir, TTSS), '.title { color: red; }\n')
  const dev = gulpDev(dir, gulpfile)
  try {
    await dev.waitFor(out => out.includes('Starting \'watchSources\''), 'the first build')
    await sleep(1500)
    const before = dev.count('Starting \'styles\'')
    fs.writeFileSync(path.join(dir, TTSS), BROKEN)
    await dev.waitFor(() => dev.count('Starting \'styles\'') > before, 'the styles round for the broken file')
    await sleep(6000)
    const afterError = dev.output().split('Starting \'styles\'').slice(before + 1).join('')
    const finishedAfterError = afterError.includes('Finished \'styles\'')
    fs.writeFileSync(path.join(dir, TTSS), '.title { color: blue; }\n')
    await sleep(8000)
    const fixedInDist = read(dir, 'dist/pages/index/index.ttss').includes('blue')
    return { output: dev.output(), fixedInDist, finishedAfterError, alive: dev.alive() }
  } finally {
    dev.stop()
    fs.writeFileSync(path.join(dir, TTSS), '.title { color: red; }\n')
    await sleep(500)
  }
}

export default defineClaims(import.meta.url, [
  // ------------------------------------------------------------------ Node.js API page
  {
    id: 'api-entry-and-promise-history',
    says: 'weapp-tailwindcss/core exists since 2.11.0; transformWxss returned a Promise from the start, transformJs since 3.1.0, transformWxml since 4.6.0',
    quotes: [
      { page: API, text: '这个入口从 2.11.0 起提供' },
      { page: API, text: '三个方法里，`transformWxss` 一开始就返回 Promise，`transformJs` 从 3.1.0 起、`transformWxml` 从 4.6.0 起也改为返回 Promise' },
      { page: API_EN, text: 'This entry point has been available since 2.11.0. Of its three methods, `transformWxss` has returned a Promise from the start, `transformJs` since 3.1.0 and `transformWxml` since 4.6.0' },
    ],
    manual: {
      ran: 'in the upstream repository (sonofmagic/weapp-tailwindcss): git show v2.10.1:package.json (exports without ./core) and v2.11.0:package.json (exports ./core) with v2.11.0:src/core.ts (async function transformWxss, function transformJs, function transformWxml); v3.0.11:src/core.ts (transformJs not async) and v3.1.0:src/core.ts (async function transformJs, function transformWxml); packages/weapp-tailwindcss/src/core.ts at every tag from weapp-tailwindcss@4.5.0 to @4.6.3: "async function transformWxml" first at weapp-tailwindcss@4.6.0 (absent at 4.5.2); scripts/lint-docs/data/releases.json lists weapp-tailwindcss 2.11.0 as published',
      versions: 'upstream tags v2.10.1, v2.11.0, v3.0.11, v3.1.0, weapp-tailwindcss@4.5.2, weapp-tailwindcss@4.6.0',
      on: MANUAL_ON,
      why: 'the history lies in upstream tags; the packages installed here hold only 4.12.0, where all three return a Promise',
    },
  },
  {
    id: 'api-results-remembered-in-memory-only',
    says: 'In 4.12.0 transformJs (same code, unchanged class set) and transformWxss (same styles) return the remembered previous result; nothing of it survives into another process',
    quotes: [
      { page: API, text: '4.12.0 只在当前进程的内存里记住转换结果：类名集合不变时，同一段代码再交给 `transformJs`，或者同一段样式再交给 `transformWxss`，拿到的是上一次的结果' },
      { page: API, text: '进程结束后这些结果也不会留下' },
      { page: API_EN, text: '4.12.0 keeps transform results only in the memory of the current process: while the class name set stays the same, passing the same code to `transformJs` again, or the same styles to `transformWxss` again, gives you the previous result' },
      { page: API_EN, text: 'none of these results survive the process' },
    ],
    async proof() {
      // One process: the set object gains w-[2px] between two calls with the same code; the second call
      // still answers with the first result, so it was not transformed again. Styles: the very same Result.
      const script = (classes: string[], mutateTo: string[] | null) => `
        import { createContext } from 'weapp-tailwindcss/core'
        const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(root)}, supportCustomLengthUnitsPatch: false })
        const set = new Set(${JSON.stringify(classes)})
        const code = "export const cls = 'w-[1px] w-[2px]'\\n"
        console.log('JS1 ' + (await ctx.transformJs(code, { runtimeSet: set })).code.trim())
        ${mutateTo ? `for (const name of ${JSON.stringify(mutateTo)}) set.add(name)
        console.log('JS2 ' + (await ctx.transformJs(code, { runtimeSet: set })).code.trim())
        console.log('JS3 ' + (await ctx.transformJs(code + ' ', { runtimeSet: set })).code.trim())` : ''}
        const css = '.w-\\\\[1px\\\\]{width:1px}'
        const first = await ctx.transformWxss(css, { isMainChunk: false })
        console.log('WXSS same object ' + (first === await ctx.transformWxss(css, { isMainChunk: false })))
      `
      const one = await runSnippet(script(['w-[1px]'], ['w-[2px]']), root, 'module')
      assert.match(one, /^JS1 export const cls = 'w-_b1px_B w-\[2px\]'$/m)
      assert.match(one, /^JS2 export const cls = 'w-_b1px_B w-\[2px\]'$/m, 'same code, same set object: the remembered result')
      assert.match(one, /^JS3 export const cls = 'w-_b1px_B w-_b2px_B'$/m, 'other code: transformed with the set as it is now')
      assert.match(one, /^WXSS same object true$/m, 'same styles: the very same Result object')
      // Another process whose first set (same internal id) already has both classes: nothing was kept.
      const two = await runSnippet(script(['w-[1px]', 'w-[2px]'], null), root, 'module')
      assert.match(two, /^JS1 export const cls = 'w-_b1px_B w-_b2px_B'$/m, 'a new process transforms the same code afresh')
    },
  },
  {
    id: 'api-result-objects-and-writefile',
    says: 'transformWxss and transformJs return objects: writeFile rejects them with ERR_INVALID_ARG_TYPE and the quoted message, and transformJs\'s result in a string is [object Object]',
    quotes: [
      { page: API, text: '`transformWxss` 和 `transformJs` 返回的都是对象' },
      { page: API, text: '把它直接交给 `writeFile`，Node.js 20 会报 `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView`；把 `transformJs` 的返回值拼进字符串，得到的就是 `[object Object]`' },
      { page: API_EN, text: '`transformWxss` and `transformJs` both return objects' },
      { page: API_EN, text: 'Passed straight to `writeFile`, such an object makes Node.js 20 report `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView`; the return value of `transformJs` put into a string turns into `[object Object]`' },
    ],
    async proof() {
      const { context } = await import('./support/options')
      const ctx = await context()
      const wxss = await ctx.transformWxss('.w-\\[1px\\]{width:1px}', { isMainChunk: false })
      const js = await ctx.transformJs('const className = \'w-[1px]\'', { runtimeSet: new Set(['w-[1px]']) })
      assert.equal(typeof wxss, 'object')
      assert.equal(typeof js, 'object')
      assert.equal(`${js}`, '[object Object]')
      assert.equal(Number(process.versions.node.split('.')[0]), 20, 'the page names Node.js 20; this check runs on it')
      const dir = tempDir('writefile')
      for (const [name, value] of [['wxss', wxss], ['js', js]] as const) {
        await assert.rejects(fs.promises.writeFile(path.join(dir, name), value as never), (error: NodeJS.ErrnoException) => {
          assert.equal(error.code, 'ERR_INVALID_ARG_TYPE')
          assert.ok(error.message.startsWith('The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView'), error.message)
          return true
        }, `${name}: writeFile refuses the object`)
      }
    },
  },
  {
    id: 'api-core-esm-and-commonjs',
    says: 'weapp-tailwindcss/core can be imported as an ES module and required from CommonJS, both giving createContext',
    quotes: [
      { page: API, text: 'ES 模块和 CommonJS 两种写法都支持' },
      { page: API_EN, text: 'Both ES modules and CommonJS are supported' },
    ],
    async proof() {
      const esm = await runSnippet('import { createContext } from \'weapp-tailwindcss/core\'\nconsole.log(\'esm \' + typeof createContext)', root, 'module')
      const cjs = await runSnippet('const { createContext } = require(\'weapp-tailwindcss/core\')\nconsole.log(\'cjs \' + typeof createContext)', root, 'commonjs')
      assert.match(esm, /^esm function$/m)
      assert.match(cjs, /^cjs function$/m)
    },
  },

  // ------------------------------------------------------------------ principle page: escaping
  {
    id: 'principle-escape-rules-and-table',
    says: 'The page\'s mapping table is MappingChars2String of @weapp-core/escape 7.0.0 and the customReplaceDictionary default; isAllowedClassName is /^[\\w-]+$/; the URL, 确定, leading-digit, leading -digit, -mt-2 and non-ASCII examples; unescape without the table',
    quotes: [
      { page: PRINCIPLE, text: '下表是 weapp-tailwindcss 4.12.0 使用的默认表（`MappingChars2String`，也是 `customReplaceDictionary` 选项的默认值）' },
      { page: PRINCIPLE_EN, text: 'The table below is the default used by weapp-tailwindcss 4.12.0 (`MappingChars2String`, which is also the default of the `customReplaceDictionary` option)' },
      { page: PRINCIPLE, text: '`@weapp-core/escape` 导出的 `isAllowedClassName` 用正则 `/^[\\w-]+$/` 判断一个类名能不能原样使用' },
      { page: PRINCIPLE_EN, text: '`isAllowedClassName`, exported by `@weapp-core/escape`, uses the regular expression `/^[\\w-]+$/` to decide whether a class name can be used as it is' },
      { page: PRINCIPLE, text: '`\'https://example.com/a.png\'` 会被改成 `https_c_f_fexample_dcom_fa_dpng`，`\'确定\'` 会被编码成 `u_x786e_u_x5b9a_`' },
      { page: PRINCIPLE_EN, text: '`\'https://example.com/a.png\'` would become `https_c_f_fexample_dcom_fa_dpng`, `\'确定\'` (Chinese for "OK") would be encoded as `u_x786e_u_x5b9a_`' },
      { page: PRINCIPLE, text: '开头的数字前面会补一个下划线，例如 `2xl:p-4` 变成 `_2xl_cp-4`' },
      { page: PRINCIPLE_EN, text: 'an underscore is added before a leading digit; for example, `2xl:p-4` becomes `_2xl_cp-4`' },
      { page: PRINCIPLE, text: '**开头是连字符加数字**：`-1` 这类开头同样会补下划线' },
      { page: PRINCIPLE, text: '而 `-mt-2` 这种负值写法虽然也以连字符开头，紧跟其后的却是字母，原样保留' },
      { page: PRINCIPLE_EN, text: 'a start such as `-1` also gets an underscore, while a negative value like `-mt-2` also starts with a hyphen, but a letter follows it, so it is kept as it is' },
      { page: PRINCIPLE, text: '例如 `content-["中"]` 变成 `content-_b_qu_x4e2d__q_B`' },
      { page: PRINCIPLE_EN, text: 'for example, `content-["中"]` becomes `content-_b_qu_x4e2d__q_B`' },
      { page: PRINCIPLE, text: '注意 `unescape` 默认只还原 Unicode 编码和开头补的下划线，要完整还原映射表里的字符，需要把表传进去' },
      { page: PRINCIPLE_EN, text: 'Note that by default `unescape` only reverses the Unicode encoding and the added leading underscore; to restore the characters in the mapping table too, pass the table in' },
    ],
    async proof() {
      const escapeDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules/@weapp-core/escape/package.json')))
      assert.equal(JSON.parse(fs.readFileSync(path.join(escapeDir, 'package.json'), 'utf8')).version, '7.0.0')
      const { MappingChars2String, escape, isAllowedClassName, unescape } = await import('@weapp-core/escape')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      for (const page of [PRINCIPLE, PRINCIPLE_EN]) assert.deepEqual(mappingTableOf(page), { ...MappingChars2String }, `${page}: the table is MappingChars2String`)
      assert.deepEqual(getDefaultOptions().customReplaceDictionary, { ...MappingChars2String }, 'and the customReplaceDictionary default')
      assert.match(isAllowedClassName.toString(), /return \/\^\[\\w-\]\+\$\/\.test\(className\)/)
      const cases: Array<[string, string]> = [
        ['https://example.com/a.png', 'https_c_f_fexample_dcom_fa_dpng'], ['确定', 'u_x786e_u_x5b9a_'],
        ['2xl:p-4', '_2xl_cp-4'], ['-1', '_-1'], ['-1px', '_-1px'], ['-mt-2', '-mt-2'], ['content-["中"]', 'content-_b_qu_x4e2d__q_B'],
      ]
      for (const [input, output] of cases) assert.equal(escape(input), output, input)
      // Without the table only the Unicode form and the leading underscore are undone; the decode-class.ts block's comments.
      assert.equal(unescape('content-_b_qu_x4e2d__q_B'), 'content-_b_q中_q_B')
      assert.equal(unescape('_2xl_cp-4'), '2xl_cp-4')
      const decode = await pageBlock(PRINCIPLE, 'scripts/decode-class.ts')
      assert.match(decode, /console\.log\(unescape\(fromDevtools\)\) \/\/ bg-_b_h1677ff_B/)
      assert.match(decode, /console\.log\(unescape\(fromDevtools, \{ map: MappingChars2String \}\)\) \/\/ bg-\[#1677ff\]/)
      assert.equal(unescape('bg-_b_h1677ff_B'), 'bg-_b_h1677ff_B')
      assert.equal(unescape('bg-_b_h1677ff_B', { map: MappingChars2String }), 'bg-[#1677ff]')
    },
  },
  {
    id: 'principle-skip-escaping-table',
    says: 'Defaults and first releases of the skip-escaping options in the principle page\'s table: [\'weappTwIgnore\'] and [] since 4.0.0, jsPreserveClass keeps only a lone * since 2.6.1',
    quotes: [
      { page: PRINCIPLE, text: '| `ignoreTaggedTemplateExpressionIdentifiers` | 被这些标签函数包裹的模板字符串 | `[\'weappTwIgnore\']` | 4.0.0 |' },
      { page: PRINCIPLE, text: '| `ignoreCallExpressionIdentifiers` | 作为这些函数参数的字符串 | `[]` | 4.0.0 |' },
      { page: PRINCIPLE, text: '| `jsPreserveClass` | 回调返回 `true` 的词保留原样 | 只保留单独一个 `*` | 2.6.1 |' },
      { page: PRINCIPLE_EN, text: '| `ignoreTaggedTemplateExpressionIdentifiers` | Template literals wrapped in these tag functions | `[\'weappTwIgnore\']` | 4.0.0 |' },
      { page: PRINCIPLE_EN, text: '| `ignoreCallExpressionIdentifiers` | Strings passed as arguments to these functions | `[]` | 4.0.0 |' },
      { page: PRINCIPLE_EN, text: '| `jsPreserveClass` | Words for which the callback returns `true` are kept as they are | Keeps only a lone `*` | 2.6.1 |' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { assertFirstRelease, js } = await import('./support/options')
      const d = getDefaultOptions()
      assert.deepEqual(d.ignoreTaggedTemplateExpressionIdentifiers, ['weappTwIgnore'])
      assert.deepEqual(d.ignoreCallExpressionIdentifiers, [])
      const keep = d.jsPreserveClass as (word: string) => boolean
      assert.equal(keep('*'), true)
      for (const word of ['w-[1px]', '**', 'a*', '']) assert.equal(keep(word), false, word)
      // A lone * in the set stays a *, another word in the set is escaped.
      assert.equal(await js('const className = \'* w-[1px]\'', ['*', 'w-[1px]']), 'const className = \'* w-_b1px_B\'')
      await assertFirstRelease({ kind: 'option', name: 'ignoreTaggedTemplateExpressionIdentifiers' }, '4.0.0')
      await assertFirstRelease({ kind: 'option', name: 'ignoreCallExpressionIdentifiers' }, '4.0.0')
      await assertFirstRelease({ kind: 'option', name: 'jsPreserveClass' }, '2.6.1')
    },
  },

  // ------------------------------------------------------------------ principle page: styles
  {
    id: 'principle-selector-table-main-and-page-stylesheets',
    says: 'Default selector handling in 4.12.0: * → view,text; :root → page,.tw-root,wx-root-portal-content plus :host; sibling selectors → view/text combinations; :hover rules and @media (hover: hover) hover rules removed; @property removed — :host and the @property removal only in the main stylesheet',
    quotes: [
      { page: PRINCIPLE, text: '| `*`、`*, ::before, ::after` | `view,text` 以及 `::before,::after` | `cssSelectorReplacement.universal`，默认 `[\'view\',\'text\']` |' },
      { page: PRINCIPLE, text: '| `:root` | `page,.tw-root,wx-root-portal-content`，并补上 `:host` | `cssSelectorReplacement.root` |' },
      { page: PRINCIPLE, text: '| `.space-y-2 > :not([hidden]) ~ :not([hidden])` | `.space-y-2>view+view` 等组合 | `cssChildCombinatorReplaceValue`，默认 `[\'view\',\'text\']` |' },
      { page: PRINCIPLE, text: '默认值 `[\'view\',\'text\']` 会生成四种组合' },
      { page: PRINCIPLE_EN, text: 'The default `[\'view\',\'text\']` generates four combinations' },
      { page: PRINCIPLE, text: '| `.hover\\:bg-black:hover` | 整条规则删除 | `cssRemoveHoverPseudoClass`，默认 `true` |' },
      { page: PRINCIPLE, text: '| `@media (hover: hover)` 包裹层 | 展开后再按上一行处理 | — |' },
      { page: PRINCIPLE, text: '| `@property --tw-*` | 删除 | `cssRemoveProperty`，默认 `true` |' },
      { page: PRINCIPLE, text: '表中补上 `:host` 和删除 `@property` 这两项只在主样式文件（例如 `app.wxss`）里发生；页面和组件自己的样式文件保留 `@property`，`:root` 也只换成前三个选择器。' },
      { page: PRINCIPLE, text: 'Tailwind CSS 4 会把 `hover:` 变体包在 `@media (hover: hover)` 里，前置阶段会先去掉这层包裹，再按同样规则处理' },
      { page: PRINCIPLE_EN, text: '| `*`, `*, ::before, ::after` | `view,text` plus `::before,::after` | `cssSelectorReplacement.universal`, default `[\'view\',\'text\']` |' },
      { page: PRINCIPLE_EN, text: '| `:root` | `page,.tw-root,wx-root-portal-content`, with `:host` added | `cssSelectorReplacement.root` |' },
      { page: PRINCIPLE_EN, text: '| `.space-y-2 > :not([hidden]) ~ :not([hidden])` | Combinations such as `.space-y-2>view+view` | `cssChildCombinatorReplaceValue`, default `[\'view\',\'text\']` |' },
      { page: PRINCIPLE_EN, text: '| `.hover\\:bg-black:hover` | The whole rule is removed | `cssRemoveHoverPseudoClass`, default `true` |' },
      { page: PRINCIPLE_EN, text: '| An enclosing `@media (hover: hover)` | Unwrapped, then handled as in the previous row | — |' },
      { page: PRINCIPLE_EN, text: '| `@property --tw-*` | Removed | `cssRemoveProperty`, default `true` |' },
      { page: PRINCIPLE_EN, text: 'Adding `:host` and removing `@property` happen only in the main stylesheet (such as `app.wxss`); the stylesheets of individual pages and components keep their `@property` rules, and `:root` there becomes only the first three selectors.' },
      { page: PRINCIPLE_EN, text: 'Tailwind CSS 4 wraps the `hover:` variant in `@media (hover: hover)`; the pre stage removes that wrapper first and then applies the same rule' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { wxss, TW3 } = await import('./support/options')
      const d = getDefaultOptions()
      assert.deepEqual(d.cssSelectorReplacement, { root: ['page', '.tw-root', 'wx-root-portal-content'], universal: ['view', 'text'] })
      assert.deepEqual(d.cssChildCombinatorReplaceValue, ['view', 'text'])
      assert.equal(d.cssRemoveHoverPseudoClass, true)
      assert.equal(d.cssRemoveProperty, true)
      const css = '@property --tw-x { syntax: "*"; inherits: false; initial-value: 0 }\n:root{--a:1}\n*{color:blue}\n.space-y-2 > :not([hidden]) ~ :not([hidden]){margin-top:1rem}\n.hover\\:bg-black:hover{color:red}\n@media (hover: hover){.hover\\:bg-white:hover{color:red}}\n'
      for (const [label, options] of [['Tailwind CSS 4', {}], ['Tailwind CSS 3', TW3]] as const) {
        const main = await wxss(css, options, true)
        const page = await wxss(css, options, false)
        assert.match(main, /^page,\.tw-root,wx-root-portal-content,:host\{--a:1\}$/m, `${label}, main: :root with :host`)
        assert.match(main, /^view,text\{color:blue\}$/m, `${label}, main: *`)
        assert.match(main, /\.space-y-2>view\+view,\.space-y-2>view\+text,\.space-y-2>text\+view,\.space-y-2>text\+text\{/, `${label}, main: sibling combinations`)
        assert.doesNotMatch(main, /hover|@media/, `${label}, main: hover rules and their @media wrapper gone`)
        assert.doesNotMatch(main, /@property/, `${label}, main: @property removed`)
        assert.match(page, /@property --tw-x/, `${label}, page stylesheet: @property kept`)
        assert.match(page, /^page(?::not\(#\\#\))?,\.tw-root(?::not\(#\\#\))?,wx-root-portal-content(?::not\(#\\#\))?\{--a:1\}$/m, `${label}, page stylesheet: :root becomes the three selectors only`)
        assert.doesNotMatch(page, /:host/, `${label}, page stylesheet: no :host`)
      }
      // What Tailwind CSS 4.3.5 itself generates for hover: the @media (hover: hover) wrapper, gone from the output.
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const four = await runTailwind4({ template: '<view class="hover:bg-black"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(four.css, /@media \(hover: hover\) \{\s*\.hover\\:bg-black:hover/)
      assert.doesNotMatch(four.wxss, /hover/)
    },
  },
  {
    id: 'principle-variable-scope-preflight-and-spacing',
    says: 'Tailwind CSS 3 emits *, ::before, ::after with --tw-* variables; the main stylesheet gets view,text,::before,::after with cssPreflight appended and an extra ::before,::after { --tw-content }; cssPreflight false/object/false-entry and cssPreflightRange all; Tailwind CSS 4 margin-block-start/end swap, then become margin-bottom/top without a browserslist configuration and stay logical with -webkit- prefixes for modern targets',
    quotes: [
      { page: PRINCIPLE, text: 'Tailwind CSS 3 会输出一条 `*, ::before, ::after { --tw-translate-x: 0; … }` 规则，为所有元素准备组合类需要的 CSS 变量' },
      { page: PRINCIPLE, text: '小程序不认 `*`，于是处理器把它换成 `view,text`，并额外插入一条 `::before,::after { --tw-content: "" }`' },
      { page: PRINCIPLE, text: 'weapp-tailwindcss 用自己的一组基础样式代替，默认值是' },
      { page: PRINCIPLE_EN, text: 'weapp-tailwindcss replaces it with its own set of base styles. The default is' },
      { page: PRINCIPLE, text: '这组声明会追加到上面那条 `view,text,::before,::after` 规则里。传 `false` 可以整体关闭，传对象可以覆盖或删除单项（值为 `false` 表示删除）' },
      { page: PRINCIPLE, text: '默认只影响 `view`、`text` 和伪元素，设置 `cssPreflightRange: \'all\'` 可以扩大到所有元素' },
      { page: PRINCIPLE, text: 'Tailwind CSS 4 输出中的 `margin-block-start` 和 `margin-block-end` 会互换' },
      { page: PRINCIPLE, text: '没有 browserslist 配置时按它的默认目标处理，逻辑属性再被换算成物理属性，最后是 `margin-bottom`/`margin-top`' },
      { page: PRINCIPLE, text: 'browserslist 写的是 `last 1 chrome version`、`>0.5%, not dead` 这类范围时，保留为 `margin-block-end`/`margin-block-start` 并补上 `-webkit-` 前缀' },
      { page: PRINCIPLE_EN, text: 'Tailwind CSS 3 outputs a `*, ::before, ::after { --tw-translate-x: 0; … }` rule that sets up on every element the CSS variables compound classes need' },
      { page: PRINCIPLE_EN, text: 'Mini-programs don\'t understand `*`, so the processor replaces it with `view,text` and inserts an extra `::before,::after { --tw-content: "" }` rule' },
      { page: PRINCIPLE_EN, text: 'These declarations are appended to the `view,text,::before,::after` rule above. Pass `false` to turn them off entirely, or an object to override or remove individual entries (a value of `false` removes one)' },
      { page: PRINCIPLE_EN, text: 'By default they affect only `view`, `text` and pseudo-elements; setting `cssPreflightRange: \'all\'` extends them to every element' },
      { page: PRINCIPLE_EN, text: 'the `margin-block-start` and `margin-block-end` in Tailwind CSS 4\'s output swap places' },
      { page: PRINCIPLE_EN, text: 'without a browserslist configuration, its default targets apply, the logical properties are then converted to physical ones, and the result is `margin-bottom`/`margin-top`; with a range such as `last 1 chrome version` or `>0.5%, not dead`, they stay `margin-block-end`/`margin-block-start` and get `-webkit-` prefixes' },
    ],
    async proof() {
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const block = await pageBlock(PRINCIPLE, 'cssPreflight 的默认值')
      assert.deepEqual(getDefaultOptions().cssPreflight, Function(`return (${block})`)(), 'the page\'s block is the default')
      const { runTailwind3 } = await import('../lib/transforms/tailwind3')
      const template = '<view class="shadow-md translate-x-2 border"></view>'
      const rule = (css: string, selector: string) => css.split('}').map(part => part.trim()).find(part => part.startsWith(`${selector} {`)) ?? ''
      const plain = await runTailwind3({ template, options: {} })
      assert.match(rule(plain.css, '*, ::before, ::after'), /--tw-translate-x: 0;/, 'Tailwind CSS 3 generates the * rule with the variables')
      const scope = rule(plain.wxss, 'view,text,::before,::after')
      assert.match(scope, /--tw-translate-x: 0;/)
      assert.match(scope, /box-sizing: border-box;\s*border-width: 0;\s*border-style: solid;\s*border-color: currentColor$/, 'cssPreflight appended')
      assert.match(plain.wxss, /(^|\n)::before,::after \{\s*--tw-content: ""\s*\}/, 'the extra --tw-content rule')
      assert.doesNotMatch(plain.wxss, /(^|[\s,}])\*[\s,{]/, 'no * left')
      assert.doesNotMatch(rule((await runTailwind3({ template, options: { cssPreflight: false } })).wxss, 'view,text,::before,::after'), /box-sizing|border-style/, 'false: none of it')
      const object = rule((await runTailwind3({ template, options: { cssPreflight: { 'box-sizing': 'content-box', 'border-style': false } } })).wxss, 'view,text,::before,::after')
      assert.match(object, /box-sizing: content-box/, 'an entry overridden')
      assert.doesNotMatch(object, /border-style/, 'an entry removed with false')
      assert.match(object, /border-width: 0/, 'the other entries kept')
      const all = (await runTailwind3({ template, options: { cssPreflightRange: 'all' } })).wxss
      assert.match(all, /(^|\n)view,text,::before,::after,:not\(not\) \{[^}]*box-sizing: border-box/, 'all: :not(not) matches every element')
      // Tailwind CSS 4: space-y-2's logical margins, handed to transformWxss in processes with different browserslist targets.
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const four = await runTailwind4({ template: '<view class="space-y-2"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      assert.match(four.css, /margin-block-start: calc\(calc\(var\(--spacing\) \* 2\) \* var\(--tw-space-y-reverse\)\);\s*margin-block-end: calc\(calc\(var\(--spacing\) \* 2\) \* calc\(1 - var\(--tw-space-y-reverse\)\)\)/)
      const noConfig = tempDir('browserslist')
      const rewrite = async (cwd: string, browserslist?: string) => {
        const { runCommand } = await import('../lib/examples/runCommand')
        const source = `
          import { createContext } from 'weapp-tailwindcss/core'
          const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(root)}, supportCustomLengthUnitsPatch: false })
          const css = (await ctx.transformWxss(${JSON.stringify(four.css)})).css
          console.log('RULE' + JSON.stringify(css.split('}').find(part => part.includes('>view+view')) ?? ''))
        `
        fs.writeFileSync(path.join(cwd, 'rewrite.mjs'), source)
        const env: Record<string, string> = { NODE_PATH: path.join(root, 'node_modules') }
        if (browserslist) env.BROWSERSLIST = browserslist
        const result = await runCommand(process.execPath, ['rewrite.mjs'], { cwd, env, timeoutMs: 90_000 })
        assert.equal(result.exitCode, 0, result.output)
        const line = result.output.split('\n').find(text => text.startsWith('RULE'))!
        return JSON.parse(line.slice(4)) as string
      }
      // Importing weapp-tailwindcss/core resolves from the site; the temp folder has no browserslist configuration above it.
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(noConfig, 'node_modules'), 'dir')
      const physical = await rewrite(noConfig)
      assert.match(physical, /margin-bottom: calc\(\(var\(--spacing\)\*2\)\*var\(--tw-space-y-reverse\)\)/, `no browserslist: start (× reverse) → margin-bottom\n${physical}`)
      assert.match(physical, /margin-top: calc\(\(var\(--spacing\)\*2\)\*\(1 - var\(--tw-space-y-reverse\)\)\)/, 'no browserslist: end (× 1 − reverse) → margin-top')
      assert.doesNotMatch(physical, /margin-block/)
      for (const query of ['last 1 chrome version', '>0.5%, not dead']) {
        const logical = await rewrite(noConfig, query)
        assert.match(logical, /-webkit-margin-after: calc\(\(var\(--spacing\)\*2\)\*var\(--tw-space-y-reverse\)\);\s*margin-block-end: calc\(\(var\(--spacing\)\*2\)\*var\(--tw-space-y-reverse\)\)/, `${query}: start → margin-block-end, prefixed\n${logical}`)
        assert.match(logical, /-webkit-margin-before: calc\(\(var\(--spacing\)\*2\)\*\(1 - var\(--tw-space-y-reverse\)\)\);\s*margin-block-start: calc/, `${query}: end → margin-block-start, prefixed`)
        assert.doesNotMatch(logical, /margin-(top|bottom)/)
      }
    },
  },
  {
    id: 'principle-pipeline-units-and-layers',
    says: 'The style handler is one PostCSS pipeline in pre/normal/post stages, with rem and px conversion as nodes of its normal stage; rem2rpx true = rootValue 32, propList *, rpx; Tailwind CSS 4 --spacing: 0.25rem becomes 8rpx; px2rpx true = 1px → 1rpx; @layer flattened in the main stylesheet; rem2rpx since 3.0.0, px2rpx since 4.3.0, hover switch since 3.2.1',
    quotes: [
      { page: PRINCIPLE, text: '样式处理器由 `@weapp-tailwindcss/postcss` 提供，它是一条 PostCSS 插件流水线，分成前置、主体、后置三个阶段' },
      { page: PRINCIPLE, text: '单位换算也发生在样式处理器里，和选择器改写处在同一条 PostCSS 流水线中' },
      { page: PRINCIPLE, text: '`rem2rpx`（3.0.0 起）把 `rem` 换成 `rpx`' },
      { page: PRINCIPLE, text: '传 `true` 时使用默认参数：`rootValue` 为 32、`propList` 为 `[\'*\']`、`transformUnit` 为 `\'rpx\'`，也就是 `1rem = 32rpx`' },
      { page: PRINCIPLE, text: 'Tailwind CSS 4 的间距基于变量 `--spacing: 0.25rem`，开启后这个变量本身会变成 `--spacing: 8rpx`' },
      { page: PRINCIPLE, text: '`px2rpx`（4.3.0 起）处理 `px`。传 `true` 时按 `1px = 1rpx` 换算' },
      { page: PRINCIPLE, text: '主样式文件里的 `@layer` 会被展开成普通规则' },
      { page: PRINCIPLE, text: '输出原生 `@layer`，主样式文件中会被展开' },
      { page: PRINCIPLE_EN, text: 'Outputs native `@layer`, which is flattened in the main stylesheet' },
      { page: PRINCIPLE, text: 'weapp-tailwindcss 默认开启的 `supportCustomLengthUnitsPatch` 就是为此给 Tailwind CSS 打补丁' },
      { page: PRINCIPLE_EN, text: 'The `supportCustomLengthUnitsPatch` that weapp-tailwindcss turns on by default patches Tailwind CSS for exactly this reason' },
      { page: PRINCIPLE, text: '带 `:hover` 的规则默认整条删除（3.2.1 起提供开关）' },
      { page: PRINCIPLE_EN, text: 'The style processor comes from `@weapp-tailwindcss/postcss`. It is a pipeline of PostCSS plugins in three stages: pre, main and post' },
      { page: PRINCIPLE_EN, text: 'Unit conversion also happens in the style processor, in the same PostCSS pipeline as the selector rewriting' },
      { page: PRINCIPLE_EN, text: '`rem2rpx` (since 3.0.0) converts `rem` to `rpx`' },
      { page: PRINCIPLE_EN, text: 'With `true`, the default parameters are used: `rootValue` 32, `propList` `[\'*\']` and `transformUnit` `\'rpx\'`, that is, `1rem = 32rpx`' },
      { page: PRINCIPLE_EN, text: 'Tailwind CSS 4\'s spacing is based on the variable `--spacing: 0.25rem`; with the option on, the variable itself becomes `--spacing: 8rpx`' },
      { page: PRINCIPLE_EN, text: '`px2rpx` (since 4.3.0) handles `px`. With `true` it converts at `1px = 1rpx`' },
      { page: PRINCIPLE_EN, text: '`@layer` in the main stylesheet is flattened into ordinary rules' },
      { page: PRINCIPLE_EN, text: 'Rules with `:hover` are removed entirely by default (a switch is available since 3.2.1)' },
    ],
    async proof() {
      const { createStylePipeline } = await import('@weapp-tailwindcss/postcss' as string) as { createStylePipeline: (options: object) => { nodes: Array<{ id: string; stage: string }> } }
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const { nodes } = createStylePipeline({ ...getDefaultOptions(), rem2rpx: true, px2rpx: true })
      assert.deepEqual([...new Set(nodes.map(node => node.stage))], ['pre', 'normal', 'post'], 'three stages in this order')
      for (const id of ['normal:rem-transform', 'normal:px-transform']) assert.ok(nodes.some(node => node.id === id && node.stage === 'normal'), `${id} in the main stage of the same pipeline`)
      const { wxss, assertFirstRelease } = await import('./support/options')
      const css = '.p-4{padding:1rem}.m{margin:1rem 2px}'
      assert.equal(await wxss(css, { rem2rpx: true }, false), '.p-4{padding:32rpx}.m{margin:32rpx 2px}')
      assert.equal(await wxss(css, { rem2rpx: { rootValue: 32, propList: ['*'], transformUnit: 'rpx' } }, false), await wxss(css, { rem2rpx: true }, false), 'true = those three parameters')
      assert.equal(await wxss(css, { px2rpx: true }, false), '.p-4{padding:1rem}.m{margin:1rem 2rpx}')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const four = await runTailwind4({ template: '<view class="p-4 space-y-2"></view>', css: '@import "weapp-tailwindcss";', options: { rem2rpx: true } })
      assert.match(four.css, /--spacing: \.25rem;/)
      assert.match(four.wxss, /--spacing: 8rpx;/)
      assert.match(four.css, /@layer properties/, 'Tailwind CSS 4 generates @layer')
      assert.doesNotMatch(four.wxss, /@layer/, 'the main stylesheet has none left')
      // The rpx length-unit patch is part of the patcher's options unless supportCustomLengthUnitsPatch is false (nothing is patched here).
      const { getCompilerContext } = await import('weapp-tailwindcss/dist/chunk-HVNGIKLS.js' as string) as { getCompilerContext: (o: object) => { twPatcher: { options: { features: { extendLengthUnits: unknown } } } } }
      const units = (options: object) => getCompilerContext({ logLevel: 'silent', tailwindcssBasedir: root, ...options }).twPatcher.options.features.extendLengthUnits
      assert.deepEqual(units({}), { units: ['rpx'], overwrite: true, enabled: true }, 'on by default')
      assert.equal(units({ supportCustomLengthUnitsPatch: false }), null)
      await assertFirstRelease({ kind: 'option', name: 'rem2rpx' }, '3.0.0')
      await assertFirstRelease({ kind: 'option', name: 'px2rpx' }, '4.3.0')
      await assertFirstRelease({ kind: 'option', name: 'cssRemoveHoverPseudoClass' }, '3.2.1')
    },
  },
  {
    id: 'principle-tailwind-3-and-4-differences',
    says: 'autoprefixer is off with Tailwind CSS 3 and on with 4 (option since 4.12.0); cssCalc is on with 4 and leaves a precomputed line before the calc() one',
    quotes: [
      { page: PRINCIPLE, text: '| 兼容前缀 | `autoprefixer` 默认关闭 | `autoprefixer` 默认开启（4.12.0 起提供开关） |' },
      { page: PRINCIPLE, text: '基于 `--spacing` 变量与 `calc()`，`cssCalc` 默认开启，会预先算出一行回退值' },
      { page: PRINCIPLE_EN, text: '`autoprefixer` off by default' },
      { page: PRINCIPLE_EN, text: '`autoprefixer` on by default (a switch is available since 4.12.0)' },
      { page: PRINCIPLE_EN, text: 'Based on the `--spacing` variable and `calc()`; `cssCalc` is on by default and precomputes a fallback line' },
    ],
    async proof() {
      const { wxss, TW3, assertFirstRelease } = await import('./support/options')
      const prefix = '.clip{background-clip:text}'
      assert.match(await wxss(prefix, {}, false), /-webkit-background-clip:text/, 'Tailwind CSS 4: prefixed')
      assert.doesNotMatch(await wxss(prefix, TW3, false), /-webkit-/, 'Tailwind CSS 3: not prefixed')
      await assertFirstRelease({ kind: 'option', name: 'autoprefixer' }, '4.12.0')
      const { runTailwind4 } = await import('../lib/transforms/tailwind4')
      const four = await runTailwind4({ template: '<view class="p-4"></view>', css: '@import "weapp-tailwindcss";', options: {} })
      const p4 = four.wxss.split('}').find(part => /\.p-4 \{/.test(part)) ?? ''
      assert.match(p4, /padding: 1rem;\s*padding: calc\(var\(--spacing\)\*4\)/, 'a precomputed line, then the calc() line')
    },
  },
  {
    id: 'principle-inspect-script',
    says: 'The principle page\'s scripts/inspect.mjs, run with node in a Tailwind CSS 4 project, prints the two results its comments show',
    quotes: [
      { page: PRINCIPLE, text: 'console.log(wxml) // <view class="mt-_b20px_B md_cp-4"></view>' },
      { page: PRINCIPLE, text: 'console.log(css) // .mt-_b20px_B{margin-top:20px}' },
      { page: PRINCIPLE_EN, text: 'console.log(wxml) // <view class="mt-_b20px_B md_cp-4"></view>' },
      { page: PRINCIPLE_EN, text: 'console.log(css) // .mt-_b20px_B{margin-top:20px}' },
    ],
    async proof() {
      // createContext() with the page's options patches tailwindcss: a project with its own copy of it.
      const { Fixture } = await import('../lib/examples/cliFixtures')
      const { runCommand } = await import('../lib/examples/runCommand')
      const fixture = Fixture.create(root, 'inspect')
      process.once('exit', () => fixture.remove())
      fixture.file('package.json', { name: 'inspect', private: true }).link('weapp-tailwindcss').copy('tailwindcss')
      const script = await pageBlock(PRINCIPLE, 'scripts/inspect.mjs')
      assert.equal(await pageBlock(PRINCIPLE_EN, 'scripts/inspect.mjs'), script)
      fixture.file('scripts/inspect.mjs', script)
      const run = await runCommand(process.execPath, ['scripts/inspect.mjs'], { cwd: fixture.dir, env: { NODE_PATH: path.join(root, 'node_modules'), PWD: fixture.dir }, timeoutMs: 90_000 })
      assert.equal(run.exitCode, 0, run.output)
      const printed = run.output.split('\n')
      for (const comment of script.matchAll(/^console\.log\(\w+\) \/\/ (.+)$/gm)) assert.ok(printed.includes(comment[1]!), `printed ${comment[1]}:\n${run.output}`)
    },
    timeoutMs: 120_000,
  },
  {
    id: 'principle-wechat-compilers',
    says: 'miniprogram-compiler 0.2.3: wcc keeps class="w-[100px] bg-[#fff] w-1/2 md:flex" intact; wcsc prints unexpected `\\` at pos N (pos counted over the whole file), unexpected token `*`, error at token `>` for Tailwind CSS 4\'s space-y selector and error at token `:` for Tailwind CSS 3\'s',
    quotes: [
      { page: PRINCIPLE, text: '用 npm 包 miniprogram-compiler 0.2.3 附带的 Linux 版模板编译器 `wcc` 编译 `<view class="w-[100px] bg-[#fff] w-1/2 md:flex">`，生成的代码里这串类名原样保留' },
      { page: PRINCIPLE, text: '用同一个包里的 WXSS 编译器 `wcsc` 编译只有一条 `.w-\\[100px\\] { width: 100px; }` 的 `a.wxss`，打印的是 `` ERR: a.wxss(1:4): unexpected `\\` at pos 4 ``' },
      { page: PRINCIPLE, text: '`pos` 后的数字是反斜杠在整个文件里的字符位置（从 1 数起），只有出错的地方在第一行时才和列号相同' },
      { page: PRINCIPLE, text: '遇到通配符时则是 `` unexpected token `*` ``' },
      { page: PRINCIPLE, text: 'Tailwind CSS 4 的 `:where(.space-y-2 > :not(:last-child))` 报 `` error at token `>` ``，Tailwind CSS 3 的 `.space-y-2 > :not([hidden]) ~ :not([hidden])` 报 `` error at token `:` ``' },
      { page: PRINCIPLE, text: '**选择器能力**：WXSS 不支持通配符 `*`' },
      { page: PRINCIPLE, text: 'WXSS 编译器对选择器的解析很保守，`.w-\\[100px\\]` 这种带反斜杠转义的写法会让编译直接失败' },
      { page: PRINCIPLE_EN, text: 'the WXSS compiler parses selectors very conservatively, and an escaped form with backslashes such as `.w-\\[100px\\]` makes compilation fail outright' },
      { page: PRINCIPLE, text: '`space-y-*`、`divide-*` 在网页上依赖的组合写法也过不了编译（见上一条）' },
      { page: PRINCIPLE_EN, text: 'Compiling `<view class="w-[100px] bg-[#fff] w-1/2 md:flex">` with `wcc`, the Linux build of the template compiler shipped with the npm package miniprogram-compiler 0.2.3, leaves that string of class names intact in the generated code' },
      { page: PRINCIPLE_EN, text: 'Compiling an `a.wxss` that holds only `.w-\\[100px\\] { width: 100px; }` with `wcsc`, the WXSS compiler from the same package, prints `` ERR: a.wxss(1:4): unexpected `\\` at pos 4 ``' },
      { page: PRINCIPLE_EN, text: 'the number after `pos` is the backslash\'s character offset in the whole file (counting from 1), which equals the column only when the error is on the first line' },
      { page: PRINCIPLE_EN, text: 'For the universal selector it is `` unexpected token `*` ``' },
      { page: PRINCIPLE_EN, text: 'Tailwind CSS 4\'s `:where(.space-y-2 > :not(:last-child))` reports `` error at token `>` ``, and Tailwind CSS 3\'s `.space-y-2 > :not([hidden]) ~ :not([hidden])` reports `` error at token `:` ``' },
      { page: PRINCIPLE_EN, text: '**Selector capabilities**: WXSS doesn\'t support the universal selector `*`' },
      { page: PRINCIPLE_EN, text: 'the combinations that `space-y-*` and `divide-*` rely on in the browser don\'t compile either (see the previous point)' },
    ],
    async proof() {
      assert.equal(`${process.platform}-${process.arch}`, 'linux-x64', 'the Linux build of the compilers')
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['miniprogram-compiler@0.2.3'])
      const bin = (name: string) => {
        const file = path.join(project, 'node_modules/miniprogram-compiler/bin/linux', name)
        fs.chmodSync(file, 0o755)
        return file
      }
      const dir = tempDir('wechat-compilers')
      const compile = async (tool: 'wcc' | 'wcsc', file: string, text: string) => {
        fs.writeFileSync(path.join(dir, file), text)
        return runCommand(bin(tool), [file, '-o', `${file}.js`], { cwd: dir, timeoutMs: 30_000 })
      }
      const template = await compile('wcc', 'index.wxml', '<view class="w-[100px] bg-[#fff] w-1/2 md:flex">x</view>\n')
      assert.equal(template.exitCode, 0, template.output)
      assert.ok(fs.readFileSync(path.join(dir, 'index.wxml.js'), 'utf8').includes('w-[100px] bg-[#fff] w-1/2 md:flex'), 'wcc keeps the class string')
      const firstLine = (result: { output: string }) => result.output.split('\n').find(line => line.startsWith('ERR:'))
      const wxss = [
        ['a.wxss', '.w-\\[100px\\] { width: 100px; }\n', 'ERR: a.wxss(1:4): unexpected `\\` at pos 4'],
        ['c.wxss', '.a { color: red; }\n.w-\\[100px\\] { width: 100px; }\n', 'ERR: c.wxss(2:4): unexpected `\\` at pos 23'],
        ['b.wxss', '* { margin: 0; }\n', 'ERR: b.wxss(1:1): unexpected token `*`'],
        ['d.wxss', ':where(.space-y-2 > :not(:last-child)) { margin-top: 1px; }\n', 'ERR: d.wxss(1:19): error at token `>`'],
        ['e.wxss', '.space-y-2 > :not([hidden]) ~ :not([hidden]) { margin-top: 1px; }\n', 'ERR: e.wxss(1:14): error at token `:`'],
      ] as const
      for (const [file, text, message] of wxss) {
        const result = await compile('wcsc', file, text)
        assert.notEqual(result.exitCode, 0, `${file} fails`)
        assert.equal(firstLine(result), message, file)
      }
      // The rewritten forms compile.
      const ok = await compile('wcsc', 'ok.wxss', '.w-_b100px_B { width: 100px; }\nview,text { margin: 0; }\n.space-y-2>view+view { margin-top: 1px; }\n')
      assert.equal(ok.exitCode, 0, ok.output)
    },
    slow: true,
    timeoutMs: 300_000,
  },
  {
    id: 'principle-tailwind-3-2-length-units',
    says: 'Unpatched, Tailwind CSS 3.2.0 generates color: 28rpx for text-[28rpx] while 3.1.8 generates font-size: 28rpx; 3.1.8 tests only the end of the value, 3.2.0 the whole value as number + unit',
    quotes: [
      { page: PRINCIPLE, text: 'Tailwind CSS 从 3.2.0 起判断任意值是不是长度时，要求整个值是“数字加单位表里的单位”，`rpx` 不在表上，没打补丁时 `text-[28rpx]` 就被当成了颜色（Tailwind CSS 3.1.8 只看值的结尾，`28rpx` 以 `px` 结尾，生成的还是 `font-size: 28rpx`）' },
      { page: PRINCIPLE_EN, text: 'Since 3.2.0, when Tailwind CSS decides whether an arbitrary value is a length, the whole value has to be a number followed by a unit from its list; `rpx` is not on the list, so without a patch `text-[28rpx]` is taken as a color (Tailwind CSS 3.1.8 looked only at the end of the value, and since `28rpx` ends in `px` it still generated `font-size: 28rpx`)' },
    ],
    async proof() {
      const { installed } = await import('./support/uni-css')
      const project = await installed(['tailwindcss-318@npm:tailwindcss@3.1.8', 'tailwindcss-320@npm:tailwindcss@3.2.0', 'postcss@8'])
      const out = await runSnippet(`
        const postcss = require('postcss')
        ;(async () => {
          for (const name of ['tailwindcss-318', 'tailwindcss-320']) {
            const source = require('fs').readFileSync(require.resolve(name + '/lib/util/dataTypes.js'), 'utf8')
            const result = await postcss([require(name)({ content: [{ raw: 'text-[28rpx]' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })
            console.log(name + ' ' + require(name + '/package.json').version + ' ' + result.css.replace(/\\s+/g, ' ').trim())
            console.log(name + ' anchored ' + source.includes('^[+-]?[0-9]*') + ' rpx ' + /["']rpx["']/.test(source))
          }
        })()
      `, project, 'commonjs')
      assert.match(out, /^tailwindcss-318 3\.1\.8 \.text-\\\[28rpx\\\] \{ font-size: 28rpx \}$/m)
      assert.match(out, /^tailwindcss-320 3\.2\.0 \.text-\\\[28rpx\\\] \{ color: 28rpx \}$/m)
      assert.match(out, /^tailwindcss-318 anchored false rpx false$/m, '3.1.8: the unit test is not anchored to a number')
      assert.match(out, /^tailwindcss-320 anchored true rpx false$/m, '3.2.0: number + unit, and rpx is not a unit')
    },
    slow: true,
    timeoutMs: 300_000,
  },

  {
    id: 'principle-tailwind-4-3-4-margin-trim',
    says: 'Tailwind CSS 4.3.3 writes margin-trim: inline in the @layer properties fallback\'s @supports, 4.3.4 margin-trim: block; weapp-tailwindcss 4.12.0 unwraps the first and keeps the second, whose output then carries :not(#\\#) throughout',
    quotes: [
      { page: PRINCIPLE, text: '例外是 Tailwind CSS 4.3.4 起的版本：末尾那段 `@layer properties` 兜底规则的 `@supports` 条件改成了 `margin-trim: block`，weapp-tailwindcss 4.12.0 只认得旧的 `margin-trim: inline`，这一层就拆不掉，产物里会出现大量 `:not(#\\#)`' },
      { page: PRINCIPLE_EN, text: 'The exception is Tailwind CSS 4.3.4 and later: the `@supports` condition of the `@layer properties` fallback block at the end changed to `margin-trim: block`, and weapp-tailwindcss 4.12.0 only recognizes the old `margin-trim: inline`, so this layer can\'t be removed and the output gets a large number of `:not(#\\#)`' },
    ],
    async proof() {
      const { installed } = await import('./support/uni-css')
      const { runCommand } = await import('../lib/examples/runCommand')
      const project = await installed(['tw433@npm:tailwindcss@4.3.3', 'tw434@npm:tailwindcss@4.3.4'])
      const script = `
        import fs from 'node:fs'
        import { createRequire } from 'node:module'
        const { createContext } = await import(createRequire(${JSON.stringify(path.join(root, 'package.json'))}).resolve('weapp-tailwindcss/core'))
        const ctx = createContext({ logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(root)}, supportCustomLengthUnitsPatch: false })
        for (const name of ['tw433', 'tw434']) {
          const base = 'node_modules/' + name
          const load = async (id, from) => { const file = id === 'tailwindcss' ? base + '/index.css' : from + '/' + id; return { path: file, base: from, content: fs.readFileSync(file, 'utf8') } }
          const compiled = await (await import(name)).compile('@import "tailwindcss";', { base, loadStylesheet: load })
          const css = compiled.build(['shadow', 'translate-x-2', 'space-y-2'])
          const out = (await ctx.transformWxss(css, { isMainChunk: true })).css
          console.log(name + ' generated ' + (css.match(/not \\(margin-trim: \\w+\\)/) ?? ['none'])[0] + ' | output margin-trim ' + /margin-trim/.test(out) + ' | not# ' + (out.match(/:not\\(#\\\\#\\)/g) ?? []).length)
        }
      `
      fs.writeFileSync(path.join(project, 'margin-trim.mjs'), script)
      const run = await runCommand(process.execPath, ['margin-trim.mjs'], { cwd: project, env: { BROWSERSLIST: 'defaults' }, timeoutMs: 120_000 })
      assert.equal(run.exitCode, 0, run.output)
      assert.match(run.output, /^tw433 generated not \(margin-trim: inline\) \| output margin-trim false \| not# 0$/m, run.output)
      const later = /^tw434 generated not \(margin-trim: block\) \| output margin-trim true \| not# (\d+)$/m.exec(run.output)
      assert.ok(later, run.output)
      assert.ok(Number(later[1]) > 20, `4.3.4: many :not(#\\#) (${later[1]})`)
    },
    slow: true,
    timeoutMs: 300_000,
  },

  // ------------------------------------------------------------------ native Toutiao page, real gulp
  {
    id: 'toutiao-real-gulp-build',
    says: 'With the page\'s install command, files and gulpfile, the real gulp 5 build gives dist the same tree as src, copies a binary file byte for byte (it is changed without encoding: false), escapes the template and styles, and escapes a JS-only pt-[33px] while watching',
    quotes: [
      { page: TOUTIAO, text: '执行 `npm run build`，`dist` 中应包含与 `src` 相同的目录结构' },
      { page: TOUTIAO, text: '// 图片等二进制文件需要关闭 gulp 5 默认的 utf8 编码' },
      { page: TOUTIAO_EN, text: 'Run `npm run build`; `dist` should have the same directory structure as `src`' },
      { page: TOUTIAO_EN, text: '// binary files such as images need gulp 5\'s default utf8 encoding turned off' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = await toutiaoProject()
      const build = await runCommand('npm', ['run', 'build'], { cwd: dir, baseEnv: 'shell', env: { PWD: dir }, timeoutMs: 120_000 })
      assert.equal(build.exitCode, 0, build.output)
      const tree = (base: string) => (fs.readdirSync(path.join(dir, base), { recursive: true }) as string[])
        .filter(rel => fs.statSync(path.join(dir, base, rel)).isFile()).sort()
      assert.deepEqual(tree('dist'), tree('src'), 'dist has the tree of src')
      assert.ok(fs.readFileSync(path.join(dir, 'src/images/logo.png')).equals(fs.readFileSync(path.join(dir, 'dist/images/logo.png'))), 'the binary file is copied unchanged')
      assert.equal(read(dir, 'dist/pages/index/index.ttml').trim(), '<view class="w-1_f2 bg-_b_hfafa00_B p-4">hi</view>')
      assert.match(read(dir, 'dist/app.ttss'), /\.p-4 \{\s*padding: 32rpx\s*\}/)
      // Without encoding: false, the same file is not copied as it is.
      const noEncoding = await gulpfileVariant(dir, 'gulpfile-utf8.mjs', source => source.replace('src(others, { encoding: false })', 'src(others)'))
      const utf8 = await gulpBuild(dir, noEncoding)
      assert.equal(utf8.exitCode, 0, utf8.output)
      assert.ok(!fs.readFileSync(path.join(dir, 'src/images/logo.png')).equals(fs.readFileSync(path.join(dir, 'dist/images/logo.png'))), 'gulp 5\'s default encoding changes the binary file')
      // Check 6 with the real watcher: a class only in JS, written while `gulp dev` runs.
      const dev = gulpDev(dir, 'gulpfile.mjs')
      try {
        await dev.waitFor(out => out.includes('Starting \'watchSources\''), 'the first build')
        await sleep(1500)
        const rounds = dev.count('Finished \'scripts\'')
        fs.writeFileSync(path.join(dir, 'src/pages/index/index.js'), 'Page({\n  data: {\n    cls: \'pt-[33px]\',\n  },\n})\n')
        await dev.waitFor(() => dev.count('Finished \'scripts\'') > rounds, 'the watch round')
        await sleep(500)
        assert.match(read(dir, 'dist/pages/index/index.js'), /cls: 'pt-_b33px_B'/)
        assert.match(read(dir, 'dist/app.ttss'), /\.pt-_b33px_B \{/)
      } finally {
        dev.stop()
        fs.writeFileSync(path.join(dir, 'src/pages/index/index.js'), 'Page({\n  data: {},\n})\n')
      }
    },
    slow: true,
    timeoutMs: 900_000,
  },
  {
    id: 'toutiao-keepgoing-vs-bare-plumber',
    says: 'Watching with a bare plumber(), a broken .ttss leaves the styles round unfinished and the later fix never reaches dist; without plumber the error is not even printed; keepGoing() prints it, ends the round, picks up the fix, and a one-off build still exits 1',
    quotes: [
      { page: TOUTIAO, text: '`gulp-plumber` 用来接住转换过程中的报错（用法见第 4 步）' },
      { page: TOUTIAO, text: '只写 `plumber()` 的话，某个 `.ttss` 一旦写错，这一轮 `styles` 就一直不结束，之后把这个文件改对，样式也不会重新生成；不用 plumber，连出错原因都不会打印' },
      { page: TOUTIAO, text: '`keepGoing()` 打印原因并结束这一轮，监听照常响应之后的修改，一次性构建仍以退出码 1 结束' },
      { page: TOUTIAO_EN, text: '`gulp-plumber` catches errors raised while files are transformed (step 4 shows how it is used)' },
      { page: TOUTIAO_EN, text: 'With a bare `plumber()`, once a `.ttss` file has a mistake, that round of `styles` never finishes, and fixing the file afterwards does not regenerate the styles; without plumber, the cause of the error is not even printed' },
      { page: TOUTIAO_EN, text: '`keepGoing()` prints the cause and ends the round, so watching keeps responding to later changes, and a one-off build still exits with code 1' },
    ],
    async proof() {
      const dir = await toutiaoProject()
      const page = await breakAndFixStyles(dir, 'gulpfile.mjs')
      assert.ok(page.alive, 'keepGoing: still watching')
      assert.match(page.output, /index\.ttss:1:1: Unclosed block/, 'keepGoing: the cause is printed')
      assert.ok(page.finishedAfterError, 'keepGoing: the round ends')
      assert.ok(page.fixedInDist, 'keepGoing: the fix reaches dist')
      const bare = await breakAndFixStyles(dir, await gulpfileVariant(dir, 'gulpfile-bare.mjs', source => source.replaceAll('.pipe(keepGoing())', '.pipe(plumber())')))
      assert.ok(bare.alive, 'bare plumber: the process is still there')
      assert.match(bare.output, /Plumber found unhandled error:[\s\S]*Unclosed block/, 'bare plumber: the cause is printed')
      assert.ok(!bare.finishedAfterError, 'bare plumber: the styles round never finishes')
      assert.ok(!bare.fixedInDist, 'bare plumber: the fix does not reach dist')
      const none = await breakAndFixStyles(dir, await gulpfileVariant(dir, 'gulpfile-none.mjs', source => source.replaceAll('.pipe(keepGoing())', '')))
      assert.doesNotMatch(none.output, /Unclosed block/, 'without plumber: no cause printed')
      assert.ok(!none.finishedAfterError && !none.fixedInDist, 'without plumber: stuck as well')
      // One-off build with the page's gulpfile and a broken stylesheet.
      fs.writeFileSync(path.join(dir, TTSS), BROKEN)
      try {
        const build = await gulpBuild(dir)
        assert.equal(build.exitCode, 1, build.output)
        assert.match(build.output, /Unclosed block/)
        assert.match(build.output, /Finished 'build'/, 'the other tasks still run to the end')
      } finally {
        fs.writeFileSync(path.join(dir, TTSS), '.title { color: red; }\n')
      }
    },
    slow: true,
    timeoutMs: 900_000,
  },

  // ------------------------------------------------------------------ glossary
  {
    id: 'glossary-npm-runs-project-postinstall-on-bare-install-only',
    says: 'npm 11.19.1 runs the project\'s own postinstall after npm install without package names and after npm ci, not after npm install <package>',
    quotes: [
      { page: GLOSSARY, text: '执行不带包名的 `npm install` 或 `npm ci` 时，npm 装完依赖会运行项目自己的 `postinstall` 脚本，补丁随之重新打上' },
      { page: GLOSSARY, text: '用 `npm install <包名>` 添加或升级单个依赖时，npm 11.19.1 不运行这个脚本' },
      { page: GLOSSARY_EN, text: 'when you run `npm install` without a package name, or `npm ci`, npm runs the project\'s own `postinstall` script once the dependencies are installed, so the patch is applied again' },
      { page: GLOSSARY_EN, text: 'When you add or upgrade a single dependency with `npm install <package>`, npm 11.19.1 does not run that script' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const base = tempDir('npm-postinstall')
      write(base, {
        'dep/package.json': '{ "name": "local-dep", "version": "1.0.0" }\n',
        'project/package.json': JSON.stringify({ name: 'project', version: '1.0.0', private: true, scripts: { postinstall: 'node -e "require(\'fs\').appendFileSync(\'ran.log\', \'x\')"' } }),
      })
      const project = path.join(base, 'project')
      const npm = async (...args: string[]) => {
        fs.rmSync(path.join(project, 'ran.log'), { force: true })
        const result = await runCommand('npm', [...args, '--offline', '--no-audit', '--no-fund'], { cwd: project, baseEnv: 'shell', env: { PWD: project }, timeoutMs: 90_000 })
        assert.equal(result.exitCode, 0, result.output)
        return fs.existsSync(path.join(project, 'ran.log'))
      }
      const version = await runCommand('npm', ['--version'], { cwd: project, baseEnv: 'shell' })
      assert.equal(version.output.trim(), '11.19.1')
      assert.equal(await npm('install', '-D', '../dep'), false, 'npm install <package>: not run')
      assert.equal(await npm('install'), true, 'npm install: run')
      assert.equal(await npm('ci'), true, 'npm ci: run')
      assert.equal(await npm('install', '../dep'), false, 'npm install <package> again: not run')
    },
    timeoutMs: 120_000,
  },
  {
    id: 'glossary-named-tailwind-upgrade-is-unpatched',
    says: 'In an npm project with weapp-tailwindcss 4.12.0 and the postinstall line, npm install -D tailwindcss@3.4.18 leaves the new Tailwind CSS without the rpx patch until npm run postinstall',
    quotes: [
      { page: GLOSSARY, text: '例如 `npm install -D tailwindcss@3.4.18` 换上的新版本就没有补丁，要自己再执行一次 `npm run postinstall`' },
      { page: GLOSSARY_EN, text: 'a new version brought in with `npm install -D tailwindcss@3.4.18`, for example, is unpatched until you run `npm run postinstall` yourself' },
    ],
    async proof() {
      const { runCommand } = await import('../lib/examples/runCommand')
      const dir = tempDir('tailwind-upgrade')
      write(dir, { 'package.json': JSON.stringify({ name: 'upgrade', version: '1.0.0', private: true, scripts: { postinstall: 'weapp-tw patch' } }) })
      const npm = (args: string[]) => runCommand('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir, baseEnv: 'shell', env: { PWD: dir }, timeoutMs: 600_000 })
      const patched = () => /["']rpx["']/.test(read(dir, 'node_modules/tailwindcss/lib/util/dataTypes.js'))
      const first = await npm(['install', '-D', 'weapp-tailwindcss@4.12.0', 'tailwindcss@3.4.19'])
      assert.equal(first.exitCode, 0, first.output)
      const bare = await npm(['install'])
      assert.equal(bare.exitCode, 0, bare.output)
      assert.ok(patched(), '3.4.19 patched after npm install')
      const upgrade = await npm(['install', '-D', 'tailwindcss@3.4.18'])
      assert.equal(upgrade.exitCode, 0, upgrade.output)
      assert.equal(JSON.parse(read(dir, 'node_modules/tailwindcss/package.json')).version, '3.4.18')
      assert.ok(!patched(), 'the upgraded Tailwind CSS has no rpx')
      const again = await runCommand('npm', ['run', 'postinstall'], { cwd: dir, baseEnv: 'shell', env: { PWD: dir }, timeoutMs: 120_000 })
      assert.equal(again.exitCode, 0, again.output)
      assert.ok(patched(), 'npm run postinstall patches it')
    },
    slow: true,
    timeoutMs: 900_000,
  },
])
