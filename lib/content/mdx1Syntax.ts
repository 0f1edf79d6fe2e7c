// Markdown that Docusaurus 3.9 compiles only through its MDX 1 compatibility layer (markdown.mdx1Compat):
// HTML comments, `{#id}` heading ids and `:::tip Title` admonition titles. From 3.10, future.v4 turns the
// layer off by default and such a page stops compiling. Each has a form MDX 3 reads on every version:
// `{/*…*/}`, `\{#id\}` and `:::tip[Title]`. Used by lint:docs and by the generated API pages.
import { headingId } from './headingId'
import { markdownLines } from './markdownLines'

export type Mdx1Kind = 'html-comment' | 'heading-id' | 'admonition-title'

export interface Mdx1Syntax { line: number; kind: Mdx1Kind; text: string }

const HTML_COMMENT = /<!--([\s\S]*?)-->/g
const INLINE_CODE = /(`+)[\s\S]*?\1/g
const HEADING_LINE = /^\s*#{1,6}\s/
const ADMONITION_TITLE = /^(\s*:::(?:note|tip|info|warning|danger|caution))[ \t]+(\S.*?)\s*$/

/** A heading's id written `{#id}`, without the escapes MDX 3 needs. */
function mdx1HeadingId(prose: string) {
  const found = HEADING_LINE.test(prose) ? headingId(prose) : undefined
  return found && !found.escaped ? found : undefined
}

/** Where a page relies on MDX 1 compatibility (code blocks and inline code are left alone). */
export function mdx1Syntax(source: string): Mdx1Syntax[] {
  return markdownLines(source).flatMap(({ text, inCode }, index): Mdx1Syntax[] => {
    if (inCode) return []
    const line = index + 1
    const prose = text.replace(INLINE_CODE, match => ' '.repeat(match.length))
    const found: Mdx1Syntax[] = [...prose.matchAll(HTML_COMMENT)].map(match => ({ line, kind: 'html-comment', text: match[0] }))
    const heading = mdx1HeadingId(prose)
    if (heading) found.push({ line, kind: 'heading-id', text: `{#${heading.id}}` })
    const admonition = ADMONITION_TITLE.exec(prose)
    if (admonition) found.push({ line, kind: 'admonition-title', text: text.trim() })
    return found
  })
}

/** The same page in the forms every Docusaurus 3 version reads. */
export function toMdx3(source: string): string {
  return markdownLines(source).map(({ text, inCode }) => {
    if (inCode) return text
    const codeSpans: string[] = []
    const masked = text.replace(INLINE_CODE, match => `\u0000${codeSpans.push(match) - 1}\u0000`)
    // No spaces inside: markdownlint would read `{/* a */}` as emphasis with spaces (MD037).
    const withComments = masked.replace(HTML_COMMENT, (_, body: string) => `{/*${body.trim().replace(/\*\//g, '* /')}*/}`)
    const heading = mdx1HeadingId(withComments)
    return (heading ? `${heading.text} \\{#${heading.id}\\}` : withComments)
      .replace(ADMONITION_TITLE, (_, opening: string, title: string) => `${opening}[${title}]`)
      .replace(/\u0000(\d+)\u0000/g, (_, index: string) => codeSpans[Number(index)]!)
  }).join('\n')
}
