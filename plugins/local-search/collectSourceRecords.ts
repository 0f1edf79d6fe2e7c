import fs from 'node:fs/promises'
import path from 'node:path'
import type { AllContent } from '@docusaurus/types'
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs'
import type { BlogContent } from '@docusaurus/plugin-content-blog'
import type { SearchRecord } from './client/searchRecord'
import { recordsFromMarkdown } from './recordsFromMarkdown'

// Dev-server records, from the content plugins' loaded data and the Markdown files they
// point at. lvl0 is simply 文档/博客 here: the sidebar category needs rendered pages.

const LANGUAGE = 'zh-cn'

function keywordsOf(frontMatter: { keywords?: unknown }): string[] {
  return Array.isArray(frontMatter.keywords) ? frontMatter.keywords.filter((k): k is string => typeof k === 'string') : []
}

function withoutBaseUrl(permalink: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '')
  return permalink.startsWith(`${base}/`) ? permalink.slice(base.length) : permalink
}

async function readSource(siteDir: string, source: string): Promise<string> {
  return fs.readFile(path.join(siteDir, source.replace(/^@site\//, '')), 'utf8').catch(() => '')
}

export async function collectSourceRecords(siteDir: string, allContent: AllContent, baseUrl = '/'): Promise<SearchRecord[]> {
  const records: SearchRecord[] = []
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.unlisted) continue
        records.push(...recordsFromMarkdown({
          markdown: await readSource(siteDir, doc.source),
          path: withoutBaseUrl(doc.permalink, baseUrl),
          title: doc.title,
          keywords: keywordsOf(doc.frontMatter),
          lvl0: '文档',
          docusaurus_tag: `docs-${pluginId}-${version.versionName}`,
          language: LANGUAGE,
        }))
      }
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>
  for (const content of Object.values(blogPlugins)) {
    for (const post of content.blogPosts) {
      if (post.metadata.unlisted) continue
      records.push(...recordsFromMarkdown({
        markdown: post.content,
        path: withoutBaseUrl(post.metadata.permalink, baseUrl),
        title: post.metadata.title,
        keywords: keywordsOf(post.metadata.frontMatter),
        lvl0: '博客',
        docusaurus_tag: 'default',
        language: LANGUAGE,
      }))
    }
  }
  return records
}
