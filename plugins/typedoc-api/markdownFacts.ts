import type * as TypeDoc from 'typedoc'
import { codeBlocks } from '../../lib/content/codeBlocks'
import { CHINESE_TEXT_CHARACTER } from '../../lib/i18n/chineseCharacters'
import { withoutComments } from '../../lib/i18n/withoutComments'

// The pieces of a JSDoc text that must survive a translation unchanged: code and link targets.

const FENCE = /```[^\n]*\n[\s\S]*?```/g
const CODE = /```[^\n]*\n[\s\S]*?```|`[^`\n]+`/g
const LINK_TARGET = /\]\(([^)\s]+)\)/g

/** Fenced blocks, each with its info string and its code without comments: only comments in code may be translated. */
export function fencedCode(markdown: string): string[] {
  return codeBlocks(markdown).map(block => [block.lang, block.meta, ...withoutComments(block.code, block.lang)].join('\n'))
}

/** `inline code` spans outside fenced blocks. */
export function inlineCode(markdown: string): string[] {
  return [...markdown.replace(FENCE, '').matchAll(CODE)].map(match => match[0])
}

export function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(LINK_TARGET)].map(match => match[1])
}

/** Chinese outside code: prose that needs an English text. */
export function hasChineseProse(markdown: string): boolean {
  return CHINESE_TEXT_CHARACTER.test(markdown.replace(CODE, ''))
}

/** Markdown as TypeDoc's comment parser would split it: code spans and fenced blocks apart from text. */
export function toDisplayParts(markdown: string): TypeDoc.CommentDisplayPart[] {
  const parts: TypeDoc.CommentDisplayPart[] = []
  let last = 0
  for (const match of markdown.matchAll(CODE)) {
    if (match.index > last) parts.push({ kind: 'text', text: markdown.slice(last, match.index) })
    parts.push({ kind: 'code', text: match[0] })
    last = match.index + match[0].length
  }
  if (last < markdown.length) parts.push({ kind: 'text', text: markdown.slice(last) })
  return parts
}
