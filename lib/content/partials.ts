// The partials a page imports: `import Install from '../_partials/install.mdx'`, then `<Install />` where
// its text goes. Pages name partials by relative path, one import per line.
import path from 'node:path'

export interface PartialImport {
  /** The component name the page places it with. */
  name: string
  /** The partial's path: from the repository root for a page given that way, else absolute. */
  file: string
}

const PARTIAL_IMPORT = /^import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm

/** The partials `source` imports, resolved against `page`, the path of the file it is read from. */
export function partialImports(page: string, source: string): PartialImport[] {
  // Repository paths keep `/` on every platform: claims quote pages that way.
  const resolve = (specifier: string) => (path.isAbsolute(page)
    ? path.resolve(path.dirname(page), specifier)
    : path.posix.normalize(path.posix.join(path.posix.dirname(page), specifier)))
  return [...source.matchAll(PARTIAL_IMPORT)].map(match => ({ name: match[1]!, file: resolve(match[2]!) }))
}
