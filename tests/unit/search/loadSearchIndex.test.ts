import { describe, expect, it } from 'vitest'
import { createIndexLoader } from '../../../plugins/local-search/client/loadSearchIndex'
import { encodeSearchIndex } from '../../../plugins/local-search/client/searchRecord'
import { sampleRecords } from './records'

const payload = encodeSearchIndex(sampleRecords)
const manifest = { index: 'assets/search/index.0123456789.json', records: sampleRecords.length }

function fakeFetch(responses: Record<string, () => Response>) {
  const calls: string[] = []
  const fetch = async (url: string) => {
    calls.push(url)
    const respond = responses[url]
    if (!respond) throw new TypeError('Failed to fetch')
    return respond()
  }
  return { fetch, calls }
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 })

describe('createIndexLoader', () => {
  it('reads the manifest under the baseUrl, then the index it names, once', async () => {
    const { fetch, calls } = fakeFetch({
      '/sub/search-manifest.json': ok(manifest),
      '/sub/assets/search/index.0123456789.json': ok(payload),
    })
    const load = createIndexLoader('/sub/', fetch)
    const [first, second] = await Promise.all([load(), load()])
    expect(first).toBe(second)
    expect(first.records).toHaveLength(sampleRecords.length)
    expect(calls).toEqual(['/sub/search-manifest.json', '/sub/assets/search/index.0123456789.json'])
  })

  it('fails on a corrupt index and tries again on the next call', async () => {
    let corrupt = true
    const { fetch } = fakeFetch({
      '/search-manifest.json': ok(manifest),
      '/assets/search/index.0123456789.json': () => new Response(corrupt ? '{"version":1,"pag' : JSON.stringify(payload)),
    })
    const load = createIndexLoader('/', fetch)
    await expect(load()).rejects.toThrow()
    corrupt = false
    await expect(load()).resolves.toHaveProperty('records')
  })

  it('refuses a manifest that points anywhere but the hashed index', async () => {
    const { fetch, calls } = fakeFetch({ '/search-manifest.json': ok({ index: 'https://evil.example/index.json' }) })
    await expect(createIndexLoader('/', fetch)()).rejects.toThrow(/manifest/)
    expect(calls).toEqual(['/search-manifest.json'])
  })

  it('fails on an HTTP error', async () => {
    const { fetch } = fakeFetch({ '/search-manifest.json': () => new Response('', { status: 404 }) })
    await expect(createIndexLoader('/', fetch)()).rejects.toThrow(/404/)
  })
})
