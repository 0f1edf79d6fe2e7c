// The environment variables the repository's code reads: through `process.env` by name, or by name on an
// environment passed in as a parameter (config/env.ts reads SITE_URL as `env.SITE_URL`). Setting one for a
// child process or a package (`process.env.X = '1'`) is not reading it.
import fs from 'node:fs'
import path from 'node:path'
import type { IgnoreTest } from './gitignore'

const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/
const READ = /\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])(?!\s*=[^=])/g
/** Test fixtures are sample sites, not the repository's code. */
const NOT_CODE = new Set(['.git', 'node_modules', 'fixtures'])

function codeFiles(root: string, ignored: IgnoreTest, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(root, full).split(path.sep).join('/')
    if (NOT_CODE.has(entry.name) || ignored(entry.isDirectory() ? `${relative}/` : relative)) return []
    if (entry.isDirectory()) return codeFiles(root, ignored, full)
    return CODE_FILE.test(entry.name) ? [full] : []
  })
}

export function envVarsReadByCode(root: string, ignored: IgnoreTest): Set<string> {
  const names = new Set<string>()
  for (const file of codeFiles(root, ignored)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(READ)) names.add((match[1] ?? match[2])!)
  }
  return names
}
