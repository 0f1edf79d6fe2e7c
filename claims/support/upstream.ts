// Shared by claims/blog.ts and claims/overview-pages.ts: the package sources and changelog of weapp-tailwindcss
// at the upstream release tags, read from the bare mirror of sonofmagic/weapp-tailwindcss on this machine.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** The upstream repository (bare), as mirrored on this machine. */
export const UPSTREAM = '/work/.mirror/sonofmagic+weapp-tailwindcss/repo'

/** A file of packages/weapp-tailwindcss at the tag of a release, or undefined when it does not exist there. */
export function atRelease(version: string, file: string): string | undefined {
  assert.ok(fs.existsSync(UPSTREAM), `the upstream mirror ${UPSTREAM}`)
  try {
    return execFileSync('git', ['-C', UPSTREAM, 'show', `weapp-tailwindcss@${version}:packages/weapp-tailwindcss/${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  }
  catch {
    return undefined
  }
}

/** The section of the package changelog (at the 4.12.0 tag) for one release. */
export function changelog(version: string): string {
  const text = atRelease('4.12.0', 'CHANGELOG.md')!
  const start = text.indexOf(`\n## ${version}\n`)
  assert.ok(start >= 0, `changelog has ${version}`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end)
}
