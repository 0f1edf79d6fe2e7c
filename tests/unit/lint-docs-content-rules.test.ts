import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { prism as prismConfig } from '../../config/prism'
import { unknownFenceLanguages } from '../../scripts/lint-docs/codeLanguages'
import type { DocFile } from '../../lib/content/docFiles'
import { optionMentions } from '../../scripts/lint-docs/optionMentions'
import { REAL_PAGE_MIN, substanceProblems } from '../../scripts/lint-docs/pageSubstance'
import { readerQuestionProblems } from '../../scripts/lint-docs/readerQuestionAnchors'
import { sidebarProblems } from '../../scripts/lint-docs/sidebarMembership'

const root = '/site'
const docsDir = path.join(root, 'docs')
const doc = (relativePath: string, source: string): DocFile => ({ path: path.join(docsDir, relativePath), relativePath, kind: 'doc', source })
const context = { root, configDir: path.resolve(__dirname, '../..') }

describe('code fence languages', () => {
  it('names each fence whose language has no grammar, with its line; grammars, added languages, plain text and fences shown inside a longer fence pass', () => {
    const source = ['```ts', 'const a = 1', '```', '', '```python', 'print(1)', '```', '````md', '```rust', '````', '~~~scss', '~~~', '```text', '```', '```Kotlin', '```'].join('\n')
    expect(unknownFenceLanguages(source)).toEqual([{ line: 5, language: 'python' }, { line: 15, language: 'Kotlin' }])
  })

  it('knows each of config/prism.ts\'s additional languages, and no unlisted one', () => {
    for (const language of prismConfig.additionalLanguages) expect(unknownFenceLanguages(`\`\`\`${language}\n\`\`\``), language).toEqual([])
    expect(unknownFenceLanguages('```python\n```')).toHaveLength(1)
  })
})

