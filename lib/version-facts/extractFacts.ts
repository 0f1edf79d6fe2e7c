// What one published weapp-tailwindcss tarball offers, read from its files alone (nothing is run):
// the `AppType` members, the option names of `UserDefinedOptions` (and of the option objects they
// accept, as `uniAppX.uvueUnsupported`), the `exports` subpaths and the names each exports, the
// `weapp-tw` subcommands and `patch` flags, and the Node.js range. Version claims on the pages are
// checked against these, version by version.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface VersionFacts {
  appTypes: string[]
  /** Top-level option names, and `option.field` for the fields of an option's object form. */
  options: string[]
  /** `exports` subpaths without the leading `./`; `.` for the root. */
  exports: string[]
  /** Subpath → names its type declarations export. */
  exportNames: Record<string, string[]>
  /** `weapp-tw` subcommands. */
  commands: string[]
  /** Flags `weapp-tw patch` accepts beyond `--cwd`, as weapp-tailwindcss declares them. */
  patchFlags: string[]
  /** The `tailwindcss-patch` range whose commands `weapp-tw` mounts, if it mounts them. */
  tailwindcssPatch?: string
  node?: string
}

const DTS = /\.d\.(?:m|c)?ts$/

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)

/** The string-literal members of `type AppType = 'a' | 'b'` in any declaration file. */
function readAppTypes(declarations: string[]): string[] {
  for (const file of declarations) {
    const source = parse(file)
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || statement.name.text !== 'AppType') continue
      const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type]
      return members.flatMap(member => ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []).sort()
    }
  }
  return []
}

/** Interface names a property's type refers to (`boolean | UniAppXOptions` → UniAppXOptions). */
function referencedNames(type: ts.TypeNode | undefined): string[] {
  if (!type) return []
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap(referencedNames)
  if (ts.isParenthesizedTypeNode(type)) return referencedNames(type.type)
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) return [type.typeName.text]
  return []
}

function typeLiterals(type: ts.TypeNode | undefined): ts.TypeLiteralNode[] {
  if (!type) return []
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(typeLiterals)
  if (ts.isParenthesizedTypeNode(type)) return typeLiterals(type.type)
  return ts.isTypeLiteralNode(type) ? [type] : []
}

/**
 * Option names of `UserDefinedOptions`, following `extends` and, two levels deep, the `…Options`
 * interfaces an option's type names (`uniAppX?: boolean | UniAppXOptions`). An interface may be
 * declared several times in one file (declaration merging) and under the same name with other members
 * in another chunk, so a name is looked up in the file that uses it first.
 */
function readOptionNames(declarations: string[]): string[] {
  const perFile = declarations.map(file => {
    const interfaces = new Map<string, ts.InterfaceDeclaration[]>()
    // Some releases (4.9.4) declare the options as `declare module '…' { interface UserDefinedOptions … }`
    // augmentations around an empty interface: those count too.
    const visit = (statements: ts.NodeArray<ts.Statement>) => {
      for (const statement of statements) {
        if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, [...(interfaces.get(statement.name.text) ?? []), statement])
        else if (ts.isModuleDeclaration(statement) && statement.body && ts.isModuleBlock(statement.body)) visit(statement.body.statements)
      }
    }
    visit(parse(file).statements)
    return interfaces
  })
  const anywhere = (name: string) => perFile.find(interfaces => interfaces.has(name))?.get(name)
  const names = new Set<string>()
  for (const interfaces of perFile.filter(map => map.has('UserDefinedOptions'))) {
    const lookup = (name: string) => interfaces.get(name) ?? anywhere(name)
    const members = (name: string, seen: Set<string>): ts.PropertySignature[] => {
      if (seen.has(name)) return []
      seen.add(name)
      return (lookup(name) ?? []).flatMap(node => [
        ...(node.heritageClauses ?? []).flatMap(clause => clause.types)
          .flatMap(type => ts.isIdentifier(type.expression) ? members(type.expression.text, seen) : []),
        ...node.members.filter(ts.isPropertySignature),
      ])
    }
    const collect = (interfaceName: string, prefix: string, depth: number) => {
      for (const member of members(interfaceName, new Set())) {
        if (!member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) continue
        const name = `${prefix}${member.name.text}`
        names.add(name)
        if (depth === 0) continue
        for (const ref of referencedNames(member.type)) if (/Options$/.test(ref) && ref !== 'UserDefinedOptions' && lookup(ref)) collect(ref, `${name}.`, depth - 1)
        // An object type written in place: `cssSelectorReplacement?: { root?: …; universal?: … }`.
        for (const literal of typeLiterals(member.type)) {
          for (const field of literal.members) {
            if (ts.isPropertySignature(field) && field.name && ts.isIdentifier(field.name)) names.add(`${name}.${field.name.text}`)
          }
        }
      }
    }
    collect('UserDefinedOptions', '', 2)
  }
  return [...names].sort()
}

