// What a recipe is: one quick start followed in a scratch project, from the page's own blocks.
import fs from 'node:fs'
import path from 'node:path'
import type { PageBlock } from '../../lib/content/codeBlocks'
import { QuickStartPage } from '../../lib/recipes/pageBlocks'
import { inspectDist, readDist, type DistExpectations, type DistProblem } from '../../lib/recipes/inspectDist'
import { runStep, StepFailed } from './run'

export interface Recipe {
  name: string
  /** Pages the recipe follows, from the repository root. */
  pages: string[]
  /** Packages whose installed versions go into the table. */
  packages: string[]
  /** Set when the quick start cannot be followed with what the npm registry offers: the reason. */
  cannot?: string
  /** What the recipe had to do differently from the page, said in the table. */
  deviation?: string
  follow(project: Project): Promise<DistProblem[]>
}

const MINUTE = 60_000

/** The quick start needs a package the npm registry does not serve: the table says "cannot run", not "fail". */
export class Unavailable extends Error {}

export class Project {
  readonly notes: string[] = []

  constructor(readonly root: string, readonly dir: string, readonly log: string) {}

  page(file: string): QuickStartPage {
    return new QuickStartPage(this.root, file)
  }

  /** Writes a file of the scratch project; `from` names the block it comes from, for the log. */
  write(rel: string, text: string, from?: PageBlock): void {
    const target = path.join(this.dir, rel)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text.endsWith('\n') ? text : `${text}\n`)
    fs.appendFileSync(this.log, `\n# wrote ${rel}${from ? ` from ${from.file}:${from.line}` : ''}\n`)
  }

  /** Writes a block to the path its title names (the title is a plain path). */
  writeBlock(block: PageBlock, rel = block.title): void {
    if (!rel) throw new Error(`${block.file}:${block.line} has no title to use as a path`)
    this.write(rel, block.code, block)
  }

  read(rel: string): string {
    return fs.readFileSync(path.join(this.dir, rel), 'utf8')
  }

  exists(rel: string): boolean {
    return fs.existsSync(path.join(this.dir, rel))
  }

  /** Merges a JSON block (e.g. `{ "scripts": { "postinstall": … } }`) into a JSON file, one level deep. */
  mergeJson(rel: string, block: PageBlock): void {
    const current = this.exists(rel) ? JSON.parse(this.read(rel)) as Record<string, unknown> : {}
    const addition = JSON.parse(block.code) as Record<string, unknown>
    for (const [key, value] of Object.entries(addition)) {
      const before = current[key]
      current[key] = before && typeof before === 'object' && value && typeof value === 'object' ? { ...before, ...value } : value
    }
    this.write(rel, JSON.stringify(current, null, 2), block)
  }

  run(
    command: string, options: { minutes?: number; cwd?: string; env?: Record<string, string>; until?: RegExp | ((output: string) => boolean) } = {},
  ): Promise<string> {
    const cwd = options.cwd ? path.join(this.dir, options.cwd) : this.dir
    return runStep(command, { cwd, log: this.log, timeoutMs: (options.minutes ?? 10) * MINUTE, env: options.env, until: options.until })
  }

  /** A look-up whose failure is an answer (e.g. `npm view name@version version` for a missing version): '' then. */
  async probe(command: string): Promise<string> {
    try {
      return await this.run(command, { minutes: 2 })
    } catch (error) {
      if (error instanceof StepFailed) return ''
      throw error
    }
  }

  /** Something the recipe did that the page does not say, shown in the table. */
  note(text: string): void {
    this.notes.push(text)
  }

  /** Checks an output directory of the scratch project. */
  inspect(distRel: string, expectations: DistExpectations): DistProblem[] {
    const files = readDist(path.join(this.dir, distRel))
    if (files.length === 0) return [{ file: distRel, what: 'the build wrote no output there' }]
    return inspectDist(files, expectations).map(problem => ({ ...problem, file: `${distRel}/${problem.file}` }))
  }

  /** Version of an installed package, read from the scratch project's node_modules. */
  installed(name: string): string | undefined {
    const manifest = path.join(this.dir, 'node_modules', name, 'package.json')
    return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : undefined
  }
}
