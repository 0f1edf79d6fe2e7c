import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { autocorrect } from '../../scripts/lint-docs/autocorrect'
import type { DocFile } from '../../lib/content/docFiles'

const repositoryRoot = path.resolve(__dirname, '../..')
const context = { root: repositoryRoot, configDir: repositoryRoot }

const page = (source: string): DocFile => ({ path: path.join(repositoryRoot, 'docs/example.mdx'), relativePath: 'example.mdx', kind: 'doc', source })
const linesWithProblems = async (source: string) => (await autocorrect.lint([page(source)], context)).map(problem => problem.line)

describe('AutoCorrect in lint:docs', () => {
  it('checks prose and the readable front matter fields, not keywords, imports or code', async () => {
    const source = [
      '---', // 1
      'title: 在小程序里用Tailwind CSS', // 2
      'description: 一句足够长的描述，写给搜索结果里的读者看，不需要任何修改。', // 3
      'keywords: [中文, English, 小程序]', // 4
      '---', // 5
      '',
      "import Demo from './中文demo.mdx'", // 7
      '',
      '正文里写了一句中文English混排。', // 9
      '',
      '行内代码 `中文English` 不检查。', // 11
      '',
      '```js',
      "const label = '中文English'", // 14
      '```',
    ].join('\n')
    expect(await linesWithProblems(source)).toEqual([2, 9])
  })

  it('keeps hyphenated naming patterns between Chinese words (space-dash is off)', async () => {
    expect(await linesWithProblems('沿用“属性缩写-值”风格。\n')).toEqual([])
  })
})
