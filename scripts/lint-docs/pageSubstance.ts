import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { Check } from './check'
import contentMap from './data/content-map.json'
import { docId, isGeneratedDoc } from '../../lib/content/docs'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

// Every page of the site's plan (data/content-map.json: one row per doc id, with the size of the
// upstream page that covers the same subject) must exist once, be a real page rather than a stub,
// and have sections a reader can navigate.

export interface ContentRow { id: string; size: number }

/** Upstream pages shorter than this are stubs: ours must still be a real page. */
const STUB_SIZE = 300
export const REAL_PAGE_MIN = 1000
const MIN_SECTIONS = 2
const PLACEHOLDER = /TODO|待补充|敬请期待|lorem ipsum/i

const handWritten = (row: ContentRow) => !isGeneratedDoc(row.id)

export function substanceProblems(rows: readonly ContentRow[], files: readonly DocFile[], docsDir: string): Problem[] {
  const byId = new Map<string, DocFile[]>()
  for (const file of files) {
    if (!file.path.startsWith(docsDir + path.sep)) continue
    const id = docId(file.relativePath)
    byId.set(id, [...(byId.get(id) ?? []), file])
  }
  const problem = (file: string, line: number, what: string, how: string): Problem => ({ file, line, check: 'page-substance', what, how, fixable: false })
  return rows.filter(handWritten).flatMap(row => {
    const found = byId.get(row.id) ?? []
    if (found.length === 0) {
      return [problem(path.join(docsDir, `${row.id}.md`), 1, `the page "${row.id}" of the content map is missing`, 'write it (scripts/lint-docs/data/content-map.json names its subject), or remove its row with the sidebar entry')]
    }
    if (found.length > 1) return [problem(found[1]!.path, 1, `"${row.id}" exists as both .md and .mdx`, 'keep one of the two files')]
    const file = found[0]!
    const body = matter(file.source).content
    const problems: Problem[] = []
    const floor = row.size < STUB_SIZE ? REAL_PAGE_MIN : row.size
    const length = body.replace(/\s/g, '').length
    if (length < floor) problems.push(problem(file.path, 1, `the page has ${length} characters of text, fewer than the ${floor} its subject needs`, 'cover the subject as fully as the upstream page does: steps, config, pitfalls, related pages'))
    const sections = (body.match(/^## /gm) ?? []).length
    if (sections < MIN_SECTIONS) problems.push(problem(file.path, 1, `the page has ${sections} "## " section(s)`, `split it into at least ${MIN_SECTIONS} sections a reader can jump to`))
    file.source.split('\n').forEach((text, index) => {
      const found = PLACEHOLDER.exec(text)
      if (found) problems.push(problem(file.path, index + 1, `placeholder text "${found[0]}"`, 'write the content, or remove the line'))
    })
    return problems
  })
}

export const pageSubstance: Check = {
  name: 'page-substance',
  lint(files, context) {
    const docsDir = path.join(context.root, 'docs')
    // Only the site itself follows the content map; a fixture folder has its own pages.
    if (!fs.existsSync(path.join(context.root, 'sidebars.ts'))) return []
    return substanceProblems(contentMap as ContentRow[], files, docsDir)
  },
}
