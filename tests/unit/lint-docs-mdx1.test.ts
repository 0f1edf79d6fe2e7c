import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { headingAnchors } from '../../lib/content/headingAnchors'
import { mdx1Syntax, toMdx3 } from '../../lib/content/mdx1Syntax'

/** MDX 3 as Docusaurus 3.10 reads it by default: no remark-comment, no heading-id escaping. */
const mdxWithoutCompat = unified().use(remarkParse).use(remarkMdx)

const fixture = [
  'Intro for the blog list.',
  '',
  '<!-- truncate -->',
  '',
  'Text <!-- a note --> and `<!-- shown as code -->`.',
  '',
  '## 原因 {#cause}',
  '',
  ':::tip 生成的类名要有对应的样式',
  'Body.',
  ':::',
  '',
  '```html',
  '<!-- a comment in an HTML example stays -->',
  '```',
].join('\n')

describe('MDX 1 only syntax', () => {
  it('names each comment, heading id and admonition title in prose with its line, and nothing in code', () => {
    expect(mdx1Syntax(fixture)).toEqual([
      { line: 3, kind: 'html-comment', text: '<!-- truncate -->' },
      { line: 5, kind: 'html-comment', text: '<!-- a note -->' },
      { line: 7, kind: 'heading-id', text: '{#cause}' },
      { line: 9, kind: 'admonition-title', text: ':::tip 生成的类名要有对应的样式' },
    ])
  })

  it('rewrites them in forms every Docusaurus 3 reads, the truncate marker included', () => {
    const lines = toMdx3(fixture).split('\n')
    expect(lines[2]).toBe('{/*truncate*/}')
    expect(lines[4]).toBe('Text {/*a note*/} and `<!-- shown as code -->`.')
    expect(lines[6]).toBe('## 原因 \\{#cause\\}')
    expect(lines[8]).toBe(':::tip[生成的类名要有对应的样式]')
    expect(lines[13]).toBe('<!-- a comment in an HTML example stays -->')
    expect(mdx1Syntax(toMdx3(fixture))).toEqual([])
    expect(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(toMdx3(fixture))).toBe(true)
  })

  it('leaves a page that MDX 3 parses without any compatibility layer, with the same heading anchor', () => {
    expect(() => mdxWithoutCompat.parse(fixture)).toThrow()
    expect(() => mdxWithoutCompat.parse(toMdx3(fixture))).not.toThrow()
    expect(headingAnchors(toMdx3(fixture))).toEqual(headingAnchors(fixture))
    expect(headingAnchors(toMdx3(fixture))?.has('cause')).toBe(true)
  })
})
