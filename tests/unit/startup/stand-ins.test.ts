import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { STAND_INS, standInFor } from '../../../speed/patches/lighter-startup'

const require = createRequire(import.meta.url)
const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client')

describe('lighter-startup stand-ins', () => {
  it('core’s client entry and window.docusaurus still import the modules the plugin replaces', () => {
    // If Docusaurus renames or moves them, the stand-ins would silently stop applying.
    expect(fs.readFileSync(path.join(coreClient, 'clientEntry.js'), 'utf8')).toMatch(/from '\.\/docusaurus'/)
    expect(fs.readFileSync(path.join(coreClient, 'docusaurus.js'), 'utf8')).toMatch(/import prefetchHelper from '\.\/prefetch'/)
    expect(fs.readFileSync(path.join(coreClient, 'exports', 'ComponentCreator.js'), 'utf8')).toMatch(/export default function ComponentCreator/)
    expect(fs.readFileSync(path.join(coreClient, 'App.js'), 'utf8')).toMatch(/import \{ BrowserContextProvider \} from '\.\/browserContext'/)
  })

  it('useIsBrowser keeps core’s context module, which the provider stand-in shares', () => {
    const useIsBrowser = fs.readFileSync(path.join(coreClient, 'exports', 'useIsBrowser.js'), 'utf8')
    const request = /from '([^']*browserContext)'/.exec(useIsBrowser)![1]!
    expect(standInFor({ request, context: path.join(coreClient, 'exports') })).toBeUndefined()
    expect(standInFor({ request: './browserContext', context: coreClient })).toBe(STAND_INS.browserContext)
  })

  it('replaces core’s relative imports only when they come from core’s client folder', () => {
    expect(standInFor({ request: './docusaurus', context: coreClient })).toBe(STAND_INS.docusaurusGlobal)
    expect(standInFor({ request: './prefetch', context: coreClient })).toBe(STAND_INS.prefetchHelper)
    expect(standInFor({ request: './docusaurus', context: '/work/site/src/components' })).toBeUndefined()
    expect(standInFor({ request: './prefetch', context: path.join(coreClient, 'exports') })).toBeUndefined()
  })

  it('replaces the registry for core’s ComponentCreator only', () => {
    expect(fs.readFileSync(path.join(coreClient, 'exports', 'ComponentCreator.js'), 'utf8')).toMatch(/import registry from '@generated\/registry'/)
    expect(standInFor({ request: '@generated/registry', context: path.join(coreClient, 'exports') })).toBe(STAND_INS.registry)
    expect(standInFor({ request: '@generated/registry', context: path.dirname(STAND_INS.registry) })).toBeUndefined()
  })

  it('replaces the generated route table’s ComponentCreator, wherever it is imported from', () => {
    expect(standInFor({ request: '@docusaurus/ComponentCreator', context: '/site/.docusaurus' })).toBe(STAND_INS.componentCreator)
    expect(standInFor({ request: '@docusaurus/core/lib/client/exports/ComponentCreator.js', context: '/x' })).toBeUndefined()
  })

  it('the stand-ins import the originals by a request the plugin does not replace', () => {
    for (const file of Object.values(STAND_INS)) {
      const imports = [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map(match => match[1]!)
      for (const request of imports) expect(standInFor({ request, context: coreClient })).toBeUndefined()
    }
  })
})
