import { createRequire } from 'node:module'
import { markdownLines } from '../../lib/content/markdownLines'
import type { Check } from './check'
import type { Problem } from './problem'
import { prism as prismConfig } from '../../config/prism'
import { PAGE_GRAMMARS } from '../../lib/content/pageGrammars'

// The site highlights with the grammars the pages use (lib/content/pageGrammars.ts) plus config/prism.ts's
// additionalLanguages. A fence in any other language shows as plain text with no warning.

/** Fence languages shown as plain text on purpose (no grammar for them here). */
const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'vue', 'ini'])

const require = createRequire(import.meta.url)
let loaded = false
let languages: Record<string, unknown> = {}
function grammars(): Record<string, unknown> {
  if (!loaded) {
    // prism-core puts Prism on the global object, where the grammar files look for it.
    const prism = require('prismjs/components/prism-core') as { languages: Record<string, unknown> }
    for (const grammar of [...PAGE_GRAMMARS, ...prismConfig.additionalLanguages]) require(`prismjs/components/prism-${grammar}`)
    languages = prism.languages
    loaded = true
  }
  return languages
}

export interface UnknownFence { line: number; language: string }

export function unknownFenceLanguages(source: string): UnknownFence[] {
  const languages = grammars()
  return markdownLines(source).flatMap(({ info }, index) => {
    const language = info?.split(/\s/)[0]
    if (!language || PLAIN_LANGUAGES.has(language.toLowerCase()) || languages[language.toLowerCase()]) return []
    return [{ line: index + 1, language }]
  })
}

export const codeLanguages: Check = {
  name: 'code-language',
  editions: 'both',
  lint(files) {
    return files.flatMap(file => unknownFenceLanguages(file.source).map((fence): Problem => ({
      file: file.path,
      line: fence.line,
      check: 'code-language',
      what: `code fence language "${fence.language}" has no grammar: the block shows as plain text`,
      how: `use a highlighted language, write text, or add "${fence.language}" to additionalLanguages in config/prism.ts`,
      fixable: false,
    })))
  },
}
