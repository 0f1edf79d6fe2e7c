import React, { type ReactNode } from 'react'

export type Token = { content: string; empty?: boolean; types: string[] }

/**
 * The tokens as spans whose text is exactly `code`: Prism's lines drop the kind of line break
 * (\r\n, \r) and stand in "\n" for empty lines, so the text between tokens is taken from `code`
 * itself. Readers copy this output and the parity test compares it byte for byte.
 */
export function paint(code: string, lines: Token[][], props: (token: Token) => React.HTMLAttributes<HTMLSpanElement>): ReactNode {
  const parts: ReactNode[] = []
  let at = 0
  for (const [lineIndex, line] of lines.entries()) {
    for (const token of line) {
      if (token.empty || token.content === '') continue
      if (!code.startsWith(token.content, at)) return code
      parts.push(<span key={parts.length} {...props(token)} />)
      at += token.content.length
    }
    if (lineIndex < lines.length - 1) {
      const lineBreak = /^(\r\n|\r|\n)/.exec(code.slice(at, at + 2))?.[0]
      if (!lineBreak) return code
      parts.push(lineBreak)
      at += lineBreak.length
    }
  }
  parts.push(code.slice(at))
  return parts
}
