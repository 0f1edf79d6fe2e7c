// Where the docs pages live and the URLs Docusaurus gives them: one answer for lint:docs, the
// llms outputs, the search records and the tests.

/** docs/ folders written at build time by TypeDoc (plugins/typedoc-api, config/typedoc.ts), not by hand. */
export const API_DOCS_FOLDER = 'api'
export const API_V2_DOCS_FOLDER = 'api-v2'
export const GENERATED_DOC_DIRS: readonly string[] = [API_DOCS_FOLDER, API_V2_DOCS_FOLDER]

/** A doc id (or its path inside docs/, with extension) is a generated API page. */
export function isGeneratedDoc(idOrPath: string): boolean {
  return GENERATED_DOC_DIRS.some(dir => idOrPath === dir || idOrPath.startsWith(`${dir}/`))
}

/** The doc id of a page's path inside docs/ (`issues/css-vars.md` → `issues/css-vars`). */
export function docId(relativePath: string): string {
  return relativePath.replace(/\.mdx?$/, '')
}

/**
 * The URL Docusaurus gives a doc: `/docs/<id>`, where a category index (`x/index`, `x/readme`,
 * or `x/x`) is served at the folder path `/docs/x`.
 */
export function docUrl(idOrPath: string): string {
  const parts = docId(idOrPath).split('/')
  const last = parts.at(-1)!
  const isCategoryIndex = /^(index|readme)$/i.test(last) || (parts.length > 1 && last === parts.at(-2))
  return `/docs/${(isCategoryIndex ? parts.slice(0, -1) : parts).join('/')}`.replace(/\/$/, '')
}
