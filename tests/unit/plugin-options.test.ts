import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalizePluginOptions } from '@docusaurus/utils-validation'
import type { LoadContext, PluginConfig, PluginModule } from '@docusaurus/types'
import { announcementBar } from '../../config/announcement'
import { readSearchEnv } from '../../config/env'
import { llms } from '../../config/llms'
import { metadata } from '../../config/metadata'
import { algolia, searchConfig } from '../../config/search'
import { securityHeaders } from '../../config/securityHeaders'
import { typedocPlugins } from '../../config/typedoc'
import earlyGesturesPlugin from '../../plugins/early-gestures'
import localSearchPlugin from '../../plugins/local-search'
import { typedocApiOptions } from '../../plugins/typedoc-api/options'

const siteDir = path.resolve(__dirname, '../..')
const site = { siteUrl: 'https://tw.icebreaker.top', baseUrl: '/' }

/** What Docusaurus does with a `[path, options]` plugin: load the module and call its validateOptions. */
async function validateAsDocusaurus(config: PluginConfig, options?: unknown): Promise<unknown> {
  if (!Array.isArray(config) || typeof config[0] !== 'string') throw new Error('expected a [module path, options] plugin')
  const module = (await import(path.resolve(siteDir, config[0]))) as PluginModule & { default?: PluginModule }
  const validateOptions = module.default?.validateOptions ?? module.validateOptions
  if (!validateOptions) throw new Error(`${config[0]} exports no validateOptions`)
  return validateOptions({ validate: normalizePluginOptions as never, options: options ?? config[1] })
}

const localSearch: PluginConfig = ['./plugins/local-search/index.ts', {}]
const contextWith = (themeConfig: Record<string, unknown>) =>
  ({
    siteDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    localizationDir: path.join(siteDir, 'i18n/zh-cn'),
    i18n: { currentLocale: 'zh-cn', defaultLocale: 'zh-cn' },
    siteConfig: { baseUrl: '/', url: site.siteUrl, themeConfig },
    siteStorage: { namespace: '', type: 'localStorage' },
  }) as unknown as LoadContext

describe('llms options', () => {
  const options = (llms as [string, Record<string, unknown>])[1]

  it('accepts the site config', async () => {
    await expect(validateAsDocusaurus(llms)).resolves.toMatchObject({ title: options.title, id: 'default' })
  })

  it('names the plugin and the option of the wrong type', async () => {
    await expect(validateAsDocusaurus(llms, { ...options, title: 3 })).rejects.toThrow('[llms] option "title" must be a string')
    const sectionTitles = options.sectionTitles as { sidebars: Record<string, string> }
    const sidebars = { ...sectionTitles.sidebars, API: 1 }
    await expect(validateAsDocusaurus(llms, { ...options, sectionTitles: { ...sectionTitles, sidebars } })).rejects.toThrow(
      '[llms] option "sectionTitles.sidebars.API" must be a string',
    )
  })

  it('rejects an option it does not have', async () => {
    await expect(validateAsDocusaurus(llms, { ...options, strings: {} })).rejects.toThrow('[llms] option "strings" is not allowed')
  })

  it('names a missing option', async () => {
    const { blog: _blog, ...withoutBlog } = options.sectionTitles as Record<string, unknown>
    await expect(validateAsDocusaurus(llms, { ...options, sectionTitles: withoutBlog })).rejects.toThrow('[llms] option "sectionTitles.blog" is required')
    const { summary: _summary, ...withoutSummary } = options
    await expect(validateAsDocusaurus(llms, withoutSummary)).rejects.toThrow('[llms] option "summary" is required')
  })
})

describe('security-headers options', () => {
  const hosted = searchConfig(readSearchEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ASSISTANT_ID: 'assistant' }))

  it('accepts the hosts of the site config, with and without analytics and a hosted index', async () => {
    await expect(validateAsDocusaurus(securityHeaders(site, algolia))).resolves.toEqual({ script: [], connect: [], img: [], id: 'default' })
    const everything = securityHeaders({ ...site, gtagId: 'G-1', baiduAnalyticsId: 'abc' }, hosted)
    await expect(validateAsDocusaurus(everything)).resolves.toMatchObject({ connect: expect.arrayContaining(['https://*.algolia.net', 'https://hm.baidu.com']) })
  })

  it('names the plugin and the option of the wrong type', async () => {
    const config = securityHeaders(site)
    await expect(validateAsDocusaurus(config, { connect: 'https://hm.baidu.com' })).rejects.toThrow('[security-headers] option "connect" must be an array')
    await expect(validateAsDocusaurus(config, { script: ["'unsafe-inline'"] })).rejects.toThrow(
      `[security-headers] option "script[0]" must be an https:// host source such as https://hm.baidu.com, not 'unsafe-inline'`,
    )
  })

  it('rejects a directive it does not write', async () => {
    await expect(validateAsDocusaurus(securityHeaders(site), { style: [] })).rejects.toThrow('[security-headers] option "style" is not allowed')
  })
})

