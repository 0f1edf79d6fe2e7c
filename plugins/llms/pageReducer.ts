import fs from 'node:fs'
import { dataComponentRenderer, dataTexts } from './dataComponents'
import { reduceMdxToMarkdown } from './reduceMdx'
import type { LlmsStrings } from './llmsStrings'

// Reads a page and the partials it imports, and reduces them to Markdown. The dev
// server regenerates every twin on each content change; a page whose file and
// partials read the same as last time is not parsed again.

export interface PageReducerOptions {
  siteDir: string
  rewriteUrl: (url: string) => string
  strings?: LlmsStrings
  /** The locale being built: the language of the data components' Markdown. */
  locale?: string
}

interface CachedPage {
  /** Every file read for this page, with the text it had. */
  inputs: Map<string, string | undefined>
  markdown: string
}

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

export function createPageReducer(options: PageReducerOptions): (sourcePath: string, pageUrl: string) => string {
  const renderDataComponent = dataComponentRenderer(dataTexts(options.siteDir, options.locale))
  const cache = new Map<string, CachedPage>()
  return (sourcePath, pageUrl) => {
    const key = `${sourcePath}\n${pageUrl}`
    const cached = cache.get(key)
    if (cached && [...cached.inputs].every(([file, text]) => readText(file) === text)) return cached.markdown

    const inputs = new Map<string, string | undefined>()
    const read = (file: string): string | undefined => {
      const text = readText(file)
      inputs.set(file, text)
      return text
    }
    const markdown = reduceMdxToMarkdown(read(sourcePath) ?? '', {
      filePath: sourcePath,
      siteDir: options.siteDir,
      readFile: read,
      rewriteUrl: options.rewriteUrl,
      renderComponent: renderDataComponent,
      pageUrl,
      strings: options.strings,
    })
    cache.set(key, { inputs, markdown })
    return markdown
  }
}
