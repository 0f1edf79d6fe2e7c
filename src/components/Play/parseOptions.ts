import { OPTION_TYPES } from './optionTypes'

export type ParsedOptions = { ok: true; options: Record<string, unknown> } | { ok: false; messages: string[] }

const typeName = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** The options text as an object, checked key by key against the types of UserDefinedOptions. */
export function parseOptions(text: string): ParsedOptions {
  let value: unknown
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text)
  } catch (error) {
    return { ok: false, messages: [`配置不是合法的 JSON：${(error as Error).message}`] }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, messages: [`配置必须是一个对象（{ ... }），现在是 ${typeName(value)}`] }
  }
  const messages: string[] = []
  for (const [key, option] of Object.entries(value)) {
    const allowed = OPTION_TYPES[key]
    if (!allowed) {
      messages.push(`未知配置项 "${key}"：weapp-tailwindcss 4.12.0 的 UserDefinedOptions 中没有它`)
      continue
    }
    if (!allowed.includes(typeName(option))) {
      messages.push(`配置项 "${key}" 应为 ${allowed.join(' 或 ')}，现在是 ${typeName(option)}`)
    }
  }
  return messages.length ? { ok: false, messages } : { ok: true, options: value as Record<string, unknown> }
}
