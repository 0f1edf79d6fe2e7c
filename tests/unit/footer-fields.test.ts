import { describe, expect, it } from 'vitest'
import { footerCustomFields } from '../../config/footer'
import { readFooterFields } from '../../src/theme/Footer/footerFields'

describe('footer custom fields', () => {
  it('reads the configured fields', () => {
    expect(readFooterFields({ footer: footerCustomFields })).toEqual(footerCustomFields)
  })

  it.each([
    undefined,
    {},
    { footer: { ...footerCustomFields, legal: { label: 'x' } } },
    { footer: { ...footerCustomFields, owner: 'sonofmagic' } },
    { footer: { ...footerCustomFields, poweredBy: { label: 'x', href: '/' } } },
  ])('returns null for malformed input %#', input => {
    expect(readFooterFields(input as Record<string, unknown> | undefined)).toBeNull()
  })
})
