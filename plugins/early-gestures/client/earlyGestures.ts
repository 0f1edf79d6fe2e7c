// Between the page showing and React hydrating it (the bundles here start only after the first
// paint), the server-rendered controls have no handlers: a reader's first gesture would be lost.
// One tiny inline script, injected at the top of <body> by plugins/early-gestures, watches for the
// few gestures a reader makes at once:
// - a click on the search button, Ctrl/Cmd+K or `/`: queued; the SearchBar wrapper replays them;
// - a tap on the phone menu button: noted (two taps cancel out); the menu Toggle wrapper replays it;
// - a click on the announcement bar's close button: done on the spot, the way the theme does it
//   (stored dismissal and id, the attribute its CSS hides the bar with), so the bar goes at once and
//   the theme finds it closed when it hydrates.
// Each wrapper takes its part once; after that the script records nothing more for it.

export type EarlySearchIntent =
  | { kind: 'click' }
  | { kind: 'key'; init: KeyboardEventInit; keyCode: number }

interface EarlyGestures {
  search: EarlySearchIntent[]
  searchTaken: boolean
  menuTapped: boolean
  menuTaken: boolean
  announcementClosed: boolean
}

/** What the recorder needs to close the announcement bar as the theme would. */
export interface AnnouncementSettings {
  id: string
  dismissKey: string
  idKey: string
  storage: 'localStorage' | 'sessionStorage'
}

export interface RecorderSettings {
  globalName: string
  announcement?: AnnouncementSettings
}

export const EARLY_GESTURES_GLOBAL = '__gesturesBeforeHydration'

// The theme's markup and storage keys: a registered reach (speed/reaches.ts: early-gestures-theme-markup).
export const SELECTORS = {
  searchButton: '.DocSearch-Button',
  menuButton: '.navbar__toggle',
  announcementClose: '.theme-announcement-bar button.close',
} as const

export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed'

interface Target { closest?(selector: string): unknown; tagName?: string; isContentEditable?: boolean }
interface KeyEventLike {
  key?: string; code?: string; keyCode: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean
  target: unknown; preventDefault(): void
}
interface DocumentLike {
  addEventListener(type: string, listener: (event: never) => void, capture: boolean): void
  documentElement: { setAttribute(name: string, value: string): void }
}
interface StorageLike { setItem(key: string, value: string): void }

/** Runs inline, before the bundles: self-contained, no imports (its text is the script). */
export function recordEarlyGestures(
  win: Record<string, unknown>, doc: DocumentLike, settings: RecorderSettings, selectors: typeof SELECTORS, dismissedAttribute: string,
): void {
  const gestures: EarlyGestures = { search: [], searchTaken: false, menuTapped: false, menuTaken: false, announcementClosed: false }
  win[settings.globalName] = gestures
  const closestTo = (target: unknown, selector: string) => {
    const element = target as Target | null
    return !!element && !!element.closest && !!element.closest(selector)
  }
  doc.addEventListener('click', (event: { target: unknown }) => {
    if (!gestures.searchTaken && closestTo(event.target, selectors.searchButton)) gestures.search.push({ kind: 'click' })
    // A second tap before hydration closes the menu again, as it would have on a live button.
    if (!gestures.menuTaken && closestTo(event.target, selectors.menuButton)) gestures.menuTapped = !gestures.menuTapped
    const announcement = settings.announcement
    if (announcement && !gestures.announcementClosed && closestTo(event.target, selectors.announcementClose)) {
      gestures.announcementClosed = true
      doc.documentElement.setAttribute(dismissedAttribute, 'true')
      try {
        const storage = win[announcement.storage] as StorageLike
        storage.setItem(announcement.idKey, announcement.id)
        storage.setItem(announcement.dismissKey, 'true')
      } catch {
        // Storage refused (private mode, quota): the bar still goes for this visit.
      }
    }
  }, true)
  doc.addEventListener('keydown', (event: KeyEventLike) => {
    if (gestures.searchTaken) return
    const target = event.target as Target | null
    const editing = !!target && (!!target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName || ''))
    const key = (event.key || '').toLowerCase()
    // DocSearch's own shortcuts: Ctrl/Cmd+K anywhere, `/` outside a field.
    if (!((key === 'k' && (event.ctrlKey || event.metaKey)) || (key === '/' && !editing))) return
    event.preventDefault()
    const { code, ctrlKey, metaKey, shiftKey, altKey } = event
    gestures.search.push({ kind: 'key', init: { key: event.key, code, ctrlKey, metaKey, shiftKey, altKey }, keyCode: event.keyCode })
  }, true)
}

/** The inline script: the recorder's own text, called with this site's settings. */
export function earlyGesturesInlineScript(announcement: AnnouncementSettings | undefined): string {
  const settings: RecorderSettings = { globalName: EARLY_GESTURES_GLOBAL, announcement }
  const args = [settings, SELECTORS, ANNOUNCEMENT_DISMISSED_ATTRIBUTE].map(value => JSON.stringify(value).replace(/</g, '\\u003c'))
  return `(${recordEarlyGestures.toString()})(window, document, ${args.join(', ')});`
}

const recorded = (win: Record<string, unknown>) => win[EARLY_GESTURES_GLOBAL] as EarlyGestures | undefined

/** The search gestures made before hydration, in order; stops recording them. */
export function takeEarlySearchIntents(win: Record<string, unknown>): EarlySearchIntent[] {
  const gestures = recorded(win)
  if (!gestures || gestures.searchTaken) return []
  gestures.searchTaken = true
  return gestures.search.splice(0)
}

/** Whether the menu was asked for before hydration; stops recording menu taps. */
export function takeEarlyMenuTap(win: Record<string, unknown>): boolean {
  const gestures = recorded(win)
  if (!gestures || gestures.menuTaken) return false
  gestures.menuTaken = true
  return gestures.menuTapped
}
