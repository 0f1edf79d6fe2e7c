import contentMap from '../../scripts/lint-docs/data/content-map.json'

export interface ContentRow { id: string; sidebar: string; subject: string; facts: string; size: number }

export const contentRows = contentMap as ContentRow[]

/** Docusaurus serves `x/index` and `x/readme` (case-insensitive) at the folder path. */
export function docUrl(id: string): string {
  return `/docs/${id}`.replace(/\/(index|readme)$/i, '')
}

export const isGenerated = (id: string): boolean => id.startsWith('api/') || id.startsWith('api-v2/')
