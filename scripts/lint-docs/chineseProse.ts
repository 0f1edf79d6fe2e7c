import matter from 'gray-matter'
import type { Nodes, Parents, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visitParents } from 'unist-util-visit-parents'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import { chineseRuns } from '../../lib/i18n/chineseProse'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

// English pages must not leave Chinese in their prose (lib/i18n/chineseProse.ts says where
// Chinese is allowed). Front matter fields a reader sees count as prose too.

const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp'])
// JSX attributes a reader sees as text: tab labels, image alt text, titles.
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'alt', 'aria-label'])
const PROSE_FIELDS = ['title', 'description', 'sidebar_label']

interface Found { line: number; excerpt: string }

function inCode(ancestors: Parents[]): boolean {
  return ancestors.some(node => {
    if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') return CODE_ELEMENTS.has(node.name ?? '')
    // An autolinked URL is a link whose text is its address.
    if (node.type === 'link') return toString(node as Nodes) === node.url
    return false
  })
}

function inText(value: string, firstLine: number): Found[] {
  return chineseRuns(value).map(run => ({ line: firstLine + (value.slice(0, run.offset).match(/\n/g)?.length ?? 0), excerpt: run.excerpt }))
}

function proseFound(source: string, tree: Root): Found[] {
  const found: Found[] = []
  visitParents(tree, (node, ancestors) => {
    const line = node.position?.start.line ?? 1
    if (node.type === 'text' && !inCode(ancestors as Parents[])) found.push(...inText(node.value, line))
    else if (node.type === 'image' && node.alt) found.push(...inText(node.alt, line))
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && TEXT_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string') {
          found.push(...inText(attribute.value, attribute.position?.start.line ?? line))
        }
      }
    }
  })
  const lines = source.split('\n')
  const data = matter(source).data as Record<string, unknown>
  for (const field of PROSE_FIELDS) {
    if (typeof data[field] !== 'string') continue
    const line = lines.findIndex(text => text.startsWith(`${field}:`)) + 1 || 1
    found.push(...inText(data[field] as string, line).map(hit => ({ ...hit, line })))
  }
  return found
}

function chineseProseProblems(file: DocFile): Problem[] {
  const tree = treeOf(file.source)
  if (!tree) return [] // the mdx check reports it
  const seen = new Set<number>()
  return proseFound(file.source, tree).sort((a, b) => a.line - b.line).flatMap((found): Problem[] => {
    if (seen.has(found.line)) return []
    seen.add(found.line)
    return [{
      file: file.path,
      line: found.line,
      check: 'chinese-prose',
      what: `Chinese left in English prose: "${found.excerpt}"`,
      how: 'translate it; Chinese a reader must see as it is (UI text, tool output) goes in quotes with the English after it in parentheses',
      fixable: false,
    }]
  })
}

export const chineseProse: Check = {
  name: 'chinese-prose',
  editions: 'both',
  lint(files) {
    return files.filter(file => file.locale === 'en').flatMap(chineseProseProblems)
  },
}
