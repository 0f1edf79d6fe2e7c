import fs from 'node:fs'
import path from 'node:path'
import { createSlugger } from '@docusaurus/utils'
import type { Heading } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { readerQuestions } from '../../bench/reader-questions.mjs'
import { treeOf } from '../../scripts/lint-docs/parseMdx'

const docsDir = path.resolve(__dirname, '../../docs')

function docSource(id: string): string | undefined {
  const file = ['.md', '.mdx'].map(ext => path.join(docsDir, `${id}${ext}`)).find(candidate => fs.existsSync(candidate))
  return file && fs.readFileSync(file, 'utf8')
}

/** The heading anchors Docusaurus gives a page: an explicit `{#id}`, else its own slugger's id, numbered on repeats. */
function headingAnchors(source: string): Set<string> {
  const lines = source.split('\n')
  // Docusaurus reads `{#id}` off a heading before MDX sees it; MDX alone would take it for an expression.
  const tree = treeOf(lines.map(line => (/^#{1,6} /.test(line) ? line.replace(/\s*\{#[\w-]+\}\s*$/, '') : line)).join('\n'))
  if (!tree) throw new Error('page does not parse')
  const slugger = createSlugger()
  const anchors = new Set<string>()
  visit(tree, 'heading', (heading: Heading) => {
    const explicit = lines[heading.position!.start.line - 1].match(/\{#([\w-]+)\}\s*$/)
    anchors.add(explicit ? explicit[1] : slugger.slug(toString(heading)))
  })
  return anchors
}

describe('reader questions: the coverage table', () => {
  it('holds at least 80 real questions, each with its thread', () => {
    expect(readerQuestions.length).toBeGreaterThanOrEqual(80)
    for (const row of readerQuestions) expect(row.source, row.question).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull|discussions)\/\d+$/)
    expect(new Set(readerQuestions.map(row => row.source)).size).toBe(readerQuestions.length)
  })

  it('leaves at most 5 % unanswered, each with a reason', () => {
    const gaps = readerQuestions.filter(row => !row.answer)
    expect(gaps.length / readerQuestions.length).toBeLessThanOrEqual(0.05)
    for (const row of gaps) expect(row.gap?.length, row.question).toBeGreaterThan(10)
    for (const row of readerQuestions) expect(Boolean(row.answer) !== Boolean(row.gap), row.question).toBe(true)
  })

  it('points every answer at a page and heading that exist', () => {
    const broken: string[] = []
    for (const { answer, question } of readerQuestions) {
      if (!answer) continue
      const source = docSource(answer.doc)
      if (!source) broken.push(`${question} → page ${answer.doc} is gone`)
      else if (answer.anchor && !headingAnchors(source).has(answer.anchor)) broken.push(`${question} → ${answer.doc}#${answer.anchor} has no such heading`)
    }
    expect(broken).toEqual([])
  })

  it('computes anchors the way the site does', () => {
    const anchors = headingAnchors('## 登记入口：cssEntries\n\n## 原因\n\n## 原因\n\n### 用 Vue 写 App、样式由多个 `<style src>` 引入\n\n## Custom {#custom-id}\n')
    expect([...anchors]).toEqual(['登记入口cssentries', '原因', '原因-1', '用-vue-写-app样式由多个-style-src-引入', 'custom-id'])
  })
})
