import { describe, expect, it } from 'vitest'
import { OPTION_TYPES } from '../../lib/play/optionTypes'
import { exampleFromHash } from '../../src/components/Play/examples'
import { parseOptions } from '../../src/components/Play/parseOptions'
import { optionTypesModule, readOptionTypes } from '../../scripts/play/optionTypes'
import fs from 'node:fs'

describe('Play options', () => {
  it('the committed option kinds are those of the installed weapp-tailwindcss declarations', () => {
    expect(fs.readFileSync('lib/play/optionTypes.ts', 'utf8')).toBe(optionTypesModule(readOptionTypes()))
    expect(OPTION_TYPES.rem2rpx).toEqual(['boolean', 'object'])
  })

  it('accepts an object whose keys and value kinds match', () => {
    expect(parseOptions('{"rem2rpx": true, "cssPreflight": false, "customAttributes": {}}')).toEqual({
      ok: true,
      options: { rem2rpx: true, cssPreflight: false, customAttributes: {} },
    })
    expect(parseOptions('  ')).toEqual({ ok: true, options: {} })
  })

  it('names every wrong key and the kind it expects', () => {
    const result = parseOptions('{"rem2rpx": "yes", "nope": 1}')
    expect(result).toEqual({
      ok: false,
      messages: ['配置项 "rem2rpx" 应为 boolean 或 object，现在是 string', '未知配置项 "nope"：weapp-tailwindcss 4.12.0 的 UserDefinedOptions 中没有它'],
    })
  })

  it('refuses text that is not JSON or not an object', () => {
    expect(parseOptions('{ rem2rpx: true').ok).toBe(false)
    expect(parseOptions('null')).toEqual({ ok: false, messages: ['配置必须是一个对象（{ ... }），现在是 null'] })
    expect(parseOptions('[]')).toEqual({ ok: false, messages: ['配置必须是一个对象（{ ... }），现在是 array'] })
  })
})

describe('examples named in the URL', () => {
  it('a docs link `#example=<id>` names an example; anything else names none', () => {
    expect(exampleFromHash('#example=space-y')?.id).toBe('space-y')
    expect(exampleFromHash('example=rem2rpx')?.id).toBe('rem2rpx')
    expect(exampleFromHash('#example=nope')).toBeNull()
    expect(exampleFromHash('#example=space-y<script>')).toBeNull()
    expect(exampleFromHash('#v1:abc')).toBeNull()
    expect(exampleFromHash('')).toBeNull()
  })
})
