// Search quality against the index of the last build: hit@1, hit@5 and MRR@10 by page, for two
// parts reported apart, overall and per kind of query. Prints figures and the misses; asserts nothing.
//
// - tune: bench/search-queries.mjs, queries as readers type them (those with a `source` are real
//   readers' problems, reported apart too). Ranking changes are tried on these.
// - holdout: every answered question of lib/reader-questions/readerQuestions.mjs (real readers' problems, each
//   with the pages that answer it: its answer and `also`). Never tune on these: they say whether a
//   change generalises.
//
// Ask AI (local mode) is measured on the same queries: is the first page it quotes one that
// answers, and how often does it say that nothing fits.
//
// Usage: [SHOW_HOLDOUT=1] [SEARCH_QUESTIONS_BOOST=n] node bench/search-quality.mjs [--locale=en] [--build-dir=<dir>] [--verbose]
//          [--questions-from-source] [--no-questions]
// --locale=en: the English edition: the index of build/en, tune = search-queries.en.mjs, holdout =
// readerQuestions.en.mjs (when it exists; "no holdout" otherwise).
// --build-dir: the locale's build folder, the one with search-manifest.json (build, or build/en).
// --questions-from-source: the section questions as the files beside the pages hold them now,
// not as the last build indexed them (for trying questions without a rebuild).
// --no-questions: the index without them, for the before/after figures.
// --without-english-analysis: an English index read as the Chinese one is (no stems, no English
// stop list), for the before/after figures of the English text handling.
import fs from 'node:fs'
import path from 'node:path'
import { benchLocale, readBuiltIndex, importSearch, siteDir } from './lib/searchBundle.mjs'

const { locale, buildDir, tuneModule, holdoutModule } = benchLocale(process.argv)
const { offTopicQuestions, searchQueries } = await import(tuneModule)
const holdoutExists = fs.existsSync(new URL(holdoutModule, import.meta.url))
// The Chinese table exports readerQuestions, the English one readerQuestionsEn.
const holdoutTable = holdoutExists ? await import(holdoutModule) : {}
const readerQuestions = holdoutTable.readerQuestions ?? holdoutTable.readerQuestionsEn ?? []
const verbose = process.argv.includes('--verbose')
// The holdout's misses stay out of the output unless asked for: reading them is how a ranking
// change ends up fitted to the questions that are meant to measure it.
const showHoldout = process.env.SHOW_HOLDOUT === '1'
const { createSearchEngine, decodeSearchIndex, docUrl, findAnswer, markdownTwinUrl, questionsByUrl, questionsOf } = await importSearch()
const { json } = readBuiltIndex(buildDir)
let records = decodeSearchIndex(JSON.parse(json))
if (process.argv.includes('--questions-from-source')) {
  const byUrl = questionsByUrl(path.join(siteDir, locale === 'en' ? 'i18n/en/docusaurus-plugin-content-docs/current' : 'docs'))
  records = records.map(record => ({ ...record, questions: questionsOf(byUrl, record.url.split('#')[0], record.anchor) }))
}
if (process.argv.includes('--no-questions')) records = records.map(record => ({ ...record, questions: [] }))
if (process.argv.includes('--without-english-analysis')) records = records.map(record => ({ ...record, language: 'zh-cn' }))
const questionsBoost = process.env.SEARCH_QUESTIONS_BOOST ? Number(process.env.SEARCH_QUESTIONS_BOOST) : undefined
const engine = await createSearchEngine(records, { questionsBoost })
const withQuestions = records.filter(record => record.questions.length > 0)
console.log(`section questions: ${withQuestions.length} of ${records.length} records, ${withQuestions.reduce((n, record) => n + record.questions.length, 0)} questions`)

// A reader question that names a class, option or package is "mixed"; one in Chinese only, "question".
// English questions are all Latin: a holdout row's own `kind`, else "question".
const kindOf = row => row.kind ?? (locale === 'en' ? 'question' : /[A-Za-z]{2,}/.test(row.question) ? 'mixed' : 'question')
// Index URLs are under the locale's baseUrl (`/docs/x`); expected pages may be doc ids or `/en/docs/x`.
const pageUrl = page => (page.startsWith('/') ? page.replace(/^\/en(?=\/)/, '') : docUrl(page))

export const benchmarkQueries = [
  ...searchQueries.map(query => ({ part: 'tune', ...query, expect: query.expect.map(pageUrl) })),
  ...readerQuestions.filter(row => row.answer).map(row => ({
    part: 'holdout', kind: kindOf(row), q: row.question,
    expect: [row.answer.doc, ...(row.also ?? [])].map(pageUrl), strict: pageUrl(row.answer.doc),
  })),
]

/** Pages in the order their first record ranks: what a reader sees first. */
function rankedPages(query) {
  const pages = []
  for (const { record } of engine.search(query)) {
    const page = record.url.split('#')[0]
    if (!pages.includes(page)) pages.push(page)
    if (pages.length === 10) break
  }
  return pages
}

