import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/**
 * Its theme's SearchBar shadows theme-search-algolia's (registered as a theme after it): a
 * look-alike button until the reader reaches for search (theme/SearchBar).
 */
export default function searchButtonPatch(): Plugin {
  return { name: 'speed-search-button', getThemePath: () => path.join(__dirname, 'theme') }
}
