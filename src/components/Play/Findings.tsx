import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import Translate, { translate } from '@docusaurus/Translate'
import type { ClassFinding, ClassFindings } from './types'
import styles from './styles.module.css'

function kindLabel(kind: ClassFinding['kind']): string {
  switch (kind) {
    case 'no-rule':
      return translate({ id: 'play.findings.noRule', message: '没有生成任何样式', description: 'Play finding: the class produced no CSS' })
    case 'dropped':
      return translate({ id: 'play.findings.dropped', message: '规则在小程序里被删掉', description: 'Play finding: weapp-tailwindcss removed the rule' })
    case 'rewritten':
      return translate({ id: 'play.findings.rewritten', message: '选择器被改写', description: 'Play finding: the selector was rewritten for mini-programs' })
    case 'unit':
      return translate({ id: 'play.findings.unit', message: '任意值的单位可能被误读', description: 'Play finding: a bracketed length may be read as another type' })
  }
}

const codes = (items: string[]) => items.map((item, index) => <React.Fragment key={item}>{index > 0 && ', '}<code>{item}</code></React.Fragment>)
const declarations = (items: { prop: string; value: string }[] = []) => items.map(({ prop, value }) => `${prop}: ${value}`)

/** What was seen, in code: the selectors before and after, or the declarations of the value as written and as a length. */
function Detail({ finding }: { finding: ClassFinding }): ReactNode {
  if (finding.kind === 'dropped' && finding.before) return <> ({codes(finding.before)} → —)</>
  if (finding.kind === 'rewritten' && finding.before && finding.after) return <> ({codes(finding.before)} → {codes(finding.after)})</>
  if (finding.kind === 'unit') {
    return (
      <>
        {' ('}
        {codes(declarations(finding.becomes))}
        {'; '}
        <Translate id="play.findings.asLength" description="Play finding: what the value gives when written as a length">写明 length 类型时</Translate>
        {': '}
        {codes(declarations(finding.asLength))}
        {')'}
      </>
    )
  }
  return null
}

/** The same findings as the docs MCP server's check_classes, for the template on screen. */
export function Findings({ findings, ready }: { findings: ClassFindings[]; ready: boolean }): ReactNode {
  return (
    <div className={styles.field}>
      <h2 className={styles.label}>
        <Translate id="play.findings.title" description="Play: heading of the list of classes that go wrong in a mini-program">小程序里会出的问题</Translate>
      </h2>
      <ul className={styles.changes} data-testid="play-findings">
        {findings.flatMap(entry => entry.findings.map(finding => (
          <li key={`${entry.class} ${finding.kind}`} data-kind={finding.kind}>
            <code>{entry.class}</code>{' — '}{kindLabel(finding.kind)}<Detail finding={finding} />{' '}
            <Link to={finding.docs}>
              <Translate id="play.findings.why" description="Play finding: link to the page that explains it">为什么</Translate>
            </Link>
          </li>
        )))}
      </ul>
      {ready && findings.length === 0 && (
        <p className={styles.note}>
          <Translate id="play.findings.none" description="Play: no class of the template goes wrong">没有发现问题：模板里的类名都生成了样式，没有规则被删掉或改写。</Translate>
        </p>
      )}
    </div>
  )
}
