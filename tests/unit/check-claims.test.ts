import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { coverageOf, detectSentences, formatQuoteProblem, quoteProblems } from '../../lib/claims/check'
import { notAClaimProblems } from '../../lib/claims/notClaims'
import { defineClaims, type ClaimModule } from '../../lib/claims/define'
import { looksLikeClaim } from '../../lib/claims/detector'
import { loadClaimModules, registryProblems } from '../../lib/claims/load'
import { quoteLines } from '../../lib/claims/quotes'
import { runProofs } from '../../lib/claims/runProofs'
import { sentencesOf } from '../../lib/claims/sentences'

const PAGE = 'docs/page.md'
const SENTENCE = '`jsMatcher` 只跳过路径里含 `node_modules` 的输出文件。'
const roots: string[] = []

function fixture(page: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, 'docs'))
  fs.writeFileSync(path.join(root, PAGE), page)
  return root
}

const module = (proof: () => void): ClaimModule => ({
  file: 'claims/fixture.ts',
  claims: [{ id: 'js-matcher-output-files', says: 'jsMatcher skips output files under node_modules', quotes: [{ page: PAGE, text: '只跳过路径里含 `node_modules` 的输出文件' }], proof }],
})

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

describe('quotes', () => {
  it('match across a re-wrapped line but not an edited word', () => {
    expect(quoteLines('a\n\nfirst part of\n  the sentence', 'part of the sentence')).toEqual([3])
    expect(quoteLines('first part of a sentence', 'part of the sentence')).toEqual([])
  })

  it('an edited claimed sentence fails and names the page, the sentence and its claim', () => {
    const root = fixture(`# Page\n\n${SENTENCE}\n`)
    expect(quoteProblems(root, [module(() => {})])).toEqual([])
    fs.writeFileSync(path.join(root, PAGE), `# Page\n\n\`jsMatcher\` 会跳过所有 \`node_modules\` 里的文件。\n`)
    const problems = quoteProblems(root, [module(() => {})])
    expect(problems).toHaveLength(1)
    const message = formatQuoteProblem(problems[0]!)
    expect(message).toContain(PAGE)
    expect(message).toContain('只跳过路径里含 `node_modules` 的输出文件')
    expect(message).toContain('js-matcher-output-files')
    expect(message).toContain('claims/fixture.ts')
  })

  it('a quote found twice is ambiguous', () => {
    const root = fixture(`${SENTENCE}\n\n${SENTENCE}\n`)
    expect(quoteProblems(root, [module(() => {})])[0]?.found).toBe(2)
  })
})

describe('proofs', () => {
  it('a false sentence fails its proof, a true one passes, a hung one times out', async () => {
    const claims = defineClaims('file:///repo/claims/fixture.ts', [
      { id: 'true-one', says: 't', quotes: [{ page: PAGE, text: 'whatever text' }], proof: () => {} },
      { id: 'false-one', says: 'f', quotes: [{ page: PAGE, text: 'whatever text' }], proof: () => { throw new Error('expected 1, got 2') } },
      { id: 'hung-one', says: 'h', quotes: [{ page: PAGE, text: 'whatever text' }], timeoutMs: 50, proof: () => new Promise(() => {}) },
      { id: 'slow-one', says: 's', quotes: [{ page: PAGE, text: 'whatever text' }], slow: true, proof: () => { throw new Error('ran') } },
    ])
    expect(claims.file).toBe('claims/fixture.ts')
    const results = await runProofs([claims], { slow: false })
    const byId = Object.fromEntries(results.map(result => [result.claim.id, result]))
    expect(Object.keys(byId).sort()).toEqual(['false-one', 'hung-one', 'true-one'])
    expect(byId['true-one']!.ok).toBe(true)
    expect(byId['false-one']!.error).toBe('expected 1, got 2')
    expect(byId['hung-one']!.error).toContain('did not finish within 50 ms')
    expect((await runProofs([claims], { slow: true })).find(result => result.claim.id === 'slow-one')?.ok).toBe(false)
  })
})

describe('registry', () => {
  it('reports duplicate ids, missing pages and incomplete manual records', () => {
    const root = fixture(SENTENCE)
    const problems = registryProblems(root, [{
      file: 'claims/a.ts',
      claims: [
        { id: 'same', says: 's', quotes: [{ page: 'docs/missing.md', text: 'long enough text' }], proof: () => {} },
        { id: 'same', says: 's', quotes: [{ page: PAGE, text: 'long enough text' }], manual: { ran: 'x', versions: '', on: 'yesterday', why: 'y' } },
      ],
    }])
    expect(problems.join('\n')).toMatch(/docs\/missing\.md, which does not exist/)
    expect(problems.join('\n')).toMatch(/also used in claims\/a\.ts/)
    expect(problems.join('\n')).toMatch(/needs 'versions'/)
    expect(problems.join('\n')).toMatch(/must be a date/)
  })

  it('loads the modules of the repository, each with unique kebab-case ids', async () => {
    const root = path.resolve(__dirname, '../..')
    const modules = await loadClaimModules(root)
    expect(registryProblems(root, modules)).toEqual([])
  })
})

