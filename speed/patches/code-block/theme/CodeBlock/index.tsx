// First: Prism's extra grammars, before any block renders (speed/patches/prism-on-demand).
import '@site/speed/patches/prism-on-demand/lean-prism/registerLanguages'
import React, { lazy, Suspense, type ReactNode } from 'react'
import StaticCodeBlock from '../../StaticCodeBlock'
import type CodeBlockType from '@theme/CodeBlock'
import type { WrapperProps } from '@docusaurus/types'
import { registeredLiveCodeBlock } from '../../live-playground/registry'

type Props = WrapperProps<typeof CodeBlockType> & { live?: boolean }

// theme-live-codeblock's CodeBlock, without its static import of the playground (react-live,
// Sucrase, the merge runtime...): that import put ~300 KB on every page with a code block.
// Static blocks render through StaticCodeBlock (theme-classic's, without its rebuild after hydration).
// Pages with a ```jsx live``` block load the playground themselves (speed/patches/code-block/live-playground)
// before hydration, so it is registered by the time they render.
const LazyLiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'))

export default function CodeBlockWrapper(props: Props): ReactNode {
  if (!props.live) return <StaticCodeBlock {...props} />
  // A live block's code is its text; theme-live-codeblock types it as a string from 3.10 on.
  const liveProps = { ...props, children: typeof props.children === 'string' ? props.children : undefined }
  const LiveCodeBlock = registeredLiveCodeBlock()
  if (LiveCodeBlock) return <LiveCodeBlock {...liveProps} />
  // A live block the remark plugin did not see (a `<CodeBlock live>` in a React page): still
  // works, loading the playground on demand.
  return (
    <Suspense fallback={<StaticCodeBlock {...props} />}>
      <LazyLiveCodeBlock {...liveProps} />
    </Suspense>
  )
}
