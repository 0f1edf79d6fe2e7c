// A search shortcut or a click on the search button in the moments before React has hydrated
// the navbar would otherwise be lost: the server-rendered button has no handlers yet. A tiny
// inline script (plugins/local-search injects it at the top of <body>) records them; the
// SearchBar wrapper takes the list when it mounts and replays them, so the modal opens as soon
// as it can. After that hand-over the script records nothing more.

export type EarlyIntent =
  | { kind: 'click' }
  | { kind: 'key'; init: KeyboardEventInit; keyCode: number }

export interface EarlyIntentQueue extends Array<EarlyIntent> {
  /** Set by the SearchBar wrapper once it listens itself. */
  taken?: boolean
}

export const EARLY_INTENTS_GLOBAL = '__searchIntentsBeforeHydration'

interface Target { closest?(selector: string): unknown; tagName?: string; isContentEditable?: boolean }
interface KeyEventLike { key?: string; code?: string; keyCode: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; target: unknown; preventDefault(): void }
interface DocumentLike { addEventListener(type: string, listener: (event: never) => void, capture: boolean): void }

/** Runs inline, before the bundles: self-contained, no imports (its text is the script). */
export function recordEarlySearchIntents(win: Record<string, unknown>, doc: DocumentLike, globalName: string): void {
  const queue: EarlyIntentQueue = []
  win[globalName] = queue
  doc.addEventListener('click', (event: { target: unknown }) => {
    const target = event.target as Target | null
    if (!queue.taken && target && target.closest && target.closest('.DocSearch-Button')) queue.push({ kind: 'click' })
  }, true)
  doc.addEventListener('keydown', (event: KeyEventLike) => {
    if (queue.taken) return
    const target = event.target as Target | null
    const editing = !!target && (!!target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName || ''))
    const key = (event.key || '').toLowerCase()
    // DocSearch's own shortcuts: Ctrl/Cmd+K anywhere, `/` outside a field.
    if (!((key === 'k' && (event.ctrlKey || event.metaKey)) || (key === '/' && !editing))) return
    event.preventDefault()
    const { code, ctrlKey, metaKey, shiftKey, altKey } = event
    queue.push({ kind: 'key', init: { key: event.key, code, ctrlKey, metaKey, shiftKey, altKey }, keyCode: event.keyCode })
  }, true)
}

export const earlySearchIntentsInlineScript = `(${recordEarlySearchIntents.toString()})(window, document, ${JSON.stringify(EARLY_INTENTS_GLOBAL)});`

/** Takes what was recorded before hydration and stops the recorder. */
export function takeEarlyIntents(win: Record<string, unknown>): EarlyIntent[] {
  const queue = win[EARLY_INTENTS_GLOBAL] as EarlyIntentQueue | undefined
  if (!queue || queue.taken) return []
  queue.taken = true
  return queue.splice(0)
}
