import contentMap from '../../scripts/lint-docs/data/content-map.json'

export interface ContentRow { id: string; sidebar: string; subject: string; facts: string; size: number }

export const contentRows = contentMap as ContentRow[]

export { docUrl, isGeneratedDoc as isGenerated } from '../../lib/content/docs'
