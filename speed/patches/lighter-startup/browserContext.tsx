import React, { startTransition, useEffect, useState, type ReactNode } from 'react'
// core's context object itself, so that useIsBrowser() (core's exports) reads this provider.
import { Context } from '@docusaurus/core/lib/client/browserContext.js'

export { Context }

/**
 * core's BrowserContextProvider, flipping `isBrowser` in a transition. The flip re-renders
 * every component that renders differently once in the browser (code blocks, tabs, sidebar
 * categories, the colour toggle…) right after hydration; as an ordinary update that was one
 * task of 100+ ms on a throttled phone, as a transition React renders it in slices and
 * yields to input between them.
 */
export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false)
  useEffect(() => {
    startTransition(() => setIsBrowser(true))
  }, [])
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>
}
