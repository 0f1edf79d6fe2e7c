import fs from 'node:fs'
import path from 'node:path'
import { questionsFileOf } from '../../lib/search-questions/sectionQuestions'
import type { ApiLocale } from './locale'

// The generated pages are rewritten on every build, so the questions readers ask of their
// sections are kept here, in questions/<docs folder>/<page>.<locale>.yml (the page's path under
// the generated folder), and copied beside the page once it is written: from there the search
// index reads them as it reads every other page's.

/** Relative to the site. */
export const GENERATED_QUESTIONS_FOLDER = 'plugins/typedoc-api/questions'
const GENERATED_QUESTIONS_DIR = path.join(__dirname, 'questions')

export interface GeneratedQuestionsFile {
  /** The file kept here. */
  file: string
  /** The generated folder and page, e.g. `api/interfaces/UserDefinedOptions`. */
  page: string
  locale: ApiLocale
}

/** Every questions file kept for generated pages. */
export function generatedQuestionsFiles(dir: string = GENERATED_QUESTIONS_DIR): GeneratedQuestionsFile[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap(entry => {
    const match = /^(.+)\.(zh-cn|en)\.yml$/.exec(entry.name)
    if (!entry.isFile() || !match) return []
    const file = path.join(entry.parentPath, entry.name)
    const folder = path.relative(dir, entry.parentPath).split(path.sep).join('/')
    return [{ file, page: `${folder}/${match[1]}`, locale: match[2] as ApiLocale }]
  })
}

/** Copies one docs folder's questions for one locale beside the pages just generated into `outDir`. */
export function copyGeneratedQuestions(docsFolder: string, locale: ApiLocale, outDir: string, dir: string = GENERATED_QUESTIONS_DIR): number {
  let copied = 0
  for (const entry of generatedQuestionsFiles(dir)) {
    if (entry.locale !== locale || !entry.page.startsWith(`${docsFolder}/`)) continue
    const page = path.join(outDir, `${entry.page.slice(docsFolder.length + 1)}.md`)
    if (!fs.existsSync(page)) throw new Error(`[typedoc-api] ${path.relative(dir, entry.file)} has questions for ${entry.page}, which was not generated: rename or delete it`)
    fs.copyFileSync(entry.file, questionsFileOf(page))
    copied += 1
  }
  return copied
}
