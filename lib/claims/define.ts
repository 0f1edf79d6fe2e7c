// A claim ties sentences on the pages to the thing that proves them. The quote is the link: when the
// sentence is edited the quote no longer matches and check:claims names the page, the sentence and
// the claim, so whoever edits a sentence revisits its proof.

/** One sentence (or a fragment long enough to be unique on its page), exactly as written in the source. */
export interface Quote {
  /** Repository-relative path of the page or partial: `docs/…`, `blog/…` or `i18n/en/…`. */
  page: string
  /** The words as they stand in the Markdown source; runs of whitespace and line breaks match any whitespace. */
  text: string
}

/** Where a check cannot run here: what was run by hand, with which versions, when, and why it stays manual. */
interface ManualCheck {
  ran: string
  versions: string
  /** ISO date of the check. */
  on: string
  why: string
}

interface ClaimBase {
  /** Unique across all claim modules; printed in every report. */
  id: string
  /** What the quoted sentences say, in one line of English, so a reader of the report knows what is at stake. */
  says: string
  quotes: Quote[]
}

/**
 * Proven by running the real thing. `proof` throws (node:assert) when the sentence is false.
 * `slow` proofs (fixture builds, installs from the registry) run with `npm run check:claims -- --slow`, which
 * the weekly recipes workflow does, not in `npm test`.
 */
export interface TestedClaim extends ClaimBase {
  proof: () => Promise<void> | void
  slow?: boolean
  /** Time limit for the proof, in ms (default 120 000). */
  timeoutMs?: number
}

interface RecordedClaim extends ClaimBase { manual: ManualCheck }

export type Claim = TestedClaim | RecordedClaim

export interface ClaimModule {
  /** Repository-relative path of the module, for reports and for the proof links on the pages. */
  file: string
  claims: Claim[]
}

export const isTested = (claim: Claim): claim is TestedClaim => 'proof' in claim

/**
 * Declares the claims of one module: `export default defineClaims(import.meta.url, [...])`.
 * Proofs import heavy packages inside their body, so reading the claims (the build does, for the
 * verification line of each page) stays cheap.
 */
export function defineClaims(moduleUrl: string, claims: Claim[]): ClaimModule {
  const marker = '/claims/'
  const at = moduleUrl.lastIndexOf(marker)
  const file = at === -1 ? moduleUrl : `claims/${decodeURIComponent(moduleUrl.slice(at + marker.length))}`
  return { file, claims }
}
