import fs from 'node:fs'
import path from 'node:path'
import type { Check } from './check'
import { ENGLISH_DOCS_DIR, type DocFile } from '../../lib/content/docFiles'
import { pageHeadingAnchors } from '../../lib/content/headingAnchors'
import {
  findQuestionsFiles, lineOfKey, PAGE_TOP_KEY, parseSectionQuestions, questionsFileOf,
} from '../../lib/search-questions/sectionQuestions'
import type { Problem } from './problem'
import { API_DOCS_FOLDER, API_V2_DOCS_FOLDER, isGeneratedDoc } from '../../lib/content/docs'
import { ENGLISH_V2, ENGLISH_V4 } from '../../plugins/typedoc-api/english'
import type { EnglishTable } from '../../plugins/typedoc-api/englishComments'
import { GENERATED_QUESTIONS_FOLDER, generatedQuestionsFiles } from '../../plugins/typedoc-api/generatedQuestions'

// Every docs page has a `<page>.questions.yml` naming each of its sections (and `top`, the
// opening) with the questions readers ask when that section is the answer, or `[]` when it
// answers none. A renamed heading leaves its questions behind, so keys must be anchors the page
// has; a question listed twice lifts two sections for the same words, so each is unique.
// The English edition has its own files beside its pages, in English, checked the same way; each
// edition has its own index, so a question only has to be unique within its edition.

const MAX_QUESTIONS_PER_SECTION = 8
const QUESTION_LENGTH = { min: 4, max: 80 }

/** What makes two questions the same: case, width, spaces and punctuation aside. */
const questionKey = (question: string): string =>
  question.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, '')

/** The anchors a reader can land on: the page's headings and those of the partials it imports. */
function sectionAnchors(file: DocFile): Set<string> | undefined {
  return pageHeadingAnchors(file.path, file.source)?.add(PAGE_TOP_KEY)
}

interface Seen { file: string; anchor: string }

/** A questions file kept for a generated page, with the anchors that page has (undefined: no such page). */
export interface GeneratedPageQuestions { file: string; page: string; anchors: Set<string> | undefined }

// The generated pages give each member of a declaration a heading whose anchor is its name in
// lower case; the English tables name every documented member, and a check keeps them complete.
const MEMBER_TABLES: Record<string, EnglishTable> = { [API_DOCS_FOLDER]: ENGLISH_V4, [API_V2_DOCS_FOLDER]: ENGLISH_V2 }

function generatedPageAnchors(page: string): Set<string> | undefined {
  const [folder, ...rest] = page.split('/')
  const declaration = rest.at(-1)
  const table = MEMBER_TABLES[folder]
  if (!table || !declaration) return undefined
  // Direct members only: a member's own fields are h4s inside its section.
  const members = Object.keys(table.comments).filter(key => key.startsWith(`${declaration}.`) && !key.slice(declaration.length + 1).includes('.'))
  if (members.length === 0) return undefined
  return new Set([PAGE_TOP_KEY, ...members.map(key => key.slice(declaration.length + 1).toLowerCase())])
}

/** The questions kept for generated pages of one edition, each with its page's anchors. */
export function generatedPageQuestions(locale: 'zh-cn' | 'en', dir: string): GeneratedPageQuestions[] {
  return generatedQuestionsFiles(dir).filter(entry => entry.locale === locale)
    .map(entry => ({ file: entry.file, page: entry.page, anchors: generatedPageAnchors(entry.page) }))
}

