// The prose of a Markdown text: fenced code blocks and inline code removed, so a
// check for leftover MDX (imports, exports, JSX tags) does not trip over code samples.
export function proseOf(markdown: string): string {
  const lines: string[] = []
  let fence: string | null = null
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker && fence === null) fence = marker
    else if (marker && fence && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null
    else if (fence === null) lines.push(line.replace(/(`+)[^`]*?\1/g, ''))
  }
  return lines.join('\n')
}

/** Lines of Markdown that still look like MDX: import/export statements, JSX tags, MDX comments. */
export function leftoverMdx(markdown: string): string[] {
  return proseOf(markdown)
    .split('\n')
    .filter(line => /^\s*(import|export)\s/.test(line) || /(?<!\\)<\/?[A-Z][\w.]*[\s/>]/.test(line) || /\{\/\*/.test(line))
}
