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
      `${englishGuide}:19  code block 1 differs from docs/guide.md:13: "npm i -D weapp-tailwindcss", source has "npm install -D weapp-tailwindcss"  copy the block from the Chinese page; only comments and a prose title may be translated`,
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

/** The clean English guide with `text` added as a last paragraph. */
const guideWith = (text: string) => copyWith({ [englishGuide]: page => `${page}\n${text}\n` })
const lastLine = (root: string) => fs.readFileSync(path.join(root, englishGuide), 'utf8').trimEnd().split('\n').length

describe('chinese-prose: no Chinese left in English prose', () => {
  it('fails on an untranslated sentence, Chinese link text and a Chinese description', async () => {
    const root = copyWith({
      [englishGuide]: page => `${page.replace(/^description: .*$/m, 'description: 英文页面的描述忘了翻译，读者在搜索结果里看到的是中文。')}\nSee [安装步骤](./other.md).\n\n这一句忘了翻译。\n`,
    })
    const problems = errors(await lintDocs({ root })).filter(problem => problem.check === 'chinese-prose')
    expect(problems.map(problem => [problem.line, problem.what])).toEqual([
      [3, 'Chinese left in English prose: "英文页面的描述忘了翻译，读者在搜索结果里"'],
      [lastLine(root) - 2, 'Chinese left in English prose: "安装步骤"'],
      [lastLine(root), 'Chinese left in English prose: "这一句忘了翻译。"'],
    ])
  })

  it('does not count Chinese in quotes, before an English gloss, in heading ids, code or link targets (the clean fixture)', async () => {
    const english = fs.readFileSync(path.join(fixture, englishGuide), 'utf8')
    for (const allowed of ['"运行到小程序模拟器"', '「编译热重载」', '软著登字第 14324492 号 (software', '\\{#安装\\}', '`npx weapp-tw patch # 打补丁`', '(https://example.com/文档)']) {
      expect(english).toContain(allowed)
    }
    expect((await lintDocs({ root: fixture })).filter(problem => problem.check === 'chinese-prose')).toEqual([])
  })

  // Each exception on its own, appended to the clean English page.
  it.each([
    ['quoted UI text', 'Choose "运行到小程序模拟器" (Run to mini-program simulator).'],
    ['curly quotes', 'The log says “构建完成” (build finished).'],
    ['corner brackets', 'Turn off 「编译热重载」 (compile hot reload).'],
    ['a name before its English gloss', 'The certificate 软著登字第 14324492 号 (registration No. 14324492) is listed.'],
    ['inline code', 'Run `echo 你好` in a terminal.'],
    ['a code block', '```text\n构建完成\n```'],
    ['a link target', 'See [the thread](https://example.com/讨论/1).'],
    ['a heading id', '## Notes \\{#说明\\}\n\nSome notes.'],
  ])('allows Chinese in %s', async (_kind, text) => {
    // A code block also changes the list of blocks; only the prose rule matters here.
    // The new heading would also want its search questions: not what this test is about.
    const problems = errors(await lintDocs({ root: guideWith(text) })).filter(problem => !['same-examples', 'search-questions'].includes(problem.check))
    expect(problems).toEqual([])
  })

  it.each([
    ['a sentence', '这一句没有翻译。'],
    ['a heading', '## 常见问题'],
    ['link text', 'See [常见问题](./other.md).'],
    ['image alt text', '![示意图](https://example.com/a.png)'],
    ['a title attribute', '<div title="中文标题">English body.</div>'],
    ['an unclosed quote', 'The "运行 button does it.'],
    ['a gloss that is not English', 'The 证书 (证书) is listed.'],
  ])('reports Chinese in %s', async (_kind, text) => {
    const root = guideWith(text)
    const problems = errors(await lintDocs({ root })).filter(problem => problem.check === 'chinese-prose')
    expect(problems.map(problem => problem.line)).toEqual([lastLine(root)])
  })

  it('needs the gloss right after the name, and a closed quote', async () => {
    const root = guideWith('The 证书 is registered.\n\nThe "运行 button does it.')
    expect(errors(await lintDocs({ root })).map(problem => problem.what)).toEqual([
      'Chinese left in English prose: "The 证书 is registered."',
      'Chinese left in English prose: "The "运行 button does it."',
    ])
  })
})

