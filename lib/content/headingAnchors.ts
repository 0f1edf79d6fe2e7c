import fs from 'node:fs'
import { createSlugger } from '@docusaurus/utils'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { headingId } from './headingId'
import { mdxParser } from './mdxParsers'
import { partialImports } from './partials'

const processor = mdxParser()
const isHeadingLine = (line: string) => /^#{1,6} /.test(line)

/**
 * The anchors Docusaurus gives a page's headings: an explicit `{#id}`, else its own slugger's id
 * of the heading text, numbered on repeats (`原因`, `原因-1`). Undefined when the page does not parse.
 */
export function headingAnchors(source: string): Set<string> | undefined {
  const lines = source.split('\n')
  // Docusaurus reads `{#id}` off a heading before MDX sees it; MDX alone would take it for an expression.
  const withoutIds = lines.map(line => (isHeadingLine(line) ? headingId(line)?.text ?? line : line)).join('\n')
  let tree: Root
  try {
    tree = processor.parse(withoutIds) as Root
  } catch {
    return undefined
  }
  const slugger = createSlugger()
  const anchors = new Set<string>()
  visit(tree, 'heading', (heading: Heading) => {
    anchors.add(headingId(lines[heading.position!.start.line - 1]!)?.id ?? slugger.slug(toString(heading)))
  })
  return anchors
}

/** The anchors of a page and of the partials it imports, whose headings show on it. */
export function pageHeadingAnchors(pagePath: string, source: string): Set<string> | undefined {
  const anchors = headingAnchors(source)
  if (!anchors) return undefined
  for (const partial of partialImports(pagePath, source)) {
    if (!fs.existsSync(partial.file)) continue
    for (const anchor of headingAnchors(fs.readFileSync(partial.file, 'utf8')) ?? []) anchors.add(anchor)
  }
  return anchors
}
