import fs from 'node:fs'
import path from 'node:path'
import sidebars from '../../sidebars'
import { docId } from '../../lib/content/docs'
import { sidebarDocIds, type SidebarItemLike } from '../../lib/content/sidebars'
import type { Check } from './check'
import contentMap from './data/content-map.json'
import type { Problem } from './problem'

// Each page of the site's plan (data/content-map.json) says which sidebar(s) a reader finds it in;
// a page left out of its sidebar is reachable only by search or a direct link.

export interface SidebarRow { id: string; sidebar: string }

/** Rows whose sidebar starts with "-" are reached some other way (the navbar, a generated index). */
export function sidebarProblems(
  rows: readonly SidebarRow[], sidebarsById: Record<string, readonly SidebarItemLike[]>, pageFile: (id: string) => string,
): Problem[] {
  const members = new Map(Object.entries(sidebarsById).map(([name, items]) => [name, new Set(sidebarDocIds(items))]))
  return rows.filter(row => !row.sidebar.startsWith('-')).flatMap(row =>
    row.sidebar.split(',').map(name => name.trim()).flatMap((name): Problem[] => {
      const shown = members.get(name)
      if (shown?.has(row.id)) return []
      const what = shown ? `the page "${row.id}" is missing from the sidebar ${name}` : `the content map puts "${row.id}" in a sidebar "${name}" that sidebars.ts does not have`
      const how = shown ? `add '${row.id}' to ${name} in sidebars.ts` : `use one of ${[...members.keys()].join(', ')} in scripts/lint-docs/data/content-map.json`
      return [{ file: pageFile(row.id), line: 1, check: 'sidebars', what, how, fixable: false }]
    }),
  )
}

export const sidebarMembership: Check = {
  name: 'sidebars',
  lint(files, context) {
    // Only the site itself has these sidebars; a fixture folder has its own pages.
    if (!fs.existsSync(path.join(context.root, 'sidebars.ts'))) return []
    const docsDir = path.join(context.root, 'docs')
    const byId = new Map(files.map(file => [docId(file.relativePath), file.path]))
    return sidebarProblems(contentMap, sidebars as Record<string, SidebarItemLike[]>, id => byId.get(id) ?? path.join(docsDir, `${id}.md`))
  },
}
