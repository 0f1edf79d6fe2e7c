// What a maintainers' guide names that has to exist in the repository: npm scripts, repository paths and
// environment variables, each with its line. Code blocks are examples, often of a reader's project, so
// only shell blocks are read, and only for their commands (`npm run x`, `NAME=value`).
import { markdownLines } from '../../lib/content/markdownLines'

interface ScriptMention { kind: 'script'; name: string; line: number }
interface EnvMention { kind: 'env'; name: string; line: number }
export interface PathMention {
  kind: 'path'
  /** As written, without a `#fragment`. */
  name: string
  line: number
  /** A Markdown link's target: relative to the guide's folder only. */
  link: boolean
  /** The code span right before it on the line, when only spaces part them (`@docusaurus/core` `lib/x.js`). */
  after?: string
}
type Mention = ScriptMention | EnvMention | PathMention

const SHELL = /^(?:bash|sh|shell|zsh|console)\b/
/** `npm run x`, `npm run -s x`, and the two scripts npm runs without `run`. */
const NPM_SCRIPT = /\bnpm\s+(?:run(?:-script)?(?:\s+(?:-s|--silent))?\s+([\w:.-]+)|(test|start)\b)/g
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/
/** Assignments that lead a command: `DOCS_STOCK=1 npm run build`, `CI=1 bash .ci/run`. */
const ASSIGNMENTS = /^(?:[A-Z][A-Z0-9_]*=\S*\s*)+/
const CODE_SPAN = /(`+)(.+?)\1/g
const LINK = /\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g
const PATH_CHARS = /^[\w.\-/*<>~…\p{Script=Han}]+$/u
/** The first cell of a table whose rows are environment variables. */
const ENV_TABLE_HEADER = /^(?:变量|环境变量|variable|environment variable)$/i

function scriptsIn(text: string, line: number): ScriptMention[] {
  return [...text.matchAll(NPM_SCRIPT)].map(match => ({ kind: 'script' as const, name: (match[1] ?? match[2])!, line }))
}

function assignedIn(command: string, line: number): EnvMention[] {
  const lead = ASSIGNMENTS.exec(command.trim())?.[0] ?? ''
  return [...lead.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map(match => ({ kind: 'env' as const, name: match[1]!, line }))
}

/** A code span that is one repository-looking path: no spaces, not a URL, a site route, a package or a relative import. */
function looksLikePath(span: string): boolean {
  if (!PATH_CHARS.test(span) || !span.includes('/')) return false
  return !/^(?:\/|@|\.{1,2}\/|~|-)/.test(span)
}

const safeDecode = (target: string): string => {
  try {
    return decodeURI(target)
  } catch {
    return target
  }
}

const cellsOf = (row: string): string[] => row.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map(cell => cell.trim())
const isDelimiterRow = (row: string | undefined): boolean => !!row && /^\s*\|?\s*:?-{3,}/.test(row)

export function guideMentions(source: string): Mention[] {
  const mentions: Mention[] = []
  const lines = markdownLines(source)
  let shellBlock = false
  let envTable = false
  lines.forEach((current, index) => {
    const line = index + 1
    const { text } = current
    if (current.inCode) {
      if (current.fence) shellBlock = current.info !== undefined && SHELL.test(current.info) && !/npm2yarn/.test(current.info)
      else if (shellBlock) {
        for (const command of text.split(/&&|;|\|\|/)) mentions.push(...assignedIn(command.replace(/^\s*#.*$/, ''), line))
        mentions.push(...scriptsIn(text.replace(/#.*$/, ''), line))
      }
      return
    }
    if (text.trim().startsWith('|')) {
      if (isDelimiterRow(lines[index + 1]?.text)) envTable = ENV_TABLE_HEADER.test(cellsOf(text)[0]!.replace(/`/g, ''))
      else if (envTable && !isDelimiterRow(text)) {
        for (const match of cellsOf(text)[0]!.matchAll(CODE_SPAN)) {
          const name = match[2]!.trim()
          if (ENV_NAME.test(name)) mentions.push({ kind: 'env', name, line })
        }
      }
    } else envTable = false

    mentions.push(...scriptsIn(text, line))
    let previous: { content: string; end: number } | undefined
    for (const match of text.matchAll(CODE_SPAN)) {
      const span = match[2]!.trim()
      mentions.push(...assignedIn(span, line))
      const read = /^process\.env\.([A-Z][A-Z0-9_]*)$/.exec(span)
      if (read) mentions.push({ kind: 'env', name: read[1]!, line })
      const adjacent = previous && text.slice(previous.end, match.index).trim() === '' ? previous.content : undefined
      if (looksLikePath(span)) mentions.push({ kind: 'path', name: span, line, link: false, ...(adjacent ? { after: adjacent } : {}) })
      previous = { content: span, end: match.index! + match[0].length }
    }
    for (const match of text.replace(CODE_SPAN, '').matchAll(LINK)) {
      const target = match[1]!.split('#')[0]!
      // Same-page anchors, URLs (`https:`, `mailto:`) and site routes (`/docs/intro`) are not repository files.
      if (target === '' || target.startsWith('/') || /^[a-z][\w+.-]*:/i.test(target)) continue
      mentions.push({ kind: 'path', name: safeDecode(target), line, link: true })
    }
  })
  return mentions
}