describe('detector', () => {
  it('finds behaviour statements in both languages and leaves labels alone', () => {
    expect(looksLikeClaim('`jsMatcher` 默认跳过 `node_modules` 里的所有文件', 'zh-cn')).toBe(true)
    expect(looksLikeClaim('只有设置了 `ignoreConfigFile: true`，配置文件才会被跳过', 'zh-cn')).toBe(true)
    expect(looksLikeClaim('npm 11 does not run them either', 'en')).toBe(true)
    expect(looksLikeClaim('Added in 4.2.6, the option renames the file.', 'en')).toBe(true)
    expect(looksLikeClaim('安装', 'zh-cn')).toBe(false)
    expect(looksLikeClaim('See the install page for the steps.', 'en')).toBe(false)
    expect(looksLikeClaim('[group-hover 不生效与 peer 报错](/docs/issues/group-and-peer)', 'zh-cn')).toBe(false)
    expect(looksLikeClaim('[Arbitrary values written in JS do not work](/docs/issues/js-string-invalid)', 'en')).toBe(false)
    expect(looksLikeClaim('详见 [group-hover 不生效与 peer 报错](/docs/issues/group-and-peer)：默认不会生成', 'zh-cn')).toBe(true)
  })

  it('reads prose only, and ties a sentence to the claim that quotes it', () => {
    const page = [
      '---', 'title: 默认不会出现', '---', '', 'import X from "./x"', '', '## 默认值不会变',
      '', SENTENCE + '另一句默认也不会变化的话在这里。', '', '```js', '// 默认不会转义任何东西的代码注释', '```', '',
      '| 选项 | 说明 |', '| --- | --- |', '| `a` | 默认会把它转义成别的名字 |',
    ].join('\n')
    const sentences = sentencesOf(page)
    // The header row (选项, 说明) names columns and is left out; body cells are read one by one.
    expect(sentences.map(sentence => sentence.text)).toEqual([SENTENCE, '另一句默认也不会变化的话在这里。', '`a`', '默认会把它转义成别的名字'])
    const detected = detectSentences([{ page: PAGE, source: page, locale: 'zh-cn' }], [module(() => {})])
    expect(detected.map(sentence => [sentence.line, sentence.proof])).toEqual([[9, 'test'], [9, 'none'], [17, 'none']])
    expect(coverageOf(detected)).toEqual({ test: 1, manual: 0, none: 2, total: 3, notClaims: 0 })
    // A sentence reviewed as not a claim leaves the behaviour count and is counted apart.
    const reviewed = detectSentences([{ page: PAGE, source: page, locale: 'zh-cn' }], [module(() => {})], [{ page: PAGE, text: '默认会把它转义成别的名字', reason: 'advice' }])
    expect(reviewed.map(sentence => sentence.proof)).toEqual(['test', 'none', 'not-a-claim'])
    expect(coverageOf(reviewed)).toEqual({ test: 1, manual: 0, none: 1, total: 2, notClaims: 1 })
  })

  it('brings an edited sentence that was reviewed as not a claim back for review', () => {
    const root = fixture(SENTENCE)
    expect(notAClaimProblems(root, [{ page: PAGE, text: SENTENCE.slice(0, 20), reason: 'advice' }])).toEqual([])
    const edited = notAClaimProblems(root, [{ page: PAGE, text: '一句已经不在页面上的建议文字', reason: 'advice' }])
    expect(edited).toHaveLength(1)
    expect(edited[0]).toMatch(/is no longer on the page: review the new wording/)
    expect(notAClaimProblems(root, [{ page: PAGE, text: SENTENCE.slice(0, 20), reason: 'opinion' as 'advice' }])[0]).toMatch(/has no known reason/)
  })
})

