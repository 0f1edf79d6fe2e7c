// A quick start page as a recipe reads it: its blocks (with its partials', lib/content/codeBlocks.ts)
// looked up by title, example name or command, failing loudly when the page no longer has one.
import fs from 'node:fs'
import path from 'node:path'
import { pageCodeBlocks, type PageBlock } from '../content/codeBlocks'

export interface PageCommand {
  command: string
  block: PageBlock
}

export class QuickStartPage {
  readonly blocks: PageBlock[]
  /** The page's own text, for facts a page states in prose. */
  readonly source: string

  constructor(readonly root: string, readonly file: string) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`no page ${file}`)
    this.source = fs.readFileSync(path.join(root, file), 'utf8')
    this.blocks = pageCodeBlocks(root, file)
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
