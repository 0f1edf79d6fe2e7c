import type { GeneratorTexts } from './generatorTexts'

/** What the front matter of one generated page is made from. */
export interface PageFacts {
  /** `index` for the package's entry page, else the reflection's kind in the page's language (接口, Interface…). */
  kind: 'index' | string
  name: string
  /** First sentence of the reflection's JSDoc summary, if any. */
  summary?: string
}

export interface FrontMatterTexts {
  packageName: string
  version: string
  index: { title: string; sidebarLabel: string; description: string }
  /** The interface that holds the plugin options gets its own title. */
  options: { name: string; title: string; sidebarLabel: string; description: string }
  /** Appended to every other page's title, e.g. "（2.x）" to keep v2 pages apart in search. */
  titleSuffix: string
  keywords: string[]
}

export interface FrontMatter {
  title: string
  description: string
  keywords: string[]
  sidebar_label?: string
  /** The pages are generated: there is no source file to edit. */
  custom_edit_url: null
}

export function frontMatterFor(page: PageFacts, texts: FrontMatterTexts, words: GeneratorTexts): FrontMatter {
  const keywords = [...new Set([page.name, ...texts.keywords])]
  if (page.kind === 'index') {
    const { title, sidebarLabel, description } = texts.index
    return { title, description, keywords: texts.keywords, sidebar_label: sidebarLabel, custom_edit_url: null }
  }
  if (page.name === texts.options.name) {
    const { title, sidebarLabel, description } = texts.options
    return { title, description, keywords, sidebar_label: sidebarLabel, custom_edit_url: null }
  }
  const origin = words.pageOrigin(texts.packageName, texts.version, page.kind, page.name)
  // Some JSDoc summaries only repeat the name (InternalPatchResult): no description then.
  const summary = page.summary && page.summary !== page.name ? page.summary : undefined
  const description = summary ? words.describedPage(origin, summary) : words.undescribedPage(origin)
  const title = words.pageTitle(page.kind, page.name, texts.titleSuffix)
  return { title, description, keywords, sidebar_label: page.name, custom_edit_url: null }
}

/** YAML with every string JSON-quoted: titles contain colons, keywords may contain anything. */
export function toYaml(frontMatter: FrontMatter): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.map(item => JSON.stringify(item)).join(', ')}]` : JSON.stringify(value)}`)
  return `---\n${lines.join('\n')}\n---\n\n`
}

/** The first sentence of a JSDoc summary, as plain text for a meta description. */
export function firstSentence(summary: string, sentenceEnd: RegExp): string | undefined {
  const plain = summary.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\s+/g, ' ').trim()
  const sentence = plain.split(sentenceEnd)[0]?.trim()
  return sentence || undefined
}
