// The prose sentences of a Markdown/MDX page, as written in the source (inline markup kept), so a
// claim's quote can be compared with them. Code blocks, front matter, imports, JSX-only lines,
// comments and headings are not prose.
import { markdownLines } from '../content/markdownLines'

export interface Sentence {
  /** 1-based line the sentence starts on. */
  line: number
  text: string
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/
const NOT_PROSE = [
  /^\s*(?:import|export)\s/, // MDX module lines
  /^\s*<\/?[A-Za-z][^>]*>\s*$/, // a JSX or HTML tag alone on its line
  /^\s*\{\/\*.*\*\/\}\s*$/, // an MDX comment
  /^\s*<!--.*-->\s*$/,
  /^\s*#{1,6}\s/, // headings name a section; they do not state behaviour
  /^\s*\|?\s*:?-{3,}/, // a table's delimiter row (TABLE_DELIMITER)
  /^\s*:::/, // admonition fences (the title after them is a label)
]

const TABLE_DELIMITER = /^\s*\|?\s*:?-{3,}/

/** Splits after Chinese sentence ends, and after `.`/`!`/`?` followed by a space and a capital, a quote or markup. */
const SENTENCE_END = /(?<=[。！？；])|(?<=[.!?])\s+(?=[A-Z"“`*[(])/u

function blocksOf(source: string): Sentence[] {
  const blocks: Sentence[] = []
  let current: { line: number; parts: string[] } | null = null
  const flush = () => {
    if (current) blocks.push({ line: current.line, text: current.parts.join(' ') })
    current = null
  }
  const lines = markdownLines(source)
  const bodyStart = FRONT_MATTER.exec(source)?.[0].split('\n').length ?? 1
  lines.forEach((line, index) => {
    const number = index + 1
    if (number < bodyStart || line.inCode || NOT_PROSE.some(pattern => pattern.test(line.text)) || line.text.trim() === '') {
      flush()
      return
    }
    const text = line.text.replace(/^\s*(?:>\s*)*/, '')
    // A list item or table row starts its own block.
    if (/^(?:[-*+]|\d+[.)])\s/.test(text)) {
      flush()
      current = { line: number, parts: [text.replace(/^(?:[-*+]|\d+[.)])\s+/, '')] }
      return
    }
    if (text.startsWith('|')) {
      flush()
      // A header row (the row above the delimiter row) names the columns; it states nothing.
      if (TABLE_DELIMITER.test(lines[index + 1]?.text ?? '')) return
      for (const cell of text.split(/(?<!\\)\|/).map(part => part.trim()).filter(Boolean)) blocks.push({ line: number, text: cell })
      return
    }
    if (current) current.parts.push(text.trim())
    else current = { line: number, parts: [text.trim()] }
  })
  flush()
  return blocks
}

export function sentencesOf(source: string): Sentence[] {
  return blocksOf(source).flatMap(block =>
    block.text.split(SENTENCE_END).map(text => text.trim()).filter(text => text.length > 0).map(text => ({ line: block.line, text })),
  )
}
