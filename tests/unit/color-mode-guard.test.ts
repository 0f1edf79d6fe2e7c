import { describe, expect, it } from 'vitest'
import { colorModeGuard, colorModeGuardInlineScript } from '../../plugins/color-mode-guard/guardScript'

function fakeRoot(initial: Record<string, string | null>) {
  const attributes = { ...initial }
  return {
    attributes,
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => { attributes[name] = value },
  }
}

describe('colour mode guard', () => {
  it.each(['light', 'dark'])('keeps %s', mode => {
    const root = fakeRoot({ 'data-theme': mode, 'data-theme-choice': mode })
    colorModeGuard(root)
    expect(root.attributes).toEqual({ 'data-theme': mode, 'data-theme-choice': mode })
  })

  it.each(['sepia', '"dark"', '', 'null', 'DARK', '<img src=x onerror=alert(1)>', 'x'.repeat(10_000), null])('turns %j into dark', mode => {
    const root = fakeRoot({ 'data-theme': mode, 'data-theme-choice': mode })
    colorModeGuard(root)
    expect(root.attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' })
  })

  it('the inline script is self-contained and runs on document.documentElement', () => {
    const root = fakeRoot({ 'data-theme': 'sepia' })
    new Function('document', colorModeGuardInlineScript)({ documentElement: root })
    expect(root.attributes['data-theme']).toBe('dark')
  })
})
