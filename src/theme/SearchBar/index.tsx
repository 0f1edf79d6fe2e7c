import React, { useEffect, useRef, type ReactNode } from 'react'
import SearchBar from '@theme-original/SearchBar'
import { takeEarlySearchIntents } from '@site/plugins/early-gestures/client/earlyGestures'
import { replaySearchGesture } from '@site/lib/search/replaySearchGesture'

// A click on the search button or a search shortcut pressed before hydration is recorded by an
// inline script (plugins/early-gestures/client/earlyGestures.ts); once the SearchBar below has mounted and its own
// listeners are in place (children's effects run first), it gets them, in order.
export default function SearchBarWrapper(): ReactNode {
  const container = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const intents = takeEarlySearchIntents(window as unknown as Record<string, unknown>)
    const button = container.current?.querySelector<HTMLElement>('.DocSearch-Button')
    if (button) for (const intent of intents) replaySearchGesture(button, intent)
  }, [])
  return (
    <span ref={container} style={{ display: 'contents' }}>
      <SearchBar />
    </span>
  )
}
