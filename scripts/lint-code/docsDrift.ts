// The maintainers' guides must not drift from the code: every npm script they name is in package.json,
// every repository path exists (or is one .gitignore leaves to a build), and every environment variable
// they document is read by some code.
import fs from 'node:fs'
import path from 'node:path'
import { envVarsReadByCode } from './envReads'
import { readGitignore, type IgnoreTest } from './gitignore'
import { guideMentions, type PathMention } from './guideMentions'

interface DriftProblem {
  /** Repository-relative path of the guide. */
  file: string
  line: number
  what: string
  how: string
}

const ROOT_GUIDES = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md']
/** The site's own pages live here; lint:docs checks them. */
const SITE_CONTENT = new Set(['docs', 'blog', 'i18n', 'static'])

/** The three guides at the root and every folder's README.md, repository-relative. */
export function guideFiles(root: string, ignored: IgnoreTest = readGitignore(root)): string[] {
  const folderReadmes = (dir: string): string[] => fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap(entry => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (entry.name === '.git' || (dir === '' && SITE_CONTENT.has(entry.name)) || ignored(`${relative}/`)) return []
      return folderReadmes(relative)
    }
    return dir !== '' && entry.name === 'README.md' ? [relative] : []
  })
  return [...ROOT_GUIDES.filter(file => fs.existsSync(path.join(root, file))), ...folderReadmes('').sort()]
}

interface Repository {
  root: string
  scripts: Set<string>
  envRead: Set<string>
  packages: Set<string>
  ignored: IgnoreTest
}

function readRepository(root: string): Repository {
  const ignored = readGitignore(root)
  const manifestFile = path.join(root, 'package.json')
  const manifest = (fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {}) as {
    scripts?: Record<string, string>
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const packages = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})])
  return { root, scripts: new Set(Object.keys(manifest.scripts ?? {})), envRead: envVarsReadByCode(root, ignored), packages, ignored }
}

/** Placeholders (`claims/<主题>.ts`), globs (`speed/patches/*`) and ellipses stand for names: only the folder before them is real. */
const PLACEHOLDER = /[*<>…\p{Script=Han}]/u

/** The part of a path that must exist: up to the folder holding the first placeholder, or all of it. */
function concretePart(name: string): string {
  const at = name.search(PLACEHOLDER)
  return at === -1 ? name : name.slice(0, name.lastIndexOf('/', at) + 1)
}

/** A package's own file (`weapp-tailwindcss/defaults`), or a file named after the package it lies in (`@docusaurus/core` `lib/x.js`). */
function isPackagePath(mention: PathMention, repository: Repository): boolean {
  if (mention.link) return false
  const first = mention.name.split('/')[0]!
  const exists = fs.existsSync(path.join(repository.root, first))
  if (!exists && (repository.packages.has(first) || fs.existsSync(path.join(repository.root, 'node_modules', first)))) return true
  return !!mention.after && (mention.after.startsWith('@') || repository.packages.has(mention.after))
}

const isThere = (candidate: string, repository: Repository): boolean =>
  fs.existsSync(path.join(repository.root, candidate)) || repository.ignored(candidate)

/**
 * A code span is a repository path when its first folder is one: at the root or beside the guide. Otherwise
 * it is a doc id (`issues/index`), a path inside a build (`assets/search/…`) or inside a folder the sentence
 * named before (`_partials/*.mdx`): not checked. A link always is.
 */
function pathExists(mention: PathMention, guideDir: string, repository: Repository): boolean {
  const concrete = concretePart(mention.name)
  if (concrete === '') return true
  const bases = mention.link ? [guideDir] : ['', guideDir]
  const first = concrete.split('/')[0]!
  const rooted = bases.filter(base => mention.link || isThere(path.posix.join(base, first) + '/', repository) || isThere(path.posix.join(base, first), repository))
  if (rooted.length === 0) return true
  return rooted.some(base => isThere(path.posix.join(base, concrete), repository))
}

function guideProblems(file: string, source: string, repository: Repository): DriftProblem[] {
  const guideDir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file)
  return guideMentions(source).flatMap((mention): DriftProblem[] => {
    const at = { file, line: mention.line }
    if (mention.kind === 'script') {
      return repository.scripts.has(mention.name) ? [] : [{
        ...at, what: `npm script "${mention.name}" is not in package.json`, how: 'name a script package.json defines, or add the script',
      }]
    }
    if (mention.kind === 'env') {
      return repository.envRead.has(mention.name) ? [] : [{
        ...at, what: `environment variable ${mention.name} is read by no code`, how: 'drop it from the guide, or name the variable the code reads',
      }]
    }
    if (isPackagePath(mention, repository) || pathExists(mention, guideDir, repository)) return []
    return [{ ...at, what: `${mention.link ? 'link to' : 'path'} ${mention.name} does not exist`, how: 'write the path the file has now, or drop the mention' }]
  })
}

export function docsDrift(root: string): DriftProblem[] {
  const repository = readRepository(root)
  return guideFiles(root, repository.ignored).flatMap(file => guideProblems(file, fs.readFileSync(path.join(root, file), 'utf8'), repository))
}

export function formatDriftProblem(problem: DriftProblem): string {
  return `${problem.file}:${problem.line}  ${problem.what}  ${problem.how}`
}
