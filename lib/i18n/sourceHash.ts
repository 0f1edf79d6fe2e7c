import { createHash } from 'node:crypto'

// A translated page records which version of its source it was written from: the hash of the
// source file's text. When the source changes, the hash no longer matches and the translation
// is reported as behind.

/** The first 12 hex digits of the SHA-256 of a source text, line endings made \n. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex').slice(0, 12)
}
