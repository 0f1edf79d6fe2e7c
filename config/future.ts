import { createRequire } from 'node:module'

const require = createRequire(__filename)

/**
 * Rspack, SWC and Lightning CSS through @docusaurus/faster, when its native
 * bindings load on this platform. DOCUSAURUS_FASTER=false forces the default
 * bundler (webpack + Babel), e.g. to compare or to work around a broken binding.
 */
export function fasterBundlerEnabled(env: NodeJS.ProcessEnv = process.env, load: (id: string) => unknown = require): boolean {
  if (env.DOCUSAURUS_FASTER === 'false') return false
  try {
    load('@rspack/core')
    load('@swc/core')
    load('lightningcss')
    return true
  } catch {
    return false
  }
}

export function futureFlags(faster: boolean) {
  return {
    // Every Docusaurus v4 flag that 3.9.2 ships (cascade layers, no legacy head attribute...).
    v4: true,
    experimental_faster: faster,
  }
}
