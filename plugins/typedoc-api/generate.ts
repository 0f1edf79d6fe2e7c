import path from 'node:path'
import type { TypeDocOptions } from 'typedoc'
import type { PluginOptions as MarkdownOptions } from 'typedoc-plugin-markdown'
import { copyGeneratedQuestions } from './generatedQuestions'
import { GENERATOR_TEXTS } from './generatorTexts'
import { apiOutDir, type ApiLocale } from './locale'
import { typedocHooks, type HookSettings } from './typedocHooks'

// A type alias, not an interface: Docusaurus's PluginOptions has an index signature.
export type ApiDocSet = Omit<HookSettings, 'outDir' | 'runtimeDefaults' | 'locale' | 'words' | 'chineseOutDir'> & {
  /** Docusaurus plugin instance id. */
  id: string
  /** TypeDoc options, paths relative to the site directory. */
  typedoc: Partial<TypeDocOptions & MarkdownOptions> & { entryPoints: string[]; tsconfig: string; readme: string }
  readRuntimeDefaults: () => Record<string, unknown>
}

/** The set's TypeDoc options with paths resolved: what the generator and the completeness test convert with. */
export function typedocOptionsFor(siteDir: string, set: ApiDocSet): Partial<TypeDocOptions> {
  const fromSite = (file: string) => path.resolve(siteDir, file)
  return {
    ...set.typedoc,
    entryPoints: set.typedoc.entryPoints.map(fromSite),
    tsconfig: fromSite(set.typedoc.tsconfig),
    readme: fromSite(set.typedoc.readme),
  } as Partial<TypeDocOptions>
}

// `docusaurus build` loads the config and its plugins afresh for each locale, and with them a second
// copy of TypeDoc, which then warns that it was loaded twice (a warning fails the generation).
// One copy per process, kept where the next load finds it.
const TYPEDOC_MODULE = Symbol.for('weapp-tailwindcss-docs.typedoc')
type TypeDocModule = typeof import('typedoc')

function loadTypeDocOnce(): Promise<TypeDocModule> {
  const store = globalThis as { [TYPEDOC_MODULE]?: Promise<TypeDocModule> }
  store[TYPEDOC_MODULE] ??= import('typedoc')
  return store[TYPEDOC_MODULE]
}

// TypeDoc keeps the language of its labels in module-wide state, which each Application sets
// (already in its constructor): two runs at once (Docusaurus creates the api and api-v2 plugins
// concurrently) would write one edition's pages with the other's words. Runs take turns.
let previousRun: Promise<unknown> = Promise.resolve()

/**
 * Runs TypeDoc with typedoc-plugin-markdown and our hooks; throws when TypeDoc reports errors.
 * English pages are written under i18n/en/ and take their heading anchors from the Chinese
 * pages, which must have been generated first.
 */
export function generateApiDocs(siteDir: string, set: ApiDocSet, locale: ApiLocale): Promise<void> {
  const run = previousRun.then(() => runTypeDoc(siteDir, set, locale))
  previousRun = run.catch(() => undefined)
  return run
}

async function runTypeDoc(siteDir: string, set: ApiDocSet, locale: ApiLocale): Promise<void> {
  const start = performance.now()
  const td = await loadTypeDocOnce()
  const outDir = apiOutDir(siteDir, set.docsFolder, locale)
  const hooks = typedocHooks(td, {
    ...set,
    outDir,
    runtimeDefaults: set.readRuntimeDefaults(),
    locale,
    words: GENERATOR_TEXTS[locale],
    chineseOutDir: locale === 'en' ? apiOutDir(siteDir, set.docsFolder, 'zh-cn') : undefined,
  })

  const app = await td.Application.bootstrapWithPlugins(
    { ...typedocOptionsFor(siteDir, set), out: outDir, plugin: ['typedoc-plugin-markdown', hooks] } as Partial<TypeDocOptions>,
    // Only the tsconfig reader: a typedoc.json or package.json "typedocOptions" must not change the output.
    [new td.TSConfigReader()],
  )
  const project = await app.convert()
  if (!project || app.logger.hasErrors()) throw new Error(`[typedoc-api] TypeDoc could not convert ${set.id} (${locale}), see the errors above`)
  await app.generateOutputs(project)
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(`[typedoc-api] TypeDoc reported problems while writing ${outDir}, see above`)
  }
  copyGeneratedQuestions(set.docsFolder, locale, outDir)
  if (locale === 'en') console.log(`[typedoc-api] English ${set.id} pages generated in ${Math.round(performance.now() - start)} ms`)
}
