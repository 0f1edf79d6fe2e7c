// The fenced code blocks of a page, with the line each opens on, so a check can report `file:line`.
import { markdownLines } from './markdownLines'

export interface CodeBlock {
  /** Line of the opening fence, 1-based. */
  line: number
  lang: string
  /** The info string after the language, e.g. `title="a.ts" example="merge-basic"`. */
  meta: string
  title?: string
  /** `example="name"` in the info string: the name a check uses for this block. */
  example?: string
  code: string
}

const attribute = (meta: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1]

export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = []
  let open: { line: number; info: string; indent: number; body: string[] } | null = null
  markdownLines(markdown).forEach((line, index) => {
    if (line.fence && line.info !== undefined) {
      open = { line: index + 1, info: line.info, indent: /^\s*/.exec(line.text)![0].length, body: [] }
    } else if (line.fence && open) {
      const [lang = '', ...rest] = open.info.split(/\s+/)
      const meta = rest.join(' ')
      blocks.push({ line: open.line, lang, meta, title: attribute(meta, 'title'), example: attribute(meta, 'example'), code: open.body.join('\n') })
      open = null
    } else if (open) {
      // A block inside a list item or admonition is indented as far as its fence.
      const block = open as { indent: number; body: string[] }
      block.body.push(line.text.replace(new RegExp(`^ {0,${block.indent}}`), ''))
    }
  })
  return blocks
}
