/** The part of react-loadable-ssr-addon's client manifest that SSG reads. */
export interface ClientManifest {
  entrypoints: string[]
  /** A chunk name (or id) → the chunk ids its files come from. */
  origins: Record<string, (string | number)[]>
  assets: Record<string, unknown>
}

// One registry line: "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<request>"), "<request>", …
const REGISTRY_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): \[\(\) => import\(\/\* webpackChunkName: "(?:[^"\\]|\\.)*" \*\/ "(?:[^"\\]|\\.)*"\), ("(?:[^"\\]|\\.)*"),/gm

/**
 * Module request → chunk name, from the generated `.docusaurus/registry.js`. The request is
 * what a route component reports to react-loadable while the page is server-rendered.
 */
export function chunkNamesByModule(registrySource: string): Map<string, string> {
  const byModule = new Map<string, string>()
  for (const [, chunkName, request] of registrySource.matchAll(REGISTRY_ENTRY)) {
    byModule.set(JSON.parse(request) as string, JSON.parse(chunkName) as string)
  }
  return byModule
}

/**
 * The manifest with each registry module also listed as an origin. Docusaurus asks the
 * manifest for the files of the modules a page rendered, but the manifest keys chunks by
 * name, never by module, so every page's HTML lists only runtime and main.js, and the
 * route's own chunks are requested only once main.js has run. Returns how many registry
 * modules the manifest now lists (none would mean the two no longer fit together).
 */
export function addModuleOrigins(manifest: ClientManifest, byModule: Map<string, string>): number {
  let listed = 0
  for (const [request, chunkName] of byModule) {
    const chunks = manifest.origins[chunkName]
    if (!chunks) continue
    manifest.origins[request] ??= chunks
    listed += 1
  }
  return listed
}
