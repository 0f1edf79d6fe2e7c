import fs from 'node:fs'
import path from 'node:path'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FINDING_DOCS } from '../../lib/play/checkClasses.mjs'
import { runPlayInNode } from '../../lib/play/node-reference.mjs'
import { decodeState } from '../../lib/play/shareState'
import { createLocalSearchClient } from '../../plugins/local-search/client/LocalSearchClient'
import { createSearchEngine } from '../../plugins/local-search/client/searchEngine'
import { decodeSearchIndex } from '../../plugins/local-search/client/searchRecord'
import { CORPUS } from '../e2e/play/corpus'
import { call, connectStdio, ORIGIN, siteRoot } from './server'

const ENTRY = '@import "weapp-tailwindcss/index.css";\n'
let client: Client

beforeAll(async () => {
  client = await connectStdio(inject('docsMcpPackage'))
})
afterAll(async () => {
  await client?.close()
})

describe('tools/list', () => {
  it('lists the five tools, each with a description and input schema; all but read_page (Markdown) with an output schema', async () => {
    const { tools } = await client.listTools()
    expect(tools.map(tool => tool.name).sort()).toEqual(['check_classes', 'play_link', 'read_page', 'search_docs', 'transform'])
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(60)
      expect(tool.inputSchema.type).toBe('object')
      if (tool.name !== 'read_page') expect(tool.outputSchema, tool.name).toBeDefined()
    }
  })
})

// Questions readers ask, with the page that answers them (bench/search-queries*.mjs).
const QUESTIONS = [
  { locale: 'zh-cn', q: 'text-[32rpx] 变成了颜色', page: '/docs/issues/rpx-ambiguities' },
  { locale: 'zh-cn', q: '为什么渐变色不生效', page: '/docs/issues/css-vars' },
  { locale: 'zh-cn', q: '独立分包怎么使用 tailwindcss', page: '/docs/quick-start/independent-pkg' },
  { locale: 'zh-cn', q: 'vscode 一直提示 Unknown at rule @apply 怎么去掉', page: '/docs/issues/at-apply' },
  { locale: 'zh-cn', q: '怎么加载自定义字体', page: '/docs/community/load-font' },
  { locale: 'zh-cn', q: 'weapp-tailwindcss 的原理是什么', page: '/docs/principle' },
  { locale: 'zh-cn', q: '类名自动排序用什么插件', page: '/docs/issues/format' },
  { locale: 'zh-cn', q: '暗黑模式下 button 的样式没有生效', page: '/docs/issues/more-tags' },
  { locale: 'en', q: 'gradient and shadow classes do nothing', page: '/en/docs/issues/css-vars' },
  { locale: 'en', q: 'styles missing in independent subpackage', page: '/en/docs/quick-start/independent-pkg' },
  { locale: 'en', q: 'convert rem to rpx', page: '/en/docs/quick-start/rem2rpx' },
  { locale: 'en', q: 'load a custom font', page: '/en/docs/community/load-font' },
  { locale: 'en', q: 'how to use icons', page: '/en/docs/icons' },
  { locale: 'en', q: 'can I use it commercially, what license', page: '/en/docs/copyright' },
  { locale: 'en', q: 'text-[32rpx] becomes a color', page: '/en/docs/issues/rpx-ambiguities' },
  { locale: 'en', q: 'dark mode in a mini-program', page: '/en/docs/quick-start/apply-themes' },
] as const

type Hit = { title: string; section: string | null; url: string; excerpt: string }

