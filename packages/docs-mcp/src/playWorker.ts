import { parentPort, workerData } from 'node:worker_threads'
import { checkClasses } from '../../../lib/play/checkClasses.mjs'
import { IMPORT_REFUSED, PLAY_IMPORTS } from '../../../lib/play/imports.mjs'
import { nodeStylesheetLoader } from '../../../lib/play/node-stylesheets.mjs'
import { runPlay } from '../../../lib/play/transform.mjs'

// The thread the Play's transform runs in: the same runPlay as /play, with the stylesheets loaded as the
// Node parity check loads them. A thread of its own, so a run past the time limit can be stopped.

type Job = { id: number; op: 'transform' | 'check'; input: Record<string, unknown> }

const root = (workerData as { root: string }).root
const loadFromNodeModules = nodeStylesheetLoader(root)
// Only the imports /play allows, refused with its words: no other file on this machine can be pulled into a run.
const loadStylesheet = (id: string) => (PLAY_IMPORTS.includes(id) ? loadFromNodeModules(id) : Promise.reject(new Error(IMPORT_REFUSED.en(id))))
const run = (input: { template: string; css: string; options: object; script: string }) => runPlay(input, { loadStylesheet, basedir: root })

async function answer({ id, op, input }: Job): Promise<void> {
  try {
    const result = op === 'transform'
      ? await run(input as Parameters<typeof run>[0])
      : await checkClasses(run, input)
    parentPort!.postMessage({ id, ok: true, result })
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) })
  }
}

// Ready once the packages are loaded and a context exists: the first real run is then timed like a warm one, as on /play.
await run({ template: '<view class="p-1"></view>', css: '@import "weapp-tailwindcss/index.css";\n', options: {}, script: '' })
parentPort!.on('message', (job: Job) => void answer(job))
parentPort!.postMessage({ ready: true })
