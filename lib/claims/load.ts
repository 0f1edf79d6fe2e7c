// Reads every claim module under <root>/claims and checks that the registry is well formed.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ClaimModule } from './define'

const CLAIMS_DIR = 'claims'

export function claimModuleFiles(root: string): string[] {
  const dir = path.join(root, CLAIMS_DIR)
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter(name => /\.ts$/.test(name) && !name.endsWith('.d.ts')).sort().map(name => `${CLAIMS_DIR}/${name}`)
}

export async function loadClaimModules(root: string, files = claimModuleFiles(root)): Promise<ClaimModule[]> {
  const modules: ClaimModule[] = []
  for (const file of files) {
    const loaded = (await import(pathToFileURL(path.join(root, file)).href)) as { default?: ClaimModule }
    if (!loaded.default || !Array.isArray(loaded.default.claims)) throw new Error(`${file}: export default defineClaims(import.meta.url, [...]) is missing`)
    modules.push({ file, claims: loaded.default.claims })
  }
  return modules
}

/** Problems with the registry itself: duplicate ids, empty quotes, quotes of pages that do not exist. */
export function registryProblems(root: string, modules: ClaimModule[]): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const module of modules) {
    for (const claim of module.claims) {
      const where = `${module.file} › ${claim.id}`
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(claim.id)) problems.push(`${where}: the id must be kebab-case`)
      if (seen.has(claim.id)) problems.push(`${where}: the id is also used in ${seen.get(claim.id)}`)
      seen.set(claim.id, module.file)
      if (claim.quotes.length === 0) problems.push(`${where}: quotes no sentence`)
      for (const quote of claim.quotes) {
        if (quote.text.trim().length < 8) problems.push(`${where}: the quote «${quote.text}» is too short to tie a sentence`)
        if (!fs.existsSync(path.join(root, quote.page))) problems.push(`${where}: quotes ${quote.page}, which does not exist`)
      }
      if ('manual' in claim) {
        for (const field of ['ran', 'versions', 'on', 'why'] as const) {
          if (!claim.manual[field]?.trim()) problems.push(`${where}: the manual record needs '${field}'`)
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(claim.manual.on)) problems.push(`${where}: the manual record's 'on' must be a date (YYYY-MM-DD)`)
      }
    }
  }
  return problems
}
