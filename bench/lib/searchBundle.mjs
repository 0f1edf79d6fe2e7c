// Bundles the site's own search code (plugins/local-search/client, TypeScript) with esbuild, so the benchmarks
// measure exactly what the browser runs: in Node for quality, in Chromium for speed.
import { build } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const entry = `
export { createSearchEngine } from './plugins/local-search/client/searchEngine'
export { decodeSearchIndex } from './plugins/local-search/client/searchRecord'
export { docUrl } from './lib/content/docs'
export { findAnswer } from './plugins/local-search/client/findAnswer'
export { markdownTwinUrl } from './plugins/llms/markdownTwin'
`
// Node only: reads the questions files beside the docs pages.
const nodeEntry = `${entry}export { questionsByUrl, questionsOf } from './lib/search-questions/questionsByUrl'
`

/** @param {'node' | 'browser'} platform */
export async function bundleSearch(platform) {
  const result = await build({
    stdin: { contents: platform === 'node' ? nodeEntry : entry, resolveDir: siteDir, loader: 'ts' },
    bundle: true,
    write: false,
    platform,
    format: platform === 'node' ? 'esm' : 'iife',
    globalName: platform === 'node' ? undefined : 'siteSearch',
    target: 'es2022',
    // The YAML reader of the questions files is CommonJS: Node loads it itself.
    ...(platform === 'node' ? { external: ['yaml'] } : {}),
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}

/** Imports the Node bundle: the engine, the index decoder, the Ask AI answer finder. */
export async function importSearch() {
  const file = path.join(siteDir, 'node_modules/.cache/search-bench.mjs')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, await bundleSearch('node'))
  return import(`${file}?t=${Date.now()}`)
}

/** The index the last build wrote, as the browser reads it. */
export function readBuiltIndex(outDir = path.join(siteDir, 'build')) {
  const manifestFile = path.join(outDir, 'search-manifest.json')
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run \`npm run build\` first.`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
  const json = fs.readFileSync(path.join(outDir, manifest.index), 'utf8')
  return { manifest, json }
}

/** The value of `--name=value` or `--name value` on the command line. */
function option(argv, name) {
  const at = argv.findIndex(arg => arg === name || arg.startsWith(`${name}=`))
  if (at < 0) return undefined
  return argv[at].includes('=') ? argv[at].slice(name.length + 1) : argv[at + 1]
}

/**
 * Which edition a search benchmark measures (`--locale en`; Chinese by default): the build folder
 * with its index (`--build-dir` to point elsewhere), the tune queries and the holdout questions.
 */
export function benchLocale(argv) {
  const locale = option(argv, '--locale') ?? 'zh-cn'
  if (locale !== 'zh-cn' && locale !== 'en') throw new Error(`--locale: zh-cn or en, not "${locale}"`)
  const english = locale === 'en'
  const buildDir = path.resolve(option(argv, '--build-dir') ?? path.join(siteDir, english ? 'build/en' : 'build'))
  return {
    locale,
    buildDir,
    tuneModule: english ? './search-queries.en.mjs' : './search-queries.mjs',
    holdoutModule: english ? '../lib/reader-questions/readerQuestions.en.mjs' : '../lib/reader-questions/readerQuestions.mjs',
  }
}
