// The two checks of check:claims that read pages: every quote still stands, once, on its page; and
// which detected sentences are tied to a proof.
import fs from 'node:fs'
import path from 'node:path'
import { isTested, type Claim, type ClaimModule, type Quote } from './define'
import { collapse, quoteLines } from './quotes'
import { sentencesOf } from './sentences'
import { looksLikeClaim } from './detector'
import type { NotAClaim } from './notClaims'

export interface QuoteProblem {
  page: string
  quote: string
  claim: string
  module: string
  found: number
}

export function formatQuoteProblem(problem: QuoteProblem): string {
  const what = problem.found === 0 ? 'is no longer on the page (edited or removed): re-check the proof and update the quote' : `occurs ${problem.found} times: quote more of it`
  return `${problem.page}: the sentence «${problem.quote}» ${what}. Claim ${problem.claim} in ${problem.module}.`
}

export function quoteProblems(root: string, modules: ClaimModule[]): QuoteProblem[] {
  const sources = new Map<string, string>()
  const read = (page: string) => {
    if (!sources.has(page)) sources.set(page, fs.existsSync(path.join(root, page)) ? fs.readFileSync(path.join(root, page), 'utf8') : '')
    return sources.get(page)!
  }
  const problems: QuoteProblem[] = []
  for (const module of modules) {
    for (const claim of module.claims) {
      for (const quote of claim.quotes) {
        const found = quoteLines(read(quote.page), quote.text).length
        if (found !== 1) problems.push({ page: quote.page, quote: quote.text, claim: claim.id, module: module.file, found })
      }
    }
  }
  return problems
}

type Proof = 'test' | 'manual' | 'none' | 'not-a-claim'

export interface DetectedSentence {
  page: string
  line: number
  text: string
  proof: Proof
  claim?: string
}

const covers = (quote: Quote, sentence: string): boolean => {
  const a = collapse(quote.text)
  const b = collapse(sentence)
  return b.includes(a) || a.includes(b)
}

/** Every sentence on the given pages that reads like a behaviour claim, with the proof that ties it, if any. */
export function detectSentences(pages: { page: string; source: string; locale: 'zh-cn' | 'en' }[], modules: ClaimModule[], notClaims: NotAClaim[] = []): DetectedSentence[] {
  const byPage = new Map<string, { quote: Quote; claim: Claim }[]>()
  for (const module of modules) {
    for (const claim of module.claims) {
      for (const quote of claim.quotes) byPage.set(quote.page, [...(byPage.get(quote.page) ?? []), { quote, claim }])
    }
  }
  return pages.flatMap(({ page, source, locale }) =>
    sentencesOf(source).filter(sentence => looksLikeClaim(sentence.text, locale)).map(sentence => {
      const tie = (byPage.get(page) ?? []).find(({ quote }) => covers(quote, sentence.text))
      const reviewed = !tie && notClaims.some(entry => entry.page === page && covers(entry, sentence.text))
      const proof: Proof = tie ? (isTested(tie.claim) ? 'test' : 'manual') : reviewed ? 'not-a-claim' : 'none'
      return { page, line: sentence.line, text: sentence.text, proof, claim: tie?.claim.id }
    }),
  )
}

/** `total` counts the behaviour sentences; those reviewed as not a claim are counted apart. */
export interface Coverage { test: number; manual: number; none: number; total: number; notClaims: number }

export function coverageOf(sentences: DetectedSentence[]): Coverage {
  const count = (proof: Proof) => sentences.filter(sentence => sentence.proof === proof).length
  const notClaims = count('not-a-claim')
  return { test: count('test'), manual: count('manual'), none: count('none'), total: sentences.length - notClaims, notClaims }
}
