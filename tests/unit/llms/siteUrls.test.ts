import { describe, expect, it } from 'vitest'
import { sourceUrlRewriter } from '../../../plugins/llms/siteUrls'

describe('URLs written in the source', () => {
  const rewrite = sourceUrlRewriter({ siteUrl: 'https://tw.icebreaker.top', baseUrl: '/sub/' })

  it('root-relative paths get the site URL and the base URL', () => {
    expect(rewrite('/docs/intro#install')).toBe('https://tw.icebreaker.top/sub/docs/intro#install')
    expect(rewrite('/img/logo.svg')).toBe('https://tw.icebreaker.top/sub/img/logo.svg')
  })

  it('external, protocol-relative, anchor and relative URLs stay as written', () => {
    for (const url of ['https://github.com/x', '//cdn.example.com/a.js', '#top', 'mailto:a@b.c', './sibling']) {
      expect(rewrite(url)).toBe(url)
    }
  })
})
