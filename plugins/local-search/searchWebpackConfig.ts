import path from 'node:path'
import type { CurrentBundler, Plugin } from '@docusaurus/types'

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>

// How the local client reaches the theme without ejecting SearchBar or SearchPage
// (the modal builds its client in `@docsearch/react/modal`, the page imports `algoliasearch/lite`):
// - `algoliasearch/lite` is what SearchPage imports for its client: our liteClient() decides
//   between the local client and the real one (kept reachable under a second name);
// - `@docsearch/react/modal` is what SearchBar lazily imports: our wrapper renders the
//   original modal with the local client and the local Ask AI;
// - SearchBar's `<Head>` carries a preconnect to `<appId>-dsn.algolia.net`: for that one
//   module, Head is swapped for one that drops the hint when the app id is the local one.

const SEARCH_SRC = path.resolve(__dirname, 'client')
// Registered reach (speed/reaches.ts: search-module-swap): the build stops if these theme files change.
const SEARCH_BAR = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/

export interface SearchWebpackOptions {
  isServer: boolean
  isDevServer: boolean
  /** Where the dev index is written; served at the site's baseUrl by the dev server. */
  devIndexDir: string
  baseUrl: string
  bundler: CurrentBundler['instance']
}

function algoliaLiteBuild(isServer: boolean): string {
  // The package's own entry for the target: dist/lite/builds/{browser,node}.js.
  const nodeBuild = require.resolve('algoliasearch/lite')
  return path.join(path.dirname(nodeBuild), isServer ? 'node.js' : 'browser.js')
}

export function searchWebpackConfig(options: SearchWebpackOptions): ConfigureWebpackResult {
  const headWithoutLocalPreconnect = path.join(SEARCH_SRC, 'HeadWithoutLocalPreconnect.tsx')
  return {
    resolve: {
      alias: {
        'algoliasearch/lite$': path.join(SEARCH_SRC, 'liteClient.ts'),
        '@local-search/algoliasearch-lite-original$': algoliaLiteBuild(options.isServer),
        '@docsearch/react/modal$': path.join(SEARCH_SRC, 'DocSearchModal.tsx'),
        '@local-search/docsearch-modal-original$': require.resolve('@docsearch/react/modal'),
      },
    },
    plugins: [
      new options.bundler.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, resource => {
        if (SEARCH_BAR.test(resource.contextInfo?.issuer ?? '')) resource.request = headWithoutLocalPreconnect
      }),
    ],
    ...(options.isDevServer && {
      devServer: { static: [{ directory: options.devIndexDir, publicPath: options.baseUrl, watch: false }] },
    }),
  }
}
