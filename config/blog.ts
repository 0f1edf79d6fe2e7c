import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog'
import { inLocale } from './i18n'
import { npm2yarnPlugin, speedRemarkPlugins } from './remark'

// 10 posts per page, reading time, feeds of type all in the locale's language. Title, description and
// sidebar title are translated by i18n/<locale>/docusaurus-plugin-content-blog/options.json; the feed's
// own texts have no translation file.
export const blog: BlogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  postsPerPage: 10,
  showReadingTime: true,
  blogTitle: '博客',
  blogDescription: 'weapp-tailwindcss 的版本发布说明与技术文章',
  blogSidebarTitle: '全部文章',
  blogSidebarCount: 'ALL',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins: [npm2yarnPlugin, ...speedRemarkPlugins],
  feedOptions: {
    type: 'all',
    language: inLocale({ 'zh-cn': 'zh-CN', en: 'en' }),
    title: inLocale({ 'zh-cn': 'weapp-tailwindcss 博客', en: 'weapp-tailwindcss blog' }),
    description: inLocale({ 'zh-cn': undefined, en: 'Release notes and technical articles about weapp-tailwindcss' }),
    copyright: `Copyright © ${new Date().getFullYear()} sonofmagic`,
  },
}
