import type { LoadContext, PluginConfig } from '@docusaurus/types'
import typedocApiPlugin from '../plugins/typedoc-api'
import type { ApiDocSet } from '../plugins/typedoc-api/generate'
import { SINCE_CORRECTIONS } from '../plugins/typedoc-api/sinceCorrections'
import { API_DOCS_FOLDER, API_V2_DOCS_FOLDER } from '../lib/content/docs'
import { readRuntimeDefaultsV2, readRuntimeDefaultsV4 } from '../lib/package-options/packageDefaults'

const versionOf = (packageName: string) => (require(`${packageName}/package.json`) as { version: string }).version

// The API pages are generated from the pinned packages' .d.ts files
// at every `npm start` / `npm run build`, never written by hand or committed.
const shared = {
  tsconfig: 'config/tsconfig.typedoc.json',
  lang: 'zh',
  // TypeDoc's zh locale says 添加于 for @since; the site says 自从 like the rest of the Chinese docs world.
  locales: { zh: { tag_since: '自从' } },
  mergeReadme: true,
  entryFileName: 'index.md',
  // Docusaurus draws the title (front matter), breadcrumbs and sidebar itself.
  hidePageTitle: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  // Tables, not headings, for parameters and nested members: nested headings such as a
  // matcher's `appType` parameter would take the anchor (#apptype) of the option itself.
  parametersFormat: 'table',
  typeDeclarationFormat: 'table',
  // Source links would point into node_modules.
  disableSources: true,
  excludeInternal: true,
  // The JSDoc is the package's, not ours: escape stray < and { so MDX cannot choke on it.
  sanitizeComments: true,
  skipErrorChecking: true,
  validation: { notExported: false, invalidLink: true, rewrittenLink: true },
  logLevel: 'Warn',
} as const

// @weapp-tailwindcss/postcss re-exports these under the names users import.
const externalTypeNames = {
  'postcss-rem-to-responsive-pixel': { UserDefinedOptions: 'Rem2rpxOptions' },
  'postcss-pxtrans': { PxTransformOptions: 'Px2rpxOptions' },
}

const v4Version = versionOf('weapp-tailwindcss')
const v2Version = versionOf('weapp-tailwindcss-webpack-plugin')

export const apiV4: ApiDocSet = {
  id: API_DOCS_FOLDER,
  docsFolder: API_DOCS_FOLDER,
  optionsInterface: 'UserDefinedOptions',
  readRuntimeDefaults: readRuntimeDefaultsV4,
  runtimeDefaultsSource: '`weapp-tailwindcss/defaults` 的 `getDefaultOptions()`',
  externalTypeNames,
  sinceCorrections: SINCE_CORRECTIONS,
  typedoc: {
    ...shared,
    name: 'weapp-tailwindcss',
    entryPoints: ['node_modules/weapp-tailwindcss/dist/index.d.ts'],
    readme: 'config/typedoc-readme.md',
  },
  frontMatter: {
    packageName: 'weapp-tailwindcss',
    version: v4Version,
    index: {
      title: 'API 总览',
      sidebarLabel: 'API 总览',
      description: `weapp-tailwindcss ${v4Version} 的配置项按用途分组导读，以及包导出的插件、接口与类型清单，由 TypeDoc 从 npm 包的类型声明生成。`,
    },
    options: {
      name: 'UserDefinedOptions',
      title: '配置项：UserDefinedOptions',
      sidebarLabel: 'UserDefinedOptions 配置项',
      description: `weapp-tailwindcss ${v4Version} 的全部配置项：每个选项的类型、默认值、起始版本、说明与示例，随锁定的包版本自动生成。`,
    },
    titleSuffix: '',
    keywords: ['weapp-tailwindcss', '配置项', 'API', 'TypeScript 类型', v4Version],
  },
}

export const apiV2: ApiDocSet = {
  id: API_V2_DOCS_FOLDER,
  docsFolder: API_V2_DOCS_FOLDER,
  optionsInterface: 'UserDefinedOptions',
  readRuntimeDefaults: readRuntimeDefaultsV2,
  runtimeDefaultsSource: '`weapp-tailwindcss-webpack-plugin/defaults` 导出的 `defaultOptions`',
  externalTypeNames,
  typedoc: {
    ...shared,
    name: 'weapp-tailwindcss-webpack-plugin',
    entryPoints: ['node_modules/weapp-tailwindcss-webpack-plugin/dist/index.d.ts'],
    readme: 'config/typedoc-readme-v2.md',
    // The content map fixes the 2.x ids: api-v2/index, classes/* and interfaces/*;
    // type aliases and functions are listed on the index page as upstream's 2.x docs did.
    membersWithOwnFile: ['Class', 'Interface'],
  },
  frontMatter: {
    packageName: 'weapp-tailwindcss-webpack-plugin',
    version: v2Version,
    index: {
      title: 'API（2.x）',
      sidebarLabel: '2.x API 总览',
      description: `weapp-tailwindcss 2.x 时期的包名 weapp-tailwindcss-webpack-plugin（${v2Version}）导出的插件类、配置项接口与类型，供维护旧项目时查阅。`,
    },
    options: {
      name: 'UserDefinedOptions',
      title: '配置项（2.x）：UserDefinedOptions',
      sidebarLabel: '配置项（2.x）',
      description: `weapp-tailwindcss-webpack-plugin ${v2Version} 的全部配置项及其类型与运行时默认值，供仍在使用 2.x 的项目查阅。`,
    },
    titleSuffix: '（2.x）',
    keywords: ['weapp-tailwindcss-webpack-plugin', 'weapp-tailwindcss 2.x', '配置项', 'API', v2Version],
  },
}

// Only the id is a plugin option: Docusaurus ships every plugin's options to the browser inside
// the site config (main.js, on every page), and these TypeDoc settings are build-time only.
export const typedocPlugins: PluginConfig[] = [apiV4, apiV2].map(set => [
  (context: LoadContext) => typedocApiPlugin(context, set),
  { id: set.id },
])
