// What npm, pnpm and Yarn do with the install script weapp-tailwindcss ships (`postinstall: node
// scripts/postinstall.mjs`) and with the project's own `postinstall`. The facts live in one partial,
// docs/_partials/install-scripts.mdx (imported by the v3 and v4 install partials, the uni-app x install
// page and the weapp-tw CLI page); the other pages link to it and only repeat what is quoted below.
//
// The npm proofs are fast and offline: a tiny dependency packed with `npm pack`, whose postinstall
// writes a marker file, installed from its tarball. The pnpm and Yarn proofs fetch the package
// managers (and, for pnpm, weapp-tailwindcss 4.12.0 with Tailwind CSS 3.4.19) from the registry, so
// they are slow. Each pnpm 10 scenario uses a store of its own: pnpm 10 restores an already built
// package from the store's side-effects cache without running its script, and a shared store would
// make a first install look like that.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const NPM = '11.19.1'
const PNPM10 = '10.34.9'
const PNPM12 = '12.21.0'
const YARN1 = '1.22.22'
const YARN4 = '4.18.1'
const PACKAGES = ['weapp-tailwindcss@4.12.0', 'tailwindcss@3.4.19']

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const PARTIAL = 'docs/_partials/install-scripts.mdx'
const PARTIAL_EN = `${EN}_partials/install-scripts.mdx`
const CLI = 'docs/tools/weapp-tw-cli.md'
const CLI_EN = `${EN}tools/weapp-tw-cli.md`
const UNIX = 'docs/uni-app-x/install.mdx'
const UNIX_EN = `${EN}uni-app-x/install.mdx`
const RPX = 'docs/issues/rpx-ambiguities.md'
const RPX_EN = `${EN}issues/rpx-ambiguities.md`
const MIGRATE = 'docs/migrations/v3.md'
const MIGRATE_EN = `${EN}migrations/v3.md`
const INSTALL = 'docs/quick-start/install.mdx'
const INSTALL_EN = `${EN}quick-start/install.mdx`

// ---------------------------------------------------------------------------------------------------
// Scratch projects

interface Project {
  dir: string
  /** Did the dependency's postinstall run (in any install so far)? */
  dependencyRan(): boolean
  /** Did the project's own postinstall run (in any install so far)? */
  projectRan(): boolean
  resetMarkers(): void
}

const created: string[] = []

/** A directory under the system temp dir, removed when the check exits (installs and stores are large). */
async function tempDir(prefix: string): Promise<string> {
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  if (created.length === 0) {
    process.once('exit', () => {
      for (const dir of created) {
        try { fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }) } catch { /* a leftover temp dir is harmless */ }
      }
    })
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `claims-pm-${prefix}-`))
  created.push(dir)
  return dir
}

async function writeJson(file: string, value: unknown): Promise<void> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}, timeoutMs = 300_000) {
  const { runCommand } = await import('../lib/examples/runCommand')
  const result = await runCommand(command, args, { cwd, env, timeoutMs })
  assert.ok(!result.timedOut, `${command} ${args.join(' ')} timed out in ${cwd}`)
  return result
}

const npx = (spec: string, args: string[], cwd: string, env: Record<string, string> = {}) => run('npx', ['-y', spec, ...args], cwd, env)
const pnpm = (version: string, args: string[], cwd: string, env: Record<string, string> = {}) => npx(`pnpm@${version}`, args, cwd, env)

/**
 * pnpm 12 with a store of its own (it takes `--store-dir`, not the environment). The store matters: pnpm
 * 12 hard-links files from its store, and weapp-tw patch rewrites Tailwind CSS's files in place, so in a
 * shared store one project's patch shows up in every other project installed from it.
 */
async function pnpm12Store(): Promise<(args: string[], cwd: string) => ReturnType<typeof run>> {
  const store = await tempDir('pnpm12-store')
  return (args, cwd) => pnpm(PNPM12, [...args, '--store-dir', store], cwd)
}
const yarn = (version: string, args: string[], cwd: string) =>
  run('npx', ['-y', '-p', version.startsWith('1.') ? `yarn@${version}` : `@yarnpkg/cli-dist@${version}`, 'yarn', ...args], cwd)

/**
 * A project whose own `postinstall` writes a marker, next to a packed dependency (`claims-dep-with-postinstall`)
 * whose `postinstall` writes another, and a packed dependency without scripts (`claims-dep-without-scripts`).
 */
async function markerProject(prefix: string, extra: Record<string, unknown> = {}): Promise<Project & { tarball: string, plainTarball: string }> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const root = await tempDir(prefix)
  const dir = path.join(root, 'project')
  // The scripts are the same text in every run: package managers cache a packed dependency by name and
  // version, so a script naming a per-run path could come back from an earlier run's cache.
  const depMarker = path.join(dir, 'DEPENDENCY_POSTINSTALL_RAN')
  const projectMarker = path.join(dir, 'PROJECT_POSTINSTALL_RAN')
  const dependencyScript = `node -e "require('fs').writeFileSync(require('path').join(process.env.INIT_CWD, 'DEPENDENCY_POSTINSTALL_RAN'), 'ran')"`
  const projectScript = `node -e "require('fs').writeFileSync('PROJECT_POSTINSTALL_RAN', 'ran')"`
  await writeJson(path.join(root, 'dep/package.json'), { name: 'claims-dep-with-postinstall', version: '1.0.0', scripts: { postinstall: dependencyScript } })
  await writeJson(path.join(root, 'plain/package.json'), { name: 'claims-dep-without-scripts', version: '1.0.0' })
  for (const dir of ['dep', 'plain']) {
    const packed = await run('npm', ['pack'], path.join(root, dir))
    assert.equal(packed.exitCode, 0, `npm pack failed:\n${packed.output}`)
  }
  await writeJson(path.join(dir, 'package.json'), { name: 'project', version: '1.0.0', private: true, scripts: { postinstall: projectScript }, ...extra })
  return {
    dir,
    tarball: path.join(root, 'dep/claims-dep-with-postinstall-1.0.0.tgz'),
    plainTarball: path.join(root, 'plain/claims-dep-without-scripts-1.0.0.tgz'),
    dependencyRan: () => fs.existsSync(depMarker),
    projectRan: () => fs.existsSync(projectMarker),
    resetMarkers: () => { fs.rmSync(depMarker, { force: true }); fs.rmSync(projectMarker, { force: true }) },
  }
}

/** An empty project for installing weapp-tailwindcss 4.12.0 with Tailwind CSS 3.4.19. */
async function realProject(prefix: string, packageJson: Record<string, unknown> = {}, workspaceYaml?: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const dir = await tempDir(prefix)
  await writeJson(path.join(dir, 'package.json'), { name: 'project', version: '1.0.0', private: true, ...packageJson })
  if (workspaceYaml) fs.writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), workspaceYaml)
  return dir
}