// The twins as the browser fetches them, from the build.
const readTwin = async pageUrl => {
  const file = path.join(buildDir, markdownTwinUrl(pageUrl))
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
}

const rows = []
const answerTimes = []
for (const { part, kind, q, expect, strict, source } of benchmarkQueries) {
  const pages = rankedPages(q)
  const rank = pages.findIndex(page => expect.includes(page)) + 1
  const strictRank = strict ? pages.indexOf(strict) + 1 : rank
  const started = performance.now()
  const { passages } = await findAnswer(q, engine, readTwin)
  answerTimes.push(performance.now() - started)
  const quoted = passages[0]?.url.split('#')[0] ?? null
  rows.push({ part, kind, q, source, expect, pages, rank, strictRank, quoted, quote: passages[0]?.text })
}

function figures(subset) {
  const n = subset.length
  if (n === 0) return { queries: 0 }
  const hitAt = k => subset.filter(row => row.rank > 0 && row.rank <= k).length / n
  const mrr = subset.reduce((sum, row) => sum + (row.rank > 0 ? 1 / row.rank : 0), 0) / n
  const quotedRight = subset.filter(row => row.quoted && row.expect.includes(row.quoted)).length / n
  const silent = subset.filter(row => !row.quoted).length / n
  return {
    queries: n, 'hit@1': hitAt(1).toFixed(2), 'hit@5': hitAt(5).toFixed(2), 'MRR@10': mrr.toFixed(2),
    'askAI first quote right': quotedRight.toFixed(2), 'askAI nothing fits': silent.toFixed(2),
  }
}

console.log(`search quality (${locale}, ${path.relative(siteDir, buildDir) || buildDir}): ${engine.records.length} records, ${rows.length} queries`)
for (const part of ['tune', 'holdout']) {
  const inPart = rows.filter(row => row.part === part)
  if (part === 'holdout' && !holdoutExists) {
    console.log(`\nholdout: no holdout (${holdoutModule} does not exist yet)`)
    continue
  }
  console.log(`\n${part}`)
  console.table({
    all: figures(inPart),
    ...Object.fromEntries(['question', 'term', 'mixed'].map(kind => [kind, figures(inPart.filter(row => row.kind === kind))])),
    ...(part === 'tune' ? { 'from threads': figures(inPart.filter(row => row.source)) } : {}),
  })
}
// The coverage table names one page per question (the one its anchor points into); counting only
// that page, as the table was first measured:
const holdout = rows.filter(row => row.part === 'holdout')
const strictHit = k => (holdout.filter(row => row.strictRank > 0 && row.strictRank <= k).length / holdout.length).toFixed(2)
if (holdout.length > 0) console.log(`holdout, only the table's own answer page counted: hit@1 ${strictHit(1)}, hit@5 ${strictHit(5)}`)
answerTimes.sort((a, b) => a - b)
console.log(`\nAsk AI: choosing the quotes (search, reading 5 pages from disk, weighing their sentences) took ${answerTimes[answerTimes.length >> 1].toFixed(1)} ms median, ${answerTimes[Math.floor(answerTimes.length * 0.95)].toFixed(1)} ms p95`)

// Off-topic questions (tune) and the reader questions the docs leave open (holdout): a quote is a false answer.
const unanswered = [
  ...offTopicQuestions.map(q => ({ part: 'tune', q })),
  ...readerQuestions.filter(row => !row.answer).map(row => ({ part: 'holdout', q: row.question })),
]
for (const part of ['tune', 'holdout']) {
  const inPart = unanswered.filter(row => row.part === part)
  const quoted = []
  for (const { q } of inPart) {
    const { passages } = await findAnswer(q, engine, readTwin)
    if (passages.length > 0) quoted.push(`${q} → ${passages[0].url} «${passages[0].text.slice(0, 60)}»`)
  }
  console.log(`\n${part}: Ask AI quoted something for ${quoted.length} of ${inPart.length} questions the docs do not answer`)
  if (part === 'tune' || showHoldout) for (const line of quoted) console.log(`      ${line}`)
}
if (!showHoldout) console.log('\n(misses listed for the tune part only; SHOW_HOLDOUT=1 lists the holdout\'s too)')
for (const row of rows) {
  if (row.part === 'holdout' && !showHoldout) continue
  const quotedRight = row.quoted && row.expect.includes(row.quoted)
  if (row.rank === 1 && quotedRight && !verbose) continue
  console.log(`${row.rank === 0 ? 'MISS' : `#${row.rank} `} [${row.part} ${row.kind}] ${row.q}\n      want ${row.expect.join(' | ')}\n      got  ${row.pages.slice(0, 5).join('  ')}`)
  console.log(`      askAI ${quotedRight ? 'right' : 'WRONG'}: ${row.quoted ?? '(nothing fits)'}${row.quote ? ` «${row.quote.slice(0, 80)}»` : ''}`)
}
