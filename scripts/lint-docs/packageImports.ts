import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { codeBlocks } from '../../lib/content/codeBlocks'
import type { Check } from './check'
import type { Problem } from './problem'

// Packages whose import paths and names the pages must get right: the pinned ones in node_modules.
// A family package that is not installed here cannot be checked and is left alone.
const CHECKED_PACKAGE = /^(?:weapp-tailwindcss(?:-webpack-plugin)?|@weapp-tailwindcss\/[\w-]+|@weapp-core\/escape)$/

const SCRIPT = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'vue', 'javascript', 'typescript', 'diff'])
const STYLE = new Set(['css', 'scss', 'less', 'postcss'])

export interface ImportUse {
  line: number
  specifier: string
  /** Names taken with `import { a, b as c }` or `const { a } = require()`; undefined for a whole-module import. */
  names?: string[]
}

const splitSpecifier = (specifier: string) => {
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return { name, subpath: `.${specifier.slice(name.length)}` }
}

const namedList = (list: string) =>
  list.split(',').map(item => item.trim().replace(/^type\s+/, '').split(/\s+as\s+|\s*:\s*/)[0]).filter(name => /^[A-Za-z_$][\w$]*$/.test(name))

/** Imports in one code block; `-` lines of a diff are the old code and are not checked. */
export function importUses(code: string, lang: string, firstLine: number): ImportUse[] {
  const uses: ImportUse[] = []
  code.split('\n').forEach((raw, index) => {
    if (lang === 'diff' && raw.startsWith('-')) return
    const line = lang === 'diff' ? raw.slice(1) : raw
    const at = firstLine + index
    if (STYLE.has(lang)) {
      for (const m of line.matchAll(/@(?:import|plugin|reference)\s+(?:url\()?["']([^"']+)["']/g)) uses.push({ line: at, specifier: m[1] })
      return
    }
    for (const m of line.matchAll(/\bimport\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/g)) {
      uses.push({ line: at, specifier: m[3], names: m[2] !== undefined ? namedList(m[2]) : undefined })
    }
    for (const m of line.matchAll(/\bimport\s*["']([^"']+)["']/g)) uses.push({ line: at, specifier: m[1] })
    for (const m of line.matchAll(/(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*["']([^"']+)["']\s*\)/g)) {
      uses.push({ line: at, specifier: m[2], names: namedList(m[1]) })
    }
    for (const m of line.matchAll(/(?<![{,]\s*)require\(\s*["']([^"']+)["']\s*\)/g)) {
      if (!uses.some(use => use.line === at && use.specifier === m[1])) uses.push({ line: at, specifier: m[1] })
    }
    for (const m of line.matchAll(/@(?:import|plugin|reference)\s+["']([^"']+)["']/g)) uses.push({ line: at, specifier: m[1] })
  })
  return uses.filter(use => CHECKED_PACKAGE.test(splitSpecifier(use.specifier).name))
}

interface InstalledPackage { dir: string; json: { exports?: unknown; main?: string; types?: string; typings?: string } }

/** `exports` target for a subpath, with `*` patterns; null when the map does not export it. */
function exportTarget(exportsField: unknown, subpath: string): unknown {
  if (exportsField === undefined) return undefined
  const map = typeof exportsField === 'string' || Array.isArray(exportsField) || !Object.keys(exportsField as object).some(key => key.startsWith('.'))
    ? { '.': exportsField }
    : (exportsField as Record<string, unknown>)
  if (subpath in map) return map[subpath]
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf('*')
    if (star === -1) continue
    if (subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1)) && subpath.length >= key.length - 1) return target
  }
  return null
}

/** The declaration file TypeScript would pick for an `exports` target (conditions types → import → default). */
function typesFile(target: unknown): string | undefined {
  if (typeof target === 'string') return /\.d\.[cm]?ts$/.test(target) ? target : undefined
  if (!target || typeof target !== 'object') return undefined
  const record = target as Record<string, unknown>
  if (typeof record.types === 'string') return record.types
  for (const condition of ['import', 'require', 'default', 'node']) {
    const found = typesFile(record[condition])
    if (found) return found
  }
  return undefined
}

function declarationFiles(pkg: InstalledPackage): string[] {
  const field = pkg.json.exports
  const targets = field && typeof field === 'object' && !Array.isArray(field) ? Object.values(field as object) : [field]
  return [...targets.map(typesFile), pkg.json.types, pkg.json.typings]
    .filter((file): file is string => typeof file === 'string' && !file.includes('*'))
    .map(file => path.join(pkg.dir, file))
    .filter(file => fs.existsSync(file))
}

