import React, { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from '@docusaurus/router'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { createStorageSlot } from '@docusaurus/theme-common'
import { LOCALE_HINT_ANSWERED, LOCALE_HINT_KEY, pathInLocale, prefersEnglish } from '../../../lib/i18n/localeHint'
import styles from './styles.module.css'

const ENGLISH = 'en'

/**
 * On a Chinese page, a small offer of the same page in English for a reader whose browser prefers
 * English. Never a redirect: links, bookmarks and crawlers keep the page they asked for. Following
 * or closing the offer answers it for good (storage that cannot be written: for this visit).
 * Written in English on purpose: it is for readers who cannot read the page around it.
 */
export default function LocaleHint(): ReactNode {
  const { i18n } = useDocusaurusContext()
  const { pathname, search, hash } = useLocation()
  const [shown, setShown] = useState(false)
  const onDefaultLocale = i18n.currentLocale === i18n.defaultLocale
  const english = i18n.localeConfigs[ENGLISH]

  useEffect(() => {
    if (!onDefaultLocale || !english) return
    if (createStorageSlot(LOCALE_HINT_KEY).get() === LOCALE_HINT_ANSWERED) return
    setShown(prefersEnglish(navigator.languages ?? [navigator.language]))
  }, [onDefaultLocale, english])

  if (!shown || !english) return null
  const answer = () => {
    createStorageSlot(LOCALE_HINT_KEY).set(LOCALE_HINT_ANSWERED)
    setShown(false)
  }
  const currentBaseUrl = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? '/'
  const href = `${pathInLocale(pathname, currentBaseUrl, english.baseUrl)}${search}${hash}`
  return (
    <aside className={styles.hint} lang="en" aria-label="Language">
      <span>This page is also available in English.</span>{' '}
      <a href={href} hrefLang="en" className={styles.link} onClick={answer}>Read it in English</a>
      <button type="button" className={styles.close} aria-label="Keep reading in Chinese" title="Keep reading in Chinese" onClick={answer}>
        ×
      </button>
    </aside>
  )
}
