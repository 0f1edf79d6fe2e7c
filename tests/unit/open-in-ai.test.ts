import { describe, expect, it } from 'vitest'
import { absoluteUrl, aiTargets } from '../../src/components/OpenInAi/links'

describe('Open in AI links', () => {
  it('prefills only the documented Claude Desktop link, with the whole prompt encoded', () => {
    const prompt = 'Read https://example.com/docs/intro.md & answer: 为什么?'
    const [desktop, web, chatgpt] = aiTargets(prompt)
    expect(desktop!.href.startsWith('claude://claude.ai/new?q=')).toBe(true)
    expect(new URL(desktop!.href).searchParams.get('q')).toBe(prompt)
    expect(desktop!.copiesPrompt).toBe(false)
    // No prefill parameter is documented for the web apps: the prompt goes on the clipboard instead.
    expect(web).toEqual({ id: 'claude-web', href: 'https://claude.ai/new', copiesPrompt: true })
    expect(chatgpt).toEqual({ id: 'chatgpt', href: 'https://chatgpt.com/', copiesPrompt: true })
  })

  it('makes the twin path absolute against the site URL, with or without a base path', () => {
    expect(absoluteUrl('https://tw.icebreaker.top', '/docs/intro.md')).toBe('https://tw.icebreaker.top/docs/intro.md')
    expect(absoluteUrl('https://tw.icebreaker.top/', '/en/docs/intro.md')).toBe('https://tw.icebreaker.top/en/docs/intro.md')
  })
})
