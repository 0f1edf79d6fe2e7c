// What each patch of the speed layer (speed/) is worth: the site is built with every patch, with
// none (DOCS_STOCK=1) and once without each patch (DOCS_SPEED_WITHOUT), and the docs page of each
// build gets Lighthouse (mobile, median of N runs) and a first-visit byte count. Figures only.
import fs from 'node:fs'
import path from 'node:path'
import { timeBuild } from './build-timer.mjs'
import { runLighthouse } from './lighthouse-runner.mjs'
import { launchBrowser, probePage } from './page-weight.mjs'
import { serveBuild } from './static-server.mjs'
import { median } from './figures.mjs'

/** The patch names, in the order speed/patches.ts lists them. */
export function patchNames(file = 'speed/patches.ts') {
  const source = fs.readFileSync(file, 'utf8')
  const list = source.slice(source.indexOf('export const PATCHES'))
  return [...list.matchAll(/\{ name: '([\w-]+)'/g)].map(match => match[1])
}

export function speedVariants(patches) {
  return [
    { name: 'every patch', env: {} },
    ...patches.map(patch => ({ name: `without ${patch}`, patch, env: { DOCS_SPEED_WITHOUT: patch } })),
    { name: 'stock (DOCS_STOCK=1)', env: { DOCS_STOCK: '1' } },
  ]
}

/** `variants`: names of variants to run again (`all`, `stock` or a patch name); all when empty. */
export async function measureSpeedPatches({ page, runs, log, variants = [] }) {
  const rows = []
  const wanted = variant => variants.length === 0 || variants.includes(variant.patch ?? (variant.env.DOCS_STOCK ? 'stock' : 'all'))
  for (const variant of speedVariants(patchNames()).filter(wanted)) {
    const outDir = `bench/.out/speed/${variant.patch ?? (variant.env.DOCS_STOCK ? 'stock' : 'all')}`
    log(`speed layer: build ${variant.name} ...`)
    await timeBuild({ label: variant.name, siteDir: '.', outDir, env: variant.env, logFile: `${outDir}.log` })
    const server = await serveBuild(outDir)
    try {
      const browser = await launchBrowser()
      let weight
      try {
        weight = await probePage(browser, server.url(page))
      } finally {
        await browser.close()
      }
      log(`speed layer: lighthouse ${variant.name} (${runs} runs) ...`)
      const { docs } = await runLighthouse({ docs: server.url(page) }, { runs })
      rows.push({
        variant: variant.name,
        patch: variant.patch ?? null,
        performance: docs.scores.performance,
        performanceScores: docs.performanceScores,
        // Each metric's own median over the runs: steadier than the one run with the median score.
        lcp: median(docs.lcps),
        tbt: median(docs.tbts),
        lcpRange: [Math.min(...docs.lcps), Math.max(...docs.lcps)],
        tbtRange: [Math.min(...docs.tbts), Math.max(...docs.tbts)],
        jsCssTransfer: weight.jsCss.transfer,
        transfer: Object.values(weight.byType).reduce((sum, group) => sum + (group === weight.byType.prefetch ? 0 : group.transfer), 0),
      })
    } finally {
      await server.stop()
    }
    fs.rmSync(path.resolve(outDir), { recursive: true, force: true })
  }
  return rows
}

const kib = bytes => `${(bytes / 1024).toFixed(1)} KiB`
const signed = (value, unit, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}${unit}`

/** The Markdown table: each variant, and what taking a patch out costs against every patch. */
export function speedPatchesTable(rows) {
  const all = rows.find(row => row.variant === 'every patch')
  const lines = [
    '| Build | Lighthouse (median) | LCP (median, range) | TBT (median, range) | first-visit transfer (JS+CSS / all) | taking it out costs |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  for (const row of rows) {
    const cost = row === all ? '' : [
      signed((all.performance - row.performance) * 100, ' pts'),
      signed(row.lcp - all.lcp, ' ms LCP'),
      signed(row.tbt - all.tbt, ' ms TBT'),
      signed((row.transfer - all.transfer) / 1024, ' KiB', 1),
    ].join(', ')
    const range = values => (values ? ` (${Math.round(values[0])}–${Math.round(values[1])})` : '')
    lines.push(`| ${row.variant} | ${Math.round(row.performance * 100)} (${row.performanceScores.map(score => Math.round(score * 100)).join(', ')}) | ${Math.round(row.lcp)} ms${range(row.lcpRange)} | ${Math.round(row.tbt)} ms${range(row.tbtRange)} | ${kib(row.jsCssTransfer)} / ${kib(row.transfer)} | ${cost} |`)
  }
  return lines.join('\n')
}