const DEV_DEPENDENCIES = { devDependencies: { 'weapp-tailwindcss': '4.12.0', 'tailwindcss': '3.4.19' } }

/** Whether the installed Tailwind CSS 3 knows `rpx` as a length unit, i.e. whether weapp-tw patch ran. */
async function patched(dir: string): Promise<boolean> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const file = fs.realpathSync(path.join(dir, 'node_modules/tailwindcss/lib/util/dataTypes.js'))
  return /["']rpx["']/.test(fs.readFileSync(file, 'utf8'))
}

async function removeNodeModules(dir: string): Promise<void> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true })
}

/** pnpm-workspace.yaml as written, or undefined when there is none. */
async function readWorkspace(dir: string): Promise<string | undefined> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const file = path.join(dir, 'pnpm-workspace.yaml')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
}

/** The two lines the CLI page shows, and nothing else. */
const ALLOW_WEAPP_TAILWINDCSS = /^allowBuilds:\n {2}weapp-tailwindcss: true\n?$/

/** The lines weapp-tailwindcss's own postinstall prints through pnpm. */
const DEPENDENCY_SCRIPT_LOG = '.../node_modules/weapp-tailwindcss postinstall: ✔ Tailwind CSS 运行时补丁已完成。'

/** Each scenario runs once per check, however many claims read it. */
function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined
  return () => (result ??= run())
}

/**
 * `pnpm approve-builds` of pnpm 10 in a pseudo-terminal (given a size: in a zero-row terminal the prompt
 * draws no choices): select the first package listed, then confirm.
 */
