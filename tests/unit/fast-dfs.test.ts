import { describe, expect, it } from 'vitest'
import PrismCore from 'prismjs/components/prism-core'
import { fastDFS } from '../../speed/patches/prism-on-demand/lean-prism/fastDFS'

type Visit = [string, unknown, string]

/** The calls a walk makes: this, key, value, type, in order. */
function record(
  walk: (o: Record<string, unknown>, callback: (this: Record<string, unknown>, key: string, value: unknown, type: string) => void) => void,
  root: Record<string, unknown>,
) {
  const calls: [Record<string, unknown>, ...Visit][] = []
  walk(root, function (key, value, type) {
    calls.push([this, key, value, type])
  })
  return calls
}

function sampleGrammars() {
  const shared = { pattern: /x/, alias: 'shared' }
  const inner: Record<string, unknown> = { keyword: /\b(?:if|else)\b/, string: [{ pattern: /"/, greedy: true }, shared] }
  const root: Record<string, unknown> = { js: { inside: inner, punctuation: /[{}]/ }, ts: { inside: inner, extra: shared }, plain: 'text', fn: () => 1 }
  inner.self = inner // a cycle, as `rest` makes in Prism grammars
  return root
}

describe('fastDFS (Prism grammar walk)', () => {
  it('visits what prismjs’s own DFS visits, in the same order with the same arguments', () => {
    const languages = PrismCore.languages as unknown as { DFS: Parameters<typeof record>[0] }
    const prismDFS = languages.DFS.bind(languages)
    const grammars = sampleGrammars()
    const ours = record(fastDFS, grammars)
    const prisms = record(prismDFS, grammars)
    expect(ours.length).toBe(prisms.length)
    ours.forEach((call, index) => call.forEach((part, at) => expect(part).toBe(prisms[index]![at])))
  })

  it('follows a value the visitor replaced, as insertBefore relies on', () => {
    const replacement = { token: /y/ }
    const root: Record<string, unknown> = { a: { old: true } }
    const seen: string[] = []
    fastDFS(root, function (key) {
      seen.push(key)
      if (key === 'a') this[key] = replacement
    })
    expect(seen).toEqual(['a', 'token'])
  })

  it('leaves no marks on the grammars', () => {
    const root = sampleGrammars()
    fastDFS(root, () => {})
    expect(Object.getOwnPropertyNames(root.js as object)).toEqual(['inside', 'punctuation'])
  })
})
