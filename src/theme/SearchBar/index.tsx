import React, { useEffect, useRef, type ReactNode } from 'react'
import SearchBar from '@theme-original/SearchBar'
import { takeEarlySearchIntents, type EarlySearchIntent } from '@site/plugins/early-gestures/client/earlyGestures'

function replay(button: HTMLElement, intent: EarlySearchIntent): void {
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
// inline script (plugins/early-gestures/client/earlyGestures.ts); once the SearchBar below has mounted and its own
// listeners are in place (children's effects run first), it gets them, in order.
export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const intents = takeEarlySearchIntents(window as unknown as Record<string, unknown>)
    const button = container.current?.querySelector<HTMLElement>('.DocSearch-Button')
    if (button) for (const intent of intents) replay(button, intent)
  }, [])
  return (
    <span ref={container} style={{ display: 'contents' }}>
      <SearchBar />
    </span>
  )
}
