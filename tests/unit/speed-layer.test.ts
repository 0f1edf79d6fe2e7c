import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { readBuildEnv } from '../../config/env'
import { activePatches, speedLayer } from '../../speed'
import { expectStandIns } from '../../speed/expectStandIns'
import { changedInternals, fingerprint, INTERNALS } from '../../speed/internals'
import { PATCHES } from '../../speed/patches'
import { decideLayer, installedVersion, VERIFIED_VERSIONS } from '../../speed/versionGuard'

const repositoryRoot = path.resolve(__dirname, '../..')

/** A site folder whose node_modules holds these packages at these versions. */
function siteWith(versions: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-site-'))
  for (const [name, version] of Object.entries(versions)) {
    fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true })
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }))
  }
  return dir
}

describe('version guard', () => {
  it('reads installed versions from node_modules, also of packages that export no package.json', () => {
    for (const name of Object.keys(VERIFIED_VERSIONS)) expect(installedVersion(name, repositoryRoot)).toMatch(/^\d+\.\d+\.\d+/)
    expect(installedVersion('@docusaurus/core', siteWith({ '@docusaurus/core': '9.9.9' }))).toBe('9.9.9')
    expect(installedVersion('no-such-package-here', repositoryRoot)).toBeUndefined()
  })

  it('keeps the layer on the verified versions, and switches it off with one warning naming each other version', () => {
    const verified = siteWith(VERIFIED_VERSIONS)
    expect(decideLayer(readBuildEnv({}), name => installedVersion(name, verified))).toEqual({ on: true })
    const upgraded = siteWith({ ...VERIFIED_VERSIONS, '@docusaurus/core': '3.10.0', '@docsearch/react': '4.7.1' })
    const decision = decideLayer(readBuildEnv({}), name => installedVersion(name, upgraded))
    expect(decision.on).toBe(false)
    if (decision.on) return
    expect(decision.warn).toBe(true)
    expect(decision.why).toContain('@docusaurus/core 3.10.0 (verified: 3.9.2)')
    expect(decision.why).toContain('@docsearch/react 4.7.1 (verified: 4.2.0)')
    expect(decision.why).not.toContain('theme-classic')
  })

  it('builds stock without a warning when DOCS_STOCK=1 asks for it', () => {
    expect(decideLayer(readBuildEnv({ DOCS_STOCK: '1' }), () => '3.9.2')).toEqual({ on: false, warn: false, why: 'DOCS_STOCK=1: stock Docusaurus build' })
  })

  it('an unverified version gives the stock build: no plugin, theme, template or remark plugin, and one warning', () => {
    const warn = vi.fn()
    const layer = speedLayer(siteWith({ ...VERIFIED_VERSIONS, '@docusaurus/theme-common': '3.10.0' }), readBuildEnv({}), warn)
    expect(layer).toEqual({ patches: [], plugins: [], themes: [], ssrTemplate: undefined, remarkPlugins: [] })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('@docusaurus/theme-common 3.10.0')
  })

  it('on this repository every patch is on', () => {
    expect(speedLayer(repositoryRoot, readBuildEnv({}), () => {}).patches).toEqual(PATCHES.map(patch => patch.name))
  })
})

describe('patches', () => {
  it('DOCS_SPEED_WITHOUT takes a patch out, with the patches that require it; an unknown name is an error', () => {
    expect(activePatches('utf8-bundles').map(patch => patch.name)).not.toContain('utf8-bundles')
    const withoutCodeBlock = activePatches('code-block').map(patch => patch.name)
    expect(withoutCodeBlock).not.toContain('code-block')
    expect(withoutCodeBlock).not.toContain('prism-on-demand')
    expect(activePatches('prism-on-demand').map(patch => patch.name)).toContain('code-block')
    expect(() => activePatches('no-such-patch')).toThrow(/names no patch: no-such-patch/)
  })

  it('every patch lists the internals it relies on, and they are the files it was verified on', () => {
    for (const patch of PATCHES) expect(INTERNALS[patch.name]?.length, patch.name).toBeGreaterThan(0)
    expect(changedInternals(PATCHES.map(patch => patch.name), path.join(repositoryRoot, 'node_modules'))).toEqual([])
  })

  it('a changed or missing internal is named with its patch', () => {
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-internals-'))
    fs.mkdirSync(path.join(modules, 'pkg/lib'), { recursive: true })
    fs.writeFileSync(path.join(modules, 'pkg/lib/a.js'), 'export default 1\n')
    const internals = {
      one: [{ file: 'pkg/lib/a.js', sha256: fingerprint(path.join(modules, 'pkg/lib/a.js')), relies: 'a' }],
      two: [{ file: 'pkg/lib/gone.js', sha256: '0000000000000000', relies: 'b' }],
    }
    expect(changedInternals(['one', 'two'], modules, internals)).toEqual(['two: pkg/lib/gone.js is missing (b)'])
    fs.writeFileSync(path.join(modules, 'pkg/lib/a.js'), 'export default 2\n')
    expect(changedInternals(['one'], modules, internals)[0]).toMatch(/^one: pkg\/lib\/a\.js changed \(a; sha256 [0-9a-f]{16}, verified [0-9a-f]{16}\)$/)
  })

  it('a stand-in missing from the compiled modules fails the compile', () => {
    let done = (_stats: { compilation: { modules: Iterable<{ resource?: string }> } }): void => {}
    const compiler = { hooks: { done: { tap: (_name: string, run: typeof done) => { done = run } } } }
    expectStandIns('some-patch', ['/x/a.ts', '/x/b.ts']).apply(compiler)
    expect(() => done({ compilation: { modules: [{ resource: '/x/a.ts' }, { resource: '/y/c.js' }] } })).toThrow('[speed] some-patch: b.ts never replaced')
    expect(() => done({ compilation: { modules: [{ resource: '/x/a.ts' }, { resource: '/x/b.ts?query' }] } })).not.toThrow()
  })
})

