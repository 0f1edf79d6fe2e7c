// Whether a repository path is one of the folders and files .gitignore leaves out: what a build, a test run
// or a benchmark writes (build/, .docusaurus/, docs/api/ …). A guide may name them though a fresh clone has none.
import fs from 'node:fs'
import path from 'node:path'

const escapeRegExp = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** One .gitignore line as a test of a path without trailing slash; undefined for blanks, comments and negations. */
function patternOf(line: string): { test: RegExp; directoryOnly: boolean } | undefined {
  const trimmed = line.trim()
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('!')) return undefined
  const directoryOnly = trimmed.endsWith('/')
  const body = trimmed.replace(/^\/|\/$/g, '')
  // A pattern with a slash inside is anchored at the root; one without matches a name at any depth.
  const anchored = body.includes('/')
  const glob = escapeRegExp(body).replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*')
  return { test: new RegExp(`${anchored ? '^' : '(?:^|/)'}${glob}$`), directoryOnly }
}

export type IgnoreTest = (repositoryPath: string) => boolean

/** Reads <root>/.gitignore. The test is true when the path, or a folder it lies in, is ignored. */
export function readGitignore(root: string): IgnoreTest {
  const file = path.join(root, '.gitignore')
  const patterns = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').split('\n').map(patternOf).filter(pattern => pattern !== undefined)
    : []
  return repositoryPath => {
    const parts = repositoryPath.replace(/^\/+|\/+$/g, '').split('/')
    return parts.some((_, index) => {
      const prefix = parts.slice(0, index + 1).join('/')
      // A folder of the path is a directory for certain; its last part may be a file.
      const isFolder = index < parts.length - 1 || repositoryPath.endsWith('/')
      return patterns.some(pattern => pattern.test.test(prefix) && (isFolder || !pattern.directoryOnly))
    })
  }
}
