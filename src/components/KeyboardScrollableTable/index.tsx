import React, { useRef, type ComponentProps, type ReactNode } from 'react'
import { useKeyboardScrollable } from '../../../lib/a11y/useKeyboardScrollable'

/**
 * A Markdown table. Infima makes a table a block with overflow: auto, so one wider than the
 * column scrolls sideways (on phones, most of them); while it does, it takes keyboard focus.
 */
export default function KeyboardScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null)
  return <table {...props} ref={ref} tabIndex={useKeyboardScrollable(ref)} />
}
