type Visitor = (this: Record<string, unknown>, key: string, value: unknown, type: string) => void

const objectTag = Object.prototype.toString

/**
 * Prism's `languages.DFS` without its bookkeeping, for the same walk. Every `insertBefore` of a
 * grammar (jsx, markdown, css-extras… ~20 while the grammars load) walks all grammars defined
 * so far to repoint references; prismjs marks each object it visits with a `__id` property and
 * asks `Object.prototype.toString` for the type of every value, RegExps and strings included.
 * Here a Set remembers the visited objects and only objects are asked for their tag. Same
 * order, same callback arguments, and the value is read after the callback, as prismjs does,
 * so a visitor that replaces it is followed into the replacement.
 */
export function fastDFS(o: Record<string, unknown>, callback: Visitor, type?: string | null, visited: Set<unknown> = new Set()): void {
  for (const key in o) {
    if (!Object.prototype.hasOwnProperty.call(o, key)) continue
    callback.call(o, key, o[key], type || key)
    const property = o[key]
    if (property === null || typeof property !== 'object' || visited.has(property)) continue
    if (Array.isArray(property)) {
      visited.add(property)
      fastDFS(property as unknown as Record<string, unknown>, callback, key, visited)
    } else if (objectTag.call(property) === '[object Object]') {
      visited.add(property)
      fastDFS(property as Record<string, unknown>, callback, null, visited)
    }
  }
}
