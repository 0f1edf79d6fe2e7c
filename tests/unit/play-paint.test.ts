import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { normalizeTokens, Prism } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import { paint } from '../../src/components/Play/paint'

function textOf(code: string, language: 'css' | 'markup'): { text: string; spans: number } {
  const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language]!))
  const html = renderToStaticMarkup(createElement('code', null, paint(code, lines, token => ({ className: token.types.join(' '), children: token.content }))))
  const text = html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
  return { text, spans: (html.match(/<span/g) ?? []).length }
}

describe('painted output keeps the exact text', () => {
  it.each([
    ['a trailing line break', '.a {\n  color: red;\n}\n', 'css'],
    ['empty lines between rules', '.a {}\n\n\n.b {}', 'css'],
    ['Windows and old Mac line breaks', '.a {}\r\n.b {}\r.c {}', 'css'],
    ['a template with entities and quotes', '<view class="w-_b10px_B">a &amp; \'b\'</view>\n', 'markup'],
  ] as const)('%s', (_name, code, language) => {
    const { text, spans } = textOf(code, language)
    expect(text).toBe(code)
    expect(spans).toBeGreaterThan(1)
  })
})
