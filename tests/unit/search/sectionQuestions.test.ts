import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findAnswer } from '../../../plugins/local-search/client/findAnswer'
import { createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { decodeSearchIndex, encodeSearchIndex } from '../../../plugins/local-search/client/searchRecord'
import { questionsByUrl, questionsOf } from '../../../lib/search-questions/questionsByUrl'
import { parseSectionQuestions } from '../../../lib/search-questions/sectionQuestions'
import { record } from './records'

// A reader describes the symptom; the section explains the cause in other words.
const symptom = '新建的分包目录里类名全都没有样式'
const records = [
  record({
    url: '/docs/independent-pkg#多上下文', lvl1: '独立分包', lvl2: '多上下文',
    content: '独立分包不会加载主包的 app.wxss，每个独立分包需要自己的样式入口。',
    questions: ['分包里的类名没有样式', '新建分包后样式丢失'],
  }),
  record({
    url: '/docs/intro', lvl1: '简介',
    content: '新建项目时先安装依赖，类名写在模板里即可，目录结构随框架而定。',
  }),
]

describe('section questions in the index', () => {
  it('lift the section whose questions carry the reader\'s words above prose that shares a few of them', async () => {
    const withQuestions = await createSearchEngine(records)
    expect(withQuestions.search(symptom)[0].record.url).toBe('/docs/independent-pkg#多上下文')
    const without = await createSearchEngine(records.map(r => ({ ...r, questions: [] })))
    expect(without.search(symptom)[0].record.url).toBe('/docs/intro')
  })

  it('survive the browser index format, and a section without questions stores none', () => {
    const payload = encodeSearchIndex(records)
    expect(payload.sections[0]).toHaveLength(6)
    expect(payload.sections[1]).toHaveLength(5)
    expect(decodeSearchIndex(JSON.parse(JSON.stringify(payload))).map(r => r.questions)).toEqual([records[0].questions, []])
  })

  it('let Ask AI quote the opening of the section its questions match, when no sentence has the reader\'s words', async () => {
    const engine = await createSearchEngine(records)
    const twin = '# 独立分包\n\n## 多上下文\n\n独立分包不会加载主包的 app.wxss。每个独立分包需要自己的样式入口。\n'
    const found = await findAnswer(symptom, engine, async url => (url === '/docs/independent-pkg' ? twin : null))
    expect(found.passages[0]).toMatchObject({ url: '/docs/independent-pkg#多上下文', heading: '多上下文' })
    expect(found.passages[0].text).toContain('独立分包不会加载主包的 app.wxss')
    const bare = await createSearchEngine(records.map(r => ({ ...r, questions: [] })))
    const unaided = await findAnswer(symptom, bare, async url => (url === '/docs/independent-pkg' ? twin : null))
    expect(unaided.passages.map(p => p.url)).not.toContain('/docs/independent-pkg#多上下文')
  })
})

describe('questions files', () => {
  it('are read by page URL and anchor, `top` standing for the opening', () => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'questions-'))
    fs.mkdirSync(path.join(docs, 'issues'))
    fs.writeFileSync(path.join(docs, 'issues/css-vars.md'), '# x\n')
    fs.writeFileSync(path.join(docs, 'issues/css-vars.questions.yml'), 'top:\n  - 变量不生效\n原因:\n  - 为什么阴影没了\n相关页面: []\n')
    const byUrl = questionsByUrl(docs)
    expect(questionsOf(byUrl, '/docs/issues/css-vars', null)).toEqual(['变量不生效'])
    expect(questionsOf(byUrl, '/docs/issues/css-vars', '原因')).toEqual(['为什么阴影没了'])
    expect(questionsOf(byUrl, '/docs/issues/css-vars', '相关页面')).toEqual([])
    expect(questionsOf(byUrl, '/docs/other', null)).toEqual([])
  })

  it('that are not a mapping of lists say where', () => {
    expect(parseSectionQuestions('top: [a\n')).toMatchObject({ ok: false })
    expect(parseSectionQuestions('- a\n- b\n')).toMatchObject({ ok: false, message: expect.stringContaining('mapping') })
    expect(parseSectionQuestions('top:\n  - a\n原因: 一句话\n')).toMatchObject({ ok: false, line: 3 })
  })
})
