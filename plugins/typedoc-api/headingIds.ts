import { headingAnchors } from '../../lib/content/headingAnchors'
import { headingId } from '../../lib/content/headingId'
import { markdownLines } from '../../lib/content/markdownLines'

interface Heading {
  /** Line index in the page. */
  line: number
  hashes: string
  text: string
}

/** ATX headings outside fenced code, with their line, to write an id onto. */
function headings(markdown: string): Heading[] {
  return markdownLines(markdown).flatMap((line, index): Heading[] => {
    const match = line.inCode ? null : /^(#{1,6}) (.+)$/.exec(line.text)
    if (!match) return []
    return [{ line: index, hashes: match[1], text: headingId(match[2])?.text ?? match[2] }]
  })
}

/**
 * Gives every heading of an English page the anchor of the Chinese page's heading at the same
 * place, so links and search results land on the same spot in both editions. Both pages come
 * from the same declarations, so they have the same headings in the same order; when they do
 * not, the pages are not twins and the build stops.
 */
export function withChineseAnchors(english: string, chinese: string, page: string): string {
  const anchors = [...(headingAnchors(chinese) ?? [])]
  const found = headings(english)
  if (found.length !== anchors.length) {
    throw new Error(`[typedoc-api] ${page}: the English page has ${found.length} headings, the Chinese one ${anchors.length}; they must match one to one`)
  }
  const lines = english.split('\n')
  found.forEach((heading, index) => {
    lines[heading.line] = `${heading.hashes} ${heading.text} \\{#${anchors[index]}\\}`
  })
  return lines.join('\n')
}