async function approveInteractively(dir: string, store: string): Promise<{ output: string, exitCode: number | null }> {
  const { spawn } = await import('node:child_process')
  const child = spawn('script', ['-qfec', `stty rows 40 cols 120; npx -y pnpm@${PNPM10} approve-builds`, '/dev/null'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', npm_config_store_dir: store },
  })
  let raw = ''
  let selected = false
  let confirmed = false
  const plain = () => raw.replace(/\x1B\[[0-9;?]*[A-Za-z]/g, '')
  const onData = (chunk: Buffer) => {
    raw += chunk.toString('utf8')
    if (!selected && /Choose which packages to build[\s\S]*weapp-tailwindcss/.test(plain())) {
      selected = true
      setTimeout(() => child.stdin.write(' '), 500)
      setTimeout(() => child.stdin.write('\r'), 1200)
    }
    if (selected && !confirmed && /Do you approve\?/.test(plain())) {
      confirmed = true
      setTimeout(() => child.stdin.write('y\r'), 500)
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
  const exitCode = await new Promise<number | null>(resolve => child.on('close', code => resolve(code)))
  clearTimeout(timer)
  return { output: plain(), exitCode }
}

// ---------------------------------------------------------------------------------------------------
// Scenarios shared by several claims (slow ones fetch from the registry)

/** npm 11.19.1 installs the real package into a project without a postinstall of its own, then approves it. */
const npmReal = once(async () => {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const dir = await realProject('npm-real')
  const install = await run('npm', ['install', '-D', ...PACKAGES], dir)
  const patchedByDependency = await patched(dir)
  const approve = await run('npm', ['install-scripts', 'approve', 'weapp-tailwindcss'], dir)
  const packageJson = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
  return { install, patchedByDependency, approve, packageJson }
})

/** pnpm 12.21.0 without approval: add, reinstall, then `approve-builds weapp-tailwindcss`, reinstall and status. */
const pnpm12Approval = once(async () => {
  const dir = await realProject('pnpm12')
  const pnpm12 = await pnpm12Store()
  const version = await pnpm(PNPM12, ['--version'], dir)
  const add = await pnpm12(['add', '-D', ...PACKAGES], dir)
  const patchedAfterAdd = await patched(dir)
  await removeNodeModules(dir)
  const install = await pnpm12(['install'], dir)
  const approve = await pnpm12(['approve-builds', 'weapp-tailwindcss'], dir)
  const workspace = await readWorkspace(dir)
  const patchedAfterApprove = await patched(dir)
  await removeNodeModules(dir)
  const reinstall = await pnpm12(['install'], dir)
  const status = await run('npx', ['weapp-tw', 'status'], dir)
  return { version: version.output.trim(), add, patchedAfterAdd, install, approve, workspace, patchedAfterApprove, reinstall, status }
})

/** pnpm 12.21.0 with the approval in the places it no longer reads. */
const pnpm12OldSettings = once(async () => {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const inPackageJson = await realProject('pnpm12-field', { ...DEV_DEPENDENCIES, pnpm: { onlyBuiltDependencies: ['weapp-tailwindcss'] } })
  const field = await (await pnpm12Store())(['install'], inPackageJson)
  const inWorkspace = await realProject('pnpm12-workspace-only', DEV_DEPENDENCIES, 'onlyBuiltDependencies:\n  - weapp-tailwindcss\n')
  const workspace = await (await pnpm12Store())(['install'], inWorkspace)
  return { field, fieldPatched: fs.existsSync(path.join(inPackageJson, 'node_modules/tailwindcss')) && await patched(inPackageJson), workspace }
})

/** pnpm 12.21.0 with the script refused, or left unapproved, and `weapp-tw patch` as the project's postinstall. */
const pnpm12ProjectScript = once(async () => {
  const denied = await realProject('pnpm12-denied', { ...DEV_DEPENDENCIES, scripts: { postinstall: 'weapp-tw patch' } }, 'allowBuilds:\n  weapp-tailwindcss: false\n')
  const deniedInstall = await (await pnpm12Store())(['install'], denied)
  const deniedPatched = await patched(denied)
  const unapproved = await realProject('pnpm12-unapproved', { ...DEV_DEPENDENCIES, scripts: { postinstall: 'weapp-tw patch' } })
  const unapprovedInstall = await (await pnpm12Store())(['install'], unapproved)
  const unapprovedPatched = await patched(unapproved)
  return { deniedInstall, deniedPatched, unapprovedInstall, unapprovedPatched }
})

/** pnpm 10.34.9 without approval (add, then a CI reinstall), then the interactive `approve-builds`. */
const pnpm10Approval = once(async () => {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const dir = await realProject('pnpm10')
  const store = await tempDir('pnpm10-store')
  const env = { npm_config_store_dir: store }
  const version = await pnpm(PNPM10, ['--version'], dir)
  const add = await pnpm(PNPM10, ['add', '-D', ...PACKAGES], dir, env)
  const patchedAfterAdd = await patched(dir)
  const status = await run('npx', ['weapp-tw', 'status'], dir)
  await removeNodeModules(dir)
  const ci = await pnpm(PNPM10, ['install'], dir, { ...env, CI: 'true' })
  // pnpm 10 does not take the name: it still asks, and with no terminal to answer it writes nothing.
  const byName = await pnpm(PNPM10, ['approve-builds', 'weapp-tailwindcss'], dir, env)
  const workspaceAfterName = fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))
  const interactive = await approveInteractively(dir, store)
  const workspace = await readWorkspace(dir)
  const patchedAfterApprove = await patched(dir)
  return { version: version.output.trim(), add, patchedAfterAdd, status, ci, byName, workspaceAfterName, interactive, workspace, patchedAfterApprove }
})

/**
 * pnpm 10.34.9 with weapp-tailwindcss allowed (in package.json, and in pnpm-workspace.yaml), each in a
 * store of its own: resolve the lockfile, install, then delete node_modules and reinstall twice, the
 * second time with the side-effects cache off.
 */
const pnpm10Allowed = once(async () => {
  const sequence = async (dir: string) => {
    const env = { npm_config_store_dir: await tempDir('pnpm10-allowed-store') }
    const lock = await pnpm(PNPM10, ['install', '--lockfile-only'], dir, env)
    assert.equal(lock.exitCode, 0, lock.output)
    const first = await pnpm(PNPM10, ['install'], dir, env)
    const firstPatched = await patched(dir)
    await removeNodeModules(dir)
    const again = await pnpm(PNPM10, ['install'], dir, env)
    const againPatched = await patched(dir)
    const againStatus = await run('npx', ['weapp-tw', 'status'], dir)
    await removeNodeModules(dir)
    const noCache = await pnpm(PNPM10, ['install'], dir, { ...env, npm_config_side_effects_cache: 'false' })
    const noCachePatched = await patched(dir)
    return { first, firstPatched, again, againPatched, againStatus, noCache, noCachePatched }
  }
  const packageJson = await sequence(await realProject('pnpm10-only-built', { ...DEV_DEPENDENCIES, pnpm: { onlyBuiltDependencies: ['weapp-tailwindcss'] } }))
  const workspace = await sequence(await realProject('pnpm10-allow-builds', DEV_DEPENDENCIES, 'allowBuilds:\n  weapp-tailwindcss: true\n'))
  return { packageJson, workspace }
})

/** pnpm 12.21.0 with weapp-tailwindcss allowed in pnpm-workspace.yaml: install three times over. */
const pnpm12Allowed = once(async () => {
  const dir = await realProject('pnpm12-allowed', DEV_DEPENDENCIES, 'allowBuilds:\n  weapp-tailwindcss: true\n')
  const pnpm12 = await pnpm12Store()
  const lock = await pnpm12(['install', '--lockfile-only'], dir)
  assert.equal(lock.exitCode, 0, lock.output)
  const installs: { exitCode: number | null, ran: boolean, patched: boolean }[] = []
  for (let i = 0; i < 3; i++) {
    await removeNodeModules(dir)
    const result = await pnpm12(['install'], dir)
    installs.push({ exitCode: result.exitCode, ran: result.output.includes(DEPENDENCY_SCRIPT_LOG), patched: await patched(dir) })
  }
  return installs
})

/** npm, pnpm 10/12 and Yarn 1/4 on the marker project: does an install run the project's own postinstall? */
const projectScript = once(async () => {
  const results: Record<string, { named: boolean, bare: boolean, exitCode: number | null }> = {}
  for (const [name, add, install] of [
    ['pnpm 10', (p: { dir: string, plainTarball: string }) => pnpm(PNPM10, ['add', p.plainTarball], p.dir), (p: { dir: string }) => pnpm(PNPM10, ['install'], p.dir)],
    ['pnpm 12', async (p: { dir: string, plainTarball: string }) => (await pnpm12Store())(['add', p.plainTarball], p.dir), async (p: { dir: string }) => (await pnpm12Store())(['install'], p.dir)],
  ] as const) {
    const project = await markerProject(name.replace(' ', ''))
    const named = await add(project)
    assert.equal(named.exitCode, 0, `${name} add:\n${named.output}`)
    const namedRan = project.projectRan()
    await removeNodeModules(project.dir)
    const bare = await install(project)
    results[name] = { named: namedRan, bare: project.projectRan(), exitCode: bare.exitCode }
  }
  for (const version of [YARN1, YARN4]) {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const project = await markerProject(`yarn${version[0]}`)
    const pkg = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8'))
    await writeJson(path.join(project.dir, 'package.json'), { ...pkg, dependencies: { 'claims-dep-without-scripts': `file:${project.plainTarball}` } })
    fs.writeFileSync(path.join(project.dir, 'yarn.lock'), '')
    const bare = await yarn(version, ['install'], project.dir)
    results[`Yarn ${version}`] = { named: false, bare: project.projectRan(), exitCode: bare.exitCode }
  }
  return results
})

// ---------------------------------------------------------------------------------------------------

export default defineClaims(import.meta.url, [
  {
    id: 'npm11-runs-dependency-install-scripts-with-a-notice',
    says: `npm ${NPM} lists a dependency's postinstall as not yet covered by allowScripts but still runs it`,
    quotes: [
      { page: PARTIAL, text: '**npm 11.19.1**：会运行。安装结尾的 `npm warn install-scripts` 把它列为 `install scripts not yet covered by allowScripts`，这只是提示' },
      { page: PARTIAL_EN, text: '**npm 11.19.1**: runs it. At the end of the install, `npm warn install-scripts` lists it under `install scripts not yet covered by allowScripts`, but that is only a notice' },
    ],
    async proof() {
      const project = await markerProject('npm-runs')
      const version = await run('npm', ['--version'], project.dir)
      assert.equal(version.output.trim(), NPM, 'the npm a reader gets today is the version the sentence names')
      const result = await run('npm', ['install', project.tarball, '--no-audit', '--no-fund'], project.dir)
      assert.equal(result.exitCode, 0, result.output)
      assert.match(result.output, /^npm warn install-scripts 1 package has install scripts not yet covered by allowScripts:$/m)
      assert.match(result.output, /^npm warn install-scripts {3}claims-dep-with-postinstall@1\.0\.0 \(postinstall: /m)
      assert.ok(project.dependencyRan(), 'npm ran the dependency\'s postinstall although it printed the warning')
    },
  },
  {
    id: 'npm11-strict-allow-scripts-off-by-default',
    says: 'strict-allow-scripts defaults to false; set to true, an unlisted dependency install script fails the install and does not run',
    quotes: [
      { page: PARTIAL, text: '`strict-allow-scripts` 默认为 `false`，只有改成 `true`，没登记的安装脚本才会让安装失败' },
      { page: PARTIAL_EN, text: '`strict-allow-scripts` defaults to `false`, and only when it is set to `true` does an unlisted install script make the install fail' },
    ],
    async proof() {
      const project = await markerProject('npm-strict')
      const setting = await run('npm', ['config', 'get', 'strict-allow-scripts'], project.dir)
      assert.equal(setting.output.trim(), 'false', 'the default a reader has')
      const strict = await run('npm', ['install', project.tarball, '--no-audit', '--no-fund', '--strict-allow-scripts'], project.dir)
      assert.equal(strict.exitCode, 1, strict.output)
      assert.match(strict.output, /npm error code ESTRICTALLOWSCRIPTS/)
      assert.ok(!project.dependencyRan(), 'with strict-allow-scripts the script does not run')
    },
  },
  {
    id: 'npm11-install-scripts-approve-records-allowscripts',
    says: 'npm install-scripts approve <name> records the package under allowScripts in package.json, and the next install prints no install-scripts notice',
    quotes: [
      { page: PARTIAL, text: '执行 `npm install-scripts approve weapp-tailwindcss` 会把它登记到 `package.json` 的 `allowScripts` 里，之后不再提示' },
      { page: PARTIAL_EN, text: '`npm install-scripts approve weapp-tailwindcss` records the package under `allowScripts` in `package.json`, and the notice goes away' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const project = await markerProject('npm-approve')
      assert.equal((await run('npm', ['install', project.tarball, '--no-audit', '--no-fund'], project.dir)).exitCode, 0)
      const approve = await run('npm', ['install-scripts', 'approve', 'claims-dep-with-postinstall'], project.dir)
      assert.equal(approve.exitCode, 0, approve.output)
      const allowScripts = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8')).allowScripts ?? {}
      assert.deepEqual(Object.values(allowScripts), [true], `allowScripts: ${JSON.stringify(allowScripts)}`)
      await removeNodeModules(project.dir)
      project.resetMarkers()
      const again = await run('npm', ['install', '--no-audit', '--no-fund'], project.dir)
      assert.equal(again.exitCode, 0, again.output)
      assert.doesNotMatch(again.output, /install-scripts/, 'no notice once approved')
      assert.ok(project.dependencyRan(), 'and the script runs')
    },
  },
  {
    id: 'npm11-runs-the-weapp-tailwindcss-postinstall',
    says: `npm ${NPM} lists weapp-tailwindcss@4.12.0 (postinstall: node scripts/postinstall.mjs) in its notice, runs it (Tailwind CSS 3.4.19 gets rpx without a project postinstall), and install-scripts approve records it under allowScripts`,
    quotes: [
      { page: PARTIAL, text: 'weapp-tailwindcss 4.12.0 自己也带了一个 `postinstall`（`node scripts/postinstall.mjs`），装这个包时会顺手打同一个补丁' },
      { page: PARTIAL_EN, text: 'weapp-tailwindcss 4.12.0 has a `postinstall` of its own (`node scripts/postinstall.mjs`), which applies the same patch while the package is being installed' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { install, patchedByDependency, approve, packageJson } = await npmReal()
      assert.equal(install.exitCode, 0, install.output)
      assert.match(install.output, /^npm warn install-scripts {3}weapp-tailwindcss@4\.12\.0 \(postinstall: node scripts\/postinstall\.mjs\)$/m)
      assert.ok(patchedByDependency, 'the project has no postinstall, so the rpx patch came from weapp-tailwindcss\'s own script')
      assert.equal(approve.exitCode, 0, approve.output)
      assert.ok(Object.keys(packageJson.allowScripts ?? {}).some(key => key.startsWith('weapp-tailwindcss')), JSON.stringify(packageJson.allowScripts))
    },
  },
  {
    id: 'npm-named-install-skips-the-project-postinstall',
    says: 'npm install <package> does not run the project\'s own postinstall, npm install does, and --ignore-scripts skips it',
    quotes: [
      { page: 'docs/quick-start/v4/uni-app-vite.mdx', text: '带包名的 `npm install` 不会执行项目自己的 `postinstall`（npm 11.19.1 实测）' },
      { page: `${EN}quick-start/v4/uni-app-vite.mdx`, text: 'An `npm install` with package names does not run the project\'s own `postinstall` (tested with npm 11.19.1)' },
      { page: RPX, text: 'CI 中如果使用 `--ignore-scripts` 安装，需要在构建前手动执行 `npx weapp-tw patch`' },
      { page: RPX_EN, text: 'If your CI installs with `--ignore-scripts`, run `npx weapp-tw patch` by hand before the build.' },
      { page: 'docs/community/templates.mdx', text: '如果安装时加了 `--ignore-scripts`，记得手动补跑一次' },
      { page: `${EN}community/templates.mdx`, text: 'If you installed with `--ignore-scripts`' },
    ],
    async proof() {
      const project = await markerProject('npm-project-script')
      const named = await run('npm', ['install', project.plainTarball, '--no-audit', '--no-fund'], project.dir)
      assert.equal(named.exitCode, 0, named.output)
      assert.ok(!project.projectRan(), 'npm install <package> did not run the project postinstall')
      await removeNodeModules(project.dir)
      const ignored = await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], project.dir)
      assert.equal(ignored.exitCode, 0, ignored.output)
      assert.ok(!project.projectRan(), '--ignore-scripts skips the project postinstall too')
      await removeNodeModules(project.dir)
      const bare = await run('npm', ['install', '--no-audit', '--no-fund'], project.dir)
      assert.equal(bare.exitCode, 0, bare.output)
      assert.ok(project.projectRan(), 'npm install without package names runs it')
    },
  },
  {
    id: 'bare-install-runs-the-project-postinstall',
    says: 'npm/pnpm 10/pnpm 12/Yarn 1/Yarn 4 run the project\'s own postinstall on an install without package names; pnpm add <package> does not',
    quotes: [
      { page: PARTIAL, text: '不带包名的 `npm install`、`pnpm install`、`yarn install` 都会运行它' },
      { page: PARTIAL, text: '但 `npm install <包名>` 和 `pnpm add <包名>` 不会运行它' },
      { page: PARTIAL_EN, text: '`npm install`, `pnpm install` and `yarn install` without package names all run it' },
      { page: PARTIAL_EN, text: '`npm install <package>` and `pnpm add <package>` do not run it' },
      { page: RPX, text: '之后每次不带包名地重新安装依赖（`npm install`、`pnpm install`），补丁都会自动重新应用' },
      { page: RPX, text: '用 `npm install tailwindcss@…` 或 `pnpm add tailwindcss@…` 升级时项目的 `postinstall` 不会运行' },
      { page: RPX_EN, text: 'every time you reinstall dependencies without package names (`npm install`, `pnpm install`)' },
      { page: RPX_EN, text: 'Upgrading with `npm install tailwindcss@…` or `pnpm add tailwindcss@…` does not run the project\'s `postinstall`' },
      { page: 'docs/community/templates.mdx', text: '安装结束时会自动执行 `postinstall` 里的 `weapp-tw patch`' },
      { page: `${EN}community/templates.mdx`, text: 'At the end of the install, `weapp-tw patch` in `postinstall` runs automatically' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const results = await projectScript()
      for (const [name, result] of Object.entries(results)) {
        assert.equal(result.exitCode, 0, `${name} install`)
        assert.ok(result.bare, `${name}: an install without package names runs the project postinstall`)
        assert.ok(!result.named, `${name}: add <package> does not run it`)
      }
      assert.deepEqual(Object.keys(results).sort(), ['Yarn 1.22.22', 'Yarn 4.18.1', 'pnpm 10', 'pnpm 12'])
    },
  },
  {
    id: 'pnpm10-skips-dependency-install-scripts-with-exit-0',
    says: `pnpm ${PNPM10} does not run weapp-tailwindcss's postinstall, prints an "Ignored build scripts: weapp-tailwindcss@4.12.0" warning box and exits 0, also with CI=true; weapp-tw status then reports missing rpx`,
    quotes: [
      { page: PARTIAL, text: '**pnpm 10.34.9**：不运行，安装结束时打印一个 `Ignored build scripts: weapp-tailwindcss@4.12.0` 警告框，退出码仍是 0' },
      { page: PARTIAL_EN, text: '**pnpm 10.34.9**: does not run it, and ends the install with an `Ignored build scripts: weapp-tailwindcss@4.12.0` warning box; the exit code is still 0' },
      { page: CLI, text: '同样的项目换成 pnpm 10.34.9，只会打印一个「Ignored build scripts」的警告框，退出码仍是 0，设置了 `CI=true` 也一样' },
      { page: CLI_EN, text: 'The same project with pnpm 10.34.9 only prints an "Ignored build scripts" warning box and still exits with 0, even with `CI=true` set' },
      { page: CLI, text: '没有放行 weapp-tailwindcss 的安装脚本（pnpm 10 的默认情况）：安装结束时打印「Ignored build scripts: weapp-tailwindcss@4.12.0」的警告框，`status` 就是上面的样子' },
      { page: CLI_EN, text: 'The install script of weapp-tailwindcss is not allowed (the pnpm 10 default): the install ends with an "Ignored build scripts: weapp-tailwindcss@4.12.0" warning box, and `status` looks like the output above' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { version, add, patchedAfterAdd, status, ci } = await pnpm10Approval()
      assert.equal(version, PNPM10)
      assert.equal(add.exitCode, 0, add.output)
      assert.match(add.output, /╭ Warning ─+╮/)
      assert.match(add.output, /Ignored build scripts: weapp-tailwindcss@4\.12\.0\./)
      assert.ok(!patchedAfterAdd, 'the postinstall did not run')
      assert.match(status.output, /extendLengthUnits \(lib\/util\/dataTypes\.js\) - missing units: rpx/)
      assert.equal(ci.exitCode, 0, ci.output)
      assert.match(ci.output, /Ignored build scripts: weapp-tailwindcss@4\.12\.0\./)
    },
  },
  {
    id: 'pnpm12-ignored-build-fails-the-install',
    says: `pnpm ${PNPM12} does not run weapp-tailwindcss's postinstall and fails add and install with exit code 1 and ERR_PNPM_IGNORED_BUILDS, printing the block shown on the CLI page; pnpm ${PNPM10} does not run it either`,
    quotes: [
      { page: PARTIAL, text: '**pnpm 12.21.0**：不运行，并且安装以退出码 1 失败，报 `ERR_PNPM_IGNORED_BUILDS`' },
      { page: PARTIAL_EN, text: '**pnpm 12.21.0**: does not run it, and the install fails with exit code 1 and `ERR_PNPM_IGNORED_BUILDS`' },
      { page: CLI, text: '用 pnpm 12.21.0 安装 weapp-tailwindcss 4.12.0，没有放行它的安装脚本时，终端最后是这样的，退出码为 1' },
      { page: CLI_EN, text: 'Installing weapp-tailwindcss 4.12.0 with pnpm 12.21.0 without allowing its install script ends like this in the terminal, with exit code 1' },
      { page: UNIX, text: '用较新的 pnpm 安装时（实测 pnpm 12.21.0），没放行的安装脚本会让安装以退出码 1 结束' },
      { page: UNIX_EN, text: 'with a newer pnpm (tested with pnpm 12.21.0), install scripts that haven\'t been allowed make the install end with exit code 1' },
      { page: RPX, text: 'weapp-tailwindcss 自带的安装脚本在 pnpm 下默认不运行，pnpm 12 没放行时还会让这次重装以 `ERR_PNPM_IGNORED_BUILDS` 失败' },
      { page: RPX_EN, text: 'By default pnpm does not run the install script that weapp-tailwindcss ships, and pnpm 12 even fails the reinstall with `ERR_PNPM_IGNORED_BUILDS` until it is allowed' },
      { page: MIGRATE, text: 'weapp-tailwindcss 自带的安装脚本在 pnpm 10 和 12 下默认都不运行，pnpm 12 没放行时还会让安装失败' },
      { page: MIGRATE_EN, text: 'neither pnpm 10 nor pnpm 12 runs the install script that weapp-tailwindcss ships by default, and pnpm 12 even fails the install until it is allowed' },
      { page: INSTALL, text: 'pnpm 12 不放行它会让安装失败' },
      { page: INSTALL_EN, text: 'pnpm 12 fails the install until it is allowed' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { version, add, patchedAfterAdd, install } = await pnpm12Approval()
      assert.equal(version, PNPM12)
      assert.equal(add.exitCode, 1, add.output)
      assert.match(add.output, /^Error: ERR_PNPM_IGNORED_BUILDS$/m)
      assert.match(add.output, /Ignored build scripts: weapp-tailwindcss@4\.12\.0$/m)
      assert.ok(!patchedAfterAdd, 'the postinstall did not run')
      assert.equal(install.exitCode, 1, install.output)
      const block = [
        'Error: ERR_PNPM_IGNORED_BUILDS',
        '',
        '  × installing dependencies',
        '  ╰─▶ Ignored build scripts: weapp-tailwindcss@4.12.0',
        '  help: Run "pnpm approve-builds" to pick which dependencies should be allowed',
        '        to run scripts.',
      ].join('\n')
      assert.ok(install.output.includes(block), `the block on the CLI page, in:\n${install.output}`)
      const ten = await pnpm10Approval()
      assert.ok(!ten.patchedAfterAdd, 'pnpm 10 did not run it either')
    },
  },
  {
    id: 'pnpm12-no-longer-reads-the-pnpm-field',
    says: `pnpm ${PNPM12} warns that the "pnpm" field of package.json is no longer read and still fails with pnpm.onlyBuiltDependencies, and fails too with onlyBuiltDependencies in pnpm-workspace.yaml`,
    quotes: [
      { page: PARTIAL, text: '`package.json` 里的 `pnpm` 字段已不再读取，写在 `pnpm.onlyBuiltDependencies` 里的放行不起作用' },
      { page: PARTIAL_EN, text: 'pnpm 12 no longer reads the `pnpm` field of `package.json`, so an approval listed under `pnpm.onlyBuiltDependencies` has no effect' },
      { page: CLI, text: 'pnpm 12.21.0 会打印 `The "pnpm" field in package.json is no longer read by pnpm`，整个 `pnpm` 字段被忽略，随后照样报错；把 `onlyBuiltDependencies` 挪进 `pnpm-workspace.yaml` 也一样报错' },
      { page: CLI_EN, text: 'pnpm 12.21.0 prints `The "pnpm" field in package.json is no longer read by pnpm`, ignores the whole `pnpm` field and then fails as before; moving `onlyBuiltDependencies` into `pnpm-workspace.yaml` fails the same way' },
      { page: UNIX, text: '它也不再读取 `package.json` 里的 `pnpm` 字段，写在 `pnpm.onlyBuiltDependencies` 里的放行对它不起作用' },
      { page: UNIX_EN, text: 'it also no longer reads the `pnpm` field in `package.json`, so an approval listed under `pnpm.onlyBuiltDependencies` has no effect on it' },
      { page: UNIX, text: 'pnpm 12 不再读取这个字段，安装时如果报 `ERR_PNPM_IGNORED_BUILDS`' },
      { page: UNIX_EN, text: 'pnpm 12 no longer reads that field; if the install fails with `ERR_PNPM_IGNORED_BUILDS`' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { field, fieldPatched, workspace } = await pnpm12OldSettings()
      assert.match(field.output, /^\[WARN\] The "pnpm" field in package\.json is no longer read by pnpm\. The following keys were ignored: "pnpm\.onlyBuiltDependencies"\./m)
      assert.equal(field.exitCode, 1, field.output)
      assert.match(field.output, /Ignored build scripts: weapp-tailwindcss@4\.12\.0$/m)
      assert.ok(!fieldPatched, 'the listed approval did not let the script run')
      assert.equal(workspace.exitCode, 1, workspace.output)
      assert.match(workspace.output, /^Error: ERR_PNPM_IGNORED_BUILDS$/m)
    },
  },
  {
    id: 'pnpm-approve-builds-writes-allowbuilds-and-runs-the-script',
    says: `pnpm approve-builds writes allowBuilds: { weapp-tailwindcss: true } into pnpm-workspace.yaml and runs the postinstall: pnpm ${PNPM12} takes the name, pnpm ${PNPM10} asks (select and confirm); pnpm 12 then installs with exit 0 and status lists extendLengthUnits as applied`,
    quotes: [
      { page: PARTIAL, text: 'pnpm 10 会列出待放行的包，选中 `weapp-tailwindcss` 后确认；pnpm 12 可以直接写成 `pnpm approve-builds weapp-tailwindcss`。两者都会在 `pnpm-workspace.yaml` 里写入 `allowBuilds`，并当场运行这个脚本' },
      { page: PARTIAL_EN, text: 'pnpm 10 lists the packages waiting for approval, and you select `weapp-tailwindcss` and confirm; pnpm 12 also takes the name directly, as `pnpm approve-builds weapp-tailwindcss`. Both write `allowBuilds` into `pnpm-workspace.yaml` and run the script right away' },
      { page: CLI, text: '也可以执行 `pnpm approve-builds weapp-tailwindcss`，它会把上面两行写进 `pnpm-workspace.yaml`，并当场运行 weapp-tailwindcss 的 `postinstall`，终端里能看到这个脚本打出的补丁日志，每行以 `.../node_modules/weapp-tailwindcss postinstall:` 开头' },
      { page: CLI_EN, text: 'You can also run `pnpm approve-builds weapp-tailwindcss`: it writes the two lines above into `pnpm-workspace.yaml` and runs the `postinstall` of weapp-tailwindcss right away, so you see the patch log that script prints in the terminal, each line starting with `.../node_modules/weapp-tailwindcss postinstall:`' },
      { page: CLI, text: '检查方法：`pnpm install` 的退出码为 0（`echo $?` 输出 `0`），然后执行 `npx weapp-tw status`，`extendLengthUnits` 应出现在 `Applied` 之下' },
      { page: CLI_EN, text: 'To check: `pnpm install` exits with 0 (`echo $?` prints `0`); then run `npx weapp-tw status`, and `extendLengthUnits` should be listed under `Applied`' },
      { page: UNIX, text: '或者执行 `pnpm approve-builds weapp-tailwindcss` 让 pnpm 替你写好' },
      { page: UNIX_EN, text: 'or run `pnpm approve-builds weapp-tailwindcss` to have pnpm write it for you' },
      { page: MIGRATE, text: '要放行就执行 `pnpm approve-builds`，它会当场运行这个脚本，不必再重装一次' },
      { page: MIGRATE_EN, text: 'To allow it, run `pnpm approve-builds`; it runs the script right away, so there is no need to install again' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const twelve = await pnpm12Approval()
      assert.equal(twelve.approve.exitCode, 0, twelve.approve.output)
      assert.match(twelve.workspace ?? '', ALLOW_WEAPP_TAILWINDCSS)
      assert.ok(twelve.approve.output.includes(DEPENDENCY_SCRIPT_LOG), `pnpm 12 ran the postinstall right away:\n${twelve.approve.output}`)
      assert.ok(twelve.patchedAfterApprove)
      assert.equal(twelve.reinstall.exitCode, 0, twelve.reinstall.output)
      assert.match(twelve.status.output, /Applied:[\s\S]*extendLengthUnits/)
      assert.doesNotMatch(twelve.status.output, /Needs attention/)

      const ten = await pnpm10Approval()
      assert.ok(!ten.workspaceAfterName, 'pnpm 10 does not take the name: without a terminal to answer its question it writes nothing')
      assert.match(ten.byName.output, /Choose which packages to build/)
      assert.match(ten.interactive.output, /Choose which packages to build[\s\S]*weapp-tailwindcss/, 'pnpm 10 lists weapp-tailwindcss')
      assert.match(ten.interactive.output, /The next packages will now be built: weapp-tailwindcss\./)
      assert.equal(ten.interactive.exitCode, 0, ten.interactive.output)
      assert.match(ten.workspace ?? '', ALLOW_WEAPP_TAILWINDCSS)
      assert.match(ten.interactive.output, /weapp-tailwindcss: Running postinstall script, done/)
      assert.ok(ten.patchedAfterApprove, 'pnpm 10 ran the postinstall right away')
    },
  },
  {
    id: 'pnpm-10-and-12-read-allowbuilds-pnpm-10-also-the-pnpm-field',
    says: `allowBuilds in pnpm-workspace.yaml lets weapp-tailwindcss's postinstall run in pnpm ${PNPM12} and ${PNPM10}; pnpm ${PNPM10} also reads pnpm.onlyBuiltDependencies in package.json`,
    quotes: [
      { page: CLI, text: 'pnpm 12 认的是 `pnpm-workspace.yaml` 里的 `allowBuilds`' },
      { page: CLI_EN, text: 'What pnpm 12 reads is `allowBuilds` in `pnpm-workspace.yaml`' },
      { page: CLI, text: '这份文件在 pnpm 10.34.9 上同样生效' },
      { page: CLI_EN, text: 'The same file works with pnpm 10.34.9' },
      { page: CLI, text: 'pnpm 10 认 `package.json` 里的 `pnpm.onlyBuiltDependencies`' },
      { page: CLI_EN, text: 'pnpm 10 reads `pnpm.onlyBuiltDependencies` in `package.json`' },
      { page: UNIX, text: '在项目根目录的 `pnpm-workspace.yaml` 里写入 `allowBuilds`，把 `weapp-tailwindcss` 设为 `true`' },
      { page: UNIX_EN, text: 'Add `allowBuilds` to `pnpm-workspace.yaml` at the project root with `weapp-tailwindcss` set to `true`' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const twelve = await pnpm12Allowed()
      assert.equal(twelve[0]!.exitCode, 0)
      assert.ok(twelve[0]!.ran && twelve[0]!.patched, 'pnpm 12 ran it with allowBuilds')
      const { packageJson, workspace } = await pnpm10Allowed()
      for (const [where, result] of [['allowBuilds', workspace], ['pnpm.onlyBuiltDependencies', packageJson]] as const) {
        assert.equal(result.first.exitCode, 0, result.first.output)
        assert.ok(result.first.output.includes(DEPENDENCY_SCRIPT_LOG), `pnpm 10 ran it with ${where}:\n${result.first.output}`)
        assert.ok(result.firstPatched)
      }
    },
  },
  {
    id: 'pnpm10-side-effects-cache-skips-the-postinstall-on-reinstall',
    says: `pnpm ${PNPM10} runs the allowed postinstall on the first install from the lockfile, then restores weapp-tailwindcss from the store's side-effects cache on a reinstall without running it (Tailwind CSS unpatched), runs it again with side-effects-cache=false; pnpm ${PNPM12} ran it on each of three reinstalls`,
    quotes: [
      { page: CLI, text: '第一次按锁文件安装时 weapp-tailwindcss 的 `postinstall` 会运行，补丁打上' },
      { page: CLI, text: '但 pnpm 10.34.9 会把构建过的 weapp-tailwindcss 存进 store 的副作用缓存（side-effects cache），之后删掉 `node_modules` 再重装，它直接从缓存还原这个包，不再运行 `postinstall`，新装的 `tailwindcss` 照样没有补丁，`status` 还是上面的样子' },
      { page: CLI, text: '把 `side-effects-cache` 设为 `false` 后每次重装都会运行。pnpm 12.21.0 在同样的连续重装中每次都运行了它' },
      { page: CLI_EN, text: 'the first install from the lockfile runs the `postinstall` of weapp-tailwindcss, and the patch is applied' },
      { page: CLI_EN, text: 'But pnpm 10.34.9 keeps the built weapp-tailwindcss in the side-effects cache of its store; when you later delete `node_modules` and reinstall, it restores the package from that cache and does not run its `postinstall` again, so the freshly installed `tailwindcss` is unpatched once more and `status` looks like the output above' },
      { page: CLI_EN, text: 'With `side-effects-cache` set to `false`, every reinstall runs it. pnpm 12.21.0 ran it on every one of the same repeated reinstalls' },
    ],
    slow: true,
    timeoutMs: 900_000,
    async proof() {
      const { packageJson, workspace } = await pnpm10Allowed()
      for (const [where, result] of [['pnpm.onlyBuiltDependencies', packageJson], ['allowBuilds', workspace]] as const) {
        assert.ok(result.first.output.includes(DEPENDENCY_SCRIPT_LOG) && result.firstPatched, `${where}: the first install runs it`)
        assert.equal(result.again.exitCode, 0, result.again.output)
        assert.ok(!result.again.output.includes('weapp-tailwindcss postinstall'), `${where}: the reinstall did not run it:\n${result.again.output}`)
        assert.ok(!result.againPatched, `${where}: Tailwind CSS is unpatched after the reinstall`)
        assert.match(result.againStatus.output, /extendLengthUnits \(lib\/util\/dataTypes\.js\) - missing units: rpx/, `${where}: status as shown on the page`)
        assert.ok(result.noCache.output.includes(DEPENDENCY_SCRIPT_LOG) && result.noCachePatched, `${where}: with side-effects-cache=false it runs again`)
      }
      const twelve = await pnpm12Allowed()
      assert.equal(twelve.length, 3)
      for (const [i, install] of twelve.entries()) {
        assert.equal(install.exitCode, 0)
        assert.ok(install.ran && install.patched, `pnpm 12 install #${i + 1} ran it`)
      }
    },
  },
  {
    id: 'pnpm12-project-postinstall-patches-with-the-dependency-script-refused',
    says: `with allowBuilds weapp-tailwindcss: false and "postinstall": "weapp-tw patch", pnpm ${PNPM12} installs with exit 0 and the project script patches Tailwind CSS; it runs too when the install fails unapproved`,
    quotes: [
      { page: CLI, text: '配合 `package.json` 里的 `"postinstall": "weapp-tw patch"`，pnpm 12.21.0 安装成功（退出码 0），补丁由项目脚本打上' },
      { page: CLI_EN, text: 'Together with `"postinstall": "weapp-tw patch"` in `package.json`, pnpm 12.21.0 installs successfully (exit code 0), and the patch is applied by the project\'s script' },
      { page: CLI, text: 'pnpm 12.21.0 在明确拒绝 weapp-tailwindcss 安装脚本的情况下也照样运行了它，补丁由它打上' },
      { page: CLI_EN, text: 'pnpm 12.21.0 ran it even with the weapp-tailwindcss install script explicitly refused, so the patch was applied by it' },
      { page: RPX, text: '项目自己 `scripts` 里的 `postinstall` 不受这些限制，所以上面这条脚本要保留' },
      { page: RPX_EN, text: 'The `postinstall` in your project\'s own `scripts` is not subject to any of this, so keep the script above' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const { deniedInstall, deniedPatched, unapprovedInstall, unapprovedPatched } = await pnpm12ProjectScript()
      assert.equal(deniedInstall.exitCode, 0, deniedInstall.output)
      assert.ok(!deniedInstall.output.includes('weapp-tailwindcss postinstall'), 'the dependency script did not run')
      assert.match(deniedInstall.output, /^\. postinstall: ✔ Tailwind CSS 运行时补丁已完成。$/m)
      assert.ok(deniedPatched)
      assert.equal(unapprovedInstall.exitCode, 1, unapprovedInstall.output)
      assert.match(unapprovedInstall.output, /^\. postinstall: ✔ Tailwind CSS 运行时补丁已完成。$/m)
      assert.ok(unapprovedPatched, 'unapproved, the install fails, but the project script has run and patched')
    },
  },
  {
    id: 'yarn1-runs-yarn4-skips-dependency-install-scripts',
    says: `Yarn ${YARN1} runs a dependency's postinstall; Yarn ${YARN4} does not (enableScripts defaults to false)`,
    quotes: [
      { page: PARTIAL, text: 'Yarn 1（npm 上 `yarn` 包的 1.22.22）会运行；Yarn 4（npm 上 `@yarnpkg/cli-dist` 的 4.18.1）默认不运行依赖包的安装脚本，因为它的 `enableScripts` 设置默认为 `false`' },
      { page: PARTIAL_EN, text: 'Yarn 1 (the `yarn` package on npm, 1.22.22) runs it; Yarn 4 (`@yarnpkg/cli-dist` on npm, 4.18.1) does not run the install scripts of dependencies by default, because its `enableScripts` setting is `false` unless you change it' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const ran: Record<string, boolean> = {}
      let yarn4Output = ''
      for (const version of [YARN1, YARN4]) {
        const project = await markerProject(`yarn-dep-${version[0]}`)
        const pkg = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8'))
        await writeJson(path.join(project.dir, 'package.json'), { ...pkg, dependencies: { 'claims-dep-with-postinstall': `file:${project.tarball}` } })
        fs.writeFileSync(path.join(project.dir, 'yarn.lock'), '')
        const install = await yarn(version, ['install'], project.dir)
        assert.equal(install.exitCode, 0, install.output)
        ran[version] = project.dependencyRan()
        if (version === YARN4) {
          yarn4Output = install.output
          const setting = await yarn(version, ['config', 'get', 'enableScripts'], project.dir)
          assert.equal(setting.output.trim(), 'false', 'enableScripts defaults to false')
        }
      }
      assert.deepEqual(ran, { [YARN1]: true, [YARN4]: false })
      assert.match(yarn4Output, /Yarn 4\.18\.1/)
      assert.match(yarn4Output, /lists build scripts, but all build scripts have been disabled\./)
    },
  },
  {
    id: 'yarn1-aborts-on-an-engines-mismatch-unless-ignore-engines',
    says: `Yarn ${YARN1} stops the install when a dependency's engines.node does not match the running Node.js, and --ignore-engines lets it through`,
    quotes: [
      { page: INSTALL, text: 'yarn 1 遇到 `engines` 不匹配会中断安装，确实需要临时绕过时可以加 `--ignore-engines`' },
      { page: INSTALL_EN, text: 'yarn 1 aborts the install when `engines` does not match; if you really need to get around that temporarily, add `--ignore-engines`' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const root = await tempDir('yarn-engines')
      await writeJson(path.join(root, 'dep/package.json'), { name: 'claims-dep-needs-future-node', version: '1.0.0', engines: { node: '>=99' } })
      assert.equal((await run('npm', ['pack'], path.join(root, 'dep'))).exitCode, 0)
      const dir = path.join(root, 'project')
      await writeJson(path.join(dir, 'package.json'), { name: 'project', version: '1.0.0', private: true, dependencies: { 'claims-dep-needs-future-node': `file:${path.join(root, 'dep/claims-dep-needs-future-node-1.0.0.tgz')}` } })
      const strict = await yarn(YARN1, ['install'], dir)
      assert.equal(strict.exitCode, 1, strict.output)
      assert.match(strict.output, /The engine "node" is incompatible with this module\. Expected version ">=99"/)
      assert.ok(!fs.existsSync(path.join(dir, 'node_modules/claims-dep-needs-future-node')), 'nothing was installed')
      const ignored = await yarn(YARN1, ['install', '--ignore-engines'], dir)
      assert.equal(ignored.exitCode, 0, ignored.output)
      assert.ok(fs.existsSync(path.join(dir, 'node_modules/claims-dep-needs-future-node')))
    },
  },
  {
    id: 'uni-app-x-template-pins-pnpm-10-and-lists-onlybuiltdependencies',
    says: 'the uni-app x HBuilderX template has postinstall weapp-tw patch, packageManager pnpm@10.33.2 and pnpm.onlyBuiltDependencies [weapp-tailwindcss] in its package.json',
    quotes: [
      { page: UNIX, text: '用 `packageManager` 固定了 pnpm 10.33.2，并通过 `pnpm.onlyBuiltDependencies` 允许 weapp-tailwindcss 执行安装脚本' },
      { page: UNIX_EN, text: 'pins pnpm 10.33.2 in `packageManager`, and allows weapp-tailwindcss to run its install script via `pnpm.onlyBuiltDependencies`' },
    ],
    manual: {
      ran: 'read package.json of github.com/icebreaker-template/uni-app-x-hbuilderx at commit a2a63c8d8b59f9732fac8cecce04964aec45b9c5: scripts.postinstall "weapp-tw patch", packageManager "pnpm@10.33.2", pnpm.onlyBuiltDependencies ["weapp-tailwindcss"], devDependencies weapp-tailwindcss 4.12.0',
      versions: 'template commit a2a63c8d8b59f9732fac8cecce04964aec45b9c5',
      on: '2026-11-28',
      why: 'the template lives on GitHub, which the checks cannot reach; whether pnpm 12 switches to the pinned pnpm 10.33.2 could not be run either, because the registry mirror here lacks the platform packages pnpm 12 fetches for it',
    },
  },
])
