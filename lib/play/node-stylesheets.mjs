// How a Play run finds its stylesheets in Node: the installed packages on the real file system.
// Used by the parity reference (node-reference.mjs) and the docs MCP server, so both load the same files.
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

// The Play has no project around it, so browserslist (which the CSS step's prefixer reads) falls back to
// its defaults in the browser; in Node the package.json around the caller would be found instead.
process.env.BROWSERSLIST = 'defaults'

/** `@import`s resolved from `root` (a folder whose node_modules hold tailwindcss and weapp-tailwindcss). */
export function nodeStylesheetLoader(root) {
  const require = createRequire(path.join(root, 'package.json'))
  return async function loadStylesheet(id) {
    const file = require.resolve(id === 'weapp-tailwindcss' ? 'weapp-tailwindcss/index.css' : id, { paths: [root] })
    return { path: file, base: path.dirname(file), content: await fs.readFile(file, 'utf8') }
  }
}
