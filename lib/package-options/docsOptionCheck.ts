import fs from 'node:fs'
import path from 'node:path'
import { checkMentions, type OptionProblem, type PackageFacts } from './checkOptionMentions'
import { scanPage } from './optionMentions'
import { findOptionsDeclarationFile, readInterfaceOptions, type PackageOption } from './optionNames'
import { readRuntimeDefaultsV4, resolveDefault } from './packageDefaults'

/**
 * Options of older majors that migration pages have to name to explain an
 * upgrade. Nowhere else may a page use them; entries marked 2.x are checked
 * against weapp-tailwindcss-webpack-plugin@2's types by the unit tests.
 */
export const OLD_MAJOR_OPTIONS: ReadonlyMap<string, string> = new Map([
  ['replaceUniversalSelectorWith', '2.x; 3.0 moved it to cssSelectorReplacement.universal'],
  ['minifiedJs', '2.x; removed in 3.0, minification follows the bundler'],
  ['jsEscapeStrategy', '2.x; removed in 3.0, only the replace strategy is left'],
  ['mangle', '2.x; class-name mangling, removed in 3.0'],
  ['customRuleCallback', '2.x and 3.x; removed in 4.0'],
  ['jsAstTool', '3.1.0 to 3.x; removed in 4.0 (not in any pinned package, see migrations/v3)'],
])

/** Pages about upgrading from, or still using, an older major. */
export const MIGRATION_PAGE = /^docs\/(?:migrations\/|releases\/v2\.|issues\/v1\.|quick-start\/v2\/index\.)/

/** Names and comparable defaults of the pinned weapp-tailwindcss's UserDefinedOptions. */
export function readPackageFacts(siteDir: string): { options: PackageOption[]; facts: PackageFacts } {
  const declarationFile = findOptionsDeclarationFile(path.join(siteDir, 'node_modules/weapp-tailwindcss/dist'))
  const options = readInterfaceOptions(fs.readFileSync(declarationFile, 'utf8'))
  const runtime = readRuntimeDefaultsV4()
  const defaults = new Map(options.flatMap(option => {
    const resolved = resolveDefault(option, runtime)
    return resolved ? [[option.name, resolved] as const] : []
  }))
  return { options, facts: { names: new Set(options.map(option => option.name)), defaults } }
}

/** Problems of one page; `file` is relative to the site, e.g. docs/intro.md. */
export function checkPage(file: string, markdown: string, facts: PackageFacts): OptionProblem[] {
  const allowed = MIGRATION_PAGE.test(file) ? new Set(OLD_MAJOR_OPTIONS.keys()) : new Set<string>()
  return checkMentions(file, scanPage(markdown), facts, allowed)
}
