import { describe, expect, it } from 'vitest'
import { orderDocSections, type DocPage } from '../../../plugins/llms/collectSections'
import { sidebarDocIds, type SidebarItemLike } from '../../../lib/content/sidebars'

const doc = (id: string): DocPage => ({ id, title: id, description: '', permalink: `/docs/${id}`, sourcePath: `/site/docs/${id}.md` })
const titles = { sidebars: { guide: '指南', faq: '常见问题' }, otherDocs: '其他', blog: '博客' }

const guide: SidebarItemLike[] = [
  { type: 'doc', id: 'intro' },
  {
    type: 'category',
    link: { type: 'doc', id: 'v4/readme' },
    items: [{ type: 'doc', id: 'v4/vite' }, { type: 'link' }, { type: 'category', items: [{ type: 'ref', id: 'v4/deep' }] }],
  },
  { type: 'doc', id: 'shared' },
]

describe('llms.txt order', () => {
  it('reads a sidebar depth-first, a category page before its items', () => {
    expect(sidebarDocIds(guide)).toEqual(['intro', 'v4/readme', 'v4/vite', 'v4/deep', 'shared'])
  })

  it('one section per sidebar in declaration order, each doc once, then the docs no sidebar shows', () => {
    const docs = ['intro', 'v4/readme', 'v4/vite', 'v4/deep', 'shared', 'faq/a', 'api/x', 'orphan'].map(doc)
    const sections = orderDocSections(docs, {
      guide,
      faq: [{ type: 'doc', id: 'faq/a' }, { type: 'doc', id: 'shared' }],
      onlyMissing: [{ type: 'doc', id: 'api/not-generated-yet' }],
      api: [{ type: 'doc', id: 'api/x' }],
    }, titles)
    expect(sections.map(s => [s.title, s.pages.map(p => p.title)])).toEqual([
      ['指南', ['intro', 'v4/readme', 'v4/vite', 'v4/deep', 'shared']],
      ['常见问题', ['faq/a']],
      ['api', ['api/x']],
      ['其他', ['orphan']],
    ])
  })
})
