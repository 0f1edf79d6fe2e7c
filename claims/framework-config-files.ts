// Which configuration file a framework's build reads. Mpx: its CLI service points Vue CLI at
// `mpx.config.js` before Vue CLI looks for `vue.config.js`. The Mpx page (quick-start/frameworks/mpx)
// holds the facts; the Tailwind CSS 3 PostCSS table links to it.
//
// The proofs pack the published packages from the registry (slow) and run the two files that decide it,
// `lib/Service.js` of @mpxjs/mpx-cli-service and `lib/util/loadFileConfig.js` of @vue/cli-service, with
// their other imports stubbed: the first sets the environment variable, the second picks the file.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const MPX = 'docs/quick-start/frameworks/mpx.mdx'
const MPX_EN = `${EN}quick-start/frameworks/mpx.mdx`
const TABLE = 'docs/_partials/v3-postcss-config.mdx'
const TABLE_EN = `${EN}_partials/v3-postcss-config.mdx`

const MPX_CLI_SERVICE = '@mpxjs/mpx-cli-service'
/** The version the page names as the one that reads mpx.config.js; the latest is checked as well. */
const FIRST_NAMED = '2.2.20'
/** The page says this version and every earlier one leave Vue CLI to vue.config.js. */
const LAST_WITHOUT = '2.1.10'

async function npmJson(args: string[]): Promise<unknown> {
  const os = await import('node:os')
  const { runCommand } = await import('../lib/examples/runCommand')
  const result = await runCommand('npm', ['view', ...args, '--json'], { cwd: os.tmpdir(), timeoutMs: 120_000 })
  assert.equal(result.exitCode, 0, result.output)
  return JSON.parse(result.output)
}

const created: string[] = []

/** A directory under the system temp dir, removed when the check exits. */
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `claims-config-${prefix}-`))
  created.push(dir)
  return dir
}

/** `npm pack <spec>` unpacked into a temp dir; returns the package directory. */
async function unpack(spec: string): Promise<string> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const { runCommand } = await import('../lib/examples/runCommand')
  const dir = await tempDir('package')
  const pack = await runCommand('npm', ['pack', spec, '--silent'], { cwd: dir, timeoutMs: 120_000 })
  assert.equal(pack.exitCode, 0, pack.output)
  const tarball = fs.readdirSync(dir).find(name => name.endsWith('.tgz'))
  assert.ok(tarball, `npm pack ${spec} wrote no tarball`)
  const tar = await runCommand('tar', ['xzf', tarball], { cwd: dir })
  assert.equal(tar.exitCode, 0, tar.output)
  return path.join(dir, 'package')
}

/**
 * Anything a stubbed `require` returns: callable, constructible, and every property is another stub,
 * except `then` (a stub must not look like a promise, or awaiting a module that exports one never ends).
 */
function stub(): unknown {
  const target = function () {} as unknown as Record<string | symbol, unknown>
  return new Proxy(target, {
    get: (t, key) => (key === 'then' ? undefined : key in t ? t[key] : (t[key] = stub())),
    apply: () => stub(),
    construct: () => stub() as object,
  })
}

/** Runs a CommonJS file of a packed package with its own `process.env` and the given module stubs. */
async function runModule(file: string, env: Record<string, string | undefined>, modules: Record<string, unknown> = {}): Promise<unknown> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const vm = await import('node:vm')
  const builtins = { fs, path, url: await import('node:url') } as Record<string, unknown>
  const module = { exports: {} as unknown }
  const require = (id: string) => modules[id] ?? builtins[id.replace(/^node:/, '')] ?? stub()
  const wrapper = vm.runInNewContext(`(function (exports, require, module, __filename, __dirname, process) {\n${fs.readFileSync(file, 'utf8')}\n})`, {}, { filename: file })
  wrapper(module.exports, require, module, file, path.dirname(file), { env, cwd: () => path.dirname(file) })
  return module.exports
}

/** VUE_CLI_SERVICE_CONFIG_PATH as the CLI service of `version` leaves it, or undefined when it does not set it. */
async function configPathSetBy(version: string): Promise<string | undefined> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const dir = await unpack(`${MPX_CLI_SERVICE}@${version}`)
  const env: Record<string, string | undefined> = {}
  await runModule(path.join(dir, 'lib/Service.js'), env)
  const bin = fs.readFileSync(path.join(dir, 'bin/mpx-cli-service.js'), 'utf8')
  const loaded = bin.indexOf('require(\'../lib/Service\')')
  assert.ok(loaded !== -1 && loaded < bin.indexOf('new Service('), `${version}: the CLI loads lib/Service.js before it creates the Vue CLI service`)
  return env.VUE_CLI_SERVICE_CONFIG_PATH
}

