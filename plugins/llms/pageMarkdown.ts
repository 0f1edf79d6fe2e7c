// One page as Markdown, the same in its `.md` twin and in llms-full.txt:
//
//   # Title
//
//   > front matter description
//
//   URL: https://…/docs/page
//
//   body

export interface PageHeading {
  title: string
  frontMatterDescription?: string
  url: string
}

const LEADING_H1 = /^#[ \t]+(.+?)[ \t#]*(?:\n|$)/

export function pageMarkdown(page: PageHeading, body: string): string {
  const trimmed = body.trim()
  // A page that opens with its own `# ` shows that heading instead of the title (Docusaurus's contentTitle).
  const ownHeading = LEADING_H1.exec(trimmed)
  const title = ownHeading ? ownHeading[1]! : page.title.trim()
  const rest = ownHeading ? trimmed.slice(ownHeading[0].length).trim() : trimmed
  const description = page.frontMatterDescription?.replace(/\s+/g, ' ').trim()
  return [`# ${title}`, description ? `> ${description}` : '', `URL: ${page.url}`, rest]
    .filter(part => part !== '')
    .join('\n\n') + '\n'
}
