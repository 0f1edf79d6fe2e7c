import type * as TypeDoc from 'typedoc'
import { CHINESE_TEXT_CHARACTER } from '../../lib/i18n/chineseCharacters'

// The pieces of a JSDoc text that must survive a translation unchanged: code and link targets.

const FENCE = /```[^\n]*\n[\s\S]*?```/g
const CODE = /```[^\n]*\n[\s\S]*?```|`[^`\n]+`/g
const LINK_TARGET = /\]\(([^)\s]+)\)/g

/** Fenced blocks, each with its comments set aside: only comments in code may be translated. */
export function fencedCode(markdown: string): string[] {
  return [...markdown.matchAll(FENCE)].map(match => withoutComments(match[0]))
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

/**
 * Code with `<!-- -->`, `/* *\/` and `//` line comments removed (not the `//` of a URL), blank
 * lines dropped and trailing spaces trimmed: two versions of a block that differ only in their
 * comments come out equal.
 */
export function withoutComments(code: string): string {
  return code
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .split('\n')
    .map(line => line.trimEnd())
    .filter(line => line !== '')
    .join('\n')
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
