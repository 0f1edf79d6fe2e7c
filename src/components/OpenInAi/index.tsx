import React, { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Translate, { translate } from '@docusaurus/Translate'
import { markdownTwinUrl } from '@site/plugins/llms/markdownTwin'
import { copyText } from '../CopyPageMarkdown/clipboard'
import { absoluteUrl, aiTargets, type AiTargetId } from './links'
import styles from './styles.module.css'

const STATUS_MS = 4000

function label(id: AiTargetId): string {
  switch (id) {
    case 'claude-desktop':
      return translate({ id: 'openInAi.claudeDesktop', message: 'Claude 桌面应用（自动填入提示）', description: 'Menu item: open the page in the Claude desktop app, prompt prefilled' })
    case 'claude-web':
      return translate({ id: 'openInAi.claudeWeb', message: 'Claude 网页版（复制提示后打开）', description: 'Menu item: copy the prompt, then open claude.ai' })
    case 'chatgpt':
      return translate({ id: 'openInAi.chatgpt', message: 'ChatGPT（复制提示后打开）', description: 'Menu item: copy the prompt, then open chatgpt.com' })
  }
}

// A chosen item closes the disclosure, as a menu would; before hydration it stays open, which is harmless.
function closeMenu(event: MouseEvent<HTMLAnchorElement>): void {
  event.currentTarget.closest('details')?.removeAttribute('open')
}

interface Props {
  /** The page's route, base URL included. */
  permalink: string
}

/** A menu that hands this page to an AI assistant: a prompt naming the page's Markdown twin. */
export default function OpenInAi({ permalink }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  // The prompt names the page's Markdown twin, which an assistant can fetch without running the site's scripts.
  const prompt = translate(
    { id: 'openInAi.prompt', message: '请阅读 {url} ，然后回答我关于这一页的问题。', description: 'Prompt handed to an AI assistant; {url} is the page as Markdown' },
    { url: absoluteUrl(siteConfig.url, markdownTwinUrl(permalink)) },
  )
  const [copied, setCopied] = useState(false)
  const resetTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(resetTimer.current), [])

  // Copy first, then open: once the new tab has focus this page may no longer write to the clipboard.
  // The chat opens whether or not the copy worked; before hydration the plain link opens it without one.
  const copyThenOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    closeMenu(event)
    const href = event.currentTarget.href
    copyText(prompt, { navigator, document, ClipboardItem: window.ClipboardItem })
      .then(() => {
        setCopied(true)
        window.clearTimeout(resetTimer.current)
        resetTimer.current = window.setTimeout(() => setCopied(false), STATUS_MS)
      }, () => setCopied(false))
      .finally(() => window.open(href, '_blank', 'noopener,noreferrer'))
  }

  return (
    <div className={styles.group}>
      <span className={styles.status} role="status" aria-live="polite">
        {copied ? translate({ id: 'openInAi.copied', message: '提示已复制，在新对话里粘贴即可', description: 'Shown after the prompt was copied for an AI assistant' }) : ''}
      </span>
      <details className={styles.menu}>
        <summary className="button button--sm button--outline button--primary">
          <Translate id="openInAi.open" description="Summary of the menu that opens the page in an AI assistant">在 AI 中打开</Translate>
        </summary>
        <ul className={styles.items}>
          {aiTargets(prompt).map(target => (
            <li key={target.id}>
              <a href={target.href} target="_blank" rel="noopener noreferrer" data-ai-target={target.id} onClick={target.copiesPrompt ? copyThenOpen : closeMenu}>
                {label(target.id)}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
