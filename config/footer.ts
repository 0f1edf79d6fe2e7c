import type { ThemeConfig } from '@docusaurus/preset-classic'
import { inLocale } from './i18n'
import { repositoryUrl, siblingToolUrl } from './site'

interface FooterLegal { label: string; href: string }
interface FooterOwner { name: string; href: string }
interface FooterPoweredBy { prefix: string; label: string; href: string }
export interface FooterCustomFields {
  legal: FooterLegal
  owner: FooterOwner
  poweredBy: FooterPoweredBy
}

/** Rendered by the Footer wrapper (src/theme/Footer): fields the classic footer has no slot for. */
export const footerCustomFields: FooterCustomFields = {
  // Link adds the locale's base URL to the href.
  legal: { label: inLocale({ 'zh-cn': '版权与许可', en: 'Copyright and license' }), href: '/docs/copyright' },
  owner: { name: 'sonofmagic', href: 'https://github.com/sonofmagic' },
  poweredBy: { prefix: 'Powered by', label: 'Docusaurus', href: 'https://docusaurus.io' },
}

export const footer: NonNullable<ThemeConfig['footer']> = {
  style: 'dark',
  logo: {
    alt: 'weapp-tailwindcss 标志',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 40,
    height: 40,
    href: '/',
  },
  links: [
    {
      title: '文档',
      items: [
        { label: '指南', to: '/docs/intro' },
        { label: '配置项', to: '/docs/api/interfaces/UserDefinedOptions' },
        { label: '常见问题', to: '/docs/issues' },
        { label: '更新与迁移', to: '/docs/migrations/v3' },
      ],
    },
    {
      title: '更多',
      items: [
        { label: '博客', to: '/blog' },
        { label: 'GitHub', href: repositoryUrl },
        { label: 'weapp-vite', href: siblingToolUrl },
      ],
    },
  ],
  // Written here per locale rather than in footer.json, so the year stays the current one.
  copyright: inLocale({
    'zh-cn': `Copyright © 2021-${new Date().getFullYear()} sonofmagic，以 MIT 许可发布。`,
    en: `Copyright © 2021-${new Date().getFullYear()} sonofmagic. Released under the MIT License.`,
  }),
}