/** One questions file: its text against the anchors its page has; `seen` carries uniqueness across files. */
function fileProblems(questionsFile: string, pageName: string, anchors: ReadonlySet<string>, seen: Map<string, Seen>): Problem[] {
  const problems: Problem[] = []
  const problem = (line: number, what: string, how: string): void => {
    problems.push({ file: questionsFile, line, check: 'search-questions', what, how, fixable: false })
  }
  const text = fs.readFileSync(questionsFile, 'utf8')
  const parsed = parseSectionQuestions(text)
  if (!parsed.ok) { problem(parsed.line, parsed.message, 'write `anchor:` followed by `- question` lines'); return problems }
  for (const [anchor, questions] of parsed.sections) {
    const line = lineOfKey(text, anchor)
    if (!anchors.has(anchor)) {
      problem(line, `"${anchor}" is not a heading anchor of ${pageName}`, 'use the anchor the heading has now (the part after # in its link), or `top` for the opening')
      continue
    }
    if (questions.length > MAX_QUESTIONS_PER_SECTION) {
      problem(line, `"${anchor}" lists ${questions.length} questions`, `keep the ${MAX_QUESTIONS_PER_SECTION} readers ask most; more drown the section's own words`)
    }
    for (const question of questions) {
      const length = [...question].length
      if (length < QUESTION_LENGTH.min || length > QUESTION_LENGTH.max) {
        problem(line, `"${question}" has ${length} characters`, `write a question of ${QUESTION_LENGTH.min}–${QUESTION_LENGTH.max} characters, as a reader types it`)
      }
      const key = questionKey(question)
      const first = seen.get(key)
      if (first) {
        const where = first.file === questionsFile ? `"${first.anchor}"` : `${path.basename(first.file)} "${first.anchor}"`
        problem(line, `"${question}" is already listed under ${where}`, 'keep it under the one section that answers it best')
      } else {
        seen.set(key, { file: questionsFile, anchor })
      }
    }
  }
  for (const anchor of anchors) {
    if (!parsed.sections.has(anchor)) {
      problem(1, `section "${anchor}" has no entry`, `add \`${anchor}:\` with the questions it answers, or \`${anchor}: []\` if it answers none`)
    }
  }
  return problems
}

/**
 * The questions of the docs pages of one edition, then of the generated pages (kept beside their
 * generator, keyed by the members of the declaration the page documents), unique across all.
 */
export function questionProblems(pages: readonly DocFile[], generated: readonly GeneratedPageQuestions[] = []): Problem[] {
  const problems: Problem[] = []
  const seen = new Map<string, Seen>()
  for (const page of pages) {
    const questionsFile = questionsFileOf(page.path)
    if (!fs.existsSync(questionsFile)) {
      problems.push({
        file: page.path, line: 1, check: 'search-questions', fixable: false,
        what: `no ${path.basename(questionsFile)} beside the page`,
        how: 'write it: for each heading anchor (and `top`), the questions readers ask when that section answers them, or [] (see CONTRIBUTING)',
        // An English page is searchable by its own words until its questions are written, as it is
        // readable in Chinese until it is translated: a warning, like a page behind its source.
        ...(page.locale === 'en' ? { warning: true } : {}),
      })
      continue
    }
    const anchors = sectionAnchors(page)
    if (!anchors) continue // the mdx check reports a page that does not parse
    problems.push(...fileProblems(questionsFile, path.basename(page.path), anchors, seen))
  }
  for (const entry of generated) {
    if (!entry.anchors) {
      problems.push({ file: entry.file, line: 1, check: 'search-questions', fixable: false, what: `no generated page ${entry.page} to hold these questions`, how: 'rename the file after the page it belongs to, or delete it' })
      continue
    }
    problems.push(...fileProblems(entry.file, entry.page, entry.anchors, seen))
  }
  return problems
}

/** Questions files whose page is gone (renamed or deleted). */
function orphanProblems(docsDir: string, pages: readonly DocFile[]): Problem[] {
  const expected = new Set(pages.map(page => questionsFileOf(page.path)))
  // Copies beside generated pages are the build's, checked at their source above.
  const found = findQuestionsFiles(docsDir).filter(file => !isGeneratedDoc(path.relative(docsDir, file).split(path.sep).join('/')))
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
    const generatedDir = path.join(context.root, GENERATED_QUESTIONS_FOLDER)
    return [
      ...questionProblems(chinese, generatedPageQuestions('zh-cn', generatedDir)), ...orphanProblems(path.join(context.root, 'docs'), chinese),
      ...questionProblems(english, generatedPageQuestions('en', generatedDir)), ...orphanProblems(path.join(context.root, ENGLISH_DOCS_DIR), english),
    ]
  },
}
