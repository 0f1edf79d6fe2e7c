import React, { useCallback, type ReactNode } from 'react'
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import siteConfig from '@generated/docusaurus.config'
import {
  DocSearchModal as OriginalDocSearchModal,
  type DocSearchModalProps,
} from '@local-search/docsearch-modal-original'
import { installAskAiFromDocs } from './askAiFetch'
import { getLocalSearchClient, loadSearchEngine, preloadSearchIndex, siteRoot } from './localSearch'
import { isLocalAssistant, isLocalSearchAppId } from './searchMode'
import { withLocalFallback, type SearchClientLike } from './withLocalFallback'

// Stands in for `@docsearch/react/modal` (webpack alias, plugins/local-search). The theme's
// SearchBar imports this module on the first hover, focus or touch of the search button, so
// that is when the index starts loading — never on page load.

export * from '@local-search/docsearch-modal-original'

if (ExecutionEnvironment.canUseDOM) {
  const { algolia } = siteConfig.themeConfig as { algolia?: { appId?: string; askAi?: unknown } }
  if (isLocalSearchAppId(algolia?.appId)) preloadSearchIndex()
  if (isLocalAssistant(algolia?.askAi)) installAskAiFromDocs({ loadEngine: loadSearchEngine, siteRoot })
}

type TransformSearchClient = NonNullable<DocSearchModalProps['transformSearchClient']>

export function DocSearchModal(props: DocSearchModalProps): ReactNode {
  const { appId, transformSearchClient: transformFromTheme } = props
  const transformSearchClient = useCallback<TransformSearchClient>(
    searchClient => {
      // The theme's transform tags the client with the Docusaurus version; keep it.
      const client = transformFromTheme ? transformFromTheme(searchClient) : searchClient
      const local = getLocalSearchClient()
      if (isLocalSearchAppId(appId)) {
        local.addAlgoliaAgent('docsearch-modal', '4.2.0')
        return local as unknown as ReturnType<TransformSearchClient>
      }
      return withLocalFallback(client as SearchClientLike, local) as ReturnType<TransformSearchClient>
    },
    [appId, transformFromTheme],
  )
  return <OriginalDocSearchModal {...props} insights={false} transformSearchClient={transformSearchClient} />
}
