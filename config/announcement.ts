import type { ThemeConfig } from '@docusaurus/preset-classic'

// Change `id` whenever the content changes: readers who closed the old one see the new one.
// The content is raw HTML, so links carry the base URL themselves.
export function announcementBar(baseUrl: string): NonNullable<ThemeConfig['announcementBar']> {
  return {
    id: 'v4-12-docs',
    content: `weapp-tailwindcss 4.12 已发布，同时支持 Tailwind CSS 3 与 4。<a href="${baseUrl}docs/quick-start/v4">查看 v4 开发参考手册</a>`,
    backgroundColor: '#0e7490',
    textColor: '#ffffff',
    isCloseable: true,
  }
}
