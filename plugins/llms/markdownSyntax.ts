// Markdown link and image syntax for the URLs the reducer rewrites.

const escapeBrackets = (text: string): string => text.replace(/([[\]])/g, '\\$1')

/** A link destination that survives spaces, parentheses and angle brackets. */
export const linkDestination = (url: string): string => (/[\s()<>]/.test(url) ? `<${url.replace(/</g, '%3C').replace(/>/g, '%3E')}>` : url)

export const titlePart = (title: string | null | undefined): string => (title ? ` "${title.replace(/"/g, '\\"')}"` : '')

/** `[text](url "title")`; a link with no text shows its URL. */
export function markdownLink(text: string, url: string, title?: string | null): string {
  return `[${text || escapeBrackets(url)}](${linkDestination(url)}${titlePart(title)})`
}

export function markdownImage(alt: string, url: string, title?: string | null): string {
  return `![${escapeBrackets(alt)}](${linkDestination(url)}${titlePart(title)})`
}
