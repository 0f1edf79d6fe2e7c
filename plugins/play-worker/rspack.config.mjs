// Bundles play.worker.mjs (weapp-tailwindcss/core + tailwindcss compile()) for a browser Web Worker.
// Node built-ins the packages reach for are served by the small stand-ins in node-shims/.
import { builtinModules } from 'node:module'
import { fileURLToPath } from 'node:url'
import rspackModule from '@rspack/core'

const { rspack } = rspackModule
const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const root = here('../../')
const shim = (name) => here(`./node-shims/${name}.js`)
const dep = (p) => `${root}node_modules/${p}`

export default {
  mode: 'production',
  target: 'webworker',
  context: here('.'),
  entry: './play.worker.mjs',
  output: { path: here('../../build-play-worker'), clean: true },
  // Packages written for Node warn about dynamic requires and optional native modules; the browser check is the judge.
  ignoreWarnings: [/./],
  module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }] },
  resolve: {
    alias: {
      fs$: shim('fs'),
      'fs/promises$': shim('fs'),
      path$: dep('pathe/dist/index.mjs'),
      process$: shim('process'),
      os$: shim('os'),
      url$: shim('url'),
      module$: shim('module'),
      crypto$: shim('crypto'),
      lilconfig$: shim('lilconfig'),
      buffer$: dep('buffer/index.js'),
      stream$: dep('readable-stream/readable-browser.js'),
      events$: dep('events/events.js'),
      'tailwindcss/package.json$': dep('tailwindcss/package.json'),
      'weapp-tailwindcss/package.json$': dep('weapp-tailwindcss/package.json'),
    },
    fallback: Object.fromEntries(builtinModules.map((m) => [m, false])),
  },
  plugins: [
    new rspack.NormalModuleReplacementPlugin(/^node:/, (r) => { r.request = r.request.slice(5) }),
    // The native candidate scanner (Rust) cannot load in a browser; the worker passes candidates itself.
    new rspack.IgnorePlugin({ resourceRegExp: /^@tailwindcss\/oxide$/ }),
    new rspack.ProvidePlugin({ process: shim('process'), Buffer: [dep('buffer/index.js'), 'Buffer'] }),
  ],
}
