import type { Plugin } from '@docusaurus/types'

interface CacheConfig {
  cache?: unknown
  experiments?: { cache?: unknown }
}

/**
 * Rspack's persistent cache (and webpack's filesystem cache) keep module resolutions across
 * builds, but Docusaurus keys them only on its version and theme aliases: a stock build after a
 * layer build reused the layer's module swaps (Prism's client module stayed empty). The layer's
 * builds get a cache version of their own, naming their patches.
 */
export function cacheIdentityPlugin(patches: readonly string[]): Plugin {
  const suffix = `speed:${patches.join('+')}`
  return {
    name: 'speed-cache-identity',
    configureWebpack(config) {
      const { cache, experiments } = config as CacheConfig
      const withSuffix = (value: unknown) =>
        value && typeof value === 'object' && typeof (value as { version?: unknown }).version === 'string'
          ? { ...value, version: `${(value as { version: string }).version}-${suffix}` }
          : undefined
      const rspackCache = withSuffix(experiments?.cache)
      // Merged into Docusaurus's config: only the version string changes.
      if (rspackCache) return { experiments: { cache: rspackCache } } as never
      const webpackCache = withSuffix(cache)
      return webpackCache ? { cache: webpackCache } as never : {}
    },
  }
}