describe('local-search options and theme config', () => {
  it('takes no options', async () => {
    await expect(validateAsDocusaurus(localSearch)).resolves.toEqual({ id: 'default' })
    await expect(validateAsDocusaurus(localSearch, { indexName: 'docs' })).rejects.toThrow('[local-search] option "indexName" is not allowed')
  })

  it('starts with the site theme config, and reads the search mode from it', () => {
    const clientModules = (themeConfig: Record<string, unknown>) => localSearchPlugin(contextWith(themeConfig)).getClientModules!()
    expect(clientModules({ algolia, metadata })).toHaveLength(1)
    const hosted = searchConfig(readSearchEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }))
    expect(clientModules({ algolia: hosted, metadata })).toEqual([])
  })

  it('names the plugin and the theme config field of the wrong type', () => {
    expect(() => localSearchPlugin(contextWith({ algolia: { ...algolia, appId: 42 } }))).toThrow('[local-search] themeConfig.algolia.appId must be a string')
    expect(() => localSearchPlugin(contextWith({ algolia: { ...algolia, askAi: 42 } }))).toThrow(
      '[local-search] themeConfig.algolia.askAi must be an assistant id (a string) or an object with an assistantId',
    )
    expect(() => localSearchPlugin(contextWith({ algolia, metadata: [{ name: 'keywords', content: ['a'] }] }))).toThrow(
      '[local-search] themeConfig.metadata[0].content must be a string',
    )
  })

  it('names a missing theme config field', () => {
    const { appId: _appId, ...withoutAppId } = algolia
    expect(() => localSearchPlugin(contextWith({ algolia: withoutAppId }))).toThrow('[local-search] themeConfig.algolia.appId is required')
    expect(() => localSearchPlugin(contextWith({ algolia: { ...algolia, askAi: {} } }))).toThrow('[local-search] themeConfig.algolia.askAi.assistantId is required')
  })
})

describe('early-gestures theme config', () => {
  const script = (themeConfig: Record<string, unknown>) => {
    const tags = earlyGesturesPlugin(contextWith(themeConfig)).injectHtmlTags!({ content: undefined }) as { preBodyTags: { innerHTML: string }[] }
    return tags.preBodyTags[0].innerHTML
  }

  it('starts with the site announcement bar, and with none', () => {
    expect(script({ announcementBar: announcementBar('/') })).toContain('docusaurus.announcement.dismiss')
    expect(script({})).not.toContain('docusaurus.announcement')
  })

  it('names the plugin and the announcement bar field of the wrong type', () => {
    expect(() => script({ announcementBar: { ...announcementBar('/'), id: 7 } })).toThrow('[early-gestures] themeConfig.announcementBar.id must be a string')
    expect(() => script({ announcementBar: { ...announcementBar('/'), isCloseable: 'no' } })).toThrow(
      '[early-gestures] themeConfig.announcementBar.isCloseable must be a boolean',
    )
    expect(() => script({ announcementBar: 'v4-12-docs' })).toThrow('[early-gestures] themeConfig.announcementBar must be of type object')
  })
})

describe('typedoc-api options', () => {
  const [factory, options] = typedocPlugins[0] as [(context: LoadContext, options: unknown) => Promise<unknown>, { id: string }]

  it('accepts the instance ids of the site config', () => {
    for (const [, pluginOptions] of typedocPlugins as [unknown, { id: string }][]) expect(typedocApiOptions(pluginOptions)).toEqual(pluginOptions)
  })

  it('names the plugin and the option of the wrong type', () => {
    expect(() => typedocApiOptions({ id: 3 })).toThrow('[typedoc-api] option "id" must be a string')
  })

  it('keeps TypeDoc settings out of the options, before generating anything', async () => {
    await expect(factory(contextWith({}), { ...options, entryPoints: ['index.d.ts'] })).rejects.toThrow(
      '[typedoc-api] option "entryPoints" is not allowed: id is the only option; TypeDoc settings belong in the ApiDocSet of config/typedoc.ts',
    )
  })
})
