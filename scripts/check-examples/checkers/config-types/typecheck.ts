// Type-checks every snippet in one TypeScript program: the snippets are virtual files next to the
// repository's node_modules, so `weapp-tailwindcss/vite` & co. resolve through the pinned package's
// `exports` to its own .d.ts files. One program means the package's types are read and bound once.
import path from 'node:path'
import ts from 'typescript'
import { AMBIENT_MODULES, isDeclaredAny } from './ambient'
import type { Snippet } from './snippets'

export interface SnippetError {
  snippet: Snippet
  /** The virtual file the snippet was checked as. */
  fileName: string
  /** Page line of the offending code. */
  line: number
  code: number
  message: string
  /** What the types accept there, when the diagnostic says it. */
  accepted?: string
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  // Callback parameters handed to the `any`-typed framework APIs (webpackChain(chain) …) have no type to
  // infer; that says nothing about weapp-tailwindcss's types, so it is not an error here.
  noImplicitAny: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  lib: ['lib.es2022.d.ts'],
  types: [],
}

const virtualName = (root: string, index: number, snippet: Snippet): string =>
  path.join(root, '.config-types', `snippet-${index}`, `${path.basename(snippet.title?.split(/[（(\s]/)[0] ?? 'snippet').replace(/\.\w+$/, '') || 'snippet'}${snippet.extension}`)

/** `import { fromRoot } from './shared'`: a file of the reader's project, which the snippet does not show; what it imports from there is `any`. */
function readersProjectFile(literal: ts.StringLiteralLike): string {
  const bindings = ts.isImportDeclaration(literal.parent) ? literal.parent.importClause?.namedBindings : undefined
  const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.map(element => (element.propertyName ?? element.name).text) : []
  return `declare const fromTheReadersProject: any\nexport default fromTheReadersProject\n${names.map(name => `export declare const ${name}: any\n`).join('')}`
}

/** The errors a fragment's variables from elsewhere on its page give: those names are declared `any`. */
const UNDEFINED_NAME_CODES = new Set([2304, 2552])

/** After the snippet's last line, so no page line moves. */
const declareAny = (names: string[], extension: string): string => /j/.test(extension)
  ? names.map(name => `/** @type {any} */ var ${name}`).join('\n')
  : `declare const ${names.map(name => `${name}: any`).join(', ')}`

export interface TypecheckResult {
  errors: SnippetError[]
  /** Fragments checked with names from elsewhere on their page declared `any`. */
  withNamesFromElsewhere: Snippet[]
}

export function typecheckSnippets(root: string, snippets: Snippet[]): TypecheckResult {
  const files = new Map<string, { snippet: Snippet; text: string }>()
  snippets.forEach((snippet, index) => files.set(virtualName(root, index, snippet), { snippet, text: snippet.source }))
  const host = snippetHost(root, files)
  const rootNames = [ambientFileName(root), ...files.keys()]
  const first = ts.createProgram({ rootNames, options: COMPILER_OPTIONS, host })
  const problems = [...first.getGlobalDiagnostics(), ...first.getOptionsDiagnostics()]
  if (problems.length > 0) throw new Error(`config-types: the compiler setup is broken: ${problems.map(d => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`)
  const errors = collectErrors(first, files)

  // A fragment's variables from elsewhere on its page are declared `any` and the fragment checked again;
  // the second program reuses the first one's parsed files.
  const elsewhere = new Map<string, Set<string>>()
  for (const error of errors) {
    const name = /'([\w$]+)'/.exec(error.message)?.[1]
    if (!error.snippet.fragment || !UNDEFINED_NAME_CODES.has(error.code) || !name) continue
    elsewhere.set(error.fileName, (elsewhere.get(error.fileName) ?? new Set()).add(name))
  }
  if (elsewhere.size === 0) return { errors, withNamesFromElsewhere: [] }
  for (const [fileName, names] of elsewhere) {
    const file = files.get(fileName)!
    file.text = `${file.snippet.source}\n${declareAny([...names], file.snippet.extension)}`
  }
  return {
    errors: collectErrors(ts.createProgram({ rootNames, options: COMPILER_OPTIONS, host, oldProgram: first }), files),
    withNamesFromElsewhere: [...elsewhere.keys()].map(fileName => files.get(fileName)!.snippet),
  }
}

const ambientFileName = (root: string): string => path.join(root, '.config-types', 'ambient-modules.d.ts')

