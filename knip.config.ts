// npm run lint:code's dependency and dead-code check. Docusaurus loads much of the site by path or by
// alias rather than by import, so those entry points and aliases are listed here.
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // Knip's Docusaurus plugin evaluates the config with no build context; the entries below stand in for it.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'babel.config.js',
    'src/pages/**/*.{ts,tsx}',
    'src/theme/**/*.{ts,tsx}',
    'src/clientModules/*.ts',
    'src/css/custom.css',
    'src/serviceWorker/*.js',
    // Routes, workers, shims and stand-ins that plugins name by path.
    'src/components/Play/PlayPage.tsx',
    'plugins/*/index.ts',
    // Local search's stand-ins for modules of the search theme (plugins/local-search/searchWebpackConfig.ts),
    // and its client stylesheet.
    'plugins/local-search/client/{liteClient.ts,DocSearchModal.tsx,HeadWithoutLocalPreconnect.tsx,localModeCredits.css}',
    'plugins/play-worker/*.mjs',
    'plugins/play-worker/node-shims/*.js',
    'speed/patches/*/index.ts',
    'speed/patches/**/theme/**/*.{ts,tsx}',
    'speed/patches/deferred-search-css/docsearchStyle.ts',
    'speed/patches/prism-on-demand/emptyClientModule.ts',
    'speed/patches/prism-on-demand/lean-prism/index.ts',
    'speed/patches/lighter-startup/*.{ts,tsx}',
    'speed/patches/code-block/live-playground/register.ts',
    // Tools, benchmarks, claims and tests.
    'scripts/**/cli.ts',
    'scripts/*.mjs',
    'scripts/**/*-cli.{ts,mjs}',
    'scripts/play/writeOptionTypes.ts',
    'bench/*.mjs',
    'bench/mcp.ts',
    'lib/reader-questions/*.mjs',
    'claims/*.ts',
    // The docs MCP server: bundled by its pack script from these two entries.
    'packages/docs-mcp/src/{cli,playWorker}.ts',
    'packages/docs-mcp/scripts/*.mjs',
    'tests/**/*.{test,spec}.{ts,tsx}',
    // Pages import components.
    'docs/**/*.mdx',
    'i18n/**/*.mdx',
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs,mdx,css}', '!tests/fixtures/**', '!packages/*/.out/**'],
  ignoreDependencies: [
    // Docusaurus's client aliases and the site's own webpack aliases, not packages.
    /^@docusaurus\/(?:[A-Z]\w*|use\w+|router)$/,
    /^@theme(?:-original)?\//,
    /^@generated\//,
    /^@local-search\//,
    /^@speed\//,
    // Fixture packages a claim writes into a temporary folder, and packages the slow claims install into one.
    'import-only',
    'default-esm',
    'postcss-pxtransform',
    '@tailwindcss/postcss',
    // Loaded by name, not imported: the faster bundler (config/future.ts) and the PWA and redirect plugins
    // (config/pwa.ts, config/redirects.ts) by Docusaurus, the icon sets by getIconCollections() in the icons
    // example check, Node polyfills by the Play worker's bundle (plugins/play-worker/workerBundle.ts).
    '@docusaurus/faster',
    '@docusaurus/plugin-pwa',
    '@docusaurus/plugin-client-redirects',
    '@iconify-json/mdi',
    '@iconify-json/tabler',
    'buffer',
    'events',
    'pathe',
    'readable-stream',
  ],
  ignoreBinaries: ['fc-list', 'apt-get'],
}

export default config
