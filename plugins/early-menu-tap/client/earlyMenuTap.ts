// On a phone, a tap on the navbar's menu button in the moments between the page showing and React
// hydrating it would be lost: the server-rendered button has no handler yet (and the bundles here
// start only after the first paint). A tiny inline script (plugins/early-menu-tap injects it at the
// top of <body>) notes the tap; the Toggle wrapper takes the note when it mounts and opens the menu.

export interface EarlyMenuTap {
  tapped: boolean
  /** Set by the Toggle wrapper once the button has its own handler. */
  taken: boolean
}

export const EARLY_MENU_TAP_GLOBAL = '__menuTapBeforeHydration'

interface Target { closest?(selector: string): unknown }
interface DocumentLike { addEventListener(type: string, listener: (event: never) => void, capture: boolean): void }

/** Runs inline, before the bundles: self-contained, no imports (its text is the script). */
export function recordEarlyMenuTap(win: Record<string, unknown>, doc: DocumentLike, globalName: string): void {
  const note: EarlyMenuTap = { tapped: false, taken: false }
  win[globalName] = note
  doc.addEventListener('click', (event: { target: unknown }) => {
    const target = event.target as Target | null
    // A second tap before hydration closes the menu again, as it would have on a live button.
    if (!note.taken && target && target.closest && target.closest('.navbar__toggle')) note.tapped = !note.tapped
  }, true)
}

export const earlyMenuTapInlineScript = `(${recordEarlyMenuTap.toString()})(window, document, ${JSON.stringify(EARLY_MENU_TAP_GLOBAL)});`

/** Whether the menu was asked for before hydration; stops the recorder. */
export function takeEarlyMenuTap(win: Record<string, unknown>): boolean {
  const note = win[EARLY_MENU_TAP_GLOBAL] as EarlyMenuTap | undefined
  if (!note || note.taken) return false
  note.taken = true
  return note.tapped
}
