// How a claim module's process hands its proof results to check:claims.
export const MODULE_RESULTS_MARKER = 'check-claims-results:'

export interface ModuleResult {
  id: string
  ok: boolean
  error?: string
  ms: number
}

/** The results line of a module process's output, or undefined when the process died before printing it. */
export function moduleResultsOf(output: string): ModuleResult[] | undefined {
  const line = output.split('\n').reverse().find(text => text.startsWith(MODULE_RESULTS_MARKER))
  return line ? (JSON.parse(line.slice(MODULE_RESULTS_MARKER.length)) as ModuleResult[]) : undefined
}
