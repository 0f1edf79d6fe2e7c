import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkComment, { type Options as CommentOptions } from '@slorber/remark-comment'
import type { Root } from 'mdast'
import { markdownLines } from '../../scripts/content/markdownLines'

// The syntax Docusaurus reads our pages with (@docusaurus/mdx-loader: front matter,
// directives for admonitions, GFM, MDX, and `<!-- -->` comments through the same
// remark-comment fork), so every JSX element, import and expression the site sees
// is a node here too. `.md` files are MDX as well: the site keeps the default
// `markdown.format: 'mdx'`.
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkMdx)
  // `ast: true` keeps comments as nodes so they can be dropped (the fork's types predate the option).
  .use(remarkComment, { ast: true } as unknown as CommentOptions)
  .freeze()

// CommonMark never rejects input; what MDX would call a tag becomes an `html` node.
const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .freeze()

export interface ParsedMdx {
  tree: Root
  /** The text that was parsed (positions in `tree` point into it). */
  source: string
  /** `markdown` when the source is not valid MDX (an unclosed tag, a stray `{`). */
  syntax: 'mdx' | 'markdown'
}

/**
 * `## Title {#id}` sets a heading's anchor on the site (Docusaurus escapes the
 * braces before MDX sees them; TypeDoc pages use it for every option). The twin
 * has no anchors, so the id goes.
 */
export function withoutHeadingIds(markdown: string): string {
  return markdownLines(markdown)
    .map(({ text, inCode }) => (inCode ? text : text.replace(/^(\s{0,3}#{1,6}\s.*?)\s*\\?\{#[^}\s]+\}\s*$/, '$1')))
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
