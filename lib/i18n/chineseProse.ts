// Chinese left in English prose. A line of prose with Chinese characters is a problem, except for
// Chinese the reader is meant to see as it is, because it is what they will find on screen or in
// a Chinese document:
// - quoted UI text or tool output: "运行到小程序模拟器", “构建 npm”, 「编译热重载」 (backticks are code);
// - a name followed by its English in parentheses: 软著登字第 14324492 号 (software copyright …);
// - a heading's explicit id: \{#症状\}.
// Code, inline code and link targets are not prose and never reach this rule.
import { headingId } from '../content/headingId'
import { CHINESE_TEXT_CHARACTER } from './chineseCharacters'

const QUOTED = /"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』/g
// A run of Chinese (spaces and digits inside it included), then its English gloss in parentheses.
const CHINESE = CHINESE_TEXT_CHARACTER.source
const GLOSSED_NAME = new RegExp(`${CHINESE}(?:(?:${CHINESE}|[\\s\\d])*${CHINESE})?(?=\\s*[(（]\\s*["“]?[A-Za-z])`, 'gu')

/** Blanks out (same length, so offsets hold) the parts of a prose text where Chinese is allowed. */
function withoutAllowedChinese(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ')
  const id = headingId(text)
  const withoutId = id ? id.text + blank(text.slice(id.text.length)) : text
  return withoutId.replace(QUOTED, blank).replace(GLOSSED_NAME, blank)
}

export interface ChineseRun {
  /** 0-based offset in the text. */
  offset: number
  /** The Chinese found, with a little context. */
  excerpt: string
}

/** The first Chinese on each line of a prose text that is not allowed there. */
export function chineseRuns(text: string): ChineseRun[] {
  const checked = withoutAllowedChinese(text)
  const runs: ChineseRun[] = []
  let lineStart = 0
  for (const line of checked.split('\n')) {
    const at = line.search(CHINESE_TEXT_CHARACTER)
    if (at >= 0) {
      const offset = lineStart + at
      runs.push({ offset, excerpt: text.slice(Math.max(lineStart, offset - 10), offset + 20).replace(/\s+/g, ' ').trim() })
    }
    lineStart += line.length + 1
  }
  return runs
}
