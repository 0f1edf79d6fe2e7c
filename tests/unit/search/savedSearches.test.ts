import { describe, expect, it } from 'vitest'
import {
  isSafeUrl,
  markdownAsText,
  repairSavedSearches,
  savedSearchKeys,
  type StorageLike,
} from '../../../plugins/local-search/client/savedSearches'

const keys = savedSearchKeys('weapp-tailwindcss')
const levels = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }
const hit = (extra: Record<string, unknown> = {}) => ({
  objectID: '/docs/intro', url: '/docs/intro', type: 'lvl1', content: null,
  hierarchy: { lvl0: '文档', lvl1: '简介', ...levels }, ...extra,
})
const conversation = (text = '问题', answer = '答案') => ({
  query: text, objectID: text, type: 'askAI', anchor: 'stored', content: null, url: '', url_without_anchor: '',
  hierarchy: { lvl0: 'askAI', lvl1: text, ...levels },
  messages: [
    { id: 'u', role: 'user', parts: [{ type: 'text', text }] },
    { id: 'a', role: 'assistant', parts: [{ type: 'text', text: answer }] },
  ],
})

function memoryStorage(initial: Record<string, string>): StorageLike & { data: Record<string, string>; writes: string[] } {
  const data = { ...initial }
  const writes: string[] = []
  return {
    data, writes,
    getItem: key => data[key] ?? null,
    setItem: (key, value) => { writes.push(key); data[key] = value },
  }
}

describe('saved searches repair', () => {
  it('uses DocSearch 4.2 key names', () => {
    expect(keys).toEqual({
      recent: '__DOCSEARCH_RECENT_SEARCHES__weapp-tailwindcss',
      favorite: '__DOCSEARCH_FAVORITE_SEARCHES__weapp-tailwindcss',
      conversations: '__DOCSEARCH_ASKAI_CONVERSATIONS__weapp-tailwindcss',
    })
    expect(savedSearchKeys('a', 'b').conversations).toBe('__DOCSEARCH_ASKAI_CONVERSATIONS__b')
  })

  it('writes nothing when the lists are fine, escaped titles included', () => {
    const storage = memoryStorage({
      [keys.recent]: JSON.stringify([hit({ hierarchy: { lvl0: '文档', lvl1: '&lt;view&gt; 标签', ...levels } })]),
      [keys.favorite]: JSON.stringify([hit({ type: 'content', content: 'rpx 单位' })]),
      [keys.conversations]: JSON.stringify([conversation('如何使用 view 标签？', '见 [文档](/docs/intro)，代码 `a < b`。')]),
      other: 'x',
    })
    repairSavedSearches(storage, keys)
    expect(storage.writes).toEqual([])
  })

  it('escapes a question DocSearch saved raw (it shows the title with innerHTML), keeping code in the message', () => {
    const storage = memoryStorage({ [keys.conversations]: JSON.stringify([conversation('如何使用 `<view>`？')]) })
    repairSavedSearches(storage, keys)
    const [entry] = JSON.parse(storage.data[keys.conversations])
    expect(entry.hierarchy.lvl1).toBe('如何使用 `&lt;view&gt;`？')
    expect(entry.messages[0].parts[0].text).toBe('如何使用 `<view>`？')
  })

  it('drops entries DocSearch cannot render and keeps the others', () => {
    const good = hit()
    const storage = memoryStorage({
      [keys.recent]: JSON.stringify([1, null, 's', [], { objectID: 'x' }, hit({ hierarchy: null }), hit({ type: 'lvl9' }),
        hit({ url: 'javascript:alert(1)' }), hit({ url: '//evil.example/x' }), hit({ hierarchy: { lvl0: 1 } }), good]),
      [keys.conversations]: JSON.stringify([{ objectID: 'x' }, { ...conversation(), messages: [{ role: 'x' }] }, conversation()]),
    })
    repairSavedSearches(storage, keys)
    expect(JSON.parse(storage.data[keys.recent])).toEqual([good])
    expect(JSON.parse(storage.data[keys.conversations])).toEqual([conversation()])
  })

  it('turns markup in titles, questions and answers into text', () => {
    const payload = '<img src=x onerror="window.__pwned=1">'
    const storage = memoryStorage({
      [keys.favorite]: JSON.stringify([hit({ hierarchy: { lvl0: payload, lvl1: `<b>${payload}</b>`, ...levels } })]),
      [keys.conversations]: JSON.stringify([conversation(payload, `${payload} [x](javascript:window.__pwned=1) \`<keep>\``)]),
    })
    repairSavedSearches(storage, keys)
    const favorite = storage.data[keys.favorite]
    const saved = storage.data[keys.conversations]
    expect(favorite).not.toContain('<')
    expect(JSON.parse(favorite)[0].hierarchy.lvl1).toBe('&lt;b&gt;&lt;img src=x onerror="window.__pwned=1"&gt;&lt;/b&gt;')
    const [entry] = JSON.parse(saved)
    expect(entry.hierarchy.lvl1).not.toContain('<')
    expect(entry.messages[1].parts[0].text).toBe('&lt;img src=x onerror="window.__pwned=1"> [x](javascript-blocked:window.__pwned=1) `<keep>`')
  })

  it('leaves unreadable or non-list values to DocSearch, and survives storage that throws', () => {
    const storage = memoryStorage({ [keys.recent]: '{not json', [keys.favorite]: '{"a":1}' })
    repairSavedSearches(storage, keys)
    expect(storage.writes).toEqual([])
    const throwing: StorageLike = {
      getItem: () => { throw new DOMException('denied', 'SecurityError') },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError') },
    }
    expect(() => repairSavedSearches(throwing, keys)).not.toThrow()
    expect(() => repairSavedSearches(undefined, keys)).not.toThrow()
  })

  it('keeps only site paths and web URLs as links', () => {
    expect(['/docs/a', 'https://tw.icebreaker.top/docs', 'http://x.y/'].every(isSafeUrl)).toBe(true)
    expect(['javascript:alert(1)', ' javascript:x', '//evil', '/\\evil', 'data:text/html,x', '', 'docs/a'].some(isSafeUrl)).toBe(false)
  })

  it('leaves code in answers alone', () => {
    expect(markdownAsText('```html\n<div>\n```\n<p>')).toBe('```html\n<div>\n```\n&lt;p>')
  })
})
