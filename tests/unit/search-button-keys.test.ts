import { describe, expect, it } from 'vitest'
import { isApplePlatform, isEditingTarget, searchKeyIntent } from '../../speed/patches/search-button/SearchButtonPlaceholder/searchButtonKeys'

const key = (key: string, keyCode: number, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) =>
  ({ key, keyCode, ctrlKey: false, metaKey: false, ...mods })
const outside = { editing: false, buttonFocused: false }

describe('search button keys before DocSearch loads', () => {
  it('opens on Ctrl+K, Cmd+K and / outside fields', () => {
    expect(searchKeyIntent(key('k', 75, { ctrlKey: true }), outside)).toBe('open')
    expect(searchKeyIntent(key('K', 75, { metaKey: true }), { editing: true, buttonFocused: false })).toBe('open')
    expect(searchKeyIntent(key('/', 191), outside)).toBe('open')
    expect(searchKeyIntent(key('/', 191), { editing: true, buttonFocused: false })).toBeNull()
  })

  it('takes a letter or digit typed on the focused button as the first character of the query', () => {
    expect(searchKeyIntent(key('r', 82), { editing: false, buttonFocused: true })).toBe('type')
    expect(searchKeyIntent(key('7', 55), { editing: false, buttonFocused: true })).toBe('type')
    expect(searchKeyIntent(key('r', 82), outside)).toBeNull()
    expect(searchKeyIntent(key('Tab', 9), { editing: false, buttonFocused: true })).toBeNull()
    expect(searchKeyIntent(key('f', 70, { ctrlKey: true }), { editing: false, buttonFocused: true })).toBeNull()
  })

  it('knows fields and Apple platforms', () => {
    expect(isEditingTarget({ tagName: 'INPUT' })).toBe(true)
    expect(isEditingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true)
    expect(isEditingTarget({ tagName: 'BUTTON' })).toBe(false)
    expect(isEditingTarget(null)).toBe(false)
    expect(isApplePlatform('MacIntel')).toBe(true)
    expect(isApplePlatform('iPhone')).toBe(true)
    expect(isApplePlatform('Linux x86_64')).toBe(false)
  })
})
