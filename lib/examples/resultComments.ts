// Result comments in a code block: `expr // => 'value'` or `expr` then `// => 'value'` on the next line
// (also `// expr` then `// => 'value'`, a call shown as a comment), with or without the space (`//=>`).
// Each one becomes a recorder call `__record(id, (expr))` in the block's source, so running the block
// yields the real value of every expression the page annotates. Text after the closing quote is the
// page's own comment.
import ts from 'typescript'

type Expected = { ok: true; value: unknown } | { ok: false; reason: string }

export interface ResultComment {
  id: number
  /** 0-based line of the `// =>` comment inside the block. */
  line: number
  expected: Expected
  /** The annotated expression as the page writes it. */
  expression: string
}

export interface Instrumented {
  /** The block's source with each annotated expression wrapped in `__record(id, …)`. */
  source: string
  comments: ResultComment[]
  /** `// =>` comments with no expression in front of them. */
  orphans: { line: number; reason: string }[]
}

export const RECORDER = '__record'
const RESULT_COMMENT = /\/\/\s*=>(.*)$/

/** Whether a block shows a result: the one test for the blocks the checker runs and the coverage counts. */
export function hasResultComment(code: string): boolean {
  return code.split('\n').some(line => RESULT_COMMENT.test(line))
}

/** The value the comment promises: the first token after `=>`, a string, number, boolean, null or undefined. */
function readExpected(text: string): Expected {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text.trim())
  const token = scanner.scan()
  switch (token) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return scanner.isUnterminated() ? { ok: false, reason: 'unterminated string' } : { ok: true, value: scanner.getTokenValue() }
    case ts.SyntaxKind.NumericLiteral:
      return { ok: true, value: Number(scanner.getTokenValue()) }
    case ts.SyntaxKind.TrueKeyword:
      return { ok: true, value: true }
    case ts.SyntaxKind.FalseKeyword:
      return { ok: true, value: false }
    case ts.SyntaxKind.NullKeyword:
      return { ok: true, value: null }
    default:
      return scanner.getTokenText() === 'undefined' ? { ok: true, value: undefined } : { ok: false, reason: `not a literal: ${text.trim()}` }
  }
}

const scriptKind = (lang: string): ts.ScriptKind =>
  /^(tsx|jsx)$/.test(lang) ? ts.ScriptKind.TSX : /^(js|mjs|cjs|javascript)$/.test(lang) ? ts.ScriptKind.JS : ts.ScriptKind.TS

/** The text of `// expr` when it is exactly one expression, else undefined. */
function commentedExpression(line: string): string | undefined {
  const match = /^\s*\/\/\s*(.+?)\s*;?\s*$/.exec(line)
  if (!match || RESULT_COMMENT.test(line)) return undefined
  const text = match[1]!
  const { diagnostics = [] } = ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { noResolve: true } })
  if (diagnostics.length > 0) return undefined
  const file = ts.createSourceFile('comment.ts', text, ts.ScriptTarget.Latest)
  const [statement] = file.statements
  const isCall = file.statements.length === 1 && statement && ts.isExpressionStatement(statement) && ts.isCallExpression(statement.expression)
  return isCall ? text : undefined
}

export function instrument(code: string, lang: string): Instrumented {
  const file = ts.createSourceFile(`block.${lang === 'tsx' || lang === 'jsx' ? 'tsx' : 'ts'}`, code, ts.ScriptTarget.Latest, true, scriptKind(lang))
  const lines = code.split('\n')
  const endLine = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getEnd()).line
  // Top-level expressions by the line their statement ends on: expression statements, and the value
  // of a declaration with one variable (`export const a = f()` then `// => …`).
  const byEndLine = new Map<number, ts.Expression>()
  for (const statement of file.statements) {
    if (ts.isExpressionStatement(statement)) byEndLine.set(endLine(statement), statement.expression)
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : []
    if (declarations.length === 1 && declarations[0]!.initializer) byEndLine.set(endLine(statement), declarations[0]!.initializer)
  }

  const edits: { start: number; end: number; text: string }[] = []
  const comments: ResultComment[] = []
  const orphans: Instrumented['orphans'] = []
  const lineStart = (line: number) => file.getPositionOfLineAndCharacter(line, 0)

  lines.forEach((text, line) => {
    const match = RESULT_COMMENT.exec(text)
    if (!match) return
    const expected = readExpected(match[1]!)
    const id = comments.length
    const sameLine = text.slice(0, match.index).trim() !== ''
    const expression = byEndLine.get(sameLine ? line : line - 1)
    if (expression) {
      edits.push({ start: expression.getStart(file), end: expression.getEnd(), text: `${RECORDER}(${id}, (${expression.getText(file)}))` })
      comments.push({ id, line, expected, expression: expression.getText(file) })
      return
    }
    const shown = !sameLine && line > 0 ? commentedExpression(lines[line - 1]!) : undefined
    if (shown) {
      edits.push({ start: lineStart(line - 1), end: lineStart(line - 1) + lines[line - 1]!.length, text: `${RECORDER}(${id}, (${shown}));` })
      comments.push({ id, line, expected, expression: shown })
      return
    }
    orphans.push({ line, reason: sameLine ? 'the code before it is not an expression statement' : 'no expression statement ends on the line above' })
  })

  let source = code
  for (const edit of edits.sort((a, b) => b.start - a.start)) source = source.slice(0, edit.start) + edit.text + source.slice(edit.end)
  return { source, comments, orphans }
}

/** Names a block declares at its top level (functions, classes, variables, imports): what a later block may borrow. */
export function topLevelNames(code: string, lang: string): Set<string> {
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, scriptKind(lang))
  const names = new Set<string>()
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text)
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name)
  }
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text)
    else if (ts.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) addBinding(declaration.name)
    else if (ts.isImportDeclaration(statement) && statement.importClause && !statement.importClause.isTypeOnly) {
      const clause = statement.importClause
      if (clause.name) names.add(clause.name.text)
      const bindings = clause.namedBindings
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
      else if (bindings) for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text)
    }
  }
  return names
}

/** Module specifiers of the block's imports and re-exports, with their positions in `code`. */
export function moduleSpecifiers(code: string, lang: string): { text: string; start: number; end: number }[] {
  const file = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, true, scriptKind(lang))
  const found: { text: string; start: number; end: number }[] = []
  for (const statement of file.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined
    if (specifier && ts.isStringLiteral(specifier)) found.push({ text: specifier.text, start: specifier.getStart(file), end: specifier.getEnd() })
  }
  return found
}

/** TypeScript/JSX to a plain ES module Node.js can import. */
export function toModule(source: string, lang: string): string {
  return ts.transpileModule(source, {
    fileName: /^(tsx|jsx)$/.test(lang) ? 'block.tsx' : 'block.ts',
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false },
  }).outputText
}
