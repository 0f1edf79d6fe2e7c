// version-claims: every "从 4.x 起 / 4.2.6 新增 / added in" on the pages that dates an option, an appType
// value, an export, a weapp-tw command or flag is checked against the facts generated from the
// published packages (scripts/lint-docs/data/version-facts.json), and two pages dating the same thing
// must agree. Claims the facts cannot decide are counted by reason, not passed in silence.
import type { Checker, CheckResult, Site } from '../checker'
import type { Finding } from '../finding'
import {
  appearance, claimedRange, compareVersions, describeSubject, judgeExists, judgeSince, loadVersionFacts, presence,
  type Subject, type Verdict, type VersionFactsFile,
} from '../../../lib/version-facts/versionFacts'
import { findVersionClaims, type TiedClaim } from './versionClaimFinder'

interface ClaimTally {
  found: number
  checked: number
  /** Of the checked: claims that something changed, where only that the subject existed then is checked. */
  existenceOnly: number
  /** Reason → how many claims stayed unchecked for it. */
  unchecked: Record<string, number>
}

export interface VersionClaimsResult extends CheckResult { tally: ClaimTally }

const subjectKey = (subject: Subject) => `${subject.kind}:${subject.of ?? ''}:${subject.name}`

function judge(facts: VersionFactsFile, claim: TiedClaim): Verdict {
  const found = appearance(facts, claim.subject)
  switch (claim.kind) {
    case 'since': return judgeSince(found, claim.version)
    case 'exists': return judgeExists(found, claim.version)
    case 'until': {
      // Missing up to `version` and there in the release after it.
      if (!found.firstPresent) return { ok: false, actual: 'in no release the facts hold' }
      if (!found.lastAbsent) return { undecidable: `already in ${found.oldest}` }
      const fits = compareVersions(claim.version, found.lastAbsent) >= 0 && compareVersions(claim.version, found.firstPresent) < 0
      return fits ? { ok: true } : { ok: false, actual: `missing up to ${found.lastAbsent}, there from ${found.firstPresent}` }
    }
    case 'removed': {
      const rows = presence(facts, claim.subject)
      const lastIndex = rows.map(([, has]) => has).lastIndexOf(true)
      if (lastIndex === -1) return { ok: false, actual: 'in no release the facts hold' }
      if (lastIndex === rows.length - 1) return { ok: false, actual: `still there in ${rows[lastIndex]![0]}` }
      const last = rows[lastIndex]![0]
      const gone = rows[lastIndex + 1]![0]
      const [from, to] = claimedRange(claim.version)
      const fits = compareVersions(from, gone) <= 0 && compareVersions(to, last) > 0
      return fits ? { ok: true } : { ok: false, actual: `last in ${last}, gone in ${gone}` }
    }
  }
}

const KIND_WORD = { since: 'first appears in', until: 'is missing up to', exists: 'exists (and changed) in', removed: 'is removed in' } as const

/** The release a claim dates the subject's first appearance to, for comparing pages: `until 4.1.13` reads as "after 4.1.13". */
const comparable = (claim: TiedClaim): string | undefined => claim.kind === 'since' ? claim.version : undefined

/** Two datings of one first appearance agree when one contains the other (`4.2` and `4.2.6`). */
function agree(a: string, b: string): boolean {
  const [af, at] = claimedRange(a)
  const [bf, bt] = claimedRange(b)
  return (compareVersions(af, bf) <= 0 && compareVersions(bt, at) <= 0) || (compareVersions(bf, af) <= 0 && compareVersions(at, bt) <= 0)
}

export function checkVersionClaims(pages: { file: string; source: string }[], facts: VersionFactsFile): VersionClaimsResult {
  const findings: Finding[] = []
  const checked: CheckResult['checked'] = []
  const tally: ClaimTally = { found: 0, checked: 0, existenceOnly: 0, unchecked: {} }
  const count = (reason: string) => { tally.unchecked[reason] = (tally.unchecked[reason] ?? 0) + 1 }
  const firstDatings = new Map<string, { file: string; line: number; version: string; subject: Subject }[]>()

  for (const page of pages) {
    const { tied, untied } = findVersionClaims(page.source, facts)
    tally.found += tied.length + untied.length
    untied.forEach(claim => count(claim.reason))
    for (const claim of tied) {
      const verdict = judge(facts, claim)
      if ('undecidable' in verdict) {
        count(`dated before the oldest release the facts hold (${verdict.undecidable})`)
        continue
      }
      tally.checked++
      checked.push({ file: page.file, line: claim.line })
      if (claim.kind === 'exists') tally.existenceOnly++
      if (!verdict.ok) {
        findings.push({ file: page.file, line: claim.line, what: `${describeSubject(claim.subject)} ${KIND_WORD[claim.kind]} ${claim.version}`, expected: `${claim.kind} ${claim.version}`, got: verdict.actual })
      }
      const version = comparable(claim)
      if (version) {
        const key = subjectKey(claim.subject)
        firstDatings.set(key, [...(firstDatings.get(key) ?? []), { file: page.file, line: claim.line, version, subject: claim.subject }])
      }
    }
  }

  // One fact, one date: pages that date the same first appearance differently disagree.
  for (const datings of firstDatings.values()) {
    const reported = new Set<string>()
    for (const a of datings) {
      for (const b of datings) {
        if (a === b || a.file === b.file || agree(a.version, b.version)) continue
        const key = `${a.file}:${a.line}`
        if (reported.has(key)) continue
        reported.add(key)
        findings.push({ file: a.file, line: a.line, what: `${describeSubject(a.subject)}: pages disagree on when it first appeared`, expected: `${a.version} (this page)`, got: `${b.version} at ${b.file}:${b.line}` })
      }
    }
  }
  return { checked, findings, tally }
}

export const versionClaims: Checker = {
  name: 'version-claims',
  async run(site: Site) {
    let facts: VersionFactsFile
    try {
      facts = loadVersionFacts()
    } catch (error) {
      return { checked: [], findings: [{ file: 'scripts/lint-docs/data/version-facts.json', line: 1, what: 'version facts unreadable', expected: 'the committed facts', got: (error as Error).message }] }
    }
    const result = checkVersionClaims(site.pages, facts)
    const unchecked = Object.entries(result.tally.unchecked).sort(([, a], [, b]) => b - a).map(([reason, n]) => `${n} ${reason}`).join('; ')
    const { found, checked, existenceOnly } = result.tally
    console.log(`check:examples version-claims: ${found} claim(s) found, ${checked} checked against the facts (${existenceOnly} of them say something changed: only that it existed then is checked); ${found - checked} left unchecked: ${unchecked || 'none'}`)
    return { checked: result.checked, findings: result.findings }
  },
}
