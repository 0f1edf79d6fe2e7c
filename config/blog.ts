import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog'
import { npm2yarnPlugin, speedRemarkPlugins } from './remark'

// 10 posts per page, reading time, feeds of type all in zh-CN.
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
    language: 'zh-CN',
    title: 'weapp-tailwindcss 博客',
    copyright: `Copyright © ${new Date().getFullYear()} sonofmagic`,
  },
}
