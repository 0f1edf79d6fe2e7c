import React, { isValidElement, type ReactNode } from 'react'
import ElementContent from '@theme/CodeBlock/Content/Element'
import StringContent from '@theme/CodeBlock/Content/String'
import type { Props } from '@theme/CodeBlock'

/** Plain-string children become one string (copyable, highlighted); React elements stay as they are. */
function maybeStringify(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some(child => isValidElement(child))) return children
  return Array.isArray(children) ? children.join('') : children
}

/**
 * theme-classic's CodeBlock, less one line: it keys the block on `useIsBrowser()`, so every code
 * block on a page is thrown away and built again right after hydration, to repaint the Prism
 * colours of a reader whose colour mode is not the server's. That is no longer needed:
 * useColorMode() reports the server's mode during hydration and the reader's one effect later,
 * and React patches the inline colours in that ordinary update. Without the rebuild a dark-mode
 * reader (the default) keeps the server's DOM, and a light-mode reader gets a restyle instead
 * of a rebuild (tests/e2e/content/code-highlighting.spec.ts).
 */
export default function StaticCodeBlock({ children, ...props }: Props): ReactNode {
  const content = maybeStringify(children)
  return typeof content === 'string'
    ? <StringContent {...props}>{content}</StringContent>
    : <ElementContent {...props}>{content}</ElementContent>
}
