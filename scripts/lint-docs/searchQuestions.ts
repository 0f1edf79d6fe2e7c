import fs from 'node:fs'
import path from 'node:path'
import type { Check } from './check'
import { ENGLISH_DOCS_DIR, type DocFile } from '../../lib/content/docFiles'
import { headingAnchors } from '../../lib/content/headingAnchors'
import {
  findQuestionsFiles, importedPartials, lineOfKey, PAGE_TOP_KEY, parseSectionQuestions, questionsFileOf,
} from '../../lib/search-questions/sectionQuestions'
import type { Problem } from './problem'

// Every docs page has a `<page>.questions.yml` naming each of its sections (and `top`, the
// opening) with the questions readers ask when that section is the answer, or `[]` when it
// answers none. A renamed heading leaves its questions behind, so keys must be anchors the page
// has; a question listed twice lifts two sections for the same words, so each is unique.
// The English edition has its own files beside its pages, in English, checked the same way; each
// edition has its own index, so a question only has to be unique within its edition.

export const MAX_QUESTIONS_PER_SECTION = 8
export const QUESTION_LENGTH = { min: 4, max: 80 }

/** What makes two questions the same: case, width, spaces and punctuation aside. */
export const questionKey = (question: string): string =>
  question.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, '')

/** The anchors a reader can land on: the page's headings and those of the partials it imports. */
function sectionAnchors(file: DocFile): Set<string> | undefined {
  const own = headingAnchors(file.source)
  if (!own) return undefined
  for (const partial of importedPartials(file.path, file.source)) {
    for (const anchor of headingAnchors(fs.readFileSync(partial, 'utf8')) ?? []) own.add(anchor)
  }
  return own.add(PAGE_TOP_KEY)
}

interface Seen { file: string; anchor: string }

export function questionProblems(pages: readonly DocFile[]): Problem[] {
  const problems: Problem[] = []
  const seen = new Map<string, Seen>()
  for (const page of pages) {
    const questionsFile = questionsFileOf(page.path)
    const problem = (file: string, line: number, what: string, how: string): void => {
      problems.push({ file, line, check: 'search-questions', what, how, fixable: false })
    }
    if (!fs.existsSync(questionsFile)) {
      problem(page.path, 1, `no ${path.basename(questionsFile)} beside the page`, 'write it: for each heading anchor (and `top`), the questions readers ask when that section answers them, or [] (see CONTRIBUTING)')
      // An English page is searchable by its own words until its questions are written, as it is
      // readable in Chinese until it is translated: a warning, like a page behind its source.
      if (page.locale === 'en') problems[problems.length - 1]!.warning = true
      continue
    }
    const text = fs.readFileSync(questionsFile, 'utf8')
    const parsed = parseSectionQuestions(text)
    if (!parsed.ok) { problem(questionsFile, parsed.line, parsed.message, 'write `anchor:` followed by `- question` lines'); continue }
    const anchors = sectionAnchors(page)
    if (!anchors) continue // the mdx check reports a page that does not parse
    for (const [anchor, questions] of parsed.sections) {
      const line = lineOfKey(text, anchor)
      if (!anchors.has(anchor)) {
        problem(questionsFile, line, `"${anchor}" is not a heading anchor of ${path.basename(page.path)}`, 'use the anchor the heading has now (the part after # in its link), or `top` for the opening')
        continue
      }
      if (questions.length > MAX_QUESTIONS_PER_SECTION) {
        problem(questionsFile, line, `"${anchor}" lists ${questions.length} questions`, `keep the ${MAX_QUESTIONS_PER_SECTION} readers ask most; more drown the section's own words`)
      }
      for (const question of questions) {
        const length = [...question].length
        if (length < QUESTION_LENGTH.min || length > QUESTION_LENGTH.max) {
          problem(questionsFile, line, `"${question}" has ${length} characters`, `write a question of ${QUESTION_LENGTH.min}–${QUESTION_LENGTH.max} characters, as a reader types it`)
        }
        const key = questionKey(question)
        const first = seen.get(key)
        if (first) {
          const where = first.file === questionsFile ? `"${first.anchor}"` : `${path.basename(first.file)} "${first.anchor}"`
          problem(questionsFile, line, `"${question}" is already listed under ${where}`, 'keep it under the one section that answers it best')
        } else {
          seen.set(key, { file: questionsFile, anchor })
        }
      }
    }
    for (const anchor of anchors) {
      if (!parsed.sections.has(anchor)) {
        problem(questionsFile, 1, `section "${anchor}" has no entry`, `add \`${anchor}:\` with the questions it answers, or \`${anchor}: []\` if it answers none`)
      }
    }
  }
  return problems
}

/** Questions files whose page is gone (renamed or deleted). */
function orphanProblems(docsDir: string, pages: readonly DocFile[]): Problem[] {
  const expected = new Set(pages.map(page => questionsFileOf(page.path)))
  const found = findQuestionsFiles(docsDir)
  return found.filter(file => !expected.has(file)).map(file => ({
    file, line: 1, check: 'search-questions', fixable: false,
    what: 'no page beside this questions file', how: 'rename it with its page, or delete it with the page',
  }))
}

export const searchQuestions: Check = {
  name: 'search-questions',
  editions: 'both',
  lint(files, context) {
    const docs = files.filter(file => file.kind === 'doc')
    const chinese = docs.filter(file => file.locale !== 'en')
    const english = docs.filter(file => file.locale === 'en')
    return [
      ...questionProblems(chinese), ...orphanProblems(path.join(context.root, 'docs'), chinese),
      ...questionProblems(english), ...orphanProblems(path.join(context.root, ENGLISH_DOCS_DIR), english),
    ]
  },
}
