// What every example checker implements. A checker reads examples from the pages themselves, runs them
// against the pinned packages and reports each example it checked (for coverage) and each mismatch.
import path from 'node:path'
import { codeBlocks, type CodeBlock } from '../../lib/content/codeBlocks'
import { findDocFiles, type DocFile } from '../../lib/content/docFiles'
import type { Finding } from './finding'

export interface ExampleRef {
  /** Page path from the repository root. */
  file: string
  /** The line of the block's opening fence, or of the inline example. */
  line: number
}

export interface CheckResult {
  checked: ExampleRef[]
  findings: Finding[]
}

export interface Checker {
  name: string
  run(site: Site): Promise<CheckResult>
}

export interface Page extends DocFile {
  /** Path from the repository root: `docs/…` or `blog/…`. */
  file: string
  blocks: CodeBlock[]
}

export class Site {
  readonly pages: Page[]

  constructor(readonly root: string) {
    this.pages = findDocFiles(root).map(doc => ({
      ...doc,
      file: path.relative(root, doc.path).split(path.sep).join('/'),
      blocks: codeBlocks(doc.source),
    }))
  }

  page(file: string): Page {
    const page = this.pages.find(candidate => candidate.file === file)
    if (!page) throw new Error(`check-examples: no page ${file}`)
    return page
  }

  /** The block marked `example="name"` on a page; a check whose block is gone fails loudly. */
  block(file: string, example: string): CodeBlock {
    const found = this.page(file).blocks.filter(block => block.example === example)
    if (found.length !== 1) throw new Error(`check-examples: ${file} has ${found.length} blocks with example="${example}", expected 1`)
    return found[0]!
  }
}
