// Proofs run against the repository's own node_modules, which every other check shares: a proof that
// patches an installed package (weapp-tw patch, or a plugin created with the repository as its base and
// the length-unit patch left on) changes what the next check sees. Proofs work on copies; this catches
// one that does not, right after it ran.
import fs from 'node:fs'
import path from 'node:path'

/** The installed Tailwind CSS packages weapp-tailwindcss patches, and how a patch shows. */
const WATCHED = [
  // Tailwind CSS 4: patched for rpx by weapp-tailwindcss's postinstall at install time; nothing else may write it.
  { name: 'tailwindcss', files: 'dist' },
  // Tailwind CSS 3 (the `tailwindcss-3` alias) stays without rpx: check:examples shows what `weapp-tw status` says of such a copy.
  { name: 'tailwindcss-3', files: 'lib/util' },
] as const

export type PackageSnapshot = Map<string, string>

function filesOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesOf(full) : [full]
  })
}

/** Size and modification time of each watched file: a write changes them, reading does not. */
export function snapshotPackages(root: string): PackageSnapshot {
  const snapshot: PackageSnapshot = new Map()
  for (const watched of WATCHED) {
    for (const file of filesOf(path.join(root, 'node_modules', watched.name, watched.files))) {
      const stat = fs.statSync(file)
      snapshot.set(path.relative(root, file).split(path.sep).join('/'), `${stat.size}:${stat.mtimeMs}`)
    }
  }
  return snapshot
}

/** Watched files written, added or removed since the snapshot. */
export function changedPackageFiles(before: PackageSnapshot, after: PackageSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter(name => before.get(name) !== after.get(name)).sort()
}
