import { describe, expect, it } from 'vitest'
import { ALL_BUT_DEFERRED, deferSearchModalCss } from '../../speed/patches/deferred-search-css'

describe('deferred-search-css', () => {
  it('keeps every stylesheet in the main file but the DocSearch modal', () => {
    expect(ALL_BUT_DEFERRED.test('/work/main/node_modules/@docsearch/css/dist/modal.css')).toBe(false)
    expect(ALL_BUT_DEFERRED.test('C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css')).toBe(false)
    for (const kept of [
      '/work/main/node_modules/@docsearch/css/dist/button.css',
      '/work/main/node_modules/@docsearch/css/dist/_variables.css',
      '/work/main/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css',
      '/work/main/node_modules/infima/dist/css/default/default.css',
      '/site/src/components/modal.css',
    ]) {
      expect(ALL_BUT_DEFERRED.test(kept)).toBe(true)
    }
  })

  it('narrows the styles cache group and nothing else', () => {
    const cacheGroups = { common: { name: 'common' }, styles: { name: 'styles', type: 'css/mini-extract', enforce: true } }
    expect(deferSearchModalCss(cacheGroups)).toBe(true)
    expect(cacheGroups.styles).toEqual({ name: 'styles', type: 'css/mini-extract', enforce: true, test: ALL_BUT_DEFERRED })
    expect(cacheGroups.common).toEqual({ name: 'common' })
    expect(deferSearchModalCss({})).toBe(false)
    expect(deferSearchModalCss(undefined)).toBe(false)
  })
})
