// Which lines of a Markdown text are fenced code. A fence closes only with the same character,
// at least as long as the one that opened it, and nothing else on the line (CommonMark), so a
// ```` block that shows a ``` block stays one block. Used by every line-based pass over the
// pages: lint:docs, the llms outputs and the dev-server search records.

export interface MarkdownLine {
  text: string
  /** Inside a fenced code block, fence lines included. */
  inCode: boolean
  /** The line opens or closes a fenced code block. */
  fence: boolean
  /** On an opening fence: its info string (`ts title="a.ts"`), else undefined. */
  info?: string
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/

export function markdownLines(markdown: string): MarkdownLine[] {
  let openFence: string | null = null
  return markdown.split('\n').map(text => {
    const match = FENCE.exec(text)
    const marker = match?.[1]
    if (marker && openFence === null) {
      openFence = marker
      return { text, inCode: true, fence: true, info: match![2]!.trim() }
    }
    if (openFence !== null) {
      const closes = !!marker && marker[0] === openFence[0] && marker.length >= openFence.length && text.trim() === marker
      if (closes) openFence = null
      return { text, inCode: true, fence: closes }
    }
    return { text, inCode: false, fence: false }
  })
}
