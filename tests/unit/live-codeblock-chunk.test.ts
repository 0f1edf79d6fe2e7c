import { describe, expect, it } from 'vitest'
import { addLiveCodeBlockImport, hasLiveCodeBlock, REGISTER_MODULE } from '../../speed/patches/code-block/live-playground/remark'

const code = (meta: string | null) => ({ type: 'code', lang: 'jsx', meta, value: '<p />' })

describe('live-codeblock-chunk remark plugin', () => {
  it('finds a live block at any depth, by the word `live` in the meta', () => {
    expect(hasLiveCodeBlock({ type: 'root', children: [code('live')] })).toBe(true)
    expect(hasLiveCodeBlock({ type: 'root', children: [{ type: 'mdxJsxFlowElement', children: [code('live noInline')] }] })).toBe(true)
    expect(hasLiveCodeBlock({ type: 'root', children: [code('title="live.jsx"'), code(null), code('delivery')] })).toBe(false)
  })

  it('imports the playground once, first, in pages that have a live block', () => {
    const tree = { type: 'root', children: [{ type: 'paragraph', children: [] }, code('live')] }
    expect(addLiveCodeBlockImport(tree)).toBe(true)
    expect(tree.children.map(node => node.type)).toEqual(['mdxjsEsm', 'paragraph', 'code'])
    const [esm] = tree.children as { value?: string; data?: { estree?: { body: { source: { value: string } }[] } } }[]
    expect(esm.value).toBe(`import '${REGISTER_MODULE}'`)
    expect(esm.data?.estree?.body[0].source.value).toBe(REGISTER_MODULE)
  })

  it('leaves pages without a live block alone', () => {
    const tree = { type: 'root', children: [code('title="a.js"')] }
    expect(addLiveCodeBlockImport(tree)).toBe(false)
    expect(tree.children).toHaveLength(1)
  })
})
