import React, { useEffect, useRef, type ReactNode } from 'react'
import SearchBar from '@theme-original/SearchBar'
import { takeEarlyIntents, type EarlyIntent } from '@site/plugins/local-search/client/earlySearchIntents'

function replay(button: HTMLElement, intent: EarlyIntent): void {
  if (intent.kind === 'click') {
    button.click()
    return
  }
  const event = new KeyboardEvent('keydown', { ...intent.init, bubbles: true, cancelable: true })
  // DocSearch reads the legacy keyCode, which KeyboardEvent's constructor cannot set.
  Object.defineProperty(event, 'keyCode', { value: intent.keyCode })
  window.dispatchEvent(event)
}

// A click on the search button or a search shortcut pressed before hydration is recorded by an
// inline script (plugins/local-search/client/earlySearchIntents.ts); once the SearchBar below has mounted and its own
// listeners are in place (children's effects run first), it gets them, in order.
export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const intents = takeEarlyIntents(window as unknown as Record<string, unknown>)
    const button = container.current?.querySelector<HTMLElement>('.DocSearch-Button')
    if (button) for (const intent of intents) replay(button, intent)
  }, [])
  return (
    <span ref={container} style={{ display: 'contents' }}>
      <SearchBar />
    </span>
  )
}
