// Shared by claims/blog.ts and claims/overview-pages.ts: the package sources and changelog of weapp-tailwindcss
// at the upstream release tags, read from a clone of sonofmagic/weapp-tailwindcss named by WEAPP_TW_UPSTREAM_GIT
// (the weekly recipes workflow clones it; the published package ships neither its sources nor its changelog).
// The claims that read it are slow ones. Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** A clone of the upstream repository with its release tags (bare or not). */
const UPSTREAM = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''

/** A file of the repository at a tag, or undefined when it does not exist there. */
export function upstreamFile(tag: string, file: string): string | undefined {
  assert.ok(UPSTREAM !== '' && fs.existsSync(UPSTREAM), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  try {
    return execFileSync('git', ['-C', UPSTREAM, 'show', `${tag}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  }
  catch {
    return undefined
  }
}

/** A file of packages/weapp-tailwindcss at the tag of a release, or undefined when it does not exist there. */
export const atRelease = (version: string, file: string): string | undefined =>
  upstreamFile(`weapp-tailwindcss@${version}`, `packages/weapp-tailwindcss/${file}`)

/** The section of the package changelog (at the 4.12.0 tag) for one release. */
export function changelog(version: string): string {
  const text = atRelease('4.12.0', 'CHANGELOG.md')!
  const start = text.indexOf(`\n## ${version}\n`)
  assert.ok(start >= 0, `changelog has ${version}`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end)
}

/** The committer date (YYYY-MM-DD) and the first parent of a commit of the upstream repository. */
export function upstreamCommit(rev: string): { date: string, parent: string } {
  assert.ok(UPSTREAM !== '' && fs.existsSync(UPSTREAM), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  const [date, parent] = execFileSync('git', ['-C', UPSTREAM, 'log', '-1', '--format=%cs %P', rev], { encoding: 'utf8' }).trim().split(' ')
  return { date: date!, parent: parent! }
}

/** The fields of a package.json the proofs read (a missing one fails the proof that reads it). */
export interface UpstreamPackageJson {
  name: string
  version: string
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  engines: Record<string, string>
  packageManager: string
  [field: string]: unknown
}

/** A JSON file (usually a package.json) of the repository at a tag; fails when it does not exist there. */
export function upstreamPackageJson(tag: string, file: string): UpstreamPackageJson {
  const text = upstreamFile(tag, file)
  assert.ok(text !== undefined, `${file} exists at ${tag}`)
  return JSON.parse(text) as UpstreamPackageJson
}
