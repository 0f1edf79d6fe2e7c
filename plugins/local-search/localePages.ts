import path from 'node:path'
import type { AllContent } from '@docusaurus/types'
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs'
import type { BlogContent } from '@docusaurus/plugin-content-blog'

// A locale's build also renders the pages nobody has translated yet, in the default locale's
// language (Docusaurus falls back to the source under docs/ and blog/). Its index is for readers
// of that locale: only the pages written in it, so an English search lists English pages.

export interface LocaleOfBuild {
  siteDir: string
  /** `<siteDir>/i18n/<locale>`: where the locale's own pages live. */
  localizationDir: string
  isDefaultLocale: boolean
}

/** A page source (`@site/i18n/en/…`) written in the build's locale. */
export function isInLocale(source: string, locale: LocaleOfBuild): boolean {
  if (locale.isDefaultLocale) return true
  const file = path.resolve(locale.siteDir, source.replace(/^@site\//, ''))
  return !path.relative(locale.localizationDir, file).startsWith('..')
}

/** Permalinks (with baseUrl) of the docs and posts of this build that are not in its locale. */
export function fallbackPermalinks(allContent: AllContent, locale: LocaleOfBuild): Set<string> {
  const permalinks = new Set<string>()
  if (locale.isDefaultLocale) return permalinks
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) if (!isInLocale(doc.source, locale)) permalinks.add(doc.permalink)
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>
  for (const content of Object.values(blogPlugins)) {
    for (const post of content.blogPosts) if (!isInLocale(post.metadata.source, locale)) permalinks.add(post.metadata.permalink)
  }
  return permalinks
}
