import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'
import { editUrl } from './site'

// SPEC §3: one version, `current`, labelled Next; main doc `intro`; breadcrumbs on.
export const docs: DocsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  breadcrumbs: true,
  lastVersion: 'current',
  versions: { current: { label: 'Next' } },
  remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]],
}

export const pagesRemarkPlugins = [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]]
