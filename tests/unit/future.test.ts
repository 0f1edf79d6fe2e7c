import { describe, expect, it } from 'vitest'
import { readBuildEnv } from '../../config/env'
import { fasterBundlerEnabled, futureFlags } from '../../config/future'

describe('faster bundler switch', () => {
  it('is on when the native bindings load', () => {
    expect(fasterBundlerEnabled(readBuildEnv({}), () => ({}))).toBe(true)
  })

  it('falls back when a binding is missing', () => {
    const load = (id: string) => {
      if (id === '@swc/core') throw new Error('Cannot find native binding')
      return {}
    }
    expect(fasterBundlerEnabled(readBuildEnv({}), load)).toBe(false)
  })

  it('can be turned off with DOCUSAURUS_FASTER=false', () => {
    expect(fasterBundlerEnabled(readBuildEnv({ DOCUSAURUS_FASTER: 'false' }), () => ({}))).toBe(false)
  })

  it('names each v4 flag, so an upgrade cannot switch a new one on', () => {
    expect(futureFlags(false, '3.9.2')).toEqual({
      v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true },
      experimental_faster: false,
    })
  })

  it('uses the faster flag name the installed Docusaurus knows', () => {
    expect(futureFlags(true, '3.9.2')).toHaveProperty('experimental_faster', true)
    expect(futureFlags(true, '3.10.2')).toHaveProperty('faster', true)
    expect(futureFlags(true, '3.10.2')).not.toHaveProperty('experimental_faster')
    expect(futureFlags(true, '4.0.0')).toHaveProperty('faster', true)
  })
})
