import fs from 'node:fs/promises'
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
// Adds `devServer` to webpack's Configuration type: `docusaurus start` merges it into its dev server.
import type {} from 'webpack-dev-server'
import { applyTrailingSlash } from '@docusaurus/utils-common'
import { buildLlmsFiles, LLMS_FULL_TXT, LLMS_TXT, writeLlmsFiles } from './buildLlmsFiles'
import { collectSections, type LlmsSection } from './collectSections'
import type { LlmsHeader } from './llmsTxt'
import type { LlmsPluginOptions } from './options'
import { createPageReducer } from './pageReducer'
import { sourceUrlRewriter, type SiteAddress } from './siteUrls'
import { llmsStringsFor } from './llmsStrings'
import { readBuildEnv } from '../../config/env'

// Docs for AI tools: /llms.txt,
// /llms-full.txt and a `.md` twin next to every docs page and blog post.
//
// docusaurus-plugin-llms 0.6.1 was the first choice; it does not fit (README of this
// folder): no sidebar order, `export const` lines and `<Link to={…}>` targets lost,
// npm2yarn not expanded, data components dropped without a word, nothing in `npm start`.
//
// - build: postBuild writes the files into the build folder;
// - `npm start`: after each content load they are written under .docusaurus/llms/,
//   which the dev server serves at the base URL (the same way local search serves
//   its dev index), so they follow edits to pages and partials.

export type { LlmsPluginOptions }
// Docusaurus checks the options with this before it calls the plugin (options.ts).
export { validateOptions } from './options'

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  const { siteDir, generatedFilesDir } = context
  const site: SiteAddress = { siteUrl: context.siteConfig.url, baseUrl: context.siteConfig.baseUrl }
  const isDevServer = readBuildEnv().devServer
  const devDir = path.join(generatedFilesDir, 'llms')
  const strings = llmsStringsFor(context.i18n.currentLocale)
  const reducePage = createPageReducer({ siteDir, rewriteUrl: sourceUrlRewriter(site), strings, locale: context.i18n.currentLocale })
  const header: LlmsHeader = { title: options.title, summary: options.summary, strings }
  let sections: LlmsSection[] = []

  return {
    name: 'llms',

    async allContentLoaded({ allContent }) {
      const { trailingSlash, baseUrl } = context.siteConfig
      sections = collectSections(allContent, siteDir, options.sectionTitles, permalink => applyTrailingSlash(permalink, { trailingSlash, baseUrl }))
      if (!isDevServer) return
      // Start clean: a renamed page must not leave its old twin behind.
      await fs.rm(devDir, { recursive: true, force: true })
      await writeLlmsFiles(devDir, buildLlmsFiles({ header, site, sections, reducePage }))
    },

    configureWebpack() {
      return isDevServer ? { devServer: { static: [{ directory: devDir, publicPath: site.baseUrl, watch: false }] } } : {}
    },

    async postBuild({ outDir, routesPaths }) {
      // Only pages that were rendered: every link in llms.txt must resolve.
      const rendered = new Set(routesPaths)
      const builtSections = sections
        .map(section => ({ ...section, pages: section.pages.filter(page => rendered.has(page.permalink)) }))
        .filter(section => section.pages.length > 0)
      const files = buildLlmsFiles({ header, site, sections: builtSections, reducePage })
      await writeLlmsFiles(outDir, files)
      const size = (name: string) => `${(Buffer.byteLength(files.get(name) ?? '') / 1024).toFixed(0)} KiB`
      console.log(`[llms] ${files.size - 2} Markdown twins, ${LLMS_TXT} ${size(LLMS_TXT)}, ${LLMS_FULL_TXT} ${size(LLMS_FULL_TXT)}`)
    },
  }
}
