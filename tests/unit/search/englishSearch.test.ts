import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AllContent } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'
import { composeDocsAnswer } from '../../../plugins/local-search/client/askAiFromDocs'
import { findAnswer, type ReadTwin } from '../../../plugins/local-search/client/findAnswer'
import { findMatches } from '../../../plugins/local-search/client/highlight'
import { isProseQuery, queryIntent } from '../../../plugins/local-search/client/queryIntent'
import { createSearchEngine } from '../../../plugins/local-search/client/searchEngine'
import { languageOfRecords, searchLanguageOf } from '../../../plugins/local-search/client/searchLanguage'
import { questionWords, queryTerms, searchTerms } from '../../../plugins/local-search/client/tokenize'
import { collectSourceRecords } from '../../../plugins/local-search/collectSourceRecords'
import { fallbackPermalinks, isInLocale } from '../../../plugins/local-search/localePages'
import { record } from './records'

const en = (query: string) => queryTerms(query, 'en')

describe('English tokenizer', () => {
  it('reads plurals and other inflections by their stem, on both sides', () => {
    expect(en('classes')).toEqual(en('class'))
    expect(en('configuration')).toEqual(en('configure'))
    expect(en('subpackages')).toEqual(en('subpackage'))
    expect(searchTerms('Tailwind classes are not working', 'en')).toEqual([...en('tailwind'), ...en('class'), ...en('work')])
  })

  it('drops English function words from queries and pages', () => {
    const terms = en('How do I use the plugin with Taro?')
    for (const stop of ['how', 'do', 'i', 'the', 'with']) expect(terms).not.toContain(stop)
    expect(terms).toEqual([...en('use'), ...en('plugin'), 'taro'])
    expect(searchTerms('it is in the docs', 'en')).toEqual(en('docs'))
  })

  it('keeps class names and options whole and splits camelCase into stemmed parts', () => {
    expect(en('w-[100px]')).toEqual(['w-[100px]', 'w', '100px'])
    expect(en('cssEntries')).toEqual(['cssentries', 'css', ...en('entries')])
    expect(en('twMerge')).toEqual(['twmerge', 'tw', ...en('merge')])
    // A function word inside a class name is a part of it, not a function word.
    expect(en('not-first:p-2')).toContain('not')
  })

  it('leaves the Chinese tokenizer as it was: no stems, no English stop list', () => {
    expect(queryTerms('classes')).toEqual(['classes'])
    expect(queryTerms('how do I use the plugin')).toEqual(['how', 'do', 'i', 'use', 'the', 'plugin'])
    expect(queryTerms('cssEntries')).toEqual(['cssentries', 'css', 'entries'])
  })

  it('gives Ask AI the question words without function words, each by its stem', () => {
    expect(questionWords('why are the gradients missing', 'en')).toEqual([en('gradients'), en('missing')])
  })

  it('tells English prose from a bare identifier', () => {
    expect(isProseQuery('classes not working in taro', 'en')).toBe(true)
    expect(isProseQuery('twMerge', 'en')).toBe(false)
    expect(isProseQuery('classes not working in taro')).toBe(false)
  })

  it('takes the framework a reader does not use out of an English query', () => {
    expect(queryIntent('native mini-program without uni-app', 'en')).toEqual({ wanted: 'native mini-program', negated: ['uni-app'] })
    expect(queryIntent('native mini-program without uni-app').negated).toEqual([])
  })
})

describe('English highlights', () => {
  it('marks the inflected words of a stem, at word boundaries', () => {
    const text = 'Class names and classes; subclasses stay.'
    const spans = findMatches(text, en('class'), 'en').map(({ start, end }) => text.slice(start, end))
    expect(spans).toEqual(['Class', 'classes'])
    expect(findMatches(text, en('class')).map(({ start, end }) => text.slice(start, end))).toEqual(['Class'])
  })
})

const englishRecords = [
  record({ url: '/docs/quick-start/apply-themes', lvl1: 'Multiple themes in mini-programs', language: 'en', content: 'Switch color schemes with CSS variables and page-meta.' }),
  record({ url: '/docs/quick-start/apply-themes#dark', lvl1: 'Multiple themes in mini-programs', lvl2: 'Dark mode', language: 'en', content: 'Configuring a dark theme takes one variable per color.' }),
  record({ url: '/docs/issues/css-vars', lvl1: 'Gradients do not work', language: 'en', content: 'Gradient and shadow classes rely on --tw-* variables that never reach app.wxss.' }),
  record({ url: '/docs/intro', lvl1: 'Introduction', language: 'en', content: 'What weapp-tailwindcss is and where to start.' }),
]
const noTwins: ReadTwin = async () => null

