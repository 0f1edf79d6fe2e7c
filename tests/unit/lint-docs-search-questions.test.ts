import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocFile } from '../../lib/content/docFiles'
import { generatedPageQuestions, questionProblems, searchQuestions } from '../../scripts/lint-docs/searchQuestions'
import { copyGeneratedQuestions } from '../../plugins/typedoc-api/generatedQuestions'

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-questions-'))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

const page = (root: string, relative: string): DocFile => {
  const file = path.join(root, 'docs', relative)
  return { path: file, relativePath: relative, kind: 'doc', source: fs.readFileSync(file, 'utf8') }
}

const whats = (root: string, problems: { file: string; line: number; what: string }[]) =>
  problems.map(p => `${path.relative(root, p.file)}:${p.line} ${p.what}`)

describe('search questions beside the pages', () => {
  it('names unknown and missing anchors, long lists, bad lengths and a question on two pages', () => {
    const root = fixture({
      'docs/a.md': '---\ntitle: A\n---\n\n开头。\n\n## 症状\n\n看不到样式。\n\n## 原因 {#cause}\n\n没有注入。\n',
      'docs/a.questions.yml': `top:\n  - 小程序样式不生效\n症状:\n${Array.from({ length: 9 }, (_, i) => `  - 第 ${i} 种没有样式的情况\n`).join('')}旧标题:\n  - 这个问题的答案\n`,
      'docs/b.md': '---\ntitle: B\n---\n\n开头。\n',
      'docs/b.questions.yml': 'top:\n  - 小程序样式不生效！\n  - 短\n',
    })
    const problems = whats(root, questionProblems([page(root, 'a.md'), page(root, 'b.md')]))
    expect(problems).toEqual([
      'docs/a.questions.yml:3 "症状" lists 9 questions',
      'docs/a.questions.yml:13 "旧标题" is not a heading anchor of a.md',
      'docs/a.questions.yml:1 section "cause" has no entry',
      'docs/b.questions.yml:1 "小程序样式不生效！" is already listed under a.questions.yml "top"',
      'docs/b.questions.yml:1 "短" has 1 characters',
    ])
  })

  it('passes a page whose every anchor is listed, `[]` for a section that answers nothing, and headings of imported partials', () => {
    const root = fixture({
      'docs/_partials/steps.mdx': '## 安装\n\n装上。\n',
      'docs/c.mdx': "---\ntitle: C\n---\n\nimport Steps from './_partials/steps.mdx'\n\n开头。\n\n<Steps />\n\n## 相关页面\n\n- [A](./a.md)\n",
      'docs/c.questions.yml': 'top:\n  - 这页讲什么内容\n安装:\n  - 依赖怎么装才对\n相关页面: []\n',
    })
    expect(questionProblems([page(root, 'c.mdx')])).toEqual([])
  })

  it('asks for the file when a page has none, and names a file whose page is gone', async () => {
    const root = fixture({
      'docs/d.md': '---\ntitle: D\n---\n\n开头。\n',
      'docs/gone.questions.yml': 'top: []\n',
    })
    const problems = await searchQuestions.lint([page(root, 'd.md')], { root, configDir: root })
    expect(whats(root, problems)).toEqual([
      'docs/d.md:1 no d.questions.yml beside the page',
      'docs/gone.questions.yml:1 no page beside this questions file',
    ])
  })
})

describe('questions kept for the generated API pages', () => {
  it('take the members of the declaration as anchors, and share uniqueness with the docs pages', () => {
    const root = fixture({
      'docs/a.md': '---\ntitle: A\n---\n\n开头。\n',
      'docs/a.questions.yml': 'top:\n  - 不想把 rem 转成 rpx\n',
      'questions/api/interfaces/UserDefinedOptions.zh-cn.yml': 'top: []\nrem2rpx:\n  - 不想把 rem 转成 rpx\nnotAnOption:\n  - 这个配置项不存在\n',
      'questions/api/interfaces/NoSuchPage.zh-cn.yml': 'top: []\n',
    })
    const problems = whats(root, questionProblems([page(root, 'a.md')], generatedPageQuestions('zh-cn', path.join(root, 'questions'))))
    expect(problems).toContain('questions/api/interfaces/UserDefinedOptions.zh-cn.yml:2 "不想把 rem 转成 rpx" is already listed under a.questions.yml "top"')
    expect(problems).toContain('questions/api/interfaces/UserDefinedOptions.zh-cn.yml:4 "notAnOption" is not a heading anchor of api/interfaces/UserDefinedOptions')
    // Every option needs its entry, as every heading of a hand-written page does.
    expect(problems).toContain('questions/api/interfaces/UserDefinedOptions.zh-cn.yml:1 section "cssentries" has no entry')
    expect(problems).toContain('questions/api/interfaces/NoSuchPage.zh-cn.yml:1 no generated page api/interfaces/NoSuchPage to hold these questions')
  })

  it('are copied beside the generated page, and a file for a page that was not generated stops the build', () => {
    const root = fixture({
      'questions/api/interfaces/UserDefinedOptions.zh-cn.yml': 'top: []\n',
      'questions/api/interfaces/UserDefinedOptions.en.yml': 'top: []\n',
      'out/interfaces/UserDefinedOptions.md': '# UserDefinedOptions\n',
    })
    expect(copyGeneratedQuestions('api', 'zh-cn', path.join(root, 'out'), path.join(root, 'questions'))).toBe(1)
    expect(fs.readFileSync(path.join(root, 'out/interfaces/UserDefinedOptions.questions.yml'), 'utf8')).toBe('top: []\n')
    fs.rmSync(path.join(root, 'out/interfaces/UserDefinedOptions.md'))
    expect(() => copyGeneratedQuestions('api', 'en', path.join(root, 'out'), path.join(root, 'questions'))).toThrow(/was not generated/)
  })
})
