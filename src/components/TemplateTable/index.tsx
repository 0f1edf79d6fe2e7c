import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import Translate, { translate } from '@docusaurus/Translate'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { templates, type StarterTemplate, type TemplateFramework } from '@site/lib/data/templates'
import styles from './styles.module.css'

interface TemplateTableProps {
  /** Show only the templates of one framework; all of them when left out. */
  framework?: TemplateFramework
}

/** The row's texts in the page's language: the English twins on the English edition, where written. */
function localized(item: StarterTemplate, english: boolean): Pick<StarterTemplate, 'stack' | 'note' | 'includes'> {
  const { stack, note, includes } = item
  return english ? { stack: item.en?.stack ?? stack, note: item.en?.note ?? note, includes: item.en?.includes ?? includes } : { stack, note, includes }
}

function TemplateRow({ item, english }: { item: StarterTemplate; english: boolean }): ReactNode {
  const { stack, note, includes } = localized(item, english)
  const unknown = translate({ id: 'templates.unknown', message: '以仓库为准', description: 'Template table cell when the template does not say: see the repository' })
  return (
    <tr>
      <th scope="row" className={styles.name}>
        <Link to={item.url}>{item.name}</Link>
        {item.recommended && (
          <span className={styles.badge}>
            <Translate id="templates.recommended" description="Badge of a recommended starter template">推荐</Translate>
          </span>
        )}
        {note && <small className={styles.note}>{note}</small>}
      </th>
      <td>{stack}</td>
      <td className={styles.center}>{item.tailwind ? `${item.tailwind}.x` : unknown}</td>
      <td>{item.language ?? unknown}</td>
      <td>{includes && includes.length > 0 ? includes.join(english ? ', ' : '、') : '—'}</td>
    </tr>
  )
}

export default function TemplateTable({ framework }: TemplateTableProps): ReactNode {
  const english = useDocusaurusContext().i18n.currentLocale === 'en'
  const rows = framework ? templates.filter(item => item.framework === framework) : templates
  const frameworkName =
    framework === '原生小程序'
      ? translate({ id: 'templates.framework.native', message: '原生小程序', description: 'Template table: the native mini-program framework group' })
      : framework
  const caption = frameworkName
    ? translate({ id: 'templates.caption.framework', message: '{framework} 模板', description: 'Template table caption for one framework' }, { framework: frameworkName })
    : translate({ id: 'templates.caption.all', message: '全部模板', description: 'Template table caption when it lists every template' })
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {translate({ id: 'templates.caption.count', message: '{caption}（共 {count} 个）', description: 'Template table caption with the number of rows' }, { caption, count: rows.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="templates.column.repository" description="Template table column">仓库</Translate>
            </th>
            <th scope="col">
              <Translate id="templates.column.stack" description="Template table column: how the project is written and built">写法与构建</Translate>
            </th>
            <th scope="col">Tailwind CSS</th>
            <th scope="col">
              <Translate id="templates.column.language" description="Template table column: programming language">语言</Translate>
            </th>
            <th scope="col">
              <Translate id="templates.column.includes" description="Template table column: what comes preinstalled">预装内容</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(item => (
            <TemplateRow key={item.url} item={item} english={english} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
