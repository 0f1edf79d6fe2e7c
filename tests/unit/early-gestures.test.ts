import { describe, expect, it } from 'vitest'
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  EARLY_GESTURES_GLOBAL,
  SELECTORS,
  earlyGesturesInlineScript,
  recordEarlyGestures,
  takeEarlyMenuTap,
  takeEarlySearchIntents,
  type AnnouncementSettings,
} from '../../plugins/early-gestures/client/earlyGestures'

type Listener = (event: never) => void

const announcement: AnnouncementSettings = { id: 'v9', dismissKey: 'docusaurus.announcement.dismiss', idKey: 'docusaurus.announcement.id', storage: 'localStorage' }

/** Just enough of a page: capture listeners, storage, the root element's attributes, and gestures aimed at a selector or not. */
function fakePage(options: { announcement?: AnnouncementSettings; storageThrows?: boolean } = {}) {
  const listeners: Record<string, Listener[]> = { click: [], keydown: [] }
  const attributes: Record<string, string> = {}
  const stored: Record<string, string> = {}
  const doc = {
    addEventListener: (type: string, listener: Listener) => listeners[type]?.push(listener),
    documentElement: { setAttribute: (name: string, value: string) => { attributes[name] = value } },
  }
  const localStorage = { setItem: (key: string, value: string) => { if (options.storageThrows) throw new Error('QuotaExceededError'); stored[key] = value } }
  const win: Record<string, unknown> = { localStorage }
  recordEarlyGestures(win, doc, { globalName: EARLY_GESTURES_GLOBAL, announcement: options.announcement }, SELECTORS, ANNOUNCEMENT_DISMISSED_ATTRIBUTE)
  const element = (matching: string | null, fields: Record<string, unknown> = {}) =>
    ({ closest: (selector: string) => (selector === matching ? {} : null), ...fields })
  const click = (on: string | null) => { for (const listener of listeners.click) listener({ target: element(on) } as never) }
  const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}, tagName = 'BODY') => {
    let prevented = false
    const event = { key, code: `Key${key.toUpperCase()}`, keyCode: key.toUpperCase().charCodeAt(0), ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers, target: element(null, { tagName }), preventDefault: () => { prevented = true } }
    for (const listener of listeners.keydown) listener(event as never)
    return prevented
  }
  return { win, click, press, attributes, stored }
}

describe('a tap on the phone menu button before hydration', () => {
  it('is taken once, then no longer recorded', () => {
    const { win, click } = fakePage()
    click(SELECTORS.menuButton)
    expect(takeEarlyMenuTap(win)).toBe(true)
    click(SELECTORS.menuButton)
    expect(takeEarlyMenuTap(win)).toBe(false)
  })

  it('two taps leave the menu closed, and taps elsewhere count for nothing', () => {
    const { win, click } = fakePage()
    click(SELECTORS.menuButton)
    click(SELECTORS.menuButton)
    click(null)
    expect(takeEarlyMenuTap(win)).toBe(false)
  })
})

describe('search gestures before hydration', () => {
  it('a click on the search button and the shortcuts are queued in order and taken once', () => {
    const { win, click, press } = fakePage()
    click(SELECTORS.searchButton)
    expect(press('k', { ctrlKey: true })).toBe(true)
    expect(press('/')).toBe(true)
    const intents = takeEarlySearchIntents(win)
    expect(intents.map(intent => (intent.kind === 'key' ? intent.init.key : 'click'))).toEqual(['click', 'k', '/'])
    click(SELECTORS.searchButton)
    expect(takeEarlySearchIntents(win)).toEqual([])
  })

  it('"/" typed into a field and plain letters stay the page\'s', () => {
    const { win, press } = fakePage()
    expect(press('/', {}, 'INPUT')).toBe(false)
    expect(press('k')).toBe(false)
    expect(takeEarlySearchIntents(win)).toEqual([])
  })

  it('a menu tap is not a search click, and the other way round', () => {
    const { win, click } = fakePage()
    click(SELECTORS.searchButton)
    expect(takeEarlyMenuTap(win)).toBe(false)
    expect(takeEarlySearchIntents(win)).toHaveLength(1)
  })
})

describe('closing the announcement bar before hydration', () => {
  it('stores the dismissal with the configured id and hides the bar at once', () => {
    const { click, attributes, stored } = fakePage({ announcement })
    click(SELECTORS.announcementClose)
    expect(stored).toEqual({ 'docusaurus.announcement.id': 'v9', 'docusaurus.announcement.dismiss': 'true' })
    expect(attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE]).toBe('true')
  })

  it('still hides the bar for this visit when storage refuses', () => {
    const { click, attributes } = fakePage({ announcement, storageThrows: true })
    expect(() => click(SELECTORS.announcementClose)).not.toThrow()
    expect(attributes[ANNOUNCEMENT_DISMISSED_ATTRIBUTE]).toBe('true')
  })

  it('does nothing without a closeable announcement, or for clicks elsewhere', () => {
    const none = fakePage()
    none.click(SELECTORS.announcementClose)
    expect(none.stored).toEqual({})
    expect(none.attributes).toEqual({})
    const elsewhere = fakePage({ announcement })
    elsewhere.click(SELECTORS.searchButton)
    expect(elsewhere.stored).toEqual({})
  })
})

describe('the inline script', () => {
  it('nothing recorded on the page (a stored page from before the recorder): nothing to replay', () => {
    expect(takeEarlyMenuTap({})).toBe(false)
    expect(takeEarlySearchIntents({})).toEqual([])
  })

  it('is the recorder itself, called with the site\'s settings, and cannot close its own <script>', () => {
    const script = earlyGesturesInlineScript({ ...announcement, id: '</script><b>' })
    expect(script).toContain('navbar__toggle')
    expect(script).toContain(JSON.stringify(EARLY_GESTURES_GLOBAL))
    expect(script).not.toContain('</script>')
    const win: Record<string, unknown> = {}
    const doc = { addEventListener: () => {}, documentElement: { setAttribute: () => {} } }
    new Function('window', 'document', script)(win, doc)
    expect(win[EARLY_GESTURES_GLOBAL]).toMatchObject({ search: [], menuTapped: false })
  })
})
