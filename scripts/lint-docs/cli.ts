// npm run lint:docs [-- --fix] [-- --strict-translations] [folder with docs/ and blog/]
import { lintDocs } from './lintDocs'
import { formatProblem } from './problem'

const FLAGS = ['--fix', '--strict-translations']
const args = process.argv.slice(2)
const fix = args.includes('--fix')
const strictTranslations = args.includes('--strict-translations')
const folders = args.filter(arg => !FLAGS.includes(arg))
if (folders.length > 1 || folders.some(arg => arg.startsWith('-'))) {
  console.error('usage: npm run lint:docs [-- --fix] [-- --strict-translations] [folder holding docs/ and blog/]')
  process.exit(2)
}

const problems = await lintDocs({ root: folders[0], fix, strictTranslations })
for (const problem of problems) console.log(formatProblem(problem))
const errors = problems.filter(problem => !problem.warning)
const warnings = problems.length - errors.length
const fixable = errors.filter(problem => problem.fixable).length
const warned = warnings > 0 ? `${warnings} warning(s) (English pages waiting for their update; --strict-translations makes them fail)` : ''
if (errors.length === 0) {
  console.log(warned ? `\nlint:docs: no problems, ${warned}` : 'lint:docs: no problems')
} else {
  console.log(`\nlint:docs: ${errors.length} problem(s)${fixable > 0 ? `, ${fixable} fixable with: npm run lint:docs -- --fix` : ''}${warned ? `; ${warned}` : ''}`)
  process.exitCode = 1
}
