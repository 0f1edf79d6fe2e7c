import path from 'node:path'
import type { AllContent } from '@docusaurus/types'
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs'
import type { BlogContent } from '@docusaurus/plugin-content-blog'
import { sidebarDocIds, type SidebarItemLike } from '../../lib/content/sidebars'

// Which pages llms.txt lists, and in what order: the sidebars in the order
// sidebars.ts declares them, each doc once (at its first place); then the docs no
// sidebar shows (generated API pages and stand-alone pages); then the blog.
// Tag pages, the search page and the 404 page are not content-plugin pages, so they
// never get here.

interface LlmsPage {
  title: string
  /** Docusaurus's description: front matter, or the first paragraph. */
  description: string
  /** Only the front matter's: the twin shows it as a blockquote (an excerpt would repeat the body). */
  frontMatterDescription?: string
  /** Route of the HTML page, with the base URL. */
  permalink: string
  /** Absolute path of the Markdown source. */
  sourcePath: string
}

export interface LlmsSection {
  title: string
  pages: LlmsPage[]
}

export interface SectionTitles {
  /** Sidebar id → section heading; a sidebar not named here is headed by its id. */
  sidebars: Record<string, string>
  otherDocs: string
  blog: string
}

export interface DocPage extends LlmsPage {
  id: string
}

export function orderDocSections(
  docs: readonly DocPage[],
  sidebars: Record<string, readonly SidebarItemLike[]>,
  titles: SectionTitles,
): LlmsSection[] {
  const byId = new Map(docs.map(doc => [doc.id, doc]))
  const listed = new Set<string>()
  const sections: LlmsSection[] = []
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const pages: LlmsPage[] = []
    for (const id of sidebarDocIds(items)) {
      const doc = byId.get(id)
      if (!doc || listed.has(id)) continue
      listed.add(id)
      pages.push(doc)
    }
    if (pages.length > 0) sections.push({ title: titles.sidebars[sidebarId] ?? sidebarId, pages })
  }
  const others = docs.filter(doc => !listed.has(doc.id))
  if (others.length > 0) sections.push({ title: titles.otherDocs, pages: others })
  return sections
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** `@site/docs/intro.md` → an absolute path. */
function sourcePathOf(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''))
}

/**
 * `route` turns a permalink into the route the site serves: index docs keep a
 * trailing slash in their metadata (`/docs/ai/`) that `trailingSlash: false` drops.
 */
export function collectSections(allContent: AllContent, siteDir: string, titles: SectionTitles, route: (permalink: string) => string): LlmsSection[] {
  const sections: LlmsSection[] = []
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>
  for (const content of Object.values(docsPlugins)) {
    for (const version of content?.loadedVersions ?? []) {
      const docs: DocPage[] = version.docs
        .filter(doc => !doc.unlisted)
        .map(doc => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          frontMatterDescription: stringOf(doc.frontMatter.description),
          permalink: route(doc.permalink),
          sourcePath: sourcePathOf(siteDir, doc.source),
        }))
      sections.push(...orderDocSections(docs, version.sidebars as Record<string, SidebarItemLike[]>, titles))
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent | undefined>
  const posts = Object.values(blogPlugins).flatMap(content => content?.blogPosts ?? []).filter(post => !post.metadata.unlisted)
  if (posts.length > 0) {
    sections.push({
      title: titles.blog,
      pages: posts.map(({ metadata }) => ({
        title: metadata.title,
        description: metadata.description,
        frontMatterDescription: stringOf(metadata.frontMatter.description),
        permalink: route(metadata.permalink),
        sourcePath: sourcePathOf(siteDir, metadata.source),
      })),
    })
  }
  return sections
}
