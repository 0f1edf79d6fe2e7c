import path from 'node:path'
import { normalizeUrl } from '@docusaurus/utils'
import type { LoadContext, Plugin } from '@docusaurus/types'
import { buildWorker } from './workerBundle'

export interface PlayWorkerData {
  /** Path of the worker's entry file, relative to the site's base URL. */
  workerPath: string
  /** Every file of the worker, relative to the site's base URL: the page asks the service worker to keep them. */
  workerFiles: string[]
  /** The size of all those files together, uncompressed: the page shows how much of it has arrived. */
  workerBytes: number
}

const OUTPUT_DIR = 'assets/play'

/**
 * Builds the /play page's Web Worker with its own rspack compiler (see workerBundle.ts) and
 * copies it into the site's assets, so only /play loads it. The plugin also adds the /play route,
 * which receives the worker's file name as route data.
 */
export default function playWorkerPlugin(context: LoadContext): Plugin {
  const generatedDir = path.join(context.generatedFilesDir, 'play-worker-bundle')
  return {
    name: 'play-worker',
    async loadContent(): Promise<PlayWorkerData> {
      const { entry, files, bytes } = await buildWorker(generatedDir)
      return { workerPath: `${OUTPUT_DIR}/${entry}`, workerFiles: files.map(file => `${OUTPUT_DIR}/${file}`), workerBytes: bytes }
    },
    // The route carries the worker's path as its own data, so no other page's bundle holds it.
    async contentLoaded({ content, actions }) {
      const worker = await actions.createData('play-worker.json', JSON.stringify(content))
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'play']),
        component: '@site/src/components/Play/PlayPage.tsx',
        exact: true,
        modules: { worker },
      })
    },
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {}
      const patterns = [{ from: generatedDir, to: OUTPUT_DIR }]
      // The site's own bundler copies the files, rspack (faster) or webpack.
      const CopyPlugin = utils.currentBundler.name === 'rspack'
        ? (utils.currentBundler.instance as unknown as typeof import('@rspack/core')).CopyRspackPlugin
        : (require('copy-webpack-plugin') as typeof import('@rspack/core').CopyRspackPlugin)
      // Both bundlers accept the other's plugin instance at run time; their types differ.
      return { plugins: [new CopyPlugin({ patterns }) as unknown as import('webpack').WebpackPluginInstance] }
    },
  }
}
