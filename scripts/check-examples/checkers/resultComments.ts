// result-comments: every `expr // => 'value'` in a page's code blocks, and every call a page shows in a
// table or sentence with its result, is run against the installed packages and compared with the page.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inspect } from 'node:util'
import type { CodeBlock } from '../../../lib/content/codeBlocks'
import { runBlock, SCRIPT_LANGS } from '../../../lib/examples/blockModules'
import { pageCalls } from '../../../lib/examples/pageCalls'
import { hasResultComment, instrument, type ResultComment } from '../../../lib/examples/resultComments'
import type { Checker, CheckResult, Page } from '../checker'
import type { Finding } from '../finding'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
// Inside the repository's node_modules, so the blocks' imports resolve to the pinned packages.
const cacheDir = path.join(repoRoot, 'node_modules/.cache/check-examples/result-comments')

const show = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : inspect(value))

interface Origin {
  line: number
  what: string
}

/** Runs one block (real or generated) and compares each recorded value with its comment. */
async function checkBlock(page: Page, block: CodeBlock, earlier: CodeBlock[], origin: (comment: ResultComment) => Origin, dir: string): Promise<Finding[]> {
  const { source, comments, orphans } = instrument(block.code, block.lang)
  const findings: Finding[] = orphans.map(orphan => ({
    file: page.file, line: block.line + 1 + orphan.line, what: 'result comment without an expression', expected: 'an expression statement before // =>', got: orphan.reason,
  }))
  const run = await runBlock(block, source, { earlier, dir })
  if (run.error) {
    findings.push({ file: page.file, line: block.line, what: 'block does not run', expected: 'it runs against the installed packages', got: run.error })
    return findings
  }
  for (const comment of comments) {
    const { line, what } = origin(comment)
    if (!comment.expected.ok) {
      findings.push({ file: page.file, line, what: `${what}: result comment`, expected: 'a literal after // =>', got: comment.expected.reason })
    } else if (!run.values.has(comment.id)) {
      findings.push({ file: page.file, line, what, expected: show(comment.expected.value), got: 'the expression never ran' })
    } else if (!Object.is(run.values.get(comment.id), comment.expected.value)) {
      findings.push({ file: page.file, line, what, expected: show(comment.expected.value), got: show(run.values.get(comment.id)) })
    }
  }
  return findings
}

let runs = 0

export async function checkResultComments(pages: Page[]): Promise<CheckResult> {
  const result: CheckResult = { checked: [], findings: [] }
  const runDir = path.join(cacheDir, `${process.pid}-${Date.now()}-${++runs}`)
  try {
    for (const page of pages) {
      const scripts = page.blocks.filter(block => SCRIPT_LANGS.has(block.lang))
      for (const [position, block] of page.blocks.entries()) {
        if (!hasResultComment(block.code)) continue
        if (!SCRIPT_LANGS.has(block.lang)) {
          result.findings.push({ file: page.file, line: block.line, what: `result comment in a ${block.lang || 'plain'} block`, expected: 'a ts/js block that can run', got: block.lang || 'no language' })
          continue
        }
        const earlier = scripts.filter(candidate => page.blocks.indexOf(candidate) < position)
        const origin = (comment: ResultComment): Origin => ({ line: block.line + 1 + comment.line, what: comment.expression.replace(/\s+/g, ' ') })
        result.findings.push(...await checkBlock(page, block, earlier, origin, path.join(runDir, page.file, String(block.line))))
        result.checked.push({ file: page.file, line: block.line })
      }

      const calls = pageCalls(page.source, repoRoot)
      result.findings.push(...calls.problems.map(problem => ({ file: page.file, ...problem })))
      if (calls.lines.length === 0) continue
      const generated: CodeBlock = { line: calls.lines[0]!, lang: 'ts', meta: '', code: calls.code }
      const origin = (comment: ResultComment): Origin => calls.origins[comment.line]!
      result.findings.push(...await checkBlock(page, generated, [], origin, path.join(runDir, page.file, 'calls')))
      result.checked.push(...calls.lines.map(line => ({ file: page.file, line })))
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true })
  }
  return result
}

export const resultComments: Checker = {
  name: 'result-comments',
  run: site => checkResultComments(site.pages),
}
