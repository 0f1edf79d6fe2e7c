// Runs the proofs of the tested claims, two at a time (many spawn a child process, and the machine
// the suite must fit has two cores), each with its own time limit.
import { performance } from 'node:perf_hooks'
import type { ClaimModule, TestedClaim } from './define'
import { isTested } from './define'

export interface ProofResult {
  claim: TestedClaim
  module: string
  ok: boolean
  error?: string
  ms: number
}

const DEFAULT_TIMEOUT_MS = 120_000

async function runOne(claim: TestedClaim, module: string): Promise<ProofResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const limit = claim.timeoutMs ?? DEFAULT_TIMEOUT_MS
  try {
    await Promise.race([
      Promise.resolve().then(() => claim.proof()),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`the proof did not finish within ${limit} ms`)), limit) }),
    ])
    return { claim, module, ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { claim, module, ok: false, error: message, ms: Math.round(performance.now() - started) }
  } finally {
    clearTimeout(timer)
  }
}

export async function runProofs(modules: ClaimModule[], options: { slow: boolean; concurrency?: number }): Promise<ProofResult[]> {
  const runs = (claim: TestedClaim) => options.slow || !claim.slow
  const queue = modules.flatMap(module => module.claims.filter(isTested).filter(runs).map(claim => ({ claim, module: module.file })))
  const results: ProofResult[] = []
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await runOne(next.claim, next.module))
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  return results
}
