import type { PluginConfig } from '@docusaurus/types'
import { ssrTemplate } from './patches/bundle-loader/ssrTemplate'
import codeBlockPatch from './patches/code-block'
import remarkLiveCodeBlockImport from './patches/code-block/live-playground/remark'
import deferredSearchCssPlugin from './patches/deferred-search-css'
import lighterStartupPlugin from './patches/lighter-startup'
import prismOnDemandPlugin from './patches/prism-on-demand'
import routeChunksInHtmlPlugin from './patches/route-chunks-in-html'
import searchButtonPatch from './patches/search-button'
import utf8BundlesPlugin from './patches/utf8-bundles'

/** One patch: what it adds to the site config. speed/README.md has the internal each one touches. */
export interface Patch {
  name: string
  /** Patches this one cannot work without (turning one off turns this off too). */
  requires?: string[]
  plugins?: PluginConfig[]
  /** Registered after the site's other themes, so their theme components shadow the stock ones. */
  themes?: PluginConfig[]
  ssrTemplate?: string
  remarkPlugins?: unknown[]
}

export const PATCHES: readonly Patch[] = [
  { name: 'bundle-loader', ssrTemplate },
  { name: 'route-chunks-in-html', plugins: [routeChunksInHtmlPlugin] },
  { name: 'lighter-startup', plugins: [lighterStartupPlugin] },
  { name: 'utf8-bundles', plugins: [utf8BundlesPlugin] },
  { name: 'deferred-search-css', plugins: [deferredSearchCssPlugin] },
  { name: 'code-block', themes: [codeBlockPatch], remarkPlugins: [remarkLiveCodeBlockImport] },
  // Empties theme-classic's Prism client module: the code-block patch registers the languages instead.
  { name: 'prism-on-demand', requires: ['code-block'], plugins: [prismOnDemandPlugin] },
  { name: 'search-button', themes: [searchButtonPatch] },
]
