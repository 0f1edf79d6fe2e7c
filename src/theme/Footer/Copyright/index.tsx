import React, { type ReactNode } from 'react'
import Copyright from '@theme-original/Footer/Copyright'
import type CopyrightType from '@theme/Footer/Copyright'
import type { WrapperProps } from '@docusaurus/types'
import Link from '@docusaurus/Link'
import Translate from '@docusaurus/Translate'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { readFooterFields } from '../footerFields'
import styles from '../styles.module.css'

type Props = WrapperProps<typeof CopyrightType>

// The classic footer has no slot for the legal link, owner and "Powered by" fields that
// config/footer.ts declares. They go under the copyright line, so they stay inside the
// <footer> landmark (the theme renders this only while config/footer.ts has a copyright).
export default function CopyrightWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  const fields = readFooterFields(siteConfig.customFields)
  return (
    <>
      <Copyright {...props} />
      {fields && (
        <div className={styles.extra} data-testid="footer-extra">
          <Link to={fields.legal.href}>{fields.legal.label}</Link>
          <span aria-hidden="true">·</span>
          <span>
            <Translate
              id="footer.maintainer"
              description="Footer: who maintains the project, followed by a link with the name"
              values={{ name: <Link href={fields.owner.href}>{fields.owner.name}</Link> }}>
              {'维护者 {name}'}
            </Translate>
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
