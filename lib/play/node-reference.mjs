// The same run in Node with the installed packages and the real file system: the parity reference.
import fs from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { nodeStylesheetLoader } from './node-stylesheets.mjs'
import { runPlay } from './transform.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const loadStylesheet = nodeStylesheetLoader(root)

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
