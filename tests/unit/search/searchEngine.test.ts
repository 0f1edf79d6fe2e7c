import { describe, expect, it } from 'vitest'
import { createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { record } from './records'

const pages = (ranked: { record: { url: string } }[]) => ranked.map(result => result.record.url)

describe('ranking', () => {
  it('puts a page about the subject above a passing mention', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/a', lvl1: '安装与配置', content: '顺带提一下独立分包的写法，详见另一页。' }),
      record({ url: '/docs/b', lvl1: 'Tailwind CSS 多上下文与独立分包', content: '独立分包有自己的样式上下文。' }),
    ])
    expect(pages(engine.search('独立分包怎么用'))[0]).toBe('/docs/b')
  })

  it('ranks a page by the words it has even when it misses some (OR)', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/nutui', lvl1: '和 NutUI 一起使用', content: 'Taro 项目里的组件库样式' }),
      record({ url: '/docs/other', lvl1: '无关页面', content: '别的内容' }),
    ])
    expect(pages(engine.search('NutUI 在 taro 里阴影不显示怎么办'))).toEqual(['/docs/nutui'])
  })

  it('counts the page slug, which authors name after the subject', async () => {
    const keywords = (...extra: string[]) => [...extra, 'rpx', 'rootValue', 'propList', 'transformUnit', 'Tailwind CSS 3', '设计稿', 'weapp-tailwindcss']
    const engine = await createSearchEngine([
      record({ url: '/docs/migrations/v2', lvl1: '从 v2 迁移到 v3', keywords: keywords('rem2rpx', 'glob'), content: '3.x 做减法。' }),
      record({ url: '/docs/migrations/v2#rem2rpx', lvl1: '从 v2 迁移到 v3', lvl2: '新增：内置 rem2rpx', content: '用 rem2rpx 选项开启 rem2rpx。' }),
      record({ url: '/docs/quick-start/rem2rpx', lvl1: '4. rem 转 rpx（或 px）', keywords: keywords('rem2rpx', 'rem 转 rpx', 'rem 转 px'), content: '把 rem 换算成 rpx。' }),
    ])
    expect(pages(engine.search('rem2rpx'))[0]).toBe('/docs/quick-start/rem2rpx')
  })

  it('prefers the main record of a page to its sections for the page title', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/taro-vite#install', lvl1: 'Taro（Vite）接入', lvl2: '安装依赖', content: 'npm i' }),
      record({ url: '/docs/taro-vite', lvl1: 'Taro（Vite）接入', content: '本页适用于 Taro 4。' }),
    ])
    expect(pages(engine.search('taro vite'))[0]).toBe('/docs/taro-vite')
  })

  it('applies the filter it is given', async () => {
    const engine = await createSearchEngine([
      record({ url: '/docs/a', lvl1: 'rpx' }),
      record({ url: '/blog/b', lvl1: 'rpx', docusaurus_tag: 'default' }),
    ])
    expect(pages(engine.search('rpx', candidate => candidate.docusaurus_tag === 'default'))).toEqual(['/blog/b'])
  })
})
