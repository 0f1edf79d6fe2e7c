import { PLAY_MESSAGES, type PlayMessages } from './messages'
import { jsonKind, optionProblems } from '../../../lib/play/options'

export type ParsedOptions = { ok: true; options: Record<string, unknown> } | { ok: false; messages: string[] }

/** The options text as an object, checked key by key against the types of UserDefinedOptions. */
export function parseOptions(text: string, say: PlayMessages = PLAY_MESSAGES['zh-cn']): ParsedOptions {
  let value: unknown
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text)
  } catch (error) {
    return { ok: false, messages: [say.invalidJson((error as Error).message)] }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, messages: [say.notAnObject(jsonKind(value))] }
  }
  const messages = optionProblems(value as Record<string, unknown>).map(problem =>
    problem.kind === 'unknown' ? say.unknownOption(problem.key) : say.wrongOptionType(problem.key, problem.allowed, problem.actual))
  return messages.length ? { ok: false, messages } : { ok: true, options: value as Record<string, unknown> }
}
