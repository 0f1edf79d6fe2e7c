// The page links of an llms.txt (`- [title](url): description`), in order.
export interface LlmsTxtLink { title: string; url: string; section: string }

export function llmsTxtLinks(llmsTxt: string): LlmsTxtLink[] {
  const links: LlmsTxtLink[] = []
  let section = ''
  for (const line of llmsTxt.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) section = heading[1]!
    const item = /^- \[(.+?)\]\((\S+?)\)(?::|$)/.exec(line)
    if (item && section) links.push({ title: item[1]!, url: item[2]!, section })
  }
  return links
}
