import { codeBlocks, type CodeBlock } from '../content/codeBlocks'
import { markdownLines } from '../content/markdownLines'
import ts from 'typescript'

/** A place where a docs page names a plugin option. */
export interface OptionMention {
  /** 1-based line in the page. */
  line: number
  name: string
  via: 'code' | 'link' | 'prose' | 'table'
  /** Source text of the default the page states for it, e.g. `['view', 'text']`. */
  statedDefault?: string
  /** For table rows: every name in the table's first column. */
  tableNames?: string[]
}

/** The entry points whose first argument is the options object (4.x names, their `weappTailwindcss` alias, and core's createContext). */
const PLUGIN_FACTORIES = ['UnifiedViteWeappTailwindcssPlugin', 'UnifiedWebpackPluginV5', 'UnifiedWebpackPluginV4', 'createPlugins', 'weappTailwindcss', 'createContext']
/** The docs import the Vite plugin `as uvtw` and then often show only the call. */
const CONVENTIONAL_ALIASES = ['uvtw']
const SCRIPT_LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript', 'mjs', 'cjs', 'mts', 'cts', 'diff'])

/**
 * "默认值为 `x`", "默认是 x", "默认：x" (English pages: "the default is x", "default: x", "defaults to x")…
 * A default claim is only read when the value follows directly.
 */
const DEFAULT_CLAIM = /(?:默认(?:值)?\s*(?:为|是|:|：)?|\b[Dd]efault(?: value)?\s*(?:is|:)|\b[Dd]efaults to)\s*/
/**
 * English prose: "`name` (option) defaults to `x`", "`name`'s default is `x`", "`name` (default `x`)". Not "…, whose
 * default is": the relative clause may be about a field named before it ("the `universal` field of `a`, whose…").
 */
