// npm run translations:hash -- docs/x.md [blog/y.md …]
// Prints the translated_from value an English page takes once it reflects this Chinese page.
import fs from 'node:fs'
import { sourceHash } from '../../lib/i18n/sourceHash'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: npm run translations:hash -- <Chinese page, e.g. docs/quick-start/v4/index.mdx> …')
  process.exit(2)
}
for (const file of files) {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`${file}: no such file`)
    process.exitCode = 1
    continue
  }
  console.log(`${sourceHash(fs.readFileSync(file, 'utf8'))}  ${file}`)
}
