// Claims of docs/tools/weapp-tw-cli.md (and its English twin): the pinned `weapp-tw` bin of weapp-tailwindcss
// 4.12.0 run in throwaway projects (Tailwind CSS 4.3.5 and 3.4.19 copied from this repository's node_modules),
// its printed lines and exit codes asserted; the release a subcommand first shipped in is read from the
// upstream sources at the release tags (slow).
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'
import { check, copyTailwind3, digestOf, doctor, inFixture, pages, ROOT, targetRecords, tw4HasRpx, weappTw, type Run } from './support/cli'

const CLI = pages('tools/weapp-tw-cli.md')
const MONO = pages('issues/monorepo.md')
const PKG = { name: 'fixture', version: '1.2.3', private: true }
const NOT_PATCHED_YET = 'ℹ 未找到当前子包的 Tailwind CSS 目标记录，正在生成。'
const PATCHED_V4 = '✔ Patched Tailwind CSS length unit list (v4).'

interface Lifecycle {
  /** `status` twice on an unpatched Tailwind CSS 4.3.5, then `patch` twice, then `status`. */
  status1: Run; status2: Run; patch1: Run; patch2: Run; status3: Run
  /** Digests of the copied tailwindcss before and after each unpatched `status`. */
  before: string; afterStatus1: string; afterStatus2: string
  rpxAfterStatus: boolean; rpxAfterPatch: boolean
  hashes: string[]; packageJsons: string[]
}

let lifecycle: Promise<Lifecycle> | undefined
/** One project run through status → status → patch → patch → status, shared by the claims below. */
function tw4Lifecycle(): Promise<Lifecycle> {
  lifecycle ??= inFixture('cli-lifecycle', f => f.file('package.json', PKG).copy('tailwindcss').unpatchRpx('tailwindcss'), async (f) => {
    const tw = path.join(f.dir, 'node_modules/tailwindcss')
    const before = digestOf(tw)
    const status1 = await weappTw(f, ['status'])
    const afterStatus1 = digestOf(tw)
    const status2 = await weappTw(f, ['status'])
    const afterStatus2 = digestOf(tw)
    const rpxAfterStatus = tw4HasRpx(tw)
    const patch1 = await weappTw(f, ['patch'])
    const patch2 = await weappTw(f, ['patch'])
    const status3 = await weappTw(f, ['status'])
    return {
      status1, status2, patch1, patch2, status3, before, afterStatus1, afterStatus2, rpxAfterStatus,
      rpxAfterPatch: tw4HasRpx(tw),
      hashes: targetRecords(f.dir).map(r => r.hash),
      packageJsons: [path.join(f.dir, 'package.json'), path.join(fs.realpathSync(f.dir), 'package.json')],
    }
  })
  return lifecycle
}

/** The directory of the package a resolved file belongs to. */
function packageDirOf(file: string): string {
  let dir = path.dirname(file)
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir)
  return dir
}

let tw3StatusRun: Promise<Run> | undefined
/** `weapp-tw status` on a copy of Tailwind CSS 3.4.19 that has the context patch but not rpx. */
function tw3Status(): Promise<Run> {
  tw3StatusRun ??= inFixture('cli-v3-status', f => f.file('package.json', PKG).copy('tailwindcss', 'tailwindcss-3'), f => weappTw(f, ['status']))
  return tw3StatusRun
}

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex')

