import { describe, expect, it } from 'vitest'
import { markdownTwinFile, markdownTwinUrl } from '../../../plugins/llms/markdownTwin'

describe('where a Markdown twin lives', () => {
  it.each([
    ['/docs/intro', '/docs/intro.md'],
    ['/docs/quick-start/v4', '/docs/quick-start/v4.md'],
    ['/docs/ai/', '/docs/ai.md'],
    ['/sub/docs/issues/box-sizing', '/sub/docs/issues/box-sizing.md'],
    ['/', '/index.md'],
  ])('%s → %s', (permalink, twin) => {
    expect(markdownTwinUrl(permalink)).toBe(twin)
  })

  it('inside the build folder the base URL is not a folder', () => {
    expect(markdownTwinFile('/sub/docs/intro', '/sub/')).toBe('docs/intro.md')
    expect(markdownTwinFile('/docs/ai/', '/')).toBe('docs/ai.md')
  })
})
