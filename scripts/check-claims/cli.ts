// npm run check:claims [-- --list | --only=claims/<file>.ts[,…] | --slow | --serial | --unproven[=<page prefix>]]
// Checks that every quoted sentence still stands on its page, runs the proofs (the slow ones only with
// --slow, as the weekly recipes workflow does), and prints how many behaviour-like sentences are proven, recorded by
// hand or without proof. --unproven lists the sentences without proof and runs no proof (quotes are still checked).
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { findDocFiles, findEnglishDocFiles, ENGLISH_BLOG_DIR, ENGLISH_DOCS_DIR } from '../../lib/content/docFiles'
import { coverageOf, detectSentences, formatQuoteProblem, quoteProblems } from '../../lib/claims/check'
import { isTested } from '../../lib/claims/define'
import { claimModuleFiles, loadClaimModules, registryProblems } from '../../lib/claims/load'
import { runProofs } from '../../lib/claims/runProofs'
import { runModules } from '../../lib/claims/runModules'
import { NOT_A_CLAIM_REASONS, notAClaimProblems } from '../../lib/claims/notClaims'
import { NOT_CLAIMS } from '../../claims/reviewed/not-claims'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const flag = (name: string) => args.find(arg => arg === `--${name}` || arg.startsWith(`--${name}=`))
const value = (name: string) => flag(name)?.split('=').slice(1).join('=') || undefined
const only = value('only')
const started = performance.now()

const onlyFiles = only?.split(',')
const files = claimModuleFiles(root).filter(file => !onlyFiles || onlyFiles.includes(file))
if (only && files.length === 0) {
  console.error(`check:claims: no claim module ${only} (modules: ${claimModuleFiles(root).join(', ')})`)
  process.exit(2)
}
const modules = await loadClaimModules(root, files)

if (flag('list')) {
  for (const module of modules) for (const claim of module.claims) for (const quote of claim.quotes) console.log(`${quote.page}\t${quote.text}`)
  process.exit(0)
}

let failed = false
for (const problem of registryProblems(root, modules)) {
  console.log(`✗ ${problem}`)
  failed = true
}
for (const problem of quoteProblems(root, modules)) {
  console.log(`✗ ${formatQuoteProblem(problem)}`)
  failed = true
}
if (!only) {
  for (const problem of notAClaimProblems(root, NOT_CLAIMS)) {
    console.log(`✗ ${problem} (claims/reviewed/not-claims.ts)`)
    failed = true
  }
}

const slow = !!flag('slow')
const listingOnly = !!flag('unproven')
// Each module in a process of its own, two at a time; --serial: every proof in this process, one at a time,
// so a proof that changes an installed package is named alone.
const results = listingOnly ? [] : flag('serial') ? await runProofs(modules, { slow, root, concurrency: 1 }) : await runModules(root, modules, { slow, runner: fileURLToPath(new URL('./module-cli.ts', import.meta.url)) })
for (const result of results.sort((a, b) => a.module.localeCompare(b.module))) {
  if (result.ok) continue
  failed = true
  const pages = [...new Set(result.claim.quotes.map(quote => quote.page))].join(', ')
  console.log(`✗ ${result.claim.id} (${result.module}) is false or unproven: ${result.error}\n    says: ${result.claim.says}\n    quoted on: ${pages}`)
}
const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5).map(result => `${result.claim.id} ${Math.round(result.ms / 100) / 10} s`)
if (slowest.length > 0) console.log(`check:claims slowest proofs: ${slowest.join(', ')}`)
const claims = modules.flatMap(module => module.claims)
const tested = claims.filter(isTested)
const skipped = tested.filter(claim => claim.slow && !slow).length
if (listingOnly) console.log(`check:claims: ${claims.length} claim(s) in ${modules.length} module(s); proofs not run (--unproven)`)
else console.log(`check:claims: ${claims.length} claim(s) in ${modules.length} module(s); ${results.filter(result => result.ok).length}/${results.length} proof(s) pass${skipped ? `, ${skipped} slow proof(s) left to the weekly run (--slow)` : ''}; ${claims.length - tested.length} recorded by hand`)

if (!only) {
  const pages = [...findDocFiles(root).map(file => ({ ...file, dir: file.kind === 'post' || (file.kind === 'partial' && file.path.includes('/blog/')) ? 'blog' : 'docs' })),
    ...findEnglishDocFiles(root).map(file => ({ ...file, dir: file.path.includes(`/${ENGLISH_BLOG_DIR}/`) ? ENGLISH_BLOG_DIR : ENGLISH_DOCS_DIR }))]
    .map(file => ({ page: `${file.dir}/${file.relativePath}`, source: file.source, locale: file.locale ?? 'zh-cn' as const, post: file.dir.endsWith('blog') }))
  const detected = detectSentences(pages, modules, NOT_CLAIMS)
  const isPost = new Set(pages.filter(page => page.post).map(page => page.page))
  const report = (label: string, sentences: typeof detected) => {
    const c = coverageOf(sentences)
    const share = (n: number) => `${(100 * n / Math.max(c.total, 1)).toFixed(1)} %`
    console.log(`check:claims coverage, ${label}: ${c.total} behaviour-like sentence(s): ${c.test} proven by tests (${share(c.test)}), ${c.manual} recorded by hand (${share(c.manual)}), ${c.none} without proof (${share(c.none)}); ${c.notClaims} more reviewed as not a claim (${Object.keys(NOT_A_CLAIM_REASONS).join(', ')}: claims/reviewed/not-claims.ts)`)
  }
  report('docs pages', detected.filter(sentence => !isPost.has(sentence.page)))
  report('blog posts', detected.filter(sentence => isPost.has(sentence.page)))
  const unproven = flag('unproven')
  if (unproven) {
    const prefix = value('unproven') ?? ''
    for (const sentence of detected.filter(s => s.proof === 'none' && s.page.startsWith(prefix))) console.log(`${sentence.page}:${sentence.line}\t${sentence.text}`)
  }
}
console.log(`check:claims: ${Math.round((performance.now() - started) / 100) / 10} s`)
if (failed) process.exitCode = 1
