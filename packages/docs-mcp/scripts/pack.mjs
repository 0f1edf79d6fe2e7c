// npm run mcp:pack [-- --build <site build folder>]: builds the docs MCP package from the current build/ and packs it.
// The server code is bundled with esbuild; the packages it runs (the SDK, zod, MiniSearch, Tailwind CSS and
// weapp-tailwindcss) stay real dependencies at the versions this site pins. Only the data the server reads is
// copied: per locale the search manifest and index, the Markdown twins of the pages and the two llms files.
// Prints the tarball's absolute path as its last line.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const packageSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const root = path.resolve(packageSource, '../..')
// --build <dir>: another site build folder (default: build/ of this repository).
const buildAt = process.argv.indexOf('--build')
const buildDir = buildAt < 0 ? path.join(root, 'build') : path.resolve(process.argv[buildAt + 1] ?? '')
const outDir = path.join(packageSource, '.out')
const stage = path.join(outDir, 'package')

const PACKAGE_NAME = '@weapp-tailwindcss/docs-mcp'
const VERSION = '0.1.0'
const DEPENDENCIES = ['@modelcontextprotocol/sdk', 'zod', 'minisearch', 'tailwindcss', 'weapp-tailwindcss']
const LOCALE_DIRS = ['', 'en']
const PAGE_FOLDERS = ['docs', 'blog']

function fail(message) {
  console.error(message)
  process.exit(1)
}

for (const locale of LOCALE_DIRS) {
  if (!fs.existsSync(path.join(buildDir, locale, 'search-manifest.json'))) {
    fail(`No site build at ${path.join(buildDir, locale)} (search-manifest.json is missing): run npm run build first.`)
  }
}

const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
const pinned = { ...rootPackage.dependencies, ...rootPackage.devDependencies }
const dependencies = Object.fromEntries(DEPENDENCIES.map(name => {
  const version = pinned[name]
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) fail(`${name}: the site's package.json pins no exact version (${version})`)
  return [name, version]
}))

fs.rmSync(stage, { recursive: true, force: true })
fs.mkdirSync(stage, { recursive: true })

await build({
  entryPoints: { cli: path.join(packageSource, 'src/cli.ts'), 'play-worker': path.join(packageSource, 'src/playWorker.ts') },
  outdir: path.join(stage, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: DEPENDENCIES.flatMap(name => [name, `${name}/*`]),
  // Bundled CommonJS (postcss) calls require() for Node's modules.
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'\nconst require = __createRequire(import.meta.url)" },
  define: { __DOCS_MCP_VERSION__: JSON.stringify(VERSION) },
  legalComments: 'none',
  logLevel: 'warning',
})
fs.chmodSync(path.join(stage, 'dist/cli.mjs'), 0o755)

let files = 0
for (const locale of LOCALE_DIRS) {
  const from = path.join(buildDir, locale)
  const to = path.join(stage, 'data', locale)
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'search-manifest.json'), 'utf8'))
  const wanted = ['search-manifest.json', manifest.index, 'llms.txt', 'llms-full.txt']
  for (const folder of PAGE_FOLDERS) {
    if (!fs.existsSync(path.join(from, folder))) continue
    for (const entry of fs.readdirSync(path.join(from, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) wanted.push(path.relative(from, path.join(entry.parentPath, entry.name)))
    }
  }
  for (const file of wanted) {
    if (!fs.existsSync(path.join(from, file))) fail(`${path.join(from, file)} is missing: run npm run build first.`)
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(to, file))
    files++
  }
}

const packageJson = {
  name: PACKAGE_NAME,
  version: VERSION,
  description: 'weapp-tailwindcss documentation as a Model Context Protocol server: search, pages, the /play transform and a class checker, offline',
  type: 'module',
  bin: { 'weapp-tailwindcss-docs-mcp': 'dist/cli.mjs' },
  files: ['dist', 'data'],
  engines: { node: '>=20.19' },
  dependencies,
}
fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`)
fs.copyFileSync(path.join(packageSource, 'README.md'), path.join(stage, 'README.md'))

const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }))
console.log(`${PACKAGE_NAME}@${VERSION}: ${files} data files, ${packed[0].entryCount} files in the package, ${Math.round(packed[0].size / 1024)} KB packed`)
console.log(path.join(outDir, packed[0].filename))
