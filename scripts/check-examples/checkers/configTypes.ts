// config-types: every snippet on the site that imports weapp-tailwindcss (any subpath) is type-checked
// against the pinned package's own .d.ts files, so a misspelled option, an option value of the wrong
// type or an import name the package does not export fails with the page line that has it.
import type { Checker, CheckResult, Site } from '../checker'
import type { Finding } from '../finding'
import { prepareSnippet, type SkippedSnippet, type Snippet } from './config-types/snippets'
import { typecheckSnippets, type SnippetError } from './config-types/typecheck'

export interface ConfigTypesReport extends CheckResult {
  found: number
  typeChecked: number
  /** Type-checked after dropping `...` elisions or wrapping object members. */
  fragments: number
  /** Fragments using names defined elsewhere on their page, checked with those names as `any`. */
  namesFromElsewhere: number
  skipped: SkippedSnippet[]
}

const describe = (snippet: Snippet): string => `config snippet${snippet.title ? ` (${snippet.title})` : ''}`

const toFinding = (error: SnippetError): Finding => ({
  file: error.snippet.file,
  line: error.line,
  what: `${describe(error.snippet)} does not type-check against weapp-tailwindcss 4.12.0`,
  expected: error.accepted ?? 'code the pinned types accept',
  got: `TS${error.code}: ${error.message}`,
})

export function checkConfigTypes(site: Site): ConfigTypesReport {
  const snippets: Snippet[] = []
  const skipped: SkippedSnippet[] = []
  const findings: Finding[] = []
  let found = 0
  for (const page of site.pages) {
    for (const block of page.blocks) {
      const prepared = prepareSnippet(page.file, block)
      if (!prepared) continue
      found++
      if ('snippet' in prepared) snippets.push(prepared.snippet)
      else if ('skipped' in prepared) skipped.push(prepared.skipped)
      else findings.push({ file: prepared.syntaxError.file, line: prepared.syntaxError.line, what: 'config snippet does not parse', expected: 'TypeScript/JavaScript that parses', got: prepared.syntaxError.message })
    }
  }
  const { errors, withNamesFromElsewhere } = typecheckSnippets(site.root, snippets)
  findings.push(...errors.map(toFinding))

  // Types prove a snippet's imports and options, never a result a page shows; the one output-bearing block
  // among these (a compiled script on the principle page) is compared with real output by `transforms`.
  // So this check adds no example to the coverage of output-bearing examples.
  return {
    checked: [], findings, found, typeChecked: snippets.length, fragments: snippets.filter(snippet => snippet.wrapped).length,
    namesFromElsewhere: withNamesFromElsewhere.length, skipped,
  }
}

export const configTypes: Checker = {
  name: 'config-types',
  async run(site) {
    const report = checkConfigTypes(site)
    console.log(`config-types: ${report.found} config snippet(s) found, ${report.typeChecked} type-checked (${report.fragments} fragment(s) made to parse, ${report.namesFromElsewhere} with names from elsewhere on the page as any), ${report.skipped.length} skipped`)
    for (const skip of report.skipped) console.log(`  skipped ${skip.file}:${skip.line}${skip.title ? ` (${skip.title})` : ''}: ${skip.reason}`)
    return { checked: report.checked, findings: report.findings }
  },
}
