import { describe, expect, it } from 'vitest'
import { EARLY_MENU_TAP_GLOBAL, earlyMenuTapInlineScript, recordEarlyMenuTap, takeEarlyMenuTap } from '../../plugins/early-menu-tap/client/earlyMenuTap'

type Listener = (event: never) => void

/** Just enough of a document: capture listeners, and a click dispatched at an element that matches or not. */
function fakePage() {
  const listeners: Listener[] = []
  const doc = { addEventListener: (type: string, listener: Listener) => { if (type === 'click') listeners.push(listener) } }
  const win: Record<string, unknown> = {}
  const click = (onToggle: boolean) => {
    const target = { closest: (selector: string) => (onToggle && selector === '.navbar__toggle' ? {} : null) }
    for (const listener of listeners) listener({ target } as never)
  }
  return { win, doc, click }
}

describe('a tap on the phone menu button before hydration', () => {
  it('is taken once, then no longer recorded', () => {
    const { win, doc, click } = fakePage()
    recordEarlyMenuTap(win, doc, EARLY_MENU_TAP_GLOBAL)
    click(true)
    expect(takeEarlyMenuTap(win)).toBe(true)
    click(true)
    expect(takeEarlyMenuTap(win)).toBe(false)
  })

  it('two taps leave the menu closed, and taps elsewhere count for nothing', () => {
    const { win, doc, click } = fakePage()
    recordEarlyMenuTap(win, doc, EARLY_MENU_TAP_GLOBAL)
    click(true)
    click(true)
    click(false)
    expect(takeEarlyMenuTap(win)).toBe(false)
  })

  it('no recorder on the page (a stored page from before it existed): nothing to replay', () => {
    expect(takeEarlyMenuTap({})).toBe(false)
  })

  it('the inline script is the recorder itself, called with the global name', () => {
    expect(earlyMenuTapInlineScript).toContain('navbar__toggle')
    expect(earlyMenuTapInlineScript.endsWith(`(window, document, ${JSON.stringify(EARLY_MENU_TAP_GLOBAL)});`)).toBe(true)
  })
})