const ENGLISH_CLAIM = /`([A-Za-z_$][\w$]*)`(?:'s\s+|\s*\(\s*|\s+(?:option\s+)?(?:now\s+|also\s+|still\s+)?)(?:defaults?\s+(?:is\s+(?:also\s+)?|to\s+)?|default(?: value)?:\s*)`([^`]+)`/g
/** A code block's title says its values are defaults ("…的默认值", "Default value of …", "(default in 4.12.0)"). */
const DEFAULTS_TITLE = /默认值|\bdefault(?:s\b| value| in\b)/i
/** A claim about an older major (2.x, v3, 3.2.1…) is history, not the pinned package's default. */
const OLD_VERSION = /(?:^|[^\d.])(?:[123]\.x|v[123]\b|[123]\.\d+(?:\.\d+)?)/i
/** A table's first column holds option names when its header says so. */
const OPTION_COLUMN = /^(?:选项|配置项|参数|option)/i
/** …and its default column. */
const DEFAULT_COLUMN = /^(?:默认|default)/i

interface Table {
  optionColumn: boolean
  defaultColumn: number
  rows: OptionMention[]
}

/**
 * Finds the option names a Markdown/MDX page uses in code and in sentences
 * about configuration, with any default it states for them.
 */
export function scanPage(markdown: string): OptionMention[] {
  const factories = new Set([...PLUGIN_FACTORIES, ...CONVENTIONAL_ALIASES])
  // In page order: each code block, table and line of prose gives its mentions at the line it starts on.
  const found = codeBlocks(markdown).map(block => ({ line: block.line, mentions: scanCodeBlock(block, factories) }))
  let table: { line: number; rows: Table } | undefined
  const endTable = () => {
    if (table) found.push({ line: table.line, mentions: optionTableRows(table.rows) })
    table = undefined
  }

  markdownLines(markdown).forEach(({ text, inCode }, index) => {
    const line = index + 1
    if (/^\s*\|/.test(text) && !inCode) {
      table = { line: table?.line ?? line, rows: scanTableRow(text, line, table?.rows) }
      return
    }
    endTable()
    if (!inCode) found.push({ line, mentions: scanProse(text, line) })
  })
  endTable()
  return found.sort((a, b) => a.line - b.line).flatMap(group => group.mentions)
}

function scanTableRow(text: string, line: number, table: Table | undefined): Table {
  const cells = text.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map(cell => cell.trim())
  if (!table) return { optionColumn: OPTION_COLUMN.test(cells[0] ?? ''), defaultColumn: cells.findIndex(cell => DEFAULT_COLUMN.test(cell)), rows: [] }
  const name = /^`([A-Za-z_$][\w$]*)`$/.exec(cells[0] ?? '')?.[1]
  if (!table.optionColumn || !name) return table
  const stated = table.defaultColumn > 0 ? /^`([^`]+)`$/.exec(cells[table.defaultColumn] ?? '')?.[1] : undefined
  const claim = stated !== undefined && !OLD_VERSION.test(text) ? { statedDefault: stated } : {}
  table.rows.push({ line, name, via: 'table', ...claim })
  return table
}

/**
 * "选项 | 默认值" tables also document other tools' options (postcss plugins,
 * presets, fonts). Only the rows of a table whose names are mostly plugin
 * options are mentions; the checker decides "mostly", knowing the names.
 */
function optionTableRows(table: Table): OptionMention[] {
  return table.rows.map(row => ({ ...row, tableNames: table.rows.map(other => other.name) }))
}

function scanProse(text: string, line: number): OptionMention[] {
  const mentions: OptionMention[] = []
  // Links to an option's anchor on the generated v4 options page.
  for (const match of text.matchAll(/(?<![\w-])(?:\/docs\/)?api\/interfaces\/UserDefinedOptions(?:\.mdx?)?#([\w$-]+)/g)) {
    mentions.push({ line, name: match[1]!, via: 'link' })
  }
  for (const sentence of text.split(/(?<=[。；！？;]|\.\s)/)) {
    // `name` 默认为 `value`, `name` 的默认值是 `value`, `name`（默认 `value`）
    const claim = new RegExp(`\`([A-Za-z_$][\\w$]*)\`\\s*(?:的|选项的|（)?\\s*${DEFAULT_CLAIM.source}\`([^\`]+)\``, 'g')
    for (const match of [...sentence.matchAll(claim), ...sentence.matchAll(ENGLISH_CLAIM)]) {
      if (OLD_VERSION.test(sentence)) continue
      if (mentions.some(found => found.line === line && found.name === match[1] && found.statedDefault === match[2])) continue
      mentions.push({ line, name: match[1]!, via: 'prose', statedDefault: match[2]! })
    }
    // "`someOption` 选项", "配置项 `someOption`": a camelCase name called an option,
    // unless the sentence says whose ("tv 的配置项 `twMerge`").
    // English: "the `someOption` option", "option `someOption`"; another owner: "tv's `twMerge` option",
    // "the `b` option of `a`".
    const named = /`([a-z][a-z0-9]*[A-Z][\w$]*)`\s*(?:选项|配置项|option\b)|(?:选项|配置项|\boption)\s*`([a-z][a-z0-9]*[A-Z][\w$]*)`(?!\s*\()/g
    for (const match of sentence.matchAll(named)) {
      const before = sentence.slice(0, match.index)
      const after = sentence.slice(match.index + match[0].length)
      const owner = /(\S+)\s*的\s*$/.exec(before)?.[1] ?? /(\S+)'s\s*$|\b([Ii]ts)\s*$/.exec(before)?.slice(1).find(Boolean) ?? /^\s+of\s+(?:the\s+)?(\S+)/.exec(after)?.[1]
      if (owner && !/weapp-tailwindcss|插件|plugin/.test(owner)) continue
      mentions.push({ line, name: (match[1] ?? match[2])!, via: 'prose' })
    }
  }
  return mentions
}

/**
 * Option keys of the objects passed to the plugin entry points in one code
 * block, and defaults stated in comments next to a key or by a block titled
 * "…默认值…". Aliases imported in one block stay known for the next ones.
 */
