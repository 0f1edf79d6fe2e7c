import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { Prism } from '../../speed/patches/prism-on-demand/lean-prism'
import { prism as prismConfig } from '../../config/prism'

// The site highlights with its own lean Prism (speed/patches/prism-on-demand/lean-prism: the grammars the pages use, plus
// config/prism.ts's additionalLanguages). A page that starts using another language must add
// it there, or it silently shows as plain text: this test names the page.

/** Fence languages shown as plain text on purpose (Prism has no grammar for them here). */
const PLAIN = new Set(['text', 'txt', 'vue', 'ini'])

const require = createRequire(import.meta.url)
for (const language of prismConfig.additionalLanguages) require(`prismjs/components/prism-${language}`)

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(file)
    return /\.mdx?$/.test(entry.name) ? [file] : []
  })
}

const FENCE = /^\s*(?:`{3,}|~{3,})([A-Za-z0-9_+-]+)/gm

describe('code block languages', () => {
  it('every fence language in docs/ and blog/ has a grammar, or is plain on purpose', () => {
    const unknown: string[] = []
    for (const file of [...markdownFiles('docs'), ...markdownFiles('blog')]) {
      for (const [, language] of fs.readFileSync(file, 'utf8').matchAll(FENCE)) {
        const name = language.toLowerCase()
        if (!PLAIN.has(name) && !Prism.languages[name]) unknown.push(`${file}: ${language}`)
      }
    }
    expect(unknown).toEqual([])
  })

  it('knows the additional languages once they are loaded, and not an unlisted one', () => {
    for (const language of prismConfig.additionalLanguages) expect(Prism.languages[language], language).toBeTypeOf('object')
    expect(Prism.languages.python).toBeUndefined()
  })
})