/** A compiler host that serves the snippets as files and keeps every parsed library file for a second program. */
function snippetHost(root: string, files: Map<string, { text: string }>): ts.CompilerHost {
  const ambientFile = ambientFileName(root)
  const readersFiles = new Map<string, string>()
  const parsed = new Map<string, ts.SourceFile | undefined>()
  const host = ts.createCompilerHost(COMPILER_OPTIONS)
  const virtualText = (fileName: string): string | undefined =>
    fileName === ambientFile ? AMBIENT_MODULES : readersFiles.get(fileName) ?? files.get(fileName)?.text
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = fileName => virtualText(fileName) !== undefined || fileExists.call(host, fileName)
  host.readFile = fileName => virtualText(fileName) ?? readFile.call(host, fileName)
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualText(fileName)
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true)
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate))
    return parsed.get(fileName)
  }
  host.getCurrentDirectory = () => root
  // The declared-any modules must not be read from node_modules either: the program would still parse them.
  const cache = ts.createModuleResolutionCache(root, name => name, COMPILER_OPTIONS)
  host.resolveModuleNameLiterals = (literals, containingFile, redirect, options, containingSourceFile) => literals.map(literal => {
    if (isDeclaredAny(literal.text)) return { resolvedModule: undefined }
    const mode = ts.getModeForUsageLocation(containingSourceFile, literal, options)
    const resolved = ts.resolveModuleName(literal.text, containingFile, options, host, cache, redirect, mode)
    if (resolved.resolvedModule || !files.has(containingFile) || !ts.isExternalModuleNameRelative(literal.text)) return resolved
    const readersFile = path.join(path.dirname(containingFile), `${literal.text.replace(/\W/g, '_')}.readers-project.d.ts`)
    readersFiles.set(readersFile, readersProjectFile(literal))
    return { resolvedModule: { resolvedFileName: readersFile, extension: ts.Extension.Dts } }
  })
  // `/// <reference types="node" />` in a library's declarations would pull in Node.js's 2 MB of types.
  host.resolveTypeReferenceDirectiveReferences = references => references.map(() => ({ resolvedTypeReferenceDirective: undefined }))
  return host
}

function collectErrors(program: ts.Program, files: Map<string, { snippet: Snippet }>): SnippetError[] {
  const errors: SnippetError[] = []
  for (const [fileName, { snippet }] of files) {
    const sourceFile = program.getSourceFile(fileName)!
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      if (diagnostic.category !== ts.DiagnosticCategory.Error) continue
      const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      errors.push({
        snippet,
        fileName,
        line: snippet.pageLines[Math.min(line, snippet.pageLines.length - 1)]!,
        code: diagnostic.code,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
        accepted: accepted(program, sourceFile, diagnostic),
      })
    }
  }
  return errors
}

/** What the types would take instead, read from the program rather than from the wording of the message. */
function accepted(program: ts.Program, sourceFile: ts.SourceFile, diagnostic: ts.Diagnostic): string | undefined {
  const checker = program.getTypeChecker()
  const node = findNode(sourceFile, diagnostic.start ?? 0)
  if (!node) return undefined
  // `import { X } from 'm'` / `const { X } = require('m')`: the names the module exports.
  if ([2305, 2724, 2614, 2339].includes(diagnostic.code)) {
    const declaration = node.parent
      && (ts.findAncestor(node, n => ts.isImportDeclaration(n) || ts.isVariableDeclaration(n)) as ts.ImportDeclaration | ts.VariableDeclaration | undefined)
    const specifier = declaration && moduleSpecifier(declaration)
    const symbol = specifier && checker.getSymbolAtLocation(specifier)
    if (symbol) return `an export of '${specifier.text}': ${checker.getExportsOfModule(symbol).map(s => s.name).sort().join(', ')}`
  }
  // `{ rem2rpxx: true }`: the properties of the object type the literal goes to.
  if ([2353, 2561].includes(diagnostic.code)) {
    const literal = ts.findAncestor(node, ts.isObjectLiteralExpression)
    const target = literal && checker.getContextualType(literal)
    if (target) return `a property of ${checker.typeToString(checker.getNonNullableType(target))}: ${checker.getPropertiesOfType(checker.getNonNullableType(target)).map(s => s.name).sort().join(', ')}`
  }
  // A value of the wrong type: the type expected at that spot.
  if ([2322, 2345, 2820].includes(diagnostic.code)) {
    const expression = ts.findAncestor(node, ts.isExpression)
    const target = expression && checker.getContextualType(expression)
    if (target) return checker.typeToString(target, undefined, ts.TypeFormatFlags.NoTruncation)
  }
  // `cssMacro()`: the signature the call has to match.
  if ([2554, 2555].includes(diagnostic.code)) {
    const call = ts.findAncestor(node, ts.isCallOrNewExpression)
    const signature = call && checker.getResolvedSignature(call)
    if (signature) return `a call matching ${checker.signatureToString(signature)}`
  }
  // `weapp-tailwindcss/replace`: the subpaths the package exports with types.
  if (diagnostic.code === 2307 && ts.isStringLiteral(node) && /^weapp-tailwindcss\//.test(node.text)) {
    return `a subpath weapp-tailwindcss exports with types: ${typedSubpaths(program.getCurrentDirectory()).join(', ')}`
  }
  return undefined
}

function typedSubpaths(root: string): string[] {
  const manifest = JSON.parse(ts.sys.readFile(path.join(root, 'node_modules/weapp-tailwindcss/package.json')) ?? '{}') as { exports?: Record<string, unknown> }
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target !== null && 'types' in target)
    .map(([subpath]) => subpath.replace(/^\./, 'weapp-tailwindcss'))
}

function moduleSpecifier(declaration: ts.ImportDeclaration | ts.VariableDeclaration): ts.StringLiteral | undefined {
  if (ts.isImportDeclaration(declaration)) return ts.isStringLiteral(declaration.moduleSpecifier) ? declaration.moduleSpecifier : undefined
  const init = declaration.initializer
  if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'require') {
    const [argument] = init.arguments
    return argument && ts.isStringLiteral(argument) ? argument : undefined
  }
  return undefined
}

function findNode(sourceFile: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(sourceFile) || position >= node.getEnd()) return
    found = node
    node.forEachChild(visit)
  }
  sourceFile.forEachChild(visit)
  return found
}
