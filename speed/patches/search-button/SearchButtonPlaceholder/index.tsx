import React, { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react'
import { translate } from '@docusaurus/Translate'
import { isApplePlatform } from './searchButtonKeys'
import { CommandKeyIcon, ControlKeyIcon, KKeyIcon } from './keyIcons'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'>

// DocSearch 4.2's search button, same markup and classes (its CSS stays in the main stylesheet),
// without DocSearch: what the navbar shows until a reader reaches for search (speed/patches/search-button/theme/SearchBar).
// Like the original, the key hints appear once the platform is known, after hydration.
const SearchButtonPlaceholder = forwardRef<HTMLButtonElement, Props>(function SearchButtonPlaceholder(props, ref) {
  const [apple, setApple] = useState<boolean | null>(null)
  useEffect(() => setApple(isApplePlatform(navigator.platform)), [])
  // Same id as the theme's SearchTranslations: the zh-cn label comes from i18n/zh-cn/code.json.
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button' })
  const shortcut = apple === false ? 'Control+k' : 'Meta+k'
  return (
    <button type="button" className="DocSearch DocSearch-Button" data-search-placeholder="" aria-label={`${label} (${shortcut})`} aria-keyshortcuts={shortcut} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <kbd className={apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>
              {apple ? <CommandKeyIcon /> : <ControlKeyIcon />}
            </kbd>
            <kbd className="DocSearch-Button-Key">
              <KKeyIcon />
            </kbd>
          </>
        )}
      </span>
    </button>
  )
})

export default SearchButtonPlaceholder
