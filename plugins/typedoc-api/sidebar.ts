import fs from 'node:fs'

/** The subset of typedoc-plugin-markdown's NavigationItem the sidebar needs. */
export interface NavigationNode {
  title: string
  path?: string | null
  children?: NavigationNode[]
}

type SidebarDoc = { type: 'doc'; id: string; label: string }
type SidebarCategory = { type: 'category'; label: string; collapsed: boolean; items: GeneratedSidebarItem[] }
export type GeneratedSidebarItem = SidebarDoc | SidebarCategory

/** File name, inside each generated folder, of the sidebar items written next to the pages. */
export const SIDEBAR_FILE = 'typedoc-sidebar.json'

/**
 * Sidebar items for the generated pages: one category per TypeDoc group
 * (类, 接口, 类型别名…), doc ids prefixed with the folder under docs/.
 */
export function sidebarFromNavigation(navigation: NavigationNode[], docsFolder: string): GeneratedSidebarItem[] {
  return navigation.flatMap((node): GeneratedSidebarItem[] => {
    if (node.children?.length) {
      return [{ type: 'category', label: node.title, collapsed: true, items: sidebarFromNavigation(node.children, docsFolder) }]
    }
    if (!node.path) return []
    const id = `${docsFolder}/${node.path.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`
    return [{ type: 'doc', id, label: node.title }]
  })
}

/**
 * The items written by the last TypeDoc run, or [] before the first one
 * (a fresh clone, or the unit tests): sidebars.ts must load either way.
 */
export function readGeneratedSidebar(file: string): GeneratedSidebarItem[] {
  if (!fs.existsSync(file)) return []
  return JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSidebarItem[]
}

/** Drops doc ids already placed by hand, and categories left empty by that. */
export function withoutDocs(items: GeneratedSidebarItem[], ids: string[]): GeneratedSidebarItem[] {
  return items.flatMap((item): GeneratedSidebarItem[] => {
    if (item.type === 'doc') return ids.includes(item.id) ? [] : [item]
    const rest = withoutDocs(item.items, ids)
    return rest.length ? [{ ...item, items: rest }] : []
  })
}
