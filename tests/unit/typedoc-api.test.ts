import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPackageFacts } from '../../lib/package-options/docsOptionCheck'
import { defaultSource, formatLiteral, NOT_A_LITERAL, parseLiteral, sameLiteral } from '../../lib/package-options/literal'
import { firstSentence, frontMatterFor, toYaml, type FrontMatterTexts } from '../../plugins/typedoc-api/frontMatter'
import { GENERATOR_TEXTS } from '../../plugins/typedoc-api/generatorTexts'
import { tidyMarkdown } from '../../plugins/typedoc-api/markdownFixes'
import { readGeneratedSidebar, sidebarFromNavigation, withoutDocs } from '../../plugins/typedoc-api/sidebar'

const siteDir = path.resolve(__dirname, '../..')

describe('literals of @default tags and docs', () => {
  it.each([
    ["'view + view'", 'view + view'],
    ['`false` <br/>', false],
    ["```ts\n['weappTwIgnore']\n```", ['weappTwIgnore']],
    ['{ allowDoubleQuotes: false }', { allowDoubleQuotes: false }],
    ['-1', -1],
  ])('%j is %j', (text, value) => {
    expect(parseLiteral(defaultSource(text))).toEqual(value)
  })

  it.each(['MappingChars2String', '()=>false', "'a' 或 'b'", 'box-sizing: border-box'])('%j is not a literal', text => {
    expect(parseLiteral(defaultSource(text))).toBe(NOT_A_LITERAL)
  })

  it('compares arrays by order and objects by keys', () => {
    expect(sameLiteral({ a: [1, 2], b: 'x' }, { b: 'x', a: [1, 2] })).toBe(true)
    expect(sameLiteral(['view', 'text'], ['text', 'view'])).toBe(false)
    expect(sameLiteral('view', ['view'])).toBe(false)
  })

  it('prints short values on one line and long ones indented', () => {
    expect(formatLiteral(['view', 'text'])).toBe("['view', 'text']")
    expect(formatLiteral({ 'box-sizing': 'border-box', 'border-width': '0', 'border-style': 'solid' })).toBe(
      "{\n  'box-sizing': 'border-box',\n  'border-width': '0',\n  'border-style': 'solid',\n}",
    )
  })
})

describe('tidyMarkdown', () => {
  const options = 'interfaces/UserDefinedOptions.md'

  it('drops group numbers, optional markers, <br/> and () on option headings', () => {
    const page = '## 0.重要配置\n\n### rem2rpx?\n\n> `optional` **rem2rpx?**: `boolean`\n\n### cssMatcher()?\n\n`x` \\<br/\\>\n'
    expect(tidyMarkdown(page, options, options)).toBe(
      '## 重要配置\n\n### rem2rpx \\{#rem2rpx\\}\n\n> **rem2rpx?**: `boolean`\n\n### cssMatcher \\{#cssmatcher\\}\n\n`x`\n',
    )
    expect(tidyMarkdown('### apply()\n', 'classes/UnifiedWebpackPluginV5.md', options)).toBe('### apply()\n')
  })

  it('gives nested members ids under their option, so they cannot take an option\'s anchor', () => {
    const page = '### babelParserOptions\n\n##### cache\n\n### cache\n'
    expect(tidyMarkdown(page, options, options)).toBe(
      '### babelParserOptions \\{#babelparseroptions\\}\n\n##### cache \\{#babelparseroptions-cache\\}\n\n### cache \\{#cache\\}\n',
    )
  })

  it('points the JSDoc links to the old upstream option pages at our anchors', () => {
    const link = 'see [`customAttributes`](/docs/api/options/important#customattributes)'
    expect(tidyMarkdown(link, options, options)).toBe('see [`customAttributes`](#customattributes)')
    expect(tidyMarkdown(link, 'index.md', options)).toBe('see [`customAttributes`](interfaces/UserDefinedOptions.md#customattributes)')
  })
})

