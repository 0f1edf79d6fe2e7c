// Runs the proofs of one claim module in a process of its own, one at a time, and prints the results as
// one JSON line for check:claims. A process per module keeps what proofs leave in memory (Tailwind CSS 3's
// context cache, weapp-tailwindcss's compiler contexts, process.env) from reaching another module's proofs.
import { fileURLToPath } from 'node:url'
import { loadClaimModules } from '../../lib/claims/load'
import { runProofs } from '../../lib/claims/runProofs'
import { MODULE_RESULTS_MARKER, type ModuleResult } from '../../lib/claims/moduleResults'

const args = process.argv.slice(2)
const root = args.find(arg => arg.startsWith('--root='))?.slice('--root='.length) ?? fileURLToPath(new URL('../../', import.meta.url))
const [file] = args.filter(arg => !arg.startsWith('--'))
const flags = args.filter(arg => arg.startsWith('--'))
const [module] = await loadClaimModules(root, [file!])
const results = await runProofs([module!], { slow: flags.includes('--slow'), concurrency: 1 })
const line: ModuleResult[] = results.map(({ claim, ok, error, ms }) => ({ id: claim.id, ok, error, ms }))
console.log(`${MODULE_RESULTS_MARKER}${JSON.stringify(line)}`)
// Proofs may leave servers or watchers behind; the results are out.
process.exit(0)
