import { templates, type StarterTemplate, type TemplateFramework } from '../../src/data/templates'
import { showcaseProjects, showcaseSubmitUrl } from '../../src/data/showcase'
import type { JsxProps } from './jsxToMarkdown'
import { markdownLink } from './markdownSyntax'

// Components whose content is data in src/data: their twins show the same facts
// as Markdown, read from the same modules the React components render, so a
// template or project added there reaches both the page and its twin.

const UNKNOWN = '以仓库为准' // the table's own wording (src/components/TemplateTable)

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

function templateRow(item: StarterTemplate): string {
  const name = [markdownLink(item.name, item.url), item.recommended ? '（推荐）' : '', item.note ? `——${item.note}` : ''].join('')
  return `| ${[
    name,
    item.stack,
    item.tailwind ? `${item.tailwind}.x` : UNKNOWN,
    item.language ?? UNKNOWN,
    item.includes && item.includes.length > 0 ? item.includes.join('、') : '—',
  ].map(cell).join(' | ')} |`
}

/** `<TemplateTable framework="…" />`: the same caption, columns and rows as the HTML table. */
export function templateTableMarkdown(framework?: string): string {
  const rows = framework ? templates.filter(item => item.framework === (framework as TemplateFramework)) : templates
  const caption = framework ? `${framework} 模板` : '全部模板'
  return [
    `**${caption}（共 ${rows.length} 个）**`,
    '',
    '| 仓库 | 写法与构建 | Tailwind CSS | 语言 | 预装内容 |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(templateRow),
  ].join('\n')
}

/** `<ShowcaseGrid />`: one list item per project card, then the submission link. */
export function showcaseMarkdown(): string {
  const items = showcaseProjects.map(project => {
    const facts = [
      `运行平台：${project.platforms.join('、')}`,
      project.description,
      project.owner ? `出品方：${project.owner}` : undefined,
      project.url ? markdownLink(`访问 ${project.name}`, project.url) : undefined,
    ].filter(Boolean)
    return `- **${project.name}**：${facts.join('；')}`
  })
  const submit = `你的小程序也在用 weapp-tailwindcss？在 GitHub 讨论串里留下名称和介绍，就会被收录到这里：${markdownLink('提交你的项目（GitHub issue #270）', showcaseSubmitUrl)}。`
  return [...items, '', submit].join('\n')
}

export function renderDataComponent(name: string, props: JsxProps): string | undefined {
  if (name === 'TemplateTable') return templateTableMarkdown(props.framework)
  if (name === 'ShowcaseGrid') return showcaseMarkdown()
  return undefined
}
