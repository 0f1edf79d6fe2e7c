import { sourceHash } from './sourceHash'

// An English page names the version of its Chinese source it reflects: `translated_from: <hash>`
// in its front matter, or, in a partial (Docusaurus rejects front matter there), an MDX comment
// on its first line: `{/* translated_from: <hash> */}`.

export interface TranslatedFrom {
  hash: string
  /** 1-based line of the key, to report on. */
  line: number
}

const FRONT_MATTER_KEY = /^translated_from:[ \t]*['"]?([^'"\s]*)['"]?[ \t]*$/
const PARTIAL_COMMENT = /^\{\/\*\s*translated_from:\s*(\S*)\s*\*\/\}\s*$/

/** The hash an English page records, or undefined when it records none. */
export function translatedFrom(source: string, isPartial: boolean): TranslatedFrom | undefined {
  const lines = source.split('\n')
  if (isPartial) {
    const match = PARTIAL_COMMENT.exec(lines[0] ?? '')
    return match?.[1] ? { hash: match[1], line: 1 } : undefined
  }
  if (lines[0]?.trim() !== '---') return undefined
  for (let index = 1; index < lines.length && lines[index]!.trim() !== '---'; index++) {
    const match = FRONT_MATTER_KEY.exec(lines[index]!)
    if (match?.[1]) return { hash: match[1], line: index + 1 }
  }
  return undefined
}

export type TranslationState =
  | { state: 'up to date'; hash: string }
  | { state: 'behind'; recorded: TranslatedFrom; hash: string }
  | { state: 'unmarked'; hash: string }

/** How an English page stands against the current text of its Chinese source. */
export function translationState(english: string, isPartial: boolean, chinese: string): TranslationState {
  const hash = sourceHash(chinese)
  const recorded = translatedFrom(english, isPartial)
  if (!recorded) return { state: 'unmarked', hash }
  return recorded.hash === hash ? { state: 'up to date', hash } : { state: 'behind', recorded, hash }
}
