// Rebuilds scripts/lint-docs/data/weapp-tw-cli.json from the pinned package's own `--help` output:
// every `weapp-tw` command and the flags it accepts. Run after upgrading weapp-tailwindcss.
//
//   node scripts/lint-docs/refresh-cli.mjs
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/weapp-tw-cli.json')
const pkgJson = require.resolve('weapp-tailwindcss/package.json')
const pkg = JSON.parse(fs.readFileSync(pkgJson, 'utf8'))
const bin = path.resolve(path.dirname(pkgJson), typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['weapp-tw'])

const help = (...args) => execFileSync(process.execPath, [bin, ...args, '--help'], { encoding: 'utf8', cwd: path.dirname(pkgJson) })

// cac prints "  name  description" under "Commands:" and "  -s, --long <value>  description" under "Options:".
function section(text, title) {
  const start = text.indexOf(`${title}:\n`)
  if (start === -1) return []
  return text.slice(start + title.length + 2).split('\n\n')[0].split('\n').filter(Boolean)
}
const flagsOf = text => section(text, 'Options').flatMap(line => line.trim().split(/\s{2,}/)[0].split(/,\s*/).map(flag => flag.split(' ')[0]))

const top = help()
const commands = {}
for (const line of section(top, 'Commands')) {
  const name = line.trim().split(/\s+/)[0]
  commands[name] = flagsOf(help(name))
}
fs.writeFileSync(OUT, `${JSON.stringify({ package: `weapp-tailwindcss@${pkg.version}`, globalFlags: flagsOf(top), commands }, null, 2)}\n`)
console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${Object.keys(commands).length} commands`)
