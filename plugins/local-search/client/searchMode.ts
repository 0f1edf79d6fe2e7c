// The site config cannot carry functions (it is serialised), so the app id and assistant id
// themselves say which engine answers: these inert ids mean "the local index".

export const LOCAL_SEARCH_APP_ID = 'LOCALINDEX'
export const LOCAL_SEARCH_API_KEY = 'local-search-only'
export const LOCAL_ASK_AI_ASSISTANT_ID = 'local-docs-answers'

export function isLocalSearchAppId(appId: string | undefined): boolean {
  return appId === LOCAL_SEARCH_APP_ID
}

export function isLocalAssistant(askAi: unknown): boolean {
  const assistantId = typeof askAi === 'string' ? askAi : (askAi as { assistantId?: unknown } | undefined)?.assistantId
  return assistantId === LOCAL_ASK_AI_ASSISTANT_ID
}
