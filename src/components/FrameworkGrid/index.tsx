import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
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
      <ul className={styles.tools} aria-label="构建工具与入口">
        {buildTools.map(tool => (
          <li key={tool.name}>
            {tool.name} <code>{tool.entry}</code>
          </li>
        ))}
      </ul>
    </>
  )
}
