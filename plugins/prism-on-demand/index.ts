import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/** theme-classic's client module that loads Prism and its extra grammars on every page. */
export const PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/

/**
 * Prism with the first code block, not on every page.
 *
 * theme-classic registers `additionalLanguages` from a client module, which puts
 * prism-react-renderer (~90 KB with its grammars) into main.js and runs it before hydration on
 * every page: ~130 ms of main thread on Lighthouse's throttled mobile CPU, also on pages with no
 * code at all. This plugin swaps that module for an empty one; src/theme/CodeBlock imports
 * src/lib/prismLanguages.ts instead, so Prism and the grammars come with the CodeBlock chunk.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
      return { plugins: [new NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, path.join(__dirname, 'emptyClientModule.ts'))] }
    },
  }
}
