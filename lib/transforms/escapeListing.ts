// A listing of `class -> escaped` lines (a note in （） may follow the result), checked against the escape
// function the listing names.
export interface EscapeLineMismatch {
  /** 0-based line inside the block. */
  index: number
  expected: string
  got: string
}

export function checkEscapeListing(code: string, escape: (name: string) => string): { lines: number; mismatches: EscapeLineMismatch[] } {
  const mismatches: EscapeLineMismatch[] = []
  let lines = 0
  code.split('\n').forEach((line, index) => {
    const match = /^\s*(\S+)\s+->\s+(\S+?)(?:（[^）]*）)?\s*$/.exec(line)
    if (!match) {
      if (line.trim()) mismatches.push({ index, expected: 'a line `class -> escaped`', got: line.trim() })
      return
    }
    lines++
    const [, source, shown] = match as unknown as [string, string, string]
    const produced = escape(source)
    if (produced !== shown) mismatches.push({ index, expected: `${source} -> ${shown}`, got: `${source} -> ${produced}` })
  })
  return { lines, mismatches }
}
