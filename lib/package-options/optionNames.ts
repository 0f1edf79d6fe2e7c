import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface PackageOption {
  name: string
  /** Text of the `@default` JSDoc tag, as the package wrote it. */
  jsdocDefault?: string
  /** Text of the `@since` JSDoc tag, e.g. `^4.3.0`. */
  since?: string
  /** Tagged `@internal` or `@ignore`: real, but left out of the generated pages. */
  hidden?: true
}

/**
 * The `.d.ts` chunk of weapp-tailwindcss that declares `UserDefinedOptions`.
 * tsup names it `index-<hash>.d.ts`, and the hash changes with every release.
 */
export function findOptionsDeclarationFile(distDir: string): string {
  const candidates = fs.readdirSync(distDir).filter(name => /^index-.+\.d\.ts$/.test(name)).map(name => path.join(distDir, name))
  const found = candidates.find(file => /\binterface UserDefinedOptions\b/.test(fs.readFileSync(file, 'utf8')))
  if (!found) throw new Error(`no index-*.d.ts declaring UserDefinedOptions in ${distDir}`)
  return found
}

/**
 * The properties of `interface <interfaceName>` and of the interfaces it
 * extends, read from the declaration text alone: the package splits the
 * options into `UserDefinedOptions…Part` interfaces in the same file.
 */
export function readInterfaceOptions(declarationSource: string, interfaceName = 'UserDefinedOptions'): PackageOption[] {
  const file = ts.createSourceFile('options.d.ts', declarationSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const interfaces = new Map<string, ts.InterfaceDeclaration>()
  file.statements.filter(ts.isInterfaceDeclaration).forEach(node => interfaces.set(node.name.text, node))

  const options = new Map<string, PackageOption>()
  const visit = (name: string) => {
    const node = interfaces.get(name)
    if (!node) throw new Error(`interface ${name} is not declared in this file`)
    for (const heritage of node.heritageClauses ?? []) {
      for (const type of heritage.types) {
        if (ts.isIdentifier(type.expression)) visit(type.expression.text)
      }
    }
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.name || !ts.isIdentifier(member.name)) continue
      options.set(member.name.text, { name: member.name.text, ...tagsOf(member) })
    }
  }
  visit(interfaceName)
  return [...options.values()].sort((a, b) => a.name.localeCompare(b.name))
}

function tagsOf(node: ts.Node): Omit<PackageOption, 'name'> {
  const result: Omit<PackageOption, 'name'> = {}
  for (const tag of ts.getJSDocTags(node)) {
    const text = ts.getTextOfJSDocComment(tag.comment)?.trim()
    if (!text) continue
    if (tag.tagName.text === 'default') result.jsdocDefault = text
    if (tag.tagName.text === 'since') result.since = text
  }
  if (ts.getJSDocTags(node).some(tag => ['internal', 'ignore'].includes(tag.tagName.text))) result.hidden = true
  return result
}
