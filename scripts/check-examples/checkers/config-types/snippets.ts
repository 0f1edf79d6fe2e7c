// Which code blocks are weapp-tailwindcss configuration or Node API snippets, and the source each is
// type-checked as: the block itself, the new side of a diff, or a fragment made to parse. Every line of
// that source keeps the page line it came from, so a type error points at the line a reader sees.
import ts from 'typescript'
import type { CodeBlock } from '../../../../lib/content/codeBlocks'
import { typePluginArgs } from './pluginArgs'

export interface Snippet {
  file: string
  /** The block's opening fence line. */
  line: number
  title?: string
  /** Extension the snippet is checked as: `.ts`, `.js`, `.mjs` … */
  extension: string
  source: string
  /** Page line of each line of `source`. */
  pageLines: number[]
  /** Made to parse by dropping `...` elisions or wrapping object members. */
  wrapped: boolean
  fragment: boolean
}

export interface SkippedSnippet {
  file: string
  line: number
  title?: string
  reason: string
}

export type Prepared = { snippet: Snippet } | { skipped: SkippedSnippet } | { syntaxError: { file: string; line: number; message: string } }

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs', 'cjs', 'mts', 'cts', 'diff'])
const IMPORTED = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
const CURRENT_PACKAGE = /^weapp-tailwindcss(?:\/|$)/
const OLD_PACKAGE = /^weapp-tailwindcss-webpack-plugin(?:\/|$)/
const FRAGMENT_TITLE = /片段|节选|思路/
/** `...` or `…` standing for left-out code, not a spread (`...rest`). */
const ELISION = /(?:\.\.\.|…)(?![\w$([{'"`])/g

const importedModules = (code: string): string[] => [...code.matchAll(IMPORTED)].map(match => match[1]!)

const extensionOf = (block: CodeBlock): string => {
  const fromTitle = block.title && /\.(m?[jt]sx?|c[jt]s)(?![\w.])/.exec(block.title)?.[1]
  if (fromTitle) return `.${fromTitle}`
  if (block.lang === 'typescript') return '.ts'
  if (block.lang === 'javascript' || block.lang === 'diff') return '.js'
  return `.${block.lang}`
}

/** A diff shows a change; what the reader ends up with is its context and `+` lines. */
function newSide(block: CodeBlock): { lines: string[]; pageLines: number[] } {
  const lines: string[] = []
  const pageLines: number[] = []
  block.code.split('\n').forEach((text, index) => {
    if (block.lang === 'diff' && text.startsWith('-')) return
    lines.push(block.lang === 'diff' && text.startsWith('+') ? ` ${text.slice(1)}` : text)
    pageLines.push(block.line + 1 + index)
  })
  return { lines, pageLines }
}

/** The first syntax error of `source`, with the 0-based line it is on. */
function parseError(source: string, extension: string): { line: number; message: string } | undefined {
  const kind = /x$/.test(extension) ? ts.ScriptKind.TSX : /[jJ]/.test(extension) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const file = ts.createSourceFile(`snippet${extension}`, source, ts.ScriptTarget.ES2022, true, kind)
  const first = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics[0]
  if (!first) return undefined
  return { line: file.getLineAndCharacterOfPosition(first.start ?? 0).line, message: ts.flattenDiagnosticMessageText(first.messageText, ' ') }
}

export function prepareSnippet(file: string, block: CodeBlock): Prepared | undefined {
  if (!SCRIPT_LANGS.has(block.lang)) return undefined
  const { lines, pageLines } = newSide(block)
  const code = lines.join('\n')
  const modules = importedModules(code)
  if (!modules.some(name => CURRENT_PACKAGE.test(name) || OLD_PACKAGE.test(name))) return undefined
  const at = { file, line: block.line, title: block.title }
  if (modules.some(name => OLD_PACKAGE.test(name))) {
    return { skipped: { ...at, reason: 'imports weapp-tailwindcss-webpack-plugin, the 1.x/2.x package name: not installed, no pinned types' } }
  }
  const extension = extensionOf(block)
  const fragment = FRAGMENT_TITLE.test(block.title ?? '') || lines.some(text => text.search(ELISION) >= 0)
  const snippet = (source: string, map: number[], wrapped: boolean): Prepared =>
    ({ snippet: { ...at, extension, source: typePluginArgs(source, extension), pageLines: map, wrapped, fragment } })

  const firstError = parseError(code, extension)
  if (!firstError) return snippet(code, pageLines, false)
  if (!fragment) return { syntaxError: { file, line: pageLines[firstError.line] ?? block.line, message: firstError.message } }

  const elidedLines = lines.map(text => text.replace(ELISION, ''))
  const elided = elidedLines.join('\n')
  if (!parseError(elided, extension)) return snippet(elided, pageLines, true)
  // Object members cut out of a larger config (`css: { postcss … }`): inside an object literal they parse;
  // the snippet's imports stay on top.
  const isImport = (text: string): boolean => /^import\s/.test(text)
  const imports = elidedLines.filter(isImport)
  const importLines = pageLines.filter((_, index) => isImport(elidedLines[index]!))
  const members = elidedLines.filter(text => !isImport(text))
  const memberLines = pageLines.filter((_, index) => !isImport(elidedLines[index]!))
  const wrapped = [...imports, 'const fragment = {', ...members, '}'].join('\n')
  if (!parseError(wrapped, extension)) return snippet(wrapped, [...importLines, block.line, ...memberLines, block.line + lines.length + 1], true)
  return { skipped: { ...at, reason: `fragment that parses only with guessed surroundings (line ${pageLines[firstError.line]}: ${firstError.message})` } }
}
