import type { FooterCustomFields } from '../../../config/footer'

const isLink = (value: unknown, textKey: string): boolean =>
  typeof value === 'object' && value !== null
  && typeof (value as Record<string, unknown>).href === 'string'
  && typeof (value as Record<string, unknown>)[textKey] === 'string'

/** The footer fields from `customFields.footer`, or null when any is missing or malformed. */
export function readFooterFields(customFields: Record<string, unknown> | undefined): FooterCustomFields | null {
  const footer = customFields?.footer as Record<string, unknown> | undefined
  if (!footer) return null
  const { legal, owner, poweredBy } = footer
  if (!isLink(legal, 'label') || !isLink(owner, 'name') || !isLink(poweredBy, 'label')) return null
  if (typeof (poweredBy as Record<string, unknown>).prefix !== 'string') return null
  return footer as unknown as FooterCustomFields
}
