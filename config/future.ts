import { createRequire } from 'node:module'
import { readBuildEnv, type BuildEnv } from './env'

const require = createRequire(__filename)

/**
 * Rspack, SWC and Lightning CSS through @docusaurus/faster, when its native
 * bindings load on this platform. DOCUSAURUS_FASTER=false forces the default
 * bundler (webpack + Babel), e.g. to compare or to work around a broken binding.
 */
export function fasterBundlerEnabled(env: Pick<BuildEnv, 'fasterBundlerOff'> = readBuildEnv(), load: (id: string) => unknown = require): boolean {
  if (env.fasterBundlerOff) return false
  try {
    load('@rspack/core')
    load('@swc/core')
    load('lightningcss')
    return true
  } catch {
    return false
  }
}

const installedCoreVersion = (): string => (require('@docusaurus/core/package.json') as { version: string }).version

/** 3.10 renamed `future.experimental_faster` to `future.faster` and rejects the old name; 3.9 knows only the old one. */
function fasterFlagName(coreVersion: string): 'faster' | 'experimental_faster' {
  const [major = 0, minor = 0] = coreVersion.split('.').map(Number)
  return major > 3 || (major === 3 && minor >= 10) ? 'faster' : 'experimental_faster'
}

/**
 * Each future flag named on its own: `v4: true` means "every v4 flag this version ships", so a minor
 * upgrade could switch behaviour on silently (3.10 adds storage namespacing, which would orphan readers'
 * saved theme and searches, and drops MDX 1 compatibility). A new flag is turned on here, on purpose.
 */
export function futureFlags(faster: boolean, coreVersion: string = installedCoreVersion()) {
  return {
    v4: {
      // Plugins' postBuild() gets no per-page `head` (react-helmet data); none of ours reads it, and
      // keeping it costs memory per page during the build.
      removeLegacyPostBuildHeadAttribute: true,
      // Infima, the theme and site CSS sit in named cascade layers, so site CSS wins without !important.
      useCssCascadeLayers: true,
    },
    [fasterFlagName(coreVersion)]: faster,
  }
}
