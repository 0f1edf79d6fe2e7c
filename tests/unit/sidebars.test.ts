import { describe, expect, it } from 'vitest'
import contentMap from '../../scripts/lint-docs/data/content-map.json'
import sidebars from '../../sidebars'

type Item = string | { type?: string; id?: string; items?: Item[] }

function docIds(items: Item[]): string[] {
  return items.flatMap(item => {
    if (typeof item === 'string') return [item]
    if (item.type === 'doc' && item.id) return [item.id]
    return item.items ? docIds(item.items) : []
  })
}

describe('sidebars', () => {
  it('has exactly the six sidebars', () => {
    expect(Object.keys(sidebars).sort()).toEqual(['API', 'communitySidebar', 'issuesSidebar', 'migrationsSidebar', 'optionsSidebar', 'tutorialSidebar'])
  })

  // scripts/lint-docs/data/content-map.json: each page is listed in the sidebar(s) its row names.
  it.each(contentMap.filter(row => !row.sidebar.startsWith('-')))('$id is in $sidebar', row => {
    for (const name of row.sidebar.split(',')) {
      expect(docIds(sidebars[name.trim()] as Item[])).toContain(row.id)
    }
  })
})
