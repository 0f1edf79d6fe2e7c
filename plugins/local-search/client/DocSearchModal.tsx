import React, { useCallback, useEffect, useState, type ReactNode } from 'react'
import ErrorBoundary from '@docusaurus/ErrorBoundary'
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import siteConfig from '@generated/docusaurus.config'
import i18n from '@generated/i18n'
import {
  DocSearchModal as OriginalDocSearchModal,
  type DocSearchModalProps,
} from '@local-search/docsearch-modal-original'
import { installAskAiFromDocs } from './askAiFetch'
import { withLocaleStrings } from './docSearchStrings'
import { getLocalSearchClient, loadSearchEngine, preloadSearchIndex, siteRoot } from './localSearch'
import { ensureReadableStorage } from './readableStorage'
import { repairSavedSearches, savedSearchKeys } from './savedSearches'
import SearchUnavailable from './SearchUnavailable'
import { isLocalAssistant, isLocalSearchAppId } from './searchMode'
import type { LocalSearchThemeConfig } from './searchThemeConfig'
import { searchLanguageOf } from './searchLanguage'
import { withLocalFallback, type SearchClientLike } from './withLocalFallback'

// Stands in for `@docsearch/react/modal` (webpack alias, plugins/local-search). The theme's
// SearchBar imports this module on the first hover, focus or touch of the search button, so
// that is when the index starts loading — never on page load. Each locale is its own build:
// the page's locale is the index's language and that of the strings.
const language = searchLanguageOf(i18n.currentLocale)

export * from '@local-search/docsearch-modal-original'

if (ExecutionEnvironment.canUseDOM) {
  // The plugin validated these fields when the site was built (../validation.ts).
  const { algolia } = siteConfig.themeConfig as LocalSearchThemeConfig
  if (isLocalSearchAppId(algolia?.appId)) preloadSearchIndex()
  if (isLocalAssistant(algolia?.askAi)) installAskAiFromDocs({ loadEngine: loadSearchEngine, siteRoot, language })
}

type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>
type ResultsFooter = NonNullable<DocSearchModalProps['resultsFooterComponent']>

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function queryOf(requests: unknown): string | undefined {
  const first = (requests as { requests?: { query?: unknown }[] } | null)?.requests?.[0]
  return typeof first?.query === 'string' ? first.query : undefined
}

/**
 * With no page found, DocSearch may still show its results screen (holding only the Ask AI entry),
 * and the theme's "see all {count} results" link would print its placeholder: no link then.
 */
// Registered reach (speed/reaches.ts: search-state-hits).
function hasHits(state: { context: Record<string, unknown> }): boolean {
  const hits = state.context.nbHits
  return typeof hits === 'number' && hits > 0
}

/** Closes the modal once DocSearch has thrown inside it; the next opening starts afresh. */
function CloseAfterCrash({ onClose }: { onClose?: () => void }): null {
  useEffect(() => onClose?.(), [onClose])
  return null
}

export function DocSearchModal(props: DocSearchModalProps): ReactNode {
  const { appId, transformSearchClient: transformFromTheme, resultsFooterComponent: footerFromTheme, translations } = props
  // The query whose search failed, if the last search failed (see SearchUnavailable).
  const [failedQuery, setFailedQuery] = useState<string | undefined>()
  // Once per opening, before DocSearch reads its saved lists (see readableStorage, savedSearches).
  useState(() => {
    ensureReadableStorage(window)
    const askAiIndex = typeof props.askAi === 'object' ? props.askAi?.indexName : undefined
    repairSavedSearches(browserStorage(), savedSearchKeys(props.indexName ?? '', askAiIndex))
    return null
  })

  const transformSearchClient = useCallback<TransformSearchClient>(
    searchClient => {
      // The theme's transform tags the client with the Docusaurus version; keep it.
      const client = (transformFromTheme ? transformFromTheme(searchClient) : searchClient) as SearchClientLike
      const chosen = isLocalSearchAppId(appId) ? getLocalSearchClient() : withLocalFallback(client, getLocalSearchClient())
      return {
        ...chosen,
        search: (requests: unknown) =>
          chosen.search(requests).then(
            response => {
              setFailedQuery(undefined)
              return response
            },
            (error: unknown) => {
              setFailedQuery(queryOf(requests))
              throw error
            },
          ),
      } as ReturnType<TransformSearchClient>
    },
    [appId, transformFromTheme],
  )

  const resultsFooterComponent = useCallback<ResultsFooter>(
    ({ state }) =>
      failedQuery !== undefined && state.query === failedQuery ? (
        <SearchUnavailable {...translations?.errorScreen} />
      ) : hasHits(state) ? (
        footerFromTheme?.({ state }) ?? null
      ) : null,
    [failedQuery, footerFromTheme, translations],
  )

  return (
    // DocSearch 4.2 throws when the reader goes back from an Ask AI answer that is still being
    // written (an effect reads the first message of the list it has just cleared), which took the
    // navbar's search item down with it. Here the modal closes instead.
    <ErrorBoundary fallback={() => <CloseAfterCrash onClose={props.onClose} />}>
      <OriginalDocSearchModal
        {...props}
        translations={withLocaleStrings(translations, language)}
        insights={false}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
      />
    </ErrorBoundary>
  )
}
