import { describe, expect, it } from 'vitest'
import { copyText, type ClipboardEnvironment } from '../../../src/components/CopyPageMarkdown/clipboard'

// A browser as far as copyText can tell: which clipboard calls exist, and which of them refuse.
function fakeBrowser(options: { write?: 'ok' | 'refuse'; writeText?: 'ok' | 'refuse'; ClipboardItem?: boolean; execCommand?: boolean }) {
  const copied: string[] = []
  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }
  const clipboard: Partial<Clipboard> = {}
  if (options.write) {
    clipboard.write = async (items: ClipboardItems) => {
      if (options.write === 'refuse') throw new Error('NotAllowedError')
      copied.push(await (await (items[0] as unknown as FakeClipboardItem).items['text/plain']!).text())
    }
  }
  if (options.writeText) {
    clipboard.writeText = async (text: string) => {
      if (options.writeText === 'refuse') throw new Error('NotAllowedError')
      copied.push(`writeText:${text}`)
    }
  }
  let textareaValue = ''
  const document = {
    body: { appendChild: () => undefined },
    createElement: () => ({ value: '', setAttribute() {}, style: {}, select() { textareaValue = this.value }, remove() {} }),
    execCommand: () => {
      if (options.execCommand) copied.push(`execCommand:${textareaValue}`)
      return Boolean(options.execCommand)
    },
  }
  const env = {
    navigator: { clipboard: clipboard as Clipboard },
    document: document as unknown as Document,
    ClipboardItem: options.ClipboardItem ? (FakeClipboardItem as unknown as typeof ClipboardItem) : undefined,
  } satisfies ClipboardEnvironment
  return { env, copied }
}

describe('copyText', () => {
  it('writes a ClipboardItem at once, with the text that is still being fetched', async () => {
    const { env, copied } = fakeBrowser({ write: 'ok', writeText: 'ok', ClipboardItem: true })
    await copyText(Promise.resolve('# Page'), env)
    expect(copied).toEqual(['# Page'])
  })

  it('uses writeText where ClipboardItem is missing or refused', async () => {
    for (const options of [{ writeText: 'ok' as const }, { write: 'refuse' as const, writeText: 'ok' as const, ClipboardItem: true }]) {
      const { env, copied } = fakeBrowser(options)
      await copyText('# Page', env)
      expect(copied).toEqual(['writeText:# Page'])
    }
  })

  it('falls back to a textarea and execCommand without the async Clipboard API', async () => {
    const { env, copied } = fakeBrowser({ execCommand: true })
    await copyText('# Page', env)
    expect(copied).toEqual(['execCommand:# Page'])
  })

  it('fails when every way is refused, or when the text cannot be fetched', async () => {
    await expect(copyText('# Page', fakeBrowser({ writeText: 'refuse' }).env)).rejects.toThrow()
    await expect(copyText(Promise.reject(new Error('HTTP 404')), fakeBrowser({ write: 'ok', writeText: 'ok', ClipboardItem: true }).env)).rejects.toThrow('HTTP 404')
  })
})
