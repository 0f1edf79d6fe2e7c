// npm run bench: build times, first-visit bytes and Lighthouse of this site against a bare
// Docusaurus classic site of the same size. Prints Markdown tables and writes
// bench/results/latest.json. Figures only: nothing here passes or fails on a timing.
//
//   node bench/run.mjs [--build-runs=N] [--lighthouse-runs=N] [--only=build,weight,lighthouse]
//
// --build-runs=2 builds each site twice (interleaved) and keeps the faster run, for a busy machine.
// --only skips the other parts and reuses the builds in bench/.out; such a partial run writes
// bench/results/partial.json instead of latest.json.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { timeBuild } from './lib/build-timer.mjs'
import { runLighthouse } from './lib/lighthouse-runner.mjs'
import { launchBrowser, probePage } from './lib/page-weight.mjs'
import { countSitePages, generateReferenceSite } from './lib/reference-site.mjs'
import { renderReport } from './lib/report.mjs'
import { serveBuild } from './lib/static-server.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.chdir(ROOT)

const REFERENCE_DIR = 'bench/.reference'
const OUT = {
  ours: 'bench/.out/ours',
  oursWebpack: 'bench/.out/ours-webpack',
  reference: 'bench/.out/reference',
}
const DOCS_PAGE = '/docs/intro'

function option(name, fallback) {
  const arg = process.argv.find(value => value.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3) : fallback
}
const buildRuns = Number(option('build-runs', '1'))
const lighthouseRuns = Number(option('lighthouse-runs', '3'))
const only = option('only', 'build,weight,lighthouse').split(',')

const log = message => console.error(`[bench] ${message}`)

async function measureBuilds() {
  const configs = [
    { key: 'ours', siteDir: '.', env: {} },
    { key: 'oursWebpack', siteDir: '.', env: { DOCUSAURUS_FASTER: 'false' } },
    { key: 'reference', siteDir: REFERENCE_DIR, env: {} },
  ]
  const builds = Object.fromEntries(configs.map(config => [config.key, { runs: [], load: [] }]))
  // Interleaved, so that a burst of load from elsewhere does not fall on one site only.
  for (let run = 1; run <= buildRuns; run++) {
    for (const config of configs) {
      log(`build ${config.key} (run ${run}/${buildRuns}) ...`)
      const result = await timeBuild({
        label: config.key,
        siteDir: config.siteDir,
        outDir: OUT[config.key],
        env: config.env,
        logFile: `bench/.out/logs/${config.key}-${run}.log`,
      })
      log(`  ${(result.ms / 1000).toFixed(1)} s (load ${result.loadBefore.toFixed(1)} → ${result.loadAfter.toFixed(1)})`)
      builds[config.key].runs.push(result.ms)
      builds[config.key].load.push([result.loadBefore, result.loadAfter])
    }
  }
  for (const build of Object.values(builds)) build.ms = Math.min(...build.runs)
  return builds
}

/** The newest blog post of a build, from its Atom feed (both sites write one). */
function newestPostPath(outDir) {
  const feed = fs.readFileSync(path.join(outDir, 'blog/atom.xml'), 'utf8')
  const href = /<entry>[\s\S]*?<link href="([^"]+)"/.exec(feed)?.[1]
  if (!href) throw new Error(`no blog post in ${outDir}/blog/atom.xml`)
  return new URL(href).pathname
}

async function measureWeight() {
  const browser = await launchBrowser()
  const weight = { home: {}, docs: {}, blog: {} }
  try {
    for (const site of ['ours', 'reference']) {
      const server = await serveBuild(OUT[site])
      try {
        const pages = { home: '/', docs: DOCS_PAGE, blog: newestPostPath(OUT[site]) }
        for (const [page, pathname] of Object.entries(pages)) {
          log(`first visit ${site} ${pathname} ...`)
          weight[page][site] = await probePage(browser, server.url(pathname))
        }
      } finally {
        await server.stop()
      }
    }
  } finally {
    await browser.close()
  }
  // The file lists are for looking into a figure, not for the results file.
  const files = {}
  for (const [page, sites] of Object.entries(weight)) {
    for (const [site, probe] of Object.entries(sites)) {
      files[`${page}/${site}`] = probe.files
      delete probe.files
    }
  }
  fs.writeFileSync('bench/.out/first-visit-files.json', `${JSON.stringify(files, null, 2)}\n`)
  return weight
}

async function measureLighthouse() {
  const server = await serveBuild(OUT.ours)
  try {
    log(`lighthouse (${lighthouseRuns} runs per page) ...`)
    return await runLighthouse({ home: server.url('/'), docs: server.url(DOCS_PAGE) }, { runs: lighthouseRuns })
  } finally {
    await server.stop()
  }
}

const loadStart = os.loadavg()[0]
const counted = countSitePages('.')
const results = {
  date: new Date().toISOString(),
  pages: {
    docs: counted.docs.length,
    posts: counted.posts.length,
    generatedApiPages: counted.generatedApiPages,
    stubApiPages: counted.stubApiPages,
  },
}
generateReferenceSite(REFERENCE_DIR, counted)
log(`reference site: ${counted.docs.length} docs pages, ${counted.posts.length} blog posts in ${REFERENCE_DIR}`)

if (only.includes('build')) results.builds = await measureBuilds()
for (const [key, dir] of Object.entries(OUT)) {
  if (key !== 'oursWebpack' && !fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build: run without --only, or with --only=build first`)
  }
}
if (only.includes('weight')) results.weight = await measureWeight()
if (only.includes('lighthouse')) results.lighthouse = await measureLighthouse()
results.machine = { cpus: os.cpus().length, loadStart, loadEnd: os.loadavg()[0], node: process.version }

const complete = ['build', 'weight', 'lighthouse'].every(part => only.includes(part))
const file = `bench/results/${complete ? 'latest' : 'partial'}.json`
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
console.log(renderReport(results))
log(`figures written to ${file}`)
