import { headingId } from '../../../lib/content/headingId'
import { markdownLines } from '../../../lib/content/markdownLines'

// A page's prose as sentences, each with the heading it sits under: what the local Ask AI
// chooses its quotes from. Read from the page's Markdown twin (the whole text) or, when that
// cannot be fetched, from the search index's excerpts. Code blocks are left out: a quote
// answers in words, and its link leads to the code.

export interface PageSentence {
  /** The h2/h3 the sentence sits under, as written; null before the first one. */
  heading: string | null
  text: string
  /** The sentence links to another page: it points at the answer rather than giving it. */
  pointer: boolean
}

const HEADING = /^(#{2,3})\s+(.*?)\s*$/
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/
// A sentence ends after 。！？； (and their ASCII forms before a space); a closing quote or bracket stays with it.
const SENTENCE_END = /(?<=[。！？；]["”’）)]?|[.!?;]["”’)]?(?=\s))\s*/u
const MIN_SENTENCE_LENGTH = 6

/** Inline Markdown to the words a reader sees: link text, code without backticks, no emphasis or tags. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    // Emphasis cut in two by a sentence end leaves its half behind.
    .replace(/\*\*|(?<![\w])__|__(?![\w])/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

// A Markdown link to anything but an anchor of the same page, inline or by reference.
const LINK_AWAY = /\]\((?!#)|\]\[[^\]]/

function splitSentences(paragraph: string): string[] {
  return paragraph.split(SENTENCE_END).map(sentence => sentence.trim()).filter(sentence => sentence.length >= MIN_SENTENCE_LENGTH)
}

/** Sentences of a Markdown paragraph, cut before the links are reduced to their text. */
function sentencesOfParagraph(markdown: string, heading: string | null): PageSentence[] {
  return markdown.split(SENTENCE_END)
    .map(raw => ({ heading, text: plainText(raw), pointer: LINK_AWAY.test(raw) }))
    .filter(sentence => sentence.text.length >= MIN_SENTENCE_LENGTH)
}

/** A table row as one sentence: its cells in order, "现象 → 去哪里看" reads as the row does. */
function tableRow(line: string): string {
  return line.trim().replace(/^\||\|$/g, '').split('|').map(cell => plainText(cell)).filter(Boolean).join(' → ')
}

/**
 * Sentences of a Markdown twin: the title, summary and URL lines before the first paragraph
 * are the page's own name, not its prose, and are skipped with the code blocks and table rules.
 */
export function sentencesOfMarkdown(markdown: string): PageSentence[] {
  const sentences: PageSentence[] = []
  let heading: string | null = null
  let paragraph: string[] = []
  // Set on the line after a table row was kept: a rule under it makes that row the header.
  let rowJustKept = false
  const flush = () => {
    sentences.push(...sentencesOfParagraph(paragraph.join(' '), heading))
    paragraph = []
  }
  for (const line of markdownLines(markdown)) {
    const headerCandidate = rowJustKept
    rowJustKept = false
    if (line.inCode) {
      flush()
      continue
    }
    const text = line.text
    const headingMatch = HEADING.exec(headingId(text)?.text ?? text)
    if (headingMatch) {
      flush()
      heading = plainText(headingMatch[2])
    } else if (/^#{4,6}\s/.test(text)) {
      // Deeper headings (API pages: 类型, 默认值) label what follows; they are not sentences.
      flush()
    } else if (/^#\s/.test(text) || /^URL: /.test(text) || (heading === null && sentences.length === 0 && /^>\s/.test(text))) {
      flush()
    } else if (TABLE_RULE.test(text)) {
      // The row above the rule was the header: column names, not a statement.
      if (headerCandidate) sentences.pop()
    } else if (text.trim() === '') {
      flush()
    } else if (/^\s*\|/.test(text)) {
      flush()
      const row = tableRow(text)
      if (row.length >= MIN_SENTENCE_LENGTH) {
        sentences.push({ heading, text: row, pointer: LINK_AWAY.test(text) })
        rowJustKept = true
      }
    } else if (/^\s*(?:[-*+]|\d+[.)])\s+/.test(text)) {
      // Each list item is its own paragraph.
      flush()
      paragraph.push(text.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''))
    } else {
      paragraph.push(text.replace(/^\s*>\s?/, '').replace(/^:::\w*.*$/, ''))
    }
  }
  flush()
  return sentences
}

/** Sentences of the index's excerpts, for when the twin is out of reach (offline, never fetched). */
export function sentencesOfExcerpts(sections: readonly { heading: string | null; text: string }[]): PageSentence[] {
  return sections.flatMap(({ heading, text }) => splitSentences(text).map(sentence => ({ heading, text: sentence, pointer: false })))
}
