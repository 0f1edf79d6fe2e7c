// npm run check:recipes [-- <recipe> …] [--jobs=2] [--scratch=<dir>]: follows each quick start page in a scratch project
// (install as the page says, write the page's files, build with the page's command), checks the
// output, and prints a table of recipe × installed versions × result × time × date.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Project, Unavailable, type Recipe } from './recipe'
import { RECIPES } from './recipes/index'
import { StepFailed } from './run'
import { resultsTable, type RecipeResult } from './table'

const root = fileURLToPath(new URL('../../', import.meta.url))
const wanted = process.argv.slice(2).filter(arg => !arg.startsWith('--'))
const jobs = Number(process.argv.find(arg => arg.startsWith('--jobs='))?.slice('--jobs='.length) ?? 2)
const unknown = wanted.filter(name => !RECIPES.some(recipe => recipe.name === name))
if (unknown.length > 0) {
  console.error(`check:recipes: no recipe ${unknown.join(', ')}; known: ${RECIPES.map(recipe => recipe.name).join(', ')}`)
  process.exit(2)
}
const selected = RECIPES.filter(recipe => wanted.length === 0 || wanted.includes(recipe.name))
// --scratch=<dir> keeps the scratch projects and their logs where CI can upload them.
const scratchOption = process.argv.find(arg => arg.startsWith('--scratch='))?.slice('--scratch='.length)
const scratch = scratchOption ? path.resolve(scratchOption) : fs.mkdtempSync(path.join(os.tmpdir(), 'check-recipes-'))
fs.mkdirSync(scratch, { recursive: true })
const today = new Date().toISOString().slice(0, 10)

/** The package (and version) npm could not find, from an install's error output. */
function missingFromRegistry(output: string): string | undefined {
  return /No matching version found for (\S+?)\.?$/m.exec(output)?.[1] ?? /The requested resource '([^']+)' could not be found/.exec(output)?.[1]
}

async function follow(recipe: Recipe): Promise<RecipeResult> {
  const base = { name: recipe.name, pages: recipe.pages, date: today }
  if (recipe.cannot) return { ...base, versions: [], outcome: 'cannot', detail: recipe.cannot, seconds: 0 }
  const dir = path.join(scratch, recipe.name)
  fs.mkdirSync(dir, { recursive: true })
  const project = new Project(root, dir, path.join(scratch, `${recipe.name}.log`))
  const started = performance.now()
  let outcome: RecipeResult['outcome'] = 'pass'
  let detail = ''
  try {
    const problems = await recipe.follow(project)
    if (problems.length > 0) {
      outcome = 'fail'
      detail = problems.map(problem => `${problem.file}: ${problem.what}`).join('\n')
    }
  } catch (error) {
    const missing = error instanceof StepFailed ? missingFromRegistry(error.tail) : undefined
    outcome = error instanceof Unavailable || missing ? 'cannot' : 'fail'
    detail = missing ? `\`${(error as StepFailed).command}\`：npm 源里没有 ${missing}`
      : error instanceof StepFailed ? `\`${error.command}\` ${error.reason}\n${error.tail.split('\n').slice(-3).join('\n')}`
      : (error as Error).message
  }
  detail = [recipe.deviation, ...project.notes, detail].filter(Boolean).join('\n')
  const seconds = (performance.now() - started) / 1000
  const versions = recipe.packages.map(name => [name, project.installed(name) ?? '未安装'] as [string, string])
  console.log(`check:recipes ${recipe.name}: ${outcome} in ${Math.round(seconds)} s (log ${project.log})`)
  if (outcome === 'fail') console.log(detail.split('\n').map(line => `  ${line}`).join('\n'))
  return { ...base, versions, outcome, detail, seconds }
}

// A small pool: installs and builds are heavy, two at a time is what two cores take.
const results: RecipeResult[] = []
const queue = [...selected]
await Promise.all(Array.from({ length: Math.max(1, jobs) }, async () => {
  for (let recipe = queue.shift(); recipe; recipe = queue.shift()) results.push(await follow(recipe))
}))
results.sort((a, b) => selected.findIndex(recipe => recipe.name === a.name) - selected.findIndex(recipe => recipe.name === b.name))
console.log(`\n${resultsTable(results)}\n\nscratch projects: ${scratch}`)
if (results.some(result => result.outcome === 'fail')) process.exitCode = 1
