// Stands in for the `prism-react-renderer` package in the site's bundles (speed/patches/prism-on-demand):
// the same exports, over the site's lean Prism. Themes are not bundled: the site passes its own
// from config/prism.ts (read in Node, from the real package), so `themes` here is empty.
import type { PrismTheme } from 'prism-react-renderer'

export { Highlight } from './Highlight'
export { normalizeTokens } from './normalizeTokens'
export { Prism } from './prism'
export const themes: Record<string, PrismTheme | undefined> = {}
