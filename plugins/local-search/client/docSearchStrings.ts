import type { DocSearchModalProps } from '@local-search/docsearch-modal-original'
import type { SearchLanguage } from './searchLanguage'

type ModalTranslations = NonNullable<DocSearchModalProps['translations']>

// Strings of DocSearch 4.2's modal that the theme (Docusaurus 3.9.2) does not pass on, so DocSearch
// would show its English defaults: the 4.x names of the search box buttons, the conversation
// screens and the "stopped" note. The rest comes translated from the theme and plugins/local-search.
// Left in English: "found N results" after a search step of Ask AI, a literal in DocSearch 4.2's
// markup with no translation key.
const missingFromTheme: ModalTranslations = {
  searchBox: {
    clearButtonTitle: '清除输入',
    clearButtonAriaLabel: '清除输入',
    closeButtonText: '关闭',
    closeButtonAriaLabel: '关闭搜索',
    newConversationPlaceholder: '输入问题',
    conversationHistoryTitle: '提问记录',
    startNewConversationText: '新的提问',
    viewConversationHistoryText: '查看提问记录',
  },
  newConversation: {
    newConversationTitle: '新的提问',
    newConversationDescription: '用一句话描述你遇到的问题。',
  },
  askAiScreen: { stoppedStreamingText: '已停止回答' },
  // The Ask AI entry DocSearch lists alone when a query finds no page.
  resultsScreen: { noResultsAskAiPlaceholder: '文档里没有找到？问问 AI：' },
}

/**
 * The theme's translations with DocSearch's untranslated strings filled in; the theme's win.
 * English pages keep DocSearch's own English for them.
 */
export function withLocaleStrings(fromTheme: ModalTranslations | undefined, language: SearchLanguage): ModalTranslations {
  if (language === 'en') return fromTheme ?? {}
  const merged: Record<string, unknown> = { ...missingFromTheme }
  for (const [group, strings] of Object.entries(fromTheme ?? {})) {
    const ours = (missingFromTheme as Record<string, unknown>)[group]
    merged[group] = ours && typeof strings === 'object' ? { ...ours, ...strings } : strings
  }
  return merged as ModalTranslations
}