describe('the per-patch benchmark', () => {
  it('builds every patch, each patch taken out, and stock, reading the patch names speed/patches.ts lists', async () => {
    const { patchNames, speedVariants, speedPatchesTable } = await import('../../bench/lib/speed-patches.mjs')
    expect(patchNames(path.join(repositoryRoot, 'speed/patches.ts'))).toEqual(PATCHES.map(patch => patch.name))
    const variants = speedVariants(['a', 'b'])
    expect(variants.map(variant => variant.env)).toEqual([{}, { DOCS_SPEED_WITHOUT: 'a' }, { DOCS_SPEED_WITHOUT: 'b' }, { DOCS_STOCK: '1' }])
    const row = (variant: string, performance: number, lcp: number, transfer: number) =>
      ({ variant, performance, performanceScores: [performance], lcp, tbt: 100, jsCssTransfer: transfer, transfer })
    const table = speedPatchesTable([row('every patch', 0.99, 1000, 200 * 1024), row('without a', 0.95, 1300, 230 * 1024)])
    expect(table).toContain('| without a | 95 (95) | 1300 ms | 100 ms | 230.0 KiB / 230.0 KiB | +4 pts, +300 ms LCP, +0 ms TBT, +30.0 KiB |')
  })
})

describe('build cache', () => {
  it('a layer build gets a cache version of its own, so a stock build never reuses its module swaps', async () => {
    const { cacheIdentityPlugin } = await import('../../speed/cacheIdentity')
    const configure = cacheIdentityPlugin(['a', 'b']).configureWebpack!
    const utils = {} as never
    expect(configure({ experiments: { cache: { type: 'persistent', version: 'client-production-zh-cn-3.9.2-abc' } } } as never, false, utils, undefined))
      .toEqual({ experiments: { cache: { type: 'persistent', version: 'client-production-zh-cn-3.9.2-abc-speed:a+b' } } })
    expect(configure({ cache: { type: 'filesystem', version: '3.9.2-abc' } } as never, false, utils, undefined))
      .toEqual({ cache: { type: 'filesystem', version: '3.9.2-abc-speed:a+b' } })
    expect(configure({} as never, false, utils, undefined)).toEqual({})
  })
})

describe('theme patches', () => {
  it('name their theme folder absolutely (Docusaurus resolves a relative one against the site, not the patch)', async () => {
    for (const patch of PATCHES.filter(candidate => candidate.themes)) {
      for (const theme of patch.themes!) {
        const plugin = (theme as unknown as () => { getThemePath(): string })()
        const dir = plugin.getThemePath()
        expect(path.isAbsolute(dir), patch.name).toBe(true)
        expect(fs.readdirSync(dir).length, patch.name).toBeGreaterThan(0)
      }
    }
  })
})

describe('search-button patch', () => {
  it('aliases theme-search-algolia’s own SearchBar file, which exists', async () => {
    const { default: searchButtonPatch, STOCK_SEARCH_BAR } = await import('../../speed/patches/search-button')
    const config = searchButtonPatch().configureWebpack!({} as never, false, {} as never, undefined) as { resolve: { alias: Record<string, string> } }
    const file = config.resolve.alias[`${STOCK_SEARCH_BAR}$`]!
    expect(file).toMatch(/theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/)
    expect(fs.existsSync(file)).toBe(true)
  })
})
