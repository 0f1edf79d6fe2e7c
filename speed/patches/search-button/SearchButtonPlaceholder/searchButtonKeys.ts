// What a key press means for the navbar search button before DocSearch itself has loaded
// (speed/patches/search-button/theme/SearchBar). The rules are DocSearch 4's useDocSearchKeyboardEvents, so that a
// shortcut pressed in the first moments opens search exactly as it would a moment later.

export interface KeyLike {
  key?: string
  keyCode: number
  ctrlKey: boolean
  metaKey: boolean
}

/** `open`: Ctrl/Cmd+K anywhere, or `/` outside a field; `type`: a letter or digit on the focused button. */
export type SearchKeyIntent = 'open' | 'type' | null

export function searchKeyIntent(event: KeyLike, { editing, buttonFocused }: { editing: boolean; buttonFocused: boolean }): SearchKeyIntent {
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return 'open'
  if (event.key === '/' && !editing) return 'open'
  // The theme lets Ctrl/Cmd+F through to the browser; other modified keys are the browser's too.
  if (buttonFocused && !event.metaKey && !event.ctrlKey && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) return 'type'
  return null
}

export function isEditingTarget(target: { tagName?: string; isContentEditable?: boolean } | null | undefined): boolean {
  if (!target) return false
  return Boolean(target.isContentEditable) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName ?? '')
}

/** DocSearch shows ⌘ on Apple platforms and Ctrl elsewhere. */
export function isApplePlatform(platform: string): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(platform)
}
