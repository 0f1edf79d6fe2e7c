import React, { useEffect, useRef, useState, type ReactNode } from 'react'
import clsx from 'clsx'
import useIsBrowser from '@docusaurus/useIsBrowser'
import Translate, { translate } from '@docusaurus/Translate'
import { copyText } from './clipboard'
import { markdownTwinUrl } from '@site/plugins/llms/markdownTwin'
import styles from './styles.module.css'

type CopyStatus = 'idle' | 'copied' | 'failed'

function statusText(status: CopyStatus): string {
  if (status === 'copied') return translate({ id: 'copyPage.copied', message: '已复制', description: 'Shown after the page\'s Markdown was copied' })
  if (status === 'failed') return translate({ id: 'copyPage.failed', message: '复制失败', description: 'Shown when copying the page\'s Markdown failed' })
  return ''
}
const STATUS_MS = 2500

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.text()
}

interface Props {
  /** The page's route; it carries the base URL already, and so does its twin's. */
  permalink: string
}

/** "Copy this page as Markdown" for AI tools, and a link to the same Markdown (plugins/llms writes it). */
export default function CopyPageMarkdown({ permalink }: Props): ReactNode {
  const markdownUrl = markdownTwinUrl(permalink)
  const [status, setStatus] = useState<CopyStatus>('idle')
  // The server's button has no click handler until the page hydrates: disabled until then, so an
  // early click is visibly not taken (the "view Markdown" link works at once).
  const canCopy = useIsBrowser()
  const resetTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(resetTimer.current), [])

  const copy = async () => {
    let next: CopyStatus = 'copied'
    try {
      await copyText(fetchMarkdown(markdownUrl), { navigator, document, ClipboardItem: window.ClipboardItem })
    } catch {
      next = 'failed'
    }
    setStatus(next)
    window.clearTimeout(resetTimer.current)
    resetTimer.current = window.setTimeout(() => setStatus('idle'), STATUS_MS)
  }

  return (
    <div className={styles.actions}>
      <span className={clsx(styles.status, status === 'failed' && styles.failed)} role="status" aria-live="polite">
        {statusText(status)}
      </span>
      <button type="button" className={clsx('button button--sm button--outline button--primary', styles.copy)} onClick={copy} disabled={!canCopy}>
        <Translate id="copyPage.copy" description="Button that copies the page as Markdown">复制本页 Markdown</Translate>
      </button>
      <a className={styles.view} href={markdownUrl} type="text/markdown">
        <Translate id="copyPage.view" description="Link to the page as Markdown">查看 Markdown</Translate>
      </a>
    </div>
  )
}
