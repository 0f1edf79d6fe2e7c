import fs from 'node:fs/promises'
import path from 'node:path'
import type { LoadContext, Plugin } from '@docusaurus/types'
import type { SearchRecord } from './client/searchRecord'
import { collectBuiltRecords } from './collectBuiltRecords'
import { collectSourceRecords } from './collectSourceRecords'
import { toAlgoliaRecords } from './toAlgoliaRecords'
import { searchWebpackConfig } from './searchWebpackConfig'
import { searchTranslations } from './searchTranslations'
import { isLocalAssistant, isLocalSearchAppId } from './client/searchMode'
import { writeSearchIndex } from './writeSearchIndex'
import type { LocalSearchThemeConfig } from './client/searchThemeConfig'
import { localSearchThemeConfig } from './validation'
import { fallbackPermalinks } from './localePages'
import { questionsByUrl, questionsOf } from '../../lib/search-questions/questionsByUrl'
import { readBuildEnv } from '../../config/env'

// Search with no third-party service (README.md beside this file):
// - after a build, crawl the rendered pages into a content-hashed index under build/assets/search/;
// - in `npm start` (no HTML to crawl: pages render in the browser), build the same kind of index
//   from the Markdown source in allContentLoaded — so it follows edits — and serve it from the
//   dev server at the same URLs as in production (devServer.static);
// - point the theme's Algolia client imports at the local client (see searchWebpackConfig);
// - `docusaurus search-records` writes the records as JSON for a hosted Algolia index.
// Each locale's build writes its own index under its own baseUrl (/en/assets/search/… for
// English), with only the pages written in that locale; the client loads the one of its baseUrl.

// Docusaurus checks the options with this before it calls the plugin (validation.ts).
export { validateOptions } from './validation'

function siteKeywordsOf(themeConfig: LocalSearchThemeConfig): string | undefined {
  return themeConfig.metadata?.find(tag => tag.name === 'keywords')?.content
}

/**
 * Each record with the questions its section answers, from the files beside the docs pages of the
 * build's locale (docs/ for Chinese, i18n/en/docusaurus-plugin-content-docs/current/ for English):
 * an index takes questions in its own language only.
 */
function withQuestions(records: SearchRecord[], questionsDir: string): SearchRecord[] {
  const byUrl = questionsByUrl(questionsDir)
  return records.map(record => ({ ...record, questions: questionsOf(byUrl, record.url.split('#')[0], record.anchor) }))
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context.siteConfig
  const themeConfig = localSearchThemeConfig(context.siteConfig.themeConfig)
  const isDevServer = readBuildEnv().devServer
  // Not `.docusaurus/local-search`: Docusaurus keeps this plugin's own data there.
  const devIndexDir = path.join(context.generatedFilesDir, 'local-search-dev-index')
  const { currentLocale, defaultLocale } = context.i18n
  const isDefaultLocale = currentLocale === defaultLocale
  const localeOfBuild = { locale: currentLocale, siteDir: context.siteDir, localizationDir: context.localizationDir, isDefaultLocale }
  const localizedDocs = path.join(path.relative(context.siteDir, context.localizationDir), 'docusaurus-plugin-content-docs', 'current')
  const questionsDirOf = (siteDir: string) => path.join(siteDir, isDefaultLocale ? 'docs' : localizedDocs)
  const questionsDir = questionsDirOf(context.siteDir)
  // Paths (under baseUrl) of the pages this build renders from the default locale's source.
  let skipPaths = new Set<string>()
  const crawlOptions = () => ({ baseUrl, siteKeywords: siteKeywordsOf(themeConfig), locale: currentLocale, skipPaths })
  const { algolia } = themeConfig
  const mode = { localIndex: isLocalSearchAppId(algolia?.appId), localAnswers: isLocalAssistant(algolia?.askAi) }

  return {
    name: 'local-search',

    // Later than the theme's zh-Hans catalogue, so these win; i18n/zh-cn/code.json could still override.
    getDefaultCodeTranslationMessages: async () => searchTranslations(mode, currentLocale),

    getClientModules: () => (mode.localIndex ? [path.join(__dirname, 'client/localModeCredits.css')] : []),

    async allContentLoaded({ allContent }) {
      const base = baseUrl.replace(/\/$/, '')
      skipPaths = new Set([...fallbackPermalinks(allContent, localeOfBuild)].map(permalink => (permalink.startsWith(`${base}/`) ? permalink.slice(base.length) : permalink)))
      if (!isDevServer) return
      const records = await collectSourceRecords(context.siteDir, allContent, baseUrl, localeOfBuild)
      await writeSearchIndex(devIndexDir, withQuestions(records, questionsDir))
    },

    configureWebpack(_config, isServer, utils) {
      return searchWebpackConfig({ isServer, isDevServer, devIndexDir, baseUrl, bundler: utils.currentBundler.instance })
    },

    async postBuild({ outDir }) {
      const records = withQuestions(await collectBuiltRecords(outDir, crawlOptions()), questionsDir)
      const manifest = await writeSearchIndex(outDir, records)
      console.log(`[local-search] ${manifest.records} records → ${baseUrl}${manifest.index}`)
    },

    extendCli(cli) {
      cli
        .command('search-records [siteDir]')
        .description('Write the search records of the last build as JSON for a hosted Algolia index.')
        .option('--out-dir <dir>', 'the build to read', 'build')
        .option('--output <file>', 'where to write the records', 'search-records.json')
        .action(async (siteDir: string | undefined, options: { outDir: string; output: string }) => {
          const root = path.resolve(siteDir ?? '.')
          const outDir = path.resolve(root, options.outDir)
          const records: SearchRecord[] = withQuestions(await collectBuiltRecords(outDir, crawlOptions()).catch(() => []), questionsDirOf(root))
          if (records.length === 0) throw new Error(`No docs or blog pages under ${outDir}: run \`npm run build\` first.`)
          const output = path.resolve(root, options.output)
          await fs.writeFile(output, JSON.stringify(toAlgoliaRecords(records, context.siteConfig.url, baseUrl), null, 2))
          console.log(`[local-search] ${records.length} records → ${output}`)
        })
    },
  }
}
