import { describe, expect, it } from 'vitest'
import { llmsStringsFor } from '../../../plugins/llms/llmsStrings'
import { renderLlmsFullTxt, renderLlmsTxt } from '../../../plugins/llms/llmsTxt'

const header = { title: 'weapp-tailwindcss', summary: 'Tailwind CSS\nfor mini programs.' }
const page = (title: string, description = '', slug = title) => ({ title, description, permalink: `/sub/docs/${slug}`, sourcePath: '' })

describe('llms.txt', () => {
  const text = renderLlmsTxt(header, [
    { title: '指南', pages: [page('intro', 'What it is.\n  Two lines.'), page('a [b]', '', 'ab')] },
    { title: '博客', pages: [page('post')] },
  ], { pageLink: permalink => `https://x.dev${permalink}.md`, fullTxtUrl: 'https://x.dev/sub/llms-full.txt' })

  it('has the H1, a one-line blockquote summary and a pointer to llms-full.txt', () => {
    const lines = text.split('\n')
    expect(lines[0]).toBe('# weapp-tailwindcss')
    expect(lines[2]).toBe('> Tailwind CSS for mini programs.')
    expect(text).toContain('(https://x.dev/sub/llms-full.txt)')
  })

  it('lists each page as `- [title](link): description` under its section', () => {
    expect(text).toContain('## 指南\n\n- [intro](https://x.dev/sub/docs/intro.md): What it is. Two lines.\n- [a \\[b\\]](https://x.dev/sub/docs/ab.md)\n\n## 博客\n\n- [post](https://x.dev/sub/docs/post.md)\n')
  })
})

describe('llms.txt in English', () => {
  it('opens with the English pointer to llms-full.txt', () => {
    const text = renderLlmsTxt({ ...header, strings: llmsStringsFor('en') }, [{ title: 'Guide', pages: [page('intro')] }],
      { pageLink: permalink => `https://x.dev${permalink}.md`, fullTxtUrl: 'https://x.dev/sub/en/llms-full.txt' })
    expect(text).toContain("Each link leads to the page's Markdown version")
    expect(text).toContain('[llms-full.txt](https://x.dev/sub/en/llms-full.txt)')
    expect(text).not.toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('llms-full.txt', () => {
  it('puts the header first and separates pages with a rule', () => {
    expect(renderLlmsFullTxt(header, ['# A\n\nbody a\n', '# B\n'])).toBe(
      '# weapp-tailwindcss\n\n> Tailwind CSS for mini programs.\n\n---\n\n# A\n\nbody a\n\n---\n\n# B\n',
    )
  })
})
