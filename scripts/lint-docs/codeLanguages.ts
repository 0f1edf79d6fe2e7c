import { createRequire } from 'node:module'
import { markdownLines } from '../../lib/content/markdownLines'
import type { Check } from './check'
import type { Problem } from './problem'
import { prism as prismConfig } from '../../config/prism'
import { Prism } from '../../speed/patches/prism-on-demand/lean-prism'

// The site highlights with its lean Prism (the grammars the pages use) plus config/prism.ts's
// additionalLanguages. A fence in any other language shows as plain text with no warning.

/** Fence languages shown as plain text on purpose (no grammar for them here). */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'vue', 'ini'])

const require = createRequire(import.meta.url)
let loaded = false
function grammars(): Record<string, unknown> {
  if (!loaded) {
    // The lean Prism has put itself on the global object, where these files look for it.
    for (const language of prismConfig.additionalLanguages) require(`prismjs/components/prism-${language}`)
    loaded = true
  }
  return Prism.languages as Record<string, unknown>
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
