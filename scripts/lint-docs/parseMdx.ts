import { createProcessor } from '@mdx-js/mdx'
import remarkComment from '@slorber/remark-comment'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { Root } from 'mdast'

// The syntax plugins Docusaurus 3.9 gives MDX (@docusaurus/mdx-loader, processor.js): front matter,
// `:::` directives, GFM, and `<!-- -->` comments (mdx1Compat.comments). Parsing with the same set means
// a text node here is prose on the page, and a page that parses here parses in the build.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkDirective, remarkGfm, remarkComment] })

export type ParseResult = { tree: Root } | { error: { line: number; reason: string } }

const cache = new Map<string, ParseResult>()

export function parseMdx(source: string): ParseResult {
  let result = cache.get(source)
  if (!result) {
    try {
      result = { tree: processor.parse(source) as Root }
    } catch (error) {
      const { line, reason } = error as { line?: number; reason?: string }
      result = { error: { line: line ?? 1, reason: reason ?? String(error) } }
    }
    cache.set(source, result)
  }
  return result
}

export function treeOf(source: string): Root | undefined {
  const result = parseMdx(source)
  return 'tree' in result ? result.tree : undefined
}
