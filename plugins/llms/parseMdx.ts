import type { Root } from 'mdast'
import { headingId } from '../../lib/content/headingId'
import { markdownLines } from '../../lib/content/markdownLines'
import { markdownParser as createMarkdownParser, mdxParser as createMdxParser } from '../../lib/content/mdxParsers'

// Comments stay as nodes, so the reducer can drop them.
const mdxParser = createMdxParser({ keepComments: true })
const markdownParser = createMarkdownParser()

export interface ParsedMdx {
  tree: Root
  /** The text that was parsed (positions in `tree` point into it). */
  source: string
  /** `markdown` when the source is not valid MDX (an unclosed tag, a stray `{`). */
  syntax: 'mdx' | 'markdown'
}

const HEADING_LINE = /^\s{0,3}#{1,6}\s/

/**
 * `## Title {#id}` sets a heading's anchor on the site (Docusaurus escapes the
 * braces before MDX sees them; TypeDoc pages use it for every option). The twin
 * has no anchors, so the id goes.
 */
function withoutHeadingIds(markdown: string): string {
  return markdownLines(markdown)
    .map(({ text, inCode }) => (!inCode && HEADING_LINE.test(text) ? headingId(text)?.text ?? text : text))
    .join('\n')
}

export function parseMdx(original: string): ParsedMdx {
  const source = withoutHeadingIds(original)
  try {
    return { tree: mdxParser.parse(source), source, syntax: 'mdx' }
  } catch {
    return { tree: markdownParser.parse(source), source, syntax: 'markdown' }
  }
}
