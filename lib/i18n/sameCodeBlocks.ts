import { codeBlocks, type CodeBlock } from '../content/codeBlocks'
import { CHINESE_TEXT_CHARACTER as CHINESE } from './chineseCharacters'
import { withoutComments } from './withoutComments'

// An English page shows the Chinese page's examples: the same fenced blocks in the same order,
// so what check:examples proves about a Chinese block holds for its English twin. Only comments
// (which a translator may translate), a prose `title`, and in a live block the Chinese words the demo
// shows the reader (string literals and JSX text written in Chinese) may differ.

const TITLE = /(?:^|\s)title="([^"]*)"/

/** What a block's info string must keep: everything but a title written in Chinese prose. */
function infoToCompare(block: CodeBlock, chinese: CodeBlock): string {
  const proseTitle = chinese.title !== undefined && CHINESE.test(chinese.title)
  const info = `${block.lang} ${block.meta}`.trim()
  return proseTitle ? info.replace(TITLE, ' title="…"').replace(/\s+/g, ' ').trim() : info
}

export interface BlockDifference {
  /** 1-based position of the block on the English page (or the first missing one). */
  index: number
  /** Line of the English block's fence (for a missing block: the page's last block, or 1). */
  line: number
  /** Line of the Chinese block it is compared with. */
  sourceLine: number
  what: string
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// A quoted string, or JSX text between a tag's `>` and the next `<` or `{` (or the line's end).
const LABEL = /(['"`])((?:\\.|(?!\1).)*)\1|(?<=>)([^<>{}]+)(?=[<{]|$)/g

/**
 * A line of a live block as a pattern: its Chinese labels may be any text in the English twin,
 * everything else must stay as it is.
 */
function labelPattern(chineseLine: string): RegExp {
  // A line holding only JSX text, as a label written under its opening tag.
  const wholeText = /^(\s*)([^<>{}()=;'"`]+)$/.exec(chineseLine)
  if (wholeText && CHINESE.test(wholeText[2]!)) return new RegExp(`^${wholeText[1]}[^<>{}]+$`)
  let pattern = ''
  let last = 0
  for (const match of chineseLine.matchAll(LABEL)) {
    const [whole, quote, quoted, jsxText] = match
    const text = quoted ?? jsxText ?? ''
    if (!CHINESE.test(text)) continue
    pattern += escapeRegExp(chineseLine.slice(last, match.index))
    pattern += quote ? `${escapeRegExp(quote)}(?:\\\\.|(?!${escapeRegExp(quote)}).)*${escapeRegExp(quote)}` : '[^<>{}]+'
    last = match.index + whole.length
  }
  return new RegExp(`^${pattern}${escapeRegExp(chineseLine.slice(last))}$`)
}

const isLive = (block: CodeBlock): boolean => /(?:^|\s)live(?:\s|$)/.test(block.meta)

function firstDifference(english: CodeBlock, chinese: CodeBlock): string | undefined {
  const englishInfo = infoToCompare(english, chinese)
  const chineseInfo = infoToCompare(chinese, chinese)
  if (englishInfo !== chineseInfo) return `info string "${englishInfo}", source has "${chineseInfo}"`
  const a = withoutComments(english.code, english.lang)
  const b = withoutComments(chinese.code, chinese.lang)
  const same = (line: string, i: number) => line === b[i] || (isLive(chinese) && b[i] !== undefined && labelPattern(b[i]!).test(line))
  const at = a.findIndex((line, i) => !same(line, i))
  if (at === -1 && a.length === b.length) return undefined
  if (at === -1) return `source has more code: "${b[a.length]!.trim()}"`
  return b[at] === undefined ? `extra code "${a[at]!.trim()}"` : `"${a[at]!.trim()}", source has "${b[at]!.trim()}"`
}

/** The English page's code blocks that differ from the Chinese page's, comments aside. */
export function codeBlockDifferences(englishSource: string, chineseSource: string): BlockDifference[] {
  const english = codeBlocks(englishSource)
  const chinese = codeBlocks(chineseSource)
  const differences: BlockDifference[] = []
  const shared = Math.min(english.length, chinese.length)
  for (let i = 0; i < shared; i++) {
    const what = firstDifference(english[i]!, chinese[i]!)
    if (what) differences.push({ index: i + 1, line: english[i]!.line, sourceLine: chinese[i]!.line, what })
  }
  if (english.length !== chinese.length) {
    const index = shared + 1
    const extra = english[shared]
    const missing = chinese[shared]
    differences.push({
      index,
      line: extra?.line ?? english.at(-1)?.line ?? 1,
      sourceLine: missing?.line ?? chinese.at(-1)?.line ?? 1,
      what: `the page has ${english.length} code block(s), the source has ${chinese.length}`,
    })
  }
  return differences
}
