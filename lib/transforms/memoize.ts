// One run per distinct input: several examples share an input, and compiling Tailwind CSS is the slow part.
const keyOf = (value: unknown): string =>
  JSON.stringify(value, (_, item: unknown) => (item instanceof RegExp ? `RegExp(${item.source}/${item.flags})` : item))

export function memoize<Input, Output>(run: (input: Input) => Output): (input: Input) => Output {
  const cache = new Map<string, Output>()
  return input => {
    const key = keyOf(input)
    if (!cache.has(key)) cache.set(key, run(input))
    return cache.get(key)!
  }
}
