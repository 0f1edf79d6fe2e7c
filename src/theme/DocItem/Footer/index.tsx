import React, { type ReactNode } from 'react'
import Footer from '@theme-original/DocItem/Footer'
import type FooterType from '@theme/DocItem/Footer'
import type { WrapperProps } from '@docusaurus/types'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import VerificationLine, { type Verification } from '@site/src/components/VerificationLine'

type Props = WrapperProps<typeof FooterType>

// Every docs page ends with the line saying what its statements were verified against (config/markdown.ts).
export default function FooterWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc()
  return (
    <>
      <Footer {...props} />
      <VerificationLine verification={(frontMatter as { verification?: Verification }).verification} />
    </>
  )
}
