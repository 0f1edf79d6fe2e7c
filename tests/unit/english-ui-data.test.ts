import { describe, expect, it } from 'vitest'
import { templates } from '../../lib/data/templates'
import { platformNamesEn, showcaseProjects } from '../../lib/data/showcase'
import { EXAMPLES, examplesFor, exampleFromHash } from '../../src/components/Play/examples'
import { PLAY_MESSAGES, playMessagesFor, type PlayMessages } from '../../src/components/Play/messages'
import { parseOptions } from '../../src/components/Play/parseOptions'

// The English edition's text that lives in data and plain modules (not in i18n/en/*.json):
// every Chinese text has an English twin, and the twin has no Chinese left in it.

const CJK = /\p{Script=Han}/u
const hasChinese = (text: string | undefined): boolean => text !== undefined && CJK.test(text)

/** Every message of a table, with sample arguments where it takes some. */
function allMessages(say: PlayMessages): string[] {
  return [
    say.invalidJson('Unexpected token'),
    say.notAnObject('array'),
    say.unknownOption('nope'),
    say.wrongOptionType('rem2rpx', ['boolean', 'object'], 'string'),
    say.superseded,
    say.pageClosed,
    say.downloadFailed('x', true),
    say.scriptNotLoaded,
    say.runaway(15),
    say.transformFailed,
    say.startFailed('x'),
    say.crashed('x'),
    say.networkFailed,
    say.serverStatus(404),
    say.downloadInterrupted,
  ]
}

describe('starter templates in English', () => {
  for (const item of templates) {
    it(item.name, () => {
      const stack = item.en?.stack ?? item.stack
      const note = item.en?.note ?? item.note
      const includes = item.en?.includes ?? item.includes ?? []
      expect(hasChinese(stack), `stack: ${stack}`).toBe(false)
      expect(hasChinese(note), `note: ${note}`).toBe(false)
      expect(includes.filter(hasChinese), 'includes').toEqual([])
      // A twin list names the same things: one entry for each of the Chinese list's.
      if (item.en?.includes) expect(item.en.includes).toHaveLength(item.includes?.length ?? 0)
    })
  }
})

describe('showcase projects in English', () => {
  for (const project of showcaseProjects) {
    it(project.name, () => {
      const description = project.en?.description ?? project.description
      expect(hasChinese(description), `description: ${description}`).toBe(false)
      expect(project.platforms.map(platform => platformNamesEn[platform] ?? platform).filter(hasChinese)).toEqual([])
    })
  }
})

describe('Play examples in English', () => {
  const english = examplesFor('en')
  const classesOf = (template: string) => [...template.matchAll(/class="([^"]*)"/g)].map(match => match[1])

  it('keeps the ids, CSS, options and scripts, and every class of the Chinese templates', () => {
    expect(english.map(example => example.id)).toEqual(EXAMPLES.map(example => example.id))
    english.forEach((example, index) => {
      const chinese = EXAMPLES[index]!
      expect(classesOf(example.input.template)).toEqual(classesOf(chinese.input.template))
      expect({ ...example.input, template: '' }).toEqual({ ...chinese.input, template: '' })
    })
  })

  it('has English labels, and Chinese text only in the example about Chinese text', () => {
    for (const example of english) {
      expect(hasChinese(example.label), example.label).toBe(false)
      expect(hasChinese(example.input.template), example.id).toBe(example.id === 'chinese')
    }
  })

  it('leaves the Chinese edition as it is, and opens the English example a link names', () => {
    expect(examplesFor('zh-cn')).toBe(EXAMPLES)
    expect(exampleFromHash('#example=space-y', english)?.input.template).toContain('First row')
    expect(exampleFromHash('#example=space-y')?.input.template).toContain('第一行')
  })
})

describe('Play messages', () => {
  it('are English for en and Chinese for the default locale', () => {
    for (const message of allMessages(PLAY_MESSAGES.en)) expect(hasChinese(message), message).toBe(false)
    for (const message of allMessages(PLAY_MESSAGES['zh-cn'])) expect(hasChinese(message), message).toBe(true)
    expect(playMessagesFor('en')).toBe(PLAY_MESSAGES.en)
    expect(playMessagesFor('zh-cn')).toBe(PLAY_MESSAGES['zh-cn'])
    expect(playMessagesFor('fr')).toBe(PLAY_MESSAGES['zh-cn'])
  })

  it('reach the option parser: a wrong option is reported in English on the English edition', () => {
    expect(parseOptions('{"rem2rpx": "yes", "nope": 1}', PLAY_MESSAGES.en)).toEqual({
      ok: false,
      messages: [
        'Option "rem2rpx" must be boolean or object, not string',
        'Unknown option "nope": UserDefinedOptions of weapp-tailwindcss 4.12.0 has no such option',
      ],
    })
    expect(parseOptions('[]', PLAY_MESSAGES.en)).toEqual({ ok: false, messages: ['The options must be an object ({ ... }), not array'] })
  })
})