describe('search_docs', () => {
  const clients = new Map<string, ReturnType<typeof createLocalSearchClient>>()
  // The site's client on the built index, asked as the search page asks: the ranking search_docs must reproduce.
  const siteSearch = async (locale: string, query: string, limit: number): Promise<string[]> => {
    if (!clients.has(locale)) {
      const dir = path.join(siteRoot, 'build', locale === 'en' ? 'en' : '')
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-manifest.json'), 'utf8')) as { index: string }
      const engine = createSearchEngine(decodeSearchIndex(JSON.parse(fs.readFileSync(path.join(dir, manifest.index), 'utf8'))))
      clients.set(locale, createLocalSearchClient({ loadEngine: () => engine, siteRoot: () => `${ORIGIN}${locale === 'en' ? '/en' : ''}` }))
    }
    const { results } = await clients.get(locale)!.search([{ indexName: 'local', params: { query, hitsPerPage: limit, page: 0 } }])
    return results[0].hits.map(hit => hit.url)
  }

  for (const { locale, q, page } of QUESTIONS) {
    it(`${locale}: "${q}" → ${page}`, async () => {
      const reply = await call(client, 'search_docs', { query: q, locale, limit: 5 })
      expect(reply.isError).toBe(false)
      const results = (reply.structured as { results: Hit[] }).results
      const pages = results.map(hit => hit.url.split('#')[0])
      expect(pages.slice(0, 3)).toContain(`${ORIGIN}${page}`)
      expect(results.map(hit => hit.url)).toEqual(await siteSearch(locale, q, 5))
      for (const hit of results) {
        expect(hit.title.length).toBeGreaterThan(0)
        expect(hit.excerpt).not.toMatch(/&(?:lt|gt|amp|quot|#39);/)
      }
      expect(reply.text).toContain(results[0].url)
    })
  }

  it('searches the edition of the query\'s language when no locale is given', async () => {
    const zh = (await call(client, 'search_docs', { query: '怎么加载自定义字体' })).structured as { results: Hit[] }
    const en = (await call(client, 'search_docs', { query: 'load a custom font' })).structured as { results: Hit[] }
    expect(zh.results[0].url.startsWith(`${ORIGIN}/docs/`)).toBe(true)
    expect(en.results[0].url.startsWith(`${ORIGIN}/en/docs/`)).toBe(true)
  })
})

describe('read_page', () => {
  const twin = (file: string) => fs.readFileSync(path.join(siteRoot, 'build', file), 'utf8')

  it('returns a page\'s Markdown twin, from a path, a .md path or a full URL, in both locales', async () => {
    for (const url of ['/docs/issues/rpx-ambiguities', '/docs/issues/rpx-ambiguities.md', `${ORIGIN}/docs/issues/rpx-ambiguities`]) {
      const reply = await call(client, 'read_page', { url })
      expect(reply.isError, url).toBe(false)
      expect(reply.text, url).toBe(twin('docs/issues/rpx-ambiguities.md'))
    }
    expect((await call(client, 'read_page', { url: `${ORIGIN}/en/docs/principle` })).text).toBe(twin('en/docs/principle.md'))
  })

  it('returns one section for #anchor, down to the next heading of its level', async () => {
    const zh = await call(client, 'read_page', { url: '/docs/principle#小程序不认识的选择器' })
    expect(zh.isError).toBe(false)
    expect(zh.text.startsWith('### 小程序不认识的选择器\n')).toBe(true)
    expect(zh.text).toContain('cssRemoveHoverPseudoClass')
    expect(zh.text).not.toContain('## 第六步')
    expect(twin('docs/principle.md')).toContain(zh.text.trimEnd())
    const encoded = await call(client, 'read_page', { url: `${ORIGIN}/en/docs/principle#${encodeURIComponent('小程序不认识的选择器')}` })
    expect(encoded.text.startsWith('### Selectors mini-programs don\'t understand\n')).toBe(true)
    expect(encoded.text).not.toContain('## Step 6')
    // An h2 section includes its h3s.
    const step = await call(client, 'read_page', { url: '/docs/principle#第五步改写-wxss-选择器' })
    expect(step.text).toContain('### 类名转义')
    expect(step.text).toContain('### 小程序不认识的选择器')
    expect(step.text).not.toContain('## 第六步')
  })

  it('refuses anything that is not a page of the site', async () => {
    for (const url of ['../', '../../etc/passwd', '/docs/../../etc/passwd', '/docs/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd', 'https://evil.example/',
      'https://evil.example/docs/intro', '//evil.example/docs/intro', 'file:///etc/passwd', 'C:\\Windows\\win.ini', '/docs/intro\\..\\..\\x', '',
      '/docs/no-such-page', '/docs/principle#no-such-section', '/build/docs/intro', '/docs/%E0%A4%A']) {
      const reply = await call(client, 'read_page', { url })
      expect(reply.isError, url).toBe(true)
      expect(reply.text, url).not.toContain('root:')
    }
  })
})

describe('transform', () => {
  it('gives what runPlay gives on the Play\'s parity corpus', async () => {
    for (const entry of CORPUS) {
      const input = { template: entry.template, css: entry.css ?? ENTRY, options: JSON.parse(entry.options ?? '{}') as Record<string, unknown>, script: entry.script ?? '' }
      const expected = await runPlayInNode(input)
      const reply = await call(client, 'transform', input)
      expect(reply.isError, entry.name).toBe(false)
      const output = reply.structured as { wxml: string; wxss: string; js: string; classes: string[] }
      expect(output.wxml, entry.name).toBe(expected.wxml)
      expect(output.wxss, entry.name).toBe(expected.wxss)
      expect(output.js, entry.name).toBe(expected.js)
      expect(output.classes, entry.name).toEqual(expected.classes)
    }
  }, 120_000)

  it('refuses the imports /play refuses, so no other file is read into a run', async () => {
    for (const id of ['no-such-stylesheet.css', '/etc/passwd', '../../../../etc/passwd', 'tailwindcss', 'tailwindcss/package.json']) {
      const reply = await call(client, 'transform', { template: '<view class="p-1"></view>', css: `@import "${id}";` })
      expect(reply.isError, id).toBe(true)
      expect(reply.text, id).toContain(`The Play can only @import "weapp-tailwindcss/index.css", not "${id}"`)
      expect(reply.text, id).not.toContain('root:')
    }
    const checked = await call(client, 'check_classes', { classes: 'p-1', options: {} })
    expect(checked.isError).toBe(false)
  })
})

type Finding = { kind: string; severity?: string; message: string; docs: string }
type Checked = { class: string; escaped: string; generated: boolean; wxss: string[]; findings: Finding[] }

describe('check_classes', () => {
  it('reports each kind of finding, found by running the transform', async () => {
    const classes = ['p-4', 'foo-bar', 'hover:bg-red-500', 'space-y-4', '*:p-2', 'bg-[32rpx]', 'w-[300rpx]', 'text-[32rpx]']
    const reply = await call(client, 'check_classes', { classes })
    expect(reply.isError).toBe(false)
    const byClass = new Map((reply.structured as { classes: Checked[] }).classes.map(entry => [entry.class, entry]))
    const kinds = (name: string) => byClass.get(name)!.findings.map(finding => finding.kind)
    expect(kinds('p-4')).toEqual([])
    expect(byClass.get('p-4')!.wxss.join('\n')).toMatch(/^\.p-4/)
    expect(kinds('foo-bar')).toEqual(['no-rule'])
    expect(byClass.get('foo-bar')!.generated).toBe(false)
    expect(kinds('hover:bg-red-500')).toEqual(['dropped'])
    expect(byClass.get('hover:bg-red-500')!.escaped).toBe('hover_cbg-red-500')
    expect(kinds('space-y-4')).toEqual(['rewritten'])
    expect(kinds('*:p-2')).toEqual(['rewritten'])
    expect(byClass.get('*:p-2')!.findings[0].docs).toBe(`${ORIGIN}${FINDING_DOCS['rewritten-tags']}`)
    expect(kinds('bg-[32rpx]')).toEqual(['unit'])
    expect(byClass.get('bg-[32rpx]')!.findings[0].message).toContain('background-size')
    // The rpx patch is in place: 32rpx is a font size, not a colour, so nothing to report.
    expect(kinds('text-[32rpx]')).toEqual([])
    expect(kinds('w-[300rpx]')).toEqual([])
    expect(byClass.get('w-[300rpx]')!.escaped).toBe('w-_b300rpx_B')
  })

  it('checks the class attributes of a template, hover-class included', async () => {
    const reply = await call(client, 'check_classes', { template: '<view class="p-4 hover:bg-red-500" hover-class="bg-gray-100">a</view>', locale: 'en' })
    const checked = (reply.structured as { classes: Checked[] }).classes
    expect(checked.map(entry => entry.class)).toEqual(['p-4', 'hover:bg-red-500', 'bg-gray-100'])
    expect(checked[1].findings[0].docs).toBe(`${ORIGIN}/en${FINDING_DOCS['dropped-hover']}`)
    expect(checked[2].findings).toEqual([])
  })

  it('links only to pages and sections that exist, in both locales', async () => {
    for (const docs of Object.values(FINDING_DOCS)) {
      for (const url of [docs, `/en${docs}`]) expect((await call(client, 'read_page', { url })).isError, url).toBe(false)
    }
  })
})

describe('play_link', () => {
  it('encodes the input the way /play reads its hash', async () => {
    const template = '<view class="w-[300rpx] text-[32rpx]">任意值</view>'
    const reply = await call(client, 'play_link', { template, options: { rem2rpx: true } })
    const url = (reply.structured as { url: string }).url
    expect(url.startsWith(`${ORIGIN}/play#v1:`)).toBe(true)
    expect(await decodeState(new URL(url).hash)).toEqual({ template, css: ENTRY, options: JSON.stringify({ rem2rpx: true }, null, 2), script: '' })
    const en = await call(client, 'play_link', { template, options: '{"px2rpx": true}', locale: 'en' })
    expect(en.text.startsWith(`${ORIGIN}/en/play#v1:`)).toBe(true)
    expect((await decodeState(new URL(en.text).hash))!.options).toBe('{"px2rpx": true}')
  })
})

describe('hostile input', () => {
  const MB = 'x'.repeat(1024 * 1024)
  const cases: [string, unknown][] = [
    ['search_docs', { query: MB }],
    ['search_docs', { query: 5 }],
    ['search_docs', {}],
    ['search_docs', { query: 'rpx', locale: 'fr' }],
    ['search_docs', { query: 'rpx', limit: 1e9 }],
    ['read_page', { url: MB }],
    ['read_page', { url: ['/docs/intro'] }],
    ['read_page', {}],
    ['transform', { template: MB }],
    ['transform', { template: '<view class="p-1"></view>', css: 'a'.repeat(150 * 1024), script: 'b'.repeat(60 * 1024) }],
    ['transform', { template: 5 }],
    ['transform', { options: 'rem2rpx' }],
    ['transform', { template: '<view class="p-1"></view>', options: { rem2rpx: 'yes' } }],
    ['transform', { template: '<view class="p-1"></view>', options: { nope: 1 } }],
    ['transform', { template: '<view class="p-1"></view>', options: { constructor: 1 } }],
    ['check_classes', { classes: 'p-1', options: { px2rpx: [] } }],
    ['check_classes', {}],
    ['check_classes', { classes: ['p-1'], template: '<view class="p-1"></view>' }],
    ['check_classes', { classes: MB }],
    ['check_classes', { classes: Array.from({ length: 10_000 }, (_, i) => `p-${i}`) }],
    ['check_classes', { classes: '   ' }],
    ['play_link', {}],
    ['play_link', { template: MB }],
    ['no_such_tool', {}],
  ]
  it('answers each with a tool error and keeps serving', async () => {
    for (const [name, args] of cases) {
      const reply = await call(client, name, args)
      expect(reply.isError, `${name} ${JSON.stringify(args).slice(0, 80)}`).toBe(true)
      expect(reply.text.length).toBeGreaterThan(0)
    }
    await client.ping()
    expect((await call(client, 'search_docs', { query: 'rem2rpx' })).isError).toBe(false)
  })
})

describe('run time', () => {
  // The Play's runaway input (tests/e2e/play/play.spec.ts): each custom variant doubles the selectors of the one inside it.
  const RUNAWAY_CSS = ENTRY + Array.from({ length: 12 }, (_, i) => `@custom-variant v${i + 1} (&:is(.a${i + 1}), &:is(.b${i + 1}));`).join('\n')
  const RUNAWAY_CLASS = `${Array.from({ length: 12 }, (_, i) => `v${i + 1}`).join(':')}:flex`

  it('stops a compile at the Play\'s 15 s limit with a tool error, and the next transform runs', async () => {
    const started = Date.now()
    const reply = await call(client, 'transform', { template: `<view class="${RUNAWAY_CLASS}">a</view>`, css: RUNAWAY_CSS })
    const elapsed = Date.now() - started
    expect(reply.isError).toBe(true)
    expect(reply.text).toContain('15 s')
    expect(elapsed).toBeGreaterThanOrEqual(15_000)
    expect(elapsed).toBeLessThan(30_000)
    const next = await call(client, 'transform', { template: '<view class="p-[7px]">b</view>' })
    expect((next.structured as { wxml: string }).wxml).toBe('<view class="p-_b7px_B">b</view>')
  }, 90_000)
})

describe('resources', () => {
  it('lists every page of both editions and the llms files, and reads them', async () => {
    const { resources } = await client.listResources()
    const uris = new Set(resources.map(resource => resource.uri))
    for (const uri of [`${ORIGIN}/docs/intro.md`, `${ORIGIN}/en/docs/intro.md`, `${ORIGIN}/llms.txt`, `${ORIGIN}/llms-full.txt`, `${ORIGIN}/en/llms.txt`, `${ORIGIN}/en/llms-full.txt`]) {
      expect(uris.has(uri), uri).toBe(true)
    }
    const twins = fs.readdirSync(path.join(siteRoot, 'build/docs'), { recursive: true }).filter(file => String(file).endsWith('.md'))
    expect(resources.filter(resource => resource.uri.startsWith(`${ORIGIN}/docs/`)).length).toBe(twins.length)
    const page = await client.readResource({ uri: `${ORIGIN}/en/docs/intro.md` })
    expect((page.contents[0] as { text: string }).text).toBe(fs.readFileSync(path.join(siteRoot, 'build/en/docs/intro.md'), 'utf8'))
    const llms = await client.readResource({ uri: `${ORIGIN}/llms.txt` })
    expect((llms.contents[0] as { text: string }).text).toBe(fs.readFileSync(path.join(siteRoot, 'build/llms.txt'), 'utf8'))
    await expect(client.readResource({ uri: 'file:///etc/passwd' })).rejects.toThrow()
  })
})
