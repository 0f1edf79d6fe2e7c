import { describe, expect, it } from 'vitest'
import { readerQuestions } from '../../lib/reader-questions/readerQuestions.mjs'

// Whether each answer's page and heading exist is lint:docs' reader-questions rule.
describe('reader questions: the coverage table', () => {
  it('holds at least 80 real questions, each with its thread', () => {
    expect(readerQuestions.length).toBeGreaterThanOrEqual(80)
    for (const row of readerQuestions) expect(row.source, row.question).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull|discussions)\/\d+$/)
    expect(new Set(readerQuestions.map(row => row.source)).size).toBe(readerQuestions.length)
  })

  it('lists in `also` only other pages, each once, and only for answered questions', () => {
    for (const row of readerQuestions) {
      if (!row.also) continue
      expect(row.answer, row.question).toBeDefined()
      expect(row.also, row.question).not.toContain(row.answer!.doc)
      expect(new Set(row.also).size, row.question).toBe(row.also.length)
    }
  })

  it('leaves at most 5 % unanswered, each with a reason', () => {
    const gaps = readerQuestions.filter(row => !row.answer)
    expect(gaps.length / readerQuestions.length).toBeLessThanOrEqual(0.05)
    for (const row of gaps) expect(row.gap?.length, row.question).toBeGreaterThan(10)
    for (const row of readerQuestions) expect(Boolean(row.answer) !== Boolean(row.gap), row.question).toBe(true)
  })
})
