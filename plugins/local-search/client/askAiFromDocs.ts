import type { AnswerPassage } from './answerPassages'
import type { FoundAnswer } from './findAnswer'
import type { SearchLanguage } from './searchLanguage'

// The local answer to an Ask AI question: no model, only sentences of the docs that carry the
// question's terms (see answerPassages.ts), quoted under their heading with a link to it and
// labelled as quotes. Returned as the AI SDK 5 UI message stream chunks that DocSearch's chat
// renders as thinking → answer with related sources.

export interface DocsAnswer {
  query: string
  passages: AnswerPassage[]
  markdown: string
}

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

function titleOf(passage: AnswerPassage): string {
  return passage.heading ? `${passage.pageTitle} › ${passage.heading}` : passage.pageTitle
}

/** The answer's own words around the quotes, in the language of the index that answered. */
const ANSWER_TEXT: Record<SearchLanguage, { nothingFound: (question: string) => string; intro: string; outro: string; attribution: string }> = {
  'zh-cn': {
    nothingFound: question => `文档里没有找到能直接回答“${question}”的句子。可以换个说法再问，或者按 Esc 回到搜索结果，看看关键词命中的页面。`,
    intro: '以下内容直接摘自本站文档（按问题里的词挑出的原句，未经 AI 改写）：',
    outro: '打开链接可以阅读上下文和完整的配置示例。',
    attribution: '——',
  },
  en: {
    nothingFound: question => `No sentence in the docs answers “${question}” directly. Try asking in other words, or press Esc to go back to the search results and look at the pages that match your keywords.`,
    intro: 'Quoted from this site\'s docs as written (sentences picked by the words of your question, not rewritten by AI):',
    outro: 'Open a link to read the context and the full configuration examples.',
    attribution: '—',
  },
}

export function composeDocsAnswer(question: string, { passages }: Pick<FoundAnswer, 'passages'>, siteRoot: string, language: SearchLanguage = 'zh-cn'): DocsAnswer {
  const text = ANSWER_TEXT[language]
  // No links when nothing answers: DocSearch would list them under 出处, as if they were the answer's sources.
  if (passages.length === 0) return { query: question, passages, markdown: text.nothingFound(escapeMarkdown(question)) }
  const quotes = passages.map(passage =>
    `> ${escapeMarkdown(passage.text)}\n>\n> ${text.attribution} [${linkText(titleOf(passage))}](${linkUrl(`${siteRoot}${passage.url}`)})`)
  const markdown = [text.intro, ...quotes, text.outro].join('\n\n')
  return { query: question, passages, markdown }
}

export type UiMessageChunk = Record<string, unknown> & { type: string }

/**
 * The stream for one answer: one step of text. No `searchIndex` tool call: DocSearch 4.2 labels
 * a single finished search with a literal "found N results" that no translation reaches, and the
 * reader's question, shown just above the answer, already says what was searched. The schema is
 * strict: no keys beyond the SDK's (read from DocSearch 4.2's bundled AI SDK 5 stream schema).
 */
export function answerChunks(answer: DocsAnswer, ids: { message: string; text: string }): UiMessageChunk[] {
  // A few large deltas: the modal re-renders the whole markdown on each one.
  const deltas = answer.markdown.match(/[\s\S]{1,160}/g) ?? []
  return [
    { type: 'start', messageId: ids.message },
    { type: 'start-step' },
    { type: 'text-start', id: ids.text },
    ...deltas.map(delta => ({ type: 'text-delta', id: ids.text, delta })),
    { type: 'text-end', id: ids.text },
    { type: 'finish-step' },
    { type: 'finish' },
  ]
}
