import fs from 'node:fs'
import { codeBlocks } from '../../lib/content/codeBlocks'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

// The package root is both a JS and a CSS entry: resolvers that ignore the `style` condition (webpack's
// plain module resolution, as in Mpx's wxss loader) hand `@import "weapp-tailwindcss"` the JS file and
// fail with `Unknown word "use strict"`. Every example writes the form that works everywhere.
const CSS_ENTRY = 'weapp-tailwindcss/index.css'
const BARE_IMPORT = /(@import\s+)(["'])weapp-tailwindcss\2/g

// Pages allowed to show the bare form, each with its reason. Empty: no page needs it today.
const BARE_IMPORT_EXCEPTIONS: Record<string, string> = {}

/** The lines (1-based) of the page's code blocks that import the bare package. */
export function bareImportLines(source: string): number[] {
  return codeBlocks(source).flatMap(block =>
    block.code.split('\n').flatMap((text, index) => (text.search(BARE_IMPORT) >= 0 ? [block.line + 1 + index] : [])))
}

const relevant = (file: DocFile) => !(file.relativePath in BARE_IMPORT_EXCEPTIONS)

export const cssEntryImport: Check = {
  name: 'css-entry-import',
  editions: 'both',
  lint(files) {
    return files.filter(relevant).flatMap(file => bareImportLines(file.source).map((line): Problem => ({
      file: file.path,
      line,
      check: 'css-entry-import',
      what: 'bare `@import "weapp-tailwindcss"` in a code example',
      how: `write @import "${CSS_ENTRY}" (the bare specifier resolves to the JS entry under some resolvers)`,
      fixable: true,
    })))
  },
  fix(files) {
    for (const file of files.filter(relevant)) {
      const found = bareImportLines(file.source)
      if (found.length === 0) continue
      const lines = file.source.split('\n')
      for (const line of found) {
        lines[line - 1] = lines[line - 1]!.replace(BARE_IMPORT, (_m, at: string, quote: string) => `${at}${quote}${CSS_ENTRY}${quote}`)
      }
      fs.writeFileSync(file.path, lines.join('\n'))
    }
  },
}
