import path from 'node:path'
import { docUrl } from '../content/docs'
import { findQuestionsFiles, PAGE_TOP_KEY, readSectionQuestions, type SectionQuestions } from './sectionQuestions'

/** Every questions file under a docs folder, keyed by the URL of its page (`/docs/issues/css-vars`). */
export function questionsByUrl(docsDir: string): Map<string, SectionQuestions> {
  const byUrl = new Map<string, SectionQuestions>()
  for (const file of findQuestionsFiles(docsDir)) {
    const relative = path.relative(docsDir, file).split(path.sep).join('/')
    const sections = readSectionQuestions(file.replace(/\.questions\.yml$/, '.md'))
    if (sections) byUrl.set(docUrl(relative.replace(/\.questions\.yml$/, '')), sections)
  }
  return byUrl
}

/** The questions of a section, by the page's URL and the section's anchor (null: the page's opening). */
export function questionsOf(byUrl: ReadonlyMap<string, SectionQuestions>, pageUrl: string, anchor: string | null): string[] {
  return byUrl.get(pageUrl)?.get(anchor ?? PAGE_TOP_KEY) ?? []
}
