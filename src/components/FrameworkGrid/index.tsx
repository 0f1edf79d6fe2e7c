import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { translate } from '@docusaurus/Translate'
import { buildTools, frameworks } from '@site/src/data/frameworks'
import styles from './styles.module.css'

export default function FrameworkGrid(): ReactNode {
  return (
    <>
      <ul className={styles.grid}>
        {frameworks.map(framework => (
          <li key={framework.name}>
            <Link className={styles.card} to={framework.guide}>
              <strong>{framework.name}</strong>
              <span>{framework.bundlers.join(' · ')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.tools} aria-label={translate({ id: 'home.frameworks.toolsLabel', message: '构建工具与入口', description: 'Accessible name of the list of build tools and their import paths' })}>
        {buildTools.map(tool => (
          <li key={tool.name}>
            {tool.name} <code>{tool.entry}</code>
          </li>
        ))}
      </ul>
    </>
  )
}
