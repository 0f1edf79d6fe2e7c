import type { LoadContext, Plugin } from '@docusaurus/types'
import { generateApiDocs, type ApiDocSet } from './generate'
import { apiLocale, type ApiLocale } from './locale'
import { typedocApiOptions } from './options'

/**
 * Generates docs/<folder>/** from a package's type declarations, and for the English edition
 * i18n/en/…/current/<folder>/** as well. It works in the plugin factory, not in loadContent:
 * Docusaurus creates every plugin before any of them loads content, so the pages exist when
 * the docs plugin reads them (docusaurus-plugin-typedoc does the same).
 */
export default async function typedocApiPlugin(context: LoadContext, options: unknown, setFor: (locale: ApiLocale) => ApiDocSet): Promise<Plugin> {
  // config/typedoc.ts passes a function with no `validateOptions`: Docusaurus does not check the options.
  typedocApiOptions(options)
  // The English pages take their anchors from the Chinese ones, so those always come first.
  await generateApiDocs(context.siteDir, setFor('zh-cn'), 'zh-cn')
  if (apiLocale(context.i18n.currentLocale) === 'en') await generateApiDocs(context.siteDir, setFor('en'), 'en')
  return { name: 'typedoc-api' }
}
