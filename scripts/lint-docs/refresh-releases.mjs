// Rebuilds scripts/lint-docs/data/releases.json: every release of the weapp-tailwindcss family that
// a page may name. The registry reachable from CI can be a partial mirror, so each package's list is
// the union of `npm view <pkg> versions`, the version headings of its CHANGELOG files and its release
// tags in the upstream repository at one fixed commit (recorded in the file).
//
//   node scripts/lint-docs/refresh-releases.mjs <path to a clone of sonofmagic/weapp-tailwindcss> [commit]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DEFAULT_COMMIT = 'a2bb2b4ea'
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/releases.json')

// Package → CHANGELOG files in the upstream repository. weapp-tailwindcss-webpack-plugin is the
// package's old name: its 1.x–2.x history is the root CHANGELOG.md.
// Tags: `<package>@<version>`; the old name's releases were tagged `v<version>`.
const PACKAGES = {
  'weapp-tailwindcss': ['CHANGELOG.md', 'packages/weapp-tailwindcss/CHANGELOG.md'],
  'weapp-tailwindcss-webpack-plugin': ['CHANGELOG.md'],
  '@weapp-tailwindcss/merge': ['packages-runtime/merge/CHANGELOG.md'],
  '@weapp-tailwindcss/merge-v3': ['packages-runtime/merge-v3/CHANGELOG.md'],
  '@weapp-tailwindcss/cva': ['packages-runtime/cva/CHANGELOG.md'],
  '@weapp-tailwindcss/variants': ['packages-runtime/variants/CHANGELOG.md'],
  '@weapp-tailwindcss/runtime': ['packages-runtime/runtime/CHANGELOG.md'],
  '@weapp-tailwindcss/typography': ['packages-runtime/typography/CHANGELOG.md'],
  '@weapp-core/escape': [],
}

const [repo, commit = DEFAULT_COMMIT] = process.argv.slice(2)
if (!repo || !fs.existsSync(repo)) {
  console.error('usage: node scripts/lint-docs/refresh-releases.mjs <clone of sonofmagic/weapp-tailwindcss> [commit]')
  console.error('The clone gives the CHANGELOG headings; npm gives the published versions. Both are needed.')
  process.exit(2)
}

const SEMVER = String.raw`\d+\.\d+\.\d+(?:-(?:alpha|beta|rc|next)\.\d+)?`
// `## 4.12.0`, `## [3.5.0] (2024-8-15)`, and the old ranges `## 3.0.4-3.0.0`, `## 2.5.0~2.5.2` (both ends).
const HEADING = new RegExp(String.raw`^#{1,3} \[?v?(${SEMVER})(?:\s*[-~～]\s*(${SEMVER}))?\]?(?:\s|\(|$)`, 'gm')

function changelogVersions(file) {
  let text
  try {
    text = execFileSync('git', ['-C', repo, 'show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return []
  }
  return [...text.matchAll(HEADING)].flatMap(match => match.slice(1, 3).filter(Boolean))
}

const TAGS = execFileSync('git', ['-C', repo, 'tag', '--merged', commit], { encoding: 'utf8' }).split('\n')
function tagVersions(name) {
  const prefix = name === 'weapp-tailwindcss-webpack-plugin' ? 'v' : `${name}@`
  const exact = new RegExp(`^${SEMVER}$`)
  return TAGS.filter(tag => tag.startsWith(prefix)).map(tag => tag.slice(prefix.length)).filter(version => exact.test(version))
}

function npmVersions(name) {
  try {
    const out = execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const parsed = JSON.parse(out)
    return Array.isArray(parsed) ? parsed : [parsed]
  } catch {
    return []
  }
}

const byVersion = (a, b) => a.localeCompare(b, 'en', { numeric: true })
const packages = {}
for (const [name, changelogs] of Object.entries(PACKAGES)) {
  const fromNpm = npmVersions(name)
  const fromChangelogs = changelogs.flatMap(changelogVersions)
  const fromTags = tagVersions(name)
  packages[name] = [...new Set([...fromNpm, ...fromChangelogs, ...fromTags])].sort(byVersion)
  console.log(`${name}: ${packages[name].length} versions (npm ${fromNpm.length}, CHANGELOG ${new Set(fromChangelogs).size}, tags ${fromTags.length})`)
}

const resolved = execFileSync('git', ['-C', repo, 'rev-parse', commit], { encoding: 'utf8' }).trim()
fs.writeFileSync(OUT, `${JSON.stringify({ upstreamCommit: resolved, packages }, null, 2)}\n`)
console.log(`wrote ${path.relative(process.cwd(), OUT)}`)
