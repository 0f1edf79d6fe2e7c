import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { expectStandIns } from '../../expectStandIns'

/** theme-classic's client module that loads Prism and its extra grammars on every page. */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/

/** What the site's bundles get for `import … from 'prism-react-renderer'`. */
export const LEAN_PRISM_RENDERER = path.join(__dirname, 'lean-prism/index.ts')

/**
 * Prism with the code blocks, not on every page, and only the grammars the pages use.
 *
 * 1. theme-classic registers `additionalLanguages` from a client module, which puts Prism into
 *    main.js and runs it before hydration on every page, also pages with no code at all. This
 *    plugin swaps that module for an empty one; speed/patches/code-block/theme/CodeBlock imports
 *    speed/patches/prism-on-demand/lean-prism/registerLanguages.ts instead, so Prism comes with the CodeBlock chunk.
 * 2. prism-react-renderer bundles its own Prism with ~30 grammars (85 KB; ~130 ms of main thread
 *    on Lighthouse's throttled mobile CPU, mostly `insertBefore` walking every grammar defined
 *    so far). The bundles import speed/patches/prism-on-demand/lean-prism instead: the same API over prismjs's core and the
 *    dozen grammars the pages use. Node-side code (config/prism.ts's themes) keeps the package.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
      return {
        plugins: [
          new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'emptyClientModule.ts')),
          expectStandIns('prism-on-demand', [path.join(__dirname, 'emptyClientModule.ts')]),
        ],
        resolve: { alias: { 'prism-react-renderer$': LEAN_PRISM_RENDERER } },
      }
    },
  }
}
