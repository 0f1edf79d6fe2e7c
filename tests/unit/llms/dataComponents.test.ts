import { describe, expect, it } from 'vitest'
import { renderDataComponent, showcaseMarkdown, templateTableMarkdown } from '../../../plugins/llms/dataComponents'
import { templates } from '../../../src/data/templates'
import { showcaseProjects, showcaseSubmitUrl } from '../../../src/data/showcase'

describe('TemplateTable as Markdown', () => {
  it('has one row per template of the framework, with its repository link', () => {
    const taro = templates.filter(item => item.framework === 'Taro')
    const table = templateTableMarkdown('Taro')
    expect(table).toContain(`**Taro 模板（共 ${taro.length} 个）**`)
    expect(table.split('\n').filter(line => line.startsWith('| [')).length).toBe(taro.length)
    for (const item of taro) expect(table).toContain(`[${item.name}](${item.url})`)
  })

  it('lists every template when no framework is given', () => {
    expect(templateTableMarkdown().split('\n').filter(line => line.startsWith('| [')).length).toBe(templates.length)
  })
})

describe('ShowcaseGrid as Markdown', () => {
  it('lists every project and ends with the submission link', () => {
    const list = showcaseMarkdown()
    for (const project of showcaseProjects) expect(list).toContain(`- **${project.name}**`)
    expect(list).toContain(showcaseSubmitUrl)
  })
})

it('knows only the components whose data lives in src/data', () => {
  expect(renderDataComponent('TemplateTable', { framework: 'Mpx' })).toContain('Mpx 模板')
  expect(renderDataComponent('HeroArt', {})).toBeUndefined()
})