/** Which file @vue/cli-service's loadFileConfig picks in a directory holding `files`, with the given env. */
async function pickedConfig(vueCliService: string, files: string[], env: Record<string, string | undefined>): Promise<string | undefined> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const project = await tempDir('project')
  for (const file of files) fs.writeFileSync(path.join(project, file), 'module.exports = {}\n')
  const loadFileConfig = await runModule(path.join(vueCliService, 'lib/util/loadFileConfig.js'), env, {
    'is-file-esm': { sync: () => ({ esm: false }) },
    '@vue/cli-shared-utils': { loadModule: (file: string) => ({ loadedFrom: file }) },
  }) as (context: string) => { fileConfigPath?: string }
  const { fileConfigPath } = loadFileConfig(project)
  return fileConfigPath && path.basename(fileConfigPath)
}

const semverParts = (version: string) => version.split('.').map(Number)
const atMost = (version: string, limit: string) => {
  const [a, b] = [semverParts(version), semverParts(limit)]
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!
  return true
}

export default defineClaims(import.meta.url, [
  {
    id: 'mpx-cli-service-reads-mpx-config-js-before-vue-config-js',
    says: `${MPX_CLI_SERVICE} ${FIRST_NAMED} and the latest set VUE_CLI_SERVICE_CONFIG_PATH to mpx.config.js, which @vue/cli-service's loadFileConfig tries before vue.config.js (only mpx.config.js is loaded when both exist, vue.config.js when it is alone); ${LAST_WITHOUT} and every earlier published version do not set it`,
    quotes: [
      { page: MPX, text: '这个文件在新工程里叫 `mpx.config.js`：`@mpxjs/mpx-cli-service` 2.2.20 会让 Vue CLI 优先读取它，只有它不存在时才退回 `vue.config.js`' },
      { page: MPX, text: '`@mpxjs/mpx-cli-service` 2.1.10 及更早的版本没有这一步，那时的工程用的是 `vue.config.js`' },
      { page: MPX, text: '两个文件同时存在时只有 `mpx.config.js` 生效' },
      { page: MPX_EN, text: 'In new projects this file is called `mpx.config.js`: `@mpxjs/mpx-cli-service` 2.2.20 makes Vue CLI read it first and only falls back to `vue.config.js` when it does not exist' },
      { page: MPX_EN, text: '`@mpxjs/mpx-cli-service` 2.1.10 and earlier do not have this step, and projects from that time use `vue.config.js`' },
      { page: MPX_EN, text: 'When both files exist, only `mpx.config.js` takes effect.' },
      { page: TABLE, text: '| Mpx | `mpx.config.js` 的 `pluginOptions.mpx.plugin.postcssInlineConfig`；没有 `mpx.config.js` 的老工程写进 `vue.config.js`' },
      { page: TABLE_EN, text: '| Mpx | `pluginOptions.mpx.plugin.postcssInlineConfig` in `mpx.config.js`; older projects without an `mpx.config.js` use `vue.config.js`' },
    ],
    slow: true,
    timeoutMs: 600_000,
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const versions = await npmJson([MPX_CLI_SERVICE, 'versions']) as string[]
      const latest = await npmJson([MPX_CLI_SERVICE, 'dist-tags.latest']) as string
      assert.ok(versions.includes(FIRST_NAMED) && versions.includes(LAST_WITHOUT), `published: ${versions.join(', ')}`)

      for (const version of new Set([FIRST_NAMED, latest])) {
        assert.equal(await configPathSetBy(version), 'mpx.config.js', `${MPX_CLI_SERVICE}@${version} points Vue CLI at mpx.config.js`)
      }
      for (const version of versions.filter(version => atMost(version, LAST_WITHOUT))) {
        assert.equal(await configPathSetBy(version), undefined, `${MPX_CLI_SERVICE}@${version} leaves Vue CLI to vue.config.js`)
      }

      // The @vue/cli-service a project created today gets: the newest version in the latest CLI service's range.
      const latestDir = await unpack(`${MPX_CLI_SERVICE}@${latest}`)
      const range = JSON.parse(fs.readFileSync(path.join(latestDir, 'package.json'), 'utf8')).dependencies['@vue/cli-service'] as string
      const matching = await npmJson([`@vue/cli-service@${range}`, 'version'])
      const vueCliVersions = (Array.isArray(matching) ? matching : [matching]) as string[]
      for (const version of new Set([vueCliVersions.at(-1)!, '5.0.8'])) {
        const vueCli = await unpack(`@vue/cli-service@${version}`)
        const env = { VUE_CLI_SERVICE_CONFIG_PATH: 'mpx.config.js' }
        assert.equal(await pickedConfig(vueCli, ['mpx.config.js', 'vue.config.js'], env), 'mpx.config.js', `@vue/cli-service@${version}: both files, mpx.config.js wins`)
        assert.equal(await pickedConfig(vueCli, ['vue.config.js'], env), 'vue.config.js', `@vue/cli-service@${version}: falls back to vue.config.js`)
        assert.equal(await pickedConfig(vueCli, ['mpx.config.js', 'vue.config.js'], {}), 'vue.config.js', `@vue/cli-service@${version}: without the variable (CLI service ${LAST_WITHOUT} and earlier) only vue.config.js is read`)
      }
    },
  },
])
