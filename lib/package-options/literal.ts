import ts from 'typescript'

/** Returned by {@link parseLiteral} when the text is not a plain JS literal. */
export const NOT_A_LITERAL: unique symbol = Symbol('not a literal')

/**
 * The source text inside an `@default` tag or a docs sentence: code fences,
 * wrapping backticks and the `<br/>` the package's JSDoc keeps for its old HTML
 * docs are not part of the value.
 */
export function defaultSource(text: string): string {
  return text
    .replace(/^\s*```\w*\s*\n?/, '')
    .replace(/\n?```\s*$/, '')
    .replace(/<br\s*\/?>/gi, '')
    .trim()
    .replace(/^`+([\s\S]*?)`+$/, '$1')
    .trim()
}

/**
 * Evaluates a JS literal (string, number, boolean, null, undefined, arrays and
 * plain objects of those). Anything else — an identifier such as
 * `MappingChars2String`, a function, prose — is {@link NOT_A_LITERAL}.
 */
export function parseLiteral(source: string): unknown {
  const file = ts.createSourceFile('literal.ts', `(${source})`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  const [statement] = file.statements
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return NOT_A_LITERAL
  // parseDiagnostics is not in TypeScript's public types, but it is the only way to
  // learn that the parser had to recover (e.g. `'a' 或 'b'`) without building a Program.
  if ((file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return NOT_A_LITERAL
  return evaluate(statement.expression)
}

function evaluate(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) {
    return -Number(node.operand.text)
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (node.kind === ts.SyntaxKind.NullKeyword) return null
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(evaluate)
    return items.includes(NOT_A_LITERAL) ? NOT_A_LITERAL : items
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, unknown][] = []
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) return NOT_A_LITERAL
      const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined
      const value = evaluate(property.initializer)
      if (key === undefined || value === NOT_A_LITERAL) return NOT_A_LITERAL
      entries.push([key, value])
    }
    return Object.fromEntries(entries)
  }
  return NOT_A_LITERAL
}

/** Deep equality of literal values (key order of objects does not matter). */
export function sameLiteral(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameLiteral(item, b[i]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every(key => key in b && sameLiteral(a[key], b[key]))
  }
  return Object.is(a, b)
}

/** True for values the docs can print as a literal: no functions, class instances or RegExps. */
export function isPrintable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPrintable)
  return isPlainObject(value) && Object.values(value).every(isPrintable)
}

/**
 * Prints a literal the way the docs' examples write JS: single quotes,
 * unquoted identifier keys, short arrays and objects on one line.
 */
export function formatLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) {
    const inline = `[${value.map(item => formatLiteral(item)).join(', ')}]`
    if (inline.length <= 60) return inline
    const inner = `${indent}  `
    return `[\n${value.map(item => `${inner}${formatLiteral(item, inner)},`).join('\n')}\n${indent}]`
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
    if (entries.length === 0) return '{}'
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : formatLiteral(name))
    const inline = `{ ${entries.map(([name, item]) => `${key(name)}: ${formatLiteral(item)}`).join(', ')} }`
    if (inline.length <= 60) return inline
    const inner = `${indent}  `
    return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${formatLiteral(item, inner)},`).join('\n')}\n${indent}}`
  }
  return String(value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}
