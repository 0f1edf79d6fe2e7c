import React, { lazy, Suspense, type ReactNode } from 'react'
import CodeBlock from '@theme-init/CodeBlock'
import type CodeBlockType from '@theme/CodeBlock'
import type { WrapperProps } from '@docusaurus/types'

type Props = WrapperProps<typeof CodeBlockType> & { live?: boolean }

// theme-live-codeblock's CodeBlock imports the playground (react-live, Sucrase and the whole
// ReactLiveScope: merge runtime, cva, tailwind-variants) statically, so every page with a code
// block downloaded ~300 KB it never ran. Same switch on `live`, but the playground is a chunk of
// its own that only pages with a live block load. The server render waits for it (onAllReady),
// so the HTML still holds the rendered playground and hydration keeps it until the chunk is in.
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'))

export default function CodeBlockWrapper(props: Props): ReactNode {
  if (!props.live) return <CodeBlock {...props} />
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  )
}
