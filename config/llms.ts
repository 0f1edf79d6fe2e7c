import type { PluginConfig } from '@docusaurus/types'
import type { LlmsPluginOptions } from '../plugins/llms'
import { siteDescription } from './metadata'
import { siteTitle } from './site'

// /llms.txt sections: one per sidebar, headed like the navbar entries that open them.
export const llms: PluginConfig = [
  './plugins/llms/index.ts',
  {
    title: siteTitle,
    summary: siteDescription,
    sectionTitles: {
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
  } satisfies LlmsPluginOptions,
]
