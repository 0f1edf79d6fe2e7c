import type { SearchRecord } from './client/searchRecord'

// DocSearch's record format (the one its crawler writes), so a hosted index built from
// these records serves the modal and the search page exactly like the local one.

export interface AlgoliaRecord {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: SearchRecord['type']
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>
  content: string | null
  keywords: string[]
  /** Questions readers ask when this section is the answer: a searchable attribute of its own. */
  questions: string[]
  language: string
  lang: string
  docusaurus_tag: string
  weight: { pageRank: number; level: number; position: number }
}

const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = { lvl1: 100, lvl2: 90, lvl3: 80 }

export function toAlgoliaRecords(records: SearchRecord[], siteUrl: string, baseUrl: string): AlgoliaRecord[] {
  const root = `${siteUrl.replace(/\/$/, '')}${baseUrl.replace(/\/$/, '')}`
  return records.map(record => {
    const url = `${root}${record.url}`
    return {
      objectID: record.url,
      url,
      url_without_anchor: url.split('#')[0],
      anchor: record.anchor,
      type: record.type,
      hierarchy: { ...record.hierarchy, lvl4: null, lvl5: null, lvl6: null },
      content: record.content === '' ? null : record.content,
      keywords: record.keywords,
      questions: record.questions,
      language: record.language,
      lang: record.language,
      docusaurus_tag: record.docusaurus_tag,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[record.type], position: record.position },
    }
  })
}
