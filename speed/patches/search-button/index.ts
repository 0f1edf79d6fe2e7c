import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** What the patch's SearchBar imports to get theme-search-algolia's own SearchBar. */
export const STOCK_SEARCH_BAR = '@speed/stock-SearchBar'

/**
 * Its theme's SearchBar shadows theme-search-algolia's (registered as a theme after it): a
 * look-alike button until the reader reaches for search (theme/SearchBar). The real one is reached
 * through an alias to its file: `@theme-init/SearchBar` would be theme-classic's empty stand-in, and
 * the package exports no path to its theme components.
 */
export default function searchButtonPatch(): Plugin {
  const algoliaTheme = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme')
  return {
    name: 'speed-search-button',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({ resolve: { alias: { [`${STOCK_SEARCH_BAR}$`]: path.join(algoliaTheme, 'SearchBar/index.js') } } }),
  }
}
