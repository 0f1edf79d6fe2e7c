// npm run lint:docs-drift: the npm scripts, repository paths and environment variables that README.md,
// ARCHITECTURE.md, CONTRIBUTING.md and the folders' READMEs name must exist; one line per mention that does not.
import { fileURLToPath } from 'node:url'
import { docsDrift, formatDriftProblem, guideFiles } from './docsDrift'

const root = fileURLToPath(new URL('../../', import.meta.url))
const problems = docsDrift(root)
for (const problem of problems) console.log(formatDriftProblem(problem))
console.log(`lint:docs-drift: ${guideFiles(root).length} guide(s), ${problems.length} problem(s)`)
if (problems.length > 0) process.exitCode = 1
