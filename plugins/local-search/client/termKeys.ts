// MiniSearch keeps terms in a radix tree whose nodes find a child by scanning their keys one
// by one. Chinese terms start with thousands of different characters, so every insert and
// lookup scanned thousands of root keys: most of the index build time and of a long Chinese
// query. Stored as fixed-width hex code points behind a marker, Han terms branch at most 16
// ways per level; a lone character's key is still a prefix of its bigrams' keys.
import { HAN_CHARACTER } from '../../../lib/i18n/chineseCharacters'

const HAN_MARKER = '~' // never part of a Latin term (see TERM_RUN in tokenize.ts)
const DIGITS = 5 // covers the supplementary ideograph planes

export function toTermKey(term: string): string {
  if (!HAN_CHARACTER.test(term)) return term
  let key = HAN_MARKER
  for (const char of term) key += char.codePointAt(0)!.toString(16).padStart(DIGITS, '0')
  return key
}

export function fromTermKey(key: string): string {
  if (!key.startsWith(HAN_MARKER)) return key
  let term = ''
  for (let i = HAN_MARKER.length; i + DIGITS <= key.length; i += DIGITS) term += String.fromCodePoint(parseInt(key.slice(i, i + DIGITS), 16))
  return term
}
