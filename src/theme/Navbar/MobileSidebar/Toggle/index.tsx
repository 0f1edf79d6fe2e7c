import React, { useEffect, useRef, type ReactNode } from 'react'
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle'
import { takeEarlyMenuTap } from '@site/plugins/early-menu-tap/client/earlyMenuTap'

// A tap on the menu button before hydration is noted by an inline script
// (plugins/early-menu-tap/client/earlyMenuTap.ts); once the button below has its handler, the
// tap is replayed on it, unless the menu is already open (React may have replayed it itself).
export default function ToggleWrapper(): ReactNode {
  const container = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const tapped = takeEarlyMenuTap(window as unknown as Record<string, unknown>)
    const button = container.current?.querySelector<HTMLButtonElement>('.navbar__toggle')
    if (tapped && button && button.getAttribute('aria-expanded') !== 'true') button.click()
  }, [])
  return (
    <span ref={container} style={{ display: 'contents' }}>
      <Toggle />
    </span>
  )
}
