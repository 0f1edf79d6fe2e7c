import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

// The questions a reader types when a section is the answer: symptoms, printed errors, the
// framework they use. Writers keep them beside the page, in `<page>.questions.yml`, one list per
// heading anchor; only the search index reads them.

/** The key for the page's opening, before its first h2. */
export const PAGE_TOP_KEY = 'top'

/** `docs/issues/css-vars.md` → `docs/issues/css-vars.questions.yml`. */
export function questionsFileOf(pagePath: string): string {
  return pagePath.replace(/\.mdx?$/, '.questions.yml')
}

export type SectionQuestions = Map<string, string[]>

export type ParsedQuestions =
  | { ok: true; sections: SectionQuestions }
  | { ok: false; line: number; message: string }

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(item => typeof item === 'string')

/** Reads a questions file's text: a mapping of anchor (or `top`) to a list of strings. */
export function parseSectionQuestions(text: string): ParsedQuestions {
  let data: unknown
  try {
    data = parseYaml(text)
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 1
    return { ok: false, line, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }
  }
  if (data === null || data === undefined) return { ok: true, sections: new Map() }
  if (typeof data !== 'object' || Array.isArray(data)) return { ok: false, line: 1, message: 'must be a mapping of heading anchors to lists of questions' }
  const sections: SectionQuestions = new Map()
  for (const [anchor, value] of Object.entries(data)) {
    if (value === null) { sections.set(anchor, []); continue }
    if (!isStringList(value)) return { ok: false, line: lineOfKey(text, anchor), message: `"${anchor}" must be a list of questions (strings)` }
    sections.set(anchor, value.map(question => question.trim()))
  }
  return { ok: true, sections }
}

/** The 1-based line of a top-level key, for messages. */
export function lineOfKey(text: string, key: string): number {
  const lines = text.split('\n')
  const index = lines.findIndex(line => line === `${key}:` || line.startsWith(`${key}:`) || line.startsWith(`'${key}':`) || line.startsWith(`"${key}":`))
  return index + 1 || 1
}

/** The questions beside a page, or undefined when it has none or they do not parse. */
export function readSectionQuestions(pagePath: string): SectionQuestions | undefined {
  const file = questionsFileOf(pagePath)
  if (!fs.existsSync(file)) return undefined
  const parsed = parseSectionQuestions(fs.readFileSync(file, 'utf8'))
  return parsed.ok ? parsed.sections : undefined
}

/** Every `.questions.yml` under a docs folder, as absolute paths. */
export function findQuestionsFiles(docsDir: string): string[] {
  if (!fs.existsSync(docsDir)) return []
  return fs.readdirSync(docsDir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(docsDir, entry.name)
    if (entry.isDirectory()) return findQuestionsFiles(full)
    return entry.name.endsWith('.questions.yml') ? [full] : []
  })
}
