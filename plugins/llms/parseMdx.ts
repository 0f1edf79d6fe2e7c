import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkComment, { type Options as CommentOptions } from '@slorber/remark-comment'
import type { Root } from 'mdast'

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
  /** `markdown` when the source is not valid MDX (an unclosed tag, a stray `{`). */
  syntax: 'mdx' | 'markdown'
}

export function parseMdx(source: string): ParsedMdx {
  try {
    return { tree: mdxParser.parse(source), syntax: 'mdx' }
  } catch {
    return { tree: markdownParser.parse(source), syntax: 'markdown' }
  }
}
