// Docusaurus's own helper (adds `<link rel="prefetch">`); imported by file so that this module,
// which stands in for it, does not import itself.
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js'

const requested = new Set<string>()

/** Whether a chunk is already on the page: loaded or loading as a script. */
function onThePage(url: string): boolean {
  for (const script of Array.from(document.scripts)) if (script.src.endsWith(url)) return true
  return false
}

/**
 * core's prefetch helper, asked once per chunk. Docusaurus prefetches every chunk of every
 * visible link's route, and routes share most chunks (the docs layout, the theme's page
 * components): on a docs page, 189 `<link rel="prefetch">` elements for 19 distinct files.
 * Each added element costs the browser a resource request; only the first one loads anything.
 */
export default function prefetchOnce(url: string): Promise<void> {
  if (requested.has(url) || onThePage(url)) return Promise.resolve()
  requested.add(url)
  return prefetchHelper(url)
}
