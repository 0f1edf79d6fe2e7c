import path from 'node:path'
import * as td from 'typedoc'
import { describe, expect, it } from 'vitest'
import { apiV2, apiV4 } from '../../config/typedoc'
import { ENGLISH_V2, ENGLISH_V4 } from '../../plugins/typedoc-api/english'
import { englishProblems, useEnglishComments, type EnglishTable } from '../../plugins/typedoc-api/englishComments'
import { typedocOptionsFor, type ApiDocSet } from '../../plugins/typedoc-api/generate'
import { withChineseAnchors } from '../../plugins/typedoc-api/headingIds'
import { fencedCode, toDisplayParts } from '../../plugins/typedoc-api/markdownFacts'
import { withoutComments } from '../../lib/i18n/withoutComments'

const siteDir = path.resolve(__dirname, '../..')
const fixture = path.resolve(__dirname, '../fixtures/typedoc-english/index.d.ts')

/** The pinned package's declarations, converted with the generator's own TypeDoc options, before any of our hooks. */
async function convertPackage(set: ApiDocSet) {
  const options = { ...typedocOptionsFor(siteDir, set), plugin: ['typedoc-plugin-markdown'], logLevel: 'Error' } as Partial<td.TypeDocOptions>
  const app = await td.Application.bootstrapWithPlugins(options, [new td.TSConfigReader()])
  const project = await app.convert()
  if (!project) throw new Error(`TypeDoc could not convert ${set.id}`)
  return project
}

async function convertFixture() {
  const app = await td.Application.bootstrap({ entryPoints: [fixture], skipErrorChecking: true, logLevel: 'Error' }, [])
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not convert the fixture')
  return project
}

// Read-only checks share one conversion (TypeDoc takes seconds to start); a test that changes comments converts its own.
let shared: Promise<td.ProjectReflection> | undefined
const sharedFixture = () => (shared ??= convertFixture())

const summaryOf = (project: td.ProjectReflection, name: string) => td.Comment.combineDisplayParts(project.getChildByName(name)!.comment!.summary)

const fixtureTable = (): EnglishTable => ({
  groups: { '0.重要配置': '0.Key options' },
  comments: {
    'Options.rem2rpx': {
      summary: 'Whether `rem` is converted to `rpx`.',
      remarks: 'Pass `true` for the defaults; see [the docs](/docs/rem2rpx).',
      examples: ['```ts\n// turn the conversion on\nrem2rpx: true\n```'],
    },
    'Options.addedInAnUpgrade': { summary: 'An option added by an upgrade.' },
    'Options.autoprefixer': { summary: 'Decided by the Tailwind CSS version.', default: '`true` with Tailwind CSS v4, `false` with other versions' },
  },
})

describe('English for the package JSDoc is complete', () => {
  it('has an entry for every documented declaration of weapp-tailwindcss, and none that matches nothing', async () => {
    expect(englishProblems(td, await convertPackage(apiV4('en')), ENGLISH_V4)).toEqual([])
  })

  it('has nothing to translate, and no stale entry, for weapp-tailwindcss-webpack-plugin', async () => {
    expect(englishProblems(td, await convertPackage(apiV2('en')), ENGLISH_V2)).toEqual([])
  })

  it('names a declaration with no entry, and an entry that matches nothing', async () => {
    const table = fixtureTable()
    delete table.comments['Options.addedInAnUpgrade']
    table.comments['Options.removedOption'] = { summary: 'Gone.' }
    expect(englishProblems(td, await sharedFixture(), table)).toEqual([
      'Options.addedInAnUpgrade: no English entry',
      'Options.removedOption: the entry matches no documented declaration (stale: remove or rename it)',
    ])
  })

  it('names missing and stale group names', async () => {
    const table = { ...fixtureTable(), groups: { '9.旧分组': '9.Old group' } }
    expect(englishProblems(td, await sharedFixture(), table)).toEqual([
      '@group 0.重要配置: no English name',
      '@group 9.旧分组: the English name matches no group (stale)',
    ])
  })

  it('stops the English build with the whole list', async () => {
    const table = fixtureTable()
    delete table.comments['Options.addedInAnUpgrade']
    await expect(sharedFixture().then(project => useEnglishComments(td, project, table))).rejects.toThrow(
      /plugins\/typedoc-api\/english\/ updated:\n {2}Options\.addedInAnUpgrade: no English entry/,
    )
  })
})

