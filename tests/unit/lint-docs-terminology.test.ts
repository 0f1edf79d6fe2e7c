import { describe, expect, it } from 'vitest'
import { treeOf } from '../../scripts/lint-docs/parseMdx'
import { findTermHits } from '../../scripts/lint-docs/terminology'

const hitsIn = (source: string) => findTermHits(source, treeOf(source)!).map(hit => `${hit.line}:${hit.wrong}`)

describe('terminology: prose only', () => {
  it('finds wrong spellings in paragraphs, headings, link text, tables and admonitions', () => {
    const source = [
      '## 在 uniapp 中使用', // 1
      '',
      '用vite构建，见 [Tailwindcss 文档](/docs/intro)。', // 3
      '',
      '| 框架 | 说明 |',
      '| --- | --- |',
      '| Taro | 支持 Webpack |', // 7
      '',
      ':::tip[HbuilderX]', // 9
      '单位写成 RPX。', // 10
      ':::',
    ].join('\n')
    expect(hitsIn(source)).toEqual(['1:uniapp', '3:vite', '3:Tailwindcss', '7:Webpack', '9:HbuilderX', '10:RPX'])
  })

  it('leaves code, URLs, link targets, imports, front matter and package or file names alone', () => {
    const source = [
      '---',
      'title: 接入',
      'description: 在 uniapp 项目中使用 tailwindcss 的方法说明，这一行属于 front matter。',
      'keywords: [tailwindcss, uniapp, vite]',
      '---',
      '',
      "import Tabs from '@theme/Tabs'",
      '',
      '安装 `tailwindcss` 与 `@tailwindcss/vite`，然后改 vite.config.ts，再装 tailwindcss@4 和 weapp-tailwindcss。',
      '',
      '见 https://github.com/dcloudio/uniapp 与 [模板](https://github.com/x/taro-vite)。',
      '',
      '<Tabs groupId="vite"><code>vite build</code></Tabs>',
      '',
      '```bash',
      'npx taro build --type weapp',
      '```',
    ].join('\n')
    expect(hitsIn(source)).toEqual([])
  })
})
