// npm run lint:docs [-- --fix] [folder with docs/ and blog/]
import { lintDocs } from './lintDocs'
import { formatProblem } from './problem'

const args = process.argv.slice(2)
const fix = args.includes('--fix')
const folders = args.filter(arg => arg !== '--fix')
if (folders.length > 1 || folders.some(arg => arg.startsWith('-'))) {
  console.error('usage: npm run lint:docs [-- --fix] [folder holding docs/ and blog/]')
  process.exit(2)
}

const problems = await lintDocs({ root: folders[0], fix })
for (const problem of problems) console.log(formatProblem(problem))
const fixable = problems.filter(problem => problem.fixable).length
if (problems.length === 0) {
  console.log('lint:docs: no problems')
} else {
  console.log(`\nlint:docs: ${problems.length} problem(s)${fixable > 0 ? `, ${fixable} fixable with: npm run lint:docs -- --fix` : ''}`)
  process.exitCode = 1
}
