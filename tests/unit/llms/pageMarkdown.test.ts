import { describe, expect, it } from 'vitest'
import { pageMarkdown } from '../../../plugins/llms/pageMarkdown'

describe('a page as Markdown', () => {
  it('front matter title as H1, description as blockquote, then the URL and the body', () => {
    expect(pageMarkdown({ title: '简介', frontMatterDescription: '一段\n描述', url: 'https://x.dev/docs/intro' }, '\n## 一\n\n正文\n'))
      .toBe('# 简介\n\n> 一段 描述\n\nURL: https://x.dev/docs/intro\n\n## 一\n\n正文\n')
  })

  it('a page that opens with its own H1 keeps that heading, once', () => {
    expect(pageMarkdown({ title: 'Interface: X', url: 'u' }, '# Interface: X\n\nBody.'))
      .toBe('# Interface: X\n\nURL: u\n\nBody.\n')
  })
})
