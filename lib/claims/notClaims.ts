// Sentences the detector flags that state nothing a tool, option, command or version does: advice to the
// reader, facts about people and the community, readings of a licence, the story of a post. Each is listed
// with its reason, quoted like a claim (it must stand once on its page, so an edit brings it back for review),
// and counted apart from the behaviour sentences instead of being hidden by a looser detector.
import fs from 'node:fs'
import path from 'node:path'
import { quoteLines } from './quotes'

export const NOT_A_CLAIM_REASONS = {
  advice: 'tells the reader what to do or consider; it states no behaviour',
  people: 'about people, groups or sponsorship, not about a tool',
  legal: 'a reading of a licence or of terms, not a behaviour',
  narrative: 'the story or motive told in a post or page, not a behaviour',
} as const

type NotAClaimReason = keyof typeof NOT_A_CLAIM_REASONS

export interface NotAClaim {
  page: string
  /** The sentence, or a fragment unique on its page, as written in the source. */
  text: string
  reason: NotAClaimReason
}

/** Entries whose sentence no longer stands once on its page, or whose reason is not one of the four. */
export function notAClaimProblems(root: string, entries: NotAClaim[]): string[] {
  const problems: string[] = []
  const sources = new Map<string, string>()
  for (const entry of entries) {
    if (!(entry.reason in NOT_A_CLAIM_REASONS)) problems.push(`${entry.page}: «${entry.text}» has no known reason (${Object.keys(NOT_A_CLAIM_REASONS).join(', ')})`)
    const file = path.join(root, entry.page)
    if (!sources.has(entry.page)) sources.set(entry.page, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')
    const found = quoteLines(sources.get(entry.page)!, entry.text).length
    if (found !== 1) {
      problems.push(`${entry.page}: the sentence «${entry.text}» reviewed as not a claim ${found === 0 ? 'is no longer on the page: review the new wording (it may now state a behaviour)' : `occurs ${found} times: quote more of it`}`)
    }
  }
  return problems
}
