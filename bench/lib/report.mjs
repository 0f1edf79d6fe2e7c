// The printed report: Markdown tables built from the results object of bench/run.mjs.
import { formatBytes, formatMs, formatRatio, formatScore, formatSeconds, markdownTable, ratio, verdict } from './figures.mjs'

const TARGETS = {
  docsJsCssRatio: 1.1,
  lighthousePerformance: 0.95,
  lighthouseAccessibility: 0.95,
  buildRatio: 1.0,
}

const PAGE_NAMES = { home: 'home', docs: 'docs page', blog: 'blog post', enHome: 'English home', enDocs: 'English docs page' }

function buildTable(builds) {
  const reference = builds.reference?.ms
  const rows = [
    ['this site, default config (Rspack, SWC, Lightning CSS)', builds.ours],
    ['this site, DOCUSAURUS_FASTER=false (webpack, Babel)', builds.oursWebpack],
    ['reference: bare classic site, default bundler (webpack)', builds.reference],
  ].filter(([, build]) => build)
  return markdownTable(
    ['Full build', 'Wall time', 'vs reference', 'Runs (s)', 'Load average at start'],
    rows.map(([name, build]) => [name, formatSeconds(build.ms), formatRatio(ratio(build.ms, reference)),
      build.runs.map(run => (run / 1000).toFixed(1)).join(' / '),
      (build.load ?? []).map(([before]) => before.toFixed(1)).join(' / ')]),
  )
}

function weightTable(weight) {
  const rows = []
  for (const [page, sites] of Object.entries(weight)) {
    for (const site of ['ours', 'reference']) {
      const probe = sites[site]
      if (!probe) continue
      const other = site === 'ours' ? sites.reference : null
      rows.push([
        `${PAGE_NAMES[page] ?? page} (${site === 'ours' ? 'this site' : 'reference'})`,
        formatBytes(probe.jsCss.raw),
        formatBytes(probe.jsCss.gzip),
        formatBytes(probe.jsCss.transfer),
        other ? formatRatio(ratio(probe.jsCss.raw, other.jsCss.raw)) : '',
        other ? formatRatio(ratio(probe.jsCss.transfer, other.jsCss.transfer)) : '',
        `${probe.byType.script?.count ?? 0} / ${probe.byType.stylesheet?.count ?? 0}`,
        String(probe.requestsWithoutPrefetch),
        String(probe.byType.prefetch?.count ?? 0),
        String(probe.fonts),
      ])
    }
  }
  return markdownTable(
    ['First visit', 'JS+CSS raw', 'gzip', 'brotli (transferred)', 'raw vs ref.', 'transferred vs ref.', 'JS / CSS files', 'Requests', 'Prefetched', 'Fonts'],
    rows,
  )
}

export function lighthouseTable(lighthouse, reference = {}) {
  const rows = Object.entries(lighthouse).flatMap(([page, run]) => [
    [`${PAGE_NAMES[page] ?? page} (this site)`, run],
    ...(reference[page] ? [[`${PAGE_NAMES[page] ?? page} (reference)`, reference[page]]] : []),
  ])
  return markdownTable(
    ['Lighthouse (mobile)', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
    rows.map(([name, run]) => [
      name,
      formatScore(run.scores.performance),
      formatScore(run.scores.accessibility),
      formatScore(run.scores['best-practices']),
      formatScore(run.scores.seo),
      formatMs(run.lcp),
      formatMs(run.tbt),
      Number.isFinite(run.cls) ? run.cls.toFixed(3) : '–',
    ]),
  )
}

/** Each performance target (ARCHITECTURE.md "基准") with the figure it is judged on. */
export function targetRows(results) {
  const rows = []
  // The English docs page is held to the same bare site as the Chinese one (the reference has one language).
  for (const page of ['docs', 'enDocs']) {
    const sites = results.weight?.[page]
    if (!sites?.ours || !sites.reference) continue
    const raw = ratio(sites.ours.jsCss.raw, sites.reference.jsCss.raw)
    const transferred = ratio(sites.ours.jsCss.transfer, sites.reference.jsCss.transfer)
    rows.push([`${PAGE_NAMES[page]} first-visit JS+CSS ≤ 1.10 × reference (raw and transferred)`,
      `${formatRatio(raw, 3)} raw, ${formatRatio(transferred, 3)} transferred`,
      verdict(Math.max(raw ?? Infinity, transferred ?? Infinity), TARGETS.docsJsCssRatio, 'max')])
  }
  for (const [page, run] of Object.entries(results.lighthouse ?? {})) {
    rows.push([`Lighthouse performance ≥ 95, ${PAGE_NAMES[page] ?? page}`, formatScore(run.scores.performance),
      verdict(run.scores.performance, TARGETS.lighthousePerformance, 'min')])
    rows.push([`Lighthouse accessibility ≥ 95, ${PAGE_NAMES[page] ?? page}`, formatScore(run.scores.accessibility),
      verdict(run.scores.accessibility, TARGETS.lighthouseAccessibility, 'min')])
  }
  const builds = results.builds
  if (builds?.ours && builds.reference) {
    const value = ratio(builds.ours.ms, builds.reference.ms)
    rows.push(['build time ≤ 1.0 × reference (default bundler)', formatRatio(value, 3), verdict(value, TARGETS.buildRatio, 'max')])
  }
  return rows
}

export function renderReport(results) {
  const sections = []
  const { pages, machine } = results
  sections.push(`Pages: ${pages.docs} docs pages (${pages.generatedApiPages} generated API pages, ${pages.stubApiPages} of them local stubs), ${pages.posts} blog posts, in both sites.`)
  const indexes = Object.values(results.lighthouse ?? {}).map(run => run.benchmarkIndex).filter(Number.isFinite)
  const benchmark = indexes.length > 0 ? `; Lighthouse benchmarkIndex ${indexes.map(Math.round).join(' / ')}` : ''
  sections.push(`Machine: ${machine.cpus} CPUs, load average ${machine.loadStart.toFixed(1)} at start, ${machine.loadEnd.toFixed(1)} at end${benchmark}; Node ${machine.node}.`)
  if (results.builds) sections.push(buildTable(results.builds))
  if (results.weight) sections.push(weightTable(results.weight))
  if (results.lighthouse) sections.push(lighthouseTable(results.lighthouse, results.lighthouseReference))
  const targets = targetRows(results)
  if (targets.length > 0) sections.push(markdownTable(['Target', 'Figure', 'Verdict'], targets))
  return sections.join('\n\n')
}
