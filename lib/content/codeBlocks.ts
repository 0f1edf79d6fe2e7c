// The fenced code blocks of a page, with the line each opens on, so a check can report `file:line`: the
// one walker over code blocks, for every check (lint:docs, check:examples, check:recipes, the claims).
// It reads lines, not the MDX tree: line numbers stay those of the file, and a page that does not
// parse is still checked. The llms twin does walk the MDX tree, because it renders every node of the
// page, code blocks among them.
import fs from 'node:fs'
import path from 'node:path'
import { markdownLines } from './markdownLines'
import { partialImports } from './partials'

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

export interface PageBlock extends CodeBlock {
  /** The file the block is written in: the page or one of its partials, from the repository root. */
  file: string
}

/**
 * The code blocks a reader meets on a page, in reading order: a partial the page imports and places
 * as `<X />` contributes its blocks where it stands. `page` is from the repository `root`.
 */
export function pageCodeBlocks(root: string, page: string, including: readonly string[] = []): PageBlock[] {
  if (including.includes(page)) throw new Error(`${page} includes itself`)
  const source = fs.readFileSync(path.join(root, page), 'utf8')
  const partials = new Map(partialImports(page, source).map(partial => [partial.name, partial.file]))
  const placed = codeBlocks(source).map(block => ({ line: block.line, blocks: [{ ...block, file: page }] }))
  markdownLines(source).forEach(({ text, inCode }, index) => {
    const partial = inCode ? undefined : partials.get(/^<(\w+)\s*\/>$/.exec(text.trim())?.[1] ?? '')
    if (partial) placed.push({ line: index + 1, blocks: pageCodeBlocks(root, partial, [...including, page]) })
  })
  return placed.sort((a, b) => a.line - b.line).flatMap(entry => entry.blocks)
}