/** createContext() as a build starts it, in `cwd`; what it printed. */
async function createContextIn(cwd: string): Promise<string> {
  const { runCommand } = await import('../lib/examples/runCommand')
  const run = await runCommand(process.execPath, ['-e', 'require(process.argv[1]).createContext({ tailwindcssBasedir: process.cwd() })', path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/core.js')], { cwd, timeoutMs: 120_000 })
  assert.equal(run.exitCode, 0, run.output)
  return run.output
}

/** A record naming another tailwindcss: the plugin says so, patches again and rewrites the record. */
let mismatch: Promise<void> | undefined
function repatchesOnMismatch(): Promise<void> {
  mismatch ??= repatchOnMismatchRun()
  return mismatch
}

async function repatchOnMismatchRun(): Promise<void> {
  await inFixture('cli-record-mismatch', f => f.file('package.json', PKG).copy('tailwindcss').unpatchRpx('tailwindcss'), async (f) => {
    await weappTw(f, ['patch'])
    const tw = path.join(f.dir, 'node_modules/tailwindcss')
    // Undo the patch, and point the record somewhere else, as after a reinstall that moved tailwindcss.
    f.unpatchRpx('tailwindcss')
    const [{ hash, record }] = targetRecords(f.dir)
    const file = path.join(f.dir, 'node_modules/.cache/weapp-tailwindcss', hash!, 'tailwindcss-target.json')
    fs.writeFileSync(file, JSON.stringify({ ...record, tailwindPackagePath: path.join(f.dir, 'elsewhere/tailwindcss') }))
    const output = await createContextIn(f.dir)
    assert.match(output, /检测到 Tailwind CSS 目标记录与当前解析结果不一致，正在自动重新 patch/)
    assert.ok(tw4HasRpx(tw), 'patched again')
    const after = JSON.parse(fs.readFileSync(file, 'utf8')) as { tailwindPackagePath: string }
    assert.equal(fs.realpathSync(after.tailwindPackagePath), fs.realpathSync(tw), 'record rewritten')
  })
}

const dataTypesHasRpx = (tw3: string) => /['"]rpx['"]/.test(fs.readFileSync(path.join(tw3, 'lib/util/dataTypes.js'), 'utf8'))

export default defineClaims(import.meta.url, [
  {
    id: 'cli-covers-tailwindcss-3-and-4',
    says: 'the page is based on weapp-tailwindcss 4.12.0, whose weapp-tw status reads both a Tailwind CSS 3 and a Tailwind CSS 4 project',
    quotes: [
      { page: CLI.zh, text: '本页以 weapp-tailwindcss 4.12.0 为准，Tailwind CSS 3 与 4 项目都适用' },
      { page: CLI.en, text: 'Everything here is based on weapp-tailwindcss 4.12.0 and applies to both Tailwind CSS 3 and Tailwind CSS 4 projects' },
    ],
    async proof() {
      const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')).version
      assert.equal(version, '4.12.0')
      const v4 = (await tw4Lifecycle()).status3
      assert.ok(v4.lines.includes('ℹ Patch status for tailwindcss@4.3.5 (v4)'), v4.output)
      const v3 = await tw3Status()
      assert.ok(v3.lines.includes('ℹ Patch status for tailwindcss@3.4.19 (v3)'), v3.output)
      assert.equal(v3.exitCode, 0)
    },
  },
  {
    id: 'cli-subcommands-first-releases',
    says: 'status first shipped in 4.8.12, vscode-entry in 4.8.0, doctor in 4.12.0; patch stopped clearing the tailwindcss-patch cache by default in 4.7.8 (--clear-cache opts in)',
    quotes: [
      { page: CLI.zh, text: '查看各项补丁是否已应用（4.8.12 起）' },
      { page: CLI.en, text: 'Shows which patches are applied (since 4.8.12)' },
      { page: CLI.zh, text: '体检项目环境与配置（4.12.0 起）' },
      { page: CLI.en, text: "Checks the project's environment and configuration (since 4.12.0)" },
      { page: CLI.zh, text: '生成给 VS Code 智能提示用的 CSS 入口（4.8.0 起）' },
      { page: CLI.en, text: 'Generates a CSS entry for VS Code IntelliSense (since 4.8.0)' },
      { page: CLI.zh, text: '先清空 `tailwindcss-patch` 的缓存再打补丁（4.7.8 起默认不再清理）' },
      { page: CLI.en, text: 'Clears the `tailwindcss-patch` cache before patching (since 4.7.8 the cache is no longer cleared by default)' },
      { page: CLI.zh, text: '`doctor` 在 4.12.0 中加入' },
      { page: CLI.en, text: '`doctor`, added in 4.12.0' },
    ],
    slow: true,
    async proof() {
      const { atRelease } = await import('./support/upstream')
      const cli = (v: string) => `${atRelease(v, 'src/cli.ts') ?? ''}\n${atRelease(v, 'src/cli/mount-options.ts') ?? ''}`
      const has = (v: string, re: RegExp) => re.test(cli(v))
      assert.ok(!has('4.8.11', /\bstatus\b/) && has('4.8.12', /\bstatus\b/), 'status first in 4.8.12')
      assert.ok(!has('4.7.9', /'vscode-entry'/) && has('4.8.0', /'vscode-entry'/), 'vscode-entry first in 4.8.0')
      assert.ok(!has('4.11.2', /'doctor'/) && has('4.12.0', /'doctor'/), 'doctor first in 4.12.0')
      const old = atRelease('4.7.7', 'src/cli.ts')!
      const next = atRelease('4.7.8', 'src/cli.ts')!
      assert.ok(old.includes('clearTailwindcssPatcherCache(') && !old.includes('--clear-cache'), '4.7.7 clears the cache on every patch')
      assert.ok(next.includes("'--clear-cache'") && /toBoolean\(\(options as any\)\.clearCache, false\)/.test(next), '4.7.8 clears it only with --clear-cache')
    },
  },
  {
    id: 'cli-version-flag-prints-npm-package-version',
    says: 'weapp-tw -v prints npm_package_version: the project version (1.2.3) through npx, 0.0.0 when the bin runs with node directly; never the installed 4.12.0',
    quotes: [
      { page: CLI.zh, text: '实测 4.12.0 在一个版本号为 `1.2.3` 的项目里执行 `npx weapp-tw -v`，输出 `weapp-tailwindcss/1.2.3 linux-x64 node-v20.20.2`' },
      { page: CLI.zh, text: '不经过 npm、直接用 `node` 运行它的可执行文件时没有这个变量，输出 `weapp-tailwindcss/0.0.0`' },
      { page: CLI.en, text: 'The version that `weapp-tw -v` prints is not the version of weapp-tailwindcss' },
      { page: CLI.en, text: 'Tested with 4.12.0: in a project whose version is `1.2.3`, `npx weapp-tw -v` prints `weapp-tailwindcss/1.2.3 linux-x64 node-v20.20.2`' },
    ],
    async proof() {
      await inFixture('cli-version', f => f.file('package.json', PKG).linkCli(), async (f) => {
        const { runCommand } = await import('../lib/examples/runCommand')
        const viaNpx = await runCommand(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['weapp-tw', '-v'], { cwd: f.dir, baseEnv: 'reader', timeoutMs: 120_000 })
        const machine = `${process.platform}-${process.arch} node-${process.version}`
        assert.equal(viaNpx.output.trim(), `weapp-tailwindcss/1.2.3 ${machine}`)
        // The page's line is this machine's: Linux x64, Node.js 20.20.2.
        assert.equal(machine, 'linux-x64 node-v20.20.2')
        const direct = await weappTw(f, ['-v'])
        assert.equal(direct.output.trim(), `weapp-tailwindcss/0.0.0 ${machine}`)
        const fromEnv = await weappTw(f, ['-v'], { env: { npm_package_version: '9.9.9' } })
        assert.match(fromEnv.output, /^weapp-tailwindcss\/9\.9\.9 /, 'the number is npm_package_version')
      })
    },
  },
  {
    id: 'cli-tailwindcss-3-takes-32rpx-for-a-color',
    says: 'unpatched Tailwind CSS 3.4.19 does not accept rpx as a length: text-[32rpx] becomes color: 32rpx, text-[32px] a font-size',
    quotes: [
      { page: CLI.zh, text: '不认识 `rpx`，于是 `text-[32rpx]` 会被当成颜色' },
      { page: CLI.en, text: 'so `text-[32rpx]` is taken for a color' },
    ],
    async proof() {
      const { createRequire } = await import('node:module')
      const require = createRequire(path.join(ROOT, 'package.json'))
      const tw3 = path.dirname(require.resolve('tailwindcss-3/package.json'))
      assert.ok(!dataTypesHasRpx(tw3), 'the installed Tailwind CSS 3 has no rpx patch')
      const postcss = require('postcss') as typeof import('postcss').default
      const plugin = require('tailwindcss-3')
      const css = (await postcss([plugin({ content: [{ raw: 'text-[32rpx] text-[32px]' }], corePlugins: { preflight: false } })]).process('@tailwind utilities;', { from: undefined })).css
      assert.match(css, /\.text-\\\[32rpx\\\]\s*\{\s*color: 32rpx\s*\}/)
      assert.match(css, /\.text-\\\[32px\\\]\s*\{\s*font-size: 32px/)
    },
  },
  {
    id: 'tailwindcss-length-check-since-3-2',
    says: 'Tailwind CSS 3.1.8 accepts any value ending in a length unit (32rpx passes as it ends in px); 3.2.0 anchors the check and rejects 32rpx; 4.0.0 also takes text-[32rpx] for a color',
    quotes: [
      { page: CLI.zh, text: 'Tailwind CSS 从 3.2 开始会校验任意值里的长度单位' },
      { page: CLI.en, text: 'Since 3.2, Tailwind CSS validates the length units in arbitrary values.' },
      { page: 'docs/issues/rpx-ambiguities.md', text: '遇到任意值时，Tailwind CSS（3.2 起，以及整个 4.x）会用内置的单位白名单判断它是不是长度' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/rpx-ambiguities.md', text: 'Tailwind CSS (since 3.2, and throughout 4.x) uses a built-in allowlist of units to decide whether it is a length' },
    ],
    slow: true,
    async proof() {
      const { unpackedAsync } = await import('./support/issues')
      const { createRequire } = await import('node:module')
      const lengthOf = async (v: string) => {
        const dir = await unpackedAsync(`tailwindcss@${v}`)
        // Its own dependencies resolve from this repository's node_modules.
        const link = path.join(path.dirname(dir), 'node_modules')
        if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir')
        return createRequire(path.join(dir, 'package.json'))('./lib/util/dataTypes.js').length as (value: string) => boolean
      }
      const old = await lengthOf('3.1.8')
      const v32 = await lengthOf('3.2.0')
      assert.equal(old('32px'), true)
      assert.equal(old('32rpx'), true, '3.1.8 only looks at the end of the value')
      assert.equal(old('32foo'), false, '3.1.8 already checks the unit')
      assert.equal(v32('32px'), true)
      assert.equal(v32('32rpx'), false, '3.2.0 rejects rpx')
      const tw40 = await unpackedAsync('tailwindcss@4.0.0')
      const { compile } = createRequire(path.join(tw40, 'package.json'))('./dist/lib.js') as { compile: (css: string) => Promise<{ build: (c: string[]) => string }> }
      const css = (await compile('@tailwind utilities;')).build(['text-[32rpx]', 'text-[32px]'])
      assert.match(css, /\.text-\\\[32rpx\\\][^}]*color: 32rpx/)
      assert.match(css, /\.text-\\\[32px\\\][^}]*font-size: 32px/)
    },
  },
  {
    id: 'cli-patch-first-and-second-run',
    says: 'the first patch of an unpatched Tailwind CSS 4.3.5 prints the "generating" and Patched lines and records the target under a 32-hex <hash> (md5 of the package.json path, so per project); the second run prints only three lines and the patch is applied',
    quotes: [
      { page: CLI.zh, text: '在一个 Tailwind CSS 4.3.5、还没打过补丁的项目里第一次执行 `npx weapp-tw patch`，4.12.0 的输出是' },
      { page: CLI.en, text: 'The first time `npx weapp-tw patch` runs in a Tailwind CSS 4.3.5 project that has never been patched, 4.12.0 prints' },
      { page: CLI.zh, text: '`<hash>` 是一串 32 位十六进制字符，每个项目各不相同' },
      { page: CLI.en, text: '`<hash>` is a string of 32 hexadecimal characters that differs from project to project' },
      { page: CLI.zh, text: '紧接着再执行一次，只剩三行' },
      { page: CLI.en, text: 'Run the command again straight away and only three lines remain' },
      { page: CLI.zh, text: '所以「正在生成」和 `✔ Patched Tailwind CSS length unit list (v4).` 两行都不再出现' },
      { page: CLI.en, text: 'so neither the "正在生成" (generating) line nor `✔ Patched Tailwind CSS length unit list (v4).` appears' },
      { page: CLI.zh, text: '没看到 `Patched` 不代表失败' },
      { page: CLI.en, text: 'Not seeing `Patched` does not mean the patch failed; conversely, seeing `Patched` does not mean the files have been changed' },
    ],
    async proof() {
      const run = await tw4Lifecycle()
      assert.equal(run.patch1.exitCode, 0)
      assert.ok(run.patch1.lines.includes(NOT_PATCHED_YET) && run.patch1.lines.includes(PATCHED_V4), run.patch1.output)
      assert.equal(run.patch2.exitCode, 0)
      assert.equal(run.patch2.lines.length, 3, run.patch2.output)
      assert.ok(!run.patch2.lines.includes(NOT_PATCHED_YET) && !run.patch2.lines.some(l => l.includes('Patched')), run.patch2.output)
      assert.ok(run.rpxAfterPatch, 'the patch is in the files although the second run printed no Patched line')
      assert.ok(run.status3.lines.includes('✔ Applied:'), run.status3.output)
      assert.equal(run.hashes.length, 1)
      assert.match(run.hashes[0]!, /^[0-9a-f]{32}$/)
      // The hash is the md5 of the project's package.json path: another project, another hash.
      assert.ok(run.packageJsons.some(p => md5(path.normalize(p)) === run.hashes[0]))
      // …and "seeing Patched does not mean the files changed": status prints it and leaves them as they were.
      assert.ok(run.status1.lines.includes(PATCHED_V4) && run.afterStatus1 === run.before)
    },
  },
  {
    id: 'cli-status-reports-only',
    says: 'status on an unpatched Tailwind CSS 4.3.5 prints a Patched line yet lists extendLengthUnits under Needs attention, changes no file, and prints the same again; after patch, extendLengthUnits is Applied and exposeContext is Skipped as v2/v3-only',
    quotes: [
      { page: CLI.zh, text: 'Tailwind CSS 4 项目中最关键的是 `extendLengthUnits`，它必须是已应用' },
      { page: CLI.zh, text: '`exposeContext` 只对 Tailwind CSS 2、3 有意义，在 v4 项目里显示为跳过是正常的' },
      { page: CLI.en, text: 'In a Tailwind CSS 4 project the one that matters is `extendLengthUnits`, which must be applied; `exposeContext` is only relevant to Tailwind CSS 2 and 3, and it is normal for it to show as skipped in a v4 project' },
      { page: CLI.zh, text: '`status` 只报告，不修改任何文件' },
      { page: CLI.en, text: '`status` only reports; it does not change any files.' },
      { page: CLI.zh, text: '下面是对一份没打补丁的 Tailwind CSS 4.3.5 执行 `weapp-tw status` 的完整输出' },
      { page: CLI.en, text: 'Here is the complete output of `weapp-tw status` against an unpatched Tailwind CSS 4.3.5' },
      { page: CLI.zh, text: '第一行不代表补丁已经写进文件：运行结束后 `tailwindcss` 的文件没有变化，再执行一次结果相同' },
      { page: CLI.en, text: 'The first line does not mean the patch has been written to the files: after the run the `tailwindcss` files are unchanged, and running it again gives the same result' },
      { page: MONO.zh, text: '`status` 只读不写，它输出里的 `✔ Patched Tailwind CSS length unit list (v4).` 并不表示补丁打上了' },
      { page: MONO.en, text: '`status` only reads and never writes; the line `✔ Patched Tailwind CSS length unit list (v4).` in its output does not mean the patch has been applied' },
      { page: CLI.en, text: 'The styles contain a declaration such as `color: 32rpx`: run `npx weapp-tw status`; if `extendLengthUnits` is not applied, run `npx weapp-tw patch`' },
      { page: CLI.zh, text: '样式里出现 `color: 32rpx` 之类的声明：`npx weapp-tw status`，若 `extendLengthUnits` 未应用，执行 `npx weapp-tw patch`' },
    ],
    async proof() {
      const run = await tw4Lifecycle()
      const { status1, status2, status3 } = run
      assert.equal(status1.lines[0], PATCHED_V4)
      assert.ok(status1.lines.some(l => /WARN\s+- extendLengthUnits .*missing units/.test(l)), status1.output)
      assert.ok(status1.lines.includes('ℹ   - exposeContext - Context export patch is only required for Tailwind v2/v3'))
      assert.equal(run.afterStatus1, run.before, 'status changed no file')
      assert.equal(run.afterStatus2, run.before)
      assert.equal(run.rpxAfterStatus, false)
      assert.deepEqual(status2.lines, status1.lines, 'a second status prints the same')
      assert.ok(status3.lines.some(l => /^✔\s+- extendLengthUnits /.test(l)), status3.output)
      assert.ok(status3.lines.includes('✔ All applicable patches are applied.'))
      assert.ok(status3.lines.includes('ℹ Skipped:') && status3.lines.includes('ℹ   - exposeContext - Context export patch is only required for Tailwind v2/v3'))
    },
  },
  {
    id: 'cli-plugin-repatches-on-a-mismatched-record',
    says: 'when the tailwindcss-target.json record names another tailwindcss than the one resolved, createContext (the build plugin) says so, patches again and rewrites the record',
    quotes: [
      { page: CLI.zh, text: '构建时插件会比对这份记录，发现不一致会自动重新打补丁' },
      { page: CLI.en, text: 'At build time the plugin compares against this record and re-applies the patch automatically if they differ' },
    ],
    proof: () => repatchesOnMismatch(),
  },
  {
    id: 'cli-corrupt-record-message',
    says: 'a corrupt tailwindcss-target.json makes the plugin warn with the file name, telling you to run weapp-tw patch --record-target in the directory again or delete the file',
    quotes: [
      { page: CLI.zh, text: '终端提示「检测到损坏的 Tailwind CSS 目标记录」：按提示在对应目录重新执行 `weapp-tw patch --record-target`，或删除提示中的 `tailwindcss-target.json` 后再运行' },
      { page: CLI.en, text: 'The terminal says "检测到损坏的 Tailwind CSS 目标记录" (a corrupt Tailwind CSS target record was found): as the message says, run `weapp-tw patch --record-target` again in the directory concerned, or delete the `tailwindcss-target.json` named in the message and run it again' },
      { page: CLI.zh, text: '提示目标记录与当前解析结果不一致时，插件会自己重新打补丁并刷新记录，不需要处理' },
      { page: CLI.en, text: 'When it says the target record does not match what it resolved, the plugin patches again and refreshes the record by itself; nothing to do' },
    ],
    async proof() {
      await inFixture('cli-record-corrupt', f => f.file('package.json', PKG).copy('tailwindcss').unpatchRpx('tailwindcss'), async (f) => {
        await weappTw(f, ['patch'])
        const [{ hash }] = targetRecords(f.dir)
        const file = path.join(f.dir, 'node_modules/.cache/weapp-tailwindcss', hash!, 'tailwindcss-target.json')
        fs.writeFileSync(file, '{ not json')
        const output = await createContextIn(f.dir)
        assert.match(output, new RegExp(`检测到损坏的 Tailwind CSS 目标记录 [^\\n]*${hash}/tailwindcss-target\\.json[^\\n]*重新执行 "weapp-tw patch --record-target" 或删除该文件后再运行`))
        // Either fix the message names works: patch --record-target writes a readable record again…
        const again = await weappTw(f, ['patch', '--record-target'])
        assert.equal(again.exitCode, 0, again.output)
        assert.doesNotThrow(() => JSON.parse(fs.readFileSync(file, 'utf8')), 'record rewritten')
        assert.doesNotMatch(await createContextIn(f.dir), /损坏的 Tailwind CSS 目标记录/)
        // …and so does deleting the file and running again.
        fs.writeFileSync(file, '{ not json')
        fs.rmSync(file)
        assert.doesNotMatch(await createContextIn(f.dir), /损坏的 Tailwind CSS 目标记录/)
      })
      await repatchesOnMismatch()
    },
  },
  {
    id: 'cli-workspace-fails-every-package-with-exit-0',
    says: 'patch --workspace in 4.12.0 throws for every package that has tailwindcss (legacy options error), patches none, prints failed counts and still exits 0',
    quotes: [
      { page: CLI.zh, text: '4.12.0 中对每个子包都会失败，见下一节' },
      { page: CLI.en, text: 'in 4.12.0 it fails for every package, see the next section' },
      { page: CLI.zh, text: '在 4.12.0 中它读出子包列表后，给每个子包创建补丁器时都会抛错，一个也没打上' },
      { page: CLI.en, text: 'Do not rely on `--workspace`.' },
      { page: CLI.en, text: 'In 4.12.0 it reads the list of packages, then throws an error when creating the patcher for each one, and patches none of them' },
      { page: CLI.zh, text: '这时命令的退出码仍然是 0，写在 `postinstall` 里不会让安装失败，CI 也看不出来' },
      { page: CLI.en, text: 'The command still exits with code 0, so in `postinstall` it does not make the install fail, and CI does not notice either' },
      { page: CLI.en, text: 'The first line skips `ws-root` because `tailwindcss` is not installed there; the `ERROR` line says patching `weapp` failed and tells you to run `weapp-tw patch --cwd /repo/apps/weapp` in `/repo/apps/weapp`; the summary reads: patched 0, skipped 1, failed 1' },
      { page: CLI.zh, text: '4.12.0 的 `--workspace` 不可用，见上文' },
      { page: CLI.en, text: '`--workspace` does not work in 4.12.0, see above' },
      { page: 'docs/issues/monorepo.md', text: '在 4.12.0 中它对每个子包都会失败且退出码仍为 0，不要依赖它' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md', text: 'in 4.12.0 it fails for every package while still exiting with code 0, so don\'t rely on it' },
    ],
    async proof() {
      await inFixture('cli-workspace', f => f
        .file('package.json', { name: 'ws-root', private: true })
        .file('pnpm-workspace.yaml', 'packages:\n  - apps/*\n')
        .file('apps/weapp/package.json', { name: 'weapp', private: true })
        .file('apps/h5/package.json', { name: 'h5', private: true })
        .copy('tailwindcss').unpatchRpx('tailwindcss')
        .link('tailwindcss', 'tailwindcss', 'apps/weapp')
        .link('tailwindcss', 'tailwindcss', 'apps/h5'), async (f) => {
        // The packages link to the root's unpatched copy; make the root itself not resolve one.
        const copy = path.join(f.dir, 'node_modules/tailwindcss')
        fs.renameSync(copy, path.join(f.dir, 'tw-copy'))
        for (const app of ['weapp', 'h5']) {
          fs.rmSync(path.join(f.dir, 'apps', app, 'node_modules/tailwindcss'))
          fs.symlinkSync(path.join(f.dir, 'tw-copy'), path.join(f.dir, 'apps', app, 'node_modules/tailwindcss'), 'dir')
        }
        const run = await weappTw(f, ['patch', '--workspace'])
        assert.equal(run.exitCode, 0, run.output)
        const failed = run.lines.filter(l => /ERROR\s+\[workspace\] 补丁失败 /.test(l))
        assert.equal(failed.length, 2, run.output)
        for (const line of failed) assert.match(line, /Legacy TailwindcssPatcher options are no longer supported.*请在 \/repo\/apps\/(weapp|h5) 运行 "weapp-tw patch --cwd \/repo\/apps\/\1"/)
        assert.ok(run.lines.includes('ℹ [workspace] 跳过 ws-root (.)（tailwindcss 未安装）。'))
        assert.ok(run.lines.includes('ℹ [workspace] 汇总：已补丁 0，跳过 1，失败 2'))
        assert.equal(tw4HasRpx(path.join(f.dir, 'tw-copy')), false, 'nothing patched')
      })
    },
  },
  {
    id: 'cli-workspace-package-list-order',
    says: 'patch --workspace takes the packages from pnpm-lock.yaml importers, else pnpm-workspace.yaml packages, else package.json workspaces, and always adds a root that has a package.json',
    quotes: [
      { page: CLI.zh, text: '仓库根目录只要有 `package.json`，也总会算作一个包' },
      { page: CLI.en, text: '`--workspace` builds its list of packages in this order' },
      { page: CLI.en, text: 'The repository root always counts as a package as long as it has a `package.json`' },
    ],
    async proof() {
      await inFixture('cli-workspace-order', f => f
        .file('package.json', { name: 'root', private: true, workspaces: ['apps/c'] })
        .file('apps/a/package.json', { name: 'a' })
        .file('apps/b/package.json', { name: 'b' })
        .file('apps/c/package.json', { name: 'c' })
        .file('pnpm-workspace.yaml', 'packages:\n  - apps/b\n')
        .file('pnpm-lock.yaml', 'lockfileVersion: \'9.0\'\nimporters:\n  apps/a: {}\n'), async (f) => {
        const skipped = async () => (await weappTw(f, ['patch', '--workspace'])).lines.map(l => /^ℹ \[workspace\] 跳过 (\S+) /.exec(l)?.[1]).filter(Boolean)
        assert.deepEqual(await skipped(), ['a', 'root'], 'lockfile importers first (the root added though not listed)')
        fs.writeFileSync(path.join(f.dir, 'pnpm-lock.yaml'), 'lockfileVersion: \'9.0\'\n')
        assert.deepEqual(await skipped(), ['b', 'root'], 'a lockfile without importers: pnpm-workspace.yaml')
        fs.rmSync(path.join(f.dir, 'pnpm-lock.yaml'))
        assert.deepEqual(await skipped(), ['b', 'root'], 'no lockfile: pnpm-workspace.yaml')
        fs.rmSync(path.join(f.dir, 'pnpm-workspace.yaml'))
        assert.deepEqual(await skipped(), ['c', 'root'], 'then package.json workspaces')
      })
    },
  },
  {
    id: 'cli-patch-per-package-with-cwd',
    says: 'with a Tailwind CSS 3 at the root and a Tailwind CSS 4 copy in each of two packages, patch --cwd patches only that package\'s copy and keeps its record in that package\'s node_modules/.cache/weapp-tailwindcss/<md5 of its package.json path>/; status at the root reports the root\'s Tailwind CSS 3, status --cwd the package\'s',
    quotes: [
      { page: CLI.zh, text: '一个仓库里可能同时存在多份 `tailwindcss`' },
      { page: CLI.en, text: 'a single repository can contain several copies of `tailwindcss`' },
      { page: CLI.zh, text: '补丁必须打在每个小程序子包实际解析到的那一份上，所以每个小程序子包单独执行一次，用 `--cwd` 指明目录' },
      { page: CLI.en, text: 'The patch has to go into the copy each mini-program package actually resolves, so run it once per mini-program package and name the directory with `--cwd`' },
      { page: CLI.zh, text: '补丁记录按子包的 `package.json` 路径分别保存在各自的 `node_modules/.cache/weapp-tailwindcss/<hash>/` 下，多个子包之间不会互相覆盖' },
      { page: CLI.en, text: "Patch records are kept per package, keyed by the path of the package's `package.json`, each in its own `node_modules/.cache/weapp-tailwindcss/<hash>/`, so packages do not overwrite one another's records" },
      { page: CLI.zh, text: 'monorepo 中在小程序子包里执行，或者加 `--cwd` 指向它' },
      { page: CLI.en, text: 'In a monorepo, run it inside the mini-program package or add `--cwd` pointing at it' },
      { page: CLI.zh, text: '检查指定目录，推断规则与 `patch` 相同' },
      { page: CLI.en, text: 'Checks the given directory, inferred by the same rules as for `patch`' },
      { page: MONO.zh, text: '`weapp-tw status` 和 `weapp-tw patch` 一样要在小程序子包里执行，或者用 `--cwd` 指向它' },
      { page: MONO.en, text: "Like `weapp-tw patch`, `weapp-tw status` has to run inside the mini-program package, or be pointed at it with `--cwd`; run at the repository root without `--cwd`, it may be checking a copy the mini-program doesn't use" },
    ],
    async proof() {
      await inFixture('cli-two-packages', f => f
        .file('package.json', { name: 'ws-root', private: true })
        .file('pnpm-workspace.yaml', 'packages:\n  - apps/*\n')
        .copy('tailwindcss', 'tailwindcss-3')
        .file('apps/a/package.json', { name: 'a', private: true })
        .file('apps/b/package.json', { name: 'b', private: true }), async (f) => {
        for (const app of ['a', 'b']) {
          fs.cpSync(path.join(ROOT, 'node_modules/tailwindcss'), path.join(f.dir, 'apps', app, 'node_modules/tailwindcss'), { recursive: true, dereference: true, filter: file => !file.includes(`${path.sep}node_modules${path.sep}tailwindcss${path.sep}node_modules`) })
        }
        // The copies in the packages are unpatched, like a fresh install.
        for (const app of ['a', 'b']) {
          const dist = path.join(f.dir, 'apps', app, 'node_modules/tailwindcss/dist')
          for (const file of fs.readdirSync(dist).filter(n => /\.m?js$/.test(n))) {
            const p = path.join(dist, file)
            fs.writeFileSync(p, fs.readFileSync(p, 'utf8').split('"cqmax","rpx"]').join('"cqmax"]'))
          }
        }
        const twOf = (app: string) => path.join(f.dir, 'apps', app, 'node_modules/tailwindcss')
        const rootTw = digestOf(path.join(f.dir, 'node_modules/tailwindcss'))
        const atRoot = await weappTw(f, ['status'])
        assert.ok(atRoot.lines.includes('ℹ Patch status for tailwindcss@3.4.19 (v3)'), `status at the root reads the root's copy:\n${atRoot.output}`)
        const patchA = await weappTw(f, ['patch', '--cwd', 'apps/a'])
        assert.equal(patchA.exitCode, 0, patchA.output)
        assert.ok(tw4HasRpx(twOf('a')) && !tw4HasRpx(twOf('b')), 'only apps/a is patched')
        const statusB = await weappTw(f, ['status', '--cwd', 'apps/b'])
        assert.ok(statusB.lines.includes('ℹ Patch status for tailwindcss@4.3.5 (v4)') && statusB.lines.some(l => l.includes('Needs attention')), statusB.output)
        await weappTw(f, ['patch'], { cwd: 'apps/b' })
        assert.ok(tw4HasRpx(twOf('b')))
        assert.equal(digestOf(path.join(f.dir, 'node_modules/tailwindcss')), rootTw, 'the root copy is untouched')
        const recA = targetRecords(path.join(f.dir, 'apps/a'))
        const recB = targetRecords(path.join(f.dir, 'apps/b'))
        assert.equal(recA.length, 1)
        assert.equal(recB.length, 1)
        assert.notEqual(recA[0]!.hash, recB[0]!.hash)
        assert.equal(targetRecords(f.dir).length, 0, 'nothing recorded at the root')
        for (const [app, rec] of [['a', recA[0]!], ['b', recB[0]!]] as const) {
          assert.equal(rec.record.packageJsonPath && md5(path.normalize(String(rec.record.packageJsonPath))), rec.hash)
          assert.equal(path.basename(path.dirname(String(rec.record.packageJsonPath))), app)
        }
      })
      // status and patch share the default --cwd inference.
      const cli = fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/cli.js'), 'utf8')
      const status = cli.slice(cli.indexOf('    status: {'), cli.indexOf('  commandHandlers:'))
      assert.match(status, /flags: "--cwd <dir>",[\s\S]*?default: resolvePatchDefaultCwd\(\)/)
      const install = cli.slice(cli.indexOf('    install: {'), cli.indexOf('    status: {'))
      assert.match(install, /flags: "--cwd <dir>",[\s\S]*?default: resolvePatchDefaultCwd\(\)/)
    },
  },
  {
    id: 'cli-status-tailwindcss-3-missing-rpx',
    says: 'status on a Tailwind CSS 3.4.19 that has the context patch but not rpx lists extendLengthUnits (lib/util/dataTypes.js) as missing rpx under Needs attention',
    quotes: [
      { page: CLI.zh, text: '`status` 报告 `rpx` 不在单位列表里（节选，Tailwind CSS 3.4.19）' },
      { page: CLI.en, text: '`status` reports that `rpx` is missing from the unit list (excerpt, Tailwind CSS 3.4.19)' },
    ],
    async proof() {
      const run = await tw3Status()
      assert.ok(run.lines.includes(' WARN  Needs attention:'), run.output)
      assert.ok(run.lines.includes(' WARN    - extendLengthUnits (lib/util/dataTypes.js) - missing units: rpx'), run.output)
    },
  },
  {
    id: 'cli-status-pristine-tailwindcss-3',
    says: 'on the published, never patched tailwindcss 3.4.19, status also lists exposeContext under Needs attention with unpatched files lib/processTailwindFeatures.js, lib/plugin.js',
    quotes: [
      { page: CLI.zh, text: '完全没打过补丁的 Tailwind CSS 3，`exposeContext` 也会列在 `Needs attention` 下，后面注明 `unpatched files: lib/processTailwindFeatures.js, lib/plugin.js`' },
      { page: CLI.en, text: 'In a Tailwind CSS 3 installation that has never been patched at all, `exposeContext` is listed under `Needs attention` as well, followed by `unpatched files: lib/processTailwindFeatures.js, lib/plugin.js`' },
    ],
    slow: true,
    async proof() {
      const { unpackedAsync } = await import('./support/issues')
      const pristine = await unpackedAsync('tailwindcss@3.4.19')
      const run = await inFixture('cli-v3-pristine', (f) => {
        f.file('package.json', PKG)
        fs.cpSync(pristine, path.join(f.dir, 'node_modules/tailwindcss'), { recursive: true })
      }, f => weappTw(f, ['status']))
      assert.ok(run.lines.includes(' WARN    - exposeContext (lib/processTailwindFeatures.js, lib/plugin.js) - unpatched files: lib/processTailwindFeatures.js, lib/plugin.js') || run.lines.some(l => /WARN\s+- exposeContext .*unpatched files: lib\/processTailwindFeatures\.js, lib\/plugin\.js$/.test(l)), run.output)
      const needs = run.lines.indexOf(' WARN  Needs attention:')
      assert.ok(needs >= 0 && run.lines.findIndex(l => l.includes('- exposeContext')) > needs, run.output)
    },
  },
  {
    id: 'cli-create-context-patches-tailwindcss-3',
    says: 'createContext() in a project whose Tailwind CSS 3.4.19 lacks rpx prints "Patched Tailwind CSS length unit list (v3)." and rpx is in dataTypes.js afterwards',
    quotes: [
      { page: CLI.zh, text: '实测在未打补丁的项目里调用一次 `createContext()`，终端打印 `Patched Tailwind CSS length unit list (v3).`，之后 `rpx` 就在单位列表里了' },
      { page: CLI.en, text: 'when the plugin loads, it checks for missing patches and applies them' },
    ],
    async proof() {
      await inFixture('cli-v3-create-context', f => copyTailwind3(f.file('package.json', PKG)), async (f) => {
        const tw3 = path.join(f.dir, 'node_modules/tailwindcss')
        assert.equal(dataTypesHasRpx(tw3), false)
        const output = await createContextIn(f.dir)
        assert.match(output, /Patched Tailwind CSS length unit list \(v3\)\./)
        assert.equal(dataTypesHasRpx(tw3), true)
      })
    },
  },
  {
    id: 'cli-status-without-tailwindcss',
    says: 'status where no tailwindcss resolves prints Unable to locate Tailwind CSS package "tailwindcss". and exits 1',
    quotes: [
      { page: CLI.en, text: 'When it cannot find `tailwindcss`, `status` prints `Unable to locate Tailwind CSS package "tailwindcss".` and exits with code 1' },
      { page: CLI.zh, text: '找不到 `tailwindcss` 时，`status` 打印 `Unable to locate Tailwind CSS package "tailwindcss".` 并以退出码 1 结束' },
    ],
    async proof() {
      const run = await inFixture('cli-no-tailwindcss', f => f.file('package.json', PKG), f => weappTw(f, ['status']))
      assert.equal(run.exitCode, 1)
      assert.ok(run.lines.some(l => l.includes('Unable to locate Tailwind CSS package "tailwindcss".')), run.output)
    },
  },
  {
    id: 'cli-doctor-checks',
    says: 'doctor checks only the --cwd directory (default: current); it reports ok/info/warn/error per item, requires Node ^20.19.0 || >=22.12.0, treats a missing tailwind.config as info only in a v4 project and a missing postcss.config as warn (info with a vite.config), and warns for v4 + PostCSS config without @tailwindcss/postcss declared in the package.json of that directory',
    quotes: [
      { page: CLI.zh, text: '只检查 `--cwd` 指定的目录（默认当前目录），并给出每一项的 `ok`、`info`、`warn` 或 `error` 结论和修复建议' },
      { page: CLI.en, text: 'checks only the directory given by `--cwd` (the current directory by default), and gives each item a verdict of `ok`, `info`, `warn` or `error`, with a suggested fix' },
      { page: CLI.zh, text: 'Node.js 是否满足 `^20.19.0 || >=22.12.0`' },
      { page: CLI.en, text: 'whether Node.js satisfies `^20.19.0 || >=22.12.0`' },
      { page: CLI.en, text: 'whether there is a `tailwind.config.*` (missing is only `info` in a Tailwind CSS 4 project, `warn` otherwise) and a `postcss.config.*` (missing is a `warn`, lowered to `info` when there is a `vite.config.*`)' },
      { page: CLI.zh, text: '是否存在 `tailwind.config.*`（Tailwind CSS 4 项目缺少时只是 `info`，其他情况为 `warn`）、`postcss.config.*`（缺少时为 `warn`，有 `vite.config.*` 时降为 `info`）' },
      { page: CLI.en, text: "a `warn` when a Tailwind CSS 4 project has a PostCSS configuration but `@tailwindcss/postcss` is not declared in the current directory's `package.json`" },
      { page: CLI.zh, text: 'Tailwind CSS 4 项目有 PostCSS 配置、但当前目录的 `package.json` 里没有声明 `@tailwindcss/postcss` 时给出 `warn`' },
    ],
    async proof() {
      await inFixture('cli-doctor', f => f
        .file('package.json', { name: 'root', private: true })
        .file('app/package.json', { name: 'app', private: true, devDependencies: { 'tailwindcss': '^4.0.0', 'weapp-tailwindcss': '4.12.0' } })
        .file('app/postcss.config.js', 'module.exports = {}\n')
        .file('v3/package.json', { name: 'v3', private: true, devDependencies: { 'tailwindcss': '^3.4.0', 'weapp-tailwindcss': '4.12.0' } })
        .file('v3/vite.config.ts', 'export default {}\n'), async (f) => {
        const { report: app } = await doctor(f, 'app')
        assert.equal(fs.realpathSync(app.cwd), fs.realpathSync(path.join(f.dir, 'app')))
        const { report: viaCwd } = await doctor(f, '.', ['--cwd', 'app'])
        assert.deepEqual(viaCwd.checks, app.checks, '--cwd checks that directory')
        for (const c of app.checks) assert.ok(['ok', 'info', 'warn', 'error'].includes(c.status))
        assert.ok(app.checks.some(c => c.suggestion), 'with suggestions')
        assert.match(check(app, 'node-version').message, /\^20\.19\.0 \|\| >=22\.12\.0/)
        assert.equal(check(app, 'tailwind-config').status, 'info', 'v4 without tailwind.config: info')
        assert.equal(check(app, 'postcss-config').status, 'ok')
        assert.equal(check(app, 'tailwindcss-v4-postcss').status, 'warn', 'v4 + PostCSS config, @tailwindcss/postcss not declared')
        const { report: v3 } = await doctor(f, 'v3')
        assert.equal(check(v3, 'tailwind-config').status, 'warn', 'v3 without tailwind.config: warn')
        assert.equal(check(v3, 'postcss-config').status, 'info', 'no postcss.config but a vite.config: info')
        const { report: bare } = await doctor(f, '.')
        assert.equal(check(bare, 'postcss-config').status, 'warn', 'no postcss.config, no vite.config: warn')
        // Only that directory: the root's report does not look at app/ or v3/.
        assert.equal(check(bare, 'tailwindcss').status, 'error')
        // Node range, from the published source.
        const cli = fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/cli.js'), 'utf8')
        assert.match(cli, /WEAPP_TW_REQUIRED_NODE_VERSION_RANGE = "\^20\.19\.0 \|\| >=22\.12\.0"/)
      })
    },
  },
  {
    id: 'cli-doctor-postcss-item-reads-declarations-only',
    says: 'doctor\'s @tailwindcss/postcss item reads only the current package.json: declared at the root only → warn in the package and exit 1 with --strict; declared in the package but installed nowhere → no warning, exit 0 with --strict',
    quotes: [
      { page: CLI.zh, text: '`doctor` 只看当前目录 `package.json` 的依赖声明，不看它有没有装上' },
      { page: CLI.en, text: "`doctor` only looks at the dependencies declared in the current directory's `package.json`, not at whether the package is installed" },
      { page: CLI.zh, text: '包装在仓库根目录、也只在根目录的 `package.json` 里声明时，子包能正常用它，`doctor` 却仍然警告，加了 `--strict` 还会以退出码 1 结束' },
      { page: CLI.en, text: 'When `@tailwindcss/postcss` is installed at the repository root and declared only in the root `package.json`, the workspace package can use it without problems, yet `doctor` still warns, and with `--strict` it exits with code 1' },
      { page: CLI.en, text: 'When a workspace package declares it but it is not installed, `doctor` says nothing' },
      { page: CLI.zh, text: '子包声明了它、但并没有安装时，`doctor` 不提示' },
      { page: CLI.en, text: "The first case: `@tailwindcss/postcss` is only in the repository root's `package.json`, and `weapp-tw doctor --strict` is run in the workspace package directory (excerpt)" },
      { page: CLI.zh, text: '反过来，这一项没有警告，也不能说明 `@tailwindcss/postcss` 已经装好' },
      { page: CLI.en, text: 'Conversely, the absence of a warning for this item does not show that `@tailwindcss/postcss` is installed' },
      { page: CLI.zh, text: '要么在小程序子包的 `package.json` 里也声明 `@tailwindcss/postcss`，要么不要对子包使用 `--strict`' },
      { page: CLI.en, text: "either declare `@tailwindcss/postcss` in the mini-program package's `package.json` as well, or do not use `--strict` on workspace packages" },
      { page: 'docs/issues/monorepo.md', text: '注意 `doctor` 关于 `@tailwindcss/postcss` 的提示只看子包 `package.json` 的声明' },
      { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md', text: "Note that `doctor`'s hint about `@tailwindcss/postcss` only looks at what the package's `package.json` declares" },
    ],
    async proof() {
      await inFixture('cli-doctor-postcss', f => f
        .file('package.json', { name: 'ws-root', private: true, devDependencies: { '@tailwindcss/postcss': '4.3.5' } })
        .link('tailwindcss')
        .file('node_modules/@tailwindcss/postcss/package.json', { name: '@tailwindcss/postcss', version: '4.3.5', main: 'index.js' })
        .file('node_modules/@tailwindcss/postcss/index.js', 'module.exports = () => ({ postcssPlugin: \'stand-in\' })\n')
        .file('apps/weapp/package.json', { name: 'weapp', private: true, devDependencies: { 'tailwindcss': '4.3.5', 'weapp-tailwindcss': '4.12.0' } })
        .file('apps/weapp/postcss.config.js', 'module.exports = { plugins: { \'@tailwindcss/postcss\': {} } }\n')
        .file('apps/declared/package.json', { name: 'declared', private: true, devDependencies: { '@tailwindcss/postcss': '4.3.5', 'tailwindcss': '4.3.5', 'weapp-tailwindcss': '4.12.0' } })
        .file('apps/declared/postcss.config.js', 'module.exports = { plugins: { \'@tailwindcss/postcss\': {} } }\n'), async (f) => {
        const { createRequire } = await import('node:module')
        // The package resolves the root's @tailwindcss/postcss…
        assert.ok(createRequire(path.join(f.dir, 'apps/weapp/package.json')).resolve('@tailwindcss/postcss'))
        const atRoot = await doctor(f, 'apps/weapp', ['--strict'])
        assert.equal(check(atRoot.report, 'tailwindcss-v4-postcss').status, 'warn', '…yet doctor warns')
        assert.equal(atRoot.exitCode, 1)
        // Declared in the package, but nowhere resolvable from a directory outside the fixture's node_modules.
        fs.rmSync(path.join(f.dir, 'node_modules/@tailwindcss/postcss'), { recursive: true })
        assert.throws(() => createRequire(path.join(f.dir, 'apps/declared/package.json')).resolve('@tailwindcss/postcss'))
        const declared = await doctor(f, 'apps/declared', ['--strict'])
        assert.ok(!declared.report.checks.some(c => c.id === 'tailwindcss-v4-postcss' && c.status !== 'ok'), JSON.stringify(declared.report.checks))
        assert.equal(declared.report.summary.warn, 0)
        assert.equal(declared.exitCode, 0)
        // Declaring it in the package too silences the warning where it is installed at the root.
        fs.writeFileSync(path.join(f.dir, 'apps/weapp/package.json'), JSON.stringify({ name: 'weapp', devDependencies: { '@tailwindcss/postcss': '4.3.5', 'tailwindcss': '4.3.5', 'weapp-tailwindcss': '4.12.0' } }))
        const both = await doctor(f, 'apps/weapp', ['--strict'])
        assert.equal(both.report.summary.warn, 0)
        assert.equal(both.exitCode, 0)
      })
    },
  },
  {
    id: 'cli-vscode-entry-file',
    says: 'vscode-entry writes .vscode/weapp-tailwindcss.intellisense.css: @import \'tailwindcss\', then @source rules (paths relative to that file\'s directory), then an import of the real entry; --source can repeat, replaces the defaults, and a leading "not " or "!" makes an exclusion',
    quotes: [
      { page: CLI.zh, text: '`vscode-entry` 会生成一个只给编辑器读的 CSS 文件，里面先导入 `tailwindcss`，再附上若干 `@source` 规则，最后导入你的真实入口' },
      { page: CLI.en, text: '`vscode-entry` generates a CSS file meant only for the editor: it imports `tailwindcss` first, adds a few `@source` rules, and finally imports your real entry' },
      { page: CLI.zh, text: '自定义 `@source`，可重复传入，传入后替换默认规则' },
      { page: CLI.en, text: 'Custom `@source` rules; can be given more than once, and replaces the defaults when given; a pattern starting with `not` (followed by a space) or `!` excludes' },
      { page: CLI.zh, text: '注意 `@source` 的路径相对于生成文件所在目录，默认放在 `.vscode/` 下时请检查一遍路径是否正确' },
      { page: CLI.en, text: 'Note that `@source` paths are relative to the directory of the generated file; with the default location under `.vscode/`, check that the paths are right' },
    ],
    async proof() {
      await inFixture('cli-vscode-entry', f => f.file('package.json', PKG).file('src/app.css', '@import "weapp-tailwindcss/index.css";\n'), async (f) => {
        const first = await weappTw(f, ['vscode-entry', '--css', 'src/app.css'])
        assert.equal(first.exitCode, 0, first.output)
        const out = path.join(f.dir, '.vscode/weapp-tailwindcss.intellisense.css')
        const lines = fs.readFileSync(out, 'utf8').split('\n').filter(l => l.startsWith('@'))
        assert.equal(lines[0], "@import 'tailwindcss';")
        assert.equal(lines.at(-1), "@import '../src/app.css';", 'the real entry last, relative to .vscode/')
        const sources = lines.slice(1, -1)
        assert.ok(sources.length > 0 && sources.every(l => l.startsWith('@source ')), lines.join('\n'))
        // The default rules are written as given ("./src/**/…"), i.e. relative to .vscode/, not to the project.
        assert.ok(sources.includes('@source "./src/**/*.{js,jsx,ts,tsx,mjs,cjs,wxs,sjs}";'), sources.join('\n'))
        const again = await weappTw(f, ['vscode-entry', '--css', 'src/app.css', '--force', '--source', '../src/**/*.wxml', '--source', 'not ../dist', '--source', '!../unpackage'])
        assert.equal(again.exitCode, 0, again.output)
        const custom = fs.readFileSync(out, 'utf8').split('\n').filter(l => l.startsWith('@source'))
        assert.deepEqual(custom, ['@source "../src/**/*.wxml";', '@source not "../dist";', '@source not "../unpackage";'])
      })
    },
  },
  {
    id: 'intellisense-loads-v4-on-tailwindcss-import-or-theme',
    says: 'the language server of the Tailwind CSS VS Code extension (@tailwindcss/language-server 0.16.0) treats a CSS file as a possible v4 config only when it has @import "tailwindcss" / \'tailwindcss\' or an @theme block; @import "weapp-tailwindcss/index.css" alone does not match',
    quotes: [
      { page: CLI.zh, text: 'VS Code 的 Tailwind CSS 扩展只在看到 `@import "tailwindcss"` 或 `@theme` 时才按第 4 版加载' },
      { page: CLI.en, text: 'The Tailwind CSS extension for VS Code only loads a file as version 4 when it sees `@import "tailwindcss"` or `@theme`' },
    ],
    slow: true,
    async proof() {
      const { unpackedAsync } = await import('./support/issues')
      const dir = await unpackedAsync('@tailwindcss/language-server@0.16.0')
      const server = fs.readFileSync(path.join(dir, 'bin/tailwindcss-language-server'), 'utf8')
      const at = server.indexOf('Symbol("LSP_COMPILE_CACHE")')
      assert.ok(at > 0, 'the v4 design-system module of the server')
      const window = server.slice(at - 120, at + 120)
      const IMPORT = String.raw`/@import\s*(?:'tailwindcss'|"tailwindcss")/`
      const THEME = String.raw`/@theme\s*\{/`
      const importName = new RegExp(`(\\w+)=${IMPORT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).exec(window)?.[1]
      const themeName = new RegExp(`(\\w+)=${THEME.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).exec(window)?.[1]
      assert.ok(importName && themeName, window)
      assert.ok(window.includes(`{return ${themeName}.test(e)||${importName}.test(e)}`), window)
      const isMaybeV4 = (css: string) => /@import\s*(?:'tailwindcss'|"tailwindcss")/.test(css) || /@theme\s*\{/.test(css)
      assert.equal(isMaybeV4('@import "tailwindcss";'), true)
      assert.equal(isMaybeV4('@theme {\n  --color-brand: red;\n}'), true)
      assert.equal(isMaybeV4('@import "weapp-tailwindcss/index.css";'), false)
      // What vscode-entry writes matches.
      assert.equal(isMaybeV4("@import 'tailwindcss';"), true)
    },
  },
  {
    id: 'cli-extract-and-tokens-no-write',
    says: 'extract writes .tw-patch/tw-class-list.json by default; with --no-write it writes nothing and prints only the number of classes; tokens --no-write writes nothing and prints the count and a preview (tailwindcss-patch source: tokens needs @tailwindcss/oxide, not installed here)',
    quotes: [
      { page: CLI.zh, text: '输出路径，默认写到 `.tw-patch/tw-class-list.json`' },
      { page: CLI.en, text: 'Output path, `.tw-patch/tw-class-list.json` by default' },
      { page: CLI.zh, text: '不写文件，终端只显示收集到的类名数量' },
      { page: CLI.en, text: 'Does not write the file; the terminal only shows how many classes were collected' },
      { page: CLI.zh, text: '不写文件，只打印候选词数量和前几条预览' },
      { page: CLI.en, text: 'Does not write the file; prints only the number of tokens and a short preview' },
    ],
    async proof() {
      await inFixture('cli-extract', f => copyTailwind3(f.file('package.json', PKG))
        .file('tailwind.config.js', 'module.exports = { content: [\'./src/**/*.wxml\'] }\n')
        .file('src/index.wxml', '<view class="text-red-500 mt-2"></view>\n'), async (f) => {
        const dry = await weappTw(f, ['extract', '--no-write', '--format', 'lines'])
        assert.equal(dry.exitCode, 0, dry.output)
        assert.deepEqual(dry.lines, ['✔ Collected 2 classes.'], 'only the count, no class names')
        assert.equal(fs.existsSync(path.join(f.dir, '.tw-patch')), false, 'extract --no-write writes nothing')
        const real = await weappTw(f, ['extract'])
        assert.equal(real.exitCode, 0, real.output)
        const written = path.join(f.dir, '.tw-patch/tw-class-list.json')
        assert.deepEqual((JSON.parse(fs.readFileSync(written, 'utf8')) as string[]).sort(), ['mt-2', 'text-red-500'])
      })
      // tokens: the handler of the tailwindcss-patch weapp-tw runs.
      const { createRequire } = await import('node:module')
      const fromWeappTw = createRequire(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'))
      const runtime = fs.readFileSync(path.join(packageDirOf(fromWeappTw.resolve('tailwindcss-patch')), 'dist/commands/cli-runtime.js'), 'utf8')
      const handler = runtime.slice(runtime.indexOf('async function tokensCommandDefaultHandler'))
      const writing = handler.slice(0, handler.indexOf('} else {'))
      const printing = handler.slice(handler.indexOf('} else {'), handler.indexOf('if (report.skippedFiles.length)'))
      assert.match(handler, /const shouldWrite = args\.write \?\? true;\s+let format/)
      assert.match(writing, /if \(shouldWrite\) \{[\s\S]*writeJSON\(target/)
      assert.match(printing, /Collected \$\{report\.entries\.length\} tokens from \$\{report\.filesScanned\} files\./)
      assert.match(printing, /report\.entries\.slice\(0, 5\)/)
      assert.match(printing, /report\.entries\.slice\(0, 3\)/)
      assert.doesNotMatch(printing, /write(JSON|File)\(/)
    },
  },
  {
    id: 'cli-tailwindcss-patch-commands',
    says: 'weapp-tw is built with tailwindcss-patch\'s createTailwindcssPatchCli, which supplies migrate/validate/restore; migrate has --config, --workspace, --max-depth (default 6), --include, --exclude, --dry-run, --check, --report-file, --backup-dir',
    quotes: [
      { page: CLI.zh, text: '这几条命令来自底层的 `tailwindcss-patch`，一般项目用不到' },
      { page: CLI.en, text: 'These commands come from the underlying `tailwindcss-patch`, and most projects never need them' },
      { page: CLI.zh, text: '常用参数有 `--config`（指定文件）、`--workspace`（递归查找，`--max-depth` 默认 6）' },
      { page: CLI.en, text: 'Common options are `--config` (the file to use), `--workspace` (search recursively, with `--max-depth` defaulting to 6)' },
    ],
    async proof() {
      const cli = fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/cli.js'), 'utf8')
      assert.match(cli, /createTailwindcssPatchCli\)\(\{/)
      assert.ok(!/command\("(migrate|validate|restore)"/.test(cli), 'weapp-tailwindcss itself defines none of them')
      await inFixture('cli-migrate-help', f => f.file('package.json', PKG), async (f) => {
        const help = await weappTw(f, ['--help'])
        for (const name of ['migrate', 'validate', 'restore', 'init']) assert.match(help.output, new RegExp(`\\b${name}\\b`))
        const migrate = (await weappTw(f, ['migrate', '--help'])).output
        for (const flag of ['--config', '--workspace', '--include', '--exclude', '--dry-run', '--check', '--report-file', '--backup-dir']) assert.ok(migrate.includes(flag), `${flag} in:\n${migrate}`)
        assert.match(migrate, /--max-depth[^\n]*default: 6/)
      })
    },
  },
  {
    id: 'cli-pnpm-facts-from-package-managers',
    says: 'the CLI page\'s pnpm sentences, proven by the package-managers claims: pnpm 12.21.0 fails the install where pnpm 10.34.9 only warns; both checks were done with pnpm 10.34.9 and Tailwind CSS 3.4.19; refusing the dependency script and keeping the project postinstall works; a bare install runs the project postinstall; pnpm 12 also fails with onlyBuiltDependencies in pnpm-workspace.yaml, and ran the postinstall on every repeated reinstall',
    quotes: [
      { page: CLI.zh, text: '较新的 pnpm 不再只是提醒，而是让安装直接失败' },
      { page: CLI.en, text: 'Newer pnpm versions no longer just warn; they make the install fail' },
      { page: CLI.zh, text: '用 pnpm 10.34.9 与 Tailwind CSS 3.4.19 核对过两种情况' },
      { page: CLI.en, text: 'Both cases were verified with pnpm 10.34.9 and Tailwind CSS 3.4.19' },
      { page: CLI.en, text: "Teams that do not want dependencies to run scripts can refuse it explicitly and leave the patch to the project's own `postinstall`" },
      { page: CLI.zh, text: '推荐写进 `postinstall`，每次安装依赖后自动执行' },
      { page: CLI.en, text: 'The recommended place for it is `postinstall`, so that it runs automatically every time dependencies are installed' },
      { page: CLI.zh, text: '把 `onlyBuiltDependencies` 挪进 `pnpm-workspace.yaml` 也一样报错' },
      { page: CLI.zh, text: 'pnpm 12.21.0 在同样的连续重装中每次都运行了它' },
    ],
    slow: true,
    async proof() {
      const { proofOf } = await import('./support/quick-start-v3')
      const load = () => import('./package-managers')
      for (const id of ['pnpm12-ignored-build-fails-the-install', 'pnpm12-no-longer-reads-the-pnpm-field', 'pnpm10-skips-dependency-install-scripts-with-exit-0', 'pnpm10-side-effects-cache-skips-the-postinstall-on-reinstall', 'pnpm12-project-postinstall-patches-with-the-dependency-script-refused', 'bare-install-runs-the-project-postinstall']) {
        await proofOf(load, id)
      }
    },
  },
])
