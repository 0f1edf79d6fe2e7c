import { compile } from 'tailwindcss'
import { describe, expect, it } from 'vitest'

// weapp-tailwindcss's install script (allowed in package.json's allowScripts) adds rpx to the
// length units of the installed tailwindcss, as it does in readers' projects. The Play bundles
// this copy, and /docs/issues/rpx-ambiguities describes both sides of it.
describe('the installed Tailwind CSS carries the rpx patch', () => {
  it('reads text-[32rpx] as a font size, not a colour', async () => {
    const css = (await compile('@tailwind utilities;', { base: __dirname })).build(['text-[32rpx]', 'border-[2rpx]'])
    expect(css).toContain('font-size: 32rpx;')
    expect(css).toContain('border-width: 2rpx;')
    expect(css).not.toContain('color: 32rpx;')
  })
})
