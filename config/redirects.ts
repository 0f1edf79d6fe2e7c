import type { PluginConfig } from '@docusaurus/types'

// /docs is the docs root and shows the main doc `intro`.
export const redirectRules = [{ from: '/docs', to: '/docs/intro' }]

export const redirects: PluginConfig = ['@docusaurus/plugin-client-redirects', { redirects: redirectRules }]
