import type { Root } from 'mdast'
import { mdxParser } from '../../lib/content/mdxParsers'

const processor = mdxParser()

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
