import fs from 'node:fs'
import path from 'node:path'
import type { BuildEnv } from '../config/env'

/**
 * The packages whose internals the speed layer reaches into, at the versions every patch was
 * verified on (speed/README.md). Upgrading one of them: build with the new version, run the
 * e2e suite and `npm run bench`, then move the version here.
 */
export const VERIFIED_VERSIONS: Readonly<Record<string, string>> = {
  '@docusaurus/core': '3.9.2',
  '@docusaurus/theme-classic': '3.9.2',
  '@docusaurus/theme-common': '3.9.2',
  '@docsearch/react': '4.2.0',
}

/**
 * The installed version of a package, as Node would find it from `fromDir`. Its package.json is
 * read from the node_modules folders directly: some packages export no root entry (core) or
 * do not export their package.json.
 */
export function installedVersion(name: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json')
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version
    if (dir === path.dirname(dir)) return undefined
  }
}

export type LayerDecision = { on: true } | { on: false; why: string; warn: boolean }

/**
 * Whether the speed layer runs: not when the stock build is asked for (DOCS_STOCK=1, no warning),
 * nor when an installed version differs from the verified one (one warning naming each package:
 * the site is built stock, correct but slower, until the layer is checked against that version).
 */
export function decideLayer(env: Pick<BuildEnv, 'stockBuild'>, versionOf: (name: string) => string | undefined): LayerDecision {
  if (env.stockBuild) return { on: false, why: 'DOCS_STOCK=1: stock Docusaurus build', warn: false }
  const mismatches = Object.entries(VERIFIED_VERSIONS)
    .map(([name, verified]) => ({ name, verified, installed: versionOf(name) }))
    .filter(({ verified, installed }) => installed !== verified)
  if (mismatches.length === 0) return { on: true }
  const list = mismatches.map(({ name, verified, installed }) => `${name} ${installed ?? 'missing'} (verified: ${verified})`).join(', ')
  return {
    on: false,
    warn: true,
    why: `speed layer off, building stock Docusaurus: ${list}. Check each patch in speed/README.md against the new version, then update speed/versionGuard.ts.`,
  }
}
