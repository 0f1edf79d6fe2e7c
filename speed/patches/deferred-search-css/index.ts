import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** The one stylesheet module that may stay in its lazy chunk: DocSearch's modal (23 KB of 28). */
export const DEFERRED_CSS = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/

/** `test` for Docusaurus's `styles` cache group: every stylesheet module but the deferred one. */
export const ALL_BUT_DEFERRED = new RegExp(`^(?!.*${DEFERRED_CSS.source})`)

interface CacheGroupsLike { styles?: unknown }

/** Narrows the `styles` cache group to ALL_BUT_DEFERRED; returns whether it found the group. */
export function deferSearchModalCss(cacheGroups: CacheGroupsLike | undefined): boolean {
  const styles = cacheGroups?.styles
  if (!styles || typeof styles !== 'object') return false
  ;(styles as { test?: RegExp }).test = ALL_BUT_DEFERRED
  return true
}

/**
 * The search modal's stylesheet, loaded with the modal instead of on every page.
 *
 * theme-search-algolia already imports DocSearch's CSS lazily, with the modal, on the first
 * hover, focus or touch of the search button; but Docusaurus's `styles` cache group pulls every
 * stylesheet of every chunk into the one file each page loads, so readers who never search
 * download the modal's 23 KB too. Cascade layers (future.v4) make a late stylesheet safe: it is
 * wrapped in its declared layer, whose order is fixed up front, whenever it arrives. The button
 * styles stay in the main stylesheet, as the button is drawn on first paint.
 */
export default function deferredSearchCssPlugin(): Plugin {
  return {
    name: 'deferred-search-css',
    configureWebpack(config, isServer) {
      if (isServer) return {}
      const splitChunks = config.optimization?.splitChunks
      const found = splitChunks ? deferSearchModalCss(splitChunks.cacheGroups as CacheGroupsLike | undefined) : false
      if (!found) throw new Error('[speed] deferred-search-css: Docusaurus has no `styles` cache group any more (speed/README.md)')
      return {
        resolve: { alias: { '@docsearch/react/style$': path.join(__dirname, 'docsearchStyle.ts') } },
      }
    },
  }
}
