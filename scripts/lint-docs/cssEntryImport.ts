import fs from 'node:fs'
import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

// The package root is both a JS and a CSS entry: resolvers that ignore the `style` condition (webpack's
// plain module resolution, as in Mpx's wxss loader) hand `@import "weapp-tailwindcss"` the JS file and
// fail with `Unknown word "use strict"`. Every example writes the form that works everywhere.
export const CSS_ENTRY = 'weapp-tailwindcss/index.css'
const BARE_IMPORT = /(@import\s+)(["'])weapp-tailwindcss\2/g

// Pages allowed to show the bare form, each with its reason. Empty: no page needs it today.
export const BARE_IMPORT_EXCEPTIONS: Record<string, string> = {}

export interface BareImport { line: number; offset: number }

export function bareImports(source: string, tree: Root): BareImport[] {
  const found: BareImport[] = []
  visit(tree, 'code', (node: Code) => {
    const start = node.position!.start
    const body = source.slice(start.offset, node.position!.end.offset)
    for (const m of body.matchAll(BARE_IMPORT)) {
      found.push({ line: start.line + (body.slice(0, m.index).match(/\n/g)?.length ?? 0), offset: start.offset! + m.index })
    }
  })
  return found
}

const relevant = (file: DocFile) => !(file.relativePath in BARE_IMPORT_EXCEPTIONS)

export const cssEntryImport: Check = {
  name: 'css-entry-import',
  editions: 'both',
  lint(files) {
    return files.filter(relevant).flatMap(file => {
      const tree = treeOf(file.source)
      return (tree ? bareImports(file.source, tree) : []).map((found): Problem => ({
        file: file.path,
        line: found.line,
        check: 'css-entry-import',
        what: 'bare `@import "weapp-tailwindcss"` in a code example',
        how: `write @import "${CSS_ENTRY}" (the bare specifier resolves to the JS entry under some resolvers)`,
        fixable: true,
      }))
    })
  },
  fix(files) {
    for (const file of files.filter(relevant)) {
      const tree = treeOf(file.source)
      if (!tree || bareImports(file.source, tree).length === 0) continue
      let fixed = file.source
      // From the end, so earlier offsets stay valid.
      for (const found of bareImports(file.source, tree).reverse()) {
        const tail = fixed.slice(found.offset).replace(new RegExp(BARE_IMPORT.source), (_m, at: string, quote: string) => `${at}${quote}${CSS_ENTRY}${quote}`)
        fixed = fixed.slice(0, found.offset) + tail
      }
      fs.writeFileSync(file.path, fixed)
    }
  },
}
