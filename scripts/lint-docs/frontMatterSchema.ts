import type { SchemaObject } from 'ajv'

// Front matter: title, description (the meta description), keywords, optional sidebar_label; posts also
// authors, tags and date. Anything else is rejected, so a typo (`descripton`) cannot pass silently.
// 20–160 characters: shorter says nothing in a search result, longer is cut off there.
const DESCRIPTION_LENGTH = { min: 20, max: 160 }

const docProperties = {
  title: { type: 'string', minLength: 1 },
  description: { type: 'string', minLength: DESCRIPTION_LENGTH.min, maxLength: DESCRIPTION_LENGTH.max },
  keywords: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
  sidebar_label: { type: 'string', minLength: 1 },
}

export const DOC_KEYS = Object.keys(docProperties)
export const POST_KEYS = [...DOC_KEYS, 'authors', 'tags', 'date']

/** English pages also name the version of the Chinese source they reflect (lib/i18n/translatedFrom.ts). */
export const TRANSLATION_KEY = 'translated_from'
const translationProperty = { [TRANSLATION_KEY]: { type: 'string', pattern: '^[0-9a-f]{12}$' } }

/** The schema an English page's front matter follows: its source's, plus translated_from. */
export function englishSchema(schema: SchemaObject): SchemaObject {
  return { ...schema, properties: { ...schema.properties, ...translationProperty } }
}

export const docSchema: SchemaObject = {
  type: 'object',
  required: ['title', 'description', 'keywords'],
  additionalProperties: false,
  properties: docProperties,
}

// With nothing declared, no value is valid (JSON Schema wants a non-empty enum).
const keyOf = (keys: string[]) => (keys.length > 0 ? { type: 'string', enum: keys } : { type: 'string', not: {} })

/** Posts name authors and tags declared in blog/authors.yml and blog/tags.yml (the build throws on others). */
export function postSchema(authorKeys: string[], tagKeys: string[]): SchemaObject {
  const author = keyOf(authorKeys)
  return {
    type: 'object',
    required: ['title', 'description', 'keywords', 'authors', 'tags', 'date'],
    additionalProperties: false,
    properties: {
      ...docProperties,
      authors: { anyOf: [author, { type: 'array', minItems: 1, items: author }] },
      tags: { type: 'array', minItems: 1, items: keyOf(tagKeys) },
      // YAML reads 2025-03-01 as a date; it reaches the schema as an ISO string.
      date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' },
    },
  }
}

export const FIELD_HINTS: Record<string, string> = {
  title: 'title: the page heading (h1) and browser title',
  description: `description: one sentence of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters, shown in search results and link previews`,
  keywords: 'keywords: [词1, 词2] (a YAML list of strings)',
  sidebar_label: 'sidebar_label: a short label for the sidebar',
  authors: 'authors: a key of blog/authors.yml',
  tags: 'tags: [tag] (keys of blog/tags.yml)',
  date: 'date: YYYY-MM-DD',
  [TRANSLATION_KEY]: `${TRANSLATION_KEY}: the 12 hex digits npm run translations:hash -- <Chinese page> prints (in quotes if they are all digits)`,
}
