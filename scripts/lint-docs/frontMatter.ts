import fs from 'node:fs'
import path from 'node:path'
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import { DOC_KEYS, docSchema, englishSchema, FIELD_HINTS, POST_KEYS, postSchema, TRANSLATION_KEY } from './frontMatterSchema'
import type { Problem } from './problem'

function yamlKeys(file: string): string[] {
  return fs.existsSync(file) ? Object.keys(parseYaml(fs.readFileSync(file, 'utf8')) ?? {}) : []
}

type Validators = Record<'doc' | 'post' | 'englishDoc' | 'englishPost', ValidateFunction>

function validators(root: string): Validators {
  const ajv = new Ajv({ allErrors: true })
  const blog = path.join(root, 'blog')
  // English posts name the same authors and tags: the blog plugin falls back to blog/*.yml.
  const post = postSchema(yamlKeys(path.join(blog, 'authors.yml')), yamlKeys(path.join(blog, 'tags.yml')))
  return {
    doc: ajv.compile(docSchema),
    post: ajv.compile(post),
    englishDoc: ajv.compile(englishSchema(docSchema)),
    englishPost: ajv.compile(englishSchema(post)),
  }
}

/** Line of `key:` in the front matter, else the opening `---`. */
function lineOf(source: string, key: string | undefined): number {
  if (!key) return 1
  const index = source.split('\n').findIndex(line => line.startsWith(`${key}:`))
  return index >= 0 ? index + 1 : 1
}

function explain(error: ErrorObject, allowed: string[]): { key?: string; what: string; how: string } {
  const field = error.instancePath.split('/')[1]
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty)
      return { key, what: `unknown front matter key "${key}"`, how: `remove it; allowed keys: ${allowed.join(', ')}` }
    }
    case 'required': {
      const key = String(error.params.missingProperty)
      return { what: `front matter lacks "${key}"`, how: `add ${FIELD_HINTS[key] ?? key}` }
    }
    default:
      return { key: field, what: `front matter "${field}" ${error.message}`, how: `write ${FIELD_HINTS[field] ?? field}` }
  }
}

// anyOf reports each branch and then itself: one message per key is enough.
function errorKey(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return `unknown:${error.params.additionalProperty}`
  if (error.keyword === 'required') return `missing:${error.params.missingProperty}`
  return `invalid:${error.instancePath.split('/')[1]}`
}

const onePerKey = (errors: ErrorObject[]): ErrorObject[] =>
  errors.filter((error, index) => errors.findIndex(other => errorKey(other) === errorKey(error)) === index)

function lintFile(file: DocFile, validate: Validators): Problem[] {
  const problem = (line: number, what: string, how: string): Problem =>
    ({ file: file.path, line, check: 'front-matter', what, how, fixable: false })
  let data: Record<string, unknown>
  try {
    data = matter(file.source).data
  } catch (error) {
    return [problem(1, `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`, 'fix the YAML between the two --- lines')]
  }
  if (file.kind === 'partial') {
    return Object.keys(data).length > 0
      ? [problem(1, 'front matter in a partial is ignored', 'remove it; the page that imports the partial has the front matter')]
      : []
  }
  const english = file.locale === 'en'
  const validator = english ? (file.kind === 'doc' ? validate.englishDoc : validate.englishPost) : validate[file.kind]
  // JSON round trip: YAML reads `date: 2025-03-01` as a Date, JSON Schema knows only strings.
  if (validator(JSON.parse(JSON.stringify(data)))) return []
  const allowed = [...(file.kind === 'doc' ? DOC_KEYS : POST_KEYS), ...(english ? [TRANSLATION_KEY] : [])]
  return onePerKey(validator.errors ?? []).map(error => {
    const { key, what, how } = explain(error, allowed)
    return problem(lineOf(file.source, key), what, how)
  })
}

export const frontMatter: Check = {
  name: 'front-matter',
  editions: 'both',
  lint(files, context) {
    const validate = validators(context.root)
    return files.flatMap(file => lintFile(file, validate))
  },
}
