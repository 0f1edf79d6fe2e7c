import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_DOC_DIRS } from './docs'

/** Which front matter a page takes: docs pages, blog posts, or none for partials. */
export type DocKind = 'doc' | 'post' | 'partial'

export interface DocFile {
  /** Absolute path. */
  path: string
  /** Path inside docs/ or blog/, with forward slashes (docs: the doc id plus extension). */
  relativePath: string
  kind: DocKind
  source: string
  /** 'en' for a page of the English edition (i18n/en/…); absent for the Chinese pages. */
  locale?: 'en'
}


const isMarkdown = (name: string): boolean => /\.mdx?$/.test(name)

function walk(dir: string, skip: (relative: string) => boolean, base = dir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    const relative = path.relative(base, full).split(path.sep).join('/')
    if (skip(relative)) return []
    if (entry.isDirectory()) return walk(full, skip, base)
    return isMarkdown(entry.name) ? [full] : []
  })
}

/** Docusaurus leaves files and folders starting with `_` out of the routes: they are partials. */
const isPartial = (relativePath: string): boolean => relativePath.split('/').some(part => part.startsWith('_'))

function read(file: string, base: string, kind: (relative: string) => DocKind): DocFile {
  const relativePath = path.relative(base, file).split(path.sep).join('/')
  return { path: file, relativePath, kind: kind(relativePath), source: fs.readFileSync(file, 'utf8') }
}

/** Every Markdown/MDX page under `<root>/docs` and `<root>/blog`, sorted, generated API pages left out. */
export function findDocFiles(root: string): DocFile[] {
  const docsDir = path.join(root, 'docs')
  const blogDir = path.join(root, 'blog')
  const generated = (relative: string) => GENERATED_DOC_DIRS.includes(relative)
  const docs = walk(docsDir, generated).map(file => read(file, docsDir, rel => (isPartial(rel) ? 'partial' : 'doc')))
  const posts = walk(blogDir, () => false).map(file => read(file, blogDir, rel => (isPartial(rel) ? 'partial' : 'post')))
  return [...docs, ...posts].sort((a, b) => a.path.localeCompare(b.path))
}

/** Where the English edition keeps its pages, relative to the site: docs, then blog posts. */
export const ENGLISH_DOCS_DIR = 'i18n/en/docusaurus-plugin-content-docs/current'
export const ENGLISH_BLOG_DIR = 'i18n/en/docusaurus-plugin-content-blog'

/**
 * Every page of the English edition, each at the same relative path as its Chinese source
 * (`docs/<relativePath>` or `blog/<relativePath>`), sorted.
 */
export function findEnglishDocFiles(root: string): DocFile[] {
  const docsDir = path.join(root, ENGLISH_DOCS_DIR)
  const blogDir = path.join(root, ENGLISH_BLOG_DIR)
  const generated = (relative: string) => GENERATED_DOC_DIRS.includes(relative)
  const docs = walk(docsDir, generated).map(file => read(file, docsDir, rel => (isPartial(rel) ? 'partial' : 'doc')))
  const posts = walk(blogDir, () => false).map(file => read(file, blogDir, rel => (isPartial(rel) ? 'partial' : 'post')))
  return [...docs, ...posts].map(file => ({ ...file, locale: 'en' as const })).sort((a, b) => a.path.localeCompare(b.path))
}

/** The Chinese page an English one is translated from (it may not exist). */
export function chineseSourcePath(root: string, file: DocFile): string {
  const isPost = file.path.startsWith(path.join(root, ENGLISH_BLOG_DIR) + path.sep)
  return path.join(root, isPost ? 'blog' : 'docs', file.relativePath)
}

/** Re-reads the sources, after a fixer has rewritten files. */
export function reread(files: DocFile[]): DocFile[] {
  return files.map(file => ({ ...file, source: fs.readFileSync(file.path, 'utf8') }))
}
