import React, { type ReactNode } from 'react'
import Footer from '@theme-original/Footer'
import type FooterType from '@theme/Footer'
import type { WrapperProps } from '@docusaurus/types'
import clsx from 'clsx'
import Link from '@docusaurus/Link'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { readFooterFields } from './footerFields'
import styles from './styles.module.css'

type Props = WrapperProps<typeof FooterType>

// The classic footer has no slot for the legal link, owner and "Powered by"
// fields that config/footer.ts declares, so they are rendered under it.
export default function FooterWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  const fields = readFooterFields(siteConfig.customFields)
  return (
    <>
      <Footer {...props} />
      {fields && (
        <div className={clsx('footer--dark', styles.extra)} data-testid="footer-extra">
          <Link to={fields.legal.href}>{fields.legal.label}</Link>
          <span aria-hidden="true">·</span>
          <span>
            维护者 <Link href={fields.owner.href}>{fields.owner.name}</Link>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {fields.poweredBy.prefix} <Link href={fields.poweredBy.href}>{fields.poweredBy.label}</Link>
          </span>
        </div>
      )}
    </>
  )
}
