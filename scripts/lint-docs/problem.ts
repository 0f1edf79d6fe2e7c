import path from 'node:path'

/** One finding, printed as `file:line  what is wrong  how to fix` — a file and line a contributor can open. */
export interface Problem {
  /** Absolute path of the page. */
  file: string
  line: number
  /** Which check found it: markdownlint, autocorrect, terminology, front-matter, links, mdx. */
  check: string
  what: string
  how: string
  /** `npm run lint:docs -- --fix` can repair it. */
  fixable: boolean
  /** Reported but does not fail the run (an English page waiting for its update; see CONTRIBUTING). */
  warning?: boolean
}

export function formatProblem(problem: Problem, cwd = process.cwd()): string {
  const file = path.relative(cwd, problem.file).split(path.sep).join('/')
  const how = problem.fixable ? `${problem.how} (--fix does this)` : problem.how
  return `${file}:${problem.line}  ${problem.warning ? 'warning: ' : ''}${problem.what}  ${how}`
}

export function byFileAndLine(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.check.localeCompare(b.check)
}
