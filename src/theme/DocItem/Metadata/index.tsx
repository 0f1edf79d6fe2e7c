import React, { type ReactNode } from 'react'
import Metadata from '@theme-original/DocItem/Metadata'
import type MetadataType from '@theme/DocItem/Metadata'
import type { WrapperProps } from '@docusaurus/types'
import Head from '@docusaurus/Head'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import { jsonLd, techArticle } from '@site/lib/structured-data/schema'

type Props = WrapperProps<typeof MetadataType>

// Every docs page (generated API pages too) describes itself as a TechArticle, dated by git.
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata } = useDoc()
  const { siteConfig, i18n } = useDocusaurusContext()
  const site = {
    siteUrl: siteConfig.url,
    baseUrl: siteConfig.baseUrl,
    name: siteConfig.title,
    description: '',
    inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
  }
  const article = techArticle(site, {
    title: metadata.title,
    description: metadata.description,
    permalink: metadata.permalink,
    lastUpdatedAt: metadata.lastUpdatedAt ?? undefined,
  })
  return (
    <>
      <Metadata {...props} />
      <Head>
        <script type="application/ld+json">{jsonLd(article)}</script>
      </Head>
    </>
  )
}
