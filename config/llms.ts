import type { PluginConfig } from '@docusaurus/types'
import type { LlmsPluginOptions } from '../plugins/llms'
import { siteDescription } from './metadata'
import { siteTitle } from './site'
import { inLocale } from './i18n'

// /llms.txt sections: one per sidebar, headed like the navbar entries that open them.
export const llms: PluginConfig = [
  './plugins/llms/index.ts',
  {
    title: siteTitle,
    summary: siteDescription,
    sectionTitles: inLocale({
      'zh-cn': {
        sidebars: {
          tutorialSidebar: '指南',
          issuesSidebar: '常见问题',
          communitySidebar: '生态及解决方案',
          migrationsSidebar: '更新与迁移',
          API: 'API',
          optionsSidebar: '配置项',
        },
        otherDocs: '其他文档页面',
        blog: '博客',
      },
      en: {
        sidebars: {
          tutorialSidebar: 'Guide',
          issuesSidebar: 'FAQ',
          communitySidebar: 'Ecosystem and solutions',
          migrationsSidebar: 'Updates and migrations',
          API: 'API',
          optionsSidebar: 'Options',
        },
        otherDocs: 'Other docs pages',
        blog: 'Blog',
      },
    }),
  } satisfies LlmsPluginOptions,
]
