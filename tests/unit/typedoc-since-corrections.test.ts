import path from 'node:path'
import * as td from 'typedoc'
import { describe, expect, it } from 'vitest'
import { GENERATOR_TEXTS } from '../../plugins/typedoc-api/generatorTexts'
import type { ApiLocale } from '../../plugins/typedoc-api/locale'
import { applySinceCorrections as applyRows, SINCE_CORRECTIONS, type SinceCorrection } from '../../plugins/typedoc-api/sinceCorrections'

const fixture = path.resolve(__dirname, '../fixtures/typedoc-since/index.d.ts')

async function convertFixture() {
  const app = await td.Application.bootstrap({ entryPoints: [fixture], skipErrorChecking: true, logLevel: 'Error' }, [])
  const project = await app.convert()
  if (!project) throw new Error('TypeDoc could not convert the fixture')
  return project
}

const applySinceCorrections = (t: typeof td, project: td.ProjectReflection, rows: SinceCorrection[], locale: ApiLocale = 'zh-cn') =>
  applyRows(t, project, rows, locale, GENERATOR_TEXTS[locale])

const why = { 'zh-cn': 'x', en: 'x' }

const sinceOf = (project: td.ProjectReflection, name: string) => {
  const tag = project.getChildByName(name)?.comment?.getTag('@since')
  return tag ? td.Comment.combineDisplayParts(tag.content) : undefined
}

describe('@since corrections of the API pages', () => {
  it('replaces the tags the CHANGELOG contradicts and says so on the page', async () => {
    const project = await convertFixture()
    applySinceCorrections(td, project, SINCE_CORRECTIONS)
    expect(sinceOf(project, 'UserDefinedOptions.autoprefixer')).toMatch(/^\^4\.12\.0\n\n版本已按更新日志更正：包内标注为 `\^4\.11\.3`/)
    expect(sinceOf(project, 'DisabledOptions')).toMatch(/^\^4\.8\.14\n/)
    expect(sinceOf(project, 'UserDefinedOptions.unitsToPx')).toMatch(/^\^4\.9\.8\n\n版本已按更新日志更正：包内没有标注/)
    expect(sinceOf(project, 'UserDefinedOptions.tailwindcss')).toMatch(/^\^4\.0\.1\n\n版本已按更新日志更正：包内标注为 `\^4\.0\.0`/)
    expect(sinceOf(project, 'UserDefinedOptions.rem2rpx')).toBe('^4.0.0')
  })

  it('explains the correction in English on the English pages', async () => {
    const project = await convertFixture()
    applySinceCorrections(td, project, SINCE_CORRECTIONS, 'en')
    expect(sinceOf(project, 'UserDefinedOptions.autoprefixer')).toMatch(/^\^4\.12\.0\n\nVersion corrected from the changelog: the package says `\^4\.11\.3`, but no 4\.11\.3/)
  })

  it('stops the build when the package changed a tag the table corrects', async () => {
    const project = await convertFixture()
    const stale: SinceCorrection[] = [{ reflection: 'UserDefinedOptions.autoprefixer', packageSays: '^4.11.2', since: '^4.12.0', why }]
    expect(() => applySinceCorrections(td, project, stale)).toThrow(/autoprefixer: the package's @since is now \^4\.11\.3, not \^4\.11\.2/)
  })

  it('stops the build when a corrected declaration is gone', async () => {
    const project = await convertFixture()
    const gone: SinceCorrection[] = [{ reflection: 'UserDefinedOptions.removedOption', packageSays: undefined, since: '^4.0.0', why }]
    expect(() => applySinceCorrections(td, project, gone)).toThrow(/removedOption is gone/)
  })
})
