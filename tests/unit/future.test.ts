import { describe, expect, it } from 'vitest'
import { fasterBundlerEnabled, futureFlags } from '../../config/future'

describe('faster bundler switch', () => {
  it('is on when the native bindings load', () => {
    expect(fasterBundlerEnabled({}, () => ({}))).toBe(true)
  })

  it('falls back when a binding is missing', () => {
    const load = (id: string) => {
      if (id === '@swc/core') throw new Error('Cannot find native binding')
      return {}
    }
    expect(fasterBundlerEnabled({}, load)).toBe(false)
  })

  it('can be turned off with DOCUSAURUS_FASTER=false', () => {
    expect(fasterBundlerEnabled({ DOCUSAURUS_FASTER: 'false' }, () => ({}))).toBe(false)
  })

  it('always asks for the v4 flags', () => {
    expect(futureFlags(false)).toEqual({ v4: true, experimental_faster: false })
  })
})
