import { OPTION_TYPES } from './optionTypes'

// The Play's check of the options a reader writes, before anything runs: every key must be an option of
// weapp-tailwindcss's UserDefinedOptions and hold a JSON kind that option accepts. The page words the
// problems in the reader's language (src/components/Play/parseOptions.ts); the docs MCP server refuses the same inputs.

export type OptionProblem =
  | { kind: 'unknown'; key: string }
  | { kind: 'type'; key: string; allowed: readonly string[]; actual: string }

/** The JSON kind of a value as the options table names them: array, null, or its typeof. */
export const jsonKind = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

export function optionProblems(options: Record<string, unknown>): OptionProblem[] {
  const problems: OptionProblem[] = []
  for (const [key, value] of Object.entries(options)) {
    const allowed = Object.hasOwn(OPTION_TYPES, key) ? OPTION_TYPES[key] : undefined
    if (!allowed) problems.push({ kind: 'unknown', key })
    else if (!allowed.includes(jsonKind(value))) problems.push({ kind: 'type', key, allowed, actual: jsonKind(value) })
  }
  return problems
}
