import { builtinModules } from 'node:module'
import path from 'node:path'
import { rspack, type Configuration } from '@rspack/core'

const shim = (name: string) => path.join(__dirname, 'node-shims', `${name}.js`)
const dependency = (file: string) => require.resolve(file, { paths: [path.join(__dirname, '../..')] })

/**
 * The bundle of play.worker.mjs (weapp-tailwindcss/core and tailwindcss's compile()) for a
 * browser Web Worker. It is built apart from the site's own bundles so no other page can grow
 * because of it. The Node built-ins the packages reach for come from node-shims/.
 */
function workerConfig(outputPath: string): Configuration {
  return {
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: { 'play-worker': './play.worker.mjs' },
    output: { path: outputPath, clean: true, publicPath: 'auto', filename: '[name].[contenthash:8].js', chunkFilename: 'play-worker.[id].[contenthash:8].js' },
    // Packages written for Node warn about dynamic requires and optional native modules;
    // the parity test in tests/e2e/play is the judge of whether the bundle works.
    ignoreWarnings: [/./],
    module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
    resolve: {
      alias: {
        fs$: shim('fs'),
        'fs/promises$': shim('fs'),
        path$: dependency('pathe'),
        process$: shim('process'),
        os$: shim('os'),
        url$: shim('url'),
        module$: shim('module'),
        crypto$: shim('crypto'),
        lilconfig$: shim('lilconfig'),
        buffer$: dependency('buffer/'),
        stream$: dependency('readable-stream/readable-browser.js'),
        events$: dependency('events/'),
      },
      fallback: Object.fromEntries(builtinModules.map(name => [name, false])),
    },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/^node:/, resource => {
        resource.request = resource.request.slice('node:'.length)
      }),
      // The native candidate scanner (Rust) cannot load in a browser: the worker lists the candidates itself.
      new rspack.IgnorePlugin({ resourceRegExp: /^@tailwindcss\/oxide$/ }),
      new rspack.ProvidePlugin({ process: shim('process'), Buffer: [dependency('buffer/'), 'Buffer'] }),
    ],
  }
}

export interface WorkerFiles {
  /** The entry file the page starts the worker with. */
  entry: string
  /** Every file of the bundle (the entry and the chunks it loads on demand). */
  files: string[]
  /** Their size together, uncompressed: what the page counts while it downloads them. */
  bytes: number
}

/** Builds the worker into outputPath and names its files. */
export function buildWorker(outputPath: string): Promise<WorkerFiles> {
  const compiler = rspack(workerConfig(outputPath))
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {})
      if (error || !stats) return reject(error ?? new Error('play worker: no build stats'))
      const json = stats.toJson({ all: false, errors: true, assets: true, entrypoints: true })
      if (json.errors?.length) return reject(new Error(json.errors.map(e => e.message).join('\n')))
      const entry = json.entrypoints?.['play-worker']?.assets?.[0]?.name
      if (!entry) return reject(new Error('play worker: entry file missing from the build'))
      const assets = (json.assets ?? []).filter(asset => asset.name.endsWith('.js'))
      resolve({ entry, files: assets.map(asset => asset.name), bytes: assets.reduce((sum, asset) => sum + asset.size, 0) })
    })
  })
}
