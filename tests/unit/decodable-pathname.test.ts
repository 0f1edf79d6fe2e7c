import { describe, expect, it } from 'vitest'
import { decodablePathname } from '../../src/clientModules/decodablePathname'

describe('decodablePathname', () => {
  it.each(['/', '/docs/intro', '/docs/%E4%B8%AD%E6%96%87', '/blog/tags/merge', '/docs/a%20b', '/docs/%25'])('keeps %j', path => {
    expect(decodablePathname(path)).toBe(path)
  })

  it.each([
    ['/docs/100%', '/docs/100%25'],
    ['/docs/%', '/docs/%25'],
    ['/docs/%zz', '/docs/%25zz'],
    ['/docs/%E4%B8', '/docs/%25E4%25B8'],
    ['/docs/%E0%A4%A', '/docs/%25E0%25A4%25A'],
    ['/docs/%C0%AF/%E4%B8%AD', '/docs/%25C0%25AF/%E4%B8%AD'],
    ['/%ff%fe%00', '/%25ff%25fe%2500'],
  ])('repairs %j as %j', (path, expected) => {
    expect(decodablePathname(path)).toBe(expected)
    expect(() => decodeURI(decodablePathname(path))).not.toThrow()
  })

  it('always yields a path decodeURI accepts', () => {
    const pieces = ['%', '%2', '%25', '%E4', '%B8%AD', '%C3', '%28', 'a', '/', '%%', '%G0', '%ED%A0%80']
    for (let i = 0; i < 2000; i++) {
      let path = '/'
      for (let j = 0; j < 6; j++) path += pieces[(i * 7 + j * 13 + (i >> j)) % pieces.length]
      expect(() => decodeURI(decodablePathname(path))).not.toThrow()
    }
  })
})
