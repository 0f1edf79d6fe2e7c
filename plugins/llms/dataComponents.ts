import fs from 'node:fs'
import path from 'node:path'
import { templates, type StarterTemplate, type TemplateFramework } from '../../lib/data/templates'
import { platformNamesEn, showcaseProjects, showcaseSubmitUrl } from '../../lib/data/showcase'
import type { JsxProps } from './jsxToMarkdown'
import { markdownLink } from './markdownSyntax'

// Components whose content is data in lib/data: their twins show the same facts
// as Markdown, read from the same modules the React components render, so a
// template or project added there reaches both the page and its twin. The English
// edition reads its wording from i18n/en/code.json, the catalogue the components use.

/** The components' own texts, by translation id, with the Chinese the components fall back to. */
const CHINESE: Record<string, string> = {
  'templates.unknown': '以仓库为准',
  'templates.recommended': '推荐',
  'templates.framework.native': '原生小程序',
  'templates.caption.framework': '{framework} 模板',
  'templates.caption.all': '全部模板',
  'templates.caption.count': '{caption}（共 {count} 个）',
  'templates.column.repository': '仓库',
  'templates.column.stack': '写法与构建',
  'templates.column.language': '语言',
  'templates.column.includes': '预装内容',
  'showcase.platforms': '运行平台',
  'showcase.owner': '出品方：{owner}',
  'showcase.visit': '访问 {name}',
  'showcase.submit.text': '你的小程序也在用 weapp-tailwindcss？在 GitHub 讨论串里留下名称和介绍，就会被收录到这里：',
  'showcase.submit.link': '提交你的项目（GitHub issue #270）',
}

export interface DataTexts {
  english: boolean
  text: (id: string, values?: Record<string, string | number>) => string
}

/** The texts for a locale: Chinese as the components write it, or the messages of i18n/<locale>/code.json. */
export function dataTexts(siteDir: string, locale: string | undefined): DataTexts {
  let messages: Record<string, { message: string }> = {}
  if (locale === 'en') {
    try {
      messages = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as typeof messages
    } catch {
      messages = {}
    }
  }
  return {
    english: locale === 'en',
    text: (id, values = {}) =>
      (messages[id]?.message ?? CHINESE[id] ?? id).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)),
  }
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')

function templateRow(item: StarterTemplate, texts: DataTexts): string {
  const stack = texts.english ? item.en?.stack ?? item.stack : item.stack
  const note = texts.english ? item.en?.note ?? item.note : item.note
  const includes = texts.english ? item.en?.includes ?? item.includes : item.includes
  const recommended = item.recommended ? (texts.english ? ` (${texts.text('templates.recommended')})` : `（${texts.text('templates.recommended')}）`) : ''
  const name = [markdownLink(item.name, item.url), recommended, note ? (texts.english ? ` — ${note}` : `——${note}`) : ''].join('')
  const unknown = texts.text('templates.unknown')
  return `| ${[
    name,
    stack,
    item.tailwind ? `${item.tailwind}.x` : unknown,
    item.language ?? unknown,
    includes && includes.length > 0 ? includes.join(texts.english ? ', ' : '、') : '—',
  ].map(cell).join(' | ')} |`
}

/** `<TemplateTable framework="…" />`: the same caption, columns and rows as the HTML table. */
export function templateTableMarkdown(framework: string | undefined, texts: DataTexts): string {
  const rows = framework ? templates.filter(item => item.framework === (framework as TemplateFramework)) : templates
  const frameworkName = framework === '原生小程序' ? texts.text('templates.framework.native') : framework
  const caption = frameworkName ? texts.text('templates.caption.framework', { framework: frameworkName }) : texts.text('templates.caption.all')
  const column = (id: string) => texts.text(`templates.column.${id}`)
  return [
    `**${texts.text('templates.caption.count', { caption, count: rows.length })}**`,
    '',
    `| ${[column('repository'), column('stack'), 'Tailwind CSS', column('language'), column('includes')].join(' | ')} |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map(item => templateRow(item, texts)),
  ].join('\n')
}

/** `<ShowcaseGrid />`: one list item per project card, then the submission link. */
export function showcaseMarkdown(texts: DataTexts): string {
  const [labelEnd, factEnd, listSep] = texts.english ? [': ', '; ', ', '] : ['：', '；', '、']
  const items = showcaseProjects.map(project => {
    const platforms = texts.english ? project.platforms.map(platform => platformNamesEn[platform] ?? platform) : project.platforms
    const facts = [
      `${texts.text('showcase.platforms')}${labelEnd}${platforms.join(listSep)}`,
      texts.english ? project.en?.description ?? project.description : project.description,
      project.owner ? texts.text('showcase.owner', { owner: project.owner }) : undefined,
      project.url ? markdownLink(texts.text('showcase.visit', { name: project.name }), project.url) : undefined,
    ].filter(Boolean)
    return `- **${project.name}**${labelEnd}${facts.join(factEnd)}`
  })
  const invitation = texts.text('showcase.submit.text')
  const link = markdownLink(texts.text('showcase.submit.link'), showcaseSubmitUrl)
  const submit = texts.english ? `${invitation} ${link}.` : `${invitation}${link}。`
  return [...items, '', submit].join('\n')
}

/** Renders the data components of one locale's pages. */
export function dataComponentRenderer(texts: DataTexts) {
  return (name: string, props: JsxProps): string | undefined => {
    if (name === 'TemplateTable') return templateTableMarkdown(props.framework, texts)
    if (name === 'ShowcaseGrid') return showcaseMarkdown(texts)
    return undefined
  }
}
