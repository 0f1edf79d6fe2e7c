import type { ThemeConfig } from '@docusaurus/preset-classic'
import { inLocale } from './i18n'
import { repositoryUrl, siblingToolUrl, siteTitle } from './site'

type Navbar = NonNullable<ThemeConfig['navbar']>

// Order and targets: content map "Navbar (left to right)". Labels and the logo's alt text are
// translated by i18n/<locale>/docusaurus-theme-classic/navbar.json; the aria-label has no such file.
export const navbar: Navbar = {
  title: siteTitle,
  hideOnScroll: true,
  logo: {
    alt: 'weapp-tailwindcss 标志',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'intro', label: '指南', position: 'left' },
    { type: 'doc', docId: 'community/templates', label: '生态及解决方案', position: 'left' },
    { type: 'doc', docId: 'issues/index', label: '常见问题', position: 'left' },
    { type: 'doc', docId: 'showcase/index', label: '案例展示', position: 'left' },
    { type: 'doc', docId: 'migrations/v3', label: '更新与迁移', position: 'left' },
    { type: 'doc', docId: 'api/interfaces/UserDefinedOptions', label: '配置项', position: 'left' },
    { to: '/blog', label: '博客', position: 'left' },
    { to: '/play', label: 'Play', position: 'left' },
    { href: siblingToolUrl, label: 'weapp-vite', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'search', position: 'right' },
    { href: repositoryUrl, label: 'GitHub', position: 'right', 'aria-label': inLocale({ 'zh-cn': 'GitHub 源码仓库', en: 'Source code on GitHub' }) },
  ],
}