describe('option names and defaults', () => {
  it('flags an option the pinned package does not have and a wrong default, on docs pages only', async () => {
    const page = ['# 配置', '', '```js', 'uvtw({', '  rem2px: true,', '})', '```', '', '| 配置项 | 默认值 |', '| --- | --- |', '| `cssPreflight` | `false` |', '| `disabled` | `false` |', '| `rem2rpx` | `false` |', ''].join('\n')
    const problems = await optionMentions.lint([doc('x.md', page), { ...doc('x.md', page), path: '/site/blog/x.md', kind: 'post' }], context)
    expect(problems.map(problem => [problem.file, problem.line, problem.what])).toEqual([
      ['/site/docs/x.md', 5, 'uses option "rem2px", which weapp-tailwindcss does not have'],
      ['/site/docs/x.md', 11, expect.stringMatching(/^states the default of "cssPreflight" is false, the package's is /)],
    ])
  })

  it('lets migration pages name the options of older majors', async () => {
    const page = ['```js', 'new UnifiedWebpackPluginV5({ minifiedJs: true })', '```', ''].join('\n')
    expect(await optionMentions.lint([doc('migrations/v2.md', page)], context)).toEqual([])
    expect(await optionMentions.lint([doc('intro.md', page)], context)).toHaveLength(1)
  })
})

describe('page substance', () => {
  const sections = '## 一\n\n内容\n\n## 二\n\n内容\n'
  const long = (size: number) => `---\ntitle: x\n---\n${sections}${'字'.repeat(size)}\n`

  it('a page of the plan that is missing, doubled, short, without sections or with placeholder text is named', () => {
    const rows = [
      { id: 'missing', size: 500 },
      { id: 'twice', size: 500 },
      { id: 'short', size: 5000 },
      { id: 'stub-upstream', size: 120 },
      { id: 'flat', size: 10 },
      { id: 'unfinished', size: 10 },
      { id: 'fine', size: 500 },
      { id: 'api/generated', size: 99999 },
    ]
    const files = [
      doc('twice.md', long(600)), doc('twice.mdx', long(600)),
      doc('short.md', long(4000)),
      doc('stub-upstream.md', long(REAL_PAGE_MIN - 100)),
      doc('flat.md', `---\ntitle: x\n---\n## 只有一节\n${'字'.repeat(1200)}`),
      doc('unfinished.md', `${long(1200)}\n待补充\n`),
      doc('fine.md', long(600)),
    ]
    const found = substanceProblems(rows, files, docsDir).map(problem => `${path.basename(problem.file)}:${problem.line} ${problem.what}`)
    expect(found).toEqual([
      'missing.md:1 the page "missing" of the content map is missing',
      'twice.mdx:1 "twice" exists as both .md and .mdx',
      expect.stringMatching(/^short\.md:1 the page has \d+ characters of text, fewer than the 5000 its subject needs$/),
      expect.stringMatching(/^stub-upstream\.md:1 the page has \d+ characters of text, fewer than the 1000 its subject needs$/),
      'flat.md:1 the page has 1 "## " section(s)',
      expect.stringMatching(/^unfinished\.md:\d+ placeholder text "待补充"$/),
    ])
  })
})

describe('reader questions', () => {
  const table = ['export const readerQuestions = [', "  { question: 'a', source: 'https://github.com/o/r/issues/1' },", "  { question: 'b', source: 'https://github.com/o/r/issues/2' },", "  { question: 'c', source: 'https://github.com/o/r/issues/3' },", "  { question: 'd', source: 'https://github.com/o/r/issues/4' },", ']'].join('\n')
  const pages = new Map([['issues/x', '# X\n\n## 原因\n\n## 旧标题 {#old-anchor}\n']])
  const row = (n: number, answer?: { doc: string; anchor?: string }) => ({ question: 'abcd'[n - 1]!, source: `https://github.com/o/r/issues/${n}`, answer })

  it('reports, at the row of the table, an answer whose page or heading is gone and a gone `also` page; a kept {#id}, a page-only answer and a gap pass', () => {
    const rows = [
      { ...row(1, { doc: 'issues/x', anchor: '原因' }), also: ['issues/x', 'issues/renamed'] },
      row(2, { doc: 'issues/gone' }), row(3, { doc: 'issues/x', anchor: '改名前' }), row(4), row(4, { doc: 'issues/x', anchor: 'old-anchor' }),
    ]
    const problems = readerQuestionProblems(rows, pages, '/site/lib/reader-questions/readerQuestions.mjs', table)
    expect(problems.map(problem => [problem.line, problem.what])).toEqual([
      [2, '"a" lists "issues/renamed" among the pages that also answer it, and that page does not exist'],
      [3, '"b" is answered by the page "issues/gone", which does not exist'],
      [4, '"c" points at issues/x#改名前, a heading that page does not have'],
    ])
    expect(problems[2]!.how).toContain('\\{#改名前\\}')
  })
})

describe('sidebar membership', () => {
  const sidebars = {
    guide: ['intro', { type: 'category', label: 'A', link: { type: 'doc', id: 'a/index' }, items: [{ type: 'doc', id: 'a/one' }] }],
    issues: ['issues/x'],
  }
  const pageFile = (id: string) => `/site/docs/${id}.md`

  it('finds pages by plain id, doc item and category link; names the page and the sidebar to add it to', () => {
    const rows = [
      { id: 'intro', sidebar: 'guide' }, { id: 'a/index', sidebar: 'guide' }, { id: 'a/one', sidebar: 'guide, issues' },
      { id: 'issues/y', sidebar: 'issues' }, { id: 'ai/index', sidebar: '-' }, { id: 'z', sidebar: 'nowhere' },
    ]
    expect(sidebarProblems(rows, sidebars, pageFile).map(problem => [problem.file, problem.what, problem.how])).toEqual([
      ['/site/docs/a/one.md', 'the page "a/one" is missing from the sidebar issues', "add 'a/one' to issues in sidebars.ts"],
      ['/site/docs/issues/y.md', 'the page "issues/y" is missing from the sidebar issues', "add 'issues/y' to issues in sidebars.ts"],
      ['/site/docs/z.md', 'the content map puts "z" in a sidebar "nowhere" that sidebars.ts does not have', 'use one of guide, issues in scripts/lint-docs/data/content-map.json'],
    ])
  })
})
