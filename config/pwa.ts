import path from 'node:path'
import type { PluginConfig } from '@docusaurus/types'
import { inLocale } from './i18n'

// ARCHITECTURE.md "离线": after a first visit the site keeps navigating and searching
// with the network cut.
// - 'always': every reader gets the offline copy, not only those who install the app. It costs
//   one background download after the first page has loaded (all JS/CSS chunks, images and the
//   search index: about 1.2 MB compressed), then only what changed in a new deployment.
// - HTML pages are not precached (hundreds of pages, each also in its JS chunks): the service
//   worker keeps the pages a reader opened and renders any other page from the cached chunks
//   (src/serviceWorker/offlineNavigation.js). 404.html is precached as that fallback.
// - The search index is cached by that same worker code, not listed here: the list is made
//   while the search plugin may still be writing the index.
// - The /play worker files are cached by that code too, when /play first loads them: they are
//   large and only that page needs them.
export function pwa(): PluginConfig {
  return [
    '@docusaurus/plugin-pwa',
    {
      offlineModeActivationStrategies: ['always'],
      swCustom: path.resolve(__dirname, '../src/serviceWorker/offlineNavigation.js'),
      injectManifestConfig: {
        globIgnores: ['**/!(404).html', 'sw.js', 'search-manifest.json', 'assets/search/**', 'assets/play/**'],
      },
      pwaHead: [
        // The app's name and description in the edition's language (both files are in static/).
        { tagName: 'link', rel: 'manifest', href: inLocale({ 'zh-cn': 'manifest.json', en: 'manifest.en.json' }) },
        { tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/icon-192.png' },
        { tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
        { tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
      ],
    },
  ]
}