describe('front matter of generated pages', () => {
  const texts: FrontMatterTexts = {
    packageName: 'pkg',
    version: '1.2.3',
    index: { title: 'API 总览', sidebarLabel: '总览', description: 'index description' },
    options: { name: 'UserDefinedOptions', title: '配置项', sidebarLabel: '配置项', description: 'options description' },
    titleSuffix: '（2.x）',
    keywords: ['pkg', 'API'],
  }

  it('gives every page a title, description and keywords, and no edit link', () => {
    expect(frontMatterFor({ kind: 'index', name: 'pkg' }, texts, GENERATOR_TEXTS['zh-cn'])).toEqual({
      title: 'API 总览', description: 'index description', keywords: ['pkg', 'API'], sidebar_label: '总览', custom_edit_url: null,
    })
    expect(frontMatterFor({ kind: '接口', name: 'DisabledOptions', summary: '禁用插件功能的细粒度选项。' }, texts, GENERATOR_TEXTS['zh-cn'])).toEqual({
      title: '接口：DisabledOptions（2.x）',
      description: 'pkg 1.2.3 导出的接口 DisabledOptions：禁用插件功能的细粒度选项。',
      keywords: ['DisabledOptions', 'pkg', 'API'],
      sidebar_label: 'DisabledOptions',
      custom_edit_url: null,
    })
  })

  it('says the same in English on the English pages', () => {
    const page = { kind: 'Interface', name: 'DisabledOptions', summary: 'Fine-grained switches.' }
    expect(frontMatterFor(page, { ...texts, titleSuffix: ' (2.x)' }, GENERATOR_TEXTS.en)).toMatchObject({
      title: 'Interface: DisabledOptions (2.x)',
      description: 'The interface DisabledOptions exported by pkg 1.2.3: Fine-grained switches.',
    })
  })

  it('writes YAML that quotes titles with colons', () => {
    expect(toYaml({ title: '接口：A: B', description: 'd', keywords: ['a', 'b c'], custom_edit_url: null })).toBe(
      '---\ntitle: "接口：A: B"\ndescription: "d"\nkeywords: ["a", "b c"]\ncustom_edit_url: null\n---\n\n',
    )
  })

  it('uses the first sentence of a summary as plain text', () => {
    expect(firstSentence('控制 `calc` 的 [结果](x)。第二句。', GENERATOR_TEXTS['zh-cn'].sentenceEnd)).toBe('控制 calc 的 结果。')
    expect(firstSentence('Controls `calc` [results](x). Second one.', GENERATOR_TEXTS.en.sentenceEnd)).toBe('Controls calc results.')
  })
})

describe('generated sidebar', () => {
  const navigation = [
    { title: '类', children: [{ title: 'Plugin', path: 'classes/Plugin.md' }] },
    { title: '接口', children: [{ title: 'UserDefinedOptions', path: 'interfaces/UserDefinedOptions.md' }] },
  ]

  it('becomes collapsed categories of doc ids under the folder', () => {
    expect(sidebarFromNavigation(navigation, 'api')).toEqual([
      { type: 'category', label: '类', collapsed: true, items: [{ type: 'doc', id: 'api/classes/Plugin', label: 'Plugin' }] },
      { type: 'category', label: '接口', collapsed: true, items: [{ type: 'doc', id: 'api/interfaces/UserDefinedOptions', label: 'UserDefinedOptions' }] },
    ])
  })

  it('drops pages placed by hand and the categories they empty', () => {
    expect(withoutDocs(sidebarFromNavigation(navigation, 'api'), ['api/interfaces/UserDefinedOptions'])).toHaveLength(1)
  })

  it('is empty before the first generation', () => {
    expect(readGeneratedSidebar(path.join(siteDir, 'no/such/file.json'))).toEqual([])
  })
})

describe('the hand-written API intro (config/typedoc-readme.md)', () => {
  const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8')
  const links = (readme: string) => [...readme.matchAll(/\{@link(?:code)? ([\w.]+)/g)].map(match => match[1])
  const headingCount = (readme: string) => readme.split('\n').filter(line => /^#{1,6} /.test(line)).length

  it.each(['config/typedoc-readme.md', 'config/typedoc-readme.en.md'])('%s links every option shown on the options page', file => {
    const linked = new Set(links(read(file)).map(target => target.replace(/^UserDefinedOptions\./, '')))
    const shown = readPackageFacts(siteDir).options.filter(option => !option.hidden).map(option => option.name)
    expect(shown.filter(name => !linked.has(name))).toEqual([])
  })

  // The English pages take their heading anchors from the Chinese ones, one to one.
  it.each([
    ['config/typedoc-readme.md', 'config/typedoc-readme.en.md'],
    ['config/typedoc-readme-v2.md', 'config/typedoc-readme-v2.en.md'],
  ])('%s and its English twin have the same headings and links', (chinese, english) => {
    expect(headingCount(read(english))).toBe(headingCount(read(chinese)))
    expect(links(read(english))).toEqual(links(read(chinese)))
  })
})
