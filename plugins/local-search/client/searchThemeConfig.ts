import type { UserThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia'
import type { ThemeConfig as CommonThemeConfig } from '@docusaurus/theme-common'

/**
 * The fields of the site's themeConfig local search reads: the plugin at build time, where they
 * are validated (../validation.ts), and DocSearchModal in the page. Ask AI may still be the short
 * string form when the plugin reads it: the search theme may not have normalised it yet.
 */
export interface LocalSearchThemeConfig {
  algolia?: Pick<NonNullable<AlgoliaThemeConfig['algolia']>, 'appId' | 'askAi'>
  metadata?: CommonThemeConfig['metadata']
}
