// Where "Open in AI" sends a reader, using only what each product documents. Claude Desktop documents
// a `claude://claude.ai/new?q=` link that prefills a new chat (support.claude.com, "Open Claude Desktop
// with a link"); the web apps of Claude and ChatGPT document no prefill parameter, so for them the page
// copies the prompt and opens a new chat for the reader to paste into.

export type AiTargetId = 'claude-desktop' | 'claude-web' | 'chatgpt'

export interface AiTarget {
  id: AiTargetId
  href: string
  /** The prompt goes on the clipboard first: the destination cannot be prefilled. */
  copiesPrompt: boolean
}

/** The page's twin as an absolute URL: a prompt is read outside the site, where a path means nothing. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.replace(/\/+$/, '') + '/').href
}

export function aiTargets(prompt: string): AiTarget[] {
  return [
    { id: 'claude-desktop', href: `claude://claude.ai/new?q=${encodeURIComponent(prompt)}`, copiesPrompt: false },
    { id: 'claude-web', href: 'https://claude.ai/new', copiesPrompt: true },
    { id: 'chatgpt', href: 'https://chatgpt.com/', copiesPrompt: true },
  ]
}
