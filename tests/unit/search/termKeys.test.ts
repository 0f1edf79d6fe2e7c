import { describe, expect, it } from 'vitest'
import { fromTermKey, toTermKey } from '../../../plugins/local-search/client/termKeys'

describe('term keys', () => {
  it('stores Han terms as fixed-width hex so a lone character is a prefix of its bigrams', () => {
    expect(toTermKey('样式')).toBe('~06837' + '05f0f')
    expect(toTermKey('样式').startsWith(toTermKey('样'))).toBe(true)
    expect(toTermKey('𠀋')).toBe('~2000b')
  })

  it('leaves Latin terms alone and round-trips both', () => {
    for (const term of ['w-[100px]', 'rpx', '样式', '𠀋包']) expect(fromTermKey(toTermKey(term))).toBe(term)
    expect(toTermKey('w-[100px]')).toBe('w-[100px]')
  })
})
