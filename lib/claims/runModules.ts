// Runs each claim module's proofs in a process of its own, two modules at a time, and checks after each
// module that the repository's installed Tailwind CSS packages are as they were.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { isTested, type ClaimModule } from './define'
import { changedPackageFiles, snapshotPackages } from './installedPackages'
import { moduleResultsOf } from './moduleResults'
import type { ProofResult } from './runProofs'

export interface RunModulesOptions {
  slow: boolean
  /** The script that runs one module's proofs and prints its results line (scripts/check-claims/module-cli.ts). */
  runner: string
  concurrency?: number
}

const viteNode = path.resolve(__dirname, '../../node_modules/vite-node/vite-node.mjs')

function runModuleProcess(root: string, file: string, options: RunModulesOptions): Promise<string> {
  const args = [viteNode, options.runner, `--root=${root}`, file, ...(options.slow ? ['--slow'] : [])]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', chunk => { output += chunk })
    child.stderr.on('data', chunk => { output += chunk })
    child.on('error', reject)
    child.on('close', () => resolve(output))
  })
}

export async function runModules(root: string, modules: ClaimModule[], options: RunModulesOptions): Promise<ProofResult[]> {
  const queue = modules.filter(module => module.claims.some(claim => isTested(claim) && (options.slow || !claim.slow)))
  const results: ProofResult[] = []
  const running = new Set<string>()
  let snapshot = snapshotPackages(root)
  const worker = async () => {
    for (let module = queue.shift(); module; module = queue.shift()) {
      running.add(module.file)
      const output = await runModuleProcess(root, module.file, options)
      running.delete(module.file)
      const byId = new Map((moduleResultsOf(output) ?? []).map(result => [result.id, result]))
      const now = snapshotPackages(root)
      const changed = changedPackageFiles(snapshot, now)
      snapshot = now
      const beside = [...running].join(', ')
      const guard = changed.length === 0 ? undefined
        : `${module.file} changed the repository's installed packages (${changed.join(', ')})${beside ? `, or ${beside} running beside it did` : ''}: `
          + 'work on a copy, or pass supportCustomLengthUnitsPatch: false; npm run check:claims -- --serial names the proof'
      for (const claim of module.claims.filter(isTested).filter(claim => options.slow || !claim.slow)) {
        const result = byId.get(claim.id)
        const error = !result ? `the module's process ended without a result:\n${output.slice(-2000)}` : result.error
        results.push({ claim, module: module.file, ok: !!result?.ok && !guard, error: [error, guard].filter(Boolean).join('; ') || undefined, ms: result?.ms ?? 0 })
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker))
  return results
}
