import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { translate } from '@docusaurus/Translate'
import styles from './styles.module.css'

/** What config/markdown.ts puts in each docs page's front matter at build time. */
export type Verification =
  | { generatedFrom: { package: string; version: string } }
  | { tested: number; manual: number; modules: string[]; proofsUrl: string; against: { weappTailwindcss: string; tailwindcss: string[] } }

// Nothing from config/ here: this renders in the browser, and the build already wrote the link.
function proofsLink(modules: string[], href: string): ReactNode {
  if (modules.length === 0) return null
  const label = translate({ id: 'verification.proofs', message: '查看证明', description: 'Link from the verification line to the claim tests in the repository' })
  return <> <Link href={href}>{label}</Link></>
}

/** One quiet line: what this page's statements were checked against, and how many were proven. */
export default function VerificationLine({ verification }: { verification?: Verification }): ReactNode {
  if (!verification) return null
  if ('generatedFrom' in verification) {
    const { package: name, version } = verification.generatedFrom
    const text = translate(
      { id: 'verification.generated', message: '本页由 {name} {version} 的类型声明生成。', description: 'Verification line of a generated API reference page' },
      { name, version },
    )
    return <p className={styles.line}>{text}</p>
  }
  const { tested, manual, modules, proofsUrl, against } = verification
  const versions = {
    weapp: against.weappTailwindcss,
    tailwind: against.tailwindcss.join(' / '),
  }
  const text = tested + manual === 0
    ? translate(
        { id: 'verification.none', message: '本页的说法还没有对照 weapp-tailwindcss {weapp} 与 Tailwind CSS {tailwind} 逐句证明。', description: 'Verification line of a page no claim test covers yet' },
        versions,
      )
    : translate(
        { id: 'verification.counts', message: '本页的说法对照 weapp-tailwindcss {weapp} 与 Tailwind CSS {tailwind} 核对：{tested} 条由测试证明，{manual} 条人工核对。', description: 'Verification line: how many statements of the page are proven by tests or checked by hand' },
        { ...versions, tested, manual },
      )
  return <p className={styles.line}>{text}{proofsLink(modules, proofsUrl)}</p>
}