/** A file a `*` export pattern points to: the pattern allows any name, the file must still exist. */
function patternTargetExists(pkg: InstalledPackage, exportsField: unknown, subpath: string): boolean {
  const map = exportsField as Record<string, unknown>
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf('*')
    if (star === -1 || typeof target !== 'string') continue
    const head = key.slice(0, star)
    const tail = key.slice(star + 1)
    if (!subpath.startsWith(head) || !subpath.endsWith(tail)) continue
    const matched = subpath.slice(head.length, subpath.length - tail.length)
    if (fs.existsSync(path.join(pkg.dir, target.replace('*', matched)))) return true
  }
  return false
}

export class InstalledPackages {
  private packages = new Map<string, InstalledPackage | null>()
  private exportNames = new Map<string, Set<string>>()
  private program: ts.Program | undefined

  constructor(private readonly nodeModules: string) {}

  /** Loads every checked package up front, so their declaration files share one program. */
  preload(names: string[]): this {
    names.forEach(name => this.get(name))
    return this
  }

  get(name: string): InstalledPackage | null {
    if (!this.packages.has(name)) {
      const dir = path.join(this.nodeModules, name)
      const file = path.join(dir, 'package.json')
      this.packages.set(name, fs.existsSync(file) ? { dir, json: JSON.parse(fs.readFileSync(file, 'utf8')) } : null)
    }
    return this.packages.get(name)!
  }

  /**
   * Names a declaration file exports. One TypeScript program for every declaration file of the
   * checked packages: building one per file costs a second each, one for all a second in total.
   */
  namesOf(declarationFile: string): Set<string> {
    if (!this.program) {
      const roots = [...this.packages.values()].flatMap(pkg => (pkg ? declarationFiles(pkg) : []))
      const compilerOptions = {
        noEmit: true, skipLibCheck: true, types: [], module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      }
      this.program = ts.createProgram([...new Set([...roots, declarationFile])], compilerOptions)
    }
    let names = this.exportNames.get(declarationFile)
    if (!names) {
      let source = this.program.getSourceFile(declarationFile)
      if (!source) {
        this.program = ts.createProgram([declarationFile], this.program.getCompilerOptions(), undefined, this.program)
        source = this.program.getSourceFile(declarationFile)
      }
      const checker = this.program.getTypeChecker()
      const symbol = source && checker.getSymbolAtLocation(source)
      names = new Set(symbol ? checker.getExportsOfModule(symbol).map(exported => exported.name) : [])
      this.exportNames.set(declarationFile, names)
    }
    return names
  }

  /** What is wrong with one import, or undefined when the package provides it. */
  problemWith(use: ImportUse): { what: string; how: string } | undefined {
    const { name, subpath } = splitSpecifier(use.specifier)
    const pkg = this.get(name)
    if (!pkg) return undefined
    const version = (pkg.json as { version?: string }).version
    const target = exportTarget(pkg.json.exports, subpath)
    const explicit = pkg.json.exports && typeof pkg.json.exports === 'object' && subpath in (pkg.json.exports as object)
    if (target === null || (target !== undefined && !explicit && !patternTargetExists(pkg, pkg.json.exports, subpath))) {
      const exported = Object.keys(pkg.json.exports as object).filter(key => key.startsWith('.') && !key.includes('*')).map(key => `${name}${key.slice(1)}`)
      return { what: `${name}@${version} does not export "${use.specifier}"`, how: `use one of: ${exported.join(', ')}` }
    }
    if (!use.names?.length) return undefined
    const declared = typesFile(target) ?? (subpath === '.' ? pkg.json.types ?? pkg.json.typings : undefined)
    if (!declared) return undefined
    const names = this.namesOf(path.join(pkg.dir, declared))
    const missing = use.names.filter(imported => !names.has(imported) && imported !== 'default')
    if (missing.length === 0) return undefined
    return { what: `"${use.specifier}" (${name}@${version}) has no export ${missing.map(m => `\`${m}\``).join(', ')}`, how: `check the name in ${path.join(name, declared)}` }
  }
}

export function importProblems(packages: InstalledPackages, file: string, source: string): Problem[] {
  return codeBlocks(source)
    .filter(block => SCRIPT.has(block.lang) || STYLE.has(block.lang))
    .flatMap(block => importUses(block.code, block.lang, block.line + 1))
    .flatMap((use): Problem[] => {
      const found = packages.problemWith(use)
      return found ? [{ file, line: use.line, check: 'package-imports', ...found, fixable: false }] : []
    })
}

export const packageImports: Check = {
  name: 'package-imports',
  editions: 'both',
  lint(files, context) {
    const nodeModules = path.join(context.configDir, 'node_modules')
    const installed = ['weapp-tailwindcss', 'weapp-tailwindcss-webpack-plugin', '@weapp-tailwindcss/merge', '@weapp-tailwindcss/variants', '@weapp-core/escape']
    const packages = new InstalledPackages(nodeModules).preload(installed)
    return files.flatMap(file => importProblems(packages, file.path, file.source))
  },
}
