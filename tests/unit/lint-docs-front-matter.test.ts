import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocFile, DocKind } from '../../lib/content/docFiles'
import { frontMatter } from '../../scripts/lint-docs/frontMatter'

// The real blog/authors.yml and blog/tags.yml name the allowed authors and tags.
const repositoryRoot = path.resolve(__dirname, '../..')
const context = { root: repositoryRoot, configDir: repositoryRoot }

async function report(kind: DocKind, frontMatterLines: string[]): Promise<string[]> {
  // Line 1 is the opening ---, so the first field is on line 2.
  const file: DocFile = { path: '/x.md', relativePath: 'x.md', kind, source: ['---', ...frontMatterLines, '---', '', '正文。'].join('\n') }
  return (await frontMatter.lint([file], context)).sort((a, b) => a.line - b.line).map(problem => `${problem.line} ${problem.what}`)
}

const description = 'description: 这是一句长度合适的页面描述，会出现在搜索结果和链接预览里。'

describe('front matter schema', () => {
  it('accepts a complete docs page and a complete post', async () => {
    expect(await report('doc', ['title: 页面', description, 'keywords: [a, b]', 'sidebar_label: 短名'])).toEqual([])
    expect(await report('post', ['title: 文章', description, 'keywords: [a]', 'date: 2025-03-01', 'authors: icebreaker', 'tags: [tailwindcss, merge]'])).toEqual([])
  })

  it('names each problem at its line', async () => {
    expect(await report('doc', ['title: 页面', 'description: 太短', 'keywords: 不是列表', 'slug: /x'])).toEqual([
      '3 front matter "description" must NOT have fewer than 20 characters',
      '4 front matter "keywords" must be array',
      '5 unknown front matter key "slug"',
    ])
  })

  it('wants the post fields, with authors and tags declared in blog/*.yml', async () => {
    expect(await report('post', ['title: 文章', description, 'keywords: [a]', 'authors: someone', 'tags: [nope]'])).toEqual([
      '1 front matter lacks "date"',
      '5 front matter "authors" must be equal to one of the allowed values',
      '6 front matter "tags" must be equal to one of the allowed values',
    ])
  })

  it('rejects front matter in partials, which Docusaurus ignores', async () => {
    expect(await report('partial', ['title: 片段'])).toEqual(['1 front matter in a partial is ignored'])
  })
})
