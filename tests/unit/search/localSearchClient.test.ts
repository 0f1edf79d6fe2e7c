import { describe, expect, it } from 'vitest'
import { createLocalSearchClient } from '../../../plugins/local-search/client/LocalSearchClient'
import { createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { sampleRecords } from './records'

const SITE_ROOT = 'https://docs.example/sub'
const engine = await createSearchEngine(sampleRecords)
const client = createLocalSearchClient({ loadEngine: async () => engine, siteRoot: () => SITE_ROOT })

// What DocSearch 4.2's modal sends (read from @docsearch/react 4.2.0's modal bundle).
function modalRequest(query: string, extra: Record<string, unknown> = {}) {
  return {
    requests: [{
      indexName: 'weapp-tailwindcss',
      query,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      ...extra,
    }],
  }
}

describe('the modal call form: search({ requests })', () => {
  it('returns DocSearch-shaped hits', async () => {
    const { results } = await client.search(modalRequest('NutUI'))
    const [hit] = results[0].hits
    expect(hit).toMatchObject({
      objectID: '/docs/issues/use-with-nutui',
      url: 'https://docs.example/sub/docs/issues/use-with-nutui',
      url_without_anchor: 'https://docs.example/sub/docs/issues/use-with-nutui',
      type: 'lvl1',
      hierarchy: { lvl0: '文档', lvl1: '和 NutUI 一起使用（Taro）', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    })
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('和 <mark>NutUI</mark> 一起使用（Taro）')
    expect(hit._highlightResult.hierarchy.lvl1?.matchLevel).toBe('full')
    expect(hit._snippetResult.content?.value).toContain('<mark>NutUI</mark>')
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1'])
    expect(results[0]).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'NutUI' })
  })

  it('puts the right page first for a Chinese question, a class name and a mixed query', async () => {
    const first = async (query: string) => (await client.search(modalRequest(query))).results[0].hits[0]?.url_without_anchor
    expect(await first('在 taro 里同时使用 NutUI 需要注意什么？')).toBe(`${SITE_ROOT}/docs/issues/use-with-nutui`)
    expect(await first('text-[32rpx]')).toBe(`${SITE_ROOT}/docs/issues/rpx-ambiguities`)
    expect(await first('rem2rpx')).toBe(`${SITE_ROOT}/docs/quick-start/rem2rpx`)
    expect(await first('ｔｅｘｔ－［３２ｒｐｘ］ 变成颜色')).toBe(`${SITE_ROOT}/docs/issues/rpx-ambiguities`)
  })

  it('matches the last word as a prefix while the reader is still typing it', async () => {
    const first = async (query: string) => (await client.search(modalRequest(query))).results[0].hits[0]?.objectID
    expect(await first('rem2')).toBe('/docs/quick-start/rem2rpx')
    expect(await first('taro NutU')).toBe('/docs/issues/use-with-nutui')
  })

  it('forgives a typo in a word the docs do not contain', async () => {
    const first = async (query: string) => (await client.search(modalRequest(query))).results[0].hits[0]?.objectID
    expect(await first('nutul')).toBe('/docs/issues/use-with-nutui')
  })

  it('marks a hit as content when only the text under its heading matched', async () => {
    const { results } = await client.search(modalRequest('原子类'))
    expect(results[0].hits[0]).toMatchObject({ objectID: '/docs/issues/use-with-nutui#样式被覆盖', type: 'content' })
  })

  it('honours contextual facet filters: AND outside, OR inside', async () => {
    const docsOnly = modalRequest('rpx', { facetFilters: ['language:zh-cn', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] })
    const all = (await client.search(docsOnly)).results[0].hits
    expect(all.some(hit => hit.url.includes('/blog/'))).toBe(true)
    const noBlog = modalRequest('rpx', { facetFilters: ['language:zh-cn', ['docusaurus_tag:docs-default-current']] })
    expect((await client.search(noBlog)).results[0].hits.some(hit => hit.url.includes('/blog/'))).toBe(false)
    const otherLanguage = modalRequest('rpx', { facetFilters: ['language:en'] })
    expect((await client.search(otherLanguage)).results[0].nbHits).toBe(0)
    const negated = modalRequest('rpx', { facetFilters: ['docusaurus_tag:-default'] })
    expect((await client.search(negated)).results[0].hits.some(hit => hit.url.includes('/blog/'))).toBe(false)
  })

  it('escapes the text before adding highlight tags', async () => {
    const { results } = await client.search(modalRequest('img onerror'))
    const hit = results[0].hits.find(candidate => candidate.objectID === '/docs/issues/html-in-text#example')!
    for (const html of [hit._highlightResult.content!.value, hit._snippetResult.content!.value, hit.content!]) {
      expect(html).not.toMatch(/<img/)
      expect(html).toContain('&lt;')
    }
    expect(hit._highlightResult.content!.value).toContain('&lt;<mark>img</mark> src=x <mark>onerror</mark>=alert(1)&gt;')
  })

  it('keeps the agent segments the theme adds', () => {
    client.addAlgoliaAgent('docusaurus', '3.9.2')
    expect(client.transporter.algoliaAgent.value).toContain('docusaurus (3.9.2)')
  })
})

describe('the search page call form: search([{ indexName, params }])', () => {
  it('pages the hits and counts the facets the helper asks for', async () => {
    const params = { query: 'rpx', hitsPerPage: 2, page: 1, facets: ['docusaurus_tag', 'language'], advancedSyntax: true }
    const { results } = await client.search([{ indexName: 'weapp-tailwindcss', params }])
    const result = results[0]
    expect(result.page).toBe(1)
    expect(result.hits).toHaveLength(2)
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2))
    expect(result.facets.docusaurus_tag).toEqual({ 'docs-default-current': result.nbHits - 1, default: 1 })
    expect(result.facets.language).toEqual({ 'zh-cn': result.nbHits })
    // The search page's default highlight tag.
    expect(JSON.stringify(result.hits)).toContain('<em>rpx</em>')
  })

  it('reads URL-encoded params and answers a facet-only query with no hits', async () => {
    const params = new URLSearchParams({ query: 'rpx', hitsPerPage: '0', facets: 'docusaurus_tag', facetFilters: JSON.stringify([['docusaurus_tag:default']]) })
    const { results } = await client.search([{ indexName: 'x', params: params.toString() }])
    expect(results[0]).toMatchObject({ hits: [], nbHits: 1, facets: { docusaurus_tag: { default: 1 } } })
  })

  it('answers every request of a batch in order', async () => {
    const { results } = await client.search([{ indexName: 'x', params: { query: 'NutUI' } }, { indexName: 'x', params: { query: '' } }])
    expect(results.map(result => result.nbHits)).toEqual([2, 0])
  })
})

describe('when the index cannot load', () => {
  it('rejects with the error name the modal turns into "Unable to fetch results"', async () => {
    const failing = createLocalSearchClient({ loadEngine: () => Promise.reject(new Error('offline')), siteRoot: () => SITE_ROOT })
    await expect(failing.search(modalRequest('rpx'))).rejects.toMatchObject({ name: 'RetryError' })
  })
})
