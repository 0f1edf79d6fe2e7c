import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { PRISM_CLIENT_MODULE } from '../../speed/patches/prism-on-demand'

const require = createRequire(import.meta.url)
const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'))

describe('prism-on-demand', () => {
  it('replaces theme-classic’s client module, as Docusaurus requires it (with or without .js)', () => {
    const clientModule = path.join(themeClassicLib, 'prism-include-languages')
    expect(PRISM_CLIENT_MODULE.test(clientModule)).toBe(true)
    expect(PRISM_CLIENT_MODULE.test(`${clientModule}.js`)).toBe(true)
  })

  it('leaves the swizzlable theme component alone: speed/patches/prism-on-demand/lean-prism/registerLanguages.ts still calls it', () => {
    expect(PRISM_CLIENT_MODULE.test(path.join(themeClassicLib, 'theme', 'prism-include-languages.js'))).toBe(false)
    expect(PRISM_CLIENT_MODULE.test('@theme/prism-include-languages')).toBe(false)
  })
})

describe('the grammars of the pages', () => {
  it('are the ones the lean Prism imports, in the same order (lint:docs checks fences against the list)', async () => {
    const { PAGE_GRAMMARS } = await import('../../lib/content/pageGrammars')
    const fs = await import('node:fs')
    const source = fs.readFileSync(path.resolve(__dirname, '../../speed/patches/prism-on-demand/lean-prism/prism.ts'), 'utf8')
    const imported = [...source.matchAll(/^import 'prismjs\/components\/prism-([\w-]+)'$/gm)].map(match => match[1])
    expect(imported).toEqual(PAGE_GRAMMARS)
  })
})