describe('English entries keep the package facts', () => {
  it('reports a part left untranslated, an extra part, dropped code or links, and changed example code', async () => {
    const table = fixtureTable()
    table.comments['Options.rem2rpx'] = {
      summary: 'Whether rem is converted to `rpx`.',
      remarks: 'Pass `true` for the defaults.',
      default: 'false',
      examples: ['```ts\n// turn the conversion on\nrem2rpx: false\n```'],
    }
    delete table.comments['Options.autoprefixer'].default
    expect(englishProblems(td, await sharedFixture(), table)).toEqual([
      'Options.rem2rpx: English summary leaves out `rem`',
      'Options.rem2rpx: English remarks leaves out the link to /docs/rem2rpx',
      'Options.rem2rpx: the entry has default the package does not',
      "Options.rem2rpx: @example 1 differs from the package's in more than its comments",
      'Options.autoprefixer: no English default',
    ])
  })

  it('puts the English into the comments, code as code, literal defaults and @since untouched', async () => {
    const project = await convertFixture()
    useEnglishComments(td, project, fixtureTable())
    const rem2rpx = project.getChildByName('Options.rem2rpx')!.comment!
    expect(rem2rpx.summary).toEqual(toDisplayParts('Whether `rem` is converted to `rpx`.'))
    expect(rem2rpx.summary[1]).toEqual({ kind: 'code', text: '`rem`' })
    expect(td.Comment.combineDisplayParts(rem2rpx.getTag('@default')!.content)).toBe('`false`')
    expect(td.Comment.combineDisplayParts(rem2rpx.getTag('@example')!.content)).toContain('// turn the conversion on')
    expect(td.Comment.combineDisplayParts(rem2rpx.getTag('@group')!.content)).toBe('0.Key options')
    expect(summaryOf(project, 'Options.autoprefixer')).toBe('Decided by the Tailwind CSS version.')
    expect(td.Comment.combineDisplayParts(project.getChildByName('Options.undocumented')!.comment!.getTag('@group')!.content)).toBe('0.Key options')
  })

  it('compares example code with its comments set aside', () => {
    expect(fencedCode('```html\n<!-- 开启后 -->\n<view class="a"></view>\n```')).toEqual(fencedCode('```html\n<!-- once on -->\n<view class="a"></view>\n```'))
    expect(withoutComments("// 注释\nconst url = 'https://example.com'", '')).toEqual(["const url = 'https://example.com'"])
  })
})

describe('English pages keep the Chinese anchors', () => {
  const chinese = '---\ntitle: "x"\n---\n\n## 属性\n\n### rem2rpx \\{#rem2rpx\\}\n\n#### 备注\n\n```sh\n# not a heading\n```\n\n#### 备注\n'
  const english = '---\ntitle: "x"\n---\n\n## Properties\n\n### rem2rpx \\{#rem2rpx\\}\n\n#### Remarks\n\n```sh\n# not a heading\n```\n\n#### Remarks\n'

  it('gives each English heading the anchor of the Chinese heading at the same place', () => {
    expect(withChineseAnchors(english, chinese, 'page.md')).toBe(
      '---\ntitle: "x"\n---\n\n## Properties \\{#属性\\}\n\n### rem2rpx \\{#rem2rpx\\}\n\n#### Remarks \\{#备注\\}\n\n```sh\n# not a heading\n```\n\n#### Remarks \\{#备注-1\\}\n',
    )
  })

  it('stops when the two pages do not have the same headings', () => {
    expect(() => withChineseAnchors(`${english}\n## Extra\n`, chinese, 'page.md')).toThrow(/page\.md: the English page has 5 headings, the Chinese one 4/)
  })
})
