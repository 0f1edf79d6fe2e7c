// The code blocks a reader meets on a page, in reading order: a partial imported with
// `import X from '…/_partials/x.mdx'` and placed as `<X />` contributes its blocks where it stands.
import fs from 'node:fs'
import path from 'node:path'
import { codeBlocks, type CodeBlock } from '../content/codeBlocks'

export interface PageBlock extends CodeBlock {
  /** The file the block is written in: the page or one of its partials, from the repository root. */
  file: string
}

export interface PageCommand {
  command: string
  block: PageBlock
}

function blocksOf(root: string, file: string, seen: Set<string>): PageBlock[] {
  if (seen.has(file)) throw new Error(`${file} includes itself`)
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  const partials = new Map<string, string>()
  for (const match of source.matchAll(/^import (\w+) from '([^']+\.mdx?)'/gm)) {
    partials.set(match[1]!, path.posix.normalize(path.posix.join(path.posix.dirname(file), match[2]!)))
  }
  const placed: Array<{ line: number; blocks: PageBlock[] }> = codeBlocks(source).map(block => ({ line: block.line, blocks: [{ ...block, file }] }))
  source.split('\n').forEach((text, index) => {
    const partial = partials.get(/^<(\w+)\s*\/>\s*$/.exec(text.trim())?.[1] ?? '')
    if (partial) placed.push({ line: index + 1, blocks: blocksOf(root, partial, new Set([...seen, file])) })
  })
  return placed.sort((a, b) => a.line - b.line).flatMap(entry => entry.blocks)
}

export class QuickStartPage {
  readonly blocks: PageBlock[]
  /** The page's own text, for facts a page states in prose. */
  readonly source: string

  constructor(readonly root: string, readonly file: string) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`no page ${file}`)
    this.source = fs.readFileSync(path.join(root, file), 'utf8')
    this.blocks = blocksOf(root, file, new Set())
  }

  /** The first capture of a pattern in the page's prose; a page that no longer says it fails loudly. */
  says(pattern: RegExp): string {
    const found = pattern.exec(this.source)?.[1]
    if (found === undefined) throw new Error(`${this.file} no longer says ${pattern}`)
    return found
  }

  /** The one block with this `title="…"`, or the `nth` of several (0-based); `own` skips the partials' blocks. */
  titled(title: string, nth?: number, own = false): PageBlock {
    const found = this.blocks.filter(block => block.title === title && (!own || block.file === this.file))
    const block = nth === undefined ? (found.length === 1 ? found[0] : undefined) : found[nth]
    if (!block) throw new Error(`${this.file}: ${found.length} block(s) titled "${title}"${nth === undefined ? ', expected exactly 1' : `, wanted #${nth + 1}`}`)
    return block
  }

  /** The one block with `example="name"` in its fence. */
  named(example: string): PageBlock {
    const found = this.blocks.filter(block => block.example === example)
    if (found.length !== 1) throw new Error(`${this.file}: ${found.length} block(s) with example="${example}", expected 1`)
    return found[0]!
  }

  /** Shell commands of the page's `bash` blocks (npm2yarn blocks are npm commands), in reading order. */
  commands(filter: (command: string) => boolean = () => true): PageCommand[] {
    return this.blocks
      .filter(block => /^(bash|sh|shell)$/.test(block.lang))
      .flatMap(block => block.code.split('\n').map(line => ({ command: line.trim(), block })))
      .filter(entry => entry.command && !entry.command.startsWith('#') && filter(entry.command))
  }

  /** The first command of the page that starts with `prefix`. */
  command(prefix: string): PageCommand {
    const found = this.commands(command => command.startsWith(prefix))[0]
    if (!found) throw new Error(`${this.file}: no command starting with "${prefix}"`)
    return found
  }
}
