import type { SearchRecord } from './searchRecord'

// Algolia's facetFilters: the outer list is AND, a nested list is OR, `attr:-value` or
// `-attr:value` negates. Contextual search sends [`language:zh-cn`, [`docusaurus_tag:default`,
// `docusaurus_tag:docs-default-current`]]; a record without the facet matches no positive filter.

export type FacetFilters = string | readonly (string | readonly string[])[]

export function facetValue(record: SearchRecord, attribute: string): string | undefined {
  let value: unknown = record
  for (const key of attribute.split('.')) value = (value as Record<string, unknown> | null)?.[key]
  return typeof value === 'string' ? value : undefined
}

function filterMatches(record: SearchRecord, filter: string): boolean {
  const separator = filter.indexOf(':')
  if (separator === -1) return true
  let attribute = filter.slice(0, separator).trim()
  let value = filter.slice(separator + 1).trim()
  let negated = false
  if (attribute.startsWith('-')) [negated, attribute] = [true, attribute.slice(1)]
  else if (value.startsWith('-')) [negated, value] = [true, value.slice(1)]
  const matches = facetValue(record, attribute) === value.replace(/^"(.*)"$/, '$1')
  return negated ? !matches : matches
}

export function facetFilterMatcher(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (!filters || filters.length === 0) return () => true
  const clauses = (typeof filters === 'string' ? [filters] : filters).map(clause =>
    typeof clause === 'string' ? [clause] : clause)
  return record => clauses.every(anyOf => anyOf.length === 0 || anyOf.some(filter => filterMatches(record, filter)))
}
