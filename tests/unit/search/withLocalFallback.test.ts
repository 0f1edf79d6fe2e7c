import { describe, expect, it, vi } from 'vitest'
import { withLocalFallback, type SearchClientLike } from '../../../plugins/local-search/client/withLocalFallback'

function fakeClient(search: SearchClientLike['search']): SearchClientLike {
  return { search, addAlgoliaAgent: vi.fn(), transporter: { algoliaAgent: { value: 'fake' } } }
}

describe('withLocalFallback', () => {
  it('answers from the hosted index while it works', async () => {
    const hosted = fakeClient(async () => ({ results: ['hosted'] }))
    const local = fakeClient(async () => ({ results: ['local'] }))
    await expect(withLocalFallback(hosted, local).search({ requests: [] })).resolves.toEqual({ results: ['hosted'] })
  })

  it('answers from the local index when the hosted one fails, and stays local for the visit', async () => {
    const hostedSearch = vi.fn(async () => { throw Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' }) })
    const local = fakeClient(async () => ({ results: ['local'] }))
    const client = withLocalFallback(fakeClient(hostedSearch), local)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(client.search({ requests: [] })).resolves.toEqual({ results: ['local'] })
    await expect(client.search({ requests: [] })).resolves.toEqual({ results: ['local'] })
    expect(hostedSearch).toHaveBeenCalledTimes(1)
  })

  it('keeps the hosted client agent and transporter', () => {
    const hosted = fakeClient(async () => ({}))
    const client = withLocalFallback(hosted, fakeClient(async () => ({})))
    client.addAlgoliaAgent('docusaurus', '3.9.2')
    expect(hosted.addAlgoliaAgent).toHaveBeenCalledWith('docusaurus', '3.9.2')
    expect(client.transporter).toBe(hosted.transporter)
  })
})
