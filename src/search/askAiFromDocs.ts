import type { RankedRecord } from './searchEngine'
import { findMatches } from './highlight'

// The local answer to an Ask AI question: no model, only the passages of the docs that
// rank best for the question, quoted with links to their pages and labelled as such.
// Returned as the AI SDK 5 UI message stream chunks that DocSearch's chat renders as
// thinking → searching → searched for → answer with related sources.

export interface DocsPassage {
  title: string
  url: string
  text: string
}

export interface DocsAnswer {
  query: string
  passages: DocsPassage[]
  markdown: string
}

const MAX_PASSAGES = 3
const PASSAGE_LENGTH = 180

/**
 * Text from the index is data, never markup (the modal renders the answer with `marked` and
 * inserts the HTML): the characters that open markup are backslash-escaped, as are a list
 * marker at the start, `(` and `://`. The modal finds "related sources" with plain regexes on
 * the raw text (`[..](..)` and bare `https://`), blind to escapes: `\(` keeps `](` and
 * `:\/\/` keeps `://` out of it. Other punctuation stays as is, so a copied answer reads normally.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]()<>&|~#]/g, '\\$&')
    .replace(/:\/\//g, ':\\/\\/')
    .replace(/^(\s*)([-+=]|\d+[.)])/, '$1\\$2')
}

/**
 * Link text stays readable in DocSearch's "Related sources" list, which shows it raw: only
 * the characters that could end the link or start markup are swapped for look-alikes.
 */
function linkText(text: string): string {
  const lookAlikes: Record<string, string> = { '[': '［', ']': '］', '<': '‹', '>': '›', '`': 'ʼ', '*': '∗', '_': '＿', '\\': '＼' }
  return text.replace(/[[\]<>`*_\\]/g, char => lookAlikes[char])
}

function linkUrl(url: string): string {
  return encodeURI(decodeURI(url)).replace(/\(/g, '%28').replace(/\)/g, '%29')
}

/** About PASSAGE_LENGTH characters of the section, starting a little before the first matched term. */
export function passageOf(text: string, terms: readonly string[]): string {
  if (text.length <= PASSAGE_LENGTH) return text
  const first = findMatches(text, terms)[0]?.start ?? 0
  const start = first < PASSAGE_LENGTH / 3 ? 0 : first - Math.floor(PASSAGE_LENGTH / 4)
  const end = Math.min(text.length, start + PASSAGE_LENGTH)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

function titleOf({ record }: RankedRecord): string {
  const { lvl1, lvl2, lvl3 } = record.hierarchy
  return [lvl1, lvl3 ?? lvl2].filter(Boolean).join(' › ')
}

export function composeDocsAnswer(question: string, ranked: readonly RankedRecord[], siteRoot: string): DocsAnswer {
  const seenPages = new Set<string>()
  const passages: DocsPassage[] = []
  for (const result of ranked) {
    const page = result.record.url.split('#')[0]
    if (seenPages.has(page) || passages.length === MAX_PASSAGES) continue
    seenPages.add(page)
    const text = result.record.content === '' ? result.record.hierarchy.lvl1 : passageOf(result.record.content, result.terms)
    passages.push({ title: titleOf(result), url: `${siteRoot}${result.record.url}`, text })
  }
  if (passages.length === 0) {
    return {
      query: question,
      passages,
      markdown: `文档里没有找到与“${escapeMarkdown(question)}”相关的内容。可以换个说法，或者用关键词搜索试试。`,
    }
  }
  const quotes = passages.map(passage => `> ${escapeMarkdown(passage.text)}\n>\n> —— [${linkText(passage.title)}](${linkUrl(passage.url)})`)
  const markdown = [
    '以下内容直接摘自本站文档（由站内检索挑选，未经 AI 改写）：',
    ...quotes,
    '打开上面的链接可以阅读完整的上下文。',
  ].join('\n\n')
  return { query: question, passages, markdown }
}

export type UiMessageChunk = Record<string, unknown> & { type: string }

/**
 * The stream for one answer. The second `start-step` matters: a message that ends on a
 * finished tool call makes the SDK send the conversation again, in a loop. The schema is
 * strict: no keys beyond the SDK's (read from DocSearch 4.2's bundled AI SDK 5 stream schema).
 */
export function answerChunks(answer: DocsAnswer, hits: unknown[], ids: { message: string; toolCall: string; text: string }): UiMessageChunk[] {
  // A few large deltas: the modal re-renders the whole markdown on each one.
  const deltas = answer.markdown.match(/[\s\S]{1,160}/g) ?? []
  return [
    { type: 'start', messageId: ids.message },
    { type: 'start-step' },
    { type: 'tool-input-start', toolCallId: ids.toolCall, toolName: 'searchIndex' },
    { type: 'tool-input-available', toolCallId: ids.toolCall, toolName: 'searchIndex', input: { query: answer.query } },
    { type: 'tool-output-available', toolCallId: ids.toolCall, output: { query: answer.query, hits } },
    { type: 'finish-step' },
    { type: 'start-step' },
    { type: 'text-start', id: ids.text },
    ...deltas.map(delta => ({ type: 'text-delta', id: ids.text, delta })),
    { type: 'text-end', id: ids.text },
    { type: 'finish-step' },
    { type: 'finish' },
  ]
}