/** Names a declaration file exports, following `export * from './x'` inside the package. */
function readExportedNames(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !fs.existsSync(file)) return []
  seen.add(file)
  const names: string[] = []
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map(element => element.name.text))
      } else if (!statement.exportClause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = statement.moduleSpecifier.text
        if (target.startsWith('.')) {
          const base = path.resolve(path.dirname(file), target).replace(/\.(?:m|c)?js$/, '')
          const ext = file.endsWith('.d.mts') ? '.d.mts' : '.d.ts'
          names.push(...readExportedNames(`${base}${ext}`, seen), ...readExportedNames(`${base}.d.ts`, seen))
        }
      }
      continue
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) ?? [] : []
    if (!modifiers.some(modifier => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue
    if (ts.isVariableStatement(statement)) {
      names.push(...statement.declarationList.declarations.flatMap(d => ts.isIdentifier(d.name) ? [d.name.text] : []))
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)
      || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name) {
      names.push(modifiers.some(modifier => modifier.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : statement.name.text)
    }
  }
  return [...new Set(names)].sort()
}

/** The declaration file an `exports` entry points to: its `types` condition, or the `.d.ts` beside its JS. */
function typesOf(entry: unknown, packageDir: string): string | undefined {
  const targets: string[] = []
  const visit = (value: unknown) => {
    if (typeof value === 'string') targets.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(entry)
  const declared = targets.find(target => DTS.test(target))
  const candidates = declared ? [declared] : targets.filter(target => /\.(?:m|c)?js$/.test(target)).map(target => target.replace(/\.(m|c)?js$/, '.d.$1ts'))
  return candidates.map(target => path.join(packageDir, target)).find(file => fs.existsSync(file))
}

const ownCommandPatterns = [/\.command\(\s*["'`]([\w-]+)["'`]/g, /command === ["']([\w-]+)["']/g]

/** The commands `tailwindcss-patch` lists for its CLI, in an unpacked copy of that package. */
export function readPatchCommands(tailwindcssPatchDir: string): string[] {
  for (const file of walk(path.join(tailwindcssPatchDir, 'dist')).filter(name => /\.(?:c)?js$/.test(name))) {
    const list = /tailwindcssPatchCommands\s*=\s*\[([^\]]*)\]/.exec(fs.readFileSync(file, 'utf8'))?.[1]
    // weapp-tw mounts tailwindcss-patch's `install` under the name `patch`.
    if (list) return [...list.matchAll(/["']([\w-]+)["']/g)].map(match => match[1] === 'install' ? 'patch' : match[1]!)
  }
  throw new Error(`no tailwindcssPatchCommands list in ${tailwindcssPatchDir}`)
}

/**
 * Facts of one unpacked weapp-tailwindcss (`<dir>/package.json`). `patchCommandsFor` gives the commands
 * of the tailwindcss-patch range the CLI mounts (called only when it mounts them).
 */
export function extractFacts(packageDir: string, patchCommandsFor: (range: string) => string[]): VersionFacts {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>
    engines?: { node?: string }
    dependencies?: Record<string, string>
  }
  const declarations = walk(path.join(packageDir, 'dist')).filter(file => DTS.test(file) && !file.endsWith('.d.mts'))
  const exportsMap = pkg.exports ?? {}
  const exportNames: Record<string, string[]> = {}
  for (const [subpath, entry] of Object.entries(exportsMap)) {
    if (subpath.includes('*')) continue
    const types = typesOf(entry, packageDir)
    if (types) exportNames[subpath.replace(/^\.\//, '')] = readExportedNames(types)
  }
  const cliFile = ['dist/cli.js', 'dist/cli.mjs'].map(file => path.join(packageDir, file)).find(file => fs.existsSync(file))
  const cli = cliFile ? fs.readFileSync(cliFile, 'utf8') : ''
  const commands = new Set(ownCommandPatterns.flatMap(pattern => [...cli.matchAll(pattern)].map(match => match[1]!)))
  const mountsPatchCli = /createTailwindcssPatchCli|mountTailwindcssPatchCommands/.test(cli)
  const tailwindcssPatch = mountsPatchCli ? pkg.dependencies?.['tailwindcss-patch'] : undefined
  if (tailwindcssPatch) patchCommandsFor(tailwindcssPatch).forEach(command => commands.add(command))
  // The flags weapp-tailwindcss adds to the mounted `install` (shown as `patch`) command.
  const patchOptions = /\binstall:\s*\{\s*name:\s*["']patch["'][\s\S]*?optionDefs:\s*\[([\s\S]*?)\n\s*\]/.exec(cli)?.[1] ?? ''
  return {
    appTypes: readAppTypes(declarations),
    options: readOptionNames(declarations),
    exports: Object.keys(exportsMap).map(subpath => subpath.replace(/^\.\//, '')).sort(),
    exportNames,
    commands: [...commands].sort(),
    patchFlags: [...new Set([...patchOptions.matchAll(/flags:\s*["'](--[\w-]+)/g)].map(match => match[1]!))].sort(),
    ...(tailwindcssPatch ? { tailwindcssPatch } : {}),
    ...(pkg.engines?.node ? { node: pkg.engines.node } : {}),
  }
}
