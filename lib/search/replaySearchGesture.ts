// A search gesture made before the real search button could take it (before hydration, or on the
// look-alike button the speed layer shows until search loads), replayed on the real button once it is there.

export type SearchGesture =
  | { kind: 'hover' | 'focus' | 'click' }
  | { kind: 'key'; init: KeyboardEventInit; keyCode: number }

export function replaySearchGesture(button: HTMLElement, gesture: SearchGesture): void {
  switch (gesture.kind) {
    case 'hover':
      // DocSearch starts loading its modal on mouseover.
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      break
    case 'focus':
      button.focus()
      break
    case 'click':
      button.click()
      break
    case 'key': {
      const event = new KeyboardEvent('keydown', { ...gesture.init, bubbles: true, cancelable: true })
      // DocSearch reads the legacy keyCode, which KeyboardEvent's constructor cannot set.
      Object.defineProperty(event, 'keyCode', { value: gesture.keyCode })
      window.dispatchEvent(event)
      break
    }
  }
}
