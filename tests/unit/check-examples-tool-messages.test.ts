import { describe, expect, it } from 'vitest'
import { codeBlocks } from '../../lib/content/codeBlocks'
import { tailwind4CompileError, tailwind4DefaultExportError } from '../../lib/examples/toolMessages'
import { compareQuotedMessages } from '../../scripts/check-examples/checkers/toolMessages'

// Fixture blocks quoting what the pinned Tailwind CSS 4 throws: the messages are produced, the quotes are not.
const fence = '```'
const block = (quoted: string) => codeBlocks([`${fence}text example="quoted"`, quoted, fence, ''].join('\n'))[0]!.code

describe('tool-messages', () => {
  it('fails on a block quoting a message the package does not print', async () => {
    const message = await tailwind4DefaultExportError()
    const mismatch = compareQuotedMessages(block('Tailwind CSS is not a PostCSS plugin.'), [message])
    expect(mismatch).toEqual({ expected: 'Tailwind CSS is not a PostCSS plugin.', got: message })
  })

  it('passes on a block quoting the message as the package prints it', async () => {
    const message = await tailwind4CompileError('@import "tailwindcss";\n.btn { color: red; }\n.a { @apply btn; }\n')
    expect(compareQuotedMessages(block('Cannot apply unknown utility class `btn`'), [message])).toBeNull()
  })

  it('fails when a block quotes fewer lines than there are messages', async () => {
    const message = await tailwind4DefaultExportError()
    expect(compareQuotedMessages(block(message), [message, message])).toEqual({ expected: '(no more lines)', got: message })
  })

  it('compares only the first line of a message that spans several', () => {
    expect(compareQuotedMessages(block('first line'), ['first line\n  detail'])).toBeNull()
    expect(compareQuotedMessages(block('first line\n  detail'), ['first line\n  detail'])).toEqual({ expected: '  detail', got: '(no more messages)' })
  })
})
