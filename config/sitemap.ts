import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap'

// Weekly, priority 0.5, tag pages left out.
export const sitemap: Partial<SitemapOptions> = {
  changefreq: 'weekly',
  priority: 0.5,
  ignorePatterns: ['/blog/tags/**', '/**/tags/**'],
  filename: 'sitemap.xml',
}
