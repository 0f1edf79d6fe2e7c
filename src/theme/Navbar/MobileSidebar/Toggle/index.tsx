import React, { useEffect, type ReactNode } from 'react'
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle'
import { takeEarlyMenuTap } from '@site/plugins/early-gestures/client/earlyGestures'

// A tap on the menu button before hydration is noted by an inline script
// (plugins/early-gestures/client/earlyGestures.ts); once the button below has its handler, the
// tap is replayed on it, unless the menu is already open (React may have replayed it itself).
// No wrapping element: in Chromium a `display: contents` parent cost the button its accessible name.
export default function ToggleWrapper(): ReactNode {
  useEffect(() => {
    if (!takeEarlyMenuTap(window as unknown as Record<string, unknown>)) return
    const button = document.querySelector<HTMLButtonElement>('.navbar__toggle')
    if (button && button.getAttribute('aria-expanded') !== 'true') button.click()
  }, [])
  return <Toggle />
}
