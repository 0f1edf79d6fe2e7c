// Which lines of a Markdown text are inside fenced code, for the line-based passes
// that must leave code alone (heading ids, blank-line tidying).

export interface MarkdownLine {
  text: string
  /** Inside a fenced code block, fence lines included. */
  inCode: boolean
}

export function markdownLines(markdown: string): MarkdownLine[] {
  let openFence: string | null = null
  return markdown.split('\n').map(text => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1]
    if (marker && openFence === null) {
      openFence = marker
      return { text, inCode: true }
    }
    if (openFence !== null) {
      if (marker && marker[0] === openFence[0] && marker.length >= openFence.length && text.trim() === marker) openFence = null
      return { text, inCode: true }
    }
    return { text, inCode: false }
  })
}
