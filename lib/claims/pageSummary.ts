// What a page's statements were verified against: the claims that quote the page itself or a partial
// it imports (partials importing partials included). The build puts this on each docs page.
import fs from 'node:fs'
import path from 'node:path'
import { partialImports } from '../content/partials'
import { isTested, type ClaimModule } from './define'

export interface PageVerification {
  /** Sentences of this page or its partials that a claim proven by a test quotes. */
  tested: number
  /** Sentences quoted by claims recorded as checked by hand. */
  manual: number
  /** The claim modules holding them, repository-relative, sorted. */
  modules: string[]
}

/** The page and every partial it imports, as repository-relative paths. */
function pageAndPartials(root: string, page: string, seen = new Set<string>()): string[] {
  if (seen.has(page)) return []
  seen.add(page)
  const file = path.join(root, page)
  if (!fs.existsSync(file)) return [page]
  const source = fs.readFileSync(file, 'utf8')
  return [page, ...partialImports(page, source).flatMap(partial => pageAndPartials(root, partial.file, seen))]
}

export function pageVerification(root: string, page: string, modules: ClaimModule[]): PageVerification {
  const files = new Set(pageAndPartials(root, page))
  const tying = modules.flatMap(module => module.claims.flatMap(claim =>
    claim.quotes.filter(quote => files.has(quote.page)).map(() => ({ claim, module: module.file }))))
  return {
    tested: tying.filter(({ claim }) => isTested(claim)).length,
    manual: tying.filter(({ claim }) => !isTested(claim)).length,
    modules: [...new Set(tying.map(({ module }) => module))].sort(),
  }
}
