// The same run in Node with the installed packages and the real file system: the parity reference.
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runPlay } from './transform.mjs'

// The Play has no project around it, so browserslist (which the CSS step's prefixer reads) falls back to
// its defaults in the browser; here this site's own package.json would be found instead.
process.env.BROWSERSLIST = 'defaults'

const root = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)

async function loadStylesheet(id) {
  const file = require.resolve(id === 'weapp-tailwindcss' ? 'weapp-tailwindcss/index.css' : id, { paths: [root] })
  return { path: file, base: path.dirname(file), content: await fs.readFile(file, 'utf8') }
}

export function runPlayInNode(input) {
  return runPlay(input, { loadStylesheet, basedir: root })
}

// As a command: reads a JSON array of inputs on stdin and writes the array of outputs to the file
// named by its argument (stdout carries the packages' own log lines).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  const outputs = []
  for (const input of JSON.parse(Buffer.concat(chunks).toString('utf8'))) outputs.push(await runPlayInNode(input))
  await fs.writeFile(process.argv[2], JSON.stringify(outputs))
}