function scanCodeBlock({ code, lang, title = '', line: fenceLine }: CodeBlock, factories: Set<string>): OptionMention[] {
  const language = lang.toLowerCase()
  if (!SCRIPT_LANGUAGES.has(language)) return []
  const startLine = fenceLine + 1
  const titledDefaults = DEFAULTS_TITLE.test(title) && !OLD_VERSION.test(title)
  // Diffs: the removed lines are the old state; keep line numbers by blanking them.
  const source = language === 'diff' ? code.split('\n').map(l => (l.startsWith('-') ? '' : l.slice(1))).join('\n') : code
  // A bare `{ … }` block is an object, not a statement block.
  const text = /^\s*\{/.test(source) && !/^\s*\{[^}]*\}\s*from/.test(source) ? `(${source})` : source
  const kind = /x$/.test(language) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile('block.tsx', text, ts.ScriptTarget.Latest, true, kind)
  const lineOf = (node: ts.Node) => startLine + file.getLineAndCharacterOfPosition(node.getStart(file)).line

  collectAliases(file, factories)
  const objects = optionObjects(file, factories)
  const mentions: OptionMention[] = []
  const bareObject = file.statements
    .map(statement => (ts.isExpressionStatement(statement) && ts.isParenthesizedExpression(statement.expression) ? statement.expression.expression : undefined))
    .find((expression): expression is ts.ObjectLiteralExpression => expression !== undefined && ts.isObjectLiteralExpression(expression))
  if (titledDefaults && bareObject) {
    // title="cssPreflight 的默认值": the whole object is that option's default;
    // title="…选项（4.12.0 的默认值）": its keys are options and their values the defaults.
    const option = /\b([a-z][a-z0-9]*[A-Z][\w$]*)\b/.exec(title)?.[1]
    if (option) mentions.push({ line: lineOf(bareObject), name: option, via: 'code', statedDefault: bareObject.getText(file) })
    else objects.add(bareObject)
  }

  const lines = text.split('\n')
  for (const object of objects) {
    for (const property of object.properties) {
      const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined
      if (!name) continue
      const line = file.getLineAndCharacterOfPosition(property.getStart(file)).line
      const fromComment = commentDefault(lines, line)
      const fromTitle = titledDefaults && ts.isPropertyAssignment(property) ? property.initializer.getText(file) : undefined
      const statedDefault = fromComment ?? fromTitle
      mentions.push({ line: lineOf(property), name, via: 'code', ...(statedDefault !== undefined ? { statedDefault } : {}) })
    }
  }
  return mentions
}

function collectAliases(file: ts.SourceFile, factories: Set<string>) {
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('weapp-tailwindcss')) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        bindings.elements.forEach(element => {
          if (PLUGIN_FACTORIES.includes((element.propertyName ?? element.name).text)) factories.add(element.name.text)
        })
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name)) {
      node.name.elements.forEach(element => {
        const imported = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : undefined
        if (ts.isIdentifier(element.name) && PLUGIN_FACTORIES.includes(imported ?? element.name.text)) factories.add(element.name.text)
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
}

/** Object literals that reach a plugin entry point: `uvtw({…})`, `new UnifiedWebpackPluginV5(opts)`, Taro's `{ plugin, args: [{…}] }`. */
function optionObjects(file: ts.SourceFile, factories: Set<string>): Set<ts.ObjectLiteralExpression> {
  const variables = new Map<string, ts.ObjectLiteralExpression>()
  const found = new Set<ts.ObjectLiteralExpression>()
  const resolve = (node: ts.Expression | undefined) => {
    if (!node) return
    if (ts.isObjectLiteralExpression(node)) found.add(node)
    else if (ts.isIdentifier(node)) pending.push(node.text)
  }
  const pending: string[] = []
  const isFactory = (node: ts.Expression) =>
    (ts.isIdentifier(node) && factories.has(node.text)) || (ts.isPropertyAccessExpression(node) && PLUGIN_FACTORIES.includes(node.name.text))

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      variables.set(node.name.text, node.initializer)
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && isFactory(node.expression)) resolve(node.arguments?.[0])
    if (ts.isObjectLiteralExpression(node)) {
      const plugin = node.properties.find(p => p.name && ts.isIdentifier(p.name) && p.name.text === 'plugin')
      const args = node.properties.find(p => p.name && ts.isIdentifier(p.name) && p.name.text === 'args')
      const factoryCall = plugin && ts.isPropertyAssignment(plugin) && isFactory(plugin.initializer)
      if (factoryCall && args && ts.isPropertyAssignment(args) && ts.isArrayLiteralExpression(args.initializer)) {
        resolve(args.initializer.elements[0])
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  pending.forEach(name => {
    const object = variables.get(name)
    if (object) found.add(object)
  })
  return found
}

/** A default stated in a `//` comment on the line above a key, or after it on the same line. */
function commentDefault(lines: string[], line: number): string | undefined {
  const comments: string[] = []
  const trailing = /\/\/(.*)$/.exec(lines[line]?.replace(/(['"`]).*?\1/g, '') ?? '')?.[1]
  if (trailing) comments.push(trailing)
  for (let above = line - 1; above >= 0 && /^\s*\/\//.test(lines[above] ?? ''); above--) comments.push(lines[above]!.replace(/^\s*\/\//, ''))
  for (const comment of comments) {
    if (OLD_VERSION.test(comment)) continue
    const claim = new RegExp(`${DEFAULT_CLAIM.source}(.+)$`).exec(comment)?.[1]
    const value = claim && /^(\[[^\]]*\]|\{[^}]*\}|'[^']*'|"[^"]*"|`[^`]*`|true|false|null|undefined|-?\d+(?:\.\d+)?)/.exec(claim.trim())?.[1]
    if (value) return value
  }
  return undefined
}
