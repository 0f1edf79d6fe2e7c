import type { Plugin } from '@docusaurus/types'

type OutputOptions = Record<string, unknown> | undefined
interface MinimizerLike {
  // terser-webpack-plugin (webpack: Terser `output`; DOCUSAURUS_FASTER with webpack: SWC `format`)
  options?: { minimizer?: { options?: { format?: OutputOptions; output?: OutputOptions } } }
  // Rspack's built-in SwcJsMinimizerRspackPlugin keeps its constructor arguments here and reads them when applied.
  _args?: [{ minimizerOptions?: { format?: OutputOptions } }?]
}

/** Turns `ascii_only` off in a JS minimizer; returns whether it found the option. Other minimizers are left alone. */
export function keepUtf8(minimizer: unknown): boolean {
  const plugin = minimizer as MinimizerLike | null
  const outputs = [
    plugin?.options?.minimizer?.options?.format,
    plugin?.options?.minimizer?.options?.output,
    Array.isArray(plugin?._args) ? plugin._args[0]?.minimizerOptions?.format : undefined,
  ]
  let changed = false
  for (const output of outputs) {
    if (output && 'ascii_only' in output) {
      output.ascii_only = false
      changed = true
    }
  }
  return changed
}

/**
 * Docusaurus minifies browser bundles with `ascii_only`, so each Chinese character of sidebar
 * labels, titles, translations and page content ships as a 6-byte `\uXXXX` escape instead of
 * 3 bytes of UTF-8: about 20 KB more JavaScript on the first visit of a docs page. Every page
 * declares `<meta charset="utf-8">` and a script without a charset of its own is decoded with
 * its page's encoding, so plain UTF-8 is safe on any host.
 */
export default function utf8BundlesPlugin(): Plugin {
  return {
    name: 'utf8-bundles',
    configureWebpack(config, isServer) {
      const minimizers = config.optimization?.minimizer ?? []
      if (isServer || minimizers.length === 0) return {}
      const changed = minimizers.filter(keepUtf8).length
      // A Docusaurus or Rspack upgrade may move the option: stop rather than silently ship escapes.
      if (changed === 0) throw new Error('[speed] utf8-bundles: no JS minimizer with an ascii_only option found (speed/README.md)')
      return {}
    },
  }
}
