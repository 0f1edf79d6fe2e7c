import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dataComponentRenderer, dataTexts, showcaseMarkdown, templateTableMarkdown } from '../../../plugins/llms/dataComponents'
import { templates } from '../../../lib/data/templates'
import { showcaseProjects, showcaseSubmitUrl } from '../../../lib/data/showcase'

const siteDir = path.resolve(__dirname, '../../..')
const chinese = dataTexts(siteDir, 'zh-cn')
const english = dataTexts(siteDir, 'en')
const HAN = /\p{Script=Han}/u

describe('TemplateTable as Markdown', () => {
  it('has one row per template of the framework, with its repository link', () => {
    const taro = templates.filter(item => item.framework === 'Taro')
    const table = templateTableMarkdown('Taro', chinese)
    expect(table).toContain(`**Taro 模板（共 ${taro.length} 个）**`)
    expect(table.split('\n').filter(line => line.startsWith('| [')).length).toBe(taro.length)
    for (const item of taro) expect(table).toContain(`[${item.name}](${item.url})`)
  })

  it('lists every template when no framework is given', () => {
    expect(templateTableMarkdown(undefined, chinese).split('\n').filter(line => line.startsWith('| [')).length).toBe(templates.length)
  })

  it('is written in English for the English edition, from the same catalogue as the HTML table', () => {
    const table = templateTableMarkdown(undefined, english)
    expect(table).toContain(`**All templates (${templates.length})**`)
    expect(table).toContain('| Repository | Stack and build | Tailwind CSS | Language | Preinstalled |')
    // Only names keep their Chinese (a repository or product name is a name).
    const leftovers = table.split('\n').filter(line => HAN.test(line.replace(/\[[^\]]*\]\([^)]*\)/g, '')))
    expect(leftovers).toEqual([])
    expect(templateTableMarkdown('原生小程序', english)).toContain('**Native mini-program templates (')
  })
})

describe('ShowcaseGrid as Markdown', () => {
  it('lists every project and ends with the submission link', () => {
    const list = showcaseMarkdown(chinese)
    for (const project of showcaseProjects) expect(list).toContain(`- **${project.name}**`)
    expect(list).toContain(showcaseSubmitUrl)
  })

  it('says the facts in English for the English edition', () => {
    const list = showcaseMarkdown(english)
    expect(list).toContain('Platforms: Mini-program')
    expect(list).toContain('Submit your project (GitHub issue #270)')
    for (const project of showcaseProjects.filter(item => item.en?.description)) expect(list).toContain(project.en!.description!)
  })
})

it('knows only the components whose data lives in lib/data', () => {
  const render = dataComponentRenderer(chinese)
  expect(render('TemplateTable', { framework: 'Mpx' })).toContain('Mpx 模板')
  expect(render('HeroArt', {})).toBeUndefined()
})

it('falls back to the Chinese wording when the English catalogue is missing', () => {
  expect(dataTexts('/nonexistent', 'en').text('templates.caption.all')).toBe('全部模板')
})
