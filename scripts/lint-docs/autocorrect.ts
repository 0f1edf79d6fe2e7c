import fs from 'node:fs'
import path from 'node:path'
import autocorrectNode from 'autocorrect-node'
import type { Root } from 'mdast'
import type { Check, LintContext } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import { headingId } from '../../lib/content/headingId'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

const AUTOCORRECT_CONFIG = '.autocorrectrc'

// Front matter values that readers see as text (the h1, the meta description, the sidebar).
// `keywords` is a YAML list: AutoCorrect would turn its commas into full-width ones and break it.
const PROSE_FIELDS = /^(title|description|sidebar_label):[ \t]*(.+)$/

const loadedConfigs = new Set<string>()
function loadConfig(context: LintContext): void {
  // The native module keeps one global config; load the repository's once.
  if (loadedConfigs.has(context.configDir)) return
  autocorrectNode.loadConfig(fs.readFileSync(path.join(context.configDir, AUTOCORRECT_CONFIG), 'utf8'))
  loadedConfigs.add(context.configDir)
}

/** 0-based indexes of the lines of these top-level nodes. */
function linesOf(tree: Root, types: string[]): Set<number> {
  const lines = new Set<number>()
  for (const node of tree.children) {
    if (!types.includes(node.type)) continue
    const { start, end } = node.position!
    for (let line = start.line; line <= end.line; line++) lines.add(line - 1)
  }
  return lines
}

// Lines AutoCorrect must not see: front matter (YAML) and import/export or {expressions} (code).
const maskedLines = (tree: Root) => linesOf(tree, ['yaml', 'mdxjsEsm', 'mdxFlowExpression'])
const frontMatterLines = (tree: Root) => linesOf(tree, ['yaml'])

// A heading's explicit id (`## 标题 \{#taro锚点\}`) is an anchor that links depend on: AutoCorrect
// would space it (`taro 锚点`). It is cut off before AutoCorrect reads the line and put back after.
const withoutId = (line: string): string => (/^#{1,6} /.test(line) ? headingId(line)?.text ?? line : line)
const idSuffix = (line: string): string => line.slice(withoutId(line).length)

function blankOut(source: string, masked: Set<number>): string {
  return source.split('\n').map((line, index) => (masked.has(index) ? '' : withoutId(line))).join('\n')
}

/** The changed part of a line with a little context, so a long table row does not flood the report. */
function difference(before: string, after: string): [string, string] {
  const a = Array.from(before)
  const b = Array.from(after)
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB-- }
  const from = Math.max(0, start - 8)
  const clip = (chars: string[], end: number) =>
    `${from > 0 ? '…' : ''}${chars.slice(from, end + 8).join('')}${end + 8 < chars.length ? '…' : ''}`
  return [clip(a, endA), clip(b, endB)]
}

function problem(file: DocFile, line: number, before: string, after: string): Problem {
  const [was, shouldBe] = difference(before, after)
  return {
    file: file.path,
    line,
    check: 'autocorrect',
    what: `Chinese copywriting (AutoCorrect): "${was}"`,
    how: `write "${shouldBe}" (space between Chinese and English or numbers, full-width punctuation in Chinese)`,
    fixable: true,
  }
}

function frontMatterFixes(source: string, tree: Root): { index: number; line: string; fixed: string }[] {
  const frontMatter = frontMatterLines(tree)
  return source.split('\n').flatMap((line, index) => {
    const match = frontMatter.has(index) ? PROSE_FIELDS.exec(line) : null
    if (!match) return []
    const fixed = `${match[1]}: ${autocorrectNode.format(match[2])}`
    return fixed === line ? [] : [{ index, line, fixed }]
  })
}

export const autocorrect: Check = {
  name: 'autocorrect',
  lint(files, context) {
    loadConfig(context)
    return files.flatMap(file => {
      const tree = treeOf(file.source)
      if (!tree) return []
      const masked = maskedLines(tree)
      const body = autocorrectNode.lintFor(blankOut(file.source, masked), file.path)
      return [
        ...frontMatterFixes(file.source, tree).map(fix => problem(file, fix.index + 1, fix.line, fix.fixed)),
        ...body.lines.map(result => problem(file, result.l, result.old, result.new)),
      ]
    })
  },
  fix(files, context) {
    loadConfig(context)
    for (const file of files) {
      const tree = treeOf(file.source)
      if (!tree) continue
      const masked = maskedLines(tree)
      const original = file.source.split('\n')
      const formatted = autocorrectNode.formatFor(blankOut(file.source, masked), file.path).split('\n')
      // AutoCorrect never adds or removes lines; if it ever did, merging line by line would be wrong.
      if (formatted.length !== original.length) continue
      const lines = formatted.map((line, index) => (masked.has(index) ? original[index]! : line + idSuffix(original[index]!)))
      for (const fix of frontMatterFixes(file.source, tree)) lines[fix.index] = fix.fixed
      const result = lines.join('\n')
      if (result !== file.source) fs.writeFileSync(file.path, result)
    }
  },
}
