// Where a quoted sentence stands on its page. Whitespace runs in the quote match any whitespace run in
// the source, so re-wrapping a paragraph does not break the link; any other edit to the words does.

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function quotePattern(quote: string): RegExp {
  return new RegExp(quote.trim().split(/\s+/).map(escapeRegExp).join('\\s+'), 'g')
}

/** 1-based lines where the quote starts in the source. */
export function quoteLines(source: string, quote: string): number[] {
  if (quote.trim() === '') return []
  const lines: number[] = []
  for (const match of source.matchAll(quotePattern(quote))) {
    lines.push(source.slice(0, match.index).split('\n').length)
  }
  return lines
}

/** A text with whitespace runs collapsed to one space, for comparing a quote with a detected sentence. */
export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim()
