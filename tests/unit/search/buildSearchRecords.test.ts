import { describe, expect, it } from 'vitest'
import { buildPageRecords } from '../../../plugins/local-search/buildSearchRecords'
import { routeOfFile } from '../../../plugins/local-search/collectBuiltRecords'

// Trimmed copies of the markup Docusaurus 3.9 renders for a doc page and a blog post.
function page(options: { htmlClass: string; head?: string; sidebar?: string; navbar?: string; article: string }): string {
  return `<!doctype html><html lang="zh-CN" class="${options.htmlClass}"><head>
<meta name="docsearch:language" content="zh-cn">
${options.head ?? ''}
</head><body>
<nav class="navbar">${options.navbar ?? ''}</nav>
<nav class="menu"><ul class="theme-doc-sidebar-menu menu__list">${options.sidebar ?? ''}</ul></nav>
<main><article>${options.article}</article></main>
<footer>页脚里的文字不属于文章</footer>
</body></html>`
}

const docHead = `
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
<meta name="keywords" content="weapp-tailwindcss, tailwindcss">
<meta name="keywords" content="rem2rpx, rpx，单位转换">
<link rel="canonical" href="https://tw.example/sub/docs/quick-start/rem2rpx">`

const docArticle = `<nav class="theme-doc-breadcrumbs">面包屑</nav>
<div class="theme-doc-markdown markdown"><header><h1>rem 转 rpx</h1></header>
<p>把 <code>rem</code> 换算成 <code>rpx</code>。</p>
<div class="theme-admonition"><div class="admonitionHeading">提示</div><div class="admonitionContent"><p>默认关闭。</p></div></div>
<h2 class="anchor" id="配置">配置<a href="#配置" class="hash-link">​</a></h2>
<ul><li><p>第一项</p><p>第二段</p></li></ul>
<div class="theme-code-block"><div class="theme-code-block-title">vite.config.ts</div><pre><code><span class="token-line">rem2rpx: true,</span><br><span class="token-line">cssEntries: []</span></code></pre><button>复制</button></div>
<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">pnpm</li></ul>
<div role="tabpanel"><pre><code>npm i -D weapp-tailwindcss</code></pre></div>
<div role="tabpanel" hidden><pre><code>pnpm add -D weapp-tailwindcss</code></pre></div></div>
<ul><li><a href="/docs/other">另一页</a></li><li><a href="/docs/x">链接</a>后面还有说明</li></ul>
<h3 class="anchor" id="options">选项表<a href="#options" class="hash-link">​</a></h3>
<table><thead><tr><th>名称</th></tr></thead><tbody><tr><td>rootValue</td></tr></tbody></table>
</div>`

const sidebar = `<li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/a">Tailwind CSS 3</a>
<ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/b">各框架</a></li></ul></li>`

const options = { baseUrl: '/sub/', fallbackPath: '/fallback', siteKeywords: 'weapp-tailwindcss, tailwindcss' }

describe('buildPageRecords on a doc page', () => {
  const records = buildPageRecords(
    page({ htmlClass: 'docs-wrapper docs-doc-page', head: docHead, sidebar, navbar: '<a class="navbar__item navbar__link navbar__link--active">指南</a>', article: docArticle }),
    options,
  )

  it('makes one record per h1, h2 and h3', () => {
    expect(records.map(record => [record.type, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['lvl1', null, null],
      ['lvl2', '配置', null],
      ['lvl3', '配置', '选项表'],
    ])
  })

  it('takes lvl0 from the outermost active sidebar category and lvl1 from the h1', () => {
    for (const record of records) expect(record.hierarchy).toMatchObject({ lvl0: 'Tailwind CSS 3', lvl1: 'rem 转 rpx' })
  })

  it('builds URLs from the canonical link without the baseUrl, with the heading anchor', () => {
    expect(records.map(record => record.url)).toEqual([
      '/docs/quick-start/rem2rpx',
      '/docs/quick-start/rem2rpx#配置',
      '/docs/quick-start/rem2rpx#options',
    ])
  })

  it('reads paragraphs, admonitions, list items, code lines and table cells, each once', () => {
    expect(records[0].content).toBe('把 rem 换算成 rpx。 默认关闭。')
    expect(records[1].content).toBe('第一项 第二段 rem2rpx: true, cssEntries: [] npm i -D weapp-tailwindcss 链接后面还有说明')
    expect(records[2].content).toBe('名称 rootValue')
  })

  it('leaves out page chrome, controls, hidden tab panels, code titles and link-only list items', () => {
    const text = records.map(record => record.content).join(' ')
    for (const chrome of ['面包屑', '页脚', '复制', '提示', 'pnpm', 'vite.config.ts', '另一页']) expect(text).not.toContain(chrome)
  })

  it('puts the page keywords on the main record only and ignores the site-wide ones', () => {
    expect(records[0].keywords).toEqual(['rem2rpx', 'rpx', '单位转换'])
    expect(records[1].keywords).toEqual([])
  })

  it('copies the facets DocSearch filters on', () => {
    expect(records[0]).toMatchObject({ language: 'zh-cn', docusaurus_tag: 'docs-default-current', position: 0 })
  })
})

describe('buildPageRecords on other pages', () => {
  const blogArticle = `<header><h1 class="title">4.7.0 发布</h1></header><div id="__blog-post-container" class="markdown"><p>运行时合并。</p></div>`

  it('files a blog post under 博客 with the default tag when nothing is active', () => {
    const [record] = buildPageRecords(page({ htmlClass: 'blog-wrapper blog-post-page', article: blogArticle }), options)
    expect(record).toMatchObject({ url: '/fallback', hierarchy: { lvl0: '博客', lvl1: '4.7.0 发布' }, docusaurus_tag: 'default' })
  })

  it('falls back to the active navbar item when no sidebar category is active', () => {
    const [record] = buildPageRecords(
      page({ htmlClass: 'docs-doc-page', navbar: '<a class="navbar__item navbar__link navbar__link--active">常见问题</a>', article: docArticle }),
      options,
    )
    expect(record.hierarchy.lvl0).toBe('常见问题')
  })

  it('skips tag, archive, search and 404 pages, and unlisted docs', () => {
    expect(buildPageRecords(page({ htmlClass: 'blog-tags-post-list-page', article: blogArticle }), options)).toEqual([])
    expect(buildPageRecords(page({ htmlClass: 'search-page-wrapper', article: docArticle }), options)).toEqual([])
    const unlisted = page({ htmlClass: 'docs-doc-page', head: '<meta name="robots" content="noindex, nofollow">', article: docArticle })
    expect(buildPageRecords(unlisted, options)).toEqual([])
  })
})

describe('routeOfFile', () => {
  it('maps built files to routes (trailingSlash: false)', () => {
    expect(routeOfFile('docs/intro.html')).toBe('/docs/intro')
    expect(routeOfFile('docs/index.html')).toBe('/docs')
    expect(routeOfFile('index.html')).toBe('/')
  })
})