describe('terminology on English pages', () => {
  const root = guideWith('Open the mini program in WeChat Developer Tools, then check the sub-package. A Mini Program has\n`miniprogram` in its code, and [the docs](https://example.com/mini program) keep their address.')
  const line = lastLine(root) - 1

  it('reports the English spellings (and no Chinese rule reads English pages)', async () => {
    expect(report(errors(await lintDocs({ root })), root)).toEqual([
      `${englishGuide}:${line}  term "mini program" in prose  write "mini-program" (--fix does this)`,
      `${englishGuide}:${line}  term "Mini Program" in prose  write "mini-program" ("Mini-program" to start a sentence)`,
      `${englishGuide}:${line}  term "WeChat Developer Tools" in prose  write "WeChat DevTools" (--fix does this)`,
      `${englishGuide}:${line}  term "sub-package" in prose  write "subpackage" (for a package of a monorepo: "workspace package")`,
    ])
  })

  it('--fix writes the safe ones and leaves "Mini Program", "sub-package", code and URLs alone', async () => {
    const left = errors(await lintDocs({ root, fix: true }))
    expect(left.map(problem => problem.what)).toEqual(['term "Mini Program" in prose', 'term "sub-package" in prose'])
    const page = fs.readFileSync(path.join(root, englishGuide), 'utf8')
    expect(page).toContain('Open the mini-program in WeChat DevTools, then check the sub-package. A Mini Program has\n`miniprogram` in its code, and [the docs](https://example.com/mini program)')
  })

  it('never reads a heading\'s explicit id as prose', async () => {
    const root = guideWith('## Taro \\{#taro\\}\n\nTaro text.\n\n## Missing PostCSS plugins \\{#缺少postcss插件\\}\n\nMore text.')
    expect(errors(await lintDocs({ root })).filter(problem => problem.check !== 'search-questions')).toEqual([])
    const misspelt = guideWith('## Using taro\n\nTaro text.')
    expect(errors(await lintDocs({ root: misspelt })).filter(problem => problem.check !== 'search-questions').map(problem => problem.what)).toEqual(['term "taro" in prose'])
  })

  it('keeps the Chinese terms off English pages and the English ones off Chinese pages', async () => {
    const both = copyWith({
      [englishGuide]: page => `${page}\nThe WeChat 小程序 term is Chinese-only.\n`,
      'docs/guide.md': page => `${page}\n微信的 mini program 写法不归中文页面的术语检查管。\n`,
    })
    const checks = errors(await lintDocs({ root: both })).map(problem => `${problem.check} ${path.basename(problem.file)}`)
    expect(checks).not.toContain('terminology guide.md')
    expect(checks).not.toContain('autocorrect guide.md')
  })
})

describe('front matter of English pages', () => {
  it('takes translated_from, and holds the description to 160 characters', async () => {
    const root = copyWith({
      [englishGuide]: page => page.replace(/^description: .*$/m, `description: ${'A description that says far too much. '.repeat(5)}`),
    })
    expect(report(errors(await lintDocs({ root })), root)).toEqual([
      `${englishGuide}:3  front matter "description" must NOT have more than 160 characters  write description: one sentence of 20–160 characters, shown in search results and link previews`,
    ])
  })

  it('rejects an unknown key, naming translated_from among the allowed ones; a Chinese page may not have it', async () => {
    const root = copyWith({
      [englishGuide]: page => page.replace('translated_from:', 'sidebar_position: 2\ntranslated_from:'),
      'docs/other.md': page => page.replace('keywords: [fixture]', 'keywords: [fixture]\ntranslated_from: 0123456789ab'),
    })
    expect(report(errors(await lintDocs({ root })).filter(problem => problem.check === 'front-matter'), root)).toEqual([
      'docs/other.md:5  unknown front matter key "translated_from"  remove it; allowed keys: title, description, keywords, sidebar_label',
      `${englishGuide}:5  unknown front matter key "sidebar_position"  remove it; allowed keys: title, description, keywords, sidebar_label, translated_from`,
    ])
  })

  it('wants translated_from to be a hash', async () => {
    const root = copyWith({ [englishGuide]: page => page.replace(/^translated_from: .*$/m, 'translated_from: latest') })
    expect(errors(await lintDocs({ root })).filter(problem => problem.check === 'front-matter').map(problem => problem.what)).toEqual([
      'front matter "translated_from" must match pattern "^[0-9a-f]{12}$"',
    ])
  })
})

describe('links on English pages', () => {
  it('resolve a relative link through the Chinese tree, and check same-page fragments against the \\{#id\\} anchors', async () => {
    const root = guideWith('See [a missing page](./missing.md), [the output](#输出) and [an anchor the page lacks](#install).')
    expect(errors(await lintDocs({ root })).map(problem => `${problem.check}: ${problem.what}`)).toEqual([
      'links: broken link ./missing.md: the file does not exist',
      'links: broken link #install: the page has no heading with this anchor',
    ])
  })
})

describe('same-page fragments on Chinese pages', () => {
  it('are checked by the links check too (markdownlint\'s MD051 is off: it misreads \\{#id\\})', async () => {
    const root = copyWith({ 'docs/other.md': page => `${page}\n见[说明](#说明)、[旧锚点](#old-anchor)。\n` })
    expect(errors(await lintDocs({ root })).map(problem => `${problem.check}: ${problem.what}`)).toEqual([
      'links: broken link #old-anchor: the page has no heading with this anchor',
    ])
  })
})

