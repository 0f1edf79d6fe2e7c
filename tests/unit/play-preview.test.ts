import { describe, expect, it } from 'vitest'
import { previewDocument, rpxToViewport } from '../../src/components/Play/preview'
import { classChanges } from '../../src/components/Play/changes'

describe('Play preview', () => {
  it('writes rpx as a share of the screen width', () => {
    expect(rpxToViewport('width:375rpx;margin:-2.5rpx 0')).toBe('width:calc(375 * 100vw / 750);margin:calc(-2.5 * 100vw / 750) 0')
  })

  it('turns <image> into <img> and keeps a </style> in the WXSS from closing the style element', () => {
    const html = previewDocument('<image class="a" src="/a.png"></image>', '.a{content:"</style><script>"}')
    expect(html).toContain('<img class="a" src="/a.png">')
    expect(html).not.toContain('</image>')
    expect(html).not.toContain('</style><script>')
  })
})

describe('Play change list', () => {
  it('pairs each rewritten class with its escaped name once', () => {
    expect(classChanges('<view class="w-[1px] p-2 w-[1px]">', '<view class="w-_b1px_B p-2 w-_b1px_B">')).toEqual([['w-[1px]', 'w-_b1px_B']])
  })
})
