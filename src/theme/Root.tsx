import React, { type ReactNode } from 'react'
import LocaleHint from '@site/src/components/LocaleHint'

// Root stays mounted across navigations: the English offer is not re-evaluated on every page.
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <LocaleHint />
    </>
  )
}
