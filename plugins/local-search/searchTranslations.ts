// Chinese for the strings of DocSearch 4.2's modal, the /search page and the Ask AI screens that
// Docusaurus 3.9.2's zh-Hans catalogue leaves in English (DocSearch 4's newer ones: Ask AI, "Back
// to search", "Submit question"…); the catalogue's own Chinese is kept for the rest. The credits depend on who answers: the local index
// takes no "search by Algolia" credit, and quoted passages are not called AI answers.

export interface SearchMode {
  /** The local index answers keyword search (no ALGOLIA_* set at build time). */
  localIndex: boolean
  /** Ask AI quotes the docs locally (no ALGOLIA_ASSISTANT_ID). */
  localAnswers: boolean
}

const common: Record<string, string> = {
  'theme.SearchModal.searchBox.placeholderText': '搜索文档',
  'theme.SearchModal.searchBox.placeholderTextAskAi': '继续提问…',
  'theme.SearchModal.searchBox.placeholderTextAskAiStreaming': '正在回答…',
  'theme.SearchModal.searchBox.enterKeyHint': '搜索',
  'theme.SearchModal.searchBox.enterKeyHintAskAi': '发送',
  'theme.SearchModal.searchBox.searchInputLabel': '搜索',
  'theme.SearchModal.searchBox.backToKeywordSearchButtonText': '返回关键词搜索',
  'theme.SearchModal.searchBox.backToKeywordSearchButtonAriaLabel': '返回关键词搜索',
  'theme.SearchModal.startScreen.recentConversationsTitle': '最近的提问',
  'theme.SearchModal.startScreen.removeRecentConversationButtonTitle': '从提问记录中删除',
  'theme.SearchModal.footer.submitQuestionText': '发送问题',
  'theme.SearchModal.footer.backToSearchText': '返回搜索',
  'theme.SearchModal.resultsScreen.askAiPlaceholder': '提问：',
  'theme.SearchModal.askAiScreen.relatedSourcesText': '出处',
  'theme.SearchModal.askAiScreen.thinkingText': '正在思考…',
  'theme.SearchModal.askAiScreen.copyButtonText': '复制',
  'theme.SearchModal.askAiScreen.copyButtonCopiedText': '已复制',
  'theme.SearchModal.askAiScreen.copyButtonTitle': '复制回答',
  'theme.SearchModal.askAiScreen.likeButtonTitle': '有帮助',
  'theme.SearchModal.askAiScreen.dislikeButtonTitle': '没有帮助',
  'theme.SearchModal.askAiScreen.thanksForFeedbackText': '感谢反馈！',
  'theme.SearchModal.askAiScreen.preToolCallText': '正在检索…',
  'theme.SearchModal.askAiScreen.duringToolCallText': '正在检索 ',
  'theme.SearchModal.askAiScreen.afterToolCallText': '检索了',
}

export function searchTranslations(mode: SearchMode): Record<string, string> {
  return {
    ...common,
    'theme.SearchModal.footer.searchByText': mode.localIndex ? '本地索引' : '搜索提供',
    'theme.SearchPage.algoliaLabel': mode.localIndex ? '本地索引，离线可用' : '搜索服务由 Algolia 提供',
    'theme.SearchModal.askAiScreen.disclaimerText': mode.localAnswers
      ? '以下是从本站文档摘录的原文，不是 AI 生成的；请点开出处核对上下文。'
      : '回答由 AI 生成，可能有误，请核对出处。',
  }
}
