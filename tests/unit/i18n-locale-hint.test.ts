import { describe, expect, it } from 'vitest'
import { pathInLocale, prefersEnglish } from '../../lib/i18n/localeHint'

describe('prefersEnglish', () => {
  it('is true when English ranks above Chinese, or there is no Chinese', () => {
    expect(prefersEnglish(['en-US', 'zh-CN'])).toBe(true)
    expect(prefersEnglish(['fr-FR', 'EN'])).toBe(true)
    expect(prefersEnglish(['en_GB'])).toBe(true)
  })

  it('is false when Chinese comes first, or English is not listed', () => {
    expect(prefersEnglish(['zh-CN', 'en'])).toBe(false)
    expect(prefersEnglish(['zh-Hant-TW', 'en-US'])).toBe(false)
    expect(prefersEnglish(['fr', 'de'])).toBe(false)
    expect(prefersEnglish([])).toBe(false)
  })

  it('is not fooled by odd tags', () => {
    expect(prefersEnglish(['', '*', 'eng', 'zh'])).toBe(false)
    expect(prefersEnglish([' en '])).toBe(true)
  })
})

describe('pathInLocale', () => {
  it('moves the path after the current base URL under the target one', () => {
    expect(pathInLocale('/docs/intro', '/', '/en/')).toBe('/en/docs/intro')
    expect(pathInLocale('/', '/', '/en/')).toBe('/en/')
    expect(pathInLocale('/sub/docs/intro', '/sub/', '/sub/en/')).toBe('/sub/en/docs/intro')
    expect(pathInLocale('/en/blog', '/en/', '/')).toBe('/blog')
  })

  it('keeps a path outside the base URL inside the target locale', () => {
    expect(pathInLocale('/elsewhere', '/sub/', '/sub/en/')).toBe('/sub/en/elsewhere')
  })
})
