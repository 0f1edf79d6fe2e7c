import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { templates, type StarterTemplate, type TemplateFramework } from '@site/src/data/templates'
import styles from './styles.module.css'

interface TemplateTableProps {
  /** Show only the templates of one framework; all of them when left out. */
  framework?: TemplateFramework
}

const UNKNOWN = '以仓库为准'

function TemplateRow({ item }: { item: StarterTemplate }): ReactNode {
  return (
    <tr>
      <th scope="row" className={styles.name}>
        <Link to={item.url}>{item.name}</Link>
        {item.recommended && <span className={styles.badge}>推荐</span>}
        {item.note && <small className={styles.note}>{item.note}</small>}
      </th>
      <td>{item.stack}</td>
      <td className={styles.center}>{item.tailwind ? `${item.tailwind}.x` : UNKNOWN}</td>
      <td>{item.language ?? UNKNOWN}</td>
      <td>{item.includes && item.includes.length > 0 ? item.includes.join('、') : '—'}</td>
    </tr>
  )
}

export default function TemplateTable({ framework }: TemplateTableProps): ReactNode {
  const rows = framework ? templates.filter(item => item.framework === framework) : templates
  const caption = framework ? `${framework} 模板` : '全部模板'
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {caption}（共 {rows.length} 个）
        </caption>
        <thead>
          <tr>
            <th scope="col">仓库</th>
            <th scope="col">写法与构建</th>
            <th scope="col">Tailwind CSS</th>
            <th scope="col">语言</th>
            <th scope="col">预装内容</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(item => (
            <TemplateRow key={item.url} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
