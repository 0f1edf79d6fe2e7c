// The committed version facts (scripts/lint-docs/data/version-facts.json) and the one question a
// version claim asks of them: between which two served releases did this thing first appear?
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { VersionFacts } from './extractFacts'

export interface VersionFactsFile {
  about: string
  package: string
  /** Release → facts, oldest first. */
  versions: Record<string, VersionFacts>
  /** Lowest tailwindcss-patch release of a range → the commands it lists. */
  tailwindcssPatchCommands: Record<string, string[]>
  /** Package → release → the conditions of its `exports['.']`. */
  exportConditions: Record<string, Record<string, string[]>>
}

const VERSION_FACTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/lint-docs/data/version-facts.json')

export function loadVersionFacts(file = VERSION_FACTS_FILE): VersionFactsFile {
  let parsed: Partial<VersionFactsFile>
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VersionFactsFile>
  } catch (error) {
    throw new Error(`version facts: cannot read ${path.relative(process.cwd(), file)} (${(error as Error).message}); regenerate it with npm run refresh:facts`)
  }
  if (!parsed.versions || Object.keys(parsed.versions).length === 0) {
    throw new Error(`version facts: ${path.relative(process.cwd(), file)} holds no releases; regenerate it with npm run refresh:facts`)
  }
  return { about: '', package: 'weapp-tailwindcss', tailwindcssPatchCommands: {}, exportConditions: {}, ...parsed } as VersionFactsFile
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** What a claim can be about: a kind the facts record, and its name. */
export interface Subject {
  kind: 'option' | 'appType' | 'exportPath' | 'exportName' | 'command' | 'patchFlag' | 'exportCondition'
  name: string
  /** For `exportCondition`: whose `exports`. */
  of?: string
}

export const describeSubject = (subject: Subject): string => ({
  option: `option \`${subject.name}\``,
  appType: `appType '${subject.name}'`,
  exportPath: `export \`weapp-tailwindcss/${subject.name}\``,
  exportName: `exported name \`${subject.name}\``,
  command: `command \`weapp-tw ${subject.name}\``,
  patchFlag: `\`weapp-tw patch ${subject.name}\``,
  exportCondition: `\`${subject.of}\` exports condition \`${subject.name}\``,
})[subject.kind]

/** Release → does it have the subject, oldest first. */
export function presence(facts: VersionFactsFile, subject: Subject): [string, boolean][] {
  if (subject.kind === 'exportCondition') {
    return Object.entries(facts.exportConditions[subject.of ?? ''] ?? {}).map(([version, conditions]) => [version, conditions.includes(subject.name)])
  }
  return Object.entries(facts.versions).map(([version, of]) => {
    switch (subject.kind) {
      case 'option': return [version, of.options.includes(subject.name)]
      case 'appType': return [version, of.appTypes.includes(subject.name)]
      case 'exportPath': return [version, of.exports.includes(subject.name)]
      case 'exportName': return [version, Object.values(of.exportNames).some(names => names.includes(subject.name))]
      case 'command': return [version, of.commands.includes(subject.name)]
      case 'patchFlag': return [version, of.patchFlags.includes(subject.name)]
    }
    return [version, false]
  })
}

/** Is the subject in any release the facts cover? Only such names make a sentence a checkable claim. */
export const isKnown = (facts: VersionFactsFile, subject: Subject): boolean => presence(facts, subject).some(([, has]) => has)

/**
 * Where the subject first appeared: after `lastAbsent` (undefined: it is in the oldest release the
 * facts hold, so how old it is cannot be told) and at or before `firstPresent`.
 */
export interface Appearance { lastAbsent?: string; firstPresent?: string; oldest: string }

export function appearance(facts: VersionFactsFile, subject: Subject): Appearance {
  const rows = presence(facts, subject)
  const index = rows.findIndex(([, has]) => has)
  return {
    lastAbsent: index > 0 ? rows[index - 1]![0] : undefined,
    firstPresent: index >= 0 ? rows[index]![0] : undefined,
    oldest: rows[0]?.[0] ?? '0.0.0',
  }
}

/** A claimed version: `4.2.6`, or `4.2` meaning some 4.2.x. The releases it can stand for, as [from, to). */
export function claimedRange(version: string): [string, string] {
  const parts = version.split('.').map(Number)
  if (parts.length >= 3) return [version, `${parts[0]}.${parts[1]}.${parts[2]! + 1}`]
  if (parts.length === 2) return [`${parts[0]}.${parts[1]}.0`, `${parts[0]}.${parts[1]! + 1}.0`]
  return [`${parts[0]}.0.0`, `${parts[0]! + 1}.0.0`]
}

export type Verdict = { ok: true } | { ok: false; actual: string } | { undecidable: string }

/** Does "the subject appeared in `version`" fit the facts? */
export function judgeSince(found: Appearance, version: string): Verdict {
  const [from, to] = claimedRange(version)
  if (!found.firstPresent) return { ok: false, actual: 'in no release the facts hold' }
  const actual = found.lastAbsent ? `first in a release after ${found.lastAbsent}, at the latest ${found.firstPresent}` : `already in ${found.oldest}, the oldest release the facts hold`
  if (!found.lastAbsent) {
    // Present from the oldest release on: a claim of an older version cannot be told apart.
    return compareVersions(from, found.oldest) <= 0 ? { undecidable: actual } : { ok: false, actual }
  }
  // The claimed releases must overlap (lastAbsent, firstPresent]: a patch claim names one release.
  const exact = version.split('.').length >= 3
  const afterLastAbsent = exact ? compareVersions(from, found.lastAbsent) > 0 : compareVersions(found.lastAbsent, to) < 0
  const fits = compareVersions(from, found.firstPresent) <= 0 && afterLastAbsent
  return fits ? { ok: true } : { ok: false, actual }
}

/** Does "the subject existed in `version`" fit the facts (a claim that something about it changed then)? */
export function judgeExists(found: Appearance, version: string): Verdict {
  const [from, to] = claimedRange(version)
  if (!found.firstPresent) return { ok: false, actual: 'in no release the facts hold' }
  if (!found.lastAbsent && compareVersions(from, found.oldest) < 0) return { undecidable: `already in ${found.oldest}, the oldest release the facts hold` }
  // Some release in the claimed range must be able to have it: after lastAbsent (a patch claim names one release).
  const exact = version.split('.').length >= 3
  if (found.lastAbsent && (exact ? compareVersions(from, found.lastAbsent) <= 0 : compareVersions(to, found.lastAbsent) <= 0)) return { ok: false, actual: `not yet there: first in a release after ${found.lastAbsent}, at the latest ${found.firstPresent}` }
  return { ok: true }
}
