import type { ThemeConfig } from '@docusaurus/preset-classic'
import { DEFAULT_LOCALE, currentLocale, inLocale, type SiteLocale } from './i18n'

// Change `id` whenever the content changes: readers who closed the old one see the new one.
// The content is raw HTML, so links carry the base URL themselves: the site's base URL plus the
// locale's folder, which Docusaurus adds to every other link of a non-default locale (/en/).
export function announcementBar(baseUrl: string, locale: SiteLocale = currentLocale()): NonNullable<ThemeConfig['announcementBar']> {
  const guide = `${baseUrl}${locale === DEFAULT_LOCALE ? '' : `${locale}/`}docs/quick-start/v4`
  return {
    id: 'v4-12-docs',
    content: inLocale(
      {
        'zh-cn': `weapp-tailwindcss 4.12 已发布，同时支持 Tailwind CSS 3 与 4。<a href="${guide}">查看 v4 开发参考手册</a>`,
        en: `weapp-tailwindcss 4.12 is out, with support for both Tailwind CSS 3 and 4. <a href="${guide}">Read the v4 guide</a>`,
      },
      locale,
    ),
    backgroundColor: '#0e7490',
    textColor: '#ffffff',
    isCloseable: true,
  }
}
