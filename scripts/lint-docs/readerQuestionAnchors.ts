import fs from 'node:fs'
import path from 'node:path'
import { readerQuestions } from '../../lib/reader-questions/readerQuestions.mjs'
import { docId } from '../../lib/content/docs'
import { headingAnchors } from '../../lib/content/headingAnchors'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

// lib/reader-questions/readerQuestions.mjs points real readers' questions at the page and heading that answer
// them. Renaming a page or rewording a heading silently breaks that answer (and the search
// benchmark built on it), so the row is reported where a contributor fixes it: in the table.

export interface AnsweredQuestion { question: string; source: string; answer?: { doc: string; anchor?: string }; also?: string[] }

const TABLE_PATH = path.join('lib', 'reader-questions', 'readerQuestions.mjs')

/** The line of the table holding a row, found by its thread URL (each row has its own). */
function rowLine(tableSource: string, row: AnsweredQuestion): number {
  const index = tableSource.split('\n').findIndex(line => line.includes(`'${row.source}'`))
  return index + 1 || 1
}

export function readerQuestionProblems(
  rows: readonly AnsweredQuestion[], pages: ReadonlyMap<string, string>, tableFile: string, tableSource: string,
): Problem[] {
  return rows.flatMap(row => {
    if (!row.answer) return []
    const problem = (what: string, how: string): Problem => ({ file: tableFile, line: rowLine(tableSource, row), check: 'reader-questions', what, how, fixable: false })
    const goneAlso = (row.also ?? []).filter(doc => !pages.has(doc)).map(doc =>
      problem(`"${row.question}" lists "${doc}" among the pages that also answer it, and that page does not exist`, 'use the page\'s new doc id in `also`, or drop it from the list'))
    return [...goneAlso, ...answerProblems(row.question, row.answer, pages, problem)]
  })
}

function answerProblems(
  question: string, { doc, anchor }: { doc: string; anchor?: string }, pages: ReadonlyMap<string, string>, problem: (what: string, how: string) => Problem,
): Problem[] {
  const source = pages.get(doc)
  if (source === undefined) return [problem(`"${question}" is answered by the page "${doc}", which does not exist`, 'point the row at the page that now answers it (its doc id), or mark the row as a gap with the reason')]
  if (!anchor) return []
  const anchors = headingAnchors(source)
  if (!anchors) return [problem(`the page "${doc}" does not parse, so its headings cannot be checked`, 'fix the page first (the mdx check names the line)')]
  if (anchors.has(anchor)) return []
  return [problem(`"${question}" points at ${doc}#${anchor}, a heading that page does not have`, `point the row at the heading's new anchor, or keep the old one by writing \\{#${anchor}\\} after the heading`)]
}

/** Doc id → source of every hand-written docs page. */
function pagesById(files: readonly DocFile[]): Map<string, string> {
  return new Map(files.filter(file => file.kind === 'doc').map(file => [docId(file.relativePath), file.source]))
}

export const readerQuestionAnchors: Check = {
  name: 'reader-questions',
  lint(files, context) {
    const tableFile = path.join(context.root, TABLE_PATH)
    // Only the site has the table; a fixture folder has its own pages.
    if (!fs.existsSync(tableFile)) return []
    return readerQuestionProblems(readerQuestions, pagesById(files), tableFile, fs.readFileSync(tableFile, 'utf8'))
  },
}
