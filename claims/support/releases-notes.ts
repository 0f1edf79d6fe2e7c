// Shared by claims/releases-notes.ts, claims/evolution-page.ts and claims/blog-posts-more.ts: searches of the
// upstream repository at a release tag (which sources of a release contain a string), so that "since X" can be
// checked as "absent in the release before X, present in X". Needs WEAPP_TW_UPSTREAM_GIT like
// claims/support/upstream.ts; the claims that use it are slow ones.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const UPSTREAM = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The files under `dir` at `tag` that contain `text` (a fixed string), relative to the repository root. */
export function filesWith(tag: string, text: string, dir: string): string[] {
  assert.ok(UPSTREAM !== '' && fs.existsSync(UPSTREAM), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  try {
    const out = execFileSync('git', ['-C', UPSTREAM, 'grep', '-l', '-F', '-e', text, tag, '--', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return out.split('\n').filter(Boolean).map(line => line.slice(tag.length + 1))
  }
  catch {
    return [] // git grep exits with 1 when nothing matches
  }
}

/** Whether the sources of weapp-tailwindcss `version` (packages/weapp-tailwindcss/src at its tag) contain `text`. */
export const srcHas = (version: string, text: string): boolean =>
  filesWith(`weapp-tailwindcss@${version}`, text, 'packages/weapp-tailwindcss/src').length > 0

/** `text` is absent from the sources of release `before` and present in those of `version`. */
export function assertNewIn(before: string, version: string, text: string): void {
  assert.equal(srcHas(before, text), false, `${JSON.stringify(text)} is not yet in the sources of ${before}`)
  assert.equal(srcHas(version, text), true, `${JSON.stringify(text)} is in the sources of ${version}`)
}

/** The text of a file of an installed package. */
export const installedFile = (pkg: string, file: string): string => fs.readFileSync(path.join(ROOT, 'node_modules', pkg, file), 'utf8')

/** The text of every file of weapp-tailwindcss's dist/ that ends with `.js` (the CommonJS build), joined. */
export function distJs(): string {
  const dir = path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')
  return fs.readdirSync(dir).filter(file => file.endsWith('.js')).sort().map(file => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n')
}
