import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

// Packs the server once (npm run mcp:pack) and unpacks the tarball where its dependencies resolve from this
// repository's node_modules: the tests run what the tarball holds, without an install from the registry.

const root = path.resolve(import.meta.dirname, '../..')

export default function setup(project: TestProject): void {
  const output = execFileSync(process.execPath, [path.join(root, 'packages/docs-mcp/scripts/pack.mjs')], { cwd: root, encoding: 'utf8' })
  const tarball = output.trim().split('\n').at(-1)!
  if (!path.isAbsolute(tarball) || !fs.existsSync(tarball)) throw new Error(`mcp:pack printed no tarball path:\n${output}`)
  const dir = path.join(root, 'node_modules/.cache/docs-mcp-test')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', dir])
  project.provide('docsMcpPackage', path.join(dir, 'package'))
  project.provide('docsMcpTarball', tarball)
}

declare module 'vitest' {
  export interface ProvidedContext {
    docsMcpPackage: string
    docsMcpTarball: string
  }
}
