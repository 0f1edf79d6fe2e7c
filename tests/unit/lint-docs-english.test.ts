import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lintDocs } from '../../scripts/lint-docs/lintDocs'
import { formatProblem, type Problem } from '../../scripts/lint-docs/problem'

// tests/fixtures/lint/english: a Chinese page (docs/guide.md), its English page kept in step, a
// translated partial, and a Chinese page with no English version (see the fixture's README).
// Each test edits a copy and runs the real lintDocs() on it.
const fixture = path.resolve(__dirname, '../fixtures/lint/english')
const englishGuide = 'i18n/en/docusaurus-plugin-content-docs/current/guide.md'
const englishPartial = 'i18n/en/docusaurus-plugin-content-docs/current/_partials/snippet.mdx'

const copies: string[] = []
afterAll(() => { for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true }) })

/** A copy of the fixture with `edit` applied to some of its files. */
function copyWith(edits: Record<string, (text: string) => string> = {}): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-docs-en-'))
  copies.push(copy)
  fs.cpSync(fixture, copy, { recursive: true })
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(copy, file)
    fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')))
  }
  return copy
}

const report = (problems: Problem[], root: string) => problems.map(problem => formatProblem(problem, root))
const errors = (problems: Problem[]) => problems.filter(problem => !problem.warning)

describe('lint:docs on the English fixture', () => {
  it('passes the English page that is in step, and only warns that docs/other.md has no English page', async () => {
    const problems = await lintDocs({ root: fixture })
    expect(report(problems, fixture)).toEqual([
      'docs/other.md:1  warning: no English page for this page yet  write i18n/en/docusaurus-plugin-content-docs/current/other.md (English readers see the Chinese page until then)',
    ])
  })
})

describe('translations: English pages behind their Chinese source', () => {
  const changed = copyWith({ 'docs/guide.md': text => text.replace('先安装依赖，再运行构建：', '先安装依赖，然后运行构建：') })

  it('warns by default, naming the old and the new hash', async () => {
    const problems = (await lintDocs({ root: changed })).filter(problem => problem.check === 'translations')
    expect(report(problems, changed)).toEqual([
      expect.stringMatching(/^docs\/other\.md:1 {2}warning: no English page/),
      expect.stringMatching(new RegExp(`^${englishGuide}:5 {2}warning: the English page is behind docs/guide\\.md: translated from b099e4c1771c, source is now ([0-9a-f]{12}) {2}update the English page, then set translated_from: \\1$`)),
    ])
  })

  it('fails with --strict-translations', async () => {
    const problems = errors(await lintDocs({ root: changed, strictTranslations: true }))
    expect(problems.map(problem => problem.check)).toEqual(['translations', 'translations'])
    expect(problems[1]!.what).toMatch(/is behind docs\/guide\.md/)
  })

  it('passes once the English page names the new hash', async () => {
    const now = /source is now ([0-9a-f]{12})/.exec((await lintDocs({ root: changed })).map(p => p.what).join('\n'))![1]!
    fs.writeFileSync(path.join(changed, englishGuide), fs.readFileSync(path.join(changed, englishGuide), 'utf8').replace('b099e4c1771c', now))
    expect(errors(await lintDocs({ root: changed, strictTranslations: true })).filter(problem => problem.file.endsWith('guide.md'))).toEqual([])
  })

  it('reads a partial\'s hash from its first-line comment', async () => {
    const root = copyWith({ 'docs/_partials/snippet.mdx': text => text.replace('一句话', '一句新话') })
    const problems = errors(await lintDocs({ root, strictTranslations: true }))
    expect(report(problems, root)).toContainEqual(expect.stringMatching(new RegExp(`^${englishPartial}:1 {2}the English page is behind docs/_partials/snippet\\.mdx: translated from 7b2735f61f4a`)))
  })

  it('fails on an English page with no hash, and on one with no Chinese source', async () => {
    const root = copyWith({ [englishGuide]: text => text.replace(/^translated_from: .*\n/m, '') })
    fs.copyFileSync(path.join(root, englishPartial), path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/_partials/orphan.mdx'))
    const problems = errors(await lintDocs({ root })).filter(problem => problem.check === 'translations')
    expect(report(problems, root)).toEqual([
      expect.stringMatching(/_partials\/orphan\.mdx:1 {2}English page with no Chinese source: docs\/_partials\/orphan\.mdx does not exist/),
      expect.stringMatching(/guide\.md:1 {2}no translated_from: which version of docs\/guide\.md this page reflects is unknown {2}compare .* then add translated_from: b099e4c1771c to the front matter$/),
    ])
  })
})

describe('same-examples: an English page shows its source\'s code blocks', () => {
  it('fails when a command differs, naming the block and the source line', async () => {
    const root = copyWith({ [englishGuide]: text => text.replace('npm install -D weapp-tailwindcss', 'npm i -D weapp-tailwindcss') })
    expect(report(errors(await lintDocs({ root })), root)).toEqual([
      `${englishGuide}:14  code block 1 differs from docs/guide.md:13: "npm i -D weapp-tailwindcss", source has "npm install -D weapp-tailwindcss"  copy the block from the Chinese page; only comments and a prose title may be translated`,
    ])
  })

  it('fails on a block left out, a changed file-name title and a changed language', async () => {
    const root = copyWith({
      [englishGuide]: text => text.replace('title="vite.config.ts"', 'title="vite.config.js"').replace('```text title="Terminal output"\ndone\n```\n\n', ''),
    })
    expect(errors(await lintDocs({ root })).map(problem => problem.what)).toEqual([
      'code block 2 differs from docs/guide.md:18: info string "ts title="vite.config.js"", source has "ts title="vite.config.ts""',
      'code block 3 differs from docs/guide.md:27: the page has 2 code block(s), the source has 3',
    ])
  })

  it('accepts translated comments of every kind and a translated prose title (the clean fixture)', async () => {
    const english = fs.readFileSync(path.join(fixture, englishGuide), 'utf8')
    expect(english).toContain('# install the dependencies')
    expect(english).toContain('/* the plugins */')
    expect(english).toContain('title="Terminal output"')
    expect(errors(await lintDocs({ root: fixture }))).toEqual([])
  })

  it('is a warning while the page is behind, an error with --strict-translations', async () => {
    const root = copyWith({
      'docs/guide.md': text => text.replace('npm install -D weapp-tailwindcss', 'npm install -D weapp-tailwindcss@4'),
    })
    const problems = (await lintDocs({ root })).filter(problem => problem.check === 'same-examples')
    expect(problems.map(problem => [problem.warning, problem.what])).toEqual([[true, 'code block 1 differs from docs/guide.md:13: "npm install -D weapp-tailwindcss", source has "npm install -D weapp-tailwindcss@4"']])
    expect(errors(await lintDocs({ root, strictTranslations: true })).map(problem => problem.check)).toContain('same-examples')
  })
})
