// Runs a page's code block as an ES module against the packages installed in the repository. The
// module is written under node_modules/.cache so its bare imports resolve to the pinned packages;
// relative imports (`./button`, `@/lib/tv`) resolve to earlier blocks of the same page whose title
// is that file, which are written next to it.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CodeBlock } from '../content/codeBlocks'
import { moduleSpecifiers, RECORDER, toModule, topLevelNames } from './resultComments'

export const SCRIPT_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'javascript', 'typescript'])

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.js']

/** Where a block lives as a file: its title when the title is a path, else a name from its line. */
function blockPath(block: CodeBlock): string {
  const title = block.title?.replace(/（.*?）|\(.*?\)/g, '').trim()
  return title && /^[\w@.~/-]+\.[cm]?[jt]sx?$/.test(title) ? path.posix.normalize(title) : `example-${block.line}.ts`
}

/** `@/x` and `~/x` are the usual aliases of `src/x`. */
function targetPath(fromFile: string, specifier: string): string | undefined {
  if (/^[@~]\//.test(specifier)) return path.posix.join('src', specifier.slice(2))
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.posix.join(path.posix.dirname(fromFile), specifier)
  return undefined
}

export interface BlockRun {
  /** Values recorded by `__record(id, value)`, by id. */
  values: Map<number, unknown>
  error?: string
}

export interface RunOptions {
  /** Blocks of the page before the one run, nearest last: what its imports and missing names resolve to. */
  earlier: CodeBlock[]
  /** An empty directory inside the repository's node resolution. */
  dir: string
}

const RECORD = Symbol.for('check-examples.record')

/** Writes `source` (a block's TypeScript) as `file` in `dir`, with its page-local imports written beside it. */
function writeModule(dir: string, file: string, source: string, lang: string, earlier: CodeBlock[], written: Set<string>): string[] {
  const problems: string[] = []
  let rewritten = source
  for (const specifier of moduleSpecifiers(source, lang).reverse()) {
    const target = targetPath(file, specifier.text)
    if (target === undefined) continue
    const dependency = [...earlier].reverse().find(block => EXTENSIONS.some(ext => blockPath(block) === target + ext) && SCRIPT_LANGS.has(block.lang))
    if (!dependency) {
      problems.push(`imports ${specifier.text}, which no earlier block of the page defines`)
      continue
    }
    const dependencyFile = `${blockPath(dependency).replace(/\.[cm]?[jt]sx?$/, '')}.${dependency.line}.mjs`
    if (!written.has(dependencyFile)) {
      written.add(dependencyFile)
      const before = earlier.slice(0, earlier.indexOf(dependency))
      problems.push(...writeModule(dir, dependencyFile, dependency.code, dependency.lang, before, written))
    }
    let relative = path.posix.relative(path.posix.dirname(file), dependencyFile)
    if (!relative.startsWith('.')) relative = `./${relative}`
    rewritten = rewritten.slice(0, specifier.start) + JSON.stringify(relative) + rewritten.slice(specifier.end)
  }
  const out = path.join(dir, file)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, toModule(rewritten, lang))
  return problems
}

const MISSING_NAME = /^(\S+) is not defined$/

/**
 * Runs an instrumented block. When it fails only because a name is not defined, the nearest earlier
 * block declaring that name is imported into it (as if the page's blocks ran as one file) and it runs again.
 */
export async function runBlock(block: CodeBlock, instrumented: string, options: RunOptions): Promise<BlockRun> {
  const borrowed = new Map<CodeBlock, Set<string>>()
  for (let attempt = 0; attempt < 5; attempt++) {
    const values = new Map<number, unknown>()
    const dir = path.join(options.dir, `run-${attempt}`)
    const file = blockPath(block).replace(/\.[cm]?[jt]sx?$/, '.mjs')
    const lenders = [...borrowed].map(([lender, names]) => lenderBlock(lender, names))
    const imports = [...borrowed].map(([lender, names]) => `import { ${[...names].map(name => `__borrowed_${name} as ${name}`).join(', ')} } from '@/__borrowed/${lender.line}'`)
    const problems = writeModule(dir, file, [...imports, instrumented].join('\n'), block.lang, [...options.earlier, ...lenders], new Set())
    if (problems.length > 0) return { values, error: problems.join('; ') }
    const out = path.join(dir, file)
    fs.writeFileSync(out, `const ${RECORDER} = (id, value) => (globalThis[Symbol.for('check-examples.record')](id, value), value);\n${fs.readFileSync(out, 'utf8')}`)
    ;(globalThis as Record<symbol, unknown>)[RECORD] = (id: number, value: unknown) => values.set(id, value)
    try {
      await import(/* @vite-ignore */ pathToFileURL(out).href)
      for (const [id, value] of values) if (value instanceof Promise) values.set(id, await value)
      return { values }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const name = error instanceof ReferenceError ? MISSING_NAME.exec(message)?.[1] : undefined
      const lends = (candidate: (typeof options.earlier)[number]) =>
        SCRIPT_LANGS.has(candidate.lang) && topLevelNames(candidate.code, candidate.lang).has(name!)
      const lender = name ? [...options.earlier].reverse().find(lends) : undefined
      if (!name || !lender || borrowed.get(lender)?.has(name)) return { values, error: message }
      borrowed.set(lender, new Set([...(borrowed.get(lender) ?? []), name]))
    } finally {
      delete (globalThis as Record<symbol, unknown>)[RECORD]
    }
  }
  return { values: new Map(), error: 'names still missing after borrowing from earlier blocks five times' }
}

/** A copy of an earlier block that also exports the names a later block borrows from it. */
function lenderBlock(lender: CodeBlock, names: Set<string>): CodeBlock {
  const exports = [...names].map(name => `${name} as __borrowed_${name}`).join(', ')
  return { ...lender, title: `src/__borrowed/${lender.line}.${lender.lang === 'tsx' || lender.lang === 'jsx' ? 'tsx' : 'ts'}`, code: `${lender.code}\nexport { ${exports} }\n` }
}
