import { defaultSource, formatLiteral, NOT_A_LITERAL, parseLiteral, sameLiteral } from './literal'
import type { OptionMention } from './optionMentions'
import type { OptionDefault } from './packageDefaults'

export interface PackageFacts {
  /** Option names of the pinned package's UserDefinedOptions. */
  names: ReadonlySet<string>
  /** Defaults that can be compared, by option name (see resolveDefault). */
  defaults: ReadonlyMap<string, OptionDefault>
}

export interface OptionProblem {
  file: string
  line: number
  message: string
}

/**
 * Problems in one page: names the package does not have (unless allowed on
 * this page), and stated defaults that differ from the package's. A stated
 * value that is not a JS literal (`box-sizing: border-box`, 关闭) is not
 * compared: it is prose, not a claim this check can verify.
 */
export function checkMentions(file: string, mentions: OptionMention[], facts: PackageFacts, allowed: ReadonlySet<string> = new Set()): OptionProblem[] {
  const byLowerCase = new Map([...facts.names].map(name => [name.toLowerCase(), name]))
  const problems: OptionProblem[] = []
  const isOptionTable = (names: string[]) => names.filter(name => facts.names.has(name)).length * 2 > names.length
  for (const mention of mentions) {
    if (mention.tableNames && !isOptionTable(mention.tableNames)) continue
    // Anchors are lower-cased by the heading slugger.
    const name = mention.via === 'link' ? byLowerCase.get(mention.name.toLowerCase()) : facts.names.has(mention.name) ? mention.name : undefined
    if (!name) {
      if (!allowed.has(mention.name)) {
        const what = mention.via === 'link' ? `links to #${mention.name} on the options page` : `uses option "${mention.name}"`
        problems.push({ file, line: mention.line, message: `${what}, which weapp-tailwindcss does not have` })
      }
      continue
    }
    if (mention.statedDefault === undefined) continue
    const stated = parseLiteral(defaultSource(mention.statedDefault))
    const actual = facts.defaults.get(name)
    if (stated === NOT_A_LITERAL || !actual || sameLiteral(stated, actual.value)) continue
    problems.push({
      file,
      line: mention.line,
      message: `states the default of "${name}" is ${mention.statedDefault}, the package's is ${formatLiteral(actual.value)}`,
    })
  }
  return problems
}
