// Compares the lines a page quotes with the lines a command printed. Only what differs from one run
// to the next is normalised: colour codes, the fixture's temp directory (written `/repo` on the
// pages), the per-project cache hash (`<hash>`) and the machine's platform and Node.js version.
// Versions of the packages and relative paths are compared as printed, so a CLI that prints
// something else fails the check.

export interface Normalise {
  /** Absolute paths of the fixture as the command may print them (as given and after realpath). */
  fixtureDirs: string[]
}

const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g
const CACHE_HASH = /(\.cache\/weapp-tailwindcss\/)[0-9a-f]{32}(?=\/)/g
/** `weapp-tw -v` ends with `linux-x64 node-v20.20.2`: the machine, not the CLI. */
const PLATFORM_AND_NODE = /\b[a-z0-9]+-[a-z0-9]+ node-v\d+\.\d+\.\d+\b/g

function normaliseLine(line: string): string {
  return line.replace(PLATFORM_AND_NODE, '<platform> node-<version>').replace(/\s+$/, '')
}

/** A command's output as lines, blank lines dropped: consola pads every ` WARN ` line with empty lines. */
export function printedLines(output: string, options: Normalise): string[] {
  let text = output.replace(ANSI, '').replace(/\r\n/g, '\n')
  for (const dir of [...new Set(options.fixtureDirs)].sort((a, b) => b.length - a.length)) {
    text = text.split(dir).join('/repo')
  }
  text = text.replace(CACHE_HASH, '$1<hash>')
  return text.split('\n').map(normaliseLine).filter(line => line.trim() !== '')
}

/** A quoted block as lines, blank lines dropped like the output's. */
export function quotedLines(code: string): string[] {
  return code.split('\n').map(normaliseLine).filter(line => line.trim() !== '')
}

export interface LineMismatch {
  /** Index into the quoted lines. */
  index: number
  expected: string
  got: string
}

/**
 * A whole block must equal the output line for line. An excerpt's lines must each be an output line,
 * in the output's order; the first one that cannot be found after the previous match is reported.
 */
export function compareLines(quoted: string[], printed: string[], excerpt: boolean): LineMismatch | null {
  if (!excerpt) {
    const length = Math.max(quoted.length, printed.length)
    for (let index = 0; index < length; index++) {
      if (quoted[index] !== printed[index]) {
        return { index: Math.min(index, quoted.length - 1), expected: quoted[index] ?? '(no more lines)', got: printed[index] ?? '(no more lines)' }
      }
    }
    return null
  }
  let from = 0
  for (const [index, line] of quoted.entries()) {
    const found = printed.indexOf(line, from)
    if (found === -1) {
      const elsewhere = printed.includes(line)
      return { index, expected: line, got: elsewhere ? `that line, but before the previous quoted line: ${printed.join('\n')}` : printed.join('\n') }
    }
    from = found + 1
  }
  return null
}

/** An inline quote is part of one printed line. */
export function quotedInLine(quote: string, printed: string[]): boolean {
  const wanted = normaliseLine(quote)
  return printed.some(line => line.includes(wanted))
}