describe('English index', () => {
  it('is read in the language of its records', async () => {
    expect(languageOfRecords(englishRecords)).toBe('en')
    expect(searchLanguageOf('zh-cn')).toBe('zh-cn')
    expect((await createSearchEngine(englishRecords)).language).toBe('en')
  })

  it('finds a page by another form of its words', async () => {
    const engine = await createSearchEngine(englishRecords)
    expect(engine.search('configure dark themes')[0].record.url).toBe('/docs/quick-start/apply-themes#dark')
    expect(engine.search('configured')[0].record.url).toBe('/docs/quick-start/apply-themes#dark')
    // Read as Chinese (no stems), "configured" is a word no record has.
    const asChinese = await createSearchEngine(englishRecords.map(r => ({ ...r, language: 'zh-cn' })))
    expect(asChinese.search('configured')).toEqual([])
  })

  it('answers Ask AI with an English sentence and English words around it', async () => {
    const engine = await createSearchEngine(englishRecords)
    const found = await findAnswer('why do gradients not work', engine, noTwins)
    expect(found.passages[0]?.url).toBe('/docs/issues/css-vars')
    const answer = composeDocsAnswer('why do gradients not work', found, 'https://docs.example/en', engine.language)
    expect(answer.markdown).toMatch(/^Quoted from this site's docs/)
    expect(answer.markdown).toContain('> Gradient and shadow classes rely on')
    expect(answer.markdown).toContain('(https://docs.example/en/docs/issues/css-vars)')
    expect(answer.markdown).not.toMatch(/\p{Script=Han}/u)
  })

  it('says in English that nothing answers a question the docs do not cover', async () => {
    const engine = await createSearchEngine(englishRecords)
    const found = await findAnswer('how to paginate cloud database queries', engine, noTwins)
    expect(found.passages).toEqual([])
    const answer = composeDocsAnswer('how to paginate cloud database queries', found, 'https://docs.example/en', 'en')
    expect(answer.markdown).toMatch(/^No sentence in the docs answers/)
    expect(answer.markdown).not.toMatch(/\p{Script=Han}/u)
  })
})

describe('pages of a locale', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-pages-'))
  const english = { siteDir, localizationDir: path.join(siteDir, 'i18n/en'), isDefaultLocale: false }
  fs.mkdirSync(path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current'), { recursive: true })
  fs.mkdirSync(path.join(siteDir, 'docs/api'), { recursive: true })
  fs.writeFileSync(path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current/intro.md'), '# Introduction\n\nWhat it is.\n')
  fs.writeFileSync(path.join(siteDir, 'docs/api/index.md'), '# 配置项\n\n全部配置项。\n')
  const doc = (id: string, source: string) => ({ id, source, permalink: `/en/docs/${id}`, title: id, frontMatter: {}, unlisted: false })
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ versionName: 'current', docs: [
        doc('intro', '@site/i18n/en/docusaurus-plugin-content-docs/current/intro.md'),
        doc('api', '@site/docs/api/index.md'),
      ] }] },
    },
  } as unknown as AllContent

  it('are the ones whose source lives in the locale\'s folder', () => {
    expect(isInLocale('@site/i18n/en/docusaurus-plugin-content-docs/current/intro.md', english)).toBe(true)
    expect(isInLocale('@site/docs/api/index.md', english)).toBe(false)
    expect(isInLocale('@site/docs/api/index.md', { ...english, isDefaultLocale: true })).toBe(true)
    expect([...fallbackPermalinks(allContent, english)]).toEqual(['/en/docs/api'])
  })

  it('make the English dev index: English pages only, language en, English sections', async () => {
    const records = await collectSourceRecords(siteDir, allContent, '/en/', { ...english, locale: 'en' })
    expect(records.map(r => [r.url, r.language, r.hierarchy.lvl0])).toEqual([['/docs/intro', 'en', 'Docs']])
  })
})
