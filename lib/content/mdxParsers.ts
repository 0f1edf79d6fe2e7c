import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkMdx from 'remark-mdx'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkComment, { type Options as CommentOptions } from '@slorber/remark-comment'

// The syntax Docusaurus 3.9 reads our pages with (@docusaurus/mdx-loader, processor.js): front
// matter, `:::` directives, GFM, MDX, and `<!-- -->` comments through the same remark-comment fork.
// `.md` files are MDX as well (the site keeps `markdown.format: 'mdx'`). Parsing with the same set
// means a page that parses here parses in the build, and a text node here is prose on the page.

/** MDX as the site reads it. `keepComments`: `<!-- -->` comments stay in the tree as nodes. */
export function mdxParser({ keepComments = false } = {}) {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkMdx)
    // The fork's types predate its `ast` option.
    .use(remarkComment, (keepComments ? { ast: true } : {}) as unknown as CommentOptions)
    .freeze()
}

/** The same syntax without MDX: CommonMark never rejects input, a would-be tag becomes an `html` node. */
export function markdownParser() {
  return unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).freeze()
}
