// Escaped class names a page line shows in code spans (`w-_b100px_B`, `.bg-_b_h123456_B`), checked
// with the escape functions weapp-tailwindcss itself uses: each name must survive unescape → escape
// unchanged, and when the line also shows the class it came from (`w-[100px]`, same text before the
// first escaped character), escaping that class must give the name exactly.
import { createRequire } from 'node:module'
import path from 'node:path'

export interface EscapeFunctions {
  escape: (value: string) => string
  /** Escape without the leading `_` before a digit: how a name reads inside an escaped string, or with ignoreHead. */
  escapeInside: (value: string) => string
  /** Unescape with the full class map, as the merge runtime does (without a map only unicode is decoded). */
  unescape: (value: string) => string
  version: string
}

/** `@weapp-core/escape` as the installed weapp-tailwindcss resolves it, so a nested copy is never mixed up. */
export function escapeOfWeappTailwindcss(root: string): EscapeFunctions {
  const fromRoot = createRequire(path.join(root, 'package.json'))
  const fromPlugin = createRequire(fromRoot.resolve('weapp-tailwindcss'))
  const entry = fromPlugin.resolve('@weapp-core/escape')
  const escapeModule = fromPlugin(entry) as {
    escape: (value: string, options?: { ignoreHead?: boolean }) => string
    unescape: (value: string, options: { map: Record<string, string> }) => string
    MappingChars2String: Record<string, string>
  }
  const manifest = createRequire(entry)(path.join(path.dirname(entry), '..', 'package.json')) as { version: string }
  return {
    escape: value => escapeModule.escape(value),
    escapeInside: value => escapeModule.escape(value, { ignoreHead: true }),
    unescape: value => escapeModule.unescape(value, { map: escapeModule.MappingChars2String }),
    version: manifest.version,
  }
}

interface NameProblem {
  what: string
  /** What the page shows. */
  expected: string
  /** What the escape functions give. */
  got: string
}

export interface LineCheck {
  /** Escaped names found on the line; none means the line is not about escaped names. */
  names: string[]
  problems: NameProblem[]
}

/** Code spans of a line; in a table row `\|` stands for `|`, as GFM reads it. */
const codeSpans = (text: string): string[] => {
  const spans = [...text.matchAll(/(`+)(.+?)\1/g)].map(match => match[2]!)
  return text.trim().startsWith('|') ? spans.map(span => span.replace(/\\\|/g, '|')) : spans
}

/** The class a code-span word stands for: `.a` is selector `a`, `\[` a CSS escape, `'a'` a string, `class="a b"` an attribute. */
function words(span: string): string[] {
  const attribute = /class(?:Name)?="([^"]*)"/.exec(span)?.[1]
  const parts = attribute !== undefined ? attribute.split(/\s+/) : span.split(/\s+/)
  return parts.map(part => part.replace(/^(['"])(.+)\1$/, '$2')).map(part => (/^\.[^.]/.test(part) ? cssUnescape(part.slice(1)) : part))
}

/** A selector as CSS escapes it (`\32xl\:top-28`, `\[\#123\]`) back to the class name. */
const cssUnescape = (selector: string): string =>
  selector.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char!))

const commonPrefix = (a: string, b: string): string => {
  let length = 0
  while (length < a.length && a[length] === b[length]) length++
  return a.slice(0, length)
}

/** Environment variable names (`ERR_PNPM_…`, `npm_config_…`) use `_` too, but are no class names. */
const ENVIRONMENT_NAME = /^(?:[A-Z0-9]+(?:_[A-Z0-9]+)+|npm_config_\w+)$/

export function checkLine(text: string, fns: EscapeFunctions): LineCheck {
  const found = codeSpans(text).flatMap(words)
  // An escaped name unescapes to something class-like (`-`, `:` or a bracket in it), or is one token such as `_h`.
  const isEscaped = (word: string): boolean => {
    if (!/^[\w-]+$/.test(word) || ENVIRONMENT_NAME.test(word)) return false
    const raw = fns.unescape(word)
    return raw !== word && (/^_[A-Za-z]$/.test(word) || /[-:[\]]/.test(raw))
  }
  // A raw class is a word escaping changes beyond the `_` put before a leading digit.
  const isRaw = (word: string): boolean => !isEscaped(word) && fns.escapeInside(word) !== word
  const names = [...new Set(found.filter(isEscaped))]
  const problems: NameProblem[] = []
  for (const name of names) {
    const raw = fns.unescape(name)
    if (fns.escape(raw) !== name && fns.escapeInside(raw) !== name) {
      problems.push({ what: `escape(unescape('${name}'))`, expected: name, got: fns.escape(raw) })
    }
    // The class it came from is shown before it (`a` 变成 `b`, a table row), with the same text up to the first escaped character.
    const prefix = commonPrefix(name, raw)
    const sources = found.slice(0, found.indexOf(name)).filter(word => isRaw(word) && commonPrefix(word, fns.escape(word)) === prefix)
    if (sources.length === 0 || sources.some(word => fns.escape(word) === name || fns.escapeInside(word) === name)) continue
    const source = sources.at(-1)!
    problems.push({ what: `escape('${source}')`, expected: name, got: fns.escape(source) })
  }
  return { names, problems }
}
