import type { Token, TokenStream } from 'prismjs'

/** One token of a rendered line: its Prism types (outermost first) and its text. */
export interface LineToken {
  types: string[]
  content: string
  empty?: boolean
}

const NEWLINE = /\r\n|\r|\n/

function withType(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined) return types
  // A nested token of the same type as its parent adds nothing.
  if (typeof added === 'string' && types[types.length - 1] === added) return types
  return types.concat(added)
}

/** An empty line still needs a node to take its height. */
function closeLine(line: LineToken[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true })
  else if (line.length === 1 && line[0].content === '') {
    line[0].content = '\n'
    line[0].empty = true
  }
}

/**
 * Flattens Prism's nested token tree into lines of flat tokens, each carrying the types of all
 * the tokens it sits in (the shape prism-react-renderer's render props hand out).
 */
export function normalizeTokens(stream: TokenStream): LineToken[][] {
  let line: LineToken[] = []
  const lines = [line]
  const visit = (tokens: TokenStream, types: string[], nested: boolean): void => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token !== 'string') {
        const own = withType(withType(types, (token as Token).type), (token as Token).alias)
        const content = (token as Token).content
        if (typeof content !== 'string') {
          visit(content, own, true)
          continue
        }
        pushText(content, own)
        continue
      }
      pushText(token, nested ? types : ['plain'])
    }
  }
  const pushText = (text: string, types: string[]): void => {
    const parts = text.split(NEWLINE)
    line.push({ types, content: parts[0] })
    for (const part of parts.slice(1)) {
      closeLine(line)
      line = [{ types, content: part }]
      lines.push(line)
    }
  }
  visit(stream, [], false)
  closeLine(line)
  return lines
}
