// Runs the proofs of the tested claims, two at a time (many spawn a child process, and the machine
// the suite must fit has two cores), each with its own time limit.
import { performance } from 'node:perf_hooks'
import type { ClaimModule, TestedClaim } from './define'
import { isTested } from './define'
import { changedPackageFiles, snapshotPackages } from './installedPackages'

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

/**
 * Runs the proofs; with `root`, a proof after which an installed Tailwind CSS package has changed fails,
 * naming the files (and the proofs that ran beside it, which may share the blame).
 */
export async function runProofs(modules: ClaimModule[], options: { slow: boolean; concurrency?: number; root?: string }): Promise<ProofResult[]> {
  const runs = (claim: TestedClaim) => options.slow || !claim.slow
  const queue = modules.flatMap(module => module.claims.filter(isTested).filter(runs).map(claim => ({ claim, module: module.file })))
  const results: ProofResult[] = []
  const running = new Set<string>()
  let snapshot = options.root ? snapshotPackages(options.root) : undefined
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      running.add(next.claim.id)
      const result = await runOne(next.claim, next.module)
      running.delete(next.claim.id)
      if (options.root && snapshot) {
        const now = snapshotPackages(options.root)
        const changed = changedPackageFiles(snapshot, now)
        snapshot = now
        if (changed.length > 0) {
          const beside = [...running].join(', ')
          const message = `the proof changed the repository's installed packages (${changed.join(', ')})${beside ? `, or ${beside} running beside it did` : ''}: work on a copy, or pass supportCustomLengthUnitsPatch: false`
          Object.assign(result, { ok: false, error: result.error ? `${result.error}; ${message}` : message })
        }
      }
      results.push(result)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  return results
}
