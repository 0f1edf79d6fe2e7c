// Copying text that is still being fetched. Safari only lets a page write to the
// clipboard inside the click that asked for it, so the write starts at once with a
// ClipboardItem whose content is the pending text; browsers without ClipboardItem
// get writeText once the text is there, and a page without the async Clipboard API
// (plain http, old browsers) gets the textarea + execCommand('copy') fallback.

export interface ClipboardEnvironment {
  navigator: Pick<Navigator, 'clipboard'>
  document: Document
  ClipboardItem?: typeof ClipboardItem
}

function copyWithTextarea(text: string, document: Document): void {
  const textarea = document.createElement('textarea')
  textarea.value = text
  textarea.setAttribute('readonly', '')
  textarea.style.position = 'fixed'
  textarea.style.opacity = '0'
  document.body.appendChild(textarea)
  textarea.select()
  try {
    if (!document.execCommand('copy')) throw new Error('execCommand("copy") was refused')
  } finally {
    textarea.remove()
  }
}

export async function copyText(text: string | Promise<string>, env: ClipboardEnvironment): Promise<void> {
  const clipboard = env.navigator.clipboard as Clipboard | undefined
  if (clipboard?.write && env.ClipboardItem) {
    try {
      const blob = Promise.resolve(text).then(value => new Blob([value], { type: 'text/plain' }))
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })])
      return
    } catch {
      // Refused (permissions, an older engine without promise content): try the next way.
    }
  }
  const value = await text
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(value)
      return
    } catch {
      // Falls through to the textarea.
    }
  }
  copyWithTextarea(value, env.document)
}
