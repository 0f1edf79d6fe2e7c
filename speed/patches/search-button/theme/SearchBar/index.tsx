import React, { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { replaySearchGesture, type SearchGesture as Gesture } from '../../../../../lib/search/replaySearchGesture'
import SearchButtonPlaceholder from '../../SearchButtonPlaceholder'
import { isEditingTarget, searchKeyIntent } from '../../SearchButtonPlaceholder/searchButtonKeys'

// The theme's SearchBar (DocSearch's button, its keyboard shortcuts and every search label)
// was ~28 KB of main.js on every page, for readers who mostly never search. Until a reader
// reaches for search, the navbar shows a look-alike button; the first hover, focus, touch,
// click or search shortcut loads the real SearchBar, which takes over and gets the same
// gesture replayed (the click still opens the modal, a shortcut still opens it, a letter typed
// on the button still becomes the query). The modal and the index load as before, from it.

// theme-search-algolia's own SearchBar (an alias the patch's plugin sets: speed/patches/search-button).
const loadSearchBar = () => import('@speed/stock-SearchBar')
// Once loaded, the real SearchBar stays for the rest of the visit, on every page.
let LoadedSearchBar: ComponentType | null = null

function Replay({ gestures, container }: { gestures: Gesture[]; container: HTMLElement | null }): null {
  useEffect(() => {
    const button = container?.querySelector<HTMLButtonElement>('.DocSearch-Button')
    if (!button) return
    // In the order a pointer produces them (a press is queued as the click before its focus).
    const order = { hover: 0, focus: 1, click: 2, key: 3 }
    const queued = gestures.splice(0).sort((a, b) => order[a.kind] - order[b.kind])
    for (const gesture of queued) replaySearchGesture(button, gesture)
  }, [gestures, container])
  return null
}

export default function SearchBarWrapper(): ReactNode {
  const [SearchBar, setSearchBar] = useState<ComponentType | null>(() => LoadedSearchBar)
  const gestures = useRef<Gesture[]>([]).current
  const container = useRef<HTMLSpanElement>(null)
  const placeholder = useRef<HTMLButtonElement>(null)

  const want = (gesture: Gesture): void => {
    // One hover, focus and click at most: the real button receives each gesture once.
    if (gesture.kind === 'key' || !gestures.some(queued => queued.kind === gesture.kind)) gestures.push(gesture)
    void loadSearchBar().then(module => {
      LoadedSearchBar = module.default
      setSearchBar(() => module.default)
    })
  }

  useEffect(() => {
    if (SearchBar) return undefined
    const onKeyDown = (event: KeyboardEvent): void => {
      const intent = searchKeyIntent(event, {
        editing: isEditingTarget(event.composedPath()[0] as HTMLElement | undefined),
        // Also while the look-alike has just left the page and its focus waits for the replay
        // (the real button and DocSearch's listener come one effect later): a letter typed then
        // still belongs to the button.
        buttonFocused:
          document.activeElement === placeholder.current ||
          (placeholder.current === null && gestures.some(gesture => gesture.kind === 'focus')),
      })
      if (!intent) return
      event.preventDefault()
      if (intent === 'type') want({ kind: 'focus' })
      const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event
      want({ kind: 'key', init: { key, code, ctrlKey, metaKey, shiftKey, altKey }, keyCode: event.keyCode })
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
    // `want` only touches refs and stable setters: the listener needs renewing only on hand-over.
  }, [SearchBar])

  return (
    <span ref={container} style={{ display: 'contents' }}>
      {SearchBar ? (
        <>
          <SearchBar />
          <Replay gestures={gestures} container={container.current} />
        </>
      ) : (
        <SearchButtonPlaceholder
          ref={placeholder}
          onMouseOver={() => want({ kind: 'hover' })}
          onFocus={() => want({ kind: 'focus' })}
          onTouchStart={() => want({ kind: 'hover' })}
          // A press counts as the click: if the real button takes over between press and release,
          // the browser drops the click (its press target left the page).
          onPointerDown={event => event.button === 0 && want({ kind: 'click' })}
          onClick={() => want({ kind: 'click' })}
        />
      )}
    </span>
  )
}
