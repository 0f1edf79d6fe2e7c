import type { Config } from '@docusaurus/types'
import type { ThemeConfig } from '@docusaurus/preset-classic'
import { analyticsPlugins, analyticsScripts } from './config/analytics'
import { announcementBar } from './config/announcement'
import { blog } from './config/blog'
import { colorMode } from './config/colorMode'
import { docs, pagesRemarkPlugins } from './config/docs'
import { readEnv } from './config/env'
import { footer, footerCustomFields } from './config/footer'
import { fasterBundlerEnabled, futureFlags } from './config/future'
import { siteI18n } from './config/i18n'
import { headTags, metadata, socialCard } from './config/metadata'
import { llms } from './config/llms'
import { structuredDataTags } from './config/structuredData'
import { navbar } from './config/navbar'
import { prism } from './config/prism'
import { pwa } from './config/pwa'
import { redirects } from './config/redirects'
import { algolia } from './config/search'
import { securityHeaders } from './config/securityHeaders'
import { siteTagline, siteTitle } from './config/site'
import { sitemap } from './config/sitemap'
import { typedocPlugins } from './config/typedoc'
import colorModeGuardPlugin from './plugins/color-mode-guard'
import earlyGesturesPlugin from './plugins/early-gestures'
import playWorkerPlugin from './plugins/play-worker'
import { speed } from './speed'
import { markdown } from './config/markdown'
import { guardReaches } from './speed/reaches'

const env = readEnv()
// Local search, Ask AI and the early gestures rely on theme and DocSearch internals in every build.
guardReaches(__dirname)

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  trailingSlash: false,
  future: futureFlags(fasterBundlerEnabled()),
  organizationName: 'sonofmagic',
  projectName: 'weapp-tailwindcss',
  // Build policy: broken links and images fail the build; Markdown links, anchors and duplicate routes warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown,
  i18n: siteI18n(env.baseUrl),
  headTags: [...headTags, ...structuredDataTags(env)],
  // The speed layer's page template (speed/README.md); Docusaurus's own in the stock build.
  ...(speed.ssrTemplate ? { ssrTemplate: speed.ssrTemplate } : {}),
  scripts: analyticsScripts(env),
  customFields: { footer: footerCustomFields },
  presets: [
    [
      'classic',
      {
        docs,
        blog,
        pages: { remarkPlugins: pagesRemarkPlugins },
        theme: { customCss: './src/css/custom.css' },
        sitemap,
      },
    ],
  ],
  // The classic preset adds theme-search-algolia itself because themeConfig.algolia is set.
  // The speed layer's themes come last: their CodeBlock and SearchBar shadow the stock ones.
  themes: ['@docusaurus/theme-live-codeblock', ...speed.themes],
  plugins: [
    redirects,
    colorModeGuardPlugin,
    earlyGesturesPlugin,
    ...speed.plugins,
    playWorkerPlugin,
    './plugins/local-search/index.ts',
    llms,
    ...analyticsPlugins(env),
    ...typedocPlugins,
    pwa(),
    securityHeaders(env, algolia),
  ],
  // Runs before the first route is preloaded (src/clientModules/repairMalformedPath.ts).
  clientModules: ['./src/clientModules/repairMalformedPath.ts'],
  themeConfig: {
    image: socialCard,
    metadata,
    colorMode,
    announcementBar: announcementBar(env.baseUrl),
    navbar,
    footer,
    prism,
    algolia,
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    liveCodeBlock: { playgroundPosition: 'bottom' },
  } satisfies ThemeConfig,
}

export default config
