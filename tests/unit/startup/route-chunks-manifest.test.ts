import { describe, expect, it } from 'vitest'
import { addModuleOrigins, chunkNamesByModule, type ClientManifest } from '../../../speed/patches/route-chunks-in-html/manifest'

// The shape core writes to .docusaurus/registry.js (a Windows path keeps its escaped backslashes).
const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],
  "a1b2c3d4": [() => import(/* webpackChunkName: "a1b2c3d4" */ "C:\\\\site\\\\docs\\\\a \\"b\\".md"), "C:\\\\site\\\\docs\\\\a \\"b\\".md", require.resolveWeak("x")],
};
`

describe('route chunks in the HTML', () => {
  it('reads every registry entry: module request → chunk name', () => {
    const byModule = chunkNamesByModule(REGISTRY)
    expect(byModule.get('@theme/DocItem')).toBe('17896441')
    expect(byModule.get('@site/docs/intro.md')).toBe('0e384e19')
    expect(byModule.get('@generated/docusaurus-plugin-content-docs/default/p/docs-175.json')).toBe('0058b4c6')
    expect(byModule.get('C:\\site\\docs\\a "b".md')).toBe('a1b2c3d4')
    expect(byModule.size).toBe(4)
  })

  it('lists each module under its chunk’s files, leaving existing origins alone', () => {
    const manifest: ClientManifest = {
      entrypoints: ['main'],
      origins: { main: ['9783', '4014'], '17896441': ['8615', '106'], '0e384e19': ['5217'], '@theme/DocItem': ['kept'] },
      assets: {},
    }
    const listed = addModuleOrigins(manifest, chunkNamesByModule(REGISTRY))
    expect(listed).toBe(2)
    expect(manifest.origins['@site/docs/intro.md']).toEqual(['5217'])
    expect(manifest.origins['@theme/DocItem']).toEqual(['kept'])
    // A registry chunk the manifest does not know is skipped, not invented.
    expect(manifest.origins['@generated/docusaurus-plugin-content-docs/default/p/docs-175.json']).toBeUndefined()
  })

  it('a manifest patched before (a rebuild) still counts its modules as listed', () => {
    const manifest: ClientManifest = { entrypoints: ['main'], origins: { '0e384e19': ['5217'] }, assets: {} }
    expect(addModuleOrigins(manifest, chunkNamesByModule(REGISTRY))).toBe(1)
    expect(addModuleOrigins(manifest, chunkNamesByModule(REGISTRY))).toBe(1)
    expect(manifest.origins['@site/docs/intro.md']).toEqual(['5217'])
  })
})
