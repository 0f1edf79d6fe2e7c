import { describe, expect, it } from 'vitest'
import { createMemoryStorage, ensureReadableStorage, storageIsReadable } from '../../../plugins/local-search/client/readableStorage'

describe('readable storage for DocSearch', () => {
  it('keeps storage that can be read', () => {
    const storage = createMemoryStorage()
    const host = { localStorage: storage }
    ensureReadableStorage(host)
    expect(host.localStorage).toBe(storage)
  })

  it('replaces storage whose getItem throws, or whose getter throws, with memory', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError') } } as unknown as Storage
    const a = { localStorage: refusing }
    ensureReadableStorage(a)
    expect(storageIsReadable(a)).toBe(true)
    const b = Object.defineProperty({} as { localStorage: Storage }, 'localStorage', {
      configurable: true, get: () => { throw new Error('SecurityError') },
    })
    ensureReadableStorage(b)
    b.localStorage.setItem('k', 'v')
    expect(b.localStorage.getItem('k')).toBe('v')
  })

  it('behaves like Storage where DocSearch looks: for…in lists keys, hasOwnProperty, indexing', () => {
    const storage = createMemoryStorage()
    storage.setItem('__DOCSEARCH_RECENT_SEARCHES__x', '[]')
    storage.setItem('n', 1 as unknown as string)
    expect(Object.keys(storage)).toEqual(['__DOCSEARCH_RECENT_SEARCHES__x', 'n'])
    const keys: string[] = []
    for (const key in storage) keys.push(key)
    expect(keys).toEqual(['__DOCSEARCH_RECENT_SEARCHES__x', 'n'])
    expect(storage.hasOwnProperty('n')).toBe(true)
    expect((storage as unknown as Record<string, string>).n).toBe('1')
    expect(storage.length).toBe(2)
    storage.removeItem('n')
    expect(storage.getItem('n')).toBeNull()
    storage.clear()
    expect(storage.length).toBe(0)
  })
})
