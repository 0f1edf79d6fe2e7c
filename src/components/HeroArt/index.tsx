import React, { type ReactNode } from 'react'
import { translate } from '@docusaurus/Translate'
import styles from './styles.module.css'

// Our own artwork: a phone frame whose utility classes turn into mini-program-safe names.
export default function HeroArt(): ReactNode {
  // A plain string: React's server renderer writes any other child of <title> as "[object Object]",
  // and the mismatch made React throw the home page's server HTML away when it hydrated.
  const title = translate({
    id: 'home.heroArt.title',
    description: 'Text alternative of the home page artwork',
    message: 'Tailwind CSS 类名经过 weapp-tailwindcss 转换后在小程序中运行',
  })
  return (
    <svg className={styles.art} viewBox="0 0 360 300" role="img" aria-labelledby="hero-art-title">
      <title id="hero-art-title">{title}</title>
      <rect x="8" y="40" width="150" height="84" rx="12" className={styles.card} />
      <text x="22" y="72" className={styles.code}>w-[100px]</text>
      <text x="22" y="98" className={styles.code}>bg-sky-500/50</text>
      <path d="M166 82h44" className={styles.arrow} />
      <path d="M204 74l10 8-10 8" className={styles.arrow} />
      <rect x="222" y="8" width="128" height="284" rx="22" className={styles.phone} />
      <rect x="236" y="36" width="100" height="34" rx="8" className={styles.block} />
      <rect x="236" y="80" width="64" height="34" rx="8" className={styles.blockAlt} />
      <rect x="236" y="124" width="100" height="12" rx="6" className={styles.line} />
      <rect x="236" y="144" width="80" height="12" rx="6" className={styles.line} />
      <rect x="236" y="232" width="100" height="36" rx="18" className={styles.block} />
      <rect x="8" y="150" width="150" height="84" rx="12" className={styles.card} />
      <text x="22" y="182" className={styles.code}>w-_b100px_B</text>
      <text x="22" y="208" className={styles.code}>bg-sky-500_f50</text>
    </svg>
  )
}
