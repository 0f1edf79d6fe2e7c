import type { LoadContext, Plugin } from '@docusaurus/types'
import { generateApiDocs, type ApiDocSet } from './generate'

/**
 * Generates docs/<folder>/** from a package's type declarations. It works in
 * the plugin factory, not in loadContent: Docusaurus creates every plugin
 * before any of them loads content, so the pages exist when the docs plugin
 * reads docs/ (docusaurus-plugin-typedoc does the same).
 */
export default async function typedocApiPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Docusaurus types plugin options as unknown; config/typedoc.ts builds them as ApiDocSet.
  await generateApiDocs(context.siteDir, options as ApiDocSet)
  return { name: 'typedoc-api' }
}