describe('option facts on English pages', () => {
  it('reads English default claims and option names against the pinned package', async () => {
    const root = guideWith([
      'The `cssRemoveHoverPseudoClass` option defaults to `false`.',
      '',
      'Set the `cssPreflght` option; tv\'s `twMergeConfig` option and the `extendDefaults` option of `tv` belong to another package.',
    ].join('\n'))
    expect(errors(await lintDocs({ root })).filter(problem => problem.check === 'options').map(problem => problem.what)).toEqual([
      expect.stringMatching(/^states the default of "cssRemoveHoverPseudoClass" is false, the package's is true/),
      expect.stringMatching(/"cssPreflght"/),
    ])
  })
})

describe('explicit heading ids on Chinese pages', () => {
  it('are left out of AutoCorrect: no report, and --fix spaces the heading but not its id', async () => {
    const root = copyWith({
      'docs/other.md': page => page.replace('## 说明', '## 说明 \\{#说明v4\\}').replace('## 用途', '## 用途使用Tailwind \\{#用途\\}'),
      'docs/other.questions.yml': questions => questions.replace('说明: []', '说明v4: []'),
    })
    expect(errors(await lintDocs({ root })).map(problem => `${problem.line} ${problem.what}`)).toEqual([
      '13 Chinese copywriting (AutoCorrect): "用途使用Tailwind"',
    ])
    await lintDocs({ root, fix: true })
    const headings = fs.readFileSync(path.join(root, 'docs/other.md'), 'utf8').split('\n').filter(line => line.startsWith('## '))
    expect(headings).toEqual(['## 说明 \\{#说明v4\\}', '## 用途使用 Tailwind \\{#用途\\}'])
  })
})

describe('search questions of the English edition', () => {
  const englishQuestions = 'i18n/en/docusaurus-plugin-content-docs/current/guide.questions.yml'

  it('asks for the English questions file of an English page (a warning: the page is still found by its own words)', async () => {
    const copy = copyWith()
    fs.rmSync(path.join(copy, englishQuestions))
    expect(report(await lintDocs({ root: copy }), copy)).toContain(
      `${englishGuide}:1  warning: no guide.questions.yml beside the page  write it: for each heading anchor (and \`top\`), the questions readers ask when that section answers them, or [] (see CONTRIBUTING)`,
    )
    expect(errors(await lintDocs({ root: copy }))).toEqual([])
  })

  it('checks its keys against the English page’s anchors, and only within the edition for duplicates', async () => {
    const copy = copyWith({
      [englishQuestions]: text => `${text.replace('输出: []', '')}Output:\n  - what does the fixture print\n`,
      'docs/guide.questions.yml': text => text.replace('安装:\n', "安装:\n  - what is the fixture's source page\n"),
    })
    expect(report(errors(await lintDocs({ root: copy })), copy)).toEqual([
      `${englishQuestions}:1  section "输出" has no entry  add \`输出:\` with the questions it answers, or \`输出: []\` if it answers none`,
      `${englishQuestions}:6  "Output" is not a heading anchor of guide.md  use the anchor the heading has now (the part after # in its link), or \`top\` for the opening`,
    ])
  })

  it('names an English questions file whose page is gone', async () => {
    const copy = copyWith()
    fs.copyFileSync(path.join(copy, englishQuestions), path.join(copy, englishQuestions.replace('guide', 'gone')))
    expect(report(errors(await lintDocs({ root: copy })), copy)).toContain(
      `${englishQuestions.replace('guide', 'gone')}:1  no page beside this questions file  rename it with its page, or delete it with the page`,
    )
  })
})

describe('live blocks: the Chinese words a demo shows may be translated, nothing else', () => {
  const chinese = [
    '```jsx live',
    'function Demo() {',
    "  const rows = [['直接拼接', joined], ['被丢弃的类名', dropped.length ? dropped.join(' ') : '（无）']]",
    '  return (',
    '    <label>',
    '      组件默认类名',
    "      <input value={base} placeholder='px-[24rpx]' />",
    '      <span>外部传入</span>',
    '    </label>',
    '  )',
    '}',
    '```',
  ].join('\n')
  const english = (edit: (text: string) => string) => edit(chinese
    .replace("'直接拼接'", "'Joined'").replace("'被丢弃的类名'", "'Dropped'").replace("'（无）'", "'(none)'")
    .replace('组件默认类名', 'Component defaults').replace('<span>外部传入</span>', '<span>Passed in</span>'))

  it('accepts the translated labels', async () => {
    const { codeBlockDifferences } = await import('../../lib/i18n/sameCodeBlocks')
    expect(codeBlockDifferences(english(text => text), chinese)).toEqual([])
  })

  it('still reports changed code, class names and ASCII strings', async () => {
    const { codeBlockDifferences } = await import('../../lib/i18n/sameCodeBlocks')
    expect(codeBlockDifferences(english(text => text.replace("dropped.join(' ')", "dropped.join(', ')")), chinese)).toHaveLength(1)
    expect(codeBlockDifferences(english(text => text.replace("placeholder='px-[24rpx]'", "placeholder='px-[20rpx]'")), chinese)).toHaveLength(1)
    expect(codeBlockDifferences(english(text => text.replace('value={base}', 'value={extra}')), chinese)).toHaveLength(1)
  })

  it('keeps blocks that are not live identical, labels included', async () => {
    const { codeBlockDifferences } = await import('../../lib/i18n/sameCodeBlocks')
    expect(codeBlockDifferences(english(text => text).replace('```jsx live', '```jsx'), chinese.replace('```jsx live', '```jsx'))).toHaveLength(1)
  })
})
