import fs from 'node:fs/promises'
import path from 'node:path'
import type { AllContent } from '@docusaurus/types'
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs'
import type { BlogContent } from '@docusaurus/plugin-content-blog'
import type { SearchRecord } from './client/searchRecord'
import { recordsFromMarkdown } from './recordsFromMarkdown'
import { isInLocale, type LocaleOfBuild } from './localePages'
import { DEFAULT_SECTIONS, searchLanguageOf } from './client/searchLanguage'

export interface SourceLocale extends LocaleOfBuild {
  /** The locale's name: the records' `language`. */
  locale: string
}

// Dev-server records, from the content plugins' loaded data and the Markdown files they
// point at. lvl0 is simply 文档/博客 (Docs/Blog) here: the sidebar category needs rendered pages.
// A locale's dev server indexes only the pages written in that locale, as its build does.

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

const DEFAULT_LOCALE: SourceLocale = { locale: 'zh-cn', siteDir: '', localizationDir: '', isDefaultLocale: true }

export async function collectSourceRecords(siteDir: string, allContent: AllContent, baseUrl = '/', sourceLocale: SourceLocale = DEFAULT_LOCALE): Promise<SearchRecord[]> {
  const records: SearchRecord[] = []
  const language = sourceLocale.locale
  const sections = DEFAULT_SECTIONS[searchLanguageOf(language)]
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.unlisted || !isInLocale(doc.source, sourceLocale)) continue
        records.push(...recordsFromMarkdown({
          markdown: await readSource(siteDir, doc.source),
          path: withoutBaseUrl(doc.permalink, baseUrl),
          title: doc.title,
          keywords: keywordsOf(doc.frontMatter),
          lvl0: sections.docs,
          docusaurus_tag: `docs-${pluginId}-${version.versionName}`,
          language,
        }))
      }
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>
  for (const content of Object.values(blogPlugins)) {
    for (const post of content.blogPosts) {
      if (post.metadata.unlisted || !isInLocale(post.metadata.source, sourceLocale)) continue
      records.push(...recordsFromMarkdown({
        markdown: post.content,
        path: withoutBaseUrl(post.metadata.permalink, baseUrl),
        title: post.metadata.title,
        keywords: keywordsOf(post.metadata.frontMatter),
        lvl0: sections.blog,
        docusaurus_tag: 'default',
        language,
      }))
    }
  }
  return records
}
