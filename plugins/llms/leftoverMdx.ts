import { markdownLines } from '../../lib/content/markdownLines'

// What of a page's MDX survived the reduction to Markdown: the llms outputs and the Markdown twins
// must read as plain Markdown, so an import, an export, a JSX tag or an MDX comment left in the
// prose is a component the reducer does not know yet.

/** The prose of a Markdown text: fenced code blocks and inline code removed, so code samples do not count. */
function proseOf(markdown: string): string {
  return markdownLines(markdown)
    .filter(line => !line.inCode)
    .map(line => line.text.replace(/(`+)[^`]*?\1/g, ''))
    .join('\n')
}

/** Lines of Markdown that still look like MDX: import/export statements, JSX tags, MDX comments. */
export function leftoverMdx(markdown: string): string[] {
  return proseOf(markdown)
    .split('\n')
    .filter(line => /^\s*(import|export)\s/.test(line) || /(?<!\\)<\/?[A-Z][\w.]*[\s/>]/.test(line) || /\{\/\*/.test(line))
}
