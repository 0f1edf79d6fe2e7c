// Which docs a sidebar shows, read the same way from the two forms a sidebar takes: as written in
// sidebars.ts (plain id strings, `doc` items, categories) and as Docusaurus loads it (`doc`/`ref`).

export type SidebarItemLike =
  | string
  | { type: string; id?: string; items?: readonly SidebarItemLike[]; link?: { type: string; id?: string } }

/** Doc ids in reading order: a category's own page comes before its items. */
export function sidebarDocIds(items: readonly SidebarItemLike[]): string[] {
  return items.flatMap(item => {
    if (typeof item === 'string') return [item]
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id]
    if (item.type !== 'category') return []
    const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : []
    return [...own, ...sidebarDocIds(item.items ?? [])]
  })
}
