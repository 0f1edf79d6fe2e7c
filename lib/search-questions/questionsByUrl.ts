import fs from 'node:fs'
import path from 'node:path'
import { docUrl } from '../content/docs'
import { PAGE_TOP_KEY, readSectionQuestions, type SectionQuestions } from './sectionQuestions'

/** Every questions file under a docs folder, keyed by the URL of its page (`/docs/issues/css-vars`). */
export function questionsByUrl(docsDir: string): Map<string, SectionQuestions> {
  const byUrl = new Map<string, SectionQuestions>()
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) { walk(full); continue }
      if (!entry.name.endsWith('.questions.yml')) continue
      const relative = path.relative(docsDir, full).split(path.sep).join('/')
      const sections = readSectionQuestions(full.replace(/\.questions\.yml$/, '.md'))
      if (sections) byUrl.set(docUrl(relative.replace(/\.questions\.yml$/, '')), sections)
    }
  }
  if (fs.existsSync(docsDir)) walk(docsDir)
  return byUrl
}

/** The questions of a section, by the page's URL and the section's anchor (null: the page's opening). */
export function questionsOf(byUrl: ReadonlyMap<string, SectionQuestions>, pageUrl: string, anchor: string | null): string[] {
  return byUrl.get(pageUrl)?.get(anchor ?? PAGE_TOP_KEY) ?? []
}
