// Lighthouse with its default config (the mobile preset: Moto G Power viewport, slow 4G and a 4×
// CPU slowdown, simulated) in Debian's Chromium, headless.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { medianRun } from './figures.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function summarise(lhr) {
  const audit = id => lhr.audits[id]?.numericValue ?? null
  const failing = Object.values(lhr.categories)
    .filter(category => category.id !== 'performance')
    .flatMap(category => category.auditRefs
      .filter(ref => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map(ref => `${category.id}: ${ref.id}`))
  return {
    scores: Object.fromEntries(CATEGORIES.map(id => [id, lhr.categories[id]?.score ?? null])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing,
  }
}

/** Runs Lighthouse `runs` times per URL and keeps the run with the median performance score. */
export async function runLighthouse(urls, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const results = {}
    for (const [name, url] of Object.entries(urls)) {
      const all = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
        all.push(summarise(result.lhr))
      }
      const chosen = medianRun(all, run => run.scores.performance)
      results[name] = {
        url, runs: all.length, ...chosen,
        performanceScores: all.map(run => run.scores.performance), lcps: all.map(run => run.lcp), tbts: all.map(run => run.tbt),
      }
    }
    return results
  } finally {
    await chrome.kill()
  }
}
