import type { LlmsSection } from './collectSections'
import { llmsStringsFor, type LlmsStrings } from './llmsStrings'

// The two index files of the llms.txt proposal (https://llmstxt.org/):
// llms.txt — H1, a blockquote summary, then one `##` section of links per sidebar;
// llms-full.txt — every page's Markdown, one after another.

export interface LlmsHeader {
  /** The site name (H1). */
  title: string
  /** One paragraph: what the project is. */
  summary: string
  /** The plugin's own sentences; Chinese when not given. */
  strings?: LlmsStrings
}

export interface LlmsTxtLinks {
  /** Where llms.txt sends a reader for a page: its Markdown twin. */
  pageLink: (permalink: string) => string
  fullTxtUrl: string
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()
const linkText = (text: string): string => oneLine(text).replace(/([[\]])/g, '\\$1')

function headerLines(header: LlmsHeader): string[] {
  return [`# ${header.title}`, '', `> ${oneLine(header.summary)}`, '']
}

export function renderLlmsTxt(header: LlmsHeader, sections: readonly LlmsSection[], links: LlmsTxtLinks): string {
  const lines = [
    ...headerLines(header),
    (header.strings ?? llmsStringsFor(undefined)).indexIntro(links.fullTxtUrl),
  ]
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '')
    for (const page of section.pages) {
      const description = oneLine(page.description)
      lines.push(`- [${linkText(page.title)}](${links.pageLink(page.permalink)})${description ? `: ${description}` : ''}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** `pages` are the pages' Markdown (pageMarkdown), in llms.txt order. */
export function renderLlmsFullTxt(header: LlmsHeader, pages: readonly string[]): string {
  return [headerLines(header).join('\n').trim(), ...pages.map(page => page.trim())].join('\n\n---\n\n') + '\n'
}
