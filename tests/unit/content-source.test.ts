import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { contentRows, isGenerated } from '../lib/docRoutes'

const docsDir = path.resolve(__dirname, '../../docs')

function sourceOf(id: string): string | null {
  for (const ext of ['.md', '.mdx']) {
    const file = path.join(docsDir, id + ext)
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8')
  }
  return null
}

/** Upstream pages shorter than this are stubs: ours must still be a real page, not a copy of their length. */
const STUB_SIZE = 300
const REAL_PAGE_MIN = 1000

describe.each(contentRows.filter(row => !isGenerated(row.id)))('$id', row => {
  const source = sourceOf(row.id)

  it('exists, once', () => {
    expect(source).not.toBeNull()
    const both = ['.md', '.mdx'].filter(ext => fs.existsSync(path.join(docsDir, row.id + ext)))
    expect(both).toHaveLength(1)
  })

  it('has title, description and keywords, and no other front matter', () => {
    const { data } = matter(source ?? '')
    expect(typeof data.title).toBe('string')
    expect(String(data.description ?? '').length).toBeGreaterThanOrEqual(20)
    expect(Array.isArray(data.keywords) && data.keywords.every((k: unknown) => typeof k === 'string')).toBe(true)
    expect(Object.keys(data).filter(key => !['title', 'description', 'keywords', 'sidebar_label'].includes(key))).toEqual([])
  })

  it('covers at least what the upstream page covers', () => {
    const body = matter(source ?? '').content.replace(/\s/g, '')
    expect(body.length).toBeGreaterThanOrEqual(row.size < STUB_SIZE ? REAL_PAGE_MIN : row.size)
  })

  it('has no placeholder text and at least two sections', () => {
    expect(source).not.toMatch(/TODO|待补充|敬请期待|lorem ipsum|STUBMARKER/i)
    expect((matter(source ?? '').content.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(2)
  })
})