describe('page verification', () => {
  it('counts the quoted sentences of the page and of the partials it imports, not of other pages', async () => {
    const { pageVerification } = await import('../../lib/claims/pageSummary')
    const root = fixture('')
    fs.mkdirSync(path.join(root, 'docs/_partials'))
    fs.mkdirSync(path.join(root, 'docs/guide'))
    fs.writeFileSync(path.join(root, 'docs/guide/a.mdx'), "import Part from '../_partials/part.mdx'\n\n默认会转义任意值类名。\n\n<Part />\n")
    fs.writeFileSync(path.join(root, 'docs/_partials/part.mdx'), "import Inner from './inner.mdx'\n\n只跳过输出文件。\n\n<Inner />\n")
    fs.writeFileSync(path.join(root, 'docs/_partials/inner.mdx'), '人工核对过的一句话。\n')
    const modules: ClaimModule[] = [
      { file: 'claims/b.ts', claims: [{ id: 'b', says: 'b', quotes: [{ page: 'docs/guide/a.mdx', text: '默认会转义' }, { page: 'docs/_partials/part.mdx', text: '只跳过' }], proof: () => {} }] },
      { file: 'claims/a.ts', claims: [
        { id: 'a', says: 'a', quotes: [{ page: 'docs/_partials/inner.mdx', text: '人工核对' }], manual: { ran: 'r', versions: 'v', on: '2026-11-28', why: 'w' } },
        { id: 'c', says: 'c', quotes: [{ page: 'docs/other.md', text: 'elsewhere' }], proof: () => {} },
      ] },
    ]
    expect(pageVerification(root, 'docs/guide/a.mdx', modules)).toEqual({ tested: 2, manual: 1, modules: ['claims/a.ts', 'claims/b.ts'] })
    expect(pageVerification(root, 'docs/_partials/inner.mdx', modules)).toEqual({ tested: 0, manual: 1, modules: ['claims/a.ts'] })
  })
})

describe('installed packages', () => {
  it('a proof that writes to an installed Tailwind CSS package fails, naming the file', async () => {
    const root = fixture('')
    const lib = path.join(root, 'node_modules/tailwindcss-3/lib/util')
    fs.mkdirSync(lib, { recursive: true })
    fs.writeFileSync(path.join(lib, 'dataTypes.js'), 'const units = ["px"]\n')
    const claims = defineClaims('file:///repo/claims/fixture.ts', [
      { id: 'reads-only', says: 'r', quotes: [{ page: PAGE, text: 'whatever text' }], proof: () => { fs.readFileSync(path.join(lib, 'dataTypes.js')) } },
      { id: 'patches', says: 'p', quotes: [{ page: PAGE, text: 'whatever text' }], proof: () => { fs.writeFileSync(path.join(lib, 'dataTypes.js'), 'const units = ["px","rpx"]\n') } },
    ])
    const results = await runProofs([claims], { slow: false, concurrency: 1, root })
    expect(results.find(result => result.claim.id === 'reads-only')?.ok).toBe(true)
    const patched = results.find(result => result.claim.id === 'patches')
    expect(patched?.ok).toBe(false)
    expect(patched?.error).toContain('node_modules/tailwindcss-3/lib/util/dataTypes.js')
  })
})

describe('a process per claim module', () => {
  const runner = path.resolve(__dirname, '../../scripts/check-claims/module-cli.ts')
  const moduleSource = (body: string) => `export default { claims: [${body}] }\n`

  it('keeps what one module leaves in memory from another, and names a module that patches an installed package', async () => {
    const { runModules } = await import('../../lib/claims/runModules')
    const root = fixture('')
    const util = path.join(root, 'node_modules/tailwindcss-3/lib/util')
    fs.mkdirSync(util, { recursive: true })
    fs.writeFileSync(path.join(util, 'dataTypes.js'), 'const units = ["px"]\n')
    fs.mkdirSync(path.join(root, 'claims'))
    const quotes = `quotes: [{ page: '${PAGE}', text: 'whatever text' }]`
    fs.writeFileSync(path.join(root, 'claims/a.ts'), moduleSource(`{ id: 'sets-a-global', says: 's', ${quotes}, proof() { globalThis.leftBehind = 1 } }`))
    fs.writeFileSync(path.join(root, 'claims/b.ts'), moduleSource(`{ id: 'sees-no-global', says: 's', ${quotes}, proof() { if (globalThis.leftBehind) throw new Error('saw module a') } }`))
    fs.writeFileSync(path.join(root, 'claims/c.ts'), moduleSource(`{ id: 'patches', says: 'p', ${quotes}, async proof() {
      const fs = await import('node:fs'); fs.writeFileSync(${JSON.stringify(path.join(util, 'dataTypes.js'))}, 'const units = ["px","rpx"]\\n') } },
      { id: 'fails', says: 'f', ${quotes}, proof() { throw new Error('expected 1, got 2') } }`))
    const modules = await loadClaimModules(root)
    const results = await runModules(root, modules, { slow: false, runner, concurrency: 1 })
    const byId = Object.fromEntries(results.map(result => [result.claim.id, result]))
    expect(byId['sets-a-global']?.ok).toBe(true)
    expect(byId['sees-no-global']?.ok).toBe(true)
    expect(byId['fails']?.error).toContain('expected 1, got 2')
    expect(byId['patches']?.ok).toBe(false)
    expect(byId['patches']?.error).toContain('claims/c.ts changed the repository\'s installed packages (node_modules/tailwindcss-3/lib/util/dataTypes.js)')
  })
})
