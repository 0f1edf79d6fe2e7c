import React, { type ReactNode } from 'react'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'
import type { WrapperProps } from '@docusaurus/types'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import PageActions from '@site/src/components/PageActions'

type Props = WrapperProps<typeof ContentType>

// DocItem/Content renders only on docs pages, inside the doc's context, so every
// docs page (generated API pages too) gets the page actions (open in AI, copy as Markdown) and nothing else does.
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc()
  return (
    <>
      <PageActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  )
}
