import path from 'node:path'
import type { Program } from 'estree'

// What a page's `import` / `export` lines mean for its Markdown twin: which
// components are partials to inline, and which names are plain string constants
// (`export const url = '…'`, used as `<Link to={url}>`). Anything else a page
// imports or exports is code for the browser and has no Markdown form.

export interface EsmScope {
  /** Component name → absolute path of the `.md` / `.mdx` file it renders. */
  partials: Map<string, string>
  /** Name → value of `export const name = '…'` (or a template literal with no `${}`). */
  constants: Map<string, string>
}

export const emptyScope = (): EsmScope => ({ partials: new Map(), constants: new Map() })

/** Resolves an import specifier to a file, or null for a package import. */
function resolveImportPath(specifier: string, importer: string | undefined, siteDir: string | undefined): string | null {
  if (specifier.startsWith('@site/') && siteDir) return path.join(siteDir, specifier.slice('@site/'.length))
  if ((specifier.startsWith('./') || specifier.startsWith('../')) && importer) return path.resolve(path.dirname(importer), specifier)
  return null
}

/** Adds the partial imports and string constants of one ESM block to `scope`. */
export function addToScope(scope: EsmScope, program: Program | undefined, importer: string | undefined, siteDir: string | undefined): void {
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string' && /\.mdx?$/.test(statement.source.value)) {
      const file = resolveImportPath(statement.source.value, importer, siteDir)
      const name = statement.specifiers.find(s => s.type === 'ImportDefaultSpecifier')?.local.name
      if (file && name) scope.partials.set(name, file)
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations) {
      const { id, init } = declarator
      if (id.type !== 'Identifier' || !init) continue
      if (init.type === 'Literal' && typeof init.value === 'string') scope.constants.set(id.name, init.value)
      if (init.type === 'TemplateLiteral' && init.expressions.length === 0) scope.constants.set(id.name, init.quasis[0]?.value.cooked ?? '')
    }
  }
}
