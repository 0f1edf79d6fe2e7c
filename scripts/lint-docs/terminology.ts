import fs from 'node:fs'
import type { Nodes, Parents, Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visitParents } from 'unist-util-visit-parents'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import { headingId } from '../../lib/content/headingId'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'
import { englishTerms } from './englishTerms'
import { terms, type Term } from './terms'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// A whole word in prose: not part of a package (`@tailwindcss/vite`, `weapp-tailwindcss`, `tailwindcss@4`),
// a path or a file name (`vite.config.ts`, `.vscode`). CJK around the word is fine (`用vite构建` still matches).
const pattern = (term: Term) =>
  new RegExp(`(?<![A-Za-z0-9_@/.\\-])(?:${[...term.wrong].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![A-Za-z0-9_@/\\-]|\\.[A-Za-z0-9])`, 'g')
const patternsFor = (list: Term[]) => list.map(term => ({ term, regexp: pattern(term) }))
type Patterns = ReturnType<typeof patternsFor>
// Chinese pages follow terms.ts, English pages englishTerms.ts.
const chinesePatterns = patternsFor(terms)
const englishPatterns = patternsFor(englishTerms)
const patternsOf = (file: DocFile): Patterns => (file.locale === 'en' ? englishPatterns : chinesePatterns)

// Inline elements whose text is code, not prose.
const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp'])

export interface TermHit {
  term: Term
  wrong: string
  line: number
  /** Offset of the spelling in the source, when the text node maps onto the source one to one. */
  offset?: number
}

function isProse(ancestors: Parents[]): boolean {
  return !ancestors.some(node => {
    if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') return CODE_ELEMENTS.has(node.name ?? '')
    // An autolinked URL (https://github.com/...) is a link whose text is its address.
    if (node.type === 'link') return toString(node as Nodes) === node.url || node.url.endsWith(toString(node as Nodes))
    return false
  })
}

function hitsInText(node: Text, source: string, patterns: Patterns): TermHit[] {
  const start = node.position!.start
  const end = node.position!.end
  const raw = source.slice(start.offset, end.offset)
  // Escapes and entities make the source differ from the text; then only the line is known.
  const mapsOneToOne = raw === node.value
  // A heading's explicit id (`## Taro \{#taro\}`) is an anchor, not prose: links depend on its spelling.
  const idStart = headingId(node.value)?.text.length ?? Infinity
  const inId = (index: number) => index >= idStart
  return patterns.flatMap(({ term, regexp }) =>
    [...node.value.matchAll(regexp)].filter(match => !inId(match.index)).map(match => {
      const before = node.value.slice(0, match.index)
      return {
        term,
        wrong: match[0],
        line: start.line + (before.match(/\n/g)?.length ?? 0),
        offset: mapsOneToOne ? start.offset! + match.index : undefined,
      }
    }),
  )
}

export function findTermHits(source: string, tree: Root, patterns: Patterns = chinesePatterns): TermHit[] {
  const hits: TermHit[] = []
  visitParents(tree, 'text', (node, ancestors) => {
    if (isProse(ancestors)) hits.push(...hitsInText(node, source, patterns))
  })
  return hits
}

const autoFixable = (hit: TermHit) => !hit.term.alsoCode && !hit.term.ambiguous && hit.offset !== undefined

function toProblem(file: DocFile, hit: TermHit): Problem {
  const how = hit.term.alsoCode
    ? `write "${hit.term.correct}"; for the package, command or option, write it as code: \`${hit.wrong}\``
    : `write "${hit.term.correct}"${hit.term.ambiguous ? ` (${hit.term.ambiguous})` : ''}`
  return { file: file.path, line: hit.line, check: 'terminology', what: `term "${hit.wrong}" in prose`, how, fixable: autoFixable(hit) }
}

export const terminology: Check = {
  name: 'terminology',
  editions: 'both',
  lint(files) {
    return files.flatMap(file => {
      const tree = treeOf(file.source)
      return tree ? findTermHits(file.source, tree, patternsOf(file)).map(hit => toProblem(file, hit)) : []
    })
  },
  fix(files) {
    for (const file of files) {
      const tree = treeOf(file.source)
      if (!tree) continue
      const hits = findTermHits(file.source, tree, patternsOf(file)).filter(autoFixable).sort((a, b) => b.offset! - a.offset!)
      if (hits.length === 0) continue
      let source = file.source
      for (const hit of hits) {
        source = source.slice(0, hit.offset) + hit.term.correct + source.slice(hit.offset! + hit.wrong.length)
      }
      fs.writeFileSync(file.path, source)
    }
  },
}
