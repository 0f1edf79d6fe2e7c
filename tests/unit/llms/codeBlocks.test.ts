import { describe, expect, it } from 'vitest'
import { fence } from '../../../plugins/llms/codeBlocks'

describe('fence', () => {
  it('uses three backticks for ordinary code', () => {
    expect(fence('ts', null, 'a()')).toBe('```ts\na()\n```')
  })

  it('outgrows the longest backtick run inside, so a Markdown sample cannot close it', () => {
    expect(fence('md', 'title="x.md"', '```js\nb\n```')).toBe('````md title="x.md"\n```js\nb\n```\n````')
  })
})
