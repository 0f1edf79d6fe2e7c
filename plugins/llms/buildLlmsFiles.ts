import fs from 'node:fs/promises'
import path from 'node:path'
import { markdownTwinFile, markdownTwinUrl } from './markdownTwin'
import type { LlmsSection } from './collectSections'
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsHeader } from './llmsTxt'
import { pageMarkdown } from './pageMarkdown'
import { absoluteRouteUrl, type SiteAddress } from './siteUrls'

// Every file this feature adds to the site, as path (relative to the build folder)
// → text: llms.txt, llms-full.txt and one `.md` twin per page.

export const LLMS_TXT = 'llms.txt'
export const LLMS_FULL_TXT = 'llms-full.txt'

export interface BuildLlmsFilesInput {
  header: LlmsHeader
  site: SiteAddress
  sections: readonly LlmsSection[]
  /** A page's body as Markdown (see pageReducer). */
  reducePage: (sourcePath: string, pageUrl: string) => string
}

export function buildLlmsFiles({ header, site, sections, reducePage }: BuildLlmsFilesInput): Map<string, string> {
  const files = new Map<string, string>()
  const pages: string[] = []
  for (const section of sections) {
    for (const page of section.pages) {
      const url = absoluteRouteUrl(site, page.permalink)
      const markdown = pageMarkdown({ ...page, url }, reducePage(page.sourcePath, url))
      files.set(markdownTwinFile(page.permalink, site.baseUrl), markdown)
      pages.push(markdown)
    }
  }
  files.set(LLMS_TXT, renderLlmsTxt(header, sections, {
    pageLink: permalink => absoluteRouteUrl(site, markdownTwinUrl(permalink)),
    fullTxtUrl: absoluteRouteUrl(site, `${site.baseUrl}${LLMS_FULL_TXT}`),
  }))
  files.set(LLMS_FULL_TXT, renderLlmsFullTxt(header, pages))
  return files
}

export async function writeLlmsFiles(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [relative, text] of files) {
    const file = path.join(dir, relative)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, text)
  }
}
