import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPageReducer } from '../../../plugins/llms/pageReducer'
import { parseMdx } from '../../../plugins/llms/parseMdx'
import { sourceUrlRewriter } from '../../../plugins/llms/siteUrls'
import { leftoverMdx } from '../../lib/markdownProse'

// The reducer on the site's own pages: every page and post reduces to Markdown
// with no MDX left, and the pages that use each feature read as intended.

const siteDir = path.resolve(__dirname, '../../..')
const reducePage = createPageReducer({ siteDir, rewriteUrl: sourceUrlRewriter({ siteUrl: 'https://tw.icebreaker.top', baseUrl: '/' }) })

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(entry => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
    .filter(file => !file.includes(`${path.sep}_partials${path.sep}`))
}

const reduced = (relative: string): string => reducePage(path.join(siteDir, relative), `https://tw.icebreaker.top/${relative}`)

describe.each([...sources(path.join(siteDir, 'docs')), ...sources(path.join(siteDir, 'blog'))].map(file => path.relative(siteDir, file)))('%s', relative => {
  // Docusaurus compiles it, so it is valid MDX: the reducer must read it as MDX too, not fall back.
  it('parses as MDX', () => {
    expect(parseMdx(fs.readFileSync(path.join(siteDir, relative), 'utf8')).syntax).toBe('mdx')
  })

  it('reduces to Markdown with no import, export or JSX left', () => {
    const markdown = reduced(relative)
    expect(markdown.trim().length).toBeGreaterThan(0)
    expect(leftoverMdx(markdown)).toEqual([])
  })
})

describe('pages of each kind', () => {
  it('partials: quick-start/v4/uni-app-vite carries the text of the partials it imports', () => {
    const markdown = reduced('docs/quick-start/v4/uni-app-vite.mdx')
    expect(markdown).toContain('找一个页面，放上几个带特殊字符的类名') // _partials/v4-verify.mdx
    expect(markdown).toContain('"postinstall": "weapp-tw patch"') // _partials/v4-patch-script.mdx
    expect(markdown).not.toContain('<Verify')
  })

  it('live code: principle shows the demo as a plain jsx block', () => {
    const markdown = reduced('docs/principle/index.mdx')
    expect(markdown).toMatch(/^```jsx\nfunction EscapeDemo\(\)/m)
    expect(markdown).not.toMatch(/^```\w+ .*\blive\b/m)
  })

  it('tabs: the v4 tutorial shows each framework under its label', () => {
    const markdown = reduced('docs/quick-start/v4/tutorial/index.mdx')
    const labels = ['**uni-app（Vite）**', '**Taro（webpack 5）**', '**weapp-vite**'].map(label => markdown.indexOf(label))
    expect(labels.every(index => index >= 0)).toBe(true)
    expect([...labels].sort((a, b) => a - b)).toEqual(labels)
  })

  it('links from constants: community keeps <Link to={…}> as an absolute Markdown link', () => {
    expect(reduced('docs/community.mdx')).toContain('[构建与引入组件库](https://tw.icebreaker.top/docs/quick-start/build-or-import-outside-components)')
  })

  it('data components: templates and showcase render their tables and lists', () => {
    expect(reduced('docs/community/templates.mdx')).toMatch(/\*\*uni-app 模板（共 \d+ 个）\*\*\n\n\| 仓库 \|/)
    expect(reduced('docs/showcase/index.mdx')).toContain('- **区白白**：运行平台：小程序')
  })
})
