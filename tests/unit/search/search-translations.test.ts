import { describe, expect, it } from 'vitest'
import { searchTranslations } from '../../../plugins/local-search/searchTranslations'

describe('search strings by who answers', () => {
  it('local index and quoted answers: no Algolia credit, a disclaimer that says nothing was generated', () => {
    const strings = searchTranslations({ localIndex: true, localAnswers: true })
    expect(strings['theme.SearchPage.algoliaLabel']).toBe('本地索引，离线可用')
    expect(strings['theme.SearchModal.footer.searchByText']).not.toMatch(/Algolia|提供/)
    expect(strings['theme.SearchModal.askAiScreen.disclaimerText']).toMatch(/摘录.*不是 AI 生成/)
  })

  it('Algolia search and Algolia Ask AI: credited, and the AI disclaimer kept, in Chinese', () => {
    const strings = searchTranslations({ localIndex: false, localAnswers: false })
    expect(strings['theme.SearchPage.algoliaLabel']).toContain('Algolia')
    expect(strings['theme.SearchModal.askAiScreen.disclaimerText']).toMatch(/由 AI 生成.*核对/)
  })

  it('has no English left in any string', () => {
    for (const mode of [{ localIndex: true, localAnswers: true }, { localIndex: false, localAnswers: false }]) {
      for (const [id, message] of Object.entries(searchTranslations(mode))) {
        expect(message, id).not.toMatch(/\b(the|and|to|for|with|results?|search)\b/i)
      }
    }
  })
})
