import React, { type ReactNode } from 'react'
import CopyPageMarkdown from '../CopyPageMarkdown'
import OpenInAi from '../OpenInAi'
import styles from './styles.module.css'

/** The row above a docs page's title: hand the page to an AI assistant, or copy it as Markdown. */
export default function PageActions({ permalink }: { permalink: string }): ReactNode {
  return (
    <div className={styles.row}>
      <OpenInAi permalink={permalink} />
      <CopyPageMarkdown permalink={permalink} />
    </div>
  )
}
