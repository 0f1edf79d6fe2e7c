// Every place a page shows what something produces: a result comment (`// =>`), a block titled as output
// (产物, 输出, dist/…, 改写后 …), a `text` block (printed lines: CLI output, error messages), and an inline
// `a` → `b` and escaped class names (`w-_b100px_B`) in prose or tables. Coverage is measured against this list, so a new output on a page is
// either checked or listed in unchecked.ts with the reason.
import { markdownLines } from '../../lib/content/markdownLines'
import { hasResultComment } from '../../lib/examples/resultComments'
import type { ExampleRef, Page } from './checker'

export type ExampleKind = 'result-comment' | 'output-block' | 'printed' | 'inline-arrow' | 'escaped-name'

export interface Example extends ExampleRef {
  kind: ExampleKind
  /** The block's title, its first line, or the inline text: what unchecked.ts matches on. */
  label: string
}

const OUTPUT_TITLE = /输出|产物|改写后|改写结果|生成的|结果|dist\/|→|output/i
const TREE = /[├└│]/
/** A class name as weapp-tailwindcss escapes it: `_b` for `[`, `_B` for `]`, `_h` for `#` … */
const ESCAPED_NAME = /`(?=[^`\s]*[a-z]-|_)(?![A-Z_]+`)[^`\s]*_[bBh][^`\s]*`/
const INLINE_ARROW = /`[^`\n]+`\s*(?:→|⇒|=>)\s*`[^`\n]+`/

export function inventory(page: Page): Example[] {
  const found: Example[] = []
  for (const block of page.blocks) {
    const firstLine = block.code.split('\n').find(line => line.trim() !== '')?.trim() ?? ''
    const label = block.title ?? firstLine
    if (hasResultComment(block.code)) found.push({ file: page.file, line: block.line, kind: 'result-comment', label })
    else if (block.title && OUTPUT_TITLE.test(block.title)) found.push({ file: page.file, line: block.line, kind: 'output-block', label })
    else if (['text', 'txt', 'log', 'console'].includes(block.lang) && !TREE.test(block.code)) found.push({ file: page.file, line: block.line, kind: 'printed', label })
  }
  markdownLines(page.source).forEach((line, index) => {
    if (line.inCode) return
    const match = INLINE_ARROW.exec(line.text)
    if (match) found.push({ file: page.file, line: index + 1, kind: 'inline-arrow', label: match[0] })
    const escaped = ESCAPED_NAME.exec(line.text)
    if (escaped) found.push({ file: page.file, line: index + 1, kind: 'escaped-name', label: escaped[0] })
  })
  return found
}
