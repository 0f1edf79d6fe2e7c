import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs'
import { npm2yarnPlugin, speedRemarkPlugins } from './remark'
import { editUrl } from './site'

// One version, `current`, labelled Next; main doc `intro`; breadcrumbs on.
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
  remarkPlugins: [npm2yarnPlugin, ...speedRemarkPlugins],
}

export const pagesRemarkPlugins = [npm2yarnPlugin, ...speedRemarkPlugins]
