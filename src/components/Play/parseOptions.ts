import { PLAY_MESSAGES, type PlayMessages } from './messages'
import { OPTION_TYPES } from './optionTypes'

export type ParsedOptions = { ok: true; options: Record<string, unknown> } | { ok: false; messages: string[] }

const typeName = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** The options text as an object, checked key by key against the types of UserDefinedOptions. */
export function parseOptions(text: string, say: PlayMessages = PLAY_MESSAGES['zh-cn']): ParsedOptions {
  let value: unknown
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text)
  } catch (error) {
    return { ok: false, messages: [say.invalidJson((error as Error).message)] }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, messages: [say.notAnObject(typeName(value))] }
  }
  const messages: string[] = []
  for (const [key, option] of Object.entries(value)) {
    const allowed = OPTION_TYPES[key]
    if (!allowed) {
      messages.push(say.unknownOption(key))
      continue
    }
    if (!allowed.includes(typeName(option))) {
      messages.push(say.wrongOptionType(key, allowed, typeName(option)))
    }
  }
  return messages.length ? { ok: false, messages } : { ok: true, options: value as Record<string, unknown> }
}
